"""Texts cut into clauses of comparable units, and the per-pack evidence index.

A text becomes sentences and clauses; a clause becomes *units* in reading order: latin
words (stemmed), Chinese characters, quantities and markers. Evidence clauses are indexed
once per pack (word, bigram and character -> clause ids), so checking a claim costs
dictionary look-ups per claim unit, never a scan of every evidence sentence per claim.
"""

from __future__ import annotations

import functools
import re
from collections import defaultdict
from dataclasses import dataclass, field
from typing import Final

from answerc.contract.output import EvidencePack
from answerc.grounding._lexicon import CONTENT_PREFIXES, SYNONYM_EXEMPT, Marker, scan
from answerc.grounding._numbers import Quantity, once_spans, quantities
from answerc.grounding._text import (
    DISCOURSE,
    FUNCTION_CHARS,
    LIGHT_WORDS,
    LIGHT_ZH,
    STOPWORDS,
    WORD,
    clauses,
    is_cjk,
    match_key,
    sentences,
    stem,
)

_CALL: Final = re.compile(r"[a-z_][a-z0-9_]*(?:\.[a-z_][a-z0-9_]*)*\s?\(")
_LIGHT_ZH_RE: Final = re.compile("|".join(sorted(LIGHT_ZH, key=len, reverse=True)))
_CJK: Final = re.compile("[\u4e00-\u9fff\u3400-\u4dbf\uf900-\ufaff]")
"""The characters ``is_cjk`` accepts, found in one pass."""
_ABLE: Final = re.compile(r"[a-z]{4,}[^aeiouy]able")
"""An -able adjective the stemmer reduces to its verb: it carries a permission."""
W_HEAVY: Final = 1.0
W_LIGHT: Final = 0.3
W_CJK: Final = 0.5
W_CJK_LIGHT: Final = 0.15


@dataclass(frozen=True, slots=True)
class Unit:
    """One comparable piece of a clause."""

    key: str
    """Alignment key: a stem, a character, ``q:<dim>:<value>`` or ``m:<tags>``."""
    kind: str
    """``w`` word, ``c`` Chinese character, ``q`` quantity, ``m`` marker, ``x`` function."""
    heavy: bool
    """Content whose absence from the evidence makes the claim extrinsic."""
    weight: float
    start: int
    end: int
    quantity: Quantity | None = None
    marker: Marker | None = None
    akey: str = ""
    """Alignment key without word resolution (a synonym class for pair words)."""
    abstract: str = ""
    """Alignment key with numbers reduced to their dimension (for near-copy detection)."""

    @property
    def content(self) -> bool:
        """Whether the unit must be covered by the evidence (heavy or light content)."""
        return self.weight > 0


@dataclass(frozen=True, slots=True)
class Clause:
    """A clause with its units and look-up sets."""

    key: str
    start: int
    end: int
    sentence: int
    units: tuple[Unit, ...]
    words: frozenset[str]
    raw_words: frozenset[str]
    bigrams: frozenset[str]
    chars: frozenset[str]
    solo: frozenset[str]
    quantities: tuple[Quantity, ...]
    markers: tuple[Marker, ...]
    feats: frozenset[str]
    synonyms: frozenset[str]
    """Content-marker tags present (words with one tag are synonyms)."""
    polarity: int
    """Number of negations and prohibitions."""
    negations: int = 0
    """Negations including those folded into pair words (for the sense of a bound)."""
    keys: tuple[str, ...] = ()
    """Alignment keys of the units (``Unit.akey``)."""
    abstract: tuple[str, ...] = ()
    """Alignment keys with numbers reduced to their dimension (``Unit.abstract``)."""
    content_keys: dict[str, float] = field(default_factory=dict)
    """Heavy content keys of the clause with their weights."""

    @property
    def text(self) -> str:
        """The clause's match key text."""
        return self.key[self.start : self.end]


@dataclass(frozen=True, slots=True)
class Analysis:
    """A whole text: its key, sentence spans and clauses."""

    key: str
    sentences: tuple[tuple[int, int], ...]
    clauses: tuple[Clause, ...]


def _synonym_tags(marker: Marker) -> frozenset[str]:
    return frozenset(
        t for t in marker.feats if t.startswith(CONTENT_PREFIXES) and t not in SYNONYM_EXEMPT
    )


