"""Fuzzing the exit contract (issue 15): whatever the input, answerc exits 0 or 2, never 1.

Requests (mutated fixtures and generated edge values), drafts, adapter payloads and judge
replies, about 20 500 generated inputs per run (derandomized in CI, see conftest.py). Each
run goes through the CLI's ``main`` in process (the parser built once, for speed), and a
few through a real ``python -m answerc`` subprocess. Exit 2 prints one stderr line and
nothing on stdout; exit 0 prints output and nothing on stderr. A hang detector bounds every
input's time by a generous multiple of its size (it catches quadratic or exponential blow-ups
on these small inputs, not speed regressions: benchmarks/bench_worst.py measures those).
"""

from __future__ import annotations

import collections
import contextlib
import functools
import io
import json
import os
import random
import subprocess
import sys
import time
import zlib
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import openai
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import answerc.cli as cli
from answerc.adapters.cli import ADAPTERS
from answerc.contract.wire import dumps, load_request
from answerc.errors import ContractError
from answerc.judge.apply import apply_judgement
from answerc.judge.config import JudgeConfig
from answerc.judge.openai_judge import CappedTransport, OpenAIChat
from answerc.judge.run import run_judge
from answerc.testing import chat_completion, opinion_json
from tests.judge_support import grounded_compiled, http

ROOT = Path(__file__).resolve().parent.parent
REQUESTS = sorted((ROOT / "fixtures" / "requests").glob("*.json"))
PAYLOADS = {
    system: sorted((ROOT / "fixtures" / "adapters" / system).glob("*.json"))
    for system in ("pyrag", "supermew", "milvus")
}
SCALE = float(os.environ.get("ANSWERC_FUZZ_SCALE", "1"))
"""Multiplies every example count (for a quick local pass: ANSWERC_FUZZ_SCALE=0.05)."""


def fuzz(examples: int) -> settings:
    """Settings of one fuzz test: ``examples`` inputs (scaled), the loaded profile's seed."""
    return settings(
        max_examples=max(1, int(examples * SCALE)),
        deadline=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    )


BUDGET_S = 10.0
"""Seconds any one small input may take at most (a hang detector; typical runs take ms)."""
BUDGET_PER_BYTE_S = 2e-4


@pytest.fixture(autouse=True, scope="module")
def _parser_once() -> Iterator[None]:
    """Build the argument parser once for the module: it costs more than most inputs."""
    original = cli.build_parser
    cli.build_parser = functools.cache(original)  # type: ignore[method-assign]
    yield
    cli.build_parser = original  # type: ignore[method-assign]


class _Stdin:
    def __init__(self, data: bytes) -> None:
        self.buffer = io.BytesIO(data)


def run_main(argv: list[str], data: bytes) -> tuple[int, str, str]:
    """Run ``answerc.cli.main(argv)`` with ``data`` on stdin; return (code, stdout, stderr)."""
    out, err = io.StringIO(), io.StringIO()
    saved = sys.stdin
    sys.stdin = _Stdin(data)  # type: ignore[assignment]
    start = time.perf_counter()
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            code = cli.main(argv)
    finally:
        sys.stdin = saved
    elapsed = time.perf_counter() - start
    assert elapsed < BUDGET_S + BUDGET_PER_BYTE_S * len(data), (elapsed, len(data))
    return code, out.getvalue(), err.getvalue()


def assert_contract(code: int, stdout: str, stderr: str) -> None:
    """0 with output and a quiet stderr, or 2 with one stderr line and no output."""
    assert code in (0, 2), stderr
    if code == 2:
        assert stdout == ""
        assert stderr.endswith("\n") and stderr.count("\n") == 1, stderr
        assert stderr.startswith(("answerc: invalid input at ", "answerc: cannot read input")), (
            stderr
        )
    else:
        assert stdout and stderr == "", stderr


# --- hostile values -------------------------------------------------------------------

