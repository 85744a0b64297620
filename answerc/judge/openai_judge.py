"""The only module that imports ``openai``: one Chat Completions request, errors translated.

Works with the ``openai`` package from 1.40 (the first with ``json_schema`` response
formats) to 3.x (which runs on ``httpx2``); it uses only ``OpenAI(base_url=, api_key=,
max_retries=, timeout=, http_client=)``, ``with_options`` and
``chat.completions.create``. Callers never see an ``openai`` exception: this module
raises JudgeTransportError and JudgeOutputError (STYLE rule 4).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from typing import Any, Final

from answerc.errors import JudgeOutputError, JudgeTransportError
from answerc.judge.trace import ChatReply

try:
    import openai
except ImportError as err:  # pragma: no cover - depends on the installation
    raise ImportError(
        "the answerc judge needs the openai package: pip install 'answerc[judge]'"
    ) from err

_MAX_MESSAGE: Final = 300
"""Characters of a provider's error message kept in the trace."""
_USAGE_KEYS: Final = ("prompt_tokens", "completion_tokens", "total_tokens")


def _short(text: object) -> str:
    value = " ".join(str(text).split())
    return value if len(value) <= _MAX_MESSAGE else value[: _MAX_MESSAGE - 1] + "…"


@contextmanager
def _openai_errors(model: str) -> Iterator[None]:
    """Translate openai's exceptions into answerc's, once, here."""
    try:
        yield
    except openai.APIStatusError as err:
        status = err.status_code
        raise JudgeTransportError(
            f"judge HTTP {status}: {_short(err.message)}", model=model, status=status
        ) from err
    except openai.APITimeoutError as err:
        raise JudgeTransportError("judge read timed out", model=model, status=None) from err
    except openai.APIConnectionError as err:
        raise JudgeTransportError(
            f"judge unreachable: {_short(err.message)}", model=model, status=None
        ) from err
    except openai.APIResponseValidationError as err:
        raise JudgeOutputError(
            f"judge reply is not a chat completion: {_short(err.message)}",
            model=model,
            raw="",
            attempts=1,
        ) from err
    except openai.OpenAIError as err:
        raise JudgeTransportError(
            f"judge client error: {_short(err)}", model=model, status=None
        ) from err


def _usage(response: object) -> dict[str, int] | None:
    usage = getattr(response, "usage", None)
    if usage is None:
        return None
    counts = {key: getattr(usage, key, None) for key in _USAGE_KEYS}
    kept = {
        key: value
        for key, value in counts.items()
        if isinstance(value, int) and not isinstance(value, bool) and value >= 0
    }
    return kept or None


def reply_of(response: object, *, model: str) -> ChatReply:
    """Read content, finish reason and usage from a chat completion, trusting nothing.

    openai parses responses leniently (a non-JSON body comes back as ``str``, a wrong
    shape as a half-empty model), so every field is checked here.

    Raises:
        JudgeOutputError: the response is not a chat completion with one choice.
    """
    choices = getattr(response, "choices", None)
    if not isinstance(choices, list) or not choices:
        raw = response if isinstance(response, str) else repr(response)
        raise JudgeOutputError(
            "judge reply is not a chat completion (no choices)",
            model=model,
            raw=raw[:_MAX_MESSAGE],
            attempts=1,
        )
    choice = choices[0]
    message = getattr(choice, "message", None)
    content = getattr(message, "content", None)
    finish_reason = getattr(choice, "finish_reason", None)
    return ChatReply(
        content=content if isinstance(content, str) else None,
        finish_reason=finish_reason if isinstance(finish_reason, str) else None,
        usage=_usage(response),
    )


class OpenAIChat:
    """A ChatFn over an injected ``openai.OpenAI`` client (its own retries turned off).

    Example:
        >>> chat = OpenAIChat(openai.OpenAI(api_key="k", base_url="http://127.0.0.1:9/v1"))
        >>> chat.client.max_retries
        0
    """

    def __init__(self, client: openai.OpenAI) -> None:
        # answerc's own loop retries within the total deadline; hidden retries would not
        self.client = client.with_options(max_retries=0)

    def __call__(self, body: Mapping[str, Any], *, timeout_s: float) -> ChatReply:
        """Send one Chat Completions request and return the reply."""
        model = str(body.get("model", ""))
        completions: Any = self.client.chat.completions
        with _openai_errors(model):
            response = completions.create(**body, timeout=timeout_s)
        return reply_of(response, model=model)


def make_client(base_url: str, api_key: str, *, timeout_s: float) -> openai.OpenAI:
    """Build a client for an OpenAI-compatible endpoint (the CLI edge calls this).

    ``timeout_s`` bounds each network read; run_judge enforces the total deadline.
    """
    return openai.OpenAI(base_url=base_url, api_key=api_key, max_retries=0, timeout=timeout_s)
