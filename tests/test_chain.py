"""Verified chain (SPEC §4): shortest usable path with a lexicographic tie-break."""

from __future__ import annotations

from typing import Any

from answerc.contract.chain import verified_chain
from answerc.contract.pack import build_pack
from answerc.contract.request import Graph, Hit, Policy

CODE_LOC = {"repo": "r", "file": "f", "symbol": "s", "commit": "c"}


def pack_for(keys: list[str], uncitable: tuple[str, ...] = ()) -> Any:
    hits = [
        Hit(
            document_id=f"d-{key}",
            evidence_key=key,
            kind="code",
            excerpt=key,
            locator=None if key in uncitable else CODE_LOC,
        )
        for key in keys
    ]
    return build_pack(hits, Policy(max_evidence=100), query="q")


def graph(entry: str, dest: str, edges: list[tuple[Any, ...]]) -> Graph:
    nodes = sorted({n for e in edges for n in e[:2]} | {entry, dest})
    return Graph(
        entry=entry,
        destination=dest,
        nodes=[{"id": n} for n in nodes],
        edges=[
            {
                "source": e[0],
                "target": e[1],
                "evidence": e[2],
                "verified": e[3] if len(e) > 3 else True,
            }
            for e in edges
        ],
    )


def test_shortest_path_wins_over_longer_verified_path() -> None:
    """Fewest edges first."""
    g = graph(
        "A",
        "D",
        [
            ("A", "B", ["e"]),
            ("B", "C", ["e"]),
            ("C", "D", ["e"]),
            ("A", "X", ["e"]),
            ("X", "D", ["e"]),
        ],
    )
    chain = verified_chain(g, pack_for(["e"]))
    assert chain is not None and chain.nodes == ("A", "X", "D")


def test_equal_length_paths_tie_break_on_node_ids_by_code_point() -> None:
    """Among equally short paths the smallest id sequence from the entry wins."""
    g = graph(
        "A", "Z", [("A", "b", ["e"]), ("A", "C", ["e"]), ("b", "Z", ["e"]), ("C", "Z", ["e"])]
    )
    chain = verified_chain(g, pack_for(["e"]))
    assert chain is not None and chain.nodes == ("A", "C", "Z"), "'C' < 'b' by code point"


def test_tie_break_compares_position_by_position_not_greedy_on_length() -> None:
    """A smaller second node wins even if a later node is larger."""
    g = graph(
        "S",
        "T",
        [
            ("S", "M1", ["e"]),
            ("S", "M2", ["e"]),
            ("M1", "Z9", ["e"]),
            ("M2", "A0", ["e"]),
            ("Z9", "T", ["e"]),
            ("A0", "T", ["e"]),
        ],
    )
    chain = verified_chain(g, pack_for(["e"]))
    assert chain is not None and chain.nodes == ("S", "M1", "Z9", "T")


def test_unverified_shortcut_is_not_usable() -> None:
    """verified: false edges never carry the chain."""
    g = graph("A", "C", [("A", "C", ["e"], False), ("A", "B", ["e"]), ("B", "C", ["e"])])
    chain = verified_chain(g, pack_for(["e"]))
    assert chain is not None and chain.nodes == ("A", "B", "C")


def test_edge_without_evidence_or_with_unpacked_or_uncitable_evidence_is_not_usable() -> None:
    """Every evidence key must be packed and citable; at least one key is needed."""
    pack = pack_for(["ok", "bad"], uncitable=("bad",))
    for evidence in ([], ["missing"], ["bad"], ["ok", "bad"], ["ok", "missing"]):
        g = graph("A", "B", [("A", "B", evidence)])
        assert verified_chain(g, pack) is None, evidence
    assert verified_chain(graph("A", "B", [("A", "B", ["ok"])]), pack) is not None


def test_first_listed_parallel_usable_edge_counts() -> None:
    """Of parallel usable edges the first listed gives relation and evidence."""
    g = Graph(
        entry="A",
        destination="B",
        nodes=[{"id": "A"}, {"id": "B"}],
        edges=[
            {
                "source": "A",
                "target": "B",
                "relation": "READS",
                "evidence": ["x"],
                "verified": False,
            },
            {
                "source": "A",
                "target": "B",
                "relation": "CALLS",
                "evidence": ["y"],
                "verified": True,
            },
            {"source": "A", "target": "B", "relation": "USES", "evidence": ["x"], "verified": True},
        ],
    )
    chain = verified_chain(g, pack_for(["x", "y"]))
    assert chain is not None
    assert (chain.edges[0].relation, chain.edges[0].evidence) == ("CALLS", ("K2",))


def test_cycles_and_self_loops_are_harmless() -> None:
    """Cycles neither loop forever nor appear in the chain."""
    g = graph(
        "A",
        "C",
        [
            ("A", "A", ["e"]),
            ("A", "B", ["e"]),
            ("B", "A", ["e"]),
            ("B", "B", ["e"]),
            ("B", "C", ["e"]),
        ],
    )
    chain = verified_chain(g, pack_for(["e"]))
    assert chain is not None and chain.nodes == ("A", "B", "C")


def test_no_chain_cases() -> None:
    """No graph, entry == destination, missing node, no path: None."""
    pack = pack_for(["e"])
    assert verified_chain(None, pack) is None
    assert verified_chain(graph("A", "A", [("A", "B", ["e"])]), pack) is None
    assert verified_chain(graph("A", "C", [("A", "B", ["e"])]), pack) is None
    g = Graph(
        entry="A",
        destination="Q",
        nodes=[{"id": "A"}, {"id": "B"}],
        edges=[{"source": "A", "target": "B", "evidence": ["e"], "verified": True}],
    )
    assert verified_chain(g, pack) is None


def test_large_graph_with_cycles_and_dead_end_cliques_finds_the_path() -> None:
    """A 10 000-node / 50 000-edge graph: polynomial search still returns the shortest path."""
    import random

    rng = random.Random(7)
    edges: list[tuple[Any, ...]] = []
    n = 10_000
    for i in range(n - 1):
        edges.append((f"n{i}", f"n{i + 1}", ["e"]))  # the long spine
    for base in range(100, 9000, 200):  # dead-end cliques
        members = [f"n{base + j}" for j in range(6)]
        edges += [(a, b, ["e"]) for a in members for b in members if a != b]
    while len(edges) < 49_999:
        a, b = rng.randrange(n), rng.randrange(n)
        edges.append((f"n{max(a, b)}", f"n{min(a, b)}", ["e"]))  # backward edges: cycles
    edges.append(("n0", "n5000", ["e"]))
    import networkx as nx

    g = graph("n0", f"n{n - 1}", edges)
    assert len(g.edges) == 50_000 and len(g.nodes) == n
    chain = verified_chain(g, pack_for(["e"]))
    oracle = nx.DiGraph((e[0], e[1]) for e in edges if e[0] != e[1])
    assert chain is not None
    assert len(chain.edges) == nx.shortest_path_length(oracle, "n0", f"n{n - 1}")
    assert all(oracle.has_edge(e.source, e.target) for e in chain.edges)
