"""answer.business_alignment: the expected contract (-> misaligned)."""

from __future__ import annotations

from typing import Any

from answerc.contract.draft import Expected
from answerc.contract.output import EvidencePack, GroundingReport, PackItem
from answerc.grounding import check_draft as _check_draft


def check_draft(draft: Any, pack: EvidencePack, *args: Any, **kwargs: Any) -> GroundingReport:
    """The checker under test; drafts here are plain dicts, as on the wire."""
    return _check_draft(draft, pack, *args, **kwargs)


PACK = EvidencePack(
    query="q",
    items=(
        PackItem(
            id="K1",
            evidence_key="k",
            document_id="d",
            rank=1,
            excerpt="生鲜商品不适用七天无理由退货。",
        ),
    ),
)
ANSWER = {"claims": [{"text": "生鲜商品不适用七天无理由退货。", "citations": ["K1"]}]}


def test_over_abstention_is_misaligned() -> None:
    """Abstaining while the evidence is expected to answer is misaligned."""
    report = check_draft({"abstained": True}, PACK, Expected(should_abstain=False))
    assert report.verdict == "misaligned"
    assert report.checks[-1].codes == ("over_abstention",)


def test_correct_abstention_is_abstained() -> None:
    """Abstaining when abstention is expected gives the abstained verdict."""
    assert (
        check_draft({"abstained": True}, PACK, Expected(should_abstain=True)).verdict == "abstained"
    )


def test_abstention_without_expected_contract_is_abstained() -> None:
    """With no expected contract, an abstention is simply abstained."""
    assert check_draft({"abstained": True, "claims": []}, PACK).verdict == "abstained"


def test_answering_when_abstention_is_expected_is_misaligned() -> None:
    """A grounded answer to a question the caller expects to be abstained on is misaligned."""
    report = check_draft(ANSWER, PACK, Expected(should_abstain=True))
    assert report.verdict == "misaligned"
    assert "under_abstention" in report.checks[-1].codes


def test_required_terms_match_across_width_case_and_script() -> None:
    """A required term is found through width, case and traditional/simplified folding."""
    assert check_draft(ANSWER, PACK, Expected(required_terms=("不適用",))).verdict == "grounded"
    missing = check_draft(ANSWER, PACK, Expected(required_terms=("运费",)))
    assert missing.verdict == "misaligned"
    assert missing.checks[-1].codes == ("missing_required_term",)


def test_forbidden_term_present_is_misaligned() -> None:
    """A forbidden term in any claim is misaligned; an absent one is fine."""
    assert check_draft(ANSWER, PACK, Expected(forbidden_terms=("七天",))).verdict == "misaligned"
    assert check_draft(ANSWER, PACK, Expected(forbidden_terms=("保修",))).verdict == "grounded"


def test_alignment_failure_does_not_mask_an_earlier_check() -> None:
    """An unsupported claim stays unsupported even when alignment also fails."""
    draft = {"claims": [{"text": "生鲜商品适用七天无理由退货。", "citations": ["K1"]}]}
    report = check_draft(draft, PACK, Expected(required_terms=("不适用",)))
    assert report.verdict == "unsupported"
    assert report.first_failure == "answer.support"
    assert not report.checks[-1].passed
