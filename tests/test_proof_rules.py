"""Per edit rule and per operator class: a faithful claim that needs it, and an unsafe twin.

Each rule case is proven three ways with ``answerc.grounding.proof.prove``: the faithful
claim with every rule on (supported), the same claim with that one rule in ``disabled``
(not supported: the rule is what pays it), and an unsafe twin (not supported). Rules for
which no faithful case proves today are listed at the end with the reason, not faked.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest

from answerc.grounding.lexicon import Lexicon, default_lexicon, load_lexicon
from answerc.grounding.proof import EDIT_RULES, Cited, prove
from answerc.grounding.text import analyze


@dataclass(frozen=True)
class RuleCase:
    """A faithful claim that needs ``rule``, its evidence, and an unsafe twin."""

    rule: str
    evidence: str
    faithful: str
    twin: str
    twin_evidence: str | None = None
    """Evidence of the twin when it differs (a restrictive clause, a negated manner word)."""
    meta: str | None = None
    """The cited item's title (attributions)."""
    lexicon: dict[str, object] = field(default_factory=dict)
    """A user lexicon (synonym.user)."""
    premise: str | None = None
    """The question the claim answers (arithmetic.premise)."""


def _lex(case: RuleCase) -> Lexicon:
    return load_lexicon(case.lexicon) if case.lexicon else default_lexicon()


def _result(
    claim: str,
    evidence: str,
    lex: Lexicon,
    *,
    meta: str | None = None,
    off: str = "",
    premise: str | None = None,
) -> str:
    cited = [Cited("K1", analyze(evidence, lex), meta, lex)]
    disabled = frozenset({off}) if off else frozenset()
    return prove(analyze(claim, lex), cited, lex, disabled=disabled, premise=premise).result


