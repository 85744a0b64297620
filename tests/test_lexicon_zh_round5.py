"""Round 5 of the built-in Chinese thesaurus and function words, found from rejected safe
claims: per entry a faithful claim that needs it and an unsafe twin that stays unsupported.

Groups (exact synonyms in their dominant sense; each member also joins the segmenter):

- 调小 = 调低 (a setting turned down: 可调小 max.poll.records; 可调小 was cut 可调 / 小, now
  可 / 调小, so the modal 可 is read). Not 调大 = 调高: kept whole, 调大 would cut 可调大小
  (adjustable size) as 调大 / 小 and 调高 would cut 调高度 as 调高 / 度.
- 招待费 = 招待费用 (like 培训费 = 培训费用; 招待费用 was cut 招待费 / 用)
- 首套房 = 首套住房 (首套房 was cut 首 / 套房)
- 配置项 = 设置项 (as 配置 = 设置; 配置项 was cut 配置 / 项, so the kind word of
  ``atom_types.json`` never formed: 由 X 这个配置项控制 = 由 X 控制)

Function words: 这笔 / 该笔 / 这张 / 该张, deictic + classifier like 这个 / 这种 / 该类
(这笔订单 = the order the sentence is about). The segmenter's own dictionary cuts 这张 / 该张
(这 / 张) when the HMM is off, as the analysis cuts, so they are kept whole as 这类 is.

Left out on purpose (not synonyms in every sentence): 加上 / 加入 (加入会员 = join), 发 / 支付
(发邮件), 运行 / 执行 (执行规定), 用掉 / 使用, 扣钱 / 收取费用, 到 as a complement (退回到账户),
同一笔, 首先 / 优先 (order words). 计费 = 计算费用 is a synonym, but 计算费用 kept whole
would no longer pay 费用按天计算 from 按天计算费用 (the two words apart), which is proven today.
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
        "zh resultative verb (调小 = 调低)",
        "单批处理时间过长时，可调小 max.poll.records 以缩短单批处理时间。",
        "单批处理时间过长时，可以调低 max.poll.records 以缩短单批处理时间。",
        "单批处理时间过长时，可以调高 max.poll.records 以缩短单批处理时间。",
    ),
    (
        "zh noun, 费 = 费用",
        "单次业务招待费用超过 3000 元的，须提前报分管副总审批。",
        "单次业务招待费超过 3000 元的，须提前报分管副总审批。",
        "单次业务招待费超过 5000 元的，须提前报分管副总审批。",
    ),
    (
        "zh noun, abbreviation (首套房 = 首套住房)",
        "购买首套住房的，首付款比例不低于 20%。",
        "购买首套房的，首付款比例不低于 20%。",
        "购买首套房的，首付款比例不低于 30%。",
    ),
    (
        "zh noun (配置项 = 设置项)",
        "连接池大小由 db.pool.max_size 这个配置项控制。",
        "连接池大小由 db.pool.max_size 这个设置项控制。",
        "连接池大小由 db.pool.min_size 这个设置项控制。",
    ),
]


@pytest.mark.parametrize(("kind", "evidence", "faithful", "twin"), SYNONYM_CASES)
def test_a_round5_paraphrase_needs_its_thesaurus_entry(
    kind: str, evidence: str, faithful: str, twin: str
) -> None:
    """The paraphrase is supported, and is not once the thesaurus rule is switched off."""
    assert _result(faithful, evidence) == "supported", kind
    assert _result(faithful, evidence, off="synonym.thesaurus") != "supported", kind


@pytest.mark.parametrize(("kind", "evidence", "faithful", "twin"), SYNONYM_CASES)
def test_the_unsafe_twin_of_a_round5_case_is_not_supported(
    kind: str, evidence: str, faithful: str, twin: str
) -> None:
    """Negating, renumbering or changing the word of the paraphrase is never supported."""
    assert _result(twin, evidence) != "supported", kind


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("调小", "调低"),
        ("招待费", "招待费用"),
        ("首套房", "首套住房"),
        ("配置项", "设置项"),
    ],
)
def test_round5_members_share_a_group(a: str, b: str) -> None:
    lex = default_lexicon()
    assert lex.same_group("zh", a, b) == "synonym.thesaurus"
    assert lex.same_group("zh", b, a) == "synonym.thesaurus"


def test_round5_groups_keep_apart_what_differs() -> None:
    """Turning down is not turning up, and no new group chains into a neighbour."""
    lex = default_lexicon()
    for a, b in (
        ("调小", "调大"),
        ("调低", "调高"),
        ("调小", "调高"),
        ("配置项", "配置"),
        ("首套房", "住房"),
        ("招待费", "招待"),
    ):
        assert lex.same_group("zh", a, b) is None, (a, b)
    for word in ("调小", "调低", "配置项", "设置项"):
        assert not lex.ops("zh", word), word


def test_an_identifier_named_by_a_config_item_word_is_the_identifier() -> None:
    """配置项, now one token, is the kind word of ``atom_types.json`` (drop.atom_type)."""
    evidence = "连接池大小由 db.pool.max_size 控制，默认值为 20。"
    assert _result("连接池大小由 db.pool.max_size 这个配置项控制。", evidence) == "supported"
    assert _result("连接池大小由 db.pool.min_size 这个配置项控制。", evidence) != "supported"


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("可调小 max.poll.records 以缩短单批处理时间。", ["可", "调小"]),
        ("单次业务招待费用超过 3000 元。", ["招待费用"]),
        ("由 db.pool.max_size 这个配置项控制。", ["配置项"]),
        ("购买首套房的首付比例不低于 20%。", ["首套房"]),
        ("请提交这张图片的 URL。", ["这张", "图片"]),
        ("这张卡不能转借。", ["这张", "卡"]),
        ("空调高温时自动停机。", ["空调", "高温"]),
        ("强调高质量发展。", ["强调", "高质量"]),
        ("请配置项目参数。", ["配置", "项目"]),
        ("窗口可调大小。", ["可调", "大小"]),
        ("座椅可调高度。", ["可调", "高度"]),
        ("调小字号。", ["调小", "字号"]),
        ("招待费用用于客户接待。", ["招待费用", "用于"]),
    ],
)
def test_round5_words_do_not_resegment_common_compounds(text: str, words: list[str]) -> None:
    """A lexicon word is added to the segmenter; it must not split a common compound."""
    lex = default_lexicon()
    keys = [t.key for t in analyze(text, lex).tokens]
    for word in words:
        assert word in keys, (word, keys)


# (function word, evidence, faithful claim that adds it, unsafe twin)
FUNCTION_CASES = [
    (
        "这笔",
        "退款订单对应的获赠积分将被扣回。",
        "这笔退款订单对应的获赠积分将被扣回。",
        "这笔退款订单对应的获赠积分不会被扣回。",
    ),
    (
        "该笔",
        "退款订单对应的获赠积分将被扣回。",
        "该笔退款订单对应的获赠积分将被扣回。",
        "该笔退款订单对应的消费积分将被扣回。",
    ),
    (
        "这张",
        "可在 CDN 控制台提交图片的 URL 刷新，一般 5 分钟内全网生效。",
        "可在 CDN 控制台提交这张图片的 URL 刷新，一般 5 分钟内全网生效。",
        "可在 CDN 控制台提交这张图片的 URL 刷新，一般 10 分钟内全网生效。",
    ),
    (
        "该张",
        "作废的发票须在 3 个工作日内退回财务部。",
        "该张作废的发票须在 3 个工作日内退回财务部。",
        "该张作废的发票无须在 3 个工作日内退回财务部。",
    ),
]


def _without(word: str) -> Lexicon:
    lex = default_lexicon()
    fw = dict(lex.function_words)
    fw["zh"] = frozenset(fw["zh"] - {word})
    return dataclasses.replace(lex, function_words=fw)


@pytest.mark.parametrize(("word", "evidence", "faithful", "twin"), FUNCTION_CASES)
def test_a_round5_deictic_is_free_and_its_unsafe_twin_is_not(
    word: str, evidence: str, faithful: str, twin: str
) -> None:
    """A listed deictic costs nothing; the claim it sits in is still checked."""
    lex = default_lexicon()
    assert word in lex.function_words["zh"]
    assert not lex.ops("zh", word)
    assert word in [t.key for t in analyze(faithful, lex).tokens]
    assert _result(faithful, evidence) == "supported"
    assert _result(twin, evidence) != "supported"
    # the claim needs the entry: the same lexicon without the word rejects it
    assert _result(faithful, evidence, lex=_without(word)) != "supported"


def test_a_counting_classifier_stays_a_quantifier() -> None:
    """每笔 / 两张 are no deictics: 'each' and another count are still read and checked."""
    lex = default_lexicon()
    kinds = [t.kind for t in analyze("每笔订单最多修改 2 次收货地址。", lex).tokens]
    assert kinds[0] == "OPERATOR", kinds
    assert "QUANTITY" in [t.kind for t in analyze("两张发票须在 3 个工作日内提交。", lex).tokens]
    evidence = "每笔订单最多修改 2 次收货地址。"
    assert _result("这笔订单最多修改 3 次收货地址。", evidence) != "supported"
    assert _result("两张发票须在 3 个工作日内提交。", "发票须在 3 个工作日内提交。") != (
        "supported"
    )
