"""Dropped conditions: an evidence rule's if / only / unless / 仅当 / 才 / 方可 / 的-phrase
that the claim leaves out, or moves to another rule of the same passage."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from answerc.grounding._analysis import Analysis, Clause, PackIndex, Unit
from answerc.grounding._lexicon import MODAL_TAGS
from answerc.grounding._numbers import Quantity
from answerc.grounding._relations import align_key
from answerc.grounding._text import is_cjk

if TYPE_CHECKING:
    from answerc.grounding._support import Coverage


def _time_frame(clause: Clause) -> tuple[int, int] | None:
    """The span of a clause that only sets the time of the next one: "X 后" / "After X"."""
    units = [u for u in clause.units if u.kind != "x"]
    if len(units) < 2:
        return None
    last, first = units[-1].marker, units[0].marker
    if (
        last is not None
        and {"f:time+", "f:time-"} & last.feats
        and is_cjk(last.text[0])
        and units[-2].kind != "q"  # "入住时间为 14:00 以后" bounds a time, it frames nothing
    ):
        return clause.start, last.start
    if first is not None and {"f:time+", "f:time-"} & first.feats and first.text.isascii():
        return first.end, clause.end
    return None


def _headed(clause: Clause) -> bool:
    """The clause's narrowing 的-phrase is followed by its head noun."""
    return not clause.text.endswith("的")


def _restrictive(clause: Clause) -> tuple[int, int] | None:
    """The span of a clause that narrows the one after it: a relative clause ending in 的
    ("总值在 5000 元以内的, 海关予以免税放行"), or the 的-phrase before a short head noun
    ("获得一等奖且经学校复核确认的考生, 可加 10 分")."""
    text = clause.text
    if text.endswith("的"):
        return clause.start, clause.end
    at = text.rfind("的")
    tail = text[at + 1 :]
    if at > 0 and 0 < len(tail) <= 3 and all(is_cjk(ch) for ch in tail):
        return clause.start, clause.start + at
    return None


_COORDINATORS: Final = frozenset({"and", "or", "but", "then", "并", "且", "并且", "然后"})


def _last_conjunct(clause: Clause) -> int | None:
    """Start offset of a clause's last coordinated conjunct, if it has several."""
    starts = [u.end for u in clause.units if u.key in _COORDINATORS]
    return starts[-1] if starts else None


def _keeps_any(claim: Analysis, clause: Clause, start: int, cov: Coverage) -> bool:
    """Whether the claim keeps content that only the conjunct of ``clause`` from ``start`` has."""
    words = {cov.resolve(u.key) or u.key for c in claim.clauses for u in c.units if u.kind == "w"}
    chars = set().union(*(c.chars for c in claim.clauses))
    head = {u.key for u in clause.units if u.start < start}
    for u in clause.units:
        if u.start < start or not u.heavy or u.key in head:
            continue  # a word of both conjuncts ("retry") does not tell which one is kept
        if (u.kind == "w" and u.key in words) or (u.kind == "c" and u.key in chars):
            return True
    return False


