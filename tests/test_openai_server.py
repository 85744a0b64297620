"""The loopback OpenAI-compatible server, and the judge's deadline against real sockets."""

from __future__ import annotations

import json
import time
import urllib.error
import urllib.request
from typing import Any

import openai
import pytest
from tests.judge_support import grounded_compiled

from answerc.contract.output import CompiledAnswer
from answerc.judge.apply import apply_judgement
from answerc.judge.config import JudgeConfig
from answerc.judge.openai_judge import OpenAIChat
from answerc.judge.run import run_judge
from answerc.judge.trace import JudgeRun
from answerc.testing import OpenAIServer, Reply, opinion_json

DEADLINE = 1.0
SLACK = 2.0
"""A correctness bound: the judge must give up near its deadline, not after the reply."""


def post(url: str, body: dict[str, Any]) -> tuple[int, Any]:
    request = urllib.request.Request(
        url, data=json.dumps(body).encode(), headers={"Content-Type": "application/json"}
    )
    try:
        with urllib.request.urlopen(request, timeout=5) as response:
            return response.status, json.loads(response.read())
    except urllib.error.HTTPError as err:
        with err:
            return err.code, json.loads(err.read())


def judge_at(server: OpenAIServer, compiled: CompiledAnswer, **config: Any) -> JudgeRun:
    settings = JudgeConfig(model="m", base_url=server.base_url, **config)
    with openai.OpenAI(api_key="k", base_url=server.base_url, max_retries=0) as client:
        return run_judge(
            compiled.pack.query,
            compiled.pack,
            compiled.grounding,
            None,
            None,
            chat=OpenAIChat(client),
            config=settings,
        )


def test_server_serves_the_script_in_order_and_records_requests() -> None:
    """Replies come in script order, then the default; request bodies are recorded."""
    script = [Reply.opinion("supported"), Reply.error(503)]
    with OpenAIServer(script, default=Reply.completion("later")) as server:
        url = server.base_url + "/chat/completions"
        first, second, third = (post(url, {"n": n}) for n in range(3))
        assert [n["n"] for n in server.requests] == [0, 1, 2]
    assert first[0] == 200 and json.loads(first[1]["choices"][0]["message"]["content"])
    assert second == (
        503,
        {"error": {"message": "scripted failure", "type": "server_error", "code": None}},
    )
    assert third[1]["choices"][0]["message"]["content"] == "later"


def test_exhausted_script_and_unknown_path_are_errors() -> None:
    """Past the script without a default the server answers 500; other paths 404."""
    with OpenAIServer([]) as server:
        assert post(server.base_url + "/chat/completions", {})[0] == 500
        assert post(server.base_url + "/embeddings", {})[0] == 404


def test_script_may_be_a_function_of_the_request() -> None:
    """A callable script sees each request body and picks the reply."""
    with OpenAIServer(lambda body: Reply.completion(body["model"])) as server:
        status, reply = post(server.base_url + "/chat/completions", {"model": "echo"})
    assert (status, reply["choices"][0]["message"]["content"]) == (200, "echo")


def test_real_client_gets_an_opinion_over_loopback() -> None:
    """The real openai client, real sockets: a contradicted opinion downgrades grounded."""
    compiled = grounded_compiled()
    with OpenAIServer([Reply.opinion("contradicted", ["K2"])]) as server:
        run = judge_at(server, compiled)
    assert run.status == "ok" and apply_judgement(compiled, run, fail_closed=False).verdict == (
        "misaligned"
    )


@pytest.mark.parametrize(
    "reply",
    [Reply.hanging(), Reply.trickling(opinion_json("contradicted"), interval_s=0.2)],
    ids=["hang", "trickle"],
)
def test_hanging_or_trickling_reply_cannot_outlast_the_deadline(reply: Reply) -> None:
    """A reply that never comes, or comes a byte at a time, ends the call at the deadline."""
    compiled = grounded_compiled()
    with OpenAIServer([reply], default=reply) as server:
        started = time.monotonic()
        run = judge_at(server, compiled, timeout_s=DEADLINE)
        elapsed = time.monotonic() - started
    assert elapsed < DEADLINE + SLACK, elapsed
    assert run.status == "error" and run.error is not None
    assert run.error.kind in {"deadline", "connection"}, run.error
    assert apply_judgement(compiled, run, fail_closed=False).verdict == "grounded"
    assert apply_judgement(compiled, run, fail_closed=True).verdict == "degraded"


def test_slow_but_timely_reply_is_used() -> None:
    """A reply inside the deadline is an opinion like any other."""
    compiled = grounded_compiled()
    slow = Reply.completion(opinion_json("over_abstained"), delay_s=0.2)
    with OpenAIServer([slow]) as server:
        run = judge_at(server, compiled, timeout_s=5)
    assert run.status == "ok" and run.opinion is not None
    assert run.opinion.verdict == "over_abstained"
