"""Readings and rules added in round 14, each with a faithful case that needs it and unsafe
twins.

* A validity said as a window is the validity period it states: 15 分钟内有效 = 有效期 15 分钟
  (validity_windows); a validity after a time (15 分钟后有效) or another length is not.
* Withdrawn: 到期后 as 过期后 (due_after): a loan's 到期后 (when it falls due, 可续借) is not
  its 逾期后 (overdue), which 过期 shares operators with; a probe pair of round 27 found it.
* 之间 after a pair of nouns adds nothing (它和燃气表之间的距离 = 与燃气表的距离, pair_between);
  after a pair of numbers it is a range.
* 应 / 应当 right before 不 is 不应 (应不小于 = 不应小于, shall_not): the negation is inside the
  duty either way; 应小于 is still its opposite.
* 不过 opening a clause is the contrast 但 (A；不过 B = A，但 B, opening_but).
* The 才 / 才能 / 方可 after a duty of its sentence restates that duty (需要 R 确认后才能发起 =
  须由 R 确认后发起, operator.must_then), on either side; without the duty (R 确认后才能发起
  for 须 …), or with another modal (可以 / 就能), it is not paid.
* 须由 R V with nothing before 由 in its clause: the agent stays the subject of the same
  verb (需要 R 确认 = 须由 R 确认, operator.agent).
* 被 R V = 由 R V (operator.passive_by): the same agent right after each; another agent, or
  the agent and the patient swapped, is not paid.
* A Chinese modal right before 把 and its object: the object is the duty's patient, which
  the other side may say before its modal (需要把终稿提交 = 终稿须提交); the verb after the
  object stays inside the modal's scope.
* A list whose members a relation joins (A 和 B 之间的 N, A 和 B 共同 V, the distance / gap /
  difference / ratio between A and B) keeps every member: drop.list_member leaves none out.
* English "X defaults to V" is "by default X is V" (the to before the value is the copula);
  by default / usually (默认 / 一般) qualify the clause wherever they stand.
* A comparison's standard (甲与乙相比，… / Compared with X, …) and a range of times standing
  as a unit of its own (晚上 10 点至早上 6 点，…) frame their clause: a claim may not leave them
  out. The two parties around a Chinese 在 keep their sides (A 在 B 完成后签署 ≠ B 在 A 完成后
  签署), while the 在 phrase may move to the front of the sentence.
* An or-list that is the subject of a negation or a permission distributes (Punctures in the
  sidewall or shoulder cannot be repaired → punctures in the shoulder cannot), never under a
  duty (A or B must be provided ≠ A must be provided). 很遗憾 / 抱歉 / 不好意思 / 请放心 / 别担心
  are function words (they say how the answer feels, not what it says); unfortunately / sadly
  / fortunately / luckily are left out of an answer word only (Unfortunately not — …), so a
  claim whose answer word was removed still has them to pay (the mutation test found it).
* The object right after a Chinese verb is not made its subject with a first or second person
  as the new object (请提前通知门店 ≠ 门店会提前通知您; blind probe round 40, also on main).
* What an English except-phrase (other than / except / apart from …) takes out is what the
  evidence's takes out; Chinese 所有 / 一切 / 全体 quantify the noun right after them on both
  sides; each / every beside an amount may be left out only for a singular subject (A Pro
  license covers 5 devices), not for a plural total (The three regions contribute USD 2
  million) — blind probe rounds 41–42, all also on main.
* An arrow between steps (→, ->, =>) is the "then" it says: logging → auth → handler ≠ auth →
  logging → handler (blind probe round 44; the arrow was punctuation before).
* Round 14's licences probed blind (rounds 45–46): the step before an arrow is the step before
  the arrow that paid it; 须由 R keeps R the subject before the verb (never an owner, 须审核主管
  的日报, nor the one served, 须为房东维修); a lone 总 before a noun is a total; a light verb
  linked to another verb (发起并执行) is an action of its own; an "or" clause after a duty
  widens it and stays; an English amount counts the noun after it (two adults and one child ≠
  two adults, plus two children).
* A claim condition paid by the trailing condition of another clause of the evidence sentence
  is a condition moved onto another rule (…, and the road closes if visibility falls below 100
  feet ≠ the speed limit drops to 50 mph if visibility falls below 100 feet).
* "After X, Y N later" is "Y N after X" (later_after); plus is the and it says; even then /
  even so / in that case are function words (they put the rule under the case just spoken
  of, which the rule said generally entails).
* An attribution's version names the cited item's version with trailing zeros dropped
  (According to the Travel Policy v3 for version 3.0; never v2 or v3.1, attribution.title).
"""

from __future__ import annotations

