"""Evidence pack rules of SPEC §3, one law at a time."""

from __future__ import annotations

from typing import Any

import pytest

from answerc.contract.pack import build_pack, evidence_key, is_citable, version_key
from answerc.contract.request import Hit, Locator, Policy

LOC = {"source_record": "rec", "section": "s"}


def hit(document_id: str = "doc", excerpt: str = "text", **fields: Any) -> Hit:
    fields.setdefault("locator", LOC)
    return Hit(document_id=document_id, excerpt=excerpt, **fields)


def keys(pack: Any) -> list[str]:
    return [item.evidence_key for item in pack.items]


def reasons(pack: Any) -> list[tuple[str, str]]:
    return [(e.evidence_key, e.reason) for e in pack.excluded]


def test_identity_prefers_given_key_then_chunk_then_vector_then_rank() -> None:
    """Rule 1: evidence_key, document#chunk, vector:id (int or str), rank:n in input order."""
    hits = [
        hit("a", evidence_key="given"),
        hit("b", chunk_index=0),
        hit("c", vector_id=7),
        hit("d", vector_id="v-9"),
        hit("e"),
    ]
    pack = build_pack(hits, Policy(max_per_document=9, max_evidence=9), query="q")
    assert keys(pack) == ["given", "b#chunk-0", "vector:7", "vector:v-9", "rank:5"]


def test_rank_identity_uses_rank_before_anything_is_dropped() -> None:
    """A rank: key counts hits dropped earlier, so it names the hit's retrieval rank."""
    pack = build_pack([hit("a", status="pending_validation"), hit("b")], query="q")
    assert keys(pack) == ["rank:2"]
    assert reasons(pack) == [("rank:1", "not_ready")]


def test_eligibility_reasons_in_order_first_failure_recorded() -> None:
    """Rule 2: not_ready wins over audience, audience over future_version."""
    hits = [
        hit("a", evidence_key="a", status="pending_validation", audience=["agent"]),
        hit("b", evidence_key="b", audience=["agent"], effective_at="2030-01-01"),
        hit("c", evidence_key="c", effective_at="2030-01-01"),
        hit("d", evidence_key="d", audience=["customer", "agent"]),
        hit("e", evidence_key="e", effective_at="2026-09-01"),
    ]
    pack = build_pack(hits, query="q", as_of="2026-09-01", audience="customer")
    assert reasons(pack) == [("a", "not_ready"), ("b", "audience"), ("c", "future_version")]
    assert keys(pack) == ["d", "e"], "equal effective_at counts as effective"


def test_no_request_audience_means_no_audience_filtering() -> None:
    """Without a request audience, restricted hits are packed."""
    pack = build_pack([hit(audience=["agent"])], query="q")
    assert pack.evidence_count == 1


def test_as_of_time_compares_in_utc() -> None:
    """A date means 00:00 UTC; an RFC 3339 time with offset is converted."""
    hits = [hit("a", evidence_key="a", effective_at="2026-09-01T07:59:59+08:00")]
    assert build_pack(hits, query="q", as_of="2026-09-01").evidence_count == 1
    hits = [hit("a", evidence_key="a", effective_at="2026-09-01T08:00:01+08:00")]
    assert build_pack(hits, query="q", as_of="2026-09-01").evidence_count == 0


def test_with_as_of_only_the_latest_version_of_a_document_stays() -> None:
    """Dotted numeric comparison: 4.10 > 4.9 > 4.2; unversioned hits are never superseded."""
    hits = [
        hit("p", evidence_key="v42", version="4.2"),
        hit("p", evidence_key="v410", version="4.10"),
        hit("p", evidence_key="v49", version="4.9"),
        hit("p", evidence_key="none"),
    ]
    pack = build_pack(hits, Policy(max_per_document=9), query="q", as_of="2026-01-01")
    assert keys(pack) == ["v410", "none"]
    assert reasons(pack) == [("v42", "superseded"), ("v49", "superseded")]


def test_superseded_is_judged_after_future_versions_are_gone() -> None:
    """A future version does not supersede the version in force at as_of."""
    hits = [
        hit("p", evidence_key="new", version="5", effective_at="2027-01-01"),
        hit("p", evidence_key="old", version="4", effective_at="2026-01-01"),
    ]
    pack = build_pack(hits, query="q", as_of="2026-06-01")
    assert keys(pack) == ["old"]
    assert reasons(pack) == [("new", "future_version")]


