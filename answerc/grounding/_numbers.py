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
import re
from dataclasses import dataclass
from fractions import Fraction
from typing import Final

_DIGITS: Final = {
    "零": 0,
    "〇": 0,
    "一": 1,
    "二": 2,
    "两": 2,
    "三": 3,
    "四": 4,
    "五": 5,
    "六": 6,
    "七": 7,
    "八": 8,
    "九": 9,
}
_SMALL: Final = {"十": 10, "百": 100, "千": 1000}
_BIG: Final = {"万": 10**4, "亿": 10**8}
_CN_CHARS: Final = "零〇一二两三四五六七八九十百千万亿"
_CN_IDIOMS: Final = frozenset({"万一", "一一", "千万", "百万", "千千万万", "十分", "万万"})


def cn_to_number(text: str) -> Fraction | None:
    """Value of a Chinese numeral, or None when it is not one.

    Example:
        >>> [int(cn_to_number(s)) for s in ("七", "十五", "一百零五", "两万", "一亿二千万")]
        [7, 15, 105, 20000, 120000000]
        >>> cn_to_number("二〇二六"), cn_to_number("三点五"), cn_to_number("万")
        (Fraction(2026, 1), Fraction(7, 2), None)
    """
    whole, _, frac = text.partition("点")
    if not whole or not any(ch in _DIGITS or ch == "十" for ch in whole):
        return None
    if any(ch not in _DIGITS and ch not in _SMALL and ch not in _BIG for ch in whole):
        return None
    if all(ch in _DIGITS for ch in whole):
        value = Fraction(int("".join(str(_DIGITS[ch]) for ch in whole)))
    else:
        total, section, number = 0, 0, 0
        for ch in whole:
            if ch in _DIGITS:
                number = _DIGITS[ch]
            elif ch in _SMALL:
                section += (number or (1 if ch == "十" else 0)) * _SMALL[ch]
                number = 0
            else:
                section += number
                number = 0
                if ch == "亿":
                    total = (total + section) * _BIG[ch]
                else:
                    total += section * _BIG[ch]
                section = 0
        value = Fraction(total + section + number)
    if frac:
        if any(ch not in _DIGITS for ch in frac):
            return None
        digits = "".join(str(_DIGITS[ch]) for ch in frac)
        value += Fraction(int(digits), 10 ** len(digits))
    return value


