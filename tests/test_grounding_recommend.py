"""Advice (建议 / recommended) keeps its force: it is neither an obligation nor a permission."""

from __future__ import annotations

import pytest

from tests.grounding_helpers import judge_one as verdict


@pytest.mark.parametrize(
    ("evidence", "claim"),
    [
        ("献血前一天建议清淡饮食。", "献血前一天必须清淡饮食。"),
        ("献血前一天必须清淡饮食。", "献血前一天建议清淡饮食。"),
        (
            "Wearing a helmet on the ski lift is recommended.",
            "Wearing a helmet on the ski lift is required.",
        ),
        (
            "Visitors are encouraged to book the museum tour online.",
            "Visitors must book the museum tour online.",
        ),
    ],
)
def test_advice_changed_to_obligation_or_back_is_a_modal_mismatch(
    evidence: str, claim: str
) -> None:
    """Turning a recommendation into a duty (or a duty into advice) is not supported."""
    result, reasons = verdict(evidence, claim)
    assert result == "unsupported"
    assert reasons


@pytest.mark.parametrize(
    ("evidence", "claim"),
    [
        ("献血前一天建议清淡饮食。", "献血前一天建议清淡饮食。"),
        (
            "Wearing a helmet on the ski lift is recommended.",
            "Wearing a helmet on the ski lift is recommended.",
        ),
    ],
)
def test_advice_restated_as_advice_is_supported(evidence: str, claim: str) -> None:
    """The same advice, restated, stays grounded."""
    assert verdict(evidence, claim) == ("grounded", ())


@pytest.mark.parametrize(
    ("evidence", "faithful"),
    [
        (
            "学生应在开学后 15 个工作日内完成选课确认。",
            "学生须在开学后 15 个工作日内完成选课确认。",
        ),
        ("承租人须在退租前 30 日书面通知出租人。", "承租人应当在退租前 30 日书面通知出租人。"),
    ],
)
def test_normative_ying_is_a_duty(evidence: str, faithful: str) -> None:
    """In rules 应 / 应当 state a duty (shall), as 须 / 必须 do; 应该 (should), 建议 and 可
    keep their own force and do not pass for it."""
    assert verdict(evidence, faithful) == ("grounded", ())
    for weaker in ("应该", "建议", "可"):
        for word in ("须", "应当", "应"):
            if word in evidence:
                twin = evidence.replace(word, weaker, 1)
                assert verdict(evidence, twin)[0] != "grounded", twin
                break
