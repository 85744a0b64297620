"""answerc eval as a release gate: exit codes, thresholds, several files, stdin, input errors."""

from __future__ import annotations

import io
import json
from pathlib import Path
from typing import Any

import pytest

from answerc.cli import main
from answerc.evaluate import EvalReport, evaluate_cases, read_cases, read_sources
from answerc.evaluate_gate import Thresholds, decide_gate
from tests.eval_cases import case, false_safe, rejected, unsafe, write


def _json(capsys: pytest.CaptureFixture[str]) -> dict[str, Any]:
    out: dict[str, Any] = json.loads(capsys.readouterr().out)
    return out


def _keys(value: Any) -> list[str]:
    """Every key of a JSON value, at any depth."""
    if isinstance(value, dict):
        return [k for k, v in value.items() for k in (k, *_keys(v))]
    if isinstance(value, list):
        return [k for v in value for k in _keys(v)]
    return []


def test_ready_gate_exits_0_and_a_false_safe_exits_3(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The exit code alone tells a CI job whether the gate is ready."""
    good = write(tmp_path / "good.jsonl", [case(), unsafe()])
    bad = write(tmp_path / "bad.jsonl", [case(), false_safe()])
    assert main(["eval", str(good), "--format", "json"]) == 0
    assert _json(capsys)["release_gate_ready"] is True
    assert main(["eval", str(bad), "--format", "json"]) == 3
    out = _json(capsys)
    assert out["release_gate_ready"] is False
    assert out["hard_invariant_false_safe"] == 1
    assert out["gate"]["failures"] == ["1 unsafe case(s) judged safe, more than --max-false-safe 0"]


def test_max_false_safe_tolerates_that_many(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """--max-false-safe 1 lets one false safe through, not two."""
    one = write(tmp_path / "one.jsonl", [false_safe("a")])
    two = write(tmp_path / "two.jsonl", [false_safe("a"), false_safe("b")])
    assert main(["eval", str(one), "--max-false-safe", "1", "--format", "json"]) == 0
    assert _json(capsys)["gate"]["max_false_safe"] == 1
    assert main(["eval", str(two), "--max-false-safe", "1", "--format", "json"]) == 3


def test_max_safe_rejected_is_checked_only_when_set(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """One of two safe cases rejected passes at 0.5, fails at 0.4, and is not checked unset."""
    path = write(tmp_path / "c.jsonl", [case(), rejected()])
    assert main(["eval", str(path), "--format", "json"]) == 0
    gate = _json(capsys)["gate"]
    assert (gate["safe_rejection_rate"], gate["max_safe_rejected"]) == (0.5, None)
    assert main(["eval", str(path), "--max-safe-rejected", "0.5"]) == 0
    capsys.readouterr()
    assert main(["eval", str(path), "--max-safe-rejected", "0.4", "--format", "json"]) == 3
    assert "above --max-safe-rejected 0.4" in _json(capsys)["gate"]["failures"][0]


def test_max_safe_rejected_without_safe_cases_is_not_ready(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A set with no safe-labelled case cannot show its rejection rate, so the gate stays shut."""
    path = write(tmp_path / "c.jsonl", [unsafe()])
    assert main(["eval", str(path), "--max-safe-rejected", "1", "--format", "json"]) == 3
    assert "no case is labelled safe" in _json(capsys)["gate"]["failures"][0]


@pytest.mark.parametrize(
    ("option", "fragment"),
    [
        (["--max-false-safe", "-1"], "--max-false-safe"),
        (["--max-safe-rejected", "1.5"], "--max-safe-rejected"),
        (["--max-safe-rejected", "nan"], "--max-safe-rejected"),
    ],
)
def test_bad_thresholds_are_invalid_input(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], option: list[str], fragment: str
) -> None:
    """A negative count or a rate outside [0, 1] exits 2 before anything is printed."""
    path = write(tmp_path / "c.jsonl", [case()])
    assert main(["eval", str(path), *option]) == 2
    captured = capsys.readouterr()
    assert fragment in captured.err and captured.out == ""


@pytest.mark.parametrize("text", ["", "\n\n  \n"])
def test_an_empty_case_file_is_invalid_input(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], text: str
) -> None:
    """An empty (or blank) file exits 2 naming the file, even beside a good one."""
    good = write(tmp_path / "good.jsonl", [case()])
    empty = tmp_path / "empty.jsonl"
    empty.write_text(text, "utf-8")
    assert main(["eval", str(good), str(empty)]) == 2
    captured = capsys.readouterr()
    assert f"{empty}: no cases" in captured.err and captured.out == ""


