"""citation.integrity: every citation is exactly an id of this pack, current, ledger-valid.

Exact means exact: ``K1`` matches only the pack's ``K1``; ``K１``, ``k1``, ``K01``,
``K1 `` and document names fail (no normalization). An item superseded by a newer packed
version of its document fails (``superseded``), so does an item that is not citable
(``uncitable``: no complete locator, so the reader could not find what the claim rests on)
and a citation the evidence ledger forbids (see ``ledger``). Any failure makes the claim
``bad_citation``.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Final

from answerc.grounding._context import CheckContext, Finding
from answerc.grounding.checks.ledger import ledger_violations

CHECK_ID: Final = "citation.integrity"


def check_citation_integrity(ctx: CheckContext) -> Iterator[Finding]:
    """Yield a bad_citation finding for each citation that is not a valid id of the pack."""
    if ctx.draft is None:
        return
    ids = ", ".join(item.id for item in ctx.pack.items) or "none"
    for index, claim in enumerate(ctx.draft.claims):
        name = ctx.claim_ids[index]
        for ref in claim.citations:
            item = ctx.items.get(ref)
            if item is None:
                yield Finding(
                    CHECK_ID,
                    "not_in_pack",
                    f"{name} cites {ref!r}, not an id of this pack ({ids})",
                    index,
                    "bad_citation",
                )
                continue
            if item.superseded_by is not None:
                yield Finding(
                    CHECK_ID,
                    "superseded",
                    f"{name} cites {ref}, superseded by {item.superseded_by}",
                    index,
                    "bad_citation",
                )
            if not item.citable:
                yield Finding(
                    CHECK_ID,
                    "uncitable",
                    f"{name} cites {ref}, which has no complete locator and cannot be cited",
                    index,
                    "bad_citation",
                )
            for violation in ledger_violations(item, claim.kind, ctx.run_id):
                yield Finding(
                    CHECK_ID,
                    violation,
                    f"{name} ({claim.kind}) may not cite {ref}: {violation}",
                    index,
                    "bad_citation",
                )
