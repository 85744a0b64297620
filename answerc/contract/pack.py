"""build_pack(): identity, eligibility, dedup, caps, budgets, K1..Kn (SPEC §3)."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field

from answerc.contract.output import EXCLUSION_REASONS, EvidencePack, Exclusion, PackItem
from answerc.contract.request import DEFAULT_POLICY, Hit, Lane, Locator, Policy, parse_instant
from answerc.contract.wire import record_size

_ELLIPSIS = "…"
_LANE_ORDER: dict[str, int] = {"vector": 0, "keyword": 1, "exact": 2}


def evidence_key(hit: Hit, rank: int) -> str:
    """Return a hit's identity (SPEC §3 rule 1).

    Example:
        >>> evidence_key(Hit(document_id="faq", chunk_index=3, excerpt="x"), 1)
        'faq#chunk-3'
        >>> evidence_key(Hit(document_id="faq", vector_id=42, excerpt="x"), 7)
        'vector:42'
        >>> evidence_key(Hit(document_id="faq", excerpt="x"), 7)
        'rank:7'
    """
    if hit.evidence_key is not None:
        return hit.evidence_key
    if hit.chunk_index is not None:
        return f"{hit.document_id}#chunk-{hit.chunk_index}"
    if hit.vector_id is not None:
        return f"vector:{hit.vector_id}"
    return f"rank:{rank}"


def version_key(version: str) -> tuple[tuple[int, int, str], ...]:
    """Sort key for dotted versions: numeric parts numerically, other parts as text.

    A numeric part is ASCII digits, compared by value without converting it (by length
    once leading zeros are gone, then digit by digit), so a part of 5 000 digits costs
    nothing and ``²`` (a digit to ``isdigit`` that ``int`` refuses) is text.

    Example:
        >>> sorted(["4.2", "4.10", "4.9", "4.²"], key=version_key)
        ['4.2', '4.9', '4.10', '4.²']
    """
    parts: list[tuple[int, int, str]] = []
    for part in re.split(r"[.\-_]", version.strip().lstrip("vV")):
        if part.isascii() and part.isdigit():
            digits = part.lstrip("0")
            parts.append((0, len(digits), digits))
        else:
            parts.append((1, 0, part))
    return tuple(parts)


def is_citable(kind: str, locator: Locator | None, url: str | None) -> bool:
    """Return whether an item has the complete locator SPEC §5 asks for."""
    loc = locator or Locator()
    if kind == "code":
        return bool(loc.repo and loc.file and (loc.symbol or loc.line is not None) and loc.commit)
    has_record = bool(loc.source_record or loc.url or url)
    return has_record and any(v is not None and v != "" for v in (loc.section, loc.page, loc.issue))


@dataclass
class _Candidate:
    rank: int
    key: str
    hit: Hit
    lanes: set[str] = field(default_factory=set)


def _cut(text: str, limit: int) -> tuple[str, bool]:
    if len(text) <= limit:
        return text, False
    return text[: max(limit - 1, 0)] + _ELLIPSIS, True


def _eligibility(
    hits: Sequence[Hit], as_of: int | None, audience: str | None
) -> tuple[list[_Candidate], list[Exclusion]]:
    excluded: list[Exclusion] = []
    alive: list[_Candidate] = []
    for index, hit in enumerate(hits):
        rank = index + 1
        key = evidence_key(hit, rank)
        reason = None
        if hit.status != "ready":
            reason = "not_ready"
        elif audience is not None and hit.audience is not None and audience not in hit.audience:
            reason = "audience"
        elif (
            as_of is not None
            and hit.effective_at is not None
            and parse_instant(hit.effective_at) > as_of
        ):
            reason = "future_version"
        if reason is None:
            alive.append(_Candidate(rank, key, hit, set(hit.lanes)))
        else:
            excluded.append(Exclusion(evidence_key=key, reason=reason, rank=rank))
    if as_of is None:
        return alive, excluded
    latest: dict[str, str] = {}
    for cand in alive:
        version = cand.hit.version
        if version is None:
            continue
        best = latest.get(cand.hit.document_id)
        if best is None or version_key(version) > version_key(best):
            latest[cand.hit.document_id] = version
    kept: list[_Candidate] = []
    for cand in alive:
        version = cand.hit.version
        if version is not None and version_key(version) < version_key(latest[cand.hit.document_id]):
            excluded.append(Exclusion(evidence_key=cand.key, reason="superseded", rank=cand.rank))
        else:
            kept.append(cand)
    return kept, excluded


def _item(cand: _Candidate, number: int, policy: Policy) -> tuple[PackItem, bool]:
    hit = cand.hit
    excerpt, cut = _cut(hit.excerpt, policy.excerpt_chars)
    lanes: tuple[Lane, ...] = tuple(sorted(cand.lanes, key=_LANE_ORDER.__getitem__))  # type: ignore[arg-type]
    item = PackItem(
        id=f"K{number}",
        evidence_key=cand.key,
        document_id=hit.document_id,
        rank=cand.rank,
        kind=hit.kind,
        title=hit.title,
        breadcrumb=hit.breadcrumb,
        source=hit.source,
        url=hit.url,
        excerpt=excerpt,
        excerpt_truncated=cut,
        version=hit.version,
        effective_at=hit.effective_at,
        locator=hit.locator,
        lanes=lanes,
        score=hit.score,
        authority=hit.authority,
        current=hit.current,
        citable=is_citable(hit.kind, hit.locator, hit.url),
        provenance=hit.provenance,
    )
    return item, cut


def mark_superseded(items: list[PackItem]) -> list[PackItem]:
    """Point each versioned item at a packed newer version of its document, if any."""
    newest: dict[str, PackItem] = {}
    for item in items:
        if item.version is None:
            continue
        best = newest.get(item.document_id)
        if best is None or version_key(item.version) > version_key(best.version or ""):
            newest[item.document_id] = item
    marked = []
    for item in items:
        best = newest.get(item.document_id)
        if (
            item.version is not None
            and best is not None
            and version_key(item.version) < version_key(best.version or "")
        ):
            item = item.model_copy(update={"superseded_by": best.id})
        marked.append(item)
    return marked


def build_pack(
    hits: Sequence[Hit],
    policy: Policy = DEFAULT_POLICY,
    *,
    query: str,
    as_of: str | None = None,
    audience: str | None = None,
) -> EvidencePack:
    """Build the evidence pack from hits in retrieval order (SPEC §3, rules 1-8)."""
    moment = parse_instant(as_of) if as_of is not None else None
    alive, excluded = _eligibility(hits, moment, audience)

    unique: list[_Candidate] = []
    by_key: dict[str, _Candidate] = {}
    for cand in alive:
        first = by_key.get(cand.key)
        if first is None:
            by_key[cand.key] = cand
            unique.append(cand)
        else:
            first.lanes |= cand.lanes
            excluded.append(Exclusion(evidence_key=cand.key, reason="duplicate", rank=cand.rank))

    per_doc: Counter[str] = Counter()
    capped: list[_Candidate] = []
    truncated = False
    for cand in unique:
        if per_doc[cand.hit.document_id] >= policy.max_per_document:
            excluded.append(
                Exclusion(evidence_key=cand.key, reason="per_document_cap", rank=cand.rank)
            )
            continue
        per_doc[cand.hit.document_id] += 1
        if len(capped) >= policy.max_evidence:
            excluded.append(Exclusion(evidence_key=cand.key, reason="max_evidence", rank=cand.rank))
            truncated = True
            continue
        capped.append(cand)

    items: list[PackItem] = []
    for number, cand in enumerate(capped, start=1):
        item, cut = _item(cand, number, policy)
        truncated = truncated or cut
        items.append(item)
    sizes: dict[tuple[str, str | None], int] = {}

    def size(item: PackItem) -> int:
        key = (item.id, item.superseded_by)
        if key not in sizes:
            sizes[key] = record_size(item.model_dump(mode="json"))
        return sizes[key]

    # The budget is measured on the items as they are emitted (superseded_by included):
    # "[" + items joined by "," + "]" in RFC 8785 form. Marking an item superseded never
    # shortens it, so the unmarked prefix sums show (in one pass) the tail that must go
    # whatever the marking; the loop below then drops one by one only near the edge.
    running, fits = 1, 0
    for item in items:
        running += size(item) + 1
        if running > policy.pack_bytes:
            break
        fits += 1
    for dropped in reversed(items[fits:]):
        excluded.append(
            Exclusion(evidence_key=dropped.evidence_key, reason="budget", rank=dropped.rank)
        )
        truncated = True
    del items[fits:]
    while True:
        marked = mark_superseded(items)
        total = 2 + sum(size(item) for item in marked) + max(len(marked) - 1, 0)
        if total <= policy.pack_bytes:
            break
        dropped = items.pop()
        excluded.append(
            Exclusion(evidence_key=dropped.evidence_key, reason="budget", rank=dropped.rank)
        )
        truncated = True
    items = marked

    query_text, query_cut = _cut(query, policy.query_chars)
    truncated = truncated or query_cut
    excluded.sort(key=lambda exclusion: exclusion.rank)
    counts = Counter(exclusion.reason for exclusion in excluded)

    level = None
    if items and items[0].score is not None:
        top = items[0].score
        if top >= policy.precise_threshold:
            level = "PRECISE"
        elif top >= policy.reference_threshold:
            level = "REFERENCE"
    return EvidencePack(
        query=query_text,
        items=tuple(items),
        excluded=tuple(excluded),
        exclusion_counts={reason: counts[reason] for reason in EXCLUSION_REASONS if counts[reason]},
        truncated=truncated,
        relevance_level=level,
        candidate_count=len(hits),
        evidence_count=len(items),
    )
