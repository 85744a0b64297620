"""Two defects found by blind set 5: a noun hiding a modal, and twin clauses in one sentence."""

from __future__ import annotations

from tests.grounding_helpers import judge_one as judge


def test_licence_noun_is_not_a_permission_that_excuses_must_to_may() -> None:
    """许可证 holds 可 but grants nothing: 必须 → 可以 stays a modal mismatch."""
    evidence = "进入实验区必须佩戴门禁许可证。"
    assert judge(evidence, "进入实验区可以佩戴门禁许可证。") == ("unsupported", ("modal_mismatch",))
    assert judge(evidence, "进入实验区必须佩戴门禁许可证。") == ("grounded", ())


def test_twin_clauses_sharing_words_are_each_held_to_their_own_polarity() -> None:
    """Verbatim or one clause of 'X 以上可…，X 内不予…' is grounded; the flip is not."""
    evidence = "出发前 24 小时以上可免费改签，出发前 24 小时内不予改签。"
    assert judge(evidence, evidence) == ("grounded", ())
    assert judge(evidence, "出发前 24 小时内不予改签。") == ("grounded", ())
    assert judge(evidence, "出发前 24 小时以上可免费改签。") == ("grounded", ())
    verdict, reasons = judge(evidence, "出发前 24 小时内可免费改签。")
    assert verdict == "unsupported" and reasons
