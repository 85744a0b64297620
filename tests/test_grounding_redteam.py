"""Red-team shapes: near-copies that change one relation, found by a blind red-team set."""

from __future__ import annotations

import pytest

from answerc.evaluate import case_to_pack
from answerc.grounding import check_draft
from tests.grounding_helpers import judge_one

UNSAFE = [
    pytest.param(
        "On pay-as-you-go tariffs, the per-minute rate for calls to landlines is lower than the "
        "rate for calls to mobile numbers.",
        "On pay-as-you-go tariffs, the per-minute rate for calls to landlines exceeds the rate "
        "for calls to mobile numbers.",
        "direction_mismatch",
        id="exceeds-flips-lower-than",
    ),
    pytest.param(
        "A 组受试者每日口服试验药 20 mg，B 组受试者每日口服外观相同的安慰剂，疗程均为 12 周。",
        "B 组受试者每日口服试验药 20 mg，疗程为 12 周。",
        None,
        id="lettered-group-swap",
    ),
    pytest.param(
        "Second-year tenants may renew at the current rent if they give 60 days' written "
        "notice; first-year tenants may terminate early by paying one month's rent.",
        "Second-year tenants may renew at the current rent, and first-year tenants who give 60 "
        "days' written notice may terminate early by paying one month's rent.",
        "condition_dropped",
        id="condition-moved-to-the-other-rule-en",
    ),
    pytest.param(
        "烈士子女报考本校可降低 20 分投档；"
        "获得省级学科竞赛一等奖且经学校复核确认的考生，可加 10 分。",
        "烈士子女经学校复核确认后可降低 20 分投档；获得省级学科竞赛一等奖的考生，可加 10 分。",
        "condition_dropped",
        id="condition-moved-to-the-other-rule-zh",
    ),
    pytest.param(
        "满 500 元的订单，免收运费。", "订单免收运费。", "condition_dropped", id="de-phrase-dropped"
    ),
    pytest.param(
        "Each merge request to a protected branch must be approved by at least one member of "
        "the code-owners group before it can be merged.",
        "Each merge request to a protected branch must be approved by every member of the "
        "code-owners group before it can be merged.",
        "quantifier_mismatch",
        id="at-least-one-becomes-every",
    ),
    pytest.param(
        "PR 流水线运行 lint 和 unit-test job；"
        "代码合并到 main 后，流水线还会运行 integration-test 和 build-image job。",
        "PR 流水线会运行 lint、unit-test 和 integration-test job。",
        "condition_dropped",
        id="time-framed-step-merged-into-another-rule",
    ),
    pytest.param(
        "通过手机银行向本人名下的他行账户转账，单日累计不超过 5 万元的部分免收手续费。",
        "通过手机银行向他行账户转账，单日累计不超过 5 万元的部分免收手续费。",
        "condition_dropped",
        id="de-qualifier-before-a-kept-noun-dropped",
    ),
]
SAFE = [
    pytest.param(
        "Rates for landline calls are lower than rates for mobile calls.",
        "Rates for mobile calls are higher than rates for landline calls.",
        id="mirrored-comparison",
        marks=pytest.mark.xfail(
            reason="argument order of comparisons is not modelled", strict=True
        ),
    ),
    pytest.param(
        "A 组受试者每日口服试验药 20 mg，B 组受试者每日口服外观相同的安慰剂。",
        "A 组受试者每天口服试验药 20 mg。",
        id="lettered-group-kept",
    ),
    pytest.param(
        "Second-year tenants may renew at the current rent if they give 60 days' written notice.",
        "If they give 60 days' written notice, second-year tenants may renew at the current rent.",
        id="condition-fronted",
    ),
    pytest.param(
        "选择年付的会员，月费可享受 30% 的折扣。",
        "年付会员的月费可以享受 30% 的折扣。",
        id="light-verb-dropped",
        marks=pytest.mark.xfail(
            reason="选择年付的会员， is a restrictive topic now (else 可享受 30% 的折扣 was "
            "supported); a claim lending only part of it (年付会员, the light verb 选择 "
            "left out) is a known false rejection",
            strict=True,
        ),
    ),
    pytest.param(
        "Each merge request must be approved by every member of the code-owners group.",
        "Every merge request must be approved by all members of the code-owners group.",
        id="every-stays-every",
    ),
    pytest.param(
        "用户在 App 点击提交订单后，CheckoutGateway 调用 OrderService.submitOrder() 提交订单。",
        "CheckoutGateway 调用 OrderService.submitOrder() 提交订单。",
        id="time-frame-left-out-of-its-own-rule",
    ),
    pytest.param(
        "入住时间为 14:00 以后，退房时间为次日 12:00 以前。",
        "退房时间为次日 12:00 以前。",
        id="time-bound-is-no-frame",
    ),
    pytest.param(
        "提前还款后，借款人可选择缩短贷款期限或减少月供金额。选择缩短贷款期限的，月供金额保持不变。",
        "提前还款后，借款人可以选择缩短贷款期限，这种情况下月供金额保持不变。",
        id="anaphora-keeps-the-condition",
    ),
]


