"""Numerals and units: Chinese and English number words, unit spellings, multipliers.

Written here on purpose (cn2an serves only as a test oracle). Each unit spelling maps to
a dimension and a factor to its base unit (seconds, bytes, grams, metres, a currency,
percent...), as an exact Fraction.
"""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Final

DIGITS: Final = {
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
CN_CHARS: Final = "零〇一二两三四五六七八九十百千万亿"
CN_IDIOMS: Final = frozenset({"万一", "一一", "千万", "百万", "千千万万", "十分", "万万"})

MAX_DIGITS: Final = 30
"""Significant digits of a number literal (integer or fraction part) that are parsed; a
literal beyond it (or a numeral whose value passes 10**40) is :data:`OVER`: a value no
evidence can pay, never an exception (``int()`` refuses over 4 300 digits)."""
OVER: Final = Fraction(10**100)
"""What an absurd literal parses to: far above every real value, even after a unit factor."""
ABSURD_AT: Final = Fraction(10**80)
"""A quantity whose magnitude reaches this came from :data:`OVER` (real values stay below:
at most 10**30 times a multiplier and a unit factor)."""
_CAP: Final = 10**40


def bounded_decimal(whole: str, fraction: str = "") -> Fraction:
    """Exact value of decimal digits ``whole`` . ``fraction``, or :data:`OVER` past the bound.

    Example:
        >>> bounded_decimal("0042", "5"), bounded_decimal("9" * 4301) is OVER
        (Fraction(85, 2), True)
    """
    whole = whole.lstrip("0")
    if len(whole) > MAX_DIGITS or len(fraction) > MAX_DIGITS:
        return OVER
    value = Fraction(int(whole)) if whole else Fraction(0)
    if fraction:
        value += Fraction(int(fraction), 10 ** len(fraction))
    return value


def cn_to_number(text: str) -> Fraction | None:
    """Value of a Chinese numeral, or None when it is not one.

    Example:
        >>> [int(cn_to_number(s)) for s in ("七", "十五", "一百零五", "两万", "一亿二千万")]
        [7, 15, 105, 20000, 120000000]
        >>> cn_to_number("二〇二六"), cn_to_number("三点五"), cn_to_number("万")
        (Fraction(2026, 1), Fraction(7, 2), None)
    """
    whole, _, frac = text.partition("点")
    if not whole or not any(ch in DIGITS or ch == "十" for ch in whole):
        return None
    if any(ch not in DIGITS and ch not in _SMALL and ch not in _BIG for ch in whole):
        return None
    if all(ch in DIGITS for ch in whole):
        value = bounded_decimal("".join(str(DIGITS[ch]) for ch in whole))
    else:
        total, section, number = 0, 0, 0
        for ch in whole:
            if total > _CAP or section > _CAP:
                return OVER  # 一亿亿亿…: each 亿 multiplies, so stop before the value explodes
            if ch in DIGITS:
                number = DIGITS[ch]
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
        if any(ch not in DIGITS for ch in frac):
            return None
        digits = "".join(str(DIGITS[ch]) for ch in frac)
        value = OVER if value is OVER else value + bounded_decimal("", digits)
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
_EN_WORDS: Final = (*_EN_TENS, *_EN_UNITS, *_EN_SCALE)
EN_NUM: Final = re.compile(
    r"(?<![a-z0-9-])(?:(?:"
    + "|".join(sorted([*_EN_TENS, *_EN_UNITS, *_EN_SCALE], key=len, reverse=True))
    + r")(?:-|\s+(?:and\s+)?)?)+"
    r"(?<![\s-])(?:\s+and\s+a\s+half)?(?![a-z0-9])"
)


EN_NUM_START: Final = re.compile(
    "|".join(
        first
        + "(?:"
        + "|".join(sorted({w[1:] for w in _EN_WORDS if w[0] == first}, key=len, reverse=True))
        + ")"
        for first in sorted({w[0] for w in _EN_WORDS})
    )
)
"""Where a match of ``EN_NUM`` can start: a number word (inside a word too; ``EN_NUM``'s
lookbehind decides), its forms grouped by their first letter, so that the regex engine
skips other letters by their first character and tries a few forms at each candidate."""


def whole_number(text: str) -> int | None:
    """A whole number written in digits or in Chinese numerals (12, 十二, 两), None otherwise."""
    if text.isdecimal():  # not isdigit(): "²" is a digit that int() refuses
        return int(bounded_decimal(text))
    value = cn_to_number(text)
    return int(value) if value is not None and value.denominator == 1 else None


def en_words_to_number(text: str) -> Fraction | None:
    """Value of English number words ("thirty-seven", "two hundred and five").

    Example:
        >>> en_words_to_number("thirty-seven"), en_words_to_number("two hundred and five")
        (Fraction(37, 1), Fraction(205, 1))
    """
    half = re.search(r"\s+and\s+a\s+half$", text)
    if half is not None:
        whole = en_words_to_number(text[: half.start()])  # nine and a half = 9.5
        return None if whole is None or whole is OVER else whole + Fraction(1, 2)
    total, current, seen = 0, 0, False
    for word in re.split(r"[\s-]+", text):
        if total > _CAP or current > _CAP:
            return OVER  # "hundred hundred hundred …" multiplies without end
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
    ("time", Fraction(900), "刻钟"),
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
    # bits written out: a bit is an eighth of a byte (10 megabits = 1.25 MB); the letter
    # case of Mb / MB decides bits or bytes in ``analysis._written_units``
    ("size", Fraction(10**3, 8), "kilobit kilobits"),
    ("size", Fraction(10**6, 8), "megabit megabits"),
    ("size", Fraction(10**9, 8), "gigabit gigabits"),
    ("size", Fraction(10**12, 8), "terabit terabits"),
    ("bitrate", Fraction(10**3), "kbps"),
    ("bitrate", Fraction(10**6), "mbps"),
    ("bitrate", Fraction(10**9), "gbps"),
    # power in watts, English spellings only (六千瓦 reads as 六千 + 瓦, so 6 千瓦 stays a
    # count too); no bare "w" (3w is 3 万 in chat Chinese). "mw" is read milli (SI: m
    # is milli, M mega); ``analysis._written_units`` reads a written MW as mega
    ("power", Fraction(1, 1000), "mw milliwatt milliwatts"),
    ("power", Fraction(1), "watt watts"),
    ("power", Fraction(10**3), "kw kilowatt kilowatts"),
    ("power", Fraction(10**6), "megawatt megawatts"),
    ("power", Fraction(10**9), "gw gigawatt gigawatts"),
    ("mass", Fraction(1, 1000), "mg 毫克"),
    ("mass", Fraction(1), "g 克 gram grams"),
    ("mass", Fraction(1000), "kg 公斤 千克 kilogram kilograms kilo kilos"),
    ("mass", Fraction(500), "斤"),
    ("mass", Fraction(10**6), "t 吨 tonne tonnes metric_ton metric_tons"),
    ("mass", Fraction(45359237, 100000), "lb lbs pound pounds"),
    ("volume", Fraction(1, 1000), "ml 毫升 millilitre millilitres milliliter milliliters"),
    ("volume", Fraction(1), "升 litre litres liter liters"),
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
    ("percent", Fraction(100), "倍"),
    ("pp", Fraction(1), "个百分点 百分点 percentage_point percentage_points"),
    ("temp_c", Fraction(1), "°c 摄氏度 度 degrees_celsius degrees_c celsius"),
    ("temp_f", Fraction(1), "°f 华氏度 degrees_fahrenheit fahrenheit"),
    (
        "count",
        Fraction(1),
        "个 块 次 位 名 人 件 项 条 台 张 份 家 类 种 步 层 级 笔 箱 包 批 趟 辆 单 册 本 "
        "票 页 行 字 期 遍 轮 岁 周岁 套 把 根 times x",
    ),
)
UNITS: Final = {
    spelling.replace("_", " "): (dim, factor)
    for dim, factor, spellings in _UNIT_GROUPS
    for spelling in spellings.split()
}
UNIT_RE: Final = re.compile(
    r"-?\s?(" + "|".join(re.escape(u) for u in sorted(UNITS, key=len, reverse=True)) + r")(?![a-z])"
)
MULT: Final = re.compile(r"\s?(万|亿|千|百|k|thousand|million|billion|bn|m)(?![a-z])")
MULT_VALUE: Final = {
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
CURRENCY_BEFORE: Final = re.compile(r"(us\$|\$|¥|€|£|rmb|cny|usd|eur|人民币|hk\$)\s?$")
CURRENCY_DIM: Final = {
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
