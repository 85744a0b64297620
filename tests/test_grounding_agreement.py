"""都 / 均 after a universal of its own clause is that universal's agreement, not a second one."""

from __future__ import annotations

import pytest

from tests.grounding_helpers import judge_one


@pytest.mark.parametrize(
    ("evidence", "faithful", "twins"),
    [
        (
            "所有出站 gRPC 调用必须设置 deadline。",
            "每个出站 gRPC 调用都必须设置 deadline。",
            ("部分出站 gRPC 调用都必须设置 deadline。", "每个出站 gRPC 调用都可以设置 deadline。"),
        ),
        (
            "每位患者都须佩戴腕带。",
            "所有患者须佩戴腕带。",
            ("部分患者须佩戴腕带。", "所有患者都不须佩戴腕带。"),
        ),
    ],
)
def test_an_agreeing_dou_restates_the_universal_before_it(
    evidence: str, faithful: str, twins: tuple[str, ...]
) -> None:
    """所有 X 都 Y = 所有 X Y = 每个 X 都 Y; another quantifier or modal does not pass."""
    assert judge_one(evidence, faithful) == ("grounded", ())
    for twin in twins:
        assert judge_one(evidence, twin)[0] != "grounded", twin


def test_a_dou_after_an_exception_does_not_widen_it() -> None:
    """其余团课均 (the rest) is not 所有团课均: the agreement word never stands in for the
    restrictor it agrees with."""
    evidence = "除普拉提和拳击两类精品团课外，其余团课均对会员免费开放。"
    assert judge_one(evidence, "所有团课均对会员免费开放。")[0] != "grounded"
