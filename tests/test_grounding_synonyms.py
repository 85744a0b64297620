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
        (
            "Employees must comply with the safety rules.",
            "Employees must adhere to the safety rules.",
        ),
        (
            "Refund requests must be submitted within 30 days.",
            "Refund requests must be handed in within 30 days.",
        ),
        ("The admin can delete the repository.", "The administrator can erase the repo."),
        ("Breakfast is complimentary for all guests.", "Breakfast is free for all guests."),
        ("员工享有每年 5 天年休假。", "员工享受每年 5 天年假。"),
        ("违反规定的员工将被辞退。", "违背规定的员工将被解雇。"),
        ("旅客应在登机前完成身份验证。", "旅客应在登机前完成身份认证。"),
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
        ("员工享有每年 5 天年休假。", "员工享受每年 10 天年假。"),
        ("驾驶机动车时不得使用手机。", "驾车时可以使用移动电话。"),
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


@pytest.mark.parametrize(
    ("evidence", "claim"),
    [
        ("A repair fee of $50 applies.", "A fixed fee of $50 applies."),
        ("Lodging receipts are reimbursed.", "Submit receipts to be reimbursed."),
        (
            "Refunds are issued after the previous trip ends.",
            "Refunds are issued prior to the trip.",
        ),
        ("The plan is available to select customers.", "Customers can choose the plan."),
        (
            "A P1 ticket means the response time is 2 hours.",
            "The average response time is 2 hours.",
        ),
        ("客户端连接到服务器后发送请求。", "服务器收到请求后发送请求。"),
        ("担保费由客户承担。", "保险费由客户承担。"),
    ],
)
def test_a_word_is_not_rewritten_into_another_sense_of_the_evidence_word(
    evidence: str, claim: str
) -> None:
    """A claim word never becomes an evidence word that only shares a spelling with a synonym."""
    verdict, reasons = judge_one(evidence, claim)
    assert verdict == "unsupported"
    assert reasons


def test_no_chinese_member_is_in_two_groups_or_in_an_earlier_groups_compound() -> None:
    """Each Chinese member has one group, and a compound's group precedes its parts' groups."""
    seen: dict[str, int] = {}
    for i, group in enumerate(ZH_GROUPS):
        for word in group.split():
            assert word not in seen, (word, group)
            seen[word] = i
    for part, i in seen.items():
        for whole, j in seen.items():
            if part != whole and part in whole and i != j:
                assert j < i, (whole, part)


def test_every_group_has_two_members_or_more() -> None:
    """A group of one member could rewrite nothing."""
    for group in (*ZH_GROUPS, *EN_GROUPS):
        assert len(group.split()) >= 2, group


def test_a_phrase_is_rewritten_to_the_cited_phrase_of_its_group() -> None:
    """Phrase-only groups rewrite a claim phrase to the phrase the evidence uses."""
    said = "damage caused by power surges is not covered"
    assert rewrite("damage resulting from power surges", (said,), cited_surfaces([said])) == (
        "damage caused by power surges"
    )
