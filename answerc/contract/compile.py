"""compile_canonical(): status, citations, confidence, limitations (SPEC §4)."""

from __future__ import annotations

from collections.abc import Iterable
from decimal import ROUND_HALF_EVEN, Decimal
from fractions import Fraction
from typing import Final

from answerc.contract.chain import build_chain, chain_path
from answerc.contract.output import (
    LIMITATION_ORDER,
    CanonicalAnswer,
    Citation,
    ConfidenceBreakdown,
    EvidencePack,
    Limitation,
    LimitationCode,
    PackItem,
)
from answerc.contract.request import DEFAULT_POLICY, ControllerAction, Graph, Locator, Policy

NO_CHAIN_CAP: Final = Fraction(49, 100)
_BASE: Final = Fraction(40, 100)
_EDGE_WEIGHT: Final = Fraction(25, 100)
_QUALITY_WEIGHT: Final = Fraction(20, 100)
_CURRENT_WEIGHT: Final = Fraction(15, 100)
_PER_CITATION: Final = Fraction(5, 100)
ANSWERING_ACTIONS: Final[frozenset[ControllerAction]] = frozenset({"answer", "rerank"})
"""Routes that let the pack answer; every other route forces ``insufficient`` (SPEC §4)."""


def forces_insufficient(controller_action: ControllerAction) -> bool:
    """Return whether a route makes the recalled evidence unanswerable.

    Example:
        >>> forces_insufficient("no_knowledge"), forces_insufficient("rerank")
        (True, False)
    """
    return controller_action not in ANSWERING_ACTIONS


def round4(value: Fraction | float) -> float:
    """Round to 4 decimals, half to even, from the exact value.

    Example:
        >>> round4(Fraction(49, 60))
        0.8167
        >>> round4(Fraction(1, 8)), round4(Fraction(3, 8))
        (0.125, 0.375)
        >>> round4(Fraction(5, 100000))
        0.0
    """
    exact = Fraction(value)
    quantized = (
        (Decimal(exact.numerator) / Decimal(exact.denominator)).quantize(
            Decimal("0.0001"), rounding=ROUND_HALF_EVEN
        )
        if exact.denominator != 1
        else Decimal(exact.numerator)
    )
    return float(quantized)


def effective_locator(item: PackItem) -> Locator | None:
    """The item's locator with the hit's url filled in when the locator has none."""
    if item.url and (item.locator is None or not item.locator.url):
        base = item.locator or Locator()
        return base.model_copy(update={"url": item.url})
    return item.locator


def sort_limitations(limitations: Iterable[Limitation]) -> tuple[Limitation, ...]:
    """Order limitations as SPEC §4 lists their codes."""
    return tuple(sorted(limitations, key=lambda lim: LIMITATION_ORDER.index(lim.code)))


def _share(count: int, total: int) -> Fraction:
    return Fraction(count, total) if total else Fraction(0)


def _citation_ids(chain_evidence: list[str], pack: EvidencePack, cap: int) -> list[str]:
    """Chain evidence first (first items of each hop, then the others), then pack order."""
    citable = [item.id for item in pack.items if item.citable]
    order = [*chain_evidence, *citable]
    allowed = set(citable)
    return [k for k in dict.fromkeys(order) if k in allowed][:cap]


