"""限 and "can only" before an amount: the amount's limit (at most N).

Each test pairs a faithful restatement that needs the reading with unsafe twins it must not
pass (another amount, a dropped limit, a floor).
"""

from __future__ import annotations

from tests.grounding_helpers import judge_one


def test_xian_before_a_group_is_not_read_as_only() -> None:
    """限 with no amount is left a bound word: the only of 仅限 is not paid by a claim's 限
    (a dropped 仅 stays a dropped only)."""
    assert judge_one("会员卡仅限本人使用。", "会员卡仅限本人使用。") == ("grounded", ())
    assert judge_one("会员卡仅限本人使用。", "会员卡限本人使用。")[0] != "grounded"


def test_xian_before_an_amount_stays_a_bound() -> None:
    """限 1 名 is at most one (最多 1 名), not "only"; another count is not it."""
    evidence = "每次探视限 1 名家属陪同。"
    assert judge_one(evidence, "每次探视最多 1 名家属陪同。") == ("grounded", ())
    for twin in ("每次探视最多 2 名家属陪同。", "每次探视至少 1 名家属陪同。"):
        assert judge_one(evidence, twin)[0] != "grounded", twin


def test_can_only_before_an_amount_is_its_limit() -> None:
    """每天只能预约一次 allows at most once: 限预约一次 and 最多预约一次 say it, either way
    round; another count, a plain permission or a floor do not."""
    pairs = (
        ("同一读者每天限预约一次。", "同一读者每天只能预约一次。"),
        ("同一读者每天最多预约一次。", "同一读者每天只能预约一次。"),
        ("同一读者每天只能预约一次。", "同一读者每天最多预约一次。"),
    )
    for evidence, faithful in pairs:
        assert judge_one(evidence, faithful) == ("grounded", ()), (evidence, faithful)
    for evidence, twin in (
        ("同一读者每天限预约一次。", "同一读者每天只能预约两次。"),
        ("同一读者每天可预约一次。", "同一读者每天只能预约一次。"),
        ("同一读者每天只能预约一次。", "同一读者每天至少预约一次。"),
        ("同一读者每天只能预约一次。", "同一读者每天可预约一次。"),
    ):
        assert judge_one(evidence, twin)[0] != "grounded", (evidence, twin)


def test_can_only_with_a_bounded_amount_keeps_its_only() -> None:
    """只能在 3 天内申请: the amount has its own bound (内), so 只能 stays the only a claim
    must keep."""
    evidence = "退款只能在签收后 3 天内申请。"
    assert judge_one(evidence, "退款只能在签收后 3 天内申请。") == ("grounded", ())
    assert judge_one(evidence, "退款可在签收后 3 天内申请。")[0] != "grounded"


def test_a_dash_between_numbers_stays_a_range() -> None:
    """A dash set off by spaces is a comma between words, never inside a range of numbers
    or times: 15:00 — 15:30 is still the range 15:00—15:30, and another end is not."""
    evidence = "每日探视时间为 15:00—15:30。"
    assert judge_one(evidence, "每日探视时间为 15:00 — 15:30。") == ("grounded", ())
    assert judge_one(evidence, "每日探视时间为 15:00 — 16:30。")[0] != "grounded"
