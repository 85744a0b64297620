"""Numbers with units in Chinese and English, normalized to one value per dimension.

Written here on purpose (cn2an serves only as a test oracle): Arabic numerals with thousands
separators and decimals, Chinese numerals (两, 〇, 十, 百, 千, 万, 亿), English number words,
百分之N, ranges (2 至 8, 2-8, 2~8), dates, clock times and units. A quantity's value is in
the base unit of its dimension, as an exact Fraction, so 两小时 = 120 分钟 = 7200 s and
500 ms = 0.5 s compare equal without floating point. Months and days are separate
dimensions (a month has no fixed number of days). Input is a match key (see ``_text``).
"""

from __future__ import annotations

import functools
import hashlib
import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Final

from answerc.grounding.text.numerals import (
    ABSURD_AT,
    CN_CHARS,
    CN_IDIOMS,
    CURRENCY_BEFORE,
    CURRENCY_DIM,
    DIGITS,
    EN_NUM,
    EN_NUM_START,
    MULT,
    MULT_VALUE,
    UNIT_RE,
    UNITS,
    bounded_decimal,
    cn_to_number,
    en_words_to_number,
    whole_number,
)

_ISO_DATE: Final = re.compile(r"(?<!\d)(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?!\d)")
_CN_NUMERAL: Final = f"(?:\\d{{1,4}}|[{CN_CHARS}]{{1,4}})"
_ZH_DATE: Final = re.compile(
    rf"(?:(\d{{4}}|[〇零一二三四五六七八九]{{4}})\s?年\s?)?(?:({_CN_NUMERAL})\s?月)(?:\s?({_CN_NUMERAL})\s?[日号])?"
)
_ZH_YEAR: Final = re.compile(r"(?<!\d)((?:19|20|21)\d{2})\s?年(?!代|内|以|度|级|龄|限|费|薪|假)")
_MONTHS: Final = {
    m: i + 1
    for i, m in enumerate(
        [
            "january",
            "february",
            "march",
            "april",
            "may",
            "june",
            "july",
            "august",
            "september",
            "october",
            "november",
            "december",
        ]
    )
}
_MONTHS.update({m[:3]: v for m, v in list(_MONTHS.items())})
_MONTHS["sept"] = 9
_EN_DATE: Final = re.compile(
    r"(?<![a-z])(?:(" + "|".join(_MONTHS) + r")\.?\s+(\d{1,2})(?:st|nd|rd|th)?(?:,?\s+(\d{4}))?"
    r"|(\d{1,2})(?:st|nd|rd|th)?\s+(" + "|".join(_MONTHS) + r")\.?(?:,?\s+(\d{4}))?"
    r"|(" + "|".join(m for m in _MONTHS if len(m) > 3) + r")\s+(\d{4}))(?![a-z0-9])"
)
_CLOCK: Final = re.compile(
    r"(?<![\d:.])(\d{1,2}):(\d{2})(?::(\d{2}))?(?![\d:])(?:\s?(am|pm|a\.m\.|p\.m\.))?"
)
_CLOCK_AMPM: Final = re.compile(r"(?<![\d:.])(\d{1,2})\s?(am|pm|a\.m\.|p\.m\.)(?![a-z])")
_CLOCK_ZH: Final = re.compile(
    r"(上午|下午|晚上|中午|凌晨|早上|早晨|傍晚|夜间|夜里)?\s?(\d{1,2}|[零〇一二两三四五六七八九十]{1,3})\s?点"
    r"(?:(半)|\s?(\d{1,2}|[零〇一二三四五六七八九十]{1,3})\s?分(?!钟))?(?![零〇一二三四五六七八九\d])"
)
"""A spoken clock time, spaced or not (下午 3 点半 = 下午3点半 = 15:30, 10 点 30 分 = 10:30)."""
_AFTERNOON_ZH: Final = frozenset({"下午", "晚上", "傍晚", "夜间", "夜里"})
_MIDNIGHT_ZH: Final = frozenset({"晚上", "夜间", "夜里", "凌晨"})
_PERIOD_BEFORE: Final = re.compile(r"(上午|下午|晚上|中午|凌晨|早上|早晨|傍晚|夜间|夜里) ?$")
"""A period of the day right before a digital time (下午 3:00)."""
_AR: Final = re.compile(r"(?<![a-z0-9_.])(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?(?:st|nd|rd|th)?(?![\d])")
_AR_START: Final = re.compile(r"\d(?<![a-z0-9_.].)")
"""Where a match of ``_AR`` can start: a digit after none of its lookbehind's characters."""
_CN: Final = re.compile(rf"[{CN_CHARS}]+(?:点[零〇一二三四五六七八九]+)?")
_HALF: Final = re.compile(
    r"(?:(\d+|[一二两三四五六七八九十]+)\s?个?)?半\s?(个小时|小时|个钟头|分钟|天|个月|月|年|周|个星期|秒)"
)
_EN_TIME_UNIT: Final = r"(seconds?|minutes?|hours?|days?|weeks?|months?|years?)"
_EN_SMALL: Final = {
    "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
    "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12,
}  # fmt: skip
_EN_SMALL_RE: Final = r"(\d{1,3}|" + "|".join(sorted(_EN_SMALL, key=len, reverse=True)) + ")"
_HALF_EN: Final = re.compile(
    r"(?<![a-z0-9_])(?:half (?:an?|one) " + _EN_TIME_UNIT
    + "|" + _EN_SMALL_RE + " " + _EN_TIME_UNIT + " and a half"
    + "|" + _EN_SMALL_RE + " and a half " + _EN_TIME_UNIT
    + r")(?![a-z0-9_])"
)  # fmt: skip
"""Halves of English durations: half an hour, an hour and a half, two and a half days."""
_QUARTER_EN: Final = re.compile(r"(?<![a-z0-9_])(a|one|three)[ -]quarters? of an hour(?![a-z0-9_])")
"""Quarters of an hour: a quarter of an hour (15 minutes), three-quarters of an hour."""
_FRACTION_ZH: Final = re.compile(
    r"(?<![0-9一二两三四五六七八九十百千万])([二两三四五六七八九十]|[2-9]|10)分之"
    r"([一二三四五六七八九]|[1-9])(?![0-9一二三四五六七八九十百千万])"
)
"""A Chinese fraction N 分之 M of a small N (四分之一 = 25 %, 三分之二); 百分之 / 千分之 / 万分之
are percentages of their own (``_PERCENT_OF``)."""
_FRACTION_EN: Final = re.compile(
    r"(?<![a-z0-9_])(a|one|two|three)[ -](third|thirds|quarter|quarters|fifth|fifths)"
    r" of (?!an? hour)(?=[a-z])"
)
"""An English fraction of a thing (a third of, two-thirds of, a quarter of the fee); a
quarter of an hour is 15 minutes (``_QUARTER_EN``)."""
_AGE_OLD: Final = re.compile(r"[\s-]old(?![a-z0-9_])")
_YEAR_UNITS: Final = frozenset({"year", "years", "yr", "yrs"})
_FRACTION_DIGITS: Final = re.compile(
    r"(?<![0-9/.,:a-z_-])([1-9])/([2-9]|10)(?![0-9/.,:_-])(?!\s?(?!of\b)[a-z])"
)
"""A fraction in digits (1/3, 1/2) of a small denominator, before no unit (1/4 inch is a
length); 2/32 inch, 24/7 and 1/3/2025 are no such fraction."""
_HALF_OF: Final = re.compile(
    r"(?<![a-z0-9_一])(?:一半|half(?= of (?:the|a|an|its|their|your|his|her|our|this|that) "
    r"| (?:the|its|their|your|his|her|our) ))"
)
"""A half of a thing, as the 50 % it is: 退还一半的费用, half of the fee, half their deposit
(half an hour is a duration: ``_HALF_EN``)."""
_FRACTION_EN_PARTS: Final = {
    "a": 1, "one": 1, "two": 2, "three": 3,
    "third": 3, "thirds": 3, "quarter": 4, "quarters": 4, "fifth": 5, "fifths": 5,
}  # fmt: skip
_RANGE_GAP: Final = re.compile(r"^\s?(?:至|到|~|-|to|and|或)\s?$")
_FREQUENCY: Final = re.compile(
    r"(?:每|按|every\s|per\s|each\s)\s?(?:个|一)?\s?(秒|分钟|小时|天|日|周|星期|月|年|季度|"
    r"second|minute|hour|day|week|month|quarter|year)(?![a-z0-9_" + CN_CHARS + r"])"
    r"|(?<![a-z0-9_])(?:a|an)\s(minute|hour|day|week|month|quarter|year)(?![a-z0-9_])"
    r"|(?<![a-z0-9_])(hourly|daily|nightly|weekly|monthly|quarterly|yearly|annually)(?![a-z0-9_])"
)
_TIMES_WORD: Final = re.compile(r"(?<![a-z0-9_])(twice|thrice)(?![a-z0-9_])")
"""English multiplicative adverbs: "twice a year" = "2 times a year" (count 2)."""
_TIMES_VALUE: Final = {"twice": 2, "thrice": 3}
_FREQUENCY_START: Final = re.compile(
    r"每|按|every\s|per\s|each\s|an?\s(?:minute|hour|day|week|month|quarter|year)"
    r"|hourly|daily|nightly|weekly|monthly|quarterly|yearly|annually"
)
"""Where a match of ``_FREQUENCY`` can start: its opener, "a" / "an" and a unit, or its
adverb, without the lookbehinds (literals, which the regex engine finds by their first
characters instead of trying each form of ``_FREQUENCY`` at every character)."""
_ONE: Final = Fraction(1)
_MULTIPLIER_AFTER: Final = re.compile(
    r"\s(?:their|the|his|her|its|your|our|this|that|these|those|as|what)(?![a-z0-9_])"
)
"""After "N times": a multiplier (1.5 times their rate, twice as long), not a count of
occurrences (3 times a day)."""
_KEY_UNITS: Final = {
    "ms": "ms",
    "millis": "ms",
    "msec": "ms",
    "s": "s",
    "sec": "s",
    "secs": "s",
    "seconds": "s",
    "mins": "minutes",
    "minutes": "minutes",
    "hours": "hours",
    "days": "days",
    "bytes": "bytes",
    "kb": "kb",
    "mb": "mb",
    "gb": "gb",
}
"""Unit suffixes of configuration keys (timeout_ms, max_size.mb) and the unit they name."""
_KEY_UNIT: Final = re.compile(
    r"[a-z0-9][a-z0-9_.]*[._](" + "|".join(_KEY_UNITS) + r")"
    r"(?:\s*(?:默认值|默认|为|是|设为|设置为|=|:|：|（|\("
    r"|defaults to|default|is|set to|to|of))*\s*$"
)
"""A key with a unit suffix right before a bare number, only its value words between."""
_KEY_UNIT_SUFFIX: Final = re.compile(r"[._](?:" + "|".join(_KEY_UNITS) + r")")
"""Every match of ``_KEY_UNIT`` holds this: a window without it is skipped (``_KEY_UNIT``
tries each word of the window as a key, backtracking; this finds no ``.`` or ``_`` there
before a unit name in one pass)."""
_KEY_UNIT_WINDOW: Final = 96
_TIMES_MULTIPLIER: Final = ("percent", Fraction(100))
"""N times X = N × 100 % of X (as 倍: 2 倍 = 200%)."""
_PERCENT_OF: Final = (
    ("百分之", "percent", _ONE),
    ("千分之", "percent", Fraction(1, 10)),
    ("万分之", "percent", Fraction(1, 100)),
)
"""Prefixes that make the number after them a percentage, with its scale."""
_MONTH_HEADS: Final = tuple(dict.fromkeys(m[:3] for m in _MONTHS))
"""Every month name of ``_EN_DATE`` holds one of these: without them it cannot match."""


