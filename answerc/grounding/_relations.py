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
from answerc.grounding._numbers import Quantity
from answerc.grounding._text import is_cjk

if TYPE_CHECKING:
    from answerc.grounding._support import Coverage, SupportReason

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
            yield (
                "direction_mismatch",
                f"{'/'.join(mine_runs)} stands where the evidence has {'/'.join(their_runs)}",
            )


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
    passive = tag.startswith("v:") and (
        key[marker.end : marker.end + 4].strip().startswith("by ")
        or key[marker.end : marker.end + 3] == " by"
        or "被" in key[clause.start : marker.start]
        or "由" in key[clause.start : marker.start]
    )
    return (right, left) if passive else (left, right)


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


_SCOPE_END: Final = frozenset(
    {"and", "or", "but", "while", "whereas", "then", "并", "且", "而", "但", "并且", "而且", "同时"}
)


def scoped_polarity(clause: Clause, claim_keys: set[str]) -> int:
    """Negations of an evidence clause that bear on what the claim talks about.

    A negation scopes forward to the next conjunction ("cannot be refilled early *and*
    require a new prescription": the second predicate is not negated). It counts when its
    scope holds a word or character of the claim; a clause-final negation ("银卡会员没有")
    scopes over its whole clause.
    """
    count = 0
    units = clause.units
    for i, u in enumerate(units):
        m = u.marker
        if m is None or not ({"neg", "prohib"} & m.feats):
            continue
        scope: list[Unit]
        if "exc" in m.feats or "condb" in m.feats:
            scope = list(units[:i])
        else:
            scope = []
            for v in units[i + 1 :]:
                if v.key in _SCOPE_END:
                    break
                scope.append(v)
            if not any(v.content for v in scope):
                scope = list(units)
        if any(v.content and (v.key in claim_keys) for v in scope):
            count += 1
    return count


def bound_of(clause: Clause, q: Quantity) -> str | None:
    """The bound written next to a quantity (f:up+ for more than, f:up- for within), if any."""
    for m in clause.markers:
        tags = m.feats & {"f:up+", "f:up-"}
        if not tags:
            continue
        before = clause.key[m.end : q.start]
        after = clause.key[q.end : m.start]
        if (m.end <= q.start and len(before.strip(" 约近大概about")) == 0 and len(before) <= 6) or (
            m.start >= q.end and len(after.strip()) == 0 and len(after) <= 2
        ):
            return next(iter(tags))
    return None


def _first_content(units: Sequence[Unit], start: int = 0) -> int | None:
    for i in range(start, len(units)):
        if units[i].heavy and units[i].kind in "wcm":
            return i
    return None


def _locate(primary: Clause, cc: Clause, at: int, cov: Coverage) -> int | None:
    """Index in ``primary.units`` of the claim's content unit ``cc.units[at]``."""
    u = cc.units[at]
    if u.kind == "c":
        # the claim's characters from this one on, with a function character just before it
        # (就诊 must not be found inside 门诊)
        prior = cc.units[at - 1] if at > 0 else None
        glued = (
            prior is not None and prior.kind == "x" and prior.end == u.start and is_cjk(prior.key)
        )
        lo = u.start - 1 if glued else u.start
        hi = lo
        while hi < cc.end and hi - u.start < 4 and is_cjk(cc.key[hi]):
            hi += 1
        run = cc.key[lo:hi]
        for size in range(len(run), max(u.start - lo, 0), -1):
            pos = primary.text.find(run[:size])
            if pos >= 0:
                absolute = primary.start + pos + (u.start - lo)
                return next((i for i, p in enumerate(primary.units) if p.start == absolute), None)
        return None
    key = align_key(u, cov)
    return next(
        (
            i
            for i, p in enumerate(primary.units)
            if align_key(p, None) == key or (p.kind == "w" and key in p.key.split("."))
        ),
        None,
    )


def widened_scope(cc: Clause, primary: Clause, cov: Coverage) -> list[tuple[SupportReason, str]]:
    """A claim that drops the qualifier in front of what it talks about (经济舱旅客 -> 所有旅客)."""
    claim_keys = {align_key(u, cov) for u in cc.units} | cc.words | cc.chars
    out: list[tuple[SupportReason, str]] = []
    starts: list[tuple[int, bool]] = []
    for i, u in enumerate(cc.units):
        if u.marker is not None and "univ" in u.marker.feats:
            nxt = _first_content(cc.units, i + 1)
            if nxt is not None:
                starts.append((nxt, True))
    first = _first_content(cc.units)
    if first is not None and all(
        u.kind == "x" or (u.marker is not None and not u.heavy and "univ" not in u.marker.feats)
        for u in cc.units[:first]
    ):
        starts.append((first, False))
    for at, quantified in starts:
        where = _locate(primary, cc, at, cov)
        if where is None:
            continue
        j = where - 1
        while j >= 0 and primary.units[j].kind == "x":
            j -= 1
        if j < 0:
            continue
        before = primary.units[j]
        if not before.heavy or before.kind not in "wcm" or align_key(before, None) in claim_keys:
            continue
        if not quantified and any(p.heavy for p in primary.units[:j]):
            continue  # only a qualifier at the head of the evidence clause restricts its subject
        if quantified:
            out.append(
                (
                    "quantifier_mismatch",
                    f"the claim generalizes what the evidence restricts ({before.key!r})",
                )
            )
        else:
            out.append(("condition_dropped", f"drops the qualifier {before.key!r}"))
    return out