def _unit(
    key: str,
    kind: str,
    heavy: bool,
    weight: float,
    start: int,
    end: int,
    quantity: Quantity | None = None,
    marker: Marker | None = None,
) -> Unit:
    akey = key
    if marker is not None and heavy:
        tags = sorted(_synonym_tags(marker))
        akey = "syn:" + tags[0] if tags else key
    abstract = akey
    if quantity is not None:
        abstract = "q:date" if quantity.date is not None else "q:" + quantity.dim
    return Unit(key, kind, heavy, weight, start, end, quantity, marker, akey, abstract)


def _units(
    key: str,
    lo: int,
    hi: int,
    qs: tuple[Quantity, ...],
    marks: tuple[Marker, ...],
    light: set[int],
    cjk: list[bool],
) -> list[Unit]:
    by_start_q = {q.start: q for q in qs if lo <= q.start < hi}
    by_start_m = {m.start: m for m in marks if lo <= m.start < hi}
    out: list[Unit] = []
    i = lo
    while i < hi:
        q = by_start_q.get(i)
        if q is not None:
            out.append(_unit(q.key, "q", True, W_HEAVY, q.start, q.end, quantity=q))
            i = max(q.end, i + 1)
            continue
        m = by_start_m.get(i)
        if m is not None:
            tags = ",".join(sorted(m.feats))
            if m.content:
                out.append(_unit(m.text, "m", True, W_HEAVY, m.start, m.end, marker=m))
            else:
                out.append(_unit("m:" + tags, "m", False, 0.0, m.start, m.end, marker=m))
            i = max(m.end, i + 1)
            continue
        ch = key[i]
        if cjk[i]:
            if ch in FUNCTION_CHARS:
                out.append(_unit(ch, "x", False, 0.0, i, i + 1))
            elif i in light:
                out.append(_unit(ch, "c", False, W_CJK_LIGHT, i, i + 1))
            else:
                out.append(_unit(ch, "c", True, W_CJK, i, i + 1))
            i += 1
            continue
        word = WORD.match(key, i) if ch.isalpha() or ch == "_" else None
        if word is not None and (i == 0 or not key[i - 1].isalnum() or cjk[i - 1]):
            text = word.group().removesuffix("()")
            end = min(word.end(), hi)
            if len(text) == 1 and _beside_cjk(key, i, end):
                # a lone letter in Chinese text names something (A 组, 方案 B), not "a"
                out.append(_unit(text, "w", True, W_HEAVY, i, end))
            elif text in STOPWORDS or _discourse(key, i, text):
                out.append(_unit(text, "x", False, 0.0, i, end))
            elif text in LIGHT_WORDS:
                out.append(_unit(stem(text), "w", False, W_LIGHT, i, end))
            else:
                out.append(_unit(text if "." in text else stem(text), "w", True, W_HEAVY, i, end))
            i = max(end, i + 1)
            continue
        i += 1
    return out


def _beside_cjk(key: str, start: int, end: int) -> bool:
    """The span's nearest non-space neighbour on either side is a Chinese character."""
    before = key[:start].rstrip()[-1:]
    after = key[end:].lstrip()[:1]
    return any(ch and "\u4e00" <= ch <= "\u9fff" for ch in (before, after))


def _discourse(key: str, i: int, text: str) -> bool:
    """The word at ``i`` ends a content-free connective ("in turn", "as well")."""
    before = key[max(0, i - 12) : i].split()
    return bool(before) and (before[-1], text) in DISCOURSE


