"""answerc batch: the pure batch function, the local engine, JSON Lines and Parquet I/O."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from answerc.batch import compile_record, compile_records, split_lines, wire_line
from answerc.batch.local import LocalEngine, in_flight_limit
from answerc.batch.records import numbered_lines
from answerc.cli import main
from answerc.contract.wire import dumps, load_request
from answerc.pipeline import compile as compile_request
from tests.batch_support import BAD_LINES, distinct_requests, mixed_log

ROOT = Path(__file__).resolve().parent.parent


def run_cli(*args: str, stdin: bytes | None = None) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(
        [sys.executable, "-m", "answerc", "batch", *args],
        input=stdin,
        capture_output=True,
        cwd=ROOT,
        timeout=300,
        check=False,
    )


@pytest.fixture(scope="module")
def log_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("batch") / "log.jsonl"
    path.write_bytes(mixed_log(120))
    return path


@pytest.fixture(scope="module")
def one_job_output(log_file: Path) -> bytes:
    out = log_file.with_name("one.jsonl")
    proc = run_cli(str(log_file), "-o", str(out), "--jobs", "1")
    assert proc.returncode == 0, proc.stderr
    return out.read_bytes()


def test_compile_record_holds_the_compiled_answer_of_the_request() -> None:
    """A valid record's row carries the canonical compact JSON of compile(request)."""
    text = distinct_requests(1)[0]
    row = compile_record(text, line=4)
    compiled = compile_request(load_request(text))
    assert row["answer"] == dumps(compiled, indent=None)[:-1]
    assert (row["line"], row["request_id"], row["request_hash"], row["verdict"]) == (
        4,
        compiled.request_id,
        compiled.request_hash,
        compiled.verdict,
    )
    assert row["error_path"] is None and row["error_message"] is None


@pytest.mark.parametrize(
    ("request_text", "path"),
    [
        (BAD_LINES[0], "$"),
        (BAD_LINES[1], "$.hits[0].excerpt"),
        (BAD_LINES[2], "$.query"),
        (BAD_LINES[3], "$"),
        (None, "$"),
    ],
)
def test_bad_record_is_an_error_row_naming_the_path(request_text: bytes | None, path: str) -> None:
    """A record that is not a valid request gives an error row with its JSON path."""
    row = compile_record(request_text, line=9)
    assert row["answer"] is None and row["verdict"] is None
    assert row["error_path"] == path, row
    assert row["error_message"]


def test_compile_records_keeps_order_and_lines() -> None:
    """The batch function returns one row per record, in order, lines carried through."""
    texts = distinct_requests(5)
    rows = compile_records([{"request": t, "line": 10 + i} for i, t in enumerate(texts)])
    assert [r["line"] for r in rows] == [10, 11, 12, 13, 14]
    assert [r["request_id"] for r in rows] == [f"batch-{i:06d}" for i in range(5)]


def test_wire_line_is_the_canonical_dump_of_the_record() -> None:
    """The spliced JSON Lines record equals dumps() of the parsed record, byte for byte."""
    for row in compile_records([{"request": t} for t in (*distinct_requests(13), b"{}")]):
        line = wire_line(row, 3)
        record = json.loads(line)
        assert line == dumps(record, indent=None)[:-1]
        expected_keys = (
            ["answer", "line", "request_hash", "request_id", "verdict"]
            if row["answer"]
            else ["error", "line"]
        )
        assert sorted(record) == expected_keys


@given(st.lists(st.sampled_from([b"\n", b"\r\n", b"\r", b" ", b"{}", "\u2028".encode(), b"x"])))
def test_roundtrip_split_lines_agrees_with_streamed_lines(parts: list[bytes]) -> None:
    """Splitting a whole document and reading it line by line give the same records."""
    data = b"".join(parts)
    assert list(split_lines(data)) == list(numbered_lines(io.BytesIO(data)))


def test_split_lines_numbers_physical_lines_and_skips_blank_ones() -> None:
    """Only \\n ends a line; blank lines are skipped but still counted."""
    data = b'{"a":1}\r\n \n{"b":"\xe2\x80\xa8"}\n\n'
    assert list(split_lines(data)) == [(1, b'{"a":1}'), (3, b'{"b":"\xe2\x80\xa8"}')]


def _counting(items: list[tuple[int, bytes]], pulled: list[int]) -> Iterator[tuple[int, bytes]]:
    for item in items:
        pulled[0] += 1
        yield item


def test_local_engine_bounds_records_in_flight() -> None:
    """With 2 jobs, the reader is never more than in_flight_limit(2) records ahead."""
    items = list(enumerate(distinct_requests(60), start=1))
    pulled = [0]
    ahead = []
    with LocalEngine(2) as engine:
        for done, row in enumerate(engine.run(_counting(items, pulled)), start=1):
            ahead.append(pulled[0] - done)
            assert row["line"] == done
    assert max(ahead) <= in_flight_limit(2), max(ahead)
    assert max(ahead) > 1  # the pool did run ahead, so the bound is what held it


