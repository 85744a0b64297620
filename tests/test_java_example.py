"""docs/java.md's example, compiled and run against a live answerc serve (when javac is here)."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

pytest.importorskip("fastapi", reason="answerc serve needs the serve extra (FastAPI)")
pytest.importorskip("uvicorn", reason="answerc serve needs the serve extra (uvicorn)")

import answerc
from answerc.contract.wire import load_request
from tests.serve_support import ROOT, Server, running_server

DOC = ROOT / "docs" / "java.md"
REQUEST = ROOT / "docs" / "examples" / "refund-request.json"
DRAFT = ROOT / "docs" / "examples" / "refund-draft.json"
DEBIAN_JARS = tuple(
    Path("/usr/share/java") / f"jackson-{name}.jar" for name in ("databind", "core", "annotations")
)
JAVA_TIMEOUT_S = 120


def _classpath() -> str:
    """Jackson 2 jars: ANSWERC_JAVA_CLASSPATH, else Debian's libjackson2-databind-java."""
    given = os.environ.get("ANSWERC_JAVA_CLASSPATH")
    if given:
        return given
    missing = [str(jar) for jar in DEBIAN_JARS if not jar.exists()]
    if missing:
        pytest.skip(
            f"Jackson 2 jars not found ({', '.join(missing)}): apt-get install "
            "libjackson2-databind-java, or set ANSWERC_JAVA_CLASSPATH"
        )
    return os.pathsep.join(str(jar) for jar in DEBIAN_JARS)


def _java_source() -> str:
    blocks = re.findall(r"```java\n(.*?)```", DOC.read_text(encoding="utf-8"), re.S)
    assert len(blocks) == 1, "docs/java.md should hold exactly one java block"
    source: str = blocks[0]
    return source


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    with running_server(tmp_path_factory.mktemp("java-serve")) as running:
        yield running


@pytest.fixture(scope="module")
def example(tmp_path_factory: pytest.TempPathFactory) -> list[str]:
    """The java command line that runs the compiled example (javac must succeed)."""
    javac, java = shutil.which("javac"), shutil.which("java")
    if javac is None or java is None:
        pytest.skip("no javac/java on PATH (JDK 17+ needed for docs/java.md)")
    classpath = _classpath()
    tmp = tmp_path_factory.mktemp("java")
    source = tmp / "AnswercExample.java"
    source.write_text(_java_source(), encoding="utf-8")
    build = tmp / "build"
    compiled = subprocess.run(
        [javac, "-cp", classpath, "-d", str(build), str(source)],
        capture_output=True,
        text=True,
        timeout=JAVA_TIMEOUT_S,
        check=False,
    )
    assert compiled.returncode == 0, compiled.stderr
    return [java, "-cp", os.pathsep.join((classpath, str(build))), "AnswercExample"]


def _run(example: list[str], *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [*example, *args], capture_output=True, text=True, timeout=JAVA_TIMEOUT_S, check=False
    )


def test_the_java_example_runs_the_two_step_flow(example: list[str], server: Server) -> None:
    """javac compiles the documented example; run against the server it prints the real answer."""
    run = _run(example, server.base_url, str(REQUEST), str(DRAFT))
    assert run.returncode == 0, run.stderr
    raw = json.loads(REQUEST.read_bytes())
    packed = answerc.pack(load_request(raw))
    expected = answerc.compile(load_request({**raw, "draft": json.loads(DRAFT.read_bytes())}))
    ids = " ".join(item.id for item in packed.agent_view.items)
    assert run.stdout.splitlines() == [
        f"pack: {ids} ({packed.agent_view.evidence_status})",
        f"verdict: {expected.verdict}",
        f"status: {expected.canonical.status}",
        f"confidence: {expected.canonical.confidence}",
        f"citations: {' '.join(c.id for c in expected.canonical.citations)}",
        f"request_hash: {expected.request_hash}",
    ]
    printed = re.search(r"```text\npack:.*?```", DOC.read_text(encoding="utf-8"), re.S)
    assert printed is not None
    documented = printed.group(0).splitlines()[1:-2]  # the doc elides the hash
    assert run.stdout.splitlines()[:-1] == documented


def test_the_java_example_reports_a_problem_with_its_path(
    example: list[str], server: Server, tmp_path: Path
) -> None:
    """A bad request makes the example fail with the problem's status and JSON path."""
    bad = tmp_path / "bad.json"
    bad.write_text('{"query": "q", "hits": [{"document_id": "d", "excerpt": "x", "score": 7}]}')
    run = _run(example, server.base_url, str(bad), str(DRAFT))
    assert run.returncode != 0 and run.stdout == ""
    assert "400 Invalid input at $.hits[0].score" in run.stderr