def _scan(pattern: re.Pattern[str], key: str, *needles: str) -> Iterator[re.Match[str]]:
    """``pattern.finditer(key)``, skipped when ``key`` holds none of the ``needles``.

    The needles are literals every match of the pattern contains, so skipping changes
    nothing but the time: most texts hold no date, clock time, 半 or "twice" at all.
    """
    for needle in needles:
        if needle in key:
            return pattern.finditer(key)
    return iter(())


def _matches(
    pattern: re.Pattern[str], starts: re.Pattern[str], key: str
) -> Iterator[re.Match[str]]:
    """``pattern.finditer(key)``, trying ``pattern`` only where ``starts`` matches.

    ``starts`` matches at every position a match of ``pattern`` (never empty) starts at, so
    the matches are the same, found without trying a pattern that opens with a lookbehind
    at every character of the key.
    """
    pos, search, match = 0, starts.search, pattern.match
    while True:
        found = search(key, pos)
        if found is None:
            return
        at = found.start()
        m = match(key, at)
        if m is None:
            pos = at + 1
        else:
            yield m
            pos = m.end()


_FREQ_UNIT: Final = {
    "hourly": "hour",
    "daily": "day",
    "nightly": "day",
    "weekly": "week",
    "monthly": "month",
    "quarterly": "quarter",
    "yearly": "year",
    "annually": "year",
    "月": "个月",
}


