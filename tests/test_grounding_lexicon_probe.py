"""False-safe shapes that came from the lexicon data (helper probe report, /work/probes).

Each row is evidence, a faithful restatement that stays supported and an unsafe claim the
proof judged supported before: a loose WordNet synonym that names another role, body, place,
period, payment or act; 上 / 下 paying each other; negation flavours; a strengthening word
added; an example list made exhaustive; epistemic "may not"; free-choice "any".
"""

from __future__ import annotations

import pytest

from tests.grounding_helpers import check_pair


@pytest.mark.parametrize(
    ("evidence", "faithful", "unsafe"),
    [
        (
            "The director must approve purchases over $5,000.",
            "The director must approve purchases above $5,000.",
            "The manager must approve purchases over $5,000.",
        ),
        (
            "The manager must approve purchases over $5,000.",
            "The manager must approve purchases above $5,000.",
            "The director must approve purchases over $5,000.",
        ),
        (
            "Employees may add their partner to the health plan.",
            "Employees may add their partner to the health plan.",
            "Employees may add their spouse to the health plan.",
        ),
        (
            "The accountant approves journal entries.",
            "The accountant approves journal entries.",
            "The controller approves journal entries.",
        ),
        (
            "The tax applies in every province.",
            "The tax applies in every province.",
            "The tax applies in every state.",
        ),
        (
            "Agents earn a commission on each sale.",
            "Agents earn a commission on each sale.",
            "Agents earn a committee on each sale.",
        ),
        (
            "The bank may discount the invoice.",
            "The bank may discount the invoice.",
            "The bank may dismiss the invoice.",
        ),
        ("Staff are paid a salary.", "Staff are paid a salary.", "Staff are paid a wage."),
        (
            "The team will print the report.",
            "The team will print the report.",
            "The team will publish the report.",
        ),
        (
            "Passengers must check in 2 hours early.",
            "Passengers must check in 2 hours early.",
            "Travelers must check in 2 hours early.",
        ),
        (
            "Customers can buy tickets online.",
            "Customers can purchase tickets online.",
            "Customers can purchase tickets offline.",
        ),
    ],
)
def test_loose_wordnet_pairs_do_not_pay(evidence: str, faithful: str, unsafe: str) -> None:
    check_pair(evidence, faithful, unsafe)


@pytest.mark.parametrize(
    ("evidence", "faithful", "unsafe"),
    [
        (
            "The v1 API is no longer supported.",
            "The v1 API is not supported.",
            "The v1 API is not yet supported.",
        ),
        (
            "The package is no longer available.",
            "The package is no longer available.",
            "The package is not yet available.",
        ),
        (
            "We never charge a setup fee.",
            "We do not charge a setup fee.",
            "We no longer charge a setup fee.",
        ),
        ("该接口不再支持 XML。", "该接口不再支持 XML。", "该接口尚未支持 XML。"),
        ("平台从不收取提现手续费。", "平台不收取提现手续费。", "平台不再收取提现手续费。"),
        ("该申请未审批。", "该申请没有审批。", "该申请不审批。"),
        ("该申请尚未审批。", "该申请未审批。", "该申请不再审批。"),
        ("这个功能从未上线。", "这个功能从未上线。", "这个功能不再上线。"),
        ("Gift cards do not expire.", "Gift cards never expire.", "Gift cards no longer expire."),
        ("订单 1234 没有退款记录。", "订单 1234 没有退款记录。", "订单 1234 不再有退款记录。"),
    ],
)
def test_negation_flavours_are_distinct(evidence: str, faithful: str, unsafe: str) -> None:
    # no longer (stopped) / not yet (not started) / never; 未 (has not) / 不 (does not)
    check_pair(evidence, faithful, unsafe)


@pytest.mark.parametrize(
    ("evidence", "faithful", "unsafe"),
    [
        (
            "Admins can delete projects.",
            "Admins can delete projects.",
            "Just admins can delete projects.",
        ),
        (
            "Just click Save to keep your changes.",
            "Click Save to keep your changes.",
            "Just click Cancel to keep your changes.",
        ),
        (
            "Each account needs a password.",
            "Each account needs a password.",
            "Each account needs the same password.",
        ),
        (
            "Refunds go to the same card used for payment.",
            "Refunds go to the card used for payment.",
            "Refunds go to the same card used for payment within 3 days.",
        ),
        ("员工每月提交报销单。", "员工每月提交报销单。", "员工每月得提交报销单。"),
        ("访客得在前台登记。", "访客得在前台登记。", "访客得在门口登记。"),
    ],
)
def test_strengthening_words_are_not_free(evidence: str, faithful: str, unsafe: str) -> None:
    # just (= only), the same, 得 (= must): a claim may not add them, evidence may hold them
    check_pair(evidence, faithful, unsafe)