_EN_UNITS: Final = {
    w: i
    for i, w in enumerate(
        [
            "zero",
            "one",
            "two",
            "three",
            "four",
            "five",
            "six",
            "seven",
            "eight",
            "nine",
            "ten",
            "eleven",
            "twelve",
            "thirteen",
            "fourteen",
            "fifteen",
            "sixteen",
            "seventeen",
            "eighteen",
            "nineteen",
        ]
    )
}
_EN_TENS: Final = {
    w: 10 * (i + 2)
    for i, w in enumerate(
        ["twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
    )
}
_EN_SCALE: Final = {"hundred": 100, "thousand": 1000, "million": 10**6, "billion": 10**9}
_EN_NUM: Final = re.compile(
    r"(?<![a-z0-9-])(?:(?:"
    + "|".join(sorted([*_EN_TENS, *_EN_UNITS, *_EN_SCALE], key=len, reverse=True))
    + r")(?:-|\s+(?:and\s+)?)?)+"
    r"(?<![\s-])(?![a-z0-9])"
)


def en_words_to_number(text: str) -> Fraction | None:
    """Value of English number words ("thirty-seven", "two hundred and five").

    Example:
        >>> en_words_to_number("thirty-seven"), en_words_to_number("two hundred and five")
        (Fraction(37, 1), Fraction(205, 1))
    """
    total, current, seen = 0, 0, False
    for word in re.split(r"[\s-]+", text):
        if word == "and":
            continue
        if word in _EN_UNITS:
            current += _EN_UNITS[word]
        elif word in _EN_TENS:
            current += _EN_TENS[word]
        elif word == "hundred":
            current = (current or 1) * 100
        elif word in _EN_SCALE:
            total += (current or 1) * _EN_SCALE[word]
            current = 0
        else:
            return None
        seen = True
    return Fraction(total + current) if seen else None


# unit spelling -> (dimension, factor to the base unit); longest spelling wins
_UNIT_GROUPS: Final = (
    ("time", Fraction(1, 1000), "毫秒 ms msec millisecond milliseconds"),
    ("time", Fraction(1), "秒 秒钟 s sec secs second seconds"),
    ("time", Fraction(60), "分钟 min mins minute minutes"),
    ("time", Fraction(3600), "小时 个小时 钟头 个钟头 h hr hrs hour hours"),
    ("time", Fraction(86400), "天 日 d day days calendar_day calendar_days 晚 nights night"),
    ("time", Fraction(604800), "周 个星期 星期 个礼拜 礼拜 wk wks week weeks"),
    ("month", Fraction(1), "个月 month months mo mos"),
    ("month", Fraction(3), "季度 个季度 quarter quarters"),
    ("month", Fraction(12), "年 year years yr yrs 周年"),
    (
        "workday",
        Fraction(1),
        "个工作日 工作日 business_day business_days working_day working_days workday workdays",
    ),
    ("size", Fraction(1), "b byte bytes 字节"),
    ("size", Fraction(10**3), "kb kilobyte kilobytes"),
    ("size", Fraction(10**6), "mb megabyte megabytes 兆"),
    ("size", Fraction(10**9), "gb gigabyte gigabytes"),
    ("size", Fraction(10**12), "tb terabyte terabytes"),
    ("size", Fraction(10**15), "pb petabyte petabytes"),
    ("size", Fraction(2**10), "kib"),
    ("size", Fraction(2**20), "mib"),
    ("size", Fraction(2**30), "gib"),
    ("size", Fraction(2**40), "tib"),
    ("bitrate", Fraction(10**3), "kbps"),
    ("bitrate", Fraction(10**6), "mbps"),
    ("bitrate", Fraction(10**9), "gbps"),
    ("mass", Fraction(1, 1000), "mg 毫克"),
    ("mass", Fraction(1), "g 克 gram grams"),
    ("mass", Fraction(1000), "kg 公斤 千克 kilogram kilograms kilo kilos"),
    ("mass", Fraction(500), "斤"),
    ("mass", Fraction(10**6), "t 吨 tonne tonnes metric_ton metric_tons"),
    ("mass", Fraction(45359237, 100000), "lb lbs pound pounds"),
    ("length", Fraction(1, 1000), "mm 毫米"),
    ("length", Fraction(1, 100), "cm 厘米"),
    ("length", Fraction(1), "m 米 metre metres meter meters"),
    ("length", Fraction(1000), "km 公里 千米 kilometre kilometres kilometer kilometers"),
    ("length", Fraction(1609344, 1000), "mile miles 英里"),
    ("length", Fraction(3048, 10000), "ft feet foot"),
    ("money:cny", Fraction(1), "元 块钱 人民币元 rmb cny yuan"),
    ("money:cny", Fraction(10**4), "万元"),
    ("money:cny", Fraction(10**8), "亿元"),
    ("money:usd", Fraction(1), "美元 美金 usd dollar dollars"),
    ("money:usd", Fraction(1, 100), "美分 cent cents ¢"),
    ("money:eur", Fraction(1), "欧元 eur euro euros"),
    ("money:jpy", Fraction(1), "日元 jpy yen"),
    ("money:hkd", Fraction(1), "港元 港币 hkd"),
    ("percent", Fraction(1), "% percent per_cent pct"),
    ("percent", Fraction(1, 10), "‰"),
    ("percent", Fraction(10), "成"),
    ("pp", Fraction(1), "个百分点 百分点 percentage_point percentage_points"),
    ("temp_c", Fraction(1), "°c 摄氏度 度 degrees_celsius degrees_c celsius"),
    ("temp_f", Fraction(1), "°f 华氏度 degrees_fahrenheit fahrenheit"),
    (
        "count",
        Fraction(1),
        "个 块 次 位 名 人 件 项 条 台 张 份 家 类 种 步 层 级 倍 笔 箱 包 批 趟 辆 单 册 本 "
        "票 页 行 字 期 遍 轮 岁 周岁 套 把 根 times x",
    ),
)
_UNITS: Final = {
    spelling.replace("_", " "): (dim, factor)
    for dim, factor, spellings in _UNIT_GROUPS
    for spelling in spellings.split()
}
_UNIT_RE: Final = re.compile(
    r"-?\s?("
    + "|".join(re.escape(u) for u in sorted(_UNITS, key=len, reverse=True))
    + r")(?![a-z])"
)
_MULT: Final = re.compile(r"\s?(万|亿|千|百|k|thousand|million|billion|bn|m)(?![a-z])")
_MULT_VALUE: Final = {
    "万": 10**4,
    "亿": 10**8,
    "千": 1000,
    "百": 100,
    "k": 1000,
    "thousand": 1000,
    "million": 10**6,
    "m": 10**6,
    "billion": 10**9,
    "bn": 10**9,
}
_CURRENCY_BEFORE: Final = re.compile(r"(us\$|\$|¥|€|£|rmb|cny|usd|eur|人民币|hk\$)\s?$")
_CURRENCY_DIM: Final = {
    "us$": "money:usd",
    "$": "money:usd",
    "¥": "money:cny",
    "€": "money:eur",
    "£": "money:gbp",
    "rmb": "money:cny",
    "cny": "money:cny",
    "usd": "money:usd",
    "eur": "money:eur",
    "人民币": "money:cny",
    "hk$": "money:hkd",
}
_ISO_DATE: Final = re.compile(r"(?<!\d)(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?!\d)")
_CN_NUMERAL: Final = f"(?:\\d{{1,4}}|[{_CN_CHARS}]{{1,4}})"
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
    r"(?<![\d:.])(\d{1,2}):(\d{2})(?::\d{2})?(?![\d:])(?:\s?(am|pm|a\.m\.|p\.m\.))?"
)
_AR: Final = re.compile(r"(?<![a-z0-9_.])(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?(?:st|nd|rd|th)?(?![\d])")
_CN: Final = re.compile(rf"[{_CN_CHARS}]+(?:点[零〇一二三四五六七八九]+)?")
_HALF: Final = re.compile(
    r"(?:(\d+|[一二两三四五六七八九十]+)\s?个?)?半\s?(个小时|小时|个钟头|分钟|天|个月|月|年|周|个星期|秒)"
)
_RANGE_GAP: Final = re.compile(r"^\s?(?:至|到|~|-|to|and|或)\s?$")
_FREQUENCY: Final = re.compile(
    r"(?:每|every\s|per\s|each\s)\s?(?:个|一)?\s?(秒|分钟|小时|天|日|周|星期|月|年|季度|"
    r"second|minute|hour|day|week|month|quarter|year)(?![a-z0-9_])"
    r"|(?<![a-z0-9_])(?:a|an)\s(minute|hour|day|week|month|quarter|year)(?![a-z0-9_])"
    r"|(?<![a-z0-9_])(hourly|daily|nightly|weekly|monthly|quarterly|yearly|annually)(?![a-z0-9_])"
)
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


