"""JudgeConfig and the pure rules derived from it: response mode and judge mode."""

from __future__ import annotations

import math
from typing import Annotated, Final, Literal
from urllib.parse import urlsplit

from pydantic import Field, field_validator

from answerc.contract._base import Model
from answerc.contract.draft import Generator

ResponseMode = Literal["json_schema", "json_object"]
JudgeMode = Literal["same_provider_separate_pass", "separate_model"]

DEFAULT_TIMEOUT_S: Final = 30.0
"""Total seconds per judge call (all attempts together), unless configured."""
DEFAULT_MAX_ATTEMPTS: Final = 2
MAX_TIMEOUT_S: Final = 3600.0
"""Longest total deadline accepted (an hour); longer ones overflow the thread wait."""

JSON_OBJECT_MARKERS: Final[tuple[str, ...]] = (
    "deepseek",
    "qwen",
    "dashscope",
    "moonshot",
    "kimi",
    "bigmodel",
    "glm",
    "minimax",
)
"""Base URLs or model names containing one of these get ``json_object`` under ``auto``:
these providers (DeepSeek, Qwen/DashScope, Moonshot/Kimi, Zhipu GLM, MiniMax) do not
serve strict ``json_schema`` response formats on their OpenAI-compatible APIs, or not in
every mode."""

_KNOWN_HOSTS: Final[dict[str, str]] = {
    "api.openai.com": "openai",
    "api.deepseek.com": "deepseek",
    "dashscope.aliyuncs.com": "qwen",
    "dashscope-intl.aliyuncs.com": "qwen",
    "api.moonshot.cn": "moonshot",
    "api.moonshot.ai": "moonshot",
    "open.bigmodel.cn": "zhipu",
    "api.anthropic.com": "anthropic",
    "generativelanguage.googleapis.com": "google",
    "api.mistral.ai": "mistral",
    "api.groq.com": "groq",
    "openrouter.ai": "openrouter",
    "api.together.xyz": "together",
}


class JudgeConfig(Model):
    """How to reach and run the judge; the client itself is injected separately."""

    model: Annotated[str, Field(min_length=1)]
    """Model name sent to the endpoint."""
    base_url: str | None = None
    """Endpoint base URL; used for the judge mode and the ``auto`` response mode only."""
    provider: str | None = None
    """Provider name compared with ``request.generator.provider``; derived from the base
    URL's host when absent (``api.deepseek.com`` -> ``deepseek``)."""
    timeout_s: float = DEFAULT_TIMEOUT_S
    """Hard total deadline of one judge call, all attempts included, in seconds."""
    max_attempts: Annotated[int, Field(ge=1, le=5)] = DEFAULT_MAX_ATTEMPTS
    """Requests per judge call at most; a void reply is fed back on the next attempt."""
    response_mode: Literal["auto", "json_schema", "json_object"] = "auto"
    """``json_schema``: strict structured output; ``json_object``: JSON mode with the
    schema in the prompt; ``auto``: ``json_object`` for JSON_OBJECT_MARKERS, else
    ``json_schema`` (falling back to ``json_object`` after an HTTP 400)."""
    max_tokens: Annotated[int, Field(ge=1)] | None = None
    """Upper bound on reply tokens, sent only when set."""

    @field_validator("timeout_s")
    @classmethod
    def _positive_finite(cls, value: float) -> float:
        if not math.isfinite(value) or not 0 < value <= MAX_TIMEOUT_S:
            raise ValueError(
                f"timeout_s must be a positive number of seconds up to {MAX_TIMEOUT_S:g}, "
                f"not {value!r}"
            )
        return value


def resolve_response_mode(config: JudgeConfig) -> ResponseMode:
    """Return the response mode of the first attempt.

    Example:
        >>> resolve_response_mode(JudgeConfig(model="deepseek-chat"))
        'json_object'
        >>> resolve_response_mode(JudgeConfig(model="gpt-4o-mini"))
        'json_schema'
        >>> resolve_response_mode(JudgeConfig(model="m", base_url="https://dashscope.aliyuncs.com/v1"))
        'json_object'
    """
    if config.response_mode != "auto":
        return config.response_mode
    haystack = f"{config.base_url or ''} {config.model}".lower()
    if any(marker in haystack for marker in JSON_OBJECT_MARKERS):
        return "json_object"
    return "json_schema"


def provider_of(config: JudgeConfig) -> str | None:
    """Return the judge's provider: configured, else named after the base URL's host.

    Example:
        >>> provider_of(JudgeConfig(model="m", base_url="https://api.deepseek.com/v1"))
        'deepseek'
        >>> provider_of(JudgeConfig(model="m", base_url="http://127.0.0.1:8080/v1"))
        '127.0.0.1'
        >>> provider_of(JudgeConfig(model="m")) is None
        True
    """
    if config.provider:
        return config.provider
    if not config.base_url:
        return None
    host = (urlsplit(config.base_url).hostname or "").lower()
    return _KNOWN_HOSTS.get(host, host or None)


def judge_mode(config: JudgeConfig, generator: Generator | None) -> JudgeMode:
    """Return ``same_provider_separate_pass`` when provider and model equal the generator's.

    Provider names compare case-insensitively; model names exactly.

    Example:
        >>> config = JudgeConfig(model="deepseek-chat", base_url="https://api.deepseek.com")
        >>> judge_mode(config, Generator(provider="DeepSeek", model="deepseek-chat"))
        'same_provider_separate_pass'
        >>> judge_mode(config, Generator(provider="deepseek", model="deepseek-reasoner"))
        'separate_model'
        >>> judge_mode(config, None)
        'separate_model'
    """
    provider = provider_of(config)
    if (
        generator is not None
        and provider is not None
        and provider.casefold() == generator.provider.casefold()
        and config.model == generator.model
    ):
        return "same_provider_separate_pass"
    return "separate_model"
