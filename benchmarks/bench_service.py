"""Service benchmark: answerc serve over loopback against in-process compile, same run.

Run from the repository root (needs the serve extra)::

    python benchmarks/bench_service.py [--workers 1 2] [--requests 240] [--seconds 15]

1. The service: ``answerc serve --workers W`` on 127.0.0.1, driven by C client threads
   (C = 1, 4, 16 and C = W), each on its own keep-alive connection; requests/s and p50 /
   p99 latency.
2. In-process baseline, measured right before and right after each service phase (the
   machine is shared, so its load drifts): ``load_request`` + ``compile`` + ``dumps`` of
   each request (what one ``POST /v1/compile`` does, without HTTP); the ratio is the
   service's requests/s per worker over the mean of the two. Once, the floor ``json.loads``
   + ``json.dumps`` of the same bytes.
3. CPU per request, which the other load on a shared machine disturbs far less than
   wall-clock rates: the server's processes (user + system, from /proc, workers included)
   over the phase, against the in-process baseline's CPU time per request.

Every request is distinct (the standard request of bench_grounding.py: 8 hits, 10 claims, a
20-node graph, with a numbered sentence added to each excerpt), the same list on both sides.
Each phase is bounded by a request count and a time limit. The client threads run on the
same 2-core machine as the server, so they take CPU from it: the ratios are a lower bound.
Nothing is asserted; the figures are printed.
"""

from __future__ import annotations

import argparse
import http.client
import json
import os
import signal
import socket
import statistics
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from bench_grounding import standard_request  # noqa: E402

from answerc.contract.wire import dumps, load_request  # noqa: E402
from answerc.pipeline import compile as compile_request  # noqa: E402

CONCURRENCY = (1, 4, 16)
WARM_UP = 20


def distinct_requests(count: int, offset: int = 0) -> list[bytes]:
    """``count`` different standard requests (each excerpt gains a numbered sentence)."""
    base = standard_request()
    out = []
    for n in range(offset, offset + count):
        hits = [
            {**hit, "excerpt": f"{hit['excerpt']} 本条编号 R{n}-{i}。"}
            for i, hit in enumerate(base["hits"])
        ]
        request = {**base, "request_id": f"bench-{n}", "hits": hits}
        out.append(json.dumps(request, ensure_ascii=False).encode("utf-8"))
    return out


def in_process(bodies: list[bytes], seconds: float) -> tuple[float, float, list[float]]:
    """Requests/s of load + compile + dumps over ``bodies`` (stops after ``seconds``), CPU
    seconds per request, and each request's latency in ms."""
    start, cpu = time.perf_counter(), time.process_time()
    latencies = []
    for body in bodies:
        began = time.perf_counter()
        dumps(compile_request(load_request(body))).encode("utf-8")
        latencies.append((time.perf_counter() - began) * 1000)
        if time.perf_counter() - start > seconds:
            break
    done = len(latencies)
    return done / (time.perf_counter() - start), (time.process_time() - cpu) / done, latencies


def percentiles(latencies: list[float]) -> tuple[float, float]:
    """p50 and p99 of a list of latencies (nearest rank)."""
    ordered = sorted(latencies)
    return statistics.median(ordered), ordered[
        min(len(ordered) - 1, round(0.99 * (len(ordered) - 1)))
    ]


_TICK = os.sysconf("SC_CLK_TCK")


def cpu_seconds(pid: int) -> float:
    """User + system CPU seconds of a process and all its descendants (Linux /proc)."""
    total = 0.0
    stack = [pid]
    while stack:
        current = stack.pop()
        try:
            fields = Path(f"/proc/{current}/stat").read_text().rsplit(")", 1)[1].split()
            total += (int(fields[11]) + int(fields[12])) / _TICK
            for task in Path(f"/proc/{current}/task").iterdir():
                stack.extend(int(c) for c in (task / "children").read_text().split())
        except (FileNotFoundError, ProcessLookupError):
            continue
    return total


def floor(bodies: list[bytes]) -> float:
    """Requests/s of json.loads + json.dumps of the same bytes."""
    start = time.perf_counter()
    for body in bodies:
        json.dumps(json.loads(body), ensure_ascii=False).encode("utf-8")
    return len(bodies) / (time.perf_counter() - start)


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


def _post(conn: http.client.HTTPConnection, body: bytes) -> bytes:
    conn.request("POST", "/v1/compile", body=body, headers={"Content-Type": "application/json"})
    response = conn.getresponse()
    data = response.read()
    if response.status != 200:
        raise RuntimeError(f"HTTP {response.status}: {data[:200]!r}")
    return data


