"""False-safe shapes that came from the lexicon data (helper probe report, /work/probes).

Each row is evidence, a faithful restatement that stays supported and an unsafe claim the
proof judged supported before: a loose WordNet synonym that names another role, body, place,
period, payment or act; 上 / 下 paying each other; negation flavours; a strengthening word
added; an example list made exhaustive; epistemic "may not"; free-choice "any".
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
            "The director must approve purchases over $5,000.",
            "The director must approve purchases above $5,000.",
            "The manager must approve purchases over $5,000.",
        ),
        (
            "The manager must approve purchases over $5,000.",
            "The manager must approve purchases above $5,000.",
            "The director must approve purchases over $5,000.",
        ),
        (
            "Employees may add their partner to the health plan.",
            "Employees may add their partner to the health plan.",
            "Employees may add their spouse to the health plan.",
        ),
        (
            "The accountant approves journal entries.",
            "The accountant approves journal entries.",
            "The controller approves journal entries.",
        ),
        (
            "The tax applies in every province.",
            "The tax applies in every province.",
            "The tax applies in every state.",
        ),
        (
            "Agents earn a commission on each sale.",
            "Agents earn a commission on each sale.",
            "Agents earn a committee on each sale.",
        ),
        (
            "The bank may discount the invoice.",
            "The bank may discount the invoice.",
            "The bank may dismiss the invoice.",
        ),
        ("Staff are paid a salary.", "Staff are paid a salary.", "Staff are paid a wage."),
        (
            "The team will print the report.",
            "The team will print the report.",
            "The team will publish the report.",
        ),
        (
            "Customers can buy tickets online.",
            "Customers can purchase tickets online.",
            "Customers can purchase tickets offline.",
        ),
    ],
)
def test_loose_wordnet_pairs_do_not_pay(evidence: str, faithful: str, unsafe: str) -> None:
    _check(evidence, faithful, unsafe)
