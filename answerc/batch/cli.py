"""The ``answerc batch`` edge: read IN, run an engine, write OUT, progress and summary.

OUT is written to a temporary file beside it and moved into place only when every record
is written, so a failed run leaves no half-written OUT (``-o -`` streams to stdout).
Exit codes: 0 when every record was written (bad records are error records), 2 when IN
or the options are unusable, 1 when answerc itself failed on a record (an error record
whose message starts with ``internal error:``; the output is still complete).
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Iterator
from contextlib import ExitStack
from typing import IO, Any

from answerc.batch.io import (
    BatchInputError,
    Format,
    Writer,
    detect_format,
    open_writer,
    parquet_rows,
    read_jsonl,
    read_parquet,
)
from answerc.batch.local import LocalEngine, usable_cpus
from answerc.batch.records import INTERNAL_ERROR_PREFIX, Row

VERDICT_ORDER = (
    "grounded",
    "abstained",
    "insufficient_evidence",
    "misaligned",
    "unsupported",
    "degraded",
)


class _Summary:
    def __init__(self) -> None:
        self.records = 0
        self.errors = 0
        self.internal = 0
        self.verdicts: Counter[str] = Counter()
        self.start = time.perf_counter()

    def add(self, row: Row) -> None:
        self.records += 1
        if row["verdict"] is not None:
            self.verdicts[row["verdict"]] += 1
        else:
            self.errors += 1
            if (row["error_message"] or "").startswith(INTERNAL_ERROR_PREFIX):
                self.internal += 1

    def text(self) -> str:
        seconds = time.perf_counter() - self.start
        rate = self.records / seconds if seconds > 0 else 0.0
        verdicts = ", ".join(
            f"{name} {self.verdicts[name]}" for name in VERDICT_ORDER if self.verdicts[name]
        )
        internal = f" ({self.internal} internal)" if self.internal else ""
        return (
            f"answerc batch: {self.records} records in {seconds:.2f} s ({rate:.1f} records/s); "
            f"{verdicts or 'no answers'}; errors {self.errors}{internal}\n"
        )


def _progress(mode: str, total: int | None) -> Any:
    if mode == "never" or (mode == "auto" and not sys.stderr.isatty()):
        return None
    try:
        import tqdm
    except ImportError:
        sys.stderr.write("answerc: no progress bar without tqdm: pip install 'answerc[batch]'\n")
        return None
    tqdm.tqdm.monitor_interval = 0  # no monitor thread beside the worker pool
    return tqdm.tqdm(total=total, unit=" records", file=sys.stderr, dynamic_ncols=True)


def _records(name: str, fmt: Format) -> Iterator[tuple[int, str | bytes | None]]:
    if fmt == "parquet":
        yield from read_parquet(name)
    elif name == "-":
        yield from read_jsonl(sys.stdin.buffer)
    else:
        with open(name, "rb") as handle:
            yield from read_jsonl(handle)


def _check(args: argparse.Namespace, in_fmt: Format, out_fmt: Format) -> None:
    if args.jobs < 0:
        raise BatchInputError(f"--jobs must be 0 (all CPUs) or more, not {args.jobs}")
    if args.engine == "ray" and args.input == "-":
        raise BatchInputError("--engine ray reads a file or URI, not stdin")
    if args.output == "-" and out_fmt == "parquet":
        raise BatchInputError("Parquet output needs a file (-o OUT), not stdout")
    if in_fmt == "parquet" and args.input == "-":  # pragma: no cover - detect_format says jsonl
        raise BatchInputError("Parquet input needs a file, not stdin")
    if args.input != "-" and "://" not in args.input and not os.path.isfile(args.input):
        raise BatchInputError(f"{args.input}: not a file")


def _run(
    args: argparse.Namespace,
    in_fmt: Format,
    out_fmt: Format,
    out: IO[bytes],
    lexicon: bytes | None = None,
) -> int:
    summary = _Summary()
    writer = open_writer(out_fmt, out)
    try:
        _write_all(args, in_fmt, writer, summary, lexicon)
    except BaseException:
        writer.abort()
        raise
    writer.close()
    sys.stderr.write(summary.text())
    return 1 if summary.internal else 0


def _write_all(
    args: argparse.Namespace,
    in_fmt: Format,
    writer: Writer,
    summary: _Summary,
    lexicon: bytes | None,
) -> None:
    with ExitStack() as stack:
        if args.engine == "ray":
            from answerc.batch.ray_engine import RayEngine

            ray_engine = stack.enter_context(RayEngine(args.jobs or None, lexicon))
            rows = ray_engine.run(args.input, in_fmt)
        else:
            local = stack.enter_context(LocalEngine(args.jobs or usable_cpus(), lexicon))
            rows = local.run(_records(args.input, in_fmt))
        local_parquet = in_fmt == "parquet" and "://" not in args.input
        bar = _progress(args.progress, parquet_rows(args.input) if local_parquet else None)
        if bar is not None:
            stack.callback(bar.close)
        for row in rows:
            writer.write(row, row["line"] or summary.records + 1)
            summary.add(row)
            if bar is not None:
                bar.update(1)


def _lexicon(name: str | None) -> bytes | None:
    """The bytes of ``--lexicon FILE``, validated here once (ContractError: exit 2)."""
    if name is None:
        return None
    from answerc.user_lexicon import read_lexicon_file

    try:
        data, _ = read_lexicon_file(name)
    except OSError as err:
        raise BatchInputError(f"cannot read --lexicon {name}: {err}") from None
    return data


def cli_batch(args: argparse.Namespace) -> int:
    """Run ``answerc batch``; returns the exit code."""
    try:
        in_fmt = detect_format(args.input)
        out_fmt: Format = args.output_format or in_fmt
        _check(args, in_fmt, out_fmt)
        lexicon = _lexicon(getattr(args, "lexicon", None))
        if args.output == "-":
            return _run(args, in_fmt, out_fmt, sys.stdout.buffer, lexicon)
        target = os.path.abspath(args.output)
        with tempfile.NamedTemporaryFile(
            dir=os.path.dirname(target), prefix=".answerc-batch-", delete=False
        ) as out:
            temp = out.name
            try:
                code = _run(args, in_fmt, out_fmt, out, lexicon)
            except BaseException:
                out.close()
                os.unlink(temp)
                raise
        os.chmod(temp, 0o644)
        os.replace(temp, target)
        return code
    except BatchInputError as err:
        sys.stderr.write(f"answerc: batch: {err}\n")
        return 2
