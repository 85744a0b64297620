"""build_view(): everything a template prints, pre-computed, pre-sorted and pre-formatted.

Templates do no arithmetic, no sorting and no dict iteration: they choose words for the
locale and apply the escaping filters. Text from input stays raw here (the template escapes
it); only numbers, the code block and the machine-data block are formatted in Python, as
``Markdown`` values.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Final, Literal

from answerc.contract.output import CompiledAnswer, Limitation, PackItem
from answerc.contract.request import Locator
from answerc.contract.verdict import SAFE_VERDICTS
from answerc.render.environment import Markdown, clean_text, fence_for

FieldStyle = Literal["code", "text", "link"]

_json_string = json.encoder.encode_basestring
"""``json.dumps(text, ensure_ascii=False)`` for a str, without building an encoder per call."""
_json_key = json.encoder.encode_basestring_ascii
_MACHINE_VALUE = json.JSONEncoder(ensure_ascii=True, sort_keys=True, separators=(", ", ": "))

LOCATOR_FIELDS: Final[tuple[tuple[str, FieldStyle], ...]] = (
    ("repo", "code"),
    ("file", "code"),
    ("symbol", "code"),
    ("line", "text"),
    ("commit", "code"),
    ("source_record", "code"),
    ("section", "text"),
    ("page", "text"),
    ("issue", "text"),
    ("url", "link"),
)
"""Locator fields in the order they are shown, and how each is written."""


@dataclass(frozen=True)
class FactView:
    """A summary fact: the supported claim's text and its K ids."""

    text: str
    citations: tuple[str, ...]


@dataclass(frozen=True)
class ChainRow:
    """One symbol of the chain's code constant."""

    role: Literal["entry", "hop", "destination"]
    literal: Markdown
    """The node id as a double-quoted string literal (JSON escaping, valid Python)."""
    relation: Markdown | None
    """Relation of the edge that reaches this node (cleaned to one line); None at the entry."""


@dataclass(frozen=True)
class ChainView:
    """The verified chain: labels for the chain line, rows for the code block."""

    labels: tuple[str, ...]
    rows: tuple[ChainRow, ...]
    fence: Markdown


@dataclass(frozen=True)
class ConfidenceView:
    """The confidence value and the terms of its formula, formatted."""

    value: Markdown
    formula: Literal["chain", "no_chain", "insufficient"]
    edge_coverage: Markdown | None
    retrieval_quality: Markdown | None
    currentness: Markdown | None
    citation_count: int
    cap: Markdown | None
    currentness_unknown: tuple[str, ...]
    """Cited K ids whose currentness the source did not state."""


@dataclass(frozen=True)
class LocatorField:
    """One non-empty locator field of a citation."""

    name: str
    style: FieldStyle
    value: str | int


@dataclass(frozen=True)
class CitationView:
    """A citation with the title and kind of its pack item and its locator fields."""

    id: str
    kind: Literal["article", "code"]
    title: str | None
    document_id: str
    fields: tuple[LocatorField, ...]


@dataclass(frozen=True)
class NoteView:
    """One claim and the reason codes it failed a check for."""

    claim: str
    reasons: tuple[str, ...]


@dataclass(frozen=True)
class LimitationView:
    """A coded limitation; the template says it in the locale's words from these fields.

    The English ``detail`` of the model is never shown: everything a reader sees is said
    by the template from the code and its data, once each.
    """

    code: str
    items: tuple[str, ...]
    count: int | None
    variant: str | None
    """``no_graph`` / ``no_path`` for no_verified_chain, else None."""
    notes: tuple[NoteView, ...]
    general: tuple[str, ...]
    """Reason codes of a failing check that no claim note carries (draft-level findings)."""


@dataclass(frozen=True)
class AnswerView:
    """All a template needs, in the order the sections print it."""

    query: str
    verdict: str
    verdict_safe: bool
    first_failure: str | None
    claim_count: int
    claims_left_out: int
    facts: tuple[FactView, ...]
    chain: ChainView | None
    confidence: ConfidenceView
    citations: tuple[CitationView, ...]
    limitations: tuple[LimitationView, ...]
    machine_data: Markdown
    """A fenced JSON block (ASCII only, keys sorted)."""
    question: str | None = None
    """The clarification question of a clarify / scope_select route."""
    options: tuple[str, ...] = ()


def number(value: float) -> Markdown:
    """Format a share or confidence with four decimals.

    Example:
        >>> print(number(0.8167), number(1.0), number(0))
        0.8167 1.0000 0.0000
    """
    return Markdown(f"{value:.4f}")


def _chain(compiled: CompiledAnswer) -> ChainView | None:
    chain = compiled.canonical.chain
    if chain is None:
        return None
    last = len(chain.nodes) - 1
    relations = [edge.relation for edge in chain.edges]
    rows: list[ChainRow] = []
    for index, node in enumerate(chain.nodes):
        relation = None
        if index > 0:
            relation = Markdown(clean_text(relations[index - 1] if index <= len(relations) else ""))
        role: Literal["entry", "hop", "destination"] = (
            "entry" if index == 0 else "destination" if index == last else "hop"
        )
        literal = Markdown(_json_string(clean_text(node)))
        rows.append(ChainRow(role=role, literal=literal, relation=relation))
    fence = fence_for(*(row.literal for row in rows), *(row.relation or "" for row in rows))
    labels = chain.labels if len(chain.labels) == len(chain.nodes) else chain.nodes
    return ChainView(labels=labels, rows=tuple(rows), fence=fence)


