"""Structure signals: substituted entities, crossed relation roles, dropped conditions.

These compare *where* content sits, not only whether it occurs: "The Silver plan covers
dental care" uses only words of "The Gold plan covers dental care; the Silver plan covers
vision care only", yet puts Silver in Gold's place; "B calls A" reverses "A calls B"; a
claim that leaves out the "only if ..." of its evidence drops a condition.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING, Final

from rapidfuzz.distance import Levenshtein

from answerc.grounding._analysis import Analysis, Clause, PackIndex, Unit
from answerc.grounding._lexicon import SYNONYM_EXEMPT
from answerc.grounding._text import is_cjk

if TYPE_CHECKING:
    from answerc.grounding._support import Coverage, SupportReason

_BINARY: Final = ("v:", "d:than", "d:before", "d:after")
_COND_SEPARATORS: Final = frozenset("的地得了着过和与及或并且而是为于对将把被由从向到给以之其该此这那些个也就即则又还再所等在会已")


def _syn(u: Unit) -> str | None:
    if u.kind != "m" or u.marker is None or not u.heavy:
        return None
    tags = sorted(t for t in u.marker.feats if t[:2] in ("f:", "v:") and t not in SYNONYM_EXEMPT)
    return "syn:" + tags[0] if tags else None


def align_key(u: Unit, cov: Coverage | None) -> str:
    """The key a unit aligns on: resolved word, character, quantity or synonym class."""
    if u.kind == "w" and cov is not None:
        return cov.resolve(u.key) or u.key
    return _syn(u) or u.key


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
            out.append(u.key)
    if run:
        out.append(run)
    return out


def _contains(clause: Clause, piece: str) -> bool:
    if any(is_cjk(ch) for ch in piece):
        return piece in clause.text
    return piece in clause.words or piece in clause.text


def _content_keys(clause: Clause) -> dict[str, float]:
    return {align_key(u, None): u.weight for u in clause.units if u.heavy and u.kind in "wcm"}


def substitutions(cc: Clause, covers: Sequence[tuple[set[int], bool]], chosen: list[int],
                  index: PackIndex, cov: Coverage) -> Iterator[tuple[SupportReason, str]]:
    """Claim content standing where the primary evidence clause says something else."""
    primary_id = chosen[0]
    primary = index.clauses[primary_id]
    ckeys = [align_key(u, cov) for u in cc.units]
    pkeys = [align_key(u, None) for u in primary.units]
    cset, pset = set(ckeys), set(pkeys)
    for i1, i2, j1, j2 in _blocks(ckeys, pkeys):
        mine = [k for k in range(i1, i2) if cc.units[k].heavy and cc.units[k].kind in "wcm"
                and ckeys[k] not in pset]
        theirs = [primary.units[j] for j in range(j1, j2) if primary.units[j].heavy
                  and primary.units[j].kind in "wcm" and pkeys[j] not in cset]
        q_mine = [cc.units[k].quantity for k in range(i1, i2) if cc.units[k].quantity is not None
                  and ckeys[k] not in pset]
        q_theirs = [u.quantity for u in primary.units[j1:j2] if u.quantity is not None
                    and u.key not in cset]
        for a in q_mine:
            b = next((b for b in q_theirs if b is not None and a is not None and b.dim == a.dim), None)
            if a is not None and b is not None:
                yield "number_mismatch", f"{a.text.strip()} stands where the evidence has {b.text.strip()}"
        if not (mine and theirs):
            continue
        borrowed = [k for k in mine if (covers[k][0] - {primary_id}) and not covers[k][1]]
        if not borrowed:
            continue
        sources = set().union(*(covers[k][0] - {primary_id} for k in borrowed))
        taken = {ckeys[k] for k in borrowed} | {align_key(u, None) for u in theirs}
        shared = {
            key: w for key, w in _content_keys(primary).items() if key not in taken
        }
        parallel = any(
            sum(w for key, w in shared.items() if key in _content_keys(index.clauses[s])) >= 1.0
            for s in sources
        )
        if not parallel:
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
            yield ("direction_mismatch",
                   f"{'/'.join(mine_runs)} stands where the evidence has {'/'.join(their_runs)}")


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
        end = next((m for m in clause.markers if "d:to" in m.feats and start is not None
                    and m.start > start.end), None)
        if start is None or end is None:
            return None
        return _anchors(clause, start.end, end.start, cov), _anchors(clause, end.end, clause.end, cov)
    marker = next((m for m in clause.markers if tag in m.feats), None)
    if marker is None:
        return None
    left = _anchors(clause, clause.start, marker.start, cov)
    right = _anchors(clause, marker.end, clause.end, cov)
    passive = tag.startswith("v:") and (
        key[marker.end : marker.end + 4].strip().startswith("by ")
        or key[marker.end : marker.end + 3] == " by"
        or "被" in key[clause.start : marker.start]
        or "由" in key[clause.start : marker.start]
    )
    return (right, left) if passive else (left, right)


def crossed_roles(cc: Clause, aligned: Sequence[Clause], cov: Coverage) -> list[str]:
    """Relations whose arguments swapped sides: "B calls A" for "A calls B"."""
    tags = {t for m in cc.markers for t in m.feats if t.startswith(_BINARY)}
    if any("d:from" in m.feats for m in cc.markers):
        tags.add("d:from")
    notes: list[str] = []
    for tag in sorted(tags):
        mine = _roles(cc, tag, cov)
        if mine is None:
            continue
        for clause in aligned:
            theirs = _roles(clause, tag, None)
            if theirs is None:
                continue
            (a_c, b_c), (a_e, b_e) = mine, theirs
            a_c, b_c = a_c - b_c, b_c - a_c
            a_e, b_e = a_e - b_e, b_e - a_e
            if a_c & b_e and b_c & a_e:
                notes.append(f"the roles around {tag.split(':')[1]!r} are reversed")
                break
    return notes


def dropped_conditions(claim: Analysis, aligned: Sequence[int], index: PackIndex,
                       cov: Coverage) -> list[str]:
    """Conditions of the aligned evidence (if, only, unless, 仅当, 才, 方可) the claim omits."""
    spans: list[tuple[int, int, int]] = []
    chosen = set(aligned)
    for c in aligned:
        clause = index.clauses[c]
        prev, nxt = index.previous_clause(c), index.next_clause(c)
        for m in clause.markers:
            if "cond" in m.feats:
                spans.append((c, m.end, clause.end))
            if "condb" in m.feats and not m.text.endswith(","):
                spans.append((c, clause.start, m.start))
                if prev is not None:
                    spans.append((prev, index.clauses[prev].start, index.clauses[prev].end))
        if prev is not None and prev not in chosen:
            p = index.clauses[prev]
            for m in p.markers:
                if "cond" in m.feats:
                    spans.append((prev, m.end, p.end))
                if "condb" in m.feats and m.text.endswith(","):
                    spans.append((prev, p.start, m.start))
        if nxt is not None and nxt not in chosen:
            n = index.clauses[nxt]
            opener = next((u.marker for u in n.units if u.kind != "x"), None)
            if opener is not None and "cond" in opener.feats:
                spans.append((nxt, opener.end, n.end))
    if not spans:
        return []
    words = {cov.resolve(u.key) or u.key for c in claim.clauses for u in c.units if u.kind == "w"}
    bigrams = set().union(*(c.bigrams for c in claim.clauses))
    chars = set().union(*(c.chars for c in claim.clauses))
    solo = set().union(*(c.solo for c in claim.clauses))
    qs = [q for c in claim.clauses for q in c.quantities]
    syn = {align_key(u, None) for c in claim.clauses for u in c.units if u.kind == "m"}
    notes: list[str] = []
    for c, lo, hi in sorted(set(spans)):
        clause = index.clauses[c]
        missing = 0.0
        for u in clause.units:
            if not (lo <= u.start < hi) or not u.heavy:
                continue
            if u.kind == "w":
                ok = u.key in words
            elif u.kind == "c":
                k = clause.key
                ok = (k[u.start - 1 : u.end] in bigrams or k[u.start : u.end + 1] in bigrams
                      or u.key in solo or (u.key in clause.solo and u.key in chars))
            elif u.kind == "q" and u.quantity is not None:
                ok = any(q.same(u.quantity) or u.quantity.same(q) for q in qs)
            else:
                ok = align_key(u, None) in syn
            if not ok:
                missing += u.weight
        if missing > 0.5:
            notes.append(f"drops the condition {clause.key[lo:hi].strip()!r}")
    return notes
