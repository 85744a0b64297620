"""The local engine: one process, or ``jobs`` worker processes, results in input order.

Records are sent to the workers in chunks of :data:`CHUNK`; at most ``2 * jobs`` chunks
are in flight, so at most :func:`in_flight_limit` records are held at once, whatever the
size of IN (the reader is pulled only as results are written).
"""

from __future__ import annotations

import multiprocessing
import os
from collections import deque
from collections.abc import Iterable, Iterator
from concurrent.futures import Future, ProcessPoolExecutor
from itertools import islice
from typing import Final

from answerc.batch.records import Row, compile_record, user_lexicon
from answerc.grounding.lexicon import Lexicon

CHUNK: Final = 4
"""Records per task sent to a worker: a few compiles (ms each) outweigh one round trip."""
PENDING_PER_JOB: Final = 2
"""Chunks in flight per worker: one being compiled, one waiting, so no worker idles."""

Record = tuple[int, str | bytes | None]


def in_flight_limit(jobs: int) -> int:
    """Most records read but not yet yielded back, for ``jobs`` workers.

    Example:
        >>> in_flight_limit(1), in_flight_limit(2)
        (1, 16)
    """
    return 1 if jobs <= 1 else PENDING_PER_JOB * jobs * CHUNK


def usable_cpus() -> int:
    """CPUs this process may run on (``--jobs 0``)."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # pragma: no cover - not Linux
        return os.cpu_count() or 1


_worker_lexicon: Lexicon | None = None
"""The user lexicon of this worker process, set once by :func:`_init_worker`."""


def _init_worker(lexicon: bytes | None) -> None:
    """Pool initializer: build the user lexicon once in each worker, from the file's bytes."""
    global _worker_lexicon
    _worker_lexicon = user_lexicon(lexicon)


def _compile_chunk(chunk: list[Record]) -> list[Row]:
    return [compile_record(request, line=line, lexicon=_worker_lexicon) for line, request in chunk]


def _warm_up() -> None:
    """Load what every compile needs (lexicons, models) once, before workers fork."""
    from importlib import resources

    data = resources.files("answerc.examples").joinpath("demo.json").read_bytes()
    compile_record(data, lexicon=_worker_lexicon)


def _context() -> multiprocessing.context.BaseContext:
    # fork shares the warmed-up parent (no re-import per worker); spawn where there is none
    methods = multiprocessing.get_all_start_methods()
    return multiprocessing.get_context("fork" if "fork" in methods else "spawn")


class LocalEngine:
    """A started pool of ``jobs`` workers (none for one job); use as a context manager.

    The pool is started (its workers forked) on entry, before the caller starts any thread
    such as a progress bar's.
    """

    def __init__(self, jobs: int, lexicon: bytes | None = None) -> None:
        self.jobs = max(1, jobs)
        self.lexicon = lexicon
        """A user lexicon file's bytes; each worker builds it once (pool initializer)."""
        self._pool: ProcessPoolExecutor | None = None

    def __enter__(self) -> LocalEngine:
        _init_worker(self.lexicon)
        _warm_up()
        if self.jobs > 1:
            self._pool = ProcessPoolExecutor(
                self.jobs,
                mp_context=_context(),
                initializer=_init_worker,
                initargs=(self.lexicon,),
            )
            # start every worker now (ProcessPoolExecutor forks them on first submits)
            for future in [self._pool.submit(_warm_up) for _ in range(self.jobs)]:
                future.result()
        return self

    def __exit__(self, *exc: object) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=True, cancel_futures=True)
            self._pool = None
        _init_worker(None)

    def run(self, records: Iterable[Record]) -> Iterator[Row]:
        """Rows of the records, in input order."""
        if self._pool is None:
            for line, request in records:
                yield compile_record(request, line=line, lexicon=_worker_lexicon)
            return
        pool = self._pool
        source = iter(records)
        pending: deque[Future[list[Row]]] = deque()
        limit = PENDING_PER_JOB * self.jobs
        while True:
            while len(pending) < limit:
                chunk = list(islice(source, CHUNK))
                if not chunk:
                    break
                pending.append(pool.submit(_compile_chunk, chunk))
            if not pending:
                return
            yield from pending.popleft().result()
