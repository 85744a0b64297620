"""``answerc batch``: compile logged AnswerRequests at scale, one output record per input.

The batch function is pure and shared by every engine: :func:`compile_records` (records
in, records out) and its Arrow form :func:`answerc.batch.arrow.compile_arrow` (for Ray
Data's ``map_batches`` and Spark's ``mapInArrow``). The engines only move records:

* ``answerc.batch.local``  one process, or a pool of ``--jobs`` processes, bounded in flight
* ``answerc.batch.ray_engine``  Ray Data ``read_*`` -> ``map_batches`` -> ordered write
* ``answerc.batch.io``  JSON Lines and Parquet readers and writers (the same for all engines)
* ``answerc.batch.cli``  the ``answerc batch`` edge: progress, summary, atomic output

Importing this package imports neither pyarrow nor ray (nor the pipeline, until used).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

__all__ = [
    "ROW_FIELDS",
    "Row",
    "compile_record",
    "compile_records",
    "is_blank",
    "split_lines",
    "wire_line",
]

if TYPE_CHECKING:
    from answerc.batch.records import (
        ROW_FIELDS,
        Row,
        compile_record,
        compile_records,
        is_blank,
        split_lines,
        wire_line,
    )


def __getattr__(name: str) -> Any:
    """Import the batch function on first use, so ``answerc --help`` stays fast."""
    if name not in __all__:
        raise AttributeError(f"module 'answerc.batch' has no attribute {name!r}")
    from answerc.batch import records

    return getattr(records, name)