@dataclass(slots=True, unsafe_hash=True)
class Quantity:
    """A number with its unit, as one value in the base unit of its dimension (treated as
    frozen: not declared so only because a frozen dataclass's ``__init__`` costs five times
    as much)."""

    start: int
    end: int
    text: str
    dim: str
    value: Fraction
    date: tuple[int | None, int | None, int | None] | None = None
    implicit: bool = False
    """Stated without digits: 每天, daily, every minute (one of the unit)."""
    _key: str | None = field(default=None, init=False, repr=False, compare=False)
    """Memo of :attr:`key` (not part of the value)."""

    @property
    def key(self) -> str:
        """A hashable spelling of the value, for alignment (an unpayable one's is unique)."""
        if self._key is None:
            if self.dim == UNPAYABLE:
                digest = hashlib.sha256(self.text.encode("utf-8", "surrogatepass")).hexdigest()
                self._key = f"q:{UNPAYABLE}:{digest[:32]}"
            elif self.date is not None:
                self._key = "q:date:" + "-".join("?" if p is None else str(p) for p in self.date)
            else:
                self._key = f"q:{self.dim}:{self.value}"
        return self._key

    def same(self, other: Quantity) -> bool:
        """Whether ``other`` (evidence) states this (claim) value: same dimension and value.

        A date in a claim matches an evidence date that agrees on every part the claim
        gives; a bare year (2026) matches a date in that year. An unpayable value (see
        :data:`UNPAYABLE`) matches no value, only the very same spelling.
        """
        if self.dim == UNPAYABLE or other.dim == UNPAYABLE:
            return self.dim == other.dim and self.text == other.text
        if self.date is not None or other.date is not None:
            mine = self.date or ((int(self.value), None, None) if _yearish(self) else None)
            theirs = other.date or ((int(other.value), None, None) if _yearish(other) else None)
            if mine is None or theirs is None:
                return False
            return all(a is None or a == b for a, b in zip(mine, theirs, strict=True))
        if self.dim == "count" and other.dim == "count" and self.value == other.value:
            return _counts_alike(_count_class(self.text), _count_class(other.text))
        return self.dim == other.dim and self.value == other.value


