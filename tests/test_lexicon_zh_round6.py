"""Round 6 of the built-in Chinese thesaurus, found from rejected safe claims: per entry a
faithful claim that needs it and an unsafe twin that stays unsupported.

Groups (exact synonyms in their dominant sense; each member also joins the segmenter):

- 患有 = 患 (suffer from). 已患有的疾病 was cut 患 / 有的, and 有的 is the quantifier
  ``quant:some``; with 患有 kept whole it is 患有 / 的.
- 购课 = 买课 (like 购买 = 买). 自购课之日起 was cut 自购 (self-bought) / 课; now 自 / 购课.
- 这次 = 本次 = 此次 (this time, this occasion); 上次 / 下次 stay apart.
- 处于 = 处在 (be in a state).
- monosyllabic verbs, like 交 = 缴纳: 休 = 休假 (take leave), 抛 = 抛出 (throw an
  exception), 缴 joins 缴纳 / 交纳 / 支付 / 交 / 付 (逾期未缴 = 逾期未缴纳).
- 计费 = 收费 (charge: 按每小时 120 元计费 = 收费); both are the paid side of the paid /
  free antonym pair, so 免费 still contradicts either.

Left out on purpose: 开演 = 演出开始 and 退课 = 退选课程 (a phrase member is kept whole, so
演出开始时间 would no longer pay 演出 … 开始 said apart, as 计算费用 would not in round 5),
退选 alone (also withdrawing from an election), 到期 = 过期 (到期还款 is on time, 过期还款
late), 保存 = 保留 (保留意见, 保留座位), 生成 = 创建 (创建公司), 赶到 = 抵达 (hurry), 同样 =
同等 (同样 is also the adverb likewise), 笔记本 = 笔记本电脑 (a paper notebook), 一张 as a
function word (一张 is a count after 限购 and the article reading is code, not data).
"""

from __future__ import annotations

import pytest

from answerc.grounding.lexicon import default_lexicon
from answerc.grounding.proof import Cited, prove
from answerc.grounding.text import analyze


def _result(claim: str, evidence: str, *, off: str = "") -> str:
    lex = default_lexicon()
    disabled = frozenset({off}) if off else frozenset()
    cited = [Cited("K1", analyze(evidence, lex), None, lex)]
    return prove(analyze(claim, lex), cited, lex, disabled=disabled).result


# (kind, evidence, faithful claim, unsafe twin)
SYNONYM_CASES = [
    (
        "zh verb (患 = 患有)",
        "患有高血压的员工不得从事高处作业。",
        "患高血压的员工不得从事高处作业。",
        "患高血压的员工可以从事高处作业。",
    ),
    (
        "zh verb (患有 = 患), kept whole before 的",
        "投保前已患疾病的治疗费用不予赔付。",
        "投保前已患有的疾病的治疗费用不予赔付。",
        "投保前已患有的疾病的治疗费用予以赔付。",
    ),
    (
        "zh verb + object (买课 = 购课)",
        "学员自购课之日起 7 天内可申请全额退款。",
        "学员自买课之日起 7 天内可申请全额退款。",
        "学员自买课之日起 15 天内可申请全额退款。",
    ),
    (
        "zh deictic (这次 = 本次)",
        "因本次服务器维护导致充值未到账的玩家，可通过客服申请全额退款。",
        "因这次服务器维护导致充值未到账的玩家，可通过客服申请全额退款。",
        "因上次服务器维护导致充值未到账的玩家，可通过客服申请全额退款。",
    ),
    (
        "zh deictic (此次 = 本次)",
        "本次活动仅限会员参加。",
        "此次活动仅限会员参加。",
        "下次活动仅限会员参加。",
    ),
    (
        "zh verb (处在 = 处于)",
        "办理携号转网时，号码不得处于停机、挂失或司法冻结状态。",
        "办理携号转网时，号码不能处在停机、挂失或司法冻结状态。",
        "办理携号转网时，号码可以处在停机、挂失或司法冻结状态。",
    ),
    (
        "zh monosyllabic colloquial verb (休 = 休假)",
        "年假经直属主管审批后方可休假。",
        "年假经直属主管审批后才能休。",
        "年假无须经直属主管审批就能休。",
    ),
    (
        "zh monosyllabic colloquial verb (休 = 休假)",
        "男职工可休假 15 天。",
        "男职工可休 15 天。",
        "男职工可休 30 天。",
    ),
    (
        "zh monosyllabic colloquial verb (抛 = 抛出)",
        "CacheClient.get() 在 key 不存在时返回 null，不会抛出异常。",
        "CacheClient.get() 在 key 不存在时返回 null，不会抛异常。",
        "CacheClient.get() 在 key 不存在时返回 null，会抛异常。",
    ),
    (
        "zh monosyllabic colloquial verb (缴 = 缴纳)",
        "用户逾期未缴纳电费的，每日按欠费金额的千分之一加收违约金。",
        "用户逾期未缴电费的，每日按欠费金额的千分之一加收违约金。",
        "用户逾期未缴电费的，每日按欠费金额的千分之二加收违约金。",
    ),
    (
        "zh verb (收费 = 计费)",
        "会议室使用按每小时 120 元计费。",
        "会议室使用按每小时 120 元收费。",
        "会议室使用按每小时 150 元收费。",
    ),
    (
        "zh verb (计费 = 收费)",
        "3D 打印耗材按实际用量收费，每克 0.5 元。",
        "3D 打印耗材按实际用量计费，每克 0.5 元。",
        "3D 打印耗材免费。",
    ),
]


