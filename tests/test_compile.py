"""Canonical compile (SPEC §4): status, citations, confidence, limitations."""

from __future__ import annotations

from typing import Any

import pytest

from answerc.contract.compile import compile_canonical, round4
from answerc.contract.pack import build_pack
from answerc.contract.request import Graph, Hit, Policy

ART = {"source_record": "r", "section": "s"}


def hits(n: int, **fields: Any) -> list[Hit]:
    fields.setdefault("locator", ART)
    return [
        Hit(document_id=f"d{i}", evidence_key=f"e{i}", excerpt=f"x{i}", **fields) for i in range(n)
    ]


def chain_graph(evidence: list[list[str]]) -> Graph:
    nodes = [f"N{i}" for i in range(len(evidence) + 1)]
    return Graph(
        entry=nodes[0],
        destination=nodes[-1],
        nodes=[{"id": n} for n in nodes],
        edges=[
            {"source": nodes[i], "target": nodes[i + 1], "evidence": ev, "verified": True}
            for i, ev in enumerate(evidence)
        ],
    )


def compile_(
    hit_list: list[Hit], graph: Graph | None = None, action: str = "answer", **policy: Any
) -> Any:
    pol = Policy(max_evidence=50, max_per_document=50, **policy)
    pack = build_pack(hit_list, pol, query="q")
    return compile_canonical(pack, graph, action, pol)  # type: ignore[arg-type]


def codes(answer: Any) -> list[str]:
    return [lim.code for lim in answer.limitations]


def test_forced_insufficient_has_no_chain_no_citations_zero_confidence() -> None:
    """Any controller_action other than answer/rerank forces insufficient."""
    for action in ("rewrite", "clarify", "scope_select", "no_knowledge", "refuse"):
        answer = compile_(
            hits(3, lanes=["vector", "keyword"], current=True), chain_graph([["e0"]]), action
        )
        assert (answer.status, answer.chain, answer.citations, answer.confidence) == (
            "insufficient",
            None,
            (),
            0.0,
        )
        assert answer.forced_insufficient
        assert "forced_insufficient" in codes(answer) and "no_verified_chain" not in codes(answer)


def test_rerank_answers_like_answer() -> None:
    """rerank is an answering action."""
    assert compile_(hits(1), action="rerank").status == "partial"


def test_no_citable_evidence_is_insufficient() -> None:
    """Packed but uncitable evidence gives status insufficient and confidence 0."""
    answer = compile_(hits(2, locator=None))
    assert answer.status == "insufficient" and answer.confidence == 0.0
    assert codes(answer) == ["no_verified_chain", "low_relevance", "uncitable_evidence"]


def test_complete_needs_a_chain_with_every_edge_cited() -> None:
    """complete = verified chain + each edge has cited evidence; no chain = partial."""
    assert compile_(hits(2), chain_graph([["e0"], ["e1"]])).status == "complete"
    assert compile_(hits(2)).status == "partial"


def test_citation_order_chain_first_evidence_then_other_chain_evidence_then_pack_order() -> None:
    """SPEC §4 citation order, each item once."""
    graph = chain_graph([["e3", "e1"], ["e2", "e3"]])
    answer = compile_(hits(5), graph)
    assert [c.id for c in answer.citations] == ["K4", "K3", "K2", "K1", "K5"]


def test_citation_cap_cuts_chain_evidence_and_makes_partial() -> None:
    """max_citations below the chain length leaves an edge uncited: partial + limitation."""
    answer = compile_(hits(3), chain_graph([["e0"], ["e1"], ["e2"]]), max_citations=2)
    assert [c.id for c in answer.citations] == ["K1", "K2"]
    assert answer.status == "partial"
    assert "edge_evidence_not_cited" in codes(answer)
    assert answer.confidence_breakdown.edge_coverage == round4(2 / 3)


def test_citations_never_exceed_ten_and_only_citable_items() -> None:
    """At most 10 citations, never an uncitable item."""
    many = hits(12) + [Hit(document_id="u", evidence_key="u", excerpt="x", locator=None)]
    answer = compile_(many)
    assert len(answer.citations) == 10
    assert "K13" not in {c.id for c in answer.citations}


