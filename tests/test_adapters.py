"""Adapters as Python functions: duck typing, scores, identities, limits, errors."""

from __future__ import annotations

import doctest
import importlib
import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

import answerc.adapters
from answerc.adapters import (
    from_langchain,
    from_llamaindex,
    from_milvus,
    from_pyrag,
    from_supermew,
)
from answerc.adapters.cli import read_draft
from answerc.adapters.supermew import ROUTES
from answerc.contract.draft import Claim, Draft
from answerc.contract.request import MAX_EXCERPT_CHARS, MAX_HITS
from answerc.errors import ContractError
from answerc.pipeline import compile as compile_request

ADAPTERS = Path(__file__).resolve().parent.parent / "fixtures" / "adapters"


@dataclass
class Document:
    """Shaped like langchain_core.documents.Document, without importing it."""

    page_content: str
    metadata: dict[str, Any] = field(default_factory=dict)
    id: str | None = None


@dataclass
class TextNode:
    """Shaped like a LlamaIndex TextNode: content comes from get_content()."""

    content: str
    node_id: str
    metadata: dict[str, Any] = field(default_factory=dict)
    ref_doc_id: str | None = None

    def get_content(self) -> str:
        return self.content


@dataclass
class NodeWithScore:
    """Shaped like llama_index.core.schema.NodeWithScore."""

    node: Any
    score: float | None = None


def _pyrag(**overrides: Any) -> dict[str, Any]:
    payload: dict[str, Any] = {
        "query": "退款多久到账？",
        "mode": "hybrid",
        "evidence_status": "supported",
        "hits": [{"document_id": "kb-refund", "excerpt": "1 至 3 个工作日到账。"}],
    }
    payload.update(overrides)
    return payload


def test_public_adapter_names_are_sorted_and_resolve() -> None:
    """`answerc.adapters.__all__` is sorted and every name in it exists."""
    names = answerc.adapters.__all__
    assert list(names) == sorted(names)
    assert all(callable(getattr(answerc.adapters, name)) for name in names)


@pytest.mark.parametrize(
    "module",
    [
        "answerc.adapters._common",
        "answerc.adapters._read",
        "answerc.adapters._supermew_protocol",
        "answerc.adapters.cli",
    ],
)
def test_adapter_doctests_pass(module: str) -> None:
    """The examples in the adapters' docstrings hold."""
    result = doctest.testmod(importlib.import_module(module))
    assert result.attempted > 0 and result.failed == 0, result


def test_langchain_documents_map_metadata_to_identity_and_locator() -> None:
    """A Document's source, page label and id become document, locator and vector identity."""
    docs = [
        Document(
            page_content="Refunds are processed within 3 business days.",
            metadata={"source": "policies/refund.pdf", "page": 4, "page_label": "5"},
            id="vec-1",
        ),
        {
            "page_content": "See the help center for refund status.",
            "metadata": {"source": "https://help.example.com/refunds", "section": "Status"},
        },
    ]
    request = from_langchain(docs, query="How long do refunds take?")
    first, second = request.hits
    assert (first.document_id, first.vector_id) == ("policies/refund.pdf", "vec-1")
    assert first.locator is not None and first.locator.page == "5"
    assert first.locator.source_record == "policies/refund.pdf"
    assert second.url == "https://help.example.com/refunds"
    assert second.locator is not None and second.locator.source_record is None
    compiled = compile_request(request)
    assert [item.evidence_key for item in compiled.pack.items] == ["vector:vec-1", "rank:2"]
    assert [item.citable for item in compiled.pack.items] == [True, True]
    assert request.locale == "en"


def test_langchain_pair_scores_are_used_only_when_declared_relevance() -> None:
    """(document, score) pairs: the score is a relevance only when the caller says so."""
    pairs = [
        (Document("a", {"document_id": "d1"}), 0.82),
        (Document("b", {"document_id": "d2"}), 1.4),
    ]
    plain = from_langchain(pairs, query="q")
    assert [hit.score for hit in plain.hits] == [None, None]
    assert plain.audit is not None and plain.audit["hits"] == [
        {"rank": 1, "score": 0.82},
        {"rank": 2, "score": 1.4},
    ]
    declared = from_langchain(pairs, query="q", relevance_scores=True)
    assert [hit.score for hit in declared.hits] == [0.82, 1.0]


