"""Clause-pair structure signals: swapped arguments, contained clauses, dropped qualifiers.

Each row pairs evidence with a claim that must be rejected for one named reason and a
faithful claim over the same evidence that must pass (zh and en), so every signal can fail.
"""

from __future__ import annotations

import pytest

from answerc.contract.output import EvidencePack, PackItem
from answerc.grounding import check_draft


def _pack(*texts: str) -> EvidencePack:
    return EvidencePack(
        query="q",
        items=tuple(
            PackItem(
                citable=True,
                id=f"K{n}",
                evidence_key=f"k{n}",
                document_id=f"doc{n}",
                rank=n,
                excerpt=t,
            )
            for n, t in enumerate(texts, start=1)
        ),
    )


def _claim(pack: EvidencePack, text: str) -> tuple[str, tuple[str, ...]]:
    report = check_draft({"claims": [{"text": text, "citations": ["K1"]}]}, pack)
    return report.claims[0].result, report.claims[0].reasons


# (reason, evidence, altered claim, faithful claim)
ROWS = [
    (
        "direction_mismatch",
        "The landlord refunds the tenant the deposit within ten days of move-out.",
        "The tenant refunds the landlord the deposit within ten days of move-out.",
        "Within ten days of move-out, the landlord refunds the tenant the deposit.",
    ),
    (
        "direction_mismatch",
        "The insurer pays the claim amount to the hospital after approval.",
        "The hospital pays the claim amount to the insurer after approval.",
        "After approval, the claim amount is paid to the hospital by the insurer.",
    ),
    (
        "direction_mismatch",
        "订单由上海仓库发货后转运至北京分拨中心。",
        "订单由北京分拨中心发货后转运至上海仓库。",
        "订单由上海仓库发货，之后转运至北京分拨中心。",
    ),
    (
        "direction_mismatch",
        "学校每学期向家长收取一次教材费。",
        "家长每学期向学校收取一次教材费。",
        "教材费由学校每学期向家长收取一次。",
    ),
    (
        "negation_mismatch",
        "优惠券每单限用一张，已过期的优惠券不能再使用。",
        "已过期的优惠券还可以再使用。",
        "已过期的优惠券不能再使用。",
    ),
    (
        "negation_mismatch",
        "Members may bring two guests per visit; guests under 16 are not admitted to the pool.",
        "Guests under 16 are admitted to the pool.",
        "Guests under 16 are not admitted to the pool.",
    ),
    (
        "condition_dropped",
        "Students may borrow up to five books from the reading room on weekends.",
        "Students may borrow up to five books from the reading room.",
        "On weekends, students may borrow up to five books from the reading room.",
    ),
    (
        "condition_dropped",
        "Free parking is available to residents only during evening hours.",
        "Free parking is available to residents.",
        "Free parking is available to residents during evening hours only.",
    ),
    (
        "condition_dropped",
        "除节假日外，图书馆每天开放至晚上十点。",
        "图书馆每天开放至晚上十点。",
        "除节假日以外，图书馆每天都开放到晚上十点。",
    ),
]


@pytest.mark.parametrize(("reason", "evidence", "bad", "good"), ROWS)
def test_structure_signal_rejects_the_altered_claim_and_passes_the_faithful_one(
    reason: str, evidence: str, bad: str, good: str
) -> None:
    """The altered claim is rejected naming the reason; the faithful claim is supported."""
    pack = _pack(evidence)
    result, reasons = _claim(pack, bad)
    assert result != "supported" and reasons, (result, reasons)
    assert _claim(pack, good) == ("supported", ()), _claim(pack, good)


def test_a_moved_clause_is_not_a_swap() -> None:
    """Moving a whole conditional clause behind the main clause keeps every relation."""
    pack = _pack("If the parcel is damaged, the courier replaces the item at no charge.")
    claim = "The courier replaces the item at no charge if the parcel is damaged."
    assert _claim(pack, claim) == ("supported", ())


