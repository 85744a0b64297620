"""LangChain documents and LlamaIndex scored nodes -> AnswerRequest (Python only).

Duck-typed: neither library is imported. A LangChain ``Document`` has ``page_content``,
``metadata`` and maybe ``id``; LlamaIndex's ``NodeWithScore`` has ``node`` (with
``get_content()`` or ``text``, ``metadata``, ``node_id`` / ``id_``, maybe ``ref_doc_id``) and
``score``. Objects or their dicts are accepted alike. Errors name the position in the
sequence given (``$[2].page_content``).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any, Final

from pydantic import JsonValue

from answerc.adapters._common import (
    HitDraft,
    build_request,
    clamp_unit,
    drop_none,
    is_http_url,
)
from answerc.adapters._read import (
    as_object,
    check_hit_count,
    child,
    get_excerpt,
    get_id,
    get_int,
    get_str,
    get_text_or_int,
    type_name,
)
from answerc.contract.draft import Draft, Expected
from answerc.contract.request import AnswerRequest
from answerc.errors import ContractError

DOCUMENT_ID_KEYS: Final = (
    "document_id",
    "doc_id",
    "ref_doc_id",
    "source",
    "file_path",
    "file_name",
)
"""Metadata keys that name the document a chunk came from, first present wins."""
RECORD_KEYS: Final = ("source", "file_path", "file_name")
"""Metadata keys that can serve as the locator's record (when not an http(s) URL)."""
PAGE_KEYS: Final = ("page_label", "page")
"""Metadata keys for the page; ``page_label`` is the printed label, ``page`` often 0-based."""


def _member(obj: Any, name: str) -> Any:
    if isinstance(obj, Mapping):
        return obj.get(name)
    return getattr(obj, name, None)


def _first_str(meta: Mapping[str, Any], keys: Iterable[str], path: str) -> str | None:
    for key in keys:
        value = get_str(meta, key, path) if key in meta else None
        if value is not None and value.strip():
            return value
    return None


def _metadata(obj: Any, path: str) -> Mapping[str, Any]:
    meta = _member(obj, "metadata")
    return {} if meta is None else as_object(meta, child(path, "metadata"))


def _score(value: Any, path: str, use: bool) -> tuple[float | None, float | None]:
    """Return (score for the hit, raw score for the audit)."""
    if value is None:
        return None, None
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise ContractError(path, f"expected a number, got {type_name(value)}")
    return (clamp_unit(float(value)) if use else None), float(value)


def _fields(
    *,
    path: str,
    rank: int,
    text_key: str,
    text: Any,
    meta: Mapping[str, Any],
    node_id: str | int | None,
    ref_doc_id: str | None,
    score: float | None,
) -> HitDraft:
    meta_path = child(path, "metadata")
    if not isinstance(text, str):
        raise ContractError(child(path, text_key), f"expected a string, got {type_name(text)}")
    named = {"ref_doc_id": ref_doc_id} if ref_doc_id else {}
    doc_id = _first_str({**named, **meta}, DOCUMENT_ID_KEYS, meta_path)
    places = [_first_str(meta, (key,), meta_path) for key in RECORD_KEYS]
    record = next((p for p in places if p is not None and not is_http_url(p)), None)
    url = get_str(meta, "url", meta_path)
    if url is None or not is_http_url(url):
        url = next((p for p in places if p is not None and is_http_url(p)), None)
    page = next(
        (p for p in (get_text_or_int(meta, k, meta_path) for k in PAGE_KEYS) if p is not None),
        None,
    )
    section = get_text_or_int(meta, "section", meta_path)
    chunk_index = get_int(meta, "chunk_index", meta_path, minimum=0)
    if doc_id is None:
        # no named document: each hit is its own, and a chunk index names nothing
        doc_id = f"vector:{node_id}" if node_id is not None else f"rank:{rank}"
        chunk_index = None
    fields = {
        "document_id": doc_id,
        "chunk_index": chunk_index,
        "vector_id": node_id,
        "title": get_str(meta, "title", meta_path),
        "url": url,
        "excerpt": get_excerpt({text_key: text}, text_key, path),
        "score": score,
        "locator": drop_none({"source_record": record, "page": page, "section": section}) or None,
    }
    return HitDraft(path, fields)