RULE_CASES = [
    RuleCase(
        "match.same",
        "Refunds arrive within 7 days.",
        "Refunds arrive within 7 days.",
        "Payments arrive within 7 days.",
    ),
    RuleCase(
        "synonym.thesaurus", "驾驶证有效期为 6 年。", "驾照有效期为 6 年。", "行驶证有效期为 6 年。"
    ),
    RuleCase(
        "synonym.thesaurus",
        "Members can cancel the contract at any time.",
        "Members can terminate the contract at any time.",
        "Members can renew the contract at any time.",
    ),
    RuleCase(
        "synonym.wordnet",
        "The courier collects the cargo at the dock.",
        "The courier collects the freight at the dock.",
        "The courier does not collect the freight at the dock.",
    ),
    RuleCase(
        "synonym.user",
        "水果商品不支持七天无理由退货。",
        "生鲜商品不支持七天无理由退货。",
        "生鲜商品支持七天无理由退货。",
        lexicon={"synonyms": {"zh": [["水果", "生鲜"]]}},
    ),
    RuleCase("quantity.equal", "退款在七天内到账。", "退款在 7 天内到账。", "退款在 8 天内到账。"),
    RuleCase(
        "quantity.equal",
        "Refunds arrive within seven days.",
        "Refunds arrive within 7 days.",
        "Refunds arrive within 9 days.",
    ),
    RuleCase(
        "operator.same",
        "Staff must not share passwords.",
        "Staff must not share passwords.",
        "Staff may share passwords.",
    ),
    RuleCase("operator.same", "员工不得共享密码。", "员工不得共享密码。", "员工可以共享密码。"),
    RuleCase(
        "quantity.band",
        "5 万元（含）至 20 万元的采购由部门负责人和财务总监共同审批。",
        "8 万元的采购由部门负责人和财务总监共同审批。",
        "30 万元的采购由部门负责人和财务总监共同审批。",
    ),
    RuleCase(
        "quantity.band",
        "连续工作 10 年以上、20 年以下的员工，年休假 10 天。",
        "连续工作 12 年的员工，年休假 10 天。",
        "连续工作 25 年的员工，年休假 10 天。",
    ),
    RuleCase(
        "quantity.band",
        "Employees with 10 to 20 years of service get 15 days of leave.",
        "Employees with 12 years of service get 15 days of leave.",
        "Employees with 22 years of service get 15 days of leave.",
    ),
    RuleCase(
        "operator.never",
        "Gift cards do not expire.",
        "Gift cards never expire.",
        "Gift cards expire.",
    ),
    RuleCase(
        "operator.may_not",
        "Gift cards cannot be refunded.",
        "Gift cards may not be refunded.",
        "Gift cards may be refunded.",
    ),
    RuleCase(
        "operator.implicit",
        "退款在 7 天内到账。",
        "退款会在 7 天内到账。",
        "退款不会在 7 天内到账。",
    ),
    RuleCase(
        "operator.condition_unit",
        "订单超过 30 天的，不能退货。",
        "如果订单超过 30 天，不能退货。",
        "如果订单超过 30 天，可以退货。",
    ),
    RuleCase(
        "operator.neg_raising",
        "No refunds are issued after 30 days.",
        "Refunds are not issued after 30 days.",
        "Refunds are issued after 30 days.",
    ),
    RuleCase(
        "attribution.title",
        "生鲜商品不支持退货。",
        "根据售后政策，生鲜商品不支持退货。",
        "根据物流政策，生鲜商品不支持退货。",
        meta="售后政策",
    ),
    RuleCase(
        "attribution.title",
        "Gift cards cannot be refunded.",
        "According to the refund policy, gift cards cannot be refunded.",
        "According to the shipping policy, gift cards cannot be refunded.",
        meta="Refund policy",
    ),
    RuleCase(
        "answer_word.polarity",
        "Gift cards cannot be refunded.",
        "No. Gift cards cannot be refunded.",
        "No. Gift cards can be refunded.",
    ),
    RuleCase(
        "answer_word.polarity",
        "Gift cards cannot be refunded.",
        # a dash set off by spaces ends the answer word as a comma does
        "No — gift cards cannot be refunded.",
        "Yes — gift cards cannot be refunded.",
    ),
    RuleCase(
        "answer_word.polarity",
        "员工个人垫付购买的办公设备不予报销。",
        # an answer restating the rest's own words
        "不能报销。员工个人垫付购买的办公设备不予报销。",
        "能报销。员工个人垫付购买的办公设备不予报销。",
    ),
    RuleCase(
        "answer_word.polarity",
        "发布过程中可用副本数不低于期望副本数。",
        # the rest repeats the answer's verb negated (会 in 不会低于)
        "不会。发布过程中可用副本数不会低于期望副本数。",
        "会。发布过程中可用副本数不会低于期望副本数。",
    ),
    RuleCase(
        "lend.topic",
        "高级会员，每月可领取 2 张优惠券。",
        "高级会员每月可领取 2 张优惠券。",
        "高级会员每月可领取 2 张优惠券。",
        twin_evidence="高级会员不参加本活动，普通会员每月可领取 2 张优惠券。",
    ),
    RuleCase(
        "lend.gapped",
        "立式钢琴调音每次 400 元，三角钢琴每次 600 元。",
        "三角钢琴调音每次 600 元。",
        # the first clause's amount for the second clause's subject
        "三角钢琴调音每次 400 元。",
    ),
    RuleCase(
        "lend.condition",
        "跨省转地放蜂的，须持有养蜂证。",
        "跨省转地放蜂要持有养蜂证。",
        "跨省转地放蜂可免于复检。",
        # the condition governs 须申报检疫, not the clause the twin states
        twin_evidence="跨省转地放蜂的，须申报检疫，持有养蜂证的，可免于复检。",
    ),
    RuleCase(
        "operator.cause_converse",
        "CNAME 记录不能与其他记录共存，因此 zone apex 不能配置 CNAME。",
        "由于 CNAME 记录不能与其他记录共存，zone apex 不能配置 CNAME。",
        # the cause put on the effect: the reverse relation
        "由于 zone apex 不能配置 CNAME，CNAME 记录不能与其他记录共存。",
    ),
    RuleCase(
        "quantity.band",
        "身高 1.2 米（含）至 1.4 米（含）的儿童可购买儿童票。",
        "身高 1.3 米的儿童可购买儿童票。",
        "身高 1.5 米的儿童可购买儿童票。",
    ),
    RuleCase(
        "arithmetic.premise",
        "Dogs over 40 kg are boarded in large suites.",
        "A 45 kg dog is over 40 kg, so it is boarded in a large suite.",
        # the asker's dog weighs 45 kg, not 55 kg: a true comparison of another value
        "A 55 kg dog is over 40 kg, so it is boarded in a large suite.",
        premise="How much is boarding for my 45 kg dog?",
    ),
    RuleCase(
        "lend.moved_frame",
        "演出开始后，已售门票不得退换。",
        "已售门票在演出开始后不得退换。",
        # the frame's subject from another rule: the parties swapped
        "甲方在乙方签字后须付款。",
        twin_evidence="甲方签字后，乙方须付款。",
    ),
    RuleCase(
        "operator.bare_passive",
        "后端服务器连续 3 次失败标记为下线。",
        "后端服务器连续 3 次失败会被标记为下线。",
        # the evidence's verb has its own object: the server is not what is marked
        "后端服务器会被标记为异常。",
        twin_evidence="后端服务器会标记用户为异常。",
    ),
    RuleCase(
        "operator.plain_need",
        "图书逾期未还的，每册每天收取滞纳金 0.1 元。",
        "图书逾期未还的，每册每天要收取滞纳金 0.1 元。",
        "图书逾期未还的，每册每天要收取滞纳金 0.1 元。",
        # a permission is no need
        twin_evidence="图书逾期未还的，每册每天可以收取滞纳金 0.1 元。",
    ),
    RuleCase(
        "drop.expansion",
        "The verified gross mass (VGM) must be submitted 24 hours before berthing.",
        "The VGM must be submitted 24 hours before berthing.",
        "The VGM must be submitted 24 hours before berthing.",
        # a restriction before the expansion is no part of it
        twin_evidence="The amended verified gross mass (VGM) must be submitted 24 hours before "
        "berthing.",
    ),
    RuleCase(
        "drop.dimension",
        "采购费用超过 3000 元的，须报总监审批。",
        "采购超过 3000 元的，须报总监审批。",
        "采购超过 3000 元的，须报总监审批。",
        # 人数 names no money: the count of people is not the amount
        twin_evidence="采购人数超过 3000 的，须报总监审批。",
    ),
    RuleCase(
        "drop.unit",
        "Refunds arrive within 7 days, and invoices are emailed monthly.",
        "Refunds arrive within 7 days.",
        "Refunds arrive within 7 days.",
        twin_evidence="Refunds arrive within 7 days, unless the order was paid in cash.",
    ),
    RuleCase(
        "drop.unit",
        "退款在 7 天内到账，发票每月寄送。",
        "退款在 7 天内到账。",
        "退款在 7 天内到账。",
        twin_evidence="退款在 7 天内到账，现金支付的订单除外。",
    ),
    RuleCase(
        "drop.droppable",
        "The system automatically sends a confirmation email.",
        "The system sends a confirmation email.",
        "The system does not send a confirmation email.",
        twin_evidence="The system does not automatically send a confirmation email.",
    ),
    RuleCase(
        "drop.droppable",
        "系统会自动发送确认邮件。",
        "系统会发送确认邮件。",
        "系统不会发送确认邮件。",
        twin_evidence="系统不会自动发送确认邮件。",
    ),
    RuleCase(
        "drop.operator",
        "Refunds will arrive within 7 days.",
        "Refunds arrive within 7 days.",
        "Refunds arrive within 7 days.",
        twin_evidence="Refunds may arrive within 7 days.",
    ),
    RuleCase(
        "operator.sequence",
        "订单服务调用支付网关发起支付。支付网关调用渠道路由服务选择收单渠道。",
        "订单服务调用支付网关发起支付，支付网关再调用渠道路由服务选择收单渠道。",
        "支付网关调用渠道路由服务选择收单渠道，订单服务再调用支付网关发起支付。",
    ),
    RuleCase(
        "operator.sequence",
        "The gateway calls the router. The router calls the shard searcher.",
        "The gateway calls the router, and the router then calls the shard searcher.",
        "The router calls the shard searcher, and the gateway then calls the router.",
    ),
    RuleCase(
        "operator.sequence",
        "值班人员确认告警级别。值班人员通知负责人。",
        "值班人员确认告警级别，再通知负责人。",
        "值班人员通知负责人，再确认告警级别。",
        twin_evidence="值班人员确认告警级别之前，先通知负责人。",
    ),
    RuleCase(
        "match.member",
        "CheckoutGateway 调用 OrderService.submitOrder()。"
        "OrderService.submitOrder() 调用 InventoryService.reserve()。",
        "CheckoutGateway 调用 OrderService.submitOrder()；submitOrder() 调用 "
        "InventoryService.reserve()。",
        "CheckoutGateway 调用 OrderService.submitOrder()；cancelOrder() 调用 "
        "InventoryService.reserve()。",
    ),
    RuleCase(
        "match.member",
        "The gateway calls OrderService.submitOrder(). OrderService.submitOrder() calls "
        "InventoryService.reserve().",
        "The gateway calls OrderService.submitOrder(), and submitOrder() calls "
        "InventoryService.reserve().",
        "The gateway calls OrderService.submitOrder(), and submitOrder() calls "
        "PaymentService.charge().",
    ),
    RuleCase(
        "drop.atom_type",
        "授权请求超时后不自动重试，直接返回 PENDING 状态。",
        "授权请求超时后不自动重试，直接返回 PENDING。",
        "授权请求超时后不自动重试，直接返回 FAILED。",
    ),
    RuleCase(
        "drop.atom_type",
        "zone apex 不能直接配置 CNAME 记录，请改用 ALIAS 记录。",
        "zone apex 不能直接配置 CNAME，请改用 ALIAS。",
        "zone apex 可以直接配置 CNAME，请改用 ALIAS。",
    ),
    RuleCase(
        "lend.class",
        "Insulin is classified as a maintenance medication for refill purposes. Refills for "
        "maintenance medications may be dispensed once 75% of the previous supply has elapsed.",
        "An insulin refill can be dispensed once 75% of your previous supply has elapsed.",
        "Insulin must be stored below 8 degrees.",
        twin_evidence="Insulin is classified as a maintenance medication for refill purposes. "
        "Maintenance medications must be stored below 8 degrees.",
    ),
    RuleCase(
        "lend.class",
        "过氧化物一律按 B 类氧化剂管理。B 类氧化剂须存放在温度不高于 25 ℃ 的专用柜中。",
        "过氧化物须存放在温度不高于 25 ℃ 的专用柜中。",
        "过氧化物须存放在温度不高于 25 ℃ 的专用柜中。",
        twin_evidence="过氧化物不按 B 类氧化剂管理。B 类氧化剂须存放在温度不高于 25 ℃ 的专用柜中。",
    ),
    RuleCase(
        "lend.class",
        "锂电池属于第九类危险品。所有危险品须提前 48 小时向承运商报备。",
        "锂电池须提前 48 小时向承运商报备。",
        "访客须携带护照。",
        twin_evidence="护照属于有效证件。访客须携带有效证件。",
    ),
    RuleCase(
        "lend.class",
        "暴雪预警属于恶劣天气。恶劣天气期间，骑手每完成一单可额外获得 2 元补贴。",
        "暴雪预警期间，骑手每完成一单可额外获得 2 元补贴。",
        "暴雪预警期间，骑手每完成一单可额外获得 2 元补贴。",
        twin_evidence="部分暴雪预警属于恶劣天气。恶劣天气期间，骑手每完成一单可额外获得 2 元补贴。",
    ),
    RuleCase(
        "lend.class",
        "Interns and contractors are classified as Tier 3 travellers. Tier 3 travellers must "
        "book economy class for all flights.",
        "Interns must book economy class for all flights.",
        "Interns may book economy class for all flights.",
        twin_evidence="Interns are classified as Tier 3 travellers. Only Tier 3 travellers may "
        "book economy class for all flights.",
    ),
    RuleCase(
        "lend.class",
        "Hydrofluoric acid and sodium azide are classified as high-hazard chemicals. Work with "
        "any high-hazard chemical requires a signed risk assessment.",
        "Work with sodium azide requires a signed risk assessment.",
        "Every parcel may be shipped by air except lithium batteries.",
        twin_evidence="Lithium batteries are classified as dangerous goods. Every parcel may be "
        "shipped by air except dangerous goods.",
    ),
    RuleCase(
        "drop.dimension",
        "月租金为人民币 3000 元，按季度支付。",
        "月租金 3000 元人民币，按季度支付。",
        "月租金 5000 元人民币，按季度支付。",
    ),
    RuleCase(
        "drop.dimension",
        "经济舱旅客可免费托运一件不超过 23 公斤的行李。",
        "经济舱旅客可以免费托运 1 件重量不超过 23 公斤的行李。",
        "经济舱旅客可以免费托运 1 件重量超过 23 公斤的行李。",
    ),
    RuleCase(
        "operator.sequence",
        "The billing service calls the ledger service. The ledger service calls the audit service.",
        "The billing service calls the ledger service, and the ledger service in turn calls the "
        "audit service.",
        "The ledger service calls the audit service, and the billing service in turn calls the "
        "ledger service.",
    ),
    RuleCase(
        "drop.atom_type",
        "Run pg_basebackup with the -R option so that standby.signal is written automatically.",
        "Run pg_basebackup with -R so that standby.signal is written automatically.",
        "Run pg_basebackup with the -R command so that standby.signal is written automatically.",
    ),
    RuleCase(
        "drop.atom_type",
        "The checkout-api service calls cart-service to load the basket.",
        "checkout-api calls cart-service to load the basket.",
        "The checkout-api table calls cart-service to load the basket.",
    ),
    RuleCase(
        "drop.atom_type",
        "UsageCollector 每小时将用量数据写入 usage_hourly。",
        "UsageCollector 每小时将用量数据写入 usage_hourly 表。",
        "UsageCollector 每小时将用量数据写入 usage_hourly 服务。",
        twin_evidence="UsageCollector 每小时将用量数据写入 usage_hourly 表。",
    ),
    RuleCase(
        "operator.agent",
        "Checkout API 通过 gRPC 调用 Token Vault。",
        "Token Vault 被 Checkout API 通过 gRPC 调用。",
        "Checkout API 被 Token Vault 通过 gRPC 调用。",
    ),
    RuleCase(
        "operator.agent",
        "用户在禁停区域停车的，平台将收取 5 元调度费。",
        "用户在禁停区域停车的，会被平台收取 5 元调度费。",
        "用户在禁停区域停车的，平台会被收取 5 元调度费。",
    ),
    RuleCase(
        "operator.same",
        "校园卡单笔充值不得低于 10 元。",
        "校园卡每笔充值不得低于 10 元。",
        "校园卡每笔充值不得高于 10 元。",
    ),
    RuleCase(
        "operator.condition_relative",
        "A read replica that lags more than 30 seconds behind the primary is removed from the "
        "pool.",
        "When a read replica lags more than 30 seconds behind the primary, it is removed from the "
        "pool.",
        "If a read replica is removed from the pool, it lags more than 30 seconds behind the "
        "primary.",
    ),
    RuleCase(
        "operator.condition_relative",
        # a reduced relative: not + a participle after the noun it restricts
        "Reviews not completed within 14 days are escalated to the director.",
        "If a review is not completed within 14 days, it is escalated to the director.",
        "If a review is completed within 14 days, it is escalated to the director.",
    ),
    RuleCase(
        "operator.condition_relative",
        # without after the noun: the containers that have no VGM
        "Containers without a VGM will not be loaded.",
        "If a container has no VGM, it will not be loaded.",
        "If a container has a VGM, it will not be loaded.",
    ),
    RuleCase(
        "operator.condition_relative",
        "超过 500 公斤的货物按整车运输计费。",
        "如果货物超过 500 公斤，按整车运输计费。",
        "如果货物按整车运输计费，超过 500 公斤。",
    ),
    RuleCase(
        "operator.condition_topic",
        "超时可获得 10 元无门槛券。",
        "如果超时，可以获得 10 元无门槛券。",
        "如果获得 10 元无门槛券，可以超时。",
    ),
    RuleCase(
        "operator.condition_topic",
        "连接失败时抛出 CacheUnavailableException。",
        "如果连接失败，会抛出 CacheUnavailableException。",
        "如果抛出 CacheUnavailableException，会连接失败。",
    ),
    RuleCase(
        "operator.condition_topic",
        "会员可享受 9 折优惠。",
        "如果是会员，可以享受 9 折优惠。",
        "如果用户在 7 天内退货，须提供凭证。",
        twin_evidence="用户须在 7 天内退货并提供凭证。",
    ),
    RuleCase(
        "operator.first",
        "release build 提交审核前，须由 QA 负责人签字确认。",
        "release build 提交审核之前，必须先由 QA 负责人签字确认。",
        "release build 提交审核之后，必须先由 QA 负责人签字确认。",
    ),
    RuleCase(
        "operator.first",
        "Before the release is submitted, the QA lead must sign the checklist.",
        "Before the release is submitted, the QA lead must first sign the checklist.",
        "After the release is submitted, the QA lead must first sign the checklist.",
    ),
    RuleCase(
        "operator.condition_relative",
        "新建的 lifecycle rule 会在 24 小时内生效。",
        "新建 lifecycle rule 后，会在 24 小时内生效。",
        "lifecycle rule 在 24 小时内生效后，会新建。",
    ),
    RuleCase(
        "operator.agent",
        # the "for" of "is required for" names who needs it: Y requires X
        "A backcountry permit is required for overnight stays.",
        "Overnight stays require a backcountry permit.",
        "A backcountry permit requires overnight stays.",
    ),
    RuleCase(
        "operator.agent",
        # a determiner keeps the noun it opens across the voices
        "Multi-factor authentication is required for all administrator accounts.",
        "All administrator accounts require multi-factor authentication.",
        "All multi-factor authentication requires administrator accounts.",
    ),
    RuleCase(
        "operator.agent",
        "Customs duties are paid by the recipient on delivery.",
        "The recipient pays customs duties on delivery.",
        "Customs duties pay the recipient on delivery.",
    ),
    RuleCase(
        "operator.agent",
        "The ReplenishmentService calls the SupplierGateway every 15 minutes.",
        "The SupplierGateway is called by the ReplenishmentService every 15 minutes.",
        "The ReplenishmentService is called by the SupplierGateway every 15 minutes.",
    ),
    RuleCase(
        "operator.agent",
        # "only" across the voices: the passive's agent is what its "only" focuses on
        "The flag may only be enabled by the Checkout team.",
        "Only the Checkout team may enable the flag.",
        "The Checkout team may only enable the flag.",
    ),
    RuleCase(
        "operator.agent",
        "该开关只能由 Checkout 团队开启。",
        "只有 Checkout 团队可以开启该开关。",
        "只有该开关能由 Checkout 团队开启。",
    ),
    RuleCase(
        "operator.converse",
        # a modal scopes over the predicate in either voice
        "Customers must be notified by the carrier before a redelivery.",
        "The carrier must notify customers before a redelivery.",
        "Customers must notify the carrier before a redelivery.",
    ),
    RuleCase(
        "operator.converse",
        "Only the Checkout team may enable the flag.",
        "The flag may only be enabled by the Checkout team.",
        "Only the flag may be enabled by the Checkout team.",
    ),
    RuleCase(
        "operator.normative_bound",
        "每天佩戴时间不少于 22 小时。",
        "每天至少须佩戴 22 小时。",
        "每天最多须佩戴 22 小时。",
    ),
    RuleCase(
        "operator.normative_bound",
        "Each cabin bag weighs no more than 8 kg.",
        "Each cabin bag must weigh no more than 8 kg.",
        "Each cabin bag must weigh at least 8 kg.",
    ),
    RuleCase(
        "operator.agent",
        "IndexWriter 由 IngestWorker 调用。",
        "IngestWorker 调用 IndexWriter。",
        "IndexWriter 调用 IngestWorker。",
    ),
    RuleCase(
        "match.addressee",
        "Managers must confirm each direct report's access within 14 days.",
        "You must confirm each direct report's access within 14 days.",
        "You may confirm each direct report's access within 14 days.",
    ),
    RuleCase(
        "match.addressee",
        "员工可通过内部服务台申领显示器。",
        "你可以通过内部服务台申领显示器。",
        "你不可以通过内部服务台申领显示器。",
    ),
    RuleCase(
        "drop.dimension",
        "单票货物重量超过 500 公斤的，须安排整车运输。",
        "单票货物超过 0.5 吨时，须安排整车运输。",
        "单票货物金额超过 500 元时，须安排整车运输。",
    ),
    RuleCase(
        "drop.dimension",
        "Hub 离线超过 10 分钟时，App 会推送离线通知。",
        "Hub 离线时间超过 10 分钟时，App 会推送离线通知。",
        "Hub 离线时间超过 10 小时时，App 会推送离线通知。",
    ),
    RuleCase(
        "drop.dimension",
        "单日 ATM 取款不超过 3 次。",
        "单日 ATM 取款次数不超过 3 次。",
        "单日 ATM 取款次数不超过 5 次。",
    ),
    RuleCase(
        "drop.bounded_permission",
        "每位患者同一时间最多允许 2 名探视人员在床旁陪伴。",
        "每位患者同一时间最多 2 名探视人员在床旁陪伴。",
        "每位患者同一时间须有 2 名探视人员在床旁陪伴。",
    ),
    RuleCase(
        "drop.bounded_permission",
        "单笔退款最多可以退回 500 元至原支付账户。",
        "单笔退款最多退回 500 元至原支付账户。",
        "单笔退款最多退回 800 元至原支付账户。",
    ),
    RuleCase(
        "drop.dimension",
        "报名截止时间为 3 月 1 日。",
        "报名截止为 3 月 1 日。",
        "报名截止为 3 月 2 日。",
    ),
    RuleCase(
        "drop.dimension",
        "Parcels over 30 kg are shipped as freight.",
        "Parcels with a weight over 30 kg are shipped as freight.",
        "Parcels with a length over 30 cm are shipped as freight.",
    ),
    RuleCase(
        "drop.universal",
        "Each Pro license covers one named user on up to three devices.",
        "A Pro license covers one named user on up to 3 devices.",
        "Refunds are not automatic.",
        twin_evidence="Not all refunds are automatic.",
    ),
    RuleCase(
        "drop.universal",
        "所有管理员账号须启用双因素认证。",
        "管理员账号须启用双因素认证。",
        "部分管理员账号须启用双因素认证。",
    ),
    RuleCase(
        "drop.list_member",
        "客户姓名、手机号、身份证号等个人信息属于机密级数据。",
        "客户手机号属于机密级数据。",
        "包含图书的订单免运费。",
        twin_evidence="包含图书和玩具的订单免运费。",  # a list inside a relative clause
    ),
    RuleCase(
        "drop.actor",
        "预约图书到馆后，系统将为读者保留三天。",
        "预约图书到馆后，将为读者保留三天。",
        "可享受 9 折优惠。",
        twin_evidence="金卡会员可享受 9 折优惠。",  # whom a permission is for
    ),
    RuleCase(
        "drop.actor",
        "预约图书到馆后，系统将为读者保留三天。",
        "预约图书到馆后，将为读者保留三天。",
        "可免签停留 30 天。",
        twin_evidence="持有效护照的旅客将免签停留 30 天。",  # a relative clause restricts
    ),
    RuleCase(
        "drop.actor",
        "税务机关自滞纳之日起按日加收滞纳金。",
        "自滞纳之日起按日加收滞纳金。",
        "由买家承担。",
        twin_evidence="退货运费由买家承担。",  # before 由 the first noun is what is acted on
    ),
    RuleCase(
        "drop.actor",
        "税务机关自滞纳之日起按日加收万分之五的滞纳金。",
        "自滞纳之日起按日加收万分之五的滞纳金。",
        "开通的账户赠送 30 天试用期。",
        twin_evidence="会员开通的账户赠送 30 天试用期。",  # the subject of a relative clause
    ),
    RuleCase(
        "drop.list_member",
        "废旧电池、过期药品属于有害垃圾。",
        "废旧电池属于有害垃圾。",
        "药品属于有害垃圾。",  # the member's bound word 过期 dropped
    ),
    RuleCase(
        "drop.list_member",
        "Adventure sports such as skydiving are not covered.",
        "Skydiving is not covered.",
        "Orders containing books ship free.",
        twin_evidence="Orders containing books and toys ship free.",
    ),
    RuleCase(
        "drop.list_member",
        "Confidential and Restricted data must not be entered into external AI tools.",
        "Confidential data must not be entered into external AI tools.",
        # not (A and B) does not say not A
        "订单不得使用优惠券。",
        twin_evidence="订单不得使用优惠券和积分。",
    ),
    RuleCase(
        "drop.list_member",
        "机密级数据禁止通过个人邮箱、个人网盘或即时通讯工具传输。",
        "机密级数据禁止通过个人网盘传输。",
        # must (A or B) does not say must A
        "申请须通过工单提交。",
        twin_evidence="申请须通过邮件或工单提交。",
    ),
    RuleCase(
        "drop.list_member",
        "废弃电池、灯管等有害垃圾须投入红色收集容器。",
        "灯管须投入红色收集容器。",
        "Only managers may approve refunds.",
        twin_evidence="Only managers and directors may approve refunds.",
    ),
    RuleCase(
        "drop.list_member",
        "Managers and directors may approve refunds.",
        "Managers may approve refunds.",
        "If an order contains food, it needs an ID check.",
        twin_evidence="If an order contains food and alcohol, it needs an ID check.",
    ),
    RuleCase(
        "drop.list_member",
        "图书和玩具的价格上涨 5%。",
        "玩具的价格上涨 5%。",
        "图书 50 元。",
        twin_evidence="图书和玩具合计 50 元。",  # a collective
    ),
    RuleCase(
        "operator.only_then",
        "仅全日制在校学生可办理学生月票。",
        "只有全日制在校学生才能办理学生月票。",
        "全日制在校学生才能办理学生月票。",  # the only dropped
    ),
    RuleCase(
        "operator.must_then",
        "跨城切换须由 DBA 负责人人工确认后发起。",
        "跨城切换需要 DBA 负责人人工确认后才能发起。",
        "跨城切换 DBA 负责人人工确认后才能发起。",  # the duty dropped
    ),
    RuleCase(
        "operator.passive_by",
        "退款由客服部门审核。",
        "退款会被客服部门审核。",
        "客服部门会被退款审核。",  # agent and patient swapped
    ),
    RuleCase(
        "operator.contrast",
        "图书可以退货，玩具不可以退货。",
        "图书可以退货，但玩具不可以退货。",
        "所有商品可以退货，但定制商品除外。",
        twin_evidence="所有商品可以退货。",  # an exception is no conjunction
    ),
    RuleCase(
        "operator.condition_unit",
        "承租人提前解除合同的，押金不予退还。",
        "如果承租人提前解除合同，押金不予退还。",
        "如果承租人解除合同，押金不予退还。",  # the order word 提前 dropped
    ),
    RuleCase(
        "operator.condition_unit",
        "如果学生对花生过敏，家长应提前向食堂提交书面说明。",
        "学生对花生过敏时，家长应提前向食堂提交书面说明。",
        "学生对花生过敏，家长应提前向食堂提交书面说明。",
    ),
    RuleCase(
        "drop.universal",
        "每个 release build 提交审核前，须由 QA 负责人签字确认。",
        "release build 提交审核前，须由 QA 负责人签字确认。",
        "用户可领取 2 张券。",
        twin_evidence="每位用户可领取 2 张券。",  # distributive beside a quantity
    ),
    RuleCase(
        "lend.subject",
        "Passwords must be at least 12 characters long and are rotated every 90 days.",
        "Passwords are rotated every ninety days.",
        "Passwords must be rotated every ninety days.",
    ),
    RuleCase(
        "lend.subject",
        "会员须完成实名认证，并可享受 9 折优惠。",
        "会员可享受 9 折优惠。",
        "会员须享受 9 折优惠。",
    ),
    RuleCase(
        "order.pivot",
        "Passwords for employee accounts must be at least 14 characters long.",
        "Employee account passwords must be at least 14 characters long.",
        "The SupplierGateway calls the ReplenishmentService every 15 minutes.",
        twin_evidence="The ReplenishmentService calls the SupplierGateway every 15 minutes.",
    ),
    RuleCase(
        "order.pivot",
        "大促封网期间暂停全部常规发布。",
        "大促封网期间，常规发布全部暂停。",
        "贵宾是金卡会员。",
        twin_evidence="金卡会员是贵宾。",
    ),
    RuleCase(
        "operator.bound_only",
        "同一规则对同一 issue 在 30 分钟内最多通知一次。",
        "同一条规则对同一个 issue，30 分钟内最多只通知一次。",
        "同一条规则对同一个 issue，30 分钟内只通知一次。",
    ),
    RuleCase(
        "operator.bound_only",
        "每位会员最多可带 2 名访客。",
        "每位会员最多只能带 2 名访客。",
        "每位会员最多只能带 3 名访客。",
    ),
    RuleCase(
        "operator.distributive",
        "未满10周岁的儿童进入任何泳池区域，须由成人全程陪同。",
        "未满10周岁的儿童进入任何泳池区域，都须由成人全程陪同。",
        "未满10周岁的儿童进入泳池区域，都须由成人全程陪同。",
        twin_evidence="未满10周岁的儿童进入深水泳池区域，须由成人全程陪同。",
    ),
    RuleCase(
        "operator.distributive",
        "访客进入任何实验室，须佩戴护目镜。",
        "访客进入任何实验室，都须佩戴护目镜。",
        "访客进入实验室，都须佩戴护目镜。",
        twin_evidence="访客进入危化品实验室，须佩戴护目镜。",
    ),
    RuleCase(
        "operator.condition_then",
        "逾期须经部门负责人书面说明后方可受理。",
        "逾期需要部门负责人书面说明后才能受理。",
        "逾期需要部门负责人书面说明后才能退款。",
    ),
    RuleCase(
        "drop.restated_amount",
        "The system default lease TTL is 768 hours (32 days).",
        "The system default lease TTL is 768 hours.",
        "The system default lease TTL is 768 hours.",
        twin_evidence="The system default lease TTL is 768 hours (30 days).",
    ),
    RuleCase(
        "match.short_form",
        "订单全额退款且优惠券在有效期内的，优惠券将退回账户。",
        "订单全额退款且优惠券在有效期内的，券将退回账户。",
        "订单全额退款且优惠券在有效期内的，券将退回账户。",
        twin_evidence="订单全额退款且优惠券在有效期内的，现金券将退回账户。",
    ),
    RuleCase(
        "operator.first_then",
        "超过 500 元的，须经甲方书面确认后按报价结算。",
        "超过 500 元的，要先经甲方书面确认，再按报价结算。",
        "超过 500 元的，要先按报价结算，再经甲方书面确认。",
    ),
    RuleCase(
        "operator.first_then",
        "Submit the form after getting approval from your manager.",
        "First get approval from your manager, then submit the form.",
        "First submit the form, then get approval from your manager.",
    ),
    RuleCase(
        "operator.condition_addressee",
        "Members who lose earnings may claim up to £64.95 per day.",
        "If you lose earnings, you may claim up to £64.95 per day.",
        "If you lose earnings, they may claim up to £64.95 per day.",
    ),
    RuleCase(
        "operator.condition_addressee",
        "来自指定国家的申请人须提交肺结核检测证明。",
        "如果你来自指定国家，须提交肺结核检测证明。",
        "如果你来自指定国家，须提交肺结核检测证明。",
        twin_evidence="来自指定国家的家属须提交肺结核检测证明。",
    ),
    RuleCase(
        "operator.fused_bound",
        "申请人上一学年的平均成绩须不低于 85 分。",
        "申请人上一学年的平均成绩不得低于 85 分。",
        "申请人上一学年的平均成绩不得超过 85 分。",
    ),
    RuleCase(
        "match.article",
        "注册的客户可以领取一笔补贴。",
        "注册的客户可以领取 1 笔补贴。",
        "注册的客户可以领取 2 笔补贴。",
    ),
    RuleCase(
        "match.article",
        "升级的工单须指派 1 名专员跟进。",
        "升级的工单须指派一名专员跟进。",
        "升级的工单须指派一名专员跟进。",
        twin_evidence="升级的工单须指派 2 名专员跟进。",
    ),
    RuleCase(
        "elide.sentence",
        "会员下单后，会员可获得积分。",
        "会员下单后，可获得积分。",
        "会员下单后，可获得现金。",
    ),
    RuleCase(
        "elide.sentence",
        "理赔申请须在 30 日内提交。申请理赔时须上传发票。",
        "理赔申请须在 30 日内提交，申请时须上传发票。",
        "申请时须上传发票。",  # what is applied for, said nowhere
        twin_evidence="申请理赔时须上传发票。",
    ),
    RuleCase(
        "elide.sentence",
        "Vehicle check-in closes 90 minutes before departure; foot passengers must check in "
        "at least 30 minutes before departure.",
        "Vehicle check-in closes 90 minutes before departure, and foot passengers must check "
        "in at least 30 minutes before.",
        "Foot passengers must check in at least 30 minutes before.",  # before what?
        twin_evidence="Foot passengers must check in at least 30 minutes before departure.",
    ),
]