TRAILING = [
    # (evidence, the condition moved behind its rule in one clause, an unsafe twin)
    (
        "If a ticket is refunded less than 24 hours before departure, a 20% fee is deducted.",
        "A 20% fee is deducted when a ticket is refunded less than 24 hours before departure.",
        "A 20% fee is deducted when a ticket is refunded less than 48 hours before departure.",
    ),
    (
        "If the error rate on a pool exceeds 5% for 3 consecutive minutes, the on-call engineer "
        "shifts traffic to the standby pool.",
        "The on-call engineer shifts traffic to the standby pool when the error rate on a pool "
        "exceeds 5% for 3 consecutive minutes.",
        "The on-call engineer shifts traffic to the standby pool.",
    ),
    (
        "If a ticket is refunded less than 24 hours before departure, a 20% fee is deducted.",
        "A 20% fee is deducted if a ticket is refunded less than 24 hours before departure.",
        "A 20% fee is not deducted if a ticket is refunded less than 24 hours before departure.",
    ),
]


@pytest.mark.parametrize(("evidence", "faithful", "twin"), TRAILING)
def test_a_condition_after_its_rule_in_one_clause_is_read_as_its_own_clause(
    evidence: str, faithful: str, twin: str
) -> None:
    """ "Y when X" is the rule Y and the restrictive clause "when X", as "If X, Y" is: the
    faithful claim is supported, and a changed or dropped condition is not."""
    pack = _pack(evidence)
    assert _claim(pack, faithful) == ("supported", ()), _claim(pack, faithful)
    result, reasons = _claim(pack, twin)
    assert result != "supported" and reasons, (result, reasons)


DEADLINES = [
    # (evidence, faithful claim, unsafe twin)
    ("规则最迟 24 小时内生效。", "规则在 24 小时内生效。", "规则在 48 小时内生效。"),
    ("规则在 24 小时内生效。", "规则最迟 24 小时内生效。", "规则最早 24 小时后生效。"),
    (
        "报销申请须最迟在 3 月 1 日前提交。",
        "报销申请须在 3 月 1 日前提交。",
        "报销申请须在 3 月 1 日后提交。",
    ),
]


@pytest.mark.parametrize(("evidence", "faithful", "twin"), DEADLINES)
def test_a_deadline_adverb_before_its_deadline_says_nothing_more(
    evidence: str, faithful: str, twin: str
) -> None:
    """最迟 / 最晚 / 最早 before an operator that states the same deadline (内, 前, 后) add
    nothing; a changed deadline is still rejected."""
    pack = _pack(evidence)
    assert _claim(pack, faithful) == ("supported", ()), _claim(pack, faithful)
    assert _claim(pack, twin)[0] != "supported"


@pytest.mark.parametrize(
    ("evidence", "claim"),
    [
        ("报销申请最迟 3 月 1 日提交。", "报销申请在 3 月 1 日之后提交。"),
        ("报销申请最晚 3 月 1 日提交。", "报销申请 3 月 1 日以后提交。"),
        ("门店最早 9 点开门。", "门店 9 点以前开门。"),
        ("Forms are submitted on March 1 at the latest.", "Forms are submitted after March 1."),
        ("Doors open at 9 am at the earliest.", "Doors open before 9 am."),
        ("The latest you can cancel is 6 pm.", "You can cancel after 6 pm."),
    ],
)
def test_a_deadline_is_not_its_opposite(evidence: str, claim: str) -> None:
    """最迟 / at the latest bound a time from above (no later than), 最早 / at the earliest
    from below: a claim with the other direction is not supported."""
    assert _claim(_pack(evidence), claim)[0] != "supported"


