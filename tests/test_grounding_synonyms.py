"""Synonym rewriting: a paraphrase in other words is supported, a changed fact is not."""

from __future__ import annotations

import pytest

from answerc.grounding._lexicon import EN_TABLE, ZH_TABLE
from answerc.grounding._synonym_data import EN_GROUPS, ZH_GROUPS
from answerc.grounding._synonyms import cited_surfaces, rewrite
from tests.grounding_helpers import judge_one


@pytest.mark.parametrize(
    ("evidence", "claim"),
    [
        (
            "Customers may cancel the plan at any time from the app.",
            "Customers may terminate the plan at any time from the app.",
        ),
        (
            "When SSO is enabled, passwords are not accepted.",
            "When SSO is turned on, passwords are not accepted.",
        ),
        ("用户自行拆机造成的损坏不在保修范围内。", "用户自行拆机导致的损坏不在保修范围内。"),
        (
            "新人须在 7 日内缴纳场地租金的 30% 作为定金。",
            "新人须在 7 日内交纳场地租金的 30% 作为定金。",
        ),
    ],
)
def test_a_claim_in_synonyms_of_its_evidence_is_grounded(evidence: str, claim: str) -> None:
    """A claim that swaps a word for a strict synonym of the cited word is supported."""
    assert judge_one(evidence, claim) == ("grounded", ())


@pytest.mark.parametrize(
    ("evidence", "claim"),
    [
        (
            "Customers may cancel the plan within 30 days.",
            "Customers may terminate the plan within 60 days.",
        ),
        (
            "Customers may cancel the plan at any time.",
            "Customers must terminate the plan at any time.",
        ),
        ("用户自行拆机造成的损坏不在保修范围内。", "用户自行拆机导致的损坏在保修范围内。"),
        (
            "When SSO is enabled, passwords are not accepted.",
            "When SSO is turned off, passwords are not accepted.",
        ),
    ],
)
def test_a_synonym_does_not_hide_a_changed_fact(evidence: str, claim: str) -> None:
    """After the rewrite, a changed number, modal, polarity or opposite still rejects."""
    verdict, reasons = judge_one(evidence, claim)
    assert verdict == "unsupported"
    assert reasons


def test_a_word_the_cited_text_uses_itself_is_never_rewritten() -> None:
    """When the evidence has the claim's own word, the claim stays as it is."""
    said = "cancel or terminate the contract"
    assert rewrite("terminate the contract", (said,), cited_surfaces([said])) == (
        "terminate the contract"
    )


def test_without_a_synonym_in_the_cited_text_nothing_changes() -> None:
    """A synonym group member is rewritten only to a member the cited text uses."""
    said = "the plan ends on friday"
    assert rewrite("terminate the plan", (said,), cited_surfaces([said])) == "terminate the plan"
    assert rewrite("超速导致事故", ("超速引发事故",), {}) == "超速导致事故"


def test_no_synonym_group_holds_a_marker_opposite_pair() -> None:
    """No group joins words the marker lexicon treats as opposites (on/off, pay/free)."""
    for groups, table in ((ZH_GROUPS, ZH_TABLE), (EN_GROUPS, EN_TABLE)):
        for group in groups:
            sides = {
                tag
                for word in group.split()
                for tag in table.get(word.replace("_", " "), (frozenset(), False))[0]
                if tag.startswith("f:") and tag[-1] in "+-"
            }
            assert not any(t[:-1] + "+" in sides and t[:-1] + "-" in sides for t in sides), group