def test_without_as_of_every_version_is_packed_and_older_ones_marked() -> None:
    """No version is dropped without as_of; older packed versions point at the newer one."""
    hits = [
        hit("p", evidence_key="old", version="1.2"),
        hit("p", evidence_key="new", version="1.10"),
    ]
    pack = build_pack(hits, query="q")
    assert keys(pack) == ["old", "new"]
    assert [item.superseded_by for item in pack.items] == ["K2", None]


def test_version_key_compares_text_parts_as_text() -> None:
    """Non-numeric parts compare as text, after numbers."""
    assert version_key("2.0") < version_key("2.0.1") < version_key("2.1")
    assert version_key("2.rc") > version_key("2.9")


def test_order_is_retrieval_rank_never_score() -> None:
    """Rule 3: a higher score later in the list stays later."""
    hits = [hit("a", evidence_key="a", score=0.1), hit("b", evidence_key="b", score=0.99)]
    pack = build_pack(hits, query="q")
    assert keys(pack) == ["a", "b"]


def test_duplicates_keep_first_occurrence_and_unite_lanes() -> None:
    """Rule 4: one item per key, lanes united, fields from the first occurrence."""
    hits = [
        hit("a", evidence_key="k", excerpt="first", lanes=["vector"]),
        hit("a", evidence_key="k", excerpt="second", lanes=["keyword", "exact"]),
    ]
    pack = build_pack(hits, query="q")
    assert [(i.excerpt, i.lanes) for i in pack.items] == [("first", ("vector", "keyword", "exact"))]
    assert reasons(pack) == [("k", "duplicate")]


def test_duplicate_of_an_ineligible_hit_is_not_a_duplicate() -> None:
    """Dedup keeps the first *eligible* occurrence."""
    hits = [
        hit("a", evidence_key="k", excerpt="pending", status="pending_validation"),
        hit("a", evidence_key="k", excerpt="ready"),
    ]
    pack = build_pack(hits, query="q")
    assert [i.excerpt for i in pack.items] == ["ready"]
    assert reasons(pack) == [("k", "not_ready")]


def test_caps_per_document_then_max_evidence() -> None:
    """Rule 5: per-document cap is governance, max_evidence is truncation."""
    hits = [hit("a", evidence_key=f"a{i}") for i in range(3)] + [
        hit(f"d{i}", evidence_key=f"d{i}") for i in range(3)
    ]
    pack = build_pack(hits, Policy(max_per_document=2, max_evidence=3), query="q")
    assert keys(pack) == ["a0", "a1", "d0"]
    assert reasons(pack) == [
        ("a2", "per_document_cap"),
        ("d1", "max_evidence"),
        ("d2", "max_evidence"),
    ]
    assert pack.truncated
    assert pack.exclusion_counts == {"per_document_cap": 1, "max_evidence": 2}


def test_governance_exclusions_do_not_set_truncated() -> None:
    """Eligibility, duplicates and the per-document cap are not truncation."""
    hits = [
        hit("a", evidence_key="x"),
        hit("a", evidence_key="x"),
        hit("a", evidence_key="y"),
        hit("a", evidence_key="z"),
        hit("b", status="pending_validation"),
    ]
    pack = build_pack(hits, query="q")
    assert not pack.truncated
    assert pack.exclusion_counts == {"not_ready": 1, "duplicate": 1, "per_document_cap": 1}


def test_long_excerpt_is_cut_to_the_limit_and_marked() -> None:
    """Rule 6: the cut excerpt has excerpt_chars characters and ends with an ellipsis."""
    pack = build_pack([hit(excerpt="网" * 50)], Policy(excerpt_chars=10), query="q")
    item = pack.items[0]
    assert item.excerpt == "网" * 9 + "…"
    assert item.excerpt_truncated and pack.truncated


def test_excerpt_at_the_limit_is_untouched() -> None:
    """An excerpt of exactly excerpt_chars is not cut."""
    pack = build_pack([hit(excerpt="x" * 10)], Policy(excerpt_chars=10), query="q")
    assert pack.items[0].excerpt == "x" * 10 and not pack.truncated


def test_query_is_cut_at_query_chars() -> None:
    """The pack keeps the query cut at query_chars, which counts as truncation."""
    pack = build_pack([], Policy(query_chars=5), query="abcdefgh")
    assert pack.query == "abcd…" and pack.truncated