@pytest.mark.parametrize(("kind", "evidence", "faithful", "twin"), SYNONYM_CASES)
def test_a_round6_paraphrase_needs_its_thesaurus_entry(
    kind: str, evidence: str, faithful: str, twin: str
) -> None:
    """The paraphrase is supported, and is not once the thesaurus rule is switched off."""
    assert _result(faithful, evidence) == "supported", kind
    assert _result(faithful, evidence, off="synonym.thesaurus") != "supported", kind


@pytest.mark.parametrize(("kind", "evidence", "faithful", "twin"), SYNONYM_CASES)
def test_the_unsafe_twin_of_a_round6_case_is_not_supported(
    kind: str, evidence: str, faithful: str, twin: str
) -> None:
    """Negating, renumbering or changing the word of the paraphrase is never supported."""
    assert _result(twin, evidence) != "supported", kind


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("患有", "患"),
        ("购课", "买课"),
        ("这次", "本次"),
        ("这次", "此次"),
        ("本次", "此次"),
        ("处于", "处在"),
        ("休假", "休"),
        ("抛出", "抛"),
        ("缴", "缴纳"),
        ("缴", "支付"),
        ("计费", "收费"),
    ],
)
def test_round6_members_share_a_group(a: str, b: str) -> None:
    lex = default_lexicon()
    assert lex.same_group("zh", a, b) == "synonym.thesaurus"
    assert lex.same_group("zh", b, a) == "synonym.thesaurus"


def test_round6_groups_keep_apart_what_differs() -> None:
    """This time is not last or next time, resting is not a word of the leave group, and
    charging for a thing is still the opposite of its being free."""
    lex = default_lexicon()
    for a, b in (
        ("这次", "上次"),
        ("本次", "下次"),
        ("此次", "每次"),
        ("休", "休息"),
        ("休假", "休息日"),
        ("患", "患者"),
        ("缴", "提交"),  # groups do not chain through 交
        ("计费", "免费"),
        ("收费", "免费"),
        ("计费", "计算费用"),
    ):
        assert lex.same_group("zh", a, b) is None, (a, b)
    assert lex.opposite("zh", "计费", "免费")
    assert lex.opposite("zh", "收费", "免费")
    for word in ("患有", "患", "购课", "这次", "本次", "此次", "处于", "处在", "休", "抛", "缴"):
        assert not lex.ops("zh", word), word


def test_an_illness_had_is_not_read_as_some() -> None:
    """已患有的疾病 was cut 患 / 有的, with 有的 the quantifier 'some'."""
    lex = default_lexicon()
    assert lex.ops("zh", "有的")  # the quantifier the old cut put into the claim
    keys = [t.key for t in analyze("被保险宠物投保前就已患有的疾病不予赔付。", lex).tokens]
    assert "患有" in keys and "有的" not in keys, keys


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("被保险宠物投保前就已患有的疾病不予赔付。", ["患有", "的", "疾病"]),
        ("学员自购课之日起 7 天内可申请退款。", ["自", "购课", "之日起"]),
        ("隐患有待排查。", ["隐患", "有待"]),
        ("病患有权知情。", ["病患", "有权"]),
        ("采购课程须审批。", ["采购", "课程"]),
        ("选购课程后可试听。", ["选购", "课程"]),
        ("本次日程已更新。", ["本次", "日程"]),
        ("休息日加班按 200% 支付。", ["休息日", "加班"]),
        ("因病休学一年。", ["休学"]),
        ("抛弃旧版本。", ["抛弃"]),
        ("缴清欠费后恢复服务。", ["缴清", "欠费"]),
        ("计费周期为一个月。", ["计费", "周期"]),
        ("收费标准见附表。", ["收费", "标准"]),
    ],
)
def test_round6_words_do_not_resegment_common_compounds(text: str, words: list[str]) -> None:
    """A lexicon word is added to the segmenter; it must not split a common compound."""
    lex = default_lexicon()
    keys = [t.key for t in analyze(text, lex).tokens]
    for word in words:
        assert word in keys, (word, keys)
