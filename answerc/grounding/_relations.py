"""Structure signals: substituted entities, crossed relation roles, dropped conditions.

These compare *where* content sits, not only whether it occurs: "The Silver plan covers
dental care" uses only words of "The Gold plan covers dental care; the Silver plan covers
vision care only", yet puts Silver in Gold's place; "B calls A" reverses "A calls B"; a
claim that leaves out the "only if ..." of its evidence drops a condition.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING, Final

from rapidfuzz.distance import Levenshtein

from answerc.grounding._analysis import Clause, PackIndex, Unit
from answerc.grounding._text import is_cjk

if TYPE_CHECKING:
    from answerc.grounding._reasons import SupportReason
    from answerc.grounding._support import Coverage

_BINARY: Final = ("v:", "d:than", "d:before", "d:after")
DIRECTIONAL: Final = ("f:up", "f:time", "f:cmp", "f:chg", "f:fast", "f:long", "f:price", "f:first")
"""Pair families that order things (more/less, before/after); the others are opposites."""


def align_key(u: Unit, cov: Coverage | None) -> str:
    """The key a unit aligns on: resolved word, character, quantity or synonym class."""
    if u.kind == "w" and cov is not None:
        return cov.resolve(u.key) or u.key
    return u.akey


def _blocks(a: list[str], b: list[str]) -> list[tuple[int, int, int, int]]:
    """Non-equal stretches of an alignment, adjacent edits merged."""
    out: list[list[int]] = []
    last_equal = True
    for op in Levenshtein.opcodes(a, b):
        if op.tag == "equal":
            last_equal = True
            continue
        if out and not last_equal:
            out[-1][1], out[-1][3] = op.src_end, op.dest_end
        else:
            out.append([op.src_start, op.src_end, op.dest_start, op.dest_end])
        last_equal = False
    return [(b0, b1, b2, b3) for b0, b1, b2, b3 in out]


def _runs(clause: Clause, units: Sequence[Unit]) -> list[str]:
    """Content of units as words and runs of adjacent Chinese characters."""
    out: list[str] = []
    run, last = "", -2
    for u in units:
        if u.kind == "c":
            if u.start == last:
                run += u.key
            else:
                if run:
                    out.append(run)
                run = u.key
            last = u.end
        else:
            if run:
                out.append(run)
                run, last = "", -2
            out.append(u.quantity.text.strip() if u.quantity is not None else u.key)
    if run:
        out.append(run)
    return out


def _contains(clause: Clause, piece: str) -> bool:
    if any(is_cjk(ch) for ch in piece):
        return piece in clause.text
    return piece in clause.words or piece in clause.text


def _content_keys(clause: Clause) -> dict[str, float]:
    return clause.content_keys


NEAR_COPY: Final = 0.75
"""Share of matching units above which a claim clause is a near copy of an evidence clause."""


def _abstract(u: Unit, cov: Coverage | None) -> str:
    return u.abstract if u.quantity is not None else align_key(u, cov)


def near_copy_numbers(
    cc: Clause, cand: Sequence[int], index: PackIndex, cov: Coverage
) -> list[str]:
    """Numbers of a claim clause that copies an evidence clause but for its numbers.

    The clause whose wording (numbers abstracted to their dimension) is closest is aligned
    unit by unit; a number standing where that clause has another value is a mismatch, even
    when the claim's value occurs elsewhere ("up to 3 days" copied from "... 3 days each,
    up to 2 days").
    """
    if not cc.quantities:
        return []
    mine = [_abstract(u, cov) for u in cc.units]
    best, best_sim = None, NEAR_COPY
    for c in cand:
        clause = index.clauses[c]
        if not clause.quantities:
            continue
        sim = Levenshtein.normalized_similarity(mine, clause.abstract)
        if sim >= best_sim and (best is None or sim > best_sim):
            best, best_sim = clause, sim
    if best is None:
        return []
    notes: list[str] = []
    for op in Levenshtein.opcodes(mine, best.abstract):
        if op.tag != "equal":
            continue
        for offset in range(op.src_end - op.src_start):
            a = cc.units[op.src_start + offset].quantity
            b = best.units[op.dest_start + offset].quantity
            if a is not None and b is not None and not a.same(b):
                notes.append(f"{a.text.strip()} where the evidence says {b.text.strip()}")
    return notes


def _slot_flips(mine: Sequence[Unit], theirs: Sequence[Unit]) -> tuple[SupportReason, str] | None:
    """A pair word where the evidence has its opposite, in the same place (同步 for 异步)."""
    their_tags = {
        t for u in theirs if u.marker is not None for t in u.marker.feats if t[:2] == "f:"
    }
    for u in mine:
        if u.marker is None:
            continue
        for tag in u.marker.feats:
            if tag[:2] != "f:" or tag.startswith("f:up"):
                continue  # bounds flip with polarity (超过 ... 不受理 = ... 以内受理): see numbers
            opposite = tag[:-1] + ("-" if tag.endswith("+") else "+")
            if opposite in their_tags and tag not in their_tags:
                code: SupportReason = (
                    "direction_mismatch" if tag.startswith(DIRECTIONAL) else "negation_mismatch"
                )
                return code, f"{u.marker.text!r} stands where the evidence says the opposite"
    return None


def substitutions(
    cc: Clause,
    covers: Sequence[tuple[set[int], bool]],
    chosen: list[int],
    index: PackIndex,
    cov: Coverage,
) -> Iterator[tuple[SupportReason, str]]:
    """Claim content standing where the primary evidence clause says something else."""
    primary_id = chosen[0]
    primary = index.clauses[primary_id]
    ckeys = [align_key(u, cov) for u in cc.units]
    pkeys = list(primary.keys)
    cset = set(ckeys) | {cov.resolve(w) or w for w in cc.words}
    pset = set(pkeys) | primary.words
    for i1, i2, j1, j2 in _blocks(ckeys, pkeys):
        mine = [
            k
            for k in range(i1, i2)
            if cc.units[k].heavy and cc.units[k].kind in "wcm" and ckeys[k] not in pset
        ]
        theirs = [
            primary.units[j]
            for j in range(j1, j2)
            if primary.units[j].heavy
            and primary.units[j].kind in "wcmq"
            and not _present(pkeys[j], cset)
        ]
        flips = _slot_flips(cc.units[i1:i2], primary.units[j1:j2])
        if flips:
            yield flips
        swap = _one_for_one(cc, primary, ckeys, pkeys, (i1, i2, j1, j2), cset)
        if swap is not None:
            yield swap
        q_mine = [
            cc.units[k].quantity
            for k in range(i1, i2)
            if cc.units[k].quantity is not None and ckeys[k] not in pset
        ]
        q_theirs = [
            u.quantity for u in primary.units[j1:j2] if u.quantity is not None and u.key not in cset
        ]
        for a in q_mine:
            b = next(
                (b for b in q_theirs if b is not None and a is not None and b.dim == a.dim), None
            )
            if a is not None and b is not None:
                yield (
                    "number_mismatch",
                    f"{a.text.strip()} stands where the evidence has {b.text.strip()}",
                )
        if not (mine and theirs):
            continue
        borrowed = [k for k in mine if primary_id not in covers[k][0] and covers[k][0]]
        unknown = [k for k in mine if not covers[k][0] and not covers[k][1]]
        if unknown:
            # a word of the claim's own in place of the evidence's: never a tolerated stray
            yield (
                "extrinsic_content",
                f"{'/'.join(_runs(cc, [cc.units[k] for k in unknown]))} stands where the "
                f"evidence has {'/'.join(_runs(primary, theirs))}",
            )
        if not borrowed:
            continue
        sources = set().union(*(covers[k][0] - {primary_id} for k in borrowed))
        taken = {ckeys[k] for k in borrowed} | {align_key(u, None) for u in theirs}
        shared = {key: w for key, w in _content_keys(primary).items() if key not in taken}
        dims = {q.dim for q in primary.quantities}
        parallel = any(
            sum(w for key, w in shared.items() if key in _content_keys(index.clauses[s]))
            + 0.5 * len(dims & {q.dim for q in index.clauses[s].quantities})
            >= 1.0
            for s in sources
        )
        if not parallel and not _role_slot(ckeys, pkeys, i1, j1):
            continue
        mine_runs = _runs(cc, [cc.units[k] for k in borrowed])
        their_runs = _runs(primary, theirs)
        bridged = any(
            index.clauses[c].polarity == 0
            and any(_contains(index.clauses[c], x) for x in mine_runs)
            and any(_contains(index.clauses[c], y) for y in their_runs)
            for c in cov.cand
            if c != primary_id
        )
        if not bridged:
            yield (
                "direction_mismatch",
                f"{'/'.join(mine_runs)} stands where the evidence has {'/'.join(their_runs)}",
            )


_ROLE_WORDS: Final = frozenset({"by", "由", "被", "向", "给", "m:d:from", "m:d:to", "m:d:than"})
"""Words whose following noun phrase is a role (agent, source, recipient, standard)."""


def _role_slot(ckeys: Sequence[str], pkeys: Sequence[str], i1: int, j1: int) -> bool:
    """Both blocks follow the same role word ("billed by X" / "billed by Y"), skipping
    articles: a different filler there is a different party, whatever else is parallel."""

    def before(keys: Sequence[str], at: int) -> str | None:
        k = at - 1
        while k >= 0 and keys[k] in ("the", "a", "an"):
            k -= 1
        return keys[k] if k >= 0 else None

    mine, theirs = before(ckeys, i1), before(pkeys, j1)
    return mine is not None and mine == theirs and mine in _ROLE_WORDS


def _one_for_one(
    cc: Clause,
    primary: Clause,
    ckeys: Sequence[str],
    pkeys: Sequence[str],
    block: tuple[int, int, int, int],
    cset: set[str],
) -> tuple[SupportReason, str] | None:
    """One content word in place of another between the same neighbours ("from the date of
    purchase" for "from the date of delivery"), the evidence's word gone from the claim:
    a swap even when the claim's word (or its synonym) occurs elsewhere in the clause."""
    i1, i2, j1, j2 = block
    if i2 - i1 != 1 or j2 - j1 != 1 or i1 == 0 or j1 == 0:
        return None
    mine, theirs = cc.units[i1], primary.units[j1]
    if not (mine.heavy and theirs.heavy and mine.kind in "wm" and theirs.kind in "wm"):
        return None
    if ckeys[i1 - 1] != pkeys[j1 - 1] or _present(pkeys[j1], cset):
        return None
    if cc.units[i1 - 1].kind == "x" and ckeys[i1 - 1] in ("and", "or", ","):
        return None  # a coordinated item, judged by the coverage signals
    return "direction_mismatch", f"{mine.key} stands where the evidence has {theirs.key}"


def _present(key: str, keys: set[str]) -> bool:
    return key in keys or ("." in key and any(p in keys for p in key.split(".") if p))


def _anchors(clause: Clause, lo: int, hi: int, cov: Coverage | None) -> set[str]:
    keys: set[str] = set()
    prev: Unit | None = None
    for u in clause.units:
        if not (lo <= u.start < hi) or not u.heavy:
            prev = None if u.kind != "c" else prev
            continue
        if u.kind == "c":
            if prev is not None and prev.end == u.start:
                keys.add(prev.key + u.key)
            else:
                keys.add(u.key)
            prev = u
        else:
            keys.add(align_key(u, cov))
            if u.kind == "w" and "." in u.key:
                keys.update(p for p in u.key.split(".") if p)
            prev = None
    return keys


def _roles(clause: Clause, tag: str, cov: Coverage | None) -> tuple[set[str], set[str]] | None:
    key = clause.key
    if tag == "d:from":
        start = next((m for m in clause.markers if "d:from" in m.feats), None)
        end = next(
            (
                m
                for m in clause.markers
                if "d:to" in m.feats and start is not None and m.start > start.end
            ),
            None,
        )
        if start is None:
            return None
        if end is None:  # "A 从 B 同步数据": what comes before and after the source marker
            return (
                _anchors(clause, clause.start, start.start, cov),
                _anchors(clause, start.end, clause.end, cov),
            )
        return _anchors(clause, start.end, end.start, cov), _anchors(
            clause, end.end, clause.end, cov
        )
    marker = next((m for m in clause.markers if tag in m.feats), None)
    if marker is None:
        return None
    left = _anchors(clause, clause.start, marker.start, cov)
    right = _anchors(clause, marker.end, clause.end, cov)
    by = _agent_mark(key, clause.start, marker.start) if tag.startswith("v:") else None
    if by is not None:
        # "A 由 B 调用": B (between 由 and the verb) acts on A (before 由)
        agent = _anchors(clause, by + 1, marker.start, cov)
        if agent:
            return agent, _anchors(clause, clause.start, by, cov) | right
    passive = tag.startswith("v:") and (
        key[marker.end : marker.end + 4].strip().startswith("by ")
        or key[marker.end : marker.end + 3] == " by"
        or "被" in key[clause.start : marker.start]
        or "由" in key[clause.start : marker.start]
    )
    return (right, left) if passive else (left, right)


_NOT_AGENT: Final = re.compile(r"由于|理由|自由|经由|缘由|事由|由此|因由")
"""Words holding 由 that do not introduce an agent (由于 = because, 自由 = free)."""


def _agent_mark(key: str, lo: int, hi: int) -> int | None:
    """Offset of a passive 由/被 before a relation verb, if it introduces an agent."""
    for pos in range(hi - 1, lo - 1, -1):
        if key[pos] in "由被" and not _NOT_AGENT.search(key[max(lo, pos - 1) : pos + 2]):
            return pos
    return None


def crossed_roles(cc: Clause, chosen: Sequence[int], index: PackIndex, cov: Coverage) -> list[str]:
    """Relations whose arguments swapped sides: "B calls A" for "A calls B".

    An evidence clause with nothing before its relation word ("..., which calls the user
    service") takes its subject from the clause before it in the sentence.
    """
    tags = {t for m in cc.markers for t in m.feats if t.startswith(_BINARY)}
    if any("d:from" in m.feats for m in cc.markers):
        tags.add("d:from")
    notes: list[str] = []
    for tag in sorted(tags):
        mine = _roles(cc, tag, cov)
        if mine is None:
            continue
        for cid in chosen:
            clause = index.clauses[cid]
            theirs = _roles(clause, tag, None)
            if theirs is None:
                continue
            prev = index.previous_clause(cid)
            if not theirs[0] and prev is not None:
                before = index.clauses[prev]
                theirs = (_anchors(before, before.start, before.end, None), theirs[1])
            (a_c, b_c), (a_e, b_e) = mine, theirs
            a_c, b_c = a_c - b_c, b_c - a_c
            a_e, b_e = a_e - b_e, b_e - a_e
            if a_c & b_e and b_c & a_e:
                notes.append(f"the roles around {tag.split(':')[1]!r} are reversed")
                break
    return notes
