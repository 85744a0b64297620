"""Normalization, stemming, sentences and clauses of grounding/_text."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from answerc.grounding._text import clauses, match_key, sentences, stem


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


def test_stem_joins_inflections_of_one_word() -> None:
    """Plural, past and progressive forms share a stem; distinct words do not."""
    assert stem("covers") == stem("covered") == stem("cover")
    assert stem("modifying") == stem("modified")
    assert stem("shipped") == stem("ships")
    assert stem("encrypted") != stem("decrypted")


def test_sentences_split_at_chinese_and_english_ends_but_not_decimals() -> None:
    """A decimal point or an identifier dot does not end a sentence."""
    key = match_key("SLA 为 99.95%。Backups run at 02:00. InvoiceService.append() writes rows")
    parts = [key[a:b] for a, b in sentences(key)]
    assert parts == ["sla 为 99.95%", "backups run at 02:00", "invoiceservice.append() writes rows"]


def test_clauses_split_at_commas_but_not_thousands_separators() -> None:
    """'1,000' stays one number while a Chinese comma separates clauses."""
    key = match_key("超过 1,000 kg 的托盘，须预约叉车")
    spans = clauses(key, (0, len(key)))
    assert [key[a:b] for a, b in spans] == ["超过 1,000 kg 的托盘", "须预约叉车"]
