"""The built-in thesaurus and function words: data invariants, and per kind of entry a faithful
claim that needs it with an unsafe twin (negation, another number, another word) that must stay
unsupported.

Each synonym case is proven twice: with every rule on (supported) and with
``synonym.thesaurus`` disabled (not supported: the entry is what pays the claim).
"""

from __future__ import annotations

import json
from importlib import resources

import pytest

from answerc.grounding.lexicon import default_lexicon
from answerc.grounding.proof import Cited, prove
from answerc.grounding.text import analyze


def _data(name: str) -> dict[str, list[object]]:
    raw = resources.files("answerc.grounding.lexicon").joinpath(name).read_text("utf-8")
    data: dict[str, list[object]] = json.loads(raw)
    return data


def _result(claim: str, evidence: str, *, off: str = "") -> str:
    lex = default_lexicon()
    disabled = frozenset({off}) if off else frozenset()
    cited = [Cited("K1", analyze(evidence, lex), None, lex)]
    return prove(analyze(claim, lex), cited, lex, disabled=disabled).result


# (kind, evidence, faithful claim, unsafe twin)
SYNONYM_CASES = [
    (
        "zh anaphoric period",
        "泳池每日 12:00 至 13:00 闭馆换水消毒，期间禁止下水。",
        "泳池每日 12:00 至 13:00 闭馆换水消毒，这段时间禁止下水。",
        "泳池每日 12:00 至 13:00 闭馆换水消毒，这段时间可以下水。",
    ),
    (
        "en phrase, no cost",
        "Members may bring up to two guests free of charge on each visit.",
        "Members may bring up to two guests at no cost on each visit.",
        "Members may bring up to three guests at no cost on each visit.",
    ),
    (
        "zh verb, register variant",
        # 用 as the clause's verb (as a coverb before 传输 it is 通过: readings.instrument_coverbs)
        "传输文件时，用户须使用公司加密平台。",
        "传输文件时，用户须用公司加密平台。",
        "传输文件时，用户不得用公司加密平台。",
    ),
    (
        "zh verb, register variant",
        "学生凭学生证可购买半价票。",
        "学生凭学生证可买半价票。",
        "学生凭学生证不能买半价票。",
    ),
    (
        "zh verb, register variant",
        "员工须在 3 个工作日内修改密码。",
        "员工须在 3 个工作日内改密码。",
        "员工须在 5 个工作日内改密码。",
    ),
    (
        "zh verb, register variant",
        "会员可获得 50% 的奖励里程。",
        "会员可以得到 50% 的奖励里程。",
        "会员不能得到 50% 的奖励里程。",
    ),
    (
        "zh verb",
        "CNAME 记录不能与同名的其他记录共存。",
        "CNAME 记录不能与同名的其他记录并存。",
        "CNAME 记录可以与同名的其他记录并存。",
    ),
    (
        "zh verb",
        "套餐每月包含 100GB 国内流量。",
        "套餐每月包括 100GB 国内流量。",
        "套餐每月包括 50GB 国内流量。",
    ),
    (
        "zh verb with its result complement (至 = 到)",
        "厢内温度降至 8℃ 以下方可装载药品。",
        "厢内温度降到 8℃ 以下方可装载药品。",
        "厢内温度降到 10℃ 以下方可装载药品。",
    ),
    (
        "zh noun, abbreviation",
        "办理时须携带居民身份证原件。",
        "办理时须携带身份证原件。",
        "办理时无须携带身份证原件。",
    ),
    (
        "zh noun, abbreviation",
        "住房贷款最长期限为 30 年。",
        "房贷最长期限为 30 年。",
        "房贷最长期限为 20 年。",
    ),
    (
        "zh noun, day of the week",
        "半价票仅限周一使用。",
        "半价票仅限星期一使用。",
        "半价票仅限星期二使用。",
    ),
    (
        "zh monosyllabic colloquial verb",
        "办理读者证须缴纳 10 元工本费。",
        "办理读者证须交 10 元工本费。",
        "办理读者证须交 20 元工本费。",
    ),
    (
        "zh monosyllabic colloquial verb",
        "学生须在周五前提交申请表。",
        "学生须在周五前交申请表。",
        "学生无须在周五前交申请表。",
    ),
    (
        "zh monosyllabic colloquial verb",
        "房租须在每月 5 日前支付。",
        "房租须在每月 5 日前付。",
        "房租须在每月 10 日前付。",
    ),
    (
        "zh monosyllabic colloquial verb",
        "订单取消后押金将全额退还。",
        "订单取消后押金将全额退。",
        "订单取消后押金不会全额退。",
    ),
    (
        "zh monosyllabic colloquial verb",
        "逾期未还的，每天扣除 1 个信用分。",
        "逾期未还的，每天扣 1 个信用分。",
        "逾期未还的，每天扣 2 个信用分。",
    ),
    (
        "zh monosyllabic colloquial verb",
        "用户可在 App 中查询退款进度。",
        "用户可在 App 中查退款进度。",
        "用户不能在 App 中查退款进度。",
    ),
    (
        "zh monosyllabic colloquial verb",
        "会员可在线查找附近门店。",
        "会员可在线找附近门店。",
        "会员不可在线找附近门店。",
    ),
    (
        "zh monosyllabic colloquial verb",
        "屏幕损坏的可免费更换一次。",
        "屏幕损坏的可免费换一次。",
        "屏幕损坏的可免费换两次。",
    ),
    (
        "zh monosyllabic colloquial verb",
        "离开实验室前须关闭所有水电阀门。",
        "离开实验室前须关所有水电阀门。",
        "离开实验室前无须关所有水电阀门。",
    ),
    (
        "zh monosyllabic colloquial verb",
        "用户可在 30 天内删除评价。",
        "用户可在 30 天内删评价。",
        "用户可在 60 天内删评价。",
    ),
    (
        "zh monosyllabic colloquial verb",
        "行李可免费存放 24 小时。",
        "行李可免费存 24 小时。",
        "行李可免费存 48 小时。",
    ),
    (
        "zh monosyllabic colloquial verb",
        "会员可选择按年付费。",
        "会员可以选按年付费。",
        "会员不可以选按年付费。",
    ),
    (
        "zh monosyllabic colloquial verb",
        "储能电池柜严禁安装在卧室内。",
        "储能电池柜严禁装在卧室内。",
        "储能电池柜可以装在卧室内。",
    ),
    (
        "zh monosyllabic colloquial verb",
        "连续签到 7 天可获得 50 积分。",
        "连续签到 7 天就能获 50 积分。",
        "连续签到 7 天就能获 30 积分。",
    ),
    (
        "zh monosyllabic colloquial verb",
        "学生凭学生证可购买半价票。",
        "学生凭学生证可购半价票。",
        "学生凭学生证不能购半价票。",
    ),
    (
        "zh monosyllabic colloquial verb",
        "志愿者须协助老人登记。",
        "志愿者须帮老人登记。",
        "志愿者无须帮老人登记。",
    ),
    (
        "zh monosyllabic colloquial verb",
        "双方须在 3 日内签订租赁合同。",
        "双方须在 3 日内签租赁合同。",
        "双方须在 5 日内签租赁合同。",
    ),
    (
        "zh monosyllabic colloquial verb",
        "如有疑问，可询问前台工作人员。",
        "如有疑问，可问前台工作人员。",
        "如有疑问，不可问前台工作人员。",
    ),
    (
        "zh monosyllabic colloquial verb",
        "超出部分每小时收取 5 元。",
        "超出部分每小时收 5 元。",
        "超出部分每小时收 8 元。",
    ),
    (
        "zh monosyllabic colloquial verb",
        "工资于次月 10 日发放。",
        "工资于次月 10 日发。",
        "工资于次月 15 日发。",
    ),
    (
        "zh monosyllabic colloquial verb",
        "系统将在 5 分钟内发送验证码。",
        "系统将在 5 分钟内发验证码。",
        "系统将在 10 分钟内发验证码。",
    ),
    (
        "zh monosyllabic colloquial verb",
        "客户可凭订单号邮寄发票。",
        "客户可凭订单号寄发票。",
        "客户不可凭订单号寄发票。",
    ),
    (
        "zh monosyllabic colloquial verb",
        "探视人员禁止携带鲜花进入病区。",
        "探视人员禁止带鲜花进入病区。",
        "探视人员可以带鲜花进入病区。",
    ),
    (
        "zh monosyllabic colloquial verb",
        "源站响应带有 no-store 头时，边缘节点不缓存该响应。",
        "源站响应带 no-store 头时，边缘节点不缓存该响应。",
        "源站响应带 no-store 头时，边缘节点缓存该响应。",
    ),
    (
        "zh monosyllabic colloquial verb",
        "居民可凭身份证领取免费口罩。",
        "居民可凭身份证领免费口罩。",
        "居民可凭身份证领收费口罩。",
    ),
    (
        "zh monosyllabic colloquial verb",
        "损坏设备的须按原价赔偿。",
        "损坏设备的须按原价赔。",
        "损坏设备的无须按原价赔。",
    ),
    (
        "zh monosyllabic colloquial verb",
        "意外伤害的医疗费用按 70% 赔付。",
        "意外伤害的医疗费用按 70% 赔。",
        "意外伤害的医疗费用按 50% 赔。",
    ),
    (
        "zh monosyllabic colloquial verb",
        "禁止在楼道丢弃垃圾。",
        "禁止在楼道扔垃圾。",
        "可以在楼道扔垃圾。",
    ),
    (
        "zh monosyllabic colloquial verb",
        "距离起飞不足 2 小时的，不予退票。",
        "离起飞不足 2 小时的，不予退票。",
        "离起飞不足 4 小时的，不予退票。",
    ),
    (
        "zh colloquial word, bisyllabic",
        "在提交信息中添加 [skip-it] 可跳过集成测试。",
        "在提交信息中加上 [skip-it] 可跳过集成测试。",
        "在提交信息中加上 [skip-it] 不能跳过集成测试。",
    ),
    (
        "zh colloquial word, bisyllabic",
        "启用 OIDC 登录后，ID Token 的有效期由 IdP 决定。",
        "开启 OIDC 登录后，ID Token 的有效期由 IdP 决定。",
        "开启 OIDC 登录后，ID Token 的有效期由平台决定。",
    ),
    (
        "zh colloquial word, bisyllabic",
        "留样记录须注明日期和餐次。",
        "留样记录须写明日期和餐次。",
        "留样记录无须写明日期和餐次。",
    ),
    (
        "zh colloquial word, bisyllabic",
        "用户接收验证码后须在 5 分钟内输入。",
        "用户收到验证码后须在 5 分钟内输入。",
        "用户收到验证码后须在 10 分钟内输入。",
    ),
    (
        "zh colloquial word, bisyllabic",
        "员工应知悉本规定的全部内容。",
        "员工应知道本规定的全部内容。",
        "员工无须知道本规定的全部内容。",
    ),
    (
        "zh colloquial word, bisyllabic",
        "会员卡丢失的，须在 3 日内挂失。",
        "会员卡弄丢的，须在 3 日内挂失。",
        "会员卡弄丢的，须在 7 日内挂失。",
    ),
    (
        "zh colloquial word, bisyllabic",
        "借用设备损坏的，须照价赔偿。",
        "借用设备弄坏的，须照价赔偿。",
        "借用设备弄坏的，无须照价赔偿。",
    ),
    (
        "zh colloquial word, bisyllabic",
        "服药期间禁止饮酒。",
        "吃药期间禁止饮酒。",
        "吃药期间可以饮酒。",
    ),
    (
        "zh colloquial word, bisyllabic",
        "发热患者须先到发热门诊就诊。",
        "发热患者须先到发热门诊看医生。",
        "发热患者无须到发热门诊看医生。",
    ),
    (
        "zh colloquial word, bisyllabic",
        "女职工生育享受 98 天产假。",
        "女职工生孩子享受 98 天产假。",
        "女职工生孩子享受 128 天产假。",
    ),
    (
        "zh colloquial word, bisyllabic",
        "怀孕未满 3 个月的不得参加体能测试。",
        "妊娠未满 3 个月的不得参加体能测试。",
        "妊娠未满 6 个月的不得参加体能测试。",
    ),
    (
        "zh colloquial word, bisyllabic",
        "出现腹泻症状的员工不得上岗。",
        "出现拉肚子症状的员工不得上岗。",
        "出现拉肚子症状的员工可以上岗。",
    ),
    (
        "zh colloquial word, bisyllabic",
        "被保险人死亡的，保险金由受益人领取。",
        "被保险人过世的，保险金由受益人领取。",
        "被保险人过世的，保险金由投保人领取。",
    ),
    (
        "zh colloquial word, bisyllabic",
        "报名表须填写姓名和学号。",
        "报名表须填写名字和学号。",
        "报名表无须填写名字和学号。",
    ),
    (
        "zh colloquial word, bisyllabic",
        "目前该服务仅支持安卓系统。",
        "现在该服务仅支持安卓系统。",
        "现在该服务仅支持苹果系统。",
    ),
    (
        "zh colloquial word, bisyllabic",
        "猫寄养每晚 80 元。",
        "猫咪寄养每晚 80 元。",
        "猫咪寄养每晚 100 元。",
    ),
    (
        "zh colloquial word, bisyllabic",
        "车辆须停放在指定区域。",
        "车子须停放在指定区域。",
        "车子无须停放在指定区域。",
    ),
    (
        "zh colloquial word, bisyllabic",
        "危险化学品须存放于专用柜子中。",
        "危险化学品须存放于专用柜中。",
        "危险化学品无须存放于专用柜中。",
    ),
    (
        "en lemma, spelling variant",
        "The harbour closes at 22:00.",
        "The harbor closes at 22:00.",
        "The harbor closes at 23:00.",
    ),
    (
        "en phrase, spelling variant",
        "Health care workers must wear a mask.",
        "Healthcare workers must wear a mask.",
        "Healthcare workers need not wear a mask.",
    ),
    (
        "en verb: bill = charge (a price; before the amount both are the copula, price_verbs)",
        "Data transfer between availability zones is billed per GB at $0.01.",
        "Data transfer between availability zones is charged per GB at $0.01.",
        "Data transfer between availability zones is charged per GB at $0.02.",
    ),
    (
        "en verb: charge = bill (a group of its own: the noun bill does not pay fee)",
        "Customers are charged on the first day of each month.",
        "Customers are billed on the first day of each month.",
        "Customers are billed on the last day of each month.",
    ),
    (
        "en noun: fee = charge",
        "Appointments cancelled with less than 24 hours' notice incur a $50 fee.",
        "Appointments cancelled with less than 24 hours' notice incur a $50 charge.",
        "Appointments cancelled with less than 24 hours' notice incur a $60 charge.",
    ),
    (
        "en verb: contain = include",
        "Orders containing controlled medicines are only delivered to the prescription address.",
        "Orders that include controlled medicines are only delivered to the prescription address.",
        "Orders that include controlled medicines are delivered to any address.",
    ),
    (
        "en adjective = phrase: consecutive = in a row",
        "A target is marked unhealthy after 3 consecutive failed health checks.",
        "A target is marked unhealthy after 3 failed health checks in a row.",
        "A target is marked unhealthy after 5 failed health checks in a row.",
    ),
    (
        "en verb = phrasal verb: lag = fall behind",
        "A read replica that lags is removed from the read pool.",
        "A read replica that falls behind is removed from the read pool.",
        "A read replica that falls behind is not removed from the read pool.",
    ),
    (
        "en verb = phrasal verb: decline = turn down",
        "Drivers can decline a ride request without penalty.",
        "Drivers can turn down a ride request without penalty.",
        "Drivers cannot turn down a ride request without penalty.",
    ),
    (
        "en verb = phrasal verb: reject = turn down",
        "Couriers who reject more than five offers in an hour are paused for 15 minutes.",
        "Couriers who turn down more than five offers in an hour are paused for 15 minutes.",
        "Couriers who turn down more than three offers in an hour are paused for 15 minutes.",
    ),
    (
        "en verb: reject = decline",
        "The gateway rejects requests without a valid API key.",
        "The gateway declines requests without a valid API key.",
        "The gateway accepts requests without a valid API key.",
    ),
    (
        "en verb = phrasal verb: register = sign up",
        "Visitors must register at reception before entering the lab.",
        "Visitors must sign up at reception before entering the lab.",
        "Visitors need not sign up at reception before entering the lab.",
    ),
    (
        "en verb: complete = finish",
        "Reviews not completed within 14 days are escalated to the director.",
        "Reviews not finished within 14 days are escalated to the director.",
        "Reviews not finished within 30 days are escalated to the director.",
    ),
    (
        "en verb: complete = finish",
        "The security scan must complete before the deploy job starts.",
        "The security scan must finish before the deploy job starts.",
        "The security scan must finish after the deploy job starts.",
    ),
    (
        "en verb: leave = depart",
        "The ferry leaves the harbour at 18:00.",
        "The ferry departs the harbour at 18:00.",
        "The ferry departs the harbour at 19:00.",
    ),
    (
        "en verb: depart = leave",
        "Flights depart from Terminal 2.",
        "Flights leave from Terminal 2.",
        "Flights do not leave from Terminal 2.",
    ),
    (
        "en noun = phrasal verb, spelling variant: checkout = check out",
        "Business customers can add a VAT number before checkout.",
        "Business customers can add a VAT number before they check out.",
        "Business customers can add a VAT number after they check out.",
    ),
    (
        "en phrasal verb = one word, spelling variant: time out = timeout",
        "Search requests time out after 30 seconds.",
        "Search requests timeout after 30 seconds.",
        "Search requests timeout after 60 seconds.",
    ),
    (
        "en lemma variant: forwards (the lemmatizer keeps it) = forward",
        "The acquirer forwards the chargeback notice to the merchant within 2 days.",
        "The chargeback notice is forwarded to the merchant by the acquirer within 2 days.",
        "The chargeback notice is forwarded to the acquirer by the merchant within 2 days.",
    ),
    (
        "en verb, register variant: want = wish (to do something)",
        "Cancellation cover does not apply if you cancel because you no longer wish to travel.",
        "Cancellation cover does not apply if you cancel because you no longer want to travel.",
        "Cancellation cover applies if you cancel because you no longer want to travel.",
    ),
    (
        "en verb, register variant: wish = want",
        "Customers who want to cancel their subscription must contact support.",
        "Customers who wish to cancel their subscription must contact support.",
        "Customers who wish to cancel their subscription need not contact support.",
    ),
    # round 4, zh (tests/test_lexicon_zh_round4.py checks the groups themselves)
    (
        "zh monosyllabic verb 含 = 包含",
        "套餐每月包含 100GB 国内流量。",
        "套餐每月含 100GB 国内流量。",
        "套餐每月含 50GB 国内流量。",
    ),
    (
        "zh monosyllabic verb 含 = 包括",
        "房价包括双人早餐。",
        "房价含双人早餐。",
        "房价不含双人早餐。",
    ),
    (
        "zh 包含 for 含",
        "固定工位会员每月含 10 小时会议室使用时长。",
        "固定工位会员每月包含 10 小时会议室使用时长。",
        "固定工位会员每月包含 20 小时会议室使用时长。",
    ),
    (
        "zh monosyllabic verb 停 = 停放",
        "车辆须停放在 App 显示的电子围栏内。",
        "车辆须停在 App 显示的电子围栏内。",
        "车辆无须停在 App 显示的电子围栏内。",
    ),
    (
        "zh monosyllabic verb 停 = 停车",
        "月卡车辆单次停车不得超过 24 小时。",
        "月卡车辆单次停不得超过 24 小时。",
        "月卡车辆单次停不得超过 48 小时。",
    ),
    (
        "zh resultative 签好 = 签署",
        "受试者签署知情同意书后，研究者方可开展筛选检查。",
        "受试者签好知情同意书后，研究者方可开展筛选检查。",
        "受试者签好知情同意书后，研究者不得开展筛选检查。",
    ),
    (
        "zh resultative 签好 = 签订",
        "双方签订租赁合同后，承租人须在 3 日内支付押金。",
        "双方签好租赁合同后，承租人须在 3 日内支付押金。",
        "双方签好租赁合同后，承租人须在 7 日内支付押金。",
    ),
    (
        "zh verb 设置 = 配置",
        "CNAME 记录不能与同名的其他记录共存，因此 zone apex 不能直接配置 CNAME。",
        "CNAME 记录不能与同名的其他记录共存，因此 zone apex 不能直接设置 CNAME。",
        "CNAME 记录不能与同名的其他记录共存，因此 zone apex 可以直接设置 CNAME。",
    ),
    (
        "zh verb 配置 = 设置",
        "每层楼须设置 2 个灭火器。",
        "每层楼须配置 2 个灭火器。",
        "每层楼须配置 4 个灭火器。",
    ),
    (
        "zh 过程中 = 期间",
        "考试期间画面中断超过 60 秒的，系统将自动暂停考试。",
        "考试过程中画面中断超过 60 秒的，系统将自动暂停考试。",
        "考试过程中画面中断超过 90 秒的，系统将自动暂停考试。",
    ),
    (
        "zh 期间 = 过程中",
        "运输过程中须保持冷藏。",
        "运输期间须保持冷藏。",
        "运输期间无须保持冷藏。",
    ),
    # round 6, en: move = transfer and move = relocate (two groups: relocate does not pay
    # transfer, "relocate funds" is not "transfer funds")
    (
        "en verb: move = transfer (to another place or device)",
        "A license key may be transferred to a new device no more than twice per calendar year.",
        "A license key may be moved to a new device no more than twice per calendar year.",
        "A license key may be moved to a new device no more than three times per calendar year.",
    ),
    (
        "en verb: transfer = move",
        "Funds are moved to the savings account on the first day of each month.",
        "Funds are transferred to the savings account on the first day of each month.",
        "Funds are transferred to the savings account on the last day of each month.",
    ),
    (
        "en verb: move = relocate",
        "When disk usage on a node exceeds the high watermark of 90%, Elasticsearch attempts to "
        "relocate shards away from that node.",
        "When disk usage on a node exceeds the high watermark of 90%, Elasticsearch attempts to "
        "move shards away from that node.",
        "When disk usage on a node exceeds the high watermark of 80%, Elasticsearch attempts to "
        "move shards away from that node.",
    ),
    (
        "en verb: relocate = move",
        "Patients are moved to the east wing during the renovation.",
        "Patients are relocated to the east wing during the renovation.",
        "Patients are not relocated to the east wing during the renovation.",
    ),
    # round 7, en: formal verbs and their plain words (terminate = end, reside = live, notify /
    # inform = tell, grant / provide = give, vacate / exit = leave, rectify = fix ...); each its own
    # group, so they do not chain with the older groups of the same plain word
    (
        "en verb, register variant: terminate = end",
        "The rental agreement terminates on the last day of the notice period.",
        "The rental agreement ends on the last day of the notice period.",
        "The rental agreement ends on the first day of the notice period.",
    ),
    (
        "en verb, register variant: end = terminate",
        "Free trials end after 14 days.",
        "Free trials terminate after 14 days.",
        "Free trials terminate after 30 days.",
    ),
    (
        "en verb, register variant: reside = live",
        "Applicants must reside in the county for at least 12 months before applying.",
        "Applicants must live in the county for at least 12 months before applying.",
        "Applicants must live in the county for at least 6 months before applying.",
    ),
    (
        "en verb: dispatch = ship",
        "Orders placed before 14:00 are dispatched the same day.",
        "Orders placed before 14:00 are shipped the same day.",
        "Orders placed after 14:00 are shipped the same day.",
    ),
    (
        "en verb, register variant: notify = tell",
        "Tenants must notify the landlord of any water leak within 24 hours.",
        "Tenants must tell the landlord about any water leak within 24 hours.",
        "Tenants must tell the landlord about any water leak within 72 hours.",
    ),
    (
        "en verb, register variant: inform = tell",
        "Passengers must inform the crew if they feel unwell during the flight.",
        "Passengers must tell the crew if they feel unwell during the flight.",
        "Passengers need not tell the crew if they feel unwell during the flight.",
    ),
    (
        "en verb: indicate = show",
        "A red light on the charger indicates a fault.",
        "A red light on the charger shows a fault.",
        "A green light on the charger shows a fault.",
    ),
    (
        "en verb, register variant: grant = give",
        "The Editor role grants write access to all projects in the workspace.",
        "The Editor role gives write access to all projects in the workspace.",
        "The Viewer role gives write access to all projects in the workspace.",
    ),
    (
        "en verb, register variant: provide = give",
        "The hotel provides a shuttle to the airport every 30 minutes.",
        "The hotel gives a shuttle to the airport every 30 minutes.",
        "The hotel gives a shuttle to the airport every 60 minutes.",
    ),
    (
        "en verb, register variant: give = provide",
        "Residents must give 30 days' written notice.",
        "Residents must provide 30 days' written notice.",
        "Residents must provide 60 days' written notice.",
    ),
    (
        "en verb: locate = find",
        "Staff must locate the nearest fire exit at the start of each shift.",
        "Staff must find the nearest fire exit at the start of each shift.",
        "Staff must find the nearest fire exit at the end of each shift.",
    ),
    (
        "en verb, register variant: vacate = leave",
        "Guests must vacate the room by 11:00 on the day of departure.",
        "Guests must leave the room by 11:00 on the day of departure.",
        "Guests must leave the room by 12:00 on the day of departure.",
    ),
    (
        "en verb: exit = leave",
        "Visitors must exit the building through the north door during a drill.",
        "Visitors must leave the building through the north door during a drill.",
        "Visitors must leave the building through the south door during a drill.",
    ),
    (
        "en verb, register variant: rectify = fix (fixed / fixes read fixe)",
        "Defects reported within 30 days are rectified free of charge.",
        "Defects reported within 30 days are fixed free of charge.",
        "Defects reported within 60 days are fixed free of charge.",
    ),
    (
        "en verb, register variant: fix = rectify",
        "The contractor must fix any defect within 10 working days.",
        "The contractor must rectify any defect within 10 working days.",
        "The contractor must rectify any defect within 20 working days.",
    ),
    (
        "en verb, register variant: permit = allow (active; passive permitted / allowed are "
        "operators)",
        "The standard plan permits two users per account.",
        "The standard plan allows two users per account.",
        "The standard plan allows three users per account.",
    ),
    (
        "en verb = phrasal verb: expedite = speed up",
        "Paying the priority fee expedites the review of your application.",
        "Paying the priority fee speeds up the review of your application.",
        "Paying the priority fee does not speed up the review of your application.",
    ),
    (
        "en verb: reserve = book",
        "Members can reserve a court up to 7 days in advance.",
        "Members can book a court up to 7 days in advance.",
        "Members can book a court up to 14 days in advance.",
    ),
    (
        "en verb: book = reserve",
        "Meeting rooms must be booked through the facilities portal.",
        "Meeting rooms must be reserved through the facilities portal.",
        "Meeting rooms need not be reserved through the facilities portal.",
    ),
    (
        "en verb: pick = choose",
        "Subscribers can choose one free item each month.",
        "Subscribers can pick one free item each month.",
        "Subscribers can pick two free items each month.",
    ),
    (
        "en verb: pick = select",
        "At checkout, select a delivery slot between 08:00 and 20:00.",
        "At checkout, pick a delivery slot between 08:00 and 20:00.",
        "At checkout, pick a delivery slot between 09:00 and 20:00.",
    ),
    (
        "en verb = phrasal verb: include = come with (a product, plan or service)",
        "The Patron membership includes four guest passes.",
        "The Patron membership comes with four guest passes.",
        "The Patron membership comes with two guest passes.",
    ),
    # round 7, en: formal or British nouns and adjectives and their plain or American words
    # (personnel = staff, beverage = drink, amendment = change, prior = previous, reservation =
    # booking, car park = parking lot ...)
    (
        "en noun, register variant: personnel = staff",
        "Only authorised personnel may enter the server room.",
        "Only authorised staff may enter the server room.",
        "All staff may enter the server room.",
    ),
    (
        "en noun, register variant: commencement = start",
        "Benefits apply from the commencement of employment.",
        "Benefits apply from the start of employment.",
        "Benefits apply from the end of employment.",
    ),
    (
        "en noun: start = beginning",
        "Fees are charged at the start of each term.",
        "Fees are charged at the beginning of each term.",
        "Fees are not charged at the beginning of each term.",
    ),
    (
        "en noun, register variant: beverage = drink",
        "Alcoholic beverages are not served to guests under 18.",
        "Alcoholic drinks are not served to guests under 18.",
        "Alcoholic drinks are served to guests under 18.",
    ),
    (
        "en noun, register variant: apparel / attire = clothing / clothes",
        "Protective apparel must be worn in the laboratory.",
        "Protective clothing must be worn in the laboratory.",
        "Protective clothing need not be worn in the laboratory.",
    ),
    (
        "en noun, register variant: attire = clothes",
        "Business attire is required at the awards dinner.",
        "Business clothes are required at the awards dinner.",
        "Business clothes are required at the welcome lunch.",
    ),
    (
        "en noun, register variant: amendment = change",
        "Amendments to a booking are free until 48 hours before arrival.",
        "Changes to a booking are free until 48 hours before arrival.",
        "Changes to a booking are free until 24 hours before arrival.",
    ),
    (
        "en noun: modification = change",
        "Changes to the firewall rules require approval from the security team.",
        "Modifications to the firewall rules require approval from the security team.",
        "Modifications to the firewall rules require approval from the network team.",
    ),
    (
        "en noun: alteration = change",
        "Alterations to the property require the landlord's written consent.",
        "Changes to the property require the landlord's written consent.",
        "Changes to the property do not require the landlord's written consent.",
    ),
    (
        "en adjective, register variant: prior = previous",
        "Applicants must list all prior convictions on the form.",
        "Applicants must list all previous convictions on the form.",
        "Applicants need not list previous convictions on the form.",
    ),
    (
        "en noun: reservation = booking",
        "Reservations can be cancelled free of charge up to 24 hours before arrival.",
        "Bookings can be cancelled free of charge up to 24 hours before arrival.",
        "Bookings can be cancelled free of charge up to 48 hours before arrival.",
    ),
    (
        "en noun, short form: bicycle = bike",
        "Bicycles must be parked in the racks by the east entrance.",
        "Bikes must be parked in the racks by the east entrance.",
        "Bikes must be parked in the racks by the west entrance.",
    ),
    (
        "en noun, British / American: car park = parking lot (parking reads park)",
        "The staff car park closes at 22:00.",
        "The staff parking lot closes at 22:00.",
        "The staff parking lot closes at 23:00.",
    ),
    (
        "en noun, short form: certificate = cert",
        "TLS certificates are renewed 30 days before they expire.",
        "TLS certs are renewed 30 days before they expire.",
        "TLS certs are renewed 10 days before they expire.",
    ),
    (
        "en noun, British / American: tyre = tire",
        "Tyres must have a tread depth of at least 1.6 mm.",
        "Tires must have a tread depth of at least 1.6 mm.",
        "Tires must have a tread depth of at least 3 mm.",
    ),
    (
        "en noun, British / American: expiry = expiration",
        "The card cannot be used after its expiry date.",
        "The card cannot be used after its expiration date.",
        "The card can be used after its expiration date.",
    ),
    (
        "en noun: person = people (persons reads person)",
        "The room holds up to 12 persons.",
        "The room holds up to 12 people.",
        "The room holds up to 20 people.",
    ),
    (
        "en noun, British / American: bank holiday = public holiday",
        "The clinic is closed on bank holidays.",
        "The clinic is closed on public holidays.",
        "The clinic is open on public holidays.",
    ),
    (
        "en noun: invoice = bill (a group of its own: invoice does not pay charge)",
        "Invoices are sent on the first day of each month.",
        "Bills are sent on the first day of each month.",
        "Bills are sent on the last day of each month.",
    ),
    (
        "en adjective: hazardous = dangerous",
        "Hazardous goods cannot be sent by air mail.",
        "Dangerous goods cannot be sent by air mail.",
        "Dangerous goods can be sent by air mail.",
    ),
    (
        "en adjective: costly = expensive",
        "Repairs outside the warranty can be costly.",
        "Repairs outside the warranty can be expensive.",
        "Repairs inside the warranty can be expensive.",
    ),
    (
        "en adverb: overseas = abroad",
        "Students who study overseas for a semester keep their scholarship.",
        "Students who study abroad for a semester keep their scholarship.",
        "Students who study abroad for a semester lose their scholarship.",
    ),
    (
        "en noun, register variant: remuneration = pay",
        "Remuneration is reviewed once a year in April.",
        "Pay is reviewed once a year in April.",
        "Pay is reviewed once a year in October.",
    ),
    # round 7, en: British / American spelling pairs (-ise / -ize verbs, -isation / -ization nouns,
    # -our / -or, ae / e, unauthorised); one case per kind, the rest are the same rewrite
    (
        "en spelling, British / American: jeopardise = jeopardize (verbs in -ise)",
        "Sharing your password may jeopardise the security of your account.",
        "Sharing your password may jeopardize the security of your account.",
        "Sharing your password cannot jeopardize the security of your account.",
    ),
    (
        "en spelling, British / American: immunisation = immunization (nouns in -isation)",
        "Staff must show proof of immunisation against hepatitis B.",
        "Staff must show proof of immunization against hepatitis B.",
        "Staff need not show proof of immunization against hepatitis B.",
    ),
    (
        "en spelling, British / American: favourable = favorable",
        "Loans are offered on favourable terms to members of 2 years or more.",
        "Loans are offered on favorable terms to members of 2 years or more.",
        "Loans are offered on favorable terms to members of 5 years or more.",
    ),
    (
        "en spelling, British / American: unauthorised (kept by the lemmatizer) = unauthorized",
        "The cardholder is not liable for unauthorised charges reported within 60 days.",
        "The cardholder is not liable for unauthorized charges reported within 60 days.",
        "The cardholder is not liable for unauthorized charges reported within 90 days.",
    ),
    (
        "en spelling, British / American: paediatrician = pediatrician",
        "A paediatrician is on call every weekend.",
        "A pediatrician is on call every weekend.",
        "A pediatrician is not on call every weekend.",
    ),
    # round 7, en: more formal words and their plain ones (initiate = start, elapse = pass, levy =
    # charge, dispose of = throw away, supersede = replace, collect = pick up ...)
    (
        "en verb, register variant: initiate = start",
        "Wire transfers initiated after 17:00 are processed on the next business day.",
        "Wire transfers started after 17:00 are processed on the next business day.",
        "Wire transfers started after 18:00 are processed on the next business day.",
    ),
    (
        "en verb, register variant: elapse = pass (time)",
        "A refund can be claimed once 30 days have elapsed since the purchase.",
        "A refund can be claimed once 30 days have passed since the purchase.",
        "A refund can be claimed once 14 days have passed since the purchase.",
    ),
    (
        "en verb, register variant: levy = charge",
        "A 2% surcharge is levied on payments by credit card.",
        "A 2% surcharge is charged on payments by credit card.",
        "A 3% surcharge is charged on payments by credit card.",
    ),
    (
        "en verb: accrue = accumulate",
        "Annual leave accrues at 2 days per month of service.",
        "Annual leave accumulates at 2 days per month of service.",
        "Annual leave accumulates at 3 days per month of service.",
    ),
    (
        "en phrasal verb, register variant: dispose of = throw away",
        "Used needles must be disposed of in the yellow sharps bin.",
        "Used needles must be thrown away in the yellow sharps bin.",
        "Used needles must be thrown away in the black sharps bin.",
    ),
    (
        "en verb = phrasal verb: relinquish = give up",
        "Members who relinquish their locker must return the key within 7 days.",
        "Members who give up their locker must return the key within 7 days.",
        "Members who give up their locker must return the key within 14 days.",
    ),
    (
        "en verb = phrasal verb: confiscate = take away",
        "A season pass used by anyone other than its holder is confiscated.",
        "A season pass used by anyone other than its holder is taken away.",
        "A season pass used by anyone other than its holder is not taken away.",
    ),
    (
        "en noun: issue = problem",
        "Report any billing issue to support within 60 days of the invoice date.",
        "Report any billing problem to support within 60 days of the invoice date.",
        "Report any billing problem to support within 90 days of the invoice date.",
    ),
    (
        "en noun, register variant: notification = notice",
        "Tenants receive a notification 30 days before the rent changes.",
        "Tenants receive a notice 30 days before the rent changes.",
        "Tenants receive a notice 7 days before the rent changes.",
    ),
    (
        "en noun: funds = money",
        "Funds are moved to the savings account on the first day of each month.",
        "Money is moved to the savings account on the first day of each month.",
        "Money is moved to the savings account on the last day of each month.",
    ),
    (
        "en noun, British / American: parcel = package",
        "Parcels over 30 kg are not accepted at the counter.",
        "Packages over 30 kg are not accepted at the counter.",
        "Packages over 20 kg are not accepted at the counter.",
    ),
    (
        "en noun: vaccination = immunization / immunisation",
        "Staff must show proof of vaccination against hepatitis B.",
        "Staff must show proof of immunisation against hepatitis B.",
        "Staff need not show proof of immunisation against hepatitis B.",
    ),
    (
        "en adverb: immediately = straight away",
        "Lost cards must be reported immediately.",
        "Lost cards must be reported straight away.",
        "Lost cards need not be reported straight away.",
    ),
    (
        "en noun: prohibition = ban",
        "The prohibition on smoking applies to all balconies.",
        "The ban on smoking applies to all balconies.",
        "The ban on smoking applies to no balconies.",
    ),
    (
        "en verb = phrasal verb: comprise = consist of",
        "The panel comprises three members appointed by the board.",
        "The panel consists of three members appointed by the board.",
        "The panel consists of five members appointed by the board.",
    ),
    (
        "en verb, register variant: supersede = replace",
        "Version 4 of this policy supersedes version 3.",
        "Version 4 of this policy replaces version 3.",
        "Version 5 of this policy replaces version 3.",
    ),
    (
        "en verb, register variant: affix = attach",
        "The parking permit must be affixed to the windscreen.",
        "The parking permit must be attached to the windscreen.",
        "The parking permit need not be attached to the windscreen.",
    ),
    (
        "en verb = phrasal verb: collect = pick up (an order; the passive of a phrasal verb is "
        "read as another voice, a text rule's matter)",
        "Customers can collect their orders from the store within 7 days.",
        "Customers can pick up their orders from the store within 7 days.",
        "Customers can pick up their orders from the store within 14 days.",
    ),
    (
        "en noun: collection = pickup",
        "Collection is free for orders over $50.",
        "Pickup is free for orders over $50.",
        "Pickup is free for orders over $80.",
    ),
    (
        "en verb: reboot = restart",
        "Servers are rebooted every Sunday at 03:00.",
        "Servers are restarted every Sunday at 03:00.",
        "Servers are restarted every Sunday at 04:00.",
    ),
    (
        "en verb: retrieve = fetch",
        "The client retrieves the latest configuration every 5 minutes.",
        "The client fetches the latest configuration every 5 minutes.",
        "The client fetches the latest configuration every 15 minutes.",
    ),
    (
        "en verb: halt = stop",
        "The pipeline halts when a security scan fails.",
        "The pipeline stops when a security scan fails.",
        "The pipeline does not stop when a security scan fails.",
    ),
    (
        "en spelling, British / American: amongst = among",
        "Tips are shared among all staff on the shift.",
        "Tips are shared amongst all staff on the shift.",
        "Tips are not shared amongst all staff on the shift.",
    ),
    # round 7, en: verbs whose plain word is phrasal or a direction word (pay back, send), proven in
    # the active voice
    (
        "en verb = phrasal verb: reimburse = pay back (active voice: the passive of a phrasal "
        "verb, paid back, is read as another voice, a text rule's matter)",
        "The company reimburses approved travel expenses within 30 days.",
        "The company pays back approved travel expenses within 30 days.",
        "The company pays back approved travel expenses within 60 days.",
    ),
    (
        "en verb = phrasal verb: repay = pay back",
        "Borrowers must repay the advance in 12 monthly instalments.",
        "Borrowers must pay back the advance in 12 monthly instalments.",
        "Borrowers must pay back the advance in 24 monthly instalments.",
    ),
    (
        "en verb, register variant: transmit = send (active voice: is sent is not read as a "
        "passive, its participle ends in -nt)",
        "The meter transmits a reading to the utility every 30 minutes.",
        "The meter sends a reading to the utility every 30 minutes.",
        "The meter sends a reading to the utility every 60 minutes.",
    ),
    (
        "en verb: dispatch = send",
        "The warehouse dispatches orders placed before 14:00 on the same day.",
        "The warehouse sends orders placed before 14:00 on the same day.",
        "The warehouse sends orders placed after 14:00 on the same day.",
    ),
    (
        "en verb, register variant: obstruct = block",
        "Vehicles must not obstruct the loading bay at any time.",
        "Vehicles must not block the loading bay at any time.",
        "Vehicles may block the loading bay at any time.",
    ),
]


