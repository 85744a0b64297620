"""One frozen analysis per text (SPEC §6.1 step 1): normalized key, atoms, quantities, words.

The text is normalized (NFKC, width, case, traditional -> simplified) with a map back to the
original offsets; atoms (identifiers, versions, URLs, paths, flags, e-mail addresses) and
quantities are protected before anything is segmented; Chinese runs are segmented by jieba
(``rjieba``, dictionary inside the wheel, plus the lexicon's words); English words are
lemmatized (``simplemma``); words of every other script are tokens too. Every token has one
kind: ATOM, QUANTITY, CONTENT, FUNCTION or OPERATOR.

Clauses: a text is cut into sentences (。！？!?；; newline, a full stop before a space) and
sentences into *units* (comma and colon segments). A unit is *restrictive* when it states a
condition or an exception of its sentence (if / unless / except / 如果 / 除外 / 仅 ..., or a
Chinese rule condition ending in 的 / 时 / 前 / 后).
"""

from __future__ import annotations

import bisect
import dataclasses
import functools
import itertools
import operator
import re
import unicodedata
from collections.abc import Collection, Iterator, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, Final, Literal

import rjieba
import simplemma

from answerc.grounding._memo import BoundedMemo
from answerc.grounding.lexicon import Lexicon
from answerc.grounding.text.numbers import UNPAYABLE, Quantity, quantities
from answerc.grounding.text.readings import (
    agreeing_universals,
    amount_off,
    by_amount,
    choice_frames,
    colloquial_must,
    coordinated_light_verbs,
    counted_from,
    deadline_adverbs,
    default_values,
    doubled_bounds,
    each_classifiers,
    either_or,
    event_days,
    finished_verbs,
    free_of_charge,
    future_needs,
    goal_complements,
    inclusion_marks,
    instrument_coverbs,
    keep_doing,
    later_after,
    limit_verbs,
    limit_words,
    month_days,
    negated_modals,
    no_later_than,
    no_one_may,
    only_if,
    opening_after,
    opening_but,
    order_heads,
    ordinals,
    over_particles,
    overdue_full,
    pair_between,
    passed_bounds,
    past_deadline,
    past_tense,
    per_each,
    price_verbs,
    range_words,
    receive_get,
    required_for,
    same_one,
    shall_not,
    start_points,
    stay_participle,
    such_determiners,
    superlative_attributes,
    time_spans,
    trailing_conditions,
    usually_adverbs,
    validity_windows,
    wait_until,
    window_anchors,
)

Kind = Literal["ATOM", "QUANTITY", "CONTENT", "FUNCTION", "OPERATOR"]

__all__ = ["Analysis", "Token", "Unit", "analyze", "key_words", "normalize"]

_DASHES: Final = str.maketrans(
    {
        "\u2010": "-", "\u2011": "-", "\u2012": "-", "\u2013": "-", "\u2014": "-",
        "\u2015": "-", "\u2212": "-", "\u2018": "'", "\u2019": "'", "\u201c": '"',
        "\u201d": '"', "\u300c": '"', "\u300d": '"', "\u300e": '"', "\u300f": '"',
    }
)  # fmt: skip
_HAN: Final = re.compile("[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")
_HAN_RUN: Final = re.compile("[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+")


@functools.cache
def _opencc() -> object:
    import opencc

    return opencc.OpenCC("t2s")


@functools.lru_cache(maxsize=8192)
def _fold(ch: str) -> str:
    """The key characters of one text character: NFKC, case-folded, dashes and quotes
    unified, each whitespace character as one space, format and control characters dropped.

    Bounded: at most 8 192 distinct characters are kept.
    """
    out = []
    for c in unicodedata.normalize("NFKC", ch).casefold().translate(_DASHES):
        if c.isspace():
            out.append(" ")
        elif unicodedata.category(c) not in ("Cf", "Cc"):
            out.append(c)
    return "".join(out)


_ONE_CHAR_BLOCKS: Final = (
    (0x0000, 0x0250),  # ASCII, Latin-1, Latin Extended-A/B
    (0x2000, 0x2200),  # punctuation, super/subscripts, currency, letterlike, numbers, arrows
    (0x3000, 0x3040),  # CJK symbols and punctuation
    (0xFF00, 0xFFF0),  # halfwidth and fullwidth forms
)


def _one_char_folds() -> tuple[dict[int, str], re.Pattern[str]]:
    """The characters of ``_ONE_CHAR_BLOCKS`` whose key is exactly one character (a
    ``str.translate`` table, built once at import from ``_fold`` itself), and a pattern that
    finds a character outside them and outside the CJK unified ideographs (whose key is
    the character itself: no decomposition, no case)."""
    fold = _fold.__wrapped__
    table: dict[int, str] = {}
    for lo, hi in _ONE_CHAR_BLOCKS:
        for code in range(lo, hi):
            folded = fold(chr(code))
            if len(folded) == 1:
                table[code] = folded
    ranges: list[str] = []
    codes = sorted(table)
    start = prev = codes[0]
    for code in [*codes[1:], -1]:
        if code != prev + 1:
            ranges.append(f"\\U{start:08x}-\\U{prev:08x}")
            start = code
        prev = code
    other = re.compile("[^" + "".join(ranges) + "\u4e00-\u9fff]")
    return table, other


_ONE_CHAR: Final = _one_char_folds()
_SPACES: Final = re.compile("  +")


def normalize(text: str) -> tuple[str, tuple[int, ...]]:
    """Return the match key of ``text`` and, per key character, its offset in ``text``.

    The map has one more entry than the key: the end offset.

    Example:
        >>> normalize("ＡＢＣ　１２，臺灣")[0]
        'abc 12,台湾'
    """
    table, other = _ONE_CHAR
    if other.search(text) is None:
        # every character folds to one character: the key is the translated text with
        # runs of spaces collapsed and stripped (what the loop below computes, in C)
        folded = text.translate(table)
        lo = len(folded) - len(folded.lstrip(" "))
        hi = len(folded.rstrip(" "))
        if lo == 0 and hi == len(folded) and "  " not in folded:
            return _to_simplified(folded, folded), tuple(range(len(text) + 1))
        parts: list[str] = []
        offsets: list[int] = []
        pos = lo
        for m in _SPACES.finditer(folded, lo, hi):
            parts.append(folded[pos : m.start() + 1])
            offsets.extend(range(pos, m.start() + 1))
            pos = m.end()
        if pos < hi:
            parts.append(folded[pos:hi])
            offsets.extend(range(pos, hi))
        offsets.append(len(text))
        key = "".join(parts)
        return _to_simplified(key, key), tuple(offsets)
    out: list[str] = []
    offs: list[int] = []
    append, mark = out.append, offs.append
    for i, folded in enumerate(map(_fold, text)):
        for c in folded:
            if c == " ":
                if out and out[-1] != " ":
                    append(" ")
                    mark(i)
                continue
            append(c)
            mark(i)
    while out and out[-1] == " ":
        out.pop()
        offs.pop()
    key = "".join(out)
    offs.append(len(text))
    return _to_simplified(key, key), tuple(offs)


def _to_simplified(key: str, unconverted: str) -> str:
    """``key`` with traditional characters simplified, keeping its length (else as is)."""
    if _HAN.search(key):
        converted = _opencc().convert(key)  # type: ignore[attr-defined]
        if len(converted) == len(key):
            return str(converted)
        # a phrase conversion changed the length: convert character by character
        key = "".join(_opencc().convert(c) or c for c in key)  # type: ignore[attr-defined]
        return key if len(key) == len(unconverted) else unconverted
    return key


@dataclass(frozen=True, slots=True)
class Token:
    """One token of an analysed text."""

    kind: Kind
    key: str
    """Lemma (en), word (zh, other scripts), canonical atom, or quantity key."""
    start: int
    """Offset in the match key."""
    end: int
    unit: int
    lang: Literal["zh", "en", "other", "atom"]
    ops: tuple[str, ...] = ()
    quantity: Quantity | None = None
    surface: str = ""
    """The token as the key spells it."""


_TOKEN_SLOTS: Final = tuple(
    getattr(Token, f).__set__
    for f in ("kind", "key", "start", "end", "unit", "lang", "ops", "quantity", "surface")
)


def _token(
    kind: Kind,
    key: str,
    start: int,
    end: int,
    unit: int,
    lang: str,
    ops: tuple[str, ...],
    quantity: Quantity | None,
    surface: str,
    _new: Any = object.__new__,
    _slots: tuple[Any, ...] = _TOKEN_SLOTS,
) -> Token:
    """``Token(kind, key, ...)``, every field given: the same value, built by setting its
    slots directly (the frozen dataclass's ``__init__`` goes through ``object.__setattr__``
    per field, about twice the cost)."""
    t = _new(Token)
    s_kind, s_key, s_start, s_end, s_unit, s_lang, s_ops, s_quantity, s_surface = _slots
    s_kind(t, kind)
    s_key(t, key)
    s_start(t, start)
    s_end(t, end)
    s_unit(t, unit)
    s_lang(t, lang)
    s_ops(t, ops)
    s_quantity(t, quantity)
    s_surface(t, surface)
    return t  # type: ignore[no-any-return]


@dataclass(frozen=True, slots=True)
class Unit:
    """A comma segment of a sentence."""

    index: int
    sentence: int
    start: int
    end: int
    tokens: tuple[int, ...]
    restrictive: bool
    condition: bool = False
    """The unit states a condition of its sentence (if / when / 如果 / …的 / …时)."""


