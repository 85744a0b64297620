"""answer.business_alignment: the expected contract (-> misaligned)."""

from __future__ import annotations

from typing import Any

import pytest

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
            citable=True,
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


def test_answering_under_a_forced_insufficient_route_is_misaligned() -> None:
    """Under no_knowledge (or any non-answering route) recalled chunks are not answerable."""
    for action in ("no_knowledge", "clarify", "scope_select", "refuse", "rewrite"):
        report = check_draft(ANSWER, PACK, controller_action=action)
        assert report.verdict == "misaligned", action
        assert report.first_failure == "answer.business_alignment"
        assert report.checks[-1].codes == ("answered_without_knowledge",)
    assert check_draft(ANSWER, PACK, controller_action="rerank").verdict == "grounded"
    abstaining = check_draft({"abstained": True}, PACK, controller_action="no_knowledge")
    assert abstaining.verdict == "abstained"


def test_compile_passes_the_route_to_the_checker() -> None:
    """A no_knowledge request whose draft cites the packed chunk is misaligned, not grounded."""
    import answerc

    request = {
        "query": "q",
        "controller_action": "no_knowledge",
        "hits": [
            {
                "document_id": "d",
                "excerpt": "生鲜商品不适用七天无理由退货。",
                "locator": {"source_record": "d", "section": "s"},
            }
        ],
        "draft": ANSWER,
    }
    compiled = answerc.compile(request, markdown=True)
    assert compiled.verdict == "misaligned"
    assert compiled.canonical.summary_facts == ()


@pytest.mark.parametrize(
    ("claim", "term", "present"),
    [
        ("退款在两天内原路退回。", "48 小时", True),
        ("退款在 48 小时内原路退回。", "两天", True),
        ("Refunds arrive within one week.", "7 days", True),
        ("退款在七天内到账。", "7 天", True),
        ("退款在十天内到账。", "7 天", False),
        ("退款在 3 天内到账。", "48 小时", False),
        ("退貨須在七天內申請。", "退货", True),
    ],
)
def test_terms_match_with_the_normalization_of_support(
    claim: str, term: str, present: bool
) -> None:
    """A required term is met, and a forbidden one present, when its quantities equal in value."""
    draft = {"claims": [{"text": claim, "citations": ["K1"]}]}
    required = check_draft(draft, PACK, Expected(required_terms=(term,))).checks[-1]
    forbidden = check_draft(draft, PACK, Expected(forbidden_terms=(term,))).checks[-1]
    assert ("missing_required_term" not in required.codes) is present
    assert ("forbidden_term_present" in forbidden.codes) is present


def test_a_forbidden_term_inside_a_negation_is_still_present() -> None:
    """The alignment check reads terms, not polarity: a negated forbidden term still fails."""
    draft = {"claims": [{"text": "本店不收取手续费。", "citations": ["K1"]}]}
    report = check_draft(draft, PACK, Expected(forbidden_terms=("手续费",)))
    assert "forbidden_term_present" in report.checks[-1].codes
