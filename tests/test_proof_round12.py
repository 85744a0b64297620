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
  quarter of the fee, half of the fee, 1/3 (not 1/4 inch, a length).
* A Chinese setting verb said apart from its 为 (配的是 30r/m, 设的是 24 小时); a bound said
  twice (最高不超过, up to a maximum of); the over of a phrasal verb (rolls over); each /
  every before a period (once each calendar year = once per calendar year); an agentless 被
  before a verb of naming (会被标记为下线 = 标记为下线, operator.bare_passive).
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
    # one amount said twice in brackets is one amount
    ("failover-timeout 设置为 180000 毫秒。",
     "failover-timeout 配的是 3 分钟（180000 毫秒）。",
     True),
    ("failover-timeout 设置为 180000 毫秒。",
     "failover-timeout 配的是 3 分钟（240000 毫秒）。",
     False),
    # 逾期满 N is the overdue amount 逾期 N states
    ("复核逾期 10 个工作日仍未完成的，权限将被冻结。",
     "复核逾期满 10 个工作日还没完成的，权限会被冻结。",
     True),
    ("复核逾期 10 个工作日仍未完成的，权限将被冻结。",
     "复核逾期满 5 个工作日还没完成的，权限会被冻结。",
     False),
    ("复核逾期超过 10 个工作日仍未完成的，权限将被冻结。",
     "复核逾期满 10 个工作日还没完成的，权限会被冻结。", False),
    # 一般 before a verb phrase is "usually"; before a noun, "ordinary"
    ("公证书一般在受理之日起 15 个工作日内出具。",
     "公证书正常情况下在受理之日起 15 个工作日内出具。",
     True),
    ("公证书一般在受理之日起 15 个工作日内出具。", "公证书在受理之日起 15 个工作日内出具。", False),
    ("公证书一般在受理之日起 15 个工作日内出具。",
     "公证书一定在受理之日起 15 个工作日内出具。", False),
    ("一般纳税人须按月申报。", "一般纳税人须按月申报。", True),
    # 用 / 使用 before the means and its verb is the coverb 通过
    ("机密级数据禁止通过个人网盘传输。", "机密级数据不能用个人网盘传输。", True),
    ("通过手机银行向他行账户转账时须先完成人脸识别验证。",
     "用手机银行向他行账户转账时须先完成人脸识别验证。", True),
    ("先执行 kubectl logs --previous 查看日志。", "先用 kubectl logs --previous 查看日志。", True),
    ("机密级数据禁止通过个人网盘传输。", "机密级数据不能用个人邮箱传输。", False),
    ("机密级数据禁止通过个人网盘传输。", "机密级数据可以用个人网盘传输。", False),
    ("通过手机银行向他行账户转账时须先完成人脸识别验证。",
     "用手机银行向本行账户转账时须先完成人脸识别验证。", False),
    ("逾期未使用的里程将自动清零。", "逾期未使用的里程会自动清零。", True),
    ("须使用公司平台。", "须用公司平台。", True),
    # ordinals: 第一次 = 首次, 第一个小时 = 首小时, 第二天 = 次日; 第 before an amount is none
    ("工作日路边停车首小时 6 元。", "工作日路边停车第一个小时收费 6 元。", True),
    ("工作日路边停车首小时 6 元。", "工作日路边停车第二个小时收费 6 元。", False),
    ("首次上课的学员须提前 30 分钟到达。", "第一次上课的学员须提前 30 分钟到达。", True),
    ("首次上课的学员须提前 30 分钟到达。", "一次上课的学员须提前 30 分钟到达。", False),
    ("晚上 10 点到次日早上 7 点停车免费。", "晚上 10 点到第二天早上 7 点停车免费。", True),
    ("晚上 10 点到次日早上 7 点停车免费。", "晚上 10 点到 2 天后早上 7 点停车免费。", False),
    ("每月第 3 个工作日 18:00 前关账。", "每月第三个工作日 18:00 前关账。", True),
    ("每月第 3 个工作日 18:00 前关账。", "每月第四个工作日 18:00 前关账。", False),
    # a day of a month is no span of days
    ("租金于每季度首月 5 日前缴纳。", "租金在每季度第一个月的 5 号之前缴纳。", True),
    ("租金于每季度首月 5 日前缴纳。", "租金在每季度第一个月的 6 号之前缴纳。", False),
    ("租金于每月 5 日前缴纳。", "租金须在 5 天前缴纳。", False),
    ("租金于 5 日内缴纳。", "租金于 5 天内缴纳。", True),
    # N% off = a N% discount; receive before its object = get
    ("Tickets booked early receive a 15% discount.", "Tickets booked early get 15% off.", True),
    ("Tickets booked early get 15% off.", "Tickets booked early get a 15% discount.", True),
    ("Tickets booked early receive a 15% discount.", "Tickets booked early get 10% off.", False),
    ("Members receive free parking.", "Members get free parking.", True),
    ("Members receive free parking.", "Members pay for parking.", False),
    ("The receiving hospital must send a summary.", "The hospital must send a summary.", False),
    ("Payments received after 5 pm are processed the next day.",
     "Payments made after 5 pm are processed the next day.", False),
    # an English only before the verb focuses past it
    ("Orthodontic treatment is covered only for dependents under age 19.",
     "Orthodontic treatment is only covered for dependents under age 19.", True),
    ("Members can only book two sessions per week.", "Members can book only two sessions per week.",
     True),
    ("Orthodontic treatment is covered only for dependents under age 19.",
     "Only orthodontic treatment is covered for dependents under age 19.", False),
    ("Orthodontic treatment is covered only for dependents under age 19.",
     "Orthodontic treatment is covered for dependents under age 19.", False),
    ("Members can only book two sessions per week.", "Only members can book two sessions per week.",
     False),
    ("Only admins can delete projects.", "Admins can only delete projects.", False),
    # an only moved from one phrase to another (found by probe round 31; the first two also
    # on 3176dec): its phrase, a leading preposition skipped, is what it focuses on
    ("The gym is open to guests only on weekends.", "The gym is open only to guests on weekends.",
     False),
    ("Parking is free only for employees after 6 pm.",
     "Parking is free for employees only after 6 pm.", False),
    ("The clinic treats only adults on Saturdays.", "The clinic treats adults only on Saturdays.",
     False),
    ("Refunds are only issued to the original card.",
     "Refunds are issued only to the original card.", True),
    ("The gym is open on weekends only.", "The gym is open only on weekends.", True),
    ("Late fees are waived only for first-time offenders in January.",
     "Late fees are waived for first-time offenders only in January.", False),
    ("You can only withdraw cash at partner ATMs.", "Only you can withdraw cash at partner ATMs.",
     False),
    ("Free parking is available to residents only during evening hours.",
     "Free parking is available to residents during evening hours only.", True),
    ("Free parking is available to residents only during evening hours.",
     "Free parking is available only to residents during evening hours.", False),
    # a condition's bound is no duty, and 要 opening a clause is no plain need (只要 with its
    # 只 dropped: the property test found it on blind-31, also on 8e4ed8b)
    ("表的事务年龄超过 4 亿时，系统会强制启动防回卷清理。",
     "要这张表的事务年龄超过 4 亿，系统会强制启动防回卷清理。", False),
    ("表的事务年龄超过 4 亿时，系统会强制启动防回卷清理。",
     "只要表的事务年龄超过 4 亿，系统就会强制启动防回卷清理。", True),
    # the will of "you'll need to" is the need it announces
    ("Jumpers must sign the liability waiver in person.",
     "Jumpers will also need to sign the liability waiver in person.", True),
    ("Jumpers must sign the liability waiver in person.",
     "Jumpers will sign the liability waiver in person.", False),
    ("Jumpers must sign the liability waiver in person.",
     "Jumpers will be able to sign the liability waiver in person.", False),
    # an English age is a count, as 18 岁 and "under 18" are
    ("All jumpers must be at least 18 years old.", "All jumpers must be at least 18.", True),
    ("All jumpers must be at least 18 years old.", "All jumpers must be at least 16.", False),
    ("The loan runs for 18 years.", "The loan runs for 18.", False),
    ("Your 10-year-old can join the class.", "Your 11-year-old can join the class.", False),
    # keep before an -ing form is aspect; counted from = from
    ("Failed deliveries are retried for up to 72 hours.",
     "Failed deliveries keep being retried for up to 72 hours.", True),
    ("Failed deliveries are retried for up to 72 hours.",
     "Failed deliveries keep being retried for up to 96 hours.", False),
    ("The worker polls the queue.", "The worker keeps polling the queue.", True),
    ("Each renewal extends the loan by 14 days from the date of renewal.",
     "Each renewal extends the loan by 14 days, counted from the renewal date.", True),
    ("Each renewal extends the loan by 14 days from the date of renewal.",
     "Each renewal extends the loan by 14 days, counted from the due date.", False),
    # a clock time's seconds are part of it
    ("备份在每天 02:15:00 触发。", "备份在每天 02:15 触发。", True),
    ("备份在每天 02:15:00 触发。", "备份在每天 02:15:01 触发。", False),
    # a bound an only says keeps its only
    ("每名供精者的标本最多只能使 5 名妇女受孕。", "每名供精者的标本最多能使 5 名妇女受孕。", False),
    ("应用须在租约剩余时间低于 1/3 时续约。", "应用要在租约剩余时间不到三分之一时续约。", True),
    ("应用须在租约剩余时间低于 1/3 时续约。", "应用要在租约剩余时间不到四分之一时续约。", False),
    ("Punctures of 1/4 inch or less are repaired.", "Punctures of 25% inch or less are repaired.",
     False),
    # a setting's verb said apart from its 为
    ("rate 设为 30r/m。", "rate 配的是 30r/m。", True),
    ("merge_with_ttl_timeout 设为 86400 秒。", "merge_with_ttl_timeout 设的是 24 小时。", True),
    ("rate 设为 30r/m。", "rate 配的是 60r/m。", False),
    ("rate 设为 30r/m。", "rate 不能配 30r/m。", False),
    # a bound said twice is one bound
    ("赔偿最高不超过洗涤费的 20 倍。", "赔偿最多为洗涤费的 20 倍。", True),
    ("Unused data rolls over to the next month, up to a maximum of 20 GB.",
     "Unused data rolls over to the next month, up to 20 GB.", True),
    ("赔偿最高不超过洗涤费的 20 倍。", "赔偿至少为洗涤费的 20 倍。", False),
    ("赔偿最高不超过洗涤费的 20 倍。", "赔偿最多为洗涤费的 30 倍。", False),
    # the over of a phrasal verb is no bound
    ("Unused data rolls over to the next month.", "Unused data rolls over to the next month.",
     True),
    ("Unused data rolls to the next month, up to 20 GB.",
     "Unused data rolls over 20 GB to the next month.", False),
    # each / every before a period is the frequency's per
    ("Members may freeze their membership once per calendar year.",
     "Members may freeze their membership once each calendar year.", True),
    ("Members may freeze their membership once per calendar year.",
     "Members may freeze their membership twice each calendar year.", False),
    # an agentless 被 before a verb of naming
    ("连续 3 次失败标记为下线。", "连续 3 次失败就会被标记为下线。", True),
    ("逾期未取的，视为放弃。", "逾期未取的，会被视为放弃。", True),
    ("连续 3 次失败标记为下线。", "连续 3 次失败就会被标记为上线。", False),
    ("连续 3 次失败标记为下线。", "连续 3 次失败就会被平台标记为下线。", False),
    ("系统会标记用户为异常。", "系统会被标记为异常。", False),
    ("系统将服务器标记为下线。", "系统会被标记为下线。", False),
    ("甲方视为乙方违约。", "甲方会被视为违约。", False),
    ("调度器将超时的任务标记为失败。", "任务超时时，调度器会被标记为失败。", False),
    # 被 with its agent is 由 with the same agent (round 14, operator.passive_by)
    ("超时的任务由调度器标记为失败。", "超时的任务会被调度器标记为失败。", True),
    ("超时的任务由调度器标记为失败。", "超时的任务会被运维标记为失败。", False),
    ("逾期未取的，不视为放弃。", "逾期未取的，会被视为放弃。", False),
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


