"""answerc batch throughput and memory (issue 12). Prints figures; asserts nothing.

Run: python benchmarks/bench_batch.py [--records 2000] [--big 20000] [--repeat 2] [--no-ray]

Every rate is measured in this run, on the same distinct records (ids, queries and every
excerpt differ): the floor (``json.loads`` + ``json.dumps`` of each request line), the
in-process single loop (``compile_record`` over the lines, no CLI), then the CLI with
``--jobs 1``, ``--jobs 2`` and ``--engine ray --jobs 2`` (wall time of the whole command,
start-up included; the local runs alternate ``--repeat`` times and the best counts), then
Ray in this process: ``ray.init``, a run on cold workers, a run on warm ones. Peak memory:
the largest process of ``answerc batch --jobs 2`` (ru_maxrss over the command's process
tree) for the small and the big log.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from answerc.batch import compile_record  # noqa: E402
from tests.batch_support import distinct_requests  # noqa: E402

MAXRSS = (
    "import resource, subprocess, sys; subprocess.run(sys.argv[1:], check=True, "
    "stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL); "
    "u = resource.getrusage(resource.RUSAGE_CHILDREN); "
    "print(u.ru_maxrss, u.ru_utime + u.ru_stime)"
)
CPU: dict[str, float] = {}


def cli(log: Path, out: Path, *extra: str) -> tuple[float, int]:
    """Wall seconds of one ``answerc batch`` run and the peak RSS (KiB) of its process tree."""
    command = [sys.executable, "-m", "answerc", "batch", str(log), "-o", str(out), *extra]
    start = time.perf_counter()
    proc = subprocess.run(
        [sys.executable, "-c", MAXRSS, *command], capture_output=True, check=True, cwd=ROOT
    )
    rss, cpu = proc.stdout.split()
    CPU[" ".join(extra)] = float(cpu)
    return time.perf_counter() - start, int(rss)


def parent_share(lines: list[bytes]) -> None:
    """CPU the parent of --jobs 2 spends (read, send, receive, write) against the workers'.

    On a loaded machine wall-clock speed-up says little; this says how much of the work
    is serial (Amdahl): with two free cores, --jobs 2 / --jobs 1 <= 1 / (p + (1 - p) / 2).
    """
    import resource

    from answerc.batch import wire_line
    from answerc.batch.local import LocalEngine

    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    with LocalEngine(2) as engine:
        start = time.process_time()
        for row in engine.run(enumerate(lines, start=1)):
            wire_line(row, row["line"] or 0).encode()
        parent = time.process_time() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    workers = (after.ru_utime + after.ru_stime) - (before.ru_utime + before.ru_stime)
    share = parent / (parent + workers)
    print(
        f"--jobs 2 CPU: parent {parent:.2f} s, workers {workers:.2f} s -> serial share "
        f"{share:.1%}, bound on two free cores {1 / (share + (1 - share) / 2):.2f}x"
    )


def ray_phases(log: Path, count: int, single: float) -> None:
    """Ray's start-up apart from its steady rate: init, a cold run, then a warm run."""
    os.environ.setdefault("RAY_ENABLE_WINDOWS_OR_OSX_CLUSTER", "0")
    from answerc.batch.ray_engine import RayEngine

    start = time.perf_counter()
    with RayEngine(2) as engine:
        print(f"Ray (in process): ray.init {time.perf_counter() - start:.2f} s")
        for phase in ("cold workers", "warm workers"):
            start = time.perf_counter()
            rows = sum(1 for _ in engine.run(str(log), "jsonl"))
            seconds = time.perf_counter() - start
            print(
                f"Ray (in process): {phase}: {rows} rows in {seconds:.2f} s = "
                f"{count / seconds:.1f} records/s ({count / seconds / single:.2f}x single loop)"
            )


def main() -> None:
    """Run the measurements and print them."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--records", type=int, default=2000)
    parser.add_argument("--big", type=int, default=20000)
    parser.add_argument("--no-ray", action="store_true")
    parser.add_argument("--repeat", type=int, default=2, help="runs of --jobs 1 and 2 each")
    args = parser.parse_args()
    print(f"cores usable: {len(os.sched_getaffinity(0))}, load average: {os.getloadavg()}")

    lines = distinct_requests(args.records)
    work = Path(tempfile.mkdtemp(prefix="bench-batch-"))
    log = work / "log.jsonl"
    log.write_bytes(b"\n".join(lines) + b"\n")
    print(f"{len(lines)} distinct records, {log.stat().st_size / 2**20:.1f} MiB of JSON Lines")

    start = time.perf_counter()
    for line in lines:
        json.dumps(json.loads(line))
    floor = len(lines) / (time.perf_counter() - start)
    compile_record(lines[0])  # load lexicons once, as a worker does before its first record
    start = time.perf_counter()
    for number, line in enumerate(lines, start=1):
        compile_record(line, line=number)
    single = len(lines) / (time.perf_counter() - start)
    print(f"floor (json.loads + json.dumps): {floor:,.0f} records/s")
    print(f"in-process single loop:          {single:,.1f} records/s ({floor / single:.0f}x floor)")

    outputs: dict[str, bytes] = {}
    runs: list[tuple[str, tuple[str, ...]]] = [
        ("--jobs 1", ("--jobs", "1")),
        ("--jobs 2", ("--jobs", "2")),
    ] * args.repeat
    if not args.no_ray:
        runs.append(("--engine ray --jobs 2", ("--engine", "ray", "--jobs", "2")))
    rates: dict[str, float] = {}
    for name, extra in runs:
        out = work / f"out-{len(outputs)}.jsonl"
        seconds, rss = cli(log, out, *extra)
        outputs[name] = out.read_bytes()
        rates[name] = max(rates.get(name, 0.0), len(lines) / seconds)
        print(
            f"answerc batch {name:<22} {seconds:6.2f} s  {len(lines) / seconds:7.1f} records/s  "
            f"({len(lines) / seconds / single:.2f}x single loop)  peak RSS {rss / 1024:.0f} MiB"
            f"  CPU {CPU[' '.join(extra)]:.1f} s"
        )
    print(
        f"--jobs 2 / --jobs 1 (best of {args.repeat}): {rates['--jobs 2'] / rates['--jobs 1']:.2f}x"
    )
    parent_share(lines)
    same = len(set(outputs.values())) == 1
    print(f"outputs byte-identical across {', '.join(outputs)}: {same}")
    if not args.no_ray:
        ray_phases(log, len(lines), single)

    if args.big:
        big = work / "big.jsonl"
        with big.open("wb") as handle:
            for first in range(0, args.big, 2000):
                chunk = distinct_requests(min(2000, args.big - first), start=first)
                handle.write(b"\n".join(chunk) + b"\n")
        for name, source in ((f"{args.records:,}", log), (f"{args.big:,}", big)):
            seconds, rss = cli(source, work / "mem.jsonl", "--jobs", "2")
            print(f"peak RSS, --jobs 2, {name:>7} records: {rss / 1024:.0f} MiB ({seconds:.1f} s)")
    print(f"load average at the end: {os.getloadavg()}")


if __name__ == "__main__":
    main()
