"""Round 7 of the Chinese thesaurus and function words: exact formal / plain synonyms that
answers use when they restate policy, service, ops and legal text in plainer words.

Modelled on ``tests/test_lexicon_growth.py``: per group a faithful claim that needs the entry
(supported with every rule on, not supported with ``synonym.thesaurus`` disabled) and an
unsafe twin (negation, another number, another word) that stays unsupported. Function words
have a claim that needs them (the same claim with the word replaced by a content word is not
supported) and an unsafe twin.
"""

from __future__ import annotations

import pytest

from answerc.grounding.lexicon import default_lexicon
from answerc.grounding.proof import Cited, prove
from answerc.grounding.text import analyze


def _result(claim: str, evidence: str, *, off: str = "") -> str:
    lex = default_lexicon()
    disabled = frozenset({off}) if off else frozenset()
    cited = [Cited("K1", analyze(evidence, lex), None, lex)]
    return prove(analyze(claim, lex), cited, lex, disabled=disabled).result


# (kind, evidence, faithful claim, unsafe twin)
SYNONYM_CASES = [
    # -- time and period nouns
    (
        "zh noun, time limit",
        "申请人须在规定期限内补齐材料。",
        "申请人须在规定时限内补齐材料。",
        "申请人无须在规定时限内补齐材料。",
    ),
    (
        "zh noun, the following year",
        "积分有效期至次年 12 月 31 日。",
        "积分有效期至翌年 12 月 31 日。",
        "积分有效期至翌年 6 月 30 日。",
    ),
    (
        "zh noun, the following month",
        "当月账单须在次月 10 日前结清。",
        "当月账单须在下个月 10 日前结清。",
        "当月账单须在下个月 20 日前结清。",
    ),
    (
        "zh verb, term ends",
        "租赁合同期满后自动续约一年。",
        "租赁合同到期后自动续约一年。",
        "租赁合同到期后不会自动续约一年。",
    ),
    (
        "zh noun, validity period",
        "电子兑换券的有效期为 30 天。",
        "电子兑换券的有效期限为 30 天。",
        "电子兑换券的有效期限为 60 天。",
    ),
    (
        "zh noun, time slot",
        "高峰时段停车每小时收费 10 元。",
        "高峰时间段停车每小时收费 10 元。",
        "高峰时间段停车每小时收费 15 元。",
    ),
    (
        "zh noun, all day",
        "急诊科全天接诊。",
        "急诊科全日接诊。",
        "急诊科全日不接诊。",
    ),
    (
        "zh noun, frequency",
        "消防设施的巡检频次为每月一次。",
        "消防设施的巡检频率为每月一次。",
        "消防设施的巡检频率为每季度一次。",
    ),
    (
        "zh verb, interval",
        "两次全血献血间隔不少于 6 个月。",
        "两次全血献血相隔不少于 6 个月。",
        "两次全血献血相隔不少于 3 个月。",
    ),
]


@pytest.mark.parametrize(("kind", "evidence", "faithful", "twin"), SYNONYM_CASES)
def test_a_faithful_paraphrase_needs_its_thesaurus_entry(
    kind: str, evidence: str, faithful: str, twin: str
) -> None:
    """The paraphrase is supported, and is not once the thesaurus rule is switched off."""
    assert _result(faithful, evidence) == "supported", kind
    assert _result(faithful, evidence, off="synonym.thesaurus") != "supported", kind


@pytest.mark.parametrize(("kind", "evidence", "faithful", "twin"), SYNONYM_CASES)
def test_the_unsafe_twin_of_a_thesaurus_case_is_not_supported(
    kind: str, evidence: str, faithful: str, twin: str
) -> None:
    """Negating, renumbering or changing the word of the paraphrase is never supported."""
    assert _result(twin, evidence) != "supported", kind
