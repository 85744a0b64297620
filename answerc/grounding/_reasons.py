"""Reason codes of answer.support and what they make of a claim."""

from __future__ import annotations

from typing import Final, Literal

SupportReason = Literal[
    "number_mismatch",
    "negation_mismatch",
    "quantifier_mismatch",
    "modal_mismatch",
    "direction_mismatch",
    "condition_dropped",
    "extrinsic_content",
    "low_coverage",
    "wrong_citation",
]
SUPPORT_REASONS: Final[tuple[SupportReason, ...]] = (
    "number_mismatch",
    "negation_mismatch",
    "quantifier_mismatch",
    "modal_mismatch",
    "direction_mismatch",
    "condition_dropped",
    "extrinsic_content",
    "low_coverage",
    "wrong_citation",
)
"""Reason codes of answer.support, in report order (SPEC §6.1 plus ``wrong_citation``)."""
CONTRADICTING: Final = frozenset(
    {
        "number_mismatch",
        "negation_mismatch",
        "quantifier_mismatch",
        "modal_mismatch",
        "direction_mismatch",
    }
)
"""Reasons meaning the evidence states something incompatible (claim result contradicted)."""
