"""``answerc serve``: resolve the settings, check the judge once, start uvicorn."""

from __future__ import annotations

import argparse
import os
import signal
import sys
from types import FrameType

from answerc.serve.options import GRACEFUL_SHUTDOWN_S, SETTINGS_ENV, settings_from_args

EXIT_INVALID = 2


def cli_serve(args: argparse.Namespace) -> int:
    """Run the service until SIGTERM or SIGINT; requests in flight are finished first.

    Raises:
        ContractError: the judge is configured without endpoint, model or key (exit 2).
    """
    try:
        import uvicorn

        from answerc.serve.app import create_app
    except ImportError as err:
        sys.stderr.write(
            f"answerc: serve needs FastAPI and uvicorn ({err.name} is missing): "
            "pip install 'answerc[serve]'\n"
        )
        return EXIT_INVALID
    settings = settings_from_args(args)
    create_app(settings)  # fail here, once, on a misconfigured judge (ContractError)
    os.environ[SETTINGS_ENV] = settings.to_json()  # read by every worker's app factory
    previous = signal.signal(signal.SIGTERM, _exit_cleanly)
    try:
        uvicorn.run(
            "answerc.serve.app:app_from_env",
            factory=True,
            host=args.host,
            port=args.port,
            workers=args.workers,
            timeout_graceful_shutdown=int(GRACEFUL_SHUTDOWN_S),
            server_header=False,
            log_level="info",
        )
    finally:
        signal.signal(signal.SIGTERM, previous)
    return 0


def _exit_cleanly(_sig: int, _frame: FrameType | None) -> None:
    """SIGTERM is the normal way to stop the service: exit 0.

    uvicorn finishes the requests in flight, restores this handler and raises the signal
    again; a SIGTERM before uvicorn took over (still starting) ends the process at once.
    """
    raise SystemExit(0)
