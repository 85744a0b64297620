"""Readings added in round 13, each with a faithful case that needs it and unsafe twins.

* More Chinese classifiers make 一 + classifier the indefinite article (一张券 = a coupon, as
  一份 / 一名 already were), unless it counts: after a bound word (限一张) or after a 每 of
  its clause (每人每月可领一张 says how many, which the evidence must say too).
* X 的话 closes a condition clause as X 时 does (逾期的话，每天收 = 逾期时，每天收): a function
  word, the clause a condition.
* Two adjacent upper bounds are one bound said twice only when the first closes no amount
  (30 天内最多退款一次 keeps both: 内 closes 30 天, 最多 opens 一次; before, 30 天内退款一次 was
  supported by it, a hole since round 12's doubled_bounds).
* A Chinese only right after the claim's upper bound of an amount says it again (最多只能带 2 人
  = 最多可带 2 人, operator.bound_only); the evidence's only stays its own.
* 选择 after a modal and before options joined by 或 is the frame of the choice (可以选择全额
  退款或者改期 = 可全额退款或改期); without the modal or the 或 it keeps its word.
* 后 / 之后 / 以后 right after a passed bound (超过 / 超出 / 满 / 达到 + an amount) is that
  bound's end, no order of its own (超过 5 分钟后按每半小时计费 = 超过 5 分钟按每半小时计费).
* 前 / 后 / 内 right after a duration are words of their own, whatever the segmenter glues
  them to (3 年前提前还款 is 3 年 + 前 + 提前还款, not 前提 + 前: the 前 of the duration was
  read as 前提, a condition the evidence's condition clause paid).
* 每 glued by the segmenter to a noun or classifier (每班, 每户, 每件) is 每 and that word, as
  it is where the dictionary keeps them apart (每船, 每名); a classifier between 每 and its
  noun is no word of its own (每条船 = 每船, 每个班 = 每班; 每张 10 元 keeps 张).
* A Chinese not-yet (还没 / 尚未 / 还未 / 仍未) is the perfect negation 未 / 没有 says, no
  flavour of its own: 逾期 10 日未缴 = 逾期 10 天还没交 (a claim's 未 was paid by 还没 before,
  never the reverse); 不 (not), 不再 (no longer) and 从未 (never) stay apart from it.
* 无 (have no) and 未经 (without) are the perfect negation 没有 is: 无数据时 = 没有数据时, 未经主管
  同意 = 没有主管同意 (a claim's 没有 was a negation_mismatch against them).
* The 才 of 只有 A，才能 B answers the only across the comma too (operator.only_then), and on
  the evidence's side as on the claim's: 仅在取得书面同意时，承租人可以转租 = 只有取得书面同意，
  承租人才可以转租, either way round; 才可以 / 才可 / 方可 are the permission 可以 is
  (modal:permit), 才能 the may of 能.
* A kind word of atom_types.json is one word to the segmenter (状态码 was 状态 + 码), and a
  bare number beside it is the code it names (返回 429 状态码 = 返回 429, drop.atom_type);
  a number with a unit (3 条记录) stays an amount.
* 同一 + classifier is 同一, and 同一 is 同 (the same): 同一个 IP = 同一 IP, 同一个柜子 = 同柜.
"""

from __future__ import annotations

import pytest

from tests.grounding_helpers import prove_one as _result

