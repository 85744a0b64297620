"""verified_chain(): shortest path on the usable subgraph, lexicographic tie-break (SPEC §4)."""

from __future__ import annotations

import itertools

from answerc.contract.output import Chain, ChainEdge, EvidencePack
from answerc.contract.request import Edge, Graph


def usable_edges(
    graph: Graph, pack: EvidencePack
) -> dict[tuple[str, str], tuple[Edge, tuple[str, ...]]]:
    """Map (source, target) to its first usable edge and that edge's K ids.

    Usable: verified, at least one evidence key, every key packed and citable.
    """
    citable = {item.evidence_key: item.id for item in pack.items if item.citable}
    usable: dict[tuple[str, str], tuple[Edge, tuple[str, ...]]] = {}
    for edge in graph.edges:
        pair = (edge.source, edge.target)
        if pair in usable or not edge.verified or not edge.evidence:
            continue
        if edge.source == edge.target:
            continue  # a self-loop never shortens a path
        if all(key in citable for key in edge.evidence):
            ids = tuple(dict.fromkeys(citable[key] for key in edge.evidence))
            usable[pair] = (edge, ids)
    return usable


def _distances_to(destination: str, predecessors: dict[str, list[str]]) -> dict[str, int]:
    """Edge count of the shortest path from each node that reaches ``destination`` (BFS)."""
    distance = {destination: 0}
    frontier = [destination]
    step = 0
    while frontier:
        step += 1
        reached: list[str] = []
        for node in frontier:
            for before in predecessors.get(node, ()):
                if before not in distance:
                    distance[before] = step
                    reached.append(before)
        frontier = reached
    return distance


ChainHop = tuple[str, str, str, tuple[str, ...]]
"""(source, target, relation, K ids of the edge's evidence)."""


def chain_path(graph: Graph | None, pack: EvidencePack) -> tuple[list[str], list[ChainHop]] | None:
    """Return the verified path's nodes and hops, or None.

    Shortest path by edge count; among equally short ones the smallest node-id sequence
    compared by code point from the entry. One BFS from the destination over reversed
    usable edges gives distances; walking from the entry, the smallest successor that is
    one step closer is taken at each node. Linear in nodes plus edges; cycles are harmless.
    """
    if graph is None or graph.entry == graph.destination:
        return None
    node_ids = {node.id for node in graph.nodes}
    if graph.entry not in node_ids or graph.destination not in node_ids:
        return None
    usable = usable_edges(graph, pack)
    successors: dict[str, list[str]] = {}
    predecessors: dict[str, list[str]] = {}
    for source, target in usable:
        successors.setdefault(source, []).append(target)
        predecessors.setdefault(target, []).append(source)
    distance = _distances_to(graph.destination, predecessors)
    if graph.entry not in distance:
        return None
    path = [graph.entry]
    while path[-1] != graph.destination:
        here = path[-1]
        step = distance[here] - 1
        path.append(min(t for t in successors[here] if distance.get(t) == step))
    hops = []
    for source, target in itertools.pairwise(path):
        edge, ids = usable[(source, target)]
        hops.append((source, target, edge.relation, ids))
    return path, hops


def build_chain(
    graph: Graph, path: list[str], hops: list[ChainHop], cited: frozenset[str] = frozenset()
) -> Chain:
    """Make the Chain model, each hop citing the part of its evidence in ``cited``."""
    labels = {node.id: node.label or node.id for node in graph.nodes}
    edges = tuple(
        ChainEdge(
            source=source,
            target=target,
            relation=relation,
            evidence=ids,
            citations=tuple(k for k in ids if k in cited),
        )
        for source, target, relation, ids in hops
    )
    return Chain(nodes=tuple(path), labels=tuple(labels[n] for n in path), edges=edges)


def verified_chain(graph: Graph | None, pack: EvidencePack) -> Chain | None:
    """Return the verified chain from entry to destination (no citations marked), or None."""
    found = chain_path(graph, pack)
    if graph is None or found is None:
        return None
    return build_chain(graph, *found)
