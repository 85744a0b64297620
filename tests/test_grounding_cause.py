"""because / 因为 and although / 虽然 keep their sense and their sides; an answer may still
give its reason with because where the evidence states the rule plainly."""

from __future__ import annotations

import pytest

from tests.grounding_helpers import judge_one


@pytest.mark.parametrize(
    ("evidence", "changed"),
    [
        ("The job failed because the disk was full.", "The disk was full because the job failed."),
        (
            "Although the tests passed, the build failed.",
            "Because the tests passed, the build failed.",
        ),
        ("虽然网络正常，同步失败。", "因为网络正常，同步失败。"),
    ],
)
def test_cause_and_concession_are_kept(evidence: str, changed: str) -> None:
    assert judge_one(evidence, evidence) == ("grounded", ())
    assert judge_one(evidence, changed)[0] != "grounded"


def test_an_answer_may_give_the_rule_as_its_reason() -> None:
    assert judge_one("二手商品不支持退货。", "不能，因为二手商品不支持退货。") == ("grounded", ())