@dataclass(frozen=True)
class Analysis:
    """The analysis of one text; frozen, built once per text per request."""

    text: str
    key: str
    offsets: tuple[int, ...]
    tokens: tuple[Token, ...]
    units: tuple[Unit, ...]
    sentences: tuple[tuple[int, ...], ...]
    """Per sentence, the indices of its units."""

    def span(self, start: int, end: int) -> tuple[int, int]:
        """Original-text offsets of a key span."""
        return self.offsets[start], (
            self.offsets[end - 1] + 1 if end > start else self.offsets[start]
        )

    def original(self, start: int, end: int) -> str:
        """The original text of a key span."""
        a, b = self.span(start, end)
        return self.text[a:b]


_START_END: Final = operator.itemgetter(0, 1)
_SENTENCE_END: Final = re.compile(r"[。！？!?；;\n]|\.(?=\s|$)")
_UNIT_END: Final = re.compile(r"[，,：:]|(?<=[^\d\s] )-(?= [^\d\s])|(?<=[^\d\s-])--(?=[^\d\s-])")
"""A comma or colon; a dash set off by spaces (Yes — any stay needs a permit) or a Chinese
double dash between words (可以——但须预约), as ``normalize`` spells them: the writer's
comma. A dash next to a number (15:00—15:30, 1 – 7 天) is a range and cuts nothing."""
_COMMA_END: Final = re.compile(r"[，,：:]")
"""``_UNIT_END`` in a key without a dash (its other forms are dashes)."""
_ABBREVIATIONS: Final = (" e.g.", " i.e.", "(e.g.", "(i.e.")
"""Abbreviations whose full stop ends no sentence (a valid ID, e.g. a passport)."""
_ATOM: Final = re.compile(
    r"(?<![\w@])(?:"
    r"https?://[^\s，。；、）)】\"'<>]+[^\s，。；、）)】\"'<>.,;:!?]"
    r"|[\w.+-]+@[\w-]+(?:\.[\w-]+)+"
    r"|v\d+(?:\.\d+)+(?:[-+][\w.]+)?"
    r"|\d+\.\d+\.\d+(?:\.\d+)*(?:[-+][\w.]+)?"
    r"|--?[a-z][\w-]*"
    r"|/[\w.-]+(?:/[\w.-]+)+/?"
    r"|[a-z0-9]*[a-z][a-z0-9_]*(?:(?:\.|::)[a-z0-9_]{2,})+(?:\(\))?"
    r"|[a-z0-9]*_[a-z0-9_]*"
    r"|[a-z][a-z0-9_]*\(\)"
    r"|[a-z]+\d+[a-z0-9]*"
    r")(?![\w@])"
)
_ATOM_HINT: Final = re.compile(r"[.:\d@/_(\-](?:(?<=[.:])\w|(?<=[a-z]\d)|(?<=[@/_(\-]))")
"""What every match of ``_ATOM`` holds: a dot or colon before a word character (a version,
a dotted or :: name), a digit after a letter (v2, s3), or one of @ / _ ( - (a mail
address, URL, path, snake_case, call, option). A key without it holds no atom, found in
one pass with a character-class prefix (``_ATOM`` tries its ten forms at each word)."""
_LATIN: Final = re.compile(r"[a-z]+(?:'[a-z]+)*")
_OTHER: Final = re.compile(r"[^\W\d_a-z\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+")
_DIGITS: Final = re.compile(r"\d+")
_PIECE: Final = re.compile("|".join(f"({p.pattern})" for p in (_HAN_RUN, _LATIN, _OTHER, _DIGITS)))
_PIECE_SCRIPT: Final = ("", "zh", "en", "other", "digits")
_ARTICLE: Final = re.compile("一[笔个名位份项种款张台条件本辆间封套]")
_COUNT_BEFORE: Final = ("限", "仅", "只", "最多", "至多", "最少", "至少", "不超过", "不少于", "每")
"""Words after which 一名 / 一个 is a count, not the article (每次限一名家属 = 限 1 名); so
is one after a 每 of its clause (每人每月可领一张券 says how many)."""
_CLAUSE_TAIL: Final = re.compile("[，。；！？,;!?\n]")
_NEGATION_CHARS: Final = frozenset("不没未非勿别莫")
_GLUED_ADVERBS: Final = frozenset("并均亦仍也还则都另即皆尚便就却又")
"""One-character adverbs the dictionary glues to a modal or a negation after them
(并须, 均须, 亦可, 仍须, 并未): the word is the adverb and that operator."""
_COND_END_ZH: Final = (
    "的",
    "的话",
    "时",
    "时候",
    "期间",
    "过程中",
    "情况下",
    "前",
    "后",
    "之前",
    "之后",
    "以后",
    "以前",
)
_COND_START_EN: Final = frozenset(
    {"if", "when", "unless", "once", "after", "before", "provided", "where", "whenever", "until"}
    | {"while", "whilst"}
)


@functools.cache
def _jieba(lexicon_words: frozenset[str]) -> rjieba.Jieba:
    jb = rjieba.Jieba()
    for word in sorted(lexicon_words):
        if len(word) > 1:
            jb.add_word(word, 200000, None)
    return jb


_LEMMA_FIXES: Final = {"growe": "grow", "sweare": "swear"}
"""Lemmas the lemmatizer's data gets wrong (growing → "growe", swearing → "sweare"; grows
and grew give "grow"): the verb they are the -ing form of."""


@functools.lru_cache(maxsize=65536)
def _lemma(word: str) -> str:
    lemma = str(simplemma.lemmatize(word, lang="en")).casefold()
    lemma = _LEMMA_FIXES.get(lemma, lemma)
    if lemma.endswith("ll") and word.casefold().endswith(("lled", "lling")):
        # British doubled l (cancelled, labelling): the dictionary keeps "cancell"; the
        # American spelling's lemma is the verb when it is that stem less one l
        single = str(simplemma.lemmatize(word[:-4] + word[-3:], lang="en")).casefold()
        if single + "l" == lemma:
            return single
    return lemma


_CASED_ATOM: Final = re.compile(r"^--?[a-z]|_|\(\)$|^/")
"""An atom whose letter case is part of it: a flag (-R is not -r), a name with an
underscore (API_KEY is not api_key), a call, a path. URLs, e-mail addresses, versions and
letter-digit names (EC2, H100) keep the case-insensitive key, unless written in camel
case (OrderService.submitOrder, see ``_CAMEL``)."""
_CAMEL: Final = re.compile(r"[a-z][A-Z]")
"""A word with a capital after a small letter (userId, MaxRetries, submitOrder, GitHub) is
an identifier, matched as written; a plain word (Python, API, the) keeps case-folding."""
_SYMBOL: Final = re.compile(r"(?<![<>=!-])(>=|<=|≥|≤|>|<)(?![<>=])(?=\s?[-+]?[\d$€£¥])")
_SYMBOL_OPS: Final = {
    ">": "bound:gt",
    ">=": "bound:ge",
    "≥": "bound:ge",
    "<": "bound:lt",
    "<=": "bound:le",
    "≤": "bound:le",
}
"""A comparison symbol before a number is the bound its words are: > 500 ms = more than
500 ms, >= 18 = at least 18, < $10 = less than $10 (大于 / 不少于 / 小于 / 不超过)."""
_TAG_OPEN: Final = re.compile(r"</?[a-z][^<>]{0,40}$")
"""An HTML tag open before a ">" (<b>7 天</b>): the ">" closes the tag, no bound."""
_VERSION_WORDS: Final = frozenset({"version", "release", "v", "版本", "版"})
_DECIMAL: Final = re.compile(r"\d+\.\d+")
_VERSION_LIST: Final = frozenset({"and", "or", "to", "和", "或", "到", "至"})
_BOUND_WITH_BOUNDARY: Final = {"bound:lt": "bound:le", "bound:gt": "bound:ge"}
_ALSO: Final = frozenset({"and", "or"})
_KEY_OF: Final = operator.itemgetter(3)
"""A raw token's key (``words.isdisjoint(map(_KEY_OF, raw))``: no token keyed as one of
``words``, tested in C; a reading none of whose words is present changes nothing)."""
_SURFACE_OF: Final = operator.itemgetter(7)


def _dotless(raw: list[tuple[Any, ...]]) -> bool:
    """Whether no raw token's surface holds a dot (no decimal, dotted number or version)."""
    return not any(map(operator.contains, map(_SURFACE_OF, raw), itertools.repeat(".")))


def _written(text: str, offs: Sequence[int], a: int, b: int) -> str:
    """The original text of key span a..b."""
    return text[offs[a] : offs[b - 1] + 1] if b > a else ""


def _comparison_symbols(
    key: str, protected: list[tuple[int, int]], han: bool, raw: list[tuple[Any, ...]]
) -> None:
    """Add each comparison symbol before a number as its bound operator. In place."""
    if not any(c in key for c in "<>≤≥"):
        return
    for m in _SYMBOL.finditer(key):
        a, b = m.span(1)
        if _spans_free(protected, a, b) and not (m.group(1) == ">" and _TAG_OPEN.search(key, 0, a)):
            sym = m.group(1)
            raw.append(
                (a, b, "OPERATOR", sym, "zh" if han else "en", (_SYMBOL_OPS[sym],), None, sym)
            )


_ARROW: Final = re.compile(r"→|⟶|➜|➔|->|=>")


def _arrow_symbols(
    key: str, protected: list[tuple[int, int]], han: bool, raw: list[tuple[Any, ...]]
) -> None:
    """Add each arrow between two steps (logging → auth → handler, A -> B) as the "then" it
    says, so that the steps keep their order. In place."""
    if not any(c in key for c in "→⟶➜➔>"):
        return
    for m in _ARROW.finditer(key):
        a, b = m.span()
        if _spans_free(protected, a, b):
            raw.append((a, b, "OPERATOR", "→", "zh" if han else "en", ("order:then",), None, "→"))


