"""Property tests of the support proof over every labelled set (issue 10 item 6).

Pool: every claim that is supported in a safe case, and every evidence sentence of every
case quoted verbatim as a claim citing its item, when that is supported. Each is edited the
ways ``tests/proof_mutations.py`` lists (a number / version / date changed to a value the
cited texts do not hold, a negation inserted or removed, an opposite word swapped, "only"
dropped, a relation's sides swapped); the edited claim, citing the same items in the same
pack, must never be supported. Deterministic: no randomness anywhere.
"""

from __future__ import annotations

import functools
import json
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from answerc.contract.output import ClaimResult
from answerc.evaluate import Case, evaluate_case, read_sources
from answerc.grounding import check_draft
from tests.proof_mutations import GENERATORS

ROOT = Path(__file__).resolve().parent.parent
SHARED = ROOT.parent / "shared" / "grounding-cases"
SETS = [
    *sorted((ROOT / "benchmarks" / "case-sets").glob("*.jsonl")),
    ROOT / "benchmarks" / "grounding-dev-cases.jsonl",
    *(p for p in (SHARED / "cases.jsonl", SHARED / "realistic.jsonl") if p.exists()),
]
_SENTENCE = re.compile(r"[^。！？；!?;]+?(?:[。！？；!?;]|\.(?=\s|$)|$)")

# Mutations judged supported that are real false-safes, reported to the lead: each is a
# strict xfail below (the loop tests skip it) until the engine rejects it; then its line goes.
_KNOWN = Path(__file__).with_name("known_false_safe.jsonl")
KNOWN_FALSE_SAFE: dict[tuple[str, str, str], str] = {
    (row["case"], row["claim"], row["mutation"]): f"judged supported: {row['mutated']}"
    for row in (
        json.loads(line) for line in _KNOWN.read_text(encoding="utf-8").splitlines() if line
    )
}


@dataclass(frozen=True)
class Supported:
    """A supported claim: the case it was checked in and the draft claim itself."""

    case: Case
    claim: dict[str, Any]
    origin: str
    """"answer" (a claim of a safe case) or "evidence" (a quoted evidence sentence)."""

    @property
    def text(self) -> str:
        """The claim text."""
        return str(self.claim["text"])

    def cited(self) -> list[str]:
        """The excerpts of the items the claim cites."""
        by_id = {item.id: item.excerpt for item in self.case.pack.items}
        return [by_id[i] for i in self.claim["citations"] if i in by_id]


def _checked(case: Case, claim: dict[str, Any]) -> ClaimResult | None:
    report = check_draft(
        {"abstained": False, "claims": [claim]},
        case.pack,
        None,
        run_id=case.run_id,
        locale="en" if case.lang == "en" else "zh",
    )
    return report.claims[0] if report.claims else None


def _result(case: Case, claim: dict[str, Any]) -> str:
    checked = _checked(case, claim)
    return "none" if checked is None else checked.result


def _inside_band(checked: ClaimResult) -> bool:
    """The changed value is paid by ``quantity.band``: it lies inside a range the evidence
    states with both bounds, so the edited claim is still entailed (not a false safe)."""
    proof = checked.proof
    return proof is not None and any(e.rule == "quantity.band" for e in proof.edits)


@functools.cache
def supported_claims() -> tuple[Supported, ...]:
    """Every supported claim of the pool, once per process (deduplicated, file order)."""
    cases = read_sources([(str(p), p.read_text(encoding="utf-8")) for p in SETS], prefix_ids=True)
    out: list[Supported] = []
    seen: set[tuple[str, tuple[str, ...]]] = set()

    def add(case: Case, claim: dict[str, Any], origin: str) -> None:
        key = (claim["text"], tuple(sorted(claim["citations"])), case.pack.model_dump_json())
        if key[:2] in seen:
            return
        seen.add(key[:2])
        if _result(case, claim) == "supported":
            out.append(Supported(case, claim, origin))

    for case in cases:
        answer = case.answer if isinstance(case.answer, dict) else {}
        if case.label_safe:
            report = evaluate_case(case).report
            raw = answer.get("claims") or []
            for index, result in enumerate(report.claims):
                if result.result == "supported" and index < len(raw):
                    claim = raw[index]
                    if isinstance(claim, dict) and claim.get("text") == result.text:
                        add(case, dict(claim), "answer")
        for item in case.pack.items:
            if item.superseded_by is not None or not item.citable:
                continue
            for sentence in _SENTENCE.findall(item.excerpt):
                text = sentence.strip()
                if len(text) >= 6:
                    add(case, {"text": text, "citations": [item.id]}, "evidence")
    return tuple(out)


@functools.cache
def _mutations(kind: str) -> tuple[tuple[Supported, str, str], ...]:
    generate: Callable[..., Iterator[tuple[str, str]]] = GENERATORS[kind]
    return tuple(
        (sup, label, text)
        for sup in supported_claims()
        for label, text in dict.fromkeys(generate(sup.text, sup.cited()))
        if text.strip() and text != sup.text
    )


def _survivors(kind: str) -> tuple[int, list[str]]:
    tested = 0
    bad: list[str] = []
    for sup, label, text in _mutations(kind):
        if (sup.case.id, sup.text, label) in KNOWN_FALSE_SAFE:
            continue
        tested += 1
        checked = _checked(sup.case, {**sup.claim, "text": text})
        if checked is not None and checked.result == "supported":
            if kind == "number" and _inside_band(checked):
                continue
            bad.append(f"{sup.case.id} [{label}] {sup.text!r} -> {text!r} cites {sup.cited()!r}")
    return tested, bad


def test_the_pool_is_not_empty() -> None:
    """The labelled sets give both supported answers and supported evidence quotes to mutate."""
    pool = supported_claims()
    assert sum(s.origin == "answer" for s in pool) >= 100
    assert sum(s.origin == "evidence" for s in pool) >= 100


@pytest.mark.parametrize("kind", sorted(GENERATORS))
def test_a_meaning_changing_edit_of_a_supported_claim_is_never_supported(kind: str) -> None:
    """Every edit of this kind of every supported claim is rejected (not supported)."""
    tested, bad = _survivors(kind)
    assert tested > 0
    assert bad == [], f"{len(bad)}/{tested} edited claims still supported:\n" + "\n".join(bad)


@pytest.mark.parametrize(
    ("case_id", "claim", "label"),
    [
        pytest.param(*key, marks=pytest.mark.xfail(strict=True, reason=f"false-safe found: {why}"))
        for key, why in KNOWN_FALSE_SAFE.items()
    ],
)
def test_a_known_false_safe_edit_is_rejected(case_id: str, claim: str, label: str) -> None:
    """A recorded false-safe edit is rejected (strict xfail until the engine fixes it)."""
    found = [
        (sup, text)
        for kind in GENERATORS
        for sup, lab, text in _mutations(kind)
        if (sup.case.id, sup.text, lab) == (case_id, claim, label)
    ]
    if not found:
        pytest.skip("the case's set is not present here")
    for sup, text in found:
        assert _result(sup.case, {**sup.claim, "text": text}) != "supported"
