"""SuperMew RAG trace -> AnswerRequest.

A SuperMew ``RagTrace`` carries ``query``, ``route`` (the evidence grader's decision),
``retrieval_status``, ``retrieved_chunks[]`` (``filename``, ``page_number``, ``text``,
``score``, ``rrf_rank``, ``rerank_score`` and, in newer versions, chunk ids) and many other
trace fields. The trace may be given bare or inside a chat response as ``rag_trace``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from pydantic import JsonValue

from answerc.adapters._common import HitDraft, build_request, drop_none, unit_or_none
from answerc.adapters._read import (
    as_object,
    child,
    get_excerpt,
    get_hits_array,
    get_id,
    get_int,
    get_number,
    get_str,
    get_str_list,
    get_text_or_int,
    load_payload,
    require_str,
)
from answerc.adapters._supermew_protocol import normalize_chunks, normalize_trace
from answerc.contract.draft import Draft, Expected
from answerc.contract.request import AnswerRequest, ControllerAction
from answerc.errors import ContractError

ROUTES: Final[Mapping[str, ControllerAction]] = {
    "answer": "answer",
    "rewrite": "rewrite",
    "clarify": "clarify",
    "scope_select": "scope_select",
    "no_knowledge": "no_knowledge",
}
"""SuperMew's grader routes and the controller action each one is. No other route exists."""

_MAPPED: Final = ("query", "route", "retrieved_chunks")
ASKING: Final = frozenset({"clarify", "scope_select"})
"""Routes that ask the user a question (``hitl_prompt``, ``hitl_options``) instead of answering."""
ABSTAINING: Final = frozenset({"clarify", "scope_select", "no_knowledge"})
"""Routes whose answer is no answer: without a given draft, the adapter emits an abstention."""
_ABSTENTION: Final[dict[str, JsonValue]] = {"abstained": True, "claims": []}
"""Trace fields that become the request itself; the rest of the trace goes to the audit."""


def _chunk(raw: Any, path: str) -> HitDraft:
    obj = as_object(raw, path)
    filename = require_str(obj, "filename", path)
    page = get_text_or_int(obj, "page_number", path)
    get_number(obj, "score", path)  # type-checked; a fusion score is not a quality score
    get_int(obj, "rrf_rank", path, minimum=1)
    chunk_id = get_id(obj, "chunk_id", path)
    fields: dict[str, Any] = {
        "evidence_key": str(chunk_id) if chunk_id is not None else None,
        "document_id": filename,
        "chunk_index": get_int(obj, "chunk_idx", path, minimum=0),
        "source": filename,
        "excerpt": get_excerpt(obj, "text", path),
        "score": unit_or_none(get_number(obj, "rerank_score", path)),
        "locator": drop_none({"source_record": filename, "page": page}),
    }
    return HitDraft(path, fields)


def _clarification(trace: Mapping[str, Any], base: str) -> dict[str, Any] | None:
    """The route's question and options, when the trace has a question."""
    question = get_str(trace, "hitl_prompt", base)
    options = get_str_list(trace, "hitl_options", base)
    if question is None or not question.strip():
        return None
    return {"question": question, "options": [o for o in options or () if o.strip()]}


def _trace_root(payload: Any) -> tuple[Mapping[str, Any], str]:
    root = as_object(load_payload(payload), "$")
    if "route" not in root and "rag_trace" in root:
        return as_object(root["rag_trace"], "$.rag_trace"), "$.rag_trace"
    return root, "$"


def from_supermew(
    payload: Mapping[str, Any] | str | bytes,
    *,
    draft: Draft | JsonValue = None,
    expected: Expected | Mapping[str, Any] | None = None,
    locale: str | None = None,
    request_id: str | None = None,
) -> AnswerRequest:
    """Turn a SuperMew RAG trace into an AnswerRequest.

    ``route`` becomes ``controller_action`` one to one (an unknown route is an error, never
    mapped to a default); ``retrieved_chunks`` become hits in their order, each from the
    document named by its file, with a locator of file and page. The rest of the trace is
    normalized as SuperMew stores it and kept in ``request.audit``. Under ``clarify``,
    ``scope_select`` and ``no_knowledge`` there is no answer: without a given ``draft`` the
    request carries an abstaining one, and ``hitl_prompt`` / ``hitl_options`` of an asking
    route become ``request.clarification``, which the rendered answer shows.

    Raises:
        ContractError: naming the JSON path in the trace.
    """
    trace, base = _trace_root(payload)
    query = require_str(trace, "query", base)
    route = require_str(trace, "route", base)
    action = ROUTES.get(route)
    if action is None:
        raise ContractError(
            child(base, "route"), f"unknown route {route!r}; one of: {', '.join(ROUTES)}"
        )
    get_str(trace, "retrieval_status", base)
    chunks = get_hits_array(trace, "retrieved_chunks", base, required=False)
    chunks_path = child(base, "retrieved_chunks")
    drafts = [_chunk(raw, child(chunks_path, index)) for index, raw in enumerate(chunks)]
    signals: list[JsonValue] = [
        {"rank": index + 1, **{k: v for k, v in chunk.items() if k != "text"}}
        for index, chunk in enumerate(normalize_chunks(chunks))
    ]
    rest = {k: v for k, v in normalize_trace(trace).items() if k not in _MAPPED}
    audit: dict[str, JsonValue] = {"adapter": "supermew", "hits": signals, "trace": rest}
    if draft is None and route in ABSTAINING:
        draft = dict(_ABSTENTION)
    return build_request(
        query=query,
        query_path=child(base, "query"),
        hits=drafts,
        audit=audit,
        controller_action=action,
        draft=draft,
        expected=expected,
        locale=locale,
        request_id=request_id,
        clarification=_clarification(trace, base) if route in ASKING else None,
    )
