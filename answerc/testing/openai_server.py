"""A small OpenAI-compatible Chat Completions server on 127.0.0.1 with scripted replies.

For tests of anything that talks to an LLM through the ``openai`` client: point the real
client at ``server.base_url`` and script what the "model" answers, including the ways a
provider fails (HTTP errors, garbage, a reply that hangs, a reply that trickles in one
byte at a time). Standard library only; it never imports ``openai``.

Example:
    >>> from answerc.testing.openai_server import OpenAIServer, Reply
    >>> with OpenAIServer([Reply.completion("hello")]) as server:
    ...     server.base_url.startswith("http://127.0.0.1:")
    True
"""

from __future__ import annotations

import functools
import json
import threading
import time
import zlib
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from types import TracebackType
from typing import Any, Final

DEFAULT_USAGE: Final[Mapping[str, int]] = {
    "prompt_tokens": 120,
    "completion_tokens": 40,
    "total_tokens": 160,
}
ALL_OK_FINDINGS: Final[Mapping[str, str]] = {
    "entailment": "ok",
    "negation": "ok",
    "numbers": "ok",
    "time_version": "ok",
    "conditions": "ok",
    "abstention": "ok",
}


def chat_completion(
    content: str | None,
    *,
    finish_reason: str = "stop",
    usage: Mapping[str, int] | None = DEFAULT_USAGE,
    model: str = "scripted-judge",
) -> dict[str, Any]:
    """Return the JSON body of a Chat Completions response with one choice."""
    body: dict[str, Any] = {
        "id": "chatcmpl-scripted",
        "object": "chat.completion",
        "created": 0,
        "model": model,
        "choices": [
            {
                "index": 0,
                "message": {"role": "assistant", "content": content},
                "finish_reason": finish_reason,
            }
        ],
    }
    if usage is not None:
        body["usage"] = dict(usage)
    return body


def opinion_json(
    verdict: str,
    evidence_ids: Iterable[str] = ("K1",),
    *,
    reasons: Iterable[str] = (),
    findings: Mapping[str, str] | None = None,
    extra: Mapping[str, Any] | None = None,
) -> str:
    """Return a judge opinion as JSON text; ``extra`` adds top-level fields (to test voiding).

    Example:
        >>> json.loads(opinion_json("supported"))["evidence_ids"]
        ['K1']
    """
    if findings is None:
        problem = {
            "contradicted": "entailment",
            "insufficient_evidence": "entailment",
            "over_abstained": "abstention",
        }.get(verdict)
        findings = {**ALL_OK_FINDINGS, **({problem: "problem"} if problem else {})}
    value: dict[str, Any] = {
        "verdict": verdict,
        "evidence_ids": list(evidence_ids),
        "reasons": list(reasons),
        "findings": dict(findings),
        **(extra or {}),
    }
    return json.dumps(value, ensure_ascii=False)


