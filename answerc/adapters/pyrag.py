"""py-rag search API v1 response -> AnswerRequest.

py-rag answers a search with ``query``, ``mode``, ``hits[]`` (``evidence_key``,
``document_id``, ``source``, ``title``, ``breadcrumb``, ``excerpt``, ``quality_score``,
``relevance_level``), a top-level ``relevance_level``, ``evidence_status`` (``supported`` |
``no_evidence``) and a ``retrieval_trace``. See docs/adapters.md for the field table.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from pydantic import JsonValue

from answerc.adapters._common import (
    HitDraft,
    build_request,
    clamp_unit,
    drop_none,
    is_http_url,
    is_record_id,
)
from answerc.adapters._read import (
    as_object,
    child,
    get_excerpt,
    get_hits_array,
    get_number,
    get_str,
    load_payload,
    require_str,
)
from answerc.contract.draft import Draft, Expected
from answerc.contract.request import AnswerRequest
from answerc.errors import ContractError

EVIDENCE_STATUSES: Final = ("supported", "no_evidence")


def _locator_fields(source: str | None, breadcrumb: str | None) -> dict[str, Any]:
    """Hit url and locator from the payload's own data: a URL or a record id, plus a section.

    The breadcrumb (``退款政策 > 退款时限``) is the only section py-rag gives; without a URL or
    record id in ``source`` nothing is invented and the item stays uncitable.
    """
    section = breadcrumb if breadcrumb is not None and breadcrumb.strip() else None
    if source is not None and is_http_url(source):
        return {"url": source, "locator": {"section": section} if section else None}
    if source is not None and is_record_id(source):
        return {"locator": drop_none({"source_record": source, "section": section})}
    return {}


def _hit(raw: Any, path: str) -> tuple[HitDraft, dict[str, JsonValue]]:
    obj = as_object(raw, path)
    source = get_str(obj, "source", path)
    breadcrumb = get_str(obj, "breadcrumb", path)
    quality = get_number(obj, "quality_score", path)
    fields: dict[str, Any] = {
        "evidence_key": get_str(obj, "evidence_key", path, non_empty=True),
        "document_id": require_str(obj, "document_id", path),
        "title": get_str(obj, "title", path),
        "breadcrumb": breadcrumb,
        "source": source,
        "excerpt": get_excerpt(obj, "excerpt", path),
        "score": clamp_unit(quality),
        **_locator_fields(source, breadcrumb),
    }
    signals: dict[str, JsonValue] = drop_none(
        {
            "quality_score": quality,
            "relevance_level": get_str(obj, "relevance_level", path),
        }
    )
    return HitDraft(path, fields), signals


def from_pyrag(
    payload: Mapping[str, Any] | str | bytes,
    *,
    draft: Draft | JsonValue = None,
    expected: Expected | Mapping[str, Any] | None = None,
    locale: str | None = None,
    request_id: str | None = None,
) -> AnswerRequest:
    """Turn a py-rag search API v1 response into an AnswerRequest.

    Hits keep their array order; the quality score, clamped to [0, 1], is the score;
    ``evidence_status: no_evidence`` packs no hit at all. The response's ``mode``,
    relevance levels and ``retrieval_trace`` go to ``request.audit`` only.

    Raises:
        ContractError: naming the JSON path in the py-rag response.
    """
    root = as_object(load_payload(payload), "$")
    query = require_str(root, "query", "$")
    status = require_str(root, "evidence_status", "$")
    if status not in EVIDENCE_STATUSES:
        raise ContractError(
            "$.evidence_status", f"{status!r} is not one of {', '.join(EVIDENCE_STATUSES)}"
        )
    raw_hits = get_hits_array(root, "hits", "$", required=True)
    drafts: list[HitDraft] = []
    signals: list[JsonValue] = []
    for index, raw in enumerate(raw_hits):
        draft_hit, hit_signals = _hit(raw, child("$.hits", index))
        drafts.append(draft_hit)
        signals.append({"rank": index + 1, **hit_signals})
    withheld = len(drafts) if status == "no_evidence" else 0
    audit: dict[str, JsonValue] = {
        "adapter": "pyrag",
        "evidence_status": status,
        "hits": signals,
        "hits_withheld": withheld,
    }
    for name in ("mode", "relevance_level"):
        value = get_str(root, name, "$")
        if value is not None:
            audit[name] = value
    if "retrieval_trace" in root:
        audit["retrieval_trace"] = root["retrieval_trace"]
    return build_request(
        query=query,
        query_path="$.query",
        hits=drafts if status == "supported" else (),
        audit=audit,
        draft=draft,
        expected=expected,
        locale=locale,
        request_id=request_id,
    )
