"""A single content character swapped inside a cited phrase is not supported."""

from __future__ import annotations

import pytest

from tests.grounding_helpers import judge_one as judge


@pytest.mark.parametrize(
    ("evidence", "claim"),
    [
        ("浓盐酸须存放在酸性试剂柜中。", "浓盐酸须存放在碱性试剂柜中。"),
        ("浓盐酸须存放在酸性试剂柜中。", "浓盐酸须存放在中性试剂柜中。"),
        ("车辆须停放在地下停车场。", "车辆须停放在地上停车场。"),
        ("此型号的滤芯须放在阴凉处保存。", "此型号的滤芯须放在阳凉处保存。"),
    ],
)
def test_one_swapped_character_is_extrinsic_content(evidence: str, claim: str) -> None:
    """酸性→碱性/中性, 地下→地上: a two-character word with one character swapped differs."""
    verdict, reasons = judge(evidence, claim)
    assert verdict == "unsupported"
    assert reasons


@pytest.mark.parametrize(
    ("evidence", "claim"),
    [
        ("锂电池须存放在防爆柜内，远离热源。", "锂电池须存放在防爆柜内，远离热源。"),
        ("会员每日最多可领取三张优惠券。", "会员每天最多可领取三张优惠券。"),
        ("此药品须冷藏保存，开封后一周内用完。", "此药品需冷藏保存，开封后一周内用完。"),
    ],
)
def test_same_words_or_true_equivalents_stay_supported(evidence: str, claim: str) -> None:
    """Verbatim, 每日 = 每天 and 须 = 需 are not swaps."""
    assert judge(evidence, claim) == ("grounded", ())