IP = "同一 IP 在 60 秒内请求超过 10 次即触发限速。"
RULE = "同一规则对同一 issue 在 30 分钟内最多通知一次。"
SEA = "海况达到 5 级以上时航班取消，全额退款或改期。"
SUBLET_ONLY = "仅在取得出租方书面同意时，承租人可以转租车辆。"
SUBLET = "只有取得出租方书面同意，承租人才可以转租车辆。"
CODE = "超出的请求直接返回 429 状态码。"
NODATA = "无数据时，告警状态为 OK。"
OT = "未经主管同意，不得加班。"
RENT = "租金于每季度首月 5 日前缴纳；逾期 10 日未缴的，出租方有权终止合同。"
BERTH = "每船连续占用加油泊位不得超过 20 分钟。"
CLASS = "儿童攀岩课每班不超过 8 人。"
LOAN = "提前还款的应支付 1% 违约金；贷款发放满 3 年后提前还款的，免收违约金。"
LATE = "逾期每日按应付租金的 0.05% 计收滞纳金。"
CASES = [
    # 一 + classifier = the article
    ("生鲜订单在下单后两小时内送达，超时可获 10 元无门槛券。",
     "生鲜订单下单后 2 小时内送达；如果超时，可以拿到一张 10 元无门槛券。", True),
    ("超时可获 10 元无门槛券。", "超时可以获得一张 10 元无门槛券。", True),
    ("超时可获两张 10 元无门槛券。", "如果超时，可以拿到一张 10 元无门槛券。", False),
    ("超时可获 2 张 10 元无门槛券。", "如果超时，可以拿到一张 10 元无门槛券。", False),
    ("超时可获多张 10 元无门槛券。", "如果超时，可以拿到一张 10 元无门槛券。", False),
    ("每人每月可领优惠券。", "每人每月可以领一张优惠券。", False),
    ("每人每月可领三张优惠券。", "每人每月可以领一张优惠券。", False),
    ("每人每月可领一张优惠券。", "每人每月可以领一张优惠券。", True),
    ("每人每月可领礼品。", "每人每月可以领一份礼品。", False),
    ("每人限领优惠券。", "每人限领一张优惠券。", False),
    ("维修费按一块钱一分钟计。", "维修费按一元一分钟计。", True),
    # X 的话 closes a condition as X 时 does
    (LATE, "逾期的话，每天按应付租金的万分之五收滞纳金。", True),
    ("逾期时，每日按应付租金的 0.05% 计收滞纳金。",
     "如果逾期的话，每天按应付租金的万分之五收滞纳金。", True),
    (LATE, "不逾期的话，每天按应付租金的万分之五收滞纳金。", False),
    (LATE, "逾期的话，不收滞纳金。", False),
    (LATE, "逾期 3 天以上的话，每天按应付租金的万分之五收滞纳金。", False),
    ("会员可免费停车 2 小时。", "会员的话，可以免费停车 2 小时。", True),
    ("会员可免费停车 2 小时。", "非会员的话，可以免费停车 2 小时。", False),
    # 同一 + classifier = 同一 = 同
    (IP, "同一个 IP 在 60 秒内请求超过 10 次就会触发限速。", True),
    (RULE, "同一条规则对同一个 issue，30 分钟内最多通知一次。", True),
    ("易燃液体不得与氧化剂同柜存放。", "易燃液体不得与氧化剂存放在同一个柜子里。", True),
    (IP, "同一个 IP 在 60 秒内请求超过 100 次就会触发限速。", False),
    (IP, "不同 IP 在 60 秒内请求超过 10 次就会触发限速。", False),
    (RULE, "同一条规则对同一个 issue，30 分钟内至少通知一次。", False),
    # two bounds of two amounts are no bound said twice (内 closes 30 天, 最多 opens 一次)
    ("30 天内最多退款一次。", "30 天内退款一次。", False),
    ("5 天内最多可以改 2 次。", "5 天内可以改 2 次。", False),
    ("5 天内最多可以改 2 次。", "5 天内最多可以改 2 次。", True),
    ("最高不超过 20 倍。", "最高 20 倍。", True),
    # an only after the claim's upper bound says it again (operator.bound_only)
    ("每位会员最多可带 2 名访客。", "每位会员最多只能带 2 名访客。", True),
    ("每位会员可带 2 名访客。", "每位会员只能带 2 名访客。", False),
    ("30 分钟内通知一次。", "30 分钟内只通知一次。", False),
    ("每位会员最多只能带 2 名访客。", "每位会员最多可带 2 名访客。", False),
    # 选择 after a modal and before options joined by 或 is the frame of the choice
    (SEA, "海况达到 5 级以上航班会取消，可以选择全额退款或者改期。", True),
    ("会员可选择到店自提或快递到家。", "会员可以到店自提或者快递到家。", True),
    (SEA, "海况达到 5 级以上航班会取消，必须选择全额退款或者改期。", False),
    (SEA, "海况达到 5 级以上航班会取消，可以选择全额退款或者免费升舱。", False),
    (SEA, "海况达到 5 级以上航班会取消，可以选择半额退款或者改期。", False),
    (SEA, "海况达到 5 级以上航班会取消，可以选择全额退款。", False),
    ("会员可到店自提。", "会员可以选择到店自提。", False),
    # 后 after a passed bound (超过 / 满 + amount) is the bound's own end
    ("超过 5 分钟按每 30 分钟 2 元计费。", "超过 5 分钟后按每 30 分钟 2 元计费。", True),
    ("满 90 天的根管治疗按 70% 报销。", "满 90 天后的根管治疗按 70% 报销。", True),
    ("超过 5 分钟按每 30 分钟 2 元计费。", "超过 10 分钟后按每 30 分钟 2 元计费。", False),
    ("超过 5 分钟按每 30 分钟 2 元计费。", "5 分钟后按每 30 分钟 2 元计费。", False),
    ("超过 5 分钟按每 30 分钟 2 元计费。", "超过 5 分钟前按每 30 分钟 2 元计费。", False),
    ("归还 5 分钟后按每 30 分钟 2 元计费。", "归还 5 分钟前按每 30 分钟 2 元计费。", False),
    # 前 / 后 / 内 after a duration stay its own (not 前提 + 前 of 3 年前提前)
    (LOAN, "贷款发放满 3 年后提前还款的，免收违约金。", True),
    (LOAN, "贷款发放满 3 年前提前还款的，免收违约金。", False),
    ("发货 3 天后续费。", "发货 3 天前续费。", False),
    # 每 + noun glued or not, and a classifier between 每 and its noun
    (BERTH, "每条船连续占用加油泊位不得超过 20 分钟。", True),
    (BERTH, "每条船连续占用加油泊位不得超过 30 分钟。", False),
    (BERTH, "每套船连续占用加油泊位不得超过 20 分钟。", False),
    (BERTH, "部分船连续占用加油泊位不得超过 20 分钟。", False),
    (CLASS, "儿童攀岩课每个班不超过 8 人。", True),
    (CLASS, "儿童攀岩课每个班不少于 8 人。", False),
    (CLASS, "儿童攀岩课每个组不超过 8 人。", False),
    ("每张 10 元。", "每 10 元。", False),
    # a not-yet is the perfect negation 未 says
    (RENT, "如果逾期 10 天还没交，出租方有权终止合同。", True),
    (RENT, "如果逾期 10 天还没有交，出租方有权终止合同。", True),
    (RENT, "如果逾期 10 天不交，出租方有权终止合同。", False),
    (RENT, "如果逾期 10 天已交，出租方有权终止合同。", False),
    (RENT, "如果逾期 10 天交了，出租方有权终止合同。", False),
    (RENT, "如果逾期 5 天还没交，出租方有权终止合同。", False),
    ("该接口不再支持 XML。", "该接口还没支持 XML。", False),
    ("该接口从未支持 XML。", "该接口还没支持 XML。", True),
    ("该接口还没支持 XML。", "该接口从未支持 XML。", False),
    # the 才 of 只有 answers it across a comma, on either side
    (SUBLET_ONLY, "只有取得出租方书面同意，承租人才可以转租车辆。", True),
    (SUBLET_ONLY, "只有取得出租方书面同意，承租人才可以出售车辆。", False),
    (SUBLET_ONLY, "取得出租方书面同意时，承租人必须转租车辆。", False),
    (SUBLET_ONLY, "只有取得出租方口头同意，承租人才可以转租车辆。", False),
    (SUBLET, "仅在取得出租方书面同意时，承租人可以转租车辆。", True),
    (SUBLET, "取得出租方书面同意时，承租人可以转租车辆。", False),
    (SUBLET, "仅在取得出租方书面同意时，承租人必须转租车辆。", False),
    (SUBLET, "仅在取得出租方书面同意时，承租人不可以转租车辆。", False),
    ("只有全日制学生才可以办理。", "仅全日制学生可以办理。", True),
    ("只有全日制学生才可以办理。", "全日制学生可以办理。", False),
    ("只有全日制学生才可以办理。", "仅非全日制学生可以办理。", False),
    # a bare number beside a kind word is the code it names
    (CODE, "超出的请求会直接返回 429。", True),
    (CODE, "超出的请求会直接返回 430。", False),
    (CODE, "超出的请求不会返回 429。", False),
    (CODE, "未超出的请求会直接返回 429。", False),
    ("接口每次最多返回 3 条记录。", "接口每次最多返回 3。", False),
    # 无 / 未经 are the 没有 of have-not and without
    (NODATA, "没有数据时，告警状态为 OK。", True),
    (NODATA, "有数据时，告警状态为 OK。", False),
    (NODATA, "没有数据时，告警状态为 Alerting。", False),
    (OT, "没有主管同意，不得加班。", True),
    (OT, "没有主管同意，可以加班。", False),
    (OT, "有主管同意，不得加班。", False),
]  # fmt: skip


@pytest.mark.parametrize(("evidence", "claim", "supported"), CASES)
def test_round13_readings(evidence: str, claim: str, supported: bool) -> None:
    assert (_result(claim, evidence) == "supported") is supported