_BITS: Final = re.compile(r"(?<![A-Za-z])[KMGTP]b(?![A-Za-z])")
_BYTES_PER_S: Final = re.compile(r"(?<![A-Za-z])[kKMGT]Bps(?![A-Za-z])")
_MEGAWATT: Final = re.compile(r"(?<![A-Za-z])M[Ww](?![A-Za-z])")
_CASED_UNIT: Final = re.compile(r"[KMGTP]b|[kKMGT]Bps|M[Ww]")
"""What each of the three holds, without its edges: a text with none of these has no
written unit whose case changes it."""


def _written_units(text: str, offs: Sequence[int], raw: list[tuple[Any, ...]]) -> None:
    """Read the letter case of a unit where it changes the unit. In place.

    The key is case-folded, so its units are too; here the written unit decides:
    - a capital prefix and a small b is bits (Mb, Gb, Tb, Kb): an eighth of the bytes of MB
      (IEC 80000-13: B is the byte, b the bit). A unit all in small letters (kb, mb, gb)
      stays bytes, as careless writing of sizes means; KB / kB / MB are bytes;
    - a capital B before ps is bytes per second (MBps = 8 Mbps); mbps / Mbps are bits;
    - MW is mega (10^6 W), mW and mw milli (SI: M mega, m milli).
    """
    if _CASED_UNIT.search(text) is None:
        return  # each written unit is a span of the text
    for j, t in enumerate(raw):
        q = t[6]
        if t[2] != "QUANTITY" or q is None or q.dim not in ("size", "bitrate", "power"):
            continue
        written = _written(text, offs, t[0], t[1])
        factor = Fraction(1)
        if q.dim == "size" and _BITS.search(written):
            factor = Fraction(1, 8)
        elif q.dim == "bitrate" and _BYTES_PER_S.search(written):
            factor = Fraction(8)
        elif q.dim == "power" and _MEGAWATT.search(written):
            factor = Fraction(10**9)
        if factor != 1:
            q = dataclasses.replace(q, value=q.value * factor)
            raw[j] = (*t[:3], q.key, t[4], t[5], q, t[7])


_DOTTED_THOUSANDS: Final = re.compile(r"(?<![\d.,])[1-9]\d{0,2}\.\d{3}(?![\d.,])")


def _dotted_thousands(raw: list[tuple[Any, ...]]) -> None:
    """A number written with a dot and three digits after it (€1.000, 2.500 EUR, 10.000
    requests) is either a decimal (1.000 = 1) or a European thousands separator (1.000 =
    1000); which, the text does not say (0.023 is a decimal: no thousands start with 0).
    It is paid only by the same spelling (``numbers.UNPAYABLE``), so neither €1 nor
    €1,000 is read from €1.000. In place."""
    if _dotless(raw):
        return
    for j, t in enumerate(raw):
        q = t[6]
        if (
            t[2] == "QUANTITY"
            and q is not None
            and q.date is None
            and q.dim not in ("clock", UNPAYABLE)
            and _DOTTED_THOUSANDS.search(t[7])
        ):
            q = dataclasses.replace(q, dim=UNPAYABLE)
            raw[j] = (*t[:3], q.key, t[4], t[5], q, t[7])


def _versions(text: str, offs: Sequence[int], key: str, raw: list[tuple[Any, ...]]) -> None:
    """A dotted number after a name or "version" is a version, compared as written: Python
    3.10 is not Python 3.1 (as a decimal, 3.10 = 3.1), Kubernetes 1.20 is not 1.2. The name
    is a word written with a capital (Python, Node.js, TLS) or an identifier; a list goes on
    (TLS 1.0 and 1.1). The version is an atom keyed as v3.10 (so version 3.0 = v3.0). In
    place."""
    if _dotless(raw):
        return  # a version is a dotted number
    prev_version = -2
    for j in range(1, len(raw)):
        t = raw[j]
        q = t[6]
        if t[2] != "QUANTITY" or q is None or q.dim != "count" or not _DECIMAL.fullmatch(t[7]):
            continue
        p = raw[j - 1]
        if key[p[1] : t[0]].strip():
            continue
        named = p[3] in _VERSION_WORDS or (
            p[2] in ("CONTENT", "ATOM")
            and p[4] in ("en", "atom")
            and _written(text, offs, p[0], p[1])[:1].isupper()
        )
        listed = prev_version == j - 2 and p[3] in _VERSION_LIST
        if named or listed or (p[2] == "ATOM" and p[3].startswith("v") and prev_version == j - 1):
            raw[j] = (t[0], t[1], "ATOM", "v" + t[7], "atom", (), None, t[7])
            prev_version = j


def _bound_with_boundary(raw: list[tuple[Any, ...]]) -> None:
    """N and under / N or over (12 and under, 65 and over, $5,000 and above) include N:
    the strict bound after "and" / "or" after a number becomes its inclusive one, so "12
    and under" is not "under 12". In place."""
    if _ALSO.isdisjoint(map(_KEY_OF, raw)):
        return
    for j in range(len(raw) - 2):
        t, conj, op = raw[j], raw[j + 1], raw[j + 2]
        if (
            t[2] == "QUANTITY"
            and conj[3] in _ALSO
            and op[2] == "OPERATOR"
            and len(op[5]) == 1
            and op[5][0] in _BOUND_WITH_BOUNDARY
        ):
            raw[j + 1] = (*conj[:2], "FUNCTION", conj[3], conj[4], (), None, conj[7])
            raw[j + 2] = (*op[:5], (_BOUND_WITH_BOUNDARY[op[5][0]],), *op[6:])


_PLUS: Final = re.compile(r"(?<=\d)\+(?![\w+])")
"""A plus right after a number (Python 3.8+, Java 11+, 8+ GB, 2+ years): that value and
above, the bound "or more" is (bound:ge)."""


def _plus_after_numbers(
    key: str, protected: list[tuple[int, int]], han: bool, raw: list[tuple[Any, ...]]
) -> None:
    """Add each plus after a number as the bound "or more": 'Supports Python 3.8+' is not
    'Supports Python 3.8' (every later version, not one). In place."""
    if "+" not in key:
        return
    for m in _PLUS.finditer(key):
        a, b = m.span()
        if _spans_free(protected, a, b):
            raw.append((a, b, "OPERATOR", "+", "zh" if han else "en", ("bound:ge",), None, "+"))


_SINCE_VERSION_WORDS: Final = frozenset({"version", "release"})


def _since_versions(raw: list[tuple[Any, ...]]) -> None:
    """English "since" before a version or a number (since version 3.0, since v3.2, since
    2020) is "from ... on" (role:from), not the "in" of one version: 'available since
    version 3.0' is not 'available in version 3.0'. A causal since (since the disk was
    full) stays a function word. In place."""
    if "since" not in map(_KEY_OF, raw):
        return
    for j in range(len(raw) - 1):
        t = raw[j]
        if t[3] != "since" or t[2] != "FUNCTION" or t[4] != "en":
            continue
        nxt = raw[j + 1]
        if nxt[3] in _SINCE_VERSION_WORDS and j + 2 < len(raw):
            nxt = raw[j + 2]
        if nxt[2] == "QUANTITY" or (nxt[2] == "ATOM" and _VERSION_KEY.match(nxt[3])):
            raw[j] = (*t[:2], "OPERATOR", t[3], t[4], ("role:from",), *t[6:])


_VERSION_KEY: Final = re.compile(r"v?\d+(?:\.\d+)+")
_ABOUT_BEFORE: Final = frozenset({"once", "twice"})


def _about_numbers(raw: list[tuple[Any, ...]]) -> None:
    """English "about" right before a number (about 2 hours, about two weeks, about once a
    month) is a hedge, the content word approximately / around / roughly are: the evidence's
    estimate may not be made exact by leaving it out (``condition_dropped``); elsewhere
    (talk about X) it stays a function word. A claim adding it is not paid either, as an
    added "approximately" is not. In place."""
    if "about" not in map(_KEY_OF, raw):
        return
    for j in range(len(raw) - 1):
        t, nxt = raw[j], raw[j + 1]
        if (
            t[3] == "about"
            and t[2] == "FUNCTION"
            and t[4] == "en"
            and (nxt[2] == "QUANTITY" or nxt[3] in _ABOUT_BEFORE)
        ):
            raw[j] = (*t[:2], "CONTENT", *t[3:])


def _spans_free(taken: list[tuple[int, int]], start: int, end: int) -> bool:
    """Whether [start, end) overlaps none of ``taken`` (sorted, non-overlapping spans)."""
    k = bisect.bisect_right(taken, (start, len(taken) and taken[-1][1] + end + 1))
    if k > 0 and taken[k - 1][1] > start:
        return False
    return not (k < len(taken) and taken[k][0] < end)


def _pieces(key: str, lo: int, hi: int) -> Iterator[tuple[str, int, int]]:
    """Yield (script, start, end) runs of the unprotected region ``key[lo:hi]``.

    At each position the runs are tried in the order Han, Latin, other letters, digits
    (one alternation of ``_HAN_RUN``, ``_LATIN``, ``_OTHER``, ``_DIGITS``); a character
    none of them starts is skipped.
    """
    for m in _PIECE.finditer(key, lo, hi):
        yield _PIECE_SCRIPT[m.lastindex or 0], m.start(), m.end()


def _verbal(word: str, lex: Lexicon) -> bool:
    """Whether the dictionary tags a Chinese word as a verb or an adverb."""
    tags = _jieba(lex.words_zh).tag(word)
    return len(tags) == 1 and tags[0][1][:1] in ("v", "d")


