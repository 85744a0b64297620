"""A relation's sides swapped is never supported, whatever word carries the relation.

Each row is evidence, a faithful restatement and the same claim with the two sides swapped:
a light verb (get / have / 有), a content verb between single-letter parties (A 服务依赖 B 服务),
and numbers as the arguments (version 2 replaces version 1).
"""

from __future__ import annotations

import pytest

from tests.grounding_helpers import judge_one


@pytest.mark.parametrize(
    ("evidence", "faithful", "swapped"),
    [
        (
            "Premium members get priority support.",
            "Premium members get priority support.",
            "Priority support gets premium members.",
        ),
        (
            "Gold members have priority boarding.",
            "Gold members have priority boarding.",
            "Priority boarding has gold members.",
        ),
        ("A 服务依赖 B 服务。", "A 服务依赖 B 服务。", "B 服务依赖 A 服务。"),
        ("A 类客户享受 9 折。", "A 类客户享受 9 折。", "B 类客户享受 9 折。"),
        (
            "Version 2 replaces version 1.",
            "Version 2 replaces version 1.",
            "Version 1 replaces version 2.",
        ),
        ("金卡会员有专属客服。", "金卡会员有专属客服。", "专属客服有金卡会员。"),
    ],
)
def test_swapped_sides_are_not_supported(evidence: str, faithful: str, swapped: str) -> None:
    assert judge_one(evidence, faithful) == ("grounded", ())
    assert judge_one(evidence, swapped)[0] != "grounded"


def test_numbers_may_still_move_with_their_words() -> None:
    """Two facts of one clause told in the other order keep their numbers: moving a number
    with its own words crosses no relation."""
    evidence = "Standard shipping takes 5 days and costs $10."
    assert judge_one(evidence, "Standard shipping costs $10 and takes 5 days.")[0] == "grounded"


@pytest.mark.parametrize(
    ("evidence", "faithful", "revoiced"),
    [
        (
            "The manager sends the weekly report.",
            "The weekly report is sent by the manager.",
            "The manager is sent the weekly report.",
        ),
        (
            "The agent tells the customer the refund amount.",
            "The customer is told the refund amount by the agent.",
            "The agent is told the refund amount.",
        ),
        (
            "Drivers hold the keys overnight.",
            "The keys are held by drivers overnight.",
            "Drivers are held the keys overnight.",
        ),
        (
            "The courier picks up parcels at the front desk.",
            "Parcels are picked up by the courier at the front desk.",
            "The courier is picked up by parcels at the front desk.",
        ),
        (
            # "by the hour" is no agent: the active with the same words says the opposite
            "Customers are charged by the hour.",
            "Customers are charged by the hour.",
            "Customers charge by the hour.",
        ),
    ],
)
def test_an_irregular_or_phrasal_passive_is_a_passive(
    evidence: str, faithful: str, revoiced: str
) -> None:
    """is sent / is told / is held / is picked up are passives as is included is: the
    converse of the active is proven; the same words in the same order turned passive (the
    manager is sent the report: the manager now receives it) are not."""
    assert judge_one(evidence, faithful) == ("grounded", ())
    assert judge_one(evidence, revoiced)[0] != "grounded"


@pytest.mark.parametrize(
    ("evidence", "moved"),
    [
        ("Only admins can delete users.", "Admins can only delete users."),
        ("Admins can only view logs.", "Only admins can view logs."),
        ("只有管理员能查看日志。", "管理员只能查看日志。"),
    ],
)
def test_only_keeps_its_focus(evidence: str, moved: str) -> None:
    """ "only" restricts what it stands before: only admins (no one else deletes) is not
    admins can only delete (they do nothing else), either way round."""
    assert judge_one(evidence, evidence) == ("grounded", ())
    assert judge_one(evidence, moved)[0] != "grounded"


@pytest.mark.parametrize(
    ("evidence", "swapped"),
    [
        ("Replace the old key with the new key.", "Replace the new key with the old key."),
        ("Rebase the feature branch on main.", "Rebase main on the feature branch."),
        ("Exchange points for vouchers in the app.", "Exchange vouchers for points in the app."),
    ],
)
def test_sides_of_a_preposition_are_kept(evidence: str, swapped: str) -> None:
    """The two sides of with / on / for keep their places; a modifier moved into its noun
    (passwords for employee accounts = employee account passwords) is no swap."""
    assert judge_one(evidence, evidence) == ("grounded", ())
    assert judge_one(evidence, swapped)[0] != "grounded"
    assert judge_one(
        "Passwords for employee accounts expire after 90 days.",
        "Employee account passwords expire after 90 days.",
    ) == ("grounded", ())


