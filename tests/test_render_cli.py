"""The CLI prints the fixed rendering: compile --format markdown, demo, --markdown in JSON."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from importlib import resources
from pathlib import Path

import pytest

from answerc.cli import main
from answerc.contract.wire import load_request
from answerc.pipeline import compile as compile_request
from answerc.render import render_markdown

ROOT = Path(__file__).resolve().parent.parent
REFUND = ROOT / "fixtures" / "requests" / "refund-call-chain.json"
ENGLISH = ROOT / "fixtures" / "requests" / "render-articles-en.json"


def rendered(path: Path, locale: str) -> str:
    """The in-process rendering of a request file."""
    return render_markdown(compile_request(load_request(path.read_bytes())), locale=locale)


@pytest.mark.parametrize("locale", ["zh", "en"])
def test_compile_markdown_prints_the_rendering_in_the_asked_locale(
    locale: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """compile --format markdown --locale X prints exactly render_markdown(..., locale=X)."""
    assert main(["compile", str(REFUND), "--format", "markdown", "--locale", locale]) == 0
    assert capsys.readouterr().out == rendered(REFUND, locale)


def test_compile_markdown_defaults_to_the_request_locale(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Without --locale the request's own locale (here en) is used."""
    assert main(["compile", str(ENGLISH), "--format", "markdown"]) == 0
    out = capsys.readouterr().out
    assert out == rendered(ENGLISH, "en")
    assert "\n## Summary\n" in out


def test_compile_json_with_markdown_carries_the_rendering(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """compile --markdown adds the same rendering to the JSON output's markdown field."""
    assert main(["compile", str(REFUND), "--markdown", "--locale", "en"]) == 0
    assert json.loads(capsys.readouterr().out)["markdown"] == rendered(REFUND, "en")


@pytest.mark.parametrize("locale", ["zh", "en"])
def test_demo_prints_the_rendered_bundled_example(
    locale: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """answerc demo prints the bundled example rendered in the asked locale."""
    assert main(["demo", "--locale", locale]) == 0
    data = resources.files("answerc.examples").joinpath("demo.json").read_bytes()
    expected = render_markdown(compile_request(load_request(data)), locale=locale)
    assert capsys.readouterr().out == expected


def test_deterministic_rendering_across_processes_and_hash_seeds() -> None:
    """Two processes with different hash seeds print the same bytes as this one."""
    outputs = []
    for seed in ("0", "4242"):
        env = {**os.environ, "PYTHONHASHSEED": seed, "PYTHONPATH": str(ROOT)}
        result = subprocess.run(
            [sys.executable, "-m", "answerc", "compile", str(ENGLISH), "--format", "markdown"],
            capture_output=True,
            cwd=ROOT,
            env=env,
            check=True,
            timeout=60,
        )
        outputs.append(result.stdout)
    assert outputs[0] == outputs[1] == rendered(ENGLISH, "en").encode("utf-8")
