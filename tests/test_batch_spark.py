"""The Spark recipe of docs/batch.md (mapInArrow over the batch function), where Spark runs.

Skipped unless pyspark is installed and a Java runtime is on PATH (pyspark is not in the
test extra: 491 MB installed, 2.5 min to install here); run ``pip install pyspark`` to include it.
"""

from __future__ import annotations

import os
import shutil
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

if shutil.which("java") is None:
    pytest.skip("the Spark recipe needs a Java runtime (none on PATH)", allow_module_level=True)
pyspark_sql = pytest.importorskip("pyspark.sql", reason="pyspark is not installed")
pa = pytest.importorskip("pyarrow")
pq = pytest.importorskip("pyarrow.parquet")

from answerc.batch import compile_records  # noqa: E402
from answerc.batch.arrow import ROW_DDL, compile_arrow_batches  # noqa: E402
from tests.batch_support import BAD_LINES, distinct_requests  # noqa: E402

RECORDS = 60

# pyspark's own notice about the installed pandas (answerc's recipe uses Arrow, not pandas)
pytestmark = pytest.mark.filterwarnings("ignore:PySpark does not yet fully support pandas")


@pytest.fixture(scope="module")
def spark() -> Iterator[Any]:
    os.environ.setdefault("SPARK_LOCAL_IP", "127.0.0.1")  # loopback only
    os.environ["PYSPARK_PYTHON"] = sys.executable  # the workers need answerc and pyarrow
    session = (
        pyspark_sql.SparkSession.builder.master("local[2]")
        .config("spark.driver.host", "127.0.0.1")
        .config("spark.driver.bindAddress", "127.0.0.1")
        .config("spark.ui.enabled", "false")
        .config("spark.sql.shuffle.partitions", "2")
        .getOrCreate()
    )
    yield session
    session.stop()


def test_spark_recipe_gives_the_rows_of_the_batch_function(spark: Any, tmp_path: Path) -> None:
    """mapInArrow(compile_arrow_batches) over a log with a line column gives the local rows."""
    texts = [t.decode() for t in distinct_requests(RECORDS)]
    texts[5] = BAD_LINES[0].decode()
    source = tmp_path / "log.parquet"
    lines = list(range(1, RECORDS + 1))
    pq.write_table(pa.table({"line": lines, "request": texts}), source, row_group_size=20)

    requests = spark.read.parquet(str(source)).select("line", "request")
    answers = requests.mapInArrow(compile_arrow_batches, schema=ROW_DDL)
    answers.write.mode("overwrite").parquet(str(tmp_path / "audit"))

    got = sorted(pq.read_table(tmp_path / "audit").to_pylist(), key=lambda r: r["line"])
    expected = compile_records({"line": n, "request": t} for n, t in zip(lines, texts, strict=True))
    assert got == expected
    assert got[5]["error_path"] == "$"