_COUNT_CLASSES: Final = (
    ("age", ("周岁", "岁")),
    ("times", ("次", "遍", "趟", "轮", "回", "times", "time", "twice", "thrice")),
    ("person", ("位", "名", "人")),
    ("generic", ("个",)),
)


def _count_class(text: str) -> str:
    """What a count counts, read off its classifier: times (2 次 / twice), persons (2 名),
    an age (18 岁), any thing (个 or no classifier) or items (件 / 份 / 台 …)."""
    t = text.strip().casefold()
    for klass, marks in _COUNT_CLASSES:
        if t.endswith(marks):
            return klass
    if not t or t.isascii() or t[-1] in CN_CHARS:
        return "generic"  # 3, three, 三: a bare number
    return "item"


def _counts_alike(a: str, b: str) -> bool:
    """Whether two counts of one value count the same kind: 2 件 ≠ 2 次 (items are no times),
    2 名 = 2 位; a bare number or 个 (six, 25 retries = 25 times, 2 个) counts any kind."""
    return a == b or "generic" in (a, b)


UNPAYABLE: Final = "unpayable"
"""Dimension of a quantity whose literal is past the parsing bound (``numerals.MAX_DIGITS``):
4 301 digits, 一亿亿亿…. No value pays it: it equals no quantity of any value or unit, only
an evidence quantity spelled exactly alike (its key is a digest of the spelling), so "一亿亿…"
is never matched by another way of writing the same number, nor by a different one."""


def _yearish(q: Quantity) -> bool:
    return q.dim == "count" and q.value.denominator == 1 and 1900 <= q.value <= 2199


def _dates(key: str, out: list[Quantity]) -> None:
    for m in _scan(_ISO_DATE, key, "-", "/"):
        y, mo, d = int(m.group(1)), int(m.group(2)), int(m.group(3))
        if 1 <= mo <= 12 and 1 <= d <= 31:
            out.append(Quantity(m.start(), m.end(), m.group(), "date", Fraction(0), (y, mo, d)))
    for m in _scan(_ZH_DATE, key, "月"):
        year = whole_number(m.group(1)) if m.group(1) else None
        month = whole_number(m.group(2))
        day = whole_number(m.group(3)) if m.group(3) else None
        if month is None or not 1 <= month <= 12 or (day is not None and not 1 <= day <= 31):
            continue
        if year is None and day is None:
            continue  # "3 月" alone may be March or a count; leave it to the number pass
        out.append(Quantity(m.start(), m.end(), m.group(), "date", Fraction(0), (year, month, day)))
    for m in _scan(_ZH_YEAR, key, "年"):
        out.append(
            Quantity(
                m.start(), m.end(), m.group(), "date", Fraction(0), (int(m.group(1)), None, None)
            )
        )
    for m in _scan(_EN_DATE, key, *_MONTH_HEADS):
        if m.group(1):
            parts = (m.group(3), _MONTHS[m.group(1)], m.group(2))
        elif m.group(5):
            parts = (m.group(6), _MONTHS[m.group(5)], m.group(4))
        else:
            parts = (m.group(8), _MONTHS[m.group(7)], None)
        if m.group(1) == "may" or m.group(5) == "may":
            pass  # "may 5" is a date only with a day; the regex already requires one
        year = int(parts[0]) if parts[0] else None
        day = int(parts[2]) if parts[2] else None
        if day is not None and not 1 <= day <= 31:
            continue
        out.append(
            Quantity(m.start(), m.end(), m.group(), "date", Fraction(0), (year, parts[1], day))
        )


