"""`answerc adapt` against golden requests, and what survives compiling the adapted requests."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from answerc.adapters import from_milvus, from_pyrag, from_supermew
from answerc.cli import main
from answerc.contract.output import CompiledAnswer
from answerc.contract.request import AnswerRequest
from answerc.contract.wire import dumps, load_request
from answerc.errors import ContractError
from answerc.pipeline import compile as compile_request
from answerc.pipeline import with_markdown

ROOT = Path(__file__).resolve().parent.parent
ADAPTERS = ROOT / "fixtures" / "adapters"
GOLDEN = ADAPTERS / "golden"

DRAFT_ARGS = (
    "--draft",
    "drafts/refund-policy-zh.draft.json",
    "--expected",
    "drafts/refund-policy-zh.expected.json",
)
# name -> (system, input under fixtures/adapters, extra CLI arguments)
CASES: dict[str, tuple[str, str, tuple[str, ...]]] = {
    "pyrag-refund-policy-zh": ("pyrag", "pyrag/refund-policy-zh.json", ()),
    "pyrag-refund-policy-zh-with-draft": ("pyrag", "pyrag/refund-policy-zh.json", DRAFT_ARGS),
    "pyrag-api-rate-limit-en": ("pyrag", "pyrag/api-rate-limit-en.json", ()),
    "pyrag-no-evidence-zh": ("pyrag", "pyrag/no-evidence-zh.json", ()),
    "supermew-answer-zh": ("supermew", "supermew/answer-zh.json", ()),
    "supermew-clarify-en": ("supermew", "supermew/clarify-en.json", ()),
    "supermew-no-knowledge-zh": ("supermew", "supermew/no-knowledge-zh.json", ()),
    "milvus-hybrid-zh": ("milvus", "milvus/hybrid-zh.json", ()),
    "milvus-bare-hits-en": (
        "milvus",
        "milvus/bare-hits-en.json",
        ("--query", "How are invoices sent to customers?"),
    ),
}


def _argv(name: str) -> list[str]:
    system, source, extra = CASES[name]
    resolved = [str(ADAPTERS / arg) if arg.endswith(".json") else arg for arg in extra]
    return ["adapt", system, str(ADAPTERS / source), *resolved]


def _adapt(name: str, capsys: pytest.CaptureFixture[str]) -> str:
    assert main(_argv(name)) == 0
    captured = capsys.readouterr()
    assert captured.err == ""
    return captured.out


def _payload(name: str) -> Any:
    return json.loads((ADAPTERS / CASES[name][1]).read_text(encoding="utf-8"))


@pytest.fixture
def adapted(capsys: pytest.CaptureFixture[str]) -> Callable[[str], AnswerRequest]:
    def run(name: str) -> AnswerRequest:
        return load_request(_adapt(name, capsys))

    return run


def _compiled(request: AnswerRequest) -> CompiledAnswer:
    return compile_request(request)


@pytest.mark.parametrize("name", sorted(CASES))
def test_adapt_output_matches_its_golden_request(
    name: str, capsys: pytest.CaptureFixture[str], golden: Callable[[Path, str], None]
) -> None:
    """Each fixture adapts to exactly the bytes of its golden AnswerRequest."""
    golden(GOLDEN / f"{name}.request.json", _adapt(name, capsys))


@pytest.mark.parametrize("name", sorted(CASES))
def test_adapted_request_round_trips_through_compile_input(
    name: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """What `adapt` prints is a valid request that `compile` reads back to the same bytes."""
    text = _adapt(name, capsys)
    assert dumps(load_request(text)) == text


def test_every_golden_request_belongs_to_a_case() -> None:
    """No golden file is orphaned and none is missing."""
    on_disk = {path.name for path in GOLDEN.glob("*.request.json")}
    assert on_disk == {f"{name}.request.json" for name in CASES}


def test_pyrag_identities_and_order_survive_compile(
    adapted: Callable[[str], AnswerRequest],
) -> None:
    """py-rag evidence keys come out as pack identities in array order, duplicates excluded."""
    payload = _payload("pyrag-refund-policy-zh")
    keys = [hit["evidence_key"] for hit in payload["hits"]]
    compiled = _compiled(adapted("pyrag-refund-policy-zh"))
    assert [item.evidence_key for item in compiled.pack.items] == list(dict.fromkeys(keys))
    assert [(e.evidence_key, e.reason) for e in compiled.pack.excluded] == [(keys[4], "duplicate")]


def test_pyrag_quality_scores_are_clamped_into_unit_range(
    adapted: Callable[[str], AnswerRequest],
) -> None:
    """Quality scores above 1 or below 0 are clamped; the raw value stays in the audit."""
    for name in ("pyrag-refund-policy-zh", "pyrag-api-rate-limit-en"):
        payload = _payload(name)
        request = adapted(name)
        for hit, raw in zip(request.hits, payload["hits"], strict=True):
            assert hit.score == min(1.0, max(0.0, raw["quality_score"]))
        audit_hits = request.audit["hits"] if request.audit else None
        assert isinstance(audit_hits, list)
        assert [h["quality_score"] for h in audit_hits] == [  # type: ignore[index,call-overload]
            h["quality_score"] for h in payload["hits"]
        ]


def test_pyrag_source_is_a_locator_only_when_url_or_record_id(
    adapted: Callable[[str], AnswerRequest],
) -> None:
    """A URL or record-id source with a breadcrumb is citable; a display name never is."""
    compiled = _compiled(adapted("pyrag-refund-policy-zh"))
    by_key = {item.evidence_key: item for item in compiled.pack.items}
    record = by_key["kb-refund-policy#chunk-2"]
    assert record.citable and record.locator is not None
    assert record.locator.source_record == "kb:help/refund-policy"
    url = by_key["faq-payment#q17"]
    assert url.citable and url.url == "https://help.example.cn/faq/payment#q17"
    named = by_key["community-post-88213"]
    assert not named.citable and named.locator is None and named.url is None
    en = _compiled(adapted("pyrag-api-rate-limit-en"))
    # a record id without a breadcrumb has no section: packed, not citable
    assert [item.citable for item in en.pack.items] == [True, False, False]
    assert en.pack.items[0].evidence_key == "rank:1"


def test_pyrag_no_evidence_packs_nothing_and_keeps_the_trace_in_audit(
    adapted: Callable[[str], AnswerRequest],
) -> None:
    """`no_evidence` gives an empty pack and an insufficient answer; the trace goes to audit."""
    payload = _payload("pyrag-no-evidence-zh")
    request = adapted("pyrag-no-evidence-zh")
    compiled = _compiled(request)
    assert request.hits == ()
    assert compiled.pack.items == () and compiled.pack.candidate_count == 0
    assert compiled.canonical.status == "insufficient"
    assert compiled.canonical.citations == ()
    assert compiled.audit is not None
    assert compiled.audit["adapter"]["retrieval_trace"] == payload["retrieval_trace"]
    assert compiled.audit["adapter"]["hits_withheld"] == len(payload["hits"])


def test_pyrag_retrieval_trace_is_never_rendered(
    adapted: Callable[[str], AnswerRequest],
) -> None:
    """Nothing of the retrieval trace appears in the rendered Markdown, in either locale."""
    payload = _payload("pyrag-no-evidence-zh")
    compiled = _compiled(adapted("pyrag-no-evidence-zh"))
    for locale in ("zh", "en"):
        markdown = with_markdown(compiled, locale=locale).markdown or ""
        assert payload["retrieval_trace"]["reason"] not in markdown
        assert payload["retrieval_trace"]["request_id"] not in markdown


def test_pyrag_draft_and_expected_reach_the_request(
    adapted: Callable[[str], AnswerRequest],
) -> None:
    """--draft and --expected are carried into the request unchanged."""
    request = adapted("pyrag-refund-policy-zh-with-draft")
    draft = json.loads((ADAPTERS / DRAFT_ARGS[1]).read_text(encoding="utf-8"))
    expected = json.loads((ADAPTERS / DRAFT_ARGS[3]).read_text(encoding="utf-8"))
    assert request.draft == draft
    assert request.expected is not None
    assert list(request.expected.required_terms) == expected["required_terms"]


def test_supermew_answer_keeps_files_pages_and_chunk_ids(
    adapted: Callable[[str], AnswerRequest],
) -> None:
    """Chunks become hits of the file's document, located by file and page, in trace order."""
    payload = _payload("supermew-answer-zh")
    compiled = _compiled(adapted("supermew-answer-zh"))
    chunks = payload["retrieved_chunks"]
    assert compiled.canonical.forced_insufficient is False
    assert [item.document_id for item in compiled.pack.items] == [c["filename"] for c in chunks]
    assert [item.evidence_key for item in compiled.pack.items] == [
        chunk.get("chunk_id", f"rank:{index + 1}") for index, chunk in enumerate(chunks)
    ]
    for item, chunk in zip(compiled.pack.items, chunks, strict=True):
        assert item.locator is not None
        assert item.locator.source_record == chunk["filename"]
        assert item.locator.page == chunk["page_number"]
        assert item.citable == (chunk["page_number"] is not None)