def test_batch_writes_one_record_per_input_record_in_order(
    log_file: Path, one_job_output: bytes
) -> None:
    """Every non-blank input line gives one output record with its line number, in order."""
    expected = [n for n, _ in split_lines(log_file.read_bytes())]
    records = [json.loads(line) for line in one_job_output.splitlines()]
    assert [r["line"] for r in records] == expected
    errors = [r for r in records if "error" in r]
    assert len(errors) == 4 and all(set(r["error"]) == {"message", "path"} for r in errors)
    ids = [r["request_id"] for r in records if "answer" in r]
    assert ids == [f"batch-{i:06d}" for i in range(120)]
    for record in records[:20]:
        if "answer" in record:
            assert record["answer"]["request_hash"] == record["request_hash"]
            assert record["answer"]["verdict"] == record["verdict"]


def test_jobs_do_not_change_the_bytes(log_file: Path, one_job_output: bytes) -> None:
    """--jobs 2 writes the same bytes as --jobs 1."""
    out = log_file.with_name("two.jsonl")
    proc = run_cli(str(log_file), "-o", str(out), "--jobs", "2")
    assert proc.returncode == 0, proc.stderr
    assert out.read_bytes() == one_job_output


def test_summary_counts_records_verdicts_errors_and_rate(log_file: Path) -> None:
    """The summary on stderr gives records, per-verdict counts, errors and records/s."""
    out = log_file.with_name("summary.jsonl")
    proc = run_cli(str(log_file), "-o", str(out), "--jobs", "1")
    records = [json.loads(line) for line in out.read_bytes().splitlines()]
    summary = proc.stderr.decode()
    assert f"answerc batch: {len(records)} records in " in summary
    assert "records/s" in summary and "errors 4" in summary
    grounded = sum(1 for r in records if r.get("verdict") == "grounded")
    assert f"grounded {grounded}" in summary


def test_stdin_to_stdout(one_job_output: bytes, log_file: Path) -> None:
    """IN - reads standard input and -o - writes standard output."""
    proc = run_cli("-", "-o", "-", "--jobs", "1", stdin=log_file.read_bytes())
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout == one_job_output


def test_progress_bar_only_when_asked_or_on_a_terminal(tmp_path: Path) -> None:
    """--progress always draws a tqdm bar on stderr; auto draws none when stderr is a pipe."""
    log = tmp_path / "log.jsonl"
    log.write_bytes(b"\n".join(distinct_requests(3)))
    always = run_cli(str(log), "-o", str(tmp_path / "a.jsonl"), "-j", "1", "--progress", "always")
    auto = run_cli(str(log), "-o", str(tmp_path / "b.jsonl"), "-j", "1")
    assert b"3 records" in always.stderr and b"records/s]" in always.stderr, always.stderr
    assert b"records/s]" not in auto.stderr and auto.stderr.count(b"\n") == 1, auto.stderr


def test_internal_error_is_reported_apart_and_exits_one(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """A bug on one record keeps the run going, writes every record and exits 1."""
    import answerc.batch.records as records

    real = records.compile_request  # type: ignore[attr-defined]

    def flaky(request: object, **options: object) -> object:
        if getattr(request, "request_id", None) == "batch-000001":
            raise RuntimeError("boom")
        return real(request, **options)  # type: ignore[arg-type]

    monkeypatch.setattr(records, "compile_request", flaky)
    log = tmp_path / "log.jsonl"
    log.write_bytes(b"\n".join(distinct_requests(3)))
    out = tmp_path / "out.jsonl"
    assert main(["batch", str(log), "-o", str(out), "-j", "1"]) == 1
    lines = [json.loads(line) for line in out.read_bytes().splitlines()]
    assert lines[1] == {
        "error": {"message": "internal error: RuntimeError: boom", "path": "$"},
        "line": 2,
    }
    assert "answer" in lines[0] and "answer" in lines[2]
    assert "errors 1 (1 internal)" in capsys.readouterr().err


@pytest.mark.parametrize(
    "args",
    [
        ("--jobs", "-1"),
        ("--engine", "ray", "--input-is-stdin"),
        ("--output-format", "parquet", "--to-stdout"),
    ],
)
def test_unusable_options_exit_two_and_write_nothing(tmp_path: Path, args: tuple[str, ...]) -> None:
    """Bad options are exit 2 with one line on stderr, and OUT is not created."""
    log = tmp_path / "log.jsonl"
    log.write_bytes(distinct_requests(1)[0])
    source = "-" if "--input-is-stdin" in args else str(log)
    target = "-" if "--to-stdout" in args else str(tmp_path / "out")
    rest = [a for a in args if not a.startswith("--input-is") and not a.startswith("--to-")]
    proc = run_cli(source, "-o", target, *rest, stdin=b"")
    assert proc.returncode == 2, proc.stderr
    assert proc.stderr.startswith(b"answerc: batch: ") and proc.stderr.count(b"\n") == 1
    assert proc.stdout == b"" and not (tmp_path / "out").exists()


def test_missing_input_exits_two_and_keeps_an_existing_output(tmp_path: Path) -> None:
    """A missing IN is exit 2 and leaves an existing OUT as it was."""
    out = tmp_path / "out.jsonl"
    out.write_bytes(b"previous\n")
    proc = run_cli(str(tmp_path / "nope.jsonl"), "-o", str(out))
    assert proc.returncode == 2 and b"Traceback" not in proc.stderr
    assert out.read_bytes() == b"previous\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out.jsonl"]