# Twins the proof judges supported today (false safes reported to the lead): strict xfails.
FALSE_SAFE_TWINS: dict[tuple[str, str], str] = {}

# Rules with no faithful case the engine proves, or that `disabled` cannot switch off.
NOT_COVERED = {
    "match.segmentation": "no case found: rjieba segments the same compound alike on both sides",
    "operator.converse": "no case found: X 高于 Y = Y 低于 X and before / after converses "
    "are contradicted",
    "ledger.no_evidence": "needs a NO_EVIDENCE tool call in a pack (check_draft), "
    "not prove() alone",
    "code.call": "read from a code item by answer_support, not by prove()",
    "function.free": "not switchable: prove() skips claim function words without "
    "consulting disabled",
    "drop.function": "not switchable: dropped evidence function words skip the disabled check",
    "order.clauses": "a constraint, not a license: disabling it can only accept more; its "
    "unsafe case is the clause-order mutation in tests/test_proof_properties.py",
}


def _rule_params() -> list[object]:
    out: list[object] = []
    for case in RULE_CASES:
        out.append(pytest.param(case, id=f"{case.rule}-{case.faithful}"))
    return out


@pytest.mark.parametrize("case", _rule_params())
def test_a_faithful_claim_needs_its_rule(case: RuleCase) -> None:
    """Supported with every rule on; not supported with this one rule disabled."""
    lex = _lex(case)
    kw = {"meta": case.meta, "premise": case.premise}
    assert _result(case.faithful, case.evidence, lex, **kw) == "supported"
    assert _result(case.faithful, case.evidence, lex, off=case.rule, **kw) != "supported"