import pytest

from answerc.grounding.lexicon import default_lexicon
from answerc.grounding.proof import Cited, prove
from answerc.grounding.text import analyze
from tests.grounding_helpers import prove_one as _result

HOLD = "预占有效期 15 分钟，超时未支付自动释放。"
EXAM = "体检结果 6 个月内有效。"
GAS = "电池柜与燃气表的水平距离不应小于 1 米。"
SKIP = "在提交信息中加入 [skip-it] 可跳过集成测试，但 main 分支会忽略该标记。"
XCITY = "跨城切换不会自动执行，须由 DBA 负责人人工确认后发起。"
REVIEW = "退款由客服部门审核。"
ONLY_AFTER = "门诊处方审核合格后方可调配发药。"
THESIS = "终稿须在答辩通过后 15 个工作日内提交至研究生院系统。"
CASES = [
    # validity_windows
    (HOLD, "预占 15 分钟内有效，超时没支付会自动释放。", True),
    (HOLD, "预占 15 分钟后有效。", False),
    (HOLD, "预占 20 分钟内有效。", False),
    (EXAM, "体检结果的有效期为 6 个月。", True),
    (EXAM, "体检结果的有效期为 12 个月。", False),
    # pair_between
    (GAS, "电池柜和燃气表之间的水平距离不应小于 1 米。", True),
    (GAS, "电池柜和燃气表之间的水平距离不应小于 2 米。", False),
    (GAS, "电池柜和燃气表之间的水平距离应小于 1 米。", False),
    ("价格在 3 元和 5 元之间的商品可退。", "价格为 3 元的商品可退。", False),
    # shall_not
    (GAS, "电池柜与燃气表的水平距离应不小于 1 米。", True),
    (GAS, "电池柜与燃气表的水平距离应不小于 3 米。", False),
    (GAS, "电池柜与燃气表的水平距离应不大于 1 米。", False),
    ("距离应不小于 1 米。", "距离不应小于 1 米。", True),
    # opening_but
    (SKIP, "在提交信息里加上 [skip-it] 就能跳过集成测试；不过 main 分支会忽略这个标记。", True),
    (SKIP, "在提交信息里加上 [skip-it] 就能跳过集成测试；不过 main 分支不会忽略这个标记。", False),
    # operator.must_then (claim side)
    (XCITY, "跨城切换不会自动进行，需要 DBA 负责人人工确认后才能发起。", True),
    (XCITY, "跨城切换不会自动进行，需要 DBA 负责人人工确认后才会发起。", True),
    (XCITY, "跨城切换不会自动进行，DBA 负责人人工确认后才能发起。", False),
    (XCITY, "跨城切换不会自动进行，需要 DBA 负责人人工确认后可以发起。", False),
    (XCITY, "跨城切换不会自动进行，需要 DBA 负责人人工确认前才能发起。", False),
    (XCITY, "跨城切换不会自动进行，需要运维人员人工确认后才能发起。", False),
    # operator.agent: 须由 R with nothing before 由
    (XCITY, "跨城切换不会自动执行，需要 DBA 负责人人工确认后发起。", True),
    (XCITY, "跨城切换会自动执行，需要 DBA 负责人人工确认后发起。", False),
    # operator.passive_by
    (REVIEW, "退款会被客服部门审核。", True),
    (REVIEW, "退款会被财务部门审核。", False),
    (REVIEW, "客服部门被退款审核。", False),
    ("旧系统由新平台取代。", "旧系统被新平台取代。", True),
    ("旧系统由新平台取代。", "新平台被旧系统取代。", False),
    # 须把 X V = X 须 V: the object 把 fronts is outside the modal's side check
    (THESIS, "答辩通过后 15 个工作日内，需要把终稿提交到研究生院系统。", True),
    (THESIS, "答辩通过后 15 个工作日内，可以把终稿提交到研究生院系统。", False),
    (THESIS, "答辩通过后 15 个工作日内，需要把终稿提交到学院系统。", False),
    (THESIS, "答辩通过后 30 个工作日内，需要把终稿提交到研究生院系统。", False),
    # a pair in a relation (之间, 共同, distance / gap) keeps every member (a blind probe
    # found 病床之间的间距 supported by 病床和墙壁之间的间距, on main too)
    ("病床和墙壁之间的间距不小于 0.8 米。", "病床之间的间距不小于 0.8 米。", False),
    ("病床和墙壁之间的间距不小于 0.8 米。", "病床与病床之间的间距不小于 0.8 米。", False),
    ("病床和墙壁之间的间距不小于 0.8 米。", "病床与墙壁的间距不小于 0.8 米。", True),
    ("退款需要客服和财务共同审核。", "退款需要客服审核。", False),
    ("甲方与乙方的比例为 3:7。", "甲方的比例为 3:7。", False),
    ("新系统上线须由技术部与业务部联合验收通过。", "新系统上线须由技术部验收通过。", False),
    ("托运行李与手提行李总重不超过 30 公斤。", "托运行李不超过 30 公斤。", False),
    # a comparison's standard is a frame (相比 / compared with)
    ("甲工厂与乙工厂相比，单位能耗高出 15%。", "甲工厂单位能耗高出 15%。", False),
    ("Compared with last quarter, support tickets fell by 18%.", "Support tickets fell by 18%.",
     False),
    # a range of times alone frames its clause
    ("晚上 10 点至早上 6 点，健身房仅对门禁卡持有者开放。", "健身房仅对门禁卡持有者开放。", False),
    ("晚上 10 点至早上 6 点，健身房仅对门禁卡持有者开放。",
     "晚上 10 点到早上 6 点，健身房只对门禁卡持有者开放。", True),
    # the two parties around 在 keep their sides (blind probe round 38)
    ("验收员在施工方完成安装后签署验收单。", "施工方在验收员完成安装后签署验收单。", False),
    ("验收员在施工方完成安装后签署验收单。", "施工方完成安装后，验收员签署验收单。", True),
    ("12 岁以下儿童在成人陪同下可免费入住。", "成人在 12 岁以下儿童陪同下可免费入住。", False),
    ("12 岁以下儿童在成人陪同下可免费入住。", "在成人陪同下，12 岁以下儿童可免费入住。", True),
    ("退款由财务部在客服核实订单后处理。", "退款由客服在财务部核实订单后处理。", False),
    ("身份证或护照复印件须提交。", "身份证复印件须提交。", False),
    ("定制商品不支持退款。", "很抱歉，不能退款：定制商品不支持退款。", True),
    ("定制商品不支持退款。", "请放心，定制商品支持退款。", False),
    # the object of a verb is not made its subject with a pronoun as the new object
    ("如需取消预约，请至少提前 24 小时通知门店。", "如需取消预约，门店会至少提前 24 小时通知您。",
     False),
    ("门店会提前通知您。", "门店会提前通知您。", True),
    ("所有门店都须每周盘点一次库存。", "门店每周须盘点所有库存一次。", False),
    ("所有门店都须每周盘点一次库存。", "所有门店每周须盘点一次库存。", True),
    # an arrow between steps is their order (blind probe round 44, on main too)
    ("middleware 链的执行顺序是 logging → auth → handler。",
     "middleware 链的执行顺序是 auth → logging → handler。", False),
    ("middleware 链的执行顺序是 logging → auth → handler。",
     "middleware 链的执行顺序是 logging → auth → handler。", True),
    ("Onboarding: Sign up → Verify email → Create profile.",
     "Onboarding: Sign up → Create profile → Verify email.", False),
    # 须由 R: the agent stays the subject before the verb, never an owner or the one served
    ("须由主管审核员工日报。", "须审核主管的员工日报。", False),
    ("须由房东维修热水器。", "须为房东维修热水器。", False),
    ("须由 QA 团队验证 hotfix。", "须验证 QA 团队的 hotfix。", False),
    ("须由主管审核员工日报。", "需要主管审核员工日报。", True),
    ("米、面和油的总采购额为 5 万元。", "米和面的总采购额为 5 万元。", False),
    ("须由 DBA 负责人确认后发起变更。", "须由 DBA 负责人确认后发起并执行变更。", False),
    ("执行全站 purge 前，必须先在 #cdn-ops 频道通知值班工程师。",
     "全站 purge 之前须先在 #cdn-ops 频道通知值班工程师。", True),
    ("The gap between beds and walls is at least 0.8 m.", "The gap between beds is at least 0.8 m.",
     False),
    # the evidence's 方可 with no duty before it stays its own
    (ONLY_AFTER, "门诊处方审核合格后才能调配发药。", True),
    (ONLY_AFTER, "门诊处方审核合格后调配发药。", False),
]  # fmt: skip


