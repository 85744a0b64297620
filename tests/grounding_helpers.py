"""Shared helpers for grounding tests: check one claim against one evidence text (through
the whole check, or the proof alone, optionally with a rule off or a function word taken
out); the claims of a labelled case with the items they cite."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from typing import Any

from answerc.evaluate import Case, case_to_pack
from answerc.grounding import check_draft
from answerc.grounding.lexicon import Lexicon, default_lexicon
from answerc.grounding.proof.prove import Cited, prove
from answerc.grounding.text import Analysis, analyze


def cited_claims(case: Case, lex: Lexicon) -> Iterator[tuple[str, Analysis, list[Cited]]]:
    """(text, analysis, cited items) of each claim of ``case`` that cites a pack item."""
    items = {item.id: item for item in case.pack.items}
    claims = case.answer.get("claims") if isinstance(case.answer, dict) else None
    for raw in claims if isinstance(claims, list) else []:
        if not isinstance(raw, dict) or not isinstance(raw.get("text"), str):
            continue
        refs = [r for r in raw.get("citations") or [] if isinstance(r, str) and r in items]
        if refs:
            cited = [
                Cited(r, analyze(items[r].excerpt, lex), None, lex) for r in dict.fromkeys(refs)
            ]
            yield raw["text"], analyze(raw["text"], lex), cited


def judge_one(evidence: str, claim: str) -> tuple[str, tuple[str, ...]]:
    """Verdict and the claim's reason codes for a claim citing K1 = ``evidence``."""
    pack = case_to_pack(
        {
            "query": "q",
            "evidence": [{"id": "K1", "document_id": "d", "section": "s", "text": evidence}],
        }
    )
    draft: dict[str, Any] = {"abstained": False, "claims": [{"text": claim, "citations": ["K1"]}]}
    report = check_draft(draft, pack)
    return report.verdict, report.claims[0].reasons


def check_pair(evidence: str, faithful: str, unsafe: str) -> None:
    """The faithful restatement of ``evidence`` is grounded; the unsafe claim is not."""
    assert judge_one(evidence, faithful) == ("grounded", ())
    assert judge_one(evidence, unsafe)[0] != "grounded"


def prove_one(claim: str, evidence: str, *, off: str = "", lex: Lexicon | None = None) -> str:
    """The proof's result for ``claim`` citing K1 = ``evidence`` (rule ``off`` disabled)."""
    lex = lex or default_lexicon()
    disabled = frozenset({off}) if off else frozenset()
    cited = [Cited("K1", analyze(evidence, lex), None, lex)]
    return prove(analyze(claim, lex), cited, lex, disabled=disabled).result


def without_function_word(lang: str, word: str) -> Lexicon:
    """The built-in lexicon with ``word`` taken off the ``lang`` function words."""
    lex = default_lexicon()
    words = {**lex.function_words, lang: lex.function_words[lang] - {word}}
    return dataclasses.replace(lex, function_words=words)