def _twin_params() -> list[object]:
    out: list[object] = []
    for case in RULE_CASES:
        why = FALSE_SAFE_TWINS.get((case.rule, case.twin))
        marks = [pytest.mark.xfail(strict=True, reason=why)] if why else []
        out.append(pytest.param(case, id=f"{case.rule}-{case.twin}", marks=marks))
    return out


@pytest.mark.parametrize("case", _twin_params())
def test_the_unsafe_twin_of_a_rule_case_is_not_supported(case: RuleCase) -> None:
    """The twin (one meaning-changing edit away) is never supported."""
    lex = _lex(case)
    evidence = case.twin_evidence or case.evidence
    assert _result(case.twin, evidence, lex, meta=case.meta, premise=case.premise) != "supported"


def test_every_rule_has_a_case_or_a_stated_reason() -> None:
    """Each registry rule is covered by a case here or named in NOT_COVERED with why."""
    covered = {c.rule for c in RULE_CASES} | set(NOT_COVERED)
    assert covered == {r.id for r in EDIT_RULES}


# -- operator classes, zh and en --------------------------------------------------------------
OPERATOR_PAIRS = [
    (
        "negation",
        "生鲜商品不支持七天无理由退货。",
        "生鲜商品不支持七天无理由退货。",
        "生鲜商品支持七天无理由退货。",
    ),
    (
        "negation",
        "Gift cards cannot be refunded.",
        "Gift cards cannot be refunded.",
        "Gift cards can be refunded.",
    ),
    ("modal", "访客必须在前台登记。", "访客必须在前台登记。", "访客可以在前台登记。"),
    (
        "modal",
        "Visitors must sign in at reception.",
        "Visitors must sign in at reception.",
        "Visitors may sign in at reception.",
    ),
    ("quantifier", "部分商品支持分期付款。", "部分商品支持分期付款。", "所有商品支持分期付款。"),
    (
        "quantifier",
        "Some orders ship for free.",
        "Some orders ship for free.",
        "All orders ship for free.",
    ),
    (
        "bound",
        "每个用户最多可创建 5 个项目。",
        "每个用户最多可创建 5 个项目。",
        "每个用户至少可创建 5 个项目。",
    ),
    (
        "bound",
        "一线城市住宿费报销上限为每人每晚 800 元。",
        "一线城市住宿费每人每晚最多可以报销 800 元。",
        "一线城市住宿费每人每晚至少可以报销 800 元。",
    ),
    (
        "bound",
        "访客临时停车许可最多有效 72 小时。",
        "访客临时停车许可最长有效 3 天。",
        "访客临时停车许可最短有效 3 天。",
    ),
    (
        "bound",
        "免费版每个 API Key 每分钟最多 60 次请求。",
        "免费版每个 API Key 每分钟不能超过 60 次请求。",
        "免费版每个 API Key 每分钟不能低于 60 次请求。",
    ),
    (
        "bound",
        "Requests are at most 60 per minute.",
        "Requests must not be more than 60 per minute.",
        "Requests must not be less than 60 per minute.",
    ),
    (
        "bound",
        "发布过程中可用副本数不低于期望副本数。",
        "发布过程中可用副本数不会低于期望副本数。",
        "发布过程中可用副本数不会高于期望副本数。",
    ),
    (
        "bound",
        "Each user can create at most 5 projects.",
        "Each user can create at most 5 projects.",
        "Each user can create at least 5 projects.",
    ),
    (
        "condition",
        "包裹破损的，快递公司负责赔偿。",
        "包裹破损的，快递公司负责赔偿。",
        "快递公司负责赔偿。",
    ),
    (
        "condition",
        "If the parcel is damaged, the courier pays compensation.",
        "If the parcel is damaged, the courier pays compensation.",
        "The courier pays compensation.",
    ),
    (
        "exception",
        "所有员工均可申请停车证，外包人员除外。",
        "所有员工均可申请停车证，外包人员除外。",
        "所有员工均可申请停车证。",
    ),
    (
        "exception",
        "All employees can apply for a parking permit, except contractors.",
        "All employees can apply for a parking permit, except contractors.",
        "All employees can apply for a parking permit.",
    ),
    ("order", "升级前须备份数据库。", "升级前须备份数据库。", "升级后须备份数据库。"),
    (
        "order",
        "Back up the database before the upgrade.",
        "Back up the database before the upgrade.",
        "Back up the database after the upgrade.",
    ),
    (
        "comparative",
        "专业版的价格高于基础版。",
        "专业版的价格高于基础版。",
        "专业版的价格低于基础版。",
    ),
    (
        "comparative",
        "The Pro plan costs more than the Basic plan.",
        "The Pro plan costs more than the Basic plan.",
        "The Pro plan costs less than the Basic plan.",
    ),
    ("role", "订单服务调用库存服务。", "订单服务调用库存服务。", "库存服务调用订单服务。"),
    (
        "role",
        "The billing service calls the ledger service.",
        "The billing service calls the ledger service.",
        "The ledger service calls the billing service.",
    ),
]

