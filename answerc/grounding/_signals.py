"""Clause-level support signals: extrinsic content, markers, pair words and numbers.

Each compares one claim clause with the evidence clauses it is aligned to and adds reason
codes (with a human note) to the sets it is given.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Final

from answerc.grounding._analysis import Clause, PackIndex, Unit
from answerc.grounding._conditions import bound_of, scoped_polarity, strictness
from answerc.grounding._lexicon import MODAL_TAGS
from answerc.grounding._numbers import Quantity
from answerc.grounding._reasons import SupportReason
from answerc.grounding._relations import DIRECTIONAL
from answerc.grounding._text import FUNCTION_CHARS

if TYPE_CHECKING:
    from answerc.grounding._support import Coverage

_SEPARATORS: Final = frozenset({""}) | FUNCTION_CHARS


def _fmt_q(q: Quantity) -> str:
    return q.text.strip()


def extrinsic(uncovered: Iterable[tuple[Clause, Unit, bool]]) -> list[str]:
    """Uncovered content beyond the tolerance.

    Tolerated: one stray Chinese character per claim, and any lone character that its
    aligned evidence clause contains in a longer word (书 for 图书, 借 for 借阅).
    """
    words: list[str] = []
    runs: list[str] = []
    abbreviations: set[str] = set()
    last_end = -2
    current = ""
    for cc, u, near in uncovered:
        if near:
            abbreviations.add(u.key)
        if u.kind == "q":
            continue  # numbers are judged by the number signal
        if u.kind == "c":
            gap = cc.key[last_end : u.start] if last_end >= 0 else "x"
            if (
                last_end >= 0
                and all(ch in _SEPARATORS or ch == " " for ch in gap)
                and len(gap) <= 1
            ):
                current += u.key
            else:
                if current:
                    runs.append(current)
                current = u.key
            last_end = u.end
        else:
            words.append(cc.key[u.start : u.end])
    if current:
        runs.append(current)
    singles = [r for r in runs if len(r) == 1 and r not in abbreviations]
    long_runs = [r for r in runs if len(r) > 1]
    out = words + long_runs
    if len(singles) > 1:
        out += singles
    return out


def marker_signals(
    cc: Clause,
    aligned: list[Clause],
    reasons: set[SupportReason],
    notes: list[str],
    *,
    negative: bool,
    others: Sequence[Clause] = (),
) -> None:
    """Polarity, modal force, quantifier force, opposite pairs and un-/non- prefixes.

    ``others`` are the claim's other clauses (a negation they restate is theirs).
    """
    e_feats: set[str] = set()
    e_raw: set[str] = set()
    e_polarity = 0
    claim_keys = {u.key for u in cc.units if u.content} | set(cc.words) | set(cc.chars)
    for clause in aligned:
        e_feats |= clause.feats
        e_raw |= clause.raw_words
        e_polarity += scoped_polarity(clause, claim_keys, cc, others)
    c_feats = set(cc.feats)
    fragment = cc.polarity == 0 and sum(u.weight for u in cc.units if u.content) <= 1.0
    if not negative and not fragment and cc.polarity % 2 != e_polarity % 2:
        reasons.add("negation_mismatch")
        notes.append(f"polarity differs from the evidence: {cc.text!r}")
    modals = MODAL_TAGS
    e_modal = e_feats & modals
    for m in sorted(c_feats & modals):
        if m in e_modal or not e_modal:
            continue
        if {m, *e_modal} <= {"permit", "nooblig"} or {m, *e_modal} <= {"will", "oblig"}:
            continue  # optional ~ may; will ~ must
        reasons.add("modal_mismatch")
        notes.append(f"modal force {m} vs evidence {'/'.join(sorted(e_modal))}")
    c_modal = c_feats & modals
    weaker = c_modal & {"permit", "recommend", "nooblig"}
    strong = e_modal & {"oblig", "prohib"}
    # A claim that only permits or advises must not stand for a clause that obliges or
    # bans, even when that clause also holds a weaker marker ("must … disposable",
    # 必须 … 许可证). 才能 (a necessary condition, like 须…方可) is not a weakening.
    kept = c_modal & {"oblig", "prohib", "will"}
    if weaker and strong and len(aligned) == 1 and not kept and "condb" not in c_feats:
        reasons.add("modal_mismatch")
        notes.append(f"evidence {'/'.join(sorted(strong))} weakened to {'/'.join(sorted(weaker))}")
    quants = e_feats & {"univ", "part", "restrict"}
    for q in sorted(c_feats & {"univ", "part", "restrict"}):
        if q in quants:
            continue
        if (
            (q == "univ" and quants & {"part", "restrict"})
            or (q == "part" and "univ" in quants)
            or (q == "restrict")
        ):
            reasons.add("quantifier_mismatch")
            notes.append(f"quantifier {q} vs evidence {'/'.join(sorted(quants)) or 'none'}")
    pair_signals(cc, e_feats, reasons, notes)
    for word in cc.raw_words - e_raw:
        for prefix, least in (
            ("un", 4),
            ("non", 4),
            ("non-", 4),
            ("dis", 4),
            ("in", 5),
            ("im", 5),
            ("ir", 5),
            ("il", 5),
        ):
            rest = word[len(prefix) :]
            if prefix + word in e_raw or (
                word.startswith(prefix) and len(rest) >= least and rest in e_raw
            ):
                reasons.add("negation_mismatch")
                notes.append(f"{word!r} is the opposite of the evidence's wording")
                break


def pair_signals(
    cc: Clause, e_feats: set[str] | frozenset[str], reasons: set[SupportReason], notes: list[str]
) -> None:
    """Opposite pair words and comparisons: the claim's side must not be the evidence's other."""
    for tag in sorted(t for t in cc.feats if t.startswith("f:")):
        opposite = tag[:-1] + ("-" if tag.endswith("+") else "+")
        if tag not in e_feats and opposite in e_feats:
            code: SupportReason = (
                "direction_mismatch" if tag.startswith(DIRECTIONAL) else "negation_mismatch"
            )
            reasons.add(code)
            notes.append(f"{tag} in the claim, {opposite} in the evidence")
    # a bound and a comparison say more/less alike: "exceeds" flips "is lower than"
    for mine, other in ((_MORE, _LESS), (_LESS, _MORE)):
        if cc.feats & mine and not cc.feats & other and e_feats & other and not e_feats & mine:
            reasons.add("direction_mismatch")
            notes.append(
                f"{'/'.join(sorted(cc.feats & mine))} in the claim, "
                f"{'/'.join(sorted(e_feats & other))} in the evidence"
            )


_BOUNDS: Final = frozenset({"f:up+", "f:up-", "f:time+", "f:time-"})
"""A claim with any bound or deadline word words its limit its own way ("no later than")."""
_MORE: Final = frozenset({"f:up+", "f:cmp+"})
_LESS: Final = frozenset({"f:up-", "f:cmp-"})


def number_signals(
    cc: Clause,
    covers: Sequence[tuple[set[int], bool]],
    chosen: list[int],
    cov: Coverage,
    index: PackIndex,
    reasons: set[SupportReason],
    notes: list[str],
) -> None:
    aligned = [index.clauses[c] for c in chosen]
    if not aligned:
        # a clause that is only a number ("自 2026 年 1 月 7 日起"): compare with every cited clause
        aligned = [index.clauses[c] for c in sorted(cov.cand)]
    for u, (ids, _ctx) in zip(cc.units, covers, strict=True):
        if u.kind != "q" or u.quantity is None:
            continue
        q = u.quantity
        if not ids:
            same_dim = [
                e
                for clause in aligned
                for e in clause.quantities
                if e.dim == q.dim or (e.date is not None and q.date is not None)
            ]
            if same_dim:
                reasons.add("number_mismatch")
                notes.append(f"{_fmt_q(q)} vs evidence {', '.join(_fmt_q(e) for e in same_dim)}")
            else:
                reasons.add("extrinsic_content")
                notes.append(f"{_fmt_q(q)} is not in the cited text")
            continue
        home = next((c for c in chosen if c in ids), min(ids))
        home_clause = index.clauses[home]
        match = next(e for e in home_clause.quantities if q.same(e))
        ends = anchor(cc, q), anchor(home_clause, match)
        if None not in ends and ends[0] != ends[1]:
            reasons.add("number_mismatch")
            notes.append(f"{_fmt_q(q)} is where something {ends[0]}s, the evidence's {ends[1]}s")
        per_mine, per_theirs = per_unit(cc, q), per_unit(home_clause, match)
        if per_mine and per_theirs and per_mine != per_theirs:
            reasons.add("number_mismatch")
            notes.append(f"{_fmt_q(q)} per {per_mine} where the evidence says per {per_theirs}")
        mine, theirs = bound_of(cc, q), bound_of(home_clause, match)
        if mine and not theirs:
            loose = bound_of(home_clause, match, loose=True)
            if loose and _effective(mine, cc) != _effective(loose, home_clause):
                reasons.add("number_mismatch")
                notes.append(f"{_fmt_q(q)} is bounded the other way than {_fmt_q(match)}")
        e_feats = {f for clause in aligned for f in clause.feats}
        strict = strictness(cc, q), strictness(home_clause, match)
        if (
            mine
            and mine == theirs
            and None not in strict
            and strict[0] != strict[1]
            and cc.negations % 2 == home_clause.negations % 2
        ):
            reasons.add("number_mismatch")
            notes.append(f"{_fmt_q(q)}: one side includes the bound value, the other excludes it")
        elif mine and theirs and _effective(mine, cc) != _effective(theirs, home_clause):
            # polarity-aware: "超过 30 日...不受理" restates "30 日内提交" (same threshold)
            reasons.add("number_mismatch")
            notes.append(f"{_fmt_q(q)} is bounded the other way than {_fmt_q(match)}")
        elif theirs == "f:up+" and mine is None and "f:up+" not in cc.feats:
            reasons.add("number_mismatch")
            notes.append(f"{_fmt_q(q)} drops the evidence's bound ({_fmt_q(match)} is a minimum)")
        elif (
            theirs == "f:up-"
            and mine is None
            and not _BOUNDS & cc.feats
            and all(bound_of(home_clause, e) for e in home_clause.quantities if q.same(e))
        ):
            reasons.add("number_mismatch")
            notes.append(f"{_fmt_q(q)} drops the evidence's bound ({_fmt_q(match)} is a maximum)")
        elif mine == "f:up+" and theirs is None and "f:up+" not in e_feats:
            reasons.add("number_mismatch")
            notes.append(f"{_fmt_q(q)} adds a bound the evidence does not state")
    if chosen:
        multiset(cc, aligned[0], reasons, notes)


_PER_BEFORE: Final = re.compile(r"每\s?(?:一)?([\u4e00-\u9fff])\s?$")
_PER_AFTER: Final = re.compile(r"^\s?(?:/|每|per\s+|a\s+|an\s+)\s?([\u4e00-\u9fff]|[a-z]+)")


_START_BEFORE: Final = re.compile(r"(?:\b(?:from|since|after|starting)|自|从)\s*(?:the\s+)?$")
_END_BEFORE: Final = re.compile(
    r"(?:\b(?:by|until|till|before|through)|截至|截止到)\s*(?:the\s+)?$"
)
_START_AFTER: Final = re.compile(r"^\s?(?:起|开始|以后|之后)")
_END_AFTER: Final = re.compile(r"^\s?(?:之前|以前|为止|截止)")


def anchor(clause: Clause, q: Quantity) -> str | None:
    """Whether a time or date starts ("from 08:00", "8:00 起") or ends ("by 08:00",
    "until 16:00", "8:00 之前") something, if a word next to it says so."""
    if q.dim != "clock" and q.date is None:
        return None
    before = clause.key[max(0, q.start - 12) : q.start]
    after = clause.key[q.end : q.end + 4]
    if _START_BEFORE.search(before) or _START_AFTER.match(after):
        return "start"
    if _END_BEFORE.search(before) or _END_AFTER.match(after):
        return "end"
    return None


def ranges(clauses: Sequence[Clause]) -> list[tuple[Quantity, Quantity]]:
    """Pairs of numbers written as a range (7:00-9:00, 9:00 to 17:00, 3 至 5 天) in the
    clauses of one text (a range dash may split clauses, so the pairs are read on the key)."""
    if not clauses:
        return []
    key = clauses[0].key
    qs = sorted(
        {(q.start, q.end): q for c in clauses for q in c.quantities}.values(), key=lambda q: q.start
    )
    return [
        (a, b)
        for a, b in itertools.pairwise(qs)
        if a.dim == b.dim and _RANGE.match(key[a.end : b.start])
    ]


_RANGE: Final = re.compile(r"^\s?(?:至|到|~|～|-|–|—|－|to)\s?$")


def regrouped_ranges(claim: Sequence[Clause], cited: Sequence[Sequence[Clause]]) -> list[str]:
    """A claim range whose ends the evidence pairs with other values (7:00-9:00 and
    17:00-19:00 restated as 7:00-19:00). ``cited`` holds the clauses of each cited text."""
    theirs = [r for clauses in cited for r in ranges(clauses)]
    notes: list[str] = []
    for a, b in ranges(claim):
        if any(a.same(x) and b.same(y) for x, y in theirs):
            continue
        if any(a.same(x) or a.same(y) or b.same(x) or b.same(y) for x, y in theirs):
            notes.append(f"{_fmt_q(a)}-{_fmt_q(b)} is not one of the evidence's ranges")
    return notes


def per_unit(clause: Clause, q: Quantity) -> str | None:
    """What a number counts per ("每件 3 元", "3 元/件", "$5 per order"), if said next to it."""
    before = _PER_BEFORE.search(clause.key[max(0, q.start - 4) : q.start])
    if before:
        return before.group(1)
    after = _PER_AFTER.match(clause.key[q.end : q.end + 16])
    if after:
        word = after.group(1)
        return word if not word.isascii() else word.removesuffix("s")
    return None


def _effective(bound: str, clause: Clause) -> str:
    if clause.negations % 2 == 0:
        return bound
    return "f:up-" if bound == "f:up+" else "f:up+"


def multiset(cc: Clause, primary: Clause, reasons: set[SupportReason], notes: list[str]) -> None:
    """A claim that repeats one evidence value in place of another (3 至 5 -> 5 至 5)."""
    for q in cc.quantities:
        mine = sum(1 for other in cc.quantities if other.same(q))
        theirs = sum(1 for e in primary.quantities if q.same(e))
        if theirs and mine > theirs:
            unused = [
                e
                for e in primary.quantities
                if e.dim == q.dim and not any(c.same(e) for c in cc.quantities)
            ]
            if unused:
                reasons.add("number_mismatch")
                notes.append(f"{_fmt_q(q)} stands in for {_fmt_q(unused[0])}")
                return
