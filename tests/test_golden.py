"""Golden CompiledAnswer JSON for every request fixture (pytest --update-goldens rewrites)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from answerc.contract.wire import dumps, load_request
from answerc.pipeline import compile as compile_request

ROOT = Path(__file__).resolve().parent.parent
REQUESTS = sorted((ROOT / "fixtures" / "requests").glob("*.json"))
GOLDEN = ROOT / "fixtures" / "golden"


@pytest.mark.parametrize("path", REQUESTS, ids=[p.stem for p in REQUESTS])
def test_compiled_answer_matches_golden(path: Path, golden: Callable[[Path, str], None]) -> None:
    """Compiling a fixture gives exactly the bytes of its golden JSON."""
    compiled = compile_request(load_request(path.read_bytes()))
    text = dumps(compiled)
    golden(GOLDEN / f"{path.stem}.json", text)
    assert dumps(compile_request(load_request(path.read_bytes()))) == text, "not deterministic"


def test_every_golden_json_has_a_request() -> None:
    """An orphaned golden file fails."""
    orphans = {p.stem for p in GOLDEN.glob("*.json")} - {p.stem for p in REQUESTS}
    assert not orphans, orphans
