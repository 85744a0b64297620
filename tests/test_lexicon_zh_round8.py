"""Round 8 of the Chinese thesaurus and function words: exact formal / plain synonyms that
answers use when they restate policy, service, ops and legal text in plainer words.

Modelled on ``tests/test_lexicon_growth.py``: per group a faithful claim that needs the entry
(supported with every rule on, not supported with ``synonym.thesaurus`` disabled) and an
unsafe twin (negation, another number, another word) that stays unsupported. Function words
have a claim that needs them (not supported once the word is taken off the function words)
and an unsafe twin. A member is weighted in the segmenter, so the compounds its neighbours
form are pinned too.
"""

from __future__ import annotations

import pytest

from answerc.grounding.lexicon import Lexicon, default_lexicon
from answerc.grounding.text import analyze
from tests.grounding_helpers import prove_one as _result
from tests.grounding_helpers import without_function_word

# (kind, evidence, faithful claim, unsafe twin)
SYNONYM_CASES = [
    (
        "zh verb, correct a mistake (纠正 = 改正)",
        "发现申报信息有误的，纳税人须在 15 日内改正。",
        "发现申报信息有误的，纳税人须在 15 日内纠正。",
        "发现申报信息有误的，纳税人须在 30 日内纠正。",
    ),
    (
        "zh verb, remove (去掉 = 去除)",
        "上传前须去除照片中的个人信息。",
        "上传前须去掉照片中的个人信息。",
        "上传前无须去掉照片中的个人信息。",
    ),
    (
        "zh verb, charge money (收钱 = 收费; negated, both are 免费: free_of_charge)",
        "档案查阅本身要收费。",
        "档案查阅本身要收钱。",
        "档案查阅本身不收钱。",
    ),
    (
        "zh verb, give as a gift (送 = 赠送)",
        "新会员注册即赠送 100 积分。",
        "新会员注册即送 100 积分。",
        "新会员注册即送 200 积分。",
    ),
    (
        "zh verb, offset against a price (抵 = 抵扣)",
        "每 100 积分可抵扣 1 元。",
        "每 100 积分可抵 1 元。",
        "每 100 积分可抵 10 元。",
    ),
    (
        "zh verb, rent (租 = 租用)",
        "会员可按小时租用球拍，每小时 10 元。",
        "会员可按小时租球拍，每小时 10 元。",
        "会员可按小时租球拍，每小时 20 元。",
    ),
    (
        "zh verb, borrow (借 = 借用)",
        "学生可凭校园卡借用实验器材。",
        "学生可凭校园卡借实验器材。",
        "学生不能凭校园卡借实验器材。",
    ),
    (
        "zh verb, delayed (晚点 = 延误)",
        "航班延误超过 4 小时的，旅客可免费改签。",
        "航班晚点超过 4 小时的，旅客可免费改签。",
        "航班晚点超过 2 小时的，旅客可免费改签。",
    ),
    (
        "zh verb, fine (罚钱 = 罚款)",
        "在禁烟区吸烟的，罚款 200 元。",
        "在禁烟区吸烟的，罚钱 200 元。",
        "在禁烟区吸烟的，罚钱 500 元。",
    ),
    (
        "zh noun, hotline (热线电话 = 热线)",
        "用户可拨打 24 小时服务热线报修。",
        "用户可拨打 24 小时服务热线电话报修。",
        "用户可拨打 12 小时服务热线电话报修。",
    ),
    (
        "zh verb, keep on file (留存 = 保存)",
        "体检报告原件由保健室保存。",
        "体检报告原件由保健室留存。",
        "体检报告复印件由保健室留存。",
    ),
    (
        "zh verb, retain (留 = 保留)",
        "每次修改都会写入审计日志，保留 400 天。",
        "每次修改都会写入审计日志，留 400 天。",
        "每次修改都会写入审计日志，留 40 天。",
    ),
    (
        "zh verb, raise (a claim, an objection; 提 = 提出)",
        "客户须在验收时提出损坏；事后提出的不予受理。",
        "客户须在验收时提损坏；事后提的不予受理。",
        "客户须在验收时提损坏；事后提的也予受理。",
    ),
    (
        "zh noun, certificate (证 = 证书)",
        "未持潜水证书的顾客可参加体验潜水。",
        "未持潜水证的顾客可参加体验潜水。",
        "未持潜水证的顾客不能参加体验潜水。",
    ),
    (
        "zh verb, decline (拒绝 = 谢绝)",
        "发热的访客谢绝探视。",
        "发热的访客拒绝探视。",
        "发热的访客可以探视。",
    ),
    (
        "zh noun, compulsory course (必修课程 = 必修课)",
        "申请者上一学年的必修课程须全部合格。",
        "申请者上一学年的必修课须全部合格。",
        "申请者上一学年的选修课须全部合格。",
    ),
    (
        "zh noun, elective course (选修课程 = 选修课)",
        "每学期最多可退选 2 门选修课。",
        "每学期最多可退选 2 门选修课程。",
        "每学期最多可退选 3 门选修课程。",
    ),
    (
        "zh verb, fold (叠 = 折叠)",
        "备份伞须每 6 个月重新折叠一次。",
        "备份伞须每 6 个月重新叠一次。",
        "备份伞须每 12 个月重新叠一次。",
    ),
    (
        "zh verb, credited to an account (入账 = 到账)",
        "跨行转账一般在 2 小时内到账。",
        "跨行转账一般在 2 小时内入账。",
        "跨行转账一般在 24 小时内入账。",
    ),
    (
        "zh adjective, careful (小心 = 谨慎)",
        "雨雪天气须谨慎驾驶。",
        "雨雪天气须小心驾驶。",
        "雨雪天气无须小心驾驶。",
    ),
    (
        "zh verb, check tickets (验票 = 检票)",
        "演出开始前 30 分钟开始检票。",
        "演出开始前 30 分钟开始验票。",
        "演出开始前 60 分钟开始验票。",
    ),
    (
        "zh verb, move (搬 = 搬运)",
        "单件超过 150 公斤的物品须提前预约专项搬运。",
        "单件超过 150 公斤的物品须提前预约专项搬。",
        "单件超过 100 公斤的物品须提前预约专项搬。",
    ),
    (
        "zh verb, phone (打电话 = 致电)",
        "如需改期，请提前 12 小时致电门店。",
        "如需改期，请提前 12 小时打电话门店。",
        "如需改期，请提前 24 小时打电话门店。",
    ),
    (
        "zh noun, variant spelling (帐单 = 账单)",
        "当月账单须在次月 10 日前结清。",
        "当月帐单须在次月 10 日前结清。",
        "当月帐单须在次月 20 日前结清。",
    ),
    (
        "zh verb, deduct (扣掉 = 扣除)",
        "退货时扣除商品价格 10% 的服务费。",
        "退货时扣掉商品价格 10% 的服务费。",
        "退货时扣掉商品价格 20% 的服务费。",
    ),
    (
        "zh verb, wash (洗 = 洗涤)",
        "因洗涤不当造成衣物损坏的，按购买价格折旧赔偿。",
        "因洗不当造成衣物损坏的，按购买价格折旧赔偿。",
        "因洗不当造成衣物损坏的，不予赔偿。",
    ),
    (
        "zh verb, stay (逗留 = 停留)",
        "免签入境的旅客可在境内停留 30 天。",
        "免签入境的旅客可在境内逗留 30 天。",
        "免签入境的旅客可在境内逗留 90 天。",
    ),
    (
        "zh verb, pull from a server (拉 = 拉取)",
        "FlagClient 每 30 秒从服务端拉取一次规则。",
        "FlagClient 每 30 秒从服务端拉一次规则。",
        "FlagClient 每 60 秒从服务端拉一次规则。",
    ),
    (
        "zh verb, drop a course (退选 = 退课)",
        "开课后两周内可免费退课。",
        "开课后两周内可免费退选。",
        "开课后四周内可免费退选。",
    ),
    (
        "zh verb, buy a ticket (买票 = 购票)",
        "1.2 米以下儿童无须购票。",
        "1.2 米以下儿童无须买票。",
        "1.5 米以下儿童无须买票。",
    ),
    (
        "zh verb, buy a car (买车 = 购车)",
        "购车满 12 个月后方可申请置换补贴。",
        "买车满 12 个月后方可申请置换补贴。",
        "买车满 6 个月后方可申请置换补贴。",
    ),
    (
        "zh verb, buy a home (买房 = 购房)",
        "首次购房的职工可提取住房公积金。",
        "首次买房的职工可提取住房公积金。",
        "首次买房的职工不能提取住房公积金。",
    ),
    (
        "zh verb, write down (记下 = 记录)",
        "每次施药须在田间档案中记录药剂名称。",
        "每次施药须在田间档案中记下药剂名称。",
        "每次施药无须在田间档案中记下药剂名称。",
    ),
    (
        "zh verb, take out of the premises (带出 = 携出)",
        "馆藏古籍不得携出阅览室。",
        "馆藏古籍不得带出阅览室。",
        "馆藏古籍可以带出阅览室。",
    ),
    (
        "zh verb, repeal (废除 = 废止)",
        "本办法自发布之日起施行，原办法同时废止。",
        "本办法自发布之日起施行，原办法同时废除。",
        "本办法自发布之日起施行，原办法继续有效。",
    ),
    (
        "zh verb, revise a text (修改 = 修订)",
        "本细则每两年修订一次。",
        "本细则每两年修改一次。",
        "本细则每三年修改一次。",
    ),
    (
        "zh verb, finish a procedure (办完 = 办结)",
        "材料齐全的申请须在 5 个工作日内办结。",
        "材料齐全的申请须在 5 个工作日内办完。",
        "材料齐全的申请须在 10 个工作日内办完。",
    ),
    (
        "zh verb, attend a school (上学 = 就读)",
        "在本校就读的学生可申请校车服务。",
        "在本校上学的学生可申请校车服务。",
        "在本校上学的学生不能申请校车服务。",
    ),
    (
        "zh verb, teach (讲课 = 授课)",
        "外聘教师每学期授课不超过 64 学时。",
        "外聘教师每学期讲课不超过 64 学时。",
        "外聘教师每学期讲课不超过 32 学时。",
    ),
    (
        "zh verb, stay with a patient (陪床 = 陪护)",
        "重症监护室不允许家属陪护。",
        "重症监护室不允许家属陪床。",
        "重症监护室允许家属陪床。",
    ),
    (
        "zh verb, pay (legal; 给付 = 支付)",
        "乙方逾期支付租金的，每日按欠款的 0.05% 支付违约金。",
        "乙方逾期给付租金的，每日按欠款的 0.05% 给付违约金。",
        "乙方逾期给付租金的，每日按欠款的 0.5% 给付违约金。",
    ),
    (
        "zh verb, transfer money (转钱 = 转账)",
        "客服人员不会要求用户转账。",
        "客服人员不会要求用户转钱。",
        "客服人员会要求用户转钱。",
    ),
    (
        "zh noun, that evening (当天晚上 = 当晚)",
        "演出门票仅限当晚使用。",
        "演出门票仅限当天晚上使用。",
        "演出门票不限当天晚上使用。",
    ),
    (
        "zh verb, be equipped with (配 = 配备)",
        "每个楼层须配备 2 具灭火器。",
        "每个楼层须配 2 具灭火器。",
        "每个楼层须配 4 具灭火器。",
    ),
    (
        "zh preposition, until (直到 = 直至)",
        "冻结期间暂停计息，直至解冻。",
        "冻结期间暂停计息，直到解冻。",
        "冻结期间照常计息，直到解冻。",
    ),
    (
        "zh adverb, for the time being (暂 = 暂时)",
        "国际漫游暂时不支持 eSIM 开通。",
        "国际漫游暂不支持 eSIM 开通。",
        "国际漫游暂支持 eSIM 开通。",
    ),
    (
        "zh pronoun, the rest (其余 = 其他)",
        "特展厅禁止拍照，其他展厅允许拍照。",
        "特展厅禁止拍照，其余展厅允许拍照。",
        "特展厅禁止拍照，其余展厅也禁止拍照。",
    ),
    (
        "zh adjective, consistent (一致 = 相同)",
        "收货人姓名须与身份证上的姓名相同。",
        "收货人姓名须与身份证上的姓名一致。",
        "收货人姓名无须与身份证上的姓名一致。",
    ),
    (
        "zh verb, visit a patient (看望 = 探视)",
        "发热的家属不得探视患者。",
        "发热的家属不得看望患者。",
        "发热的家属可以看望患者。",
    ),
    (
        "zh verb, top up (充 = 充值)",
        "单次充值 500 元赠送 50 元。",
        "单次充 500 元赠送 50 元。",
        "单次充 500 元赠送 100 元。",
    ),
    (
        "zh noun, maintenance (维保 = 维护保养)",
        "电梯维护保养单位应当至少每 15 日对电梯进行一次清洁。",
        "电梯维保单位应当至少每 15 日对电梯进行一次清洁。",
        "电梯维保单位应当至少每 30 日对电梯进行一次清洁。",
    ),
    (
        "zh verb, fly (坐飞机 = 乘坐飞机)",
        "单次潜水后须间隔至少 12 小时方可乘坐飞机。",
        "单次潜水后须间隔至少 12 小时方可坐飞机。",
        "单次潜水后须间隔至少 6 小时方可坐飞机。",
    ),
    (
        "zh verb, set to (设成 = 设为)",
        "平台模板中 catchup 默认设为 False。",
        "平台模板中 catchup 默认设成 False。",
        "平台模板中 catchup 默认设成 True。",
    ),
    (
        "zh verb, be apart by (隔 = 间隔)",
        "两次全血献血须间隔 6 个月以上。",
        "两次全血献血须隔 6 个月以上。",
        "两次全血献血须隔 3 个月以上。",
    ),
    (
        "zh noun, landlord (房东 = 出租人)",
        "出租人须在租期届满前 30 日通知承租人是否续租。",
        "房东须在租期届满前 30 日通知承租人是否续租。",
        "房东须在租期届满前 15 日通知承租人是否续租。",
    ),
    (
        "zh noun, tenant (租户 = 承租人)",
        "承租人不得擅自转租房屋。",
        "租户不得擅自转租房屋。",
        "租户可以擅自转租房屋。",
    ),
    (
        "zh noun, primary database (主数据库 = 主库)",
        "主库故障时系统会在 30 秒内自动切换到从库。",
        "主数据库故障时系统会在 30 秒内自动切换到从库。",
        "主数据库故障时系统会在 60 秒内自动切换到从库。",
    ),
    (
        "zh noun, leash (狗绳 = 牵引绳)",
        "在小区内遛狗须使用牵引绳。",
        "在小区内遛狗须使用狗绳。",
        "在小区内遛狗无须使用狗绳。",
    ),
    (
        "zh verb, change lines (转乘 = 换乘)",
        "持卡乘客 90 分钟内换乘地铁可享 1 元优惠。",
        "持卡乘客 90 分钟内转乘地铁可享 1 元优惠。",
        "持卡乘客 120 分钟内转乘地铁可享 1 元优惠。",
    ),
    (
        "zh noun, platform (月台 = 站台)",
        "列车开车前 5 分钟停止进入站台。",
        "列车开车前 5 分钟停止进入月台。",
        "列车开车前 3 分钟停止进入月台。",
    ),
    (
        "zh verb, make up in full (补足 = 补齐)",
        "材料不全的，申请人须在 5 个工作日内补齐。",
        "材料不全的，申请人须在 5 个工作日内补足。",
        "材料不全的，申请人须在 10 个工作日内补足。",
    ),
    (
        "zh verb, issue a certificate (发放 = 颁发)",
        "考核合格的学员由协会颁发结业证书。",
        "考核合格的学员由协会发放结业证书。",
        "考核不合格的学员由协会发放结业证书。",
    ),
    (
        "zh verb, pass on a message (转达 = 转告)",
        "前台会将访客留言转告住客。",
        "前台会将访客留言转达住客。",
        "前台不会将访客留言转达住客。",
    ),
    (
        "zh noun, admission ticket (入场券 = 门票)",
        "已售门票在演出开始后不得退换。",
        "已售入场券在演出开始后不得退换。",
        "已售入场券在演出开始后可以退换。",
    ),
]


