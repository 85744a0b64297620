"""Start ``answerc serve`` for real on 127.0.0.1 (a free port) and talk HTTP to it.

Every wait is bounded: start-up, each request and the shutdown have a deadline.
"""

from __future__ import annotations

import http.client
import json
import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
START_TIMEOUT_S = 60.0
REQUEST_TIMEOUT_S = 30.0
STOP_TIMEOUT_S = 30.0


def free_port() -> int:
    """A TCP port on 127.0.0.1 that nothing listened on a moment ago."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


@dataclass
class Reply:
    """One HTTP response: status, headers (lower-case names) and body bytes."""

    status: int
    headers: dict[str, str]
    body: bytes

    def json(self) -> Any:
        """The body parsed as JSON."""
        return json.loads(self.body)


@dataclass
class Server:
    """A running ``answerc serve`` subprocess."""

    proc: subprocess.Popen[bytes]
    port: int
    log: Path

    @property
    def base_url(self) -> str:
        """http://127.0.0.1:PORT"""
        return f"http://127.0.0.1:{self.port}"

    def request(
        self,
        method: str,
        path: str,
        body: bytes | None = None,
        headers: Mapping[str, str] | None = None,
    ) -> Reply:
        """Send one request on a fresh connection and read the whole response."""
        conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=REQUEST_TIMEOUT_S)
        try:
            conn.request(method, path, body=body, headers=dict(headers or {}))
            response = conn.getresponse()
            data = response.read()
            names = {k.lower(): v for k, v in response.getheaders()}
            return Reply(response.status, names, data)
        finally:
            conn.close()

    def post(self, path: str, body: bytes, content_type: str = "application/json") -> Reply:
        """POST a body with a Content-Type."""
        return self.request("POST", path, body, {"Content-Type": content_type})

    def open_partial(self, path: str, body: bytes, sent: int) -> socket.socket:
        """Send the headers and the first ``sent`` bytes of a POST; the rest comes later."""
        sock = socket.create_connection(("127.0.0.1", self.port), timeout=REQUEST_TIMEOUT_S)
        head = (
            f"POST {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
            f"Content-Length: {len(body)}\r\nConnection: close\r\n\r\n"
        ).encode("ascii")
        sock.sendall(head + body[:sent])
        return sock

    def log_text(self) -> str:
        """What the server wrote to stdout and stderr so far."""
        return self.log.read_text(encoding="utf-8", errors="replace")


def finish_partial(sock: socket.socket, rest: bytes) -> Reply:
    """Send the rest of a partial request and read the response until the server closes."""
    sock.sendall(rest)
    return read_until_closed(sock)


def read_until_closed(sock: socket.socket) -> Reply:
    """Read an HTTP/1.1 response on a Connection: close socket."""
    chunks = []
    try:
        while chunk := sock.recv(65536):
            chunks.append(chunk)
    finally:
        sock.close()
    raw = b"".join(chunks)
    head, _, body = raw.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    status = int(lines[0].split()[1])
    headers = {}
    for line in lines[1:]:
        name, _, value = line.partition(":")
        headers[name.strip().lower()] = value.strip()
    return Reply(status, headers, body)


def _wait_ready(server: Server) -> None:
    deadline = time.monotonic() + START_TIMEOUT_S
    while time.monotonic() < deadline:
        if server.proc.poll() is not None:
            raise RuntimeError(f"answerc serve exited early:\n{server.log_text()}")
        try:
            if server.request("GET", "/readyz").status == 200:
                return
        except OSError:
            pass
        time.sleep(0.1)
    raise RuntimeError(f"answerc serve not ready in {START_TIMEOUT_S} s:\n{server.log_text()}")


def stop(server: Server) -> int:
    """SIGTERM, then wait (bounded); kill only if it never stops. Returns the exit code."""
    if server.proc.poll() is None:
        server.proc.send_signal(signal.SIGTERM)
    try:
        return server.proc.wait(timeout=STOP_TIMEOUT_S)
    except subprocess.TimeoutExpired:
        server.proc.kill()
        server.proc.wait(timeout=STOP_TIMEOUT_S)
        raise


@contextmanager
def running_server(tmp: Path, *args: str, env: Mapping[str, str] | None = None) -> Iterator[Server]:
    """Start ``python -m answerc serve --port P ARGS`` and stop it afterwards."""
    port = free_port()
    log = tmp / f"serve-{port}.log"
    full_env = {**os.environ, **(env or {})}
    full_env.pop("ANSWERC_DEBUG", None)
    with log.open("wb") as out:
        proc = subprocess.Popen(
            [sys.executable, "-m", "answerc", "serve", "--port", str(port), *args],
            stdout=out,
            stderr=subprocess.STDOUT,
            stdin=subprocess.DEVNULL,
            cwd=ROOT,
            env=full_env,
        )
    server = Server(proc, port, log)
    try:
        _wait_ready(server)
        yield server
    finally:
        if proc.poll() is None:
            stop(server)
