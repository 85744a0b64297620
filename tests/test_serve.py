"""answerc serve, started for real on 127.0.0.1: CLI bytes, problems, limits, shutdown."""

from __future__ import annotations

import http.client
import io
import json
import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path

import jsonschema  # type: ignore[import-untyped]
import pytest

pytest.importorskip("fastapi", reason="answerc serve needs the serve extra (FastAPI)")
pytest.importorskip("uvicorn", reason="answerc serve needs the serve extra (uvicorn)")

from answerc.cli import main
from answerc.contract.schemas import WIRE_MODELS, schema_text, shipped_schema
from answerc.testing import OpenAIServer, Reply
from tests.serve_support import (
    ROOT,
    Server,
    finish_partial,
    read_until_closed,
    running_server,
    stop,
)
from tests.serve_support import Reply as HttpReply

REQUESTS = sorted((ROOT / "fixtures" / "requests").glob("*.json"))
REFUND = ROOT / "fixtures" / "requests" / "refund-call-chain.json"
PROBLEM_KEYS = {"type", "title", "status", "detail"}


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """One server with the default settings for the tests that do not stop it."""
    with running_server(tmp_path_factory.mktemp("serve")) as running:
        yield running


def cli_bytes(*args: str) -> bytes:
    """What the CLI prints for these arguments (same code path as the installed command)."""
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        code = main(list(args))
    assert code == 0, err.getvalue()
    return out.getvalue().encode("utf-8")


def assert_problem(reply: HttpReply, status: int, path: str | None) -> dict[str, object]:
    """The reply is an RFC 9457 problem with this status and JSON path."""
    assert reply.status == status, (reply.status, reply.body)
    assert reply.headers["content-type"] == "application/problem+json"
    body = reply.json()
    assert set(body) >= PROBLEM_KEYS, body
    assert body["status"] == status and body["type"].startswith("https://answerc.dev/problems/")
    assert body.get("path") == path, body
    assert isinstance(body["detail"], str) and body["detail"]
    return dict(body)


QUERIES = [
    ("", ()),
    ("?format=markdown", ("--format", "markdown")),
    ("?format=markdown&locale=en", ("--format", "markdown", "--locale", "en")),
    ("?markdown=true&locale=en", ("--markdown", "--locale", "en")),
]


@pytest.mark.parametrize("path", REQUESTS, ids=[p.stem for p in REQUESTS])
def test_compile_pack_and_check_bodies_equal_the_cli_bytes(server: Server, path: Path) -> None:
    """For every fixture each operation's body is byte-identical to the CLI's output."""
    body = path.read_bytes()
    for query, flags in QUERIES:
        reply = server.post(f"/v1/compile{query}", body)
        assert reply.status == 200, reply.body
        assert reply.body == cli_bytes("compile", str(path), *flags), query
        markdown = "format=markdown" in query
        assert reply.headers["content-type"].startswith(
            "text/markdown" if markdown else "application/json"
        )
    for operation in ("pack", "check"):
        reply = server.post(f"/v1/{operation}", body)
        assert (reply.status, reply.body) == (200, cli_bytes(operation, str(path))), operation


def test_pack_body_validates_against_the_shipped_schema(server: Server) -> None:
    """/v1/pack returns a PackResult whose K ids /v1/compile then checks."""
    raw = json.loads(REFUND.read_bytes())
    packed = server.post("/v1/pack", json.dumps({**raw, "draft": None}).encode()).json()
    jsonschema.Draft202012Validator(shipped_schema("PackResult")).validate(packed)
    item = packed["agent_view"]["items"][0]
    draft = {"claims": [{"text": "x", "citations": [item["id"]]}]}
    compiled = server.post("/v1/compile", json.dumps({**raw, "draft": draft}).encode()).json()
    assert [i["id"] for i in compiled["pack"]["items"]] == [
        i["id"] for i in packed["agent_view"]["items"]
    ]
    assert compiled["grounding"]["claims"][0]["citations"] == [item["id"]]


@pytest.mark.parametrize(
    ("payload", "path"),
    [
        (b'{"query": "q", "hits": [{"document_id": "d", "excerpt": "x", "score": NaN}]}', "$"),
        (b'{"query": "q", "hits": [{"document_id": "d"}]}', "$.hits[0].excerpt"),
        (b'{"query": "q", "query": "r"}', "$.query"),
        (b'{"query": "q", "judge_base_url": "http://elsewhere.invalid/v1"}', "$.judge_base_url"),
        (b"\xff\xfe", "$"),
        (b"", "$"),
        (b"[1, 2]", "$"),
        (
            b'{"query": "q", "hits": [{"document_id": "d", "excerpt": "x", "score": "0.9"}]}',
            "$.hits[0].score",
        ),
    ],
    ids=["nan", "missing", "duplicate", "unknown-field", "not-utf8", "empty", "array", "type"],
)
def test_invalid_input_is_400_with_the_json_path(server: Server, payload: bytes, path: str) -> None:
    """Every operation answers bad input with a 400 problem naming the path, as the CLI exit 2."""
    for operation in ("compile", "pack", "check"):
        assert_problem(server.post(f"/v1/{operation}", payload), 400, path)


