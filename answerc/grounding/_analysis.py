"""Texts cut into clauses of comparable units, and the per-pack evidence index.

A text becomes sentences and clauses; a clause becomes *units* in reading order: latin
words (stemmed), Chinese characters, quantities and markers. Evidence clauses are indexed
once per pack (word, bigram and character -> clause ids), so checking a claim costs
dictionary look-ups per claim unit, never a scan of every evidence sentence per claim.
"""

from __future__ import annotations

import bisect
import functools
import itertools
import operator
import re
from collections import defaultdict
from dataclasses import dataclass, field
from typing import Final, TypeVar

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
    match_key,
    sentences,
    stem,
)

_CALL: Final = re.compile(r"[a-z_][a-z0-9_]*(?:\.[a-z_][a-z0-9_]*)*\s?\(")
_LIGHT_ZH_RE: Final = re.compile("|".join(sorted(LIGHT_ZH, key=len, reverse=True)))
_CJK: Final = re.compile("[\u4e00-\u9fff\u3400-\u4dbf\uf900-\ufaff]")
"""The characters ``is_cjk`` accepts, found in one pass."""
_CJK_RUN: Final = re.compile(_CJK.pattern + "+")
_CONTENT_RUN: Final = re.compile("[^" + "".join(sorted(FUNCTION_CHARS)) + "]+")
"""A run of characters none of which is a function character (in a run of Chinese)."""
_ABLE: Final = re.compile(r"[a-z]{4,}[^aeiouy]able")
"""An -able adjective the stemmer reduces to its verb: it carries a permission."""
_Span = TypeVar("_Span", Quantity, Marker)
W_HEAVY: Final = 1.0
W_LIGHT: Final = 0.3
W_CJK: Final = 0.5
W_CJK_LIGHT: Final = 0.15


@dataclass(slots=True, unsafe_hash=True)
class Unit:
    """One comparable piece of a clause.

    Treated as frozen: nothing assigns to a unit after it is made. It is not declared
    frozen only because a frozen dataclass's ``__init__`` costs five times as much, and
    a check makes a thousand units (equality and hashing are those of a frozen one).
    """

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


@dataclass(slots=True, unsafe_hash=True)
class Clause:
    """A clause with its units and look-up sets (treated as frozen, like :class:`Unit`)."""

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


@dataclass(frozen=True, slots=True)
class _Text:
    """What every clause of one text reads: computed once per text, not once per clause."""

    key: str
    qs: tuple[Quantity, ...]
    q_starts: list[int] | None
    marks: tuple[Marker, ...]
    m_starts: list[int] | None
    light: set[int]
    cjk: list[bool]
    by_q: dict[int, Quantity]
    """Quantity by start offset (the last one of a repeated start)."""
    by_m: dict[int, tuple[Marker, Unit, frozenset[str]]]
    """Marker by start offset (the last one of a repeated start), with its unit and its
    synonym tags."""


def _text(key: str, qs: tuple[Quantity, ...], marks: tuple[Marker, ...], light: set[int]) -> _Text:
    cjk = [False] * len(key)
    for found in _CJK.finditer(key):
        cjk[found.start()] = True
    by_m: dict[int, tuple[Marker, Unit, frozenset[str]]] = {}
    for m in marks:
        tags = _synonym_tags(m)
        if m.content:
            ordered = sorted(tags)
            akey = "syn:" + ordered[0] if ordered else m.text
            unit = Unit(m.text, "m", True, W_HEAVY, m.start, m.end, None, m, akey, akey)
        else:
            name = "m:" + ",".join(sorted(m.feats))
            unit = Unit(name, "m", False, 0.0, m.start, m.end, None, m, name, name)
        by_m[m.start] = (m, unit, tags)
    return _Text(
        key=key,
        qs=qs,
        q_starts=_starts(qs),
        marks=marks,
        m_starts=_starts(marks),
        light=light,
        cjk=cjk,
        by_q={q.start: q for q in qs},
        by_m=by_m,
    )


def _starts(items: tuple[_Span, ...]) -> list[int] | None:
    """The items' start offsets when they are sorted by start (as quantities and markers
    come), else None."""
    starts = [x.start for x in items]
    return starts if all(a <= b for a, b in itertools.pairwise(starts)) else None


def _within(
    items: tuple[_Span, ...], starts: list[int] | None, lo: int, hi: int
) -> tuple[_Span, ...]:
    """The items starting in ``[lo, hi)``, in their order (by bisection when sorted)."""
    if starts is not None:
        first = bisect.bisect_left(starts, lo)
        return items[first : bisect.bisect_left(starts, hi, first)]
    return tuple(x for x in items if lo <= x.start < hi)


def _quantity_unit(q: Quantity) -> Unit:
    abstract = "q:date" if q.date is not None else "q:" + q.dim
    key = q.key
    return Unit(key, "q", True, W_HEAVY, q.start, q.end, q, None, key, abstract)