@pytest.mark.parametrize(("evidence", "claim", "code"), UNSAFE)
def test_a_near_copy_that_changes_one_relation_is_unsupported(
    evidence: str, claim: str, code: str | None
) -> None:
    """Flipped comparison, swapped lettered group, moved or dropped condition: unsupported."""
    verdict, reasons = judge_one(evidence, claim)
    assert verdict == "unsupported"
    assert reasons


@pytest.mark.parametrize(("evidence", "claim"), SAFE)
def test_the_faithful_neighbour_of_each_shape_is_grounded(evidence: str, claim: str) -> None:
    """The same shapes kept faithfully stay grounded."""
    assert judge_one(evidence, claim) == ("grounded", ())


@pytest.mark.parametrize(
    ("evidence", "claim"),
    [
        (
            "Every applicant who is offered a departmental scholarship has been interviewed by "
            "the admissions panel beforehand.",
            "Every applicant who has been interviewed by the admissions panel is offered a "
            "departmental scholarship.",
        ),
        (
            "Customers who have not verified their email cannot withdraw funds.",
            "Customers who have not withdrawn funds cannot verify their email.",
        ),
        (
            "Staff who do not complete the training by March lose system access.",
            "Staff who lose system access do not complete the training by March.",
        ),
        (
            "凡获得推荐免试资格的学生，均已通过学院组织的综合面试，且前三学年无不及格课程。",
            "凡通过学院组织的综合面试且前三学年无不及格课程的学生，均获得推荐免试资格。",
        ),
    ],
)
def test_the_converse_of_a_rule_is_a_direction_mismatch(evidence: str, claim: str) -> None:
    """Swapping what a rule is about with what it says of it: direction_mismatch."""
    verdict, reasons = judge_one(evidence, claim)
    assert verdict == "unsupported"
    assert reasons


@pytest.mark.parametrize(
    ("evidence", "claim"),
    [
        (
            "Customers who have not verified their email cannot withdraw funds.",
            "Customers who haven't verified their email can't withdraw funds.",
        ),
        (
            "Staff who do not complete the training by March lose system access.",
            "Staff who have not completed the training by March will lose system access.",
        ),
        (
            "凡获得推荐免试资格的学生，均已通过学院组织的综合面试。",
            "凡获得推荐免试资格的学生，都已通过学院组织的综合面试。",
        ),
    ],
)
def test_a_rule_restated_the_same_way_round_is_grounded(evidence: str, claim: str) -> None:
    """The same restrictor and nucleus, reworded: grounded."""
    assert judge_one(evidence, claim) == ("grounded", ())