def test_supermew_rerank_score_outside_unit_range_is_not_a_score(
    adapted: Callable[[str], AnswerRequest],
) -> None:
    """A rerank score in [0, 1] is the score; a logit like 3.71 leaves it null."""
    payload = _payload("supermew-answer-zh")
    request = adapted("supermew-answer-zh")
    for hit, chunk in zip(request.hits, payload["retrieved_chunks"], strict=True):
        raw = chunk["rerank_score"]
        assert hit.score == (raw if 0.0 <= raw <= 1.0 else None)


def test_supermew_trace_is_normalized_into_audit_as_supermew_does(
    adapted: Callable[[str], AnswerRequest],
) -> None:
    """Only protocol fields stay, None is dropped, and false, 0, "" and [] are kept."""
    payload = _payload("supermew-answer-zh")
    audit = adapted("supermew-answer-zh").audit
    assert audit is not None
    trace = audit["trace"]
    assert isinstance(trace, dict)
    for dropped in ("debug_prompt", "rerank_error_code", "query", "route"):
        assert dropped not in trace
    kept_fields = ("auto_merge_applied", "auto_merge_steps", "hitl_prompt", "missing_slots")
    for kept in (*kept_fields, "rerank_endpoint"):
        assert trace[kept] == payload[kept]
    initial = trace["initial_retrieved_chunks"]
    assert isinstance(initial, list) and len(initial) == 2
    assert all("debug" not in chunk for chunk in initial)  # type: ignore[operator]


