"""Round 4 of the built-in Chinese thesaurus: groups found from rejected safe claims.

Each entry's faithful claim and unsafe twin are cases of ``SYNONYM_CASES`` in
``tests/test_lexicon_growth.py`` (proven there with and without ``synonym.thesaurus``); this
file checks the groups themselves and the segmentation they change.

- 含 = 包含 = 包括 (每月含 3,000 分钟; 不含 stays an exception operator of its own)
- 停 = 停放 = 停车 (车停在 / 只能停 24 小时)
- 签好 = 签署 = 签订 = 签 (a resultative like 做完 = 完成)
- 设置 = 配置 (不能直接配置 CNAME / 设置 CNAME)
- 过程中 = 期间 (考试过程中 / 考试期间)
"""

from __future__ import annotations

import pytest

from answerc.grounding.lexicon import default_lexicon
from answerc.grounding.text import analyze


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