@pytest.mark.parametrize(
    ("evidence", "faithful", "swapped"),
    [
        (
            "We will notify you within 3 business days.",
            "You will be notified within 3 business days.",
            "You will notify us within 3 business days.",
        ),
        (
            "我们将在 5 个工作日内退还您的押金。",
            "您的押金将在 5 个工作日内退还。",
            "您将在 5 个工作日内退还我们的押金。",
        ),
        ("由我们承担退货运费。", "退货运费由我们承担。", "由您承担退货运费。"),
    ],
)
def test_the_two_parties_keep_their_roles(evidence: str, faithful: str, swapped: str) -> None:
    """we / you (我们 / 您) are the two parties of a policy: who pays, notifies or refunds
    whom stays as the evidence says."""
    assert judge_one(evidence, faithful) == ("grounded", ())
    assert judge_one(evidence, swapped)[0] != "grounded"


@pytest.mark.parametrize(
    ("evidence", "swapped"),
    [
        ("They pay him a monthly stipend.", "He pays them a monthly stipend."),
        ("She approves his timesheet every week.", "He approves her timesheet every week."),
        ("他须向她汇报项目进度。", "她须向他汇报项目进度。"),
        ("她被他投诉了两次。", "他被她投诉了两次。"),
    ],
)
def test_third_person_pronouns_keep_their_roles(evidence: str, swapped: str) -> None:
    """he / she / they (他 / 她 / 他们) are arguments too, across a verb or a role marker."""
    assert judge_one(evidence, evidence) == ("grounded", ())
    assert judge_one(evidence, swapped)[0] != "grounded"


@pytest.mark.parametrize(
    ("evidence", "faithful", "swapped"),
    [
        (
            "The adult and child doses are 500 mg and 250 mg respectively.",
            "The adult dose is 500 mg and the child dose is 250 mg.",
            "The adult and child doses are 250 mg and 500 mg respectively.",
        ),
        (
            "The landlord and the tenant pay 60% and 40% of the repair cost.",
            "The landlord and the tenant pay 60% and 40% of the repair cost.",
            "The landlord and the tenant pay 40% and 60% of the repair cost.",
        ),
        (
            "成人和儿童的剂量分别为 500 毫克和 250 毫克。",
            "成人和儿童的剂量分别为 500 毫克和 250 毫克。",
            "成人和儿童的剂量分别为 250 毫克和 500 毫克。",
        ),
        (
            "托运行李和选座的费用为 30 元和 15 元。",
            "托运行李和选座的费用为 30 元和 15 元。",
            "托运行李和选座的费用为 15 元和 30 元。",
        ),
    ],
)
def test_values_keep_the_order_of_the_list_they_pair_with(
    evidence: str, faithful: str, swapped: str
) -> None:
    assert judge_one(evidence, faithful) == ("grounded", ())
    assert judge_one(evidence, swapped)[0] != "grounded"


@pytest.mark.parametrize(
    ("evidence", "swapped"),
    [
        (
            "Patients over 65 and children under 5 get the vaccine first.",
            "Patients under 65 and children over 5 get the vaccine first.",
        ),
        ("65 岁以上老人和 6 岁以下儿童免票。", "65 岁以下老人和 6 岁以上儿童免票。"),
        ("体温 38 度以上或 35 度以下须就医。", "体温 38 度以下或 35 度以上须就医。"),
        (
            "Loans above $10,000 need a guarantor and loans below $1,000 need no credit check.",
            "Loans below $10,000 need a guarantor and loans above $1,000 need no credit check.",
        ),
    ],
)
def test_a_bound_stays_with_its_own_quantity(evidence: str, swapped: str) -> None:
    assert judge_one(evidence, evidence) == ("grounded", ())
    assert judge_one(evidence, swapped)[0] != "grounded"