@pytest.mark.parametrize(("kind", "evidence", "faithful", "twin"), SYNONYM_CASES)
def test_a_round8_paraphrase_needs_its_thesaurus_entry(
    kind: str, evidence: str, faithful: str, twin: str
) -> None:
    """The paraphrase is supported, and is not once the thesaurus rule is switched off."""
    assert _result(faithful, evidence) == "supported", kind
    assert _result(faithful, evidence, off="synonym.thesaurus") != "supported", kind


@pytest.mark.parametrize(("kind", "evidence", "faithful", "twin"), SYNONYM_CASES)
def test_the_unsafe_twin_of_a_round8_case_is_not_supported(
    kind: str, evidence: str, faithful: str, twin: str
) -> None:
    """Negating, renumbering or changing the word of the paraphrase is never supported."""
    assert _result(twin, evidence) != "supported", kind


# (function word, evidence, faithful claim that adds it, unsafe twin)
FUNCTION_CASES = [
    (
        "针对",
        "仅允许对 UNAVAILABLE 状态码重试。",
        "仅允许针对 UNAVAILABLE 状态码重试。",
        "仅允许针对 DEADLINE_EXCEEDED 状态码重试。",
    ),
    (
        "敬请",
        "退款结果将以短信通知，请留意。",
        "退款结果将以短信通知，敬请留意。",
        "退款结果将以邮件通知，敬请留意。",
    ),
    (
        "存在",
        "一经落槌成交，买受人不得以拍品有瑕疵为由要求退货。",
        "一经落槌成交，买受人不得以拍品存在瑕疵为由要求退货。",
        "一经落槌成交，买受人可以以拍品存在瑕疵为由要求退货。",
    ),
    (
        "位于",
        "自助借还机在图书馆一楼大厅。",
        "自助借还机位于图书馆一楼大厅。",
        "自助借还机位于图书馆二楼大厅。",
    ),
    (
        "还有",
        "修好后有 90 天的维修保修。",
        "修好后还有 90 天的维修保修。",
        "修好后还有 180 天的维修保修。",
    ),
    (
        "处以",
        "访客超时离开宿舍楼的，罚款 50 元。",
        "访客超时离开宿舍楼的，处以罚款 50 元。",
        "访客超时离开宿舍楼的，处以罚款 100 元。",
    ),
]