@pytest.mark.parametrize(
    ("evidence", "faithful", "twin"),
    [
        (
            "Members may bring up to two guests on each visit.",
            "On each visit, members may bring as many as two guests.",
            "On each visit, members may bring at least two guests.",
        ),
        (
            "Members may bring as many as two guests on each visit.",
            "Members may bring up to two guests on each visit.",
            "Members may bring up to three guests on each visit.",
        ),
    ],
)
def test_an_operator_inside_a_phrase_is_read_as_the_operator(
    evidence: str, faithful: str, twin: str
) -> None:
    """ "bring up to two" is bring + the bound "up to" (not the phrasal verb "bring up"), and
    "as many as two" is the same bound."""
    pack = _pack(evidence)
    assert _claim(pack, faithful) == ("supported", ()), _claim(pack, faithful)
    assert _claim(pack, twin)[0] != "supported"


@pytest.mark.parametrize(
    ("evidence", "faithful", "twin"),
    [
        (
            "单笔采购金额 3 万元（含）以上的，须取得至少三家供应商报价。",
            "单笔采购金额 3 万元以上的，须取得至少三家供应商报价。",
            "单笔采购金额超过 3 万元的，须取得至少三家供应商报价。",
        ),
        (
            "身高 1.2 米（不含）以下的儿童免票。",
            "身高不足 1.2 米的儿童免票。",
            "身高 1.2 米以下的儿童免票。",
        ),
    ],
)
def test_a_bracketed_inclusion_mark_sets_whether_the_bound_holds_its_number(
    evidence: str, faithful: str, twin: str
) -> None:
    """（含）repeats what 以上 / 以下 already say (the number is included); （不含）makes the
    bound strict, so 1.2 米（不含）以下 = 不足 1.2 米 and is not 1.2 米以下."""
    pack = _pack(evidence)
    assert _claim(pack, faithful) == ("supported", ()), _claim(pack, faithful)
    assert _claim(pack, twin)[0] != "supported"


@pytest.mark.parametrize(
    ("evidence", "faithful", "twin"),
    [
        (
            "常规发布只能在工作日 10:00–17:00 进行。",
            "常规发布只能在工作日 10:00 到 17:00 之间进行。",
            "常规发布只能在工作日 10:00 到 18:00 之间进行。",
        ),
        (
            "泳池水温常年保持在 26 至 28 摄氏度。",
            "泳池水温常年保持在 26 至 28 摄氏度。",
            "泳池水温常年保持在 26 至 30 摄氏度。",
        ),
        (
            "延时班服务时间为工作日 17:00–18:30。",
            "延时班服务时间为工作日 17:00 至 18:30。",
            "延时班服务时间为工作日 18:30 至 17:00。",
        ),
        (
            "Releases run between 10:00 and 17:00 on weekdays.",
            "Releases run from 10:00 to 17:00 on weekdays.",
            "Releases run from 10:00 to 19:00 on weekdays.",
        ),
    ],
)
def test_a_range_is_its_two_bounds_however_it_is_spelled(
    evidence: str, faithful: str, twin: str
) -> None:
    """A–B, A 到 B 之间, A 至 B, from A to B and between A and B are the same range; a
    changed bound or the bounds swapped (18:30 至 17:00, another time of day) is not."""
    pack = _pack(evidence)
    assert _claim(pack, faithful) == ("supported", ()), _claim(pack, faithful)
    assert _claim(pack, twin)[0] != "supported"


def test_a_word_may_move_across_a_range() -> None:
    """A range's "to" relates its two bounds only: 门诊每日 8:30 至 11:30 进行接种 restates 门诊
    接种在每日 8:30 至 11:30 进行; swapping the bounds is still another range."""
    pack = _pack("门诊接种在每日 8:30 至 11:30 进行。")
    assert _claim(pack, "门诊每日 8:30 至 11:30 进行接种。") == ("supported", ())
    assert _claim(pack, "门诊每日 11:30 至 8:30 进行接种。")[0] != "supported"


def test_a_range_connector_between_words_keeps_its_roles() -> None:
    """从北京到上海 is a route, not a range: its sides still count."""
    pack = _pack("包裹从北京发往上海。")
    assert _claim(pack, "包裹从上海发往北京。")[0] != "supported"


