"""compile(): composes the stages, nothing else."""

from __future__ import annotations

from typing import Any

from pydantic import JsonValue

from answerc.contract.compile import compile_canonical, sort_limitations
from answerc.contract.output import (
    CanonicalAnswer,
    ClaimNote,
    CompiledAnswer,
    EvidencePack,
    GroundingReport,
    Limitation,
    LimitationCode,
    SummaryFact,
)
from answerc.contract.pack import build_pack
from answerc.contract.request import AnswerRequest
from answerc.contract.wire import load_request, request_hash
from answerc.grounding import check_draft
from answerc.grounding.lexicon import Lexicon

_ELIGIBILITY = ("not_ready", "audience", "future_version", "superseded")
_FAILURE_CODE: dict[str, LimitationCode] = {
    "generation.contract": "generation_contract_failed",
    "citation.integrity": "citation_integrity_failed",
    "citation.coverage": "citation_coverage_failed",
    "answer.support": "answer_support_failed",
    "answer.business_alignment": "business_alignment_failed",
}


def _claim_notes(report: GroundingReport, codes: frozenset[str]) -> tuple[ClaimNote, ...]:
    """Each claim with the reason codes it has among one failing check's codes."""
    notes = []
    for claim in report.claims:
        mine = tuple(code for code in claim.reasons if code in codes)
        if mine:
            notes.append(ClaimNote(claim=claim.id, reasons=mine))
    return tuple(notes)


def with_grounding(canonical: CanonicalAnswer, report: GroundingReport) -> CanonicalAnswer:
    """Add summary facts (supported claims only) and grounding-failure limitations."""
    facts = tuple(
        SummaryFact(text=claim.text, citations=claim.citations)
        for claim in report.claims
        if claim.result == "supported"
    )
    failures = [
        Limitation(
            code=_FAILURE_CODE[check.id],
            detail=check.detail,
            reasons=check.codes,
            notes=_claim_notes(report, frozenset(check.codes)),
        )
        for check in report.checks
        if not check.passed
    ]
    return canonical.model_copy(
        update={
            "summary_facts": facts,
            "limitations": sort_limitations((*canonical.limitations, *failures)),
        }
    )


def audit_block(
    request: AnswerRequest, pack: EvidencePack, report: GroundingReport
) -> dict[str, JsonValue]:
    """Machine data for the audit trail: what the adapter kept, counts per stage, checks.

    Rendered only as machine data and never shown to a judge.
    """
    return {
        "adapter": request.audit,
        "counts": {
            "hits": len(request.hits),
            "eligible": len(request.hits)
            - sum(pack.exclusion_counts.get(r, 0) for r in _ELIGIBILITY),
            "packed": pack.evidence_count,
            "claims": len(report.claims),
            "supported_claims": sum(1 for c in report.claims if c.result == "supported"),
        },
        "exclusions": dict(pack.exclusion_counts),
        "checks": [{"id": check.id, "passed": check.passed} for check in report.checks],
    }


def as_request(request: AnswerRequest | dict[str, Any]) -> AnswerRequest:
    """The request itself, or a dict validated exactly as ``load_request`` validates it.

    Raises:
        ContractError: for an invalid dict, naming the JSON path.
        TypeError: for anything else, saying what to pass.
    """
    if isinstance(request, AnswerRequest):
        return request
    if isinstance(request, dict):
        return load_request(request)
    raise TypeError(
        "answerc.compile() takes an AnswerRequest or a dict of the request's JSON, not "
        f"{type(request).__name__}; for JSON text or bytes call answerc.load_request() first"
    )


def compile(
    request: AnswerRequest | dict[str, Any],
    *,
    markdown: bool = False,
    lexicon: Lexicon | None = None,
) -> CompiledAnswer:
    """Compile one request. Same request, same CompiledAnswer, same bytes.

    ``request`` is an AnswerRequest or a dict (validated like ``load_request``: an invalid
    one raises ContractError naming the JSON path). ``lexicon`` (from
    :func:`answerc.load_lexicon`) adds the user's domain synonyms to the support proofs;
    its hash is recorded in ``grounding.lexicon``.
    """
    request = as_request(request)
    pack = build_pack(
        request.hits,
        request.policy,
        query=request.query,
        as_of=request.as_of,
        audience=request.audience,
    )
    canonical = compile_canonical(pack, request.graph, request.controller_action, request.policy)
    report = check_draft(
        request.draft,
        pack,
        request.expected,
        run_id=request.run_id,
        controller_action=request.controller_action,
        locale=request.locale,
        lexicon=lexicon,
    )
    compiled = CompiledAnswer(
        request_hash=request_hash(request),
        request_id=request.request_id,
        query=pack.query,
        locale=request.locale,
        pack=pack,
        canonical=with_grounding(canonical, report),
        grounding=report,
        audit=audit_block(request, pack, report),
        verdict=report.verdict,
        clarification=request.clarification,
    )
    if markdown:
        compiled = with_markdown(compiled)
    return compiled


def with_markdown(compiled: CompiledAnswer, *, locale: str | None = None) -> CompiledAnswer:
    """Attach the rendered Markdown (in the request's locale unless one is given)."""
    from answerc.render import render_markdown

    text = render_markdown(compiled, locale=locale or compiled.locale)
    return compiled.model_copy(update={"markdown": text})
