"""answer.support (SPEC §6.1): every signal in Chinese and English, each one able to fail.

Each row pairs an evidence text with a claim that must be rejected for one named reason,
and the same evidence with a faithful claim that must pass, so no signal passes by never
firing and none rejects by always firing.
"""

from __future__ import annotations

from typing import Any

import pytest

from answerc.contract.output import EvidencePack, GroundingReport, PackItem
from answerc.grounding import check_draft as _check_draft
from answerc.grounding.checks.answer_support import SUPPORT_CODES as SUPPORT_REASONS


def check_draft(draft: Any, pack: EvidencePack, *args: Any, **kwargs: Any) -> GroundingReport:
    """The checker under test; drafts here are plain dicts, as on the wire."""
    return _check_draft(draft, pack, *args, **kwargs)


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


def _claim(
    pack: EvidencePack, text: str, cites: tuple[str, ...] = ("K1",)
) -> tuple[str, tuple[str, ...]]:
    report = check_draft({"claims": [{"text": text, "citations": list(cites)}]}, pack)
    return report.claims[0].result, report.claims[0].reasons


# (reason, evidence texts, rejected claim, result, faithful claim)
CASES = [
    (
        "number_mismatch",
        ["会员积分有效期为 24 个月。"],
        "会员积分有效期为 12 个月。",
        "contradicted",
        "会员积分的有效期是两年。",
    ),
    (
        "number_mismatch",
        ["Refunds are issued within 5 business days."],
        "Refunds are issued within 10 business days.",
        "contradicted",
        "Refunds are issued within five business days.",
    ),
    (
        "negation_mismatch",
        ["周末不提供上门安装服务。"],
        "周末提供上门安装服务。",
        "contradicted",
        "上门安装服务周末不提供。",
    ),
    (
        "negation_mismatch",
        ["Gift cards do not expire."],
        "Gift cards expire.",
        "contradicted",
        "Gift cards never expire.",
    ),
    (
        "quantifier_mismatch",
        ["部分门店支持夜间自提。"],
        "所有门店都支持夜间自提。",
        "contradicted",
        "一些门店支持夜间自提。",
    ),
    (
        "quantifier_mismatch",
        ["Some regions support same-day delivery."],
        "All regions support same-day delivery.",
        "contradicted",
        "Same-day delivery is supported in some regions.",
    ),
    (
        "modal_mismatch",
        ["访客可以在前台登记后进入园区。"],
        "访客必须在前台登记后进入园区。",
        "contradicted",
        "访客在前台登记后可以进入园区。",
    ),
    (
        "modal_mismatch",
        ["Employees may work remotely on Fridays."],
        "Employees must work remotely on Fridays.",
        "contradicted",
        "On Fridays, employees may work remotely.",
    ),
    (
        "direction_mismatch",
        ["网关服务调用鉴权服务校验令牌。"],
        "鉴权服务调用网关服务校验令牌。",
        "contradicted",
        "网关服务会调用鉴权服务校验令牌。",
    ),
    (
        "direction_mismatch",
        ["The scheduler calls the billing worker every hour."],
        "The billing worker calls the scheduler every hour.",
        "contradicted",
        "Every hour, the scheduler calls the billing worker.",
    ),
    (
        "direction_mismatch",
        ["标准版的年费低于专业版。"],
        "标准版的年费高于专业版。",
        "contradicted",
        "标准版年费低于专业版。",
    ),
    (
        "direction_mismatch",
        ["Orders placed before noon ship the same day."],
        "Orders placed after noon ship the same day.",
        "contradicted",
        "Orders placed before noon ship on the same day.",
    ),
    (
        "condition_dropped",
        ["只有完成实名认证的账户才能提现。"],
        "账户可以提现。",
        "unsupported",
        "完成实名认证的账户才能提现。",
    ),
    (
        "condition_dropped",
        ["Late fees are waived only if the payment is made within 3 days."],
        "Late fees are waived.",
        "unsupported",
        "Late fees are waived only if the payment is made within three days.",
    ),
    (
        "extrinsic_content",
        ["会议室可提前 7 天预订。"],
        "会议室可提前 7 天预订，并免费提供投影仪。",
        "unsupported",
        "会议室可以提前七天预订。",
    ),
    (
        "extrinsic_content",
        ["Invoices are emailed to the account owner."],
        "Invoices are emailed to the account owner and the finance team.",
        "unsupported",
        "Invoices are emailed to the owner of the account.",
    ),
    (
        "low_coverage",
        ["会议室可提前 7 天预订。"],
        "停车场夜间关闭。",
        "unsupported",
        "会议室可提前 7 天预订。",
    ),
    (
        "low_coverage",
        ["Invoices are emailed to the account owner."],
        "The parking garage closes at night.",
        "unsupported",
        "Invoices are emailed to the account owner.",
    ),
]