@dataclass(frozen=True, slots=True)
class Quantity:
    """A number with its unit, as one value in the base unit of its dimension."""

    start: int
    end: int
    text: str
    dim: str
    value: Fraction
    date: tuple[int | None, int | None, int | None] | None = None
    implicit: bool = False
    """Stated without digits: 每天, daily, every minute (one of the unit)."""

    @property
    def key(self) -> str:
        """A hashable spelling of the value, for alignment."""
        if self.date is not None:
            return "q:date:" + "-".join("?" if p is None else str(p) for p in self.date)
        return f"q:{self.dim}:{self.value}"

    def same(self, other: Quantity) -> bool:
        """Whether ``other`` (evidence) states this (claim) value: same dimension and value.

        A date in a claim matches an evidence date that agrees on every part the claim
        gives; a bare year (2026) matches a date in that year.
        """
        if self.date is not None or other.date is not None:
            mine = self.date or ((int(self.value), None, None) if _yearish(self) else None)
            theirs = other.date or ((int(other.value), None, None) if _yearish(other) else None)
            if mine is None or theirs is None:
                return False
            return all(a is None or a == b for a, b in zip(mine, theirs, strict=True))
        return self.dim == other.dim and self.value == other.value


def _yearish(q: Quantity) -> bool:
    return q.dim == "count" and q.value.denominator == 1 and 1900 <= q.value <= 2199


