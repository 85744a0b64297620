"""arithmetic.premise: the asker's own value, compared truly with a cited bound.

A realistic answer applies the cited rule to the case the question states (my 45 kg dog,
复印 40 页): it says the asker's value and compares it with the rule's threshold. The value
is paid only when the question states it, the comparison is true, the threshold is the
evidence's, and the asker's value lies on the rule's side of that threshold. Each faithful
case has twins that change one of those and must not be supported.
"""

from __future__ import annotations

import json

import pytest

from answerc.evaluate import evaluate_case, parse_case
from answerc.grounding.lexicon import default_lexicon
from answerc.grounding.proof import Cited, prove
from answerc.grounding.text import analyze

LEX = default_lexicon()


def _result(claim: str, evidence: str, premise: str | None) -> str:
    cited = [Cited("K1", analyze(evidence, LEX), None, LEX)]
    return prove(analyze(claim, LEX), cited, LEX, premise=premise).result


CASES = [
    (
        "Dogs over 40 kg are boarded in large suites.",
        "How much is boarding for my 45 kg dog?",
        "A 45 kg dog is over 40 kg, so it is boarded in a large suite.",
        [
            "A 45 kg dog is over 50 kg, so it is boarded in a large suite.",  # other threshold
            "A 45 kg dog is under 40 kg, so it is boarded in a large suite.",  # false comparison
            "A 45 kg dog is not over 40 kg, so it is boarded in a large suite.",  # negated
            "A 45 kg dog is boarded in a small suite.",  # no comparison: the value is unpaid
        ],
    ),
    (
        "每人每日复制不超过 100 页。",
        "我想复印 40 页已开放的档案，可以吗？",
        "40 页没有超过每人每天 100 页的复制上限。",
        [
            "40 页超过了每人每天 100 页的复制上限。",  # false comparison
            "60 页没有超过每人每天 100 页的复制上限。",  # not the asker's value
            "40 页没有超过每人每天 50 页的复制上限。",  # not the rule's threshold
        ],
    ),
]


@pytest.mark.parametrize(("evidence", "premise", "faithful", "twins"), CASES)
def test_the_askers_value_compared_truly_is_paid(
    evidence: str, premise: str, faithful: str, twins: list[str]
) -> None:
    assert _result(faithful, evidence, premise) == "supported"
    assert _result(faithful, evidence, None) != "supported"  # the question is what pays it
    for twin in twins:
        assert _result(twin, evidence, premise) != "supported", twin


def test_a_value_on_the_other_side_of_the_rule_is_not_its_instance() -> None:
    """45 kg is over 40 kg, but the rule speaks of dogs under 40 kg."""
    claim = "A 45 kg dog is over 40 kg, so it is boarded in a small suite."
    evidence = "Dogs under 40 kg are boarded in small suites."
    assert _result(claim, evidence, "Where will my 45 kg dog stay?") != "supported"


def test_a_true_comparison_with_another_rules_threshold_pays_nothing() -> None:
    claim = "A 45 kg dog is over 40 kg, so it is boarded in a small suite."
    evidence = "Dogs over 40 kg are boarded in large suites; dogs under 10 kg in small suites."
    assert _result(claim, evidence, "Where will my 45 kg dog stay?") != "supported"


def _case(query: str, claim: str) -> str:
    return json.dumps(
        {
            "id": "premise-1",
            "lang": "en",
            "category": "supported_multi_evidence",
            "query": query,
            "evidence": [
                {
                    "id": "K1",
                    "document_id": "boarding",
                    "version": "1",
                    "effective_at": "2026-01-01",
                    "title": "Boarding rates",
                    "section": "Suites",
                    "text": "Dogs over 40 kg are boarded in large suites.",
                }
            ],
            "answer": {"abstained": False, "claims": [{"text": claim, "citations": ["K1"]}]},
            "expected": {"should_abstain": False, "required_terms": [], "forbidden_terms": []},
            "label": {"safe": True, "verdict": "grounded", "claims": ["supported"]},
        }
    )


def test_check_draft_reads_the_value_from_the_packs_query() -> None:
    claim = "A 45 kg dog is over 40 kg, so it is boarded in a large suite."
    asked = evaluate_case(parse_case(_case("Where will my 45 kg dog stay?", claim), 1))
    other = evaluate_case(parse_case(_case("Where will my 30 kg dog stay?", claim), 1))
    assert asked.report.verdict == "grounded"
    assert other.report.verdict != "grounded"


RULE = "单笔采购金额 3 万元（含）以上的，须取得至少三家供应商报价。"


def test_an_instance_of_a_rule_for_each_purchase_keeps_its_terms() -> None:
    """The asker's 8 万元 purchase is one instance of the rule for each purchase: its 单笔 and
    the restrictor the question names (采购) are paid by the instance; the rule's terms
    (at least three quotes) are still the evidence's."""
    asked = "采购一批 8 万元的服务器，需要几家报价？"
    assert _result("8 万元超过了 3 万元，须取得至少三家供应商报价。", RULE, asked) == "supported"
    assert _result("8 万元超过了 3 万元，须取得至少两家供应商报价。", RULE, asked) != "supported"
    assert _result("8 万元低于 3 万元，须取得至少三家供应商报价。", RULE, asked) != "supported"
    # a question about a rental, not a purchase: the restrictor 采购 is not the asker's case
    rental = "租一批 8 万元的服务器，需要几家报价？"
    assert _result("8 万元超过了 3 万元，须取得至少三家供应商报价。", RULE, rental) != "supported"