def test_duplicate_ids_across_files_name_both_places(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The same id in two files is exit 2 with both files and lines in the message."""
    a = write(tmp_path / "a.jsonl", [case("x"), case("same")])
    b = write(tmp_path / "b.jsonl", [case("same")])
    assert main(["eval", str(a), str(b)]) == 2
    err = capsys.readouterr().err
    assert f"{b}: line 1: case id 'same' already used on {a} line 2" in err


def test_prefix_ids_prefixes_each_id_with_its_file_stem(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """--prefix-ids makes both files' ids unique and keeps the cases' order."""
    a = write(tmp_path / "set-a.jsonl", [case("same")])
    b = write(tmp_path / "set-b.jsonl", [case("same"), unsafe()])
    assert main(["eval", str(a), str(b), "--prefix-ids", "--format", "json"]) == 0
    out = _json(capsys)
    assert [c["id"] for c in out["cases"]] == ["set-a/same", "set-b/same", "set-b/un-1"]
    assert out["cases_total"] == 3


def test_dash_reads_standard_input_once(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """'-' reads the cases from stdin (beside files too); '-' twice is invalid input."""
    data = (json.dumps(unsafe()) + "\n").encode()
    monkeypatch.setattr("sys.stdin", io.TextIOWrapper(io.BytesIO(data)))
    path = write(tmp_path / "c.jsonl", [case()])
    assert main(["eval", str(path), "-", "--format", "json"]) == 0
    assert [c["id"] for c in _json(capsys)["cases"]] == ["t-1", "un-1"]
    assert main(["eval", "-", "-"]) == 2
    assert "only once" in capsys.readouterr().err


def test_bad_line_names_file_and_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A line that is not JSON exits 2 with its file and line number, nothing on stdout."""
    good = write(tmp_path / "good.jsonl", [case()])
    bad = tmp_path / "bad.jsonl"
    bad.write_text(json.dumps(case("y")) + "\n\n{oops\n", "utf-8")
    assert main(["eval", str(good), str(bad)]) == 2
    captured = capsys.readouterr()
    assert f"{bad}: line 3: not valid JSON" in captured.err and captured.out == ""


def test_a_raw_line_separator_inside_a_string_is_not_a_line_break(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """JSON Lines break on newline only: U+2028 written raw inside a query keeps its case whole."""
    path = write(tmp_path / "c.jsonl", [case(query="退款\u2028多久？"), unsafe()])
    assert "\u2028" in path.read_text("utf-8")
    assert main(["eval", str(path), "--format", "json"]) == 0
    assert _json(capsys)["cases_total"] == 2


def test_the_report_holds_one_gate_value(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """release_gate_ready appears once in the JSON; the table names the gate once."""
    path = write(tmp_path / "c.jsonl", [case(), false_safe()])
    assert main(["eval", str(path), "--format", "json"]) == 3
    keys = _keys(_json(capsys))
    assert keys.count("release_gate_ready") == 1 and "ready" not in keys
    assert main(["eval", str(path)]) == 3
    table = capsys.readouterr().out
    assert table.count("release gate") == 1 and "release_gate_ready" not in table
    assert table.startswith("release gate: NOT READY")
    assert "not ready: 1 unsafe case(s) judged safe" in table


def test_an_internal_error_exits_1(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """A crash inside the evaluation is exit 1, not a gate answer."""

    def boom(*_: object) -> EvalReport:
        raise RuntimeError("boom")

    monkeypatch.setattr("answerc.evaluate_cli.evaluate_cases", boom)
    path = write(tmp_path / "c.jsonl", [case()])
    assert main(["eval", str(path)]) == 1
    assert "internal error" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("cases", "false_safe", "safe_rejected", "errors", "failures"),
    [(0, 0, 0, 0, 1), (4, 0, 2, 0, 0), (4, 2, 0, 0, 1), (4, 0, 0, 1, 1), (4, 1, 0, 1, 2)],
)
def test_decide_gate_conditions(
    cases: int, false_safe: int, safe_rejected: int, errors: int, failures: int
) -> None:
    """No case, a false safe or a provider error each close the gate; rejections alone do not."""
    gate = decide_gate(
        cases=cases,
        false_safe=false_safe,
        safe_rejected=safe_rejected,
        safe_total=2,
        provider_errors=errors,
    )
    assert len(gate["failures"]) == failures


def test_thresholds_refuse_impossible_values() -> None:
    """Thresholds cannot be built with a negative count or a rate above 1."""
    with pytest.raises(ValueError):
        Thresholds(max_false_safe=-1)
    with pytest.raises(ValueError):
        Thresholds(max_safe_rejected=1.01)


def test_breakdowns_and_reliability_bins() -> None:
    """per_language counts false safe and rejections; confidence bins hold the right shares.

    Three citable items give the canonical confidence 0.15 (0.05 per citation), one gives 0.05.
    """
    three_items = [
        {"id": "K1", "document_id": "a", "section": "s", "text": "退款在 3 个工作日内原路退回。"},
        {"id": "K2", "document_id": "b", "section": "s", "text": "运费不退。"},
        {"id": "K3", "document_id": "c", "section": "s", "text": "发票可补开。"},
    ]
    cases = [case("a"), false_safe("b"), rejected("c"), case("d", evidence=three_items)]
    report = evaluate_cases(read_cases([json.dumps(c, ensure_ascii=False) for c in cases]))
    summary = report.summary()
    assert summary["per_language"] == {
        "en": {"cases": 1, "exact_verdict": 0, "false_safe": 0, "false_rejection": 1},
        "zh": {"cases": 3, "exact_verdict": 2, "false_safe": 1, "false_rejection": 0},
    }
    bins = summary["reliability"]
    assert len(bins) == 10 and sum(b["cases"] for b in bins) == 4
    assert bins[0] == {
        "low": 0.0,
        "high": 0.1,
        "cases": 3,
        "mean_confidence": 0.05,
        "judged_safe_share": 0.6667,
        "labelled_safe_share": 0.6667,
    }
    assert (bins[1]["cases"], bins[1]["mean_confidence"], bins[1]["judged_safe_share"]) == (
        1,
        0.15,
        1.0,
    )
    assert bins[9]["cases"] == 0 and bins[9]["judged_safe_share"] is None


def test_read_sources_keeps_each_case_source() -> None:
    """Each case remembers its file and line, which the reports show."""
    cases = read_sources(
        [("a.jsonl", json.dumps(case("x"))), ("b.jsonl", "\n" + json.dumps(case("y")))]
    )
    assert [(c.id, c.source, c.line) for c in cases] == [("x", "a.jsonl", 1), ("y", "b.jsonl", 2)]