def _num(text: str) -> int | None:
    if text.isdigit():
        return int(text)
    value = cn_to_number(text)
    return int(value) if value is not None and value.denominator == 1 else None


def _dates(key: str, out: list[Quantity]) -> None:
    for m in _ISO_DATE.finditer(key):
        y, mo, d = int(m.group(1)), int(m.group(2)), int(m.group(3))
        if 1 <= mo <= 12 and 1 <= d <= 31:
            out.append(Quantity(m.start(), m.end(), m.group(), "date", Fraction(0), (y, mo, d)))
    for m in _ZH_DATE.finditer(key):
        year = _num(m.group(1)) if m.group(1) else None
        month = _num(m.group(2))
        day = _num(m.group(3)) if m.group(3) else None
        if month is None or not 1 <= month <= 12 or (day is not None and not 1 <= day <= 31):
            continue
        if year is None and day is None:
            continue  # "3 月" alone may be March or a count; leave it to the number pass
        out.append(Quantity(m.start(), m.end(), m.group(), "date", Fraction(0), (year, month, day)))
    for m in _ZH_YEAR.finditer(key):
        out.append(
            Quantity(
                m.start(), m.end(), m.group(), "date", Fraction(0), (int(m.group(1)), None, None)
            )
        )
    for m in _EN_DATE.finditer(key):
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
    for m in _CLOCK.finditer(key):
        hour, minute = int(m.group(1)), int(m.group(2))
        if hour > 24 or minute > 59:
            continue
        if m.group(3) and m.group(3).startswith("p") and hour < 12:
            hour += 12
        out.append(Quantity(m.start(), m.end(), m.group(), "clock", Fraction(hour * 60 + minute)))


def _free(taken: list[tuple[int, int]], start: int, end: int) -> bool:
    return all(end <= lo or start >= hi for lo, hi in taken)


def _literals(key: str, taken: list[tuple[int, int]]) -> list[tuple[int, int, Fraction, bool]]:
    """Number literals not inside a date or clock: (start, end, value, written in Chinese)."""
    found: list[tuple[int, int, Fraction, bool]] = []
    for m in _AR.finditer(key):
        if _free(taken, m.start(), m.end()):
            value = Fraction(m.group(1).replace(",", "")) + (
                Fraction(m.group(2)) if m.group(2) else 0
            )
            found.append((m.start(), m.end(), value, False))
    for m in _CN.finditer(key):
        if not _free(taken, m.start(), m.end()):
            continue
        cn_value = cn_to_number(m.group())
        if cn_value is not None:
            found.append((m.start(), m.end(), cn_value, True))
    for m in _EN_NUM.finditer(key):
        if _free(taken, m.start(), m.end()):
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
        or key[:start].endswith(("百分之", "千分之"))
    ):
        return text not in _CN_IDIOMS or has_unit
    if len(text) < 2 or text in _CN_IDIOMS:
        return False
    pure = all(ch in _DIGITS for ch in text)
    return not pure or len(text) >= 4


def mult_head(mult: re.Match[str] | None) -> str:
    """First character of a multiplier match ('' without one): 万 of 万元 is the unit's."""
    return mult.group(1)[0] if mult else ""


