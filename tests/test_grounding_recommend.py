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
