"""Marker lexicons and the scanner of grounding/_lexicon."""

from __future__ import annotations

import pytest

from answerc.grounding._lexicon import scan
from answerc.grounding._text import match_key


def _feats(text: str) -> list[set[str]]:
    return [set(m.feats) for m in scan(match_key(text))]


def _all(text: str) -> set[str]:
    return set().union(*_feats(text)) if _feats(text) else set()


@pytest.mark.parametrize(
    "text",
    [
        "既往症不在保障范围内",
        "试用期员工不享受年假",
        "it is never run",
        "without a deductible",
        "parcels are not shipped",
        "意外伤害无等待期",
    ],
)
def test_negations_are_found_in_chinese_and_english(text: str) -> None:
    """不, 无, never, not, without mark negation."""
    assert "neg" in _all(text), text


@pytest.mark.parametrize(
    "text",
    ["非常重要", "系统功能", "应用配置", "无论如何", "是否退款", "未来三年", "not only this"],
)
def test_compounds_with_a_negation_character_are_not_negations(text: str) -> None:
    """非常, 功能, 应用, 无论, 是否, 未来 and 'not only' hold no negation."""
    assert "neg" not in _all(text), text


def test_negated_permission_is_prohibition_and_negated_obligation_is_none() -> None:
    """不可以/cannot prohibit; 不需要/not required remove an obligation."""
    assert {"prohib", "neg"} <= _all("不可以退货")
    assert "prohib" in _all("it cannot be shipped")
    assert "nooblig" in _all("审批不需要")
    assert "nooblig" in _all("approval is not required")
    assert "neg" not in _all("approval is not required")


def test_a_negated_pair_word_is_its_opposite() -> None:
    """不收费 reads as 免费 and 'not included' as 'excluded'."""
    assert "f:paid-" in _all("取消不收费")
    assert "f:paid+" not in _all("取消不收费")
    assert "f:incl-" in _all("roaming is not included")


def test_modal_quantifier_and_condition_words_are_tagged() -> None:
    """必须, may, 所有, some, 仅当 and unless carry their tags."""
    assert "oblig" in _all("必须获得批准")
    assert "permit" in _all("customers may configure one")
    assert "univ" in _all("所有运动")
    assert "part" in _all("some containers")
    assert "cond" in _all("仅当住院满 3 天时")
    assert "cond" in _all("free unless it rains")


def test_bi_comparisons_give_their_direction() -> None:
    """比海运高 and 比海运低 are opposite comparisons; 比例 is not a comparison."""
    assert "f:cmp+" in _all("单位运费比海运高")
    assert "f:cmp-" in _all("单位运费比海运低")
    assert "d:than" not in _all("报销比例为百分之七十")


def test_framed_conditions_mark_their_inside() -> None:
    """在…时 frames a condition; 小时 does not close one."""
    marks = [m for m in scan(match_key("在扣款失败时调用重试")) if m.inner]
    assert len(marks) == 1
    assert [m for m in scan(match_key("可在就诊前 24 小时取消")) if m.inner] == []
