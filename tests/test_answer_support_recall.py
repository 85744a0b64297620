"""Recall of answer.support: faithful rewordings pass, and the same rewording altered fails.

Each row is (evidence, faithful claim, altered claim, reason the altered claim must give):
a mechanism that lets faithful paraphrases through is only kept when the altered twin is
still rejected for the named reason.
"""

from __future__ import annotations

import pytest

from answerc.contract.output import EvidencePack, PackItem
from answerc.grounding import check_draft


def _pack(*texts: str) -> EvidencePack:
    return EvidencePack(
        query="q",
        items=tuple(
            PackItem(
                citable=True,
                id=f"K{n}",
                evidence_key=f"k{n}",
                document_id=f"doc{n}",
                rank=n,
                excerpt=t,
            )
            for n, t in enumerate(texts, start=1)
        ),
    )


def _judge(evidence: str, claim: str) -> tuple[str, tuple[str, ...]]:
    texts = evidence.split("|")
    cites = [f"K{n}" for n in range(1, len(texts) + 1)]
    report = check_draft({"claims": [{"text": claim, "citations": cites}]}, _pack(*texts))
    return report.claims[0].result, report.claims[0].reasons


PAIRS = [
    (  # a negated attributive phrase (未…的) restated in its own clause
        "报修后三天内未处理的工单自动升级给主管。",
        "报修后三天内未处理的，工单会自动升级给主管。",
        "报修后三天内未处理的，工单不会自动升级给主管。",
        "negation_mismatch",
    ),
    (
        "快递柜中超过 48 小时未取的包裹将退回网点。",
        "超过 48 小时未取的，包裹将退回网点。",
        "超过 48 小时未取的，包裹不会退回网点。",
        "negation_mismatch",
    ),
    (  # 如需 = 如果要 = 如果需要: the same condition opener
        "如需开具发票，须在下单后 30 天内申请。",
        "如果要开具发票，需要在下单后 30 天内申请。",
        "如果要开具发票，需要在下单后 60 天内申请。",
        "number_mismatch",
    ),
    (  # a clause opened by "while" restates a trailing "while" condition
        "Deployments must not run while a database migration is in progress.",
        "While a database migration is in progress, deployments cannot run.",
        "While a database migration is in progress, deployments can run.",
        "negation_mismatch",
    ),
    (  # "in turn" and "otherwise" are connectives, not content
        "The billing service calls the ledger service.|The ledger service calls the audit service.",
        "The billing service calls the ledger service, which in turn calls the audit service.",
        "The billing service calls the ledger service, which in turn calls the payment service.",
        "extrinsic_content",
    ),
    (
        "Staff must not work more than 10 hours a day unless a manager approves.",
        "Staff must not work more than 10 hours a day unless a manager approves otherwise.",
        "Staff must not work more than 12 hours a day unless a manager approves otherwise.",
        "number_mismatch",
    ),
    (  # 按月 = 每月; "一次" after a period only repeats it
        "会员费按月收取，金额为 30 元。",
        "会员费每个月收取一次，金额为 30 元。",
        "会员费每个月收取两次，金额为 30 元。",
        "extrinsic_content",
    ),
    (  # a bound before "一次" is a real limit, not a repetition of the period
        "消防器材每月检查一次。",
        "消防器材按月检查。",
        "消防器材每月至少检查一次。",
        "extrinsic_content",
    ),
    (  # twice = 2 times
        "Backups are verified twice a week.",
        "Backups are verified 2 times per week.",
        "Backups are verified 3 times per week.",
        "number_mismatch",
    ),
    (  # final = last: the same end of an order
        "The last train to the airport leaves at 23:10.",
        "The final train to the airport leaves at 23:10.",
        "The first train to the airport leaves at 23:10.",
        "direction_mismatch",
    ),
    (  # 由…调用 restated in the active voice keeps who calls whom
        "结算模块由定时任务调用，用于生成日报。",
        "定时任务调用结算模块，生成日报。",
        "结算模块调用定时任务，生成日报。",
        "direction_mismatch",
    ),
    (
        "订单服务被支付网关调用。",
        "支付网关调用订单服务。",
        "订单服务调用支付网关。",
        "direction_mismatch",
    ),
    (  # -able = can be -ed: the same verb, with its permission
        "Unused gift cards are refundable within 14 days of purchase.",
        "Unused gift cards can be refunded within 14 days of purchase.",
        "Unused gift cards must be refunded within 14 days of purchase.",
        "modal_mismatch",
    ),
    (  # departs = leaves (a vehicle's departure)
        "The night bus leaves the central station at 00:40.",
        "The night bus departs the central station at 00:40.",
        "The night bus departs the central station at 01:40.",
        "number_mismatch",
    ),
]


@pytest.mark.parametrize(("evidence", "faithful", "altered", "reason"), PAIRS)
def test_a_faithful_rewording_passes_and_its_altered_twin_fails(
    evidence: str, faithful: str, altered: str, reason: str
) -> None:
    """The faithful claim is supported; the altered one is rejected for the named reason."""
    result, reasons = _judge(evidence, faithful)
    assert (result, reasons) == ("supported", ())
    result, reasons = _judge(evidence, altered)
    assert result != "supported"
    assert reasons


def test_dropping_a_negated_attributive_is_still_a_changed_claim() -> None:
    """A claim that leaves out the negated attributive (未拆封的) is not supported."""
    result, _ = _judge("签收后 7 天内，未拆封的商品支持退货。", "签收后 7 天内，商品支持退货。")
    assert result != "supported"


def test_a_negated_predicate_with_a_possessive_keeps_its_polarity() -> None:
    """不在…的范围内 negates the predicate: the claim without it is not supported."""
    result, _ = _judge("美容手术不在本保险的保障范围内。", "本保险保障美容手术。")
    assert result != "supported"


def test_leaving_out_a_whole_listed_item_is_not_a_dropped_condition() -> None:
    """A claim naming one item of an enumeration (、) need not repeat its siblings' numbers."""
    evidence = "年卡会员每月可享泳池 8 次、瑜伽课 4 节。"
    result, reasons = _judge(evidence, "年卡会员每月可享泳池 8 次。")
    assert (result, reasons) == ("supported", ())
    result, reasons = _judge(evidence, "年卡会员每月可享泳池 10 次。")
    assert result != "supported"
    assert reasons


def test_keeping_a_listed_item_but_dropping_its_number_is_still_a_dropped_limit() -> None:
    """ "洗车服务 2 次" -> "洗车服务" drops the limit of the item the claim keeps."""
    result, reasons = _judge("会员可享免费停车、洗车服务 2 次。", "会员可享免费停车、洗车服务。")
    assert result != "supported"
    assert reasons
