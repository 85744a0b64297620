"""Strict input handling (SPEC §2) and canonical output."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from answerc.contract.wire import dumps, load_request, parse_json
from answerc.errors import ContractError


def hashed(request: Any) -> dict[str, Any]:
    """The validated request as hashed: defaults filled in, an unset ``clarification`` left out
    (a field added after the first release leaves older hashes as they were)."""
    plain: dict[str, Any] = request.model_dump(mode="json")
    if plain.get("clarification") is None:
        plain.pop("clarification", None)
    return plain



def base(**extra: Any) -> dict[str, Any]:
    request: dict[str, Any] = {"query": "网关超时", "hits": [{"document_id": "d", "excerpt": "x"}]}
    request.update(extra)
    return request


def error_of(data: Any) -> ContractError:
    raw = data if isinstance(data, bytes | str) else json.dumps(data)
    with pytest.raises(ContractError) as info:
        load_request(raw)
    return info.value


@pytest.mark.parametrize(
    ("mutate", "path"),
    [
        (lambda r: r["hits"][0].update(score=1.5), "$.hits[0].score"),
        (lambda r: r["hits"][0].update(surprise=1), "$.hits[0].surprise"),
        (lambda r: r.update(extra_top=1), "$.extra_top"),
        (lambda r: r["hits"][0].pop("excerpt"), "$.hits[0].excerpt"),
        (lambda r: r.update(query=""), "$.query"),
        (lambda r: r.update(query="   "), "$.query"),
        (lambda r: r.update(locale="fr"), "$.locale"),
        (lambda r: r.update(controller_action="guess"), "$.controller_action"),
        (lambda r: r.update(as_of="yesterday"), "$.as_of"),
        (lambda r: r.update(as_of="2026-09-01T10:00:00"), "$.as_of"),
        (lambda r: r["hits"][0].update(lanes=["vector", "semantic"]), "$.hits[0].lanes[1]"),
        (lambda r: r["hits"][0].update(locator={"url": "u", "pgae": 3}), "$.hits[0].locator.pgae"),
        (lambda r: r.update(policy={"max_citations": 11}), "$.policy.max_citations"),
        (lambda r: r.update(policy={"max_evidence": 0}), "$.policy.max_evidence"),
        (
            lambda r: r.update(
                graph={
                    "entry": "a",
                    "destination": "b",
                    "nodes": [{"id": "a"}],
                    "edges": [{"source": "a", "target": "zz"}],
                }
            ),
            "$.graph",
        ),
        (lambda r: r.update(expected={"should_abstain": "yes"}), "$.expected.should_abstain"),
    ],
)
def test_invalid_field_is_rejected_naming_its_json_path(mutate: Any, path: str) -> None:
    """Each invalid field produces one ContractError whose path names it."""
    request = base()
    mutate(request)
    assert error_of(request).path == path


def test_nan_and_infinity_are_rejected() -> None:
    """NaN/Infinity are not JSON."""
    for token in ("NaN", "Infinity", "-Infinity"):
        text = '{"query": "q", "hits": [{"document_id": "d", "excerpt": "x", "score": %s}]}' % token
        assert "not valid JSON" in error_of(text).message


def test_duplicate_keys_are_rejected_with_their_path() -> None:
    """A duplicate key anywhere is an error naming the key."""
    err = error_of('{"query": "q", "hits": [{"document_id": "a", "excerpt": "x", "excerpt": "y"}]}')
    assert err.path == "$.hits[0].excerpt"
    assert "duplicate key 'excerpt'" in err.message


def test_nesting_deeper_than_32_is_rejected() -> None:
    """Depth 33 fails, depth 32 passes the depth rule."""
    deep32: Any = "x"
    for _ in range(30):
        deep32 = [deep32]
    load_request(json.dumps(base(draft=deep32)))  # 1 (request) + 1 (draft key -> list) ... <= 32
    deep = "[" * 40 + "]" * 40
    err = error_of('{"query": "q", "draft": %s}' % deep)
    assert "nesting deeper than 32" in err.message


def test_absurd_nesting_is_an_error_not_a_crash() -> None:
    """Nesting past the interpreter's recursion limit is still a ContractError."""
    err = error_of('{"query": "q", "draft": ' + "[" * 100_000 + "]" * 100_000 + "}")
    assert "nesting" in err.message


def test_non_utf8_bytes_are_rejected_and_bom_tolerated() -> None:
    """UTF-8 only; a leading BOM is fine."""
    assert "not UTF-8" in error_of(b'{"query": "\xff"}').message
    assert load_request('\ufeff{"query": "q"}'.encode()).query == "q"