def test_confidence_with_chain_follows_the_formula() -> None:
    """0.40 + 0.25 coverage + 0.20 quality + 0.15 currentness, rounded to 4 places."""
    hit_list = [
        Hit(
            document_id="a",
            evidence_key="e0",
            excerpt="x",
            locator=ART,
            lanes=["vector", "keyword"],
            current=True,
        ),
        Hit(
            document_id="b",
            evidence_key="e1",
            excerpt="x",
            locator=ART,
            lanes=["vector"],
            current=True,
        ),
        Hit(
            document_id="c",
            evidence_key="e2",
            excerpt="x",
            locator=ART,
            lanes=["keyword", "vector", "exact"],
        ),
    ]
    answer = compile_(hit_list, chain_graph([["e0"], ["e1"]]))
    expected = 0.40 + 0.25 * 1 + 0.20 * (2 / 3) + 0.15 * (2 / 3)
    assert answer.confidence == round(expected, 4) == 0.8833
    b = answer.confidence_breakdown
    assert (b.formula, b.base, b.edge_coverage, b.retrieval_quality, b.currentness, b.cap) == (
        "chain",
        0.4,
        1.0,
        0.6667,
        0.6667,
        None,
    )


def test_retrieval_quality_reads_only_the_first_ten_items() -> None:
    """K11 and later do not count, citable or not."""
    hit_list = hits(10) + hits(5, lanes=["vector", "keyword"])
    hit_list = [
        h.model_copy(update={"evidence_key": f"k{i}", "document_id": f"d{i}"})
        for i, h in enumerate(hit_list)
    ]
    graph = chain_graph([["k0"]])
    answer = compile_(hit_list, graph)
    assert answer.confidence_breakdown.retrieval_quality == 0.0


@pytest.mark.parametrize(("n", "expected"), [(0, 0.0), (1, 0.05), (3, 0.15), (9, 0.45), (10, 0.49)])
def test_confidence_without_chain_is_five_hundredths_per_citation_capped(
    n: int, expected: float
) -> None:
    """min(0.49, 0.05 n); 0 citations is insufficient and 0."""
    assert compile_(hits(n)).confidence == expected


def test_round4_is_half_to_even_on_exact_values() -> None:
    """Exact ties round to the even digit."""
    from fractions import Fraction

    assert round4(Fraction(12345, 10**8)) == 0.0001
    assert round4(Fraction(5, 10**5)) == 0.0
    assert round4(Fraction(15, 10**5)) == 0.0002
    assert round4(Fraction(25, 10**5)) == 0.0002


def test_limitations_are_coded_and_in_spec_order() -> None:
    """truncated, future/superseded, not_current, low_relevance, uncitable in that order."""
    hit_list = [
        Hit(
            document_id="p",
            evidence_key="new",
            version="2",
            effective_at="2030-01-01",
            excerpt="x",
            locator=ART,
        ),
        Hit(
            document_id="p",
            evidence_key="mid",
            version="1.5",
            excerpt="y" * 30,
            locator=ART,
            score=0.1,
            current=False,
        ),
        Hit(document_id="p", evidence_key="old", version="1", excerpt="x", locator=ART),
        Hit(document_id="q", evidence_key="u", excerpt="x"),
    ]
    pol = Policy(excerpt_chars=10)
    pack = build_pack(hit_list, pol, query="q", as_of="2026-01-01")
    answer = compile_canonical(pack, None, "answer", pol)
    assert codes(answer) == [
        "no_verified_chain",
        "truncated",
        "future_versions_excluded",
        "superseded_excluded",
        "not_current_source",
        "low_relevance",
        "uncitable_evidence",
    ]


def test_canonical_answer_ignores_scores_for_order() -> None:
    """Scores change only the relevance level, never citations."""
    a = compile_(
        [h.model_copy(update={"score": s}) for h, s in zip(hits(3), (0.1, 0.9, 0.5), strict=True)]
    )
    assert [c.id for c in a.citations] == ["K1", "K2", "K3"]


def test_unknown_currentness_is_its_own_limitation_and_listed_in_the_breakdown() -> None:
    """current absent is unknown (not "not current"): its own code, and the K ids named."""
    hit_list = [
        Hit(document_id="a", excerpt="x", locator=ART, current=True),
        Hit(document_id="b", excerpt="y", locator=ART),
        Hit(document_id="c", excerpt="z", locator=ART, current=False),
    ]
    pack = build_pack(hit_list, Policy(), query="q")
    answer = compile_canonical(pack, None)
    found = {lim.code: lim for lim in answer.limitations}
    assert found["currentness_unknown"].items == ("K2",)
    assert found["not_current_source"].items == ("K3",)
    assert answer.confidence_breakdown.currentness_unknown == ("K2",)
    assert answer.confidence_breakdown.currentness == 0.3333