def _clause(
    key: str,
    span: tuple[int, int],
    sentence: int,
    qs: tuple[Quantity, ...],
    marks: tuple[Marker, ...],
    light: set[int],
    cjk: list[bool] | None = None,
) -> Clause:
    lo, hi = span
    if cjk is None:
        cjk = [is_cjk(ch) for ch in key]
    units = tuple(_units(key, lo, hi, qs, marks, light, cjk))
    words: set[str] = set()
    raw: set[str] = set()
    for m in WORD.finditer(key, lo, hi):
        raw.add(m.group().removesuffix("()"))
    for u in units:
        if u.kind == "w":
            words.add(u.key)
            if "." in u.key:
                words.update(part for part in u.key.split(".") if part)
        elif u.kind == "m" and u.heavy and u.key.isascii() and " " not in u.key:
            words.add(stem(u.key))  # "paid" is a pair word and still the word "pay"
    bigrams: set[str] = set()
    chars: set[str] = set()
    solo: set[str] = set()
    for i in range(lo, hi):
        if not cjk[i]:
            continue
        ch = key[i]
        chars.add(ch)
        nxt = i + 1 < hi and cjk[i + 1]
        if nxt:
            bigrams.add(key[i : i + 2])
        if ch not in FUNCTION_CHARS:
            # a neighbour separates when it is outside the clause, not CJK, or a function char
            before = i == lo or not cjk[i - 1] or key[i - 1] in FUNCTION_CHARS
            after = not nxt or key[i + 1] in FUNCTION_CHARS
            if before and after:
                solo.add(ch)
    own_marks = tuple(m for m in marks if lo <= m.start < hi)
    feats: set[str] = set()
    synonyms: set[str] = set()
    polarity = negations = 0
    for mark in own_marks:
        if "negf" in mark.feats:
            negations += 1
        feats |= mark.feats
        if mark.content:
            synonyms |= _synonym_tags(mark)
        if "neg" in mark.feats or "prohib" in mark.feats:
            polarity += 1
    if any(u.kind == "w" and _ABLE.fullmatch(key, u.start, u.end) for u in units):
        feats.add("permit")  # "is reimbursable" = "can be reimbursed", not "must be"
    return Clause(
        key=key,
        start=lo,
        end=hi,
        sentence=sentence,
        units=units,
        words=frozenset(words),
        raw_words=frozenset(raw),
        bigrams=frozenset(bigrams),
        chars=frozenset(chars),
        solo=frozenset(solo),
        quantities=tuple(q for q in qs if lo <= q.start < hi),
        markers=own_marks,
        feats=frozenset(feats),
        synonyms=frozenset(synonyms),
        polarity=polarity,
        negations=negations + polarity,
        keys=tuple(u.akey for u in units),
        abstract=tuple(u.abstract for u in units),
        content_keys={u.akey: u.weight for u in units if u.heavy and u.kind in "wcm"},
    )


@functools.lru_cache(maxsize=2048)
def analyze(text: str) -> Analysis:
    """Cut a text into sentences and clauses of units (cached: evidence recurs)."""
    key = match_key(text)
    qs = quantities(key)
    once = [i for a, b in once_spans(key) for i in range(a, b)]
    masked = frozenset(i for q in qs for i in range(q.start, q.end)) | frozenset(once)
    marks = scan(key, masked)
    light = {i for m in _LIGHT_ZH_RE.finditer(key) for i in range(m.start(), m.end())}
    light.update(once)  # "每季度支付一次" says no more than "每季度支付"
    sent_spans = tuple(sentences(key))
    cjk = [False] * len(key)
    for found in _CJK.finditer(key):
        cjk[found.start()] = True
    out: list[Clause] = []
    for number, span in enumerate(sent_spans):
        for clause_span in clauses(key, span):
            out.append(_clause(key, clause_span, number, qs, marks, light, cjk))
    return Analysis(key=key, sentences=sent_spans, clauses=tuple(out))


@dataclass
class PackIndex:
    """Every evidence clause of a pack, indexed for look-ups; built once per check."""

    clauses: list[Clause] = field(default_factory=list)
    owner: list[str] = field(default_factory=list)
    """The K id of each clause."""
    by_item: dict[str, tuple[int, ...]] = field(default_factory=dict)
    context: dict[str, Clause] = field(default_factory=dict)
    """Title, breadcrumb and section of each item: they cover words, never numbers."""
    word_ix: dict[str, set[int]] = field(default_factory=lambda: defaultdict(set))
    bigram_ix: dict[str, set[int]] = field(default_factory=lambda: defaultdict(set))
    char_ix: dict[str, set[int]] = field(default_factory=lambda: defaultdict(set))
    solo_ix: dict[str, set[int]] = field(default_factory=lambda: defaultdict(set))
    synonym_ix: dict[str, set[int]] = field(default_factory=lambda: defaultdict(set))
    marker_text_ix: dict[str, set[int]] = field(default_factory=lambda: defaultdict(set))
    quantity_ix: dict[str, set[int]] = field(default_factory=lambda: defaultdict(set))
    """Exact quantity keys (``q:<dim>:<value>``) -> clause ids; dates are matched by scan."""
    dated: set[int] = field(default_factory=set)
    """Clauses holding a date or a year-like count (matched part by part, not by key)."""
    vocab: set[str] = field(default_factory=set)
    wording: dict[
        int, tuple[float, frozenset[str], tuple[str, ...], frozenset[str], tuple[Quantity, ...]]
    ] = field(default_factory=dict)
    """Memo of ``_structure._wording`` by clause id (a pure function of the clause)."""

    def next_clause(self, index: int) -> int | None:
        """Index of the following clause in the same sentence of the same item, if any."""
        nxt = index + 1
        if (
            nxt < len(self.clauses)
            and self.owner[nxt] == self.owner[index]
            and (self.clauses[nxt].sentence == self.clauses[index].sentence)
        ):
            return nxt
        return None

    def previous_clause(self, index: int) -> int | None:
        """Index of the preceding clause in the same sentence of the same item, if any."""
        prev = index - 1
        if (
            prev >= 0
            and self.owner[prev] == self.owner[index]
            and (self.clauses[prev].sentence == self.clauses[index].sentence)
        ):
            return prev
        return None