def test_limits_are_rejected_before_validation() -> None:
    """More than 1000 hits, a 100 001-character excerpt, 10 001 nodes: exit-2 errors."""
    assert error_of(base(hits=[{"document_id": "d", "excerpt": "x"}] * 1001)).path == "$.hits"
    assert (
        error_of(base(hits=[{"document_id": "d", "excerpt": "x" * 100_001}])).path
        == "$.hits[0].excerpt"
    )
    nodes = [{"id": f"n{i}"} for i in range(10_001)]
    assert (
        error_of(base(graph={"entry": "n0", "destination": "n1", "nodes": nodes})).path
        == "$.graph.nodes"
    )


def test_limits_themselves_are_accepted() -> None:
    """Exactly 1000 hits and a 100 000-character excerpt are valid."""
    request = load_request(
        json.dumps(base(hits=[{"document_id": "d", "excerpt": "x" * 100_000}] * 1000))
    )
    assert len(request.hits) == 1000


def test_malformed_draft_is_not_an_input_error() -> None:
    """A draft of any shape is accepted here; generation.contract judges it later."""
    for draft in ({"claims": None}, "not json", [1, 2], {"abstained": "maybe"}, 42):
        assert load_request(json.dumps(base(draft=draft))).draft == draft


def test_top_level_must_be_an_object() -> None:
    """A JSON array is not a request."""
    assert error_of("[]").path == "$"
    assert "not valid JSON" in error_of("{").message


def test_parse_json_accepts_plain_values() -> None:
    """The strict parser still parses ordinary JSON."""
    assert parse_json('{"a": [1, 2.5, "三"]}') == {"a": [1, 2.5, "三"]}


def test_dumps_is_sorted_utf8_with_fixed_floats() -> None:
    """Canonical output: sorted keys, raw UTF-8, floats rounded, one final newline."""
    assert dumps({"b": "网关", "a": 1 / 3}) == '{\n  "a": 0.333333,\n  "b": "网关"\n}\n'


@pytest.mark.parametrize(
    ("scores", "draft"),
    [
        # floats and keys json.dumps writes otherwise than JCS: the parts go one by one
        ((1.0, 0.0, 1e-7, 0.1, 0.30000000000000004, 5e-324), {"\ufb01": 1.5, "😀": [2.0, None]}),
        # everything json.dumps writes as JCS does: one buffer
        ((0.1, 0.30000000000000004, 1e-10), {"fi": 0.5, "k": ["😀\u2028\x7f", None]}),
    ],
)
def test_request_hash_equals_sha256_of_rfc8785_bytes(
    scores: tuple[float, ...], draft: dict[str, Any]
) -> None:
    """The fast hash paths (part by part, or one buffer) write exactly rfc8785.dumps's bytes."""
    import hashlib

    import rfc8785

    from answerc.contract.wire import request_hash

    hits = [{"document_id": "d", "excerpt": 'a"b\\c\n\x01\u2028网', "score": s} for s in scores]
    graph = {
        "entry": "a",
        "destination": "😀",
        "nodes": [{"id": "a"}, {"id": "😀", "label": "\ufb01"}],
        "edges": [{"source": "a", "target": "😀", "evidence": ["k"], "verified": True}],
    }
    request = load_request(
        json.dumps(
            base(
                hits=hits,
                graph=graph,
                draft=draft,
                audit={"trace": draft, "n": 3},
                policy={"precise_threshold": 1},
            )
        )
    )
    expected = (
        "sha256:" + hashlib.sha256(rfc8785.dumps(hashed(request))).hexdigest()
    )
    assert request_hash(request) == expected


@given(value=st.floats(allow_nan=False, allow_infinity=False) | st.sampled_from([1e-7, 1e21]))
def test_float_prints_alike_agrees_with_comparing_to_rfc8785(value: float) -> None:
    """The quick float test answers exactly as comparing repr with rfc8785.dumps."""
    import rfc8785

    from answerc.contract.wire import float_prints_alike

    assert float_prints_alike(value) == (repr(value).encode() == rfc8785.dumps(value))


def test_nesting_boundary_is_exactly_32_containers() -> None:
    """32 nested containers (the request object counts) pass; 33 fail naming the path."""

    def nest(levels: int) -> Any:
        value: Any = []
        for _ in range(levels - 1):
            value = [value]
        return value

    load_request(json.dumps({"query": "q", "draft": nest(31)}))
    err = error_of({"query": "q", "draft": nest(32)})
    assert err.path.startswith("$.draft[0]") and "nesting deeper than 32" in err.message


def test_a_clarification_enters_the_hash_only_when_set() -> None:
    """An unset clarification leaves the hash as before; a set one changes it."""
    from answerc.contract.wire import request_hash

    raw: dict[str, Any] = {"query": "q", "controller_action": "clarify"}
    plain = request_hash(load_request(raw))
    asked = {**raw, "clarification": {"question": "Which one?", "options": ["A", "B"]}}
    assert request_hash(load_request({**raw, "clarification": None})) == plain
    assert request_hash(load_request(asked)) != plain