@pytest.mark.parametrize(
    "query",
    ["?format=xml", "?locale=fr", "?judge_base_url=http://x.invalid", "?format=json&format=json"],
)
def test_bad_query_parameters_are_400_naming_the_parameter(server: Server, query: str) -> None:
    """Unknown, repeated or invalid query parameters are rejected; none can reach the judge."""
    name = query[1:].split("=")[0]
    assert_problem(server.post(f"/v1/compile{query}", REFUND.read_bytes()), 400, f"?{name}")


@pytest.mark.parametrize(
    "content_type",
    [None, "text/plain", "application/x-www-form-urlencoded", "application/json; charset=latin-1"],
)
def test_a_body_that_is_not_json_is_415(server: Server, content_type: str | None) -> None:
    """Only application/json (UTF-8) is accepted."""
    headers = {} if content_type is None else {"Content-Type": content_type}
    reply = server.request("POST", "/v1/compile", REFUND.read_bytes(), headers)
    assert_problem(reply, 415, "$")


def test_json_with_utf8_charset_or_a_json_suffix_is_accepted(server: Server) -> None:
    """application/json; charset=utf-8 and application/*+json are JSON."""
    for content_type in ("application/json; charset=UTF-8", "application/answerc+json"):
        assert server.post("/v1/check", REFUND.read_bytes(), content_type).status == 200


def test_a_declared_body_over_the_limit_is_413_before_any_byte_is_read(server: Server) -> None:
    """Content-Length over 16 MiB gets 413 while the client has sent no body at all."""
    sock = socket.create_connection(("127.0.0.1", server.port), timeout=30)
    sock.sendall(
        b"POST /v1/compile HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
        b"Content-Length: 16777217\r\n\r\n"
    )
    assert_problem(read_until_closed(sock), 413, "$")


def test_a_chunked_body_over_the_limit_is_413(server: Server) -> None:
    """A chunked upload is counted while it arrives and cut at the limit."""

    def chunks() -> Iterator[bytes]:
        piece = b" " * (1 << 20)
        for _ in range(17):
            yield piece

    conn = http.client.HTTPConnection("127.0.0.1", server.port, timeout=30)
    try:
        conn.request(
            "POST",
            "/v1/compile",
            body=chunks(),
            headers={"Content-Type": "application/json"},
            encode_chunked=True,
        )
        response = conn.getresponse()
        status, body = response.status, json.loads(response.read())
    except (BrokenPipeError, ConnectionResetError):
        pytest.fail("the server closed the connection instead of answering 413")
    finally:
        conn.close()
    assert (status, body["path"]) == (413, "$"), body


def test_unknown_routes_methods_and_schemas_are_problems(server: Server) -> None:
    """404 and 405 are problem documents too."""
    assert_problem(server.request("GET", "/v2/compile"), 404, None)
    assert_problem(server.request("GET", "/v1/compile"), 405, None)
    assert_problem(server.request("GET", "/v1/schemas/Nope"), 404, None)


def test_schemas_are_the_shipped_files(server: Server) -> None:
    """GET /v1/schemas/{name} returns answerc schema NAME byte for byte; /v1/schemas lists them."""
    assert server.request("GET", "/v1/schemas").json() == sorted(WIRE_MODELS)
    for name in WIRE_MODELS:
        reply = server.request("GET", f"/v1/schemas/{name}")
        assert reply.status == 200 and reply.body == schema_text(name).encode("utf-8")


def test_health_readiness_and_openapi(server: Server) -> None:
    """healthz and readyz answer 200; openapi.json documents every operation with the schemas."""
    assert server.request("GET", "/healthz").json() == {"status": "ok"}
    assert server.request("GET", "/readyz").json() == {"status": "ready"}
    doc = server.request("GET", "/openapi.json").json()
    assert doc["openapi"].startswith("3.1")
    for path in ("/v1/pack", "/v1/compile", "/v1/check"):
        post = doc["paths"][path]["post"]
        ref = post["requestBody"]["content"]["application/json"]["schema"]["$ref"]
        assert ref == "#/components/schemas/AnswerRequest"
        assert {"200", "400", "413", "415", "503"} <= set(post["responses"])
    assert {"/v1/schemas/{name}", "/healthz", "/readyz"} <= set(doc["paths"])
    components = doc["components"]["schemas"]
    assert components["CompiledAnswer"] == shipped_schema("CompiledAnswer")
    assert {"AnswerRequest", "PackResult", "GroundingReport", "Problem"} <= set(components)