def dropped_conditions(
    claim: Analysis,
    aligned: Sequence[int],
    index: PackIndex,
    cov: Coverage,
    aligned_by: Mapping[int, Sequence[Clause]] | None = None,
) -> list[str]:
    """Conditions of the aligned evidence (if, only, unless, 仅当, 才, 方可) the claim omits.

    With ``aligned_by`` (evidence clause id -> the claim clauses aligned to it), a condition
    counts as kept only by the claim clauses aligned to the evidence clause it conditions:
    a condition moved to another rule of the same passage is dropped from its own.
    """
    spans: list[tuple[int, int, int, int, bool | str]] = []
    chosen = set(aligned)
    for c in aligned:
        clause = index.clauses[c]
        prev, nxt = index.previous_clause(c), index.next_clause(c)
        for m in clause.markers:
            if "cond" in m.feats:
                spans.append((c, *(m.inner or (m.end, clause.end)), c, False))
            if "condb" in m.feats and not m.text.endswith(","):
                spans.append((c, clause.start, m.start, c, False))
                if prev is not None:
                    p_clause = index.clauses[prev]
                    spans.append((prev, p_clause.start, p_clause.end, c, False))
        if prev is not None and prev not in chosen:
            p = index.clauses[prev]
            for m in p.markers:
                if "cond" in m.feats:
                    spans.append((prev, *(m.inner or (m.end, p.end)), c, False))
                if "condb" in m.feats and m.text.endswith(","):
                    spans.append((prev, p.start, m.start, c, False))
            frame = _time_frame(p)
            if frame is not None:
                spans.append((prev, *frame, c, "frame"))  # "代码合并到 main 后，…" / "After X, …"
        if nxt is not None and nxt not in chosen:
            n = index.clauses[nxt]
            opener = next((u.marker for u in n.units if u.kind != "x"), None)
            if opener is not None and opener.feats & {"cond", "f:up-"}:
                # "..., unless X" / "..., up to a maximum of 20 GB" restricts the clause before
                # (its last conjunct: "wait 1 s and double the delay, up to 30 s")
                tail = _last_conjunct(clause)
                if tail is None or _keeps_any(claim, clause, tail, cov):
                    spans.append((nxt, opener.end, n.end, c, False))
            elif any("exc" in m.feats for m in n.markers):
                spans.append((nxt, n.start, n.end, c, False))  # "..., 质量问题除外"
        narrows = _restrictive(clause) if nxt is not None else None
        if narrows is not None:
            spans.append((c, *narrows, c, _headed(clause)))  # all of "…且…一致的," restricts
        narrowed = _restrictive(index.clauses[prev]) if prev is not None else None
        if prev is not None and prev not in chosen and narrowed is not None:
            spans.append((prev, *narrowed, c, _headed(index.clauses[prev])))

    if not spans:
        return []
    notes: list[str] = []
    for c, lo, hi, owner, soft in sorted(set(spans)):
        clause = index.clauses[c]
        missing = _missing(clause, lo, hi, claim.clauses, cov)
        total = sum(u.weight for u in _span_units(clause, lo, hi))
        # a 的-phrase before its noun may lose a light word or two (选择年付的会员 -> 年付会员)
        if soft == "frame":
            # a time frame binds its clause: left out only when that clause's content is
            # merged into another rule (no claim clause restates the framed clause itself)
            dropped = missing > 0.5 and aligned_by is not None and not aligned_by.get(owner)
        else:
            dropped = missing > 0.5 and (not soft or missing > total / 2)
        if not dropped and aligned_by is not None and soft != "frame":
            dropped = _moved(clause, c, lo, hi, owner, aligned_by, index, cov)
        conditional = (index.clauses[owner], clause)
        marked = soft is False and any(
            {"cond", "condb"} & m.feats for x in conditional for m in x.markers
        )
        if not dropped and marked and aligned_by is not None:
            asserted = _asserted(claim, clause, lo, hi, aligned_by.get(owner, ()), cov)
            if asserted:
                notes.append(f"states the condition {clause.key[lo:hi].strip()!r} as a rule")
                continue
        if dropped:
            notes.append(f"drops the condition {clause.key[lo:hi].strip()!r}")
    return notes


_MODAL_FEATS: Final = frozenset({"oblig", "permit", "recommend", "will"})


def _asserted(
    claim: Analysis,
    clause: Clause,
    lo: int,
    hi: int,
    restating: Sequence[Clause],
    cov: Coverage,
) -> bool:
    """The claim keeps a condition's words but as a duty or option of their own ("…属于保障
    范围，宠物应按时接种疫苗" for "仅当宠物已按时接种疫苗时，…才属于保障范围"), with no
    condition left anywhere in the claim."""
    if not restating or any(
        {"cond", "condb"} & c.feats or _restrictive(c) is not None for c in claim.clauses
    ):
        return False
    units = _span_units(clause, lo, hi)
    total = sum(u.weight for u in units)
    mine = {id(c) for c in restating}
    for holder in claim.clauses:
        if id(holder) in mine or not _MODAL_FEATS & holder.feats:
            continue
        pool = _Pool.of([holder], cov)
        if sum(u.weight for u in units if pool.keeps(clause, u)) > total / 2:
            return True
    return False


