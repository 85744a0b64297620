"""decide_verdict(): the first failing check decides; per-claim results; abstention rules."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from answerc.contract.output import CheckResult, ClaimResult, GroundingReport
from answerc.contract.verdict import CHECK_VERDICT, CheckId, ClaimResultCode, Verdict
from answerc.grounding._context import CheckContext, Finding

_PASSED: Final[dict[str, str]] = {
    "generation.contract": "the draft follows the Draft schema",
    "citation.integrity": "every citation is a current id of this pack",
    "citation.coverage": "every claim cites evidence",
    "answer.support": "every claim is supported by the text it cites",
    "answer.business_alignment": "the draft meets the expected contract",
}


def _detail(findings: Sequence[Finding]) -> str:
    """Every distinct finding message, once each, whole (never cut)."""
    return "; ".join(dict.fromkeys(f.message for f in findings))


def check_result(check: CheckId, findings: Sequence[Finding], ctx: CheckContext) -> CheckResult:
    """Summarize one check's findings (no findings: passed)."""
    if ctx.draft is None and check != "generation.contract":
        return CheckResult(
            id=check,
            passed=False,
            codes=("not_checked",),
            detail="not checked: the draft failed generation.contract",
        )
    if not findings:
        detail = _PASSED[check]
        if ctx.draft is not None and not ctx.draft.claims and check != "answer.business_alignment":
            detail = "no claims to check"
        if check == "answer.business_alignment" and ctx.expected is None:
            detail = "no expected contract given"
        return CheckResult(id=check, passed=True, detail=detail)
    codes = tuple(sorted({f.code for f in findings}))
    return CheckResult(id=check, passed=False, detail=_detail(findings), codes=codes)


def decide_verdict(
    ctx: CheckContext, results: Sequence[tuple[CheckId, Sequence[Finding]]]
) -> GroundingReport:
    """Fold ordered check findings into the report: the first failing check sets the verdict."""
    checks = tuple(check_result(check, found, ctx) for check, found in results)
    first = next((c.id for c in checks if not c.passed), None)
    draft = ctx.draft
    verdict: Verdict
    if first is not None:
        verdict = CHECK_VERDICT[first]
    elif draft is not None and draft.abstained and not draft.claims:
        verdict = "abstained"
    else:
        verdict = "grounded"
    claims: list[ClaimResult] = []
    if draft is not None:
        for index, claim in enumerate(draft.claims):
            mine = [f for _, found in results for f in found if f.claim == index]
            decided: ClaimResultCode = next(
                (f.claim_result for f in mine if f.claim_result is not None), "supported"
            )
            claims.append(
                ClaimResult(
                    id=ctx.claim_ids[index],
                    text=claim.text,
                    citations=claim.citations,
                    kind=claim.kind,
                    result=decided,
                    reasons=tuple(dict.fromkeys(f.code for f in mine)),
                    proof=ctx.proofs.get(index),
                )
            )
    return GroundingReport(
        verdict=verdict,
        first_failure=first,
        checks=checks,
        claims=tuple(claims),
        abstained=bool(draft is not None and draft.abstained),
        lexicon=ctx.lexicon.digest,
    )
