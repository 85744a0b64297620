"""Done, to come and now are not said one for the other: was / has been / 已 (aspect:past),
will / 会 (modal:will) and the plain present; 了 between a verb and its object is 已."""

from __future__ import annotations

import pytest

from tests.grounding_helpers import judge_one


@pytest.mark.parametrize(
    ("evidence", "faithful", "retensed"),
    [
        (
            "The v1 API will be retired on 1 March.",
            "The v1 API will be retired on March 1.",
            "The v1 API was retired on 1 March.",
        ),
        (
            "The v1 API was retired on 1 March.",
            "The v1 API was retired on 1 March.",
            "The v1 API will be retired on 1 March.",
        ),
        (
            "旧版接口将于 3 月 1 日下线。",
            "旧版接口将于 3 月 1 日下线。",
            "旧版接口已于 3 月 1 日下线。",
        ),
        ("我们会退还费用。", "我们将退还费用。", "我们已退还费用。"),
        (
            "The price was $20 per month.",
            "The price was $20 a month.",
            "The price is $20 per month.",
        ),
        (
            "已购买保价服务的，按保价金额赔偿。",
            "买了保价服务的，按保价金额赔偿。",
            "购买保价服务的，按保价金额赔偿。",
        ),
    ],
)
def test_tense_is_kept(evidence: str, faithful: str, retensed: str) -> None:
    assert judge_one(evidence, faithful) == ("grounded", ())
    assert judge_one(evidence, retensed)[0] != "grounded"


def test_a_perfect_in_a_time_or_relative_clause_is_no_past() -> None:
    """until they have passed / flags that have been at 100%: the perfect orders events or
    restricts a noun; a claim may say it without the perfect."""
    assert judge_one(
        "Climbers cannot lead climb until they have passed the test.",
        "Climbers can't lead climb until they've passed the test.",
    ) == ("grounded", ())
