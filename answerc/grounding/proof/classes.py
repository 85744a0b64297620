"""Classification sentences: what a rule about a class says of a member (rule ``lend.class``).

One cited sentence files X under a class Y (``过氧化物一律按 B 类氧化剂管理``, ``锂电池属于
危险品``, ``Interns are classified as Tier 3 travellers``); another states a rule whose
restrictor names Y (``B 类氧化剂须存放在…``, ``Tier 3 travellers must book…``). The rule
then holds of X: the derived sentence is the rule's sentence with X in Y's place, proven
like any cited text, its spans naming the rule's sentence and an edit naming the
classification.

Sound only where Y is in a downward-monotone place of the rule, so the substitution is
made only there:

- the subject of the rule's first clause, or inside a condition clause, with no operator
  before it in its clause but a universal (所有 / any), a role word or the condition word;
- or right after a universal (一切 / all / every …) in any clause;

and never in a sentence that holds only / some / most / usually (``仅 Y 可…`` says nothing
of each Y) or an exception (``除 Y 外…``). A classification holds no operator but a universal
(一律), an or-list and role words: ``不属于``, ``部分 X 属于`` and ``X 可视为`` file nothing.
The claim word may name a narrower class than the rule's (第九类危险品 for 危险品): the rule's
Y is matched by the longest ending of the classification's Y it holds, head included.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Final

from answerc.grounding.lexicon import Lexicon
from answerc.grounding.text.analysis import Analysis, analyze

_ZH: Final = re.compile(
    r"^(?P<x>[^；;。：:]+?)(?:一律|均|都|统一)?"
    r"(?:属于|视为|视同|归为|列为|归入|按照?(?=[^，,；;。]+?(?:进行)?(?:管理|处理|对待)\s*[。.]?\s*$))"
    r"(?P<y>[^，,；;。：:]+?)(?:进行)?(?:管理|处理|对待)?\s*[。.]?\s*$"
)
_EN: Final = re.compile(
    r"^(?P<x>[^;:.]+?) (?:is|are) (?:classified|treated|regarded|designated|categori[sz]ed)"
    r" as (?:an? )?(?P<y>[^,;:.]+?)"
    r"(?: for (?P<purpose>[a-z][a-z -]*?) purposes?)?"
    r"(?: (?:under|in) this (?:policy|manual|guide|handbook|standard|document|procedure))?"
    r"\s*\.?\s*$",
    re.IGNORECASE,
)
HINT: Final = re.compile(
    r"属于|视为|视同|归为|列为|归入|按照?[^，,；;。]*?(?:管理|处理|对待)"
    r"|\b(?:is|are) (?:classified|treated|regarded|designated|categori[sz]ed) as\b",
    re.IGNORECASE,
)
"""A text that may hold a classification (the cheap test before ``classifications``)."""
_CLASSIFY_OPS: Final = frozenset({"quant:all", "junction:or"})
"""Operators a classification may hold (一律 / all, an or-list of members); role words too."""
_BLOCKING: Final = frozenset(
    {
        "quant:only",
        "quant:some",
        "quant:few",
        "quant:many",
        "quant:one",
        "quant:part",
        "quant:sometimes",
        "quant:most",
        "quant:usually",
    }
)
_OPENERS: Final = frozenset({"quant:all", "cond:if"})
"""Operators that may stand before Y in its clause (所有 Y / 如果 Y)."""


def _plain(a: Analysis, allowed: frozenset[str]) -> bool:
    return all(
        o in allowed or o.startswith("role:")
        for t in a.tokens
        if t.kind == "OPERATOR"
        for o in t.ops
    )


def classifications(
    a: Analysis, lex: Lexicon
) -> tuple[tuple[str, tuple[str, ...], int, frozenset[str]], ...]:
    """The (X text, Y word keys, sentence index, purpose word keys) of each classification
    sentence of ``a``. A purpose ("classified as Y for refill purposes") files X under Y for
    rules that name it only."""
    out: list[tuple[str, tuple[str, ...], int, frozenset[str]]] = []
    for si, units in enumerate(a.sentences):
        if not units:
            continue
        texts = [a.original(a.units[units[0]].start, a.units[units[-1]].end).strip()]
        if len(units) > 1 and not any(
            a.units[u].restrictive or any("exc" in a.tokens[i].ops for i in a.units[u].tokens)
            for u in units
        ):
            # X 属于 Y，须同时遵守…: the first clause files X; plain clauses may follow
            texts.append(a.original(a.units[units[0]].start, a.units[units[0]].end).strip())
        m = next((m for t in texts if (m := _ZH.match(t) or _EN.match(t))), None)
        if m is None:
            continue
        x, y = m.group("x").strip(), m.group("y").strip()
        xa, ya = analyze(x, lex), analyze(y, lex)
        if not _plain(xa, _CLASSIFY_OPS) or not _plain(ya, frozenset()):
            continue
        words = tuple(t.key for t in ya.tokens if t.kind != "FUNCTION")
        if not words or not any(t.kind == "CONTENT" for t in xa.tokens):
            continue
        purpose = m.groupdict().get("purpose")
        aim: frozenset[str] = frozenset()
        if purpose:
            pa = analyze(purpose, lex)
            if not _plain(pa, frozenset()):
                continue
            aim = frozenset(t.key for t in pa.tokens if t.kind != "FUNCTION")
        out.append((x, words, si, aim))
    return tuple(out)


def _restrictor_run(a: Analysis, si: int, words: tuple[str, ...]) -> tuple[int, int] | None:
    """Original offsets (in ``a.text``) of the longest ending of ``words`` in sentence ``si``
    standing where a rule's class is downward-monotone, or None."""
    units = a.sentences[si]
    toks = [i for u in units for i in a.units[u].tokens if a.tokens[i].kind != "FUNCTION"]
    ops = [o for i in toks for o in a.tokens[i].ops]
    if any(o in _BLOCKING or o == "exc" for o in ops):
        return None
    for j in range(len(words)):
        end = words[j:]
        for k in range(len(toks) - len(end) + 1):
            if tuple(a.tokens[i].key for i in toks[k : k + len(end)]) != end:
                continue
            unit = a.units[a.tokens[toks[k]].unit]
            if a.tokens[toks[k + len(end) - 1]].unit != unit.index:
                continue
            before = [i for i in toks[:k] if a.tokens[i].unit == unit.index]
            before_ops = [o for i in before for o in a.tokens[i].ops]
            opening = unit.index == units[0] or unit.condition
            # the last universal before Y with no other operator between (一切 A 和 Y)
            every = next(
                (
                    n
                    for n in range(len(before) - 1, -1, -1)
                    if "quant:all" in a.tokens[before[n]].ops
                ),
                None,
            )
            between = (
                [o for i in before[every + 1 :] for o in a.tokens[i].ops]
                if every is not None
                else []
            )
            if (opening and all(o in _OPENERS or o.startswith("role:") for o in before_ops)) or (
                every is not None
                and all(o == "junction:or" or o.startswith("role:") for o in between)
            ):
                first, last = a.tokens[toks[k]], a.tokens[toks[k + len(end) - 1]]
                if every is not None and every == len(before) - 1:
                    first = a.tokens[before[-1]]  # any Y -> X: the universal goes with Y
                return a.span(first.start, last.end)
    return None


