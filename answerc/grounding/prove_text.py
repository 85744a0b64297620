"""is_proven(): may a text be said on the strength of some evidence texts?

The one entry point for proving a free text (a sentence of an organizer's rewording, a
canonical fact) from other texts. Today it runs the grounding checker on a one-claim
draft that cites every evidence text; the claim must come out ``supported``. Callers use
only this function, so the proof engine behind it can change without touching them.
"""

from __future__ import annotations

from typing import Any

from answerc.contract.output import EvidencePack, PackItem
from answerc.contract.request import Locator


def is_proven(text: str, evidence: tuple[str, ...], *, locale: str) -> bool:
    """Return whether ``text`` is proven from the union of ``evidence`` (SPEC §6.1 support).

    ``locale`` is the language the texts are written in (``zh`` | ``en``); the present
    checker reads both without it. No evidence, or a blank text, proves nothing.

    Example:
        >>> is_proven("退款在 7 天内到账", ("退款在七天内到账。",), locale="zh")
        True
        >>> is_proven("退款从不在 7 天内到账", ("退款在七天内到账。",), locale="zh")
        False
    """
    from answerc.grounding import check_draft

    del locale  # both languages are read alike today
    if not text.strip() or not any(part.strip() for part in evidence):
        return False
    items = tuple(
        PackItem(
            id=f"K{index}",
            evidence_key=f"text#{index}",
            document_id=f"text-{index}",
            rank=index,
            excerpt=part,
            locator=Locator(source_record=f"text-{index}", section="text"),
            current=True,
            citable=True,
        )
        for index, part in enumerate(evidence, start=1)
    )
    pack = EvidencePack(
        query="", items=items, candidate_count=len(items), evidence_count=len(items)
    )
    claim: dict[str, Any] = {"text": text, "citations": [item.id for item in items]}
    report = check_draft({"abstained": False, "claims": [claim]}, pack)
    return report.verdict == "grounded" and report.claims[0].result == "supported"
