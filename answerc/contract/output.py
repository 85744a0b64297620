"""Output models: EvidencePack, CanonicalAnswer, GroundingReport, CompiledAnswer (SPEC §10)."""

from __future__ import annotations

from typing import Final, Literal, get_args

from pydantic import Field, JsonValue

from answerc.contract._base import Model
from answerc.contract.draft import ClaimKind
from answerc.contract.request import Clarification, Lane, Locator, Provenance
from answerc.contract.verdict import CheckId, ClaimResultCode, Verdict

ANSWER_SCHEMA_VERSION: Final = "answerc.answer/v1"

ExclusionReason = Literal[
    "not_ready",
    "audience",
    "future_version",
    "superseded",
    "duplicate",
    "per_document_cap",
    "max_evidence",
    "budget",
]
EXCLUSION_REASONS: Final[tuple[ExclusionReason, ...]] = get_args(ExclusionReason)
LimitationCode = Literal[
    "no_verified_chain",
    "edge_evidence_not_cited",
    "forced_insufficient",
    "truncated",
    "future_versions_excluded",
    "superseded_excluded",
    "not_current_source",
    "currentness_unknown",
    "low_relevance",
    "uncitable_evidence",
    "generation_contract_failed",
    "citation_integrity_failed",
    "citation_coverage_failed",
    "answer_support_failed",
    "business_alignment_failed",
]
LIMITATION_ORDER: Final[tuple[LimitationCode, ...]] = get_args(LimitationCode)
"""The SPEC §4 order of limitation codes, then the grounding failures in check order."""


class PackItem(Model):
    """One numbered piece of evidence, K1..Kn."""

    id: str
    """Pack-local id, K1..Kn, in retrieval order."""
    evidence_key: str
    document_id: str
    rank: int
    """Retrieval rank of the hit (index + 1 in the request)."""
    kind: Literal["article", "code"] = "article"
    title: str | None = None
    breadcrumb: str | None = None
    source: str | None = None
    url: str | None = None
    excerpt: str
    excerpt_truncated: bool = False
    """The excerpt was cut at policy.excerpt_chars and ends with '…'."""
    version: str | None = None
    effective_at: str | None = None
    locator: Locator | None = None
    lanes: tuple[Lane, ...] = ()
    score: float | None = None
    """Kept for the system; never rendered."""
    authority: str | None = None
    current: bool | None = None
    """The hit's ``current``: true, false, or null when the source did not say."""
    citable: bool = False
    """The item has a complete locator (SPEC §5)."""
    superseded_by: str | None = None
    """Id of a packed newer version of the same document, when there is one."""
    provenance: Provenance | None = None


class Exclusion(Model):
    """A hit left out of the pack, and why."""

    evidence_key: str
    reason: ExclusionReason
    rank: int


class EvidencePack(Model):
    """The numbered evidence the generator may cite (SPEC §3)."""

    query: str
    """The query, cut at policy.query_chars."""
    items: tuple[PackItem, ...] = ()
    excluded: tuple[Exclusion, ...] = ()
    exclusion_counts: dict[str, int] = Field(default_factory=dict)
    """Count of exclusions per reason (only reasons that occurred)."""
    truncated: bool = False
    relevance_level: Literal["PRECISE", "REFERENCE"] | None = None
    candidate_count: int = 0
    evidence_count: int = 0

    def item(self, evidence_id: str) -> PackItem | None:
        """Return the item with this exact K id, or None."""
        for candidate in self.items:
            if candidate.id == evidence_id:
                return candidate
        return None


class ChainEdge(Model):
    """One hop of the verified chain."""

    source: str
    target: str
    relation: str
    evidence: tuple[str, ...]
    """K ids of the pack items stating this edge, in the edge's listed order."""
    citations: tuple[str, ...]
    """The subset of ``evidence`` that the canonical answer cites."""


class Chain(Model):
    """A verified path from the graph's entry to its destination."""

    nodes: tuple[str, ...]
    labels: tuple[str, ...]
    """Node labels (the id when a node has no label), aligned with ``nodes``."""
    edges: tuple[ChainEdge, ...]


class Citation(Model):
    """A citation of the canonical answer."""

    id: str
    locator: Locator | None


class ConfidenceBreakdown(Model):
    """The terms of the confidence formula (SPEC §4)."""

    formula: Literal["chain", "no_chain", "insufficient"]
    base: float
    edge_coverage: float | None
    retrieval_quality: float | None
    currentness: float | None
    citation_count: int
    cap: float | None
    """0.49 without a chain, else null."""
    currentness_unknown: tuple[str, ...] = ()
    """Cited K ids whose source did not say whether it is current (counted as not current)."""


