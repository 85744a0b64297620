"""generation.contract: malformed drafts are degraded, never exceptions."""

from __future__ import annotations

from typing import Any

import pytest

from answerc.contract.output import EvidencePack, GroundingReport, PackItem
from answerc.grounding import check_draft as _check_draft
from answerc.grounding.checks.generation_contract import parse_draft


def check_draft(draft: Any, pack: EvidencePack, *args: Any, **kwargs: Any) -> GroundingReport:
    """The checker under test; drafts here are plain dicts, as on the wire."""
    return _check_draft(draft, pack, *args, **kwargs)


PACK = EvidencePack(
    query="q",
    items=(
        PackItem(
            citable=True,
            id="K1",
            evidence_key="k",
            document_id="d",
            rank=1,
            excerpt="慢查询阈值为 1 秒。",
        ),
    ),
)
CLAIM = {"text": "慢查询阈值为 1 秒。", "citations": ["K1"]}


@pytest.mark.parametrize(
    ("draft", "code"),
    [
        (None, "no_draft"),
        ("{not json", "invalid_json"),
        ("[1, 2]", "not_an_object"),
        (["K1"], "not_an_object"),
        ({"claims": [{"text": "x", "citations": None}]}, "schema_violation"),
        ({"claims": [{"text": "", "citations": ["K1"]}]}, "schema_violation"),
        ({"claims": [{"text": "   ", "citations": ["K1"]}]}, "schema_violation"),
        ({"claims": [CLAIM], "extra": 1}, "schema_violation"),
        ({"abstained": "false", "claims": [CLAIM]}, "schema_violation"),
        ({"claims": "K1"}, "schema_violation"),
        ({"claims": [{**CLAIM, "kind": "guess"}]}, "schema_violation"),
        ({"abstained": False, "claims": []}, "empty_answer"),
        ({"claims": [{**CLAIM, "id": "a"}, {**CLAIM, "id": "a"}]}, "duplicate_claim_id"),
        ({"claims": [CLAIM] * 201}, "too_many_claims"),
    ],
)
def test_malformed_draft_is_degraded_with_its_code(draft: Any, code: str) -> None:
    """Each contract violation yields the degraded verdict and names its reason."""
    report = check_draft(draft, PACK)
    assert report.verdict == "degraded"
    assert report.first_failure == "generation.contract"
    assert report.checks[0].codes == (code,)
    assert all(c.codes == ("not_checked",) for c in report.checks[1:])


def test_draft_given_as_a_json_string_is_parsed() -> None:
    """A string draft holding valid JSON is checked like an object."""
    report = check_draft('{"claims": [{"text": "慢查询阈值为 1 秒。", "citations": ["K1"]}]}', PACK)
    assert report.verdict == "grounded"


def test_exactly_two_hundred_claims_pass_the_contract() -> None:
    """The claim limit is inclusive: 200 claims are not degraded."""
    report = check_draft({"claims": [CLAIM] * 200}, PACK)
    assert report.checks[0].passed


def test_claim_ids_default_by_position_and_avoid_explicit_ones() -> None:
    """Missing ids become c1..cn; a default never reuses an explicit id."""
    _, ids, found = parse_draft({"claims": [{**CLAIM, "id": "c2"}, CLAIM, CLAIM]})
    assert found == ()
    assert ids == ("c2", "c2~1", "c3")