@pytest.mark.parametrize(
    ("evidence", "claim"),
    [
        (
            "Roaming usage is billed to the subscriber by the home operator, which is in turn "
            "invoiced by the visited network through the clearing house.",
            "Roaming usage is billed to the subscriber by the visited network, which is in turn "
            "invoiced by the home operator through the clearing house.",
        ),
        (
            "Unopened handsets bought on a contract may be returned within 14 days from the date "
            "of delivery for a full refund.",
            "Unopened handsets bought on a contract may be returned within 14 days from the date "
            "of purchase for a full refund.",
        ),
    ],
)
def test_a_party_or_anchor_swapped_into_the_same_slot_is_a_direction_mismatch(
    evidence: str, claim: str
) -> None:
    """Another party after 'by', another anchor after 'date of': direction_mismatch."""
    verdict, reasons = judge_one(evidence, claim)
    assert verdict == "unsupported"
    assert reasons


def test_the_same_slot_with_the_same_filler_is_grounded() -> None:
    """Restating the agent and the anchor unchanged stays grounded."""
    evidence = "Handsets may be returned within 14 days from the date of delivery."
    claim = "Handsets can be returned within 14 days from the date of delivery."
    assert judge_one(evidence, claim) == ("grounded", ())


@pytest.mark.parametrize(
    ("evidence", "claim", "code"),
    [
        (
            "At check-in, candidates must present either a valid passport or a national ID card.",
            "At check-in, candidates must present both a valid passport and a national ID card.",
            "quantifier_mismatch",
        ),
        (
            "承租人提车时须出示身份证或护照原件中的任意一种。",
            "承租人提车时须出示身份证原件和护照原件。",
            "quantifier_mismatch",
        ),
        (
            "气瓶间任一可燃气体探头检测到浓度超标时，系统自动切断气源。",
            "气瓶间全部可燃气体探头均检测到浓度超标时，系统自动切断气源。",
            "quantifier_mismatch",
        ),
        (
            "Proctors must collect all mobile phones before the exam and may announce the "
            "remaining time every 30 minutes.",
            "Proctors may collect all mobile phones before the exam and must announce the "
            "remaining time every 30 minutes.",
            "modal_mismatch",
        ),
        (
            "仅当被保险宠物已按时接种当年度的核心疫苗时，传染病的治疗费用才属于保障范围。",
            "传染病的治疗费用属于保障范围，被保险宠物应按时接种当年度的核心疫苗。",
            "condition_dropped",
        ),
        (
            "当 POST 请求携带有效的 Idempotency-Key 时，Gateway 会在 24 小时内对相同 key 的重复请求"
            "直接返回首次响应。",
            "Gateway 会在 24 小时内对重复的 POST 请求直接返回首次响应，请求也可以携带 "
            "Idempotency-Key。",
            "condition_dropped",
        ),
    ],
)
def test_choices_duties_and_conditions_keep_their_place(
    evidence: str, claim: str, code: str
) -> None:
    """Or made and, any made all, modals swapped between duties, a condition made a rule."""
    verdict, reasons = judge_one(evidence, claim)
    assert verdict == "unsupported"
    assert reasons


@pytest.mark.parametrize(
    ("evidence", "claim"),
    [
        (
            "Candidates must present either a valid passport or a national ID card.",
            "Candidates must present a valid passport or a national ID card.",
        ),
        ("承租人须出示身份证或护照原件。", "承租人须出示身份证或者护照原件。"),
        (
            "仅当被保险宠物已按时接种核心疫苗时，传染病的治疗费用才属于保障范围。",
            "被保险宠物已按时接种核心疫苗的，传染病的治疗费用才属于保障范围。",
        ),
    ],
)
def test_the_same_choice_or_condition_restated_is_grounded(evidence: str, claim: str) -> None:
    """Keeping the alternative or the condition, in other words, stays grounded."""
    assert judge_one(evidence, claim) == ("grounded", ())


