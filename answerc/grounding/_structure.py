"""Clause-pair structure signals: swapped arguments and negations in unaligned clauses.

*Swapped arguments*: "A repays B" and "B repays A" use the same words; what differs is the
order of the two arguments around the relation that stays in place. Within an aligned
clause pair, two shared anchors in opposite order with a third shared anchor (or a
direction word: to, from, 向, 给) between them in both texts is a reversed relation, unless
a passive switch (is paid by, 被, 由) explains it. A moved block ("X, Y" -> "Y when X") keeps every
anchor between its own neighbours and is not a swap.

*Contained clauses*: an evidence clause whose whole wording reappears in a claim clause
states something about exactly what the claim talks about; its polarity must agree even
when the greedy alignment chose another clause ("只能改签一次，已改签的车票不能再次改签").
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING, Final

from answerc.grounding._analysis import Clause, PackIndex, Unit
from answerc.grounding._numbers import Quantity
from answerc.grounding._relations import align_key

if TYPE_CHECKING:
    from answerc.grounding._support import Coverage

_DIRECTION_WORDS: Final = frozenset(
    {"to", "from", "into", "towards", "向", "给", "往", "到", "对", "从", "自", "至"}
)
"""Function words that order a relation's arguments (they pivot like a shared verb)."""
_PASSIVE_EN: Final = re.compile(
    r"\b(?:is|are|was|were|be|been|being|gets?|got)\s+(?:[a-z]+ly\s+)?"
    r"(?:[a-z]+(?:ed|en|wn)|paid|sent|held|made|built|kept|sold|told|set|put|run|owed|"
    r"bought|brought|caught|taught|sought|spent|lent|lost|left|met|read|led)\b"
)
"""A passive verb group (is supported, was paid): its subject is the relation's object."""
_PASSIVE_ZH: Final = frozenset("被由受")
MIN_CONTAINED: Final = 1.5
"""Least content weight of an evidence clause held to the claim's polarity by containment."""


def _keyed(clause: Clause, cov: Coverage | None) -> list[tuple[str, int]]:
    """(alignment key, position) of heavy units and direction words, in reading order."""
    out: list[tuple[str, int]] = []
    for u in clause.units:
        if u.heavy and u.kind in ("w", "c", "q"):
            out.append((align_key(u, cov) if u.kind == "w" else u.key, u.start))
        elif u.kind == "x" and u.key in _DIRECTION_WORDS:
            out.append(("dir:" + u.key, u.start))
        elif u.kind == "m" and u.marker is not None and u.marker.text in _DIRECTION_WORDS:
            out.append(("dir:" + u.marker.text, u.start))
    return out


def _unique_order(seq: list[tuple[str, int]]) -> dict[str, int]:
    counts: dict[str, int] = {}
    for key, _ in seq:
        counts[key] = counts.get(key, 0) + 1
    rank: dict[str, int] = {}
    for i, (key, _) in enumerate(seq):
        if counts[key] == 1:
            rank[key] = i
    return rank


def _passives(clause: Clause) -> int:
    words = len(_PASSIVE_EN.findall(clause.text))
    chars = sum(1 for ch in clause.text if ch in _PASSIVE_ZH)
    return words + chars


def swapped_arguments(cc: Clause, clause: Clause, cov: Coverage) -> str | None:
    """A note when two arguments of the claim clause sit on swapped sides of a shared pivot."""
    if _passives(cc) != _passives(clause):
        return None
    mine = _unique_order(_keyed(cc, cov))
    theirs = _unique_order(_keyed(clause, None))
    shared = sorted(set(mine) & set(theirs), key=lambda k: mine[k])
    if len(shared) < 3:
        return None
    for i, a in enumerate(shared):
        if a.startswith("dir:"):
            continue
        for b in shared[i + 1 :]:
            if b.startswith("dir:") or theirs[b] > theirs[a]:
                continue  # same order in both
            for p in shared:
                if mine[a] < mine[p] < mine[b] and theirs[b] < theirs[p] < theirs[a]:
                    return f"{a!r} and {b!r} swap sides of {p.removeprefix('dir:')!r}"
    return None


Wording = tuple[float, frozenset[str], tuple[str, ...], frozenset[str], tuple[Quantity, ...]]
"""What a claim must hold to restate a clause: (weight, characters, longer character keys,
words, quantities)."""


def _wording(index: PackIndex, cid: int) -> Wording:
    """The wording an evidence clause requires of a claim that restates it (memoized)."""
    found = index.wording.get(cid)
    if found is not None:
        return found
    weight = 0.0
    chars: list[str] = []
    words: set[str] = set()
    qs: list[Quantity] = []
    for u in index.clauses[cid].units:
        if u.kind == "m":
            continue
        if u.kind == "c" or (u.kind == "x" and len(u.key) == 1 and not u.key.isascii()):
            chars.append(u.key)
        elif u.kind == "w":
            words.add(u.key)
        elif u.kind == "q" and u.quantity is not None:
            qs.append(u.quantity)
        weight += u.weight
    single = frozenset(ch for ch in chars if len(ch) == 1)
    longer = tuple(dict.fromkeys(ch for ch in chars if len(ch) != 1))
    found = (weight, single, longer, frozenset(words), tuple(qs))
    index.wording[cid] = found
    return found