def _without(word: str) -> Lexicon:
    return without_function_word("zh", word)


@pytest.mark.parametrize(("word", "evidence", "faithful", "twin"), FUNCTION_CASES)
def test_a_round8_function_word_is_free_and_its_unsafe_twin_is_not(
    word: str, evidence: str, faithful: str, twin: str
) -> None:
    """The word costs nothing; as a content word it is unpaid; the twin stays unsupported."""
    assert word in default_lexicon().function_words["zh"]
    assert _result(faithful, evidence) == "supported", word
    assert _result(faithful, evidence, lex=_without(word)) != "supported", word
    assert _result(twin, evidence) != "supported", word


@pytest.mark.parametrize(
    ("text", "words"),
    [
        # neighbours of this round's members that must keep their own word
        ("收到账单后请核对金额。", ["收到", "账单"]),  # 到账
        ("退款会退回到账户余额。", ["退回", "账户"]),  # 到账
        ("导致电池起火的，不予赔付。", ["导致", "电池"]),  # 致电
        ("申请时间应当晚于开课时间。", ["应当"]),  # 当晚
        ("教授课程须提前备案。", ["教授", "课程"]),  # 授课
        ("提出现场复核申请。", ["提出", "现场"]),  # 提出
        # members kept whole
        ("款项到账后发货。", ["到账"]),
        ("上传前须去掉水印。", ["去掉"]),
        ("拉取失败时使用本地缓存。", ["拉取"]),
    ],
)
def test_round8_words_do_not_resegment_common_compounds(text: str, words: list[str]) -> None:
    """A thesaurus word is added to the segmenter; it must not split a common compound."""
    keys = [t.key for t in analyze(text, default_lexicon()).tokens]
    for word in words:
        assert word in keys, (word, keys)


def test_an_i_e_marker_stays_a_content_word() -> None:
    """也就是说 (i.e.) would make an example list exhaustive for free, as 即 / namely would."""
    assert "也就是说" not in default_lexicon().function_words["zh"]
    evidence = "可报销的费用比如交通费、住宿费。"
    assert _result("可报销的费用也就是说交通费、住宿费。", evidence) != "supported"