def _clocks(key: str, out: list[Quantity]) -> None:
    for m in _scan(_CLOCK, key, ":"):
        hour, minute = int(m.group(1)), int(m.group(2))
        second = int(m.group(3) or 0)
        if hour > 24 or minute > 59 or second > 59:
            continue
        if m.group(4) and m.group(4).startswith("p") and hour < 12:
            hour += 12
        start = m.start()
        part = _PERIOD_BEFORE.search(key, max(0, start - 4), start)
        if part is not None:
            # 下午 3:00 = 15:00 = 下午三点: the period of the day is part of the time
            start = part.start()
            if (part.group(1) in _AFTERNOON_ZH and hour < 12) or (
                part.group(1) == "中午" and hour < 11
            ):
                hour += 12
        out.append(
            Quantity(
                start,
                m.end(),
                key[start : m.end()],
                "clock",
                Fraction(hour * 60 + minute) + Fraction(second, 60),  # 02:15:00 = 02:15
            )
        )
    for m in _scan(_CLOCK_AMPM, key, "am", "pm", "a.m", "p.m"):
        hour = int(m.group(1))
        if 1 <= hour <= 12:
            hour = hour % 12 + (12 if m.group(2).startswith("p") else 0)
            out.append(Quantity(m.start(), m.end(), m.group(), "clock", Fraction(hour * 60)))
    for m in _scan(_CLOCK_ZH, key, "点"):
        # 晚上十点 = 22:00, 下午3点半 = 15:30: a spoken clock time is a time of day, not a count
        period, hour_text, half, minute_text = m.groups()
        hour_value = Fraction(hour_text) if hour_text.isdigit() else cn_to_number(hour_text)
        minute_value = Fraction(30) if half else Fraction(0)
        if minute_text:
            parsed = Fraction(minute_text) if minute_text.isdigit() else cn_to_number(minute_text)
            minute_value = parsed if parsed is not None else Fraction(-1)
        if hour_value is None or not 0 <= hour_value <= 24 or not 0 <= minute_value <= 59:
            continue
        if (period in _AFTERNOON_ZH and hour_value < 12) or (period == "中午" and hour_value < 11):
            hour_value += 12
        elif period in _MIDNIGHT_ZH and hour_value == 12:
            hour_value = Fraction(0)  # 晚上 12 点 / 凌晨 12 点 is midnight, not noon
        out.append(Quantity(m.start(), m.end(), m.group(), "clock", hour_value * 60 + minute_value))


class _Taken:
    """Character positions already claimed by a quantity: each test and mark costs the
    span's length (in C), not the number of spans taken so far, so a text of 50 000
    numbers is scanned in linear time."""

    __slots__ = ("_cells",)

    def __init__(self, size: int) -> None:
        self._cells = bytearray(size + 1)

    def free(self, start: int, end: int) -> bool:
        return self._cells.find(1, max(start, 0), end) < 0

    def add(self, start: int, end: int) -> None:
        start = max(start, 0)
        if end > start:
            self._cells[start:end] = b"\x01" * (end - start)


def _strip_end(key: str, stop: int) -> int:
    """``len(key[:stop].rstrip())`` without copying the prefix."""
    while stop and key[stop - 1].isspace():
        stop -= 1
    return stop


_CURRENCY_WINDOW: Final = 8
"""Characters before a number that ``CURRENCY_BEFORE`` can span (its longest form is 4)."""


def _literals(key: str, taken: _Taken) -> list[tuple[int, int, Fraction, bool]]:
    """Number literals not inside a date or clock: (start, end, value, written in Chinese)."""
    found: list[tuple[int, int, Fraction, bool]] = []
    for m in _matches(_AR, _AR_START, key):
        if taken.free(m.start(), m.end()):
            whole = m.group(1).replace(",", "")
            value = bounded_decimal(whole, m.group(2)[1:] if m.group(2) else "")
            found.append((m.start(), m.end(), value, False))
    for m in _CN.finditer(key):
        if not taken.free(m.start(), m.end()):
            continue
        cn_value = cn_to_number(m.group())
        if cn_value is not None:
            found.append((m.start(), m.end(), cn_value, True))
    for m in _matches(EN_NUM, EN_NUM_START, key):
        if taken.free(m.start(), m.end()):
            en_value = en_words_to_number(m.group().strip())
            if en_value is not None:
                found.append((m.start(), m.end(), en_value, False))
    found.sort()
    return found


