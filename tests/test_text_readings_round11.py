"""Readings of this round.

goal_complements: 到 after a verb of sending back or putting in is that verb's own goal
(退回到账户 = 退回账户); a 到 of a range, before a number or after another verb keeps its
role, and the goal's words are still paid word for word.

opening_after: 之后 / 此后 / after that opening a sentence is a "then" (operator.sequence:
the sentence must come after the one before it in the evidence's telling).
"""

from __future__ import annotations

import pytest

from tests.grounding_helpers import prove_one as _result

CASES = [
    ("优惠券将退回到账户。", "优惠券将退回账户。", True),
    ("优惠券将退回账户。", "优惠券将退回到账户。", True),
    ("押金将退还到原支付账户。", "押金将退还原支付账户。", True),
    # the twins
    ("款项退回到卖家账户。", "款项退回买家账户。", False),
    ("商品须寄回到卖家。", "商品须寄回平台指定的退货仓。", False),
    ("营业时间从 8 点 10 点。", "营业时间从 8 点到 10 点。", False),
]


@pytest.mark.parametrize(("claim", "evidence", "supported"), CASES)
def test_a_goal_after_a_verb_of_sending_back_needs_no_to(
    claim: str, evidence: str, supported: bool
) -> None:
    assert (_result(claim, evidence) == "supported") is supported


SEQUENCE = [
    ("须办理登记。之后登记证每年年审一次。", "须办理登记。登记证每年年审一次。", True),
    # opening the claim it links the claim to the answer's claim before (as "Then" does)
    ("After that, the card is blocked.", "The card is blocked.", True),
    ("After the review, the card is blocked.", "The card is blocked.", False),
    ("登记证每年年审一次。之后须办理登记。", "须办理登记。登记证每年年审一次。", False),
    ("办证后须年审。", "办证后须年审。", True),
]


@pytest.mark.parametrize(("claim", "evidence", "supported"), SEQUENCE)
def test_an_after_that_opening_a_sentence_orders_it_after_the_one_before(
    claim: str, evidence: str, supported: bool
) -> None:
    assert (_result(claim, evidence) == "supported") is supported


WORDS = [
    # past_deadline: 超过 / 超出 + a deadline noun is 逾期
    ("逾期按每月 50 元收取寄存费。", "超过期限的，按每月 50 元收寄存费。", True),
    ("逾期未完成的，权限将被冻结。", "超出时限未完成的，权限将被冻结。", True),
    ("逾期按每月 50 元收取寄存费。", "未超过期限的，按每月 50 元收寄存费。", False),
    ("超过 30 天按每月 50 元收取寄存费。", "超过期限的，按每月 50 元收寄存费。", False),
    # stay_participle: stay / remain before a participle is the passive's be
    (
        "Images are cached at the edge for 24 hours.",
        "Images stay cached at the edge for 24 hours.",
        True,
    ),
    ("The account is locked for 30 minutes.", "The account remains locked for 30 minutes.", True),
    ("Images are not cached at the edge.", "Images stay cached at the edge.", False),
    ("Companions wait in the waiting area.", "Companions stay in the waiting area.", False),
    # default_values: 默认值 is the default word 默认
    ("连接池大小默认值为 20。", "连接池大小默认是 20。", True),
    ("连接池大小默认值为 20。", "连接池大小默认是 30。", False),
    ("连接池大小默认值为 20。", "连接池大小通常是 20。", False),
    ("连接池大小的默认值为 20。", "连接池大小的缺省值为 20。", True),  # both are 默认 now
    ("连接池大小的默认值为 20。", "连接池大小的缺省值为 50。", False),
    # an answer word after the frame it answers under
    (
        "Standard Economy fares include one free date change.",
        "On Standard Economy fares, yes: the fares include one free date change.",
        True,
    ),
    (
        "Standard Economy fares include one free date change.",
        "On Standard Economy fares, no: the fares include one free date change.",
        False,
    ),
]


@pytest.mark.parametrize(("evidence", "claim", "supported"), WORDS)
def test_words_read_as_the_one_word_they_say(evidence: str, claim: str, supported: bool) -> None:
    assert (_result(claim, evidence) == "supported") is supported
