"""match_key(): the normalized form of grounding/text/normalize."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from answerc.grounding.text.normalize import match_key


def test_match_key_folds_width_case_and_traditional_chinese() -> None:
    """Full-width digits, upper case and traditional characters fold to one key."""
    assert match_key("ＡＰＩ　Ｋｅｙ 每分鐘最多６０次") == match_key("api key 每分钟最多60次")


def test_match_key_unifies_dashes_quotes_and_spaces() -> None:
    """En dashes, curly apostrophes and runs of spaces get one spelling."""
    assert match_key("can\u2019t  go\u2013now") == "can't go-now"


@given(st.text(alphabet=st.characters(codec="utf-8"), max_size=60))
def test_idempotent_match_key(text: str) -> None:
    """Applying match_key twice gives the same key as once."""
    once = match_key(text)
    assert match_key(once) == once, (text, once)