@pytest.mark.parametrize(("reason", "evidence", "bad", "result", "good"), CASES)
def test_signal_rejects_its_case_and_passes_the_faithful_claim(
    reason: str, evidence: list[str], bad: str, result: str, good: str
) -> None:
    """The altered claim is rejected with the reason; the faithful claim is supported."""
    pack = _pack(*evidence)
    got, reasons = _claim(pack, bad)
    assert got != "supported" and reasons, (got, reasons)
    assert _claim(pack, good) == ("supported", ()), _claim(pack, good)


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_wrong_citation_is_a_bad_citation_when_another_item_states_the_claim(lang: str) -> None:
    """Citing a real item about something else while another one states it is bad_citation."""
    if lang == "zh":
        pack = _pack("意外伤害无等待期，保单生效即开始保障。", "一般疾病的等待期为 90 天。")
        text = "一般疾病的等待期为 90 天。"
    else:
        pack = _pack(
            "Backups are encrypted at rest with AES-256.",
            "Replication traffic between zones is encrypted with TLS 1.3.",
        )
        text = "Replication traffic between zones is encrypted with TLS 1.3."
    assert _claim(pack, text, ("K1",)) == ("bad_citation", ("wrong_citation",))
    assert _claim(pack, text, ("K2",)) == ("supported", ())


def test_claims_supported_only_by_several_items_together_pass() -> None:
    """A claim joining two cited items is supported; citing one of them is not enough."""
    pack = _pack("危险品须提前 48 小时向承运商报备。", "锂电池按第九类危险品管理。")
    text = "锂电池须提前 48 小时向承运商报备。"
    assert _claim(pack, text, ("K1", "K2"))[0] == "supported"
    assert _claim(pack, text, ("K2",))[0] != "supported"


def test_entity_moved_between_parallel_clauses_is_contradicted() -> None:
    """'Silver covers dental' from 'Gold covers dental; Silver covers vision' is a swap."""
    pack = _pack("The Gold plan covers dental care; the Silver plan covers vision care only.")
    assert _claim(pack, "The Silver plan covers dental care.")[0] != "supported"
    assert _claim(pack, "The Gold plan covers dental care.") == ("supported", ())


def test_contrapositive_keeps_the_threshold_and_the_negation_together() -> None:
    """'超过 30 日…不受理' restates '30 日内提交，逾期不予受理'; flipping one half is caught."""
    pack = _pack("续费申请须在到期后 30 日内提交，逾期不予受理。")
    assert _claim(pack, "到期超过 30 日才提交的续费申请不会被受理。") == ("supported", ())
    assert _claim(pack, "到期超过 30 日才提交的续费申请也会被受理。")[0] != "supported"


