"""answerc batch over Parquet: a request column in, the row columns out, same records."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

pa = pytest.importorskip("pyarrow", reason="Parquet needs pyarrow (answerc[parquet])")
pq = pytest.importorskip("pyarrow.parquet")

from answerc.batch import ROW_FIELDS  # noqa: E402
from answerc.batch.arrow import (  # noqa: E402
    ROW_SCHEMA,
    compile_arrow,
    compile_arrow_batches,
    split_jsonl_arrow,
)
from answerc.batch.io import ROW_GROUP_ROWS  # noqa: E402
from tests.batch_support import BAD_LINES, distinct_requests, mixed_log  # noqa: E402
from tests.test_batch import run_cli  # noqa: E402


def _requests() -> list[str | None]:
    texts: list[str | None] = [t.decode() for t in distinct_requests(40)]
    texts[3] = None
    texts[7] = BAD_LINES[0].decode()
    texts[11] = ""
    return texts


@pytest.fixture(scope="module")
def parquet_in(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("pq") / "log.parquet"
    table = pa.table({"other": list(range(40)), "request": pa.array(_requests(), pa.string())})
    pq.write_table(table, path, row_group_size=16)
    return path


def test_parquet_rows_are_numbered_and_bad_ones_are_error_rows(
    parquet_in: Path, tmp_path: Path
) -> None:
    """Each Parquet row gives one output row, line = row number, null/invalid as errors."""
    out = tmp_path / "out.parquet"
    proc = run_cli(str(parquet_in), "-o", str(out), "-j", "1")
    assert proc.returncode == 0, proc.stderr
    table = pq.read_table(out)
    assert table.schema == ROW_SCHEMA and tuple(table.schema.names) == ROW_FIELDS
    rows = table.to_pylist()
    assert [r["line"] for r in rows] == list(range(1, 41))
    bad = {r["line"]: r["error_message"] for r in rows if r["error_path"] is not None}
    assert sorted(bad) == [4, 8, 12] and bad[4] == "request is null"
    assert all(r["answer"] is None for r in rows if r["line"] in bad)
    good = [r for r in rows if r["line"] not in bad]
    assert all(json.loads(r["answer"])["request_hash"] == r["request_hash"] for r in good)


def test_parquet_output_holds_the_same_records_as_jsonl(parquet_in: Path, tmp_path: Path) -> None:
    """The JSON Lines output of a Parquet input is its Parquet output, record for record."""
    as_pq, as_jsonl = tmp_path / "o.parquet", tmp_path / "o.jsonl"
    assert run_cli(str(parquet_in), "-o", str(as_pq), "-j", "1").returncode == 0
    assert (
        run_cli(
            str(parquet_in), "-o", str(as_jsonl), "-j", "1", "--output-format", "jsonl"
        ).returncode
        == 0
    )
    records = [json.loads(line) for line in as_jsonl.read_bytes().splitlines()]
    for record, row in zip(records, pq.read_table(as_pq).to_pylist(), strict=True):
        assert record["line"] == row["line"]
        if "answer" in record:
            assert record["answer"] == json.loads(row["answer"])
            assert record["verdict"] == row["verdict"]
        else:
            assert record["error"] == {"path": row["error_path"], "message": row["error_message"]}


def test_parquet_bytes_do_not_depend_on_jobs(tmp_path: Path) -> None:
    """More rows than one row group, JSONL in, Parquet out: --jobs 2 gives the same bytes."""
    log = tmp_path / "log.jsonl"
    log.write_bytes(mixed_log(ROW_GROUP_ROWS + 30))
    one, two = tmp_path / "1.parquet", tmp_path / "2.parquet"
    for out, jobs in ((one, "1"), (two, "2")):
        proc = run_cli(str(log), "-o", str(out), "-j", jobs, "--output-format", "parquet")
        assert proc.returncode == 0, proc.stderr
    assert one.read_bytes() == two.read_bytes()
    assert pq.ParquetFile(one).metadata.num_row_groups == 2


def test_parquet_without_request_column_exits_two(tmp_path: Path) -> None:
    """A Parquet IN with no 'request' column is exit 2 naming the columns it has."""
    path = tmp_path / "bad.parquet"
    pq.write_table(pa.table({"req": ["{}"]}), path)
    proc = run_cli(str(path), "-o", str(tmp_path / "out.parquet"))
    assert proc.returncode == 2
    assert b"needs a 'request' column (it has: req)" in proc.stderr
    assert not (tmp_path / "out.parquet").exists()


def test_compile_arrow_equals_the_row_function() -> None:
    """The Arrow batch function gives the rows of compile_records, binary or text input."""
    from answerc.batch import compile_records

    texts = distinct_requests(6)
    rows = compile_records([{"request": t} for t in texts])
    for column in (pa.array(texts, pa.binary()), pa.array([t.decode() for t in texts])):
        assert compile_arrow(pa.table({"request": column})).to_pylist() == rows
    batches = list(compile_arrow_batches(pa.table({"request": texts}).to_batches(max_chunksize=4)))
    assert [r for b in batches for r in b.to_pylist()] == rows


def test_split_jsonl_arrow_numbers_lines_like_the_local_reader() -> None:
    """Splitting whole files in Arrow gives the local reader's line numbers and records."""
    from answerc.batch import split_lines

    data = mixed_log(60)
    table = split_jsonl_arrow(pa.table({"bytes": [data]}))
    assert list(
        zip(table.column("line").to_pylist(), table.column("request").to_pylist(), strict=True)
    ) == list(split_lines(data))