@dataclass(frozen=True)
class Reply:
    """One scripted HTTP response."""

    status: int = 200
    body: bytes = b""
    content_type: str = "application/json"
    delay_s: float = 0.0
    """Seconds to wait before answering."""
    hang: bool = False
    """Never answer (until the server stops)."""
    trickle_interval_s: float | None = None
    """Send the body one byte per interval (headers promptly, with the full length)."""
    headers: tuple[tuple[str, str], ...] = ()
    """Extra response headers (e.g. ``Content-Encoding``)."""

    @classmethod
    def completion(
        cls,
        content: str | None,
        *,
        finish_reason: str = "stop",
        usage: Mapping[str, int] | None = DEFAULT_USAGE,
        delay_s: float = 0.0,
    ) -> Reply:
        """A 200 chat completion whose assistant message is ``content``."""
        body = chat_completion(content, finish_reason=finish_reason, usage=usage)
        return cls(body=json.dumps(body, ensure_ascii=False).encode(), delay_s=delay_s)

    @classmethod
    def opinion(
        cls,
        verdict: str,
        evidence_ids: Iterable[str] = ("K1",),
        *,
        reasons: Iterable[str] = (),
        findings: Mapping[str, str] | None = None,
        extra: Mapping[str, Any] | None = None,
    ) -> Reply:
        """A chat completion carrying a judge opinion (see ``opinion_json``)."""
        text = opinion_json(verdict, evidence_ids, reasons=reasons, findings=findings, extra=extra)
        return cls.completion(text)

    @classmethod
    def error(cls, status: int = 500, message: str = "scripted failure") -> Reply:
        """An HTTP error with an OpenAI-style error body."""
        body = {"error": {"message": message, "type": "server_error", "code": None}}
        return cls(status=status, body=json.dumps(body).encode())

    @classmethod
    def raw(cls, body: bytes, *, status: int = 200, content_type: str = "text/plain") -> Reply:
        """Any bytes at all, e.g. an HTML error page where JSON was expected."""
        return cls(status=status, body=body, content_type=content_type)

    # Hostile replies (each one a way a provider or a man in the middle has broken a client):
    # the judge must treat every one as void, within bounded time and memory.

    @classmethod
    def mislabeled(cls, content: str, *, content_type: str = "text/html") -> Reply:
        """A valid completion served under a content type that is not JSON."""
        body = json.dumps(chat_completion(content), ensure_ascii=False).encode()
        return cls(body=body, content_type=content_type)

    @classmethod
    def deeply_nested(cls, depth: int = 100_000) -> Reply:
        """A JSON body nested ``depth`` arrays deep (a recursive parser overflows)."""
        return cls(body=b'{"choices":' + b"[" * depth + b"]" * depth + b"}")

    @classmethod
    def huge_usage(cls, content: str, *, digits: int = 5000) -> Reply:
        """A valid completion whose ``usage.total_tokens`` is an integer of ``digits`` digits."""
        body = json.dumps(chat_completion(content), ensure_ascii=False)
        body = body.replace('"total_tokens": 160', '"total_tokens": ' + "9" * digits)
        return cls(body=body.encode())

    @classmethod
    def oversized(cls, content: str, *, size: int = 64 * 1024 * 1024) -> Reply:
        """A valid completion padded with spaces to ``size`` bytes (a body too large to read)."""
        body = json.dumps(chat_completion(content), ensure_ascii=False).encode()
        return cls(body=body + b" " * max(size - len(body), 0))

    @classmethod
    def gzip_bomb(cls, *, inflated: int = 1 << 30) -> Reply:
        """``Content-Encoding: gzip`` of a body that inflates to ``inflated`` bytes
        (about 1 MB on the wire for 1 GiB)."""
        return cls(body=_gzip_of_spaces(inflated), headers=(("Content-Encoding", "gzip"),))

    @classmethod
    def hanging(cls) -> Reply:
        """Accept the request and never answer."""
        return cls(hang=True)

    @classmethod
    def trickling(cls, content: str, *, interval_s: float = 0.25) -> Reply:
        """A valid completion sent one byte per ``interval_s``: no read ever times out."""
        body = json.dumps(chat_completion(content), ensure_ascii=False).encode()
        return cls(body=body, trickle_interval_s=interval_s)


@functools.lru_cache(maxsize=4)
def _gzip_of_spaces(size: int) -> bytes:
    """Gzip bytes of ``size`` spaces after an opening brace, built chunk by chunk."""
    packer = zlib.compressobj(9, zlib.DEFLATED, 31)
    chunk = b" " * (1 << 20)
    parts = [packer.compress(b"{")]
    left = size
    while left > 0:
        parts.append(packer.compress(chunk[: min(left, len(chunk))]))
        left -= len(chunk)
    parts.append(packer.flush())
    return b"".join(parts)


Script = Sequence[Reply] | Callable[[dict[str, Any]], Reply]