def test_every_reason_code_is_listed_once() -> None:
    """SUPPORT_REASONS enumerates the SPEC §6.1 codes and wrong_citation, without repeats."""
    assert len(set(SUPPORT_REASONS)) == len(SUPPORT_REASONS)
    assert {
        "number_mismatch",
        "negation_mismatch",
        "quantifier_mismatch",
        "modal_mismatch",
        "direction_mismatch",
        "condition_dropped",
        "extrinsic_content",
        "version_mismatch",
        "date_mismatch",
        "comparative_mismatch",
        "order_mismatch",
    } < set(SUPPORT_REASONS)


@pytest.mark.parametrize(
    ("evidence", "bad", "reason", "good"),
    [
        (
            "Backup windows may shift during holidays.",
            "Backup windows will shift during holidays.",
            "modal_mismatch",
            "During holidays, backup windows may shift.",
        ),
        (
            "首次开通的账户赠送 30 天试用期。",
            "开通的账户赠送 30 天试用期。",
            "condition_dropped",
            "首次开通的账户赠送三十天试用期。",
        ),
        (
            "Discounts apply to customers who prepay for 12 months.",
            "Discounts apply to customers.",
            "condition_dropped",
            "Customers who prepay for twelve months get the discounts.",
        ),
        (
            "年收入不超过 6 万元且无其他所得的，无需申报。",
            "年收入不超过 6 万元的，无需申报。",
            "condition_dropped",
            "年收入不超过 6 万元且无其他所得的，无需申报。",
        ),
    ],
)
def test_dropped_qualifiers_and_modal_certainty_are_caught(
    evidence: str, bad: str, reason: str, good: str
) -> None:
    """Dropped first/relative/number qualifiers and may->will are rejected; restatements pass."""
    pack = _pack(evidence)
    result, reasons = _claim(pack, bad)
    assert result != "supported" and reasons, (result, reasons)
    assert _claim(pack, good) == ("supported", ()), _claim(pack, good)


def test_claim_taking_its_number_from_one_clause_and_its_predicate_from_another_fails() -> None:
    """'24 小时内取消也免费' mixes the free clause with the number of the paid clause."""
    pack = _pack("会员可在到期前 24 小时免费退订，24 小时内退订将收取 5 元手续费。")
    assert _claim(pack, "24 小时内退订也是免费的。")[0] != "supported"
    assert _claim(pack, "24 小时内退订需支付 5 元手续费。")[0] == "supported"


def test_code_evidence_states_calls_by_syntax() -> None:
    """A code excerpt calling gateway.refund(...) supports '... 调用 gateway.refund'."""
    item = PackItem(
        citable=True,
        id="K1",
        evidence_key="k",
        document_id="svc",
        rank=1,
        kind="code",
        title="RefundService.apply",
        excerpt="return paymentGateway.refund(order.id());",
    )
    pack = EvidencePack(query="q", items=(item,))
    assert _claim(pack, "RefundService.apply 调用 PaymentGateway.refund。") == ("supported", ())
    assert _claim(pack, "RefundService.apply 调用 LedgerClient.post。")[0] != "supported"


def test_dropped_attributive_qualifier_and_widened_scope_are_caught() -> None:
    """'持证的司机' -> '司机' drops a qualifier; '所有车辆' for '登记的车辆' widens it."""
    pack = _pack("持有有效驾照的司机可以免费停放 2 小时。", "登记过的车辆必须在指定区域停放。")
    assert _claim(pack, "司机可以免费停放 2 小时。")[0] != "supported"
    assert _claim(pack, "持有有效驾照的司机可以免费停放两小时。") == ("supported", ())
    assert _claim(pack, "所有车辆必须在指定区域停放。", ("K2",))[0] != "supported"


def test_pair_words_match_plain_inflections() -> None:
    """'paid by the recipient' and 'the recipient pays' state the same thing."""
    pack = _pack("Import taxes are paid by the recipient on delivery.")
    assert _claim(pack, "The recipient pays import taxes on delivery.") == ("supported", ())
    assert _claim(pack, "The sender pays import taxes on delivery.")[0] != "supported"
