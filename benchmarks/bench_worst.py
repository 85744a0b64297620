"""Worst-case shapes (issue 15): time and peak memory against input size. Asserts nothing.

Run: python benchmarks/bench_worst.py [--quick] [--shape NAME] [--long-lived]

Each (shape, size) runs in a fresh interpreter, so the peak RSS is that input's alone
(``ru_maxrss`` of the child, interpreter and imports included: compare rows, not the
absolute floor). Time is the whole ``load_request`` + ``compile`` (markdown included) of one
distinct request, and the ratio to ``json.loads`` + ``json.dumps`` of the same bytes in the
same process. A linear stage keeps seconds/size flat as the size grows by 4x or 10x.
"""

from __future__ import annotations

import argparse
import json
import resource
import subprocess
import sys
import time
from collections.abc import Callable
from typing import Any

WIDE = {
    "excerpt_chars": 100_000,
    "pack_bytes": 1024 * 1024,
    "max_evidence": 1000,
    "max_per_document": 1000,
}
"""The widest policy the limits allow (pack_bytes at MAX_PACK_BYTES)."""
ZH = "退款在七天内处理订单支付网关超时需要重试三次如果失败则人工审核客服会在两小时内回复用户。"


def _hit(excerpt: str, n: int = 0) -> dict[str, Any]:
    return {"document_id": f"d{n}", "excerpt": excerpt, "locator": {"source_record": f"r{n}"}}


def _request(hits: list[dict[str, Any]], claims: list[str], policy: Any = None) -> dict[str, Any]:
    value: dict[str, Any] = {
        "query": "退款多久",
        "hits": hits,
        "draft": {"claims": [{"text": c, "citations": ["K1"]} for c in claims]},
    }
    if policy:
        value["policy"] = policy
    return value


