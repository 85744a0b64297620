"""The advisory veto: one pure rule, and it may only downgrade."""

from __future__ import annotations

from typing import get_args

import pytest
from hypothesis import given
from hypothesis import strategies as st
from tests.judge_support import ASPECTS, OPINION_VERDICTS, all_passed, grounded_compiled

from answerc.contract.output import CheckResult, GroundingReport
from answerc.contract.verdict import Verdict, severity
from answerc.judge.apply import apply_judgement, judge_applies, judged_verdict
from answerc.judge.opinion import AspectFindings, JudgeOpinion
from answerc.judge.trace import JudgeFailure, JudgeRun

VERDICTS: tuple[Verdict, ...] = get_args(Verdict)


def opinion(verdict: str) -> JudgeOpinion:
    return JudgeOpinion(
        verdict=verdict,  # type: ignore[arg-type]
        evidence_ids=("K1",),
        reasons=(),
        findings=AspectFindings(**dict.fromkeys(ASPECTS, "ok")),  # type: ignore[arg-type]
    )


def run_with(judge_opinion: JudgeOpinion | None, status: str = "ok") -> JudgeRun:
    return JudgeRun(
        status=status,
        mode="separate_model",
        model="m",
        response_mode="json_schema",
        request_hash="sha256:0",
        error=None if judge_opinion else JudgeFailure(kind="http", message="boom", status=500),
        opinion=judge_opinion,
    )


@pytest.mark.parametrize(
    ("judge", "expected"),
    [
        ("supported", "grounded"),
        ("contradicted", "misaligned"),
        ("insufficient_evidence", "misaligned"),
        ("over_abstained", "misaligned"),
    ],
)
def test_judge_verdict_maps_grounded_per_spec_table(judge: str, expected: str) -> None:
    """SPEC §7: the three negative opinions turn grounded into misaligned; supported keeps it."""
    for fail_closed in (False, True):
        assert judged_verdict("grounded", opinion(judge), fail_closed=fail_closed) == expected


@pytest.mark.parametrize("verdict", [v for v in VERDICTS if v != "grounded"])
def test_non_grounded_verdict_never_changes(verdict: Verdict) -> None:
    """Only grounded can change: every other verdict stands whatever the judge says."""
    for judge in (*OPINION_VERDICTS, None):
        for fail_closed in (False, True):
            got = judged_verdict(
                verdict, opinion(judge) if judge else None, fail_closed=fail_closed
            )
            assert got == verdict, (verdict, judge, fail_closed)


def test_failed_judge_keeps_the_verdict_unless_fail_closed() -> None:
    """No opinion: grounded stands, or becomes degraded under judge_fail_closed."""
    assert judged_verdict("grounded", None, fail_closed=False) == "grounded"
    assert judged_verdict("grounded", None, fail_closed=True) == "degraded"


@given(
    verdict=st.sampled_from(VERDICTS),
    judge=st.none() | st.sampled_from(OPINION_VERDICTS),
    fail_closed=st.booleans(),
)
def test_monotone_judged_verdict(verdict: Verdict, judge: str | None, fail_closed: bool) -> None:
    """The judge never lowers severity, and never produces a safe verdict from an unsafe one."""
    got = judged_verdict(verdict, opinion(judge) if judge else None, fail_closed=fail_closed)
    assert severity(got) >= severity(verdict), (verdict, got)


@given(
    judge=st.none() | st.sampled_from(OPINION_VERDICTS),
    status=st.sampled_from(["ok", "error", "skipped"]),
    fail_closed=st.booleans(),
    base=st.sampled_from(VERDICTS),
)
def test_apply_judgement_touches_only_judge_and_verdict(
    judge: str | None, status: str, fail_closed: bool, base: Verdict
) -> None:
    """Confidence, chain, citations, canonical answer and grounding report never change."""
    compiled = grounded_compiled().model_copy(update={"verdict": base})
    judged = apply_judgement(
        compiled, run_with(opinion(judge) if judge else None, status), fail_closed=fail_closed
    )
    assert judged.canonical == compiled.canonical
    assert judged.grounding == compiled.grounding
    assert judged.pack == compiled.pack
    assert severity(judged.verdict) >= severity(compiled.verdict)
    unchanged = {"canonical", "grounding", "pack", "judge", "verdict", "markdown"}
    for name in type(compiled).model_fields:
        if name not in unchanged:
            assert getattr(judged, name) == getattr(compiled, name), name
    assert judged.judge is not None and judged.judge["verdict"] == judged.verdict


def test_judge_record_carries_alignment_and_trace() -> None:
    """The record says what the judge said, what it changed and how the call went."""
    compiled = apply_judgement(
        grounded_compiled(), run_with(opinion("contradicted")), fail_closed=False
    )
    record = compiled.judge
    assert record is not None
    assert (record["alignment"], record["deterministic_verdict"], record["verdict"]) == (
        "contradicted",
        "grounded",
        "misaligned",
    )
    assert compiled.verdict == "misaligned" and compiled.grounding.verdict == "grounded"


def test_failed_run_records_null_alignment() -> None:
    """A failed judge leaves judge.alignment null and the verdict standing."""
    compiled = apply_judgement(grounded_compiled(), run_with(None, "error"), fail_closed=False)
    assert compiled.judge is not None
    assert compiled.judge["alignment"] is None and compiled.verdict == "grounded"
    assert compiled.judge["error"] == {"kind": "http", "message": "boom", "status": 500}


def test_stale_markdown_is_dropped_when_the_verdict_changes() -> None:
    """Markdown rendered for the old verdict is not kept under the new one."""
    compiled = grounded_compiled().model_copy(update={"markdown": "verdict: grounded"})
    judged = apply_judgement(compiled, run_with(opinion("contradicted")), fail_closed=False)
    kept = apply_judgement(compiled, run_with(opinion("supported")), fail_closed=False)
    assert judged.markdown is None and kept.markdown == "verdict: grounded"


def test_judge_applies_only_to_grounded_structured_drafts() -> None:
    """Not grounded, or a draft that failed the contract: the judge does not run."""
    grounded = GroundingReport(verdict="grounded", first_failure=None, checks=all_passed())
    degraded = GroundingReport(
        verdict="degraded",
        first_failure="generation.contract",
        checks=(CheckResult(id="generation.contract", passed=False, detail="not JSON"),),
    )
    assert judge_applies(grounded)
    assert not judge_applies(degraded)
    for verdict in VERDICTS:
        if verdict != "grounded":
            assert not judge_applies(grounded.model_copy(update={"verdict": verdict}))