def _cn_plausible(key: str, start: int, end: int, has_unit: bool) -> bool:
    text = key[start:end]
    if (
        has_unit
        or key[max(0, start - 1) : start] == "第"
        or key.endswith(("百分之", "千分之", "万分之"), 0, start)
    ):
        return text not in CN_IDIOMS or has_unit
    if len(text) < 2 or text in CN_IDIOMS:
        return False
    pure = all(ch in DIGITS for ch in text)
    return not pure or len(text) >= 4


def mult_head(mult: re.Match[str] | None) -> str:
    """First character of a multiplier match ('' without one): 万 of 万元 is the unit's."""
    return mult.group(1)[0] if mult else ""


def _times(a: Fraction, b: Fraction) -> Fraction:
    """``a * b`` (whole numbers multiplied as integers: the same value, without a gcd)."""
    if a.denominator == 1 and b.denominator == 1:
        return Fraction(a.numerator * b.numerator)
    return a * b


def _dedupe(found: list[Quantity]) -> list[Quantity]:
    # in start order the kept spans do not overlap, so the last one ends furthest
    kept: list[Quantity] = []
    for q in sorted(found, key=lambda q: (q.start, -(q.end - q.start))):
        if not kept or q.start >= kept[-1].end:
            kept.append(q)
    return kept


def _unit_at(key: str, stop: int) -> re.Match[str] | None:
    unit = UNIT_RE.match(key, stop)
    if unit is None:
        return None
    name = unit.group(1)
    if unit.group(0).startswith("-") and name in {"d", "h", "s", "t", "m", "b", "g", "x"}:
        return None
    after = key[unit.end() : unit.end() + 1]
    if name == "成" and after and "\u4e00" <= after <= "\u9fff" and after not in "的以左":
        return None
    return unit


_CACHED_CHARS: Final = 4096
"""Longer texts are not memoized here: the caller (the analysis of an excerpt) keeps them,
and 4 096 entries of 100 000 characters would hold gigabytes."""


def quantities(key: str) -> tuple[Quantity, ...]:
    """All quantities in a match key, in text order.

    Example:
        >>> [(q.dim, str(q.value)) for q in quantities("两小时即 120 分钟")]
        [('time', '7200'), ('time', '7200')]
        >>> [(q.dim, str(q.value)) for q in quantities("冷链须保持 2 至 8 摄氏度,温度 -18°c")]
        [('temp_c', '2'), ('temp_c', '8'), ('temp_c', '-18')]
        >>> [(q.dim, str(q.value)) for q in quantities("$0.01/gb, 百分之五, 1 万元, 0.5 吨")]
        [('money:usd', '1/100'), ('percent', '5'), ('money:cny', '10000'), ('mass', '500000')]
    """
    if len(key) > _CACHED_CHARS:
        return _quantities(key)
    return _cached_quantities(key)


def _quantities(key: str) -> tuple[Quantity, ...]:
    every = _all_quantities(key)
    return tuple(q for i, q in enumerate(every) if not _once_per_period(key, i, every))


_cached_quantities = functools.lru_cache(maxsize=4096)(_quantities)


def _all_quantities(key: str) -> tuple[Quantity, ...]:
    if len(key) > _CACHED_CHARS:
        return _scan_quantities(key)
    return _cached_all(key)


def _fractions(key: str, found: list[Quantity], taken: _Taken) -> None:
    """Fractions said in words, as the percentages they are: 四分之一 = 25 %, 三分之二,
    a quarter of the fee = 25 % of it, two-thirds of the seats."""
    for m in _scan(_FRACTION_ZH, key, "分之"):
        parts, whole = whole_number(m.group(2)), whole_number(m.group(1))
        if parts is None or whole is None or parts >= whole or not taken.free(*m.span()):
            continue
        share = Fraction(parts, whole) * 100
        found.append(Quantity(m.start(), m.end(), m.group(), "percent", share))
        taken.add(m.start(), m.end())
    for m in _scan(_FRACTION_DIGITS, key, "/"):
        num, den = Fraction(m.group(1)), Fraction(m.group(2))
        if num < den and taken.free(m.start(), m.end()):
            found.append(Quantity(m.start(), m.end(), m.group(), "percent", num / den * 100))
            taken.add(m.start(), m.end())
    for m in _scan(_HALF_OF, key, "一半", "half"):
        if taken.free(m.start(), m.end()):
            found.append(Quantity(m.start(), m.end(), m.group(), "percent", Fraction(50)))
            taken.add(m.start(), m.end())
    for m in _scan(_FRACTION_EN, key, "third", "quarter", "fifth"):
        num = Fraction(_FRACTION_EN_PARTS[m.group(1)])
        den = Fraction(_FRACTION_EN_PARTS[m.group(2)])
        plural = m.group(2).endswith("s")
        if num >= den or (plural != (num > 1)) or not taken.free(m.start(1), m.end(2)):
            continue
        text = f"{m.group(1)} {m.group(2)}"
        found.append(Quantity(m.start(1), m.end(2), text, "percent", num / den * 100))
        taken.add(m.start(1), m.end(2))