@pytest.mark.parametrize("name", ["supermew-clarify-en", "supermew-no-knowledge-zh"])
def test_supermew_non_answer_route_forces_insufficient(
    name: str, adapted: Callable[[str], AnswerRequest]
) -> None:
    """clarify and no_knowledge force an insufficient answer whatever was retrieved."""
    compiled = _compiled(adapted(name))
    assert compiled.pack.items, "the fixture must retrieve something for this to mean anything"
    assert compiled.canonical.forced_insufficient is True
    assert compiled.canonical.status == "insufficient"
    assert compiled.canonical.citations == ()
    assert compiled.canonical.confidence == 0


def test_milvus_identities_follow_the_fallback_order(
    adapted: Callable[[str], AnswerRequest],
) -> None:
    """docId#chunk-N, else vector:{id}, else rank:{n}; a repeated chunk unites its lanes."""
    compiled = _compiled(adapted("milvus-hybrid-zh"))
    assert [item.evidence_key for item in compiled.pack.items] == [
        "ops-gateway-runbook#chunk-3",
        "ops-gateway-runbook#chunk-4",
        "vector:451203987766107",
        "vector:faq-7781",
        "rank:5",
    ]
    assert compiled.pack.items[0].lanes == ("vector", "keyword", "exact")
    assert [e.reason for e in compiled.pack.excluded] == ["duplicate"]