@functools.lru_cache(maxsize=8192)
def pure_verb_zh(word: str) -> bool:
    """Whether the segmenter's own dictionary tags a Chinese word as a plain verb (v, not a
    verbal noun vn: 邀请 is one, 生产 of 生产环境 is not) (bounded memo)."""
    tags = _jieba(frozenset()).tag(word)
    return len(tags) == 1 and tags[0][1] in ("v", "vd", "vi")


@functools.lru_cache(maxsize=4096)
def verbal_zh(word: str) -> bool:
    """Whether the segmenter's own dictionary tags a Chinese word as a verb (bounded memo).

    Example:
        >>> verbal_zh("注册"), verbal_zh("用户")
        (True, False)
    """
    tags = _jieba(frozenset()).tag(word)
    return len(tags) == 1 and tags[0][1][:1] == "v"


def plain_verb_zh(word: str) -> bool:
    """Whether the segmenter's own dictionary tags a Chinese word as a plain verb (v, not
    the adverbial vd or nominal vn).

    Example:
        >>> plain_verb_zh("删除"), plain_verb_zh("自动"), plain_verb_zh("调度")
        (True, False, False)
    """
    tags = _jieba(frozenset()).tag(word)
    return len(tags) == 1 and tags[0][1] == "v"


@functools.lru_cache(maxsize=4096)
def adverb_zh(word: str) -> bool:
    """Whether the segmenter's own dictionary tags a Chinese word as an adverb or a
    preposition, the words a predicate may open with (bounded memo).

    Example:
        >>> adverb_zh("将"), adverb_zh("在"), adverb_zh("和")
        (True, True, False)
    """
    tags = _jieba(frozenset()).tag(word)
    return len(tags) == 1 and tags[0][1] in ("d", "p")


@functools.lru_cache(maxsize=4096)
def noun_zh(word: str) -> bool:
    """Whether the segmenter's own dictionary tags a Chinese word as a noun (n, nr, nt …;
    l for a fixed noun phrase such as 值班人员) (bounded memo).

    Example:
        >>> noun_zh("系统"), noun_zh("首次"), noun_zh("今天")
        (True, False, False)
    """
    tags = _jieba(frozenset()).tag(word)
    return len(tags) == 1 and (tags[0][1].startswith("n") or tags[0][1] == "l")


@functools.lru_cache(maxsize=8192)
def _nominal_zh(word: str) -> bool:
    """Whether the segmenter's dictionary tags a Chinese word as a noun, a time or place
    word, a noun modifier or an abbreviation (n…, t…, s…, b, j, l): what a frame of nouns
    only (周末，/ 高级会员，/ 欧盟，) is made of."""
    tags = _jieba(frozenset()).tag(word)
    # a compound the project dictionary keeps whole is nominal when each of its parts is
    # (法定节假日 = 法定 n + 节假日 t)
    return bool(tags) and all(tag[:1] in ("n", "t", "s", "b", "j", "l") for _, tag in tags)


def _classify_zh(word: str, lex: Lexicon) -> tuple[Kind, tuple[str, ...]]:
    if word in lex.not_operators["zh"]:  # only looks like an operator (另外 is no 外)
        return ("FUNCTION" if word in lex.function_words["zh"] else "CONTENT"), ()
    ops = lex.ops("zh", word)
    if ops:
        return "OPERATOR", ops
    if word in lex.function_words["zh"]:
        return "FUNCTION", ()
    return "CONTENT", ()


_NOT_ABLE: Final = frozenset({"non", "not"})
"""Negations that make an -able adjective a prohibition (non-refundable, not transferable)."""


@functools.lru_cache(maxsize=4096)
def _able_verb(word: str) -> str | None:
    """The verb of an English -able / -ible adjective, read from its participle (refundable:
    refund, cancellable: cancel, usable: use, deductible: deduct); None for other words."""
    if len(word) < 7 or not word.endswith(("able", "ible")):
        return None
    stem = word[:-4]
    for participle in (stem + "ed", stem + "d", stem + stem[-1:] + "ed"):
        verb = _lemma(participle)
        if verb != participle and word.startswith(verb[:3]):
            return verb
    return None


def _classify_en(word: str, lemma: str, lex: Lexicon) -> tuple[Kind, tuple[str, ...]]:
    if word in lex.not_operators["en"]:
        free = word in lex.function_words["en"] or lemma in lex.function_words["en"]
        return ("FUNCTION" if free else "CONTENT"), ()
    ops = lex.ops("en", word) or lex.ops("en", lemma)
    if ops:
        return "OPERATOR", ops
    if word in lex.function_words["en"] or lemma in lex.function_words["en"]:
        return "FUNCTION", ()
    return "CONTENT", ()


@functools.lru_cache(maxsize=16)
def _prefixes(surfaces: frozenset[str]) -> frozenset[str]:
    """Every non-empty prefix of the surfaces (a word no surface starts with joins nothing)."""
    return frozenset(w[:n] for w in surfaces for n in range(1, len(w) + 1))


@functools.lru_cache(maxsize=16)
def _first_words(phrases: frozenset[str]) -> frozenset[str]:
    """The first word of each multi-word phrase."""
    return frozenset(p.split(" ", 1)[0] for p in phrases)


@functools.lru_cache(maxsize=65536)
def _base_split(word: str) -> tuple[tuple[int, int], ...]:
    """The spans the segmenter's own dictionary cuts ``word`` into, when it cuts it (bounded
    memo); empty when it keeps the word whole."""
    parts = _jieba(frozenset()).cut(word, False)
    if len(parts) < 2:
        return ()
    spans, at = [], 0
    for w in parts:
        spans.append((at, at + len(w)))
        at += len(w)
    return tuple(spans)


def _modal_or_negation(lex: Lexicon, word: str) -> bool:
    ops = lex.ops("zh", word)
    return bool(ops) and all(o.split(":", 1)[0] in ("modal", "neg") for o in ops)


_AMOUNT_POSTPOSITIONS: Final = frozenset("前后内")
"""前 / 后 / 内 right after a duration (3 年前, 3 天后, 30 天内) belong to it: a run that
starts with one of them keeps it as a word of its own, whatever the segmenter glues it to
(3 年前提前还款 is 3 年 + 前 + 提前还款, not 前提 + 前)."""
_TIME_DIMS: Final = frozenset({"time", "month", "workday"})


def _zh_tokens(
    key: str, lo: int, hi: int, lex: Lexicon, after_duration: bool = False
) -> list[tuple[int, int, str]]:
    words = _jieba(lex.words_zh).cut(key[lo:hi], False)
    if after_duration and key[lo] in _AMOUNT_POSTPOSITIONS and len(words[0]) > 1 and hi - lo > 1:
        words = [key[lo], *_jieba(lex.words_zh).cut(key[lo + 1 : hi], False)]
    # join consecutive words that the lexicon holds as one surface (不 + 需要 -> 不需要)
    merged: list[tuple[int, int, str]] = []
    known = lex.zh_surfaces
    starts = _prefixes(known)
    not_ops = lex.not_operators["zh"]
    words_zh = lex.words_zh
    count = len(words)
    i = 0
    a = lo  # the words spell key[lo:hi]: word i is key[a : a + len(words[i])]
    while i < count:
        word = words[i]
        best = 1
        b = a + len(word)
        if word in starts:
            # the longest join of 2, 3 or 4 words the lexicon holds; a join that starts no
            # surface ends the search (each longer join starts with it)
            end = b
            for n in range(1, min(4, count - i)):
                end += len(words[i + n])
                joined = key[a:end]
                if joined in known:
                    best, b, word = n + 1, end, joined
                if joined not in starts:
                    break
        if len(word) < 2:
            merged.append((a, b, word))
        elif word == "无不":
            # 且无不及格科目 / 无不合格商品: 无 and the 不 of the word after it (the literary
            # "all without exception" is the same double negation read as two)
            merged.append((a, a + 1, "无"))
            merged.append((a + 1, b, "不"))
        elif word[0] in _NEGATION_CHARS and word not in not_ops and word not in known:
            # 不会 / 未发货 / 非会员: a negation the dictionary glued to its word is a negation
            # and that word, never a content word of its own
            merged.append((a, a + 1, word[0]))
            merged.append((a + 1, b, word[1:]))
        elif (
            word not in words_zh
            and _modal_or_negation(lex, word[0])
            and (parts := _base_split(word))[:1] == ((0, 1),)
        ):
            # 可获 / 须按: the project dictionary's weight glued a modal to the verb after it,
            # which the base dictionary keeps apart and the lexicon does not hold as one word
            for x, y in parts:
                merged.append((a + x, a + y, word[x:y]))
        elif len(word) == 2 and word[0] == "每" != word[1] and word not in known:
            # 每班 / 每户 / 每件: the dictionary glues 每 to some nouns and classifiers and
            # not to others (每船, 每名); each is 每 and that word (每个 / 每人 are operators
            # of the lexicon; 每每, often, keeps its word)
            merged.append((a, a + 1, "每"))
            merged.append((a + 1, b, word[1:]))
        elif (
            word[0] in _GLUED_ADVERBS
            and word not in known
            and word not in not_ops
            and _modal_or_negation(lex, word[1:])
        ):
            merged.append((a, a + 1, word[0]))
            merged.append((a + 1, b, word[1:]))
        else:
            merged.append((a, b, word))
        i += best
        a = b
    return merged