def test_sender_and_receiver_swapped_through_a_receive_verb_is_a_direction_mismatch() -> None:
    """药师向医生发送 -> 药师收到医生发送的: who sends and who receives swapped."""
    evidence = "剂量超标时，由审方药师通过系统向开方医生发送用药提醒。"
    verdict, reasons = judge_one(
        evidence, "剂量超标时，审方药师会收到开方医生通过系统发送的用药提醒。"
    )
    assert verdict == "unsupported"
    assert reasons
    assert judge_one(evidence, "剂量超标时，开方医生会收到审方药师通过系统发送的用药提醒。")[0] == (
        "grounded"
    )


@pytest.mark.parametrize(
    ("evidence", "claim", "code"),
    [
        (
            "Most standard print orders ship within 2 business days.",
            "Standard print orders ship within 2 business days.",
            "quantifier_mismatch",
        ),
        (
            "新用户完成实名认证后，可领取最高 30 天的免费骑行卡。",
            "新用户完成实名认证后，可以领取 30 天的免费骑行卡。",
            "number_mismatch",
        ),
        (
            "Ride credit can be transferred from the primary account holder to linked family "
            "members at any time.",
            "Linked family members can transfer ride credit to the primary account holder at "
            "any time.",
            "direction_mismatch",
        ),
        (
            "The cert-manager job requests a new certificate from the ACME CA, and the "
            "edge-config service then pushes the renewed certificate to all PoPs.",
            "The cert-manager job requests a new certificate from the ACME CA and then pushes "
            "the renewed certificate to all PoPs.",
            "direction_mismatch",
        ),
        (
            "边缘节点未命中时先请求区域 Shield 节点；Shield 节点也未命中时，再由 Shield 节点回源到"
            "客户 Origin。",
            "边缘节点未命中时先回源到客户 Origin；Origin 也未命中时，再请求区域 Shield 节点。",
            "direction_mismatch",
        ),
    ],
)
def test_hedges_ceilings_ends_actors_and_steps_keep_their_place(
    evidence: str, claim: str, code: str
) -> None:
    """A dropped 'most' or 最高, a reversed from/to, a dropped actor, swapped steps."""
    verdict, reasons = judge_one(evidence, claim)
    assert verdict == "unsupported"
    assert reasons


@pytest.mark.parametrize(
    ("evidence", "claim"),
    [
        (
            "Most standard print orders ship within 2 business days.",
            "Most standard print orders ship within two business days.",
        ),
        (
            "Lost baggage claims must be filed within 21 days of arrival.",
            "Claims for lost baggage have to be filed no later than 21 days after arrival.",
        ),
        (
            "Ride credit can be transferred from the primary account holder to linked family "
            "members at any time.",
            "The primary account holder can transfer ride credit to linked family members at "
            "any time.",
        ),
        (
            "边缘节点未命中时先请求区域 Shield 节点，再回源到客户 Origin。",
            "边缘节点未命中时先请求区域 Shield 节点，然后回源到客户 Origin。",
        ),
    ],
)
def test_the_same_hedge_bound_direction_and_order_are_grounded(evidence: str, claim: str) -> None:
    """Kept hedges, deadlines worded as bounds, the same direction and order: grounded."""
    assert judge_one(evidence, claim) == ("grounded", ())


def test_a_qualifier_with_a_parenthesis_moved_to_another_rule_is_dropped() -> None:
    """夜间(22:00 至次日 6:00) moved from the two-person rule to the reporting rule."""
    evidence = (
        "夜间（22:00 至次日 6:00）进行高危实验须至少两人在场；使用剧毒化学品须提前一个工作日报备。"
    )
    moved = (
        "进行高危实验须至少两人在场；夜间（22:00 至次日 6:00）使用剧毒化学品须提前一个工作日报备。"
    )
    verdict, reasons = judge_one(evidence, moved)
    assert verdict == "unsupported"
    assert reasons
    assert judge_one(evidence, evidence) == ("grounded", ())


