"""The FastAPI application of ``answerc serve``: the CLI's operations under ``/v1/``.

The response body of each operation is the CLI's output for the same request, byte for
byte (``/v1/compile`` = ``answerc compile``, ``/v1/pack`` = ``answerc pack``, ``/v1/check``
= ``answerc check``). The pipeline runs in a worker thread so that the event loop keeps
reading; at most ``max_concurrency`` requests under ``/v1/`` run at once in a worker, one
more gets 503 with ``Retry-After``. Request bodies are never logged.
"""

from __future__ import annotations

import argparse
import logging
import os
from collections.abc import AsyncIterator, Callable, Mapping
from contextlib import asynccontextmanager
from dataclasses import dataclass
from importlib import resources
from typing import Any, Final

import anyio
import anyio.to_thread
from fastapi import FastAPI, Request
from fastapi.openapi.utils import get_openapi
from starlette.exceptions import HTTPException
from starlette.responses import Response
from starlette.types import ASGIApp, Receive, Scope, Send

from answerc.contract.agent_view import pack
from answerc.contract.schemas import WIRE_MODELS, generate_schema, schema_text
from answerc.contract.wire import dumps, load_request
from answerc.errors import ContractError
from answerc.grounding.lexicon import Lexicon
from answerc.pipeline import compile as compile_request
from answerc.pipeline import with_markdown
from answerc.serve.options import SETTINGS_ENV, ServeSettings
from answerc.serve.problems import PROBLEM_MEDIA_TYPE, PROBLEM_SCHEMA, Problem, overloaded

LOG: Final = logging.getLogger("answerc.serve")
JSON: Final = "application/json"
MARKDOWN: Final = "text/markdown; charset=utf-8"
_COMPILE_QUERY: Final[dict[str, tuple[str, ...]]] = {
    "format": ("json", "markdown"),
    "locale": ("zh", "en"),
    "markdown": ("true", "false"),
}


class ConcurrencyGate:
    """ASGI middleware: at most ``limit`` requests under /v1/ in flight, else 503.

    A request counts from its first byte of headers to its last byte of response, so a
    slow upload holds its place as well. One event loop per worker: no lock needed.
    """

    def __init__(self, app: ASGIApp, limit: int) -> None:
        self.app = app
        self.limit = limit
        self.running = 0

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        """Admit the request or answer 503 at once."""
        if scope["type"] != "http" or not scope["path"].startswith("/v1/"):
            await self.app(scope, receive, send)
            return
        if self.running >= self.limit:
            await overloaded(self.limit).response()(scope, receive, send)
            return
        self.running += 1
        try:
            await self.app(scope, receive, send)
        finally:
            self.running -= 1


@dataclass(frozen=True)
class _Judge:
    """The judge as configured at start-up: options and the environment read then."""

    args: argparse.Namespace
    environ: Mapping[str, str]


def _judge_from(settings: ServeSettings, environ: Mapping[str, str]) -> _Judge | None:
    """Resolve the judge settings once; a misconfigured judge stops the start-up."""
    if not (settings.judge or settings.organize):
        return None
    from answerc.judge.cli import judge_settings

    args = argparse.Namespace(
        judge=settings.judge,
        organize=settings.organize,
        judge_base_url=settings.judge_base_url,
        judge_model=settings.judge_model,
        judge_timeout=settings.judge_timeout,
        locale=None,
    )
    judge_settings(args, environ)  # raises ContractError naming the option
    return _Judge(args, dict(environ))


def _is_json(content_type: str | None) -> bool:
    if not content_type:
        return False
    media, _, params = content_type.partition(";")
    media = media.strip().lower()
    if media != JSON and not (media.startswith("application/") and media.endswith("+json")):
        return False
    for param in params.split(";"):
        name, _, value = param.partition("=")
        if name.strip().lower() == "charset" and value.strip().strip('"').lower() != "utf-8":
            return False
    return True


async def read_body(request: Request, limit: int) -> bytes:
    """The request body, after checking it is JSON (415) and at most ``limit`` bytes (413).

    The size is checked from ``Content-Length`` before a byte is read, and again while
    reading (chunked uploads), so an oversized body is never buffered whole nor parsed.
    """
    if not _is_json(request.headers.get("content-type")):
        raise Problem(
            415,
            "send the request as Content-Type: application/json (UTF-8)",
            path="$",
        )
    declared = request.headers.get("content-length")
    too_large = Problem(413, f"request body larger than {limit} bytes", path="$")
    if declared is not None and declared.isdigit() and int(declared) > limit:
        raise too_large
    chunks: list[bytes] = []
    size = 0
    async for chunk in request.stream():
        size += len(chunk)
        if size > limit:
            raise too_large
        chunks.append(chunk)
    return b"".join(chunks)


