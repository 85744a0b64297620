"""Open gaps: the known unsafe answers still judged safe, and no others."""

from __future__ import annotations

from pathlib import Path

from answerc.evaluate import evaluate_cases, read_cases

ROOT = Path(__file__).resolve().parent.parent
RED_TEAM = ROOT / "benchmarks" / "open-gaps" / "redteam-12.jsonl"
KNOWN = frozenset({"s-zh-part-001"})
"""Listed with their reasons in benchmarks/open-gaps/README.md."""


def test_only_the_documented_red_team_cases_are_judged_safe() -> None:
    """A new false-safe fails; a closed gap must leave the documented list."""
    report = evaluate_cases(read_cases(RED_TEAM.read_text(encoding="utf-8").splitlines()))
    false_safe = {o.case.id for o in report.outcomes if not o.case.label_safe and o.judged_safe}
    assert false_safe <= KNOWN, f"new false-safe: {sorted(false_safe - KNOWN)}"
    assert false_safe == KNOWN, (
        f"closed, remove from KNOWN and the README: {sorted(KNOWN - false_safe)}"
    )