def test_move_groups_do_not_chain() -> None:
    """move = transfer and move = relocate are two groups: relocate never pays transfer."""
    assert (
        _result(
            "Patients are transferred to the east wing.", "Patients are relocated to the east wing."
        )
        != "supported"
    )
    assert (
        _result(
            "Patients are relocated to the east wing.", "Patients are transferred to the east wing."
        )
        != "supported"
    )


def test_formal_word_groups_do_not_chain() -> None:
    """vacate = leave and leave = depart are two groups: vacate never pays depart; grant = give
    and provide = give are two groups: grant never pays provide; invoice = bill and bill =
    charge are two groups: invoice never pays charge."""
    for claim, evidence in (
        ("Guests must depart the room by 11:00.", "Guests must vacate the room by 11:00."),
        ("The Editor role provides write access.", "The Editor role grants write access."),
        ("The Editor role grants write access.", "The Editor role provides write access."),
        ("A $5 invoice applies to each order.", "A $5 charge applies to each order."),
        ("A $5 charge applies to each order.", "A $5 invoice applies to each order."),
    ):
        assert _result(claim, evidence) != "supported", claim


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


# (function word, evidence, faithful claim that adds it, unsafe twin)
FUNCTION_CASES = [
    (
        "during",
        "In parent-and-child sessions, a parent must stay within arm's reach of the child.",
        "During parent-and-child sessions, a parent must stay within arm's reach of the child.",
        "After parent-and-child sessions, a parent must stay within arm's reach of the child.",
    ),
    (
        "e g",
        "Visitors must show photo ID, for example a passport, at the desk.",
        "Visitors must show photo ID, e.g. a passport, at the desk.",
        "Visitors must show photo ID, e.g. a driving licence, at the desk.",
    ),
    (
        "for instance",
        "Visitors must show photo ID, e.g. a passport, at the desk.",
        "Visitors must show photo ID, for instance a passport, at the desk.",
        "Visitors need not show photo ID, for instance a passport, at the desk.",
    ),
    (
        "其实",
        "退款将在 3 个工作日内到账。",
        "其实，退款将在 3 个工作日内到账。",
        "其实，退款将在 5 个工作日内到账。",
    ),
    (
        "实际上",
        "退款将在 3 个工作日内到账。",
        "退款实际上将在 3 个工作日内到账。",
        "退款实际上不会在 3 个工作日内到账。",
    ),
    (
        "而是",
        "超时后不自动重试，直接返回错误。",
        "超时后不会自动重试，而是直接返回错误。",
        "超时后会自动重试，而是直接返回错误。",
    ),
    (
        "you've",
        "Late fees are waived if you have paid the balance within 7 days.",
        "Late fees are waived if you've paid the balance within 7 days.",
        "Late fees are waived if you've paid the balance within 14 days.",
    ),
    (
        "i've",
        "Refunds are issued once I have received the returned item.",
        "Refunds are issued once I've received the returned item.",
        "Refunds are not issued once I've received the returned item.",
    ),
    (
        "执行",  # a light verb before the action it names, as 进行 is
        "全站 purge 前，必须先在 #cdn-ops 频道通知值班工程师。",
        "执行全站 purge 前，必须先在 #cdn-ops 频道通知值班工程师。",
        "执行全站 purge 后，必须先在 #cdn-ops 频道通知值班工程师。",
    ),
    (
        "indeed",
        "Refunds arrive within 7 days.",
        "Refunds indeed arrive within 7 days.",
        "Refunds indeed arrive within 9 days.",
    ),
    # round 7, en: discourse words an answer adds (also, now, please, that is)
    (
        "as well",
        "Guests can also bring one child under 5 free of charge.",
        "Guests can bring one child under 5 free of charge as well.",
        "Guests can bring two children under 5 free of charge as well.",
    ),
    (
        "at present",
        "The gym is open from 06:00 to 22:00.",
        "At present, the gym is open from 06:00 to 22:00.",
        "At present, the gym is open from 07:00 to 22:00.",
    ),
    (
        "kindly",
        "Return the key to reception before 11:00.",
        "Kindly return the key to reception before 11:00.",
        "Kindly return the key to reception after 11:00.",
    ),
    (
        "in other words",
        "Refunds are not issued after 30 days.",
        "In other words, refunds are not issued after 30 days.",
        "In other words, refunds are issued after 30 days.",
    ),
    # round 7, en: formal forms of function words (whilst = while, upon = on) and hereby
    (
        "whilst",
        "Phones must be switched off while the exam is in progress.",
        "Phones must be switched off whilst the exam is in progress.",
        "Phones may be switched on whilst the exam is in progress.",
    ),
    (
        "upon",
        "Keys are returned on arrival at the front desk.",
        "Keys are returned upon arrival at the front desk.",
        "Keys are not returned upon arrival at the front desk.",
    ),
    (
        "hereby",
        "The tenant agrees to pay a deposit of $500.",
        "The tenant hereby agrees to pay a deposit of $500.",
        "The tenant hereby agrees to pay a deposit of $800.",
    ),
]


