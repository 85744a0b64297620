"""Readers and writers of ``answerc batch`` (the same for every engine, so bytes agree).

JSON Lines in: one AnswerRequest per line, numbered from 1, blank lines skipped. Parquet
in: a ``request`` column (string or binary) holding the JSON text; ``line`` is the row
number from 1. JSON Lines out: one compact canonical record per line. Parquet out: the
columns of :data:`answerc.batch.arrow.ROW_SCHEMA`, row groups of a fixed size, so the
file's bytes depend on the records only.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import IO, Any, Final, Literal

from answerc.batch.records import Row, numbered_lines, wire_line
from answerc.errors import AnswercError

Format = Literal["jsonl", "parquet"]
FORMATS: Final = ("jsonl", "parquet")
PARQUET_MAGIC: Final = b"PAR1"
ROW_GROUP_ROWS: Final = 1024
"""Rows per Parquet row group written (fixed, never taken from timing or ``--jobs``)."""
READ_BATCH_ROWS: Final = 256


class BatchInputError(AnswercError):
    """IN cannot be read as a batch input at all (exit 2); a bad *record* is an error row."""


def _parquet() -> Any:
    try:
        import pyarrow.parquet as pq
    except ImportError:  # pragma: no cover - pyarrow is in the test extra
        raise BatchInputError("Parquet needs pyarrow: pip install 'answerc[parquet]'") from None
    return pq


def detect_format(name: str) -> Format:
    """Parquet when the file starts with ``PAR1`` (or a URI ends in .parquet), else JSON Lines."""
    if name == "-":
        return "jsonl"
    if "://" in name:
        return "parquet" if name.rstrip("/").endswith((".parquet", ".pq")) else "jsonl"
    with open(name, "rb") as handle:
        return "parquet" if handle.read(4) == PARQUET_MAGIC else "jsonl"


def read_jsonl(stream: IO[bytes]) -> Iterator[tuple[int, bytes]]:
    """Numbered records of a JSON Lines stream, read line by line (bounded memory)."""
    return numbered_lines(stream)


def _request_column(pq: Any, name: str) -> Any:
    try:
        handle = pq.ParquetFile(name)
    except Exception as err:
        raise BatchInputError(f"{name}: not a readable Parquet file ({err})") from None
    schema = handle.schema_arrow
    if "request" not in schema.names:
        raise BatchInputError(
            f"{name}: Parquet input needs a 'request' column (it has: {', '.join(schema.names)})"
        )
    import pyarrow as pa

    kind = schema.field("request").type
    if not (
        pa.types.is_string(kind)
        or pa.types.is_large_string(kind)
        or pa.types.is_binary(kind)
        or pa.types.is_large_binary(kind)
    ):
        raise BatchInputError(f"{name}: the 'request' column must hold text, not {kind}")
    return handle


def parquet_rows(name: str) -> int:
    """Number of rows of a Parquet input (for the progress bar's total)."""
    return int(_request_column(_parquet(), name).metadata.num_rows)


def read_parquet(name: str) -> Iterator[tuple[int, str | bytes | None]]:
    """Numbered ``request`` values of a Parquet file, one batch of rows at a time."""
    handle = _request_column(_parquet(), name)
    number = 0
    for batch in handle.iter_batches(batch_size=READ_BATCH_ROWS, columns=["request"]):
        for value in batch.column(0).to_pylist():
            number += 1
            yield number, value


class JsonlWriter:
    """Writes rows as JSON Lines records to a binary stream."""

    def __init__(self, stream: IO[bytes]) -> None:
        self._stream = stream

    def write(self, row: Row, line: int) -> None:
        """Write one record."""
        self._stream.write(wire_line(row, line).encode("utf-8") + b"\n")

    def close(self) -> None:
        """Flush (the stream belongs to the caller)."""
        self._stream.flush()

    def abort(self) -> None:
        """Stop after a failure (what was written stays written)."""
        self._stream.flush()


class ParquetWriter:
    """Writes rows to a Parquet file in row groups of :data:`ROW_GROUP_ROWS`."""

    def __init__(self, stream: IO[bytes]) -> None:
        from answerc.batch.arrow import ROW_SCHEMA

        self._writer = _parquet().ParquetWriter(stream, ROW_SCHEMA)
        self._rows: list[Row] = []

    def write(self, row: Row, line: int) -> None:
        """Buffer one record (its ``line`` set); a full row group is written out."""
        self._rows.append(Row(**{**row, "line": line}))
        if len(self._rows) >= ROW_GROUP_ROWS:
            self._flush()

    def _flush(self) -> None:
        from answerc.batch.arrow import rows_to_table

        if self._rows:
            self._writer.write_table(rows_to_table(self._rows))
            self._rows = []

    def close(self) -> None:
        """Write the last row group and the footer."""
        self._flush()
        self._writer.close()

    def abort(self) -> None:
        """Stop after a failure: close the file without the rows still buffered."""
        self._rows = []
        self._writer.close()


Writer = JsonlWriter | ParquetWriter


def open_writer(fmt: Format, stream: IO[bytes]) -> Writer:
    """The writer of a format over a binary stream."""
    return ParquetWriter(stream) if fmt == "parquet" else JsonlWriter(stream)