def _en_tokens(words: list[tuple[int, int, str]], lex: Lexicon) -> list[tuple[int, int, str, str]]:
    """Join multi-word surfaces (operators, synonyms) greedily; return (start, end, raw, lemma)."""
    lemmas = [_lemma(w) for _, _, w in words]
    out: list[tuple[int, int, str, str]] = []
    i = 0
    phrases = lex.phrases["en"]
    firsts = _first_words(phrases)
    raws = [w for _, _, w in words]
    raw_all = " ".join(raws)
    lem_all = " ".join(lemmas)
    raw_at, lem_at = [0], [0]
    for w, m in zip(raws, lemmas, strict=True):
        raw_at.append(raw_at[-1] + len(w) + 1)
        lem_at.append(lem_at[-1] + len(m) + 1)
    operators = lex.operators.get("en", {})

    def longest(i: int, most: int, table: Collection[str]) -> int:
        if raws[i] in firsts or lemmas[i] in firsts:
            for n in range(min(most, len(words) - i), 1, -1):
                raw = raw_all[raw_at[i] : raw_at[i + n] - 1]
                lem = lem_all[lem_at[i] : lem_at[i + n] - 1]
                if raw in table or lem in table:
                    return n
        return 1

    while i < len(words):
        best = longest(i, lex.max_phrase, phrases)
        if best > 1:
            lem = lem_all[lem_at[i] : lem_at[i + best] - 1]
            raw = raw_all[raw_at[i] : raw_at[i + best] - 1]
            if lem not in operators and raw not in operators:
                # an operator that starts inside a synonym phrase and runs past it wins:
                # "bring up to two guests" is bring + up to, not "bring up" + to
                inner = next(
                    (
                        j
                        for j in range(i + 1, i + best)
                        if j + longest(j, lex.max_phrase, operators) > i + best
                    ),
                    None,
                )
                if inner is not None:
                    best = longest(i, inner - i, phrases)
        a = words[i][0]
        b = words[i + best - 1][1]
        if best == 1:
            out.append((a, b, raws[i], lemmas[i]))
        else:
            raw = raw_all[raw_at[i] : raw_at[i + best] - 1]
            lem = lem_all[lem_at[i] : lem_at[i + best] - 1]
            out.append((a, b, raw, lem))
        i += best
    return out


def key_words(text: str, lang: str) -> list[str]:
    """The word keys of a short text (used to normalize lexicon entries)."""
    key, _ = normalize(text)
    if lang == "en":
        return [_lemma(w) for w in _LATIN.findall(key)]
    return [w for w in key.split() if w]


def _capitalised(text: str, offs: Sequence[int], a: int, b: int) -> bool:
    """Whether key span [a, b) is one word written in capitals in the original text (PENDING,
    CNAME): in a Chinese text, the name of a constant or record type, an identifier."""
    orig = text[offs[a] : offs[b - 1] + 1]
    return orig.isascii() and orig.isalpha() and orig.isupper()


IRREGULAR_PARTICIPLES_EN: Final = frozenset(
    {"made", "sent", "paid", "held", "kept", "sold", "bought", "built", "left", "taken"}
    | {"given", "written", "shown", "known", "done", "seen", "found", "brought", "set", "put"}
    | {"lost", "spent", "lent", "told", "won", "run", "drawn", "worn", "chosen", "frozen"}
    | {"cut", "hit", "shut", "read", "heard", "meant", "caught", "taught", "thought"}
)
"""Irregular English past participles (is sent, has paid): the passive and the perfect."""
_PERFECT_ONLY_EN: Final = IRREGULAR_PARTICIPLES_EN | frozenset(
    {"got", "gotten", "become", "come", "gone", "begun", "broken", "spoken", "stolen", "forgotten"}
)
"""The irregular participles a perfect may hold: those of the passive and those read only
after has / have (has become, has gone), never as a passive."""


def _participle_en(word: str) -> bool:
    """Whether an English word (as written) is spelled as a past participle."""
    w = word.split(" ")[0].casefold()
    return w.endswith("ed") or w in _PERFECT_ONLY_EN


def _slash_or(key: str, raw: list[Any], protected: list[tuple[int, int]]) -> None:
    """Read a slash between two words as "or" (passport/ID card, 身份证/护照, phone/email): a
    choice, not both. Not inside an identifier, a path or a URL (protected), nor next to a
    number or unit (10 GB/month, 元/月), nor in and/or. In place, kept sorted."""
    if "/" not in key:
        return
    starts = [t[0] for t in raw]
    for m in re.finditer("/", key):
        p = m.start()
        if not _spans_free(protected, p, p + 1):
            continue
        k = bisect.bisect_left(starts, p + 1)
        if k == 0 or k >= len(raw):
            continue
        before, after = raw[k - 1], raw[k]
        if before[1] != p or after[0] != p + 1:
            continue
        if before[2] != "CONTENT" or after[2] != "CONTENT":
            continue
        if before[3] in ("and", "or") or after[3] in ("and", "or"):
            continue
        raw.insert(k, (p, p + 1, "OPERATOR", "or", "en", ("junction:or",), None, "/"))
        starts.insert(k, p)


def _beside_han(key: str, a: int, b: int) -> bool:
    """Whether the nearest non-space character before or after key span [a, b) is Han."""
    before = key[:a].rstrip()[-1:]
    after = key[b:].lstrip()[:1]
    return bool(_HAN.match(before) or _HAN.match(after))


def _any_between(points: list[int], lo: int, hi: int) -> bool:
    """Whether a sorted list holds a point ``x`` with ``lo <= x < hi``."""
    k = bisect.bisect_left(points, lo)
    return k < len(points) and points[k] < hi


def _boundaries(key: str, protected: list[tuple[int, int]]) -> tuple[list[int], list[int]]:
    """Sentence-end and unit-end offsets outside protected spans."""
    sent = [
        m.start()
        for m in _SENTENCE_END.finditer(key)
        if _spans_free(protected, m.start(), m.end())
        and not key.endswith(_ABBREVIATIONS, 0, m.start() + 1)
    ]
    ends = _UNIT_END if "-" in key else _COMMA_END
    unit = [m.start() for m in ends.finditer(key) if _spans_free(protected, m.start(), m.end())]
    return sent, unit


_ANALYSES: Final = BoundedMemo["Analysis"](32 * 1024 * 1024)
"""Analyses of recent texts per lexicon, about 32 MB at most (an analysis is a pure
function of its text and lexicon and is frozen, so a kept one is the fresh one)."""


def _cost(text: str, found: Analysis) -> int:
    """A generous estimate of the bytes an analysis holds (offsets, tokens, units)."""
    return 1024 + 100 * len(text) + 320 * len(found.tokens) + 200 * len(found.units)


def analyze(text: str, lex: Lexicon) -> Analysis:
    """Analyse one text (the analysis of a recent text under the same lexicon is reused)."""
    found = _ANALYSES.get(lex, text)
    if found is None:
        found = _analyze(text, lex)
        _ANALYSES.put(lex, text, found, _cost(text, found))
    return found