def test_milvus_hybrid_hits_get_the_rank_linear_quality(
    adapted: Callable[[str], AnswerRequest],
) -> None:
    """Hits found by several lanes are a fused list: quality (n - rank + 1) / n, raw in audit."""
    payload = _payload("milvus-hybrid-zh")
    request = adapted("milvus-hybrid-zh")
    total = len(payload["hits"])
    assert [hit.score for hit in request.hits] == [
        round((total - rank) / total, 6) for rank in range(total)
    ]  # the request went through canonical JSON: six decimals
    assert request.audit is not None and request.audit["quality"] == "rank_linear"
    assert [h.get("distance") for h in request.audit["hits"]] == [
        hit.get("distance") for hit in payload["hits"]
    ]


def test_milvus_rrf_scores_are_not_qualities() -> None:
    """A top hit of an RRF-ranked search is not low relevance because RRF values are ~0.03."""
    hits = [
        {"id": n, "content": f"text {n}", "score": 1 / (60 + n),
         "metadata": {"docId": f"d{n}", "breadcrumb": "s"}}
        for n in range(1, 4)
    ]  # fmt: skip
    request = from_milvus({"query": "q", "ranker": "RRFRanker", "hits": hits})
    assert [hit.score for hit in request.hits] == [1.0, 2 / 3, 1 / 3]
    compiled = _compiled(request)
    assert compiled.pack.relevance_level == "PRECISE"
    assert "low_relevance" not in {lim.code for lim in compiled.canonical.limitations}
    plain = from_milvus({"query": "q", "hits": hits})
    assert [hit.score for hit in plain.hits] == [1 / 61, 1 / 62, 1 / 63]


def test_milvus_without_a_metric_never_turns_distance_into_score(
    adapted: Callable[[str], AnswerRequest],
) -> None:
    """Bare hits state no metric: a distance gives no score, an out-of-range score neither."""
    payload = _payload("milvus-bare-hits-en")
    request = adapted("milvus-bare-hits-en")
    expected = [
        hit["score"] if "score" in hit and 0.0 <= hit["score"] <= 1.0 else None for hit in payload
    ]
    assert [hit.score for hit in request.hits] == expected
    assert None in expected and any(value is not None for value in expected)


# fixture under malformed/, system, extra arguments, JSON path the error must name
MALFORMED: list[tuple[str, str, tuple[str, ...], str]] = [
    ("pyrag-missing-excerpt.json", "pyrag", (), "$.hits[2].excerpt"),
    ("pyrag-quality-string.json", "pyrag", (), "$.hits[0].quality_score"),
    ("pyrag-unknown-status.json", "pyrag", (), "$.evidence_status"),
    ("pyrag-hits-not-array.json", "pyrag", (), "$.hits"),
    ("pyrag-not-json.json", "pyrag", (), "$"),
    ("supermew-unknown-route.json", "supermew", (), "$.route"),
    ("supermew-missing-filename.json", "supermew", (), "$.retrieved_chunks[1].filename"),
    ("supermew-page-float.json", "supermew", (), "$.retrieved_chunks[0].page_number"),
    ("supermew-missing-query.json", "supermew", (), "$.rag_trace.query"),
    ("milvus-chunk-index-string.json", "milvus", (), "$.hits[1].metadata.chunkIndex"),
    ("milvus-missing-content.json", "milvus", ("--query", "invoices"), "$[0].content"),
    ("milvus-unknown-lane.json", "milvus", (), "$.hits[0].lanes[1]"),
    ("milvus-no-query.json", "milvus", (), "$"),
]


def _run_cli(*argv: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "answerc", *argv],
        cwd=ROOT,
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=60,
        check=False,
    )


@pytest.mark.parametrize(("fixture", "system", "extra", "path"), MALFORMED)
def test_malformed_payload_exits_2_naming_the_json_path(
    fixture: str, system: str, extra: tuple[str, ...], path: str
) -> None:
    """A malformed payload exits 2, names the JSON path on stderr, and prints nothing."""
    result = _run_cli("adapt", system, str(ADAPTERS / "malformed" / fixture), *extra)
    assert result.returncode == 2, result.stderr
    assert result.stdout == ""
    assert f"invalid input at {path}:" in result.stderr
    assert "Traceback" not in result.stderr


