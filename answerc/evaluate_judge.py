"""``answerc eval --judge``: judge calibration on top of the deterministic evaluation.

The deterministic figures stay as they are; the judge's figures are added under ``judge``
and the report's release gate becomes the judged one (false-safe after the judge 0 and no
provider error). Imports openai only through ``answerc.judge.cli.open_judge``.
"""

from __future__ import annotations

import argparse
import os
from typing import Any

from pydantic import JsonValue

from answerc.evaluate import EvalReport


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


def with_judge(summary: dict[str, Any], calibration: dict[str, JsonValue]) -> dict[str, Any]:
    """Fold the judge's figures into the JSON report; the gate becomes the judged gate."""
    return {
        **summary,
        "judge": calibration,
        "provider_errors": calibration["provider_errors"],
        "release_gate_ready": bool(calibration["release_gate_ready"])
        and bool(summary["release_gate_ready"]),
    }


def format_judge_table(calibration: dict[str, JsonValue]) -> str:
    """The judge part of the text report."""
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
            f"  hard_invariant_false_safe {calibration['hard_invariant_false_safe']}, "
            f"release_gate_ready {str(calibration['release_gate_ready']).lower()}",
            "",
        ]
    )
