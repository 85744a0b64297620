"""``answerc eval --judge``: judge calibration on top of the deterministic evaluation.

The deterministic figures stay as they are; the judge's figures are added under ``judge``
and the report's one release gate (``release_gate_ready`` and its ``gate`` block) is decided
on the figures after the judge. Imports openai only through ``answerc.judge.cli.open_judge``.
"""

from __future__ import annotations

import argparse
import os
from typing import Any, cast

from pydantic import JsonValue

from answerc.contract.verdict import Verdict
from answerc.evaluate import VERDICTS, EvalReport
from answerc.evaluate_gate import DEFAULT_THRESHOLDS, Thresholds, decide_gate


def judge_calibration(report: EvalReport, args: argparse.Namespace) -> dict[str, JsonValue]:
    """Run the judge over the cases the rules found grounded and return its figures."""
    from answerc.judge.calibrate import CalibrationCase, calibrate
    from answerc.judge.cli import open_judge

    cases = [
        CalibrationCase(
            case_id=outcome.case.id,
            label_safe=outcome.case.label_safe,
            query=outcome.case.pack.query,
            pack=outcome.case.pack,
            report=outcome.report,
            expected=outcome.case.expected,
        )
        for outcome in report.outcomes
    ]
    with open_judge(args, os.environ) as (chat, config):
        return calibrate(cases, chat=chat, config=config)


def with_judge(
    summary: dict[str, Any],
    calibration: dict[str, JsonValue],
    thresholds: Thresholds = DEFAULT_THRESHOLDS,
) -> dict[str, Any]:
    """Fold the judge's figures into the JSON report; the one gate is decided after the judge.

    The calibration's own ``release_gate_ready`` is dropped, so the report holds a single
    gate value; the judge block gains ``safe_rejection_rate`` (after the judge).
    """
    after = calibration["confusion"]
    assert isinstance(after, dict)
    errors = calibration["provider_errors"]
    assert isinstance(errors, int)
    fp, fn, tn = (int(after[k]) for k in ("fp", "fn", "tn"))  # type: ignore[arg-type]
    gate = decide_gate(
        cases=summary["cases_total"],
        false_safe=fn,
        safe_rejected=fp,
        safe_total=fp + tn,
        provider_errors=errors,
        thresholds=thresholds,
        basis="judge",
    )
    judge = {k: v for k, v in calibration.items() if k != "release_gate_ready"}
    judge["safe_rejection_rate"] = gate["safe_rejection_rate"]
    return {
        **summary,
        "judge": judge,
        "provider_errors": errors,
        "release_gate_ready": not gate["failures"],
        "gate": gate,
    }


def final_verdicts(calibration: dict[str, JsonValue]) -> dict[str, Verdict]:
    """Each case's verdict after the judge, by case id."""
    rows = calibration["per_case"]
    assert isinstance(rows, list)
    finals: dict[str, Verdict] = {}
    for row in rows:
        assert isinstance(row, dict)
        verdict = row["final_verdict"]
        assert verdict in VERDICTS
        finals[str(row["id"])] = cast(Verdict, verdict)
    return finals


def format_judge_table(calibration: dict[str, JsonValue]) -> str:
    """The judge part of the text report (the gate itself is printed once, at the top)."""
    c = calibration["confusion"]
    assert isinstance(c, dict)
    return "\n".join(
        [
            "",
            "judge calibration (runs on cases the rules found grounded; may only downgrade)",
            f"  judged {calibration['judged']}, downgraded {calibration['downgraded']}, "
            f"provider errors {calibration['provider_errors']}",
            f"  after judge: unsafe judged safe {c['fn']}, safe judged unsafe {c['fp']}, "
            f"precision {calibration['precision']}, recall {calibration['recall']}, "
            f"F1 {calibration['f1']}",
            "",
        ]
    )
