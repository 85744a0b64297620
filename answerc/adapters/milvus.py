"""Milvus hybrid search hits -> AnswerRequest.

Each hit has ``id``, ``content``, ``score`` or ``distance``, and ``metadata`` with
``docId``, ``chunkIndex``, ``title``, ``breadcrumb``, ``category``, ``kb_scope``; a hit may
say which sub-searches found it in ``lanes``. The payload is either
``{"query": ..., "metric_type": ..., "hits": [...]}`` or the bare array of hits, whose query
is then given separately (``--query`` on the command line).

A hybrid search (the payload names its ``ranker``, e.g. ``RRFRanker``, or its hits were
found by more than one lane) returns fused ranker values (RRF gives ~0.03), which are not
qualities: there the quality is rank-linear, ``(n - rank + 1) / n`` over the n hits, and
the raw values go to the audit.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Final

from pydantic import JsonValue

from answerc.adapters._common import (
    LANE_NAMES,
    HitDraft,
    build_request,
    clamp_unit,
    drop_none,
    map_lanes,
    unit_or_none,
)
from answerc.adapters._read import (
    as_object,
    check_hit_count,
    child,
    get_excerpt,
    get_hits_array,
    get_id,
    get_int,
    get_number,
    get_str,
    get_str_list,
    load_payload,
)
from answerc.contract.draft import Draft, Expected
from answerc.contract.request import AnswerRequest
from answerc.errors import ContractError

_LANE_OF: Final = dict(LANE_NAMES)
SIMILARITY_METRICS: Final = frozenset({"COSINE"})
"""Metrics whose ``distance`` is already a similarity in [-1, 1] (larger is closer).
L2 (squared, smaller is closer), IP (unbounded) and the rest are never turned into a score."""


def _score(score: float | None, distance: float | None, metric: str | None) -> float | None:
    if score is not None:
        return unit_or_none(score)
    if distance is not None and metric is not None and metric.upper() in SIMILARITY_METRICS:
        return clamp_unit(distance)
    return None


def rank_linear(rank: int, total: int) -> float:
    """The quality of the hit at ``rank`` (1-based) of a fused list of ``total`` hits.

    Example:
        >>> [rank_linear(r, 4) for r in range(1, 5)]
        [1.0, 0.75, 0.5, 0.25]
    """
    return (total - rank + 1) / total


def _is_hybrid(hits: Sequence[Any], ranker: str | None) -> bool:
    """A named ranker, or hits whose lanes together name more than one lane."""
    if ranker is not None:
        return True
    lanes: set[str] = set()
    for raw in hits:
        if isinstance(raw, Mapping) and isinstance(raw.get("lanes"), list | tuple):
            lanes.update(str(name).strip().lower() for name in raw["lanes"])
    return len({_LANE_OF.get(name, name) for name in lanes}) > 1


def _locator(doc_id: str | None, breadcrumb: str | None) -> dict[str, Any] | None:
    """The document id is the record; the breadcrumb, when there is one, the section."""
    if doc_id is None:
        return None
    section = breadcrumb if breadcrumb is not None and breadcrumb.strip() else None
    return drop_none({"source_record": doc_id, "section": section})


def _hit(
    raw: Any, path: str, rank: int, metric: str | None, fused: int | None
) -> tuple[HitDraft, JsonValue]:
    obj = as_object(raw, path)
    vector_id = get_id(obj, "id", path)
    score = get_number(obj, "score", path)
    distance = get_number(obj, "distance", path)
    meta_path = child(path, "metadata")
    meta = as_object(obj["metadata"], meta_path) if obj.get("metadata") is not None else {}
    doc_id = get_str(meta, "docId", meta_path, non_empty=True)
    chunk_index = get_int(meta, "chunkIndex", meta_path, minimum=0)
    if doc_id is not None:
        document_id = doc_id
    elif vector_id is not None:
        document_id = f"vector:{vector_id}"
    else:
        document_id = f"rank:{rank}"
    breadcrumb = get_str(meta, "breadcrumb", meta_path)
    fields: dict[str, Any] = {
        "document_id": document_id,
        # a chunk index only names a chunk of a known document
        "chunk_index": chunk_index if doc_id is not None else None,
        "vector_id": vector_id,
        "title": get_str(meta, "title", meta_path),
        "breadcrumb": breadcrumb,
        "locator": _locator(doc_id, breadcrumb),
        "excerpt": get_excerpt(obj, "content", path),
        "score": rank_linear(rank, fused) if fused else _score(score, distance, metric),
        "lanes": map_lanes(get_str_list(obj, "lanes", path), child(path, "lanes")),
    }
    signals: JsonValue = {
        "rank": rank,
        **drop_none(
            {
                "id": vector_id,
                "score": score,
                "distance": distance,
                "category": _scope(meta, "category", meta_path),
                "kb_scope": _scope(meta, "kb_scope", meta_path),
            }
        ),
    }
    return HitDraft(path, fields), signals


def _scope(meta: Mapping[str, Any], key: str, path: str) -> JsonValue:
    names = get_str_list(meta, key, path)
    if names is None:
        return None
    return meta[key] if isinstance(meta[key], str) else list(names)


def _same(given: str | None, separate: str | None, path: str) -> str | None:
    if given is not None and separate is not None and given != separate:
        raise ContractError(path, f"{given!r} differs from {separate!r} given separately")
    return given if given is not None else separate


def _unwrap(
    payload: Any, query: str | None, metric_type: str | None, ranker: str | None
) -> tuple[Sequence[Any], str, str, str | None, str | None]:
    """Return the hits, their path, the query, the stated metric and the stated ranker."""
    value = load_payload(payload)
    if isinstance(value, list | tuple):
        hits: Sequence[Any] = check_hit_count(value, "$")
        hits_path, given_query, given_metric, given_ranker, where = "$", None, None, None, "$"
    else:
        root = as_object(value, "$")
        hits = get_hits_array(root, "hits", "$", required=True)
        hits_path, where = "$.hits", "$.query"
        given_query = get_str(root, "query", "$", non_empty=True)
        given_metric = get_str(root, "metric_type", "$", non_empty=True)
        given_ranker = get_str(root, "ranker", "$", non_empty=True)
    chosen = _same(given_query, query, where)
    if chosen is None or not chosen.strip():
        raise ContractError(where, "no query: the hits carry none; give one (--query)")
    metric = _same(given_metric, metric_type, "$.metric_type")
    return hits, hits_path, chosen, metric, _same(given_ranker, ranker, "$.ranker")


def from_milvus(
    payload: Mapping[str, Any] | Sequence[Any] | str | bytes,
    *,
    query: str | None = None,
    metric_type: str | None = None,
    ranker: str | None = None,
    draft: Draft | JsonValue = None,
    expected: Expected | Mapping[str, Any] | None = None,
    locale: str | None = None,
    request_id: str | None = None,
) -> AnswerRequest:
    """Turn Milvus hybrid search hits into an AnswerRequest.

    Identities follow SPEC §3 rule 1 from what the hit carries: ``docId#chunk-N``, else
    ``vector:{id}``, else ``rank:{n}``. ``score`` is kept when it lies in [0, 1]; a
    ``distance`` becomes a score only under a stated similarity metric (COSINE), otherwise
    the score stays null. A hybrid search (a ``ranker`` named in the payload or here, or
    hits found by more than one lane) gets the rank-linear quality instead: fused ranker
    values such as RRF's are not qualities. Lanes come from the hit's ``lanes``.

    Raises:
        ContractError: naming the JSON path in the Milvus payload.
    """
    hits, hits_path, chosen, metric, named_ranker = _unwrap(payload, query, metric_type, ranker)
    fused = len(hits) if _is_hybrid(hits, named_ranker) else None
    drafts: list[HitDraft] = []
    signals: list[JsonValue] = []
    for index, raw in enumerate(hits):
        draft_hit, hit_signals = _hit(raw, child(hits_path, index), index + 1, metric, fused)
        drafts.append(draft_hit)
        signals.append(hit_signals)
    audit: dict[str, JsonValue] = {"adapter": "milvus", "hits": signals}
    if metric is not None:
        audit["metric_type"] = metric
    if named_ranker is not None:
        audit["ranker"] = named_ranker
    if fused:
        audit["quality"] = "rank_linear"
    return build_request(
        query=chosen,
        query_path="$.query",
        hits=drafts,
        audit=audit,
        draft=draft,
        expected=expected,
        locale=locale,
        request_id=request_id,
    )