def test_premise_with_two_values_of_the_dimension_pays_nothing() -> None:
    # which of the asker's amounts the rule reads (月末 or 日均) the question does not settle
    rule = "日均资产超过50万元可升级为金卡客户。"
    claim = "日均资产60万元超过50万元，可升级为金卡客户。"
    assert _with_question(claim, rule, "我日均资产60万元，可以升级吗？") == "supported"
    assert _with_question(claim, rule, "我月末资产60万元，日均40万元。") != "supported"


def test_one_stated_amount_pays_one_amount_of_the_clause() -> None:
    # the evidence's 10 人 is the band's bound; the asker's 10 人 is not stated by it too
    rule = "超过10人的团队须提前14天预约。"
    claim = "10人属于超过10人的团队，须提前14天预约。"
    assert _with_question(claim, rule, "我们正好10个人。") != "supported"
    assert _result("超过10人的团队须提前14天预约。", rule) == "supported"


PRONOUN_EVIDENCE = "Tenants must register them with the building office."
PRONOUNS = [
    ("Tenants must register them with the building office.", True),
    ("Tenants must register with the building office.", False),
    ("The tenants must register with the building office.", False),
]


@pytest.mark.parametrize(("claim", "supported"), PRONOUNS)
def test_an_object_pronoun_is_a_party_the_claim_keeps(claim: str, supported: bool) -> None:
    assert (_result(claim, PRONOUN_EVIDENCE) == "supported") is supported


