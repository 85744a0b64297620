"""A frame before its clause (In the EU, / For enterprise plans, / 周末，/ 对于企业版，) scopes
the rule: a claim that leaves it out states the rule more widely and is not supported; a
claim that keeps it, in its own words or as the clause's topic, is."""

from __future__ import annotations

import pytest

from tests.grounding_helpers import judge_one


@pytest.mark.parametrize(
    ("evidence", "faithful", "widened"),
    [
        (
            "In the EU, data is stored in Frankfurt.",
            "In the EU, data is stored in Frankfurt.",
            "Data is stored in Frankfurt.",
        ),
        (
            "For enterprise plans, support responds within 1 hour.",
            "For enterprise plans, support responds within 1 hour.",
            "Support responds within 1 hour.",
        ),
        (
            "During peak hours, the fee doubles.",
            "During peak hours the fee doubles.",
            "The fee doubles.",
        ),
        (
            "在欧盟地区，数据存储在法兰克福。",
            "在欧盟地区，数据存储在法兰克福。",
            "数据存储在法兰克福。",
        ),
        (
            "对于企业版，客服 1 小时内响应。",
            "对于企业版，客服 1 小时内响应。",
            "客服 1 小时内响应。",
        ),
        ("周末，门店 10 点开门。", "周末门店 10 点开门。", "门店 10 点开门。"),
        (
            "高级会员，每月可领取 2 张优惠券。",
            "高级会员每月可领取 2 张优惠券。",
            "每月可领取 2 张优惠券。",
        ),
    ],
)
def test_a_frame_is_not_dropped(evidence: str, faithful: str, widened: str) -> None:
    assert judge_one(evidence, faithful) == ("grounded", ())
    assert judge_one(evidence, widened)[0] != "grounded"


def test_a_discourse_marker_is_no_frame() -> None:
    """In addition, / For example, scope nothing: leaving them out keeps the rule."""
    assert judge_one("In addition, refunds take 5 days.", "Refunds take 5 days.") == (
        "grounded",
        (),
    )


@pytest.mark.parametrize(
    ("evidence", "faithful", "widened"),
    [
        (
            "Typically, reviews take 2 days.",
            "Reviews usually take 2 days.",
            "Reviews take 2 days.",
        ),
        (
            "In most cases, no deposit is required.",
            "Usually no deposit is required.",
            "No deposit is required.",
        ),
        ("原则上，不允许加班。", "通常不允许加班。", "不允许加班。"),
    ],
)
def test_a_hedge_standing_as_its_own_unit_is_not_dropped(
    evidence: str, faithful: str, widened: str
) -> None:
    """A hedge set off by a comma still scopes its clause: the claim that keeps the hedge
    (another word for it) passes, the one that leaves it out (always) does not."""
    assert judge_one(evidence, faithful) == ("grounded", ())
    assert judge_one(evidence, widened)[0] != "grounded"


@pytest.mark.parametrize(
    ("evidence", "widened"),
    [
        (
            "Employees may work from home on Fridays, with manager approval.",
            "Employees may work from home on Fridays.",
        ),
        ("The API is free, for non-commercial use.", "The API is free."),
        ("Data is stored for 30 days, in the EU region.", "Data is stored for 30 days."),
        ("员工可以报销出租车费，凭发票。", "员工可以报销出租车费。"),
        ("Ideally, the review finishes in a day.", "The review finishes in a day."),
    ],
)
def test_a_trailing_frame_is_not_dropped(evidence: str, widened: str) -> None:
    """A frame after its clause scopes it as one before it does."""
    assert judge_one(evidence, evidence) == ("grounded", ())
    assert judge_one(evidence, widened)[0] != "grounded"


def test_a_with_after_a_duty_is_one_more_duty() -> None:
    """must X, with Y attached is must X and Y: a claim may state the first duty alone;
    under a permission (may X, with approval) the with is a condition and stays."""
    evidence = "Expense claims must be submitted within 60 days, with itemised receipts attached."
    assert judge_one(evidence, "Expense claims must be submitted within 60 days.") == (
        "grounded",
        (),
    )


@pytest.mark.parametrize(
    ("evidence", "widened"),
    [
        ("承包商可以访问 VPN。该规定不适用于实习生。", "承包商可以访问 VPN。"),
        (
            "Contractors can access the VPN. This does not apply to interns.",
            "Contractors can access the VPN.",
        ),
        ("在大多数地区，配送免费。", "配送免费。"),
        ("Staff may take 2 days off, per quarter.", "Staff may take 2 days off."),
    ],
)
def test_exclusions_periods_and_quantified_frames_are_kept(evidence: str, widened: str) -> None:
    """An exclusion in the next sentence (不适用于 / does not apply to), a period alone
    (…, per quarter) and a coverb frame with a quantifier (在大多数地区，) restrict the rule.
    (A claim that quotes the rule and its next-sentence exclusion as two sentences is still
    rejected: a known false rejection of the next-sentence rule.)"""
    if "。" not in evidence.rstrip("。") and ". " not in evidence:
        assert judge_one(evidence, evidence) == ("grounded", ())
    assert judge_one(evidence, widened)[0] != "grounded"


@pytest.mark.parametrize(
    ("evidence", "faithful", "both"),
    [
        (
            "Bring your passport/ID card.",
            "Bring your passport or ID card.",
            "Bring your passport and ID card.",
        ),
        ("请提供身份证/护照。", "请提供身份证或护照。", "请提供身份证和护照。"),
    ],
)
def test_a_slash_between_words_is_or(evidence: str, faithful: str, both: str) -> None:
    """A/B offers a choice: A or B restates it, A and B asks for both."""
    assert judge_one(evidence, faithful) == ("grounded", ())
    assert judge_one(evidence, both)[0] != "grounded"
