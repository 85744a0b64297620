"""The README's curl flow (pack -> your LLM -> compile), run as written against a live server."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

pytest.importorskip("fastapi", reason="answerc serve needs the serve extra (FastAPI)")
pytest.importorskip("uvicorn", reason="answerc serve needs the serve extra (uvicorn)")

import answerc
from answerc.contract.wire import dumps, load_request
from tests.serve_support import ROOT, Server, running_server

README = ROOT / "README.md"


def readme_flow() -> list[str]:
    """The lines of the README's sh block that calls /v1/pack."""
    blocks = re.findall(r"```sh\n(.*?)```", README.read_text(encoding="utf-8"), re.S)
    flows = [block for block in blocks if "/v1/pack" in block]
    assert len(flows) == 1, "the README should show the flow in one sh block"
    lines: list[str] = flows[0].splitlines()
    return lines


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    with running_server(tmp_path_factory.mktemp("readme-serve")) as running:
        yield running


def test_readme_flow_starts_the_server_it_then_calls() -> None:
    """The block's first line installs the extra and starts answerc serve on the port it uses."""
    first = readme_flow()[0]
    assert "pip install 'answerc[serve]'" in first and "answerc serve --port 8080 &" in first
    assert all("127.0.0.1:8080" in line for line in readme_flow() if "http://" in line)


def test_readme_curl_flow_runs_as_written(server: Server, tmp_path: Path) -> None:
    """The curl and jq commands print the Markdown of the compiled draft and save the view."""
    if shutil.which("curl") is None or shutil.which("jq") is None:
        pytest.skip("the README flow needs curl and jq on PATH")
    (tmp_path / "docs").symlink_to(ROOT / "docs")
    script = "\n".join(readme_flow()[1:]).replace("127.0.0.1:8080", f"127.0.0.1:{server.port}")
    run = subprocess.run(
        ["bash", "-euo", "pipefail", "-c", script],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert run.returncode == 0, run.stderr
    raw = json.loads((ROOT / "docs/examples/refund-request.json").read_bytes())
    draft = json.loads((ROOT / "docs/examples/refund-draft.json").read_bytes())
    compiled = answerc.compile(load_request({**raw, "draft": draft}), markdown=True)
    assert run.stdout == compiled.markdown
    assert compiled.verdict == "grounded"
    view = json.loads((tmp_path / "view.json").read_text(encoding="utf-8"))
    assert view == json.loads(dumps(answerc.pack(load_request(raw)).agent_view))
