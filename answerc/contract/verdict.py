"""Verdicts, check ids and their severity: the one table every stage reads."""

from __future__ import annotations

from typing import Final, Literal

Verdict = Literal[
    "grounded", "abstained", "insufficient_evidence", "misaligned", "unsupported", "degraded"
]
CheckId = Literal[
    "generation.contract",
    "citation.integrity",
    "citation.coverage",
    "answer.support",
    "answer.business_alignment",
]
ClaimResultCode = Literal["supported", "contradicted", "unsupported", "uncited", "bad_citation"]

CHECK_ORDER: Final[tuple[CheckId, ...]] = (
    "generation.contract",
    "citation.integrity",
    "citation.coverage",
    "answer.support",
    "answer.business_alignment",
)
CHECK_VERDICT: Final[dict[str, Verdict]] = {
    "generation.contract": "degraded",
    "citation.integrity": "unsupported",
    "citation.coverage": "insufficient_evidence",
    "answer.support": "unsupported",
    "answer.business_alignment": "misaligned",
}

_SEVERITY: Final[dict[str, int]] = {
    "grounded": 0,
    "abstained": 0,
    "misaligned": 1,
    "insufficient_evidence": 2,
    "unsupported": 3,
    "degraded": 4,
}
SAFE_VERDICTS: Final = frozenset({"grounded", "abstained"})


def severity(verdict: str) -> int:
    """Return how strict a verdict is; a judge may only move a verdict up this scale.

    Example:
        >>> severity("grounded") < severity("misaligned") < severity("degraded")
        True
    """
    return _SEVERITY[verdict]


def is_safe(verdict: str) -> bool:
    """Return whether a verdict lets the answer be published as grounded."""
    return verdict in SAFE_VERDICTS