def compile_canonical(
    pack: EvidencePack,
    graph: Graph | None,
    controller_action: ControllerAction = "answer",
    policy: Policy = DEFAULT_POLICY,
) -> CanonicalAnswer:
    """Compile the canonical answer from the pack and graph; the draft never enters here."""
    forced = forces_insufficient(controller_action)
    limitations: list[Limitation] = []
    items = {item.id: item for item in pack.items}

    found = None if forced else chain_path(graph, pack)
    first = [hop[3][0] for hop in found[1]] if found else []
    rest = [k for hop in found[1] for k in hop[3][1:]] if found else []
    cited = [] if forced else _citation_ids(first + rest, pack, min(policy.max_citations, 10))
    cited_set = frozenset(cited)
    chain = build_chain(graph, *found, cited_set) if found and graph is not None else None
    if forced or not cited:
        status = "insufficient"
    elif chain is not None and all(edge.citations for edge in chain.edges):
        status = "complete"
    else:
        status = "partial"

    def limit(code: LimitationCode, detail: str, **data: object) -> None:
        limitations.append(Limitation.model_validate({"code": code, "detail": detail, **data}))

    if chain is None and not forced:
        if graph is None:
            limit("no_verified_chain", "no graph was given", reasons=("no_graph",))
        else:
            limit(
                "no_verified_chain",
                "no verified path from entry to destination",
                reasons=("no_path",),
            )
    if chain is not None:
        missing = tuple(f"{e.source}->{e.target}" for e in chain.edges if not e.citations)
        if missing:
            limit(
                "edge_evidence_not_cited",
                "citation cap left edges uncited: " + ", ".join(missing),
                items=missing,
            )
    if forced:
        limit(
            "forced_insufficient",
            f"controller_action is {controller_action!r}",
            items=(controller_action,),
        )
    if pack.truncated:
        limit("truncated", "some evidence or the query was cut or dropped for lack of room")
    counts = pack.exclusion_counts
    if counts.get("future_version"):
        limit(
            "future_versions_excluded",
            f"{counts['future_version']} hit(s) not yet effective at as_of",
            count=counts["future_version"],
        )
    if counts.get("superseded"):
        limit(
            "superseded_excluded",
            f"{counts['superseded']} superseded version(s) left out",
            count=counts["superseded"],
        )
    stale = tuple(k for k in cited if items[k].current is False)
    unknown = tuple(k for k in cited if items[k].current is None)
    if stale:
        limit("not_current_source", "marked not current: " + ", ".join(stale), items=stale)
    if unknown:
        limit(
            "currentness_unknown",
            "the source did not say whether it is current: " + ", ".join(unknown),
            items=unknown,
        )
    if pack.items and pack.relevance_level is None:
        limit("low_relevance", "the top hit's score is below the reference threshold")
    uncitable = tuple(item.id for item in pack.items if not item.citable)
    if uncitable:
        limit("uncitable_evidence", "no complete locator: " + ", ".join(uncitable), items=uncitable)

    first10 = pack.items[:10]
    quality = _share(
        sum(1 for item in first10 if {"vector", "keyword"} <= set(item.lanes)), len(first10)
    )
    current = _share(sum(1 for k in cited if items[k].current is True), len(cited))
    if status == "insufficient":
        confidence = Fraction(0)
        breakdown = ConfidenceBreakdown(
            formula="insufficient",
            base=0.0,
            edge_coverage=None,
            retrieval_quality=None,
            currentness=None,
            citation_count=len(cited),
            cap=None,
            currentness_unknown=unknown,
        )
    elif chain is not None:
        coverage = _share(sum(1 for e in chain.edges if e.citations), len(chain.edges))
        confidence = (
            _BASE + _EDGE_WEIGHT * coverage + _QUALITY_WEIGHT * quality + _CURRENT_WEIGHT * current
        )
        breakdown = ConfidenceBreakdown(
            formula="chain",
            base=0.4,
            edge_coverage=round4(coverage),
            retrieval_quality=round4(quality),
            currentness=round4(current),
            citation_count=len(cited),
            cap=None,
            currentness_unknown=unknown,
        )
    else:
        confidence = min(NO_CHAIN_CAP, _PER_CITATION * len(cited))
        breakdown = ConfidenceBreakdown(
            formula="no_chain",
            base=0.0,
            edge_coverage=None,
            retrieval_quality=round4(quality),
            currentness=round4(current),
            citation_count=len(cited),
            cap=0.49,
            currentness_unknown=unknown,
        )
    return CanonicalAnswer(
        status=status,
        forced_insufficient=forced,
        chain=chain,
        citations=tuple(Citation(id=k, locator=effective_locator(items[k])) for k in cited),
        confidence=round4(confidence),
        confidence_breakdown=breakdown,
        limitations=sort_limitations(limitations),
    )
