"""Price words read as what they say (readings.free_of_charge, readings.price_verbs).

不收费 / 不收取任何费用 / 无需付费 is 免费 (as "at no charge" is "free"); a prohibition, a
"no longer" and a named fee keep their words. A verb stating a price right before the amount
(costs / is billed at / 收费) is the copula; verbs of the other direction keep their word.
"""

from __future__ import annotations

import pytest

from answerc.grounding.lexicon import default_lexicon
from answerc.grounding.proof import Cited, prove
from answerc.grounding.text import analyze

LEX = default_lexicon()


def _supported(claim: str, evidence: str) -> bool:
    cited = [Cited("K1", analyze(evidence, LEX), None, LEX)]
    return prove(analyze(claim, LEX), cited, LEX).result == "supported"


CASES = [
    ("改期不收费。", "改期免费。", True),
    ("改期免费。", "改期不收取任何费用。", True),
    ("改期无需付费。", "改期免费。", True),
    ("改期免费。", "改期不用交钱。", True),
    # the twins
    ("改期收费。", "改期免费。", False),
    ("改期不免费。", "改期免费。", False),
    ("改期免费。", "改期不得收取费用。", False),  # a prohibition on the provider, not a price
    ("改期免费。", "改期不再收费。", False),  # no longer
    ("改期不收滞纳金。", "改期免费。", False),  # a named fee
    (
        "Snapshot storage costs $0.05 per GB-month.",
        "Snapshot storage is billed at $0.05 per GB-month.",
        True,
    ),
    ("A Patron membership is $1200 a year.", "The Patron membership costs $1,200 per year.", True),
    ("每半小时 1.5 元。", "每半小时收费 1.5 元。", True),
    ("The deposit is refunded at $50.", "The deposit is charged at $50.", False),
    ("The membership costs $1,300 per year.", "The membership costs $1,200 per year.", False),
    ("退还 200 元。", "收取 200 元。", False),
    ("收取 200 元。", "退还 200 元。", False),
    ("收费 200 元。", "退还 200 元。", False),
    ("Storage costs $0.05.", "Storage refunds cost $0.05.", False),
    # a setting's verb before its value is the copula too
    ("超时时间设为 500 毫秒。", "超时时间为 0.5 秒。", True),
    ("The timeout is set to 5 seconds.", "The timeout is 5 seconds.", True),
    ("超时时间设为 600 毫秒。", "超时时间为 0.5 秒。", False),
    ("The timeout is set to 6 seconds.", "The timeout is 5 seconds.", False),
]


@pytest.mark.parametrize(("claim", "evidence", "supported"), CASES)
def test_price_words_read_as_what_they_say(claim: str, evidence: str, supported: bool) -> None:
    assert _supported(claim, evidence) is supported