def test_budget_drops_items_from_the_tail_until_the_pack_fits() -> None:
    """Rule 6: items serialized as canonical JSON stay within pack_bytes."""
    import rfc8785

    hits = [hit(f"d{i}", evidence_key=f"k{i}", excerpt="证据" * 100) for i in range(6)]
    pack = build_pack(hits, Policy(pack_bytes=2500, max_evidence=8), query="q")
    size = len(rfc8785.dumps([i.model_dump(mode="json") for i in pack.items]))
    assert size <= 2500
    bigger = build_pack(hits, Policy(pack_bytes=2500 + 800, max_evidence=8), query="q")
    assert bigger.evidence_count > pack.evidence_count, "the budget is not cutting too early"
    assert [r for _, r in reasons(pack)] == ["budget"] * (6 - pack.evidence_count)
    assert pack.truncated


def test_numbering_is_contiguous_after_drops() -> None:
    """Rule 7: survivors are K1..Kn in order."""
    hits = [hit("a", status="pending_validation"), hit("b"), hit("c"), hit("b", evidence_key="b#x")]
    pack = build_pack(hits, query="q")
    assert [i.id for i in pack.items] == ["K1", "K2", "K3"]


@pytest.mark.parametrize(
    ("score", "level"),
    [(0.75, "PRECISE"), (0.7499, "REFERENCE"), (0.5, "REFERENCE"), (0.49, None), (None, None)],
)
def test_relevance_level_from_k1_score(score: float | None, level: str | None) -> None:
    """Rule 8: thresholds 0.75 / 0.5 are inclusive and read K1's score only."""
    pack = build_pack([hit("a", score=score), hit("b", score=1.0)], query="q")
    assert pack.relevance_level == level


def test_empty_pack_has_no_relevance_level() -> None:
    """No items, no level."""
    assert build_pack([], query="q").relevance_level is None


def test_citable_article_needs_record_or_url_and_a_section_page_or_issue() -> None:
    """SPEC §5 article locators."""
    assert is_citable("article", Locator(source_record="r", page=3), None)
    assert is_citable("article", Locator(section="s"), "https://x")
    assert is_citable("article", Locator(issue=0, url="https://x"), None)
    assert not is_citable("article", Locator(source_record="r"), None)
    assert not is_citable("article", Locator(section="s"), None)
    assert not is_citable("article", None, "https://x")


def test_citable_code_needs_repo_file_symbol_or_line_and_commit() -> None:
    """SPEC §5 code locators."""
    full = {"repo": "r", "file": "f", "symbol": "s", "commit": "c"}
    assert is_citable("code", Locator(**full), None)
    assert is_citable("code", Locator(**{**full, "symbol": None, "line": 0}), None)
    for missing in ("repo", "file", "commit"):
        assert not is_citable("code", Locator(**{**full, missing: None}), None)
    assert not is_citable("code", Locator(**{**full, "symbol": None}), None)


def test_evidence_key_doctest_examples_hold() -> None:
    """Identity derivation matches the documented examples."""
    assert evidence_key(Hit(document_id="faq", chunk_index=3, excerpt="x"), 1) == "faq#chunk-3"


def test_budget_counts_the_items_as_emitted_with_superseded_marks() -> None:
    """The serialized pack, superseded_by included, never exceeds pack_bytes."""
    import rfc8785

    hits = [hit("p", evidence_key=f"v{i}", version=f"1.{i}", excerpt="x" * 40) for i in range(6)]
    for budget in range(200, 2000, 37):
        pack = build_pack(hits, Policy(pack_bytes=budget, max_per_document=9), query="q")
        size = len(rfc8785.dumps([i.model_dump(mode="json") for i in pack.items]))
        assert size <= budget, (budget, size)


def test_record_size_equals_rfc8785_length_of_pack_items() -> None:
    """The fast size of an emitted item is its RFC 8785 byte length, whatever its score."""
    import rfc8785

    from answerc.contract.wire import record_size

    for score in (None, 0.0, 1.0, 1e-7, 0.1, 0.30000000000000004):
        hits = [
            hit(
                "文档",
                evidence_key="k",
                excerpt='网关 "超时"\\n\x01',
                score=score,
                lanes=["vector"],
            )
        ]
        for item in build_pack(hits, query="q").items:
            data = item.model_dump(mode="json")
            assert record_size(data) == len(rfc8785.dumps(data)), score
