"""Round 4 of the built-in Chinese thesaurus: groups found from rejected safe claims.

Each entry has a faithful claim that needs it and an unsafe twin (negation, another number,
another order or word) that must stay unsupported. Each faithful claim is proven twice: with
every rule on (supported) and with ``synonym.thesaurus`` disabled (not supported: the entry is
what pays the claim). Both directions are checked where the words are often used either way.

- 含 = 包含 = 包括 (每月含 3,000 分钟; 不含 stays an exception operator of its own)
- 停 = 停放 = 停车 (车停在 / 只能停 24 小时)
- 签好 = 签署 = 签订 = 签 (a resultative like 做完 = 完成)
- 设置 = 配置 (不能直接配置 CNAME / 设置 CNAME)
- 过程中 = 期间 (考试过程中 / 考试期间)
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
CASES = [
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
]


@pytest.mark.parametrize(("kind", "evidence", "faithful", "twin"), CASES)
def test_a_faithful_paraphrase_needs_its_round4_entry(
    kind: str, evidence: str, faithful: str, twin: str
) -> None:
    """The paraphrase is supported, and is not once the thesaurus rule is switched off."""
    assert _result(faithful, evidence) == "supported", kind
    assert _result(faithful, evidence, off="synonym.thesaurus") != "supported", kind


@pytest.mark.parametrize(("kind", "evidence", "faithful", "twin"), CASES)
def test_the_unsafe_twin_of_a_round4_case_is_not_supported(
    kind: str, evidence: str, faithful: str, twin: str
) -> None:
    """Negating, renumbering or changing the word of the paraphrase is never supported."""
    assert _result(twin, evidence) != "supported", kind


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("含", "包含"),
        ("含", "包括"),
        ("停", "停放"),
        ("停", "停车"),
        ("签好", "签署"),
        ("签好", "签"),
        ("设置", "配置"),
        ("过程中", "期间"),
    ],
)
def test_round4_members_share_a_group(a: str, b: str) -> None:
    lex = default_lexicon()
    assert lex.same_group("zh", a, b) == "synonym.thesaurus"
    assert lex.same_group("zh", b, a) == "synonym.thesaurus"


def test_round4_words_are_not_operators_and_do_not_chain_into_neighbours() -> None:
    """含 is a content word (不含 stays the exception operator); no group reaches another."""
    lex = default_lexicon()
    for word in ("含", "停", "签好", "设置", "配置", "过程中", "期间"):
        assert not lex.ops("zh", word), word
    assert lex.ops("zh", "不含")
    assert lex.same_group("zh", "配置", "设为") is None  # 设为 / 设置为 is its own group
    assert lex.same_group("zh", "停", "停止") is None


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("在运输过程中须保持冷藏。", ["运输", "过程中"]),
        ("受试者签好知情同意书后方可入组。", ["签好", "知情"]),
        ("请勿在商品标签上涂写。", ["标签"]),
        ("整个过程需要 5 分钟。", ["过程"]),
    ],
)
def test_round4_words_do_not_resegment_common_compounds(text: str, words: list[str]) -> None:
    """A thesaurus word is added to the segmenter; it must not split a common compound."""
    lex = default_lexicon()
    keys = [t.key for t in analyze(text, lex).tokens]
    for word in words:
        assert word in keys, (word, keys)
