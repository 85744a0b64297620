"""--lexicon FILE: a user synonym proves a claim in compile, check, eval, batch and serve."""

from __future__ import annotations

import json
import multiprocessing
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

import answerc
from answerc.batch import compile_records
from answerc.batch import local as batch_local
from answerc.cli import main
from tests.eval_cases import case, write

ROOT = Path(__file__).resolve().parent.parent
FRESH = ROOT / "fixtures" / "requests" / "fresh-food-return-versions.json"
BACKUP = ROOT / "fixtures" / "requests" / "backup-policy-caps-en.json"
LEXICON = {"schema_version": "answerc.lexicon/v1", "synonyms": {"zh": [["水果", "生鲜"]]}}
EN_LEXICON = {"schema_version": "answerc.lexicon/v1", "synonyms": {"en": [["snapshot", "backup"]]}}
UNRELATED = {"schema_version": "answerc.lexicon/v1", "synonyms": {"zh": [["工单", "票据"]]}}


def fruit_request(claim: str = "水果商品不适用七天无理由退货。") -> dict[str, Any]:
    """The fresh-food fixture with one claim that says 水果 where K1 says 生鲜."""
    request: dict[str, Any] = json.loads(FRESH.read_text(encoding="utf-8"))
    request["draft"]["claims"] = [{"text": claim, "citations": ["K1"]}]
    return request


def snapshot_request() -> dict[str, Any]:
    """The backup fixture with one claim that says snapshots where K1 says backups."""
    request: dict[str, Any] = json.loads(BACKUP.read_text(encoding="utf-8"))
    text = "Full snapshots run daily at 02:00 UTC and are retained for 35 days."
    request["draft"]["claims"] = [{"text": text, "citations": ["K1"]}]
    return request


def _file(path: Path, value: Any) -> str:
    path.write_text(json.dumps(value, ensure_ascii=False), encoding="utf-8")
    return str(path)


def _diff(a: Any, b: Any, path: str = "$") -> list[str]:
    """The JSON paths where two values differ (leaves, or whole lists of unequal length)."""
    if isinstance(a, dict) and isinstance(b, dict):
        keys = sorted(a.keys() | b.keys())
        return [p for k in keys for p in _diff(a.get(k), b.get(k), f"{path}.{k}")]
    if isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
        pairs = enumerate(zip(a, b, strict=True))
        return [p for i, (x, y) in pairs for p in _diff(x, y, f"{path}[{i}]")]
    return [] if a == b else [path]


def test_public_api_exports_load_lexicon_and_lexicon() -> None:
    """answerc.load_lexicon gives an answerc.Lexicon whose digest compile records."""
    lexicon = answerc.load_lexicon(EN_LEXICON)
    assert isinstance(lexicon, answerc.Lexicon)
    assert answerc.compile(snapshot_request()).verdict == "unsupported"
    compiled = answerc.compile(snapshot_request(), lexicon=lexicon)
    assert compiled.verdict == "grounded"
    assert compiled.grounding.lexicon == lexicon.digest
    assert lexicon.digest is not None and lexicon.digest.startswith("sha256:")


def test_output_differs_only_in_the_lexicon_hash_and_what_it_proves() -> None:
    """A lexicon that proves nothing new changes only grounding.lexicon; one that does, only
    the proof, what follows from it, and the hash."""
    plain = json.loads(_dump(answerc.compile(fruit_request())))
    unrelated = answerc.load_lexicon(UNRELATED)
    same = json.loads(_dump(answerc.compile(fruit_request(), lexicon=unrelated)))
    assert _diff(plain, same) == ["$.grounding.lexicon"]
    assert same["grounding"]["lexicon"] == unrelated.digest
    lexicon = answerc.load_lexicon(LEXICON)
    proved = json.loads(_dump(answerc.compile(fruit_request(), lexicon=lexicon)))
    changed = _diff(plain, proved)
    assert "$.grounding.lexicon" in changed and "$.verdict" in changed
    allowed = (
        "$.grounding.",
        "$.verdict",
        "$.canonical.summary_facts",
        "$.canonical.limitations",
        "$.audit.counts.supported_claims",
        "$.audit.checks",
    )
    assert [p for p in changed if not p.startswith(allowed)] == []
    assert plain["request_hash"] == proved["request_hash"]


def _dump(compiled: answerc.CompiledAnswer) -> str:
    from answerc.contract.wire import dumps

    return dumps(compiled)


def test_a_user_synonym_never_licenses_a_dropped_negation() -> None:
    """With 水果 = 生鲜, a claim that drops K1's 不 is still not supported."""
    lexicon = answerc.load_lexicon(LEXICON)
    compiled = answerc.compile(fruit_request("水果商品适用七天无理由退货。"), lexicon=lexicon)
    assert compiled.grounding.claims[0].result != "supported"