def _scan_quantities(key: str) -> tuple[Quantity, ...]:
    found: list[Quantity] = []
    _dates(key, found)
    _clocks(key, found)
    found = _dedupe(found)
    taken = _Taken(len(key))
    for q in found:
        taken.add(q.start, q.end)
    for m in _scan(_HALF, key, "半"):
        if not taken.free(m.start(), m.end()):
            continue
        whole = Fraction(0)
        if m.group(1):
            text = m.group(1)
            parsed = bounded_decimal(text) if text.isdecimal() else cn_to_number(text)
            if parsed is None:
                continue
            whole = parsed
        dim, factor = UNITS[_FREQ_UNIT.get(m.group(2), m.group(2))]
        found.append(
            Quantity(m.start(), m.end(), m.group(), dim, (whole + Fraction(1, 2)) * factor)
        )
        taken.add(m.start(), m.end())
    for m in _scan(_HALF_EN, key, "half"):
        if not taken.free(m.start(), m.end()):
            continue
        unit_word = m.group(1) or m.group(3) or m.group(5)
        count = m.group(2) or m.group(4)
        whole = Fraction(0) if count is None else Fraction(_EN_SMALL.get(count) or int(count))
        dim, factor = UNITS[unit_word]
        found.append(
            Quantity(m.start(), m.end(), m.group(), dim, (whole + Fraction(1, 2)) * factor)
        )
        taken.add(m.start(), m.end())
    for m in _scan(_QUARTER_EN, key, "quarter"):
        if taken.free(m.start(), m.end()):
            quarters = 3 if m.group(1) == "three" else 1
            found.append(Quantity(m.start(), m.end(), m.group(), "time", Fraction(900 * quarters)))
            taken.add(m.start(), m.end())
    _fractions(key, found, taken)
    # (quantity, has an explicit unit, unit scale, signed literal)
    pending: list[tuple[Quantity, bool, Fraction, Fraction]] = []
    for start, end, literal, chinese in _literals(key, taken):
        if not taken.free(start, end):
            continue
        stop, dim, scale, has_unit = end, "count", _ONE, False
        mult = MULT.match(key, stop)
        unit = _unit_at(key, stop)
        currency = CURRENCY_BEFORE.search(key, max(0, start - _CURRENCY_WINDOW), start)
        unit_spells_mult = unit and len(unit.group(1)) > 1 and unit.group(1)[0] == mult_head(mult)
        if mult and not unit_spells_mult and (mult.group(1) != "m" or currency):
            scale = Fraction(MULT_VALUE[mult.group(1)])
            stop = mult.end()
            unit = _unit_at(key, stop)
        if unit:
            dim, factor = UNITS[unit.group(1)]
            if unit.group(1) == "times" and _MULTIPLIER_AFTER.match(key, unit.end()):
                dim, factor = _TIMES_MULTIPLIER  # 1.5 times their rate = 150% of it
            scale = factor if scale is _ONE else scale * factor
            stop, has_unit = unit.end(), True
            if unit.group(1) in _YEAR_UNITS and (old := _AGE_OLD.match(key, stop)):
                # 18 years old = 18-year-old = an age of 18 (a count, as 18 岁 and "under 18"
                # are), not a span of 18 years
                dim, scale, stop = "count", _ONE, old.end()
        if chinese and not _cn_plausible(key, start, end, has_unit):
            continue
        if not has_unit and not chinese and scale is _ONE and ("_" in key or "." in key):
            window = max(0, start - _KEY_UNIT_WINDOW)
            named = (
                _KEY_UNIT.search(key, window, start)
                if _KEY_UNIT_SUFFIX.search(key, window, start)
                else None
            )
            if named is not None:
                # db.pool.acquire_timeout_ms 默认 3000: the value of a key named in a unit
                dim, scale = UNITS[_KEY_UNITS[named.group(1)]]
                has_unit = True
        if not chinese and not has_unit and key[start:end] == "one":
            continue
        if currency and (dim == "count" or dim.startswith("money")):
            if dim == "count":
                dim = CURRENCY_DIM[currency.group(1)]
            has_unit, start = True, currency.start()
        before = _strip_end(key, start)  # the end of key[:start].rstrip()
        for prefix, pdim, pscale in _PERCENT_OF:
            if key.endswith(prefix, 0, before):
                dim, scale, has_unit, start = pdim, pscale, True, before - len(prefix)
        if key.endswith(("零下", "负"), 0, before) or (
            key[start - 1 : start] == "-" and (start < 2 or not key[start - 2].isalnum())
        ):
            literal = -literal
            if key[start - 1 : start] == "-":
                start -= 1
        value = literal if scale is _ONE else _times(literal, scale)
        quantity = Quantity(start, stop, key[start:stop], dim, value)
        pending.append((quantity, has_unit, scale, literal))
        taken.add(start, stop)
    for index in range(len(pending) - 1):
        first, first_unit, _, first_literal = pending[index]
        second, second_unit, second_scale, _ = pending[index + 1]
        if not first_unit and second_unit and _RANGE_GAP.match(key[first.end : second.start]):
            pending[index] = (
                Quantity(
                    first.start, first.end, first.text, second.dim, first_literal * second_scale
                ),
                True,
                second_scale,
                first_literal,
            )
    found.extend(q for q, _, _, _ in pending)
    for m in _scan(_TIMES_WORD, key, "twice", "thrice"):
        if taken.free(m.start(), m.end()):
            value = Fraction(_TIMES_VALUE[m.group(1)])
            found.append(Quantity(m.start(), m.end(), m.group(), "count", value))
            taken.add(m.start(), m.end())
    for m in _matches(_FREQUENCY, _FREQUENCY_START, key):
        if not taken.free(m.start(), m.end()):
            continue
        word = m.group(1) or m.group(2) or m.group(3)
        dim, factor = UNITS[_FREQ_UNIT.get(word, word)]
        found.append(Quantity(m.start(), m.end(), m.group(), dim, factor, implicit=True))
    found.sort(key=lambda q: (q.start, q.end))
    return tuple(_payable(q) for q in found)


