"""Facts of one group stated for another: two cited items about parallel groups.

Cited items often state the same kind of rule for parallel groups — 学生会员 / 普通会员,
上海地区 / 北京地区, 基础方案 / 全面方案 — each item opening with its group's name. A claim
that names one group but takes a fact from the other group's item (学生会员 … 每月还可免费
预约 4 次私教课, where the 4 sessions are 普通会员's) attaches that fact to the wrong group.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterator, Mapping, Sequence
from typing import Final

from answerc.grounding._analysis import Clause, PackIndex
from answerc.grounding._text import is_cjk

_WORD: Final = re.compile(r"[a-z][a-z0-9-]*")
_FUNCTION: Final = frozenset({"the", "a", "an", "all", "each", "every", "our", "your", "this"})
_HEAD: Final = 8
"""How far into an item's first clause its group name is looked for."""


@functools.lru_cache(maxsize=256)
def _pairs_of(first: tuple[tuple[str, str], ...]) -> tuple[tuple[str, str, str, str], ...]:
    """Cached by the items' opening texts (claims citing the same items share them)."""
    return tuple(_group_pairs(dict(first)))


def _group_pairs(first: Mapping[str, str]) -> list[tuple[str, str, str, str]]:
    """(item a, name a, item b, name b) for items whose openings differ only in the name
    before a shared head ("学生会员…" / "普通会员…" give 学生 and 普通)."""
    out: list[tuple[str, str, str, str]] = []
    items = sorted(first)
    for i, a in enumerate(items):
        for b in items[i + 1 :]:
            wa, wb = _WORD.findall(first[a])[:2], _WORD.findall(first[b])[:2]
            if (
                len(wa) == len(wb) == 2
                and wa[1] == wb[1]
                and wa[0] != wb[0]
                and first[a].isascii()
                and first[b].isascii()
                and wa[0] not in _FUNCTION
                and wb[0] not in _FUNCTION
            ):
                out.append((a, wa[0], b, wb[0]))  # "north route: …" / "south route: …"
                continue
            ka, kb = first[a][:_HEAD], first[b][:_HEAD]
            for cut in (2, 3, 4):
                head_a, head_b = ka[cut : cut + 2], kb[cut : cut + 2]
                name_a, name_b = ka[:cut], kb[:cut]
                if (
                    len(head_a) == 2
                    and head_a == head_b
                    and all(is_cjk(ch) for ch in head_a + name_a + name_b)
                    and name_a != name_b
                    and name_a not in name_b
                    and name_b not in name_a
                ):
                    out.append((a, name_a, b, name_b))
                    break
    return out


def _names(text: str, name: str) -> bool:
    if name.isascii():
        return re.search(rf"(?<![a-z0-9-]){re.escape(name)}(?![a-z0-9-])", text) is not None
    return name in text


def merged_groups(
    claim_key: str,
    used: Sequence[tuple[Clause, int]],
    index: PackIndex,
    items: Sequence[str],
) -> Iterator[str]:
    """Yield a note when the claim names one group and states a fact of the other's item.

    ``used`` pairs claim clauses with the evidence clauses they were aligned to.
    """
    if len(items) < 2:
        return
    first: dict[str, str] = {}
    for item in items:
        clauses = index.by_item.get(item, ())
        if clauses:
            first[item] = index.clauses[min(clauses)].text
    for a, name_a, b, name_b in _pairs_of(tuple(sorted(first.items()))):
        for mine, theirs, other in ((a, name_a, name_b), (b, name_b, name_a)):
            if not _names(claim_key, theirs) or _names(claim_key, other):
                continue  # the claim names both groups, or neither
            foreign = b if mine == a else a
            if any(index.owner[c] == foreign for _cc, c in used):
                yield f"states {other!r}'s fact for {theirs!r}"
                return
