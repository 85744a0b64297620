"""Paraphrase shapes that keep meaning: restated negations, split first/last qualifiers."""

from __future__ import annotations

import pytest

from tests.grounding_helpers import judge_one

RETURNS = (
    "Return shipping for items that arrive damaged or not as described is paid by the "
    "seller, not the buyer."
)
VPN = "新员工首次登录 VPN 前必须先在 Okta 中完成 MFA 绑定。"


def test_a_negation_the_claim_restates_in_its_condition_is_not_a_polarity_flip() -> None:
    """ "Not as described" moved into an if-clause keeps the main clause's polarity."""
    claim = (
        "If an item arrives damaged or isn't as described, the seller pays for the return "
        "shipping, not the buyer."
    )
    assert judge_one(RETURNS, claim) == ("grounded", ())


@pytest.mark.parametrize(
    "claim",
    [
        "If an item arrives damaged or isn't as described, the seller does not pay for the "
        "return shipping.",
        "If an item arrives damaged or is as described, the seller pays for the return shipping.",
    ],
)
def test_a_moved_negation_still_catches_a_flip(claim: str) -> None:
    """Negating the main clause, or dropping the restated negation, is still unsupported."""
    verdict, reasons = judge_one(RETURNS, claim)
    assert verdict == "unsupported"
    assert reasons


def test_a_first_qualifier_stated_in_its_own_claim_clause_is_kept() -> None:
    """首次 in a fronted clause ("在首次登录 VPN 之前，…") still restates the evidence's 首次."""
    assert judge_one(VPN, "在首次登录 VPN 之前，新员工须先在 Okta 中完成 MFA 绑定。") == (
        "grounded",
        (),
    )


def test_a_first_qualifier_dropped_from_every_clause_is_still_caught() -> None:
    """Leaving 首次 out of the whole claim drops the qualifier."""
    verdict, reasons = judge_one(VPN, "在登录 VPN 之前，新员工须先在 Okta 中完成 MFA 绑定。")
    assert verdict == "unsupported"
    assert reasons