PAYOUT = "Payouts are released 5 business days after the client approves."
PAYOUT_WITHIN = "Payouts are released within 5 business days after the client approves."
TRACES = "All traces containing an error span are kept, and 10% of the rest are kept."
ROAD = (
    "In rain or snow the speed limit drops to 50 mph, and the road closes if visibility falls"
    " below 100 feet."
)
TYRE = "Punctures in the sidewall or shoulder cannot be repaired on any tyre."
EN = [
    # "defaults to" + a value is "by default … is"; by default / usually have no side
    ("max_replication_slots defaults to 10.", "By default max_replication_slots is ten.", True),
    ("max_replication_slots defaults to 10.", "By default max_replication_slots is 5.", False),
    ("max_replication_slots defaults to 10.", "max_replication_slots is ten.", False),
    ("By default, the timeout is 30 seconds.", "The timeout defaults to 30 seconds.", True),
    ("By default, the timeout is 30 seconds.", "The timeout defaults to 60 seconds.", False),
    ("By default, the timeout is 30 seconds.", "The timeout never defaults to 30 seconds.", False),
    # "After X, Y N later" = "Y N after X" (later_after)
    (PAYOUT, "After the client approves, the payout is released 5 business days later.", True),
    (PAYOUT, "After the client approves, the payout is released 3 business days later.", False),
    (PAYOUT, "The payout is released 5 business days later.", False),
    (
        PAYOUT_WITHIN,
        "After the client approves, the payout is released 5 business days later.",
        False,
    ),
    # plus is and; even then / in that case scope nothing of their own
    (TRACES, "Every trace containing an error span is kept, plus 10% of the rest.", True),
    (TRACES, "Every trace containing an error span is kept, plus 20% of the rest.", False),
    ("The fee is $10.", "The fee is $10 plus tax.", False),
    (
        "At most 2 pods are removed per minute.",
        "Even then, at most 2 pods are removed per minute.",
        True,
    ),
    (
        "At most 2 pods are removed per minute.",
        "Even then, at most 3 pods are removed per minute.",
        False,
    ),
    ("The fee is waived.", "In that case, the fee is not waived.", False),
    # an alternative clause of a duty stays; an amount counts its own noun (probe round 45)
    (
        "Players must be 18 or older, or have parental consent.",
        "Players must be 18 or older.",
        False,
    ),
    (
        "The room sleeps two adults and one child.",
        "The room sleeps two adults, plus two children.",
        False,
    ),
    (
        "The room sleeps two adults and one child.",
        "The room sleeps two adults and one child.",
        True,
    ),
    # a trailing condition governs the clause right before it (blind probe round 47)
    (
        ROAD,
        "In rain or snow the speed limit drops to 50 mph if visibility falls below 100 feet.",
        False,
    ),
    (
        "The speed limit drops to 50 mph if visibility falls below 100 feet.",
        "If visibility falls below 100 feet, the speed limit drops to 50 mph.",
        True,
    ),
    # an or-list as the subject of a negation or a permission distributes; under a duty not
    (TYRE, "Unfortunately not — punctures in the shoulder can't be repaired on any tyre.", True),
    (TYRE, "Punctures in the shoulder can be repaired on any tyre.", False),
    ("A passport or an ID card must be provided.", "A passport must be provided.", False),
    ("Cash or checks are not accepted.", "Cash is not accepted.", True),
    ("Cash or checks are not accepted.", "Cash is accepted.", False),
    (TYRE, "Unfortunately — punctures in the shoulder can't be repaired on any tyre.", False),
    # what an except-phrase takes out, and who each / every counts (blind probe rounds 41–42)
    (
        "Employees other than contractors receive paid holidays.",
        "Contractors other than employees receive paid holidays.",
        False,
    ),
    (
        "All staff other than security must leave by 10 pm.",
        "Security other than all staff must leave by 10 pm.",
        False,
    ),
    ("All plans except Basic include backups.", "Every plan except Basic includes backups.", True),
    (
        "Each of the three regions contributes USD 2 million to the fund.",
        "The three regions contribute USD 2 million to the fund.",
        False,
    ),
    ("Each Pro license covers up to 5 devices.", "A Pro license covers up to 5 devices.", True),
]


@pytest.mark.parametrize(("evidence", "claim", "supported"), CASES + EN)
def test_round14_readings(evidence: str, claim: str, supported: bool) -> None:
    assert (_result(claim, evidence) == "supported") is supported


BUSINESS = "Business class requires written approval from an SVP."
SAID = "business class requires written approval from an SVP."


@pytest.mark.parametrize(
    ("frame", "supported"),
    [
        ("According to the Travel Policy v3", True),
        ("According to Travel Policy version 3", True),
        ("According to the Travel Policy v2", False),
        ("According to the Travel Policy v3.1", False),
        ("According to the Expense Policy v3", False),
    ],
)
def test_attribution_names_the_version(frame: str, supported: bool) -> None:
    claim = f"{frame}, {SAID}"
    lex = default_lexicon()
    ev = analyze(BUSINESS, lex)
    cited = [Cited("K1", ev, "Travel Policy。travel-policy-global。3.0", lex)]
    result = prove(analyze(claim, lex), cited, lex).result
    assert (result == "supported") is supported