def test_cli_compile_and_check_prove_the_claim_only_with_the_lexicon(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """compile and check --lexicon FILE: the claim is supported and the hash is recorded."""
    request = _file(tmp_path / "req.json", fruit_request())
    lexicon = _file(tmp_path / "lex.json", LEXICON)
    digest = answerc.load_lexicon(LEXICON).digest
    assert main(["compile", request]) == 0
    assert json.loads(capsys.readouterr().out)["grounding"]["claims"][0]["result"] == "unsupported"
    assert main(["compile", request, "--lexicon", lexicon]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["verdict"] == "grounded" and out["grounding"]["lexicon"] == digest
    assert main(["check", request]) == 0
    assert json.loads(capsys.readouterr().out)["claims"][0]["result"] == "unsupported"
    assert main(["check", request, "--lexicon", lexicon]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["claims"][0]["result"] == "supported" and report["lexicon"] == digest


@pytest.mark.parametrize(
    ("lexicon", "path"),
    [
        ({"synonyms": {"zh": [["不", "没"]]}}, "$.synonyms.zh[0][0]"),
        ({"synonyms": {"en": [["refund", "must", "may"]]}}, "$.synonyms.en[0][1]"),
        ({"synonyms": {"en": [["the", "a"]]}}, "$.synonyms.en[0][0]"),
        ({"synonyms": {"zh": [["三天", "72小时"]]}}, "$.synonyms.zh[0][0]"),
        ({"synonyms": {"zh": [["退款", "不退款"]]}}, "$.synonyms.zh[0][1]"),
        ({"synonyms": {"zh": [["仅会员", "会员"]]}}, "$.synonyms.zh[0][0]"),
        ({"synonyms": {"en": [["refund", "no refund"]]}}, "$.synonyms.en[0][1]"),
        ({"synonyms": {"zh": [["三", "五"]]}}, "$.synonyms.zh[0][0]"),
        ({"synonyms": {"en": [["higher", "lower"]]}}, "$.synonyms.en[0][1]"),
        ({"synonyms": {"en": [["release", "v2"]]}}, "$.synonyms.en[0][1]"),
        ({"synonyms": {"zh": [["新增", "删除"]]}}, "$.synonyms.zh[0][1]"),
        ({"synonyms": {"zh": [["水果"]]}}, "$.synonyms.zh[0]"),
        ({"synonyms": {"fr": [["a", "b"]]}}, "$.synonyms"),
        ({"synonyms": {}, "antonyms": []}, "$"),
        ([], "$"),
    ],
)
def test_bad_lexicon_is_exit_2_naming_the_json_path(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], lexicon: Any, path: str
) -> None:
    """An operator, function word, number or malformed entry is refused: exit 2, one line."""
    request = _file(tmp_path / "req.json", fruit_request())
    bad = _file(tmp_path / "bad.json", lexicon)
    for command in ("compile", "check"):
        assert main([command, request, "--lexicon", bad]) == 2
        captured = capsys.readouterr()
        assert captured.out == ""
        assert captured.err.startswith(f"answerc: invalid input at {path}: lexicon")
        assert captured.err.endswith(f"(--lexicon {bad})\n") and captured.err.count("\n") == 1


def test_lexicon_that_is_not_json_or_missing_is_exit_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A file that is not JSON, or is not there, is invalid input too."""
    request = _file(tmp_path / "req.json", fruit_request())
    (tmp_path / "broken.json").write_bytes(b"{\xff")
    assert main(["check", request, "--lexicon", str(tmp_path / "broken.json")]) == 2
    assert "invalid input at $: lexicon is not valid JSON" in capsys.readouterr().err
    assert main(["check", request, "--lexicon", str(tmp_path / "absent.json")]) == 2
    assert "absent.json" in capsys.readouterr().err


def fruit_case() -> dict[str, Any]:
    """A safe zh eval case whose claim says 水果 where K1 says 生鲜."""
    text = "生鲜商品不适用七天无理由退货。"
    evidence = [{**case()["evidence"][0], "text": text}]
    claim = {"text": "水果商品不适用七天无理由退货。", "citations": ["K1"]}
    answer = {"abstained": False, "claims": [claim]}
    return case("fruit-1", evidence=evidence, answer=answer, category="supported_paraphrase")


def test_eval_lexicon_accepts_the_safe_answer_it_rejected(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """eval --lexicon: the safe case is no longer rejected, so a strict gate becomes ready."""
    cases = write(tmp_path / "cases.jsonl", [fruit_case()])
    lexicon = _file(tmp_path / "lex.json", LEXICON)
    strict = ["--format", "json", "--max-safe-rejected", "0"]
    assert main(["eval", str(cases), *strict]) == 3
    assert json.loads(capsys.readouterr().out)["cases"][0]["verdict"] == "unsupported"
    assert main(["eval", str(cases), *strict, "--lexicon", lexicon]) == 0
    assert json.loads(capsys.readouterr().out)["cases"][0]["verdict"] == "grounded"
    bad = _file(tmp_path / "bad.json", {"synonyms": {"en": [["must", "may"]]}})
    assert main(["eval", str(cases), "--lexicon", bad]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.startswith("answerc eval: invalid lexicon at $.synonyms.en[0][0]")


def _batch(*args: str) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(
        [sys.executable, "-m", "answerc", "batch", *args],
        capture_output=True,
        cwd=ROOT,
        timeout=300,
        check=False,
    )


def _verdicts(out: Path) -> list[str]:
    return [json.loads(line)["verdict"] for line in out.read_text(encoding="utf-8").splitlines()]


def test_batch_lexicon_reaches_the_worker_processes(tmp_path: Path) -> None:
    """batch --lexicon with one and with two workers: the claim is proven, same bytes."""
    log = tmp_path / "log.jsonl"
    log.write_text(json.dumps(fruit_request(), ensure_ascii=False) + "\n", encoding="utf-8")
    lexicon = _file(tmp_path / "lex.json", LEXICON)
    plain, one, two = tmp_path / "plain.jsonl", tmp_path / "one.jsonl", tmp_path / "two.jsonl"
    assert main(["batch", str(log), "-o", str(plain), "-j", "1"]) == 0
    assert _verdicts(plain) == ["unsupported"]
    assert main(["batch", str(log), "-o", str(one), "-j", "1", "--lexicon", lexicon]) == 0
    assert _verdicts(one) == ["grounded"]
    proc = _batch(str(log), "-o", str(two), "-j", "2", "--lexicon", lexicon)
    assert proc.returncode == 0, proc.stderr
    assert two.read_bytes() == one.read_bytes()


def test_batch_bad_lexicon_is_exit_2_and_writes_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """batch refuses an operator entry before it opens OUT."""
    log = tmp_path / "log.jsonl"
    log.write_text(json.dumps(fruit_request(), ensure_ascii=False) + "\n", encoding="utf-8")
    bad = _file(tmp_path / "bad.json", {"synonyms": {"zh": [["不", "没"]]}})
    out = tmp_path / "out.jsonl"
    assert main(["batch", str(log), "-o", str(out), "--lexicon", bad]) == 2
    assert "$.synonyms.zh[0][0]" in capsys.readouterr().err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["bad.json", "log.jsonl"]


def test_spawned_workers_build_the_lexicon_from_its_bytes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Workers that share nothing with the parent (spawn) get the lexicon by the initializer."""
    monkeypatch.setattr(batch_local, "_context", lambda: multiprocessing.get_context("spawn"))
    data = json.dumps(LEXICON).encode()
    request = json.dumps(fruit_request(), ensure_ascii=False).encode()
    records = [(n, request) for n in range(1, 6)]
    with batch_local.LocalEngine(2, data) as engine:
        rows = list(engine.run(records))
    assert [r["verdict"] for r in rows] == ["grounded"] * 5
    assert rows == compile_records([{"request": r, "line": n} for n, r in records], lexicon=data)
    assert batch_local._worker_lexicon is None


def test_compile_records_refuses_a_bad_lexicon_instead_of_erroring_every_record() -> None:
    """An invalid lexicon is the run's fault: ContractError, not one error row per record."""
    with pytest.raises(answerc.ContractError) as bad:
        compile_records([{"request": b"{}"}], lexicon=b'{"synonyms": {"en": [["not", "no"]]}}')
    assert bad.value.path == "$.synonyms.en[0][0]"


def test_serve_lexicon_proves_the_claim_and_a_bad_one_stops_start_up(tmp_path: Path) -> None:
    """serve --lexicon: /v1/check proves the claim; an operator entry is exit 2 at start-up."""
    pytest.importorskip("fastapi", reason="answerc[serve] is not installed")
    from tests.serve_support import running_server

    lexicon = _file(tmp_path / "lex.json", LEXICON)
    body = json.dumps(fruit_request(), ensure_ascii=False).encode()
    with running_server(tmp_path, "--lexicon", lexicon) as server:
        reply = server.post("/v1/check", body)
        assert reply.status == 200
        assert reply.json()["claims"][0]["result"] == "supported"
        compiled = server.post("/v1/compile", body).json()
        assert compiled["grounding"]["lexicon"] == answerc.load_lexicon(LEXICON).digest
    bad = _file(tmp_path / "bad.json", {"synonyms": {"en": [["never", "rarely"]]}})
    proc = subprocess.run(
        [sys.executable, "-m", "answerc", "serve", "--port", "1", "--lexicon", bad],
        capture_output=True,
        cwd=ROOT,
        timeout=120,
        check=False,
    )
    assert proc.returncode == 2
    assert proc.stderr.decode().startswith("answerc: invalid input at $.synonyms.en[0][0]")


def test_documented_example_file_loads() -> None:
    """The file shown in docs/lexicon.md and the README is a valid lexicon."""
    import re

    for page in ("docs/lexicon.md", "README.md"):
        text = (ROOT / page).read_text(encoding="utf-8")
        blocks = [
            b for b in re.findall(r"```json\n(.*?)```", text, re.S) if "answerc.lexicon/v1" in b
        ]
        assert blocks, page
        for block in blocks:
            lexicon = answerc.load_lexicon(block)
            assert lexicon.same_group("zh", "水果", "生鲜") == "synonym.user"