@pytest.mark.parametrize(("word", "evidence", "faithful", "twin"), FUNCTION_CASES)
def test_a_discourse_word_is_free_and_its_unsafe_twin_is_not(
    word: str, evidence: str, faithful: str, twin: str
) -> None:
    """A listed discourse word costs nothing; the claim it sits in is still checked."""
    lang = "en" if word.isascii() else "zh"
    assert word in default_lexicon().function_words[lang]
    assert _result(faithful, evidence) == "supported"
    assert _result(twin, evidence) != "supported"


def test_no_thesaurus_member_is_an_operator_a_number_or_an_opposite() -> None:
    """Operators, numbers and antonym pairs are proven by their own rules, never by a synonym."""
    lex = default_lexicon()
    data = _data("thesaurus.json")
    for lang in ("zh", "en"):
        groups = data[lang]
        assert isinstance(groups, list)
        for group in groups:
            assert isinstance(group, list) and len(group) == len(set(group)) >= 2, group
            for word in group:
                assert not lex.ops(lang, word), (lang, word)
                assert not any(ch.isdigit() for ch in word), (lang, word)
                assert all(not lex.opposite(lang, word, other) for other in group), (lang, word)


def test_no_function_word_is_an_operator() -> None:
    """A function word is free on both sides, so no operator may be listed as one.

    The few legacy surfaces that are operators as well (then, both, 即可 ...) are read as
    operators first; no new entry may add to them.
    """
    lex = default_lexicon()
    legacy = {"then", "both", "into", "it'll", "you'll", "即可"}
    data = _data("function_words.json")
    for lang in ("zh", "en"):
        words = data[lang]
        assert words == sorted(set(words)), lang  # type: ignore[type-var]
        for word in words:
            assert isinstance(word, str)
            assert word in legacy or not lex.ops(lang, word), (lang, word)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("未预约的献血者当天不能捐献。", ["献血者"]),
        ("每次可献全血 200 毫升至 400 毫升。", ["至"]),
        ("探视人员须出示身份证件。", ["身份证件"]),
        ("电单车须停在蓝色停车区内。", ["电单车"]),
        ("选择缩短期限的，这种情况下月供金额保持不变。", ["情况下", "月"]),
        ("等待期满后按 70% 比例赔付。", ["等待期"]),
        ("持有效护照的旅客可免签停留 30 天。", ["有效"]),
        ("核对货物品名与发票信息是否一致。", ["货物", "品名"]),
        ("停机期间不能拨打电话。", ["拨打"]),
    ],
)
def test_lexicon_words_do_not_resegment_common_compounds(text: str, words: list[str]) -> None:
    """A thesaurus word is added to the segmenter; it must not split a common compound."""
    lex = default_lexicon()
    keys = [t.key for t in analyze(text, lex).tokens]
    for word in words:
        assert word in keys, (word, keys)