# Faithful (verbatim) claims the proof rejects today: a content word that occurs twice in
# the evidence sentence pays only its first occurrence, the second is left "dropped".
FALSE_REJECTIONS: dict[str, str] = {}


def _faithful_params() -> list[object]:
    out: list[object] = []
    for klass, evidence, faithful, _ in OPERATOR_PAIRS:
        why = FALSE_REJECTIONS.get(faithful)
        marks = [pytest.mark.xfail(strict=True, reason=why)] if why else []
        out.append(pytest.param(evidence, faithful, id=f"{klass}-{faithful}", marks=marks))
    return out


@pytest.mark.parametrize(("evidence", "faithful"), _faithful_params())
def test_a_faithful_claim_with_the_operator_is_supported(evidence: str, faithful: str) -> None:
    """The claim that keeps the operator (and its sides) is supported."""
    assert _result(faithful, evidence, default_lexicon()) == "supported"


@pytest.mark.parametrize(
    ("evidence", "altered"),
    [pytest.param(e, a, id=f"{k}-{a}") for k, e, _, a in OPERATOR_PAIRS],
)
def test_a_claim_with_the_operator_altered_is_not_supported(evidence: str, altered: str) -> None:
    """Flipping, swapping or dropping the operator leaves the claim unsupported."""
    assert _result(altered, evidence, default_lexicon()) != "supported"


