"""citation.coverage: every claim cites at least one pack item (-> insufficient_evidence)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Final

from answerc.grounding._context import CheckContext, Finding

CHECK_ID: Final = "citation.coverage"


def check_citation_coverage(ctx: CheckContext) -> Iterator[Finding]:
    """Yield an uncited finding for each claim with an empty citation list."""
    if ctx.draft is None:
        return
    for index, claim in enumerate(ctx.draft.claims):
        if not claim.citations:
            yield Finding(
                CHECK_ID, "uncited", f"{ctx.claim_ids[index]} cites nothing", index, "uncited"
            )