def _beside_cjk(key: str, start: int, end: int) -> bool:
    """The span's nearest non-space neighbour on either side is a Chinese character."""
    before = key[:start].rstrip()[-1:]
    after = key[end:].lstrip()[:1]
    return any(ch and "\u4e00" <= ch <= "\u9fff" for ch in (before, after))


def _discourse(key: str, i: int, text: str) -> bool:
    """The word at ``i`` ends a content-free connective ("in turn", "as well")."""
    before = key[max(0, i - 12) : i].split()
    return bool(before) and (before[-1], text) in DISCOURSE


def _clause(t: _Text, span: tuple[int, int], sentence: int) -> Clause:
    """One clause: its units in reading order (quantity, marker, Chinese character, word)
    and its look-up sets."""
    key, cjk, light = t.key, t.cjk, t.light
    by_q, by_m = t.by_q, t.by_m
    lo, hi = span
    units: list[Unit] = []
    add = units.append
    words: set[str] = set()
    able = False
    i = lo
    while i < hi:
        q = by_q.get(i)
        if q is not None:
            add(_quantity_unit(q))
            i = max(q.end, i + 1)
            continue
        found = by_m.get(i)
        if found is not None:
            m, unit, _tags = found
            add(unit)
            if m.content and m.text.isascii() and " " not in m.text:
                words.add(stem(m.text))  # "paid" is a pair word and still the word "pay"
            i = max(m.end, i + 1)
            continue
        ch = key[i]
        if cjk[i]:
            if ch in FUNCTION_CHARS:
                add(Unit(ch, "x", False, 0.0, i, i + 1, None, None, ch, ch))
            elif i in light:
                add(Unit(ch, "c", False, W_CJK_LIGHT, i, i + 1, None, None, ch, ch))
            else:
                add(Unit(ch, "c", True, W_CJK, i, i + 1, None, None, ch, ch))
            i += 1
            continue
        word = WORD.match(key, i) if ch.isalpha() or ch == "_" else None
        if word is not None and (i == 0 or not key[i - 1].isalnum() or cjk[i - 1]):
            text = word.group().removesuffix("()")
            end = min(word.end(), hi)
            if len(text) == 1 and _beside_cjk(key, i, end):
                # a lone letter in Chinese text names something (A 组, 方案 B), not "a"
                add(Unit(text, "w", True, W_HEAVY, i, end, None, None, text, text))
                words.add(text)
            elif text in STOPWORDS or _discourse(key, i, text):
                add(Unit(text, "x", False, 0.0, i, end, None, None, text, text))
            else:
                if text in LIGHT_WORDS:
                    wkey = stem(text)
                    add(Unit(wkey, "w", False, W_LIGHT, i, end, None, None, wkey, wkey))
                else:
                    wkey = text if "." in text else stem(text)
                    add(Unit(wkey, "w", True, W_HEAVY, i, end, None, None, wkey, wkey))
                words.add(wkey)
                if "." in wkey:
                    words.update(part for part in wkey.split(".") if part)
                if not able and _ABLE.fullmatch(key, i, end):
                    able = True
            i = max(end, i + 1)
            continue
        i += 1
    raw = {m.group().removesuffix("()") for m in WORD.finditer(key, lo, hi)}
    bigrams: set[str] = set()
    chars: set[str] = set()
    solo: set[str] = set()
    for run in _CJK_RUN.findall(key, lo, hi):
        chars.update(run)
        bigrams.update(map(operator.add, run, run[1:]))
        # a character alone between separators (the clause's edges, a non-Chinese
        # character or a function character) is a word of its own
        for piece in _CONTENT_RUN.findall(run):
            if len(piece) == 1:
                solo.add(piece)
    own_marks = _within(t.marks, t.m_starts, lo, hi)
    own_qs = _within(t.qs, t.q_starts, lo, hi)
    feats: set[str] = set()
    synonyms: set[str] = set()
    polarity = negations = 0
    for mark in own_marks:
        if "negf" in mark.feats:
            negations += 1
        feats |= mark.feats
        if mark.content:
            synonyms |= by_m[mark.start][2] if by_m[mark.start][0] is mark else _synonym_tags(mark)
        if "neg" in mark.feats or "prohib" in mark.feats:
            polarity += 1
    if able:
        feats.add("permit")  # "is reimbursable" = "can be reimbursed", not "must be"
    return Clause(
        key=key,
        start=lo,
        end=hi,
        sentence=sentence,
        units=tuple(units),
        words=frozenset(words),
        raw_words=frozenset(raw),
        bigrams=frozenset(bigrams),
        chars=frozenset(chars),
        solo=frozenset(solo),
        quantities=own_qs,
        markers=own_marks,
        feats=frozenset(feats),
        synonyms=frozenset(synonyms),
        polarity=polarity,
        negations=negations + polarity,
        keys=tuple([u.akey for u in units]),
        abstract=tuple([u.abstract for u in units]),
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
    t = _text(key, qs, marks, light)
    out: list[Clause] = []
    for number, span in enumerate(sent_spans):
        for clause_span in clauses(key, span):
            out.append(_clause(t, clause_span, number))
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
        return _clause(_text(analysis.key, (), (), set()), (0, 0), 0)
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