@pytest.mark.parametrize(
    ("evidence", "faithful", "unsafe"),
    [
        (
            "Valid ID, e.g. a passport, is required.",
            "Valid ID, e.g. a passport, is required.",
            "Valid ID, i.e. a passport, is required.",
        ),
        (
            "Eligible dependants, for example a spouse or a child, may be added.",
            "Eligible dependants, for example a spouse or a child, may be added.",
            "Eligible dependants, namely a spouse or a child, may be added.",
        ),
        ("受理渠道例如网点、热线。", "受理渠道比如网点、热线。", "受理渠道即网点、热线。"),
        (
            "可报销的费用比如交通费、住宿费。",
            "可报销的费用例如交通费、住宿费。",
            "可报销的费用也就是说交通费、住宿费。",
        ),
    ],
)
def test_examples_are_not_made_exhaustive(evidence: str, faithful: str, unsafe: str) -> None:
    # e.g. / for example / 例如 / 比如 list examples; i.e. / namely / 即 / 也就是说 list all
    check_pair(evidence, faithful, unsafe)


@pytest.mark.parametrize(
    ("evidence", "faithful", "unsafe"),
    [
        ("请回滚到上一个版本。", "请回滚到上一个版本。", "请回滚到下一个版本。"),
        (
            "升级前请备份上一个版本的配置。",
            "升级前请备份上一个版本的配置。",
            "升级前请备份下一个版本的配置。",
        ),
        ("上半年的奖金在 7 月发放。", "上半年奖金在 7 月发放。", "下半年的奖金在 7 月发放。"),
        ("配置文件位于上一级目录。", "配置文件位于上一级目录。", "配置文件位于下一级目录。"),
        ("请查看上一节的说明。", "请查看上一节的说明。", "请查看下一节的说明。"),
        ("请在下一次会议前提交材料。", "请在下一次会议前提交材料。", "请在上一次会议前提交材料。"),
        ("在网站上提交申请。", "在网站提交申请。", "在网站上撤回申请。"),
    ],
)
def test_up_and_down_do_not_pay_each_other(evidence: str, faithful: str, unsafe: str) -> None:
    # 上 / 下 before one or half orders (previous / next, upper / lower, first / second half)
    check_pair(evidence, faithful, unsafe)


@pytest.mark.parametrize(
    ("evidence", "faithful", "unsafe"),
    [
        (
            "Results may not be available in real time.",
            "Results may not be available in real time.",
            "Results cannot be available in real time.",
        ),
        (
            "The price may not include tax.",
            "The price may not include tax.",
            "The price must not include tax.",
        ),
        (
            "Some features may not work offline.",
            "Some features may not work offline.",
            "Some features cannot work offline.",
        ),
        (
            "Dogs must not be boarded unless their vaccination is current.",
            "Dogs may not be boarded unless their vaccination is current.",
            "Dogs may be boarded unless their vaccination is current.",
        ),
        (
            "Lithium batteries above 160 Wh cannot be carried in cabin baggage.",
            "Lithium batteries above 160 Wh may not be carried in cabin baggage.",
            "Lithium batteries above 160 Wh must be carried in cabin baggage.",
        ),
    ],
)
def test_may_not_is_no_prohibition(evidence: str, faithful: str, unsafe: str) -> None:
    # may not may say "possibly not": it pays no cannot / must not, and they pay it
    check_pair(evidence, faithful, unsafe)


@pytest.mark.parametrize(
    ("evidence", "faithful", "unsafe"),
    [
        ("You may choose any plan.", "You may choose any plan.", "You may choose all plans."),
        (
            "Guests can use any of the three pools.",
            "Guests can use any of the three pools.",
            "Guests can use all three pools.",
        ),
        (
            "Members can attend any workshop.",
            "Members can attend any workshop.",
            "Members can attend every workshop.",
        ),
        (
            "Any employee must report incidents.",
            "All employees must report incidents.",
            "Any employee may report incidents.",
        ),
        (
            "You cannot use any coupon on sale items.",
            "You cannot use any coupon on sale items.",
            "You can use any coupon on sale items.",
        ),
    ],
)
def test_free_choice_any_is_not_all(evidence: str, faithful: str, unsafe: str) -> None:
    # any after may / can is a free choice (whichever one); elsewhere it stays a universal
    check_pair(evidence, faithful, unsafe)
