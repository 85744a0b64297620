"""Quantifier scope: a universal or a conjunction where the evidence counts or offers a choice.

"Every member" where the evidence says "at least one member"; "A and B" where it says
"A or B" (either one suffices). The marker lexicon compares quantifier *force* per clause;
these compare what the quantifier or the junction binds.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Final

from answerc.grounding._analysis import Clause, PackIndex, Unit
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


_AND: Final = frozenset({"and", "且", "并且", "并", "同时", "而且"})


def _joined(units: Sequence[Unit], j: int) -> tuple[str, str] | None:
    """The content keys on either side of the junction word at ``j`` (A and B, A 或 B)."""
    left = next((v for v in reversed(units[:j]) if v.content and v.kind in "wc"), None)
    right = next((v for v in units[j + 1 :] if v.content and v.kind in "wc"), None)
    if left is None or right is None:
        return None
    return align_key(left, None), align_key(right, None)


def and_to_or(cc: Clause, aligned: Sequence[Clause], cov: Coverage) -> list[str]:
    """Two requirements of the evidence joined by and / 且 that the claim joins by or / 或:
    either one is then presented as enough."""
    mine = [align_key(u, cov) if u.content else u.key for u in cc.units]
    ors = [i for i, k in enumerate(mine) if k in _OR]
    if not ors:
        return []
    notes: list[str] = []
    for clause in aligned:
        units = clause.units
        if any(u.key in _OR for u in units):
            continue
        for j, u in enumerate(units):
            pair = _joined(units, j) if u.key in _AND else None
            if pair is None:
                continue
            a, b = pair
            if any(a in mine[:i] and b in mine[i + 1 :] for i in ors):
                notes.append(f"the evidence requires {a!r} and {b!r}, the claim either")
    return notes


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
            pair = _joined(units, j) if u.kind == "x" and u.key in _OR else None
            if pair is None:
                continue
            a, b = pair
            if a != b and a in mine and b in mine:
                notes.append(f"the evidence offers {a!r} or {b!r}, the claim states both")
    return notes


_MODALS: Final = ("oblig", "permit", "prohib", "nooblig", "will", "recommend")
_SOFT: Final = frozenset({"should", "ought to", "应该"})
_MODAL_END: Final = frozenset({"and", "or", "but", "then", "并", "且", "并且", "而", "但"})


def _modal_heads(clause: Clause, key_of: Callable[[Unit], str]) -> list[tuple[str, str]]:
    """(modal force, first content key it governs) for each modal marker of a clause."""
    out: list[tuple[str, str]] = []
    units = clause.units
    for i, u in enumerate(units):
        if u.marker is None:
            continue
        force: str | None = next((m for m in _MODALS if m in u.marker.feats), None)
        if force is None:
            continue
        if force == "oblig" and u.marker.text in _SOFT:
            force = "oblig-soft"  # a text that says both must and should means them apart
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


_HEDGES: Final = frozenset(
    {
        *("most", "mostly", "usually", "typically", "generally", "normally", "often"),
        *("sometimes", "occasionally", "some", "several", "many", "partially"),
        *("通常", "一般来说", "一般情况下", "大多", "往往", "部分", "有些", "某些", "一些"),
        *("多数", "大多数", "大部分", "有的", "有时", "偶尔", "多半", "默认", "by default"),
    }
)


def dropped_hedges(cc: Clause, aligned: Sequence[Clause], cov: Coverage) -> list[str]:
    """A hedge of the evidence ("most orders", "通常") that the claim drops while restating
    what it hedges: the claim states as always what holds mostly."""
    if cc.feats & {"part", "univ", "restrict"}:
        return []
    mine = {align_key(u, cov) for u in cc.units if u.content}
    notes: list[str] = []
    for clause in aligned:
        for i, u in enumerate(clause.units):
            if u.marker is None or u.marker.text not in _HEDGES:
                continue
            head = next((v for v in clause.units[i + 1 :] if v.content and v.kind in "wc"), None)
            if head is not None and align_key(head, None) in mine:
                notes.append(f"drops {u.marker.text!r}: the evidence says it holds only mostly")
    return notes


_ROLE_TAGS: Final = ("d:to", "d:from")


def _role_objects(clause: Clause, key_of: Callable[[Unit], str]) -> dict[str, list[set[str]]]:
    """The content right after each to / from of an English clause (up to three words)."""
    out: dict[str, list[set[str]]] = {tag: [] for tag in _ROLE_TAGS}
    units = clause.units
    for i, u in enumerate(units):
        tag = next((t for t in _ROLE_TAGS if u.marker is not None and t in u.marker.feats), None)
        if tag is None:
            continue
        words: set[str] = set()
        for v in units[i + 1 :]:
            if v.marker is not None or (v.kind == "x" and v.key not in ("the", "a", "an", "its")):
                break
            if v.content and v.kind == "w":
                words.add(key_of(v))
                if len(words) == 3:
                    break
        if words:
            out[tag].append(words)
    return out


def swapped_ends(cc: Clause, aligned: Sequence[Clause], cov: Coverage) -> list[str]:
    """ "from A to B" restated with B as the source or A as the target (credit moves from the
    primary holder to family members, not back)."""
    if not cc.text.isascii():
        return []
    mine = _role_objects(cc, lambda u: align_key(u, cov))
    theirs: dict[str, list[set[str]]] = {tag: [] for tag in _ROLE_TAGS}
    for clause in aligned:
        for tag, objects in _role_objects(clause, lambda u: align_key(u, None)).items():
            theirs[tag].extend(objects)
    notes: list[str] = []
    for tag, other in (("d:to", "d:from"), ("d:from", "d:to")):
        for words in mine[tag]:
            same = any(words & o for o in theirs[tag])
            opposite = any(words & o for o in theirs[other])
            if opposite and not same:
                notes.append(f"{'/'.join(sorted(words))} is on the other end ({tag[2:]})")
    return notes


_CONJUNCTS: Final = frozenset({"and", "then", "but", "while", "whereas"})


def dropped_actors(cc: Clause, chosen: Sequence[int], index: PackIndex, cov: Coverage) -> list[str]:
    """A second conjunct of the evidence ("…, and the edge-config service then pushes …")
    that the claim joins to the first without its own subject ("… and then pushes …"):
    the first subject becomes the actor of the second step."""
    if not cc.text.isascii():
        return []
    mine = {align_key(u, cov) for u in cc.units if u.content}
    notes: list[str] = []
    for c in chosen:
        clause = index.clauses[c]
        units = clause.units
        prev = index.previous_clause(c)
        if not units or units[0].key not in _CONJUNCTS or prev is None or prev not in chosen:
            continue
        subject: list[str] = []
        rest: list[str] = []
        for u in units[1:]:
            if not u.content:
                continue
            key = align_key(u, None)
            if rest or key in mine:
                rest.append(key)
            elif u.kind == "w":
                subject.append(key)
        if subject and len(set(rest) & mine) >= 2 and not set(subject) & mine:
            notes.append(f"drops {' '.join(subject)!r}, who does the second step")
    return notes


def pluralized(cc: Clause, aligned: Sequence[Clause], cov: Coverage) -> list[str]:
    """ "one device" restated as "the devices": a single counted thing made several."""
    if not cc.text.isascii():
        return []
    mine = {
        align_key(u, cov): cc.key[u.start : u.end] for u in cc.units if u.kind == "w" and u.heavy
    }
    if any(u.key in ("one", "single") for u in cc.units):
        return []
    notes: list[str] = []
    for clause in aligned:
        units = clause.units
        for j, u in enumerate(units):
            if u.kind != "w" or not u.heavy or j == 0:
                continue
            lead = next((v for v in reversed(units[:j]) if v.key not in _ARTICLES), None)
            one = lead is not None and (
                lead.key in ("one", "single")
                or (lead.quantity is not None and lead.quantity.value == 1)
            )
            said = clause.key[u.start : u.end]
            claimed = mine.get(align_key(u, None))
            if one and claimed and claimed != said and claimed.endswith("s"):
                notes.append(f"one {said!r} in the evidence, {claimed!r} in the claim")
    return notes


_TOTAL: Final = ("共计", "总共", "一共", "合计", "共")
_EACH: Final = re.compile(r"每(?:名|人|位|个|张|户|辆|台|件|单|次)[\u4e00-\u9fff]{0,4}")


def totalled(cc: Clause, aligned: Sequence[Clause]) -> list[str]:
    """ "每名成员每天可入场 1 次" restated as "每天共可入场 1 次": a per-member allowance
    made a total."""
    if not any(t in cc.text for t in _TOTAL):
        return []
    notes: list[str] = []
    for clause in aligned:
        for found in _EACH.finditer(clause.text):
            if found.group()[:2] not in cc.text:
                notes.append(f"{found.group()!r} in the evidence, a total in the claim")
    return notes