def test_must_and_should_swapped_between_two_duties_is_a_modal_mismatch() -> None:
    """A text that uses must and should for two duties means them apart."""
    evidence = (
        "Proctors must collect all mobile phones before the exam starts and should announce "
        "the remaining time every 30 minutes."
    )
    swapped = (
        "Proctors should collect all mobile phones before the exam starts and must announce "
        "the remaining time every 30 minutes."
    )
    verdict, reasons = judge_one(evidence, swapped)
    assert verdict == "unsupported"
    assert reasons
    assert judge_one(evidence, evidence) == ("grounded", ())


@pytest.mark.parametrize(
    ("evidence", "claim", "code"),
    [
        (
            "Stays of more than 3 consecutive nights qualify for the long-stay rate.",
            "Stays of at least 3 consecutive nights qualify for the long-stay rate.",
            "number_mismatch",
        ),
        ("小班每班幼儿人数不得超过 25 人。", "小班每班幼儿人数须少于 25 人。", "number_mismatch"),
        (
            "Applicants may use the fast track only if they hold a valid passport and have no "
            "prior overstay record.",
            "Applicants may use the fast track only if they hold a valid passport or have no "
            "prior overstay record.",
            "condition_dropped",
        ),
        (
            "新能源车在充电车位充电且已登记车牌的，可享受 2 小时免费停车。",
            "新能源车在充电车位充电或已登记车牌的，可享受 2 小时免费停车。",
            "condition_dropped",
        ),
        (
            "若当月流量超过 2TB，运营商可能会将该账号带宽限速至 100Mbps。",
            "当月流量超过 2TB 后，运营商会将该账号带宽限速至 100Mbps。",
            "modal_mismatch",
        ),
        (
            "学生会员凭有效学生证可免费使用游泳馆。",
            "学生会员凭有效学生证可免费使用游泳馆，每月还可免费预约 4 次私教体验课。",
            None,
        ),
        (
            "会员储值余额可由主卡转入附属卡，但附属卡余额不可转回主卡。",
            "附属卡余额可以转入主卡。",
            None,
        ),
        (
            "如需取消预约，须至少提前 24 小时通知诊所。",
            "预约取消后，须在 24 小时内通知诊所。",
            "number_mismatch",
        ),
        (
            "Bookings made directly on our website can be cancelled free of charge until 48 "
            "hours before arrival.",
            "Bookings can be cancelled free of charge until 48 hours before arrival.",
            "condition_dropped",
        ),
        (
            "质检费按每件 3 元收取，由商家承担。",
            "质检费按每单 3 元收取，由商家承担。",
            "number_mismatch",
        ),
    ],
)
def test_thresholds_requirements_groups_and_rates_keep_their_meaning(
    evidence: str, claim: str, code: str | None
) -> None:
    """More than vs at least, and vs or, may vs will, 每件 vs 每单 and moved facts."""
    verdict, reasons = judge_one(evidence, claim)
    assert verdict == "unsupported"
    assert reasons


def test_a_fact_of_one_group_stated_for_the_other_is_a_direction_mismatch() -> None:
    """学生会员's claim may not take 普通会员's 4 free sessions from the other cited item."""
    pack = case_to_pack(
        {
            "query": "q",
            "evidence": [
                {
                    "id": "K1",
                    "document_id": "d1",
                    "section": "s",
                    "text": "学生会员凭有效学生证可免费使用游泳馆。",
                },
                {
                    "id": "K2",
                    "document_id": "d2",
                    "section": "s",
                    "text": "普通会员每月可免费预约 4 次私教体验课。",
                },
            ],
        }
    )
    draft = {
        "abstained": False,
        "claims": [
            {
                "text": "学生会员凭有效学生证可免费使用游泳馆，每月还可免费预约 4 次私教体验课。",
                "citations": ["K1", "K2"],
            }
        ],
    }
    report = check_draft(draft, pack)
    assert report.verdict == "unsupported"
    assert report.claims[0].reasons
    draft["claims"][0]["text"] = "学生会员可免费使用游泳馆，普通会员每月可免费预约 4 次私教体验课。"
    assert check_draft(draft, pack).verdict == "grounded"


