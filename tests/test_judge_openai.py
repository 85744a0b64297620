"""run_judge() with the real openai client over a mock HTTP transport (no sockets)."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from tests.judge_support import grounded_compiled, http, mock_client, refund_request, replying

from answerc.contract.draft import Generator
from answerc.contract.output import CompiledAnswer
from answerc.judge.apply import apply_judgement
from answerc.judge.config import JudgeConfig
from answerc.judge.openai_judge import OpenAIChat
from answerc.judge.run import body_hash, run_judge
from answerc.judge.trace import JudgeRun
from answerc.testing import chat_completion, opinion_json

CONFIG = JudgeConfig(model="judge-model", base_url="http://judge.invalid/v1", timeout_s=10)


@pytest.fixture
def compiled() -> CompiledAnswer:
    return grounded_compiled()


def judge(
    compiled: CompiledAnswer,
    handler: Callable[[Any], Any],
    config: JudgeConfig = CONFIG,
    generator: Generator | None = None,
) -> JudgeRun:
    with mock_client(handler) as client:
        return run_judge(
            compiled.pack.query,
            compiled.pack,
            compiled.grounding,
            None,
            generator,
            chat=OpenAIChat(client),
            config=config,
        )


def statuses(*codes: int, log: list[dict[str, Any]]) -> Callable[[Any], Any]:
    replies: Iterator[int] = iter(codes)

    def handler(request: Any) -> Any:
        log.append(json.loads(request.content))
        code = next(replies, 200)
        if code == 200:
            return http.Response(200, json=chat_completion(opinion_json("contradicted")))
        return http.Response(code, json={"error": {"message": f"status {code}"}})

    return handler


def test_request_is_temperature_zero_strict_json_schema(compiled: CompiledAnswer) -> None:
    """One Chat Completions request: temperature 0, strict json_schema, the configured model."""
    log: list[dict[str, Any]] = []
    run = judge(compiled, replying(opinion_json("supported"), log=log))
    assert run.status == "ok" and run.attempts == 1
    body = log[0]
    assert body["model"] == "judge-model" and body["temperature"] == 0
    assert body["response_format"]["type"] == "json_schema"
    assert body["response_format"]["json_schema"]["strict"] is True
    assert run.request_hash == body_hash(body)


def test_json_object_mode_for_deepseek(compiled: CompiledAnswer) -> None:
    """auto picks json_object plus the schema in the prompt for DeepSeek."""
    log: list[dict[str, Any]] = []
    config = CONFIG.model_copy(update={"model": "deepseek-chat"})
    run = judge(compiled, replying(opinion_json("supported"), log=log), config)
    assert log[0]["response_format"] == {"type": "json_object"}
    assert '"additionalProperties"' in log[0]["messages"][0]["content"]
    assert run.response_mode == "json_object"


@pytest.mark.parametrize(
    ("reply", "final"),
    [
        ("supported", "grounded"),
        ("contradicted", "misaligned"),
        ("insufficient_evidence", "misaligned"),
        ("over_abstained", "misaligned"),
    ],
)
def test_each_opinion_lands_in_the_compiled_answer(
    compiled: CompiledAnswer, reply: str, final: str
) -> None:
    """The opinion is recorded as alignment, and the verdict follows the SPEC table."""
    run = judge(compiled, replying(opinion_json(reply, ["K1", "K2"])))
    judged = apply_judgement(compiled, run, fail_closed=False)
    assert judged.verdict == final
    assert judged.judge is not None and judged.judge["alignment"] == reply
    assert judged.canonical == compiled.canonical


def test_trace_records_usage_finish_reason_and_latency(compiled: CompiledAnswer) -> None:
    """Usage is summed over attempts; the finish reason is the last reply's."""
    run = judge(compiled, replying("not json", opinion_json("contradicted")))
    assert run.attempts == 2 and run.status == "ok"
    assert run.usage == {"prompt_tokens": 240, "completion_tokens": 80, "total_tokens": 320}
    assert run.finish_reason == "stop" and run.latency_ms >= 0


def test_void_reply_is_fed_back_on_the_retry(compiled: CompiledAnswer) -> None:
    """The second attempt carries the rejected reply and the reason it was void."""
    log: list[dict[str, Any]] = []
    run = judge(
        compiled,
        replying(opinion_json("contradicted", ["K42"]), opinion_json("contradicted"), log=log),
    )
    assert run.status == "ok" and run.opinion is not None
    retry = log[1]["messages"]
    assert retry[-2] == {"role": "assistant", "content": opinion_json("contradicted", ["K42"])}
    assert "'K42', not an id of the pack" in retry[-1]["content"]