def test_both_languages_cover_every_operator_class() -> None:
    """Each operator class has a zh and an en pair."""
    langs: dict[str, set[str]] = {}
    for klass, evidence, _, _ in OPERATOR_PAIRS:
        langs.setdefault(klass, set()).add("en" if evidence.isascii() else "zh")
    assert len(langs) == 9
    assert all(v == {"zh", "en"} for v in langs.values())


@pytest.mark.parametrize(
    ("claim", "evidence"),
    [
        ("会变。已经生成的报价单保持原价格不变。", "已生成的报价单保持原价格不变。"),
        ("It changes. Issued quotes do not change.", "Issued quotes do not change."),
    ],
)
def test_a_negation_paid_by_another_sentence_does_not_cover_this_one(
    claim: str, evidence: str
) -> None:
    """A sentence using words in an evidence negation's scope must pay that negation itself."""
    lex = default_lexicon()
    assert _result(claim, evidence, lex) != "supported"
    # the same words with the negation said in each sentence are proven
    fixed = claim.replace("会变", "不会变").replace("It changes", "It does not change")
    assert _result(fixed, evidence, lex) == "supported"


@pytest.mark.parametrize(
    ("faithful", "unsafe", "evidence"),
    [
        (
            "The Basic plan includes roaming.",
            "Roaming includes the Basic plan.",
            "Roaming is included in the Basic plan.",
        ),
        (
            "The Basic plan does not include roaming.",
            "Roaming does not include the Basic plan.",
            "Roaming is not included in the Basic plan.",
        ),
    ],
)
def test_a_verb_said_in_the_other_voice_must_move_its_sides(
    faithful: str, unsafe: str, evidence: str
) -> None:
    """A converse moves the sides across the verb; the same order in the other voice inverts."""
    lex = default_lexicon()
    assert _result(faithful, evidence, lex) == "supported"
    assert _result(unsafe, evidence, lex) != "supported"


