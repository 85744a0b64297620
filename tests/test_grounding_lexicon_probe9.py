"""Probe round 9: false-safe shapes that came from operator classes and loose synonyms.

Many words of different meaning shared one operator id, so one paid the other (possibility
read as permission, few read as many, a precaution read as a condition ...). Each row is
evidence, a faithful restatement that stays supported, and the unsafe claim of the probe
round (/work/probes/findings9.md), which must not be.
"""

from __future__ import annotations

import pytest

from tests.grounding_helpers import judge_one


def _check(evidence: str, faithful: str, unsafe: str) -> None:
    assert judge_one(evidence, faithful) == ("grounded", ())
    assert judge_one(evidence, unsafe)[0] != "grounded"


@pytest.mark.parametrize(
    ("evidence", "faithful", "unsafe"),
    [
        (
            "The insurer might deny the claim.",
            "The insurer could deny the claim.",
            "The insurer is permitted to deny the claim.",
        ),
        (
            "The hospital might share your records with insurers.",
            "The hospital might share your records with insurers.",
            "The hospital is allowed to share your records with insurers.",
        ),
        ("租户可能提前解约。", "租户也许会提前解约。", "租户有权提前解约。"),
        ("患者可能自行停药。", "患者可能自行停药。", "患者可自行停药。"),
        ("平台可能删除违规内容。", "平台或许会删除违规内容。", "平台准许删除违规内容。"),
        (
            "The scanner is able to read passport chips.",
            "The scanner is able to read passport chips.",
            "The scanner is allowed to read passport chips.",
        ),
    ],
)
def test_possibility_or_capacity_is_not_permission(
    evidence: str, faithful: str, unsafe: str
) -> None:
    _check(evidence, faithful, unsafe)


def test_a_plain_statement_still_pays_a_possibility() -> None:
    """p ⊨ ◇p: the claim hedges what the evidence states (modal:possible is implicit)."""
    assert judge_one("The insurer denies the claim.", "The insurer might deny the claim.") == (
        "grounded",
        (),
    )
    assert judge_one("The insurer might deny the claim.", "The insurer denies the claim.")[0] != (
        "grounded"
    )