def test_llamaindex_nodes_objects_and_dicts_adapt_alike() -> None:
    """NodeWithScore objects and their dict form give the same hits."""
    meta = {"file_name": "手册.pdf", "page_label": "12"}
    as_objects = [
        NodeWithScore(TextNode("重置需长按 10 秒。", "n-1", dict(meta), ref_doc_id="doc-7"), 0.91)
    ]
    as_dicts = [
        {
            "node": {"text": "重置需长按 10 秒。", "id_": "n-1", "metadata": dict(meta),
                     "ref_doc_id": "doc-7"},
            "score": 0.91,
        }
    ]  # fmt: skip
    one = from_llamaindex(as_objects, query="怎么重置？", relevance_scores=True)
    two = from_llamaindex(as_dicts, query="怎么重置？", relevance_scores=True)
    assert one == two
    hit = one.hits[0]
    assert (hit.document_id, hit.vector_id, hit.score) == ("doc-7", "n-1", 0.91)
    assert hit.locator is not None and hit.locator.source_record == "手册.pdf"
    assert one.locale == "zh"


def test_framework_errors_name_the_position_in_the_sequence() -> None:
    """A wrong type in the n-th object names that position and field."""
    with pytest.raises(ContractError) as err:
        from_langchain([Document("ok"), {"page_content": 42}], query="q")
    assert err.value.path == "$[1].page_content"
    with pytest.raises(ContractError) as err:
        from_llamaindex([{"score": 0.3}], query="q")
    assert err.value.path == "$[0].node"
    with pytest.raises(ContractError) as err:
        from_llamaindex([NodeWithScore(TextNode("t", "n"), "high")], query="q")  # type: ignore[arg-type]
    assert err.value.path == "$[0].score"


@pytest.mark.parametrize("route", sorted(ROUTES))
def test_every_supermew_route_maps_to_its_controller_action(route: str) -> None:
    """Each SuperMew route is the same-named controller action; only answer is not forced."""
    trace = {
        "query": "报销多久审批？",
        "route": route,
        "retrieved_chunks": [
            {"filename": "财务制度.pdf", "page_number": 3, "text": "5 个工作日内审批。"}
        ],
    }
    request = from_supermew(trace)
    assert request.controller_action == route
    compiled = compile_request(request)
    assert compiled.canonical.forced_insufficient == (route != "answer")


def test_supermew_trace_may_be_wrapped_in_a_chat_response() -> None:
    """A chat response's `rag_trace` is read like the bare trace."""
    trace = {"query": "q", "route": "rewrite", "retrieved_chunks": []}
    assert from_supermew({"response": "…", "rag_trace": trace}) == from_supermew(trace)


@pytest.mark.parametrize(
    ("hit", "metric", "score"),
    [
        ({"score": 0.42}, None, 0.42),
        ({"score": 1.3}, None, None),
        ({"distance": 0.42}, None, None),
        ({"distance": 0.42}, "L2", None),
        ({"distance": 0.42}, "IP", None),
        ({"distance": 0.42}, "COSINE", 0.42),
        ({"distance": -0.3}, "cosine", 0.0),
        ({"score": 0.6, "distance": 0.9}, "COSINE", 0.6),
    ],
)
def test_milvus_distance_is_a_score_only_under_a_similarity_metric(
    hit: dict[str, Any], metric: str | None, score: float | None
) -> None:
    """Only a COSINE distance becomes a score; L2, IP or no metric leave it null."""
    payload = [{"id": 7, "content": "text", **hit}]
    request = from_milvus(payload, query="q", metric_type=metric)
    assert request.hits[0].score == score


def test_milvus_chunk_index_without_doc_id_does_not_make_a_chunk_key() -> None:
    """A chunkIndex alone never invents a document: the identity falls back to the vector id."""
    request = from_milvus([{"id": 9, "content": "t", "metadata": {"chunkIndex": 2}}], query="q")
    compiled = compile_request(request)
    assert compiled.pack.items[0].evidence_key == "vector:9"


def test_milvus_query_and_metric_must_agree_when_given_twice() -> None:
    """A query or metric given in the payload and separately must be the same."""
    payload = {"query": "a", "metric_type": "COSINE", "hits": []}
    assert from_milvus(payload, query="a", metric_type="COSINE").query == "a"
    with pytest.raises(ContractError) as err:
        from_milvus(payload, query="b")
    assert err.value.path == "$.query"
    with pytest.raises(ContractError) as err:
        from_milvus(payload, metric_type="L2")
    assert err.value.path == "$.metric_type"


def test_adapters_accept_json_text_and_bytes() -> None:
    """A payload given as JSON text or bytes adapts like the parsed object."""
    payload = _pyrag()
    text = json.dumps(payload, ensure_ascii=False)
    assert from_pyrag(text) == from_pyrag(text.encode("utf-8")) == from_pyrag(payload)


def test_too_many_hits_are_refused_at_the_input_array() -> None:
    """More hits than a request may carry is an error naming the input array."""
    hits = [{"document_id": "d", "excerpt": "x"}] * (MAX_HITS + 1)
    with pytest.raises(ContractError) as err:
        from_pyrag(_pyrag(hits=hits))
    assert err.value.path == "$.hits"


