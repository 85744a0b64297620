"""Hostile judge endpoints (issue 15 item 6): every malformed reply is void, bounded in size."""

from __future__ import annotations

import json
import tracemalloc
from pathlib import Path

import pytest

from answerc.contract.output import CompiledAnswer
from answerc.judge.apply import apply_judgement
from answerc.judge.config import MAX_TIMEOUT_S, JudgeConfig
from answerc.judge.openai_judge import MAX_REPLY_BYTES, OpenAIChat, make_client
from answerc.judge.opinion import VoidReply, parse_opinion
from answerc.judge.run import run_judge
from answerc.judge.trace import JudgeRun
from answerc.testing import OpenAIServer, Reply, opinion_json
from tests.judge_support import grounded_compiled
from tests.test_judge_cli import answerc, judge_args

ROOT = Path(__file__).resolve().parent.parent
OK = opinion_json("supported", ["K1"])
HOSTILE = {
    "text/html with a JSON body": Reply.mislabeled(OK),
    "text/plain with a JSON body": Reply.mislabeled(OK, content_type="text/plain"),
    "100 000 nested arrays": Reply.deeply_nested(),
    "a 5 000-digit usage count": Reply.huge_usage(OK),
    "a 64 MiB body": Reply.oversized(OK, size=64 * 1024 * 1024),
    "gzip inflating to 1 GiB": Reply.gzip_bomb(inflated=1 << 30),
    "brotli-labelled body": Reply(body=b"\x00" * 64, headers=(("Content-Encoding", "br"),)),
    "gzip-labelled garbage": Reply(body=b"not gzip", headers=(("Content-Encoding", "gzip"),)),
}


def judge_over(server: OpenAIServer, compiled: CompiledAnswer) -> JudgeRun:
    config = JudgeConfig(model="judge-m", base_url=server.base_url, timeout_s=20, max_attempts=1)
    client = make_client(server.base_url, "test-key", timeout_s=20)
    try:
        return run_judge(
            compiled.pack.query,
            compiled.pack,
            compiled.grounding,
            None,
            None,
            chat=OpenAIChat(client),
            config=config,
        )
    finally:
        client.close()


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_hostile_reply_is_void_and_the_verdict_stands_or_degrades(name: str) -> None:
    """The run is a void error: the verdict stands, and is degraded when fail-closed."""
    compiled = grounded_compiled()
    with OpenAIServer(default=HOSTILE[name]) as server:
        run = judge_over(server, compiled)
    assert run.status == "error" and run.error is not None, run
    assert run.error.kind == "void", run.error
    assert apply_judgement(compiled, run, fail_closed=False).verdict == "grounded"
    assert apply_judgement(compiled, run, fail_closed=True).verdict == "degraded"


def test_the_same_opinion_served_properly_is_used() -> None:
    """The control: the capped transport passes an honest reply through unchanged."""
    compiled = grounded_compiled()
    with OpenAIServer(default=Reply.opinion("contradicted", ["K1"])) as server:
        run = judge_over(server, compiled)
    assert run.status == "ok" and run.opinion is not None
    assert run.opinion.verdict == "contradicted"


def test_gzip_bomb_is_read_within_a_few_times_the_cap() -> None:
    """Python allocations while a 1 GiB gzip bomb is refused stay near MAX_REPLY_BYTES."""
    compiled = grounded_compiled()
    with OpenAIServer(default=Reply.gzip_bomb(inflated=1 << 30)) as server:
        tracemalloc.start()
        try:
            run = judge_over(server, compiled)
            _, peak = tracemalloc.get_traced_memory()
        finally:
            tracemalloc.stop()
    assert run.error is not None and "inflates past" in run.error.message
    assert peak < 8 * MAX_REPLY_BYTES, peak


@pytest.mark.parametrize("timeout", ["1e10", str(MAX_TIMEOUT_S + 1)])
def test_judge_timeout_beyond_an_hour_is_exit_2(timeout: str) -> None:
    """--judge-timeout 1e10 used to overflow Event.wait (exit 1); now exit 2, one line."""
    with OpenAIServer(default=Reply.opinion("supported")) as server:
        done = answerc(*judge_args(server, "--judge-timeout", timeout))
    assert done.returncode == 2, done.stderr
    assert done.stdout == ""
    assert done.stderr.splitlines()[0].startswith("answerc: invalid input at --judge-timeout")


def test_cli_fail_closed_with_a_hostile_judge_is_degraded_not_exit_1(tmp_path: Path) -> None:
    """End to end: a deeply nested reply under judge_fail_closed gives exit 0, degraded."""
    request = json.loads((ROOT / "fixtures/requests/refund-call-chain.json").read_text("utf-8"))
    request.setdefault("policy", {})["judge_fail_closed"] = True
    path = tmp_path / "request.json"
    path.write_text(json.dumps(request, ensure_ascii=False), encoding="utf-8")
    with OpenAIServer(default=Reply.deeply_nested()) as server:
        done = answerc(*judge_args(server, fixture=path))
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    assert out["verdict"] == "degraded"
    assert out["judge"]["error"]["kind"] == "void"


def test_opinion_content_with_a_4301_digit_number_is_void() -> None:
    """The reply's content is JSON too: a 4 301-digit integer there is void, not ValueError."""
    content = '{"verdict": "supported", "evidence_ids": ["K1"], "n": ' + "9" * 4301 + "}"
    with pytest.raises(VoidReply):
        parse_opinion(content, frozenset({"K1"}))
