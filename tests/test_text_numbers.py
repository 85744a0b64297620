"""The numeral and unit normalizer of grounding/text/numbers (cn2an serves only as an oracle)."""

from __future__ import annotations

from fractions import Fraction

import cn2an  # type: ignore[import-untyped]
import pytest
from hypothesis import given
from hypothesis import strategies as st

from answerc.grounding.text.numbers import Quantity, quantities
from answerc.grounding.text.numerals import cn_to_number, en_words_to_number
from answerc.grounding.text.normalize import match_key


def _qs(text: str) -> list[Quantity]:
    return list(quantities(match_key(text)))


def _one(text: str) -> Quantity:
    found = _qs(text)
    assert len(found) == 1, (text, found)
    return found[0]


@given(st.integers(min_value=0, max_value=10**12 - 1))
def test_roundtrip_chinese_numerals_against_cn2an(number: int) -> None:
    """Every integer written out by cn2an reads back to itself."""
    text = cn2an.an2cn(str(number))
    assert cn_to_number(text) == number, text


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("两千", 2000),
        ("二〇二六", 2026),
        ("十五", 15),
        ("一百零五", 105),
        ("三点五", Fraction(7, 2)),
    ],
)
def test_chinese_numerals_cover_liang_ling_and_decimals(text: str, value: Fraction) -> None:
    """两, 〇, a leading 十 and 点 decimals are read as numbers."""
    assert cn_to_number(text) == value


def test_english_number_words_compose() -> None:
    """Hyphenated tens and hundreds combine."""
    assert en_words_to_number("thirty-seven") == 37
    assert en_words_to_number("two hundred and five") == 205


@pytest.mark.parametrize(
    ("left", "right"),
    [
        ("两小时", "120 分钟"),
        ("500 ms", "0.5 s"),
        ("七天", "7 days"),
        ("一周", "7 天"),
        ("5%", "百分之五"),
        ("0.3%", "千分之三"),
        ("0.05%", "万分之五"),
        ("37%", "thirty-seven percent"),
        ("1 万元", "10000 元"),
        ("500 公斤", "0.5 吨"),
        ("1,000 kg", "1 t"),
        ("3 年", "36 个月"),
        ("半分钟", "30 秒"),
        ("一个半小时", "90 minutes"),
        ("half an hour", "30 分钟"),
        ("an hour and a half", "90 minutes"),
        ("two and a half days", "60 hours"),
        ("a year and a half", "18 个月"),
        ("three-quarters of an hour", "45 minutes"),
        ("a quarter of an hour", "15 分钟"),
        ("下午 3:00", "下午三点"),
        ("晚上 9:30", "21:30"),
        ("2 GiB", "2048 MiB"),
        ("$0.01", "1 cent"),
    ],
)
def test_equal_values_in_other_units_are_the_same_quantity(left: str, right: str) -> None:
    """Conversions between units of one dimension compare equal."""
    assert _one(left).same(_one(right)), (left, right)


@pytest.mark.parametrize(
    ("left", "right"),
    [
        ("10 minutes", "10 seconds"),
        ("5GB", "5TB"),
        ("7 天", "10 天"),
        ("5 分钟", "5 小时"),
        ("$0.023", "$0.23"),
        ("1 GB", "1024 MB"),
        ("1 个月", "30 天"),
        ("3 个工作日", "3 天"),
        ("100 元", "100 美元"),
        ("half an hour", "an hour"),
        ("an hour and a half", "2 hours"),
        ("下午 3:00", "3:00"),
        ("0.5%", "万分之五"),
        ("万分之五", "千分之五"),
    ],
)
def test_different_values_or_dimensions_differ(left: str, right: str) -> None:
    """A changed value, a changed unit or another currency is a different quantity."""
    assert not _one(left).same(_one(right)), (left, right)


def test_ranges_give_the_unit_to_both_ends() -> None:
    """'2 至 8 摄氏度', '2-8°C' and '2~8 度' all mean 2 and 8 degrees Celsius."""
    for text in ("冷链须保持 2 至 8 摄氏度", "keep at 2-8°C", "保持 2~8 度"):
        found = _qs(text)
        assert [(q.dim, int(q.value)) for q in found] == [("temp_c", 2), ("temp_c", 8)], text


def test_below_zero_and_minus_signs_are_negative() -> None:
    """零下 18 and -18 are the same temperature; a hyphen inside AES-256 is not a sign."""
    assert _one("零下 18 摄氏度").same(_one("-18°C"))
    assert _one("AES-256").value == 256


def test_dates_in_three_spellings_match() -> None:
    """ISO, Chinese and English dates agree; a swapped month and day do not."""
    iso = _one("2026-07-01")
    assert iso.same(_one("2026 年 7 月 1 日"))
    assert _one("July 1, 2026").same(iso)
    assert not _one("2026 年 1 月 7 日").same(iso)


def test_frequency_words_are_one_unit() -> None:
    """'daily', '每天' and 'every day' are one day; 'every minute' is 60 s."""
    assert _one("backups run daily").same(_one("每天备份"))
    assert _one("shipped every minute").value == 60


def test_words_that_only_look_numeric_are_not_numbers() -> None:
    """一般, 一些, 统一, 两者, identifiers and bare 'one' carry no quantity."""
    assert _qs("一般疾病 一些 统一 两者 唯一 k1 v2 usage_hourly one of them") == []


def test_clock_times_and_thousands_separators() -> None:
    """02:00 is a clock time and 1,000 one number."""
    assert _one("at 02:00 UTC").dim == "clock"
    assert _one("pallets over 1,000 kg").value == 1_000_000


@pytest.mark.parametrize(
    ("left", "right"),
    [
        ("日工资的 2 倍", "日工资的 200%"),
        ("1.5 times their hourly rate", "150% of their hourly rate"),
        ("three times the base fee", "300% of the base fee"),
    ],
)
def test_a_multiplier_is_a_percentage(left: str, right: str) -> None:
    """N 倍 and N times X (a multiplier) are N x 100 %."""
    a, b = _qs(left)[0], _qs(right)[0]
    assert (a.dim, a.value) == (b.dim, b.value) == ("percent", a.value)


@pytest.mark.parametrize(
    ("left", "right"),
    [("重试 2 倍", "重试 2 次"), ("retried 3 times a day", "300% a day")],
)
def test_a_count_of_occurrences_is_not_a_multiplier(left: str, right: str) -> None:
    """2 倍 is not 2 次, and 3 times a day counts occurrences."""
    a, b = _qs(left)[0], _qs(right)[0]
    assert (a.dim, a.value) != (b.dim, b.value)


@pytest.mark.parametrize(
    ("left", "right"),
    [
        ("db.pool.acquire_timeout_ms 默认 3000", "3 秒"),
        ("session.timeout.ms defaults to 45000", "45 seconds"),
        ("upload.max_size_mb = 50", "50 mb"),
    ],
)
def test_the_value_of_a_key_named_in_a_unit_has_that_unit(left: str, right: str) -> None:
    """A bare number right after a key with a unit suffix (_ms, .mb) is in that unit."""
    a, b = _qs(left)[-1], _qs(right)[0]
    assert (a.dim, a.value) == (b.dim, b.value)


@pytest.mark.parametrize(
    "text", ["timeout_ms 默认 3000，最多重试 5", "max_retries 默认 3", "版本 2.5 默认 3"]
)
def test_a_number_not_right_after_a_unit_key_stays_a_count(text: str) -> None:
    """Only the key's own value takes its unit."""
    assert _qs(text)[-1].dim == "count"