def _analyze(text: str, lex: Lexicon) -> Analysis:
    key, offs = normalize(text)
    protected: list[tuple[int, int]] = []
    raw_tokens: list[tuple[int, int, Kind, str, str, tuple[str, ...], Quantity | None, str]] = []
    for m in _ATOM.finditer(key) if _ATOM_HINT.search(key) else ():
        a, b = m.span()
        surface = m.group()
        if (
            surface.startswith("-")
            and not surface.startswith("--")
            and a > 0
            and key[a - 1].isalnum()
        ):
            continue
        bisect.insort(protected, (a, b))
        atom = surface.rstrip("()")
        if _CASED_ATOM.search(surface) or _CAMEL.search(_written(text, offs, a, b)):
            atom = _written(text, offs, a, b).rstrip("()")
        raw_tokens.append((a, b, "ATOM", atom, "atom", (), None, surface))
    durations_end: set[int] = set()
    for q in quantities(key):
        if _spans_free(protected, q.start, q.end):
            bisect.insort(protected, (q.start, q.end))
            surface = key[q.start : q.end]
            if (
                _ARTICLE.fullmatch(surface)
                and q.value == 1
                and q.dim == "count"
                and not key[: q.start].rstrip().endswith(_COUNT_BEFORE)
                and "每" not in _CLAUSE_TAIL.split(key[: q.start])[-1]
            ):
                # 一笔 / 一名 / 一个: the indefinite article, not a count (两笔 stays a count)
                raw_tokens.append((q.start, q.end, "FUNCTION", surface, "zh", (), None, surface))
                continue
            raw_tokens.append((q.start, q.end, "QUANTITY", q.key, "atom", (), q, surface))
            if q.dim in _TIME_DIMS:
                durations_end.add(q.end)
    protected.sort()
    sent_ends, unit_ends = _boundaries(key, protected)
    # unprotected regions
    cursor = 0
    regions: list[tuple[int, int]] = []
    for a, b in protected:
        if cursor < a:
            regions.append((cursor, a))
        cursor = max(cursor, b)
    if cursor < len(key):
        regions.append((cursor, len(key)))
    cuts_sorted = sorted(unit_ends + sent_ends)
    han = _HAN_RUN.search(key) is not None
    camel = _CAMEL.search(text) is not None  # each word's written span is part of the text
    zh_ops = lex.operators.get("zh", {})
    zh_not_ops, zh_function = lex.not_operators["zh"], lex.function_words["zh"]
    for lo, hi in regions:
        latin: list[tuple[int, int, str]] = []

        def flush(latin: list[tuple[int, int, str]]) -> None:
            if not latin:
                return
            joined = _en_tokens(latin, lex)
            for n, (a, b, raw, lem) in enumerate(joined):
                kind, ops = _classify_en(raw, lem, lex)
                if raw in _NOT_ABLE and n + 1 < len(joined) and _able_verb(joined[n + 1][2]):
                    ops = ("modal:prohibit",)  # non-transferable = cannot be transferred
                elif n > 0 and joined[n - 1][2] in _NOT_ABLE and (verb := _able_verb(raw)):
                    lem = verb
                elif (
                    kind == "CONTENT"
                    and camel
                    and _CAMEL.search(written := _written(text, offs, a, b))
                ):
                    kind, ops, lem = "ATOM", (), written  # userId, MaxRetries: as written
                elif (
                    kind == "CONTENT"
                    and han
                    and b - a >= 3
                    and _capitalised(text, offs, a, b)
                    and raw not in lex.atom_types.get("en", ())
                ):
                    kind, lem = "ATOM", raw  # 返回 PENDING 状态: a constant's name
                elif (
                    han and b - a == 1 and _capitalised(text, offs, a, b) and _beside_han(key, a, b)
                ):
                    kind, ops, lem = "ATOM", (), raw  # A 服务依赖 B 服务: a letter names a party
                elif (
                    raw == "a"
                    and n > 0
                    and _written(text, offs, a, b) == "A"
                    and _written(text, offs, joined[n - 1][0], joined[n - 1][1])[:1].isupper()
                    and raw_tokens
                    and raw_tokens[-1][2] == "CONTENT"
                ):
                    kind = "CONTENT"  # Warehouse A, Plan A: a letter that names, no article
                elif (
                    kind == "FUNCTION"
                    and han
                    and b - a >= 2
                    and _capitalised(text, offs, a, b)
                    and _beside_han(key, a, b)
                ):
                    kind = "CONTENT"  # IT支持, 联系 IT 部门: an abbreviation, no pronoun
                raw_tokens.append((a, b, kind, lem, "en", ops, None, raw))
            latin.clear()

        for script, a, b in _pieces(key, lo, hi):
            if script == "en":
                # a unit or sentence boundary between two words ends the phrase window
                if latin and _any_between(cuts_sorted, latin[-1][1], a):
                    flush(latin)
                latin.append((a, b, key[a:b]))
                continue
            flush(latin)
            if script == "zh":
                words = _zh_tokens(
                    key,
                    a,
                    b,
                    lex,
                    a in durations_end or (a - 1 in durations_end and key[a - 1] == " "),
                )
                for k, (za, zb, w) in enumerate(words):
                    # _classify_zh(w, lex), its tables looked up once per text
                    ops = () if w in zh_not_ops else zh_ops.get(w, ())
                    kind: Kind = (
                        "OPERATOR" if ops else "FUNCTION" if w in zh_function else "CONTENT"
                    )
                    if (
                        ops == ("role:passive",)
                        and k + 1 < len(words)
                        and _verbal(words[k + 1][2], lex)
                    ):
                        ops = ("role:patient",)  # 被自动删除: a passive with no agent
                    raw_tokens.append((za, zb, kind, w, "zh", ops, None, w))
            elif script == "other":
                raw_tokens.append((a, b, "CONTENT", key[a:b], "other", (), None, key[a:b]))
            else:
                raw_tokens.append((a, b, "ATOM", key[a:b], "atom", (), None, key[a:b]))
        flush(latin)
    _comparison_symbols(key, protected, han, raw_tokens)
    _arrow_symbols(key, protected, han, raw_tokens)
    _plus_after_numbers(key, protected, han, raw_tokens)
    raw_tokens.sort(key=_START_END)
    _written_units(text, offs, raw_tokens)
    _dotted_thousands(raw_tokens)
    _versions(text, offs, key, raw_tokens)
    _bound_with_boundary(raw_tokens)
    _about_numbers(raw_tokens)
    _since_versions(raw_tokens)
    _ordinal_directions(raw_tokens)
    ordinals(raw_tokens)
    same_one(raw_tokens)
    month_days(raw_tokens)
    amount_off(raw_tokens)
    receive_get(raw_tokens)
    future_needs(raw_tokens)
    keep_doing(raw_tokens)
    counted_from(raw_tokens)
    _slash_or(key, raw_tokens, protected)
    # units and sentences
    starts = [t[0] for t in raw_tokens]
    unit_ends = [x for x in unit_ends if not _list_comma(key, x, raw_tokens, starts)]
    unit_ends = _join_leading_hedges(unit_ends, sent_ends, raw_tokens, starts)
    clause_cuts = sorted(set(unit_ends) | set(sent_ends))  # the readings below cut nothing
    negated_modals(raw_tokens, lambda w: _classify_zh(w, lex))
    colloquial_must(raw_tokens, lambda w: _classify_zh(w, lex), verbal_zh)
    such_determiners(raw_tokens)
    deadline_adverbs(raw_tokens, clause_cuts)
    superlative_attributes(raw_tokens, clause_cuts)
    _free_choice_any(raw_tokens, clause_cuts)
    inclusion_marks(key, raw_tokens)
    range_words(key, raw_tokens)
    no_one_may(raw_tokens, clause_cuts)
    either_or(raw_tokens, clause_cuts)
    wait_until(raw_tokens, clause_cuts)
    no_later_than(raw_tokens)
    by_amount(raw_tokens, clause_cuts)
    limit_words(raw_tokens, clause_cuts)
    agreeing_universals(raw_tokens, clause_cuts)
    required_for(raw_tokens)
    time_spans(raw_tokens)
    event_days(raw_tokens)
    start_points(raw_tokens, clause_cuts)
    finished_verbs(raw_tokens, clause_cuts, sent_ends)
    window_anchors(raw_tokens, clause_cuts)
    validity_windows(raw_tokens)
    pair_between(raw_tokens, clause_cuts)
    shall_not(raw_tokens)
    opening_but(raw_tokens, clause_cuts)
    later_after(raw_tokens, sent_ends)
    coordinated_light_verbs(raw_tokens)
    free_of_charge(raw_tokens)
    price_verbs(raw_tokens)
    goal_complements(raw_tokens)
    opening_after(raw_tokens, sent_ends)
    past_deadline(raw_tokens)
    overdue_full(raw_tokens)
    usually_adverbs(raw_tokens, noun_zh)
    instrument_coverbs(raw_tokens, clause_cuts, noun_zh)
    choice_frames(raw_tokens, clause_cuts)
    passed_bounds(raw_tokens)
    each_classifiers(raw_tokens)
    default_values(raw_tokens)
    stay_participle(raw_tokens, _participle_en)
    per_each(raw_tokens)
    limit_verbs(raw_tokens)
    over_particles(raw_tokens)
    doubled_bounds(raw_tokens)
    past_tense(raw_tokens, clause_cuts, _participle_en)
    unit_ends += _predicate_ands(key, raw_tokens, clause_cuts)
    unit_ends += trailing_conditions(key, raw_tokens, sorted(set(unit_ends) | set(sent_ends)))
    heads = order_heads(raw_tokens, sorted(set(unit_ends) | set(sent_ends)), noun_zh)
    only_if(raw_tokens, sorted(set(unit_ends)), sorted(set(sent_ends)))
    cuts = sorted(
        {(x, "s") for x in sent_ends} | {(x, "u") for x in unit_ends} | {(x, "z") for x in heads}
    )
    bounds: list[tuple[int, int, int]] = []  # (start, end, sentence)
    start, sentence = 0, 0
    for pos, what in cuts:
        if pos > start:
            bounds.append((start, pos, sentence))
        start = pos if what == "z" else pos + 1
        if what == "s":
            sentence += 1
    if start < len(key):
        bounds.append((start, len(key), sentence))
    tokens: list[Token] = []
    units: list[Unit] = []
    ti = 0
    for ui, (a, b, s) in enumerate(bounds):
        mine: list[int] = []
        while ti < len(raw_tokens) and raw_tokens[ti][0] < b:
            ta, tb, kind, tkey, lang, ops, tq, surface = raw_tokens[ti]
            if ta >= a:
                mine.append(len(tokens))
                tokens.append(_token(kind, tkey, ta, tb, ui, lang, ops, tq, surface))
            ti += 1
        toks = [tokens[i] for i in mine]
        units.append(
            Unit(ui, s, a, b, tuple(mine), _restrictive(key[a:b], toks), _condition(key[a:b], toks))
        )
    units = _mark_frames(key, tokens, units)
    # renumber sentences densely (empty sentences were skipped)
    by_sentence: dict[int, list[int]] = {}
    for u in units:
        by_sentence.setdefault(u.sentence, []).append(u.index)
    order = sorted(by_sentence)
    remap = {old: new for new, old in enumerate(order)}
    if any(old != new for old, new in remap.items()):
        units = [
            Unit(u.index, remap[u.sentence], u.start, u.end, u.tokens, u.restrictive, u.condition)
            for u in units
        ]
    return Analysis(
        text=text,
        key=key,
        offsets=offs,
        tokens=tuple(tokens),
        units=tuple(units),
        sentences=tuple(tuple(by_sentence[o]) for o in order),
    )


