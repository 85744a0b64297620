"""Quantifier scope: a universal or a conjunction where the evidence counts or offers a choice.

"Every member" where the evidence says "at least one member"; "A and B" where it says
"A or B" (either one suffices). The marker lexicon compares quantifier *force* per clause;
these compare what the quantifier or the junction binds.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Final

from answerc.grounding._analysis import Clause, Unit
from answerc.grounding._relations import align_key

if TYPE_CHECKING:
    from answerc.grounding._support import Coverage

_COUNT_WORDS: Final = frozenset(
    {"one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "several"}
)
_ARTICLES: Final = frozenset({"the", "a", "an"})
_COUNTING: Final = frozenset({"part", "restrict", "f:up+", "f:up-"})


def universalized(cc: Clause, aligned: Sequence[Clause], cov: Coverage) -> list[str]:
    """A claim "every X" where the evidence counts X ("at least one member" -> "every member").

    The universal marker's head (the first content after it) is looked up in the aligned
    evidence: an occurrence led by a number, a count word or a partial quantifier, and by no
    universal, is a count the claim widened to all.
    """
    notes: list[str] = []
    units = cc.units
    for i, u in enumerate(units):
        if u.marker is None or "univ" not in u.marker.feats:
            continue
        head = next((v for v in units[i + 1 :] if v.content), None)
        if head is None or head.kind != "w":  # English: Chinese 每 distributes over a unit
            continue
        key = align_key(head, cov)
        for clause in aligned:
            for j, e in enumerate(clause.units):
                if e.kind != "w" or e.key != key:
                    continue
                before = [v for v in clause.units[max(0, j - 4) : j] if v.key not in _ARTICLES]
                # the count must lead the noun itself ("at least one member"), not sit
                # before another word ("500,000 requests per month per key")
                lead = before[-2:] if before and before[-1].kind != "x" else []
                feats = {f for v in lead if v.marker is not None for f in v.marker.feats}
                counted = any(
                    v.kind == "q" or (v.kind == "w" and v.key in _COUNT_WORDS) for v in lead
                ) or bool(feats & _COUNTING)
                if counted and "univ" not in feats:
                    notes.append(f"the claim says every {key!r}, the evidence counts them")
    return notes


_OR: Final = frozenset({"or", "或", "或者", "either"})
_OR_MARKS: Final = frozenset({"part"})


def or_to_and(cc: Clause, aligned: Sequence[Clause], cov: Coverage) -> list[str]:
    """Two alternatives of the evidence ("A or B", "A 或 B") that the claim states both of
    without any alternative word: the claim requires or grants both where one suffices."""
    if any(u.key in _OR for u in cc.units) or "part" in cc.feats:
        return []
    mine = {align_key(u, cov) for u in cc.units if u.content}
    notes: list[str] = []
    for clause in aligned:
        units = clause.units
        for j, u in enumerate(units):
            if u.kind != "x" or u.key not in _OR:
                continue
            left = next((v for v in reversed(units[:j]) if v.content and v.kind in "wc"), None)
            right = next((v for v in units[j + 1 :] if v.content and v.kind in "wc"), None)
            if left is None or right is None:
                continue
            a, b = align_key(left, None), align_key(right, None)
            if a != b and a in mine and b in mine:
                notes.append(f"the evidence offers {a!r} or {b!r}, the claim states both")
    return notes


_MODALS: Final = ("oblig", "permit", "prohib", "nooblig", "will", "recommend")
_MODAL_END: Final = frozenset({"and", "or", "but", "then", "并", "且", "并且", "而", "但"})


def _modal_heads(clause: Clause, key_of: Callable[[Unit], str]) -> list[tuple[str, str]]:
    """(modal force, first content key it governs) for each modal marker of a clause."""
    out: list[tuple[str, str]] = []
    units = clause.units
    for i, u in enumerate(units):
        if u.marker is None:
            continue
        force = next((m for m in _MODALS if m in u.marker.feats), None)
        if force is None:
            continue
        for v in units[i + 1 :]:
            if v.key in _MODAL_END:
                break
            if v.content and v.kind in "wcm":
                out.append((force, key_of(v)))
                break
    return out


def swapped_modals(cc: Clause, aligned: Sequence[Clause], cov: Coverage) -> list[str]:
    """Modal forces moved between duties ("must collect ... should announce" -> "should
    collect ... must announce"): each claim modal is held to the evidence modal that
    governs the same content, when the evidence has more than one force."""
    theirs = [h for clause in aligned for h in _modal_heads(clause, lambda u: align_key(u, None))]
    if len({force for force, _ in theirs}) < 2:
        return []
    notes: list[str] = []
    for force, head in _modal_heads(cc, lambda u: align_key(u, cov)):
        governing = {f for f, h in theirs if h == head}
        if governing and force not in governing:
            notes.append(
                f"{force} on {head!r} where the evidence has {'/'.join(sorted(governing))}"
            )
    return notes
