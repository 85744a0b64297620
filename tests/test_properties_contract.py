"""Laws of the pack and the canonical answer over generated requests (SPEC §3-§5)."""

from __future__ import annotations

import json
import random
from collections import Counter
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from answerc.contract.wire import dumps, load_request
from answerc.pipeline import compile as compile_request
from tests.strategies import drafts, requests


def hashed(request: Any) -> dict[str, Any]:
    """The validated request as hashed: defaults filled in, an unset ``clarification`` left out
    (a field added after the first release leaves older hashes as they were)."""
    plain: dict[str, Any] = request.model_dump(mode="json")
    if plain.get("clarification") is None:
        plain.pop("clarification", None)
    return plain



def shuffled(value: Any, rng: random.Random) -> Any:
    """The same JSON value with every object's keys in another order."""
    if isinstance(value, dict):
        items = list(value.items())
        rng.shuffle(items)
        return {k: shuffled(v, rng) for k, v in items}
    if isinstance(value, list):
        return [shuffled(v, rng) for v in value]
    return value


@settings(max_examples=150)
@given(raw=requests(), seed=st.integers(0, 2**16))
def test_deterministic_compile_across_runs_and_key_orders(raw: dict[str, Any], seed: int) -> None:
    """Same request, any key order: identical output bytes."""
    first = dumps(compile_request(load_request(json.dumps(raw))))
    again = dumps(compile_request(load_request(json.dumps(shuffled(raw, random.Random(seed))))))
    assert first == again


@settings(max_examples=200)
@given(raw=requests())
def test_pack_and_canonical_invariants_hold(raw: dict[str, Any]) -> None:
    """K ids contiguous, keys unique, caps, citations within the pack, confidence bounds."""
    request = load_request(json.dumps(raw))
    out = compile_request(request)
    pack, canonical = out.pack, out.canonical
    assert [i.id for i in pack.items] == [f"K{n}" for n in range(1, len(pack.items) + 1)]
    assert len({i.evidence_key for i in pack.items}) == len(pack.items)
    per_doc = Counter(i.document_id for i in pack.items)
    assert all(n <= request.policy.max_per_document for n in per_doc.values())
    assert len(pack.items) <= request.policy.max_evidence
    assert pack.evidence_count == len(pack.items)
    assert pack.candidate_count == len(request.hits)
    assert len(pack.items) + len(pack.excluded) == len(request.hits)
    ids = [c.id for c in canonical.citations]
    assert len(ids) <= min(10, request.policy.max_citations) and len(set(ids)) == len(ids)
    citable = {i.id for i in pack.items if i.citable}
    assert set(ids) <= citable
    assert 0.0 <= canonical.confidence <= 1.0
    if canonical.chain is None:
        assert canonical.confidence <= 0.49
    if canonical.status == "insufficient":
        assert canonical.confidence == 0.0
    if canonical.status == "complete":
        assert canonical.chain is not None and all(e.citations for e in canonical.chain.edges)
    if any(e.reason in {"max_evidence", "budget"} for e in pack.excluded):
        assert pack.truncated


@settings(max_examples=120)
@given(raw=requests(), other=drafts())
def test_confidence_is_the_same_for_every_draft(raw: dict[str, Any], other: Any) -> None:
    """Confidence, chain and citations depend on pack and graph only, never on the draft."""
    a = compile_request(load_request(json.dumps(raw))).canonical
    b = compile_request(load_request(json.dumps({**raw, "draft": other}))).canonical
    assert (a.confidence, a.confidence_breakdown, a.chain, a.citations, a.status) == (
        b.confidence,
        b.confidence_breakdown,
        b.chain,
        b.citations,
        b.status,
    )


@settings(max_examples=100)
@given(raw=requests())
def test_request_hash_is_rfc8785_sha256(raw: dict[str, Any]) -> None:
    """request_hash equals SHA-256 of rfc8785.dumps of the validated request, either path."""
    import hashlib

    import rfc8785

    from answerc.contract import wire
    from answerc.contract.wire import request_hash

    request = load_request(json.dumps(raw))
    oracle = hashlib.sha256(rfc8785.dumps(hashed(request))).hexdigest()
    assert request_hash(request) == "sha256:" + oracle
    with pytest.MonkeyPatch.context() as patch:  # no request fits one buffer: part by part
        patch.setattr(wire, "ONE_BUFFER_EXCERPT_CHARS", -1)
        assert request_hash(request) == "sha256:" + oracle
