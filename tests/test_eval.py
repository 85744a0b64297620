"""answerc eval: reading cases (format in docs/eval.md), the report, and the CLI edge."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from answerc.cli import main
from answerc.evaluate import CaseError, case_to_pack, evaluate_cases, read_cases
from tests.eval_cases import case as _case
from tests.eval_cases import write as _write

PUBLIC = Path(__file__).resolve().parents[2] / "shared" / "grounding-cases" / "cases.jsonl"


@pytest.mark.skipif(not PUBLIC.exists(), reason="public grounding cases not present")
def test_public_cases_have_no_false_safe() -> None:
    """No unsafe public case is judged safe, so the release gate is ready."""
    report = evaluate_cases(read_cases(PUBLIC.read_text("utf-8").splitlines()))
    summary = report.summary()
    assert summary["hard_invariant_false_safe"] == 0
    assert summary["release_gate_ready"] is True
    assert summary["safe_rejection_rate"] <= 0.10


def test_evidence_is_the_pack_verbatim() -> None:
    """Ids are kept as given, nothing is renumbered, sections become locator sections."""
    case = _case(
        evidence=[
            {
                "id": "K2",
                "document_id": "terms",
                "version": "2024",
                "section": "A",
                "text": "旧条款。",
            },
            {
                "id": "K7",
                "document_id": "terms",
                "version": "2026",
                "section": "B",
                "text": "新条款。",
            },
            {"id": "K3", "document_id": "other", "text": "无版本。"},
        ]
    )
    pack = case_to_pack(case)
    assert [i.id for i in pack.items] == ["K2", "K7", "K3"]
    assert pack.items[0].superseded_by == "K7"
    assert pack.items[1].superseded_by is None and pack.items[2].superseded_by is None
    assert pack.items[0].locator is not None and pack.items[0].locator.section == "A"
    assert pack.items[0].excerpt == "旧条款。"


def test_malformed_answer_is_a_degraded_case_not_a_crash() -> None:
    """A draft string that is not JSON makes that case degraded."""
    cases = read_cases([json.dumps(_case(answer="{not json"))])
    outcome = evaluate_cases(cases).outcomes[0]
    assert outcome.report.verdict == "degraded"


@pytest.mark.parametrize(
    ("line", "fragment"),
    [
        ("{not json", "not valid JSON"),
        ("[]", "must be a JSON object"),
        (json.dumps(_case(label={"safe": "yes", "verdict": "grounded", "claims": []})), "safe"),
        (json.dumps(_case(label={"safe": True, "verdict": "great", "claims": []})), "great"),
        (json.dumps({k: v for k, v in _case().items() if k != "evidence"}), "evidence"),
        (json.dumps(_case(evidence=[{"id": "K1"}])), "text"),
        (json.dumps(_case(expected={"should_abstain": "no"})), "expected"),
    ],
)
def test_malformed_case_line_names_its_line(line: str, fragment: str) -> None:
    """A line that breaks the case format raises CaseError with its line number."""
    with pytest.raises(CaseError) as err:
        read_cases(["", json.dumps(_case()), line])
    assert err.value.line == 3
    assert fragment in err.value.message


def test_duplicate_case_ids_are_rejected() -> None:
    """Two cases with one id are a malformed file."""
    with pytest.raises(CaseError):
        read_cases([json.dumps(_case()), json.dumps(_case())])


def test_cli_json_report_has_the_spec_fields(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """--format json prints one object with cases, confusion, rates and the gate."""
    unsafe = _case(
        id="t-2",
        answer={"claims": [{"text": "退款在 5 个工作日内原路退回。", "citations": ["K1"]}]},
        label={"safe": False, "verdict": "unsupported", "claims": ["contradicted"]},
    )
    path = _write(tmp_path / "cases.jsonl", [_case(), unsafe])
    assert main(["eval", str(path), "--format", "json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert [c["id"] for c in out["cases"]] == ["t-1", "t-2"]
    assert [c["verdict"] for c in out["cases"]] == ["grounded", "unsupported"]
    assert out["cases"][1]["first_failure"] == "answer.support"
    assert out["confusion"] == {
        "unsafe_judged_unsafe": 1,
        "unsafe_judged_safe": 0,
        "safe_judged_unsafe": 0,
        "safe_judged_safe": 1,
    }
    assert out["precision"] == out["recall"] == out["f1"] == 1.0
    assert out["hard_invariant_false_safe"] == 0 and out["release_gate_ready"] is True
    assert "per_category" in out and "verdict_matrix" in out


def test_cli_counts_an_unsafe_case_judged_safe(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A case labelled unsafe but grounded counts as a false safe, closes the gate, exits 3."""
    mislabelled = _case(label={"safe": False, "verdict": "unsupported", "claims": ["contradicted"]})
    path = _write(tmp_path / "cases.jsonl", [mislabelled])
    assert main(["eval", str(path), "--format", "json"]) == 3
    out = json.loads(capsys.readouterr().out)
    assert out["hard_invariant_false_safe"] == 1 and out["release_gate_ready"] is False


def test_cli_table_and_errors(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The table names the gate; a malformed line and --judge exit with 2."""
    path = _write(tmp_path / "cases.jsonl", [_case()])
    assert main(["eval", str(path)]) == 0
    assert "hard_invariant_false_safe: 0" in capsys.readouterr().out
    bad = tmp_path / "bad.jsonl"
    bad.write_text(json.dumps(_case()) + "\n{oops\n", "utf-8")
    assert main(["eval", str(bad)]) == 2
    assert "line 2" in capsys.readouterr().err
    assert main(["eval", str(path), "--judge"]) == 2
    assert "judge" in capsys.readouterr().err
    assert main(["eval", str(tmp_path / "missing.jsonl")]) == 2