def test_an_if_clause_keeps_the_object_pronoun_of_its_rule() -> None:
    evidence = "Tenants subletting a unit to guests must register them with the office."
    faithful = (
        "If a tenant sublets a unit to guests, the tenant must register them with the office."
    )
    assert _result(faithful, evidence) == "supported"
    dropped = "If a tenant sublets a unit to guests, the tenant must register with the office."
    assert _result(dropped, evidence) != "supported"


def test_premise_membership_needs_the_rule_side() -> None:
    # the rule is for groups under 10: the asker's 12 is not on its side
    claim = "12 人属于 10 人及以上的团队，须至少提前 14 天预约。"
    assert _with_question(claim, "10 人以下团队须至少提前 14 天预约。", "我们 12 人去？") != (
        "supported"
    )


VOICE_EVIDENCE = (
    "Practice bookings cancelled less than 24 hours before the start time count as used."
)
VOICE = [
    # a bare past participle is the passive "that are cancelled" says
    ("Practice bookings that are cancelled less than 24 hours before the start time count as "
     "used.", True),
    ("If a practice booking is cancelled less than 24 hours before the start time, it counts as "
     "used.", True),
    # the asker as the doer of the participle's verb, the head noun the main clause's subject
    ("If you cancel less than 24 hours before the start time, the practice booking counts as "
     "used.", True),
    ("If you cancel a practice booking less than 24 hours before the start time, it counts as "
     "used.", True),
    ("If you cancel more than 24 hours before the start time, the practice booking counts as "
     "used.", False),
    ("If you cancel less than 24 hours before the start time, you count as used.", False),
    # the asker as the doer with the head noun as object, but the doer goes on as the rule's
    # subject (If you catch a driver speeding, you face a fine ≠ Drivers caught … face a fine)
    ("If you cancel a practice booking less than 24 hours before the start time, you count as "
     "used.", False),
    # the head noun made the doer: what is cancelled now cancels (also "Employees reported
    # for harassment …" ≠ "If an employee reports harassment …", accepted on 3176dec)
    ("If the practice booking cancels you less than 24 hours before the start time, it counts "
     "as used.", False),
]  # fmt: skip


@pytest.mark.parametrize(("claim", "supported"), VOICE)
def test_a_reduced_passive_relative_restated(claim: str, supported: bool) -> None:
    assert (_result(claim, VOICE_EVIDENCE) == "supported") is supported


def test_a_reduced_passive_relative_keeps_its_agent() -> None:
    evidence = "Bookings cancelled by the venue less than 24 hours before the start count as used."
    claim = "If you cancel less than 24 hours before the start, the booking counts as used."
    assert _result(claim, evidence) != "supported"


@pytest.mark.parametrize(
    ("evidence", "claim"),
    [
        ("X includes Y.", "X is included in Y."),
        ("Finance approved refunds.", "Finance is approved by refunds."),
        ("The collector must be installed facing south with a tilt angle between 30 and 45 "
         "degrees.", "The collector is tilted at an angle of 50 degrees."),
    ],
)  # fmt: skip
def test_the_other_voice_still_swaps_the_sides(evidence: str, claim: str) -> None:
    assert _result(claim, evidence) != "supported"