@dataclass(frozen=True)
class _Pool:
    """What a set of claim clauses states, for asking whether they keep a unit."""

    words: frozenset[str]
    bigrams: frozenset[str]
    chars: frozenset[str]
    solo: frozenset[str]
    quantities: tuple[Quantity, ...]
    synonyms: frozenset[str]

    @classmethod
    def of(cls, holders: Sequence[Clause], cov: Coverage) -> _Pool:
        return cls(
            frozenset(
                cov.resolve(u.key) or u.key for c in holders for u in c.units if u.kind == "w"
            ),
            frozenset().union(*(c.bigrams for c in holders)),
            frozenset().union(*(c.chars for c in holders)),
            frozenset().union(*(c.solo for c in holders)),
            tuple(q for c in holders for q in c.quantities),
            frozenset(align_key(u, None) for c in holders for u in c.units if u.kind == "m"),
        )

    def keeps(self, clause: Clause, u: Unit) -> bool:
        if u.kind == "w":
            return u.key in self.words
        if u.kind == "c":
            k = clause.key
            return (
                k[u.start - 1 : u.end] in self.bigrams
                or k[u.start : u.end + 1] in self.bigrams
                or u.key in self.solo
                or (u.key in clause.solo and u.key in self.chars)
            )
        if u.kind == "q" and u.quantity is not None:
            q0 = u.quantity
            return any(q.same(q0) or q0.same(q) for q in self.quantities)
        return align_key(u, None) in self.synonyms


def _span_units(clause: Clause, lo: int, hi: int) -> list[Unit]:
    return [u for u in clause.units if lo <= u.start < hi and u.heavy]


def _moved(
    clause: Clause,
    c: int,
    lo: int,
    hi: int,
    owner: int,
    aligned_by: Mapping[int, Sequence[Clause]],
    index: PackIndex,
    cov: Coverage,
) -> bool:
    """The condition is not in the claim clauses restating its rule but moved to another rule.

    Either those clauses leave most of it out, or what they leave out sits in a claim
    clause that restates another evidence clause, one that does not itself say it
    ("经学校复核确认" moved from the bonus rule to the quota rule).
    """
    mine = {id(x) for key in (owner, c) for x in aligned_by.get(key, ())}
    holders = [x for rows in aligned_by.values() for x in rows if id(x) in mine]
    if not holders:
        return False
    units = _span_units(clause, lo, hi)
    pool = _Pool.of(holders, cov)
    lost = [u for u in units if not pool.keeps(clause, u)]
    weight = sum(u.weight for u in lost)
    if weight > 0.5 and weight > sum(u.weight for u in units) / 2:
        return True
    moved = 0.0
    for home, rows in aligned_by.items():
        if home in (owner, c):
            continue
        other = _Pool.of([x for x in rows if id(x) not in mine], cov)
        own = index.clauses[home]
        own_pool = _Pool.of([own], cov)
        moved += sum(
            u.weight for u in lost if other.keeps(clause, u) and not own_pool.keeps(clause, u)
        )
    return moved > 0.5


def _missing(clause: Clause, lo: int, hi: int, holders: Sequence[Clause], cov: Coverage) -> float:
    """Weight of the span's content that none of the claim clauses ``holders`` states."""
    pool = _Pool.of(holders, cov)
    return sum(u.weight for u in _span_units(clause, lo, hi) if not pool.keeps(clause, u))


_PLACE_CHARS: Final = frozenset("上中下里")
"""Function characters that stay inside a qualifier (本人名下的)."""


