"""answerc serve's options and settings, and its message when the serve extra is missing."""

from __future__ import annotations

import io
import sys
from contextlib import redirect_stderr

import pytest

from answerc.cli import build_parser, main
from answerc.serve.options import ServeSettings, settings_from_args


def test_serve_defaults_are_loopback_8080_16_mib_and_64_in_flight() -> None:
    """Without options the service binds 127.0.0.1:8080, one worker, 16 MiB, 64 requests."""
    args = build_parser().parse_args(["serve"])
    assert (args.host, args.port, args.workers) == ("127.0.0.1", 8080, 1)
    settings = settings_from_args(args)
    assert (settings.max_body, settings.max_concurrency) == (16 * 1024 * 1024, 64)
    assert not settings.judge and not settings.organize


@pytest.mark.parametrize(
    "argv",
    [
        ["--port", "0"],
        ["--port", "70000"],
        ["--workers", "0"],
        ["--max-body", "-1"],
        ["--max-concurrency", "x"],
    ],
)
def test_out_of_range_serve_options_are_usage_errors(argv: list[str]) -> None:
    """A non-positive count or an impossible port stops argparse with exit 2."""
    with pytest.raises(SystemExit) as stopped, redirect_stderr(io.StringIO()):
        build_parser().parse_args(["serve", *argv])
    assert stopped.value.code == 2


def test_settings_round_trip_through_the_workers_environment_text() -> None:
    """What answerc serve hands its workers reads back equal, and holds no API key."""
    args = build_parser().parse_args(
        [
            "serve",
            "--max-body",
            "1024",
            "--max-concurrency",
            "3",
            "--judge",
            "--judge-base-url",
            "http://127.0.0.1:9/v1",
            "--judge-model",
            "m",
        ]
    )
    settings = settings_from_args(args)
    assert ServeSettings.from_json(settings.to_json()) == settings
    assert "key" not in settings.to_json().lower()


def test_a_missing_serve_extra_is_named_with_exit_2(monkeypatch: pytest.MonkeyPatch) -> None:
    """Without uvicorn, answerc serve says which extra to install and exits 2."""
    monkeypatch.setitem(sys.modules, "uvicorn", None)
    err = io.StringIO()
    with redirect_stderr(err):
        code = main(["serve", "--port", "9"])
    assert code == 2
    assert "pip install 'answerc[serve]'" in err.getvalue() and "uvicorn" in err.getvalue()
