"""Duty weakened behind a weaker marker, and objects moved across a directional preposition."""

from __future__ import annotations

import pytest

from tests.grounding_helpers import judge_one as judge


@pytest.mark.parametrize(
    ("evidence", "claim"),
    [
        ("访客必须向前台出示预约凭证。", "前台必须向访客出示预约凭证。"),
        ("保洁员发现漏水时，须立即向物业经理报告。", "发现漏水时，物业经理须立即向保洁员报告。"),
        ("司机到站后，须将钥匙交给调度员保管。", "到站后，调度员须将钥匙交给司机保管。"),
    ],
)
def test_object_moved_across_a_directional_preposition_is_a_direction_mismatch(
    evidence: str, claim: str
) -> None:
    """向/给 + object: the claim may not give the preposition the other party, even when
    the first party sits in another clause of the cited sentence."""
    verdict, reasons = judge(evidence, claim)
    assert verdict == "unsupported"
    assert reasons


def test_same_roles_with_other_wording_stay_supported() -> None:
    """The same roles, restated, stay grounded."""
    assert judge("访客必须向前台出示预约凭证。", "访客必须向前台出示预约凭证。") == ("grounded", ())


@pytest.mark.parametrize(
    ("evidence", "claim"),
    [
        (
            "Visitors must sign the logbook that is kept in a washable folder.",
            "Visitors may sign the logbook that is kept in a washable folder.",
        ),
        ("进入机房必须出示门禁许可证。", "进入机房可以出示门禁许可证。"),
    ],
)
def test_duty_weakened_to_permission_is_a_modal_mismatch(evidence: str, claim: str) -> None:
    """must → may stays a mismatch even when the clause also holds a weaker marker."""
    verdict, reasons = judge(evidence, claim)
    assert verdict == "unsupported"
    assert reasons


def test_object_of_a_relation_verb_may_not_become_its_subject() -> None:
    """With the caller elided in the second clause, 'B 调用 A' is still a reversal."""
    evidence = "订单服务在下单前调用库存服务，下单成功后再调用短信服务。"
    verdict, reasons = judge(evidence, "下单成功后，短信服务调用订单服务。")
    assert verdict == "unsupported"
    assert reasons
    assert judge(evidence, "订单服务在下单前调用库存服务。") == ("grounded", ())