def _dedupe(found: list[Quantity]) -> list[Quantity]:
    kept: list[Quantity] = []
    for q in sorted(found, key=lambda q: (q.start, -(q.end - q.start))):
        if all(q.end <= k.start or q.start >= k.end for k in kept):
            kept.append(q)
    return kept


def _unit_at(key: str, stop: int) -> re.Match[str] | None:
    unit = _UNIT_RE.match(key, stop)
    if unit is None:
        return None
    name = unit.group(1)
    if unit.group(0).startswith("-") and name in {"d", "h", "s", "t", "m", "b", "g", "x"}:
        return None
    after = key[unit.end() : unit.end() + 1]
    if name == "成" and after and "\u4e00" <= after <= "\u9fff" and after not in "的以左":
        return None
    return unit


@functools.lru_cache(maxsize=4096)
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
    found: list[Quantity] = []
    _dates(key, found)
    _clocks(key, found)
    found = _dedupe(found)
    taken = [(q.start, q.end) for q in found]
    for m in _HALF.finditer(key):
        if not _free(taken, m.start(), m.end()):
            continue
        whole = Fraction(0)
        if m.group(1):
            parsed = cn_to_number(m.group(1)) if not m.group(1).isdigit() else Fraction(m.group(1))
            if parsed is None:
                continue
            whole = parsed
        dim, factor = _UNITS[_FREQ_UNIT.get(m.group(2), m.group(2))]
        found.append(
            Quantity(m.start(), m.end(), m.group(), dim, (whole + Fraction(1, 2)) * factor)
        )
        taken.append((m.start(), m.end()))
    # (quantity, has an explicit unit, unit scale, signed literal)
    pending: list[tuple[Quantity, bool, Fraction, Fraction]] = []
    for start, end, literal, chinese in _literals(key, taken):
        if not _free(taken, start, end):
            continue
        stop, dim, scale, has_unit = end, "count", Fraction(1), False
        mult = _MULT.match(key, stop)
        unit = _unit_at(key, stop)
        currency = _CURRENCY_BEFORE.search(key, 0, start)
        unit_spells_mult = unit and len(unit.group(1)) > 1 and unit.group(1)[0] == mult_head(mult)
        if mult and not unit_spells_mult and (mult.group(1) != "m" or currency):
            scale = Fraction(_MULT_VALUE[mult.group(1)])
            stop = mult.end()
            unit = _unit_at(key, stop)
        if unit:
            dim, factor = _UNITS[unit.group(1)]
            scale *= factor
            stop, has_unit = unit.end(), True
        if chinese and not _cn_plausible(key, start, end, has_unit):
            continue
        if not chinese and not has_unit and key[start:end] == "one":
            continue
        if currency and (dim == "count" or dim.startswith("money")):
            if dim == "count":
                dim = _CURRENCY_DIM[currency.group(1)]
            has_unit, start = True, currency.start()
        before = key[:start].rstrip()
        for prefix, pdim, pscale in (
            ("百分之", "percent", Fraction(1)),
            ("千分之", "percent", Fraction(1, 10)),
        ):
            if before.endswith(prefix):
                dim, scale, has_unit, start = pdim, pscale, True, len(before) - len(prefix)
        if before.endswith(("零下", "负")) or (
            key[start - 1 : start] == "-" and (start < 2 or not key[start - 2].isalnum())
        ):
            literal = -literal
            if key[start - 1 : start] == "-":
                start -= 1
        quantity = Quantity(start, stop, key[start:stop], dim, literal * scale)
        pending.append((quantity, has_unit, scale, literal))
        taken.append((start, stop))
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
    for m in _FREQUENCY.finditer(key):
        if not _free(taken, m.start(), m.end()):
            continue
        word = m.group(1) or m.group(2) or m.group(3)
        dim, factor = _UNITS[_FREQ_UNIT.get(word, word)]
        found.append(Quantity(m.start(), m.end(), m.group(), dim, factor, implicit=True))
    found.sort(key=lambda q: (q.start, q.end))
    return tuple(found)
