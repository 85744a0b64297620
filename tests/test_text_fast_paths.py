"""The analysis's fast paths compute exactly what the plain per-character code computes."""

from __future__ import annotations

import functools
import re
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from answerc.grounding.lexicon import Lexicon, default_lexicon, load_lexicon
from answerc.grounding.text import analysis as A

_ROOT = Path(__file__).resolve().parent.parent
_SETS = [
    _ROOT / "benchmarks" / "grounding-dev-cases.jsonl",
    *(_ROOT / "benchmarks" / "case-sets").glob("*.jsonl"),
]


@functools.cache
def _USER() -> Lexicon:
    return load_lexicon({"synonyms": {"zh": [["退款", "返款"], ["发货", "寄出"]]}})


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


def _zh_tokens_reference(key: str, lo: int, hi: int, lex: Lexicon) -> list[tuple[int, int, str]]:
    """``_zh_tokens`` with the cut offsets listed first and every word sliced from the key."""
    words = A._jieba(lex.words_zh).cut(key[lo:hi], False)
    merged: list[tuple[int, int, str]] = []
    known = lex.zh_surfaces
    starts = A._prefixes(known)
    joined = "".join(words)
    cuts = [0]
    for w in words:
        cuts.append(cuts[-1] + len(w))
    not_ops = lex.not_operators["zh"]
    count = len(words)
    i = 0
    while i < count:
        best = 1
        if words[i] in starts:
            for n in range(min(4, count - i), 1, -1):
                if joined[cuts[i] : cuts[i + n]] in known:
                    best = n
                    break
        a = lo + cuts[i]
        b = lo + cuts[i + best]
        word = key[a:b]
        if word == "无不":
            merged += [(a, a + 1, "无"), (a + 1, b, "不")]
        elif len(word) > 1 and word[0] in A._NEGATION_CHARS and word not in not_ops | known:
            merged += [(a, a + 1, word[0]), (a + 1, b, word[1:])]
        elif (
            len(word) > 1
            and word not in lex.words_zh
            and A._modal_or_negation(lex, word[0])
            and (parts := A._base_split(word))[:1] == ((0, 1),)
        ):
            merged += [(a + x, a + y, word[x:y]) for x, y in parts]
        elif len(word) == 2 and word[0] == "每" != word[1] and word not in known:
            merged += [(a, a + 1, "每"), (a + 1, b, word[1:])]
        elif (
            len(word) > 1
            and word[0] in A._GLUED_ADVERBS
            and word not in known
            and word not in not_ops
            and A._modal_or_negation(lex, word[1:])
        ):
            merged += [(a, a + 1, word[0]), (a + 1, b, word[1:])]
        else:
            merged.append((a, b, word))
        i += best
    return merged


_ZH_PARTS = (
    "不", "未", "非", "没有", "须", "可", "并", "均", "亦", "仍", "需要", "不需要", "可以", "必须",
    "退款", "审核", "发货", "会员", "获得", "按照", "超过", "以内", "每", "次", "的", "时", "后",
    "订单", "服务", "调用", "支付", "人工", "复核", "工作日", "完成", "并未", "均须", "可获",
    "须按", "寄出",
)  # fmt: skip


@given(st.lists(st.sampled_from(_ZH_PARTS), min_size=1, max_size=12), st.booleans())
def test_zh_tokens_as_the_plain_loop(parts: list[str], user: bool) -> None:
    """The joins, splits and offsets of the plain loop, on texts of operators and negations
    glued to words, inside a longer key and alone, under the built-in and a user lexicon."""
    lex = _USER() if user else default_lexicon()
    run = "".join(parts)
    for key, lo in ((run, 0), (f"ab {run}。x", 3)):
        hi = lo + len(run)
        assert A._zh_tokens(key, lo, hi, lex) == _zh_tokens_reference(key, lo, hi, lex), run


def test_zh_tokens_on_the_labelled_sets() -> None:
    lex = default_lexicon()
    compared = 0
    for path in _SETS:
        for line in path.read_text(encoding="utf-8").splitlines():
            key, _ = A.normalize(line)
            for m in A._HAN_RUN.finditer(key):
                lo, hi = m.span()
                assert A._zh_tokens(key, lo, hi, lex) == _zh_tokens_reference(key, lo, hi, lex)
                compared += 1
    assert compared > 1000


_READINGS = ("by_amount", "deadline_adverbs", "either_or", "inclusion_marks", "no_later_than")
_READINGS += ("no_one_may", "only_if", "range_words", "wait_until", "limit_words")
_READINGS += ("agreeing_universals", "required_for", "time_spans", "past_tense")
_READINGS += ("_ordinal_directions", "_free_choice_any", "superlative_attributes")
_READINGS += ("window_anchors", "free_of_charge", "price_verbs", "goal_complements")
_READINGS += ("opening_after", "past_deadline", "stay_participle", "default_values")
_READINGS += ("per_each", "limit_verbs", "over_particles", "doubled_bounds", "event_days")
_READINGS += ("overdue_full", "usually_adverbs", "instrument_coverbs")
_READINGS += (
    "ordinals",
    "same_one",
    "choice_frames",
    "passed_bounds",
    "each_classifiers",
    "month_days",
    "amount_off",
    "receive_get",
    "future_needs",
    "keep_doing",
    "counted_from",
    "validity_windows",
    "pair_between",
    "shall_not",
    "opening_but",
    "_arrow_symbols",
    "coordinated_light_verbs",
    "start_points",
    "negated_modals",
    "colloquial_must",
    "such_determiners",
    "finished_verbs",
)


def _classes_match(text: str, lex: Lexicon) -> int:
    """Each Chinese word of ``_analyze`` (reading rules off) has the kind and operators that
    ``_classify_zh`` (inlined there) says."""
    with pytest.MonkeyPatch.context() as mp:
        for name in _READINGS:
            mp.setattr(A, name, lambda *args: None)
        mp.setattr(A, "trailing_conditions", lambda *args: [])
        mp.setattr(A, "order_heads", lambda *args: [])
        tokens = A._analyze(text, lex).tokens
    words = [
        t
        for t in tokens
        if t.lang == "zh" and t.ops != ("role:patient",) and not A._ARTICLE.fullmatch(t.key)
    ]  # 被 before a verb and the article 一名 are read apart
    for t in words:
        assert (t.kind, t.ops) == A._classify_zh(t.key, lex), t
    return len(words)


@given(st.lists(st.sampled_from(_ZH_PARTS), min_size=1, max_size=12), st.booleans())
def test_zh_words_classified_as_classify_zh_says(parts: list[str], user: bool) -> None:
    _classes_match("".join(parts), _USER() if user else default_lexicon())


def test_zh_word_classes_on_the_labelled_sets() -> None:
    lex = default_lexicon()
    compared = 0
    for path in _SETS[:4]:
        for line in path.read_text(encoding="utf-8").splitlines()[:200]:
            compared += _classes_match(line, lex)
    assert compared > 5000