_CONJUNCTIONS: Final = frozenset(
    {"and", "or", "以及", "并且", "并", "且", "及", "和", "同时", "also"}
)


def dropped_thresholds(
    cc: Clause, primary: Clause, cov: Coverage, claim_qs: Sequence[Quantity]
) -> list[tuple[SupportReason, str]]:
    """A number or a first/last qualifier of the evidence clause that the claim leaves out.

    "Orders *over $50* ship free", "free for customers who sign a *24-month* contract",
    "*首次*停放 2 小时内免费": only inside a stretch the claim skips, and only when that
    stretch is not a coordinated predicate of its own ("... at least 12 characters long
    and are rotated ...").
    """
    ckeys = [align_key(u, cov) for u in cc.units]
    pkeys = list(primary.keys)
    out: list[tuple[SupportReason, str]] = []
    for _i1, _i2, j1, j2 in _blocks(ckeys, pkeys):
        stretch = primary.units[j1:j2]
        if any(u.key in _CONJUNCTIONS for u in stretch):
            continue
        for u in stretch:
            q = u.quantity
            if q is None or q.implicit:
                continue
            if not any(c.same(q) or q.same(c) for c in claim_qs):
                # "free for customers who sign a 24-month contract" -> "free"
                out.append(("condition_dropped", f"drops the qualifier {q.text.strip()!r}"))
        for u in stretch:
            m = u.marker
            if (
                m is not None
                and {"f:first+", "f:first-"} & m.feats
                and not ({"f:first+", "f:first-"} & cc.feats)
            ):
                out.append(("condition_dropped", f"drops the qualifier {m.text!r}"))
    return out


def _restrictive(clause: Clause) -> bool:
    """A clause that narrows the one after it: a relative clause ending in 的 ("总值在 5000
    元以内的, 海关予以免税放行")."""
    return clause.text.endswith("的")


def dropped_conditions(
    claim: Analysis, aligned: Sequence[int], index: PackIndex, cov: Coverage
) -> list[str]:
    """Conditions of the aligned evidence (if, only, unless, 仅当, 才, 方可) the claim omits."""
    spans: list[tuple[int, int, int]] = []
    chosen = set(aligned)
    for c in aligned:
        clause = index.clauses[c]
        prev, nxt = index.previous_clause(c), index.next_clause(c)
        for m in clause.markers:
            if "cond" in m.feats:
                spans.append((c, *(m.inner or (m.end, clause.end))))
            if "condb" in m.feats and not m.text.endswith(","):
                spans.append((c, clause.start, m.start))
                if prev is not None:
                    spans.append((prev, index.clauses[prev].start, index.clauses[prev].end))
        if prev is not None and prev not in chosen:
            p = index.clauses[prev]
            for m in p.markers:
                if "cond" in m.feats:
                    spans.append((prev, *(m.inner or (m.end, p.end))))
                if "condb" in m.feats and m.text.endswith(","):
                    spans.append((prev, p.start, m.start))
        if nxt is not None and nxt not in chosen:
            n = index.clauses[nxt]
            opener = next((u.marker for u in n.units if u.kind != "x"), None)
            if opener is not None and opener.feats & {"cond", "f:up-"}:
                # "..., unless X" / "..., up to a maximum of 20 GB" restricts the clause before
                spans.append((nxt, opener.end, n.end))
            elif any("exc" in m.feats for m in n.markers):
                spans.append((nxt, n.start, n.end))  # "..., 质量问题除外"
        if nxt is not None and _restrictive(clause):
            spans.append((c, clause.start, clause.end))  # all of "…且…一致的," restricts
        if prev is not None and prev not in chosen and _restrictive(index.clauses[prev]):
            spans.append((prev, index.clauses[prev].start, index.clauses[prev].end))

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
                ok = (
                    k[u.start - 1 : u.end] in bigrams
                    or k[u.start : u.end + 1] in bigrams
                    or u.key in solo
                    or (u.key in clause.solo and u.key in chars)
                )
            elif u.kind == "q" and u.quantity is not None:
                ok = any(q.same(u.quantity) or u.quantity.same(q) for q in qs)
            else:
                ok = align_key(u, None) in syn
            if not ok:
                missing += u.weight
        if missing > 0.5:
            notes.append(f"drops the condition {clause.key[lo:hi].strip()!r}")
    return notes
