"""Marker lexicons for Chinese and English and the scanner that finds them.

A *marker* is a word or phrase whose force a paraphrase must keep: negation, modality,
quantifiers, conditions, bounds and comparisons, opposite pairs (automatic/manual, 上传/下载)
and relation words (calls, 调用, from ... to). Each lexicon entry carries feature tags:

==============  =============================================================
``neg``         negation; the parity of ``neg`` + ``prohib`` is a clause's polarity
``oblig`` ...   modal force: ``oblig`` (must), ``permit`` (may), ``prohib`` (must not),
                ``nooblig`` (need not), ``will`` (will, 会: certainty, not possibility)
``univ`` ...    quantifier force: ``univ`` (all), ``part`` (some), ``restrict`` (only)
``cond``        opens a condition that runs to the end of its clause (if, 仅当)
``condb``       closes a condition stated before it (才, 方可, "时,")
``f:<fam>±``    one side of an opposite pair; ``f:up±`` are bounds (more than / within)
``v:<rel>``     a relation verb whose arguments have roles (calls, 调用)
``d:<rel>``     a relation function word (than, from, to, 比)
``negf``        a negation folded into the pair word after it (不收费 = 免费)
==============  =============================================================

Entries with no tag are *exclusions*: compounds such as 非常, 功能, 应用 in which a
marker character is not a marker. Words tagged ``f:`` or ``v:`` are also content words:
they must be found in the evidence, where any word with the same tag counts as a synonym.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Final

from answerc.grounding._lexicon_data import EN_GROUPS, ZH_GROUPS
from answerc.grounding._text import is_cjk

CONTENT_PREFIXES: Final = ("f:", "v:")
"""Tags whose words are content too (and synonyms of each other inside one tag)."""

MODAL_TAGS: Final = frozenset({"oblig", "permit", "prohib", "nooblig", "will", "recommend"})
"""Tags of modal force."""

SYNONYM_EXEMPT: Final = frozenset({"f:up+", "f:up-", "f:time+", "f:time-", "f:in+", "f:in-"})
"""Tags too broad to make their words synonyms: bound words are function words."""


def _build(
    groups: tuple[tuple[str, str], ...], *, cjk: bool
) -> dict[str, tuple[frozenset[str], bool]]:
    table: dict[str, tuple[frozenset[str], bool]] = {}
    for tags, entries in groups:
        feats = frozenset(t for t in tags.split("|") if t)
        for raw in entries.split():
            content = raw.startswith("*")
            word = raw.lstrip("*").replace("_", " ")
            if not cjk:
                word = word.lower()
            old = table.get(word)
            merged = feats | old[0] if old else feats
            table[word] = (merged, content or (old[1] if old else False))
    return table


ZH_TABLE: Final = _build(ZH_GROUPS, cjk=True)
EN_TABLE: Final = _build(EN_GROUPS, cjk=False)
_ZH_MAX: Final = max(len(w) for w in ZH_TABLE)
_ZH_STARTS: Final = frozenset(w[0] for w in ZH_TABLE)
_EN_MAX_WORDS: Final = max(len(w.split()) for w in EN_TABLE)
_EN_WORD: Final = re.compile(r"[a-z]+(?:['-][a-z]+)*")
_ZH_SIZES: Final = {
    ch: tuple(sorted({len(w) for w in ZH_TABLE if w[0] == ch}, reverse=True)) for ch in _ZH_STARTS
}
"""Lengths of the entries starting with each character, longest first (the only sizes
worth a look-up there)."""
_EN_HEADS: Final = frozenset(
    m.group() for w in EN_TABLE if (m := _EN_WORD.match(w)) is not None and m.end() < len(w)
)
"""First words of the entries longer than one word: a phrase of several words can only be
an entry when it starts with one of these."""

_BI_ADJ: Final = {
    "高": "f:cmp+",
    "大": "f:cmp+",
    "多": "f:cmp+",
    "强": "f:cmp+",
    "好": "f:cmp+",
    "重": "f:cmp+",
    "宽": "f:cmp+",
    "低": "f:cmp-",
    "小": "f:cmp-",
    "少": "f:cmp-",
    "弱": "f:cmp-",
    "差": "f:cmp-",
    "轻": "f:cmp-",
    "窄": "f:cmp-",
    "长": "f:long+",
    "短": "f:long-",
    "快": "f:fast+",
    "慢": "f:fast-",
    "贵": "f:price+",
    "便宜": "f:price-",
    "早": "f:time-",
    "晚": "f:time+",
}
_FRAME: Final = re.compile(
    r"(?:(?<![\u4e00-\u9fff])当|在|每当|如遇)([^,。;!?在当]{1,40}?)"
    r"(?:的时候|之时|(?<![小及同实按准定随临届此那当平暂超])时|情况下)"
)
_EXCEPT: Final = re.compile(r"除(?![非了外去掉])([^,。;!?除]{1,25}?)(?:以外|之外|外)")
"""除 X 外 / 除 X 以外: an exception framing the clause it belongs to (like "except X")."""
_BI: Final = re.compile(
    r"(?<![对相无类好])比(?![例较如特率赛])([^,。;!?比]{1,20}?)(?:更|还|要|略|稍)?(便宜|[高大多强好重宽低小少弱差轻窄长短快慢贵早晚])"
)


@dataclass(slots=True, unsafe_hash=True)
class Marker:
    """One marker occurrence in a match key (treated as frozen: not declared so only because
    a frozen dataclass's ``__init__`` costs five times as much)."""

    start: int
    end: int
    text: str
    feats: frozenset[str]
    content: bool
    """The marker word is also a content word (must be covered by the evidence)."""
    inner: tuple[int, int] | None = None
    """For a framed condition (在 ... 时): the span of the condition inside the frame."""


def _zh_scan(key: str, masked: frozenset[int], out: list[Marker]) -> None:
    i, n = 0, len(key)
    while i < n:
        ch = key[i]
        if ch not in _ZH_STARTS or i in masked:
            i += 1
            continue
        for size in _ZH_SIZES[ch]:
            if size > n - i:
                continue
            word = key[i : i + size]
            hit = ZH_TABLE.get(word)
            if hit is not None:
                if hit[0]:
                    out.append(Marker(i, i + size, word, hit[0], hit[1]))
                i += size
                break
        else:
            i += 1


def _en_scan(key: str, masked: frozenset[int], out: list[Marker]) -> None:
    words = [(m.start(), m.end()) for m in _EN_WORD.finditer(key) if m.start() not in masked]
    j = 0
    while j < len(words):
        start = words[j][0]
        if start > 0 and (key[start - 1].isalnum() and not is_cjk(key[start - 1])):
            j += 1
            continue
        longest = min(_EN_MAX_WORDS, len(words) - j) if key[start : words[j][1]] in _EN_HEADS else 1
        for size in range(longest, 0, -1):
            end = words[j + size - 1][1]
            phrase = key[start:end]
            hit = EN_TABLE.get(phrase)
            if hit is None and size == 1 and phrase.startswith(("non-", "not-", "no-")):
                # only the prefix negates: "non-refundable" keeps "refundable" as content
                cut = phrase.index("-") + 1
                out.append(Marker(start, start + cut, phrase[:cut], frozenset({"neg"}), False))
                j += 1
                break
            if hit is None and size == 1 and phrase.endswith("n't"):
                hit = (frozenset({"neg"}), False)
            if hit is not None:
                if hit[0]:
                    out.append(Marker(start, end, phrase, hit[0], hit[1]))
                j += size
                break
        else:
            j += 1


def scan(key: str, masked: frozenset[int] = frozenset()) -> tuple[Marker, ...]:
    """Find the markers of a match key, longest entry first, skipping masked offsets.

    Negation right before a modal is folded into it (不 + 可以 = prohibition, not + required
    = no obligation), so "cannot" and "不能" count the same as "must not" and "禁止".

    Example:
        >>> [(m.text, sorted(m.feats)) for m in scan("生鲜商品不适用七天无理由退货")]
        [('不适用', ['neg']), ('无', ['neg'])]
        >>> [m.text for m in scan("it is not required and cannot fail")]
        ['not required', 'cannot', 'fail']
    """
    found: list[Marker] = []
    _zh_scan(key, masked, found)
    _en_scan(key, masked, found)
    for m in _BI.finditer(key) if "比" in key else ():
        if m.start() in masked:
            continue
        adj = m.group(2)
        found.append(Marker(m.start(), m.start() + 1, "比", frozenset({"d:than"}), False))
        found.append(Marker(m.start(2), m.end(2), adj, frozenset({_BI_ADJ[adj]}), True))
    for m in _FRAME.finditer(key) if "时" in key or "情况下" in key else ():
        if m.start() not in masked:
            found.append(
                Marker(
                    m.start(),
                    m.start() + 1,
                    key[m.start() : m.start() + 1],
                    frozenset({"cond"}),
                    False,
                    inner=(m.start(1), m.end(1)),
                )
            )
    for m in _EXCEPT.finditer(key):
        if m.start() not in masked:
            found.append(
                Marker(
                    m.start(),
                    m.start() + 1,
                    "除",
                    frozenset({"cond", "exc"}),
                    False,
                    inner=(m.start(1), m.end(1)),
                )
            )
    found.sort(key=lambda mk: (mk.start, -mk.end))
    return tuple(_compose(found, key))


_NO_FUSE: Final = frozenset({"without", "never", "none", "nothing", "no longer"})


_GLUE_ZH: Final = frozenset("会被能可再是也都予")
_GLUE_EN: Final = frozenset(
    {"be", "been", "being", "is", "are", "was", "were", "get", "got", "yet", "ever", "always"}
)


def _bridgeable(gap: str) -> bool:
    """Only auxiliaries between a negation and the word it negates (不会被受理, is not included)."""
    text = gap.strip()
    if not text:
        return True
    if all(is_cjk(ch) for ch in text):
        return len(text) <= 3 and all(ch in _GLUE_ZH for ch in text)
    words = text.split()
    return len(words) <= 2 and all(w in _GLUE_EN for w in words)


def _flip(feats: frozenset[str]) -> frozenset[str] | None:
    pairs = {t for t in feats if t.startswith("f:") and not t.startswith(("f:up", "f:time"))}
    if not pairs or len(pairs) != len({t[:-1] for t in pairs}):
        return None
    return frozenset(t[:-1] + ("-" if t.endswith("+") else "+") for t in pairs)


def _merge_will(found: list[Marker], key: str) -> list[Marker]:
    """不会 / will not: a negated future is a plain negation, not a modal."""
    out: list[Marker] = []
    for mk in found:
        prev = out[-1] if out else None
        if (
            prev is not None
            and {prev.feats, mk.feats} == {frozenset({"neg"}), frozenset({"will"})}
            and key[prev.end : mk.start].strip() == ""
            and mk.start - prev.end <= 1
        ):
            out[-1] = Marker(
                prev.start, mk.end, key[prev.start : mk.end], frozenset({"neg"}), False
            )
            continue
        out.append(mk)
    return out


def _compose(found: list[Marker], key: str) -> list[Marker]:
    found = _merge_will(found, key)
    out: list[Marker] = []
    skip = -1
    for index, mk in enumerate(found):
        if index == skip:
            continue
        nxt = found[index + 1] if index + 1 < len(found) else None
        if (
            mk.feats == {"neg"}
            and nxt is not None
            and 0 <= nxt.start - mk.end <= 1
            and key[mk.end : nxt.start].strip() == ""
            and nxt.feats & {"permit", "oblig"}
        ):
            fused = "prohib" if "permit" in nxt.feats else "nooblig"
            extra = frozenset({"neg"}) if fused == "prohib" else frozenset()
            out.append(
                Marker(
                    mk.start,
                    nxt.end,
                    key[mk.start : nxt.end],
                    (nxt.feats - {"permit", "oblig"}) | {fused} | extra,
                    False,
                )
            )
            skip = index + 1
            continue
        if (
            mk.feats == {"neg"}
            and nxt is not None
            and nxt.content
            and _bridgeable(key[mk.end : nxt.start])
            and key[mk.start : mk.end] not in _NO_FUSE
            and (flipped := _flip(nxt.feats)) is not None
        ):
            # a negated pair word is the other side: 不收费 = 免费, not included = excluded
            out.append(Marker(mk.start, nxt.end, key[mk.start : nxt.end], flipped | {"negf"}, True))
            skip = index + 1
            continue
        out.append(mk)
    return out
