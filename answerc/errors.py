"""Exceptions raised by answerc. Grounding failures are findings, not exceptions.

* AnswercError
  x ContractError          the request passed by the caller is invalid (CLI exit 2)
  x RenderError            template missing, or an undefined name used
  x JudgeError             the optional judge gave no usable opinion
    + JudgeTransportError  HTTP/connection failure or deadline (model, status)
    + JudgeOutputError     reply failed validation (model, raw, attempts)
"""

from __future__ import annotations


class AnswercError(Exception):
    """Root of every error answerc raises on purpose."""


class ContractError(AnswercError):
    """Invalid input: names the JSON path (``$.hits[3].score``) and what is wrong."""

    def __init__(self, path: str, message: str) -> None:
        super().__init__(f"{path}: {message}")
        self.path = path
        self.message = message


class RenderError(AnswercError):
    """The renderer could not produce Markdown (a template bug, never bad input)."""


class JudgeError(AnswercError):
    """The optional judge gave no usable opinion."""

    def __init__(self, message: str, *, model: str) -> None:
        super().__init__(message)
        self.model = model


class JudgeTransportError(JudgeError):
    """HTTP or connection failure, or the total deadline passed."""

    def __init__(self, message: str, *, model: str, status: int | None) -> None:
        super().__init__(message, model=model)
        self.status = status


class JudgeOutputError(JudgeError):
    """The judge replied, but the reply is void (not JSON, wrong shape, foreign ids)."""

    def __init__(self, message: str, *, model: str, raw: str, attempts: int) -> None:
        super().__init__(message, model=model)
        self.raw = raw
        self.attempts = attempts
