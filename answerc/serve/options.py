"""Options of ``answerc serve`` and the settings every worker process reads.

Nothing here imports FastAPI or uvicorn: ``answerc --help`` builds this parser.
"""

from __future__ import annotations

import argparse
import json
import os
from dataclasses import asdict, dataclass
from typing import Final

DEFAULT_HOST: Final = "127.0.0.1"
DEFAULT_PORT: Final = 8080
DEFAULT_MAX_BODY: Final = 16 * 1024 * 1024
"""Request bodies above this many bytes get 413 before anything is parsed."""
DEFAULT_MAX_CONCURRENCY: Final = 64
"""Requests under /v1/ running at once in one worker; one more gets 503."""
SETTINGS_ENV: Final = "ANSWERC_SERVE_SETTINGS"
"""Environment variable carrying the settings (JSON) from ``answerc serve`` to its workers."""
GRACEFUL_SHUTDOWN_S: Final = 30.0
"""On SIGTERM, requests in flight get this long to finish before connections are cut."""


@dataclass(frozen=True)
class ServeSettings:
    """What one worker needs to know; fixed at start-up, never changed by a request."""

    max_body: int = DEFAULT_MAX_BODY
    max_concurrency: int = DEFAULT_MAX_CONCURRENCY
    judge: bool = False
    organize: bool = False
    judge_base_url: str | None = None
    judge_model: str | None = None
    judge_timeout: float | None = None
    lexicon: str | None = None
    """Absolute path of the ``--lexicon FILE``; every worker reads and builds it at start-up."""
    lexicon_digest: str | None = None
    """The lexicon's digest as ``answerc serve`` validated it; a worker that reads another
    (the file changed meanwhile) refuses to start."""

    def to_json(self) -> str:
        """The settings as JSON text (no secrets: an API key stays in the environment)."""
        return json.dumps(asdict(self), sort_keys=True)

    @classmethod
    def from_json(cls, text: str) -> ServeSettings:
        """Read settings written by ``to_json``."""
        return cls(**json.loads(text))


def _positive_int(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not an integer") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"{text!r} is not a positive integer")
    return value


def _port(text: str) -> int:
    value = _positive_int(text)
    if value > 65535:
        raise argparse.ArgumentTypeError(f"{text!r} is not a TCP port")
    return value


def add_serve_options(parser: argparse.ArgumentParser) -> None:
    """Register the options of ``answerc serve`` (the judge's are added by the CLI)."""
    parser.add_argument("--host", default=DEFAULT_HOST, help="address to bind (127.0.0.1)")
    parser.add_argument("--port", type=_port, default=DEFAULT_PORT, help="TCP port (8080)")
    parser.add_argument("--workers", type=_positive_int, default=1, help="worker processes (1)")
    parser.add_argument(
        "--max-body",
        type=_positive_int,
        default=DEFAULT_MAX_BODY,
        metavar="BYTES",
        help="larger request bodies get 413 before parsing (16 MiB)",
    )
    parser.add_argument(
        "--max-concurrency",
        type=_positive_int,
        default=DEFAULT_MAX_CONCURRENCY,
        metavar="N",
        help=f"requests running at once per worker; more get 503 ({DEFAULT_MAX_CONCURRENCY})",
    )


def settings_from_args(args: argparse.Namespace) -> ServeSettings:
    """The worker settings named by parsed ``answerc serve`` options.

    Raises:
        ContractError: ``--lexicon FILE`` is not a valid lexicon (exit 2, before start-up).
        OSError: ``--lexicon FILE`` cannot be read.
    """
    name = getattr(args, "lexicon", None)
    path = digest = None
    if name is not None:
        from answerc.user_lexicon import read_lexicon_file

        path = os.path.abspath(name)
        digest = read_lexicon_file(name)[1].digest
    return ServeSettings(
        max_body=args.max_body,
        max_concurrency=args.max_concurrency,
        judge=bool(getattr(args, "judge", False)),
        organize=bool(getattr(args, "organize", False)),
        judge_base_url=getattr(args, "judge_base_url", None),
        judge_model=getattr(args, "judge_model", None),
        judge_timeout=getattr(args, "judge_timeout", None),
        lexicon=path,
        lexicon_digest=digest,
    )