@pytest.mark.parametrize(
    ("evidence", "faithful", "twin"),
    [
        ("业务仅允许在工作日办理。", "业务只能在工作日办理。", "业务允许在工作日办理。"),
        ("会议室只限会员使用。", "会议室仅限会员使用。", "会员可以使用会议室。"),
        ("该数据仅供内部使用。", "该数据只能内部使用。", "该数据可以内部使用。"),
    ],
)
def test_only_with_a_permission_is_one_only(evidence: str, faithful: str, twin: str) -> None:
    """仅允许 / 只限 / 仅供 say only, as 仅可 / 只能 do; leaving the only out is not supported."""
    pack = _pack(evidence)
    assert _claim(pack, faithful) == ("supported", ()), _claim(pack, faithful)
    assert _claim(pack, twin)[0] != "supported"


@pytest.mark.parametrize(
    ("evidence", "claim"),
    [
        ("费用为 20 至 80 元。", "费用为 50 元。"),
        ("The clinic is open from 9:00 to 17:00.", "The clinic is open at 10:00."),
        ("The fee is at least $20 and at most $80.", "The fee is $50."),
    ],
)
def test_a_value_inside_a_stated_range_is_not_the_value(evidence: str, claim: str) -> None:
    """A band licenses a value inside it only where it restricts a rule (8 万元的采购 under
    5 万元至 20 万元的采购由…审批); a fee of 20 to 80 元 says no fee is 50 元."""
    assert _claim(_pack(evidence), claim)[0] != "supported"


def test_default_is_by_default() -> None:
    """ "the default X" says what "by default, X" says (as 默认 does in both uses); leaving
    the default out of a claim is still dropping a hedge."""
    pack = _pack("The default health check timeout is 5 seconds.")
    assert _claim(pack, "By default, the health check timeout is 5 seconds.") == ("supported", ())
    assert _claim(pack, "The health check timeout is 5 seconds.")[0] != "supported"


@pytest.mark.parametrize(
    ("evidence", "faithful", "twin"),
    [
        (
            "No participant can be enrolled after March 1.",
            "Participants cannot be enrolled after March 1.",
            "Participants can be enrolled after March 1.",
        ),
        (
            "No participant can be enrolled in the study unless they have signed the consent form.",
            "A participant can be enrolled in the study only if they have signed the consent form.",
            "A participant can be enrolled in the study if they have signed the consent form.",
        ),
        (
            "Tickets are non-refundable unless the festival is cancelled.",
            "A ticket can be refunded only if the festival is cancelled.",
            "A ticket can be refunded only if the festival is moved.",
        ),
        (
            "Buyers can cancel a purchase only if the vehicle fails the inspection.",
            "Buyers cannot cancel a purchase unless the vehicle fails the inspection.",
            "Buyers can cancel a purchase.",
        ),
    ],
)
def test_can_only_if_is_cannot_unless(evidence: str, faithful: str, twin: str) -> None:
    """ "No N can P" = "N cannot P", and "can P only if C" = "cannot P unless C"; a
    sufficient condition for a necessary one, or a dropped condition, is not supported."""
    pack = _pack(evidence)
    assert _claim(pack, faithful) == ("supported", ()), _claim(pack, faithful)
    assert _claim(pack, twin)[0] != "supported"


@pytest.mark.parametrize(
    ("evidence", "claim"),
    [
        (
            "除非事先取得出租方书面同意，承租人不得将租赁车辆转租。",
            "如果事先取得出租方书面同意，承租人不得将租赁车辆转租。",
        ),
        (
            "Unless the landlord agrees in writing, the tenant must not sublet the car.",
            "If the landlord agrees in writing, the tenant must not sublet the car.",
        ),
    ],
)
def test_unless_is_not_if(evidence: str, claim: str) -> None:
    """除非 / unless state an exception (if not C), never the condition C itself."""
    assert _claim(_pack(evidence), claim)[0] != "supported"
    assert _claim(_pack(evidence), evidence) == ("supported", ())


