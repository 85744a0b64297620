"""The CLI edge: exit codes, clean errors, whole outputs, determinism across hash seeds."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
REFUND = ROOT / "fixtures" / "requests" / "refund-call-chain.json"


def run(
    *args: str, stdin: bytes | None = None, env: dict[str, str] | None = None
) -> subprocess.CompletedProcess[bytes]:
    full_env = {**os.environ, **(env or {})}
    full_env.pop("ANSWERC_DEBUG", None)
    return subprocess.run(
        [sys.executable, "-m", "answerc", *args],
        input=stdin,
        capture_output=True,
        cwd=ROOT,
        env=full_env,
        timeout=60,
        check=False,
    )


def test_compile_prints_canonical_json_and_exits_zero() -> None:
    """compile FILE prints one CompiledAnswer."""
    proc = run("compile", str(REFUND))
    assert proc.returncode == 0, proc.stderr
    out = json.loads(proc.stdout)
    assert out["schema_version"] == "answerc.answer/v1"
    assert out["request_hash"].startswith("sha256:")


def test_compile_reads_stdin() -> None:
    """'-' reads the request from standard input."""
    proc = run("compile", "-", stdin=REFUND.read_bytes())
    assert proc.returncode == 0 and json.loads(proc.stdout)["pack"]["evidence_count"] == 4


@pytest.mark.parametrize(
    ("payload", "path"),
    [
        (b'{"query": "q", "hits": [{"document_id": "d", "excerpt": "x", "score": NaN}]}', "$"),
        (b'{"query": "q", "hits": [{"document_id": "d"}]}', "$.hits[0].excerpt"),
        (b'{"query": "q", "query": "r"}', "$.query"),
        (b"\xff\xfe", "$"),
        (b"", "$"),
        (
            b'{"query": "q", "hits": [{"document_id": "d", "excerpt": "x", "score": "0.9"}]}',
            "$.hits[0].score",
        ),
    ],
)
def test_invalid_input_exits_2_with_path_and_no_stdout(payload: bytes, path: str) -> None:
    """Bad input: exit 2, the JSON path on stderr, nothing on stdout, no traceback."""
    proc = run("compile", "-", stdin=payload)
    assert proc.returncode == 2
    assert proc.stdout == b""
    err = proc.stderr.decode()
    assert f"invalid input at {path}" in err
    assert "Traceback" not in err


def test_missing_file_exits_2() -> None:
    """An unreadable file is the caller's error."""
    proc = run("compile", "/nonexistent/request.json")
    assert proc.returncode == 2 and proc.stdout == b"" and b"Traceback" not in proc.stderr


def test_over_limit_input_is_rejected_cleanly() -> None:
    """1001 hits: exit 2 naming $.hits."""
    payload = json.dumps({"query": "q", "hits": [{"document_id": "d", "excerpt": "x"}] * 1001})
    proc = run("compile", "-", stdin=payload.encode())
    assert proc.returncode == 2 and b"$.hits" in proc.stderr and proc.stdout == b""


def test_schema_lists_names_and_prints_one() -> None:
    """schema without a name lists models; with a name prints its JSON Schema."""
    names = run("schema").stdout.decode().split()
    assert "AnswerRequest" in names and "CompiledAnswer" in names
    schema = json.loads(run("schema", "AnswerRequest").stdout)
    assert schema["$schema"].endswith("2020-12/schema")
    assert run("schema", "Nope").returncode == 2


def test_demo_prints_markdown() -> None:
    """demo runs the bundled example and prints the rendered answer."""
    proc = run("demo")
    assert proc.returncode == 0, proc.stderr
    out = proc.stdout.decode()
    assert "`OrderController.refund` --> `RefundService.apply`" in out
    assert out.index("## 业务摘要") < out.index("## 机器数据")


def test_bundled_demo_is_the_refund_fixture() -> None:
    """The demo request shipped in the package is the refund fixture."""
    demo = ROOT / "answerc" / "examples" / "demo.json"
    assert json.loads(demo.read_bytes()) == json.loads(REFUND.read_bytes())


def test_help_does_not_import_the_pipeline() -> None:
    """answerc --help stays light: no pydantic, networkx or openai imported."""
    code = (
        "import sys, contextlib, io\n"
        "from answerc.cli import main\n"
        "with contextlib.suppress(SystemExit), contextlib.redirect_stdout(io.StringIO()):\n"
        "    main(['--help'])\n"
        "print(sorted(m for m in ('pydantic', 'networkx', 'openai', 'jinja2') if m in sys.modules))\n"
    )
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, cwd=ROOT, check=True)
    assert proc.stdout.decode().strip() == "[]"


def test_output_is_identical_across_hash_seeds() -> None:
    """Byte-identical JSON and Markdown whatever PYTHONHASHSEED is."""
    outputs = set()
    for seed in ("0", "1", "12345", "random"):
        proc = run("compile", str(REFUND), "--markdown", env={"PYTHONHASHSEED": seed})
        assert proc.returncode == 0
        outputs.add(proc.stdout)
    assert len(outputs) == 1


@pytest.mark.parametrize("command", ["compile", "check", "eval", "schema", "demo", "adapt"])
def test_every_subcommand_help_has_description_defaults_exit_codes_and_example(
    command: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """--help of each subcommand says what it does, its defaults, its exit codes, an example."""
    from answerc.cli import main
    from answerc.cli_help import COMMANDS

    with pytest.raises(SystemExit) as done:
        main([command, "--help"])
    assert done.value.code == 0
    text = capsys.readouterr().out
    assert COMMANDS[command][1].split(":")[0] in " ".join(text.split())
    assert "exit codes:" in text and "  2  invalid input" in text and "example:" in text
    if command == "eval":
        assert "  3  the release gate is not ready" in text
    assert f"answerc {command}" in text.split("example:")[1]
    if command in ("compile", "eval", "demo"):
        assert "(default: " in text


def test_judge_timeout_help_states_the_real_default(capsys: pytest.CaptureFixture[str]) -> None:
    """The default --help shows for --judge-timeout is the judge's DEFAULT_TIMEOUT_S."""
    from answerc.cli import main
    from answerc.judge.config import DEFAULT_TIMEOUT_S

    with pytest.raises(SystemExit):
        main(["compile", "--help"])
    assert f"(default: {DEFAULT_TIMEOUT_S:g})" in capsys.readouterr().out
