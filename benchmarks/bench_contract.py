"""Contract speed and memory at the SPEC limits (issue 2). Prints figures; asserts nothing.

Run: python benchmarks/bench_contract.py [--quick]

Every figure is also given as a ratio to the floor measured in the same process:
``json.loads`` + ``json.dumps`` of the same request bytes.
"""

from __future__ import annotations

import json
import statistics
import subprocess
import sys
import time
import tracemalloc
from collections.abc import Callable
from typing import Any

from answerc.contract.wire import load_request
from answerc.errors import ContractError
from answerc.pipeline import compile as compile_request


def best_of(fn: Callable[[], Any], repeat: int) -> float:
    """Fastest of ``repeat`` runs, in seconds."""
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return min(times)


def limits_request(cjk: bool) -> dict[str, Any]:
    """1 000 hits of 100 000 characters and a 10 000-node chain graph with a cycle."""
    unit = "网关超时排查步骤。" if cjk else "Gateway timeout triage step. "
    excerpt = (unit * (100_000 // len(unit) + 1))[:100_000]
    hits = [
        {
            "document_id": f"d{i % 500}",
            "chunk_index": i,
            "excerpt": excerpt,
            "score": 0.8,
            "lanes": ["vector", "keyword"],
            "locator": {"source_record": f"r{i}", "section": "s"},
        }
        for i in range(1000)
    ]
    nodes = [{"id": f"n{i}"} for i in range(10_000)]
    edges = [
        {"source": f"n{i}", "target": f"n{i + 1}", "evidence": ["d0#chunk-0"], "verified": True}
        for i in range(9_999)
    ]
    edges += [
        {"source": f"n{i + 5}", "target": f"n{i}", "evidence": ["d0#chunk-0"], "verified": True}
        for i in range(0, 9_990, 7)
    ]
    graph = {"entry": "n0", "destination": "n9999", "nodes": nodes, "edges": edges}
    return {"query": "网关超时怎么排查", "hits": hits, "graph": graph}


def bench_limits(cjk: bool, repeat: int) -> None:
    data = json.dumps(limits_request(cjk), ensure_ascii=False).encode()
    floor = best_of(lambda: json.dumps(json.loads(data), ensure_ascii=False), repeat)
    load = best_of(lambda: load_request(data), repeat)
    request = load_request(data)
    comp = best_of(lambda: compile_request(request), repeat)
    tracemalloc.start()
    compile_request(request)
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    label = "CJK" if cjk else "ASCII"
    print(f"limits request ({label}, {len(data) / 1e6:.0f} MB):")
    print(f"  floor loads+dumps   {floor * 1000:8.0f} ms  1.00x")
    print(
        f"  load_request        {load * 1000:8.0f} ms  {load / floor:.2f}x  (parse + strict validation)"
    )
    print(
        f"  compile (pipeline)  {comp * 1000:8.0f} ms  {comp / floor:.2f}x  peak +{peak / 2**20:.0f} MiB (tracemalloc)"
    )


def over_limit_inputs() -> dict[str, bytes]:
    small = {"document_id": "d", "excerpt": "x"}
    return {
        "1001 hits": json.dumps({"query": "q", "hits": [small] * 1001}).encode(),
        "excerpt 100 001 chars": json.dumps(
            {"query": "q", "hits": [{"document_id": "d", "excerpt": "x" * 100_001}]}
        ).encode(),
        "excerpt 50 M chars": json.dumps(
            {"query": "q", "hits": [{"document_id": "d", "excerpt": "x" * 50_000_000}]}
        ).encode(),
        "10 001 nodes": json.dumps(
            {
                "query": "q",
                "graph": {
                    "entry": "a",
                    "destination": "b",
                    "nodes": [{"id": str(i)} for i in range(10_001)],
                },
            }
        ).encode(),
        "50 001 edges": json.dumps(
            {
                "query": "q",
                "graph": {
                    "entry": "a",
                    "destination": "b",
                    "nodes": [{"id": "a"}],
                    "edges": [{"source": "a", "target": "a"}] * 50_001,
                },
            }
        ).encode(),
        "nesting 100 000": (
            '{"query": "q", "draft": ' + "[" * 100_000 + "]" * 100_000 + "}"
        ).encode(),
    }


def bench_rejections(repeat: int) -> None:
    print("over-limit input rejected (load_request raises ContractError):")
    for name, data in over_limit_inputs().items():

        def reject(data: bytes = data) -> None:
            try:
                load_request(data)
            except ContractError:
                return
            raise AssertionError(f"{name} was accepted")

        try:
            floor = best_of(lambda data=data: json.dumps(json.loads(data)), repeat)
        except RecursionError:
            floor = float("nan")  # the stdlib parser itself gives up on this input
        took = best_of(reject, repeat)
        print(
            f"  {name:24s} {took * 1000:8.1f} ms  ({len(data) / 1e6:.1f} MB, {took / floor:.2f}x floor)"
        )


def bench_help(repeat: int) -> None:
    def run(args: list[str]) -> float:
        samples = []
        for _ in range(repeat):
            start = time.perf_counter()
            subprocess.run([sys.executable, *args], capture_output=True, check=True)
            samples.append(time.perf_counter() - start)
        return statistics.median(samples)

    bare = run(["-c", "pass"])
    helped = run(["-m", "answerc", "--help"])
    print(f"answerc --help: {helped * 1000:.0f} ms median (bare interpreter {bare * 1000:.0f} ms)")


def main() -> None:
    quick = "--quick" in sys.argv
    repeat = 1 if quick else 3
    bench_limits(cjk=False, repeat=repeat)
    bench_limits(cjk=True, repeat=repeat)
    bench_rejections(repeat)
    bench_help(5 if quick else 11)


if __name__ == "__main__":
    main()