def test_either_before_or_is_the_or() -> None:
    """ "either checked or cabin baggage" is "checked or cabin baggage"; splitting the or into
    a permission for one side is not supported."""
    pack = _pack("Batteries above 160 Wh cannot be carried in either checked or cabin baggage.")
    assert _claim(
        pack, "Batteries above 160 Wh cannot be carried in checked or cabin baggage."
    ) == (
        "supported",
        (),
    )
    twin = (
        "Batteries above 160 Wh cannot be carried in checked baggage and may be carried in "
        "cabin baggage."
    )
    assert _claim(pack, twin)[0] != "supported"


@pytest.mark.parametrize(
    ("evidence", "faithful", "twin"),
    [
        (
            "When disk usage exceeds 90%, alerts fire.",
            "When disk usage goes above 90%, alerts fire.",
            "When disk usage falls below 90%, alerts fire.",
        ),
        (
            "When the balance is less than 10 dollars, the card is blocked.",
            "When the balance drops below 10 dollars, the card is blocked.",
            "When the balance rises above 10 dollars, the card is blocked.",
        ),
        (
            "Jobs that exceed 45 minutes are cancelled.",
            "Jobs that take longer than 45 minutes are cancelled.",
            "Jobs that take less than 45 minutes are cancelled.",
        ),
    ],
)
def test_a_verb_of_crossing_a_value_is_a_bound(evidence: str, faithful: str, twin: str) -> None:
    """goes / rises above = takes longer than = more than, falls / drops below = less than."""
    pack = _pack(evidence)
    assert _claim(pack, faithful) == ("supported", ()), _claim(pack, faithful)
    assert _claim(pack, twin)[0] != "supported"


@pytest.mark.parametrize(
    ("evidence", "claim"),
    [
        (
            "变更 LB 监听端口前，必须先在 staging 环境完成验证。",
            "变更 LB 监听端口前，可以先在 staging 环境完成验证。",
        ),
        ("垂钓时，必须随身携带钓鱼许可证。", "垂钓时，可以随身携带钓鱼许可证。"),
    ],
)
def test_a_modal_swap_is_reported_against_its_own_clause(evidence: str, claim: str) -> None:
    """The failure of a claim clause comes from the evidence clause it restates (the one
    sharing its words), so a modal swap is a modal_mismatch, not a gap elsewhere."""
    assert _claim(_pack(evidence), claim) == ("contradicted", ("modal_mismatch",))


@pytest.mark.parametrize(
    ("evidence", "faithful", "twin"),
    [
        (
            "执行全站 purge 前，必须先在 #cdn-ops 频道通知值班工程师。",
            "执行全站 purge 前必须先在 #cdn-ops 频道通知值班工程师。",
            "执行全站 purge 后必须在 #cdn-ops 频道通知值班工程师。",
        ),
        (
            "维保完成后，须在维保记录上签字。",
            "维保完成后须在维保记录上签字。",
            "维保完成后可以在维保记录上签字。",
        ),
        ("办理时，须携带学生证。", "办理时须携带学生证。", "办理时可以携带学生证。"),
        (
            # the rule's subject between the clause and its modal
            "接到报案后，查勘人员应在 24 小时内到达现场。",
            "接到报案后查勘人员应在 24 小时内到达现场。",
            "接到报案前查勘人员应在 24 小时内到达现场。",
        ),
        (
            "主库故障时，系统须在 30 秒内提升一个从库。",
            "主库故障时系统须在 30 秒内提升一个从库。",
            "主库故障时系统可在 30 秒内提升一个从库。",
        ),
    ],
)
def test_a_chinese_before_after_clause_needs_no_comma(
    evidence: str, faithful: str, twin: str
) -> None:
    """离开前 / 完成后 closes a condition before the modal of its rule with or without the
    comma; the order and the modal still count."""
    pack = _pack(evidence)
    assert _claim(pack, faithful) == ("supported", ()), _claim(pack, faithful)
    assert _claim(pack, twin)[0] != "supported"


