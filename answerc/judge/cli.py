"""The judge's CLI edge: options and environment in, an OpenAI client out, judge applied.

``answerc.cli`` calls ``apply_llm_options`` only when ``--judge`` or ``--organize`` is
given, so that without them nothing is imported from ``openai``. This is the one place
that reads the environment for the judge: ``ANSWERC_JUDGE_BASE_URL``,
``ANSWERC_JUDGE_MODEL``, ``OPENAI_API_KEY`` and, optionally,
``ANSWERC_JUDGE_PROVIDER`` and ``ANSWERC_JUDGE_RESPONSE_MODE``
(``auto`` | ``json_schema`` | ``json_object``). Options win over the environment.
"""

from __future__ import annotations

import argparse
import ipaddress
import math
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Final
from urllib.parse import urlsplit

from pydantic import ValidationError

from answerc.contract.output import CompiledAnswer
from answerc.contract.request import AnswerRequest
from answerc.errors import ContractError
from answerc.judge.apply import apply_judgement
from answerc.judge.config import DEFAULT_TIMEOUT_S, MAX_TIMEOUT_S, JudgeConfig
from answerc.judge.run import run_judge
from answerc.judge.trace import ChatFn

NO_KEY: Final = "answerc-no-key"
"""API key sent to a loopback endpoint when OPENAI_API_KEY is unset (local servers
ignore it; the openai client refuses to run without one)."""
_RESPONSE_MODES: Final = ("auto", "json_schema", "json_object")


@dataclass(frozen=True)
class JudgeSettings:
    """Resolved connection settings: where, which model, which key, and the config."""

    base_url: str
    api_key: str = field(repr=False)
    config: JudgeConfig


def _is_loopback(url: str) -> bool:
    host = urlsplit(url).hostname or ""
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def judge_settings(args: argparse.Namespace, environ: Mapping[str, str]) -> JudgeSettings:
    """Resolve options and environment into settings.

    Raises:
        ContractError: naming the option when something is missing or invalid (exit 2).
    """
    base_url = getattr(args, "judge_base_url", None) or environ.get("ANSWERC_JUDGE_BASE_URL")
    model = getattr(args, "judge_model", None) or environ.get("ANSWERC_JUDGE_MODEL")
    if not base_url:
        raise ContractError(
            "--judge-base-url",
            "no judge endpoint: pass --judge-base-url URL or set ANSWERC_JUDGE_BASE_URL",
        )
    if urlsplit(base_url).scheme not in {"http", "https"}:
        raise ContractError("--judge-base-url", f"{base_url!r} is not an http(s) URL")
    if not model:
        raise ContractError(
            "--judge-model", "no judge model: pass --judge-model NAME or set ANSWERC_JUDGE_MODEL"
        )
    timeout = getattr(args, "judge_timeout", None)
    if timeout is None:
        timeout = DEFAULT_TIMEOUT_S
    if not math.isfinite(timeout) or not 0 < timeout <= MAX_TIMEOUT_S:
        raise ContractError(
            "--judge-timeout",
            f"{timeout!r} is not a positive number of seconds up to {MAX_TIMEOUT_S:g}",
        )
    mode = environ.get("ANSWERC_JUDGE_RESPONSE_MODE") or "auto"
    if mode not in _RESPONSE_MODES:
        raise ContractError(
            "ANSWERC_JUDGE_RESPONSE_MODE", f"{mode!r} is not one of {', '.join(_RESPONSE_MODES)}"
        )
    api_key = environ.get("OPENAI_API_KEY")
    if not api_key:
        if not _is_loopback(base_url):
            raise ContractError("OPENAI_API_KEY", f"no API key for {base_url}: set OPENAI_API_KEY")
        api_key = NO_KEY
    try:
        config = JudgeConfig(
            model=model,
            base_url=base_url,
            provider=environ.get("ANSWERC_JUDGE_PROVIDER") or None,
            timeout_s=timeout,
            response_mode=mode,
        )
    except ValidationError as err:  # pragma: no cover - every field was checked above
        raise ContractError("--judge", str(err)) from None
    return JudgeSettings(base_url, api_key, config)


@contextmanager
def open_judge(
    args: argparse.Namespace, environ: Mapping[str, str]
) -> Iterator[tuple[ChatFn, JudgeConfig]]:
    """Open a judge connection from CLI options and environment; close it afterwards.

    ``answer eval --judge`` uses this too:
    ``with open_judge(args, os.environ) as (chat, config): calibrate(cases, chat=chat,
    config=config)``.
    """
    settings = judge_settings(args, environ)
    from answerc.judge.openai_judge import OpenAIChat, make_client

    client = make_client(settings.base_url, settings.api_key, timeout_s=settings.config.timeout_s)
    try:
        yield OpenAIChat(client), settings.config
    finally:
        client.close()


def apply_llm_options(
    compiled: CompiledAnswer,
    request: AnswerRequest,
    args: argparse.Namespace,
    environ: Mapping[str, str],
) -> CompiledAnswer:
    """Apply ``--judge`` and then ``--organize`` to a compiled answer.

    The judge may only downgrade the verdict (``answerc.judge.apply``). The organizer runs
    on the Markdown rendered after the judge and sets ``markdown`` (the accepted rewording
    or the deterministic rendering), so the CLI prints it as is.
    """
    with open_judge(args, environ) as (chat, config):
        if getattr(args, "judge", False):
            run = run_judge(
                compiled.pack.query,
                compiled.pack,
                compiled.grounding,
                request.expected,
                request.generator,
                chat=chat,
                config=config,
            )
            compiled = apply_judgement(compiled, run, fail_closed=request.policy.judge_fail_closed)
        if getattr(args, "organize", False):
            from answerc.judge.organizer import organize
            from answerc.render import render_markdown

            locale = getattr(args, "locale", None) or compiled.locale
            deterministic = render_markdown(compiled, locale=locale)
            compiled = organize(compiled, deterministic, locale=locale, chat=chat, config=config)
    return compiled
