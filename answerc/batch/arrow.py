"""The batch function in Arrow form, for Ray Data ``map_batches`` and Spark ``mapInArrow``.

Needs pyarrow (``pip install 'answerc[parquet]'``). Each function is a thin column <-> row
conversion around :func:`answerc.batch.records.compile_records`, so every engine computes
exactly the same rows.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from typing import Any, Final

import pyarrow as pa

from answerc.batch.records import ROW_FIELDS, Row, compile_records, split_lines

ROW_SCHEMA: Final = pa.schema(
    [
        pa.field("line", pa.int64()),
        pa.field("request_id", pa.string()),
        pa.field("request_hash", pa.string()),
        pa.field("verdict", pa.string()),
        pa.field("answer", pa.string()),
        pa.field("error_path", pa.string()),
        pa.field("error_message", pa.string()),
    ]
)
"""Schema of a row batch and of the Parquet output (column order: ``ROW_FIELDS``)."""

ROW_DDL: Final = ", ".join(
    f"{name} {'long' if name == 'line' else 'string'}" for name in ROW_FIELDS
)
"""The same schema as a Spark DDL string, for ``mapInArrow(..., schema=ROW_DDL)``."""

LINES_SCHEMA: Final = pa.schema([pa.field("line", pa.int64()), pa.field("request", pa.binary())])


def rows_to_table(rows: Sequence[Row]) -> pa.Table:
    """Rows as an Arrow table with :data:`ROW_SCHEMA`."""
    columns = {name: [row[name] for row in rows] for name in ROW_FIELDS}
    return pa.Table.from_pydict(columns, schema=ROW_SCHEMA)


def table_rows(table: pa.Table | pa.RecordBatch) -> Iterator[Row]:
    """The rows of a table with :data:`ROW_SCHEMA` columns."""
    for item in table.to_pylist():
        yield Row(**{name: item[name] for name in ROW_FIELDS})  # type: ignore[typeddict-item]


def compile_arrow(batch: pa.Table | pa.RecordBatch, lexicon: bytes | None = None) -> pa.Table:
    """Compile a batch with a ``request`` column (text or binary, and ``line`` if it has one).

    A ``line`` column is carried into the rows; without one, ``line`` is null (the engine
    numbers rows in order). This is the ``map_batches`` function of the Ray engine.
    ``lexicon`` is a user lexicon file's bytes, built once per worker process.
    """
    requests: list[Any] = batch.column("request").to_pylist()
    names = batch.schema.names
    lines: list[Any] = (
        batch.column("line").to_pylist() if "line" in names else [None] * len(requests)
    )
    records = [{"request": r, "line": n} for r, n in zip(requests, lines, strict=True)]
    return rows_to_table(compile_records(records, lexicon=lexicon))


def compile_arrow_batches(
    batches: Iterable[pa.RecordBatch], lexicon: bytes | None = None
) -> Iterator[pa.RecordBatch]:
    """Spark ``mapInArrow`` form of :func:`compile_arrow` (record batches in and out).

    With a user lexicon: ``mapInArrow(functools.partial(compile_arrow_batches,
    lexicon=data), schema=ROW_DDL)``.
    """
    for batch in batches:
        yield from compile_arrow(batch, lexicon).to_batches()


def split_jsonl_arrow(batch: pa.Table) -> pa.Table:
    """Whole JSON Lines files (a ``bytes`` column, as ``read_binary_files`` gives) -> records.

    Lines are numbered and blank ones dropped exactly as the local reader does.
    """
    lines: list[int] = []
    requests: list[bytes] = []
    for data in batch.column("bytes").to_pylist():
        for number, raw in split_lines(data):
            lines.append(number)
            requests.append(raw)
    return pa.Table.from_pydict({"line": lines, "request": requests}, schema=LINES_SCHEMA)
