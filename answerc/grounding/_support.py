"""Support of one claim by a set of evidence items (SPEC §6.1), signal by signal.

Each claim clause is aligned to the evidence clauses that cover its content (a greedy cover:
the clause covering most first, the *primary*, then others while they add content). The
signals then compare the claim clause with its aligned clauses: numbers, polarity, modal
and quantifier force, opposite pairs and comparisons, relation direction, substituted
entities and dropped conditions; uncovered content is extrinsic. Any doubt rejects.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Final, Literal

from rapidfuzz import fuzz, process

from answerc.grounding._analysis import Clause, PackIndex, Unit, analyze
from answerc.grounding._lexicon import SYNONYM_EXEMPT
from answerc.grounding._numbers import Quantity
from answerc.grounding._relations import (
    DIRECTIONAL,
    bound_of,
    crossed_roles,
    dropped_conditions,
    dropped_thresholds,
    near_copy_numbers,
    scoped_polarity,
    substitutions,
    widened_scope,
)
from answerc.grounding._text import FUNCTION_CHARS, is_cjk

SupportReason = Literal[
    "number_mismatch",
    "negation_mismatch",
    "quantifier_mismatch",
    "modal_mismatch",
    "direction_mismatch",
    "condition_dropped",
    "extrinsic_content",
    "low_coverage",
    "wrong_citation",
]
SUPPORT_REASONS: Final[tuple[SupportReason, ...]] = (
    "number_mismatch",
    "negation_mismatch",
    "quantifier_mismatch",
    "modal_mismatch",
    "direction_mismatch",
    "condition_dropped",
    "extrinsic_content",
    "low_coverage",
    "wrong_citation",
)
"""Reason codes of answer.support, in report order (SPEC §6.1 plus ``wrong_citation``)."""
CONTRADICTING: Final = frozenset(
    {
        "number_mismatch",
        "negation_mismatch",
        "quantifier_mismatch",
        "modal_mismatch",
        "direction_mismatch",
    }
)
"""Reasons meaning the evidence states something incompatible (claim result contradicted)."""

MIN_COVERAGE: Final = 0.5
"""Below this share of claim content found in the cited texts: low_coverage."""
MIN_GAIN: Final = 0.5
"""A further evidence clause joins the alignment only if it covers this much more content."""
FUZZY_WORD: Final = 85
"""rapidfuzz ratio for two English words of the same stem family (modifying ~ modified)."""


@dataclass(frozen=True, slots=True)
class Assessment:
    """Outcome of the support signals for one claim."""

    reasons: tuple[SupportReason, ...]
    notes: tuple[str, ...]
    aligned: tuple[str, ...]
    """K ids of the evidence items the claim was aligned to."""

    @property
    def result(self) -> Literal["supported", "contradicted", "unsupported"]:
        """The claim result these reasons give."""
        if not self.reasons:
            return "supported"
        return "contradicted" if CONTRADICTING & set(self.reasons) else "unsupported"


class Coverage:
    """Which evidence clauses (among candidates) and contexts cover a claim unit."""

    def __init__(self, index: PackIndex, items: Sequence[str]) -> None:
        self.index = index
        self.cand = {c for item in items for c in index.by_item.get(item, ())}
        self.contexts = [index.context[i] for i in items if i in index.context]
        self._resolved: dict[str, str | None] = {}

    def resolve(self, word: str) -> str | None:
        """The evidence word a claim word stands for (itself, or a close spelling)."""
        if word in self._resolved:
            return self._resolved[word]
        found: str | None = None
        if word in self.index.vocab:
            found = word
        elif len(word) >= 5 and "." not in word:
            choices = [v for v in self.index.vocab if v[:3] == word[:3] and "." not in v]
            best = process.extractOne(word, choices, scorer=fuzz.ratio, score_cutoff=FUZZY_WORD)
            found = best[0] if best else None
        self._resolved[word] = found
        return found

    def stating(self, q: Quantity) -> set[int]:
        """Candidate clauses stating quantity ``q`` (same dimension and value)."""
        ids = self.index.quantity_ix.get(q.key, set()) & self.cand
        if q.date is not None or q.dim == "count":
            for c in self.index.dated & self.cand:
                if any(q.same(e) for e in self.index.clauses[c].quantities):
                    ids = ids | {c}
        return ids

    def unit(self, clause: Clause, u: Unit) -> tuple[set[int], bool]:
        """(candidate clause ids covering the unit, whether a context covers it)."""
        ix = self.index
        if u.kind == "w":
            word = self.resolve(u.key)
            if word is None:
                return set(), False
            return ix.word_ix.get(word, set()) & self.cand, any(
                word in c.words for c in self.contexts
            )
        if u.kind == "c":
            key, ch = clause.key, u.key
            before = key[u.start - 1] if u.start > clause.start and is_cjk(key[u.start - 1]) else ""
            after = key[u.end] if u.end < clause.end and is_cjk(key[u.end]) else ""
            ids: set[int] = set()
            grams = [g for g in (before + ch, ch + after) if len(g) == 2]
            for gram in grams:
                ids |= ix.bigram_ix.get(gram, set())
            ids |= ix.solo_ix.get(ch, set())
            if not grams or (before in _SEPARATORS and after in _SEPARATORS):
                ids |= ix.char_ix.get(ch, set())
            ctx = any(any(g in c.bigrams for g in grams) or ch in c.solo for c in self.contexts)
            return ids & self.cand, ctx
        if u.kind == "q" and u.quantity is not None:
            return self.stating(u.quantity), False
        if u.kind == "m" and u.marker is not None and u.heavy:
            tags = {t for t in u.marker.feats if t not in SYNONYM_EXEMPT and t[:2] in ("f:", "v:")}
            ids = set(ix.marker_text_ix.get(u.key, set()))
            for tag in tags:
                ids |= ix.synonym_ix.get(tag, set())
            ctx = any(bool(tags & c.synonyms) for c in self.contexts)
            return ids & self.cand, ctx
        return set(), False


_SEPARATORS: Final = frozenset({""}) | FUNCTION_CHARS


def _fmt_q(q: Quantity) -> str:
    return q.text.strip()


def _cover(units: Sequence[Unit], covers: Sequence[tuple[set[int], bool]]) -> list[int]:
    remaining = {i: u.weight for i, u in enumerate(units) if u.content and covers[i][0]}
    chosen: list[int] = []
    while remaining and len(chosen) < 6:
        gains: dict[int, float] = {}
        for i, weight in remaining.items():
            for cid in covers[i][0]:
                gains[cid] = gains.get(cid, 0.0) + weight
        if not gains:
            break
        best = min(gains, key=lambda cid: (-gains[cid], cid))
        if chosen and gains[best] < MIN_GAIN:
            break
        chosen.append(best)
        remaining = {i: w for i, w in remaining.items() if best not in covers[i][0]}
    return chosen


def assess(
    text: str,
    items: Sequence[str],
    index: PackIndex,
    *,
    negative: bool = False,
    coverage: Coverage | None = None,
) -> Assessment:
    """Run every support signal for a claim against the evidence items ``items``.

    ``coverage`` may pass a Coverage already built for the same items (claims citing the
    same items share its word resolutions).
    """
    claim = analyze(text)
    cov = coverage if coverage is not None else Coverage(index, items)
    reasons: set[SupportReason] = set()
    notes: list[str] = []
    total = covered = 0.0
    uncovered: list[tuple[Clause, Unit, bool]] = []
    aligned_all: set[int] = set()
    plans: list[tuple[Clause, list[tuple[set[int], bool]], list[int]]] = []
    for cc in claim.clauses:
        covers = [cov.unit(cc, u) if u.content else (set(), False) for u in cc.units]
        chosen = _cover(cc.units, covers)
        plans.append((cc, covers, chosen))
        aligned_all.update(chosen)
        near = set().union(*(index.clauses[c].chars for c in chosen)) if chosen else set()
        for u, (ids, ctx) in zip(cc.units, covers, strict=True):
            if not u.content:
                continue
            total += u.weight
            if ids or ctx:
                covered += u.weight
            elif u.heavy:
                uncovered.append((cc, u, u.kind == "c" and u.key in near))
    aligned_items = tuple(sorted({index.owner[c] for c in aligned_all}, key=_k_order))
    if total == 0 or covered / total < MIN_COVERAGE:
        share = 0.0 if total == 0 else covered / total
        return Assessment(
            ("low_coverage",),
            (f"only {share:.0%} of the claim's content is in the cited text",),
            aligned_items,
        )

    claim_qs = [q for c in claim.clauses for q in c.quantities]
    for cc, covers, chosen in plans:
        _numbers(cc, covers, chosen, cov, index, reasons, notes)
        for note in near_copy_numbers(cc, sorted(cov.cand), index, cov):
            reasons.add("number_mismatch")
            notes.append(note)
        if not chosen:
            continue
        _markers(cc, [index.clauses[c] for c in chosen], reasons, notes, negative=negative)
        for code, note in substitutions(cc, covers, chosen, index, cov):
            reasons.add(code)
            notes.append(note)
        for home in _anchored(cc, chosen, cov, index):
            # the clause that states the claim's number is held to the claim's pair words too
            _pairs(cc, index.clauses[home].feats, reasons, notes)
        for code, note in [
            *widened_scope(cc, index.clauses[chosen[0]], cov),
            *dropped_thresholds(cc, index.clauses[chosen[0]], cov, claim_qs),
        ]:
            reasons.add(code)
            notes.append(note)
        for note in crossed_roles(cc, chosen, index, cov):
            reasons.add("direction_mismatch")
            notes.append(note)
    for note in dropped_conditions(claim, sorted(aligned_all), index, cov):
        reasons.add("condition_dropped")
        notes.append(note)
    extrinsic = _extrinsic(uncovered)
    if extrinsic:
        reasons.add("extrinsic_content")
        notes.append("not in the cited text: " + ", ".join(extrinsic))
    ordered = tuple(r for r in SUPPORT_REASONS if r in reasons)
    return Assessment(ordered, tuple(dict.fromkeys(notes)), aligned_items)


def _anchored(cc: Clause, chosen: Sequence[int], cov: Coverage, index: PackIndex) -> list[int]:
    """Other cited clauses that state one of the claim's numbers with the same bound.

    "24 小时内取消也免费" takes its number from "24 小时内取消将收取 10 元" even when another
    clause shares more words: the claim is compared with that clause too.
    """
    out: set[int] = set()
    for q in cc.quantities:
        if q.implicit:
            continue
        mine = bound_of(cc, q)
        stating = cov.stating(q)
        if any(
            q.same(e) and mine == bound_of(index.clauses[c], e)
            for c in stating & set(chosen)
            for e in index.clauses[c].quantities
        ):
            continue  # an aligned clause states this number as the claim does
        for c in stating - set(chosen):
            clause = index.clauses[c]
            if any(q.same(e) and mine == bound_of(clause, e) for e in clause.quantities):
                out.add(c)
    return sorted(out)


def _k_order(evidence_id: str) -> tuple[int, str]:
    digits = evidence_id[1:]
    return (int(digits), evidence_id) if digits.isdigit() else (1 << 30, evidence_id)


def _extrinsic(uncovered: Iterable[tuple[Clause, Unit, bool]]) -> list[str]:
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


def _markers(
    cc: Clause,
    aligned: list[Clause],
    reasons: set[SupportReason],
    notes: list[str],
    *,
    negative: bool,
) -> None:
    """Polarity, modal force, quantifier force, opposite pairs and un-/non- prefixes."""
    e_feats: set[str] = set()
    e_raw: set[str] = set()
    e_polarity = 0
    claim_keys = {u.key for u in cc.units if u.content} | set(cc.words) | set(cc.chars)
    for clause in aligned:
        e_feats |= clause.feats
        e_raw |= clause.raw_words
        e_polarity += scoped_polarity(clause, claim_keys)
    c_feats = set(cc.feats)
    fragment = cc.polarity == 0 and sum(u.weight for u in cc.units if u.content) <= 1.0
    if not negative and not fragment and cc.polarity % 2 != e_polarity % 2:
        reasons.add("negation_mismatch")
        notes.append(f"polarity differs from the evidence: {cc.text!r}")
    modals = {"oblig", "permit", "prohib", "nooblig", "will"}
    e_modal = e_feats & modals
    for m in sorted(c_feats & modals):
        if m in e_modal or not e_modal:
            continue
        if {m, *e_modal} <= {"permit", "nooblig"} or {m, *e_modal} <= {"will", "oblig"}:
            continue  # optional ~ may; will ~ must
        reasons.add("modal_mismatch")
        notes.append(f"modal force {m} vs evidence {'/'.join(sorted(e_modal))}")
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
    _pairs(cc, e_feats, reasons, notes)
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


def _pairs(
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


def _numbers(
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
        mine, theirs = bound_of(cc, q), bound_of(home_clause, match)
        e_feats = {f for clause in aligned for f in clause.feats}
        if mine and theirs and _effective(mine, cc) != _effective(theirs, home_clause):
            # polarity-aware: "超过 30 日...不受理" restates "30 日内提交" (same threshold)
            reasons.add("number_mismatch")
            notes.append(f"{_fmt_q(q)} is bounded the other way than {_fmt_q(match)}")
        elif theirs == "f:up+" and mine is None and "f:up+" not in cc.feats:
            reasons.add("number_mismatch")
            notes.append(f"{_fmt_q(q)} drops the evidence's bound ({_fmt_q(match)} is a minimum)")
        elif mine == "f:up+" and theirs is None and "f:up+" not in e_feats:
            reasons.add("number_mismatch")
            notes.append(f"{_fmt_q(q)} adds a bound the evidence does not state")
    if chosen:
        _multiset(cc, aligned[0], reasons, notes)


def _effective(bound: str, clause: Clause) -> str:
    if clause.negations % 2 == 0:
        return bound
    return "f:up-" if bound == "f:up+" else "f:up+"


def _multiset(cc: Clause, primary: Clause, reasons: set[SupportReason], notes: list[str]) -> None:
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


def claim_units_weight(text: str) -> float:
    """Total content weight of a text (0 means nothing checkable)."""
    return sum(u.weight for c in analyze(text).clauses for u in c.units if u.content)
