"""A negation must sit on what its evidence negates: moved negations are not supported."""

from __future__ import annotations

import pytest

from tests.grounding_helpers import judge_one

MOVED = [
    (
        "Return shipping for items that arrive damaged or not as described is paid by the "
        "seller, not the buyer.",
        "The seller does not pay return shipping for items that arrive damaged.",
    ),
    (
        "Orders that are not shipped within 5 days are refunded automatically.",
        "Orders that are shipped within 5 days are not refunded automatically.",
    ),
    (
        "Orders that are not shipped within 5 days are refunded automatically.",
        "Orders are not refunded automatically within 5 days.",
    ),
    (
        "Staff who do not complete the training by March lose system access.",
        "Staff who complete the training by March do not lose system access.",
    ),
    (
        "Staff who do not complete the training by March lose system access.",
        "Staff do not lose system access if they complete the training by March.",
    ),
    (
        "Packages not collected within 7 days are returned to the sender.",
        "Packages are not returned to the sender within 7 days.",
    ),
    (
        "Packages not collected within 7 days are returned to the sender.",
        "Packages collected within 7 days are not returned to the sender.",
    ),
    (
        "Accounts with no activity for 12 months are closed.",
        "Accounts are not closed for 12 months.",
    ),
    (
        "Refunds are not issued for items that were used.",
        "Refunds are issued for items that were not used.",
    ),
    ("未在 5 天内发货的订单会自动退款。", "订单不会在 5 天内自动退款。"),
    ("7 天内未取件的包裹将退回寄件人。", "包裹在 7 天内不会退回寄件人。"),
    ("7 天内未取件的包裹将退回寄件人。", "7 天内取件的包裹不会退回寄件人。"),
    ("服务不会重试因 4xx 错误失败的请求。", "服务会重试不是因 4xx 错误失败的请求。"),
]

KEPT = [
    (
        "Orders that are not shipped within 5 days are refunded automatically.",
        "Orders not shipped within 5 days are automatically refunded.",
    ),
    ("No refunds are given for digital goods.", "Refunds are not given for digital goods."),
    (
        "Fire doors must not be propped open or obstructed at any time.",
        "Propping open or obstructing a fire door is never permitted.",
    ),
    ("未在 5 天内发货的订单会自动退款。", "未在 5 天内发货的订单会自动退款。"),
    ("未经审批的采购不予报销。", "采购未经审批的，不予报销。"),
    (
        "Technicians must not climb a turbine tower when the wind speed exceeds 15 m/s.",
        "Climbing a turbine tower is prohibited when the wind speed exceeds 15 m/s.",
    ),
]


@pytest.mark.parametrize(("evidence", "claim"), MOVED)
def test_a_negation_moved_to_another_predicate_is_a_negation_mismatch(
    evidence: str, claim: str
) -> None:
    """Same number of negations, different negated content: negation_mismatch."""
    verdict, reasons = judge_one(evidence, claim)
    assert verdict == "unsupported"
    assert reasons


@pytest.mark.parametrize(("evidence", "claim"), KEPT)
def test_a_negation_restated_on_the_same_content_is_supported(evidence: str, claim: str) -> None:
    """Reordering, passive voice and no-X / X-not keep the negation where it was."""
    assert judge_one(evidence, claim) == ("grounded", ())


GLUED = [
    # (evidence with an adverb the dictionary glues to its operator, faithful claim, twin)
    (
        "逾期的，员工并须提交书面说明。",
        "逾期的，员工须提交书面说明。",
        "逾期的，员工可以提交书面说明。",
    ),
    ("系统并未删除用户数据。", "系统没有删除用户数据。", "系统删除了用户数据。"),
    (
        "未付款的订单仍须在 24 小时内取消。",
        "未付款的订单仍需在 24 小时内取消。",
        "未付款的订单仍可在 24 小时内取消。",
    ),
    ("复核结果亦可作为申诉依据。", "复核结果可以作为申诉依据。", "复核结果不能作为申诉依据。"),
    # a modal the project dictionary's weight glues to its verb (须按, 可获)
    ("服务费须按月结算。", "服务费必须按月结算。", "服务费可以按月结算。"),
    ("超时订单可获 10 元优惠券。", "超时订单可以获 10 元优惠券。", "超时订单不能获 10 元优惠券。"),
]


