"""The analysis's fast paths compute exactly what the plain per-character code computes."""

from __future__ import annotations

import re

from hypothesis import given
from hypothesis import strategies as st

from answerc.grounding.text import analysis as A


def _normalize_reference(text: str) -> tuple[str, tuple[int, ...]]:
    """``normalize`` one character at a time (the general path)."""
    out: list[str] = []
    offs: list[int] = []
    for i, folded in enumerate(map(A._fold, text)):
        for c in folded:
            if c == " ":
                if out and out[-1] != " ":
                    out.append(" ")
                    offs.append(i)
                continue
            out.append(c)
            offs.append(i)
    while out and out[-1] == " ":
        out.pop()
        offs.pop()
    key = "".join(out)
    offs.append(len(text))
    return A._to_simplified(key, key), tuple(offs)


def test_normalize_fast_path_on_every_table_character() -> None:
    """Each character of the one-character table, alone and between others, as the loop."""
    table, _ = A._ONE_CHAR
    for code in [*table, 0x4E00, 0x53F0, 0x81FA, 0x9FFF]:
        ch = chr(code)
        for text in (ch, f"a{ch}b", f" {ch}  ", f"臺{ch}灣", f"{ch}{ch} \u3000{ch}"):
            assert A.normalize(text) == _normalize_reference(text), (hex(code), text)


_MIXED = " \t\n\u3000\u00a0abZ1,.，。臺灣后後髮发ＡＢ１—“”'\u200b\x01ß½ﬁé"


@given(st.text(alphabet=_MIXED, max_size=24))
def test_normalize_fast_path_on_mixed_texts(text: str) -> None:
    """Spaces to collapse and strip, characters outside the table: the same key and map."""
    assert A.normalize(text) == _normalize_reference(text)


@given(st.text(alphabet=st.characters(codec="utf-8"), max_size=40))
def test_normalize_on_any_text(text: str) -> None:
    assert A.normalize(text) == _normalize_reference(text)


def _pieces_reference(key: str, lo: int, hi: int) -> list[tuple[str, int, int]]:
    out = []
    i = lo
    while i < hi:
        for script, pattern in (
            ("zh", A._HAN_RUN),
            ("en", A._LATIN),
            ("other", A._OTHER),
            ("digits", A._DIGITS),
        ):
            m: re.Match[str] | None = pattern.match(key, i, hi)
            if m:
                out.append((script, i, m.end()))
                i = m.end()
                break
        else:
            i += 1
    return out


@given(st.text(alphabet="ab'c 12_，。é臺后-x٣", max_size=30), st.integers(0, 5))
def test_pieces_as_the_runs_tried_in_turn(text: str, lo: int) -> None:
    key = A.normalize(text)[0]
    lo = min(lo, len(key))
    assert list(A._pieces(key, lo, len(key))) == _pieces_reference(key, lo, len(key))


def test_token_builder_makes_the_dataclass_value() -> None:
    args = ("CONTENT", "退款", 3, 5, 1, "zh", ("neg",), None, "退款")
    built = A._token(*args)  # type: ignore[arg-type]
    plain = A.Token(*args)  # type: ignore[arg-type]
    assert built == plain and hash(built) == hash(plain) and repr(built) == repr(plain)


_NUMERIC = "0123456789١٣²,.-_ abtwohundredandfivesixty-thirtytenzero一二万元"


@given(st.text(alphabet=_NUMERIC, max_size=40))
def test_number_scans_find_the_finditer_matches(text: str) -> None:
    """Candidate-first scans match exactly where ``finditer`` matches."""
    from answerc.grounding.text import numbers as N
    from answerc.grounding.text import numerals as M

    for pattern, starts in ((N._AR, N._AR_START), (M.EN_NUM, M.EN_NUM_START)):
        expected = [(m.span(), m.groups()) for m in pattern.finditer(text)]
        assert [(m.span(), m.groups()) for m in N._matches(pattern, starts, text)] == expected


@given(
    st.fractions(max_denominator=50, min_value=-(10**82), max_value=10**82),
    st.fractions(max_denominator=50, min_value=-(10**5), max_value=10**5),
)
def test_quantity_arithmetic_fast_paths(a, b) -> None:  # type: ignore[no-untyped-def]
    from answerc.grounding.text import numbers as N

    assert N._times(a, b) == a * b
    q = N.Quantity(0, 1, "x", "count", a)
    assert (N._payable(q) is q) == (abs(a) < N.ABSURD_AT)


_KEY_ALPHABET = "ab_.ms0 9=:默认为ecodnt"


@given(
    st.text(alphabet=_KEY_ALPHABET, max_size=40)
    | st.sampled_from(
        [
            "acquire_timeout_ms 默认 ",
            "max_size.mb = ",
            "db.pool.acquire_timeout_ms defaults to ",
            "retry.interval_s is ",
            "every minute. refunds above ",
            "a_b.c_secs 为 ",
            "x_mb to of ",
        ]
    )
)
def test_key_unit_suffix_guard_skips_only_windows_without_a_match(text: str) -> None:
    """Where ``_KEY_UNIT_SUFFIX`` finds nothing in a window, ``_KEY_UNIT`` finds nothing."""
    from answerc.grounding.text import numbers as N

    for start in range(len(text) + 1):
        window = max(0, start - N._KEY_UNIT_WINDOW)
        if N._KEY_UNIT_SUFFIX.search(text, window, start) is None:
            assert N._KEY_UNIT.search(text, window, start) is None, (text, start)
