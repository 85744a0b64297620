"""Ablation of the support proof's edit rules: what each rule gains and what it costs.

Run from the repository root::

    python benchmarks/ablate.py [CASES.jsonl ...] [--ids]

Default sets: every labelled set in the repository (``benchmarks/case-sets/*.jsonl``,
``benchmarks/grounding-dev-cases.jsonl``) and the two public sets in
``../shared/grounding-cases/`` when they are present.

For each rule of ``answerc.grounding.proof.EDIT_RULES`` in turn, every case is checked
again with that rule switched off (``prove(..., disabled={rule})``, patched into
answer.support inside this process only) and compared with the normal run:

* **gains**: safe-labelled answers judged safe with the rule and rejected without it
  (what the rule buys);
* **costs**: unsafe-labelled answers rejected with the rule and judged safe without it
  (should be 0: a rule whose absence lets an unsafe answer through means the proof is not
  monotone in its rules; the case ids are printed);
* **claims**: supported claims whose proof names the rule in an edit (normal run).

A rule with 0 gains on every set guards nothing measured here. Text analyses are cached
across the runs (an Analysis is frozen), so the whole ablation is one normal evaluation
plus one proof pass per rule. Prints a table; writes nothing.
"""

from __future__ import annotations

import argparse
import functools
import sys
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from answerc.evaluate import Case, evaluate_case, read_sources  # noqa: E402
from answerc.grounding.checks import answer_support  # noqa: E402
from answerc.grounding.proof import EDIT_RULES  # noqa: E402
from answerc.grounding.text import Analysis  # noqa: E402

SHARED = ROOT.parent / "shared" / "grounding-cases"


def default_sets() -> list[Path]:
    """Every labelled set in the repository, then the public sets when present."""
    sets = sorted((ROOT / "benchmarks" / "case-sets").glob("*.jsonl"))
    sets.append(ROOT / "benchmarks" / "grounding-dev-cases.jsonl")
    sets += [p for p in (SHARED / "cases.jsonl", SHARED / "realistic.jsonl") if p.exists()]
    return sets


def load(paths: Sequence[Path]) -> list[Case]:
    """The cases of every file, ids prefixed with the file stem (unique across sets)."""
    sources = [(str(p), p.read_text(encoding="utf-8")) for p in paths]
    return read_sources(sources, prefix_ids=True)


@dataclass(frozen=True)
class Row:
    """What dropping one rule does."""

    rule: str
    kind: str
    gains: tuple[str, ...]
    """Safe cases judged safe normally and rejected without the rule."""
    costs: tuple[str, ...]
    """Unsafe cases rejected normally and judged safe without the rule."""
    claims: int
    """Supported claims whose proof uses the rule (normal run)."""


@contextmanager
def _patched(disabled: frozenset[str], cache: dict[tuple[str, int], Analysis]) -> Iterator[None]:
    """answer.support with ``disabled`` rules off and text analyses cached."""
    space = vars(answer_support)
    real_prove, real_analyze = space["prove"], space["analyze"]

    def analyze(text: str, lex: Any) -> Analysis:
        key = (text, id(lex))
        found = cache.get(key)
        if found is None:
            found = cache[key] = real_analyze(text, lex)
        return found

    space["prove"] = functools.partial(real_prove, disabled=disabled)
    space["analyze"] = analyze
    try:
        yield
    finally:
        space["prove"], space["analyze"] = real_prove, real_analyze


def _judged(cases: Sequence[Case], disabled: frozenset[str], cache: dict[Any, Any]) -> list[Any]:
    with _patched(disabled, cache):
        return [evaluate_case(case) for case in cases]


def ablate(cases: Sequence[Case]) -> tuple[list[Row], dict[str, int]]:
    """One row per edit rule (registry order) and the normal run's totals."""
    cache: dict[Any, Any] = {}
    base = _judged(cases, frozenset(), cache)
    used: dict[str, int] = {}
    for outcome in base:
        for claim in outcome.report.claims:
            proof = claim.proof
            if claim.result != "supported" or proof is None:
                continue
            for rule in {edit.rule for edit in proof.edits}:
                used[rule] = used.get(rule, 0) + 1
    rows: list[Row] = []
    for rule in EDIT_RULES:
        off = _judged(cases, frozenset({rule.id}), cache)
        gains = tuple(
            b.case.id
            for b, o in zip(base, off, strict=True)
            if b.case.label_safe and b.judged_safe and not o.judged_safe
        )
        costs = tuple(
            b.case.id
            for b, o in zip(base, off, strict=True)
            if not b.case.label_safe and not b.judged_safe and o.judged_safe
        )
        rows.append(Row(rule.id, rule.kind, gains, costs, used.get(rule.id, 0)))
    totals = {
        "cases": len(base),
        "safe": sum(o.case.label_safe for o in base),
        "safe_accepted": sum(o.case.label_safe and o.judged_safe for o in base),
        "unsafe": sum(not o.case.label_safe for o in base),
        "unsafe_accepted": sum(not o.case.label_safe and o.judged_safe for o in base),
    }
    return rows, totals


def table(rows: Sequence[Row], totals: dict[str, int], *, ids: bool = False) -> str:
    """The ablation table as text."""
    width = max(len(r.rule) for r in rows)
    kind = max(len(r.kind) for r in rows)
    lines = [
        f"{totals['cases']} cases: {totals['safe_accepted']}/{totals['safe']} safe accepted, "
        f"{totals['unsafe_accepted']}/{totals['unsafe']} unsafe accepted (all rules on)",
        "",
        f"{'rule':<{width}}  {'kind':<{kind}}  {'gains':>5}  {'costs':>5}  {'claims':>6}",
        f"{'-' * width}  {'-' * kind}  {'-' * 5}  {'-' * 5}  {'-' * 6}",
    ]
    for r in rows:
        lines.append(
            f"{r.rule:<{width}}  {r.kind:<{kind}}  {len(r.gains):>5}  {len(r.costs):>5}  "
            f"{r.claims:>6}"
        )
    lines.append("")
    lines.append(
        "gains: safe answers rejected without the rule; costs: unsafe answers accepted "
        "without it; claims: supported claims whose proof uses it"
    )
    for r in rows:
        if r.costs:
            lines.append(f"COST {r.rule}: {', '.join(r.costs)}")
    if ids:
        for r in rows:
            if r.gains:
                lines.append(f"gains {r.rule}: {', '.join(r.gains)}")
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the ablation and print the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("cases", nargs="*", type=Path, help="case files (default: every set)")
    parser.add_argument("--ids", action="store_true", help="list the case ids each rule gains")
    args = parser.parse_args(argv)
    paths = args.cases or default_sets()
    start = time.perf_counter()
    rows, totals = ablate(load(paths))
    print(f"sets: {', '.join(p.name for p in paths)}")
    print(table(rows, totals, ids=args.ids))
    print(f"\n{len(EDIT_RULES)} rules, {time.perf_counter() - start:.1f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
