"""Deterministic meaning-changing edits of a claim, for the proof's property tests.

Each generator takes a claim text and the texts it cites and yields ``(label, mutated)``
pairs; none uses randomness. An edit that cannot be made (no number, no negation point,
no opposite word...) yields nothing. See ``tests/test_proof_properties.py``.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from typing import Final

from answerc.grounding.lexicon import default_lexicon
from answerc.grounding.text import analyze

Mutation = tuple[str, str]

# -- (a) numbers, versions, dates -----------------------------------------------------------
_DIGITS: Final = re.compile(r"\d+")
_NUMBER_TOKEN: Final = re.compile(r"v?\d+(?:[.:/\-]\d+)*")
_ZH_DIGIT: Final = "零一二三四五六七八九"
_ZH_NUMERAL: Final = re.compile(
    r"(?<![零一二两三四五六七八九十百千万])([一二两三四五六七八九])(?=[天个次年月日周小分元倍条件名项岁张份台家笔])"
)


def _evidence_values(cited: Sequence[str]) -> set[float]:
    values: set[float] = set()
    lex = default_lexicon()
    for text in cited:
        for tok in analyze(text, lex).tokens:
            if tok.quantity is not None:
                values.add(float(tok.quantity.value))
        values.update(float(d) for d in _DIGITS.findall(text))
    return values


def _held(token: str, cited: Sequence[str]) -> bool:
    """Whether a number-like token stands in a cited text (not inside a longer number)."""
    pattern = re.compile(rf"(?<![\d.]){re.escape(token.removeprefix('v'))}(?![\d])")
    return any(pattern.search(text) for text in cited)


def numbers(claim: str, cited: Sequence[str]) -> Iterator[Mutation]:
    """Each digit run (and each small Chinese numeral before a classifier) changed to a value
    no cited text holds: +1, +2, ... (width kept, so dates stay dates)."""
    values = _evidence_values(cited)
    for tok in _NUMBER_TOKEN.finditer(claim):
        for run in _DIGITS.finditer(tok.group()):
            old = int(run.group())
            for step in range(1, 10):
                new = str(old + step).zfill(len(run.group()))
                text = tok.group()[: run.start()] + new + tok.group()[run.end() :]
                plain = text == new
                if _held(text, cited) or (plain and float(new) in values):
                    continue
                start, end = tok.start() + run.start(), tok.start() + run.end()
                yield f"number {run.group()}->{new}", claim[:start] + new + claim[end:]
                break
    for m in _ZH_NUMERAL.finditer(claim):
        old = 2 if m.group(1) == "两" else _ZH_DIGIT.index(m.group(1))
        for value in range(old + 1, 10):
            if float(value) in values or _ZH_DIGIT[value] in "".join(cited):
                continue
            yield (
                f"number {m.group(1)}->{_ZH_DIGIT[value]}",
                claim[: m.start(1)] + _ZH_DIGIT[value] + claim[m.end(1) :],
            )
            break


# -- (b) negation inserted or removed -------------------------------------------------------
_EN_AUX: Final = re.compile(
    r"\b(is|are|was|were|can|could|may|might|must|should|will|would|shall|does|do|did|has|have)"
    r"\b(?! not\b| never\b)",
    re.IGNORECASE,
)
_EN_NEG: Final = (
    (re.compile(r"\bcannot\b"), "can"),
    (re.compile(r"\bcan't\b"), "can"),
    (re.compile(r"\bwon't\b"), "will"),
    (re.compile(r"\b(do|does|did|is|are|was|were|must|should|would|could|has|have)n't\b"), r"\1"),
    (re.compile(r"\b(\w+) not\b"), r"\1"),
    (re.compile(r"\bnever "), ""),
)
_ZH_MODAL: Final = re.compile(
    r"(?<![不无没未非别勿])(可以|可|会|需要|需|须|应当|应该|应|能够|能|允许|支持|提供|适用|包含|包括)"
)
_ZH_NEG: Final = (
    (re.compile(r"不(?![同过断少仅久妨论管但如然足])"), ""),
    (re.compile(r"没有"), "有"),
    (re.compile(r"(?<![从并尚])未"), ""),
    (re.compile(r"无需"), "需要"),
    (re.compile(r"无须"), "须"),
    (re.compile(r"无法"), "可以"),
    (re.compile(r"禁止"), "允许"),
)


def negation(claim: str, cited: Sequence[str]) -> Iterator[Mutation]:
    """ "not" after the first auxiliary / 不 before the first modal or verb-like word
    (when there is none already); and each negation removed, one at a time."""
    del cited
    m = _EN_AUX.search(claim)
    if m is not None:
        yield "insert not", f"{claim[: m.end()]} not{claim[m.end() :]}"
    z = _ZH_MODAL.search(claim)
    if z is not None:
        yield "insert 不", f"{claim[: z.start()]}不{claim[z.start() :]}"
    for pattern, repl in (*_EN_NEG, *_ZH_NEG):
        for hit in pattern.finditer(claim):
            new = claim[: hit.start()] + hit.expand(repl) + claim[hit.end() :]
            if new != claim:
                yield f"remove {hit.group()}", re.sub(r"  +", " ", new)


# -- (c) opposite words ----------------------------------------------------------------------
_EN_OPPOSITES: Final = (
    ("higher", "lower"),
    ("before", "after"),
    ("within", "after"),
    ("at least", "at most"),
    ("more", "less"),
    ("earlier", "later"),
)
_ZH_OPPOSITES: Final = (
    ("高于", "低于"),
    ("之前", "之后"),
    ("以前", "以后"),
    ("早于", "晚于"),
    ("以上", "以下"),
    ("至少", "最多"),
    ("前", "后"),
    ("内", "后"),
)
_ZH_LONG: Final = frozenset(w for pair in _ZH_OPPOSITES for w in pair if len(w) > 1)


def _pairs(word: str, table: Sequence[tuple[str, str]]) -> list[str]:
    out = [b for a, b in table if a == word] + [a for a, b in table if b == word]
    return list(dict.fromkeys(out))


def opposites(claim: str, cited: Sequence[str]) -> Iterator[Mutation]:
    """Each opposite word of the list swapped for its opposite, one occurrence at a time."""
    del cited
    words = sorted({w for pair in _EN_OPPOSITES for w in pair}, key=len, reverse=True)
    en = re.compile(r"\b(" + "|".join(re.escape(w) for w in words) + r")\b", re.IGNORECASE)
    for hit in en.finditer(claim):
        word = hit.group().lower()
        for other in _pairs(word, _EN_OPPOSITES):
            if hit.group()[0].isupper():
                other = other[0].upper() + other[1:]
            yield f"{hit.group()}->{other}", claim[: hit.start()] + other + claim[hit.end() :]
    zh_words = sorted({w for pair in _ZH_OPPOSITES for w in pair}, key=len, reverse=True)
    zh = re.compile("|".join(re.escape(w) for w in zh_words))
    for hit in zh.finditer(claim):
        word = hit.group()
        if len(word) == 1 and any(
            claim[max(0, hit.start() - 1) : hit.end()] == w
            or claim[hit.start() : hit.end() + 1] == w
            for w in _ZH_LONG
        ):
            continue
        for other in _pairs(word, _ZH_OPPOSITES):
            yield f"{word}->{other}", claim[: hit.start()] + other + claim[hit.end() :]


# -- (d) only / 仅 / 只 dropped ---------------------------------------------------------------
_ONLY: Final = (
    re.compile(r"\bonly ", re.IGNORECASE),
    re.compile(r" only\b"),
    re.compile(r"(?<!不)仅"),
    re.compile(r"只(?=[能有需可在对限要会])"),
)


def only(claim: str, cited: Sequence[str]) -> Iterator[Mutation]:
    """Each "only" / 仅 / 只 dropped, one at a time."""
    del cited
    for pattern in _ONLY:
        for hit in pattern.finditer(claim):
            yield f"drop {hit.group().strip()}", claim[: hit.start()] + claim[hit.end() :]


# -- (e) a relation's sides swapped ----------------------------------------------------------
_EN_CALLS: Final = re.compile(
    r"^(?P<lead>(?:the )?)(?P<x>[\w.\-]+(?: [\w.\-]+){0,3}?) (?P<verb>(?:\w+ )?calls|invokes) "
    r"(?!(?:is|are|was|were|has|have|can|may|must|will|should|do|does|per)\b)"
    r"(?P<art>(?:the )?)(?P<y>[\w.\-]+(?: [\w.\-]+){0,3}?)"
    r"(?P<end>(?= to | for | before | after | when | and |[,.;]|$))",
    re.IGNORECASE,
)
_EN_FROM_TO: Final = re.compile(
    r"\bfrom (?P<x>[^,;]+?) to (?P<y>[\w:\-]+(?:\.\d+)*(?: (?:AM|PM|am|pm|a\.m\.|p\.m\.))?)"
)
_ZH_SIDES: Final = (
    re.compile(
        r"(?P<x>[A-Za-z0-9_.\u4e00-\u9fff]{2,12}?)(?P<op>(?:会|将|先|再)?调用)(?P<y>[A-Za-z0-9_.]+|[\u4e00-\u9fff]{1,8}?(?:服务|系统|模块|接口|网关|任务|队列|中心|平台|组件|函数|方法))"
    ),
    re.compile(r"从(?P<x>[^，。；,]{1,12}?)(?P<op>到|至)(?P<y>[^，。；,]{1,12}?)(?=[，。；,]|$)"),
    re.compile(
        r"由(?P<x>[^，。；,]{1,12}?)(?P<op>向)(?P<y>[^，。；,]{1,12}?)(?=[发提推转传支退][^，。；,]*)"
    ),
)
_ZH_SUBJECT_CUT: Final = re.compile(r".*[，,。；;的]")


def sides(claim: str, cited: Sequence[str]) -> Iterator[Mutation]:
    """ "X calls Y" -> "Y calls X"; "from X to Y" -> "from Y to X" (zh: 调用 / 从…到 / 由…向)."""
    del cited
    m = _EN_CALLS.match(claim)
    if m is not None and m.group("x").lower() != m.group("y").lower():
        x, y = m.group("x"), m.group("y")
        lead = m.group("lead")
        swapped = f"{lead}{y} {m.group('verb')} {m.group('art')}{x}"
        if lead:
            swapped = swapped[0].upper() + swapped[1:]
        elif x[0].isupper() and not y[0].isupper():
            swapped = y[0].upper() + swapped[1:]
        yield "swap calls", swapped + claim[m.end() :]
    for hit in _EN_FROM_TO.finditer(claim):
        x, y = hit.group("x"), hit.group("y")
        if x != y:
            yield "swap from/to", claim[: hit.start()] + f"from {y} to {x}" + claim[hit.end() :]
    for pattern in _ZH_SIDES:
        for hit in pattern.finditer(claim):
            x, y = hit.group("x"), hit.group("y")
            cut = _ZH_SUBJECT_CUT.match(x)
            xs = hit.start("x") + (cut.end() if cut else 0)
            x = claim[xs : hit.end("x")]
            if not x or x == y:
                continue
            new = claim[:xs] + y + hit.group("op") + x + claim[hit.end("y") :]
            yield f"swap {hit.group('op')}", new


GENERATORS: Final = {
    "number": numbers,
    "negation": negation,
    "opposite": opposites,
    "only": only,
    "sides": sides,
}
