"""Builders shared by the judge, organizer, server and calibration tests.

The grounding checker in this branch is a conservative placeholder that never answers
``grounded``, so these builders make grounded reports directly, the way a real checker
would for a draft whose claims all pass.
"""

from __future__ import annotations

import importlib
import json
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import openai
from hypothesis import strategies as st

from answerc.contract.draft import Draft
from answerc.contract.output import (
    CheckResult,
    ClaimResult,
    CompiledAnswer,
    EvidencePack,
    GroundingReport,
    PackItem,
)
from answerc.contract.verdict import CHECK_ORDER
from answerc.contract.wire import load_request
from answerc.pipeline import compile as compile_request
from answerc.pipeline import with_grounding
from answerc.testing.openai_server import chat_completion, opinion_json

ROOT = Path(__file__).resolve().parent.parent
REFUND = ROOT / "fixtures" / "requests" / "refund-call-chain.json"
PUBLIC_CASES = ROOT.parent / "shared" / "grounding-cases" / "cases.jsonl"

# openai 1.x runs on httpx, 3.x on httpx2: mock clients must use the one openai uses
http: Any = importlib.import_module(
    "httpx2" if hasattr(importlib.import_module("openai._base_client"), "httpx2") else "httpx"
)


def all_passed() -> tuple[CheckResult, ...]:
    """One passing result per check, in precedence order."""
    return tuple(CheckResult(id=check, passed=True, detail="passed") for check in CHECK_ORDER)


def grounded_report(draft: Draft) -> GroundingReport:
    """The report a checker gives a draft whose claims are all supported."""
    claims = tuple(
        ClaimResult(
            id=claim.id or f"c{index}",
            text=claim.text,
            citations=claim.citations,
            kind=claim.kind,
            result="supported",
        )
        for index, claim in enumerate(draft.claims, start=1)
    )
    return GroundingReport(
        verdict="grounded", first_failure=None, checks=all_passed(), claims=claims
    )


def pack_of(*excerpts: str, query: str = "q") -> EvidencePack:
    """A pack of article items K1..Kn with these excerpts."""
    items = tuple(
        PackItem(
            citable=True,
            id=f"K{n}",
            evidence_key=f"doc-{n}",
            document_id=f"doc-{n}",
            rank=n,
            excerpt=text,
            title=f"Doc {n}",
        )
        for n, text in enumerate(excerpts, start=1)
    )
    return EvidencePack(
        query=query, items=items, candidate_count=len(items), evidence_count=len(items)
    )


def refund_request(**changes: Any) -> Any:
    """The bundled refund fixture as an AnswerRequest, with top-level fields changed."""
    data = json.loads(REFUND.read_text(encoding="utf-8"))
    data.update(changes)
    return load_request(data)


def grounded_compiled(request: Any = None) -> CompiledAnswer:
    """Compile a request, then give it the grounded report a real checker would give."""
    request = request if request is not None else refund_request()
    compiled = compile_request(request)
    report = grounded_report(Draft.model_validate(request.draft))
    return compiled.model_copy(
        update={
            "grounding": report,
            "verdict": "grounded",
            "canonical": with_grounding(compiled.canonical, report),
        }
    )


def refund_claims() -> tuple[ClaimResult, ...]:
    """The grounded claims of the refund fixture."""
    return grounded_compiled().grounding.claims


def mock_client(handler: Callable[[Any], Any]) -> openai.OpenAI:
    """A real openai client whose HTTP goes to ``handler`` (no sockets)."""
    return openai.OpenAI(
        api_key="test",
        base_url="http://judge.invalid/v1",
        max_retries=0,
        http_client=http.Client(transport=http.MockTransport(handler)),
    )


def replying(
    *contents: str | None, log: list[dict[str, Any]] | None = None
) -> Callable[[Any], Any]:
    """A handler answering chat completions with these contents in turn (the last repeats)."""
    seen: list[dict[str, Any]] = log if log is not None else []

    def handler(request: Any) -> Any:
        body = json.loads(request.content)
        assert body["temperature"] == 0, body
        seen.append(body)
        content = contents[min(len(seen), len(contents)) - 1]
        return http.Response(200, json=chat_completion(content))

    return handler


OPINION_VERDICTS = ("supported", "contradicted", "insufficient_evidence", "over_abstained")
FINDING_VALUES = ("ok", "problem", "not_applicable")
ASPECTS = ("entailment", "negation", "numbers", "time_version", "conditions", "abstention")


@st.composite
def judge_replies(draw: st.DrawFn, pack_ids: Sequence[str] = ("K1", "K2", "K3", "K4")) -> str:
    """Any reply text a judge might send: valid opinions, near misses and garbage."""
    kind = draw(st.sampled_from(["valid", "mutated", "garbage", "json"]))
    verdict = draw(st.sampled_from([*OPINION_VERDICTS, "grounded", "SUPPORTED", ""]))
    ids = draw(
        st.lists(st.sampled_from([*pack_ids, "K99", "k1", "K01", "K１", "doc-1"]), max_size=4)
    )
    findings = {aspect: draw(st.sampled_from(FINDING_VALUES)) for aspect in ASPECTS}
    if kind == "valid":
        return opinion_json(
            draw(st.sampled_from(OPINION_VERDICTS)),
            [i for i in ids if i in pack_ids],
            findings=dict.fromkeys(ASPECTS, "ok"),
        )
    if kind == "mutated":
        extra = draw(
            st.dictionaries(
                st.sampled_from(
                    ["final_verdict", "confidence", "grounded", "safe", "note", "verdict_override"]
                ),
                st.one_of(st.booleans(), st.floats(allow_nan=False), st.text(max_size=5)),
                max_size=2,
            )
        )
        return opinion_json(verdict, ids, findings=findings, extra=extra)
    if kind == "json":
        return json.dumps(
            draw(
                st.recursive(
                    st.none() | st.booleans() | st.integers() | st.text(max_size=8),
                    lambda children: (
                        st.lists(children, max_size=3)
                        | st.dictionaries(
                            st.sampled_from(
                                ["verdict", "evidence_ids", "findings", "reasons", "x"]
                            ),
                            children,
                            max_size=4,
                        )
                    ),
                    max_leaves=8,
                )
            )
        )
    return draw(st.text(max_size=60))


def grounded_cases(lines: Sequence[str]) -> list[dict[str, Any]]:
    """Parse JSON Lines of the public case format."""
    return [json.loads(line) for line in lines if line.strip()]