def test_a_comma_inside_a_list_of_nouns_does_not_split_the_clause() -> None:
    """crashes, misuse or racing is one list: the clause around it keeps its negation."""
    lex = default_lexicon()
    evidence = "The warranty does not cover damage caused by crashes, misuse or racing."
    good = "Damage caused by crashes, misuse or racing is not covered by the warranty."
    assert _result(good, evidence, lex) == "supported"
    assert _result(good.replace("is not", "is"), evidence, lex) != "supported"
    assert _result(good.replace("racing", "theft"), evidence, lex) != "supported"


def test_a_second_predicate_after_and_is_a_clause_a_claim_may_leave_out() -> None:
    """… long and are rotated …: the first predicate alone is proven, a restrictor never is."""
    lex = default_lexicon()
    evidence = "Passwords must be at least 12 characters long and are rotated every 90 days."
    assert _result("Passwords must be at least 12 characters long.", evidence, lex) == "supported"
    assert _result("Passwords must be at least 10 characters long.", evidence, lex) != "supported"
    restrictor = "Members who are verified and are active get a discount."
    assert _result("Members who are verified get a discount.", restrictor, lex) != "supported"


@pytest.mark.parametrize(
    ("evidence", "faithful", "unsafe"),
    [
        (
            "Season passes are non-transferable.",
            "Season passes can't be transferred.",
            "Season passes can be transferred.",
        ),
        (
            "Deposits cannot be refunded.",
            "Deposits are non-refundable.",
            "Deposits are refundable.",
        ),
        (
            "Deposits are not refundable.",
            "Deposits cannot be refunded.",
            "Deposits cannot be transferred.",
        ),
    ],
)
def test_a_negated_able_adjective_is_a_prohibition_in_the_passive(
    evidence: str, faithful: str, unsafe: str
) -> None:
    """non-V-able / not V-able = cannot be V-ed: the adjective's verb, read from its
    participle, with a prohibition; the same words without the negation stay unproven."""
    lex = default_lexicon()
    assert _result(faithful, evidence, lex) == "supported"
    assert _result(unsafe, evidence, lex) != "supported"