_cached_all = functools.lru_cache(maxsize=4096)(_scan_quantities)


_ABSURD_INT: Final = int(ABSURD_AT)
assert _ABSURD_INT == ABSURD_AT


def _payable(q: Quantity) -> Quantity:
    """``q``, or an unpayable quantity when its literal was past the parsing bound."""
    value = q.value
    # abs(value) < ABSURD_AT, in integers (a Fraction's denominator is positive)
    if abs(value.numerator) < _ABSURD_INT * value.denominator:
        return q
    return Quantity(q.start, q.end, q.text, UNPAYABLE, ABSURD_AT, q.date, q.implicit)


def once_spans(key: str) -> tuple[tuple[int, int], ...]:
    """Spans of "一次" that only repeat a preceding frequency (see :func:`quantities`).

    Example:
        >>> key = "每季度支付一次"
        >>> [key[a:b] for a, b in once_spans(key)], [q.text for q in quantities(key)]
        (['一次'], ['每季度'])
    """
    every = _all_quantities(key)
    return tuple((q.start, q.end) for i, q in enumerate(every) if _once_per_period(key, i, every))


_ONCE: Final = re.compile(r"(?:一|1)\s?次$")
_ONCE_GAP: Final = re.compile(r"^[\u4e00-\u9fff]{0,6}$")
_ONCE_BOUND: Final = re.compile(r"至少|最少|至多|最多|不少于|不超过|超过|仅|只|不|没|未|无|非|限")
"""A bound or a negation before "一次" makes it a real limit ("每季度至少进行一次")."""


def _once_per_period(key: str, index: int, found: Sequence[Quantity]) -> bool:
    """ "一次" right after a frequency ("每季度支付一次") only repeats it: 每季度支付 says as much.

    Two or more times per period stay quantities ("每季度支付两次" is not "每季度支付").
    """
    q = found[index]
    if q.dim != "count" or q.value != 1 or not _ONCE.search(q.text):
        return False
    # the gap must be spaces, at most 6 Chinese characters, spaces: only a frequency ending
    # within that reach of "一次" can qualify (so the test costs the gap, not every quantity)
    lo = _strip_end(key, q.start)
    cjk = 0
    while cjk < _ONCE_REACH and lo and "\u4e00" <= key[lo - 1] <= "\u9fff":
        lo, cjk = lo - 1, cjk + 1
    lo = _strip_end(key, lo)
    return any(
        f.implicit
        and lo <= f.end <= q.start
        and _ONCE_GAP.match(key[f.end : q.start].strip())
        and not _ONCE_BOUND.search(key[f.end : q.start])
        for f in _ending_in(found, index, lo)
    )


_ONCE_REACH: Final = 6
"""Chinese characters ``_ONCE_GAP`` allows between a frequency and "一次"."""


def _ending_in(found: Sequence[Quantity], index: int, lo: int) -> Iterator[Quantity]:
    """Quantities before ``found[index]`` (sorted by start) back to the first starting before
    ``lo``: a frequency never overlaps another quantity (it is scanned last, into free
    text only), so one that ends at or after ``lo`` is among these."""
    while index > 0:
        index -= 1
        yield found[index]
        if found[index].start < lo:
            return
