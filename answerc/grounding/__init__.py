"""Grounding checks and the verdict (SPEC §6).

``check_draft`` parses the raw draft (generation.contract), runs every check of ``CHECKS``
in order (all of them report), and lets the first failing one decide the verdict:

====================================  ======================  ===========================
check                                 verdict on failure      module
====================================  ======================  ===========================
generation.contract                   degraded                ``generation_contract``
citation.integrity (+ ledger, §8)     unsupported             ``citation_integrity``
citation.coverage                     insufficient_evidence   ``citation_coverage``
answer.support (§6.1)                 unsupported             ``answer_support``
answer.business_alignment             misaligned              ``business_alignment``
====================================  ======================  ===========================
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from pydantic import JsonValue

from answerc.contract.draft import Expected
from answerc.contract.output import EvidencePack, GroundingReport
from answerc.contract.request import ControllerAction
from answerc.contract.verdict import CHECK_ORDER, CheckId
from answerc.grounding._context import Check, CheckContext, Finding
from answerc.grounding.checks.answer_support import check_answer_support
from answerc.grounding.checks.business_alignment import check_business_alignment
from answerc.grounding.checks.citation_coverage import check_citation_coverage
from answerc.grounding.checks.citation_integrity import check_citation_integrity
from answerc.grounding.checks.decide import decide_verdict
from answerc.grounding.checks.generation_contract import check_generation_contract, parse_draft
from answerc.grounding.lexicon import Lexicon, default_lexicon

CHECKS: Final[tuple[tuple[CheckId, Check], ...]] = (
    ("generation.contract", check_generation_contract),
    ("citation.integrity", check_citation_integrity),
    ("citation.coverage", check_citation_coverage),
    ("answer.support", check_answer_support),
    ("answer.business_alignment", check_business_alignment),
)
"""The checks in precedence order: the first one that fails decides the verdict."""
assert tuple(check for check, _ in CHECKS) == CHECK_ORDER

__all__ = [
    "CHECKS",
    "Check",
    "CheckContext",
    "Finding",
    "build_context",
    "check_draft",
    "run_checks",
]


def build_context(
    draft: JsonValue,
    pack: EvidencePack,
    expected: Expected | None = None,
    *,
    run_id: str | None = None,
    controller_action: ControllerAction = "answer",
    locale: str = "zh",
    lexicon: Lexicon | None = None,
) -> CheckContext:
    """Parse the draft and gather what the checks read."""
    parsed, ids, contract = parse_draft(draft)
    return CheckContext(
        raw=draft,
        pack=pack,
        expected=expected,
        run_id=run_id,
        controller_action=controller_action,
        draft=parsed,
        claim_ids=ids,
        contract=contract,
        items={item.id: item for item in pack.items},
        locale=locale,
        lexicon=lexicon or default_lexicon(),
    )


def run_checks(ctx: CheckContext) -> tuple[tuple[CheckId, Sequence[Finding]], ...]:
    """Run every check in order; each reports, whatever the ones before it found."""
    return tuple((check_id, tuple(check(ctx))) for check_id, check in CHECKS)


def check_draft(
    draft: JsonValue,
    pack: EvidencePack,
    expected: Expected | None = None,
    *,
    run_id: str | None = None,
    controller_action: ControllerAction = "answer",
    locale: str = "zh",
    lexicon: Lexicon | None = None,
) -> GroundingReport:
    """Check a raw draft against the pack and return the grounding report.

    ``controller_action`` is the request's route: under a route that forces
    ``insufficient`` the pack is not answerable evidence, so a draft that answers fails
    answer.business_alignment (``answered_without_knowledge``). ``locale`` sets the
    language of reason notes; ``lexicon`` extends the built-in lexicon (see
    :func:`answerc.grounding.lexicon.load_lexicon`).
    """
    ctx = build_context(
        draft,
        pack,
        expected,
        run_id=run_id,
        controller_action=controller_action,
        locale=locale,
        lexicon=lexicon,
    )
    return decide_verdict(ctx, run_checks(ctx))