_DIGITS = st.integers(4290, 4400).map(lambda n: "9" * n)
HOSTILE_TEXT = st.one_of(
    _DIGITS,
    st.sampled_from(
        [
            "1.²",
            "²",
            "\ud800",
            "a\udfffb",
            "一" + "亿" * 540,
            "两" + "亿" * 60 + "天",
            "〇" * 4400,
            "百分之" + "9" * 4400,
            "9" * 4301 + "%",
            "9" * 4301 + "ms",
            "9" * 4301 + "-" + "9" * 4301 + "小时",
            "1," + ",".join(["999"] * 1500),
            "0." + "0" * 5000 + "1",
            "hundred " * 300,
            "2026-W01-1",
            "2026-09-01T08+08:00:00",
            " 2026-09-01 ",
            "9999-12-31T23:59:59-01:00",
            "0001-01-01T00:00:00+01:00",
            "2026-09-01T23:59:60Z",
            "2026-02-30",
            "每天一次" * 50,
            "7 " * 400,
            "$" * 50 + "5",
            "",
            " ",
        ]
    ),
    st.text(max_size=30),
)
HOSTILE_NUMBER = st.one_of(
    st.sampled_from([2**53, 2**63, -(2**60), 10**20, 1e308, -0.0, 5e-324, 1.0, 0, -1]),
    st.integers(),
    st.floats(allow_nan=True, allow_infinity=True),
)
LEAF = st.one_of(st.none(), st.booleans(), HOSTILE_NUMBER, HOSTILE_TEXT)


def _containers(inner: st.SearchStrategy[Any]) -> st.SearchStrategy[Any]:
    return st.one_of(
        st.lists(inner, max_size=3), st.dictionaries(st.text(max_size=4), inner, max_size=3)
    )


HOSTILE = st.recursive(LEAF, _containers, max_leaves=6)


