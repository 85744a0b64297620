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

import dataclasses

import pytest

from answerc.grounding.lexicon import Lexicon, default_lexicon
from answerc.grounding.proof import Cited, prove
from answerc.grounding.text import analyze


def _result(claim: str, evidence: str, *, off: str = "", lex: Lexicon | None = None) -> str:
    lex = lex or default_lexicon()
    disabled = frozenset({off}) if off else frozenset()
    cited = [Cited("K1", analyze(evidence, lex), None, lex)]
    return prove(analyze(claim, lex), cited, lex, disabled=disabled).result


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
        "zh verb, charge money (收钱 = 收费)",
        "档案查阅本身不收费。",
        "档案查阅本身不收钱。",
        "档案查阅本身要收钱。",
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
]


def _without(word: str) -> Lexicon:
    """The built-in lexicon with ``word`` taken off the zh function words."""
    lex = default_lexicon()
    words = {**lex.function_words, "zh": lex.function_words["zh"] - {word}}
    return dataclasses.replace(lex, function_words=words)


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
        ("门诊处方由药师审核。", ["处方"]),  # 方
        ("提出现场复核申请。", ["提出", "现场"]),  # 提出
        # members kept whole
        ("款项到账后发货。", ["到账"]),
        ("上传前须去掉水印。", ["去掉"]),
    ],
)
def test_round8_words_do_not_resegment_common_compounds(text: str, words: list[str]) -> None:
    """A thesaurus word is added to the segmenter; it must not split a common compound."""
    keys = [t.key for t in analyze(text, default_lexicon()).tokens]
    for word in words:
        assert word in keys, (word, keys)
