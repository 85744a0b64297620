"""The reproducers of issue 15 (and issue 14 item 6), each a test: exit 0 or 2, never 1."""

from __future__ import annotations

import contextlib
import io
import json
import sys
from pathlib import Path
from typing import Any

import pytest

from answerc.cli import main
from answerc.contract.draft import MAX_CLAIM_CHARS, MAX_DRAFT_CHARS
from answerc.contract.pack import version_key
from answerc.contract.request import MAX_PACK_BYTES, parse_instant
from answerc.contract.wire import load_request, parse_json
from answerc.errors import ContractError
from answerc.grounding.text.numbers import UNPAYABLE, quantities
from answerc.pipeline import compile as compile_request

ROOT = Path(__file__).resolve().parent.parent
BIG = "9" * 4301


class _Stdin:
    def __init__(self, data: bytes) -> None:
        self.buffer = io.BytesIO(data)


def cli(data: str | bytes, *argv: str) -> tuple[int, str, str]:
    """Run the CLI in process on ``data`` (stdin); return (code, stdout, stderr)."""
    raw = data.encode("utf-8") if isinstance(data, str) else data
    out, err = io.StringIO(), io.StringIO()
    saved = sys.stdin
    sys.stdin = _Stdin(raw)  # type: ignore[assignment]
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            code = main(list(argv or ("compile", "-")))
    finally:
        sys.stdin = saved
    return code, out.getvalue(), err.getvalue()


def request(
    claim: str = "退款在7天内处理",
    excerpt: str = "退款在7天内处理",
    *,
    other: str = "售后政策",
    **extra: Any,
) -> dict[str, Any]:
    """A two-hit request whose draft cites K1 with one claim."""
    value: dict[str, Any] = {
        "query": "退款多久",
        "hits": [
            {"document_id": "d", "excerpt": excerpt, "locator": {"source_record": "r"}},
            {"document_id": "e", "excerpt": other, "locator": {"source_record": "s"}},
        ],
        "draft": {"claims": [{"text": claim, "citations": ["K1"]}]},
    }
    value.update(extra)
    return value


def verdict_of(value: dict[str, Any]) -> str:
    code, out, err = cli(json.dumps(value, ensure_ascii=False))
    assert (code, err) == (0, ""), err
    return str(json.loads(out)["verdict"])


def invalid_at(data: str | bytes, *argv: str) -> str:
    code, out, err = cli(data, *argv)
    assert code == 2 and out == "", err
    assert err.count("\n") == 1 and err.startswith("answerc: invalid input at "), err
    return err


# --- item 1: digit limits ----------------------------------------------------------------


def test_uncited_excerpt_of_541_chinese_numerals_compiles() -> None:
    """ "一" + "亿" × 540 in an uncited excerpt used to raise ValueError (4 300 digits)."""
    assert verdict_of(request(other="一" + "亿" * 540)) in ("grounded", "unsupported")