@pytest.mark.parametrize(
    "reply",
    [
        opinion_json("supported", extra={"final_verdict": "grounded"}),
        opinion_json("contradicted", ["K9"]),
        "I think it is fine.",
        None,
    ],
)
def test_void_replies_leave_the_verdict_standing(
    compiled: CompiledAnswer, reply: str | None
) -> None:
    """Void on every attempt: alignment null, verdict stands; fail-closed makes it degraded."""
    run = judge(compiled, replying(reply))
    assert run.status == "error" and run.error is not None and run.error.kind == "void"
    assert run.attempts == CONFIG.max_attempts
    open_ = apply_judgement(compiled, run, fail_closed=False)
    closed = apply_judgement(compiled, run, fail_closed=True)
    assert open_.judge is not None and open_.judge["alignment"] is None
    assert (open_.verdict, closed.verdict) == ("grounded", "degraded")


def test_cut_off_reply_is_void(compiled: CompiledAnswer) -> None:
    """A reply stopped by the length limit is void even if its text parses."""

    def handler(request: Any) -> Any:
        body = chat_completion(opinion_json("supported"), finish_reason="length")
        return http.Response(200, json=body)

    run = judge(compiled, handler)
    assert run.error is not None and "cut off" in run.error.message
    assert run.finish_reason == "length"


def test_server_error_is_retried_then_recorded(compiled: CompiledAnswer) -> None:
    """HTTP 500 is retried within the deadline; twice 500 is an http error with the status."""
    log: list[dict[str, Any]] = []
    run = judge(compiled, statuses(500, 500, log=log))
    assert run.status == "error" and run.attempts == 2 and len(log) == 2
    assert run.error is not None and (run.error.kind, run.error.status) == ("http", 500)


def test_server_error_then_success_gives_an_opinion(compiled: CompiledAnswer) -> None:
    """A transient 503 followed by a good reply is a normal opinion."""
    log: list[dict[str, Any]] = []
    run = judge(compiled, statuses(503, log=log))
    assert run.status == "ok" and run.attempts == 2 and run.error is None


def test_client_error_is_not_retried(compiled: CompiledAnswer) -> None:
    """HTTP 401 will not get better: one attempt, recorded."""
    log: list[dict[str, Any]] = []
    run = judge(compiled, statuses(401, log=log))
    assert len(log) == 1 and run.error is not None and run.error.status == 401


def test_bad_request_switches_auto_mode_to_json_object(compiled: CompiledAnswer) -> None:
    """Under auto, a 400 to a json_schema request is retried once in JSON mode."""
    log: list[dict[str, Any]] = []
    run = judge(compiled, statuses(400, log=log))
    assert [b["response_format"]["type"] for b in log] == ["json_schema", "json_object"]
    assert run.status == "ok" and run.response_mode == "json_object"


def test_bad_request_under_a_fixed_mode_is_final(compiled: CompiledAnswer) -> None:
    """With response_mode fixed, a 400 is not retried in another mode."""
    log: list[dict[str, Any]] = []
    config = CONFIG.model_copy(update={"response_mode": "json_schema"})
    run = judge(compiled, statuses(400, log=log), config)
    assert len(log) == 1 and run.status == "error"


def test_connection_failure_is_a_connection_error(compiled: CompiledAnswer) -> None:
    """An unreachable endpoint becomes a connection error, never an openai exception."""

    def handler(request: Any) -> Any:
        raise http.ConnectError("refused", request=request)

    run = judge(compiled, handler)
    assert run.error is not None and run.error.kind == "connection" and run.error.status is None


def test_non_completion_body_is_void(compiled: CompiledAnswer) -> None:
    """An HTML page where a chat completion was expected is a void reply."""

    def handler(request: Any) -> Any:
        return http.Response(
            200, content=b"<html>gateway</html>", headers={"content-type": "text/html"}
        )

    run = judge(compiled, handler)
    assert run.error is not None and run.error.kind == "void"


def test_mode_is_same_provider_when_provider_and_model_match(compiled: CompiledAnswer) -> None:
    """The generator's provider and model equal the judge's: same_provider_separate_pass."""
    config = JudgeConfig(model="deepseek-chat", base_url="https://api.deepseek.com/v1")
    same = judge(
        compiled,
        replying(opinion_json("supported")),
        config,
        Generator(provider="deepseek", model="deepseek-chat"),
    )
    other = judge(
        compiled,
        replying(opinion_json("supported")),
        config,
        Generator(provider="deepseek", model="deepseek-reasoner"),
    )
    assert (same.mode, other.mode) == ("same_provider_separate_pass", "separate_model")


def test_skipped_when_the_rules_did_not_find_grounded() -> None:
    """A report that is not grounded is never sent to the judge."""
    from answerc.pipeline import compile as compile_request

    uncited = {"abstained": False, "claims": [{"text": "退款走支付网关。", "citations": []}]}
    compiled = compile_request(refund_request().model_copy(update={"draft": uncited}))
    assert compiled.verdict == "insufficient_evidence"
    log: list[dict[str, Any]] = []
    run = judge(compiled, replying(opinion_json("supported"), log=log))
    assert run.status == "skipped" and log == []
    assert apply_judgement(compiled, run, fail_closed=True).verdict == compiled.verdict
