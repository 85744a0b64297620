"""What a judge call returns and records: the reply of one chat request, and a whole run."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, Protocol

from answerc.contract._base import Model
from answerc.judge.config import JudgeMode, ResponseMode
from answerc.judge.opinion import JudgeOpinion

FailureKind = Literal["deadline", "http", "connection", "void"]


class ChatReply(Model):
    """The parts of one chat completion answerc reads."""

    content: str | None
    """The assistant message text; None when the provider sent none (e.g. a refusal)."""
    finish_reason: str | None = None
    usage: dict[str, int] | None = None
    """Token counts as the provider reported them (prompt/completion/total)."""


class ChatFn(Protocol):
    """One chat completion request; ``answerc.judge.openai_judge.OpenAIChat`` implements it.

    ``body`` is the request body of ``answerc.judge.prompt.request_body`` (the hashed one),
    sent as is; ``timeout_s`` bounds each network read. Raises JudgeTransportError (HTTP or
    connection failure) or JudgeOutputError (the response is not a chat completion), never
    an ``openai`` exception.
    """

    def __call__(self, body: Mapping[str, Any], *, timeout_s: float) -> ChatReply:
        """Send one request and return the reply."""
        ...


class JudgeFailure(Model):
    """Why a judge call gave no usable opinion."""

    kind: FailureKind
    """deadline: the total deadline passed; http: an HTTP error status; connection:
    unreachable or a read timeout; void: the reply was not a valid JudgeOpinion."""
    message: str
    status: int | None = None
    """HTTP status, for ``http``."""


class JudgeRun(Model):
    """The trace of one judge call (all attempts): SPEC §7's recorded fields."""

    status: Literal["ok", "error", "skipped"]
    mode: JudgeMode
    model: str
    response_mode: ResponseMode
    """Response mode of the last attempt."""
    request_hash: str | None
    """SHA-256 of the RFC 8785 form of the first request body (model, messages,
    temperature, response_format); None when skipped."""
    latency_ms: int = 0
    attempts: int = 0
    usage: dict[str, int] | None = None
    """Token usage summed over attempts; None when no reply reported any."""
    finish_reason: str | None = None
    """Finish reason of the last reply."""
    error: JudgeFailure | None = None
    opinion: JudgeOpinion | None = None
    skipped_reason: str | None = None