@pytest.mark.parametrize(
    ("evidence", "moved"),
    [
        ("All drivers must complete a safety course.", "Drivers must complete all safety courses."),
        ("Every claim needs a receipt.", "Claims need every receipt."),
        ("Each branch has a manager.", "Branches have each manager."),
    ],
)
def test_a_determiner_keeps_the_noun_it_quantifies(evidence: str, moved: str) -> None:
    assert judge_one(evidence, evidence) == ("grounded", ())
    assert judge_one(evidence, moved)[0] != "grounded"


@pytest.mark.parametrize(
    ("evidence", "duty"),
    [("客户要求退款。", "客户须退款。"), ("供应商要求预付 30%。", "供应商须预付 30%。")],
)
def test_a_request_is_not_a_duty_of_the_one_who_asks(evidence: str, duty: str) -> None:
    assert judge_one(evidence, evidence) == ("grounded", ())
    assert judge_one(evidence, duty)[0] != "grounded"


@pytest.mark.parametrize(
    ("evidence", "faithful", "necessary"),
    [
        ("付款后即可发货。", "付款后即可发货。", "付款后才能发货。"),
        ("满 100 元即可包邮。", "满 100 元即可包邮。", "满 100 元才能包邮。"),
        ("持卡即可入园。", "持卡即可入园。", "持卡方可入园。"),
    ],
)
def test_a_sufficient_condition_is_not_a_necessary_one(
    evidence: str, faithful: str, necessary: str
) -> None:
    assert judge_one(evidence, faithful) == ("grounded", ())
    assert judge_one(evidence, necessary)[0] != "grounded"


def test_a_rule_closed_by_fang_ke_may_be_left_out() -> None:
    # 方可 (only then) restricts its own clause, not the one before it
    evidence = "拔牙后 24 小时内不要刷牙漱口，2 小时后方可进食温凉软食。"
    assert judge_one(evidence, "拔牙后 24 小时内不要刷牙漱口。") == ("grounded", ())


@pytest.mark.parametrize(
    ("evidence", "faithful", "other"),
    [
        ("单笔转账上限为 5 万元。", "每次转账上限为 5 万元。", "每人转账上限为 5 万元。"),
        ("每人最多领取 2 份。", "每位最多领取 2 份。", "全体最多领取 2 份。"),
        (
            "每个 API key 每分钟最多 60 次请求。",
            "各个 API key 每分钟最多 60 次请求。",
            "全部 API key 每分钟最多 60 次请求。",
        ),
        (
            "The deductible applies to each claim.",
            "The deductible applies to every claim.",
            "The deductible applies to the whole claim.",
        ),
    ],
)
def test_a_universal_keeps_what_it_ranges_over(evidence: str, faithful: str, other: str) -> None:
    assert judge_one(evidence, faithful) == ("grounded", ())
    assert judge_one(evidence, other)[0] != "grounded"


@pytest.mark.parametrize(
    ("evidence", "other"),
    [
        ("Install the latest version of the agent.", "Install the earlier version of the agent."),
        ("Restore the latest backup.", "Restore an earlier backup."),
    ],
)
def test_the_latest_one_is_not_an_earlier_one(evidence: str, other: str) -> None:
    assert judge_one(evidence, evidence) == ("grounded", ())
    assert judge_one(evidence, other)[0] != "grounded"


@pytest.mark.parametrize(
    ("evidence", "faithful", "swapped"),
    [
        (
            "If the invoice and the purchase order differ, the purchase order governs.",
            "Where the invoice and the purchase order differ, the purchase order governs.",
            "If the invoice and the purchase order differ, the invoice governs.",
        ),
        (
            "Where the policy and the handbook conflict, the policy applies.",
            "If the policy and the handbook conflict, the policy applies.",
            "Where the policy and the handbook conflict, the handbook applies.",
        ),
        (
            "本协议与附件冲突时，以本协议为准。",
            "如果本协议和附件冲突，以本协议为准。",
            "本协议与附件冲突时，以附件为准。",
        ),
    ],
)
def test_the_side_that_prevails_is_not_taken_from_the_condition(
    evidence: str, faithful: str, swapped: str
) -> None:
    """Both parties are named in the condition; the clause after it names the one that
    governs. Its subject may not be lent from the condition while the clause's own subject
    is said away in the claim's condition: that swaps the sides."""
    assert judge_one(evidence, faithful) == ("grounded", ())
    assert judge_one(evidence, swapped)[0] != "grounded"
