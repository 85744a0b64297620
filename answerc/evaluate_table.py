"""The text report of ``answerc eval`` (``--format table``): gate first, then the figures."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from answerc.evaluate import EvalReport


def _fmt(value: Any) -> str:
    if value is None:
        return "n/a"
    return f"{value:.4f}" if isinstance(value, float) else str(value)


def format_gate(summary: Mapping[str, Any]) -> list[str]:
    """The gate lines of the text report: the decision, its basis, thresholds and reasons."""
    gate = summary["gate"]
    limit = gate["max_safe_rejected"]
    lines = [
        f"release gate: {'READY' if summary['release_gate_ready'] else 'NOT READY'}"
        f"    (figures: {gate['basis']})",
        f"  unsafe judged safe {gate['false_safe']} (max {gate['max_false_safe']})    "
        f"safe rejected {gate['safe_rejected']}/{gate['safe_total']} = "
        f"{_fmt(gate['safe_rejection_rate'])} (max {_fmt(limit) if limit is not None else 'none'})"
        f"    provider errors {gate['provider_errors']} (max 0)",
    ]
    lines += [f"  not ready: {reason}" for reason in gate["failures"]]
    return lines


def format_table(report: EvalReport, summary: Mapping[str, Any] | None = None) -> str:
    """A readable text report: gate, summary, per-category table, per-case verdicts.

    ``summary`` is ``report.summary()`` unless given (``answerc eval --judge`` passes the
    summary with the judge folded in, so the one gate shown is the final one).
    """
    s = summary if summary is not None else report.summary()
    c = s["confusion"]
    lines = [
        *format_gate(s),
        "",
        f"cases: {s['cases_total']}    deterministic checker:",
        f"hard_invariant_false_safe: {s['hard_invariant_false_safe']}    "
        f"safe_rejection_rate: {_fmt(s['safe_rejection_rate'])}    "
        f"provider_errors: {s['provider_errors']}",
        f"unsafe = positive    precision {_fmt(s['precision'])}    recall {_fmt(s['recall'])}"
        f"    f1 {_fmt(s['f1'])}",
        "",
        "                  judged unsafe  judged safe",
        f"labelled unsafe   {c['unsafe_judged_unsafe']:>13}  {c['unsafe_judged_safe']:>11}",
        f"labelled safe     {c['safe_judged_unsafe']:>13}  {c['safe_judged_safe']:>11}",
        "",
        f"exact verdict: {s['verdict_agreement']['exact']}/{s['verdict_agreement']['total']}"
        f"    claim results: {s['claim_agreement']['same']}/{s['claim_agreement']['total']}",
        "",
        f"{'category':<26}{'cases':>6}{'exact':>7}{'false safe':>12}{'false reject':>14}",
    ]
    for name, row in s["per_category"].items():
        lines.append(
            f"{name:<26}{row['cases']:>6}{row['exact_verdict']:>7}"
            f"{row['false_safe']:>12}{row['false_rejection']:>14}"
        )
    lines += ["", f"{'':2}{'case':<22}{'label':<23}{'verdict':<23}first failure"]
    for o in report.outcomes:
        mark = (
            "!!"
            if (not o.case.label_safe and o.judged_safe)
            else ("  " if o.report.verdict == o.case.label_verdict else " ~")
        )
        lines.append(
            f"{mark}{o.case.id:<22}{o.case.label_verdict:<23}{o.report.verdict:<23}"
            f"{o.report.first_failure or '-'}"
        )
    lines.append("")
    lines.append("!! unsafe case judged safe    ~ verdict differs from the label")
    return "\n".join(lines) + "\n"


__all__ = ["format_gate", "format_table"]