def derived(
    texts: Sequence[Analysis], lex: Lexicon
) -> list[tuple[int, int, Analysis, tuple[int, int], tuple[int, int, int]]]:
    """Per rule sentence that names a class another cited sentence files X under:
    (index of the rule's item, its sentence, the rule's sentence with X in the class's
    place, that sentence's span in the item's text, (classifying item, its span))."""
    found = [(n, c) for n, a in enumerate(texts) for c in classifications(a, lex)]
    if not found:
        return []
    out: list[tuple[int, int, Analysis, tuple[int, int], tuple[int, int, int]]] = []
    for n, (x, words, csi, aim) in found:
        ca = texts[n]
        cunits = ca.sentences[csi]
        via = (n, *ca.span(ca.units[cunits[0]].start, ca.units[cunits[-1]].end))
        for m, a in enumerate(texts):
            for si, units in enumerate(a.sentences):
                if (m, si) == (n, csi) or not units:
                    continue
                keys = {a.tokens[i].key for u in units for i in a.units[u].tokens}
                if not aim <= keys:
                    continue  # classified for another purpose than this rule's
                run = _restrictor_run(a, si, words)
                if run is None:
                    continue
                lo, hi = a.span(a.units[units[0]].start, a.units[units[-1]].end)
                text = a.text[lo : run[0]] + x + a.text[run[1] : hi]
                out.append((m, si, analyze(text, lex), (lo, hi), via))
    return out
