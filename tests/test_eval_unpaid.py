"""answerc eval --unpaid: the unpaid tokens of rejected safe answers, by frequency."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from answerc.cli import main
from answerc.evaluate import evaluate_cases, read_cases
from answerc.evaluate_unpaid import unpaid_tokens
from tests.eval_cases import case, rejected, unsafe, write
from tests.test_lexicon_option import LEXICON, fruit_case


def _cases() -> list[dict[str, Any]]:
    """Two safe answers rejected on 水果, one on a changed number, one by citation.integrity
    (no proof), one supported safe answer and one rightly rejected unsafe answer."""
    bad_citation = {"text": "退款在 3 个工作日内原路退回。", "citations": ["K9"]}
    return [
        fruit_case(),
        case(),
        rejected(),
        unsafe(),
        {**fruit_case(), "id": "fruit-2"},
        case("cite-1", answer={"abstained": False, "claims": [bad_citation]}),
    ]


EXPECTED = [
    {
        "token": "水果",
        "code": "extrinsic_content",
        "side": "claim",
        "count": 2,
        "example": "fruit-1",
    },
    {
        "token": "5 个工作日",
        "code": "number_mismatch",
        "side": "claim",
        "count": 1,
        "example": "rj-1",
    },
]


def test_unpaid_tokens_count_rejected_safe_claims_only(tmp_path: Path) -> None:
    """Supported and unsafe cases add nothing; a case another check rejected is counted apart."""
    path = write(tmp_path / "cases.jsonl", _cases())
    cases = read_cases(path.read_text(encoding="utf-8").splitlines())
    unpaid = unpaid_tokens(evaluate_cases(cases).outcomes)
    assert list(unpaid.rows) == EXPECTED
    assert (unpaid.rejected_safe, unpaid.without_failure) == (4, 1)


def test_unpaid_json_is_a_key_of_the_report_and_keeps_the_exit_code(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """--format json --unpaid adds `unpaid`; the gate's exit code (0 / 3) is unchanged."""
    path = str(write(tmp_path / "cases.jsonl", _cases()))
    assert main(["eval", path, "--format", "json", "--unpaid"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["unpaid"] == EXPECTED and out["release_gate_ready"] is True
    assert main(["eval", path, "--format", "json", "--unpaid", "--max-safe-rejected", "0"]) == 3
    assert json.loads(capsys.readouterr().out)["unpaid"] == EXPECTED
    assert main(["eval", path, "--format", "json"]) == 0
    assert "unpaid" not in json.loads(capsys.readouterr().out)


def test_unpaid_table_lists_tokens_most_frequent_first(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """--format table --unpaid ends with one line per token: count, side, code, example, token."""
    path = str(write(tmp_path / "cases.jsonl", _cases()))
    assert main(["eval", path, "--unpaid"]) == 0
    text = capsys.readouterr().out
    section = text[text.index("unpaid tokens of rejected safe answers") :].splitlines()
    assert "3 rejected claims in 4 rejected safe cases (1 of those cases" in section[1]
    assert section[2].split() == ["count", "side", "code", "example", "token"]
    assert section[3].split() == ["2", "claim", "extrinsic_content", "fruit-1", "水果"]
    assert section[4].split() == ["1", "claim", "number_mismatch", "rj-1", "5", "个工作日"]
    assert len(section) == 5


def test_unpaid_with_the_lexicon_drops_the_token_it_pays(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """With 水果 = 生鲜 in --lexicon, 水果 leaves the work list."""
    path = str(write(tmp_path / "cases.jsonl", _cases()))
    lexicon = tmp_path / "lex.json"
    lexicon.write_text(json.dumps(LEXICON, ensure_ascii=False), encoding="utf-8")
    assert main(["eval", path, "--format", "json", "--unpaid", "--lexicon", str(lexicon)]) == 0
    assert json.loads(capsys.readouterr().out)["unpaid"] == EXPECTED[1:]


def test_unpaid_with_junit_is_invalid_input(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """JUnit has no place for the list: exit 2, nothing on stdout."""
    path = str(write(tmp_path / "cases.jsonl", _cases()))
    assert main(["eval", path, "--format", "junit", "--unpaid"]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert (
        captured.err == "answerc eval: --unpaid needs --format table or --format json, not junit\n"
    )