def from_langchain(
    documents: Sequence[Any],
    *,
    query: str,
    relevance_scores: bool = False,
    draft: Draft | JsonValue = None,
    expected: Expected | Mapping[str, Any] | None = None,
    locale: str | None = None,
    request_id: str | None = None,
) -> AnswerRequest:
    """Turn LangChain documents (or ``(document, score)`` pairs) into an AnswerRequest.

    A pair's score becomes the hit's score only with ``relevance_scores=True`` (the
    [0, 1] scores of ``similarity_search_with_relevance_scores``, clamped); otherwise it may
    be a distance and is kept in the audit only.

    Raises:
        ContractError: naming the position in ``documents``.
    """
    drafts: list[HitDraft] = []
    signals: list[JsonValue] = []
    for index, item in enumerate(check_hit_count(list(documents), "$")):
        path = child("$", index)
        document, raw = (
            (item[0], item[1]) if isinstance(item, tuple) and len(item) == 2 else (item, None)
        )
        score, raw_score = _score(raw, child(path, "score"), relevance_scores)
        doc_id = get_id({"id": _member(document, "id")}, "id", path)
        drafts.append(
            _fields(
                path=path,
                rank=index + 1,
                text_key="page_content",
                text=_member(document, "page_content"),
                meta=_metadata(document, path),
                node_id=doc_id,
                ref_doc_id=None,
                score=score,
            )
        )
        signals.append(drop_none({"rank": index + 1, "score": raw_score}))
    return build_request(
        query=query,
        query_path="query",
        hits=drafts,
        audit={"adapter": "langchain", "hits": signals},
        draft=draft,
        expected=expected,
        locale=locale,
        request_id=request_id,
    )


def _node_text(node: Any) -> Any:
    get_content = None if isinstance(node, Mapping) else getattr(node, "get_content", None)
    if callable(get_content):
        return get_content()
    return _member(node, "text")


def from_llamaindex(
    nodes_with_score: Sequence[Any],
    *,
    query: str,
    relevance_scores: bool = False,
    draft: Draft | JsonValue = None,
    expected: Expected | Mapping[str, Any] | None = None,
    locale: str | None = None,
    request_id: str | None = None,
) -> AnswerRequest:
    """Turn LlamaIndex ``NodeWithScore`` objects (or their dicts) into an AnswerRequest.

    The node's score becomes the hit's score only with ``relevance_scores=True`` (clamped to
    [0, 1]); a vector store's similarity may lie outside [0, 1] or be a distance, so by
    default it is kept in the audit only.

    Raises:
        ContractError: naming the position in ``nodes_with_score``.
    """
    drafts: list[HitDraft] = []
    signals: list[JsonValue] = []
    for index, item in enumerate(check_hit_count(list(nodes_with_score), "$")):
        path = child("$", index)
        node = _member(item, "node")
        if node is None:
            raise ContractError(child(path, "node"), "missing required field")
        node_path = child(path, "node")
        score, raw_score = _score(_member(item, "score"), child(path, "score"), relevance_scores)
        ids = {"id": _member(node, "node_id") or _member(node, "id_")}
        ref = get_str({"ref_doc_id": _member(node, "ref_doc_id")}, "ref_doc_id", node_path)
        drafts.append(
            _fields(
                path=node_path,
                rank=index + 1,
                text_key="text",
                text=_node_text(node),
                meta=_metadata(node, node_path),
                node_id=get_id(ids, "id", node_path),
                ref_doc_id=ref,
                score=score,
            )
        )
        signals.append(drop_none({"rank": index + 1, "score": raw_score}))
    return build_request(
        query=query,
        query_path="query",
        hits=drafts,
        audit={"adapter": "llamaindex", "hits": signals},
        draft=draft,
        expected=expected,
        locale=locale,
        request_id=request_id,
    )
