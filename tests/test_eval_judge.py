"""answerc eval --judge: calibration against the loopback OpenAI-compatible test server."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

from answerc.testing import OpenAIServer, Reply

ROOT = Path(__file__).resolve().parent.parent

EVIDENCE = [
    {
        "id": "K1",
        "document_id": "leave-policy",
        "title": "Leave policy",
        "section": "Annual",
        "text": "Annual leave requests must be submitted at least 3 working days in advance.",
    },
]
CASES = [
    {
        "id": "safe-1",
        "category": "supported_verbatim",
        "query": "How early must leave be requested?",
        "evidence": EVIDENCE,
        "answer": {
            "abstained": False,
            "claims": [
                {
                    "text": "Annual leave requests must be submitted at least 3 working days in advance.",
                    "citations": ["K1"],
                }
            ],
        },
        "label": {"safe": True, "verdict": "grounded", "claims": ["supported"]},
    },
    {
        "id": "unsafe-1",
        "category": "numeric_change",
        "query": "How early must leave be requested?",
        "evidence": EVIDENCE,
        "answer": {
            "abstained": False,
            "claims": [
                {
                    "text": "Annual leave requests must be submitted at least 5 working days in advance.",
                    "citations": ["K1"],
                }
            ],
        },
        "label": {"safe": False, "verdict": "unsupported", "claims": ["contradicted"]},
    },
]


def run_eval(tmp_path: Path, server: OpenAIServer, exit_code: int = 0) -> dict[str, Any]:
    done = run_cli(tmp_path, server, CASES, "--format", "json")
    assert done.returncode == exit_code, done.stderr
    result: dict[str, Any] = json.loads(done.stdout)
    return result


def run_cli(
    tmp_path: Path, server: OpenAIServer, cases: list[dict[str, Any]], *args: str
) -> subprocess.CompletedProcess[str]:
    path = tmp_path / "cases.jsonl"
    path.write_text("".join(json.dumps(c) + "\n" for c in cases), encoding="utf-8")
    env = {k: v for k, v in os.environ.items() if not k.startswith(("ANSWERC_", "OPENAI_"))}
    return subprocess.run(
        [
            sys.executable,
            "-m",
            "answerc",
            "eval",
            str(path),
            *args,
            "--judge",
            "--judge-base-url",
            server.base_url,
            "--judge-model",
            "judge-m",
            "--judge-timeout",
            "5",
        ],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )


def test_eval_judge_supported_keeps_verdicts_and_gate(tmp_path: Path) -> None:
    """A judge that agrees is consulted once (the one grounded case) and the gate holds."""
    with OpenAIServer([], default=Reply.opinion("supported")) as server:
        report = run_eval(tmp_path, server)
        assert len(server.requests) == 1
    judge = report["judge"]
    assert (judge["judged"], judge["downgraded"], judge["provider_errors"]) == (1, 0, 0)
    assert judge["hard_invariant_false_safe"] == 0
    assert report["release_gate_ready"] is True
    assert report["hard_invariant_false_safe"] == 0


def test_eval_judge_provider_errors_close_the_gate(tmp_path: Path) -> None:
    """HTTP 500 from the judge is a provider error: the release gate is not ready."""
    with OpenAIServer([], default=Reply.error(500)) as server:
        report = run_eval(tmp_path, server, exit_code=3)
    assert report["judge"]["provider_errors"] >= 1
    assert report["provider_errors"] >= 1
    assert report["release_gate_ready"] is False
    assert report["gate"]["basis"] == "judge"
    assert "release_gate_ready" not in report["judge"]


def test_eval_judge_can_only_downgrade(tmp_path: Path) -> None:
    """A contradicting judge turns the grounded safe case unsafe, never the other way round."""
    with OpenAIServer([], default=Reply.opinion("contradicted")) as server:
        report = run_eval(tmp_path, server)
    per_case = {row["id"]: row for row in report["judge"]["per_case"]}
    assert per_case["safe-1"]["final_verdict"] == "misaligned"
    assert per_case["unsafe-1"]["final_verdict"] == "unsupported"
    assert per_case["unsafe-1"]["judge_status"] == "skipped"


def test_eval_judge_gate_is_decided_after_the_judge(tmp_path: Path) -> None:
    """A false safe the judge downgrades leaves the one gate ready; the rules' figure stays."""
    mislabelled = {
        **CASES[0],
        "id": "unsafe-2",
        "label": {"safe": False, "verdict": "unsupported", "claims": ["contradicted"]},
    }
    page = tmp_path / "report.html"
    with OpenAIServer([], default=Reply.opinion("contradicted")) as server:
        done = run_cli(tmp_path, server, [*CASES, mislabelled], "--format", "json")
        table = run_cli(tmp_path, server, [*CASES, mislabelled], "--html", str(page))
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    assert report["hard_invariant_false_safe"] == 1
    assert report["judge"]["hard_invariant_false_safe"] == 0
    assert report["release_gate_ready"] is True and report["gate"]["basis"] == "judge"
    assert report["judge"]["safe_rejection_rate"] == 1.0
    assert table.returncode == 0, table.stderr
    assert table.stdout.count("release gate") == 1
    assert "release_gate_ready" not in table.stdout
    html = page.read_text("utf-8")
    assert 'id="judge"' in html and "figures after the LLM judge" in html
    assert "Unsafe answers judged safe (0)" in html and "Safe answers rejected (1)" in html
    assert "after the judge <b>misaligned</b>" in html
