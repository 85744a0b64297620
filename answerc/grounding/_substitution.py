"""One Chinese character swapped inside an otherwise identical phrase (酸性 → 碱性).

Character n-gram coverage tolerates one uncovered character, so a claim that replaces a
single content character of a cited phrase ("存放在碱性腐蚀品柜" against "存放在酸性腐蚀品柜")
can look covered. This signal looks for exactly that shape: a claim character that is
nowhere in the cited text, standing between at least three characters of context that the
cited text has around a *different* content character. Marker characters (negation,
modality, quantity, direction) are left to the marker signals, which know their
equivalences (须 = 需).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Final

from answerc.grounding._lexicon import ZH_TABLE
from answerc.grounding._text import FUNCTION_CHARS, is_cjk

_MARKERS = frozenset(word for word in ZH_TABLE if len(word) == 1)


def _content(ch: str) -> bool:
    return is_cjk(ch) and ch not in _MARKERS


_EQUIVALENT: Final = (frozenset("日天"),)
"""Single content characters that mean the same in any policy sentence (每日 = 每天)."""


_OPPOSITES: Final = frozenset(frozenset(pair) for pair in ("上下", "左右", "出入", "正反"))
"""Opposites among function characters: 地下 → 地上 is a swap although both are function words."""


def _opposite(a: str, b: str) -> bool:
    return frozenset((a, b)) in _OPPOSITES


def _equivalent(a: str, b: str) -> bool:
    return any(a in group and b in group for group in _EQUIVALENT)


def _swapped(claim: str, i: int, cited: Sequence[str], *, present: bool) -> str | None:
    ch = claim[i]
    # a character the cited text uses elsewhere may be a recomposition (食堂午餐 from
    # 食堂早餐…午餐): then only a longer identical context counts as a swap
    shapes = ((2, 2),) if present else ((2, 1), (1, 2))
    for left_n, right_n in shapes:
        left = claim[max(0, i - left_n) : i]
        right = claim[i + 1 : i + 1 + right_n]
        if len(left) != left_n or len(right) != right_n:
            continue
        if not all(is_cjk(c) for c in left + right):
            continue
        for text in cited:
            start = text.find(left)
            while start != -1:
                j = start + len(left)
                other = text[j] if j < len(text) else ""
                if (
                    other
                    and other != ch
                    and (_opposite(ch, other) or (_content(other) and other not in FUNCTION_CHARS))
                    and not _equivalent(ch, other)
                    and text[j + 1 : j + 1 + len(right)] == right
                ):
                    return f"{ch!r} stands where the cited text says {other!r} ({left}?{right})"
                start = text.find(left, start + 1)
    return None


def char_substitutions(claim: str, cited: Sequence[str]) -> Iterator[str]:
    """Yield a note for each claim character that replaces a cited content character.

    Example:
        >>> list(char_substitutions("须存放在碱性腐蚀品柜中", ["须存放在酸性腐蚀品柜中"]))
        ["'碱' stands where the cited text says '酸' (放在?性)"]
        >>> list(char_substitutions("需存放在酸性腐蚀品柜里", ["须存放在酸性腐蚀品柜中"]))
        []
    """
    used = set().union(*cited) if cited else set()
    for i, ch in enumerate(claim):
        if not is_cjk(ch) or (ch in _MARKERS and not any(ch in pair for pair in _OPPOSITES)):
            continue
        note = _swapped(claim, i, cited, present=ch in used)
        if note is not None:
            yield note