def _confidence(compiled: CompiledAnswer) -> ConfidenceView:
    canonical = compiled.canonical
    breakdown = canonical.confidence_breakdown

    def optional(value: float | None) -> Markdown | None:
        return None if value is None else number(value)

    return ConfidenceView(
        value=number(canonical.confidence),
        formula=breakdown.formula,
        edge_coverage=optional(breakdown.edge_coverage),
        retrieval_quality=optional(breakdown.retrieval_quality),
        currentness=optional(breakdown.currentness),
        citation_count=breakdown.citation_count,
        cap=None if breakdown.cap is None else Markdown(f"{breakdown.cap:.2f}"),
        currentness_unknown=breakdown.currentness_unknown,
    )


def _fields(locator: Locator | None) -> tuple[LocatorField, ...]:
    if locator is None:
        return ()
    fields: list[LocatorField] = []
    values = locator.__dict__  # the model's field values, read without a getattr each
    for name, style in LOCATOR_FIELDS:
        value = values[name]
        if value is None or (isinstance(value, str) and not clean_text(value)):
            continue
        fields.append(LocatorField(name=name, style=style, value=value))
    return tuple(fields)


def _citations(compiled: CompiledAnswer) -> tuple[CitationView, ...]:
    items: dict[str, PackItem] = {item.id: item for item in compiled.pack.items}
    views: list[CitationView] = []
    for citation in compiled.canonical.citations:
        item = items.get(citation.id)
        title = item.title if item is not None and item.title else None
        views.append(
            CitationView(
                id=citation.id,
                kind=item.kind if item is not None else "article",
                title=title if title is not None and clean_text(title) else None,
                document_id=item.document_id if item is not None else citation.id,
                fields=_fields(citation.locator),
            )
        )
    return tuple(views)


def _machine_data(compiled: CompiledAnswer) -> Markdown:
    pack, canonical, grounding = compiled.pack, compiled.canonical, compiled.grounding
    data = {
        "schema_version": compiled.schema_version,
        "request_id": compiled.request_id,
        "request_hash": compiled.request_hash,
        "verdict": compiled.verdict,
        "first_failure": _first_failure(compiled),
        "status": canonical.status,
        "confidence": canonical.confidence,
        "citations": [citation.id for citation in canonical.citations],
        "candidate_count": pack.candidate_count,
        "evidence_count": pack.evidence_count,
        "excluded_count": len(pack.excluded),
        "exclusion_counts": dict(sorted(pack.exclusion_counts.items())),
        "truncated": pack.truncated,
        "claim_count": len(grounding.claims),
        "summary_fact_count": len(_shown_facts(compiled)),
        "claims_left_out": _left_out(compiled),
    }
    # One key a line, keys sorted, values compact; ASCII only, so every control, format or
    # bidi character is a visible \u escape, and no line can be a fence (each starts with
    # a space or a brace).
    lines = [f"  {_json_key(key)}: " + _machine_value(value) for key, value in sorted(data.items())]
    text = "{\n" + ",\n".join(lines) + "\n}"
    fence = fence_for(text)
    return Markdown(f"{fence}json\n{text}\n{fence}")


def _machine_value(value: object) -> str:
    """``json.dumps`` of one machine-data value (ASCII, keys sorted, ", " and ": ")."""
    if value is None:
        return "null"
    if value is True:
        return "true"
    if value is False:
        return "false"
    if type(value) is int:
        return int.__repr__(value)
    if type(value) is str:
        return _json_key(value)
    return _MACHINE_VALUE.encode(value)


def _first_failure(compiled: CompiledAnswer) -> str | None:
    """The first failing check; ``judge`` when only the advisory judge downgraded."""
    if compiled.grounding.first_failure is None and compiled.verdict != compiled.grounding.verdict:
        return "judge"
    return compiled.grounding.first_failure


def _downgraded(compiled: CompiledAnswer) -> bool:
    """Whether the final verdict is not the deterministic one (the judge downgraded it)."""
    return compiled.verdict != compiled.grounding.verdict


def _shown_facts(compiled: CompiledAnswer) -> tuple[FactView, ...]:
    """The summary facts a reader may take as established: none after a downgrade.

    A downgrade (the judge contradicted a claim, or failed closed) does not say which claim
    was wrong, so no claim is shown as a fact; the summary says how many were left out.
    """
    if _downgraded(compiled):
        return ()
    return tuple(
        FactView(text=f.text, citations=f.citations) for f in compiled.canonical.summary_facts
    )


def _left_out(compiled: CompiledAnswer) -> int:
    if _downgraded(compiled):
        return len(compiled.grounding.claims)
    return max(len(compiled.grounding.claims) - len(compiled.canonical.summary_facts), 0)


def _limitation(lim: Limitation) -> LimitationView:
    noted = {code for note in lim.notes for code in note.reasons}
    variant = lim.reasons[0] if lim.code == "no_verified_chain" and lim.reasons else None
    return LimitationView(
        code=lim.code,
        items=lim.items,
        count=lim.count,
        variant=variant,
        notes=tuple(NoteView(claim=n.claim, reasons=n.reasons) for n in lim.notes),
        general=() if variant else tuple(c for c in lim.reasons if c not in noted),
    )


def build_view(compiled: CompiledAnswer) -> AnswerView:
    """Pre-compute what the templates print for one compiled answer."""
    canonical = compiled.canonical
    return AnswerView(
        query=compiled.query,
        verdict=compiled.verdict,
        verdict_safe=compiled.verdict in SAFE_VERDICTS,
        first_failure=_first_failure(compiled),
        claim_count=len(compiled.grounding.claims),
        claims_left_out=_left_out(compiled),
        facts=_shown_facts(compiled),
        chain=_chain(compiled),
        confidence=_confidence(compiled),
        citations=_citations(compiled),
        limitations=tuple(_limitation(lim) for lim in canonical.limitations),
        machine_data=_machine_data(compiled),
        question=compiled.clarification.question if compiled.clarification else None,
        options=compiled.clarification.options if compiled.clarification else (),
    )
