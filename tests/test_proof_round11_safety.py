"""Holes a probe round found this session, closed by general rules.

* A Chinese frame ending in 内 (保修期内，/ 签收后 7 天内，/ 合同有效期内，) restricts the
  clause beside it: a claim may not leave it out (it was read as a droppable unit). With a
  modal or a negation (应存放于防爆柜内，) the unit is a clause of its own.
* A Chinese topic unit of a noun its relative clause restricts (标注“免费取消”的订单，/ 选择年付
  的会员，) restricts the clause after it: 选择年付的会员，可享受 30% 的折扣 ≠ 可享受 30% 的折扣
  (it was a droppable unit, also on main). The cost: a claim that lends only part of it
  (年付会员 for 选择年付的会员) is rejected.
* A Chinese unit ending in 小时 (访问令牌有效期为 2 小时，) is a length, not a 时 ("when")
  condition; lend.moved_frame lends a rule's subject to a claim frame only when that rule
  is the one the claim states (快车 from 快车免费等待 5 分钟 never goes on with 专车's 10 分钟).
* elide.sentence no longer excuses a Chinese subject the claim named only as an object of
  its earlier clause: 用户邀请好友注册后，好友可获得 10 元红包 ≠ 用户邀请好友注册后，可得到 10
  元红包 (the elided subject reads as 用户).
"""

from __future__ import annotations

import pytest

from tests.grounding_helpers import prove_one as _result

CASES = [
    ("保修期内，维修免费。", "维修免费。", False),
    ("签收后 7 天内，可免费退换。", "可免费退换。", False),
    ("7 天内，可免费退换。", "可免费退换。", False),
    ("合同有效期内，可以退换。", "可以退换。", False),
    ("保修期内，维修免费。", "保修期内，维修免费。", True),
    ("易燃液体应存放于防爆柜内，且不得与氧化剂同柜存放。", "易燃液体应存放于防爆柜内。", True),
    ("用户邀请好友注册后，好友可获得 10 元红包。", "用户邀请好友注册后，可得到 10 元红包。", False),
    ("会员下单后，会员可获得积分。", "会员下单后，可获得积分。", True),
    ("选择年付的会员，可享受 30% 的折扣。", "可享受 30% 的折扣。", False),
    (
        "标注“免费取消”的订单，在入住日前一天 18:00 前取消不收取任何费用。",
        "入住日前一天 18:00 前取消都不收费。",
        False,
    ),
    ("选择年付的会员，可享受 30% 的折扣。", "选择年付的会员可享受 30% 的折扣。", True),
    (
        "访问令牌有效期为2小时，刷新令牌有效期为30天。",
        "访问令牌有效期为30天，刷新令牌有效期为2小时。",
        False,
    ),
    (
        "司机到达上车点后，快车免费等待 5 分钟，专车免费等待 10 分钟。",
        "快车司机到达上车点后会免费等待 10 分钟。",
        False,
    ),
    ("甲方签字后，乙方须付款。", "乙方在甲方签字后须付款。", True),
    ("乙方签字后，甲方须付款。", "乙方在甲方签字后须付款。", False),
]


@pytest.mark.parametrize(("evidence", "claim", "supported"), CASES)
def test_frames_and_elided_subjects_keep_their_meaning(
    evidence: str, claim: str, supported: bool
) -> None:
    assert (_result(claim, evidence) == "supported") is supported
