"""Readings and rules added in round 15, each with a faithful case that needs it and unsafe
twins.

* A start point said with 从 / 自 … 起 / 开始 is the start 起 says (从第 4 天开始每天收费 =
  第 4 天起每天收费, start_points); another start (第 5 天) or an end (之前) is not.
* 都 spreads over the list or the run of times right before it and adds nothing then
  (楼道和安全出口都禁止 = 楼道、安全出口禁止; 连续 7 天都没有 = 连续 7 天未); over a window or a
  range of times (7:00 到 19:00 都可以) it says "at any time of it", which an exception of
  the evidence may deny (blind probe round 52), and after a bare noun it is the universal.
* A claim's condition ending in 后 is not paid by an evidence condition at the time of its
  event (提交订单时 / 运行期间 ≠ 提交订单后; blind probe round 52, on main too).
* A Chinese 不 right before a modal is the one negated modal it makes (不须 / 不要求 = 不需要,
  need not; 不能够 = 不能), read as the lexicon's own words for it are (negated_modals); 须不
  / 要求不 (a duty not to) keep the modal and the negation apart and are not paid by it
  (probe round 50, also on main).
* "No X that / whether / to …" raises no negation into the complement: There is no
  requirement that reviewers hold a PhD ≠ a requirement that reviewers do not hold one
  (probe round 50, also on main); No refunds are given = Refunds are not given still.
* A negation keeps its scope across a verb and its complement (blind probe round 53, 38
  pairs supported on main): the infinitive "to" and the Chinese 被 right after a negation
  are inside its argument (agreed not to renew ≠ did not agree to renew; 说这张卡没有被冻结 ≠
  没有说这张卡被冻结); "no" is raised onto "not" only outside a complement (not after that /
  whether / to or a duty, not before an infinitive: no obligation to report ≠ an obligation
  not to report; No applicant is required to submit references ≠ Applicants are required to
  submit no references); an all with a negation before it is "not all", which no any says
  (没有发给任何客户 ≠ 没有发给所有客户; 受试者都无需承担 = 无需承担任何费用 still); 不 right
  before a universal is "not all" (不总是 ≠ 总是不, 不都 ≠ 都不).
* A clause that is a subject and then the shape of the clause before it with other amounts
  left that clause's words out (gapping): 立式钢琴标准调律每次 380 元，三角钢琴每次 560 元 pays
  三角钢琴标准调律每次 560 元 (lend.gapped), never the first clause's amount, the lent words in
  another order, or a first clause of another shape.
* Blind probe rounds 54–55 (aimed at these licences; 26 pairs supported on main, 5 after the
  fixes above): an exclusion scopes like a negation (does not apply to every part ≠ … any
  part); 并不 / 也不 before a modal negate it as 不 does (并不要求 = need not); a Chinese
  frame of "without" (未经批准，/ 无正当理由，) is a condition a claim may not leave out (on
  main too); a condition and the rule it governs may not trade places (火警响起时，门禁自动解锁
  ≠ 门禁自动解锁时，火警响起; on main too), and a condition lends its words to the clause right
  after it only (预订时须付定金，入住时付清余款 ≠ 入住时须付定金，预订时付清余款; on main too); a
  WordNet phrasal verb is never its own head's synonym (check out ≠ check in; on main too).
* Blind probe round 57 (frames; 18 pairs supported on main): a leading 非 + words (非工作时间，
  / 非会员，) and an English "While …," are frames a claim may not leave out; an actor of the
  clause a claim states is not dropped when the claim lent its subject from another clause
  (经济舱…为二十公斤，商务舱为三十公斤 ≠ 经济舱…为三十公斤).
* Blind probe round 58 (quantifiers; 4 pairs on main): an English "one" before a noun is an
  amount, so each / every beside it is distributive (Each department may nominate one
  candidate ≠ The departments may nominate one candidate; one interpreter for each session ≠
  … for all sessions); any and all differ inside a condition (If every sensor reports a
  fault ≠ If any sensor reports a fault).
* Blind probe rounds 60–61 (restrictive modifiers; 12 pairs on main): "such" before a noun is
  a content word (Such requests ≠ Requests); an English modifier keeps its noun (Late fees for
  library books ≠ Fees for late library books); a claim may not say whom a pronoun of the
  evidence means by repeating another party's word (客服须联系其本人 ≠ 客服须联系客服本人; 用户删除
  repo 后，其 webhook ≠ 用户的 webhook); a clause opening with 限于 / 仅限于 restricts the rule
  beside it.
* Blind probe round 63 (lists; 4 pairs on 234622d and on the first landing): an and-list that is
  a duty's object keeps every member (访客须携带身份证和邀请函 ≠ 访客须携带身份证: the claim
  says a duty of one thing where the rule asks for both; no claim of the labelled sets needed
  the licence), and a word said as an alternative (after either / or / 或) is one in the
  evidence too (Biology and either Chemistry or Physics ≠ Chemistry and either Biology or
  Physics).
* Blind probe round 65 (negation scope, second round; 32 pairs on 234622d, 16 on the first
  landing): 不再 / 不被 (不被要求) / 并非 / 不是 before a modal or a universal make one negated
  operator as 不 does; 都 right before a negation keeps its universal (押金和清洁费都不退 ≠ 押金
  不退，清洁费退); an English bound right after a negation is inside its argument (stays that
  are not shorter than two nights ≠ Refunds are not issued for stays shorter than …). Eight
  pairs stay open (a negation moved into a relative clause or a coverb
  phrase's noun: 学校对未迟到的学生作出处分 for 学校未对迟到的学生作出处分), listed in
  `tests/test_probe_rounds.py`.
* 大人 = 成人, 交回 = 归还, 另加 = 加收 (thesaurus).
* 完 right after a verb is the 后 it comes to (改完要重启 = 改后要重启, 素烧完的作品 = 素烧后的
  作品, finished_verbs); the verbs whose 完 says "none left" (卖完, 领完, 吃完) keep it.
"""