def _restatable(index: PackIndex, cov: Coverage) -> list[tuple[int, Wording]]:
    """The candidate clauses heavy enough to count as contained, by id, with their wording
    (memoized on the coverage: every claim clause checked against it reads the same list)."""
    if cov.restatable is None:
        cov.restatable = [
            (cid, wording)
            for cid in cov.ordered
            if (wording := _wording(index, cid))[0] >= MIN_CONTAINED
        ]
    return cov.restatable


def contained_clauses(
    cc: Clause, chosen: Sequence[int], index: PackIndex, cov: Coverage
) -> list[tuple[int, Clause]]:
    """Cited clauses (with ids) outside the alignment whose whole wording is in the claim."""
    words = {align_key(u, cov) for u in cc.units if u.kind == "w"}
    words |= {u.key for u in cc.units if u.kind == "w"}
    text = cc.text
    letters = set(text)
    skip = set(chosen)
    out: list[tuple[int, Clause]] = []
    for cid, (_weight, single, longer, needed, qs) in _restatable(index, cov):
        if (
            cid not in skip
            and needed <= words
            and single <= letters
            and all(ch in text for ch in longer)
            and all(any(q.same(mine) for mine in cc.quantities) for q in qs)
        ):
            out.append((cid, index.clauses[cid]))
    return out


_QUALIFIER_PREPS: Final = frozenset(
    [
        "on",
        "in",
        "at",
        "for",
        "during",
        "within",
        "under",
        "over",
        "between",
        "after",
        "before",
        "except",
        "outside",
        "inside",
        "while",
        "when",
        "unless",
        "only",
        "until",
        "through",
    ]
)
"""Words opening an English phrase that narrows its clause ("on international itineraries")."""
_PHRASE_END: Final = frozenset({"and", "or", "but", "which", "who", "that", "whereas", "while"})


def _phrases(clause: Clause) -> list[tuple[int, int, int]]:
    """(segment, first unit, end unit) of each qualifier phrase of an English clause."""
    out: list[tuple[int, int, int]] = []
    units = clause.units
    segment = 0
    open_at: int | None = None
    for i, u in enumerate(units):
        word = u.marker.text if u.kind == "m" and u.marker is not None else u.key
        if u.kind in ("x", "m") and word in _PHRASE_END:
            if open_at is not None:
                out.append((segment, open_at, i))
                open_at = None
            segment += 1
            continue
        if u.kind in ("x", "m") and word in _QUALIFIER_PREPS:
            if open_at is not None:
                out.append((segment, open_at, i))
            open_at = i
    if open_at is not None:
        out.append((segment, open_at, len(units)))
    return out


def dropped_phrases(claim_units: Sequence[Clause], clause: Clause, cov: Coverage) -> list[str]:
    """Qualifier phrases of an aligned English evidence clause the claim leaves out whole.

    The claim must keep other content of the same segment (between and/or/which), so a
    partial quotation that drops a whole coordinated clause is not a dropped qualifier.
    """
    if not clause.text.isascii():
        return []
    words = {align_key(u, cov) for c in claim_units for u in c.units if u.kind == "w"}
    words |= {u.key for c in claim_units for u in c.units if u.kind == "w"}
    quantities = [q for c in claim_units for q in c.quantities]

    def kept(u: Unit) -> bool:
        if u.kind == "q" and u.quantity is not None:
            return any(u.quantity.same(q) for q in quantities)
        return u.key in words

    phrases = _phrases(clause)
    inside = {i for _, lo, hi in phrases for i in range(lo, hi)}
    notes: list[str] = []
    for segment, lo, hi in phrases:
        content = [u for u in clause.units[lo:hi] if u.heavy and u.kind in ("w", "q")]
        if not content or any(kept(u) for u in content):
            continue
        same_segment = _segment_units(clause, segment)
        kept_here = [
            u for j, u in same_segment if j not in inside and u.heavy and u.kind == "w" and kept(u)
        ]
        if len(kept_here) >= 2:
            first, last = clause.units[lo], clause.units[hi - 1]
            notes.append(f"drops the qualifier {clause.key[first.start : last.end]!r}")
    return notes


def _segment_units(clause: Clause, segment: int) -> list[tuple[int, Unit]]:
    out: list[tuple[int, Unit]] = []
    current = 0
    for i, u in enumerate(clause.units):
        word = u.marker.text if u.kind == "m" and u.marker is not None else u.key
        if u.kind in ("x", "m") and word in _PHRASE_END:
            current += 1
            continue
        if current == segment:
            out.append((i, u))
    return out
