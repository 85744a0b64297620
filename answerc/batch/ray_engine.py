"""The Ray engine: Ray Data ``read_*`` -> ``map_batches(compile_arrow)`` -> ordered rows.

Runs on the cluster named by ``RAY_ADDRESS`` when it is set, else on a local Ray started
on demand (``num_cpus=jobs``) and shut down afterwards. Order is preserved
(``preserve_order``), and the driver writes the rows with the same writer as the local
engine, so the output has the same bytes. Needs ``pip install 'answerc[ray]'``.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Iterator
from typing import Any, Final

from answerc.batch.io import BatchInputError, Format
from answerc.batch.records import Row

BATCH_ROWS: Final = 64
"""Records per Ray block and per ``map_batches`` call (a few dozen ms of work each)."""


LOOPBACK_ONLY_ENV: Final = "RAY_ENABLE_WINDOWS_OR_OSX_CLUSTER"
"""Set to 0 before Ray is imported, a Ray started here uses 127.0.0.1, not the host's IP."""


def _import_ray() -> Any:
    if not os.environ.get("RAY_ADDRESS"):
        # a local Ray started on demand serves this process only: keep it on loopback
        os.environ.setdefault(LOOPBACK_ONLY_ENV, "0")
    try:
        import ray
        import ray.data
    except ImportError as err:
        raise BatchInputError(
            f"--engine ray needs Ray: pip install 'answerc[ray]' ({err})"
        ) from None
    return ray


class RayEngine:
    """Ray Data over one input file or URI; use as a context manager."""

    def __init__(self, jobs: int | None, lexicon: bytes | None = None) -> None:
        self.jobs = jobs
        self.lexicon = lexicon
        """A user lexicon file's bytes, sent with each task and built once per Ray worker."""
        self._ray = _import_ray()
        self._started = False

    def __enter__(self) -> RayEngine:
        ray = self._ray
        if not ray.is_initialized():
            options: dict[str, Any] = {"logging_level": logging.ERROR, "log_to_driver": False}
            if not os.environ.get("RAY_ADDRESS"):
                options.update(include_dashboard=False, num_cpus=self.jobs)
            ray.init(**options)
            self._started = True
        for name in ("ray", "ray.data"):
            logging.getLogger(name).setLevel(logging.ERROR)
        context = ray.data.DataContext.get_current()
        context.execution_options.preserve_order = True
        context.enable_progress_bars = False
        return self

    def __exit__(self, *exc: object) -> None:
        if self._started:
            self._ray.shutdown()
            self._started = False

    def dataset(self, name: str, fmt: Format) -> Any:
        """The Ray Dataset of rows for IN (lazy: nothing runs until it is iterated)."""
        from answerc.batch.arrow import compile_arrow, split_jsonl_arrow

        data = self._ray.data
        if fmt == "parquet":
            ds = data.read_parquet(name).select_columns(["request"])
        else:
            # whole files, split by answerc's own line rule (read_text's splitlines would cut
            # at U+2028 and fail the whole read on one line that is not UTF-8)
            ds = data.read_binary_files(name).map_batches(
                split_jsonl_arrow, batch_format="pyarrow", batch_size=None
            )
        ds = ds.repartition(target_num_rows_per_block=BATCH_ROWS)
        return ds.map_batches(
            compile_arrow,
            batch_format="pyarrow",
            batch_size=BATCH_ROWS,
            fn_kwargs={"lexicon": self.lexicon},
        )

    def run(self, name: str, fmt: Format) -> Iterator[Row]:
        """Rows of IN in input order (Parquet rows are numbered here, in that order)."""
        from answerc.batch.arrow import table_rows

        number = 0
        for table in self.dataset(name, fmt).iter_batches(batch_format="pyarrow", batch_size=None):
            for row in table_rows(table):
                number += 1
                if row["line"] is None:
                    row["line"] = number
                yield row