def test_yu_opens_a_condition_like_ruyu() -> None:
    """遇 X 则 Y is 如遇 X 则 Y; another consequence is still rejected."""
    pack = _pack("工资于次月 10 日发放，如遇法定节假日则提前至节前最后一个工作日发放。")
    assert _claim(pack, "工资于次月 10 日发放，遇法定节假日则提前至节前最后一个工作日发放。") == (
        "supported",
        (),
    )
    assert _claim(pack, "工资于次月 10 日发放，遇法定节假日则推迟至节后第一个工作日发放。")[0] != (
        "supported"
    )


def test_yijing_opens_a_condition_like_yidan() -> None:
    """一经 X，Y is 一旦 X，Y (once X, Y), either way round; another consequence is not."""
    pack = _pack("一经发现作弊，立即取消考试资格。")
    assert _claim(pack, "一旦发现作弊，立即取消考试资格。") == ("supported", ())
    assert _claim(pack, "一旦发现作弊，立即暂停考试资格。")[0] != "supported"
    back = _pack("一旦发现作弊，立即取消考试资格。")
    assert _claim(back, "一经发现作弊，立即取消考试资格。") == ("supported", ())


def test_dai_before_its_consequence_is_a_function_word() -> None:
    """待 X 方可 Y is X 才能 Y; 待审核的订单 (pending review) keeps its 待."""
    pack = _pack("待厢内温度降至 8℃ 以下方可装载药品。")
    assert _claim(pack, "厢内温度降到 8℃ 以下才能装载药品。") == ("supported", ())
    assert _claim(pack, "厢内温度降到 10℃ 以下才能装载药品。")[0] != "supported"
    assert _claim(_pack("待审核的订单不能发货。"), "审核的订单不能发货。")[0] != "supported"


@pytest.mark.parametrize(
    ("evidence", "faithful", "twin"),
    [
        (
            "Expense claims must be submitted within 30 days after the trip ends.",
            "Expense claims must be submitted no later than 30 days after the trip ends.",
            "Expense claims must be submitted more than 30 days after the trip ends.",
        ),
        (
            "Vehicles must complete check-in no later than 30 minutes before departure.",
            "Vehicles must complete check-in at least 30 minutes before departure.",
            "Vehicles must complete check-in at most 30 minutes before departure.",
        ),
    ],
)
def test_no_later_than_a_duration_bounds_the_time_elapsed(
    evidence: str, faithful: str, twin: str
) -> None:
    """ "no later than N after X" = within N after X; "no later than N before X" = at least N
    before X; the opposite bound is not supported."""
    pack = _pack(evidence)
    assert _claim(pack, faithful) == ("supported", ()), _claim(pack, faithful)
    assert _claim(pack, twin)[0] != "supported"


def test_younger_than_is_under() -> None:
    """younger than = under (less than), older than = over."""
    pack = _pack("Children are not released to anyone under 16 years old.")
    assert _claim(pack, "Children are not released to anyone younger than 16 years old.") == (
        "supported",
        (),
    )
    assert _claim(pack, "Children are not released to anyone older than 16 years old.")[0] != (
        "supported"
    )


@pytest.mark.parametrize(
    ("evidence", "faithful", "twins"),
    [
        (
            "Committed-use discounts reduce the on-demand price by 37%.",
            "Committed-use discounts cut the on-demand price by thirty-seven percent.",
            [
                "Committed-use discounts raise the on-demand price by 37%.",
                "Committed-use discounts cut the on-demand price by 30%.",
            ],
        ),
        (
            "The new tariff increases the monthly fee by $5.",
            "The new tariff raises the monthly fee by $5.",
            ["The new tariff cuts the monthly fee by $5."],
        ),
    ],
)
def test_cut_or_raise_by_an_amount_is_reduce_or_increase(
    evidence: str, faithful: str, twins: list[str]
) -> None:
    """With "by N" after it, cut is reduce and raise is increase; without it (cut the power)
    the verb is its own word."""
    pack = _pack(evidence)
    assert _claim(pack, faithful) == ("supported", ()), _claim(pack, faithful)
    for twin in twins:
        assert _claim(pack, twin)[0] != "supported", twin
    assert _claim(_pack("Outages reduce the power."), "Outages cut the power.")[0] != "supported"


