"""Synonym rewriting: a claim word the cited text lacks, in the cited text's own word.

A faithful paraphrase swaps words for synonyms (导致 → 造成, terminate → cancel). Before
the support signals run, a claim word that the cited text does not use, but whose synonym
group has a member the cited text does use, is rewritten to that member; coverage,
substitution and marker signals then compare like with like. Every other signal still
runs on the rewritten claim, so a rewritten word cannot hide a changed number, polarity,
modal or condition.

The groups hold strict synonyms of one part of speech in policy and operations language:
never opposites, hypernyms or converses (pay/collect, give/receive, car/vehicle,
user/customer), which would let a claim say something the evidence does not.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Final

from answerc.grounding._synonym_data import EN_GROUPS, ZH_GROUPS
from answerc.grounding._text import stem

_EN_WORD: Final = re.compile(r"[a-z]+(?:'[a-z]+)?")


def _stem_groups(groups: Iterable[str]) -> dict[str, tuple[str, ...]]:
    """Single-word stem -> the other single-word stems of its groups."""
    table: dict[str, tuple[str, ...]] = {}
    for group in groups:
        stems = tuple(dict.fromkeys(stem(w) for w in group.split() if "_" not in w))
        for s in stems:
            table[s] = tuple(dict.fromkeys((*table.get(s, ()), *(o for o in stems if o != s))))
    return table


_Phrase = tuple[re.Pattern[str], tuple[str, ...], tuple[re.Pattern[str], ...]]


def _phrase_groups(groups: Iterable[str]) -> tuple[_Phrase, ...]:
    """(pattern, the single-word stems of its group, the group's other phrase patterns)
    for each multi-word member."""
    out: list[_Phrase] = []
    for group in groups:
        words = group.split()
        singles = tuple(dict.fromkeys(stem(w) for w in words if "_" not in w))
        patterns = {w: _phrase_pattern(w) for w in words if "_" in w}
        for w, pattern in patterns.items():
            others = tuple(p for o, p in patterns.items() if o != w)
            out.append((pattern, singles, others))
    return tuple(out)


def _phrase_pattern(member: str) -> re.Pattern[str]:
    return re.compile(r"(?<![a-z'])" + r"\s+".join(member.split("_")) + r"(?![a-z'])")


_ZH_TABLE: Final = tuple(tuple(g.split()) for g in ZH_GROUPS)
_EN_TABLE: Final = _stem_groups(EN_GROUPS)
_ZH_BY_CHAR: Final = {
    ch: tuple(sorted({n for n, g in enumerate(_ZH_TABLE) for w in g if w[0] == ch}))
    for ch in {w[0] for g in _ZH_TABLE for w in g}
}
_EN_PHRASES: Final = _phrase_groups(EN_GROUPS)


def _next_group(text: str, start: int) -> int | None:
    """The first Chinese group from ``start`` on with a member that could occur in ``text``
    (its first character does), so a claim is matched against few groups, in table order."""
    found = [n for ch in set(text) for n in _ZH_BY_CHAR.get(ch, ()) if n >= start]
    return min(found) if found else None


def cited_surfaces(cited: Iterable[str]) -> dict[str, str]:
    """English stem → the first word of the cited texts with that stem."""
    out: dict[str, str] = {}
    for text in cited:
        for found in _EN_WORD.finditer(text):
            out.setdefault(stem(found.group()), found.group())
    return out


def rewrite(key: str, cited: tuple[str, ...], surfaces: dict[str, str]) -> str:
    """``key`` (a claim's match key) with its synonyms written as the cited texts write them.

    Example:
        >>> rewrite("超速导致事故", ("超速会造成事故",), {})
        '超速造成事故'
        >>> said = "you may cancel it"
        >>> rewrite("you can terminate it", (said,), cited_surfaces([said]))
        'you can cancel it'
        >>> rewrite("超速导致事故", ("超速导致事故",), {})
        '超速导致事故'
        >>> said = "when it is enabled"
        >>> rewrite("when it is turned on", (said,), cited_surfaces([said]))
        'when it is enabled'
    """
    out = key
    if any("\u4e00" <= ch <= "\u9fff" for ch in key):
        at = 0
        while (n := _next_group(out, at)) is not None:
            group, at = _ZH_TABLE[n], n + 1
            for word in group:
                if word not in out or any(word in c for c in cited):
                    continue
                partner = next((p for p in group if p != word and any(p in c for c in cited)), None)
                if partner is not None:
                    out = out.replace(word, partner)
    if surfaces and any("a" <= ch <= "z" for ch in key):
        for pattern, singles, others in _EN_PHRASES:
            if pattern.search(out) is None or any(pattern.search(c) for c in cited):
                continue
            partner = next((surfaces[s] for s in singles if s in surfaces), None)
            if partner is None:
                said = (found for o in others for c in cited if (found := o.search(c)))
                partner = next((m.group() for m in said), None)
            if partner is not None:
                out = pattern.sub(partner, out)

        def swap(found: re.Match[str]) -> str:
            word = found.group()
            mine = stem(word)
            if mine in surfaces:
                return word
            for other in _EN_TABLE.get(mine, ()):
                if other in surfaces:
                    return surfaces[other]
            return word

        out = _EN_WORD.sub(swap, out)
    return out
