"""Numbers in Markdown text, Arabic or Chinese, as canonical decimal strings (organizer)."""

from __future__ import annotations

import re
import unicodedata
from decimal import Decimal, InvalidOperation
from typing import Final

_DIGITS: Final = {
    "零": 0, "〇": 0, "一": 1, "二": 2, "两": 2, "三": 3, "四": 4,
    "五": 5, "六": 6, "七": 7, "八": 8, "九": 9,
}  # fmt: skip
_UNITS: Final = {"十": 10, "百": 100, "千": 1000}
_BIG: Final = {"万": 10**4, "亿": 10**8}
_CN: Final = "零〇一二两三四五六七八九十百千万亿"

IDIOMS: Final[tuple[str, ...]] = (
    "进一步", "一致", "统一", "唯一", "一般", "一些", "一起", "一旦", "一直", "一定",
    "一律", "同一", "一样", "一切", "万一", "一并", "一经", "十分", "之一", "千万",
    "万能", "一下", "一方面", "另一",
)  # fmt: skip
"""Words whose numeral characters are not quantities; removed before extraction."""

CITATION_ID: Final = re.compile(r"(?<![A-Za-z0-9])K\d+")
_PERCENT_CN: Final = re.compile(rf"百分之([{_CN}]+|\d+(?:\.\d+)?)")
_ARABIC: Final = re.compile(r"(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?\s*([%万亿])?")
_CN_RUN: Final = re.compile(rf"[{_CN}]+")


def _canonical(value: Decimal, percent: bool) -> str:
    text = format(value.normalize(), "f")
    if "." in text:
        text = text.rstrip("0").rstrip(".")
    return text + ("%" if percent else "")


_CAP: Final = 10**40
_ABSURD: Final = Decimal("Infinity")
"""What a numeral past 10**40 reads as: a rewording may state one only where the facts do."""


def chinese_numeral(run: str) -> Decimal | None:
    """Return the value of a run of Chinese numerals, or None if it is not a number.

    Example:
        >>> runs = ("七", "十五", "三百零五", "二〇二六", "三万五千", "一亿三千万")
        >>> [int(chinese_numeral(run) or -1) for run in runs]
        [7, 15, 305, 2026, 35000, 130000000]
    """
    if not any(ch in _DIGITS or ch in _UNITS for ch in run):
        return None
    if len(run) > 1 and all(ch in _DIGITS for ch in run):
        return Decimal("".join(str(_DIGITS[ch]) for ch in run))
    total = wan = section = number = 0
    for ch in run:
        if total > _CAP:
            return _ABSURD  # 一亿亿亿…: each 亿 multiplies; stop before the value explodes
        if ch in _DIGITS:
            number = _DIGITS[ch]
        elif ch in _UNITS:
            section += (number or 1) * _UNITS[ch]
            number = 0
        elif ch == "万":
            wan += (section + number or 1) * _BIG[ch]
            section = number = 0
        else:
            total = (total + wan + section + number or 1) * _BIG[ch]
            wan = section = number = 0
    return Decimal(total + wan + section + number)


def numbers_in(text: str) -> frozenset[str]:
    """Return the numbers a text states, as canonical decimals (``%`` kept as a suffix).

    Citation ids (``K1``) are not numbers; ``3万`` is 30000; ``七天`` states 7; the
    numeral characters of idioms such as ``一致`` are not numbers.

    Example:
        >>> sorted(numbers_in("退货期 七天，运费 12.50 元，约 3万 单 [K12]，比例 5％"))
        ['12.5', '30000', '5%', '7']
        >>> sorted(numbers_in("百分之五 的订单一致"))
        ['5%']
    """
    normalized = unicodedata.normalize("NFKC", text)
    normalized = CITATION_ID.sub(" ", normalized)
    for idiom in IDIOMS:
        normalized = normalized.replace(idiom, " ")
    found: set[str] = set()

    def percent_cn(match: re.Match[str]) -> str:
        body = match.group(1)
        value = chinese_numeral(body) if body[0] in _CN else Decimal(body)
        if value is not None:
            found.add(_canonical(value, percent=True))
        return " "

    normalized = _PERCENT_CN.sub(percent_cn, normalized)

    def arabic(match: re.Match[str]) -> str:
        whole, fraction, suffix = match.groups()
        try:
            value = Decimal(whole.replace(",", "") + (f".{fraction}" if fraction else ""))
        except InvalidOperation:  # pragma: no cover - the pattern admits digits only
            return " "
        if suffix in _BIG:
            value *= _BIG[suffix]
        found.add(_canonical(value, percent=suffix == "%"))
        return " "

    normalized = _ARABIC.sub(arabic, normalized)
    for run in _CN_RUN.findall(normalized):
        cn_value = chinese_numeral(run)
        if cn_value is not None:
            found.add(_canonical(cn_value, percent=False))
    return frozenset(found)