def shapes(digits: str) -> list[str]:
    """The number shapes of the issue, built around a digit string."""
    return [
        f"退款在{digits}天内处理",
        f"退款率为{digits}%",
        f"延迟 {digits} ms",
        f"需要 {digits} 小时",
        f"退款在{digits}-{digits}天内处理",
        "退款在1," + ",".join(["999"] * (len(digits) // 4)) + "天内处理",
        "退款在两" + "亿" * (len(digits) // 8) + "天内处理",
        "退款在" + "〇" * len(digits) + "天内处理",
        "退款在百分之" + digits + "内处理",
        "退款在 0." + "0" * len(digits) + "1 天内处理",
    ]


SHAPE_IDS = [
    "days",
    "percent",
    "ms",
    "hours",
    "range",
    "commas",
    "两-run",
    "〇-run",
    "百分之",
    "tiny",
]


@pytest.mark.parametrize("index", range(10), ids=SHAPE_IDS)
def test_claims_with_absurd_numbers_are_unsupported_not_crashes(index: int) -> None:
    """A number past the parsing bound (here 900 digits) is unpayable: unsupported."""
    claim = shapes("9" * 900)[index]
    assert len(claim) <= MAX_CLAIM_CHARS
    assert verdict_of(request(claim=claim)) == "unsupported"


@pytest.mark.parametrize("index", range(10), ids=SHAPE_IDS)
def test_claims_with_4301_digit_numbers_are_degraded_not_crashes(index: int) -> None:
    """At 4 301 digits the claim is unsupported, or degraded once over MAX_CLAIM_CHARS."""
    claim = shapes(BIG)[index]
    expected = "degraded" if len(claim) > MAX_CLAIM_CHARS else "unsupported"
    assert verdict_of(request(claim=claim)) == expected


@pytest.mark.parametrize("index", range(10), ids=SHAPE_IDS)
def test_cited_evidence_with_4301_digit_numbers_compiles(index: int) -> None:
    """The same shapes in a cited excerpt (kept whole by a wide policy) compile: exit 0."""
    value = request(excerpt=shapes(BIG)[index], policy={"excerpt_chars": 100_000})
    assert verdict_of(value) == "unsupported"


def test_an_absurd_number_is_unpayable_and_matches_no_value() -> None:
    """一亿亿… and 4 301 digits parse as unpayable quantities: unequal to any value."""
    (absurd,) = quantities(BIG + " 天")
    assert absurd.dim == UNPAYABLE
    (other,) = quantities("9" * 4302 + " 天")
    (seven,) = quantities("7 天")
    assert not absurd.same(other) and not absurd.same(seven) and not seven.same(absurd)
    assert absurd.key != other.key


@pytest.mark.parametrize("version", [BIG, "1.²", "²", "1." + BIG])
def test_versions_of_any_digits_compare_without_int(version: str) -> None:
    """Versions of 4 301 digits and "1.²" (isdigit but not int) no longer exit 1."""
    hits = [
        {"document_id": "d", "excerpt": "a", "version": version},
        {"document_id": "d", "excerpt": "b", "version": "1.2"},
    ]
    code, _, err = cli(json.dumps({"query": "q", "hits": hits, "as_of": "2026-01-01"}))
    assert (code, err) == (0, "")


def test_version_order_is_numeric_for_long_parts() -> None:
    """Long numeric parts still compare by value: 10^4300 > 9 and 007 == 7."""
    assert version_key("1." + BIG) > version_key("1.9")
    assert version_key("1.007") == version_key("1.7")
    assert sorted(["4.10", "4.9", "4.2"], key=version_key) == ["4.2", "4.9", "4.10"]


# --- item 2: numeric edges in the request ------------------------------------------------


@pytest.mark.parametrize(
    ("text", "path"),
    [
        (
            '"draft": {"claims": [{"text": "a", "citations": ["K1"], "x": 1e400}]}',
            "$.draft.claims[0].x",
        ),
        ('"audit": {"a": 1e400}', "$.audit.a"),
        ('"audit": {"a": -1e400}', "$.audit.a"),
        ('"audit": {"a": 9007199254740992}', "$.audit.a"),
        ('"audit": {"a": 9007199254740992, "é": 1}', "$.audit.a"),
        ('"audit": {"n": ' + BIG + "}", "$.audit.n"),
        (
            '"policy": {"pack_bytes": 100000000000000000000, "precise_threshold": 1.0}',
            "$.policy.pack_bytes",
        ),
        ('"policy": {"pack_bytes": 1e20, "precise_threshold": 1.0}', "$.policy.pack_bytes"),
    ],
)
def test_numbers_beyond_i_json_are_exit_2_with_their_path(text: str, path: str) -> None:
    """inf from 1e400, integers past 2^53 (with or without a float or non-ASCII key beside
    them): exit 2 naming the path, whatever the unrelated fields."""
    for score in ("", ', "score": 1.0'):
        hits = '[{"document_id": "d", "excerpt": "x"' + score + "}]"
        data = '{"query": "q", "hits": ' + hits + ", " + text + "}"
        assert f"at {path}:" in invalid_at(data)


def test_the_largest_safe_integer_is_accepted_and_hashes() -> None:
    """2^53 - 1 is inside I-JSON: the request compiles (its hash is JCS)."""
    value = request(audit={"a": 2**53 - 1, "é": 1})
    value["hits"][0]["score"] = 1.0
    assert verdict_of(value)


def test_pack_bytes_above_the_limit_is_exit_2() -> None:
    """pack_bytes beyond MAX_PACK_BYTES is an input error (the pack bounds grounding work)."""
    err = invalid_at(json.dumps(request(policy={"pack_bytes": MAX_PACK_BYTES + 1})))
    assert "$.policy.pack_bytes" in err


# --- item 3 (and issue 14 item 6): dates -------------------------------------------------


@pytest.mark.parametrize(
    ("as_of", "effective_at", "excluded"),
    [
        ("9999-12-31T23:59:59-01:00", "9999-12-31", False),
        ("9999-12-31T23:30:00-01:00", "9999-12-31T23:59:59Z", False),
        ("2026-01-01", "0001-01-01T00:00:00+01:00", False),
        ("0001-01-01T00:00:00+01:00", "0001-01-01", True),
        ("2026-09-01T23:59:60Z", "2026-09-01T23:59:59Z", False),
        ("2026-09-01T23:59:59Z", "2026-09-01T23:59:60Z", True),
    ],
)
def test_instants_at_the_calendar_ends_compare_correctly(
    as_of: str, effective_at: str, excluded: bool
) -> None:
    """No OverflowError: an effective_at after as_of is a future version, else it is packed."""
    value = {
        "query": "q",
        "as_of": as_of,
        "hits": [{"document_id": "d", "excerpt": "x", "effective_at": effective_at}],
    }
    code, out, err = cli(json.dumps(value))
    assert (code, err) == (0, "")
    reasons = [e["reason"] for e in json.loads(out)["pack"]["excluded"]]
    assert reasons == (["future_version"] if excluded else [])


@pytest.mark.parametrize(
    "value",
    [
        "2026-W01-1",
        "2026-09-01T08+08:00:00",
        " 2026-09-01 ",
        "2026-09-01T08:00:00",
        "2026-9-1",
        "2026-02-30",
        "2026-09-01T24:00:00Z",
        "2026-09-01T08:00:00+24:00",
        "２０２６-09-01",
    ],
)
def test_only_the_documented_date_forms_are_accepted(value: str) -> None:
    """A date is YYYY-MM-DD, a time RFC 3339 with Z or ±HH:MM: anything else is exit 2."""
    assert "$.as_of" in invalid_at(json.dumps({"query": "q", "as_of": value}))
    hit = {"document_id": "d", "excerpt": "x", "effective_at": value}
    assert "$.hits[0].effective_at" in invalid_at(json.dumps({"query": "q", "hits": [hit]}))


def test_leap_second_and_fractions_are_accepted() -> None:
    """…T23:59:60Z (RFC 3339 allows it) sorts after :59 and before the next minute."""
    assert parse_instant("2026-12-31T23:59:59Z") < parse_instant("2026-12-31T23:59:60Z")
    assert parse_instant("2026-12-31T23:59:60Z") < parse_instant("2027-01-01")
    assert parse_instant("2026-09-01T08:00:00.123456789+08:00") == parse_instant(
        "2026-09-01T00:00:00.123456Z"
    )


# --- item 4: duplicate keys ----------------------------------------------------------------


@pytest.mark.parametrize(
    "tail",
    ['"b": }', '"b": ' + BIG + "}", '"b": ' + "[" * 100_000 + "]" * 100_000 + "}"],
    ids=["syntax-error", "4301-digit-int", "100k-deep"],
)
def test_duplicate_key_followed_by_another_problem_is_exit_2(tail: str) -> None:
    """The duplicate's object closes first; what follows is guarded too (one parse)."""
    err = invalid_at('{"query": "q", "x": {"k": 1, "k": 2}, ' + tail)
    assert err.startswith("answerc: invalid input at $")


def test_duplicate_key_path_is_found_in_linear_time() -> None:
    """A 2 MB input with the duplicate at its end: the path is named, in one parse."""
    body = json.dumps([{"a": i, "b": [i, i]} for i in range(60_000)])
    with pytest.raises(ContractError) as caught:
        parse_json('{"x": ' + body + ', "y": {"k": 1, "k": 2}}')
    assert caught.value.path == "$.y.k"


def test_first_duplicate_in_document_order_is_reported() -> None:
    """Of two duplicates the first one in the text is named."""
    with pytest.raises(ContractError) as caught:
        parse_json('{"a": {"deep": {"k": 1, "k": 2}}, "b": {"j": 1, "j": 2}}')
    assert caught.value.path == "$.a.deep.k"


# --- item 5: limits on claims and drafts -------------------------------------------------


def test_a_claim_over_the_limit_makes_the_draft_degraded() -> None:
    """A 100k-character claim is a degraded draft (rejected before any grounding work)."""
    assert verdict_of(request(claim="退款" * 50_000)) == "degraded"
    assert verdict_of(request(claim="退" * MAX_CLAIM_CHARS)) != "degraded"


def test_a_draft_over_its_size_limit_is_degraded() -> None:
    """200 claims of 3 000 characters: degraded; the same count of short claims is checked."""
    value = request()
    value["draft"] = {"claims": [{"text": "退款" * 1500, "citations": ["K1"]}] * 200}
    assert verdict_of(value) == "degraded"
    per_claim = MAX_DRAFT_CHARS // 200
    value["draft"] = {"claims": [{"text": "退" * per_claim, "citations": ["K1"]}] * 200}
    assert verdict_of(value) != "degraded"


# --- item 8: the Python API --------------------------------------------------------------


@pytest.mark.parametrize(
    "bad",
    [{1, 2}, {b"k": 1}, {(1, 2): 1}, float("inf"), float("nan"), 10**5000, b"x", "\ud800"],
    ids=["set", "bytes-key", "tuple-key", "inf", "nan", "10**5000", "bytes", "surrogate"],
)
def test_load_request_raises_contract_error_for_non_json_values(bad: Any) -> None:
    """The README promises ContractError for invalid input, dicts included."""
    with pytest.raises(ContractError) as caught:
        load_request({"query": "q", "hits": [{"document_id": "d", "excerpt": "x"}], "audit": bad})
    assert caught.value.path.startswith("$.audit")


@pytest.mark.parametrize("bad", [None, 42, ["query"], object()])
def test_load_request_of_something_else_is_contract_error(bad: Any) -> None:
    """Neither bytes, text nor a dict: ContractError at $."""
    with pytest.raises(ContractError):
        load_request(bad)


# --- item 7: lone surrogates in adapter input --------------------------------------------


@pytest.mark.parametrize(
    ("system", "fixture", "edit"),
    [
        ("milvus", "hybrid-zh.json", lambda p: p["hits"][0].update(id="\ud800")),
        ("supermew", "answer-zh.json", lambda p: p.update(trace_id="\ud800")),
        ("pyrag", "refund-policy-zh.json", lambda p: p["hits"][0].update(excerpt="a\ud800")),
    ],
)
def test_lone_surrogates_in_adapter_input_are_exit_2(system: str, fixture: str, edit: Any) -> None:
    """A lone \\ud800 escape in any adapter payload is exit 2 with its path (was exit 1)."""
    payload = json.loads((ROOT / "fixtures" / "adapters" / system / fixture).read_bytes())
    edit(payload)
    argv = ["adapt", system, "-"] + (["--query", "q"] if system == "milvus" else [])
    err = invalid_at(json.dumps(payload), *argv)
    assert "surrogate" in err


def test_lone_surrogate_in_a_request_names_its_path() -> None:
    """In a request too: exit 2 at the excerpt's path."""
    err = invalid_at('{"query": "q", "hits": [{"document_id": "d", "excerpt": "a\\ud800"}]}')
    assert "$.hits[0].excerpt" in err


# --- item 11: eval ------------------------------------------------------------------------


def test_eval_names_the_line_of_a_50k_deep_case(tmp_path: Path) -> None:
    """A 50 000-deep line is exit 2 naming its line (was RecursionError, exit 1)."""
    good = {
        "id": "c1",
        "label": {"safe": False, "verdict": "unsupported"},
        "evidence": [{"id": "K1", "text": "退款在7天内处理", "version": "1.²"}],
        "answer": {"claims": [{"text": f"退款在{BIG}天内处理", "citations": ["K1"]}]},
    }
    cases = tmp_path / "cases.jsonl"
    cases.write_text(json.dumps(good, ensure_ascii=False) + "\n", encoding="utf-8")
    code, _, err = cli(b"", "eval", str(cases))
    assert (code, err) == (0, "")
    deep = '{"id": "c2", "x": ' + "[" * 50_000 + "]" * 50_000 + "}"
    cases.write_text(json.dumps(good) + "\n" + deep + "\n", encoding="utf-8")
    code, out, err = cli(b"", "eval", str(cases))
    assert code == 2 and out == "" and "line 2:" in err and err.count("\n") == 1


# --- the one-line promise ----------------------------------------------------------------


def test_a_key_with_a_line_break_keeps_stderr_one_line() -> None:
    """A path through a key holding "\\n" is quoted and escaped: still one stderr line."""
    err = invalid_at('{"query": "q", "audit": {"a\\nb": 9007199254740993}}')
    assert '$.audit["a\\nb"]' in err


def test_compile_output_is_unchanged_for_ordinary_requests() -> None:
    """The fixture requests compile as before (the goldens hold the bytes; this the path)."""
    data = (ROOT / "fixtures" / "requests" / "refund-call-chain.json").read_bytes()
    assert compile_request(load_request(data)).verdict