class ClaimNote(Model):
    """One claim's reason codes under a failing check."""

    claim: str
    reasons: tuple[str, ...]


class Limitation(Model):
    """A coded limitation of the answer.

    ``detail`` is an English note for logs; the renderer never prints it, it says the
    limitation in the request's locale from ``code``, ``items``, ``count`` and ``reasons``.
    """

    code: LimitationCode
    detail: str
    items: tuple[str, ...] = ()
    """What it concerns: K ids, chain edges (``A->B``), claim ids, or the route."""
    count: int | None = None
    """How many hits it concerns, for the exclusion codes."""
    reasons: tuple[str, ...] = ()
    """Reason codes: ``no_graph`` / ``no_path`` for no_verified_chain, a check's codes."""
    notes: tuple[ClaimNote, ...] = ()
    """Per claim, the reason codes of the failing check (grounding failures only)."""


class SummaryFact(Model):
    """A supported claim, with its citations: the only text the Summary renders."""

    text: str
    citations: tuple[str, ...]


class CanonicalAnswer(Model):
    """The deterministic answer: status, chain, citations, confidence, limitations."""

    status: Literal["complete", "partial", "insufficient"]
    forced_insufficient: bool
    chain: Chain | None
    citations: tuple[Citation, ...]
    confidence: float
    confidence_breakdown: ConfidenceBreakdown
    limitations: tuple[Limitation, ...]
    summary_facts: tuple[SummaryFact, ...] = ()


class CheckResult(Model):
    """Outcome of one grounding check."""

    id: CheckId
    passed: bool
    detail: str
    codes: tuple[str, ...] = ()
    """Reason codes behind a failure, sorted."""


class ProofSpan(Model):
    """A span of a pack item's excerpt (character offsets, end exclusive)."""

    id: str
    start: int
    end: int


class ProofEdit(Model):
    """One licensed step from the evidence to the claim (SPEC §6.1)."""

    kind: str
    """match, synonym, quantity_equal, operator_equivalent, converse, function, attribution,
    answer_word, drop, arithmetic or lend."""
    rule: str
    """Id of the edit rule (``answerc.grounding.proof.EDIT_RULES``)."""
    claim: tuple[int, int] | None = None
    """Character offsets in the claim text."""
    evidence: ProofSpan | None = None


class ProofFailure(Model):
    """The first claim token no evidence pays, or the first evidence token wrongly dropped."""

    code: str
    side: Literal["claim", "evidence"]
    token: str
    item: str | None = None
    """The K id of the evidence item the claim was aligned to."""
    counterpart: str | None = None
    """What that evidence says in the same slot (another number, the opposite word...)."""
    claim_span: tuple[int, int] | None = None
    note: str
    """One readable sentence in the request's locale."""


class ClaimProof(Model):
    """The proof of one claim, or where it stops."""

    supported: bool
    spans: tuple[ProofSpan, ...] = ()
    """The aligned evidence sentences."""
    edits: tuple[ProofEdit, ...] = ()
    failure: ProofFailure | None = None


class ClaimResult(Model):
    """Outcome for one claim."""

    id: str
    text: str
    citations: tuple[str, ...]
    kind: ClaimKind = "finding"
    result: ClaimResultCode
    reasons: tuple[str, ...] = ()
    proof: ClaimProof | None = None
    """The support proof (SPEC §6.1); null when answer.support did not assess the claim."""


class GroundingReport(Model):
    """Ordered checks, per-claim results and the verdict (SPEC §6)."""

    verdict: Verdict
    first_failure: CheckId | None
    checks: tuple[CheckResult, ...]
    claims: tuple[ClaimResult, ...] = ()
    abstained: bool = False
    lexicon: str | None = None
    """SHA-256 of the user lexicon the support proofs used; null for the built-in one."""


class CompiledAnswer(Model):
    """Everything answerc says about one request (SPEC §10)."""

    schema_version: Literal["answerc.answer/v1"] = ANSWER_SCHEMA_VERSION
    request_hash: str
    request_id: str | None = None
    query: str
    locale: Literal["zh", "en"] = "zh"
    pack: EvidencePack
    canonical: CanonicalAnswer
    grounding: GroundingReport
    judge: dict[str, JsonValue] | None = None
    """Judge record (SPEC §7); null when no judge ran."""
    organizer: dict[str, JsonValue] | None = None
    audit: dict[str, JsonValue] | None = None
    """Machine data kept by adapters and stages; never rendered as prose, never judged."""
    verdict: Verdict
    markdown: str | None = None
    clarification: Clarification | None = None
    """The route's question to the user, from the request; shown in the summary."""
