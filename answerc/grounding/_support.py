"""Support of one claim by a set of evidence items (SPEC §6.1), signal by signal.

Each claim clause is aligned to the evidence clauses that cover its content (a greedy cover:
the clause covering most first, the *primary*, then others while they add content). The
signals then compare the claim clause with its aligned clauses: numbers, polarity, modal
and quantifier force, opposite pairs and comparisons, relation direction, substituted
entities and dropped conditions; uncovered content is extrinsic. Any doubt rejects.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Final, Literal

from rapidfuzz import fuzz, process

from answerc.grounding._analysis import Clause, PackIndex, Unit, analyze
from answerc.grounding._conditions import bound_of, dropped_thresholds, widened_scope
from answerc.grounding._converse import converses
from answerc.grounding._dropped import (
    crossed_rules,
    dropped_attributes,
    dropped_conditions,
    dropped_participles,
)
from answerc.grounding._groups import merged_groups
from answerc.grounding._lexicon import SYNONYM_EXEMPT
from answerc.grounding._negation import moved_negations
from answerc.grounding._numbers import Quantity
from answerc.grounding._quantifiers import (
    and_to_or,
    dropped_actors,
    dropped_hedges,
    or_to_and,
    pluralized,
    swapped_ends,
    swapped_modals,
    totalled,
    universalized,
)
from answerc.grounding._reasons import CONTRADICTING, SUPPORT_REASONS, SupportReason
from answerc.grounding._relations import crossed_roles, near_copy_numbers, substitutions
from answerc.grounding._roles import (
    received_converse,
    reversed_relations,
    swapped_objects,
    swapped_steps,
)
from answerc.grounding._signals import (
    extrinsic,
    marker_signals,
    number_signals,
    pair_signals,
    regrouped_ranges,
)
from answerc.grounding._structure import (
    Wording,
    contained_clauses,
    dropped_phrases,
    swapped_arguments,
)
from answerc.grounding._substitution import char_substitutions
from answerc.grounding._synonyms import cited_surfaces, rewrite
from answerc.grounding._text import FUNCTION_CHARS, is_cjk, match_key, stem

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
        self.ordered = sorted(self.cand)
        """The candidate clause ids in order."""
        # the cited items' match-key texts (each once), for the raw-text signals
        self.cited_texts = sorted({index.clauses[c].key for c in self.cand})
        self.contexts = [index.context[i] for i in items if i in index.context]
        self._resolved: dict[str, str | None] = {}
        self._by_text: dict[str, int] | None = None
        self._surfaces: dict[str, str] | None = None
        self._texts: list[list[Clause]] | None = None
        self.items = tuple(items)
        self.restatable: list[tuple[int, Wording]] | None = None
        """Memo of ``_structure._restatable`` (candidates a claim clause may restate)."""

    def rewritten(self, text: str) -> str:
        """``text``, or its match key with synonyms written as the cited texts write them."""
        if self._surfaces is None:
            self._surfaces = cited_surfaces(self.cited_texts)
        key = match_key(text)
        new = rewrite(key, tuple(self.cited_texts), self._surfaces)
        return text if new == key else new

    def texts(self) -> list[list[Clause]]:
        """The clauses of each cited item, in order (built once per Coverage)."""
        if self._texts is None:
            by_item = self.index.by_item
            self._texts = [
                [self.index.clauses[c] for c in sorted(by_item.get(i, ()))] for i in self.items
            ]
        return self._texts

    def first_with_text(self, text: str) -> int | None:
        """The lowest candidate clause id whose text is ``text``, if any."""
        if self._by_text is None:
            self._by_text = {}
            for cid in self.ordered:
                self._by_text.setdefault(self.index.clauses[cid].text, cid)
        return self._by_text.get(text)

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
        if found is None and len(word) >= 4 and word.isalpha():
            # a verb for its noun and back: created ~ creation, renew ~ renewal
            found = next((v for v in _nominal_forms(word) if v in self.index.vocab), None)
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
            if u.key.isascii() and " " not in u.key:
                ids |= ix.word_ix.get(stem(u.key), set())
            ctx = any(bool(tags & c.synonyms) for c in self.contexts)
            return ids & self.cand, ctx
        return set(), False


_SEPARATORS: Final = frozenset({""}) | FUNCTION_CHARS
_ANAPHOR: Final = re.compile(
    r"(?:这|此|该|其|上述|届时|(?:and |but )?"
    r"(?:in (?:this|that|which|such) case|then|this|that|these|those|such)\b)"
)
"""A claim clause that opens by referring back to the clause before it."""


_NOUN_SUFFIXES: Final = ("ion", "ation", "al", "ment")


def _nominal_forms(word: str) -> list[str]:
    """Stems of the same verb or noun with a nominal suffix added or taken off
    (creat ~ creation, renew ~ renewal, deliver ~ delivery)."""
    out = [word + suffix for suffix in _NOUN_SUFFIXES]
    out += [word[: -len(suffix)] for suffix in _NOUN_SUFFIXES if word.endswith(suffix)]
    if word.endswith("er"):
        out.append(word + "y")
    elif word.endswith("ery"):
        out.append(word[:-1])
    return [w for w in out if len(w) >= 4]


def _likeness(cc: Clause, index: PackIndex) -> Callable[[int], float]:
    """How alike a claim clause and an evidence clause are worded (the cover's tie-break)."""

    def score(cid: int) -> float:
        return float(fuzz.ratio(cc.text, index.clauses[cid].text))

    return score


def _cover(
    units: Sequence[Unit],
    covers: Sequence[tuple[set[int], bool]],
    similar: Callable[[int], float] | None = None,
) -> list[int]:
    """Greedy cover; among clauses that cover equally much, the one worded most alike wins."""
    remaining = {i: u.weight for i, u in enumerate(units) if u.content and covers[i][0]}
    chosen: list[int] = []
    while remaining and len(chosen) < 6:
        gains: dict[int, float] = {}
        for i, weight in remaining.items():
            for cid in covers[i][0]:
                gains[cid] = gains.get(cid, 0.0) + weight
        if not gains:
            break
        top = max(gains.values())
        tied = sorted(cid for cid, g in gains.items() if g > top - 1e-9)
        if len(tied) > 1 and similar is not None:
            best = min(tied, key=lambda cid: (-similar(cid), cid))
        else:
            best = tied[0]
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
    cov = coverage if coverage is not None else Coverage(index, items)
    claim = analyze(cov.rewritten(text))
    reasons: set[SupportReason] = set()
    notes: list[str] = []
    total = covered = 0.0
    uncovered: list[tuple[Clause, Unit, bool]] = []
    aligned_all: set[int] = set()
    plans: list[tuple[Clause, list[tuple[set[int], bool]], list[int]]] = []
    for cc in claim.clauses:
        covers = [cov.unit(cc, u) if u.content else (set(), False) for u in cc.units]
        # a claim clause identical to a cited clause aligns to that clause alone
        exact = cov.first_with_text(cc.text)
        chosen = [exact] if exact is not None else _cover(cc.units, covers, _likeness(cc, index))
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
    # marker tags of the claim clauses aligned to each evidence clause: "在首次登录前，须先…"
    # keeps the 首次 of "首次登录前须先…" though the claim states it in a clause of its own
    feats_at: dict[int, set[str]] = {}
    for cc, _covers, chosen in plans:
        for cid in chosen:
            feats_at.setdefault(cid, set()).update(cc.feats)
    for cc, covers, chosen in plans:
        number_signals(cc, covers, chosen, cov, index, reasons, notes)
        for note in near_copy_numbers(cc, cov.ordered, index, cov):
            reasons.add("number_mismatch")
            notes.append(note)
        if not chosen:
            continue
        others = tuple(c for c in claim.clauses if c is not cc)
        aligned = [index.clauses[c] for c in chosen]
        marker_signals(
            cc,
            aligned,
            reasons,
            notes,
            negative=negative,
            others=others,
        )
        if not negative:
            for note in moved_negations(cc, others, aligned, cov):
                reasons.add("negation_mismatch")
                notes.append(note)
        for note in [
            *universalized(cc, aligned, cov),
            *or_to_and(cc, aligned, cov),
            *dropped_hedges(cc, aligned, cov),
            *pluralized(cc, aligned, cov),
            *totalled(cc, aligned),
        ]:
            reasons.add("quantifier_mismatch")
            notes.append(note)
        for note in and_to_or(cc, aligned, cov):
            reasons.add("condition_dropped")
            notes.append(note)
        for note in swapped_modals(cc, aligned, cov):
            reasons.add("modal_mismatch")
            notes.append(note)
        for note in [
            *swapped_ends(cc, aligned, cov),
            *dropped_actors(cc, chosen, index, cov),
        ]:
            reasons.add("direction_mismatch")
            notes.append(note)
        for code, note in substitutions(cc, covers, chosen, index, cov):
            reasons.add(code)
            notes.append(note)
        for home in _anchored(cc, chosen, cov, index):
            # the clause that states the claim's number is held to the claim's pair words too
            pair_signals(cc, index.clauses[home].feats, reasons, notes)
        for code, note in [
            *widened_scope(cc, index.clauses[chosen[0]], cov),
            *(
                ("condition_dropped", note)
                for note in [
                    *dropped_attributes(cc, index.clauses[chosen[0]]),
                    *dropped_participles(cc, index.clauses[chosen[0]], cov),
                ]
            ),
            *dropped_thresholds(
                cc, index.clauses[chosen[0]], cov, claim_qs, feats_at.get(chosen[0], cc.feats)
            ),
        ]:
            reasons.add(code)
            notes.append(note)
        for note in crossed_roles(cc, chosen, index, cov):
            reasons.add("direction_mismatch")
            notes.append(note)
        for cid in chosen:
            swap = swapped_arguments(cc, index.clauses[cid], cov)
            if swap is not None:
                reasons.add("direction_mismatch")
                notes.append(swap)
        _contained_markers(cc, chosen, cov, reasons, notes, negative=negative)
    for cid in sorted(aligned_all):
        for note in dropped_phrases(claim.clauses, index.clauses[cid], cov):
            reasons.add("condition_dropped")
            notes.append(note)
    # the claim clauses that restate each evidence clause (it is their primary alignment),
    # with the clause before one that refers back to it ("这种情况下…", "in that case …")
    aligned_by: dict[int, list[Clause]] = {}
    for n, (cc, _covers, chosen) in enumerate(plans):
        if chosen:
            aligned_by.setdefault(chosen[0], []).append(cc)
            if n and _ANAPHOR.match(cc.text):
                aligned_by[chosen[0]].append(plans[n - 1][0])
    for note in dropped_conditions(claim, sorted(aligned_all), index, cov, aligned_by):
        reasons.add("condition_dropped")
        notes.append(note)
    for note in regrouped_ranges(claim.clauses, cov.texts()):
        reasons.add("number_mismatch")
        notes.append(note)
    primaries = [(cc, chosen[0]) for cc, _covers, chosen in plans if chosen]
    for note in crossed_rules(claim, primaries, index):
        reasons.add("condition_dropped")
        notes.append(note)
    used = [(cc, c) for cc, _covers, chosen in plans for c in chosen]
    for note in merged_groups(claim.key, used, index, items):
        reasons.add("direction_mismatch")
        notes.append(note)
    for note in converses(claim, index, sorted(cov.cand)):
        reasons.add("direction_mismatch")
        notes.append(note)
    cited_keys = cov.cited_texts
    for note in [
        *swapped_objects(claim.key, cited_keys),
        *reversed_relations(claim.key, cited_keys),
        *received_converse(claim.key, cited_keys),
        *swapped_steps(claim.key, cited_keys),
    ]:
        reasons.add("direction_mismatch")
        notes.append(note)
    for note in char_substitutions(claim.key, cited_keys):
        reasons.add("extrinsic_content")
        notes.append(note)
    extra = extrinsic(uncovered)
    if extra:
        reasons.add("extrinsic_content")
        notes.append("not in the cited text: " + ", ".join(extra))
    ordered = tuple(r for r in SUPPORT_REASONS if r in reasons)
    return Assessment(ordered, tuple(dict.fromkeys(notes)), aligned_items)


def _contained_markers(
    cc: Clause,
    chosen: Sequence[int],
    cov: Coverage,
    reasons: set[SupportReason],
    notes: list[str],
    *,
    negative: bool,
) -> None:
    """Polarity and modal force against cited clauses the claim clause restates whole.

    A contained clause counts only when it is worded at least as much like the claim
    clause as the clause it was aligned to: two cited clauses sharing their content words
    (开场前 2 小时以上可退票 / 开场前 2 小时内不予退票) must not both be held to the claim.
    """
    similar = _likeness(cc, cov.index)
    best = max((similar(cid) for cid in chosen), default=0.0)
    for cid, clause in contained_clauses(cc, chosen, cov.index, cov):
        if similar(cid) < best:
            continue
        found: set[SupportReason] = set()
        said: list[str] = []
        marker_signals(cc, [clause], found, said, negative=negative)
        for code in sorted(found & {"negation_mismatch", "modal_mismatch"}):
            reasons.add(code)
            notes.append(f"{code.split('_')[0]} differs from {clause.text!r}")


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


def claim_units_weight(text: str) -> float:
    """Total content weight of a text (0 means nothing checkable)."""
    return sum(u.weight for c in analyze(text).clauses for u in c.units if u.content)
