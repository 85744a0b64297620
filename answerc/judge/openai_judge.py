"""The only module that imports ``openai``: one Chat Completions request, errors translated.

Works with the ``openai`` package from 1.40 (the first with ``json_schema`` response
formats) to 3.x (which runs on ``httpx2``); it uses only ``OpenAI(base_url=, api_key=,
max_retries=, timeout=, http_client=)``, ``with_options`` and
``chat.completions.create``. Callers never see an ``openai`` exception: this module
raises JudgeTransportError and JudgeOutputError (STYLE rule 4).
"""

from __future__ import annotations

import zlib
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

try:  # openai 3.x runs on httpx2, earlier versions on httpx (the same API)
    import httpx2 as httpx
except ImportError:  # pragma: no cover - depends on the installed openai
    import httpx  # type: ignore[no-redef,import-not-found,unused-ignore]

MAX_REPLY_BYTES: Final = 4 * 1024 * 1024
"""Bytes of a judge reply read at most, on the wire and again after gzip/deflate decoding;
a longer reply is void. A judge opinion is a few kilobytes."""
_ENCODINGS: Final = {"gzip": 31, "x-gzip": 31, "deflate": 15}
"""Content encodings decoded here (zlib window bits); any other one makes the reply void."""

_MAX_MESSAGE: Final = 300
"""Characters of a provider's error message kept in the trace."""
_USAGE_KEYS: Final = ("prompt_tokens", "completion_tokens", "total_tokens")


def _short(text: object) -> str:
    value = " ".join(str(text).split())
    return value if len(value) <= _MAX_MESSAGE else value[: _MAX_MESSAGE - 1] + "…"


class VoidTransportReply(Exception):
    """The judge endpoint's reply is too large, wrongly encoded, or not strict JSON."""


def _read_capped(response: Any) -> bytes:
    """The raw (still encoded) body, at most MAX_REPLY_BYTES of it."""
    length = response.headers.get("content-length")
    if (
        length is not None
        and length.isdigit()
        and len(length) < 20
        and int(length) > MAX_REPLY_BYTES
    ):
        raise VoidTransportReply(f"reply of {length} bytes is over {MAX_REPLY_BYTES}")
    parts: list[bytes] = []
    total = 0
    for chunk in response.iter_raw():
        total += len(chunk)
        if total > MAX_REPLY_BYTES:
            raise VoidTransportReply(f"reply is over {MAX_REPLY_BYTES} bytes")
        parts.append(chunk)
    return b"".join(parts)


def _decoded(raw: bytes, encoding: str) -> bytes:
    """``raw`` decoded (gzip/deflate, several layers allowed), at most MAX_REPLY_BYTES."""
    for layer in reversed([part.strip().lower() for part in encoding.split(",")]):
        if layer in ("", "identity"):
            continue
        bits = _ENCODINGS.get(layer)
        if bits is None:
            raise VoidTransportReply(f"reply uses the content encoding {layer!r}")
        unpacker = zlib.decompressobj(bits)
        try:
            out = unpacker.decompress(raw, MAX_REPLY_BYTES + 1)
        except zlib.error as err:
            raise VoidTransportReply(f"reply is not valid {layer}: {err}") from None
        if len(out) > MAX_REPLY_BYTES or unpacker.unconsumed_tail:
            raise VoidTransportReply(f"reply inflates past {MAX_REPLY_BYTES} bytes")
        raw = out
    return raw


def _is_json_type(content_type: str) -> bool:
    media = content_type.split(";", 1)[0].strip().lower()
    return media == "application/json" or media.endswith("+json")


class CappedTransport(httpx.BaseTransport):
    """An HTTP transport that reads at most MAX_REPLY_BYTES (before and after decoding)
    and hands the client only strict JSON: a success reply that is not JSON by its content
    type, nests deeper than 32, holds an integer beyond I-JSON or a duplicate key is void
    before any JSON parser of the client sees it (a recursive parser overflows on 100 000
    nested arrays; ``int()`` refuses 5 000 digits)."""

    def __init__(self, inner: Any | None = None) -> None:
        self._inner = inner if inner is not None else httpx.HTTPTransport()

    def handle_request(self, request: Any) -> Any:
        """Send ``request``; return the reply with its body read, decoded and checked."""
        response = self._inner.handle_request(request)
        if response.is_stream_consumed:  # an inner transport that read (and decoded) it
            body = response.content
            if len(body) > MAX_REPLY_BYTES:
                raise VoidTransportReply(f"reply is over {MAX_REPLY_BYTES} bytes")
        else:
            try:
                raw = _read_capped(response)
            finally:
                response.close()
            body = _decoded(raw, response.headers.get("content-encoding", ""))
        if 200 <= response.status_code < 300:
            if not _is_json_type(response.headers.get("content-type", "")):
                kind = response.headers.get("content-type", "no content type")
                raise VoidTransportReply(f"reply is {kind!r}, not application/json")
            _check_json(body)
        elif not _strict_json_or_text(body):
            body = b"(error body withheld: not strict JSON)"
        headers = [
            (name, value)
            for name, value in response.headers.items()
            if name.lower() not in ("content-encoding", "content-length", "transfer-encoding")
        ]
        return httpx.Response(
            response.status_code,
            headers=headers,
            content=body,
            request=request,
            extensions=response.extensions,
        )

    def close(self) -> None:
        """Close the wrapped transport."""
        self._inner.close()


def _check_json(body: bytes) -> None:
    from answerc.contract.wire import parse_json
    from answerc.errors import ContractError

    try:
        parse_json(body)
    except ContractError as err:
        raise VoidTransportReply(f"reply is not strict JSON ({err.path}: {err.message})") from None


def _strict_json_or_text(body: bytes) -> bool:
    """An error body the client may read: strict JSON, or text without any JSON container."""
    try:
        _check_json(body)
    except VoidTransportReply:
        return b"{" not in body and b"[" not in body
    return True


def _void_cause(err: BaseException) -> VoidTransportReply | None:
    seen: BaseException | None = err
    for _ in range(8):
        if seen is None:
            return None
        if isinstance(seen, VoidTransportReply):
            return seen
        seen = seen.__cause__ or seen.__context__
    return None


@contextmanager
def _openai_errors(model: str) -> Iterator[None]:
    """Translate openai's exceptions into answerc's, once, here."""
    try:
        yield
    except VoidTransportReply as err:
        raise JudgeOutputError(
            f"judge reply is void: {err}", model=model, raw="", attempts=1
        ) from err
    except openai.APIStatusError as err:
        status = err.status_code
        raise JudgeTransportError(
            f"judge HTTP {status}: {_short(err.message)}", model=model, status=status
        ) from err
    except openai.APITimeoutError as err:
        raise JudgeTransportError("judge read timed out", model=model, status=None) from err
    except openai.APIConnectionError as err:
        void = _void_cause(err)
        if void is not None:
            raise JudgeOutputError(
                f"judge reply is void: {void}", model=model, raw="", attempts=1
            ) from err
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
    http_client = httpx.Client(
        transport=CappedTransport(),
        timeout=timeout_s,
        headers={"Accept-Encoding": ", ".join(e for e in _ENCODINGS if e != "x-gzip")},
    )
    return openai.OpenAI(
        base_url=base_url,
        api_key=api_key,
        max_retries=0,
        timeout=timeout_s,
        http_client=http_client,
    )
