"""SuperMew's RAG trace protocol: the fields it keeps, and its normalization.

SuperMew (``backend/schemas/rag.py``) stores a trace through ``normalize_rag_trace``: only
the fields of its ``RagTrace`` model are kept, chunk lists keep only ``RetrievedChunk``
fields and drop items without a ``filename``, sub-traces are normalized the same way, and
the result is dumped with ``exclude_none`` — ``None`` goes, ``False`` / ``0`` / ``""`` /
``[]`` stay. This module restates that rule over plain JSON; it imports nothing of SuperMew.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

CHUNK_FIELDS: Final = frozenset(
    {
        "filename", "file_type", "page_number", "text", "score", "rrf_rank", "rerank_score",
        "chunk_id", "parent_chunk_id", "root_chunk_id", "chunk_level", "chunk_idx",
        "document_id", "document_version_id", "section_id", "index_version", "content_hash",
        "merged_from_children", "merged_child_count",
    }
)  # fmt: skip
"""Fields of SuperMew's ``RetrievedChunk``."""

TARGET_FIELDS: Final = frozenset({"collection_name", "required", "mode", "hit_count"})
"""Fields of SuperMew's ``RetrievalTargetTrace``."""

CHUNK_LISTS: Final = frozenset(
    {
        "retrieved_chunks",
        "initial_retrieved_chunks",
        "rewrite_retrieved_chunks",
        "hitl_targeted_retrieved_chunks",
    }
)

TRACE_FIELDS: Final = frozenset(
    {
        "tool_used", "tool_name", "query", "rewrite_method", "rewritten_query",
        "step_back_question", "hyde_document", "retrieval_stage", "route", "retrieval_status",
        "retrieval_outcome", "evidence_relevance", "evidence_answerability",
        "evidence_ambiguity", "evidence_confidence", "evidence_reason",
        "grader_evidence_characters", "grader_evidence_omitted_count",
        "grader_evidence_truncated_count", "missing_slots", "hitl_prompt", "hitl_options",
        "hitl_resumed", "hitl_answer", "hitl_resume_strategy", "hitl_resume_from_status",
        "hitl_resume_from_route", "hitl_targeted_retrieved_chunks", "rerank_enabled",
        "rerank_applied", "rerank_model", "rerank_endpoint", "rerank_error", "rerank_error_code",
        "rerank_retryable",
        "rerank_attempts", "rerank_fallback_applied", "rerank_timeout_seconds",
        "rerank_min_score", "rerank_threshold_applied", "rerank_skip_reason",
        "rerank_candidate_count", "rerank_candidate_limit", "rerank_candidate_limit_applied",
        "rerank_payload_characters", "rerank_document_character_limit",
        "rerank_total_character_limit", "rerank_truncated_document_count", "post_rerank_count",
        "post_threshold_count", "retrieval_empty", "retrieval_degraded_code",
        "provider_error_code", "provider_error_stage", "coverage_gap_codes",
        "coverage_gap_questions", "retrieval_mode", "retrieval_pipeline", "candidate_k",
        "candidate_k_source", "candidate_k_config_error", "retrieval_candidate_multiplier",
        "retrieval_top_k", "recall_count", "deduplicated_recall_count", "retrieval_index_id",
        "retrieval_target_count", "retrieval_required_target_count",
        "retrieval_optional_target_count", "retrieval_optional_missing_count",
        "retrieval_target_results", "post_merge_candidate_count", "candidate_count",
        "leaf_retrieve_level", "auto_merge_enabled", "auto_merge_applied",
        "auto_merge_threshold", "auto_merge_replaced_chunks", "auto_merge_steps",
        "retrieved_chunks", "initial_retrieved_chunks", "rewrite_retrieved_chunks",
        "complexity", "complexity_reason", "sub_questions", "sub_agent_count",
        "synthesis_merged_count",
    }
)  # fmt: skip
"""Fields of SuperMew's ``RagTraceFields`` (a sub-trace has these; a trace adds ``sub_traces``)."""


def _keep(value: Mapping[str, Any], fields: frozenset[str]) -> dict[str, Any]:
    return {key: value[key] for key in sorted(fields) if key in value and value[key] is not None}


def normalize_chunks(value: Any) -> list[dict[str, Any]]:
    """Keep chunk objects that name a file, with their protocol fields only.

    Example:
        >>> normalize_chunks([{"filename": "a.pdf", "page_number": None, "x": 1}, {"text": "t"}])
        [{'filename': 'a.pdf'}]
    """
    if not isinstance(value, list | tuple):
        return []
    return [
        _keep(item, CHUNK_FIELDS)
        for item in value
        if isinstance(item, Mapping) and item.get("filename")
    ]


def normalize_trace(trace: Mapping[str, Any], *, sub_trace: bool = False) -> dict[str, Any]:
    """Normalize a trace as SuperMew stores it: protocol fields only, ``None`` dropped.

    Example:
        >>> normalize_trace({"route": "answer", "rerank_applied": False, "candidate_k": 0,
        ...                  "rerank_error": "embedding_failed", "rerank_model": None,
        ...                  "debug_blob": "x"})  # doctest: +NORMALIZE_WHITESPACE
        {'candidate_k': 0, 'rerank_applied': False,
         'rerank_error': 'embedding_failed', 'route': 'answer'}
    """
    out = _keep(trace, TRACE_FIELDS)
    for key in CHUNK_LISTS & out.keys():
        out[key] = normalize_chunks(out[key])
    if "retrieval_target_results" in out:
        targets = out["retrieval_target_results"]
        out["retrieval_target_results"] = [
            _keep(item, TARGET_FIELDS)
            for item in (targets if isinstance(targets, list | tuple) else ())
            if isinstance(item, Mapping)
        ]
    if not sub_trace and trace.get("sub_traces") is not None:
        subs = trace["sub_traces"]
        out["sub_traces"] = [
            normalize_trace(item, sub_trace=True)
            for item in (subs if isinstance(subs, list | tuple) else ())
            if isinstance(item, Mapping) and item
        ]
    return out