def dropped_attributes(cc: Clause, primary: Clause) -> list[str]:
    """A Chinese 的-qualifier of three or more characters in front of a noun the claim keeps
    but states without any of it ("向本人名下的他行账户转账" -> "向他行账户转账")."""
    if not any(is_cjk(ch) for ch in cc.text):
        return []
    units = primary.units
    key = primary.key
    notes: list[str] = []
    for j, u in enumerate(units):
        if u.kind != "x" or u.key != "的" or j + 1 >= len(units) or units[j + 1].kind != "c":
            continue
        run: list[Unit] = []
        for v in reversed(units[:j]):
            if v.kind != "c" and not (v.kind == "x" and v.key in _PLACE_CHARS):
                break
            run.append(v)
        if len({v.key for v in run if v.kind == "c"}) < 3:
            continue
        noun = key[units[j + 1].start : units[j + 1].start + 2]
        if len(noun) < 2 or noun not in cc.bigrams:
            continue
        qualifier = key[run[-1].start : u.start]
        if not any(qualifier[k : k + 2] in cc.bigrams for k in range(len(qualifier) - 1)):
            notes.append(f"drops the qualifier {qualifier!r} of {noun!r}")
    return notes


_PARTICIPLES: Final = frozenset(
    {
        *("made", "paid", "sent", "held", "kept", "bought", "sold", "given", "taken"),
        *("written", "built", "done", "chosen", "shown", "left", "set", "put", "brought"),
    }
)
_COPULAS: Final = frozenset({"is", "are", "was", "were"})


def dropped_participles(cc: Clause, primary: Clause, cov: Coverage) -> list[str]:
    """An English subject's participle phrase the claim leaves out whole ("Bookings made
    directly on our website can be cancelled …" -> "Bookings can be cancelled …")."""
    if not primary.text.isascii() or not cc.text.isascii():
        return []
    units = primary.units
    if len(units) < 4 or units[0].kind != "w":
        return []
    raw = primary.key[units[1].start : units[1].end]
    if units[1].kind != "w" or not (raw.endswith("ed") or raw in _PARTICIPLES):
        return []
    end = next(
        (
            i
            for i, u in enumerate(units[2:], 2)
            if (u.kind == "x" and u.key in _COPULAS)
            or (u.marker is not None and MODAL_TAGS & u.marker.feats)
        ),
        None,
    )
    if end is None:
        return []
    phrase = [u for u in units[1:end] if u.heavy and u.kind == "w"]
    pool = _Pool.of([cc], cov)
    rest = [u for u in units[end:] if u.heavy and u.kind == "w"]
    if (
        phrase
        and not any(pool.keeps(primary, u) for u in phrase)
        and pool.keeps(primary, units[0])
        and sum(pool.keeps(primary, u) for u in rest) >= 2
    ):
        text = primary.key[units[1].start : units[end - 1].end]
        return [f"drops the qualifier {text!r}"]
    return []


def crossed_rules(
    claim: Analysis, primaries: Sequence[tuple[Clause, int]], index: PackIndex
) -> list[str]:
    """A claim condition joined to the consequent of another rule: "5 分钟内取消的，平台会
    按起步价收费" takes the condition of "…不收取取消费" and the fee of "超过 5 分钟取消的，按起步价
    收取取消费". The evidence's own condition for that consequent is another clause."""
    notes: list[str] = []
    by_clause = dict((id(cc), p) for cc, p in primaries)
    clauses = claim.clauses
    for k in range(1, len(clauses)):
        condition, consequent = clauses[k - 1], clauses[k]
        if condition.sentence != consequent.sentence or not _conditional_clause(condition):
            continue
        p1, p2 = by_clause.get(id(condition)), by_clause.get(id(consequent))
        if p1 is None or p2 is None or p1 == p2:
            continue
        own = index.previous_clause(p2)
        if own is None or not _conditional_clause(index.clauses[own]):
            continue
        # "收入不超过 12 万元，且年度汇算需补税的，…": one condition over two clauses
        chain: list[int] = [own]
        for _ in range(3):
            back = index.previous_clause(chain[-1])
            if back is None:
                break
            chain.append(back)
        if p1 in chain or index.next_clause(p1) == p2:
            continue
        notes.append(
            f"joins {condition.text!r} to {index.clauses[p2].text!r}, "
            f"whose condition is {index.clauses[own].text!r}"
        )
    return notes


def _conditional_clause(clause: Clause) -> bool:
    return _restrictive(clause) is not None or any(
        {"cond", "condb"} & m.feats for m in clause.markers
    )
