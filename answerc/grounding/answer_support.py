"""answer.support: each claim is supported by the union of the texts it cites (SPEC §6.1).

Claims whose citations already failed (integrity) or that cite nothing (coverage) are
not assessed again. A claim that its cited items do not support, but that the pack's
other current items do, has a *wrong citation*: it is ``bad_citation``, not merely
unsupported. A negative observation is not held to the polarity signal: its negation
comes from the NO_EVIDENCE call it cites (the ledger checked that).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Final

from answerc.grounding._context import CheckContext, Finding
from answerc.grounding._reasons import SUPPORT_REASONS
from answerc.grounding._support import Assessment, Coverage, assess

CHECK_ID: Final = "answer.support"
SUPPORT_CODES: Final = SUPPORT_REASONS
"""Reason codes of answer.support (SPEC §6.1, plus ``wrong_citation``)."""


def _blocked(ctx: CheckContext) -> set[int]:
    blocked: set[int] = set()
    assert ctx.draft is not None
    for index, claim in enumerate(ctx.draft.claims):
        if not claim.citations:
            blocked.add(index)
            continue
        for ref in claim.citations:
            item = ctx.items.get(ref)
            if item is None or item.superseded_by is not None:
                blocked.add(index)
    return blocked


def assess_claim(
    ctx: CheckContext, index: int, shared: dict[tuple[str, ...], Coverage] | None = None
) -> tuple[Assessment, bool]:
    """Assess one claim; return (assessment, True when only other items support it)."""
    assert ctx.draft is not None
    shared = {} if shared is None else shared
    claim = ctx.draft.claims[index]
    cited = tuple(sorted(set(claim.citations)))
    negative = claim.kind == "negative_observation"
    cov = shared.setdefault(cited, Coverage(ctx.index, cited))
    result = assess(claim.text, cited, ctx.index, negative=negative, coverage=cov)
    if result.result == "supported":
        return result, False
    current = tuple(item.id for item in ctx.pack.items if item.superseded_by is None)
    if set(current) - set(cited):
        wide = shared.setdefault(current, Coverage(ctx.index, current))
        wider = assess(claim.text, current, ctx.index, negative=negative, coverage=wide)
        if wider.result == "supported":
            return wider, True
    return result, False


def check_answer_support(ctx: CheckContext) -> Iterator[Finding]:
    """Yield one finding per reason for each claim its cited texts do not support."""
    if ctx.draft is None:
        return
    blocked = _blocked(ctx)
    shared: dict[tuple[str, ...], Coverage] = {}
    for index, claim in enumerate(ctx.draft.claims):
        if index in blocked:
            continue
        name = ctx.claim_ids[index]
        result, elsewhere = assess_claim(ctx, index, shared)
        if elsewhere:
            holders = ", ".join(result.aligned) or "other items"
            yield Finding(
                CHECK_ID,
                "wrong_citation",
                f"{name}: {', '.join(claim.citations)} do not state it; {holders} do",
                index,
                "bad_citation",
            )
            continue
        detail = "; ".join(result.notes)
        for code in result.reasons:
            yield Finding(CHECK_ID, code, f"{name}: {code} ({detail})", index, result.result)