ItemKey = tuple[str, str, str, str | None, str | None, str | None]
"""What the index reads of a pack item: id, excerpt, kind, title, breadcrumb, section."""


def build_index(pack: EvidencePack) -> PackIndex:
    """Analyze every pack item's excerpt and context once and index its clauses.

    The index depends only on the items' texts, so an equal pack (the same evidence checked
    again) reuses the one already built; after it is built, only memos of pure functions of
    its clauses are added to it.
    """
    key = tuple(
        (
            item.id,
            item.excerpt,
            item.kind,
            item.title,
            item.breadcrumb,
            None
            if item.locator is None or item.locator.section is None
            else str(item.locator.section),
        )
        for item in pack.items
    )
    return _index_of(key)


@functools.lru_cache(maxsize=64)
def _index_of(items: tuple[ItemKey, ...]) -> PackIndex:
    index = PackIndex()
    for item_id, excerpt, kind, title, breadcrumb, section in items:
        first = len(index.clauses)
        for clause in analyze(excerpt).clauses:
            number = len(index.clauses)
            index.clauses.append(clause)
            index.owner.append(item_id)
            for w in clause.words:
                index.word_ix[w].add(number)
            for b in clause.bigrams:
                index.bigram_ix[b].add(number)
            for ch in clause.chars:
                index.char_ix[ch].add(number)
            for ch in clause.solo:
                index.solo_ix[ch].add(number)
            for tag in clause.synonyms:
                index.synonym_ix[tag].add(number)
            for m in clause.markers:
                if m.content:
                    index.marker_text_ix[m.text].add(number)
            if kind == "code" and _CALL.search(clause.text):
                # code states calls by syntax: "paymentGateway.refund(...)" calls it
                index.synonym_ix["v:call"].add(number)
            for q in clause.quantities:
                index.quantity_ix[q.key].add(number)
                if q.date is not None or (q.dim == "count" and 1900 <= q.value <= 2199):
                    index.dated.add(number)
            index.vocab |= clause.words
        index.by_item[item_id] = tuple(range(first, len(index.clauses)))
        context = " / ".join(p for p in (title, breadcrumb, section) if p)
        if context:
            ctx = analyze(context)
            merged = _merge(ctx)
            index.context[item_id] = merged
            index.vocab |= merged.words
    return index


def _merge(analysis: Analysis) -> Clause:
    """One clause holding every look-up set of an analysis (for context text)."""
    if not analysis.clauses:
        return _clause(analysis.key, (0, 0), 0, (), (), set())
    first = analysis.clauses[0]
    merged = first
    for other in analysis.clauses[1:]:
        merged = Clause(
            key=merged.key,
            start=merged.start,
            end=other.end,
            sentence=0,
            units=merged.units + other.units,
            words=merged.words | other.words,
            raw_words=merged.raw_words | other.raw_words,
            bigrams=merged.bigrams | other.bigrams,
            chars=merged.chars | other.chars,
            solo=merged.solo | other.solo,
            quantities=(),
            markers=merged.markers + other.markers,
            feats=merged.feats | other.feats,
            synonyms=merged.synonyms | other.synonyms,
            polarity=0,
        )
    return merged