def _predicate_ands(key: str, raw: Sequence[tuple[Any, ...]], cuts: list[int]) -> list[int]:
    """Offsets (the space before "and") where an English clause's second predicate starts:
    "Passwords must be at least 12 characters long | and are rotated every 90 days".

    The part before "and" states a predicate (a modal or a form of "be") and restricts
    nothing (no relativizer, no condition); the part after opens with "be" or a modal. The
    second predicate becomes a clause of its own, which a claim may leave out (``drop.unit``)
    like any coordinate clause.
    """
    out: list[int] = []
    if "and" not in map(_KEY_OF, raw):
        return out
    starts = [t[0] for t in raw]
    for j, t in enumerate(raw):
        if t[4] != "en" or t[3] != "and" or j + 1 >= len(raw) or t[0] == 0:
            continue
        if key[t[0] - 1] != " ":
            continue
        nxt = raw[j + 1]
        if not (
            nxt[3] == "be"
            or any(o.startswith("modal:") for o in nxt[5])
            or _subject_then_predicate(raw, j + 1)
        ):
            continue
        lo = max((c for c in cuts if c < t[0]), default=-1)
        k = bisect.bisect_right(starts, lo)
        before = raw[k:j]
        if not before or any(b[4] not in ("en", "atom") for b in before):
            continue
        if any(
            b[3] in ("that", "who", "which", "whose", "where", "between", "both")
            and not (b[3] == "that" and n > 0 and before[n - 1][3] in _THAT_VERBS_EN)
            for n, b in enumerate(before)
        ):
            continue  # a relative clause restricts; the that of "Note that …" does not
        if any(o == "cond:if" for b in before for o in b[5]):
            continue
        if any(b[3] == "be" or any(o.startswith("modal:") for o in b[5]) for b in before):
            out.append(t[0] - 1)
    return out


_SUBJECT_OPENERS_EN: Final = frozenset({"the", "a", "an", "your", "our", "their", "its", "this"})
_THAT_VERBS_EN: Final = frozenset({"note", "remember", "mind", "aware"})
"""Words after which "that" opens a reported clause, not a relative one (Note that …)."""


def _subject_then_predicate(raw: Sequence[tuple[Any, ...]], j: int) -> bool:
    """Whether the English words from ``j`` are a subject of their own and then its predicate:
    an optional only, a determiner, one to four content words, then "be" or a modal (… is off
    by default and only the Checkout team may enable it; … and the old device is deregistered)."""
    n = j
    if n < len(raw) and raw[n][5] == ("quant:only",):
        n += 1
    if n >= len(raw) or raw[n][3] not in _SUBJECT_OPENERS_EN:
        return False
    n += 1
    start = n
    while n < len(raw) and n - start < 4 and raw[n][2] in ("CONTENT", "ATOM"):
        n += 1
    return (
        n > start
        and n < len(raw)
        and (raw[n][3] == "be" or any(o.startswith("modal:") for o in raw[n][5]))
    )


def _free_choice_any(raw: list[tuple[Any, ...]], cuts: list[int]) -> None:
    """Read an English "any" after a permission or an ability of its clause (may / can /
    is allowed to) as free choice, quant:any: "You may choose any plan" lets one choose
    whichever plan, not all of them, so no all / every / each pays it or is paid by it. A
    negation or a prohibition between them keeps it a universal (cannot use any). In place."""
    if "any" not in map(_SURFACE_OF, raw):
        return
    for j, t in enumerate(raw):
        if t[4] != "en" or t[7] != "any" or t[5] != ("quant:all",):
            continue
        start = max((c for c in cuts if c <= t[0]), default=0)
        before = [r for r in raw[:j] if r[0] >= start and r[2] == "OPERATOR"]
        may = [k for k, r in enumerate(before) if "modal:may" in r[5]]
        if not may or any(
            o in ("neg", "modal:prohibit") or o.startswith(("neg:", "cond:"))
            for r in before[may[-1] :]
            for o in r[5]
        ):
            continue
        raw[j] = (t[0], t[1], t[2], t[3], t[4], ("quant:any",), t[6], t[7])


_DIRECTIONS_ZH: Final = frozenset({"上", "下"})


def _ordinal_directions(raw: list[tuple[Any, ...]]) -> None:
    """Read a Chinese 上 / 下 right before a quantity or a word of one or half as a content
    word: there it orders (上一个版本 / 下一个版本, 上半年 / 下半年, 上一级 / 下一级, 上一节 /
    下一节), and a claim may not say the one for the other. Elsewhere it stays a free
    localizer (网站上 / 在页面上点击). In place."""
    if _DIRECTIONS_ZH.isdisjoint(map(_KEY_OF, raw)):
        return
    for j in range(len(raw) - 1):
        t, nxt = raw[j], raw[j + 1]
        if t[4] != "zh" or t[2] != "FUNCTION" or t[3] not in _DIRECTIONS_ZH:
            continue
        if nxt[0] != t[1] or not (nxt[2] == "QUANTITY" or nxt[3][:1] in ("一", "半")):
            continue
        raw[j] = (t[0], t[1], "CONTENT", t[3], t[4], (), t[6], t[7])


def _join_leading_hedges(
    unit_ends: list[int],
    sent_ends: list[int],
    raw: Sequence[tuple[Any, ...]],
    starts: Sequence[int],
) -> list[int]:
    """Unit cuts without the comma after a hedge that opens a clause alone (Typically, /
    In most cases, / 原则上，/ 通常情况下，): the hedge is read inside the clause it scopes,
    as it is without the comma. Only quantifier hedges (usually, most, some) and advice
    (Ideally, / 建议，); an answer word (No, / 可以，) keeps its unit."""
    if not unit_ends:
        return unit_ends
    cuts = sorted(set(unit_ends) | set(sent_ends))
    drop: set[int] = set()
    for x in unit_ends:
        k = bisect.bisect_left(cuts, x)
        lo = cuts[k - 1] if k > 0 else -1
        seg = raw[bisect.bisect_right(starts, lo) : bisect.bisect_left(starts, x)]
        if (
            seg
            and all(t[2] in ("OPERATOR", "FUNCTION") for t in seg)
            and any(t[2] == "OPERATOR" for t in seg)
            and all(o.startswith("quant:") or o == "modal:recommend" for t in seg for o in t[5])
            and bisect.bisect_left(starts, x) < len(raw)
        ):
            drop.add(x)
    return [x for x in unit_ends if x not in drop]


def _list_comma(key: str, pos: int, raw: Sequence[tuple[Any, ...]], starts: Sequence[int]) -> bool:
    """An English comma inside a list of nouns (crashes, misuse or racing), not between
    clauses: a content word before it, and after it one to three content words, then and /
    or, then a content word."""
    if key[pos] != ",":
        return False
    k = bisect.bisect_left(starts, pos)
    if k == 0 or raw[k - 1][4] != "en" or raw[k - 1][2] != "CONTENT":
        return False
    n = 0
    j = k
    while j < len(raw) and raw[j][4] == "en" and raw[j][2] == "CONTENT" and n < 4:
        j, n = j + 1, n + 1
    if not 1 <= n <= 3 or j + 1 >= len(raw):
        return False
    coordinator = raw[j][3] == "and" or "junction:or" in raw[j][5]
    return coordinator and raw[j + 1][4] == "en" and raw[j + 1][2] == "CONTENT"


def _restrictive(text: str, tokens: list[Token]) -> bool:
    for t in tokens:
        for op in t.ops:
            if op.startswith(("cond:if", "exc")) or (
                op == "quant:only" and "cond:then" not in t.ops
            ):
                return True  # 才 / 方可 (only then) closes a rule of its own, restricting none
    stripped = text.strip(" 。.，,）)」\"'")
    if _ends_when(stripped, _COND_END_ZH):
        return True
    if stripped.endswith("内") and not any(
        o.startswith(("modal:", "neg")) for t in tokens for o in t.ops
    ):
        # 保修期内，/ 签收后 7 天内，/ 国内，(以内 / 之内 / 期内 too): a frame of the clause
        # beside it; with a modal or a negation (应存放于防爆柜内，) it is a clause of its own
        return True
    first = tokens[0] if tokens else None
    if first is not None and first.lang == "zh" and first.key in _LIMITED_TO_ZH:
        return True  # …，限于消防通道内停放的车辆: the rule before it is limited to those
    if (
        first is not None
        and first.lang == "zh"
        and first.key in _WITHOUT_ZH
        and not any(o.startswith("modal:") for t in tokens for o in t.ops)
    ):
        return True  # 未经批准，员工不得…: "without approval" frames the rule after it
    if (
        first is not None
        and first.kind == "OPERATOR"
        and any(o.startswith("bound:") or o == "quant:only" for o in first.ops)
        and "cond:then" not in first.ops
    ):
        return True  # ", up to a maximum of 20 GB" restricts the clause before it
    return (
        first is not None and first.lang == "en" and first.surface.split(" ")[0] in _COND_START_EN
    )


_LIMITED_TO_ZH: Final = frozenset({"限于", "仅限于", "只限于", "限"})
"""Chinese "limited to" opening a clause: it restricts the rule beside it (blind probe
round 61, on main too)."""
_WITHOUT_ZH: Final = frozenset({"未经", "非经", "不经", "未获", "未取得", "未得到", "无"})
"""Chinese words of "without" that open a frame of their own (未经批准，…; 无正当理由，…), as
"Without approval," does: a claim may not leave it out."""
_FRAME_EN: Final = frozenset(
    {"in", "for", "during", "on", "with", "within", "outside", "inside", "across", "at"}
    | {"throughout", "from", "under", "over", "among", "as", "upon", "without", "beyond"}
    | {"between", "before", "after", "until", "since", "except", "besides", "through"}
    | {"per", "via", "in case of", "in the case of", "subject to", "provided", "having"}
    | {"minus", "less", "excluding", "barring", "net of", "other than", "apart from"}
    | {"compared", "relative", "versus", "vs"}
    | {"beginning", "starting", "effective", "commencing", "following", "ending"}
)
"""Prepositions (and "having" + participle: Having passed the check, …) that open a frame:
the scope (place, time, group, plan) of the clause after it. The participles of a start or an
end (Beginning next month, / Starting in May, / Effective 1 July,) frame the time the rule
holds, as From next week, does (blind probe round 75)."""
_DISCOURSE_EN: Final = frozenset(
    {"in addition", "for example", "for instance", "in other words", "in short", "in summary"}
    | {"on the other hand", "as a result", "for this reason", "at the same time", "in turn"}
)
"""Frames that scope nothing: discourse markers a claim may leave out."""
_HEDGE_CLASSES: Final = frozenset({"quant", "modal", "neg", "bound", "cmp", "order"})
"""Operator classes that scope a clause from a unit of their own (Typically, / 原则上，)."""
_FRAME_ZH: Final = frozenset(
    {"在", "对于", "对", "针对", "关于", "于", "就", "从", "自", "至于", "凭", "持", "经", "按"}
    | {"视", "截至", "截止"}
)


