"""The advisory veto (SPEC §7): a judge may only downgrade, and one function says so.

``judged_verdict`` is the whole rule. ``apply_judgement`` folds a judge run into a
CompiledAnswer by changing exactly two fields, ``judge`` and ``verdict`` (and dropping a
Markdown rendering made before the verdict changed); confidence, chain, citations, the
canonical answer and the deterministic grounding report are never touched.
"""

from __future__ import annotations

from typing import Final

from pydantic import JsonValue

from answerc.contract.output import CompiledAnswer, GroundingReport
from answerc.contract.verdict import Verdict
from answerc.judge.opinion import JudgeOpinion, JudgeVerdict
from answerc.judge.trace import JudgeRun

DOWNGRADES: Final[frozenset[JudgeVerdict]] = frozenset(
    {"contradicted", "insufficient_evidence", "over_abstained"}
)
"""Judge verdicts that turn ``grounded`` into ``misaligned``."""


def judge_applies(report: GroundingReport) -> bool:
    """Return whether the judge runs: the verdict is grounded and the draft was structured.

    Example:
        >>> from answerc.contract.output import CheckResult
        >>> ok = CheckResult(id="generation.contract", passed=True, detail="ok")
        >>> judge_applies(GroundingReport(verdict="grounded", first_failure=None, checks=(ok,)))
        True
        >>> judge_applies(GroundingReport(verdict="abstained", first_failure=None, checks=(ok,)))
        False
    """
    structured = all(c.passed for c in report.checks if c.id == "generation.contract")
    return report.verdict == "grounded" and structured and report.first_failure is None


def judged_verdict(verdict: Verdict, opinion: JudgeOpinion | None, *, fail_closed: bool) -> Verdict:
    """Return the verdict after the judge: only ``grounded`` can change, only downward.

    ``opinion`` is None when the judge failed (deadline, HTTP error, void reply); then the
    verdict stands, or becomes ``degraded`` when ``fail_closed``.

    Example:
        >>> judged_verdict("grounded", None, fail_closed=False)
        'grounded'
        >>> judged_verdict("grounded", None, fail_closed=True)
        'degraded'
        >>> judged_verdict("unsupported", None, fail_closed=True)
        'unsupported'
    """
    if verdict != "grounded":
        return verdict
    if opinion is None:
        return "degraded" if fail_closed else verdict
    if opinion.verdict in DOWNGRADES:
        return "misaligned"
    return verdict


def judge_record(run: JudgeRun, *, deterministic: Verdict, final: Verdict) -> dict[str, JsonValue]:
    """Return the ``CompiledAnswer.judge`` record of a run (SPEC §7)."""
    opinion = run.opinion
    record: dict[str, JsonValue] = {
        "status": run.status,
        "mode": run.mode,
        "model": run.model,
        "response_mode": run.response_mode,
        "request_hash": run.request_hash,
        "latency_ms": run.latency_ms,
        "attempts": run.attempts,
        "usage": dict(run.usage) if run.usage is not None else None,
        "finish_reason": run.finish_reason,
        "error": run.error.model_dump(mode="json") if run.error is not None else None,
        "alignment": opinion.verdict if opinion is not None else None,
        "opinion": opinion.model_dump(mode="json") if opinion is not None else None,
        "skipped_reason": run.skipped_reason,
        "deterministic_verdict": deterministic,
        "verdict": final,
    }
    return record


def apply_judgement(
    compiled: CompiledAnswer, run: JudgeRun, *, fail_closed: bool
) -> CompiledAnswer:
    """Fold a judge run into a compiled answer; the verdict never becomes less strict.

    A skipped run (the judge did not apply) is recorded and changes nothing.
    """
    deterministic = compiled.verdict
    if run.status == "skipped":
        final = deterministic
    else:
        final = judged_verdict(deterministic, run.opinion, fail_closed=fail_closed)
    update: dict[str, object] = {
        "judge": judge_record(run, deterministic=deterministic, final=final),
        "verdict": final,
    }
    if final != deterministic:
        update["markdown"] = None  # rendered for the old verdict: render again
    return compiled.model_copy(update=update)
