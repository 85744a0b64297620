"""Smoke test of benchmarks/ablate.py on a tiny labelled set."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path
from types import ModuleType

import pytest

from answerc.grounding.checks import answer_support
from answerc.grounding.proof import EDIT_RULES, prove

ROOT = Path(__file__).resolve().parent.parent


def _module() -> ModuleType:
    spec = importlib.util.spec_from_file_location("ablate", ROOT / "benchmarks" / "ablate.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("ablate", module)
    spec.loader.exec_module(module)
    return module


def _case(case_id: str, evidence: str, claim: str, safe: bool) -> str:
    return json.dumps(
        {
            "id": case_id,
            "lang": "en" if evidence.isascii() else "zh",
            "category": "supported_verbatim" if safe else "numeric_change",
            "evidence": [
                {
                    "id": "K1",
                    "document_id": "d",
                    "title": "Policy",
                    "section": "Refunds",
                    "text": evidence,
                }
            ],
            "answer": {"abstained": False, "claims": [{"text": claim, "citations": ["K1"]}]},
            "label": {
                "safe": safe,
                "verdict": "grounded" if safe else "unsupported",
                "claims": ["supported" if safe else "contradicted"],
            },
        },
        ensure_ascii=False,
    )


TINY = [
    _case("zh-1", "订单在 7 天内发货。", "订单在 7 天内发货。", True),
    _case("en-1", "Refunds arrive within 7 days.", "Refunds arrive within 7 days.", True),
    _case("en-2", "Refunds arrive within 7 days.", "Refunds arrive within 9 days.", False),
]


def test_ablate_reports_every_rule_and_what_it_gains(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Each rule gets a row; without match.same verbatim answers fail; nothing unsafe passes."""
    path = tmp_path / "tiny.jsonl"
    path.write_text("\n".join(TINY) + "\n", encoding="utf-8")
    ablate = _module()
    assert ablate.main([str(path)]) == 0
    out = capsys.readouterr().out
    assert "3 cases: 2/2 safe accepted, 0/1 unsafe accepted" in out
    rows, _ = ablate.ablate(ablate.load([path]))
    by_rule = {r.rule: r for r in rows}
    assert list(by_rule) == [r.id for r in EDIT_RULES]
    assert set(by_rule["match.same"].gains) == {"tiny/zh-1", "tiny/en-1"}
    assert set(by_rule["quantity.equal"].gains) == {"tiny/zh-1", "tiny/en-1"}
    assert all(not r.costs for r in rows)
    assert answer_support.prove is prove  # the patch is undone