def _query(request: Request, allowed: Mapping[str, tuple[str, ...]]) -> dict[str, str]:
    """Query parameters, each known, given once and with an allowed value (else 400)."""
    result: dict[str, str] = {}
    for name, value in request.query_params.multi_items():
        if name not in allowed:
            known = ", ".join(allowed) or "none"
            raise Problem(400, f"unknown query parameter (known: {known})", path=f"?{name}")
        if name in result:
            raise Problem(400, "query parameter given twice", path=f"?{name}")
        if value not in allowed[name]:
            raise Problem(400, f"must be one of {', '.join(allowed[name])}", path=f"?{name}")
        result[name] = value
    return result


def _lexicon_from(settings: ServeSettings) -> Lexicon | None:
    """The ``--lexicon`` of the settings, read once per worker; it must be the one validated.

    Raises:
        ContractError: the file is not a valid lexicon, or no longer the one ``answerc
            serve`` validated at start-up.
    """
    if settings.lexicon is None:
        return None
    from answerc.user_lexicon import read_lexicon_file

    lexicon = read_lexicon_file(settings.lexicon)[1]
    if settings.lexicon_digest is not None and lexicon.digest != settings.lexicon_digest:
        raise ContractError(
            "$", f"--lexicon {settings.lexicon} changed after answerc serve validated it"
        )
    return lexicon


def _compile_text(
    body: bytes,
    options: Mapping[str, str],
    judge: _Judge | None,
    lexicon: Lexicon | None = None,
) -> str:
    """What ``answerc compile [--format F] [--locale L] [--markdown] [--lexicon]`` prints."""
    request = load_request(body)
    compiled = compile_request(request, lexicon=lexicon)
    locale = options.get("locale")
    if judge is not None:
        from answerc.judge.cli import apply_llm_options

        args = argparse.Namespace(**{**vars(judge.args), "locale": locale})
        compiled = apply_llm_options(compiled, request, args, judge.environ)
    if options.get("format", "json") == "markdown":
        if compiled.markdown is None:
            compiled = with_markdown(compiled, locale=locale)
        return compiled.markdown or ""
    if options.get("markdown") == "true" and compiled.markdown is None:
        compiled = with_markdown(compiled, locale=locale)
    return dumps(compiled)


def _pack_text(body: bytes) -> str:
    """What ``answerc pack`` prints."""
    return dumps(pack(load_request(body)))


def _check_text(body: bytes, lexicon: Lexicon | None = None) -> str:
    """What ``answerc check [--lexicon]`` prints."""
    return dumps(compile_request(load_request(body), lexicon=lexicon).grounding)


async def _run(request: Request, work: Callable[[], str]) -> bytes:
    """Run one pipeline call in a worker thread; input errors become 400 problems."""
    limiter: anyio.CapacityLimiter = request.app.state.limiter
    try:
        text = await anyio.to_thread.run_sync(work, limiter=limiter)
    except ContractError as err:
        raise Problem(400, err.message, path=err.path) from None
    except Exception as err:
        # the type only: a message may quote input, and request bodies stay out of the logs
        LOG.error("internal error in %s: %s", request.url.path, type(err).__name__)
        raise Problem(500, f"internal error ({type(err).__name__})") from None
    return text.encode("utf-8")


def _body_doc(summary: str) -> dict[str, Any]:
    return {
        "requestBody": {
            "required": True,
            "content": {JSON: {"schema": {"$ref": "#/components/schemas/AnswerRequest"}}},
        },
        "summary": summary,
    }


def _responses(name: str, *, markdown: bool = False) -> dict[int | str, dict[str, Any]]:
    content: dict[str, Any] = {JSON: {"schema": {"$ref": f"#/components/schemas/{name}"}}}
    if markdown:
        content["text/markdown"] = {"schema": {"type": "string"}}
    ref = {"schema": {"$ref": "#/components/schemas/Problem"}}
    problem = {"content": {PROBLEM_MEDIA_TYPE: ref}}
    return {
        200: {"description": name, "content": content},
        400: {"description": "invalid input (path names it)", **problem},
        413: {"description": "body over --max-body", **problem},
        415: {"description": "body not JSON", **problem},
        503: {"description": "--max-concurrency requests running; see Retry-After", **problem},
    }


def _warm_up(lexicon: Lexicon | None) -> None:
    """Import and exercise every stage once, so the first caller does not pay for it."""
    demo = resources.files("answerc.examples").joinpath("demo.json").read_bytes()
    _compile_text(demo, {"markdown": "true"}, None, lexicon)
    _pack_text(demo)


