"""answer.business_alignment: the draft meets the caller's ``expected`` contract (-> misaligned).

Terms are compared on match keys (NFKC, case, width, traditional/simplified folded) over
the text of all claims. Abstaining while ``should_abstain`` is false is over-abstention;
answering with claims while ``should_abstain`` is true is under-abstention (the caller
said the evidence does not answer the question). No ``expected``: nothing to check.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Final

from answerc.grounding._context import CheckContext, Finding
from answerc.grounding._text import match_key

CHECK_ID: Final = "answer.business_alignment"
ALIGNMENT_CODES: Final = (
    "over_abstention",
    "under_abstention",
    "missing_required_term",
    "forbidden_term_present",
)


def check_business_alignment(ctx: CheckContext) -> Iterator[Finding]:
    """Yield a finding for each way the draft misses the expected contract."""
    draft, expected = ctx.draft, ctx.expected
    if draft is None or expected is None:
        return
    if draft.abstained and not expected.should_abstain:
        yield Finding(
            CHECK_ID,
            "over_abstention",
            "the draft abstains although the evidence is expected to answer",
        )
    if expected.should_abstain and draft.claims:
        yield Finding(
            CHECK_ID, "under_abstention", "the draft answers although it is expected to abstain"
        )
    text = "\n".join(match_key(claim.text) for claim in draft.claims)
    for term in expected.required_terms:
        if match_key(term) not in text:
            yield Finding(CHECK_ID, "missing_required_term", f"required term {term!r} is missing")
    for term in expected.forbidden_terms:
        key = match_key(term)
        if key and key in text:
            yield Finding(CHECK_ID, "forbidden_term_present", f"forbidden term {term!r} is present")