def test_request_bodies_never_reach_the_log(server: Server) -> None:
    """A marker inside valid and invalid bodies appears nowhere in the server's output."""
    marker = "SECRET-MARKER-7f3a"
    raw = json.loads(REFUND.read_bytes())
    good = json.dumps({**raw, "query": f"{marker} 退款"}).encode()
    bad = json.dumps({"query": marker, "hits": [{"document_id": marker}]}).encode()
    assert server.post("/v1/compile", good).status == 200
    assert server.post("/v1/compile", bad).status == 400
    assert server.post("/v1/pack", b'{"' + marker.encode() + b'": 1}').status == 400
    time.sleep(0.2)  # let the access log line reach the file
    log = server.log_text()
    assert '"POST /v1/compile HTTP/1.1" 400' in log
    assert marker not in log


def test_concurrency_limit_answers_503_with_retry_after(tmp_path: Path) -> None:
    """With --max-concurrency 1, a request in flight makes the next one 503; then it is served."""
    body = REFUND.read_bytes()
    with running_server(tmp_path, "--max-concurrency", "1") as server:
        sock = server.open_partial("/v1/compile", body, 50)  # admitted, still uploading
        deadline = time.monotonic() + 10
        reply = server.post("/v1/check", body)
        while reply.status == 200 and time.monotonic() < deadline:  # until the first is admitted
            time.sleep(0.05)
            reply = server.post("/v1/check", body)
        problem = assert_problem(reply, 503, None)
        assert reply.headers["retry-after"] == "1" and "1 requests" in str(problem["detail"])
        assert server.request("GET", "/healthz").status == 200  # probes are never gated
        first = finish_partial(sock, body[50:])
        assert (first.status, first.body) == (200, cli_bytes("compile", str(REFUND)))
        assert server.post("/v1/check", body).status == 200


def test_sigterm_finishes_requests_in_flight_then_exits_zero(tmp_path: Path) -> None:
    """SIGTERM closes the listener, lets an in-flight request complete, and exits 0."""
    body = REFUND.read_bytes()
    with running_server(tmp_path) as server:
        sock = server.open_partial("/v1/compile", body, 50)
        time.sleep(0.3)
        server.proc.send_signal(signal.SIGTERM)
        deadline = time.monotonic() + 10
        refused = False
        while not refused and time.monotonic() < deadline:
            try:
                socket.create_connection(("127.0.0.1", server.port), timeout=1).close()
                time.sleep(0.05)
            except OSError:
                refused = True
        assert refused, "the listener stayed open after SIGTERM"
        assert server.proc.poll() is None, "exited with a request in flight"
        reply = finish_partial(sock, body[50:])
        assert (reply.status, reply.body) == (200, cli_bytes("compile", str(REFUND)))
        assert stop(server) == 0
        log = server.log_text()
        assert "Application shutdown complete" in log and "Traceback" not in log


def test_several_workers_serve_the_same_bytes(tmp_path: Path) -> None:
    """--workers 2 runs two processes behind one port, each answering like the CLI."""
    with running_server(tmp_path, "--workers", "2") as server:
        for path in REQUESTS[:4]:
            reply = server.post("/v1/compile", path.read_bytes())
            assert (reply.status, reply.body) == (200, cli_bytes("compile", str(path)))
        assert "Started parent process" in server.log_text()
        assert stop(server) == 0


def test_the_judge_is_a_server_setting(tmp_path: Path) -> None:
    """A judge configured at start-up runs on /v1/compile; requests cannot name another one."""
    with OpenAIServer(default=Reply.opinion("contradicted", ["K2"], reasons=["wrong hop"])) as llm:
        env = {"OPENAI_API_KEY": ""}
        args = ("--judge", "--judge-base-url", llm.base_url, "--judge-model", "judge-m")
        with running_server(tmp_path, *args, env=env) as server:
            out = server.post("/v1/compile", REFUND.read_bytes()).json()
            sent = len(llm.requests)
            query = "?judge_base_url=http://127.0.0.1:9/v1"
            assert_problem(
                server.post(f"/v1/compile{query}", REFUND.read_bytes()), 400, "?judge_base_url"
            )
            raw = json.loads(REFUND.read_bytes())
            sneaky = json.dumps({**raw, "judge": {"base_url": "http://127.0.0.1:9/v1"}}).encode()
            assert_problem(server.post("/v1/compile", sneaky), 400, "$.judge")
            assert len(llm.requests) == sent == 1
    assert (out["grounding"]["verdict"], out["verdict"]) == ("grounded", "misaligned")
    assert out["judge"]["model"] == "judge-m"


def test_a_misconfigured_judge_stops_the_start_up_with_exit_2() -> None:
    """--judge without an endpoint fails at once, naming the option, and serves nothing."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("ANSWERC_JUDGE")}
    proc = subprocess.run(
        [sys.executable, "-m", "answerc", "serve", "--port", "9", "--judge"],
        capture_output=True,
        env=env,
        cwd=ROOT,
        timeout=60,
        check=False,
    )
    assert proc.returncode == 2, proc.stderr
    assert b"--judge-base-url" in proc.stderr and proc.stdout == b""
