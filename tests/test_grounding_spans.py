"""English "for N" (lasts N) and "in N" (happens after N) are never said one for the other;
either may be said or left out where the evidence gives the bare length."""

from __future__ import annotations

import pytest

from tests.grounding_helpers import judge_one


@pytest.mark.parametrize(
    ("evidence", "faithful", "swapped"),
    [
        (
            "The voucher is valid for 30 days.",
            "The voucher is valid 30 days.",
            "The voucher is valid in 30 days.",
        ),
        (
            "The account is locked for 15 minutes.",
            "The account is locked for a quarter of an hour.",
            "The account is locked in 15 minutes.",
        ),
        (
            "Your card will be charged in 7 days.",
            "Your card will be charged in a week.",
            "Your card will be charged for 7 days.",
        ),
    ],
)
def test_for_and_in_a_length_of_time_keep_their_sense(
    evidence: str, faithful: str, swapped: str
) -> None:
    assert judge_one(evidence, faithful) == ("grounded", ())
    assert judge_one(evidence, swapped)[0] != "grounded"