def test_overlong_excerpt_is_refused_at_its_input_path() -> None:
    """An excerpt beyond the request limit names the field it came from."""
    chunk = {"filename": "f.pdf", "text": "字" * (MAX_EXCERPT_CHARS + 1)}
    with pytest.raises(ContractError) as err:
        from_supermew({"query": "q", "route": "answer", "retrieved_chunks": [chunk]})
    assert err.value.path == "$.retrieved_chunks[0].text"


@pytest.mark.parametrize(
    ("score", "path"),
    [(True, "$.hits[0].quality_score"), ([0.5], "$.hits[0].quality_score")],
)
def test_a_boolean_or_array_is_not_a_quality_score(score: Any, path: str) -> None:
    """JSON booleans and arrays are rejected where a number is expected."""
    payload = _pyrag(hits=[{"document_id": "d", "excerpt": "x", "quality_score": score}])
    with pytest.raises(ContractError) as err:
        from_pyrag(payload)
    assert err.value.path == path


def test_blank_query_is_refused() -> None:
    """A query of whitespace is refused at its path."""
    with pytest.raises(ContractError) as err:
        from_pyrag(_pyrag(query="   "))
    assert err.value.path == "$.query"


def test_draft_model_and_expected_mapping_are_accepted() -> None:
    """A Draft model is carried as its JSON; an invalid expected mapping is an input error."""
    draft = Draft(claims=(Claim(text="1 至 3 个工作日到账。", citations=("K1",)),))
    request = from_pyrag(_pyrag(), draft=draft, expected={"required_terms": ["工作日"]})
    assert request.draft == {"claims": [{"text": "1 至 3 个工作日到账。", "citations": ["K1"]}]}
    assert request.expected is not None and request.expected.required_terms == ("工作日",)
    with pytest.raises(ContractError) as err:
        from_pyrag(_pyrag(), expected={"should_abstain": "maybe"})
    assert err.value.path == "$.should_abstain"


def test_locale_is_guessed_from_the_query_unless_given() -> None:
    """A CJK query renders in zh and a Latin one in en; an explicit locale wins."""
    assert from_pyrag(_pyrag()).locale == "zh"
    assert from_pyrag(_pyrag(query="refund time")).locale == "en"
    assert from_pyrag(_pyrag(), locale="en").locale == "en"


def test_draft_file_that_is_not_json_is_kept_as_text_not_refused() -> None:
    """A draft file that does not parse becomes a text draft (judged later), never exit 2."""
    assert read_draft(b'{"claims": [') == '{"claims": ['
    assert read_draft(b'\xef\xbb\xbf{"abstained": true}') == {"abstained": True}
    with pytest.raises(ContractError):
        read_draft(b"\xff\xfe{}")
    request = from_pyrag(_pyrag(), draft=read_draft(b'{"claims": ['))
    assert compile_request(request).verdict != "grounded"


def test_supermew_fixture_audit_keeps_per_hit_signals_without_text() -> None:
    """Per-hit rrf_rank and scores go to the audit by rank; the text is only in the hit."""
    payload = json.loads((ADAPTERS / "supermew" / "answer-zh.json").read_text(encoding="utf-8"))
    audit = from_supermew(payload).audit
    assert audit is not None and isinstance(audit["hits"], list)
    for rank, (signal, chunk) in enumerate(
        zip(audit["hits"], payload["retrieved_chunks"], strict=True), 1
    ):
        assert isinstance(signal, dict)
        assert signal["rank"] == rank and "text" not in signal
        assert signal["rrf_rank"] == chunk["rrf_rank"]


def test_langchain_url_source_and_file_path_give_url_and_record() -> None:
    """A URL source becomes the url while a file path in the same metadata is the record."""
    doc = Document(
        "Invoices are emailed monthly.",
        {"source": "https://docs.example.com/billing", "file_path": "billing.md", "page": 2},
    )
    hit = from_langchain([doc], query="invoices").hits[0]
    assert hit.url == "https://docs.example.com/billing"
    assert hit.locator is not None
    assert (hit.locator.source_record, hit.locator.page) == ("billing.md", 2)


def test_framework_chunk_index_counts_only_with_a_named_document() -> None:
    """metadata chunk_index makes doc#chunk-N with a document id, and is ignored without one."""
    named = Document("a", {"doc_id": "faq", "chunk_index": 3}, id="v1")
    anonymous = Document("b", {"chunk_index": 4}, id="v2")
    compiled = compile_request(from_langchain([named, anonymous], query="q"))
    assert [item.evidence_key for item in compiled.pack.items] == ["faq#chunk-3", "vector:v2"]
