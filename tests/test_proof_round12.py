"""Readings added in round 12, each with a faithful case that needs it and unsafe twins.

* An English present participle after a subject noun restricts it as a relative clause
  does (Orders weighing more than 5 kg … = orders that weigh …), so "If an order weighs more
  than 5 kg, it …" restates it (operator.condition_relative), the way "Builds that exceed
  the limit" already did.
* "per" before a noun is the distributive "each" (USD 50,000 per shipment = each shipment
  … up to USD 50,000); before a period (per calendar year) it stays a frequency's word.
* limit / cap / restrict + to / at before an amount is its upper bound (limited to 50 MB =
  up to 50 MB = at most 50 MB).
* The asker's value placed in a Chinese band by a verb of membership (12 人属于 10 人及以上
  的团队) is a comparison, as 超过 is (arithmetic.premise).
* Fractions in words are percentages: 四分之一 = 25 %, 一半 = 50 %, two-thirds of, a
  quarter of the fee, half of the fee.
"""

from __future__ import annotations

import pytest

from answerc.grounding.lexicon import default_lexicon
from answerc.grounding.proof import Cited, prove
from answerc.grounding.text import analyze
from tests.grounding_helpers import prove_one as _result

CASES = [
    # present participle = relative clause
    ("Orders weighing more than 5 kg ship separately.",
     "If an order weighs more than 5 kg, it ships separately.", True),
    ("Builds exceeding the limit are aborted.", "If a build exceeds the limit, it is aborted.",
     True),
    ("Orders weighing more than 5 kg ship separately.",
     "If an order weighs less than 5 kg, it ships separately.", False),
    ("Builds exceeding the limit are aborted.", "If a build is aborted, it exceeds the limit.",
     False),
    ("Builds exceeding the limit are aborted.", "If a build exceeds the limit, it is not aborted.",
     False),
    ("Builds exceeding the limit are aborted.", "Builds are aborted.", False),
    ("Orders weighing more than 5 kg from Canada ship separately.",
     "If orders weigh more than 5 kg, they ship separately.", False),
    # per = each
    ("Cover is limited to USD 50,000 per shipment.",
     "Cover is limited to US$50k for each shipment.", True),
    ("Cover is limited to USD 50,000 per shipment.",
     "Each shipment is covered up to US$50k.", True),
    ("Cover is limited to USD 50,000 per shipment.", "All shipments are covered up to USD 50,000.",
     False),
    ("Cover is limited to USD 50,000 per shipment.", "Cover is limited to USD 50,000 in total.",
     False),
    ("Cover is limited to USD 50,000 for all shipments.",
     "Cover is limited to USD 50,000 per shipment.", False),
    ("A license key may be transferred to a new device no more than twice per calendar year.",
     "You can move a license key to a new device at most two times in a calendar year.", True),
    # limited to / capped at = up to
    ("Uploads are capped at 50 MB.", "Uploads can be at most 50 MB.", True),
    ("Uploads are limited to 50 MB.", "Uploads are up to 50 MB.", True),
    ("Uploads are limited to a maximum of 50 MB.", "Uploads are up to 50 MB.", True),
    ("Uploads are capped at 50 MB.", "Uploads must be at least 50 MB.", False),
    ("Uploads are capped at 50 MB.", "Uploads can be at most 60 MB.", False),
    ("Uploads are limited to members.", "Uploads are up to members.", False),
    ("Each shipment is covered up to USD 50,000.", "Cover is limited to USD 60,000 per shipment.",
     False),
    # fractions
    ("支付订单金额 25% 的定金。", "支付订单金额四分之一的定金。", True),
    ("支付订单金额四分之一的定金。", "支付订单金额 25% 的定金。", True),
    ("支付订单金额四分之一的定金。", "支付订单金额 20% 的定金。", False),
    ("支付订单金额三分之一的定金。", "支付订单金额 33% 的定金。", False),
    ("退还 50% 的费用。", "退还一半的费用。", True),
    ("退还 40% 的费用。", "退还一半的费用。", False),
    ("50% of the fee is refunded.", "Half of the fee is refunded.", True),
    ("40% of the fee is refunded.", "Half of the fee is refunded.", False),
    ("A quarter of the fee is kept.", "25% of the fee is kept.", True),
    ("Two-thirds of the seats are reserved.", "One third of the seats is reserved.", False),
    ("The break lasts a quarter of an hour.", "The break lasts 15 minutes.", True),
]  # fmt: skip


@pytest.mark.parametrize(("evidence", "claim", "supported"), CASES)
def test_round12_readings(evidence: str, claim: str, supported: bool) -> None:
    assert (_result(claim, evidence) == "supported") is supported


def _with_question(claim: str, evidence: str, question: str) -> str:
    lex = default_lexicon()
    cited = [Cited("K1", analyze(evidence, lex), None, lex)]
    return prove(analyze(claim, lex), cited, lex, premise=question).result


RULE = "10 人及以上团队须至少提前 14 天预约。"
PREMISE = [
    ("12 人属于 10 人及以上的团队，须至少提前 14 天预约。", "我们 12 人去，要提前多久预约？", True),
    ("12 人属于 10 人及以上的团队，须至少提前 14 天预约。", "我们一共 12 个人，要提前多久？", True),
    ("8 人属于 10 人及以上的团队，须至少提前 14 天预约。", "我们 8 人去，要提前多久预约？", False),
    ("15 人属于 10 人及以上的团队，须至少提前 14 天预约。", "我们 12 人去？", False),
    ("12 人属于 10 人以下的团队，须至少提前 14 天预约。", "我们 12 人去，要提前多久预约？", False),
    ("12 人不属于 10 人及以上的团队，须至少提前 14 天预约。", "我们 12 人去？", False),
    ("12 人属于 10 人及以上的团队，须至少提前 14 天预约。", "要提前多久预约？", False),
]  # fmt: skip


@pytest.mark.parametrize(("claim", "question", "supported"), PREMISE)
def test_premise_membership(claim: str, question: str, supported: bool) -> None:
    assert (_with_question(claim, RULE, question) == "supported") is supported


def test_premise_membership_needs_the_rule_side() -> None:
    # the rule is for groups under 10: the asker's 12 is not on its side
    claim = "12 人属于 10 人及以上的团队，须至少提前 14 天预约。"
    assert _with_question(claim, "10 人以下团队须至少提前 14 天预约。", "我们 12 人去？") != (
        "supported"
    )