def create_app(
    settings: ServeSettings | None = None, *, environ: Mapping[str, str] | None = None
) -> FastAPI:
    """Build the application; the judge, if any, is resolved here, once.

    Raises:
        ContractError: the judge is configured but misses its endpoint, model or key, or
            the ``--lexicon`` file is not a valid lexicon.
    """
    settings = settings or ServeSettings()
    judge = _judge_from(settings, os.environ if environ is None else environ)
    lexicon = _lexicon_from(settings)

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        app.state.limiter = anyio.CapacityLimiter(settings.max_concurrency)
        await anyio.to_thread.run_sync(_warm_up, lexicon)
        app.state.ready = True
        yield

    app = FastAPI(
        title="answerc",
        summary="Deterministic answer-contract compiler and grounding checker",
        version=_version(),
        lifespan=lifespan,
        docs_url=None,
        redoc_url=None,
    )
    app.state.ready = False
    _routes(app, settings, judge, lexicon)
    _errors(app)
    app.add_middleware(ConcurrencyGate, limit=settings.max_concurrency)
    app.openapi = lambda: _openapi(app)  # type: ignore[method-assign]
    return app


def _version() -> str:
    from answerc import __version__

    return __version__


def _routes(
    app: FastAPI, settings: ServeSettings, judge: _Judge | None, lexicon: Lexicon | None
) -> None:
    limit = settings.max_body

    @app.post(
        "/v1/pack",
        openapi_extra=_body_doc("The evidence pack and the generator's agent view"),
        responses=_responses("PackResult"),
    )
    async def v1_pack(request: Request) -> Response:
        _query(request, {})
        body = await read_body(request, limit)
        return Response(await _run(request, lambda: _pack_text(body)), media_type=JSON)

    @app.post(
        "/v1/compile",
        openapi_extra=_body_doc("Compile a request (answerc compile)"),
        responses=_responses("CompiledAnswer", markdown=True),
    )
    async def v1_compile(request: Request) -> Response:
        options = _query(request, _COMPILE_QUERY)
        body = await read_body(request, limit)
        data = await _run(request, lambda: _compile_text(body, options, judge, lexicon))
        media = MARKDOWN if options.get("format") == "markdown" else JSON
        return Response(data, media_type=media)

    @app.post(
        "/v1/check",
        openapi_extra=_body_doc("The grounding report only (answerc check)"),
        responses=_responses("GroundingReport"),
    )
    async def v1_check(request: Request) -> Response:
        _query(request, {})
        body = await read_body(request, limit)
        return Response(await _run(request, lambda: _check_text(body, lexicon)), media_type=JSON)

    @app.get("/v1/schemas", summary="Names of the shipped JSON Schemas")
    async def v1_schema_names() -> Response:
        return Response(dumps(sorted(WIRE_MODELS), indent=None), media_type=JSON)

    @app.get("/v1/schemas/{name}", summary="A shipped JSON Schema (answerc schema NAME)")
    async def v1_schema(name: str) -> Response:
        if name not in WIRE_MODELS:
            raise Problem(404, f"no schema {name!r}; one of: {', '.join(sorted(WIRE_MODELS))}")
        return Response(schema_text(name), media_type="application/schema+json")

    @app.get("/healthz", summary="Liveness: the process answers")
    async def healthz() -> Response:
        return Response(b'{"status":"ok"}\n', media_type=JSON)

    @app.get("/readyz", summary="Readiness: every stage has been loaded and exercised")
    async def readyz(request: Request) -> Response:
        if not request.app.state.ready:
            return Problem(503, "warming up", headers={"Retry-After": "1"}).response()
        return Response(b'{"status":"ready"}\n', media_type=JSON)


def _errors(app: FastAPI) -> None:
    async def on_problem(_request: Request, exc: Exception) -> Response:
        assert isinstance(exc, Problem)
        return exc.response()

    async def on_http(_request: Request, exc: Exception) -> Response:
        assert isinstance(exc, HTTPException)
        return Problem(exc.status_code, str(exc.detail), headers=dict(exc.headers or {})).response()

    app.add_exception_handler(Problem, on_problem)
    app.add_exception_handler(HTTPException, on_http)


def _openapi(app: FastAPI) -> dict[str, Any]:
    """OpenAPI 3.1 with the shipped JSON Schemas as components (each keeps its own $id)."""
    if app.openapi_schema is None:
        doc = get_openapi(
            title=app.title, version=app.version, summary=app.summary, routes=app.routes
        )
        components = doc.setdefault("components", {}).setdefault("schemas", {})
        for name in WIRE_MODELS:
            components[name] = generate_schema(name)
        from answerc.contract.output import GroundingReport

        components["GroundingReport"] = GroundingReport.model_json_schema(mode="serialization")
        components["Problem"] = PROBLEM_SCHEMA
        app.openapi_schema = doc
    return app.openapi_schema


def app_from_env() -> FastAPI:
    """The application factory uvicorn calls in each worker (settings from the environment)."""
    text = os.environ.get(SETTINGS_ENV)
    return create_app(ServeSettings.from_json(text) if text else ServeSettings())
