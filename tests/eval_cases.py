"""Builders of labelled eval cases (the case format of docs/eval.md) shared by eval tests."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

EVIDENCE = "退款在 3 个工作日内原路退回。"


def case(case_id: str = "t-1", **over: Any) -> dict[str, Any]:
    """A safe, grounded zh case; keyword arguments replace its fields."""
    made: dict[str, Any] = {
        "id": case_id,
        "lang": "zh",
        "category": "supported_verbatim",
        "query": "退款多久到账？",
        "evidence": [
            {
                "id": "K1",
                "document_id": "faq",
                "version": "1.0",
                "title": "FAQ",
                "section": "退款",
                "text": EVIDENCE,
            }
        ],
        "answer": {"abstained": False, "claims": [{"text": EVIDENCE, "citations": ["K1"]}]},
        "expected": {"should_abstain": False, "required_terms": [], "forbidden_terms": []},
        "label": {"safe": True, "verdict": "grounded", "claims": ["supported"]},
        "note": "verbatim copy of K1",
    }
    made.update(over)
    return made


def false_safe(case_id: str = "fs-1", **over: Any) -> dict[str, Any]:
    """A grounded answer labelled unsafe: answerc judges it safe, so it counts as false safe."""
    label = {"safe": False, "verdict": "unsupported", "claims": ["contradicted"]}
    return case(case_id, **{"category": "numeric_change", "label": label, **over})


def rejected(case_id: str = "rj-1", **over: Any) -> dict[str, Any]:
    """A changed number labelled safe: answerc rejects it, so it counts as safe rejected."""
    claim = {"text": "退款在 5 个工作日内原路退回。", "citations": ["K1"]}
    fields: dict[str, Any] = {
        "lang": "en",
        "category": "supported_paraphrase",
        "answer": {"abstained": False, "claims": [claim]},
    }
    return case(case_id, **{**fields, **over})


def unsafe(case_id: str = "un-1", **over: Any) -> dict[str, Any]:
    """A changed number labelled unsafe: answerc rejects it, rightly."""
    label = {"safe": False, "verdict": "unsupported", "claims": ["contradicted"]}
    return rejected(case_id, **{"category": "numeric_change", "label": label, **over})


def write(path: Path, cases: list[dict[str, Any]]) -> Path:
    """Write cases as JSON Lines and return the path."""
    path.write_text("".join(json.dumps(c, ensure_ascii=False) + "\n" for c in cases), "utf-8")
    return path
