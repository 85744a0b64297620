"""run_judge(): one judge call under a hard total deadline, with few retries, traced.

The openai client's own timeout bounds each network read, not the call: a server that
sends one byte a second never trips it. So every request runs in a daemon worker thread
and the caller stops waiting when the total deadline passes; the worker is abandoned (its
per-read timeout, set to the time that was left, ends it soon after a hang; a daemon
thread never keeps the process alive). The deadline covers all attempts together.

This module is the judge's edge: it reads the monotonic clock and starts threads, but it
never imports ``openai`` (the chat function is injected) and never reads the environment.
"""

from __future__ import annotations

import hashlib
import threading
import time
from collections.abc import Callable, Collection, Sequence
from typing import Final, TypeVar

from answerc.contract.draft import Expected, Generator
from answerc.contract.output import EvidencePack, GroundingReport
from answerc.contract.wire import canonical_bytes
from answerc.errors import JudgeOutputError, JudgeTransportError
from answerc.judge.apply import judge_applies
from answerc.judge.config import JudgeConfig, ResponseMode, judge_mode, resolve_response_mode
from answerc.judge.opinion import JudgeOpinion, VoidReply, parse_opinion
from answerc.judge.prompt import Message, build_messages, request_body, retry_messages
from answerc.judge.trace import ChatFn, ChatReply, JudgeFailure, JudgeRun

T = TypeVar("T")

Clock = Callable[[], float]
_CUT_OFF: Final = frozenset({"length", "content_filter"})
"""Finish reasons after which the content is incomplete, so the reply is void."""


class DeadlineExceededError(Exception):
    """The total deadline passed before the worker finished."""


def call_with_deadline(fn: Callable[[], T], seconds: float) -> T:
    """Run ``fn`` in a daemon thread and return its result, or raise at the deadline.

    Exceptions raised by ``fn`` are re-raised here. After the deadline the thread is left
    to finish on its own; it cannot delay the caller or the interpreter's exit.

    Example:
        >>> call_with_deadline(lambda: 6 * 7, 5.0)
        42
    """
    outcome: list[tuple[bool, object]] = []
    done = threading.Event()

    def target() -> None:
        try:
            outcome.append((True, fn()))
        except BaseException as err:  # re-raised in the caller's thread
            outcome.append((False, err))
        finally:
            done.set()

    worker = threading.Thread(target=target, name="answerc-judge-call", daemon=True)
    worker.start()
    if not done.wait(min(max(seconds, 0.0), threading.TIMEOUT_MAX)):
        raise DeadlineExceededError(f"no reply within {seconds:.3f} s")
    ok, value = outcome[0]
    if ok:
        return value  # type: ignore[return-value]  # fn's own result
    assert isinstance(value, BaseException)
    raise value


def body_hash(body: object) -> str:
    """Return ``sha256:`` + the hex SHA-256 of the RFC 8785 form of a request body.

    Example:
        >>> body_hash({"b": 1, "a": [0]}) == body_hash({"a": [0], "b": 1})
        True
    """
    return "sha256:" + hashlib.sha256(canonical_bytes(body)).hexdigest()


def _add_usage(total: dict[str, int] | None, more: dict[str, int] | None) -> dict[str, int] | None:
    if more is None:
        return total
    merged = dict(total or {})
    for key, value in more.items():
        merged[key] = merged.get(key, 0) + value
    return merged


def _transport_failure(err: JudgeTransportError) -> JudgeFailure:
    kind = "http" if err.status is not None else "connection"
    return JudgeFailure(kind=kind, message=str(err), status=err.status)


def _retryable(err: JudgeTransportError) -> bool:
    return err.status is None or err.status == 429 or err.status >= 500


def _bind(chat: ChatFn, body: dict[str, object], timeout_s: float) -> Callable[[], ChatReply]:
    def send() -> ChatReply:
        return chat(body, timeout_s=timeout_s)

    return send


def _check_reply(reply: ChatReply, pack_ids: Collection[str]) -> JudgeOpinion:
    if reply.content is None:
        raise VoidReply("the reply has no message content")
    if reply.finish_reason in _CUT_OFF:
        raise VoidReply(f"the reply was cut off (finish_reason {reply.finish_reason!r})")
    return parse_opinion(reply.content, pack_ids)


def run_judge(
    query: str,
    pack: EvidencePack,
    report: GroundingReport,
    expected: Expected | None,
    generator: Generator | None,
    *,
    chat: ChatFn,
    config: JudgeConfig,
    clock: Clock = time.monotonic,
) -> JudgeRun:
    """Ask the judge about a grounded report and return the trace; never raises for a
    provider failure (deadline, HTTP, connection, void reply): that is ``status: error``.

    The judge runs only when ``judge_applies(report)``; otherwise the run is ``skipped``.
    """
    mode = judge_mode(config, generator)
    response_mode: ResponseMode = resolve_response_mode(config)
    if not judge_applies(report):
        return JudgeRun(
            status="skipped",
            mode=mode,
            model=config.model,
            response_mode=response_mode,
            request_hash=None,
            skipped_reason=f"deterministic verdict is {report.verdict!r}; the judge runs "
            "only on grounded, structured drafts",
        )
    messages = build_messages(query, report.claims, pack, expected, response_mode=response_mode)

    def body_of(history: Sequence[Message]) -> dict[str, object]:
        return request_body(
            config.model, history, response_mode=response_mode, max_tokens=config.max_tokens
        )

    body = first = body_of(messages)
    pack_ids = frozenset(item.id for item in pack.items)
    start = clock()
    deadline = start + config.timeout_s
    usage: dict[str, int] | None = None
    finish_reason: str | None = None
    failure: JudgeFailure | None = None
    opinion: JudgeOpinion | None = None
    attempts = 0
    while attempts < config.max_attempts:
        remaining = deadline - clock()
        if remaining <= 0:
            failure = JudgeFailure(kind="deadline", message="the total deadline passed")
            break
        attempts += 1
        try:
            reply = call_with_deadline(_bind(chat, body, remaining), remaining)
        except DeadlineExceededError:
            failure = JudgeFailure(
                kind="deadline",
                message=f"no usable reply within the {config.timeout_s:g} s deadline",
            )
            break
        except JudgeTransportError as err:
            failure = _transport_failure(err)
            if err.status == 400 and config.response_mode == "auto":
                if response_mode == "json_object":
                    break
                # the provider may not serve strict schemas: try JSON mode instead
                response_mode = "json_object"
                messages = build_messages(
                    query, report.claims, pack, expected, response_mode=response_mode
                )
                body = body_of(messages)
            elif not _retryable(err):
                break
            continue
        except JudgeOutputError as err:
            failure = JudgeFailure(kind="void", message=str(err))
            continue
        usage = _add_usage(usage, reply.usage)
        finish_reason = reply.finish_reason
        try:
            opinion = _check_reply(reply, pack_ids)
        except VoidReply as void:
            failure = JudgeFailure(kind="void", message=void.reason)
            messages = retry_messages(messages, reply.content or "", void.reason)
            body = body_of(messages)
            continue
        failure = None
        break
    latency_ms = round((clock() - start) * 1000)
    return JudgeRun(
        status="ok" if opinion is not None else "error",
        mode=mode,
        model=config.model,
        response_mode=response_mode,
        request_hash=body_hash(first),
        latency_ms=latency_ms,
        attempts=attempts,
        usage=usage,
        finish_reason=finish_reason,
        error=failure,
        opinion=opinion,
    )