def test_invalid_expected_file_exits_2_naming_its_path() -> None:
    """An --expected file of the wrong shape is an input error naming the path in that file."""
    result = _run_cli(
        "adapt",
        "pyrag",
        str(ADAPTERS / "pyrag" / "refund-policy-zh.json"),
        "--expected",
        str(ADAPTERS / "malformed" / "expected-bad-terms.json"),
    )
    assert result.returncode == 2
    assert result.stdout == ""
    assert "invalid input at $.required_terms:" in result.stderr
    assert "--expected" in result.stderr


def test_adapt_reads_stdin_and_pipes_into_compile() -> None:
    """`adapt -` reads stdin, and its output compiles with exit 0."""
    source = (ADAPTERS / "supermew" / "clarify-en.json").read_bytes()
    adapted = subprocess.run(
        [sys.executable, "-m", "answerc", "adapt", "supermew", "-"],
        cwd=ROOT,
        input=source,
        capture_output=True,
        timeout=60,
        check=False,
    )
    assert adapted.returncode == 0, adapted.stderr
    compiled = subprocess.run(
        [sys.executable, "-m", "answerc", "compile", "-"],
        cwd=ROOT,
        input=adapted.stdout,
        capture_output=True,
        timeout=60,
        check=False,
    )
    assert compiled.returncode == 0, compiled.stderr
    assert json.loads(compiled.stdout)["canonical"]["forced_insufficient"] is True


@pytest.mark.parametrize("value", ["yes", "no", 1, "true", 0])
def test_expected_is_as_strict_as_a_request(value: object, tmp_path: Path) -> None:
    """A non-boolean should_abstain in --expected (or a mapping) is an input error, not coerced."""
    from answerc.adapters.cli import read_expected

    data = json.dumps({"should_abstain": value}).encode()
    with pytest.raises(ContractError) as bad:
        read_expected(data)
    assert bad.value.path == "$.should_abstain" and "--expected" in str(bad.value)
    with pytest.raises(ContractError):
        from_pyrag(_payload("pyrag-refund-policy-zh"), expected={"should_abstain": value})
    if value == "yes":
        path = tmp_path / "expected.json"
        path.write_bytes(data)
        payload = str(ADAPTERS / "pyrag" / "refund-policy-zh.json")
        result = _run_cli("adapt", "pyrag", payload, "--expected", str(path))
        assert result.returncode == 2 and result.stdout == ""
        assert "invalid input at $.should_abstain:" in result.stderr


def test_supermew_keeps_the_rerank_protocol_fields_in_the_audit() -> None:
    """rerank_error and rerank_endpoint are protocol fields: the audit keeps them."""
    payload = _payload("supermew-answer-zh")
    payload["rerank_error"] = "embedding_failed"
    payload["rerank_endpoint"] = "http://127.0.0.1:9000/rerank"
    request = from_supermew(payload)
    assert request.audit is not None
    assert request.audit["trace"]["rerank_error"] == "embedding_failed"
    assert request.audit["trace"]["rerank_endpoint"] == "http://127.0.0.1:9000/rerank"


@pytest.mark.parametrize("locale", ["zh", "en"])
def test_supermew_clarify_renders_the_question_and_options(
    adapted: Callable[[str], AnswerRequest], locale: str
) -> None:
    """A clarify trace without a draft abstains and shows the question and each option."""
    trace = _payload("supermew-clarify-en")["rag_trace"]
    request = adapted("supermew-clarify-en")
    assert request.draft == {"abstained": True, "claims": []}
    compiled = with_markdown(_compiled(request), locale=locale)
    assert compiled.verdict == "abstained"
    markdown = compiled.markdown or ""
    assert trace["hitl_prompt"].replace(":", "\\:") in markdown
    for option in trace["hitl_options"]:
        assert f"- {option}" in markdown
    assert "generation.contract" not in markdown.split("## ")[1]


def test_supermew_no_knowledge_without_a_draft_abstains(
    adapted: Callable[[str], AnswerRequest],
) -> None:
    """no_knowledge gives an abstaining draft (not a failed generation) and no question."""
    request = adapted("supermew-no-knowledge-zh")
    assert request.draft == {"abstained": True, "claims": []}
    assert request.clarification is None
    assert _compiled(request).verdict == "abstained"