def test_a_condition_joined_to_another_rules_consequent_is_dropped() -> None:
    """5 分钟内取消的 (no fee) joined to the fee of 超过 5 分钟取消的."""
    evidence = (
        "司机到达上车点后，乘客在 5 分钟内取消订单的，平台不收取取消费；"
        "超过 5 分钟取消的，按起步价收取取消费。"
    )
    crossed = "司机到达上车点后，乘客在 5 分钟内取消订单的，平台会按起步价收取取消费。"
    verdict, reasons = judge_one(evidence, crossed)
    assert verdict == "unsupported"
    assert reasons
    kept = "司机到达上车点后，乘客在 5 分钟内取消订单的，平台不收取取消费。"
    assert judge_one(evidence, kept)[0] == "grounded"


@pytest.mark.parametrize(
    ("evidence", "claim", "code"),
    [
        (
            "Off-peak members can check in on weekdays until 16:00.",
            "Off-peak members can check in on weekdays from 16:00.",
            "number_mismatch",
        ),
        (
            "高峰时段（7:00—9:00、17:00—19:00）充电服务费为 0.8 元/度。",
            "高峰时段为 7:00—19:00，期间充电服务费 0.8 元/度。",
            "number_mismatch",
        ),
        (
            "网关固件默认在每天凌晨 2:00—4:00 自动安装更新，用户可以关闭自动更新。",
            "网关固件始终在每天凌晨 2:00—4:00 自动安装更新。",
            "quantifier_mismatch",
        ),
        (
            "雇主确认里程碑验收后，平台将该里程碑款项释放给自由职业者。",
            "平台将里程碑款项释放给自由职业者后，由雇主确认该里程碑验收。",
            "direction_mismatch",
        ),
        (
            "A guest invitation grants control of one device selected by the owner.",
            "A guest invitation grants control of the devices selected by the owner.",
            "quantifier_mismatch",
        ),
        (
            "每张家庭年卡最多可添加 3 名家庭成员，每名成员每天可入场 1 次。",
            "每张家庭年卡最多可添加 3 名家庭成员，每天共可入场 1 次。",
            "quantifier_mismatch",
        ),
        (
            "逾期图书按每册每天 0.1 元收取滞纳金，春节闭馆期间不计入逾期天数。",
            "逾期图书按每册每天 0.1 元收取滞纳金。",
            "condition_dropped",
        ),
    ],
)
def test_anchors_ranges_defaults_order_and_counts_keep_their_meaning(
    evidence: str, claim: str, code: str
) -> None:
    """until vs from, regrouped ranges, default vs always, order via 后, one vs several."""
    verdict, reasons = judge_one(evidence, claim)
    assert verdict == "unsupported"
    assert reasons


def test_an_english_route_rule_stated_for_the_other_route_is_a_direction_mismatch() -> None:
    """'free' of the North route stated for the South route."""
    pack = case_to_pack(
        {
            "query": "q",
            "evidence": [
                {
                    "id": "K1",
                    "document_id": "d1",
                    "text": "North route: bicycles travel free of charge.",
                },
                {
                    "id": "K2",
                    "document_id": "d2",
                    "text": "South route: bicycles cost €5 each way and must be booked in advance.",
                },
            ],
        }
    )
    claim = "Bicycles travel free of charge on the South route, but they must be booked in advance."
    draft = {"abstained": False, "claims": [{"text": claim, "citations": ["K1", "K2"]}]}
    report = check_draft(draft, pack)
    assert report.verdict == "unsupported"
    assert report.claims[0].reasons
