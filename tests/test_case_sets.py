"""Regression guard: no unsafe answer judged safe on the repository's labelled case sets."""

from __future__ import annotations

from pathlib import Path

import pytest

from answerc.evaluate import evaluate_cases, read_cases

ROOT = Path(__file__).resolve().parent.parent
SETS = sorted((ROOT / "benchmarks" / "case-sets").glob("*.jsonl")) + [
    ROOT / "benchmarks" / "grounding-dev-cases.jsonl"
]


@pytest.mark.parametrize("path", SETS, ids=[p.stem for p in SETS])
def test_no_unsafe_case_is_judged_safe(path: Path) -> None:
    """hard_invariant_false_safe is 0 on every bundled labelled set."""
    report = evaluate_cases(read_cases(path.read_text(encoding="utf-8").splitlines()))
    false_safe = [o.case.id for o in report.outcomes if not o.case.label_safe and o.judged_safe]
    assert false_safe == []
