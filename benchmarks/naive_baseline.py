"""A naive grounding checker, for comparison only: string similarity, nothing else.

A claim counts as supported when rapidfuzz's token-set similarity between the claim and
the text of the items it cites reaches one fixed threshold (80). There is no negation,
number, unit, condition or citation-integrity handling: a citation to an id that is not
in the pack simply contributes no text. This is what "matching words" checkers do, and
what answerc is measured against in ``bench_grounding.py``.
"""

from __future__ import annotations

import json
from typing import Any, Final

from rapidfuzz import fuzz

from answerc.contract.output import EvidencePack

THRESHOLD: Final = 80.0


def naive_verdict(draft: Any, pack: EvidencePack) -> tuple[str, list[str]]:
    """(verdict, per-claim results) by similarity alone."""
    if isinstance(draft, str):
        try:
            draft = json.loads(draft)
        except ValueError:
            return "degraded", []
    if not isinstance(draft, dict) or not isinstance(draft.get("claims", []), list):
        return "degraded", []
    claims = draft.get("claims") or []
    if draft.get("abstained") is True and not claims:
        return "abstained", []
    if not claims:
        return "degraded", []
    texts = {item.id: item.excerpt for item in pack.items}
    results: list[str] = []
    for claim in claims:
        if not isinstance(claim, dict) or not isinstance(claim.get("text"), str):
            return "degraded", []
        cites = claim.get("citations")
        if not isinstance(cites, list):
            return "degraded", []
        cited = " ".join(texts.get(c, "") for c in cites if isinstance(c, str))
        score = fuzz.token_set_ratio(claim["text"].lower(), cited.lower()) if cited else 0.0
        results.append("supported" if score >= THRESHOLD else "unsupported")
    verdict = "grounded" if all(r == "supported" for r in results) else "unsupported"
    return verdict, results