def _cjk(n: int) -> str:
    return (ZH * (n // len(ZH) + 1))[:n]


SHAPES: dict[str, tuple[Callable[[int], dict[str, Any]], list[int], list[int]]] = {
    # name: (builder of a request of that size, sizes, quick sizes)
    "sevens-default": (
        lambda n: _request([_hit("7 " * (n // 2))], ["等待7天"]),
        [5_000, 20_000, 100_000],
        [5_000, 20_000],
    ),
    "sevens-wide": (
        lambda n: _request([_hit("7 " * (n // 2))], ["等待7天"], WIDE),
        [5_000, 20_000, 100_000],
        [5_000, 20_000],
    ),
    "ranges-wide": (
        lambda n: _request([_hit("2-8天 " * (n // 5))], ["等待2-8天"], WIDE),
        [5_000, 20_000, 100_000],
        [5_000, 20_000],
    ),
    "yi-run-uncited": (
        lambda n: _request(
            [_hit("退款在7天内处理"), _hit("一" + "亿" * (n - 1), 1)], ["退款在7天内处理"]
        ),
        [541, 5_000, 100_000],
        [541, 5_000],
    ),
    "cjk-claim": (
        lambda n: _request([_hit(_cjk(1200))], [_cjk(n)]),
        [500, 2_000, 100_000],
        [500, 2_000],
    ),
    "many-claims": (
        lambda n: _request([_hit(_cjk(1200))], [_cjk(n // 200)] * 200),
        [10_000, 50_000, 600_000],
        [10_000, 50_000],
    ),
    "wide-hits-100k": (
        lambda n: _request([_hit(_cjk(100_000), i) for i in range(n)], ["退款在七天内处理"], WIDE),
        [10, 100, 1000],
        [10, 100],
    ),
    "duplicate-key-at-end": (
        lambda n: {
            "query": "q",
            "audit": {"rows": [{"a": i, "b": [i, i]} for i in range(n)]},
            "dup": {"k": 1, "k2": 2},
        },
        [10_000, 40_000, 160_000],
        [10_000, 40_000],
    ),
}


def _bytes(name: str, size: int) -> bytes:
    data = json.dumps(SHAPES[name][0](size), ensure_ascii=False)
    if name == "duplicate-key-at-end":
        data = data.replace('"k2"', '"k"')  # json.dumps cannot write a duplicate key itself
    return data.encode("utf-8")


def run_one(name: str, size: int) -> dict[str, Any]:
    """Measure one (shape, size) in this process: seconds, ratio to the floor, verdict."""
    from answerc.contract.wire import load_request
    from answerc.errors import ContractError
    from answerc.pipeline import compile as compile_request

    data = _bytes(name, size)
    start = time.perf_counter()
    json.dumps(json.loads(data))
    floor = time.perf_counter() - start
    start = time.perf_counter()
    try:
        outcome = compile_request(load_request(data), markdown=True).verdict
    except ContractError as err:
        outcome = f"exit 2 at {err.path}"
    seconds = time.perf_counter() - start
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    return {
        "shape": name,
        "size": size,
        "bytes": len(data),
        "seconds": seconds,
        "ratio": seconds / floor if floor else None,
        "rss_mb": rss,
        "outcome": outcome,
    }


def long_lived(count: int = 8) -> None:
    """Compile ``count`` distinct requests of a 300 000-character pack in one process and
    print the resident memory after each (what caches keep across requests)."""
    import gc
    import random

    from answerc.contract.wire import load_request
    from answerc.pipeline import compile as compile_request

    rnd = random.Random(2)
    base = _cjk(100_000)
    print(f"{'request':>8}{'RSS MB':>9}")
    for index in range(count):
        hits = [_hit("".join(rnd.sample(base, len(base))), i) for i in range(3)]
        data = json.dumps(_request(hits, ["退款在七天内处理"], WIDE), ensure_ascii=False)
        compile_request(load_request(data))
        del hits, data
        gc.collect()
        with open("/proc/self/status", encoding="ascii") as status:
            rss = next(int(line.split()[1]) for line in status if line.startswith("VmRSS"))
        print(f"{index + 1:>8}{rss / 1024:>9.0f}", flush=True)


def main() -> None:
    """Run every shape at every size, each in a child process, and print a table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="the two smaller sizes only")
    parser.add_argument("--shape", choices=sorted(SHAPES), action="append")
    parser.add_argument("--one", nargs=2, metavar=("SHAPE", "SIZE"), help=argparse.SUPPRESS)
    parser.add_argument("--timeout", type=float, default=900.0, help="seconds per child")
    parser.add_argument(
        "--long-lived", action="store_true", help="memory kept across 8 distinct large packs"
    )
    args = parser.parse_args()
    if args.long_lived:
        long_lived()
        return
    if args.one:
        print(json.dumps(run_one(args.one[0], int(args.one[1]))))
        return
    print(
        f"{'shape':<22}{'size':>9}{'MB in':>8}{'seconds':>9}{'s/size (µs)':>13}"
        f"{'× floor':>9}{'peak RSS MB':>13}  outcome"
    )
    for name in args.shape or list(SHAPES):
        _, sizes, quick = SHAPES[name]
        for size in quick if args.quick else sizes:
            try:
                done = subprocess.run(
                    [sys.executable, __file__, "--one", name, str(size)],
                    capture_output=True,
                    text=True,
                    timeout=args.timeout,
                    check=True,
                )
            except subprocess.TimeoutExpired:
                print(f"{name:<22}{size:>9}  killed after {args.timeout:g} s")
                continue
            row = json.loads(done.stdout)
            ratio = f"{row['ratio']:.0f}" if row["ratio"] else "-"
            print(
                f"{name:<22}{size:>9}{row['bytes'] / 1e6:>8.2f}{row['seconds']:>9.3f}"
                f"{row['seconds'] / size * 1e6:>13.2f}{ratio:>9}{row['rss_mb']:>13.0f}"
                f"  {row['outcome']}",
                flush=True,
            )


if __name__ == "__main__":
    main()