@pytest.mark.parametrize(
    ("evidence", "faithful", "twin"),
    [
        (
            "Basic Economy fares cannot be changed.",
            "Basic Economy fares can't be changed at all.",
            "Basic Economy fares can be changed at all.",
        ),
        (
            "显示器、键盘、鼠标等办公设备统一由行政部采购。",
            "显示器这类办公设备统一由行政部采购。",
            "显示器这类办公设备统一由财务部采购。",
        ),
        (
            "所有对生产 zone 的变更都必须通过 dns-change 工单提交。",
            "所有对生产 zone 的变更都必须经由 dns-change 工单提交。",
            "所有对生产 zone 的变更都不必经由 dns-change 工单提交。",
        ),
    ],
)
def test_a_function_phrase_costs_nothing_and_keeps_the_operators(
    evidence: str, faithful: str, twin: str
) -> None:
    """at all (an intensifier), 这类 (a deictic classifier, kept whole by the segmenter) and
    经由 (= 通过) are free; the twin's operator or word is not."""
    assert _result(faithful, evidence) == "supported"
    assert _result(twin, evidence) != "supported"


def test_at_all_times_is_a_universal_not_a_free_phrase() -> None:
    """'at all times' is always (quant:all), so it is not dropped with 'at all'."""
    assert _result("Helmets must be worn at all times.", "Helmets must be worn.") != "supported"
    assert _result("Helmets must be worn at all times.", "Helmets must always be worn.") == (
        "supported"
    )
