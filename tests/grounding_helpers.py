"""Shared helper for grounding tests: check one claim against one evidence text."""

from __future__ import annotations

from typing import Any

from answerc.evaluate import case_to_pack
from answerc.grounding import check_draft


def judge_one(evidence: str, claim: str) -> tuple[str, tuple[str, ...]]:
    """Verdict and the claim's reason codes for a claim citing K1 = ``evidence``."""
    pack = case_to_pack(
        {
            "query": "q",
            "evidence": [{"id": "K1", "document_id": "d", "section": "s", "text": evidence}],
        }
    )
    draft: dict[str, Any] = {"abstained": False, "claims": [{"text": claim, "citations": ["K1"]}]}
    report = check_draft(draft, pack)
    return report.verdict, report.claims[0].reasons
