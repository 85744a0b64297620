"""Converse rules: "every X who A does B" does not say "every X who B does A".

A rule restricts what it talks about (the *restrictor*: "who is offered a scholarship",
"凡获得推荐资格的学生") and says something of it (the *nucleus*: "has been interviewed",
"均已通过面试"). A claim whose restrictor holds the evidence's nucleus while its nucleus
holds the evidence's restrictor states the converse, which the evidence does not support.

Only rule shapes are compared: an English clause whose subject noun carries a relative
clause (who / that / which), and a Chinese sentence that opens with a 的-phrase before its
noun ("凡……的学生，均……"). Anything else is left to the other signals.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Final

from answerc.grounding._analysis import Analysis, Clause, PackIndex
from answerc.grounding._lexicon import MODAL_TAGS
from answerc.grounding._text import is_cjk

_RELATIVE: Final = frozenset({"who", "that", "which", "whose"})
_BOUNDARY: Final = frozenset({"is", "are", "was", "were", "has", "have", "had", "do", "does"})
_OPENERS: Final = ("凡", "所有", "每个", "每位", "每名", "任何")

_AFTER: Final = re.compile(r"(?:之后|以后|后)$")
_DIGIT_END: Final = re.compile(r"[\d:.]\s*[\u4e00-\u9fff]{0,3}$")
"""A number before 后 makes it a bound ("30 天后"), not an event that comes first."""

Rule = tuple[frozenset[str], frozenset[str]]
"""(restrictor keys, nucleus keys)."""


def _english_rules(clause: Clause, *, guess: bool) -> list[Rule]:
    """The clause's rule; with ``guess``, when no auxiliary or modal closes the relative
    clause ("staff who do not finish the course lose access"), every split of it."""
    units = clause.units
    rel = next(
        (
            i
            for i, u in enumerate(units[:8])
            if u.kind == "x" and u.key in _RELATIVE and i and units[i - 1].kind == "w"
        ),
        None,
    )
    if rel is None:
        return []
    keys: list[str] = []
    split: int | None = None
    for u in units[rel + 1 :]:
        closes = (u.kind == "x" and u.key in _BOUNDARY) or (
            u.marker is not None and MODAL_TAGS & u.marker.feats
        )
        if split is None and keys and closes:
            split = len(keys)
        if u.content and u.kind in ("w", "m"):
            keys.append(u.key)
    cuts = [split] if split is not None else (list(range(1, len(keys))) if guess else [])
    rules = [(frozenset(keys[:k]), frozenset(keys[k:])) for k in cuts if 0 < k < len(keys)]
    return [(r, n) for r, n in rules if r and n]


def _bigrams(text: str) -> set[str]:
    return {
        text[i : i + 2] for i in range(len(text) - 1) if is_cjk(text[i]) and is_cjk(text[i + 1])
    }


def _chinese_rule(clauses: Sequence[Clause]) -> Rule | None:
    """Restrictor: the opening 的-phrase, or the opening "X 后" (what happens first);
    nucleus: the rest of the sentence."""
    if len(clauses) < 2:
        return None
    first = clauses[0].text
    frame = _AFTER.search(first)
    if frame is not None and not _DIGIT_END.search(first[: frame.start()]):
        restrictor = _bigrams(first[: frame.start()])
        nucleus = set().union(*(_bigrams(c.text) for c in clauses[1:]))
        if restrictor and nucleus:
            return frozenset(restrictor), frozenset(nucleus)
        return None
    at = first.rfind("的")
    tail = first[at + 1 :]
    if at < 2 or len(tail) > 3 or not all(is_cjk(ch) for ch in tail):
        return None
    head = first[:at]
    for opener in _OPENERS:
        head = head.removeprefix(opener)
    restrictor = _bigrams(head)
    nucleus = set().union(*(_bigrams(c.text) for c in clauses[1:])) - _bigrams(tail)
    if not restrictor or not nucleus:
        return None
    return frozenset(restrictor), frozenset(nucleus)


def rules(analysis: Analysis) -> list[Rule]:
    """The rule shapes of a text, sentence by sentence."""
    out: list[Rule] = []
    by_sentence: dict[int, list[Clause]] = {}
    for clause in analysis.clauses:
        by_sentence.setdefault(clause.sentence, []).append(clause)
        if clause.text.isascii():
            out.extend(_english_rules(clause, guess=False))
    for clauses in by_sentence.values():
        rule = _chinese_rule(clauses)
        if rule is not None:
            out.append(rule)
    return out


def _evidence_rules(index: PackIndex, cand: Sequence[int]) -> list[Rule]:
    by_sentence: dict[tuple[str, int], list[Clause]] = {}
    out: list[Rule] = []
    for c in cand:
        clause = index.clauses[c]
        by_sentence.setdefault((index.owner[c], clause.sentence), []).append(clause)
        if clause.text.isascii():
            out.extend(_english_rules(clause, guess=True))
    for clauses in by_sentence.values():
        rule = _chinese_rule(sorted(clauses, key=lambda c: c.start))
        if rule is not None:
            out.append(rule)
    return out


def converses(claim: Analysis, index: PackIndex, cand: Sequence[int]) -> list[str]:
    """Notes for claim rules that swap an evidence rule's restrictor and nucleus."""
    mine = rules(claim)
    if not mine:
        return []
    notes: list[str] = []
    for restrictor, nucleus in mine:
        for e_restrictor, e_nucleus in _evidence_rules(index, cand):
            whole, e_whole = restrictor | nucleus, e_restrictor | e_nucleus
            if len(whole & e_whole) < 0.6 * len(whole):
                continue  # a rule of its own, not a restatement of this one
            least = 2 if any(is_cjk(k[0]) for k in whole) else 1
            if (
                len((restrictor & e_nucleus) - e_restrictor) >= least
                and len((nucleus & e_restrictor) - e_nucleus) >= least
            ):
                notes.append("the claim states the converse of the cited rule")
                return notes
    return notes