def drive(port: int, bodies: list[bytes], clients: int, seconds: float) -> dict[str, Any]:
    """Send ``bodies`` from ``clients`` threads (bounded by ``seconds``); latencies in ms."""
    lock = threading.Lock()
    queue = list(reversed(bodies))
    latencies: list[float] = []
    deadline = time.perf_counter() + seconds
    errors: list[str] = []

    def worker() -> None:
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
        try:
            while time.perf_counter() < deadline:
                with lock:
                    if not queue:
                        return
                    body = queue.pop()
                start = time.perf_counter()
                _post(conn, body)
                took = time.perf_counter() - start
                with lock:
                    latencies.append(took * 1000)
        except Exception as err:  # reported, not hidden
            errors.append(f"{type(err).__name__}: {err}")
        finally:
            conn.close()

    threads = [threading.Thread(target=worker) for _ in range(clients)]
    start = time.perf_counter()
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    wall = time.perf_counter() - start
    if errors:
        raise RuntimeError(errors[0])
    p50, p99 = percentiles(latencies)
    return {"requests": len(latencies), "rps": len(latencies) / wall, "p50": p50, "p99": p99}


def serve(workers: int) -> tuple[subprocess.Popen[bytes], int]:
    """Start answerc serve on a free loopback port and wait until it is ready (60 s at most)."""
    port = _free_port()
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "answerc",
            "serve",
            "--port",
            str(port),
            "--workers",
            str(workers),
            "--max-concurrency",
            "64",
        ],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        cwd=ROOT,
        env={**os.environ, "PYTHONHASHSEED": "0"},
    )
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        try:
            conn = http.client.HTTPConnection("127.0.0.1", port, timeout=2)
            conn.request("GET", "/readyz")
            ready = conn.getresponse().status == 200
            conn.close()
            if ready:
                break
        except OSError:
            time.sleep(0.2)
    else:
        proc.kill()
        raise RuntimeError("answerc serve did not become ready")
    # with several workers each must be warm: spread the warm-up over as many connections
    warm = distinct_requests(WARM_UP * workers, offset=2 * 10**6)
    drive(port, warm, clients=workers, seconds=60)
    return proc, port


def main() -> None:
    """Print the service figures beside the in-process baseline of the same moment."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--workers", type=int, nargs="+", default=[1, 2])
    parser.add_argument("--requests", type=int, default=120, help="per service phase")
    parser.add_argument("--seconds", type=float, default=10.0, help="per service phase")
    parser.add_argument("--baseline", type=int, default=40, help="requests per baseline run")
    args = parser.parse_args()

    for body in distinct_requests(WARM_UP, offset=10**6):  # the in-process side warms up too
        dumps(compile_request(load_request(body)))
    bodies = distinct_requests(args.requests)
    size = sum(map(len, bodies)) // len(bodies)
    loads = "/".join(f"{x:.1f}" for x in os.getloadavg())
    print(f"standard request, {size} bytes of JSON; every request distinct; load {loads}")
    print(f"json.loads + json.dumps floor: {1000 / floor(bodies):.3f} ms")
    print(
        "workers clients  req/s  per worker  in-process  ratio  p50 ms  p99 ms  p99/p50"
        "  CPU ms/req: server, in-process, ratio  in-process p50/p99 ms"
    )
    batch = 0

    def baseline() -> tuple[float, float, list[float]]:
        nonlocal batch
        batch += 1
        return in_process(distinct_requests(args.baseline, offset=batch * 10**4), args.seconds)

    for workers in args.workers:
        proc, port = serve(workers)
        try:
            for clients in sorted({*CONCURRENCY, workers}):
                (before, cpu_before, lat_before) = baseline()
                fresh = distinct_requests(args.requests, offset=(workers * 100 + clients) * 10**5)
                server_cpu = cpu_seconds(proc.pid)
                got = drive(port, fresh, clients, args.seconds)
                server_cpu = (cpu_seconds(proc.pid) - server_cpu) / got["requests"]
                (after, cpu_after, lat_after) = baseline()
                base_p50, base_p99 = percentiles(lat_before + lat_after)
                inproc, inproc_cpu = (before + after) / 2, (cpu_before + cpu_after) / 2
                per_worker = got["rps"] / workers
                print(
                    f"{workers:7d} {clients:7d} {got['rps']:6.1f} {per_worker:11.1f}"
                    f" {inproc:11.1f} {per_worker / inproc:6.0%} {got['p50']:7.1f}"
                    f" {got['p99']:7.1f} {got['p99'] / got['p50']:8.2f}"
                    f"  {server_cpu * 1000:6.1f} {inproc_cpu * 1000:6.1f}"
                    f" {inproc_cpu / server_cpu:6.0%}  {base_p50:6.1f} / {base_p99:6.1f}"
                    f"  ({got['requests']} requests; in-process {before:.1f} / {after:.1f} req/s)"
                )
        finally:
            proc.send_signal(signal.SIGTERM)
            proc.wait(timeout=60)
    loads = "/".join(f"{x:.1f}" for x in os.getloadavg())
    print(f"load at the end {loads}")


if __name__ == "__main__":
    main()