def _paths(value: Any, here: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    yield here
    if isinstance(value, dict):
        for key, child in value.items():
            yield from _paths(child, (*here, key))
    elif isinstance(value, list):
        for index, child in enumerate(value):
            yield from _paths(child, (*here, index))


def _replace(value: Any, path: tuple[Any, ...], new: Any) -> Any:
    if not path:
        return new
    head, rest = path[0], path[1:]
    if isinstance(value, dict):
        return {**value, head: _replace(value[head], rest, new)}
    copy = list(value)
    copy[head] = _replace(copy[head], rest, new)
    return copy


@st.composite
def mutated(draw: st.DrawFn, document: Any) -> Any:
    """``document`` with one to three values (or keys) replaced by hostile ones."""
    for _ in range(draw(st.integers(1, 3))):
        paths = list(_paths(document))
        path = draw(st.sampled_from(paths))
        if path and isinstance(document, dict) and draw(st.booleans()):
            # sometimes add a member next to the chosen one instead
            parent = path[:-1]
            target = _get(document, parent)
            if isinstance(target, dict):
                key = draw(st.one_of(st.sampled_from(sorted(target)), st.text(max_size=6)))
                document = _replace(document, parent, {**target, key: draw(HOSTILE)})
                continue
        document = _replace(document, path, draw(HOSTILE))
    return document


def _get(value: Any, path: tuple[Any, ...]) -> Any:
    for part in path:
        value = value[part]
    return value


def _encode(value: Any) -> bytes:
    # ensure_ascii writes a lone surrogate as its \\ud800 escape; NaN/inf as bare words
    return json.dumps(value).encode("ascii")


_POOL: list[Any] = [
    *(f"{'9' * n}" for n in (4299, 4300, 4301, 5000)),
    "1.²",
    "²",
    "\ud800",
    "a\udfffb",
    "一" + "亿" * 540,
    "两" + "亿" * 60 + "天",
    "〇" * 4400,
    "百分之" + "9" * 4400,
    "9" * 4301 + "%",
    "9" * 4301 + "ms",
    "9" * 4301 + "-" + "9" * 4301 + "小时",
    "1," + ",".join(["999"] * 1500),
    "0." + "0" * 5000 + "1",
    "hundred " * 300,
    "2026-W01-1",
    "2026-09-01T08+08:00:00",
    " 2026-09-01 ",
    "9999-12-31T23:59:59-01:00",
    "0001-01-01T00:00:00+01:00",
    "2026-09-01T23:59:60Z",
    "2026-02-30",
    "每天一次" * 50,
    "7 " * 400,
    "$" * 50 + "5",
    "",
    " ",
    "K1",
    "K²",
    "javascript:alert(1)",
    "<script>",
    "[x](//evil.example)",
    2**53,
    2**53 - 1,
    2**63,
    -(2**60),
    10**20,
    1e308,
    -0.0,
    5e-324,
    1.0,
    0,
    -1,
    0.5,
    1.5,
    float("inf"),
    float("nan"),
    None,
    True,
    False,
    [],
    {},
    [[[[[[[[[[]]]]]]]]]],
    {"a": {"a": {}}},
    ["K1", "K1"],
    {"claims": []},
    {"abstained": True},
    "x" * 2000,
    "退" * 2001,
]
"""Hostile values for the random mutator (the strategies above draw from the same kinds)."""


def _random_value(rnd: random.Random) -> Any:
    roll = rnd.random()
    if roll < 0.6:
        return rnd.choice(_POOL)
    if roll < 0.7:
        return rnd.randint(-(2**70), 2**70)
    if roll < 0.8:
        return "".join(
            rnd.choice("一二两三十百千万亿〇零点7.,-~至%天ms ") for _ in range(rnd.randint(1, 40))
        )
    if roll < 0.9:
        return [_random_value(rnd) for _ in range(rnd.randint(0, 3))]
    return {rnd.choice(["a", "text", "claims", "é", "\ud800"]): _random_value(rnd)}


def random_mutation(document: Any, rnd: random.Random) -> Any:
    """``document`` with one to three values replaced (or members added) at random paths."""
    for _ in range(rnd.randint(1, 3)):
        path = rnd.choice(list(_paths(document)))
        target = _get(document, path)
        if isinstance(target, dict) and rnd.random() < 0.3:
            key = rnd.choice([*target, "unknown", "x"]) if target else "x"
            document = _replace(document, path, {**target, key: _random_value(rnd)})
        else:
            document = _replace(document, path, _random_value(rnd))
    return document


BATCH = 10
TALLY: collections.Counter[str] = collections.Counter()
"""Inputs run per kind (the last test checks the total of a full run)."""
MIN_INPUTS = 20_000
"""Inputs each example of a batched test runs (one seed drawn, BATCH inputs derived)."""


@st.composite
def text_mutations(draw: st.DrawFn, data: bytes) -> bytes:
    """Byte-level damage: cut, duplicate a slice, or insert hostile bytes."""
    if not data:
        return data
    at = draw(st.integers(0, len(data) - 1))
    choice = draw(st.integers(0, 3))
    if choice == 0:
        return data[:at]
    if choice == 1:
        end = draw(st.integers(at, min(len(data), at + 64)))
        return data[:end] + data[at:end] + data[end:]
    if choice == 2:
        junk = draw(
            st.sampled_from(
                [b'"a":1,"a":2,', b"[" * 40, b"\\ud800", b"1e400", b"9" * 4400, b"\xff", b"\x00"]
            )
        )
        return data[:at] + junk + data[at:]
    return data[:at] + data[at + 1 :]


_FIXTURES = [json.loads(path.read_bytes()) for path in REQUESTS]


# --- requests ---------------------------------------------------------------------------


@fuzz(1000)
@given(data=st.data())
def test_mutated_fixture_requests_exit_0_or_2(data: st.DataObject) -> None:
    """A fixture request with hostile values anywhere: exit 0 or 2, one stderr line for 2."""
    base = data.draw(st.sampled_from(_FIXTURES))
    request = data.draw(mutated(base))
    command = data.draw(st.sampled_from(["compile", "check"]))
    TALLY["mutated fixtures"] += 1
    assert_contract(*run_main([command, "-"], _encode(request)))


@fuzz(600)
@given(rnd=st.randoms(use_true_random=False))
def test_randomly_mutated_fixture_requests_exit_0_or_2(rnd: random.Random) -> None:
    """BATCH fixture requests per example, each with random hostile values: exit 0 or 2."""
    for _ in range(BATCH):
        request = random_mutation(rnd.choice(_FIXTURES), rnd)
        TALLY["randomly mutated fixtures"] += 1
        assert_contract(*run_main([rnd.choice(["compile", "check"]), "-"], _encode(request)))


_RAW = [path.read_bytes() for path in REQUESTS]


@fuzz(400)
@given(data=st.data())
def test_damaged_request_bytes_exit_0_or_2(data: st.DataObject) -> None:
    """BATCH fixtures' bytes per example cut, repeated or spliced: exit 0 or 2."""
    for _ in range(BATCH):
        raw = data.draw(st.sampled_from(_RAW))
        TALLY["damaged bytes"] += 1
        assert_contract(*run_main(["compile", "-"], data.draw(text_mutations(raw))))


_EDGE_FIELDS = {
    "as_of": HOSTILE_TEXT,
    "effective_at": HOSTILE_TEXT,
    "version": HOSTILE_TEXT,
    "score": HOSTILE_NUMBER,
    "chunk_index": HOSTILE_NUMBER,
    "vector_id": st.one_of(HOSTILE_NUMBER, HOSTILE_TEXT),
    "pack_bytes": HOSTILE_NUMBER,
    "precise_threshold": HOSTILE_NUMBER,
    "audit": HOSTILE,
}


@st.composite
def edge_requests(draw: st.DrawFn) -> dict[str, Any]:
    """A small valid request, then hostile values in the fields that parse numbers or dates."""
    excerpt = draw(st.one_of(HOSTILE_TEXT, st.just("退款在7天内处理，最多 3 次。")))
    hit: dict[str, Any] = {
        "document_id": "d",
        "excerpt": excerpt if excerpt.strip() else "x",
        "locator": {"source_record": "r"},
    }
    other = {"document_id": "d", "excerpt": "退款 7 天", "version": "1.2"}
    request: dict[str, Any] = {
        "query": "退款多久",
        "hits": [hit, other],
        "draft": {"claims": [{"text": draw(HOSTILE_TEXT) or "x", "citations": ["K1"]}]},
    }
    for name in draw(st.lists(st.sampled_from(sorted(_EDGE_FIELDS)), max_size=3, unique=True)):
        value = draw(_EDGE_FIELDS[name])
        if name in ("effective_at", "version", "score", "chunk_index", "vector_id"):
            hit[name] = value
        elif name in ("pack_bytes", "precise_threshold"):
            request.setdefault("policy", {})[name] = value
        else:
            request[name] = value
    if draw(st.booleans()):
        request["as_of"] = request.get("as_of", "2026-09-01")
    return request


@fuzz(2000)
@given(request=edge_requests())
def test_edge_values_exit_0_or_2(request: dict[str, Any]) -> None:
    """Dates, versions, digit strings, float edges, big integers: exit 0 or 2, never 1."""
    TALLY["edge values"] += 1
    assert_contract(*run_main(["compile", "-"], _encode(request)))


@fuzz(1000)
@given(value=HOSTILE, where=st.sampled_from(["draft", "audit", "excerpt"]))
def test_python_api_raises_only_contract_error(value: Any, where: str) -> None:
    """load_request on a dict with sets, bytes, tuples, inf, 10**5000: ContractError or ok."""
    TALLY["python api"] += 1
    hit: dict[Any, Any] = {"document_id": "d", "excerpt": "x"}
    request: dict[Any, Any] = {"query": "q", "hits": [hit]}
    if where == "excerpt":
        hit["excerpt"] = value
    else:
        request[where] = value
    with contextlib.suppress(ContractError):
        load_request(request)


@pytest.mark.parametrize(
    "value",
    [{1, 2}, b"bytes", float("inf"), float("nan"), 10**5000, object(), {b"k": 1}, {(1, 2): 1}],
    ids=["set", "bytes", "inf", "nan", "10**5000", "object", "bytes-key", "tuple-key"],
)
def test_python_api_non_json_values_are_contract_errors(value: Any) -> None:
    """Each non-JSON Python value is a ContractError naming its path (README's promise)."""
    with pytest.raises(ContractError) as caught:
        load_request({"query": "q", "hits": [{"document_id": "d", "excerpt": "x"}], "audit": value})
    assert caught.value.path.startswith("$.audit")


# --- drafts -----------------------------------------------------------------------------

CLAIM_TEXT = st.one_of(
    HOSTILE_TEXT,
    st.text(
        alphabet=st.sampled_from(
            list("退款在七天内处理两小时百分之五一二三十百千万亿〇零 7.-~至到%天ms")
        ),
        min_size=1,
        max_size=60,
    ),
)


@fuzz(1000)
@given(
    claims=st.lists(
        st.fixed_dictionaries(
            {"text": CLAIM_TEXT, "citations": st.lists(st.sampled_from(["K1", "K2", "K9", "K²"]))}
        ),
        max_size=4,
    ),
    abstained=st.booleans(),
    as_string=st.booleans(),
)
def test_fuzzed_drafts_exit_0(
    claims: list[dict[str, Any]], abstained: bool, as_string: bool
) -> None:
    """Any draft (numbers, numerals, ranges, bad ids; as JSON or text) is a verdict: exit 0."""
    TALLY["drafts"] += 1
    draft: Any = {"abstained": abstained, "claims": claims}
    request = {
        "query": "退款多久",
        "hits": [
            {
                "document_id": "d",
                "excerpt": "退款在七天内处理，两小时内回复。",
                "locator": {"url": "https://a.example/"},
            },
            {"document_id": "e", "excerpt": "一" + "亿" * 540, "locator": {"source_record": "r"}},
        ],
        "draft": json.dumps(draft) if as_string else draft,
    }
    code, stdout, stderr = run_main(["compile", "-"], _encode(request))
    if code == 2:  # a lone surrogate anywhere is invalid Unicode, the only input error here
        assert "surrogate" in stderr, stderr
    assert_contract(code, stdout, stderr)


# --- adapters ---------------------------------------------------------------------------

_ADAPTER_INPUTS = [
    (system, json.loads(path.read_bytes())) for system, paths in PAYLOADS.items() for path in paths
]


@fuzz(300)
@given(rnd=st.randoms(use_true_random=False))
def test_mutated_adapter_payloads_exit_0_or_2_and_compile(rnd: random.Random) -> None:
    """BATCH mutated pyrag / SuperMew / Milvus payloads per example: exit 0 or 2, and what
    exit 0 prints compiles (exit 0 again: an adapter never emits a request compile refuses)."""
    for _ in range(BATCH):
        system, payload = rnd.choice(_ADAPTER_INPUTS)
        TALLY["adapter payloads (CLI)"] += 1
        argv = ["adapt", system, "-"] + (["--query", "q"] if system == "milvus" else [])
        code, stdout, stderr = run_main(argv, _encode(random_mutation(payload, rnd)))
        assert_contract(code, stdout, stderr)
        if code == 0:
            assert run_main(["compile", "-"], stdout.encode("utf-8"))[0] == 0


@fuzz(1000)
@given(data=st.data())
def test_adapter_output_is_a_valid_request(data: st.DataObject) -> None:
    """In process: an adapter either raises ContractError or returns a request that loads."""
    system, payload = data.draw(st.sampled_from(_ADAPTER_INPUTS))
    TALLY["adapter payloads (API)"] += 1
    options = {"query": "q"} if system == "milvus" else {}
    try:
        request = ADAPTERS[system](data.draw(mutated(payload)), **options)
    except ContractError:
        return
    load_request(dumps(request))


# --- a few real processes -----------------------------------------------------------------


@fuzz(8)
@given(request=edge_requests())
def test_subprocess_runs_keep_the_contract(request: dict[str, Any]) -> None:
    """The same contract holds in a real ``python -m answerc`` process (exit codes, streams)."""
    TALLY["subprocess runs"] += 1
    done = subprocess.run(
        [sys.executable, "-m", "answerc", "compile", "-"],
        input=_encode(request),
        capture_output=True,
        cwd=ROOT,
        timeout=60,
        check=False,
    )
    assert_contract(done.returncode, done.stdout.decode(), done.stderr.decode())


# --- judge replies ------------------------------------------------------------------------

_GROUNDED = grounded_compiled()
_GOOD_BODY = json.dumps(chat_completion(opinion_json("supported", ["K1"]))).encode()


def _judge_body(rnd: random.Random) -> tuple[int, dict[str, str], bytes]:
    """A status, headers and body a hostile or broken endpoint might send."""
    roll = rnd.random()
    headers = {"content-type": rnd.choice(["application/json", "application/json", "text/html"])}
    if roll < 0.35:
        body = json.dumps(random_mutation(json.loads(_GOOD_BODY), rnd)).encode()
    elif roll < 0.5:
        body = _GOOD_BODY[: rnd.randint(0, len(_GOOD_BODY))]
    elif roll < 0.6:
        depth = rnd.choice([31, 32, 33, 1000, 100_000])
        body = b'{"choices":' + b"[" * depth + b"]" * depth + b"}"
    elif roll < 0.7:
        body = zlib.compress(_GOOD_BODY)[: rnd.randint(1, 200)]
        headers["content-encoding"] = rnd.choice(["gzip", "deflate", "br", "zstd", "gzip, gzip"])
    elif roll < 0.8:
        body = bytes(rnd.randrange(256) for _ in range(rnd.randint(0, 64)))
    else:
        body = _GOOD_BODY
    status = rnd.choice([200, 200, 200, 400, 429, 500, 503])
    return status, headers, body


class _Endpoint(http.BaseTransport):  # type: ignore[misc,name-defined]
    """An inner transport that streams one scripted reply, unread, like a socket would."""

    def __init__(self, status: int, headers: dict[str, str], body: bytes) -> None:
        self.reply = (status, headers, body)

    def handle_request(self, request: Any) -> Any:
        status, headers, body = self.reply
        return http.Response(status, headers=headers, stream=http.ByteStream(body), request=request)


_ENDPOINT = _Endpoint(200, {}, b"")
_CHAT = OpenAIChat(
    openai.OpenAI(
        api_key="k",
        base_url="http://judge.invalid/v1",
        max_retries=0,
        http_client=http.Client(transport=CappedTransport(_ENDPOINT)),
    )
)


@fuzz(150)
@given(rnd=st.randoms(use_true_random=False))
def test_fuzzed_judge_replies_never_raise(rnd: random.Random) -> None:
    """BATCH hostile HTTP replies per example through the capped transport and the real
    openai client: the run is ok or an error (void, transport), never an exception, and
    fail-closed turns every error into degraded."""
    compiled = _GROUNDED
    config = JudgeConfig(model="m", timeout_s=30, max_attempts=2)
    for _ in range(BATCH):
        _ENDPOINT.reply = _judge_body(rnd)
        TALLY["judge replies"] += 1
        start = time.perf_counter()
        run = run_judge(
            compiled.pack.query,
            compiled.pack,
            compiled.grounding,
            None,
            None,
            chat=_CHAT,
            config=config,
        )
        assert time.perf_counter() - start < BUDGET_S
        assert run.status in ("ok", "error"), run
        if run.status == "error":
            assert apply_judgement(compiled, run, fail_closed=True).verdict == "degraded"


def test_zz_the_run_generated_at_least_20000_inputs() -> None:
    """A full run (every fuzz test above, unscaled) generated at least MIN_INPUTS inputs."""
    kinds = 10
    if SCALE < 1 or len(TALLY) < kinds:
        pytest.skip(f"partial fuzz run ({len(TALLY)} of {kinds} kinds, scale {SCALE:g})")
    total = sum(TALLY.values())
    assert total >= MIN_INPUTS, dict(TALLY)
