"""citation.coverage: a claim that cites nothing makes the answer insufficient_evidence."""

from __future__ import annotations

from typing import Any

from answerc.contract.output import EvidencePack, GroundingReport, PackItem
from answerc.grounding import check_draft as _check_draft


def check_draft(draft: Any, pack: EvidencePack, *args: Any, **kwargs: Any) -> GroundingReport:
    """The checker under test; drafts here are plain dicts, as on the wire."""
    return _check_draft(draft, pack, *args, **kwargs)


PACK = EvidencePack(
    query="q",
    items=(
        PackItem(
            citable=True,
            id="K1",
            evidence_key="a",
            document_id="d",
            rank=1,
            excerpt="慢查询阈值为 1 秒。",
        ),
        PackItem(
            citable=True,
            id="K2",
            evidence_key="b",
            document_id="d",
            rank=2,
            excerpt="慢查询日志保留 7 天。",
        ),
    ),
)


def test_uncited_claim_is_insufficient_evidence() -> None:
    """A true claim with an empty citation list is uncited."""
    report = check_draft({"claims": [{"text": "慢查询阈值为 1 秒。", "citations": []}]}, PACK)
    assert report.verdict == "insufficient_evidence"
    assert report.first_failure == "citation.coverage"
    assert report.claims[0].result == "uncited"


def test_claims_without_citations_field_are_uncited_too() -> None:
    """Citations default to an empty list, which is uncited."""
    report = check_draft({"claims": [{"text": "Support plans are billed monthly."}]}, PACK)
    assert report.claims[0].result == "uncited"


def test_cited_claims_pass_coverage_and_the_uncited_one_is_singled_out() -> None:
    """Only the uncited claim gets the uncited result."""
    draft = {
        "claims": [
            {"text": "慢查询阈值为 1 秒。", "citations": ["K1"]},
            {"text": "慢查询日志保留 7 天。", "citations": []},
        ]
    }
    report = check_draft(draft, PACK)
    assert [c.result for c in report.claims] == ["supported", "uncited"]
    assert [c.id for c in report.claims] == ["c1", "c2"]