from __future__ import annotations

import pytest

from tests.grounding_helpers import prove_one as _result

FEE = "第 4 天起按每日 200 元收取冷藏费。"
CANCEL = "期满之日起 6 个月内可补缴，同时缴纳滞纳金。"
VISIT = "每日 7:00-19:00 可探视，法定节假日照常开放。"
SIGN = "甲方和乙方须在合同上签字。"
EITHER = "甲方或乙方须在合同上签字。"
MEMBER = "会员可以免费入场。"
KILN = "素烧后的作品须在 14 天内完成上釉。"
RESTART = "修改配置后需重启服务。"
SOLD = "门票售出后不退不换。"
TUNE = "立式钢琴标准调律每次380元，三角钢琴每次560元。"
NO_OVERTIME = "该岗位无需加班。"
REQUIRED = "该岗位要求加班。"
OWN_MAIL = "员工不需要使用个人邮箱。"
PHD = "There is no requirement that reviewers hold a PhD."
REFUNDS = "Refunds are not given for digital items."
ADULT = "一名成人最多陪同三名儿童。"
RETURN = "离职时须归还门禁卡。"
CASES = [
    # start_points
    (FEE, "从第 4 天开始每天收取 200 元冷藏费。", True),
    (FEE, "自第 4 天起每天收取 200 元冷藏费。", True),
    (FEE, "从第 4 天起每天收取 200 元冷藏费。", True),
    (FEE, "从第 5 天开始每天收取 200 元冷藏费。", False),
    (FEE, "第 4 天之前每天收取 200 元冷藏费。", False),
    (FEE, "从第 4 天开始每天收取 300 元冷藏费。", False),
    # agreeing_universals: 都 after a list, a window or a range
    (SIGN, "甲方和乙方都须在合同上签字。", True),
    (EITHER, "甲方和乙方都须在合同上签字。", False),
    (SIGN, "甲方和乙方都可以在合同上签字。", False),
    (
        "连续 7 天未被任何流水线命中的缓存将被清除。",
        "连续 7 天都没有被任何流水线命中的缓存将被清除。",
        True,
    ),
    (
        "连续 7 天未被任何流水线命中的缓存将被清除。",
        "连续 5 天都没有被任何流水线命中的缓存将被清除。",
        False,
    ),
    (CANCEL, "期满之日起 6 个月内都能补缴，但要同时缴纳滞纳金。", False),
    (VISIT, "每天 7:00 到 19:00 都可以探视。", False),
    (
        "7:00 到 19:00 可以探视，其中 12:00 到 14:00 为午休不接待。",
        "7:00 到 19:00 都可以探视。",
        False,
    ),
    # a claim's 后 is not paid by a condition at the time of the event (时 / 期间)
    ("提交订单时需填写发票抬头。", "提交订单后需填写发票抬头。", False),
    ("提交订单时需填写发票抬头。", "提交完订单后需填写发票抬头。", False),
    ("提交订单后需填写发票抬头。", "提交完订单后需填写发票抬头。", True),
    (MEMBER, "会员都可以免费入场。", False),
    # finished_verbs
    (KILN, "素烧完的作品须在 14 天内完成上釉。", True),
    (KILN, "素烧前的作品须在 14 天内完成上釉。", False),
    (RESTART, "修改完配置后需重启服务。", True),
    (RESTART, "修改完配置前需重启服务。", False),
    (SOLD, "门票卖完后不退不换。", False),
    # negated_modals
    (NO_OVERTIME, "该岗位不要求加班。", True),
    (NO_OVERTIME, "该岗位要求不加班。", False),
    (REQUIRED, "该岗位不要求加班。", False),
    (OWN_MAIL, "员工不须使用个人邮箱。", True),
    (OWN_MAIL, "员工须不使用个人邮箱。", False),
    (OWN_MAIL, "员工不要使用个人邮箱。", False),
    ("该职位不要求硕士学历。", "该职位要求非硕士学历。", False),
    ("你不能提交材料。", "你不能够提交材料。", True),
    ("你不能提交材料。", "你能够提交材料。", False),
    # neg raising stops at a complement
    (PHD, "There is a requirement that reviewers do not hold a PhD.", False),
    ("No refunds are given for digital items.", REFUNDS, True),
    # negation scope (probe round 53)
    (
        "The landlord did not agree to renew the lease.",
        "The landlord agreed not to renew the lease.",
        False,
    ),
    (
        "The landlord agreed not to renew the lease.",
        "The landlord did not agree to renew the lease.",
        False,
    ),
    (
        "The landlord agreed not to renew the lease.",
        "The landlord agreed not to renew the lease.",
        True,
    ),
    (
        "There is no obligation to report minor scratches.",
        "There is an obligation not to report minor scratches.",
        False,
    ),
    (
        "No applicant is required to submit references.",
        "Applicants are required to submit no references.",
        False,
    ),
    ("No refunds may be issued after 30 days.", "Refunds may not be issued after 30 days.", True),
    ("银行没有说这张卡被冻结了。", "银行说这张卡没有被冻结。", False),
    ("系统检测到文件没有被篡改。", "系统没有检测到文件被篡改。", False),
    ("问卷没有发给所有客户。", "问卷没有发给任何客户。", False),
    ("问卷没有发给任何客户。", "问卷没有发给所有客户。", False),
    ("任何员工不得透露客户信息。", "所有员工不得透露客户信息。", True),
    ("受试者无需承担任何检查费用。", "检查费用，受试者都无需承担。", True),
    ("受试者无需承担所有检查费用。", "受试者无需承担任何检查费用。", False),
    ("公交车不总是在榆树街停靠。", "公交车总是不在榆树街停靠。", False),
    ("学生不都住校。", "学生都不住校。", False),
    ("学生都不住校。", "学生不都住校。", False),
    # lend.gapped
    (TUNE, "三角钢琴标准调律每次560元。", True),
    (TUNE, "三角钢琴标准调律每次380元。", False),
    (TUNE, "立式钢琴标准调律每次560元。", False),
    (TUNE, "三角钢琴调律标准每次560元。", False),
    (
        "学生食堂早餐供应时间为 6:30 至 8:30，午餐为 11:00 至 13:00。",
        "午餐供应时间为 11:00 至 13:00。",
        True,
    ),
    (
        "学生食堂早餐供应时间为 6:30 至 8:30，午餐为 11:00 至 13:00。",
        "午餐供应时间为 6:30 至 8:30。",
        False,
    ),
    ("Adults pay $10, children $5.", "Children pay $5.", True),
    ("Adults pay $10, children $5.", "Children pay $10.", False),
    ("Members park free for 2 hours, visitors 1 hour.", "Visitors park free for 2 hours.", False),
    ("A 组每周一值班，B 组不值班。", "B 组每周一值班。", False),
    # probe rounds 54-55
    (
        "The warranty does not apply to every part of the vehicle.",
        "The warranty does not apply to any part of the vehicle.",
        False,
    ),
    ("本规定并不要求每个部门都设立安全员。", "本规定要求每个部门都不设立安全员。", False),
    ("本规定并不要求每个部门都设立安全员。", "本规定不要求每个部门都设立安全员。", True),
    ("未经批准，员工不得对外发布数据。", "员工不得对外发布数据。", False),
    ("未经批准，员工不得对外发布数据。", "未经批准，员工不得对外发布数据。", True),
    ("无正当理由，员工不得拒绝加班。", "员工不得拒绝加班。", False),
    ("火警响起时，门禁自动解锁。", "门禁自动解锁时，火警响起。", False),
    ("水位达到警戒线时，水泵自动启动。", "水泵自动启动时，水位达到警戒线。", False),
    (
        "预订时须支付百分之三十定金，入住时付清余款。",
        "入住时须支付百分之三十定金，预订时付清余款。",
        False,
    ),
    ("预订时须支付百分之三十定金，入住时付清余款。", "预订时须支付百分之三十定金。", True),
    ("Guests must present ID at check-in.", "Guests must present ID at check-out.", False),
    ("Guests must check in by 15:00.", "Guests must check out by 15:00.", False),
    # probe round 57
    ("非工作时间，客服热线仅受理银行卡挂失业务。", "客服热线仅受理银行卡挂失业务。", False),
    (
        "非工作时间，客服热线仅受理银行卡挂失业务。",
        "非工作时间，客服热线仅受理银行卡挂失业务。",
        True,
    ),
    ("非会员，不得入场。", "不得入场。", False),
    (
        "While the account is under review, withdrawals are suspended.",
        "Withdrawals are suspended.",
        False,
    ),
    (
        "经济舱免费托运行李额为二十公斤，商务舱为三十公斤。",
        "经济舱免费托运行李额为三十公斤。",
        False,
    ),
    (
        "经济舱免费托运行李额为二十公斤，商务舱为三十公斤。",
        "经济舱免费托运行李额为二十公斤。",
        True,
    ),
    # probe round 58
    (
        "Each department may nominate one candidate for the award.",
        "The departments may nominate one candidate for the award.",
        False,
    ),
    (
        "Each department may nominate one candidate for the award.",
        "A department may nominate one candidate for the award.",
        True,
    ),
    (
        "The conference provides one interpreter for each session.",
        "The conference provides one interpreter for all sessions.",
        False,
    ),
    (
        "If every sensor reports a fault, the line stops.",
        "If any sensor reports a fault, the line stops.",
        False,
    ),
    (
        "If any sensor reports a fault, the line stops.",
        "If every sensor reports a fault, the line stops.",
        False,
    ),
    (
        "Any employee may request a standing desk.",
        "Every employee may request a standing desk.",
        True,
    ),
    # probe rounds 60-61
    (
        "Such requests must be submitted in writing.",
        "Requests must be submitted in writing.",
        False,
    ),
    (
        "Such requests must be submitted in writing.",
        "Such requests must be submitted in writing.",
        True,
    ),
    (
        "Refunds for items such as gift cards take 5 days.",
        "Refunds for items such as gift cards take 5 days.",
        True,
    ),
    (
        "Late fees for library books are capped at $10.",
        "Fees for late library books are capped at $10.",
        False,
    ),
    (
        "Late fees for library books are capped at $10.",
        "Late fees for library books are capped at 10 dollars.",
        True,
    ),
    (
        "Feedback from new customers on the checkout page is reviewed weekly.",
        "Feedback from customers on the new checkout page is reviewed weekly.",
        False,
    ),
    (
        "客户提交投诉后客服须在二十四小时内联系其本人。",
        "客户提交投诉后客服须在二十四小时内联系客服本人。",
        False,
    ),
    (
        "用户删除 repo 后，其 webhook 会立即失效。",
        "用户删除 repo 后，用户的 webhook 会立即失效。",
        False,
    ),
    ("违章停车罚款两百元，限于消防通道内停放的车辆。", "违章停车罚款两百元。", False),
    # probe round 63
    ("访客须携带身份证和邀请函。", "访客须携带身份证。", False),
    ("访客须携带身份证和邀请函。", "访客须携带身份证和邀请函。", True),
    (
        "Students must take Biology and either Chemistry or Physics.",
        "Students must take Chemistry and either Biology or Physics.",
        False,
    ),
    (
        "Students must take Biology and either Chemistry or Physics.",
        "Students must take Biology and either Chemistry or Physics.",
        True,
    ),
    # probe round 65
    ("顾客自提时不再需要出示身份证。", "顾客自提时需要不再出示身份证。", False),
    ("司机不被要求自己装卸货物。", "司机被要求不自己装卸货物。", False),
    ("司机不被要求自己装卸货物。", "司机不需要自己装卸货物。", True),
    ("并非每个门店都提供夜间配送。", "每个门店都不提供夜间配送。", False),
    ("押金和清洁费都不退。", "押金不退，清洁费退。", False),
    ("押金和清洁费都不退。", "押金和清洁费都不退。", True),
    (
        "Refunds are not issued for stays shorter than two nights.",
        "Refunds are issued for stays that are not shorter than two nights.",
        False,
    ),
    (
        "Refunds are not issued for stays shorter than two nights.",
        "Refunds are not issued for stays shorter than two nights.",
        True,
    ),
    # thesaurus
    (ADULT, "一个大人最多陪同三名儿童。", True),
    (ADULT, "一个大人最多陪同两名儿童。", False),
    (RETURN, "离职时须交回门禁卡。", True),
    (RETURN, "离职时可交回门禁卡。", False),
    ("周末上门加收 80 元。", "周末上门另加 80 元。", True),
    ("周末上门加收 80 元。", "周末上门另加 60 元。", False),
]


@pytest.mark.parametrize(("evidence", "claim", "supported"), CASES)
def test_round15_readings(evidence: str, claim: str, supported: bool) -> None:
    assert (_result(claim, evidence) == "supported") is supported