@pytest.mark.parametrize(
    ("evidence", "claim", "supported"),
    [
        ("账号将冻结 30 天。", "账号会被冻结 30 天。", True),
        ("过期日志将自动删除。", "过期日志会被自动删除。", True),
        ("平台将收取 5 元调度费。", "平台会被收取 5 元调度费。", False),
        ("平台将收取调度费。", "平台会被收取调度费。", False),
    ],
)
def test_an_agentless_passive_with_an_object_is_not_the_active_clause(
    evidence: str, claim: str, supported: bool
) -> None:
    """X 被 V = X V for a notional passive (账号冻结); X 被 V O (平台被收取调度费: the platform
    is charged) is the opposite of the active X V O, so no active evidence pays its 被."""
    result = _result(claim, evidence, default_lexicon())
    assert (result == "supported") is supported, result


@pytest.mark.parametrize("frame", ["考试期间", "考试过程中"])
def test_a_time_frame_clause_is_a_condition_that_may_not_be_dropped(frame: str) -> None:
    """期间 / 过程中 close a condition clause: leaving the frame out is condition_dropped,
    keeping it is supported."""
    evidence = f"{frame}，画面中断超过 60 秒，系统会暂停考试。"
    lex = default_lexicon()
    assert _result("画面中断超过 60 秒，系统会暂停考试。", evidence, lex) != "supported"
    assert _result(evidence, evidence, lex) == "supported"


@pytest.mark.parametrize(
    ("claim", "supported"),
    [
        ("单笔境外汇款超过等值 5 万美元时，银行须要求客户提供证明材料。", True),
        ("单笔境外汇款超过等值 10 万美元时，银行须要求客户提供证明材料。", False),
        ("单笔境外汇款不超过等值 5 万美元时，银行须要求客户提供证明材料。", False),
    ],
)
def test_a_distributive_quantifier_floats_beside_its_noun(claim: str, supported: bool) -> None:
    """单笔 / 每次 before or after the noun they distribute over say the same."""
    evidence = "境外汇款单笔超过等值 5 万美元的，银行须要求客户提供证明材料。"
    assert (_result(claim, evidence, default_lexicon()) == "supported") is supported


def test_a_passive_clause_is_no_free_topic_for_the_active_claim() -> None:
    """lend.topic may not lend the words of a unit holding 被 / 由: the claim would say the
    callee calls the caller (a swap judged supported before)."""
    evidence = "PreferenceService 被 NotificationRouter 调用，用于查询用户的免打扰设置。"
    lex = default_lexicon()
    swapped = "PreferenceService 调用 NotificationRouter 查询用户的免打扰设置。"
    assert _result(swapped, evidence, lex) != "supported"
    kept = "PreferenceService 被 NotificationRouter 调用，查询用户的免打扰设置。"
    assert _result(kept, evidence, lex) == "supported"  # 用于 is a function word


@pytest.mark.parametrize(
    ("evidence", "swapped"),
    [
        ("锂电池属于危险品。", "危险品属于锂电池。"),
        ("过氧化物一律按 B 类氧化剂管理。", "B 类氧化剂一律按过氧化物管理。"),
        ("值班人员把告警转给负责人。", "负责人把告警转给值班人员。"),
        (
            "Interns are classified as Tier 3 travellers.",
            "Tier 3 travellers are classified as interns.",
        ),
    ],
)
def test_a_relation_word_between_swapped_sides_is_a_pivot(evidence: str, swapped: str) -> None:
    """属于 / 按 / 把 (function words that relate their two sides) keep who is what: the sides
    swapped across them is a direction mismatch (these swaps were judged supported before)."""
    lex = default_lexicon()
    assert _result(evidence, evidence, lex) == "supported"
    assert _result(swapped, evidence, lex) != "supported"