@dataclass
class _State:
    script: Script
    default: Reply | None
    stop: threading.Event = field(default_factory=threading.Event)
    lock: threading.Lock = field(default_factory=threading.Lock)
    requests: list[dict[str, Any]] = field(default_factory=list)

    def next_reply(self, body: dict[str, Any]) -> Reply:
        with self.lock:
            index = len(self.requests)
            self.requests.append(body)
        if callable(self.script):
            return self.script(body)
        if index < len(self.script):
            return self.script[index]
        if self.default is not None:
            return self.default
        return Reply.error(500, f"script exhausted after {len(self.script)} replies")


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    disable_nagle_algorithm = True  # headers and body go out in two writes
    server: _Server

    def log_message(self, format: str, *args: Any) -> None:
        """Stay quiet: tests read the recorded requests instead."""

    def do_POST(self) -> None:
        """Answer ``POST .../chat/completions`` from the script."""
        state = self.server.state
        length = int(self.headers.get("Content-Length") or 0)
        raw = self.rfile.read(length)
        if not self.path.rstrip("/").endswith("/chat/completions"):
            self._send(Reply.error(404, f"no route {self.path}"))
            return
        try:
            body = json.loads(raw)
        except ValueError:
            body = {"_unparsed": raw.decode("utf-8", "replace")}
        self._send(state.next_reply(body if isinstance(body, dict) else {"_body": body}))

    def _send(self, reply: Reply) -> None:
        stop = self.server.state.stop
        if reply.hang:
            stop.wait()
            self.close_connection = True
            return
        if reply.delay_s and stop.wait(reply.delay_s):
            self.close_connection = True
            return
        self.send_response(reply.status)
        self.send_header("Content-Type", reply.content_type)
        self.send_header("Content-Length", str(len(reply.body)))
        for name, value in reply.headers:
            self.send_header(name, value)
        self.end_headers()
        if reply.trickle_interval_s is None:
            try:
                self.wfile.write(reply.body)
            except OSError:  # the client gave up on a large body: expected here
                self.close_connection = True
            return
        self.wfile.flush()
        for index in range(len(reply.body)):
            if stop.wait(reply.trickle_interval_s):
                self.close_connection = True
                return
            self.wfile.write(reply.body[index : index + 1])
            self.wfile.flush()


class _Server(ThreadingHTTPServer):
    daemon_threads = True
    block_on_close = False

    def __init__(self, state: _State) -> None:
        super().__init__(("127.0.0.1", 0), _Handler)
        self.state = state

    def handle_error(self, request: Any, client_address: Any) -> None:
        """A client that hung up mid-reply (a deadline passed) is expected, not an error."""


class OpenAIServer:
    """An OpenAI-compatible server on 127.0.0.1 (ephemeral port), as a context manager.

    Args:
        script: Replies served in order, or a function from the request body to a reply.
        default: Served once a sequence script is exhausted (else HTTP 500).

    ``requests`` holds the parsed JSON body of every chat request received, in order.
    """

    def __init__(self, script: Script = (), *, default: Reply | None = None) -> None:
        self._state = _State(script=script, default=default)
        self._server: _Server | None = None
        self._thread: threading.Thread | None = None

    @property
    def requests(self) -> list[dict[str, Any]]:
        """The chat request bodies received so far."""
        with self._state.lock:
            return list(self._state.requests)

    @property
    def base_url(self) -> str:
        """The ``base_url`` to give an OpenAI client, ending in ``/v1``."""
        if self._server is None:
            raise RuntimeError("the server is not running")
        host, port = self._server.server_address[:2]
        return f"http://{host!s}:{port}/v1"

    def start(self) -> OpenAIServer:
        """Start serving in a daemon thread."""
        self._server = _Server(self._state)
        self._thread = threading.Thread(
            target=self._server.serve_forever,
            kwargs={"poll_interval": 0.05},
            name="answerc-openai-server",
            daemon=True,
        )
        self._thread.start()
        return self

    def stop(self) -> None:
        """Release hanging and trickling replies, stop serving and close the socket."""
        self._state.stop.set()
        if self._server is not None:
            self._server.shutdown()
            self._server.server_close()
        if self._thread is not None:
            self._thread.join(timeout=5)
        self._server = None
        self._thread = None

    def __enter__(self) -> OpenAIServer:
        return self.start()

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.stop()


def wait_for(predicate: Callable[[], bool], timeout_s: float = 5.0) -> bool:
    """Poll ``predicate`` until it holds or ``timeout_s`` passes; return the last result."""
    end = time.monotonic() + timeout_s
    while not predicate():
        if time.monotonic() >= end:
            return False
        time.sleep(0.01)
    return True
