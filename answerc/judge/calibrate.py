"""Judge calibration over labelled cases: what the judge adds to the deterministic verdicts.

``answerc eval CASES.jsonl --judge ...`` builds one CalibrationCase per case (its pack and
deterministic GroundingReport) and calls ``calibrate``; the judge runs on the cases the
rules found grounded. "Unsafe" is the positive class: a true positive is an unsafe case
whose final verdict is not safe; ``hard_invariant_false_safe`` counts unsafe cases whose
final verdict is still safe (``grounded`` or ``abstained``) after the judge.
"""

from __future__ import annotations

import time
from collections.abc import Iterable
from typing import Final

from pydantic import JsonValue

from answerc.contract._base import Model
from answerc.contract.draft import Expected, Generator
from answerc.contract.output import EvidencePack, GroundingReport
from answerc.contract.verdict import Verdict, is_safe
from answerc.judge.apply import judged_verdict
from answerc.judge.config import JudgeConfig
from answerc.judge.run import Clock, run_judge
from answerc.judge.trace import ChatFn

CONFUSION_KEYS: Final = ("tp", "fp", "fn", "tn")


class CalibrationCase(Model):
    """One labelled case, reduced to what the judge needs."""

    case_id: str
    label_safe: bool
    """The label: may this answer be published as grounded?"""
    query: str
    pack: EvidencePack
    report: GroundingReport
    """The deterministic grounding report of the case's draft."""
    expected: Expected | None = None
    generator: Generator | None = None


def _ratio(numerator: int, denominator: int) -> float | None:
    return round(numerator / denominator, 4) if denominator else None


def confusion_figures(confusion: dict[str, int]) -> dict[str, JsonValue]:
    """Return precision, recall and F1 with "unsafe" as the positive class (null if 0/0).

    Example:
        >>> confusion_figures({"tp": 3, "fp": 1, "fn": 1, "tn": 5})
        {'precision': 0.75, 'recall': 0.75, 'f1': 0.75}
    """
    tp, fp, fn = confusion["tp"], confusion["fp"], confusion["fn"]
    precision = _ratio(tp, tp + fp)
    recall = _ratio(tp, tp + fn)
    f1 = _ratio(2 * tp, 2 * tp + fp + fn)
    return {"precision": precision, "recall": recall, "f1": f1}


def _cell(label_safe: bool, verdict: Verdict) -> str:
    judged_unsafe = not is_safe(verdict)
    if label_safe:
        return "fp" if judged_unsafe else "tn"
    return "tp" if judged_unsafe else "fn"


def calibrate(
    cases: Iterable[CalibrationCase],
    *,
    chat: ChatFn,
    config: JudgeConfig,
    fail_closed: bool = False,
    clock: Clock = time.monotonic,
) -> dict[str, JsonValue]:
    """Run the judge over labelled cases and report its effect and the release gate.

    Provider errors count every judge call that gave no opinion (deadline, HTTP,
    connection, void reply); ``release_gate_ready`` is true only when no unsafe case ends
    safe and no provider error occurred. Latency figures vary run to run; everything else
    is a function of the cases and the replies.
    """
    before = dict.fromkeys(CONFUSION_KEYS, 0)
    after = dict.fromkeys(CONFUSION_KEYS, 0)
    errors_by_kind: dict[str, int] = {}
    per_case: list[JsonValue] = []
    judged = downgraded = 0
    latencies: list[int] = []
    for case in cases:
        deterministic = case.report.verdict
        run = run_judge(
            case.query,
            case.pack,
            case.report,
            case.expected,
            case.generator,
            chat=chat,
            config=config,
            clock=clock,
        )
        final = (
            deterministic
            if run.status == "skipped"
            else judged_verdict(deterministic, run.opinion, fail_closed=fail_closed)
        )
        if run.status != "skipped":
            judged += 1
            latencies.append(run.latency_ms)
        if run.error is not None:
            errors_by_kind[run.error.kind] = errors_by_kind.get(run.error.kind, 0) + 1
        downgraded += final != deterministic
        before[_cell(case.label_safe, deterministic)] += 1
        after[_cell(case.label_safe, final)] += 1
        per_case.append(
            {
                "id": case.case_id,
                "label_safe": case.label_safe,
                "deterministic_verdict": deterministic,
                "judge_status": run.status,
                "alignment": run.opinion.verdict if run.opinion is not None else None,
                "error": run.error.kind if run.error is not None else None,
                "final_verdict": final,
                "judged_safe": is_safe(final),
            }
        )
    provider_errors = sum(errors_by_kind.values())
    return {
        "cases": len(per_case),
        "judged": judged,
        "downgraded": downgraded,
        "confusion": dict(after),
        **confusion_figures(after),
        "confusion_before_judge": dict(before),
        "false_safe_before_judge": before["fn"],
        "hard_invariant_false_safe": after["fn"],
        "provider_errors": provider_errors,
        "provider_errors_by_kind": dict(sorted(errors_by_kind.items())),
        "release_gate_ready": after["fn"] == 0 and provider_errors == 0,
        "latency_ms": {
            "max": max(latencies, default=0),
            "total": sum(latencies),
        },
        "per_case": per_case,
    }
