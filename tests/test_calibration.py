"""calibrate(): the judge over labelled cases, with the loopback server as the provider."""

from __future__ import annotations

import json
from typing import Any

import openai
import pytest
from pydantic import ValidationError

from answerc.contract.draft import Draft, Expected
from answerc.contract.output import (
    CheckResult,
    EvidencePack,
    GroundingReport,
    PackItem,
)
from answerc.contract.request import Locator
from answerc.judge.calibrate import CalibrationCase, calibrate
from answerc.judge.config import JudgeConfig
from answerc.judge.openai_judge import OpenAIChat
from answerc.testing import OpenAIServer, Reply
from tests.judge_support import PUBLIC_CASES, grounded_report, pack_of


def rules_report(answer: Any) -> GroundingReport:
    """A maximally permissive rule set: any structured draft passes (the worst case)."""
    try:
        draft = Draft.model_validate(answer)
    except ValidationError:
        draft = None
    if draft is None or (not draft.abstained and not draft.claims):
        return GroundingReport(
            verdict="degraded",
            first_failure="generation.contract",
            checks=(CheckResult(id="generation.contract", passed=False, detail="malformed"),),
        )
    if draft.abstained and not draft.claims:
        report = grounded_report(draft)
        return report.model_copy(update={"verdict": "abstained", "abstained": True})
    return grounded_report(draft)


def public_case(case: dict[str, Any]) -> CalibrationCase:
    """A case of grounding-cases/FORMAT.md: evidence is the pack, verbatim."""
    items = tuple(
        PackItem(
            citable=True,
            id=ev["id"],
            evidence_key=f"{ev['document_id']}#{ev['id']}",
            document_id=ev["document_id"],
            rank=rank,
            title=ev.get("title"),
            excerpt=ev["text"],
            version=ev.get("version"),
            effective_at=ev.get("effective_at"),
            locator=Locator(source_record=ev["document_id"], section=ev.get("section")),
        )
        for rank, ev in enumerate(case["evidence"], start=1)
    )
    pack = EvidencePack(
        query=case["query"], items=items, candidate_count=len(items), evidence_count=len(items)
    )
    expected = Expected.model_validate(case["expected"]) if case.get("expected") else None
    return CalibrationCase(
        case_id=case["id"],
        label_safe=case["label"]["safe"],
        query=case["query"],
        pack=pack,
        report=rules_report(case["answer"]),
        expected=expected,
    )


def small_cases() -> list[CalibrationCase]:
    draft = Draft.model_validate({"claims": [{"text": "7 天内退款", "citations": ["K1"]}]})
    pack = pack_of("退款在 7 天内到账。")
    grounded = grounded_report(draft)
    degraded = rules_report({"claims": []})
    return [
        CalibrationCase(case_id="safe", label_safe=True, query="q", pack=pack, report=grounded),
        CalibrationCase(case_id="unsafe", label_safe=False, query="q", pack=pack, report=grounded),
        CalibrationCase(case_id="broken", label_safe=False, query="q", pack=pack, report=degraded),
    ]


def run(cases: list[CalibrationCase], server: OpenAIServer, **config: Any) -> dict[str, Any]:
    with openai.OpenAI(api_key="k", base_url=server.base_url, max_retries=0) as client:
        return calibrate(
            cases,
            chat=OpenAIChat(client),
            config=JudgeConfig(model="m", base_url=server.base_url, **config),
        )


def test_judge_that_blesses_everything_fails_the_gate() -> None:
    """A judge that says supported to all leaves the unsafe grounded case false-safe."""
    with OpenAIServer(lambda body: Reply.opinion("supported")) as server:
        report = run(small_cases(), server)
        assert len(server.requests) == 2  # the degraded case is never sent
    assert report["confusion"] == {"tp": 1, "fp": 0, "fn": 1, "tn": 1}
    assert (report["hard_invariant_false_safe"], report["release_gate_ready"]) == (1, False)
    assert report["judged"] == 2 and report["downgraded"] == 0


def test_judge_that_vetoes_everything_passes_the_gate_at_a_cost() -> None:
    """A judge that contradicts all: no false safe, the safe case lost (a false positive)."""
    with OpenAIServer(lambda body: Reply.opinion("contradicted")) as server:
        report = run(small_cases(), server)
    assert report["confusion"] == {"tp": 2, "fp": 1, "fn": 0, "tn": 0}
    assert report["confusion_before_judge"] == {"tp": 1, "fp": 0, "fn": 1, "tn": 1}
    assert (report["precision"], report["recall"]) == (round(2 / 3, 4), 1.0)
    assert report["release_gate_ready"] is True and report["downgraded"] == 2


def test_provider_errors_block_the_gate_and_leave_verdicts() -> None:
    """HTTP 500 on every call: errors counted, verdicts unchanged, gate closed."""
    with OpenAIServer(lambda body: Reply.error(500)) as server:
        report = run(small_cases(), server, max_attempts=1)
    assert (report["provider_errors"], report["provider_errors_by_kind"]) == (2, {"http": 2})
    assert report["confusion"] == report["confusion_before_judge"]
    assert report["release_gate_ready"] is False
    assert [c["error"] for c in report["per_case"]] == ["http", "http", None]


def test_fail_closed_calibration_counts_errors_as_unsafe() -> None:
    """With fail_closed the failed judge makes grounded cases degraded (judged unsafe)."""
    with (
        OpenAIServer(lambda body: Reply.raw(b"oops")) as server,
        openai.OpenAI(api_key="k", base_url=server.base_url, max_retries=0) as client,
    ):
        report: dict[str, Any] = calibrate(
            small_cases(),
            chat=OpenAIChat(client),
            config=JudgeConfig(model="m", max_attempts=1),
            fail_closed=True,
        )
    assert report["hard_invariant_false_safe"] == 0 and report["provider_errors"] == 2
    assert [c["final_verdict"] for c in report["per_case"]] == ["degraded"] * 3


@pytest.mark.skipif(not PUBLIC_CASES.exists(), reason="public case set not beside the repository")
def test_calibration_runs_on_the_public_case_set() -> None:
    """The public set through permissive rules and a vetoing judge: only unsafe cases the
    judge never sees (abstentions) can stay false-safe."""
    cases = [
        public_case(json.loads(line))
        for line in PUBLIC_CASES.read_text(encoding="utf-8").splitlines()
        if line.strip()
    ]
    unseen_unsafe = sum(1 for c in cases if not c.label_safe and c.report.verdict == "abstained")
    judged = sum(1 for c in cases if c.report.verdict == "grounded")
    with OpenAIServer(lambda body: Reply.opinion("contradicted", [])) as server:
        report = run(cases, server)
        assert len(server.requests) == judged
    assert report["cases"] == len(cases) and report["judged"] == judged
    assert report["hard_invariant_false_safe"] == unseen_unsafe
    assert report["provider_errors"] == 0
    assert report["release_gate_ready"] is (unseen_unsafe == 0)