def test_a_partial_quote_that_drops_a_coordinated_clause_keeps_support() -> None:
    """Leaving out a whole coordinated predicate is not dropping a qualifier of the one kept."""
    pack = _pack("Guests must check out by noon and return the key card at the front desk.")
    assert _claim(pack, "Guests must check out by noon.") == ("supported", ())


def test_a_bound_after_the_last_conjunct_restricts_only_that_conjunct() -> None:
    """Quoting the first conjunct alone keeps support; dropping the bound of the one kept fails."""
    pack = _pack("Volunteers must arrive at 8 am and sort the donations by size, up to 40 boxes.")
    assert _claim(pack, "Volunteers must arrive at 8 am.") == ("supported", ())
    result, reasons = _claim(pack, "Volunteers must sort the donations by size.")
    assert result != "supported" and "condition_dropped" in reasons, (result, reasons)


def test_inflections_of_a_silent_e_verb_share_the_evidence_word() -> None:
    """'filing' and 'filed' match 'file'; an unrelated verb in its place still fails."""
    pack = _pack("Tenants file repair requests through the portal.")
    assert (
        _claim(pack, "Tenants filing repair requests do so through the portal.")[0] == "supported"
    )
    assert (
        _claim(pack, "Repair requests are filed by tenants through the portal.")[0] == "supported"
    )
    assert _claim(pack, "Tenants mail repair requests through the portal.")[0] != "supported"


def test_british_doubled_l_inflections_share_the_american_lemma() -> None:
    """cancelled / labelling are cancel / label (the lemma dictionary keeps "cancell"), as
    canceled / labeling are; filled stays fill, not file."""
    pack = _pack("Cancelled orders are refunded in full; each bin is labelled with its contents.")
    assert _claim(pack, "Canceled orders are refunded in full.") == ("supported", ())
    assert _claim(pack, "Each bin is labeled with its contents.") == ("supported", ())
    assert _claim(pack, "Filled orders are refunded in full.")[0] != "supported"
    assert _claim(_pack("Filled orders ship today."), "Filed orders ship today.")[0] != "supported"


@pytest.mark.parametrize(
    ("evidence", "same", "other"),
    [
        ("自习室每天开放至晚上十点。", "自习室每天开放到 22:00。", "自习室每天开放到 21:00。"),
        ("门诊下午3点半停止挂号。", "门诊 15:30 停止挂号。", "门诊 13:30 停止挂号。"),
        # spaced as generators space numbers in Chinese
        ("门诊下午 3 点半停止挂号。", "门诊 15:30 停止挂号。", "门诊 13:30 停止挂号。"),
        ("门店每天 10 点开门。", "门店每天 10:00 开门。", "门店每天 11:00 开门。"),
        ("每天 9 点 30 分开始。", "每天 09:30 开始。", "每天 09:00 开始。"),
        # 晚上 12 点 is midnight, 中午 12 点 noon
        ("系统在晚上 12 点自动重启。", "系统在 00:00 自动重启。", "系统在 12:00 自动重启。"),
        (
            "The pharmacy closes at 9 pm.",
            "The pharmacy closes at 21:00.",
            "The pharmacy closes at 9:00.",
        ),
    ],
)
def test_a_twelve_hour_clock_time_equals_its_24_hour_form(
    evidence: str, same: str, other: str
) -> None:
    """晚上十点 = 22:00 and 9 pm = 21:00 are supported; another hour is a number mismatch."""
    pack = _pack(evidence)
    assert _claim(pack, same) == ("supported", ()), _claim(pack, same)
    result, reasons = _claim(pack, other)
    assert result == "contradicted" and "number_mismatch" in reasons, (result, reasons)
