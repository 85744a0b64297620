"""answerc batch --engine ray: Ray Data gives byte-identical output to the local engine."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

# before Ray is imported: the local Ray of these tests binds to 127.0.0.1 only
os.environ.setdefault("RAY_ENABLE_WINDOWS_OR_OSX_CLUSTER", "0")
os.environ.pop("RAY_ADDRESS", None)

ray = pytest.importorskip("ray", reason="Ray is not installed (pip install 'answerc[ray]')")
pytest.importorskip("ray.data", reason="Ray Data is not installed (pip install 'ray[data]')")
pa = pytest.importorskip("pyarrow")
pq = pytest.importorskip("pyarrow.parquet")

from answerc.cli import main  # noqa: E402
from tests.batch_support import BAD_LINES, distinct_requests, mixed_log  # noqa: E402
from tests.test_batch import run_cli  # noqa: E402

RECORDS = 300

# Ray's own deprecation notices (raised inside Ray, not by answerc)
pytestmark = pytest.mark.filterwarnings(r"ignore:`use_\w+` is deprecated:DeprecationWarning")


@pytest.fixture(scope="module")
def jsonl_log(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("ray") / "log.jsonl"
    path.write_bytes(mixed_log(RECORDS))
    return path


def _local(source: Path, out: Path, *extra: str) -> bytes:
    proc = run_cli(str(source), "-o", str(out), "-j", "2", *extra)
    assert proc.returncode == 0, proc.stderr
    return out.read_bytes()


def test_ray_started_on_demand_writes_the_local_bytes(jsonl_log: Path) -> None:
    """The CLI starts a local Ray, runs read -> map_batches, and writes the local bytes."""
    local = _local(jsonl_log, jsonl_log.with_name("local.jsonl"))
    out = jsonl_log.with_name("ray.jsonl")
    proc = run_cli(str(jsonl_log), "-o", str(out), "--engine", "ray", "-j", "2")
    assert proc.returncode == 0, proc.stderr
    assert out.read_bytes() == local
    assert proc.stderr.decode().startswith(f"answerc batch: {len(local.splitlines())} records")


@pytest.fixture
def local_ray() -> Iterator[None]:
    if ray.is_initialized():  # pragma: no cover - another module left one running
        ray.shutdown()
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False, logging_level="ERROR")
    yield
    ray.shutdown()


@pytest.mark.usefixtures("local_ray")
def test_ray_on_a_running_ray_reads_parquet_like_the_local_engine(tmp_path: Path) -> None:
    """On an existing Ray, Parquet in and out has the local engine's bytes, Ray left running."""
    texts: list[str | None] = [t.decode() for t in distinct_requests(RECORDS)]
    texts[10], texts[20] = None, BAD_LINES[1].decode()
    source = tmp_path / "log.parquet"
    pq.write_table(pa.table({"request": texts}), source, row_group_size=100)
    local = _local(source, tmp_path / "local.parquet")
    out = tmp_path / "ray.parquet"
    assert main(["batch", str(source), "-o", str(out), "--engine", "ray"]) == 0
    assert out.read_bytes() == local
    assert ray.is_initialized()
    lines = pq.read_table(out, columns=["line", "error_path"]).to_pylist()
    assert [r["line"] for r in lines] == list(range(1, RECORDS + 1))
    assert [r["line"] for r in lines if r["error_path"]] == [11, 21]


HEAD = """
import sys, ray
ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False, logging_level="ERROR")
print(ray.get_runtime_context().gcs_address, flush=True)
sys.stdin.read()  # run until the test closes stdin
ray.shutdown()
"""


def test_ray_address_runs_on_that_cluster(jsonl_log: Path) -> None:
    """With RAY_ADDRESS set, the CLI joins that (loopback) cluster and writes the local bytes."""
    import subprocess
    import sys

    env = {**os.environ, "RAY_ENABLE_WINDOWS_OR_OSX_CLUSTER": "0"}
    head = subprocess.Popen(
        [sys.executable, "-c", HEAD],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        env=env,
    )
    try:
        assert head.stdout is not None and head.stdin is not None
        address = head.stdout.readline().decode().strip()
        assert address.startswith("127.0.0.1:"), address
        local = jsonl_log.with_name("local-for-cluster.jsonl")
        expected = _local(jsonl_log, local)
        out = jsonl_log.with_name("cluster.jsonl")
        command = ["batch", str(jsonl_log), "-o", str(out), "--engine", "ray"]
        proc = subprocess.run(
            [sys.executable, "-m", "answerc", *command],
            capture_output=True,
            env={**env, "RAY_ADDRESS": address},
            timeout=300,
            check=False,
        )
        assert proc.returncode == 0, proc.stderr
        assert out.read_bytes() == expected
    finally:
        if head.stdin is not None:
            head.stdin.close()
        head.wait(timeout=120)
        if head.stdout is not None:
            head.stdout.close()


@pytest.mark.usefixtures("local_ray")
def test_ray_workers_use_the_lexicon(tmp_path: Path) -> None:
    """--lexicon reaches the Ray workers: the claim it proves is grounded, local bytes."""
    import json

    from tests.test_lexicon_option import LEXICON, fruit_request

    lexicon = tmp_path / "lex.json"
    lexicon.write_text(json.dumps(LEXICON, ensure_ascii=False), encoding="utf-8")
    log = tmp_path / "log.jsonl"
    log.write_text(json.dumps(fruit_request(), ensure_ascii=False) + "\n", encoding="utf-8")
    local, out = tmp_path / "local.jsonl", tmp_path / "ray.jsonl"
    assert main(["batch", str(log), "-o", str(local), "-j", "1", "--lexicon", str(lexicon)]) == 0
    assert (
        main(["batch", str(log), "-o", str(out), "--engine", "ray", "--lexicon", str(lexicon)]) == 0
    )
    assert out.read_bytes() == local.read_bytes()
    assert json.loads(out.read_bytes())["verdict"] == "grounded"