_FRAME_ENDS_ZH: Final = (
    *("方面", "期", "为限", "为上限", "为准", "封顶", "即止", "而定"),
    *("相比", "相较", "相比较", "比较"),
)
"""Chinese unit endings of a frame: a scope (采购方面), a period (供暖期 / 高峰期), a limit or
a reference (以 600 元为限, 以页面显示为准)."""


_TAKEN_OUT_ZH: Final = frozenset({"参与", "参加", "适用", "享受", "享有"})


def _excluded_after(toks: list[Token]) -> bool:
    """Whether a Chinese unit ends by saying its subject does not take part in (不参与 / 不适用
    / 不享受) what the clause before it grants: the rule's exception."""
    words = [t for t in toks if t.kind != "FUNCTION"]
    return (
        len(words) >= 3
        and words[-1].lang == "zh"
        and words[-1].key in _TAKEN_OUT_ZH
        and words[-2].kind == "OPERATOR"
        and "neg" in words[-2].ops
    )


def _relative_list_member(tokens: list[Token], units: list[Unit], n: int) -> bool:
    """Whether English unit ``n`` is a middle member of a comma list of predicates inside a
    relative clause: an earlier unit of its sentence holds who / that / which, and a later
    one opens with and / or (who hold a degree, have three years of experience, and pass a
    test)."""
    u = units[n]
    before = [v for v in units[:n] if v.sentence == u.sentence]
    after = [v for v in units[n + 1 :] if v.sentence == u.sentence]
    return (
        bool(before)
        and any(tokens[i].key in ("who", "that", "which") for v in before for i in v.tokens)
        and any(v.tokens and tokens[v.tokens[0]].key in ("and", "or") for v in after)
    )


def _mark_frames(key: str, tokens: list[Token], units: list[Unit]) -> list[Unit]:
    """Units that frame a clause beside them in their sentence, marked restrictive.

    A unit of a sentence with more units, before or after the clause it frames, which is a
    frame and no clause (…, with manager approval / …，凭发票 restrict as much as a leading
    frame does):
    English, a prepositional phrase (In the EU, / For enterprise plans, / During peak
    hours,), not a discourse marker; Chinese, a coverb phrase (在欧盟地区，/ 对于企业版，)
    or nouns only, no verb, no operator (周末，/ 夏季，/ 高级会员，). It scopes the rule
    after it as a condition does: a claim that leaves it out states the rule more widely.
    """
    out = list(units)
    for n, u in enumerate(units):
        if u.restrictive or not u.tokens:
            continue
        toks = [tokens[i] for i in u.tokens]
        if not any(t.kind in ("CONTENT", "ATOM", "QUANTITY") for t in toks) and any(
            t.kind == "OPERATOR" and any(o.split(":")[0] in _HEDGE_CLASSES for o in t.ops)
            for t in toks
        ):
            # Typically, / In most cases, / 原则上，: an operator standing as a unit of its
            # own scopes the clause beside it, wherever it stands
            out[n] = Unit(u.index, u.sentence, u.start, u.end, u.tokens, True, u.condition)
            continue
        alone = (n == 0 or units[n - 1].sentence != u.sentence) and (
            n + 1 >= len(units) or units[n + 1].sentence != u.sentence
        )
        if alone:
            continue  # no clause beside it to frame
        if not any(t.kind in ("CONTENT", "ATOM", "QUANTITY") for t in toks):
            continue
        if (
            n > 0
            and units[n - 1].sentence == u.sentence
            and next((t for t in toks if t.kind != "FUNCTION"), toks[0]).ops == ("junction:or",)
        ):
            # …18 or older, or have parental consent / …，或持有家长同意书: an alternative
            # of the rule before it widens it; a claim may not leave it out
            out[n] = Unit(u.index, u.sentence, u.start, u.end, u.tokens, True, u.condition)
            continue
        if n > 0 and units[n - 1].sentence == u.sentence and _excluded_after(toks):
            # 消费者可申请价格保护，秒杀商品不参与: a later clause that takes a group out of
            # the rule before it is that rule's exception
            out[n] = Unit(u.index, u.sentence, u.start, u.end, u.tokens, True, u.condition)
            continue
        if all(
            t.kind in ("QUANTITY", "FUNCTION")
            or (t.kind == "OPERATOR" and all(o.startswith("bound:") for o in t.ops))
            or (t.kind == "OPERATOR" and 0 < k < len(toks) - 1 and _range_link(toks, k))
            for k, t in enumerate(toks)
        ):
            # …, per quarter / …，每季度: an amount or a period alone bounds its clause (晚上
            # 10点至早上6点，…: so does a range of them)
            out[n] = Unit(u.index, u.sentence, u.start, u.end, u.tokens, True, u.condition)
            continue
        first = toks[0]
        text = key[u.start : u.end].strip(" ,，:：").strip()
        if first.lang == "en" and _relative_list_member(tokens, units, n):
            # Applicants who hold a degree, | have three years of experience, | and pass a
            # test are eligible: a requirement of the relative clause's list
            out[n] = Unit(u.index, u.sentence, u.start, u.end, u.tokens, True, u.condition)
            continue
        if first.lang == "en":
            word = first.surface.split(" ")[0]
            if word == "with" and n > 0 and units[n - 1].sentence == u.sentence:
                before = [tokens[i] for i in units[n - 1].tokens]
                if any("modal:must" in t.ops for t in before):
                    continue  # must be submitted …, with receipts attached: one more duty
            frame = (word in _FRAME_EN and text not in _DISCOURSE_EN) or (
                # Ideally, / Traditionally,: a sentence adverb alone hedges its clause
                len(toks) == 1 and first.kind == "CONTENT" and word.endswith("ly")
            )
        elif first.lang == "zh" or (first.kind == "QUANTITY" and any(t.lang == "zh" for t in toks)):
            words = [t for t in toks if t.kind != "FUNCTION"]
            frame = (
                first.key in _FRAME_ZH
                or (
                    not any(t.kind == "OPERATOR" for t in toks)
                    and all(
                        t.kind == "FUNCTION"
                        or (t.kind == "CONTENT" and t.lang == "zh" and _nominal_zh(t.key))
                        for t in toks
                    )
                )
                # 标注“免费取消”的订单，/ 未按时缴纳物业费的业主，…: a noun its relative clause
                # restricts, the topic of the clause after it (no modal: then it is a rule)
                or (
                    any(t.kind == "FUNCTION" and t.key == "的" for t in toks)
                    and bool(words)
                    and words[-1].kind == "CONTENT"
                    and words[-1].lang == "zh"
                    and _nominal_zh(words[-1].key)
                    and not any(o.startswith("modal:") for t in toks for o in t.ops)
                    and n + 1 < len(units)
                    and units[n + 1].sentence == u.sentence
                )
                # 采购方面，/ 冬季供暖期，/ …，以每晚 600 元为限 / …，以结算页面显示为准: a scope,
                # a period or a limit of the clause beside it
                or text.endswith(_FRAME_ENDS_ZH)
                # 非工作时间，/ 非高峰时段，/ 非会员，: the complement of a period or a group,
                # words only after its 非 (blind probe round 57, on main too)
                or (
                    first.key == "非"
                    and "neg" in first.ops
                    and len(toks) > 1
                    and all(t.kind in ("CONTENT", "FUNCTION") for t in toks[1:])
                    and n + 1 < len(units)
                    and units[n + 1].sentence == u.sentence
                )
            )
        else:
            frame = False
        if frame:
            out[n] = Unit(u.index, u.sentence, u.start, u.end, u.tokens, True, u.condition)
    return out


def _range_link(toks: list[Token], k: int) -> bool:
    """Whether operator ``toks[k]`` joins two amounts as a range (10点至6点, 9:00 to 17:00)."""
    t = toks[k]
    return (
        bool(t.ops)
        and all(o in ("role:to", "role:from") for o in t.ops)
        and toks[k - 1].kind == "QUANTITY"
        and toks[k + 1].kind == "QUANTITY"
    )


_CONDITION_END_ZH: Final = ("的", "时", "时候", "情况下")


_NOT_WHEN_ZH: Final = ("小时", "及时", "按时", "准时", "临时", "计时", "工时", "定时", "实时")
"""Words ending in 时 that are no "when" (a length of time, on time, temporary …)."""


def _ends_when(stripped: str, ends: tuple[str, ...]) -> bool:
    """Whether a unit ends with one of the rule-head ``ends``, a 时 that is no "when" aside
    (…有效期为 2 小时，is a length, not a condition)."""
    return stripped.endswith(ends) and not stripped.endswith(_NOT_WHEN_ZH)


def _condition(text: str, tokens: list[Token]) -> bool:
    """Whether a unit states a condition (its own operator, or a Chinese 的 / 时 rule head)."""
    if any(o == "cond:if" for t in tokens for o in t.ops):
        return True
    if _ends_when(text.strip(" 。.，,）)」\"'"), _CONDITION_END_ZH):
        return True
    return (
        bool(tokens)
        and tokens[0].lang == "en"
        and tokens[0].surface in ("if", "when", "once", "whenever")
    )