@pytest.mark.parametrize(("evidence", "faithful", "twin"), GLUED)
def test_an_adverb_glued_to_a_modal_or_negation_leaves_the_operator_visible(
    evidence: str, faithful: str, twin: str
) -> None:
    """并须 / 均须 / 亦可 / 并未 are the adverb and the operator, 须按 / 可获 the modal and the
    verb (the dictionary has them as one word): the faithful claim restates the operator, the
    twin changes it."""
    assert judge_one(evidence, faithful) == ("grounded", ())
    assert judge_one(evidence, twin)[0] != "grounded"


def test_one_after_a_limit_is_a_count_not_the_article() -> None:
    """每次限一名家属 says 限 1 名 (a count a claim restates or changes), while a bare 一名
    stays the article."""
    evidence = "每次限 1 名家属进入病房。"
    assert judge_one(evidence, "每次限一名家属进入病房。") == ("grounded", ())
    assert judge_one(evidence, "每次限两名家属进入病房。")[0] != "grounded"


@pytest.mark.parametrize(
    ("evidence", "faithful", "twins"),
    [
        (
            "商品售出后概不退换。",
            "商品售出后一律不予退换。",
            ("商品售出后一律退换。", "商品售出后都可以退换。"),
        ),
        (
            "Not all refunds are automatic.",
            "Not every refund is automatic.",
            ("Some refunds are automatic.", "All refunds are automatic."),
        ),
    ],
)
def test_a_universal_that_holds_a_negation_keeps_it(
    evidence: str, faithful: str, twins: tuple[str, ...]
) -> None:
    """概不 is all + not (no exception: none), "not all" is some + not: a claim that keeps
    the quantifier and loses the negation says the opposite or more than the evidence."""
    assert judge_one(evidence, faithful) == ("grounded", ())
    for twin in twins:
        assert judge_one(evidence, twin)[0] != "grounded", twin


def test_not_being_allowed_is_a_prohibition() -> None:
    """不被允许 says what 不得 / 不允许 say; 被允许 is the opposite."""
    assert judge_one("考生不得进入考场。", "考生将不被允许进入考场。") == ("grounded", ())
    assert judge_one("考生不得进入考场。", "考生将被允许进入考场。")[0] != "grounded"


def test_not_reaching_a_number_is_below_it() -> None:
    """不满 N says what 未满 N / 不足 N say (below N); 满 N, another N or the other side of N
    does not pass for it."""
    evidence = "未满 14 周岁的儿童须有监护人陪同。"
    assert judge_one(evidence, "不满 14 周岁的儿童须有监护人陪同。") == ("grounded", ())
    for twin in (
        "满 14 周岁的儿童须有监护人陪同。",
        "不满 16 周岁的儿童须有监护人陪同。",
        "14 周岁以上的儿童须有监护人陪同。",
    ):
        assert judge_one(evidence, twin)[0] != "grounded", twin


@pytest.mark.parametrize(
    ("evidence", "faithful", "twins"),
    [
        (
            "拍卖人对拍品的真伪及品质不承担瑕疵担保责任。",
            "拍卖人不对拍品的真伪和品质承担瑕疵担保责任。",
            (
                "拍卖人对拍品的真伪和品质承担瑕疵担保责任。",
                "买受人不对拍品的真伪和品质承担瑕疵担保责任。",
            ),
        ),
        (
            "平台不向买家收取服务费。",
            "平台向买家不收取服务费。",
            ("平台向买家收取服务费。", "平台向卖家不收取服务费。"),
        ),
    ],
)
def test_a_negation_before_a_coverb_phrase_negates_its_verb(
    evidence: str, faithful: str, twins: tuple[str, ...]
) -> None:
    """不对 X 承担 = 对 X 不承担: the negation before a coverb phrase (对 / 向 / 在 …) scopes
    over the verb after it; the claim that drops the negation or names another party does
    not pass."""
    assert judge_one(evidence, faithful) == ("grounded", ())
    for twin in twins:
        assert judge_one(evidence, twin)[0] != "grounded", twin


def test_not_requiring_is_optional_in_either_voice() -> None:
    """do not require X = X is not required (optional), in either voice; requiring it, or
    the need turned around (X does not require Y), does not pass."""
    evidence = "A permit is not required for day hikes."
    assert judge_one(evidence, "Day hikes do not require a permit.") == ("grounded", ())
    assert judge_one("Day hikes don't require a permit.", evidence) == ("grounded", ())
    for twin in ("Day hikes require a permit.", "A permit does not require day hikes."):
        assert judge_one(evidence, twin)[0] != "grounded", twin
