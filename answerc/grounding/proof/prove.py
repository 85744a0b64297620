"""prove(): a claim is supported only when the cited texts pay for every claim token.

The claim is cut into sentences and units (comma segments); a condition unit travels with
the unit it conditions (a *group*). Each group is aligned to ONE evidence sentence: each of
its units has a *primary* evidence unit that pays its atoms, quantities and operators, and
its content words (the same word or lemma, a thesaurus synonym, the same word spelled as
other segments); a content word may also come from an earlier unit of that sentence (the
topic) when no claim operator governs it. Then the evidence side: every token of a primary
unit must be used by the claim (or be a function word, a listed droppable word, a droppable
operator), and no restrictive unit (condition, exception) of the sentence may be left out.
Ties are broken by K order, then position. No similarity score decides anything.
"""

from __future__ import annotations

import functools
import itertools
import re
from collections.abc import Collection, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Final, Literal

from answerc.grounding.lexicon import Lexicon
from answerc.grounding.proof._prefilter import Needy, needy_keys, paid_bound, sentence_vocab
from answerc.grounding.proof.classes import HINT, derived
from answerc.grounding.text.analysis import (
    IRREGULAR_PARTICIPLES_EN,
    Analysis,
    Token,
    Unit,
    adverb_zh,
    analyze,
    noun_zh,
    plain_verb_zh,
    pure_verb_zh,
    verbal_zh,
)
from answerc.grounding.text.readings import AFTER_HEADS_ZH, NEEDED_EN

Result = Literal["supported", "contradicted", "unsupported"]

__all__ = ["Cited", "Edit", "Failure", "Proof", "prove"]

CONTRADICTING: Final = frozenset(
    {
        "number_mismatch",
        "version_mismatch",
        "date_mismatch",
        "negation_mismatch",
        "modal_mismatch",
        "quantifier_mismatch",
        "comparative_mismatch",
        "order_mismatch",
        "direction_mismatch",
    }
)
"""Failures that are a proven conflict on an aligned slot (the claim is contradicted)."""

_CLASS_CODE: Final = {
    "neg": "negation_mismatch",
    "modal": "modal_mismatch",
    "quant": "quantifier_mismatch",
    "junction": "quantifier_mismatch",
    "bound": "quantifier_mismatch",
    "order": "order_mismatch",
    "cmp": "comparative_mismatch",
    "role": "direction_mismatch",
}
_FAMILY: Final = {"quant": "quant", "bound": "quant", "junction": "quant"}
"""Operator classes that conflict with each other (all N vs at most N)."""
_NEGATIVE_OPS: Final = frozenset({"neg", "modal:prohibit", "modal:optional"})


def _paid_only_before(ev: Analysis, at: int, paid_ops: Collection[tuple[int, str]]) -> bool:
    """Whether an evidence only before token ``at`` in its sentence paid a claim only (the
    才 / 方可 at ``at`` answers it: 只有 X，才能 Y)."""
    sentence = ev.units[ev.tokens[at].unit].sentence
    return any(
        (j, "quant:only") in paid_ops
        for u in ev.units
        if u.sentence == sentence
        for j in u.tokens
        if j < at
    )


_SENTENTIAL: Final = frozenset({"quant:usually", "quant:default"})
"""Operators of a sentence adverb (by default, usually, 默认, 一般): no side of their own
(By default X is 10 = X defaults to 10 = X is 10 by default)."""
_THEN_OPS: Final = frozenset({"cond:then", "quant:only", "modal:may", "modal:permit"})
"""The operators of a Chinese 才 / 才能 / 方可 (only then may)."""


def _paid_must_before(ev: Analysis, at: int, paid_ops: Collection[tuple[int, str]]) -> bool:
    """Whether an evidence must earlier in the clause of token ``at`` paid a claim must (the
    方可 at ``at`` restates it: 须经审批后方可报销)."""
    unit = ev.units[ev.tokens[at].unit]
    return any((j, "modal:must") in paid_ops for j in unit.tokens if j < at)


def _must_before(claim: Analysis, at: int) -> bool:
    """Whether a must comes before token ``at`` in its sentence (需要 X 后，才能 Y: the
    order word may cut the clause before the 才)."""
    sentence = claim.units[claim.tokens[at].unit].sentence
    return any(
        "modal:must" in claim.tokens[j].ops
        for u in claim.units
        if u.sentence == sentence
        for j in u.tokens
        if j < at
    )


def _distributes(claim: Analysis, at: int) -> bool:
    """Whether Chinese 都 at token ``at`` only agrees with a universal an earlier clause of
    its sentence holds (进入任何泳池区域，都须 … = 进入任何泳池区域，须 …), as
    ``readings.agreeing_universals`` reads one of its own clause. Over a window or a range
    (6 个月内都可以, 从 1/8 到 4/4，都是 …) 都 says "at any point of it", which an exception of
    the evidence denies (blind probe round 52), and over a bare plural it says "all", which a
    generic does not: both stay unpaid."""
    unit = claim.units[claim.tokens[at].unit]
    return any(
        "quant:all" in claim.tokens[j].ops and claim.tokens[j].surface != "都"
        for u in claim.units
        if u.sentence == unit.sentence and u.index < unit.index
        for j in u.tokens
    )


def _only_before(claim: Analysis, cu: int) -> bool:
    """Whether a clause before clause ``cu`` of its sentence holds an only (只有 A，才能 B: the
    才 answers an only the comma put in the clause before)."""
    unit = claim.units[cu]
    return any(
        "quant:only" in claim.tokens[j].ops
        for u in claim.units[:cu]
        if u.sentence == unit.sentence
        for j in u.tokens
    )


_RELEASE: Final = re.compile(r"v?(\d+(?:\.\d+)*)")


def _release(t: Token) -> list[str] | None:
    """The numbers of a version token (v3.0 → 3; 2.4 → 2.4), trailing zeros dropped; a
    number is one only when it is spelt bare (a metadata version reads 3.0 as a count)."""
    if t.kind == "ATOM":
        found = _RELEASE.fullmatch(t.key)
    elif t.kind == "QUANTITY" and t.key.startswith("q:count:"):
        found = _RELEASE.fullmatch(t.surface)
    else:
        return None
    if found is None:
        return None
    parts = found.group(1).split(".")
    while len(parts) > 1 and parts[-1].strip("0") == "":
        parts.pop()
    return parts


def _same_release(c: Token, e: Token) -> bool:
    """Whether a claim's version names the cited item's version in an attribution: the same
    numbers once trailing zeros are dropped (Travel Policy v3 for version 3.0; never v2 for
    3.0, nor v3 for 3.1)."""
    if c.kind != "ATOM":
        return False
    mine = _release(c)
    return mine is not None and mine == _release(e)


def _negative(op: str) -> bool:
    """Whether ``op`` is negative: a negative op, or the flavour of a negation beside its
    neg (neg:ceased no longer, neg:yet not yet, neg:never, neg:perfect 未)."""
    return op in _NEGATIVE_OPS or op.startswith("neg:")


_INCLUSIVE: Final = frozenset({"含", "包含", "含本数"})
"""The inclusive mark a Chinese bound carries in parentheses (5 万元（含）以上)."""
_ORDER_BOUNDS: Final = ("bound:gt", "bound:ge", "bound:lt", "bound:le")


def _holds(value: Fraction, bound: str, limit: Fraction) -> bool:
    """Whether ``value`` meets ``bound`` (bound:gt / ge / lt / le) of ``limit``."""
    if bound == "bound:gt":
        return value > limit
    if bound == "bound:ge":
        return value >= limit
    if bound == "bound:lt":
        return value < limit
    return value <= limit


def _bound_of(ev: Analysis, toks: list[int], at: int) -> tuple[int, str, bool] | None:
    """The bound word of evidence value ``at``: the word before it (over 40 kg, 不超过 100
    页, not more than 3) or, in Chinese, after it or after the noun it counts (3 万元（含）以上,
    200 马力以上), as (its index, its bound, whether a negation right before it turns it)."""
    words = [i for i in toks if ev.tokens[i].kind != "FUNCTION"]
    n = words.index(at)
    after = [n + 1]
    if n + 2 < len(words) and ev.tokens[words[n + 1]].kind == "CONTENT":
        after.append(n + 2)  # 200 马力以上: a counted noun the numeral reader leaves a word
    for m in (n - 1, *after):
        if not 0 <= m < len(words):
            continue
        t = ev.tokens[words[m]]
        if m > n and t.lang != "zh":
            continue
        found = [o for o in t.ops if o in _ORDER_BOUNDS]
        if t.kind == "OPERATOR" and found:
            neg = m > 0 and any(o in _NEGATIVE_OPS for o in ev.tokens[words[m - 1]].ops)
            return words[m], found[0], neg
    return None


_CONVERSE: Final = {
    "bound:gt": "bound:lt",
    "bound:lt": "bound:gt",
    "bound:ge": "bound:le",
    "bound:le": "bound:ge",
    "order:before": "order:after",
    "order:after": "order:before",
    "cmp:more": "cmp:less",
    "cmp:less": "cmp:more",
}
_UNSCOPED: Final = frozenset({"cond", "exc", "junction"})
"""Operator classes whose scope is a whole clause (checked by the dropped-material rule)."""
_FLOATING: Final = frozenset({"都", "均", "全部", "全都", "一律", "单笔", "单次", "每笔", "每次"})
"""Quantifiers that float beside their noun (汇款单笔超过 = 单笔汇款超过, 都 after it)."""
_GENERIC_UNIVERSALS: Final = frozenset({"all", "所有", "一切", "全体"})
"""Universals of a clause's subject that a generic claim (licenses …) may leave out; not any
/ 任何 (a negative polarity word), not each / every / 每 (distributive: ``_EACH_EN``,
``_EACH``)."""
_CONTRAST: Final = frozenset({"but", "however", "yet", "但", "但是", "然而", "可是", "不过"})
"""Contrastive conjunctions (operator.contrast); an exception (除外, except) is no conjunction."""
_EXCEPT_EN: Final = frozenset(
    {"other than", "except", "except for", "apart from", "aside from", "besides", "excluding"}
)
"""English exception prepositions, whose object is what the rule leaves out."""
_SINGULAR_EN: Final = frozenset({"a", "an", "one"})

_EACH_EN: Final = frozenset({"each", "every"})
"""English distributives: generic where the clause holds no amount, or where the claim says
its subject in the singular (Each Pro license covers 5 devices = A Pro license covers 5
devices), never as a plural beside an amount (Each of the three regions contributes USD 2
million ≠ The three regions contribute USD 2 million)."""


def _has_amount(an: Analysis, toks: Sequence[int]) -> bool:
    """Whether tokens ``toks`` hold an amount: a quantity, or an English "one" before a noun
    (one candidate, one interpreter: a count the tokenizer leaves a word, as it is a pronoun
    too)."""
    for n, j in enumerate(toks):
        t = an.tokens[j]
        if t.kind == "QUANTITY":
            return True
        if (
            t.lang == "en"
            and t.key == "one"
            and n + 1 < len(toks)
            and an.tokens[toks[n + 1]].kind == "CONTENT"
        ):
            return True
    return False


_EACH: Final = frozenset({"每个", "每一个", "每位", "每名", "每一"})
"""Distributive 每 before a noun: generic too where its clause holds no quantity (每个
release build 须经签字 = release build 须经签字), never beside one (每人 600 元)."""
_PARTICIPLE: Final = ("ed", "en", "wn", "lt", "id", "ne")
"""Endings of English past participles (regular and the common irregular ones)."""
_ABLE: Final = ("able", "ible")
"""Endings of an adjective a prohibition makes passive (is non-transferable = cannot be
transferred)."""
_CONJUNCTS: Final = frozenset({"and", "并", "并且", "且", "同时"})
"""Words opening a second predicate of the same subject (… and are rotated every 90 days)."""
_RELATIVIZERS: Final = frozenset({"that", "who", "whose", "which", "的"})
"""Words that open (en) or close (zh) a relative clause restricting a noun."""
_PIVOT_WORDS: Final = frozenset(
    {"be", "of", "as", "get", "have", "with", "for", "on", "in", "at", "against", "over",
     "是", "为", "的", "之", "属于", "就是", "便是", "即", "算",
     "叫", "作", "把", "对", "对于", "按", "按照", "依照", "让", "使", "用于", "用来", "有"}
)  # fmt: skip
"""Function words that relate the words on their two sides (copulas, genitives, light verbs,
prepositions, 属于 / 按 / 把 / 让 / 有: 锂电池属于危险品 ≠ 危险品属于锂电池, members get support ≠
support gets members, replace A with B ≠ replace B with A)."""
_REQUEST: Final = frozenset({"要求"})
"""A duty said as a request of its subject (X 要求 Y): the duty is not the subject's."""
_UNIVERSAL_KIND: Final = {
    **dict.fromkeys(("每人", "每位", "everyone", "everybody"), "person"),
    **dict.fromkeys(("每笔", "单笔", "每次", "单次"), "act"),
    **dict.fromkeys(("每单",), "order"),
    **dict.fromkeys(
        ("每", "每一", "每个", "各", "各个", "各类", "each", "every", "per", "any", "任何", "任一"),
        "each",
    ),
    **dict.fromkeys(("全体", "全部", "全额", "whole", "entire"), "whole"),
    **dict.fromkeys(("always", "at all times", "一直", "始终", "总是"), "time"),
}
"""What a universal ranges over, where its word says: per person, per act (one transaction
or one occasion of the verb: 单笔充值 = 每次充值), per order, each one, the whole, all the
time. Words not listed (all, 所有, 都 …) range over whatever their noun names; any / 任何
ranges over each one."""
_DISTRIBUTIVE: Final = frozenset({"person", "act", "order", "each"})
_UNIVERSAL_FITS: Final = frozenset(
    {("each", k) for k in ("person", "act", "order")}
    | {(k, "each") for k in ("person", "act", "order")}
)


def _same_universal(c: Token, e: Token, counted: bool = False) -> bool:
    """Whether two universals range over the same kind (每人 ≠ 单笔 ≠ 全体; 每位 = 每人;
    每个 fits 每人). With an amount in the clause (``counted``) a distributive one (each /
    每 / 单笔 / 每人) is not a plain all / 所有, which may total the amount (单笔交易限额 2 万元
    ≠ 所有交易限额 2 万元)."""
    a = _UNIVERSAL_KIND.get(c.surface.casefold())
    b = _UNIVERSAL_KIND.get(e.surface.casefold())
    if counted and (a in _DISTRIBUTIVE) != (b in _DISTRIBUTIVE):
        return False
    if a is None or b is None:
        return "time" not in (a, b) or a == b
    return a == b or (a, b) in _UNIVERSAL_FITS


_ANY: Final = frozenset({"any", "任何", "任一"})


def _ops_before(an: Analysis, at: int) -> Iterator[str]:
    """The operators of the tokens before token ``at`` in its unit."""
    toks = an.units[an.tokens[at].unit].tokens
    return (o for j in toks[: toks.index(at)] for o in an.tokens[j].ops)


def _negated_before(an: Analysis, at: int) -> bool:
    """Whether a negation (or an exclusion: does not apply to) stands before token ``at`` in
    its unit."""
    return any(_negative(o) or o == "exc" for o in _ops_before(an, at))


def _any_for_all(claim: Analysis, ci: int, ev: Analysis, ei: int) -> bool:
    """Whether universal ``ci`` and the one at ``ei`` are any and an all with a negation
    before the all, or inside a condition (If every sensor fails ≠ If any sensor fails):
    没有发给所有客户 (not all) is said by no any (没有发给任何客户 = none, 任何客户都没有 = none).
    An all before its negation says none as any does (所有员工不得 = 任何员工不得; 受试者都无需
    承担 = 无需承担任何费用)."""
    c, e = claim.tokens[ci].surface.casefold(), ev.tokens[ei].surface.casefold()
    if (c in _ANY) == (e in _ANY):
        return False
    an, at = (ev, ei) if c in _ANY else (claim, ci)
    return _negated_before(an, at) or _conditioned(an, at)


def _conditioned(an: Analysis, at: int) -> bool:
    """Whether token ``at`` stands in a condition (an if / 如果 before it in its unit, or a
    condition unit): If every sensor reports a fault ≠ If any sensor reports a fault."""
    return an.units[an.tokens[at].unit].condition or any(
        o.startswith("cond:if") for o in _ops_before(an, at)
    )


_AND: Final = frozenset({"and", "和", "及", "以及", "与", "跟"})
_OR: Final = frozenset({"or", "或", "或者"})
_EXAMPLE_AFTER: Final = frozenset({"等", "等等"})
"""Closing a Chinese list of examples before the noun they instantiate (A、B 等 N)."""
_EXAMPLE_BEFORE: Final = (("such", "as"), ("including",), ("include",), ("especially",))
"""Opening an English list of examples after the noun they instantiate (N such as A)."""
_COLLECTIVE: Final = frozenset(
    {
        "同时",
        "共",
        "共计",
        "合计",
        "一起",
        "一并",
        "together",
        "both",
        "combined",
        "total",
        "jointly",
        "共同",
        "联合",
        "会同",
        "双人",
        "之间",
        "between",
        "距离",
        "间距",
        "间隔",
        "差距",
        "差额",
        "差值",
        "比例",
        "比值",
        "之比",
        "distance",
        "gap",
        "difference",
        "ratio",
    }
)
"""Words that make a list one whole (A 和 B 合计…, both A and B, 客服和财务共同审核) or name
the relation of its members (A 和 B 之间的间距, the distance between A and B): no member may
be left out."""
_POSTFIX: Final = frozenset({"前", "后", "之前", "之后", "以前", "以后", "内", "以内", "之内"})
_PLAIN_NEED: Final = frozenset({"要"})


def _conjunct_subject(a: Analysis, unit: tuple[int, ...]) -> bool:
    """Whether English ``unit`` is a predicate joined by and / or / but to the clause before
    it in its sentence, whose subject it shares (… is off by default and may only be …)."""
    if not unit or a.tokens[unit[0]].key not in ("and", "or", "but"):
        return False
    u = a.tokens[unit[0]].unit
    return (
        u > 0
        and a.units[u - 1].sentence == a.units[u].sentence
        and any(a.tokens[j].kind in ("CONTENT", "ATOM") for j in a.units[u - 1].tokens)
    )


def _after_event(t: Token) -> bool:
    """Whether ``t`` is the after of two events: a Chinese 后 / 之后 / 以后 closing the earlier
    (A 后 B), or an English "after" opening it (B after A, After A, B)."""
    return "order:after" in t.ops and (
        (t.lang == "zh" and t.surface in AFTER_HEADS_ZH) or (t.lang == "en" and t.key == "after")
    )


_FUSED_PROHIBITIONS: Final = frozenset({"不得", "不能", "不可"})
"""The prohibitions a Chinese bound word may open (不得低于 = 须不低于)."""
_RELATIVE_PRONOUNS: Final = frozenset({"which", "who", "whom", "whose", "that"})
_LIST_MARKS_EN: Final = frozenset({"and", "or", "including", "such as", "e.g."})
_DETERMINERS_EN: Final = frozenset({"the", "a", "an", "your", "our", "their", "his", "her", "its"})
_POSSESSIVES: Final = frozenset({"your", "my", "our", "his", "her", "their", "its"})
_RELATIVE_HEADS: Final = frozenset({"which", "who", "whom", "whose"})
_CONJUNCTS_EN: Final = frozenset({"and", "or", "but"})
"""The Chinese must word a plain rule may be restated with (operator.plain_need)."""
_POSTFIX_FROM: Final = frozenset({"起", "之日起", "起算", "完", "完毕"})
"""起 that starts a window at the event before it, read as 后 (readings.window_anchors), and
完 after a verb read as the 后 it comes to (readings.finished_verbs)."""


_AT_THE_TIME_ZH: Final = frozenset({"时", "时候", "之时", "的时候", "期间", "过程中"})


def _at_the_time(an: Analysis, unit: Unit) -> bool:
    """Whether a Chinese condition clause ends in a word of "at the time of" (提交订单时, 运行
    期间): its event is going on, which a claim's 后 (once it is over) does not say."""
    last = an.tokens[unit.tokens[-1]] if unit.tokens else None
    return last is not None and last.lang == "zh" and last.key in _AT_THE_TIME_ZH


def _leading_words(an: Analysis, unit: Unit) -> tuple[list[int], list[int]]:
    """A unit cut after its leading run of content words and names (the rest after it)."""
    toks = [i for i in unit.tokens if an.tokens[i].kind != "FUNCTION" or an.tokens[i].key != "的"]
    n = 0
    while n < len(toks) and an.tokens[toks[n]].kind in ("CONTENT", "ATOM"):
        n += 1
    return toks[:n], toks[n:]


def _gapped(ev: Analysis, primary: int) -> list[int]:
    """The words an evidence clause left out because the clause before it in its sentence
    says them (gapping: 立式钢琴标准调律每次 380 元，三角钢琴每次 560 元; Adults pay $10,
    children $5): the second clause is a subject and then only amounts, operators and
    function words, the first a longer run of content words and then the same shape (the
    same kinds, the same words but the amounts, at least one amount). The words of the
    first run after its first word, which the second clause's subject replaced, are lent."""
    unit = ev.units[primary]
    if primary == 0 or ev.units[primary - 1].sentence != unit.sentence:
        return []
    lead2, rest2 = _leading_words(ev, unit)
    lead1, rest1 = _leading_words(ev, ev.units[primary - 1])
    if not lead2 or len(lead1) < 2 or len(rest1) != len(rest2):
        return []
    if not any(ev.tokens[i].kind == "QUANTITY" for i in rest2):
        return []
    for a, b in zip(rest1, rest2, strict=True):
        x, y = ev.tokens[a], ev.tokens[b]
        if x.kind != y.kind or x.kind in ("CONTENT", "ATOM"):
            return []
        if x.kind != "QUANTITY" and (x.key, x.ops) != (y.key, y.ops):
            return []
    return lead1[1:]


_COMPLEMENTIZERS_EN: Final = frozenset({"that", "whether", "to"})


def _complement_before(an: Analysis, unit: int, at: int) -> bool:
    """Whether the negation at ``at`` stands inside a complement clause of its unit (a that /
    whether / to before it): "There is no requirement that X hold" raises no negation onto
    "a requirement that X do not hold", nor "No applicant is required to submit references"
    onto "Applicants are required to submit no references" (a duty before it), nor "no
    obligation to report" onto "an obligation not to report" (a to right after it), as "No
    refunds are given" does onto "Refunds are not given"."""
    toks = an.units[unit].tokens
    k = toks.index(at)
    if k + 1 < len(toks) and an.tokens[toks[k + 1]].key == "to":
        return True  # an obligation not to report: the negation is the infinitive's
    return any(
        t.lang == "en"
        and (t.key in _COMPLEMENTIZERS_EN or t.key.endswith(" to") or "modal:must" in t.ops)
        for t in (an.tokens[j] for j in toks[:k])
    )


def _postfix(t: Token) -> bool:
    """Whether a Chinese order word follows its argument (X 前 / X 后 / 自 X 起 …内)."""
    return t.lang == "zh" and (
        t.surface in _POSTFIX or (t.surface in _POSTFIX_FROM and "order:after" in t.ops)
    )


_POSTFIX_BOUNDS: Final = frozenset(
    {"以上", "以下", "以内", "之内", "内", "及以上", "及以下", "或以上", "或以下"}
    | {"左右", "起", "封顶", "为限"}
)
"""Chinese bounds said after their quantity (65 岁以上, 30 天以内)."""
_VERSION: Final = re.compile(r"^v?\d+(?:\.\d+)+")
_ANSWER_POSITIVE: Final = frozenset(
    {"可以", "能", "是", "是的", "会", "对", "有", "行", "可", "yes", "sure", "correct"}
)
_TONE: Final = frozenset({"unfortunately", "sadly", "fortunately", "luckily"})
"""Words of tone an answer word may carry (Unfortunately not — …): left out of the answer
unit only, so that with its answer word removed the tone word is still a word to pay."""
_ANSWER_NEGATIVE: Final = frozenset(
    {"不能", "不可以", "不是", "不会", "不", "否", "没有", "不行", "不可", "no", "not"}
)
_ATTRIBUTION: Final = (
    "根据",
    "按照",
    "依据",
    "依照",
    "参照",
    "按",
    "据",
    "according to",
    "as per",
    "per ",
    "under ",
    "based on",
    "as stated in",
    "as described in",
    "as set out in",
    "in line with",
)
_ATTRIBUTION_WORDS: Final = frozenset(
    {
        "according", "base", "describe", "state", "set", "policy", "version", "document",
        "section", "rule", "guide", "handbook", "版", "版本", "规定", "文件", "条款", "第", "条",
        "章", "节", "的",
    }
)  # fmt: skip
"""Words an attribution may hold beside the cited item's title (the version of the rules)."""
_COMPARATIVE_PAIRS: Final = frozenset({"cmp", "chg", "fast", "long", "price", "time"})


@dataclass(frozen=True)
class Cited:
    """One cited evidence item: its id, the analysis of its excerpt and of its metadata."""

    id: str
    text: Analysis
    meta_text: str | None = None
    """Title, document id, version, section: what an attribution may name."""
    lexicon: Lexicon | None = None
    origin: tuple[int, int] | None = None
    """For a text derived from the excerpt (a call read from code): the excerpt span it
    was read from, which every span of its proof names."""
    via: tuple[str, int, int] | None = None
    """For a rule's sentence said of a class member (``classes``): the classifying
    sentence (K id, start, end), which the proof names as a ``lend.class`` edit."""

    @functools.cached_property
    def meta(self) -> Analysis | None:
        """The analysis of the metadata, built on first use (only attributions read it)."""
        if not self.meta_text or self.lexicon is None:
            return None
        return analyze(self.meta_text, self.lexicon)

    @functools.cached_property
    def classifies(self) -> bool:
        """Whether the excerpt may hold a classification (``classes.HINT``), tested once."""
        return HINT.search(self.text.text) is not None

    @functools.cached_property
    def runs(self) -> dict[int, dict[str, tuple[int, int]]]:
        """Memo of ``_seg_runs`` per unit."""
        return {}

    @functools.cached_property
    def lists(self) -> dict[int, tuple[_List, ...]]:
        """Memo of ``_lists`` per unit."""
        return {}

    @functools.cached_property
    def indexes(self) -> dict[int, _UnitIndex]:
        """Memo of ``_UnitIndex`` per unit."""
        return {}

    def index(self, unit: int) -> _UnitIndex:
        """The token index of one evidence unit, built once."""
        found = self.indexes.get(unit)
        if found is None:
            found = self.indexes[unit] = _UnitIndex.of(self.text, unit)
        return found

    @functools.cached_property
    def vocab(self) -> dict[int, tuple[frozenset[str], str]]:
        """Memo of ``sentence_vocab`` per sentence."""
        return {}

    def paid_bound(self, needy: Needy, si: int) -> int | None:
        """``_prefilter.paid_bound`` of a group on sentence ``si`` (None: it may pay)."""
        found = self.vocab.get(si)
        if found is None:
            found = self.vocab[si] = sentence_vocab(self.text, si)
        return paid_bound(needy, found)

    def span(self, start: int, end: int) -> tuple[int, int]:
        """Excerpt offsets of a key span of this item's text."""
        return self.origin if self.origin is not None else self.text.span(start, end)


@dataclass(frozen=True, slots=True)
class _UnitIndex:
    """The tokens of one evidence unit by key: what a claim word may match is looked up, not
    searched for (``_Prover._content_hits``)."""

    by_key: dict[str, tuple[int, ...]]
    """key -> the unit's tokens of that key (any kind, any language), in unit order."""
    by_lang: dict[tuple[str, str], tuple[int, ...]]
    """(key, language) -> the unit's tokens of that key and language, in unit order."""
    position: dict[int, int]
    """token -> its position in the unit."""
    ops: frozenset[str]
    """The operator ids of the unit's tokens."""

    @staticmethod
    def of(a: Analysis, unit: int) -> _UnitIndex:
        by_key: dict[str, list[int]] = {}
        by_lang: dict[tuple[str, str], list[int]] = {}
        position: dict[int, int] = {}
        for n, i in enumerate(a.units[unit].tokens):
            t = a.tokens[i]
            by_key.setdefault(t.key, []).append(i)
            by_lang.setdefault((t.key, t.lang), []).append(i)
            position[i] = n
        return _UnitIndex(
            {k: tuple(v) for k, v in by_key.items()},
            {k: tuple(v) for k, v in by_lang.items()},
            position,
            frozenset(o for i in a.units[unit].tokens for o in a.tokens[i].ops),
        )


@dataclass(frozen=True, slots=True)
class Edit:
    """One step of a proof."""

    kind: str
    rule: str
    claim: tuple[int, int] | None
    """Offsets in the claim text."""
    evidence: tuple[str, int, int] | None
    """(K id, start, end) offsets in that item's excerpt."""


@dataclass(frozen=True, slots=True)
class Failure:
    """Why there is no proof: the first unpaid claim token or dropped evidence token."""

    code: str
    side: Literal["claim", "evidence"]
    token: str
    """The token as its text spells it."""
    item: str | None = None
    counterpart: str | None = None
    """The evidence token in conflict (another number, the opposite word...)."""
    span: tuple[int, int] | None = None


@dataclass(frozen=True, slots=True)
class Proof:
    """The outcome of proving one claim."""

    result: Result
    spans: tuple[tuple[str, int, int], ...] = ()
    """Aligned evidence spans: (K id, start, end) in the excerpt."""
    edits: tuple[Edit, ...] = ()
    failure: Failure | None = None
    paid: int = 0
    """Claim tokens paid (orders failed attempts; never decides support)."""


@dataclass
class _Attempt:
    ok: bool
    paid: int
    edits: list[Edit] = field(default_factory=list)
    failure: Failure | None = None
    primaries: dict[int, int] = field(default_factory=dict)
    """claim unit -> evidence unit."""
    lent: set[int] = field(default_factory=set)
    pairs: list[tuple[int, int]] = field(default_factory=list)
    """(claim token, evidence token) payments."""
    rules: list[str] = field(default_factory=list)
    """The rule of each payment so far, in claim order."""
    op_pairs: set[tuple[int, str]] = field(default_factory=set)
    premised: set[int] = field(default_factory=set)
    premise_ops: set[tuple[int, str]] = field(default_factory=set)
    """Evidence bounds those comparisons met, paid once the clause is (a claim word may still
    restate them: 100 页的上限)."""
    """Claim bound words a true comparison of the asker's value has paid (arithmetic.premise)."""
    """(evidence token, operator id) pairs that paid a claim operator."""
    agents: list[tuple[int, int]] = field(default_factory=list)
    """(claim by / 由 token, evidence unit): a claim passive with its agent paid by an active
    evidence clause, checked once the whole group is paid (``_agent_failure``)."""
    relative: list[tuple[int, int]] = field(default_factory=list)
    """(claim unit, evidence unit): a condition paid by a relative clause, checked once the
    whole group is paid (``_relative_failure``)."""
    forward: set[int] = field(default_factory=set)
    forward_units: set[int] = field(default_factory=set)
    """Evidence units whose subject ``lend.moved_frame`` lent: each must pay a claim unit of
    the same group (the rule the frame frames)."""
    """Claim tokens lent by ``lend.moved_frame`` (the rule's subject said before its frame):
    no argument of the frame's operators."""
    sequence: list[tuple[int, int]] = field(default_factory=list)
    """(claim unit, claim token): a 再 / then paid by the evidence's order of telling (rule
    ``operator.sequence``), checked once the claim's earlier clause is placed."""
    first_then: list[tuple[int, int]] = field(default_factory=list)
    """(claim 先 token, evidence 后 token): 先 A，再 B paid by A 后 B (``operator.first_then``),
    checked once the group is paid (``_first_then_failure``)."""


def reads_meta(claim: Analysis) -> bool:
    """Whether a proof of ``claim`` may read its cited items' metadata: only an attribution
    does (``_Prover._attribution``), on a unit opening with an attribution marker. Else the
    proof's result depends on the cited texts and origins alone, never on ids or metadata."""
    return any(claim.key[u.start : u.end].strip().startswith(_ATTRIBUTION) for u in claim.units)


def _cls(op: str) -> str:
    return op.split(":", 1)[0]


def _ranged(a: Analysis, unit: tuple[int, ...], i: int) -> bool:
    """Whether token ``i`` stands between two quantities of its unit (function words aside):
    the "to" of a range (17:00 至 18:30, from 9 to 5)."""
    words = [j for j in unit if a.tokens[j].kind != "FUNCTION"]
    k = words.index(i)
    return (
        0 < k < len(words) - 1
        and a.tokens[words[k - 1]].kind == "QUANTITY"
        and a.tokens[words[k + 1]].kind == "QUANTITY"
    )


def _mismatch(code: str, claim: Analysis, c: Token, item: Cited, e: Token) -> Failure:
    """A claim token in conflict with the evidence token that paid it (another side, bound
    or quantifier)."""
    return Failure(
        code,
        "claim",
        claim.original(c.start, c.end),
        item.id,
        item.text.original(e.start, e.end),
        _claim_span(claim, c),
    )


def _claim_failure(code: str, claim: Analysis, t: Token, item: str | None) -> Failure:
    """The failure of claim token ``t`` with no evidence counterpart."""
    return Failure(code, "claim", claim.original(t.start, t.end), item, None, _claim_span(claim, t))


def _claim_span(a: Analysis, t: Token) -> tuple[int, int]:
    return a.span(t.start, t.end)


def _content_match(lex: Lexicon, c: Token, e: Token, disabled: frozenset[str]) -> str | None:
    if c.key == e.key and "match.same" not in disabled:
        return "match.same"
    lang = c.lang if c.lang in ("zh", "en") else None
    if lang is None or e.lang != c.lang:
        return None
    rule = lex.same_group(lang, c.key, e.key)
    if rule and rule not in disabled:
        return rule
    return None


def _seg_runs(tokens: Sequence[Token], idx: Sequence[int]) -> dict[str, tuple[int, int]]:
    """Concatenations of 2-4 consecutive zh content tokens -> (first, last) token index."""
    runs: dict[str, tuple[int, int]] = {}
    toks = [tokens[j] for j in idx]
    ok = [t.lang == "zh" and t.kind == "CONTENT" for t in toks]
    # reach[i]: how many following tokens chain on from token i (both zh content, adjacent)
    reach = [0] * (len(toks) + 1)
    for i in range(len(toks) - 2, -1, -1):
        if ok[i] and ok[i + 1] and toks[i].end == toks[i + 1].start:
            reach[i] = reach[i + 1] + 1
    if not any(reach):
        return runs
    for n in range(2, 5):
        for i in range(len(idx) - n + 1):
            if reach[i] >= n - 1:
                runs.setdefault("".join(t.key for t in toks[i : i + n]), (idx[i], idx[i + n - 1]))
    return runs


class _Prover:
    def __init__(
        self,
        claim: Analysis,
        cited: Sequence[Cited],
        lex: Lexicon,
        disabled: frozenset[str],
        absence: bool = False,
        premise: str | None = None,
    ) -> None:
        self.claim = claim
        self.cited = cited
        self.lex = lex
        self.disabled = disabled
        self.absence = absence
        self.premise = premise
        """The asker's question (the pack's query): the values of the asker's own case."""
        self._premise: Analysis | None = None
        """Memo of ``_premise_analysis``."""
        self.instances: set[tuple[int, str, int]] = set()
        """(claim unit, item id, evidence unit) where the asker's value was compared with the
        unit's bound (arithmetic.premise): the claim states one instance of that rule."""
        self.echo = True
        """An answer sentence may restate the rest's words (不能报销。…不予报销)."""
        self.echoed = False
        self._units: dict[int, tuple[list[int], int]] = {}
        """Memo of ``_claim_unit``."""
        self._relatives: dict[int, bool] = {}
        self._passives: dict[int, bool] = {}
        """Memo of ``_passive_unit``."""
        self._synonymous: dict[tuple[str, str], bool] = {}
        """Memo of ``_may_have_synonym``."""
        """Memo of ``_relativized`` per analysis (by id: the prover holds them alive)."""

    def _runs(self, item: Cited, unit: int) -> dict[str, tuple[int, int]]:
        """``_seg_runs`` of one evidence unit, computed once per prover."""
        found = item.runs.get(unit)
        if found is None:
            found = _seg_runs(item.text.tokens, item.text.units[unit].tokens)
            item.runs[unit] = found
        return found

    # -- claim side -------------------------------------------------------------------
    def _skip_answer_word(self, units: list[int]) -> tuple[list[int], Edit | None, int]:
        """Drop a leading answer unit; return (units, edit, polarity +1/-1/0)."""
        if not units or "answer_word.polarity" in self.disabled:
            return units, None, 0
        first = self.claim.units[units[0]]
        toks = [
            self.claim.tokens[i]
            for i in first.tokens
            if self.claim.tokens[i].kind != "FUNCTION" and self.claim.tokens[i].key not in _TONE
        ]
        text = "".join(t.surface for t in toks)
        if len(units) > 1 and toks:
            pol = 1 if text in _ANSWER_POSITIVE else -1 if text in _ANSWER_NEGATIVE else 0
            ops = [t for t in toks if t.kind == "OPERATOR"]
            echo = len(ops) < len(toks)
            if (
                not pol
                and ops
                and (self.echo or not echo)
                and all(all(_cls(o) in ("modal", "neg") for o in t.ops) for t in ops)
                and (not echo or self._echoed_later(toks, units[1:]))
            ):  # "They can:", "You cannot.", 不能报销。…不予报销: the rest says its words
                negs = sum(1 for t in ops for o in t.ops if o in _NEGATIVE_OPS)
                pol = -1 if negs % 2 else 1
                self.echoed = echo
            if pol:
                span = self.claim.span(first.start, first.end)
                return units[1:], Edit("answer_word", "answer_word.polarity", span, None), pol
        return units, None, 0

    def _echoed_later(self, toks: list[Token], units: list[int]) -> bool:
        """Whether every content word of an answer unit is paid by a content word of the
        claim's later units (不能报销。…不予报销)."""
        rest = [
            self.claim.tokens[i]
            for u in units
            for i in self.claim.units[u].tokens
            if self.claim.tokens[i].kind in ("CONTENT", "ATOM")
        ]
        return all(
            t.kind == "OPERATOR"
            or (t.kind in ("CONTENT", "ATOM") and any(self._pays(t, r) for r in rest))
            for t in toks
        )

    def _attribution(self, unit: int) -> Edit | None:
        if "attribution.title" in self.disabled:
            return None
        u = self.claim.units[unit]
        body = self.claim.key[u.start : u.end].strip()
        marker = next((m for m in _ATTRIBUTION if body.startswith(m)), None)
        if marker is None:
            return None
        toks = [
            self.claim.tokens[i]
            for i in u.tokens
            if self.claim.tokens[i].kind != "FUNCTION"
            and self.claim.tokens[i].start >= u.start + len(marker)
        ]
        toks = [t for t in toks if t.key not in _ATTRIBUTION_WORDS]
        if not toks:
            return None
        for item in self.cited:
            if item.meta is None:
                continue
            meta = item.meta.tokens
            if all(any(self._pays(t, m) or _same_release(t, m) for m in meta) for t in toks):
                return Edit(
                    "attribution",
                    "attribution.title",
                    self.claim.span(u.start, u.end),
                    (item.id, 0, 0),
                )
        return None

    def _pays(self, c: Token, e: Token) -> bool:
        if c.kind == "QUANTITY":
            if _article(e):
                return "match.article" not in self.disabled and _said_by_article(c, (e,))
            return (
                e.kind == "QUANTITY"
                and c.quantity is not None
                and e.quantity is not None
                and (c.quantity.same(e.quantity))
            )
        if c.kind != e.kind and not (c.kind == "ATOM" and e.kind == "CONTENT"):
            return False
        if c.kind == "OPERATOR":
            return c.ops == e.ops
        if c.key == e.key:
            return True
        # another key: only a synonym pays it (none for a word without one)
        return (
            self._may_have_synonym(c) and _content_match(self.lex, c, e, self.disabled) is not None
        )

    def _may_have_synonym(self, c: Token) -> bool:
        """``Lexicon.may_have_synonym`` of a claim word (False for no zh / en word), asked
        once per word of the claim."""
        found = self._synonymous.get((c.key, c.lang))
        if found is None:
            found = self._synonymous[c.key, c.lang] = c.lang in (
                "zh",
                "en",
            ) and self.lex.may_have_synonym(c.lang, c.key)
        return found

    def groups(self) -> tuple[list[list[int]], list[Edit], int]:
        """Claim groups (lists of claim unit indices), free edits, answer polarity."""
        groups: list[list[int]] = []
        free: list[Edit] = []
        polarity = 0
        sentences = [
            [
                u
                for u in sentence
                if any(self.claim.tokens[i].kind != "FUNCTION" for i in self.claim.units[u].tokens)
            ]
            for sentence in self.claim.sentences
        ]
        if len(sentences) > 1 and len(sentences[0]) == 1:
            # "不能。" as a sentence of its own: an answer word before the rest
            _, edit, polarity = self._skip_answer_word(sentences[0] + sentences[1])
            if edit:
                free.append(edit)
                sentences[0] = []
        for si, units in enumerate(sentences):
            if si == 0 and not polarity:
                units, edit, polarity = self._skip_answer_word(units)
                if edit:
                    free.append(edit)
                elif len(units) > 2 and self.claim.units[units[0]].restrictive:
                    # On a Standard Economy fare, yes: …: the answer word after the frame it
                    # answers under (the frame stays with the rest)
                    rest, edit, polarity = self._skip_answer_word(units[1:])
                    if edit:
                        free.append(edit)
                        units = [units[0], *rest]
            if units:
                edit = self._attribution(units[0])
                if edit and len(units) > 1:
                    free.append(edit)
                    units = units[1:]
            current: list[int] = []
            for u in units:
                current.append(u)
                if not self.claim.units[u].restrictive and not self._opens_sequence(u):
                    groups.append(current)
                    current = []
            if current:
                if groups and groups[-1] and self.claim.units[groups[-1][0]].sentence == si:
                    groups[-1].extend(current)
                else:
                    groups.append(current)
        return groups, free, polarity

    # -- paying one claim unit from one evidence sentence -------------------------------
    def _claim_unit(self, cu: int) -> tuple[list[int], int]:
        """The tokens of claim unit ``cu`` an attempt pays (all but function words) and the
        position among them of its first operator that is not implicit, built once."""
        found = self._units.get(cu)
        if found is None:
            claim = self.claim
            ctoks = [i for i in claim.units[cu].tokens if claim.tokens[i].kind != "FUNCTION"]
            first_op = next(
                (
                    k
                    for k, i in enumerate(ctoks)
                    if claim.tokens[i].kind == "OPERATOR"
                    and not all(self.lex.classes[o].implicit for o in claim.tokens[i].ops)
                ),
                len(ctoks),
            )
            found = self._units[cu] = (ctoks, first_op)
        return found

    def _pay_unit(
        self,
        cu: int,
        item: Cited,
        sentence: tuple[int, ...],
        primary: int,
        taken: frozenset[int] = frozenset(),
        taken_ops: frozenset[tuple[int, str]] = frozenset(),
    ) -> _Attempt:
        """Pay claim unit ``cu`` from evidence unit ``primary`` (``taken``: evidence tokens
        earlier claim units of the group already used, tried last)."""
        claim, ev = self.claim, item.text
        ctoks, first_op = self._claim_unit(cu)
        pu = ev.units[primary]
        ptoks = list(pu.tokens)
        earlier: list[int] | None = None  # built on first use (the topic rule only)
        if taken:
            ptoks = [i for i in ptoks if i not in taken] + [i for i in ptoks if i in taken]
        att = _Attempt(ok=True, paid=0)
        ev_ops = item.index(primary).ops
        claim_ops = {o for i in ctoks for o in claim.tokens[i].ops}
        k = 0
        while k < len(ctoks):
            ci = ctoks[k]
            c = claim.tokens[ci]
            paid_by: int | None = None
            rule = ""
            if c.kind == "OPERATOR" and self.absence and all(_negative(o) for o in c.ops):
                rule = "ledger.no_evidence"
            elif c.kind == "OPERATOR":
                if ci in att.premised:
                    rule = "arithmetic.premise"
                    att.rules.append(rule)
                    att.edits.append(Edit("arithmetic", rule, _claim_span(claim, c), None))
                    att.paid += 1
                    k += 1
                    continue
                ok_all = True
                for op in c.ops:
                    # each operator of the evidence pays one claim operator, once; of two,
                    # the one whose next word the claim's next word is (next to | their plots)
                    cands = [
                        i
                        for i in ptoks
                        if op in ev.tokens[i].ops
                        and (i, op) not in att.op_pairs
                        and (i, op) not in taken_ops
                        # 客户要求退款 (asks for) ≠ 客户须退款: a request pays itself only
                        and (ev.tokens[i].surface not in _REQUEST or c.surface in _REQUEST)
                        and (
                            op != "quant:all"
                            or (
                                _same_universal(c, ev.tokens[i], self._counted(ctoks, ptoks, ev))
                                and not _any_for_all(claim, ci, ev, i)
                            )
                        )
                    ]
                    hit = cands[0] if cands else None
                    if len(cands) > 1:
                        hit = self._continued(cands, ctoks, k, ptoks, ev)
                    if hit is not None and "operator.same" not in self.disabled:
                        paid_by, rule = hit, "operator.same"
                        att.op_pairs.add((hit, op))
                        continue
                    if (
                        (op == "cond:if" or self._condition_tail(ctoks, k, op))
                        and pu.condition
                        and "operator.condition_unit" not in self.disabled
                        and not any(_cls(o) == "order" and o not in claim_ops for o in ev_ops)
                        and not (op == "order:after" and _at_the_time(ev, pu))
                    ):
                        # an order word of the clause the claim states too (提前) is its own
                        rule = rule or "operator.condition_unit"
                        continue
                    if (
                        op == "role:passive"
                        and "operator.passive_by" not in self.disabled
                        and self._agentive(ctoks, k)
                        and (by := self._same_agent_by(ctoks[k + 1], ptoks, ev, att)) is not None
                    ):
                        # 会被 cleanup job 自动清理 = 由 cleanup job 自动删除: 被 with its agent is
                        # 由 with the same agent (the agent right after each)
                        paid_by, rule = by, "operator.passive_by"
                        att.op_pairs.add((by, "role:by"))
                        continue
                    if (
                        (op == "role:by" or (op == "role:passive" and self._agentive(ctoks, k)))
                        and "operator.agent" not in self.disabled
                        and not _passive(ev, ptoks)
                    ):
                        # X is covered by the warranty = the warranty covers X (checked per group)
                        rule = rule or "operator.agent"
                        att.agents.append((ci, primary))
                        continue
                    if (
                        (
                            (op == "cond:if" and claim.units[cu].condition)
                            or (c.lang == "zh" and self._condition_tail(ctoks, k, op))
                        )
                        and claim.units[cu].restrictive
                        and not pu.condition
                        and "operator.condition_relative" not in self.disabled
                        and (
                            any(ev.tokens[i].key in _RELATIVIZERS for i in ptoks)
                            or _reduced_relative(ev, pu.tokens) is not None
                        )
                    ):
                        # if / 如果 X, Y  =  the N that X Y / X 的 N Y (checked per group)
                        rule = rule or "operator.condition_relative"
                        att.relative.append((cu, primary))
                        continue
                    if (
                        op == "cond:if"
                        and c.lang == "zh"
                        and claim.units[cu].condition
                        and claim.units[cu].restrictive
                        and not pu.condition
                        and "operator.condition_topic" not in self.disabled
                        and any(_comment_opens(ev.tokens[i]) for i in ptoks)
                    ):
                        # 如果超时，可获券 = 超时可获券: a topic before the modal of its rule
                        rule = rule or "operator.condition_topic"
                        att.relative.append((cu, -1 - primary))
                        continue
                    if (
                        (op == "cond:then" or (op == "quant:only" and "cond:then" in c.ops))
                        and c.lang == "zh"
                        and "operator.only_then" not in self.disabled
                        and (
                            any("quant:only" in claim.tokens[j].ops for j in ctoks[:k])
                            or _only_before(claim, cu)
                        )
                    ):
                        # 只有全日制学生才能办理 = 限全日制学生办理: 才 answers the 只有 before it
                        # (才 / 方可 = only then: its only is the 只有's)
                        rule = rule or "operator.only_then"
                        continue
                    if (
                        op in _THEN_OPS
                        and {"cond:then", "quant:only"} <= set(c.ops)  # 才, never 就
                        and c.lang == "zh"
                        and "operator.must_then" not in self.disabled
                        and "modal:must" in ev_ops
                        and _must_before(claim, ci)
                    ):
                        # 须经 DBA 确认后发起 = 需要 DBA 确认后才能发起: the 才 (only then may)
                        # restates the duty before it in its clause, which the evidence's must pays
                        rule = rule or "operator.must_then"
                        continue
                    if (
                        op == "exc"
                        and c.surface in _CONTRAST
                        and self._opens_later_clause(cu, ci)
                        and "operator.contrast" not in self.disabled
                    ):
                        # A，但 B = A，B: a contrast opening a clause of its own joins it
                        rule = rule or "operator.contrast"
                        continue
                    if (
                        op == "order:first"
                        and c.lang in ("zh", "en")
                        and "operator.first_then" not in self.disabled
                        and self._then_after(ci) is not None
                        and (after := self._after_word(ptoks, ev, att, taken_ops)) is not None
                    ):
                        # 先经甲方确认，再按报价结算 = 经甲方确认后按报价结算: the two events in
                        # the order the evidence's 后 puts them (checked per group)
                        paid_by, rule = after, "operator.first_then"
                        att.op_pairs.add((after, "order:after"))
                        att.first_then.append((ci, after))
                        continue
                    if (
                        op == "order:then"
                        and c.lang in ("zh", "en")
                        and "operator.first_then" not in self.disabled
                        and any(
                            "order:first" in claim.tokens[f].ops and self._then_after(f) == ci
                            for f in range(ci)
                        )
                        and any(
                            _after_event(ev.tokens[i]) for u in sentence for i in ev.units[u].tokens
                        )
                    ):
                        # the 再 of 先 A，再 B: its 先 must be paid by the 后 (checked per group)
                        rule = rule or "operator.first_then"
                        att.first_then.append((ci, -1))
                        continue
                    if (
                        op == "order:first"
                        and "operator.first" not in self.disabled
                        and self._ordered_elsewhere(ci)
                    ):
                        # 提交审核之前，必须先签字 = 提交审核前，须签字: 先 restates the order
                        rule = rule or "operator.first"
                        continue
                    if (
                        op == "order:then"
                        and "operator.sequence" not in self.disabled
                        and not self._ordered_in(item, sentence)
                        and not self._ordered_before(cu, ci)
                    ):
                        # A 调用 B，B 再调用 C = A 调用 B。B 调用 C。: the evidence tells
                        # the two in this order and orders them by no operator (checked
                        # once the earlier clause is placed)
                        rule = rule or "operator.sequence"
                        att.sequence.append((cu, ci))
                        continue
                    if (
                        op == "neg:never"
                        and "neg" in c.ops
                        and any(ev.tokens[i].ops == ("neg",) for i in ptoks)
                        and "operator.never" not in self.disabled
                    ):
                        # do not expire ⇒ never expire, 不收取 ⇒ 从不收取: a plain negation of a
                        # generic pays never; no longer / not yet / 未 (flavoured) do not
                        rule = rule or "operator.never"
                        continue
                    if (
                        op == "modal:maynot"
                        and "modal:prohibit" in c.ops
                        and any("modal:prohibit" in ev.tokens[i].ops for i in ptoks)
                        and "operator.may_not" not in self.disabled
                    ):
                        # cannot / must not ⇒ may not: an evidence may not, which may only
                        # say "possibly not", pays no cannot / must not (modal:maynot is its own)
                        rule = rule or "operator.may_not"
                        continue
                    if (
                        op == "modal:must"
                        and "operator.normative_bound" not in self.disabled
                        and not any(_cls(o) == "modal" for o in ev_ops)
                        and any(o.startswith("bound:") and o in ev_ops for o in claim_ops)
                        and not pu.condition  # …超过 4 亿时，: a condition's bound is no duty
                        and not _opens_unit(claim, ci)
                    ):
                        # 每天佩戴时间不少于 22 小时 = 每天至少要戴 22 小时: a rule's bound,
                        # said with no modal, is a duty (the bound itself is paid as usual)
                        rule = rule or "operator.normative_bound"
                        continue
                    if (
                        op == "modal:must"
                        and c.lang == "zh"
                        and c.surface in _PLAIN_NEED
                        and "operator.plain_need" not in self.disabled
                        and not any(_cls(o) == "modal" for o in ev_ops)
                        and not _opens_unit(claim, ci)  # 要…超过 4 亿，: 只要 with its 只 dropped
                    ):
                        # 每册每天收取滞纳金 0.1 元 = 每册每天要交 0.1 元: a rule stated plainly
                        # is what one has to do; 要 is the plain need (never 须 / 必须 / 应)
                        rule = rule or "operator.plain_need"
                        continue
                    if (
                        op in ("role:passive", "role:patient")
                        and "operator.bare_passive" not in self.disabled
                        and self._naming_passive(ctoks, k, ptoks, ev)
                    ):
                        # 会被标记为下线 = 标记为下线: an agentless 被 before a verb of naming
                        # (标记为 / 视为 / 认定为), which the evidence says with no 被
                        rule = rule or "operator.bare_passive"
                        continue
                    if (
                        op == "quant:all"
                        and c.lang == "zh"
                        and c.surface == "都"
                        and "operator.distributive" not in self.disabled
                        and _distributes(claim, ci)
                    ):
                        # 进任何泳池区域，都需要成人陪同 = 进入任何泳池区域，须由成人陪同: 都
                        # agrees with the universal of an earlier clause (paid itself)
                        rule = rule or "operator.distributive"
                        continue
                    if (
                        op in ("quant:only", "bound:le")
                        and c.lang == "zh"
                        and c.surface[0] in "只仅"
                        and "operator.bound_only" not in self.disabled
                        and self._after_upper_bound(ctoks, k)
                    ):
                        # 最多只能带 2 人 = 最多可带 2 人: the claim's only right after its upper
                        # bound says that bound again (an evidence only stays its own)
                        rule = rule or "operator.bound_only"
                        continue
                    klass = self.lex.classes[op]
                    if (
                        klass.implicit
                        and "operator.implicit" not in self.disabled
                        and not any(_cls(o) == _cls(op) for o in ev_ops)
                        and not (op == "modal:will" and "aspect:past" in ev_ops)
                        and not (op == "role:patient" and self._retained_object(ctoks, k))
                    ):
                        rule = rule or "operator.implicit"
                        continue
                    conv = _CONVERSE.get(op)
                    hit = next((i for i in ptoks if conv and conv in ev.tokens[i].ops), None)
                    if (
                        hit is not None
                        and "operator.converse" not in self.disabled
                        and (self._crossed(ctoks, k, ptoks, hit, ev))
                    ):
                        paid_by, rule = hit, "operator.converse"
                        att.op_pairs.add((hit, conv or op))
                        continue
                    ok_all = False
                    break
                if not ok_all:
                    att.ok = False
                    att.failure = self._op_failure(c, item, ptoks)
                    return att
            elif c.kind in ("ATOM", "QUANTITY"):
                counted = (
                    {e: cj for cj, e in att.pairs if claim.tokens[cj].kind == "QUANTITY"}
                    if c.kind == "QUANTITY"
                    else {}
                )
                # an amount the claim restates in brackets pays an amount already paid only
                # where the evidence does not restate it too (768 hours (32 days) for the
                # same words: the bracket pays the bracket)
                order = sorted(ptoks, key=lambda i: i in counted) if counted else ptoks
                for i in order:
                    e = ev.tokens[i]
                    if c.kind == "QUANTITY" and e.kind == "QUANTITY":
                        if i in counted and not _restated(claim, counted[i], ci):
                            continue  # one stated amount pays one amount of the clause
                        if (
                            c.quantity is not None
                            and e.quantity is not None
                            and c.quantity.same(e.quantity)
                            and "quantity.equal" not in self.disabled
                        ):
                            paid_by, rule = i, "quantity.equal"
                            break
                    elif c.kind == "ATOM" and e.key == c.key and "match.same" not in self.disabled:
                        paid_by, rule = i, "match.same"
                        break
                if paid_by is None and c.kind == "ATOM" and "match.member" not in self.disabled:
                    # submitOrder() after OrderService.submitOrder(): the member named short
                    paid_by = self._member(c, ci, ptoks, ev)
                    rule = "match.member" if paid_by is not None else rule
                if (
                    paid_by is None
                    and c.kind == "QUANTITY"
                    and "match.article" not in self.disabled
                ):
                    # 指派 1 名专员 = 指派一名专员: the evidence's article says the count of one
                    paid_by = next((i for i in ptoks if _said_by_article(c, (ev.tokens[i],))), None)
                    rule = "match.article" if paid_by is not None else rule
                if paid_by is None and c.kind == "QUANTITY":
                    band = self._band(c, ptoks, ev)
                    if band is not None:
                        # both bounds and their operators are used: the value lies between
                        paid_by, rule = band[0], "quantity.band"
                        att.pairs.append((ci, band[1]))
                        att.op_pairs.update(band[2])
                if (
                    paid_by is None
                    and c.kind == "QUANTITY"
                    and "arithmetic.premise" not in self.disabled
                    and (found := self._premise_compare(ctoks, k, ptoks, ev)) is not None
                ):
                    # A 45 kg dog is over 40 kg (the asker's 45 kg; Dogs over 40 kg …): a true
                    # comparison of the asker's value with the cited bound
                    rule = "arithmetic.premise"
                    att.rules.append(rule)
                    att.edits.append(Edit("arithmetic", rule, _claim_span(claim, c), None))
                    if found[1] is not None:
                        # the comparison pays the claim's bound word and the rule's bound
                        att.premised.update(found[0])
                        att.premise_ops.add(found[1])
                        self.instances.add((cu, item.id, primary))
                    att.paid += 1
                    k += 1
                    continue
                if paid_by is None:
                    att.ok = False
                    att.failure = self._value_failure(c, item, ptoks)
                    return att
            else:  # CONTENT
                hits = self._content_hits(c, item, primary, taken, att.pairs)
                if len(hits) > 1 and k + 1 < len(ctoks):
                    used = {e for _, e in att.pairs}
                    # of equal candidates, the one the next claim word continues from
                    # (个人网盘 in 个人邮箱、个人网盘)
                    nxt_c = claim.tokens[ctoks[k + 1]]
                    pos = {j: n for n, j in enumerate(ptoks)}
                    hits.sort(
                        key=lambda h: (
                            h[0] in used,
                            not (
                                pos[h[0]] + 1 < len(ptoks)
                                and self._pays(nxt_c, ev.tokens[ptoks[pos[h[0]] + 1]])
                            ),
                        )
                    )
                if hits:
                    paid_by, rule = hits[0]
                if paid_by is None and c.lang == "zh" and "match.segmentation" not in self.disabled:
                    # a claim word spelled as consecutive evidence words
                    runs = self._runs(item, primary)
                    if c.key in runs:
                        paid_by, rule = runs[c.key][0], "match.segmentation"
                    else:  # consecutive claim words spelling one evidence word
                        joined = c.key
                        for n in range(1, 4):
                            if k + n >= len(ctoks):
                                break
                            nxt = claim.tokens[ctoks[k + n]]
                            if (
                                nxt.kind != "CONTENT"
                                or nxt.lang != "zh"
                                or nxt.start != (claim.tokens[ctoks[k + n - 1]].end)
                            ):
                                break
                            joined += nxt.key
                            hit = next((i for i in ptoks if ev.tokens[i].key == joined), None)
                            if hit is not None:
                                for m in range(n):
                                    att.pairs.append((ctoks[k + m], hit))
                                    att.paid += 1
                                paid_by, rule = hit, "match.segmentation"
                                k += n
                                ci = ctoks[k]
                                c = claim.tokens[ci]
                                break
                if (
                    paid_by is None
                    and c.lang == "zh"
                    and "match.short_form" not in self.disabled
                    and (hit := _short_form(claim, ci, ev, ptoks)) is not None
                ):
                    # 优惠券还在有效期内，券会退回 = …优惠券将退回: the noun said short after the
                    # claim named it whole, paid by the evidence's whole word
                    paid_by, rule = hit, "match.short_form"
                if (
                    paid_by is None
                    and c.lang == "zh"
                    and "drop.dimension" not in self.disabled
                    and (hit := _dimension_compound(self.lex, claim, cu, c, ev, ptoks)) is not None
                ):
                    # 业务招待超过 3 千元 for 业务招待费用超过 3000 元: the amount says what the
                    # compound's 费用 says
                    paid_by, rule = hit, "drop.dimension"
                if (
                    paid_by is None
                    and "drop.atom_type" not in self.disabled
                    and self._typed_paid_atom(c, ci, cu, ptoks, ev)
                ):
                    rule = "drop.atom_type"  # cart-service 服务 for cart-service
                    att.rules.append(rule)
                    att.edits.append(Edit("drop", rule, _claim_span(claim, c), None))
                    att.paid += 1
                    k += 1
                    continue
                if (
                    paid_by is None
                    and "drop.dimension" not in self.disabled
                    and _names_quantity(self.lex, claim, claim.units[cu].tokens, ci)
                    and _names_quantity_in(self.lex, c, ev, ptoks)
                ):
                    rule = "drop.dimension"  # 货物重量超过 0.5 吨 for 货物超过 500 公斤
                    att.rules.append(rule)
                    att.edits.append(Edit("drop", rule, _claim_span(claim, c), None))
                    att.paid += 1
                    k += 1
                    continue
                if (
                    paid_by is None
                    and k < first_op
                    and all(
                        r in ("lend.topic", "lend.subject", "lend.moved_frame") for r in att.rules
                    )
                    and "lend.topic" not in self.disabled
                ):
                    if earlier is None:
                        head = ev.tokens[pu.tokens[0]] if pu.tokens else None
                        conjunct = (
                            head is not None
                            and head.key in _CONJUNCTS
                            and "lend.subject" not in self.disabled
                        )
                        own = (
                            head is not None
                            and head.key in _CONJUNCTS
                            and len(pu.tokens) > 1
                            and ev.tokens[pu.tokens[1]].key in _DETERMINERS_EN
                        )  # …, and the new donor receives …: a clause with a subject of its own
                        earlier = [
                            i
                            for u in sentence
                            if u < primary
                            and not own
                            # a condition governs the clause right after it: 预订时须支付定金，
                            # 入住时付清余款 lends 预订时 to no later clause (probe round 55)
                            and not (ev.units[u].condition and u != primary - 1)
                            for i in (
                                (_subject(ev, u) if u == primary - 1 and conjunct else ())
                                if _governed(ev, u)
                                else _topic_words(ev, u)
                            )
                        ]
                    for i in earlier:
                        r = _content_match(self.lex, c, ev.tokens[i], self.disabled)
                        if r:
                            lent_from = ev.tokens[i].unit
                            paid_by = i
                            rule = "lend.subject" if _governed(ev, lent_from) else "lend.topic"
                            att.lent.add(lent_from)
                            break
                    if (
                        paid_by is None
                        and pu.restrictive
                        and claim.units[cu].restrictive
                        and primary + 1 in sentence
                        and not ev.units[primary + 1].restrictive
                        and "lend.moved_frame" not in self.disabled
                    ):
                        # 演出开始后，已售门票不得退换 = 已售门票在演出开始后禁止退换: the claim
                        # names the rule's subject first and frames it after
                        for i in _subject(ev, primary + 1):
                            if _content_match(self.lex, c, ev.tokens[i], self.disabled):
                                paid_by, rule = i, "lend.moved_frame"
                                att.lent.add(primary + 1)
                                att.forward.add(ci)
                                att.forward_units.add(primary + 1)
                                break
                if (
                    paid_by is None
                    and k < first_op
                    and k > 0
                    and "lend.gapped" not in self.disabled
                    and len(att.pairs) == k
                    and (gap := _gapped(ev, primary))
                    and all(p in pu.tokens or p in gap for _, p in att.pairs)
                    and any(p in pu.tokens for _, p in att.pairs)
                ):
                    # 立式钢琴标准调律每次 380 元，三角钢琴每次 560 元: the second clause's
                    # predicate is the first's, left out (三角钢琴标准调律每次 560 元)
                    after = max((p for _, p in att.pairs if p in gap), default=-1)
                    for i in gap:
                        if i > after and _content_match(self.lex, c, ev.tokens[i], self.disabled):
                            paid_by, rule = i, "lend.gapped"
                            break
                if paid_by is None:
                    att.ok = False
                    att.failure = self._content_failure(c, item, ptoks)
                    return att
            att.rules.append(rule)
            if paid_by is not None:
                att.pairs.append((ci, paid_by))
                e = ev.tokens[paid_by]
                att.edits.append(
                    Edit(
                        "match" if rule.startswith("match") else rule.split(".")[0],
                        rule,
                        _claim_span(claim, c),
                        (item.id, *item.span(e.start, e.end)),
                    )
                )
            else:
                att.edits.append(Edit("operator_equivalent", rule, _claim_span(claim, c), None))
            att.paid += 1
            k += 1
        if att.rules and all(
            r in ("lend.topic", "lend.subject", "lend.moved_frame", "operator.implicit")
            for r in att.rules
        ):
            att.ok = False
            att.failure = Failure(
                "extrinsic_content",
                "claim",
                claim.original(claim.units[cu].start, claim.units[cu].end),
                item.id,
            )
            return att
        if att.forward:
            # 企业作出最终答复后，消费者可申诉 ≠ 消费者作出最终答复后，企业可申诉: the frame's own
            # subject must be said in the claim's frame, not lent off to the rule
            mine = {e for c_, e in att.pairs if c_ in ctoks}
            subject = [i for i in pu.tokens if _in_first_np(ev, ev.tokens[i])]
            if any(i not in mine for i in subject):
                att.ok = False
                att.failure = Failure(
                    "condition_dropped",
                    "evidence",
                    ev.original(pu.start, pu.end),
                    item.id,
                )
                return att
        sequenced = {f for f, _ in att.first_then}
        sequenced |= {t for f in sequenced if (t := self._then_after(f)) is not None}
        order = self._order_failure(ctoks, att.pairs, ptoks, item, att.forward, sequenced)
        if order is not None:
            att.ok = False
            att.failure = order
        att.op_pairs |= att.premise_ops  # the rule's bound the asker's value meets
        att.primaries[cu] = primary
        return att

    def _content_hits(
        self,
        c: Token,
        item: Cited,
        primary: int,
        taken: frozenset[int],
        pairs: list[tuple[int, int]],
    ) -> list[tuple[int, str]]:
        """The tokens of evidence unit ``primary`` that content word ``c`` matches, with the
        rule of each, in the order ``_pay_unit`` tries them: those no pair of the attempt so
        far used first, and of those the ones after the last evidence word paid (the claim
        read in the evidence's order), then in the unit's order, ``taken`` tokens last.

        A word with no synonym anywhere in the lexicon matches only the tokens of its own
        key; another is tried once per key and language of the unit (``_content_match``
        reads nothing else of the evidence token).
        """
        index = item.index(primary)
        hits: list[tuple[int, str]]
        if not self._may_have_synonym(c):
            if "match.same" in self.disabled:
                return []
            hits = [(i, "match.same") for i in index.by_key.get(c.key, ())]
        else:
            # _content_match of c and each key of the unit, inlined (c is a zh / en word)
            hits = []
            same = "match.same" not in self.disabled
            same_group, key, lang = self.lex.same_group, c.key, c.lang
            for (other, other_lang), group in index.by_lang.items():
                if other == key and same:
                    rule = "match.same"
                elif other_lang != lang:
                    continue
                else:
                    r = same_group(lang, key, other)
                    if r is None or r in self.disabled:
                        continue
                    rule = r
                hits.extend((i, rule) for i in group)
        if len(hits) > 1:
            pos = index.position
            used = {e for _, e in pairs}
            last = max((e for _, e in pairs), default=-1)
            hits.sort(key=lambda h: (h[0] in used, h[0] < last, h[0] in taken, pos[h[0]]))
        return hits

    def _typed_paid_atom(self, c: Token, ci: int, cu: int, ptoks: list[int], ev: Analysis) -> bool:
        """Whether claim word ``c`` names the kind of an identifier next to it that the
        evidence unit holds with no kind word of its own beside it (cart-service 服务)."""
        claim = self.claim
        atoms = _typed_atoms(self.lex, claim, claim.units[cu].tokens, ci)
        keys = {claim.tokens[j].key for j in atoms}
        found = {j for j in ptoks if ev.tokens[j].kind == "ATOM" and ev.tokens[j].key in keys}
        typed = {
            j
            for n in ptoks
            for j in _typed_atoms(self.lex, ev, ev.units[ev.tokens[n].unit].tokens, n)
        }
        return bool(found) and found.isdisjoint(typed)

    def _continued(
        self, cands: list[int], ctoks: list[int], k: int, ptoks: list[int], ev: Analysis
    ) -> int:
        """Of several evidence operators that may pay claim token ``ctoks[k]``, the first
        whose next word pays the claim's next word (else the first)."""
        claim = self.claim
        words = ("CONTENT", "ATOM", "QUANTITY")
        nxt = next((claim.tokens[j] for j in ctoks[k + 1 :] if claim.tokens[j].kind in words), None)
        if nxt is None:
            return cands[0]
        pos = {j: n for n, j in enumerate(ptoks)}
        for i in cands:
            after = next(
                (ev.tokens[j] for j in ptoks[pos[i] + 1 :] if ev.tokens[j].kind in words), None
            )
            if after is not None and self._pays(nxt, after):
                return i
        return cands[0]

    def _premise_analysis(self) -> Analysis | None:
        """The question's analysis, made once per prover (None without a question)."""
        if self._premise is None and self.premise is not None:
            self._premise = analyze(self.premise, self.lex)
        return self._premise

    def _asked(self, e: Token) -> bool:
        """Whether the question says evidence word ``e`` (same word, lemma or synonym)."""
        told = self._premise_analysis()
        return told is not None and any(
            t.kind == "CONTENT" and self._pays(t, e) for t in told.tokens
        )

    def _relative_opens(self, units: set[int] | frozenset[int]) -> bool:
        """Whether a claim unit of ``units`` opens with a relative pronoun (which / who)."""
        for cu in units:
            first = next((self.claim.tokens[i] for i in self.claim.units[cu].tokens), None)
            if first is not None and first.key in _RELATIVE_PRONOUNS:
                return True
        return False

    def _counted(self, ctoks: list[int], ptoks: list[int], ev: Analysis) -> bool:
        """Whether the claim clause or its evidence clause holds an amount (a quantity)."""
        return _has_amount(self.claim, ctoks) or _has_amount(ev, ptoks)

    def _premise_compare(
        self, ctoks: list[int], k: int, ptoks: list[int], ev: Analysis
    ) -> tuple[tuple[int, ...], tuple[int, str] | None] | None:
        """Whether claim value ``ctoks[k]`` is one the question states and the claim clause
        compares it, by a bound word, with a later value of its dimension that the evidence
        states, truly (45 kg … over 40 kg; 40 页没有超过 100 页; 220 马力超过 200 马力).

        Returns the claim's bound word (with a negation before it: 没有超过) and, when the
        evidence bounds that value too (Dogs over 40 kg; 200 马力以上; 不超过 100 页), the
        evidence bound the asker's value meets: both are then paid by the comparison. With no
        evidence bound the claim's words are paid as any other (None in second place). None:
        no such comparison."""
        claim = self.claim
        c = claim.tokens[ctoks[k]]
        q = c.quantity
        told = self._premise_analysis()
        if q is None or q.date is not None or told is None:
            return None
        if not any(t.quantity is not None and q.same(t.quantity) for t in told.tokens):
            return None
        if any(
            t.quantity is not None and t.quantity.dim == q.dim and not q.same(t.quantity)
            for t in told.tokens
        ):
            return None  # 月末资产 60 万元，日均 40 万元: which value the rule reads is not said
        negations: list[int] = []
        bound: tuple[int, str] | None = None
        for n, j in enumerate(ctoks[k + 1 :], k + 1):
            t = claim.tokens[j]
            if t.unit != c.unit:
                return None
            if t.kind == "QUANTITY":
                if t.quantity is None or t.quantity.dim != q.dim or t.quantity.date is not None:
                    if bound is None:
                        return None
                    continue  # 每人每天 100 页: a period of the bound
                if bound is None and not negations:
                    bound = _postfix_bound(claim, ctoks, n)  # 12 人属于 10 人及以上的团队
                if bound is None:
                    return None
                other = t.quantity
                at = next(
                    (
                        i
                        for i in ptoks
                        if ev.tokens[i].kind == "QUANTITY"
                        and ev.tokens[i].quantity is not None
                        and other.same(ev.tokens[i].quantity)  # type: ignore[arg-type]
                    ),
                    None,
                )
                negated = len(negations) % 2 == 1
                if at is None or _holds(q.value, bound[1], other.value) == negated:
                    return None
                rule_bound = _bound_of(ev, ptoks, at)
                if rule_bound is None:
                    return (bound[0],), None
                ri, rop, rneg = rule_bound
                if _holds(q.value, rop, other.value) == rneg:
                    return None  # the asker's value is outside the rule's band
                return (*negations, bound[0]), (ri, rop)
            if t.kind == "OPERATOR":
                bounds = [o for o in t.ops if o in _ORDER_BOUNDS]
                if bounds and bound is None:
                    bound = (j, bounds[0])
                elif any(o in _NEGATIVE_OPS for o in t.ops) and bound is None:
                    negations.append(j)
                elif bound is None and any(_cls(o) != "aspect" for o in t.ops):
                    return None
        return None

    def _band(
        self, c: Token, ptoks: list[int], ev: Analysis
    ) -> tuple[int, int, tuple[tuple[int, str], ...]] | None:
        """A claim value strictly inside a band the unit states with a lower and an upper
        bound (5 万元以上、20 万元以下; at least 5 and at most 10) or as a range (5 万元至 20 万元,
        from 9:00 to 17:00): (lower value, upper value, the bound operators used)."""
        if "quantity.band" in self.disabled or c.quantity is None or c.quantity.date is not None:
            return None
        # (value index, value, bound, operator index, operator id in the evidence)
        Bound = tuple[int, Token, str, int, str]
        ops_before: list[tuple[int, str]] = []
        lows: list[Bound] = []
        highs: list[Bound] = []
        last_q: tuple[int, Token] | None = None
        ranged: tuple[int, Token, int] | None = None  # "A 至 B": A and the connector
        prev = -1  # the last word that is no function word
        words = [i for i in ptoks if ev.tokens[i].kind != "FUNCTION"]
        for i in words:
            e = ev.tokens[i]
            before, prev = prev, i
            if e.kind == "QUANTITY":
                if ranged is not None:
                    # a range states both bounds, each exclusive (the ends are quoted as such)
                    lows.append((ranged[0], ranged[1], "bound:gt", ranged[2], "role:to"))
                    highs.append((i, e, "bound:lt", ranged[2], "role:to"))
                    ranged = None
                last_q = (i, e)
                for oi, o in ops_before:
                    if o in ("bound:ge", "bound:gt"):
                        lows.append((i, e, o, oi, o))
                    elif o in ("bound:le", "bound:lt"):
                        highs.append((i, e, o, oi, o))
                ops_before = []
            elif e.kind == "OPERATOR":
                if e.ops == ("role:to",) and last_q is not None and last_q[0] == before:
                    ranged = (*last_q, i)
                    continue
                ranged = None
                bound = [o for o in e.ops if o.startswith("bound:")]
                if bound and last_q is not None and e.lang == "zh":
                    # Chinese bounds follow their value: 5 万元以上
                    for o in bound:
                        (lows if o in ("bound:ge", "bound:gt") else highs).append(
                            (*last_q, o, i, o)
                        )
                    last_q = None
                else:
                    ops_before.extend((i, o) for o in bound)
        v = c.quantity
        restrictive = bool(ptoks) and ev.units[ev.tokens[ptoks[0]].unit].restrictive
        for li, lo, lop, loi, loo in lows:
            for hi, hq, hop, hoi, hoo in highs:
                if lo.quantity is None or hq.quantity is None or li == hi:
                    continue
                if not (
                    restrictive
                    or self._heads_rule(ptoks, max(li, hi, loi, hoi), ev)
                    or self._heads_rule(ptoks, min(li, hi, loi, hoi), ev, before=True)
                ):
                    continue  # 费用为 20 至 80 元 says no fee is 50 元: only a rule's band counts
                if lo.quantity.dim != v.dim or hq.quantity.dim != v.dim:
                    continue
                above = v.value > lo.quantity.value or (
                    lop == "bound:ge" and v.value == lo.quantity.value
                )
                below = v.value < hq.quantity.value or (
                    hop == "bound:le" and v.value == hq.quantity.value
                )
                if above and below:
                    return li, hi, ((loi, loo), (hoi, hoo))
        return None

    @staticmethod
    def _heads_rule(toks: list[int], edge: int, ev: Analysis, *, before: bool = False) -> bool:
        """Whether the band ending at evidence token ``edge`` restricts a rule: a role,
        modal or consequence operator comes next (5 万元至 20 万元由财务总监审批), or 的
        (10 年以上、20 年以下的员工); with ``before``, whether the band starting at ``edge``
        follows "with" (employees with 10 to 20 years of service)."""
        if before:
            k = toks.index(edge)
            return k > 0 and ev.tokens[toks[k - 1]].key == "with"
        k = toks.index(edge) + 1
        while k < len(toks) and ev.tokens[toks[k]].key in _INCLUSIVE:
            k += 1  # 1.4 米（含）的儿童: the bound's own 含
        if k >= len(toks):
            return False
        nxt = ev.tokens[toks[k]]
        if nxt.key == "的" and nxt.lang == "zh":
            return True
        after = next((i for i in toks[k:] if ev.tokens[i].kind != "FUNCTION"), None)
        if after is None or ev.tokens[after].kind != "OPERATOR":
            return False
        return any(_cls(o) in ("role", "modal") or o == "cond:then" for o in ev.tokens[after].ops)

    def _crossed(self, ctoks: list[int], k: int, ptoks: list[int], hit: int, ev: Analysis) -> bool:
        """Whether the claim's tokens around its operator sit on the other sides of ``hit``."""
        claim = self.claim
        before = [claim.tokens[i] for i in ctoks[:k] if claim.tokens[i].kind in ("CONTENT", "ATOM")]
        after = [
            claim.tokens[i] for i in ctoks[k + 1 :] if claim.tokens[i].kind in ("CONTENT", "ATOM")
        ]
        if not before or not after:
            return False
        epos = ev.tokens[hit].start

        def sides(t: Token) -> set[bool]:
            return {
                ev.tokens[i].start > epos
                for i in ptoks
                if ev.tokens[i].kind in ("CONTENT", "ATOM") and self._pays(t, ev.tokens[i])
            }

        return all(sides(t) == {True} for t in before) and all(sides(t) == {False} for t in after)

    def _order_failure(
        self,
        ctoks: list[int],
        pairs: list[tuple[int, int]],
        ptoks: list[int],
        item: Cited,
        forward: set[int] | frozenset[int] = frozenset(),
        sequenced: set[int] | frozenset[int] = frozenset(),
    ) -> Failure | None:
        """Arguments keep their sides (SPEC §6.1 rule 6).

        * The argument of a role, order or comparison operator (the words up to the next
          operator, after it; before it for a Chinese postfix such as 前 / 后) is paid
          inside the argument of the evidence operator that paid it (the other side for a
          licensed converse).
        * Two argument words of one clause keep their order, unless exactly one side is
          passive (a licensed converse: A calls B = B is called by A).
        """
        claim, ev = self.claim, item.text
        paid = dict(pairs)
        unit_toks = [
            j for u in sorted({claim.tokens[i].unit for i in ctoks}) for j in claim.units[u].tokens
        ]
        swapped = _coverb_swap(claim, unit_toks, ev, paid)
        if swapped is None:
            swapped = _object_made_subject(claim, unit_toks, ev, paid)
        recounted = _count_of_another_noun(claim, ctoks, ev, paid)
        if recounted is not None:
            return _claim_failure("number_mismatch", claim, claim.tokens[recounted], item.id)
        alternative = _alternative_moved(claim, ctoks, ev, paid)
        if alternative is not None:
            return _claim_failure("quantifier_mismatch", claim, claim.tokens[alternative], item.id)
        moved = _modifier_moved(claim, ctoks, ev, paid)
        if moved is not None:
            return _claim_failure("direction_mismatch", claim, claim.tokens[moved], item.id)
        tense = _future_as_past(claim, ctoks, ev, paid)
        if tense is not None:
            c = claim.tokens[tense]
            return _mismatch("modal_mismatch", claim, c, item, ev.tokens[paid[tense]])
        crossed = _negation_modal_crossed(claim, ctoks, ev, paid)
        if crossed is not None:
            c = claim.tokens[crossed]
            return _mismatch("negation_mismatch", claim, c, item, ev.tokens[paid[crossed]])
        if swapped is not None:
            t = claim.tokens[swapped]
            return _claim_failure("direction_mismatch", claim, t, item.id)
        for ci in ctoks:
            c = claim.tokens[ci]
            if c.kind != "OPERATOR" or ci in sequenced:
                continue  # 先 … 再 paid by a 后: its sides are checked per group
            if c.key == "→" and (ei := paid.get(ci)) is not None:
                # Sign up → Create profile ≠ Sign up → Verify email: the step before an arrow
                # is the step before the arrow that paid it
                before = set(_step_before(ev, ei))
                bad = next(
                    (x for x in _step_before(claim, ci) if paid.get(x, -1) not in before), None
                )
                if bad is not None and bad in paid:
                    return _mismatch(
                        "order_mismatch", claim, claim.tokens[bad], item, ev.tokens[ei]
                    )
            if c.surface in _ALL_ZH and (ei := paid.get(ci)) is not None:
                # 所有门店须盘点库存 ≠ 门店须盘点所有库存: 所有 quantifies the noun right after it
                # on both sides
                noun_run = _noun_run_after(claim, ci)
                mine_n = noun_run[0] if noun_run else None
                other_n = set(_noun_run_after(ev, ei))
                if mine_n is not None and mine_n in paid and paid[mine_n] not in other_n:
                    return _mismatch(
                        "quantifier_mismatch", claim, claim.tokens[mine_n], item, ev.tokens[ei]
                    )
            if c.surface in _EXCEPT_EN and (ei := paid.get(ci)) is not None:
                # Employees other than contractors ≠ Contractors other than employees: what an
                # except-phrase takes out is what the evidence's takes out
                taken = set(_except_argument(ev, ei))
                bad = next(
                    (x for x in _except_argument(claim, ci) if x in paid and paid[x] not in taken),
                    None,
                )
                if bad is not None:
                    return _mismatch(
                        "direction_mismatch", claim, claim.tokens[bad], item, ev.tokens[ei]
                    )
            scoped = [o for o in c.ops if _cls(o) not in _UNSCOPED]
            if not scoped or set(scoped) <= _SENTENTIAL:
                continue  # by default / usually qualify the clause, wherever they stand
            if all(_cls(o) == "bound" for o in scoped) and self._next_to_quantity(ctoks, ci):
                # a bound of its quantity (up to ¥120), not a comparison of two sides: the
                # evidence bound that paid it bounds the quantity that paid the claim's
                # (over 65 and under 5 ≠ under 65 and over 5)
                ei = paid.get(ci)
                q = _bound_quantity(claim, ctoks, ci)
                if ei is not None and q is not None and paid.get(q) is not None:
                    e = ev.tokens[ei]
                    eq = _bound_quantity(ev, ev.units[e.unit].tokens, ei)
                    if eq is not None and eq != paid[q]:
                        return _mismatch("comparative_mismatch", claim, c, item, e)
                continue
            ei = paid.get(ci)
            if ei is None:
                continue
            e = ev.tokens[ei]
            if any(o in _NEGATIVE_OPS for o in c.ops) and _coverb_negation_moved(claim, ci, ev, ei):
                # 学校未对迟到的学生作出处分 ≠ 学校对未迟到的学生作出处分: a negation right after a
                # coverb is inside its noun, one right before it negates the verb after it
                return _mismatch("negation_mismatch", claim, c, item, e)
            # 被 R = 由 R (operator.passive_by): the same side, the agent after each
            same_agent = c.ops == ("role:passive",) and e.ops == ("role:by",) and c.lang == "zh"
            converse = not (set(c.ops) & set(e.ops) or same_agent) or (
                # X is required for Y = Y requires X: the need's object stands before it
                c.key in NEEDED_EN
                and e.key in NEEDED_EN
                and "operator.agent" not in self.disabled
                and _passive(claim, claim.units[c.unit].tokens)
                != _passive(ev, ev.units[e.unit].tokens)
            )
            postfix = _postfix(c)
            if c.lang == "zh" and c.surface in _FLOATING:
                continue  # 都 / 均 / 全部 float after their noun
            if (
                all(_negative(o) or _cls(o) == "modal" for o in scoped)
                and "operator.converse" not in self.disabled
                and _passive(claim, claim.units[c.unit].tokens)
                != _passive(ev, ev.units[e.unit].tokens)
            ):
                continue  # a negated or modal clause from the other side: A does not include B
            mine = [
                cj
                for cj in _argument(claim, claim.units[c.unit].tokens, ci, postfix)
                if cj not in forward
            ]
            voiced = (
                self._only_agent(c.unit, ci, ev, e.unit, ei, paid)
                if scoped == ["quant:only"] and not postfix and e.ops == c.ops
                else None
            )
            if voiced is not None:
                if not voiced:
                    return _mismatch("quantifier_mismatch", claim, c, item, e)
                continue  # only R may V X = X may only be V-ed by R: the agent is the focus
            if (
                all(_cls(o) == "quant" for o in scoped)
                and not postfix
                and "operator.agent" not in self.disabled
                and _passive(claim, claim.units[c.unit].tokens)
                != _passive(ev, ev.units[e.unit].tokens)
            ):
                # all A require B = B is required for all A: a determiner quantifies the noun
                # it opens on both sides, whatever the voice puts after it
                mine = _restrictor(claim, claim.units[c.unit].tokens, ci)
                other = _restrictor(ev, ev.units[e.unit].tokens, ei)
                if (
                    mine
                    and other
                    and not all(
                        any(self._pays(claim.tokens[cj], ev.tokens[x]) for x in other)
                        for cj in mine
                    )
                ):
                    return _mismatch("quantifier_mismatch", claim, c, item, e)
                continue
            if (
                scoped in (["quant:all"], ["quant:any"])
                and c.ops == e.ops
                and c.lang == e.lang == "en"
                and "operator.converse" not in self.disabled
            ):
                # a determiner quantifies the noun it opens: all drivers complete a course ≠
                # drivers complete all courses (its other words are checked as usual; a
                # Chinese 所有 may stand before or after the noun's modifiers)
                mine_r = _restrictor(claim, claim.units[c.unit].tokens, ci)
                other_r = set(_restrictor(ev, ev.units[e.unit].tokens, ei))
                if (
                    mine_r
                    and other_r
                    and any(paid.get(cj) is not None and paid[cj] not in other_r for cj in mine_r)
                ):
                    return _mismatch("quantifier_mismatch", claim, c, item, e)
            if scoped == ["role:to"] and _ranged(claim, claim.units[c.unit].tokens, ci):
                mine = mine[:1]  # 8:30 到 11:30: a range's "to" relates its two bounds only
            if scoped == ["quant:only"] and mine and c.lang == e.lang == "en":
                # is only covered for X = is covered only for X: an only before the verb
                # focuses past it, so the verb the evidence says right before its only is
                # outside the scope
                eunit = ev.units[e.unit].tokens
                k1 = eunit.index(ei)
                lead = eunit[k1 - 1] if k1 > 0 and _verb_slot(ev, eunit, k1 - 1) else None
                if lead is not None and paid.get(mine[0]) == lead:
                    mine = mine[1:]
            epost = _postfix(e)
            if any(o in _NEGATIVE_OPS for o in scoped) and "no" not in (c.surface, e.surface):
                # a negation governs its own argument only: "not shipped ... refunded"
                other = _argument(ev, ev.units[e.unit].tokens, ei, epost)
            else:
                other = _side(ev, ev.units[e.unit].tokens, ei, (not epost) if converse else epost)
            if scoped == ["quant:only"] and not converse and not postfix:
                # and back for only: what the evidence's only focuses on (the words right
                # after it) the claim's only focuses on too (only admins ≠ admins can only)
                cunit = claim.units[c.unit].tokens
                focus = _only_phrase(claim, cunit, ci)
                eorder = _only_phrase(ev, ev.units[e.unit].tokens, ei)
                efocus = set(eorder)
                k0 = cunit.index(ci)
                verb = cunit[k0 - 1] if k0 > 0 and _verb_slot(claim, cunit, k0 - 1) else None
                for cj in ctoks:
                    t = claim.tokens[cj]
                    if cj in focus or t.kind not in ("CONTENT", "ATOM") or paid.get(cj) is None:
                        continue
                    if c.lang == "en" and cj == verb and eorder and paid[cj] == eorder[0]:
                        continue  # can book only two = can only book two: the verb passed over
                    if paid[cj] in efocus:
                        return _mismatch("quantifier_mismatch", claim, t, item, e)
            if not mine or not other:
                continue
            raised = (
                "no" in (c.surface, e.surface)
                and "operator.neg_raising" not in self.disabled
                and not _complement_before(ev, e.unit, ei)
                and not _complement_before(claim, c.unit, ci)
            )
            if any(o in _NEGATIVE_OPS for o in scoped) and not raised:
                # and back: what the evidence negates is negated in the claim too
                outside = [
                    cj
                    for cj in ctoks
                    if cj not in mine and cj != ci and claim.tokens[cj].kind in ("CONTENT", "ATOM")
                ]
                for x in other:
                    for cj in outside:
                        t = claim.tokens[cj]
                        if paid.get(cj) == x and not any(
                            self._pays(t, ev.tokens[y]) for y in other if y != x
                        ):
                            return _mismatch("negation_mismatch", claim, t, item, e)
            for cj in mine:
                t = claim.tokens[cj]
                if t.kind == "CONTENT" and cj not in paid:
                    continue  # a word a drop rule licensed (重量 of 重量不超过 23 公斤)
                # the word that paid it is tried first (usually the one there)
                at = paid.get(cj)
                if at is not None and at in other and self._pays(t, ev.tokens[at]):
                    continue
                if not any(self._pays(t, ev.tokens[x]) for x in other):
                    klass = _cls(scoped[0])
                    code = _CLASS_CODE.get(klass, "direction_mismatch")
                    if klass == "bound":
                        code = "comparative_mismatch"
                    if any(o in _NEGATIVE_OPS for o in scoped):
                        code = "negation_mismatch"
                    return Failure(
                        code,
                        "claim",
                        claim.original(t.start, t.end),
                        item.id,
                        ev.original(e.start, e.end),
                        _claim_span(claim, t),
                    )
        if not ctoks or not ptoks:
            return None
        whole = claim.units[claim.tokens[ctoks[0]].unit].tokens
        primary = ev.tokens[ptoks[0]].unit
        failure = self._persons_failure(list(whole), list(ev.units[primary].tokens), item)
        if failure is not None:
            return failure
        args = [
            (claim.tokens[ci].start, paid[ci], ci)
            for ci in ctoks
            if ci in paid
            and claim.tokens[ci].kind in ("CONTENT", "ATOM", "QUANTITY")
            and ev.tokens[paid[ci]].unit == primary
        ]
        # a pronoun is an argument too: we notify you ≠ you notify us
        taken_p: set[int] = set()
        for ci in whole:
            person = _person(claim.tokens[ci])
            if person is None:
                continue
            ei = next(
                (
                    i
                    for i in ev.units[primary].tokens
                    if i not in taken_p and _person(ev.tokens[i]) == person
                ),
                None,
            )
            if ei is not None:
                taken_p.add(ei)
                args.append((claim.tokens[ci].start, ei, ci))
                paid[ci] = ei
        args.sort()
        owner = self._owner_moved(args, paid, ev, item.id)
        if owner is not None:
            return owner
        if "operator.converse" not in self.disabled and self._passive_unit(
            claim.tokens[ctoks[0]].unit
        ) != _passive(ev, ptoks):
            # a converse (A calls B = B is called by A) moves the sides across the verb;
            # the same words in the same order in the other voice say the opposite
            # (X is included in Y ≠ X includes Y)
            crossed = any(
                ev.tokens[args[x][1]].start > ev.tokens[args[y][1]].start
                for x in range(len(args))
                for y in range(x + 1, len(args))
            )
            revoiced = any(
                _revoiced(claim, whole, ci, ev, ptoks, ei)
                for _, ei, ci in args
                if claim.tokens[ci].lang == "en"
            )
            if crossed or len(args) < 2 or not revoiced:
                return None
            t = claim.tokens[args[-1][2]]
            e = ev.tokens[args[-1][1]]
            return _mismatch("direction_mismatch", claim, t, item, e)
        for x in range(len(args)):
            for y in range(x + 1, len(args)):
                (_, ex, cx), (_, ey, cy) = args[x], args[y]
                if ev.tokens[ex].start > ev.tokens[ey].start and ex != ey:
                    # the same words in the claim's order elsewhere in the unit are fine
                    tx, ty = claim.tokens[cx], claim.tokens[cy]
                    # some payer of tx before some payer of ty: the first before the last
                    xs = [ev.tokens[i].start for i in ptoks if self._pays(tx, ev.tokens[i])]
                    ys = [ev.tokens[j].start for j in ptoks if self._pays(ty, ev.tokens[j])]
                    if xs and ys and min(xs) < max(ys):
                        continue
                    if (
                        tx.kind == ty.kind == "QUANTITY"
                        and tx.quantity is not None
                        and ty.quantity is not None
                        and not tx.quantity.same(ty.quantity)
                        and self._paired_list(item, ev.tokens[ex].unit, paid)
                    ):
                        # A and B cost $30 and $15 (respectively): the values keep the order
                        # of the list they are paired with (≠ A and B cost $15 and $30)
                        return _mismatch("number_mismatch", claim, ty, item, ev.tokens[ey])
                    if (
                        "order.pivot" not in self.disabled
                        and not self._pivot(
                            ev,
                            paid,
                            (tx.start, ty.start),
                            (ev.tokens[ey].start, ev.tokens[ex].start),
                        )
                        and not self._crossed_preposition(ev, paid, cx, cy, ey, ex)
                        and not _subject_to_object(claim, ev, tx, ty, ex, ey)
                    ):
                        continue  # moved inside one side (a modifier, a topic)
                    return Failure(
                        "direction_mismatch",
                        "claim",
                        claim.original(ty.start, ty.end),
                        item.id,
                        ev.original(ev.tokens[ey].start, ev.tokens[ey].end),
                        _claim_span(claim, ty),
                    )
        return None

    @staticmethod
    def _unit_lists(item: Cited, pu: int) -> tuple[_List, ...]:
        """``_lists`` of evidence unit ``pu``, found once per item."""
        found = item.lists.get(pu)
        if found is None:
            found = item.lists[pu] = _lists(item.text, item.text.units[pu].tokens)
        return found

    def _paired_list(self, item: Cited, pu: int, paid: dict[int, int]) -> bool:
        """Whether evidence unit ``pu`` holds an and-list whose members the claim names in
        the same order (adult and child doses; 成人和儿童): values listed beside it are paired
        with its members by position."""
        ev = item.text
        found = self._unit_lists(item, pu)
        where: dict[int, list[int]] = {}
        for c, e in paid.items():
            where.setdefault(e, []).append(self.claim.tokens[c].start)
        for lst in found:
            if lst.kind != "and" or len(lst.members) < 2:
                continue
            starts = []
            for member in lst.members:
                at = [s for j in member for s in where.get(ev.units[pu].tokens[j], ())]
                if not at:
                    break
                starts.append(min(at))
            else:
                if all(a < b for a, b in itertools.pairwise(starts)):
                    return True
        # A and the B (the landlord and the tenant): a determiner between the members
        toks = ev.units[pu].tokens
        for k, i in enumerate(toks):
            if ev.tokens[i].key not in _AND:
                continue
            left = next((j for j in reversed(toks[:k]) if ev.tokens[j].kind != "FUNCTION"), None)
            right = next((j for j in toks[k + 1 :] if ev.tokens[j].kind != "FUNCTION"), None)
            if (
                left is not None
                and right is not None
                and ev.tokens[left].kind in ("CONTENT", "ATOM")
                and ev.tokens[right].kind in ("CONTENT", "ATOM")
                and where.get(left)
                and where.get(right)
                and min(where[left]) < min(where[right])
            ):
                return True
        return False

    def _persons_failure(self, ctoks: list[int], ptoks: list[int], item: Cited) -> Failure | None:
        """A first- or second-person pronoun of the claim where its evidence clause names
        the other person and not this one (由我们承担 ≠ 由您承担; we refund you ≠ they …)."""
        ev = item.text
        mine = {p for p in (_person(ev.tokens[i]) for i in ptoks) if p in _PARTIES}
        if not mine:
            return None
        swapped = self._subject_person_swapped(ctoks, ptoks, ev)
        if swapped is not None:
            return _claim_failure(
                "direction_mismatch", self.claim, self.claim.tokens[swapped], item.id
            )
        for ci in ctoks:
            t = self.claim.tokens[ci]
            person = _person(t)
            if person in _PARTIES and person not in mine:
                return _claim_failure("direction_mismatch", self.claim, t, item.id)
        return None

    def _subject_person_swapped(
        self, ctoks: list[int], ptoks: list[int], ev: Analysis
    ) -> int | None:
        """The claim token of a first / second person subject where the evidence clause has
        the other person as the subject of the same verb (If we miss your delivery window ≠
        If you miss your delivery window): the first pronoun of each clause, each followed
        by the same predicate word, in clauses of the same voice."""
        claim = self.claim

        def subject(a: Analysis, toks: list[int]) -> tuple[int, int] | None:
            for n, i in enumerate(toks):
                p = _person(a.tokens[i])
                if p in _PARTIES:
                    nxt = next((j for j in toks[n + 1 :] if a.tokens[j].kind == "CONTENT"), None)
                    return (i, nxt) if nxt is not None else None
                if a.tokens[i].kind in ("CONTENT", "ATOM", "QUANTITY"):
                    return None  # a noun subject comes first
            return None

        mine, theirs = subject(claim, ctoks), subject(ev, ptoks)
        if mine is None or theirs is None:
            return None
        if _person(claim.tokens[mine[0]]) == _person(ev.tokens[theirs[0]]):
            return None
        if _passive(claim, ctoks) != _passive(ev, ptoks):
            return None
        if not self._pays(claim.tokens[mine[1]], ev.tokens[theirs[1]]):
            return None
        return mine[0]

    def _owner_moved(
        self, args: list[tuple[int, int, int]], paid: dict[int, int], ev: Analysis, item: str
    ) -> Failure | None:
        """A possessor said as the clause's own party: The tenant's deposit must be returned
        ≠ The tenant must return the deposit; 租客的押金须退还 ≠ 租客须退还押金. An evidence
        word that owns the next noun (tenant's / 租客的) pays a claim word that owns nothing,
        while that noun is paid further on in the claim, not right after it (租客押金须退还 is
        the same phrase)."""
        claim = self.claim

        def owns(a: Analysis, i: int) -> int | None:
            t = a.tokens[i]
            if t.lang == "en" and t.surface.endswith(("'s", "’s", "s'")):
                n = i + 1
            elif t.lang == "zh" and (at := _de_after(a, i)) is not None:
                n = at + 1
            else:
                return None
            while n < len(a.tokens) and a.tokens[n].unit == t.unit:
                if a.tokens[n].kind in ("CONTENT", "ATOM"):
                    return n
                if a.tokens[n].kind != "FUNCTION":
                    return None
                n += 1
            return None

        for _, ei, ci in args:
            if claim.tokens[ci].kind != "CONTENT":
                continue
            owned = owns(ev, ei)
            if owned is None or owns(claim, ci) is not None:
                continue
            later = [
                cj
                for cj, e in paid.items()
                if e == owned and claim.tokens[cj].start > claim.tokens[ci].start
            ]
            if later and all(cj != ci + 1 for cj in later):
                t = claim.tokens[ci]
                return Failure(
                    "direction_mismatch",
                    "claim",
                    claim.original(t.start, t.end),
                    item,
                    ev.original(ev.tokens[ei].start, ev.tokens[ei].end),
                    _claim_span(claim, t),
                )
        return None

    def _crossed_preposition(
        self, ev: Analysis, paid: dict[int, int], cx: int, cy: int, ey: int, ex: int
    ) -> bool:
        """Whether an English word moved across a preposition the claim keeps, away from the
        noun it modified there: refunds for late orders → late refunds for orders ("late"
        now says which refunds). The preposition stands between the two words in the
        evidence, after both in the claim, and a word after it in the claim came from after
        it in the evidence (the phrase it opens is still there). A phrase moved whole
        (passwords for employee accounts = employee account passwords) keeps no preposition."""
        claim = self.claim
        tx, ty = claim.tokens[cx], claim.tokens[cy]  # cx before cy; ex after ey
        if tx.lang == ty.lang == "zh":
            # 破损商品的包装费用 ≠ 商品的破损包装费用: the claim's "N1 的 Mod" where the
            # evidence says "Mod N1 的" (the modifier changed nouns across the 的)
            de = claim.tokens[cx + 1]
            return (
                cy == cx + 2
                and de.kind == "FUNCTION"
                and de.key == "的"
                and ey + 1 == ex
                and ex + 1 < len(ev.tokens)
                and ev.tokens[ex + 1].kind == "FUNCTION"
                and ev.tokens[ex + 1].key == "的"
            )
        if tx.lang != "en" or ty.lang != "en":
            return False
        lo, hi = ev.tokens[ey].start, ev.tokens[ex].start
        unit = ev.tokens[ey].unit
        for p in ev.units[unit].tokens:
            e = ev.tokens[p]
            if e.kind != "FUNCTION" or e.key not in _PIVOT_WORDS or not lo < e.start < hi:
                continue
            if ev.key[e.start - 1 : e.start] != " ":
                continue  # check-in: part of a word, no preposition
            for c in claim.tokens:
                if c.kind != "FUNCTION" or c.key != e.key or c.unit != tx.unit:
                    continue
                if claim.key[c.start - 1 : c.start] != " ":
                    continue
                if not c.start > max(tx.start, ty.start):
                    continue
                if any(
                    d.start > c.start
                    and d.unit == tx.unit
                    and paid.get(cj) is not None
                    and ev.tokens[paid[cj]].start > e.start
                    for cj, d in enumerate(claim.tokens)
                ):
                    return True
        return False

    def _pivot(
        self,
        ev: Analysis,
        paid: dict[int, int],
        claim_range: tuple[int, int],
        ev_range: tuple[int, int],
    ) -> bool:
        """Whether a word stands between two swapped words on both sides: then the words
        changed sides of a relation (A calls B / B calls A; A 是 B / B 是 A; X of Y / Y of X).

        A pivot is a claim word paid by an evidence word, or a copula / genitive of the
        same key, that lies strictly between the swapped words in the claim and strictly
        between them (in the other order) in the evidence. Two words swapped with nothing
        such between them moved inside one side (passwords for employee accounts =
        employee account passwords) or around their predicate (暂停全部常规发布 =
        常规发布全部暂停), which keeps who does what to whom.
        """
        claim = self.claim
        if self._relativized(claim) or self._relativized(ev):
            return True  # a relative clause ends unmarked: staff who X Y / staff who Y X
        lo, hi = claim_range
        elo, ehi = ev_range
        for ci, t in enumerate(claim.tokens):
            if not lo < t.start < hi:
                continue
            if t.kind in ("CONTENT", "ATOM", "QUANTITY"):
                at = paid.get(ci)
                if at is not None and elo < ev.tokens[at].start < ehi:
                    return True
            if (
                t.kind == "FUNCTION"
                and t.key in _PIVOT_WORDS
                and any(
                    e.kind == "FUNCTION" and e.key == t.key and elo < e.start < ehi
                    for e in ev.tokens
                )
            ):
                return True
            roles = {o for o in t.ops if o.startswith("role:")} if t.kind == "OPERATOR" else ()
            if roles and any(
                e.kind == "OPERATOR" and roles & set(e.ops) and elo < e.start < ehi
                for e in ev.tokens
            ):
                return True  # 他向她汇报 / 她向他汇报, 她被他投诉 / 他被她投诉: a role marker
        return False

    def _only_agent(
        self, cu: int, ci: int, ev: Analysis, eu: int, ei: int, paid: dict[int, int]
    ) -> bool | None:
        """ "only" across a voice change: ``only R may enable X`` = ``X may only be enabled
        by R``. When exactly one side is passive with its agent after its "only" (by R /
        由 R), that agent is what its "only" focuses on: True when the active side's focus
        (the words right after its "only") is paid by that agent and nothing else, False when
        it is not; None when the voices agree or the passive names no agent after "only"."""
        if "operator.converse" in self.disabled:
            return None
        claim = self.claim
        cpass = self._passive_unit(cu)
        if cpass == _passive(ev, ev.units[eu].tokens):
            return None
        mine = (claim, claim.units[cu].tokens, ci)
        theirs = (ev, ev.units[eu].tokens, ei)
        (pa, punit, pop), (aa, aunit, aop) = (mine, theirs) if cpass else (theirs, mine)
        k = punit.index(pop)
        by = next((n for n in range(k + 1, len(punit)) if "role:by" in pa.tokens[punit[n]].ops), -1)
        if by < 0:
            return None
        said = any(pa.tokens[j].kind in ("CONTENT", "ATOM") for j in punit[:k]) or (
            _conjunct_subject(pa, punit)
        )  # … is off by default and may only be enabled by R: the first conjunct's subject
        if not said or any(
            pa.tokens[j].kind in ("CONTENT", "ATOM", "QUANTITY")
            and not (pa.tokens[j].lang == "en" and _participle_word(pa.tokens[j]))
            for j in punit[k + 1 : by]
        ):
            return False  # only the flag may be enabled by R; X may only be enabled today by R
        agent = _focus(pa, punit, punit[by])
        focus = _focus(aa, aunit, aop)
        if not agent or not focus:
            return False
        # the pairs as (passive-side word, active-side word)
        pairs = [(c, e) if cpass else (e, c) for c, e in paid.items()]
        mate = dict(pairs)
        matched = [x for x in agent if mate.get(x) in focus]
        if {mate[x] for x in matched} != set(focus) or matched != agent[: len(matched)]:
            return False
        rest = agent[len(matched) :]
        if not rest:
            return True
        # 由 R 开启: a Chinese verb follows its agent with nothing between, so the words
        # after the agent are the verb, said after the focus on the active side
        after = aunit[aunit.index(focus[-1]) + 1 :]
        return pa.tokens[punit[by]].lang == "zh" and all(mate.get(x) in after for x in rest)

    def _passive_unit(self, cu: int) -> bool:
        """``_passive`` of claim unit ``cu``, tested once."""
        found = self._passives.get(cu)
        if found is None:
            found = self._passives[cu] = _passive(self.claim, self.claim.units[cu].tokens)
        return found

    def _relativized(self, a: Analysis) -> bool:
        """Whether a text holds an English relativizer (that, who, ...), tested once."""
        found = self._relatives.get(id(a))
        if found is None:
            found = self._relatives[id(a)] = any(
                t.lang == "en" and t.key in _RELATIVIZERS for t in a.tokens
            )
        return found

    def _after_upper_bound(self, ctoks: list[int], k: int) -> bool:
        """Whether claim token ``ctoks[k]`` follows an upper bound that opens an amount (最多 /
        至多 / 不超过 …, paid before it), not one that closes the amount before it (30 分钟内)."""
        if k == 0:
            return False
        p = self.claim.tokens[ctoks[k - 1]]
        return (
            p.kind == "OPERATOR"
            and "bound:le" in p.ops
            and p.surface[0] not in "只仅"
            and not (k >= 2 and self.claim.tokens[ctoks[k - 2]].kind == "QUANTITY")
        )

    def _condition_tail(self, ctoks: list[int], k: int, op: str) -> bool:
        """A Chinese 后 / 时 closing a claim's condition clause (你反馈后，…), not a
        time bound (24 小时后)."""
        c = self.claim.tokens[ctoks[k]]
        return (
            op == "order:after"
            and c.lang == "zh"
            and k == len(ctoks) - 1
            and k > 0
            and self.claim.tokens[ctoks[k - 1]].kind != "QUANTITY"
            and self.claim.units[c.unit].restrictive
        )

    def _next_to_quantity(self, ctoks: list[int], ci: int) -> bool:
        """Whether bound ``ci`` is a bound of a quantity: next to it, or before it across a
        modal and one verb (最多可以报销 800 元, at most can claim)."""
        claim = self.claim
        k = ctoks.index(ci)
        near = [ctoks[j] for j in (k - 1, k + 1) if 0 <= j < len(ctoks)]
        if any(claim.tokens[j].kind == "QUANTITY" for j in near):
            return True
        content = 0
        for j in ctoks[k + 1 :]:
            t = claim.tokens[j]
            if t.kind == "QUANTITY":
                return content == 1
            if t.kind == "CONTENT":
                content += 1
            elif t.kind != "OPERATOR" or not all(_cls(o) == "modal" for o in t.ops):
                return False
            if content > 1:
                return False
        return False

    # -- failures ---------------------------------------------------------------------
    def _op_failure(self, c: Token, item: Cited, ptoks: list[int]) -> Failure:
        ev = item.text
        token = self.claim.original(c.start, c.end)
        span = _claim_span(self.claim, c)
        for op in c.ops:
            klass = _cls(op)
            other = next(
                (
                    ev.tokens[i]
                    for i in ptoks
                    for o in ev.tokens[i].ops
                    if _FAMILY.get(_cls(o), _cls(o)) == _FAMILY.get(klass, klass) and o != op
                ),
                None,
            )
            if other is not None:
                code = _CLASS_CODE.get(klass, "extrinsic_content")
                if op in _NEGATIVE_OPS or any(o in _NEGATIVE_OPS for o in other.ops):
                    code = "negation_mismatch"
                return Failure(
                    code, "claim", token, item.id, ev.original(other.start, other.end), span
                )
        if any(op in _NEGATIVE_OPS for op in c.ops):
            return Failure("negation_mismatch", "claim", token, item.id, None, span)
        # an operator the evidence clause has nothing of its family against: not proven,
        # but no conflict either
        return Failure("extrinsic_content", "claim", token, item.id, None, span)

    def _value_failure(self, c: Token, item: Cited, ptoks: list[int]) -> Failure:
        ev = item.text
        token = self.claim.original(c.start, c.end)
        span = _claim_span(self.claim, c)
        if c.kind == "QUANTITY" and c.quantity is not None:
            for i in ptoks:
                e = ev.tokens[i]
                if e.kind == "QUANTITY" and e.quantity is not None:
                    same_dim = e.quantity.dim == c.quantity.dim or (
                        e.quantity.date is not None and c.quantity.date is not None
                    )
                    if same_dim:
                        code = "date_mismatch" if c.quantity.date is not None else "number_mismatch"
                        return Failure(
                            code, "claim", token, item.id, ev.original(e.start, e.end), span
                        )
        if c.kind == "ATOM" and _VERSION.match(c.key):
            for i in ptoks:
                e = ev.tokens[i]
                if e.kind == "ATOM" and _VERSION.match(e.key):
                    return Failure(
                        "version_mismatch",
                        "claim",
                        token,
                        item.id,
                        ev.original(e.start, e.end),
                        span,
                    )
        return Failure("extrinsic_content", "claim", token, item.id, None, span)

    def _content_failure(self, c: Token, item: Cited, ptoks: list[int]) -> Failure:
        ev = item.text
        token = self.claim.original(c.start, c.end)
        span = _claim_span(self.claim, c)
        lang = c.lang
        antonyms = self.lex.antonyms.get(lang, {})
        # a word of no antonym pair is the opposite of no word (Lexicon.opposite)
        if lang in ("zh", "en") and (c.key in antonyms or c.surface in antonyms):
            for i in ptoks:
                e = ev.tokens[i]
                if self.lex.opposite(lang, c.key, e.key) or self.lex.opposite(
                    lang, c.surface, e.surface
                ):
                    pair = self.lex.antonyms[lang].get(c.key) or self.lex.antonyms[lang].get(
                        c.surface
                    )
                    code = (
                        "comparative_mismatch"
                        if pair and pair[0] in _COMPARATIVE_PAIRS
                        else "negation_mismatch"
                    )
                    return Failure(code, "claim", token, item.id, ev.original(e.start, e.end), span)
        return Failure("extrinsic_content", "claim", token, item.id, None, span)

    # -- one group against one sentence -------------------------------------------------
    def pay_group(self, group: list[int], item: Cited, si: int, floor: int = -1) -> _Attempt:
        """Pay a claim group from one evidence sentence. ``floor``: the last evidence unit an
        earlier clause of the claim sentence used; a plain clause may not go back before it
        (clauses keep their order; a condition may stand before or after its rule)."""
        ev = item.text
        sentence = ev.sentences[si]
        total = _Attempt(ok=True, paid=0)
        for cu in group:
            best: _Attempt | None = None
            best_key = (-1, -1, -1)
            taken = frozenset(e for _, e in total.pairs)
            taken_ops = frozenset(total.op_pairs)
            plain = not self.claim.units[cu].restrictive
            for pu in sentence:
                if plain and pu < floor and "order.clauses" not in self.disabled:
                    continue
                att = self._pay_unit(cu, item, sentence, pu, taken, taken_ops)
                if att.ok:
                    best = att
                    break
                # of failed attempts, report the one from the evidence unit that shares the
                # most words with the claim unit (the clause it restates), a contradiction
                # before a gap, then the one that paid most: a modal swap is reported against
                # its own clause. Only the failure reported changes, never whether it fails.
                contra = int(att.failure is not None and att.failure.code in CONTRADICTING)
                key = (self._shared(cu, item, pu), contra, att.paid)
                if best is None or key > best_key:
                    best, best_key = att, key
            assert best is not None
            total.paid += best.paid
            total.edits.extend(best.edits)
            total.pairs.extend(best.pairs)
            total.lent |= best.lent
            total.op_pairs |= best.op_pairs
            total.primaries.update(best.primaries)
            total.relative.extend(best.relative)
            total.agents.extend(best.agents)
            total.sequence.extend(best.sequence)
            total.first_then.extend(best.first_then)
            total.forward_units |= best.forward_units
            if plain and best.primaries:
                floor = max(floor, *best.primaries.values())
            if not best.ok:
                total.ok = False
                total.failure = best.failure
                return total
        if total.forward_units - set(total.primaries.values()):
            # the frame's subject came from a rule the claim does not state (快车 lent from
            # 快车免费等待 5 分钟 to a claim that goes on with 专车's 10 分钟)
            u = min(total.forward_units - set(total.primaries.values()))
            a = item.text
            total.ok = False
            total.failure = Failure(
                "condition_dropped",
                "evidence",
                a.original(a.units[u].start, a.units[u].end),
                item.id,
            )
            return total
        told = self._told(total.pairs) if total.sequence else {}
        for cu, ci in total.sequence:
            earlier = [v for u, v in told.items() if u < cu]
            if any(u < cu for u in group) and told.get(cu, -1) <= max(earlier, default=-1):
                total.ok, total.failure = False, self._sequence_failure(ci, item)
                return total
        thens = {self._then_after(f) for f, after in total.first_then if after >= 0}
        for first, after in total.first_then:
            if after < 0:
                # a 再 paid as the second event of a 先 the 后 did not pay
                failure = (
                    None
                    if first in thens
                    else _claim_failure(
                        "order_mismatch", self.claim, self.claim.tokens[first], item.id
                    )
                )
            else:
                failure = self._first_then_failure(first, after, item, total.pairs)
            if failure is not None:
                total.ok, total.failure = False, failure
                return total
        for by, pu in total.agents:
            failure = self._agent_failure(by, pu, item, total.pairs)
            if failure is not None:
                total.ok, total.failure = False, failure
                return total
        for cu, pu in total.relative:
            if pu < 0:
                failure = self._topic_failure(group, cu, -1 - pu, item, total.pairs)
            else:
                failure = self._relative_failure(group, cu, pu, item, total.pairs)
            if failure is not None:
                total.ok, total.failure = False, failure
                return total
        moved = self._condition_moved(group, item, total.pairs)
        if moved is not None:
            total.ok, total.failure = False, moved
        return total

    def _condition_moved(
        self, group: list[int], item: Cited, pairs: Sequence[tuple[int, int]]
    ) -> Failure | None:
        """A claim condition paid by the trailing condition of another clause of the evidence
        sentence: In rain the limit drops to 50 mph, and the road closes if visibility falls
        below 100 feet ≠ In rain the limit drops to 50 mph if visibility falls below 100 feet.
        The evidence condition governs the clause right before it; a claim whose other clauses
        are paid from none of that clause moved the condition onto another rule."""
        claim, ev = self.claim, item.text
        units_of: dict[int, set[int]] = {}
        for c, e in pairs:
            units_of.setdefault(claim.tokens[c].unit, set()).add(ev.tokens[e].unit)
        conds = [cu for cu in group if claim.units[cu].condition]
        mains = [cu for cu in group if not claim.units[cu].condition]
        if not conds or not mains:
            return None
        main_units = set().union(*(units_of.get(cu, set()) for cu in mains))
        for cu in conds:
            used = units_of.get(cu, set())
            if len(used) != 1:
                continue
            pc = next(iter(used))
            pu = ev.units[pc]
            if not pu.condition or pc == 0 or ev.units[pc - 1].sentence != pu.sentence:
                continue  # a leading condition, or none: the clause after it is governed
            if pc + 1 < len(ev.units) and ev.units[pc + 1].sentence == pu.sentence:
                continue  # a condition between two clauses: which it governs is unclear
            governed = pc - 1
            clauses = [
                u
                for u in range(len(ev.units))
                if ev.units[u].sentence == pu.sentence and not ev.units[u].condition
            ]
            if len(clauses) < 2 or governed in main_units:
                continue
            first = next(i for i in claim.units[cu].tokens if claim.tokens[i].kind != "FUNCTION")
            return _claim_failure("extrinsic_content", claim, claim.tokens[first], item.id)
        return None

    def _member(self, c: Token, ci: int, ptoks: list[int], ev: Analysis) -> int | None:
        """The evidence atom ``Q.member`` of the unit whose member claim atom ``c`` names,
        when the claim named ``Q.member`` in full before ``c`` (and nothing else ends so)."""
        if "." in c.key.rstrip("()") or "::" in c.key:
            return None
        ends = ("." + c.key, "::" + c.key)
        named = {t.key for t in self.claim.tokens[:ci] if t.kind == "ATOM" and t.key.endswith(ends)}
        if len(named) != 1:
            return None
        return next(
            (i for i in ptoks if ev.tokens[i].kind == "ATOM" and ev.tokens[i].key in named), None
        )

    def _shared(self, cu: int, item: Cited, pu: int) -> int:
        """How many words of claim unit ``cu`` the evidence unit ``pu`` holds (same key)."""
        ev, by_key = item.text, item.index(pu).by_key
        return sum(
            1
            for i in self.claim.units[cu].tokens
            if self.claim.tokens[i].kind in ("CONTENT", "ATOM", "QUANTITY")
            and any(
                ev.tokens[j].kind != "FUNCTION" for j in by_key.get(self.claim.tokens[i].key, ())
            )
        )

    def _agent_failure(
        self, by: int, pu: int, item: Cited, pairs: list[tuple[int, int]]
    ) -> Failure | None:
        """A claim passive with its agent (X is covered by W / X 由 W 处理) for an active
        evidence clause (W covers X): the agent, the first content word after by / 由, is
        paid by an evidence word before every evidence word paying the claim words before
        by / 由."""
        claim, ev = self.claim, item.text
        unit = claim.units[claim.tokens[by].unit].tokens
        k = unit.index(by)
        agent = next(
            (j for j in unit[k + 1 :] if claim.tokens[j].kind in ("CONTENT", "ATOM")), None
        )
        toks = ev.units[pu].tokens
        at = [ev.tokens[e].start for c, e in pairs if c == agent and e in toks]
        before = [
            ev.tokens[e].start
            for c, e in pairs
            if c in unit[:k] and e in toks and claim.tokens[c].kind in ("CONTENT", "ATOM")
        ]
        if agent is not None and at and before and min(at) < min(before):
            return None
        if agent is not None and at and not before:
            # the patient is the clause's topic (…的，会被平台收取 5 元): the agent is paid
            # before the verb after it, as an active clause says it (平台将收取 5 元)
            after = [
                ev.tokens[e].start
                for c, e in pairs
                if c in unit[unit.index(agent) + 1 :]
                and e in toks
                and claim.tokens[c].kind == "CONTENT"
            ]
            if after and min(at) < min(after):
                return None
        t = claim.tokens[by]
        return Failure(
            "direction_mismatch",
            "claim",
            claim.original(t.start, t.end),
            item.id,
            None,
            _claim_span(claim, t),
        )

    def _retained_object(self, ctoks: list[int], k: int) -> bool:
        """Whether the agentless 被 at ``ctoks[k]`` has an object after its verb (平台会被收取
        5 元调度费: the platform is charged). Unlike 账号被冻结 (= 账号冻结, a notional
        passive), it is the opposite of the active 平台收取 5 元调度费, so no evidence without
        a passive pays it. A duration after the verb is no object (被冻结 30 天)."""
        claim = self.claim
        # its verb: the first word after 被 the segmenter tags a plain verb (自动删除: 删除)
        verb = next(
            (
                n
                for n in range(k + 1, len(ctoks))
                if claim.tokens[ctoks[n]].kind == "CONTENT"
                and plain_verb_zh(claim.tokens[ctoks[n]].key)
            ),
            None,
        )
        if verb is None:
            return False
        for j in ctoks[verb + 1 :]:
            t = claim.tokens[j]
            if t.kind in ("CONTENT", "ATOM"):
                return True
            if t.kind == "QUANTITY" and (
                t.quantity is None or t.quantity.dim not in ("time", "month", "workday")
            ):
                return True
        return False

    def _doer_goes_on(self, cu: int, group: list[int]) -> bool:
        """Whether a claim clause after condition unit ``cu`` opens with the first or second
        person pronoun the condition opened with (If you …, you …): the condition's doer
        carried on as the rule's subject."""
        claim = self.claim
        opener = self._condition_opener(cu)
        doer = _person(opener) if opener is not None else None
        if doer not in (1, 2):
            return False
        for u in group:
            if u <= cu:
                continue
            first = next((claim.tokens[i] for i in claim.units[u].tokens), None)
            if first is not None and _person(first) == doer:
                return True
        return False

    def _condition_opener(self, cu: int) -> Token | None:
        """The first word of claim condition unit ``cu`` after its condition word (you of If
        you cancel …), None for an empty unit."""
        return next(
            (
                t
                for t in (self.claim.tokens[i] for i in self.claim.units[cu].tokens)
                if t.kind != "OPERATOR" or "cond:if" not in t.ops
            ),
            None,
        )

    def _person_opens(self, cu: int) -> bool:
        """Whether English claim condition unit ``cu`` has a personal pronoun as the first
        word after its condition word (If you cancel …, If we miss …)."""
        opener = self._condition_opener(cu)
        return opener is not None and opener.lang == "en" and _person(opener) in (1, 2, 5)

    def _naming_passive(self, ctoks: list[int], k: int, ptoks: list[int], ev: Analysis) -> bool:
        """Whether the Chinese 被 at ``ctoks[k]`` has no agent and is followed by a verb of
        naming or turning (被标记为 / 被视为 / 被认定为) that the evidence clause says as such
        with no 被 of its own (标记为下线): the evidence's subject is then already that
        verb's patient (nothing can stand between the verb and its 为)."""
        claim = self.claim
        if claim.tokens[ctoks[k]].lang != "zh" or k + 1 >= len(ctoks):
            return False
        vi = ctoks[k + 1]
        verb = claim.tokens[vi]
        if verb.kind != "CONTENT" or vi != ctoks[k] + 1 or not _naming_verb(claim, vi):
            return False
        if any(o in _PATIENT_ROLES for i in ptoks for o in ev.tokens[i].ops):
            return False
        if any(ev.tokens[i].key in _DISPOSAL_ZH for i in ptoks):
            return False  # 调度器将任务标记为超时: the subject is the one who marks
        return any(
            ev.tokens[i].kind == "CONTENT"
            and self._pays(verb, ev.tokens[i])
            and _naming_verb(ev, i)
            for i in ptoks
        )

    def _object_left_out(self, ev: Analysis, i: int, pairs: Sequence[tuple[int, int]]) -> bool:
        """Whether English object pronoun ``i`` (them / him / her / us / me) follows an
        evidence verb that a claim verb paid, and the claim says no object after that verb
        (Tenants must register them with the office ≠ the tenant must register with it)."""
        e = ev.tokens[i]
        if e.lang != "en" or e.surface.casefold() not in _OBJECT_PRONOUNS_EN or i == 0:
            return False
        if ev.tokens[i - 1].kind != "CONTENT" or ev.tokens[i - 1].unit != e.unit:
            return False
        claim = self.claim
        for c, pe in pairs:
            if pe != i - 1:
                continue
            nxt = claim.tokens[c + 1] if c + 1 < len(claim.tokens) else None
            if nxt is None or nxt.unit != claim.tokens[c].unit:
                return True
            said = nxt.kind in ("CONTENT", "ATOM", "QUANTITY")
            word = nxt.surface.casefold()
            if not said and word not in _OBJECT_PRONOUNS_EN | _DETERMINERS_EN | {"it", "you"}:
                return True
        return False

    def _same_agent_by(
        self, agent: int, ptoks: list[int], ev: Analysis, att: _Attempt
    ) -> int | None:
        """The evidence 由 of this unit whose agent (the word right after it) pays the claim
        word ``agent`` (the one right after its 被), not yet used."""
        for n, i in enumerate(ptoks):
            t = ev.tokens[i]
            if "role:by" not in t.ops or t.lang != "zh" or (i, "role:by") in att.op_pairs:
                continue
            nxt = next((j for j in ptoks[n + 1 :] if ev.tokens[j].kind != "FUNCTION"), None)
            if nxt is not None and self._pays(self.claim.tokens[agent], ev.tokens[nxt]):
                return i
        return None

    def _singular_subject(self, ctok: Sequence[Token]) -> bool:
        """Whether the claim clause opens with a singular article (a / an / one) before its
        first word (A Pro license covers …)."""
        first = next((t for t in ctok if t.kind != "FUNCTION" or t.key in _SINGULAR_EN), None)
        return first is not None and first.key in _SINGULAR_EN

    def _agentive(self, ctoks: list[int], k: int) -> bool:
        """Whether the Chinese passive 被 at ``ctoks[k]`` names its agent: a noun, then the
        verb (被平台收取, not 被驳回)."""
        claim = self.claim
        if claim.tokens[ctoks[k]].lang != "zh" or k + 2 >= len(ctoks):
            return False
        first, second = claim.tokens[ctoks[k + 1]], claim.tokens[ctoks[k + 2]]
        nxt = ctoks[k + 1] + 1
        if nxt < len(claim.tokens) and claim.tokens[nxt].key in _RESULT_LINKS_ZH:
            return False  # 被标记为下线: 标记 is the verb (标记为), no agent
        return (
            first.kind in ("CONTENT", "ATOM")
            and not verbal_zh(first.key)
            and second.kind in ("CONTENT", "ATOM", "OPERATOR")
        )

    def _opens_later_clause(self, cu: int, ci: int) -> bool:
        """Whether token ``ci`` opens its claim unit and is the unit's only exception word
        (a conjunction before a clause, not an exception of one: 但 B 除外)."""
        claim = self.claim
        u = claim.units[cu]
        first = next((i for i in u.tokens if claim.tokens[i].kind != "FUNCTION"), None)
        return first == ci and not any("exc" in claim.tokens[i].ops for i in u.tokens if i != ci)

    def _ordered_in(self, item: Cited, sentence: tuple[int, ...]) -> bool:
        """Whether an evidence sentence orders events by an operator of its own (then its
        order, not its order of telling, is what a claim's order is held to)."""
        ev = item.text
        return any(
            _cls(o) == "order" or o == "cond:then"
            for u in sentence
            for i in ev.units[u].tokens
            for o in ev.tokens[i].ops
        )

    def _ordered_before(self, cu: int, ci: int) -> bool:
        """Whether claim unit ``cu`` orders by another operator before token ``ci`` (先 A 再
        B in one clause: the order is the clause's own, not a link to what came before)."""
        claim = self.claim
        return any(
            _cls(o) == "order"
            for i in claim.units[cu].tokens
            if i < ci
            for o in claim.tokens[i].ops
        )

    def _told(self, pairs: list[tuple[int, int]]) -> dict[int, int]:
        """Per claim unit, the last evidence token its words were paid by."""
        told: dict[int, int] = {}
        for c, e in pairs:
            u = self.claim.tokens[c].unit
            told[u] = max(told.get(u, -1), e)
        return told

    def _sequence_failure(self, ci: int, item: Cited) -> Failure:
        return _claim_failure("order_mismatch", self.claim, self.claim.tokens[ci], item.id)

    def _opens_sequence(self, u: int) -> bool:
        """Whether claim unit ``u`` holds a 先 / first whose 再 / 然后 / then a later clause of
        its sentence holds: the two clauses are one event order (先 A，再 B), proven together."""
        if "operator.first_then" in self.disabled:
            return False
        claim = self.claim
        return any(
            "order:first" in claim.tokens[i].ops
            and claim.tokens[i].lang in ("zh", "en")
            and (t := self._then_after(i)) is not None
            and claim.tokens[t].unit != u
            for i in claim.units[u].tokens
        )

    def _then_after(self, ci: int) -> int | None:
        """The first 再 / 然后 / then after claim token ``ci`` in its sentence, if any."""
        claim = self.claim
        sentence = claim.units[claim.tokens[ci].unit].sentence
        return next(
            (
                i
                for u in claim.sentences[sentence]
                for i in claim.units[u].tokens
                if i > ci and "order:then" in claim.tokens[i].ops
            ),
            None,
        )

    @staticmethod
    def _after_word(
        ptoks: list[int], ev: Analysis, att: _Attempt, taken: set[tuple[int, str]]
    ) -> int | None:
        """The evidence 后 / 之后 / 以后 closing an event (A 后 B) or "after" opening one (B
        after A, After A, B) of ``ptoks``, not yet used."""
        return next(
            (
                i
                for i in ptoks
                if _after_event(ev.tokens[i])
                and (i, "order:after") not in att.op_pairs
                and (i, "order:after") not in taken
            ),
            None,
        )

    def _first_then_failure(
        self, first: int, after: int, item: Cited, pairs: list[tuple[int, int]]
    ) -> Failure | None:
        """先 A，再 B paid by A 后 B (First A, then B by B after A / After A, B): every claim
        word between 先 and 再 is paid by a word of the evidence's earlier event (before a
        Chinese 后; after an English "after", in its clause), every claim word after 再 in its
        sentence by a word of the later event, in the evidence's sentence of the 后, and both
        are said (先结算，再确认 ≠ 确认后结算)."""
        claim, ev = self.claim, item.text
        then = self._then_after(first)
        if then is None:
            return _claim_failure("order_mismatch", claim, claim.tokens[first], item.id)
        sentence = claim.units[claim.tokens[first].unit].sentence
        ends = {i for u in claim.sentences[sentence] for i in claim.units[u].tokens}
        ev_sentence = ev.units[ev.tokens[after].unit].sentence
        words = ("CONTENT", "ATOM", "QUANTITY")
        sides = {0: 0, 1: 0}
        for c, e in pairs:
            if c not in ends or claim.tokens[c].kind not in words:
                continue
            side = 0 if first < c < then else 1 if c > then else None
            if side is None:
                continue
            if ev.tokens[after].lang == "zh":
                earlier = e < after
            else:
                earlier = e > after and ev.tokens[e].unit == ev.tokens[after].unit
            if ev.units[ev.tokens[e].unit].sentence != ev_sentence or earlier != (side == 0):
                return _claim_failure("order_mismatch", claim, claim.tokens[first], item.id)
            sides[side] += 1
        if not sides[0] or not sides[1]:
            return _claim_failure("order_mismatch", claim, claim.tokens[first], item.id)
        return None

    def _ordered_elsewhere(self, ci: int) -> bool:
        """Whether the claim sentence of token ``ci`` orders its events by another operator
        (before / after / 才能 …), so that a 先 / first adds nothing to it."""
        claim = self.claim
        sentence = claim.units[claim.tokens[ci].unit].sentence
        return any(
            o in ("order:before", "order:after", "cond:then")
            for u in claim.sentences[sentence]
            for i in claim.units[u].tokens
            if i != ci
            for o in claim.tokens[i].ops
        )

    def _unpaid_condition(self, cu: int, item: Cited) -> Failure:
        """The condition word of claim unit ``cu``, unpaid by ``item``."""
        claim = self.claim
        c = next(
            (claim.tokens[i] for i in claim.units[cu].tokens if "cond:if" in claim.tokens[i].ops),
            claim.tokens[claim.units[cu].tokens[-1]],  # a closing 后
        )
        return Failure(
            "extrinsic_content",
            "claim",
            claim.original(c.start, c.end),
            item.id,
            None,
            _claim_span(claim, c),
        )

    def _topic_failure(
        self, group: list[int], cu: int, pu: int, item: Cited, pairs: list[tuple[int, int]]
    ) -> Failure | None:
        """A Chinese claim condition (如果 X，Y) paid by a rule stated as topic and comment
        (X 可 / 须 / 应 Y, X 时 Y): every word the condition pays lies before the rule's first
        modal or 时, every word of the other clauses after it."""
        claim, ev = self.claim, item.text
        toks = ev.units[pu].tokens
        words = ("CONTENT", "ATOM", "QUANTITY")
        m = next((k for k, i in enumerate(toks) if _comment_opens(ev.tokens[i])), None)
        cond = [
            toks.index(e)
            for c, e in pairs
            if claim.tokens[c].unit == cu and e in toks and ev.tokens[e].kind in words
        ]
        rest = [
            toks.index(e)
            for c, e in pairs
            if claim.tokens[c].unit != cu
            and claim.tokens[c].unit in group
            and e in toks
            and ev.tokens[e].kind in words
        ]
        if m is not None and cond and rest and max(cond) < m < min(rest):
            return None
        return self._unpaid_condition(cu, item)

    def _relative_failure(
        self, group: list[int], cu: int, pu: int, item: Cited, pairs: list[tuple[int, int]]
    ) -> Failure | None:
        """A claim condition paid by a relative clause of the evidence: the condition's
        words are the relative clause and its head noun, the rest of the claim is outside it.

        English ``the N that / who / whose / which X …``: the condition pays the head N (the
        content words just before the relativizer) and words after the relativizer, up to
        its last word; no word of the claim's other clauses lies in that stretch. Chinese
        ``X 的 N …``: the condition pays words before 的 and the head N just after it; the
        other clauses pay no word before 的. A condition of an implication is never read
        from its consequence: ``orders that ship free exceed $50`` does not say ``if an
        order exceeds $50 it ships free``.
        """
        claim, ev = self.claim, item.text
        toks = ev.units[pu].tokens
        words = ("CONTENT", "ATOM", "QUANTITY")
        cond = {e for c, e in pairs if claim.tokens[c].unit == cu and ev.tokens[e].unit == pu}
        cond = {e for e in cond if ev.tokens[e].kind in words}
        rest = {
            e
            for c, e in pairs
            if claim.tokens[c].unit != cu and claim.tokens[c].unit in group and e in toks
        }
        reduced = _reduced_relative(ev, toks)
        for k, r in enumerate(toks):
            if (ev.tokens[r].key not in _RELATIVIZERS and k != reduced) or not cond:
                continue
            head: set[int] = set()
            if ev.tokens[r].lang == "zh":
                for j in toks[k + 1 :]:
                    if ev.tokens[j].kind not in ("CONTENT", "ATOM"):
                        break
                    head.add(j)
                inside = {j for j in toks[:k]}
                ok = cond <= inside | head and bool(cond & head) and not (rest & inside)
            else:
                for j in reversed(toks[:k]):
                    if ev.tokens[j].kind not in ("CONTENT", "ATOM"):
                        break
                    head.add(j)
                last = max(cond, key=lambda j: ev.tokens[j].start)
                after = toks[k:] if k == reduced else toks[k + 1 :]  # a participle is inside
                inside = {j for j in after if ev.tokens[j].start <= ev.tokens[last].start}
                ok = cond <= inside | head and bool(cond & head) and not (rest & inside)
                if ok and k == reduced and _bare_participle(ev, r):
                    # Bookings cancelled late …: the head noun is what is cancelled, so a
                    # condition that names it says so in the passive (If a booking is
                    # cancelled late), never as the doer (If the booking cancels you late)
                    unit = claim.units[cu].tokens
                    named = [c for c, e in pairs if e in head and claim.tokens[c].unit == cu]
                    active = [v for v, e in pairs if e == r and not _after_be(claim, unit, v)]
                    ok = all(
                        all(claim.tokens[h].start > claim.tokens[v].start for h in named)
                        for v in active
                    )  # If you cancel an appointment …: the head noun after the verb, its object
                    if ok and active and self._doer_goes_on(cu, group):
                        # If you catch a driver speeding, you face a fine ≠ Drivers caught
                        # speeding face a fine: the doer is not the head noun the rule is about
                        ok = False
                if not ok and k == reduced and _bare_participle(ev, r):
                    # Bookings cancelled late count as used = if you cancel late, the booking
                    # counts as used: the asker does what the passive participle says, and
                    # the head noun is the main clause's subject
                    ok = (
                        cond <= inside
                        and bool(rest & head)
                        and not (rest & inside)
                        and self._person_opens(cu)
                    )
            if (
                not ok
                and k != reduced
                and ev.tokens[r].key != "whose"  # Pupils whose parents …: another's clause
                and head
                # the role opens the clause (Parents of pupils who …: pupils is no subject);
                # a Chinese X 的 N is a clause with a verb, not a possessor (未成年人的家长)
                and (
                    all(ev.tokens[j].kind == "FUNCTION" for j in toks if j < min(head))
                    if ev.tokens[r].lang == "en"
                    else any(verbal_zh(ev.tokens[e].key) for e in cond)
                )
                and cond <= inside
                and not (rest & inside)
                and "operator.condition_addressee" not in self.disabled
                and all(
                    ev.tokens[h].key in self.lex.addressees.get(ev.tokens[h].lang, frozenset())
                    for h in head
                )
                and self._addressed(cu, group)
            ):
                # Members who lose earnings may claim … = If you lose earnings, you can claim
                # …: the asker the claim speaks to is the role the relative clause restricts
                ok = True
            if ok:
                return None
        return self._unpaid_condition(cu, item)

    def _fused_bound_after(
        self, ev: Analysis, toks: tuple[int, ...], i: int, pairs: Sequence[tuple[int, int]]
    ) -> bool:
        """Whether Chinese evidence must ``i`` stands right before a negated bound (须不低于,
        应不超过) that a claim word pays which says a prohibition and that bound in one word
        (不得低于 / 不能超过 / 不可少于)."""
        k = toks.index(i)
        if k + 1 >= len(toks):
            return False
        j = toks[k + 1]
        b = ev.tokens[j]
        if (
            b.kind != "OPERATOR"
            or b.surface[:1] != "不"
            or not any(o in ("bound:ge", "bound:le") for o in b.ops)
        ):
            return False
        return any(
            e == j
            and self.claim.tokens[c].surface[:2] in _FUSED_PROHIBITIONS
            and self.claim.tokens[c].ops == b.ops
            for c, e in pairs
        )

    def _addressed_head(self, ev: Analysis, toks: tuple[int, ...], i: int, paid: set[int]) -> bool:
        """Whether Chinese evidence word ``i`` heads the relative clause before it (来自指定国家的
        申请人), every content word of that clause is paid, and a claim condition speaks to the
        asker (如果你来自指定国家): the role is the asker (operator.condition_addressee)."""
        k = toks.index(i)
        if ev.tokens[i].lang != "zh" or k < 2 or ev.tokens[toks[k - 1]].key != "的":
            return False
        inside = [j for j in toks[: k - 1] if ev.tokens[j].kind in ("CONTENT", "ATOM", "QUANTITY")]
        claim = self.claim
        return (
            bool(inside)
            and all(j in paid for j in inside)
            and any(
                u.condition
                and any(claim.tokens[j].key in self.lex.pronouns.get("zh", ()) for j in u.tokens)
                for u in claim.units
            )
        )

    def _addressed(self, cu: int, group: list[int]) -> bool:
        """Whether claim condition ``cu`` speaks to the asker (you / 你 / 您, no other person)
        and so does the rest of its group: in English every clause says you (If you lose
        earnings, you can claim …); a Chinese clause may leave the subject out (如果你来自指定
        国家，还要交 …), but names no other person."""
        claim = self.claim

        def persons(u: int) -> set[int]:
            return {
                _PERSONS[claim.tokens[i].key]
                for i in claim.units[u].tokens
                if claim.tokens[i].key in _PERSONS
            }

        if persons(cu) != {2}:
            return False
        others = [u for u in group if u != cu]
        if not others or any(persons(u) - {2} for u in others):
            return False
        if claim.tokens[claim.units[cu].tokens[0]].lang == "zh":
            return True
        return all(2 in persons(u) for u in others)

    # -- the evidence side: nothing restrictive dropped --------------------------------
    def dropped(
        self,
        item: Cited,
        si: int,
        by_primary: dict[int, set[int]],
        lent: set[int],
        claim_toks: list[int],
        paid_ev: set[int],
        paid_ops: set[tuple[int, str]],
        pairs: Sequence[tuple[int, int]] = (),
        next_stated: bool = False,
    ) -> tuple[Failure | None, list[Edit]]:
        primaries = set(by_primary)
        if self.absence:
            return None, []
        ev = item.text
        claim = self.claim
        edits: list[Edit] = []
        ctok = [claim.tokens[i] for i in claim_toks]
        claim_ops = {o for t in ctok for o in t.ops}
        swapped = self._condition_swapped(ev, by_primary)
        if swapped is not None and "operator.condition_unit" not in self.disabled:
            # 火警响起时，门禁自动解锁 ≠ 门禁自动解锁时，火警响起: the condition and the rule
            # it governs traded places
            return Failure("condition_dropped", "evidence", swapped, item.id), edits
        for pu in sorted(primaries):
            unit = ev.units[pu]
            head = ev.tokens[unit.tokens[0]] if unit.tokens else None
            if (
                head is not None
                and head.key in _RELATIVE_HEADS
                and any(
                    claim.units[cu].tokens
                    and claim.tokens[claim.units[cu].tokens[0]].key in _CONJUNCTS_EN
                    for cu in by_primary[pu]
                )
            ):
                # … to another member, who may use them ≠ … and may use them: the relative
                # clause's subject is its antecedent, a coordinated predicate's the sentence's
                return (
                    Failure("condition_dropped", "evidence", head.surface, item.id),
                    edits,
                )
            negated = any(o in _NEGATIVE_OPS for i in unit.tokens for o in ev.tokens[i].ops)
            first_paid = min(
                (j for j in unit.tokens if j in paid_ev and ev.tokens[j].kind != "FUNCTION"),
                default=len(ev.tokens),
            )
            list_drops: frozenset[int] | None = None  # built on first use
            for i in unit.tokens:
                e = ev.tokens[i]
                if e.kind == "OPERATOR":
                    if all((i, o) in paid_ops for o in e.ops):
                        continue
                elif i in paid_ev:
                    continue
                span = (item.id, *item.span(e.start, e.end))
                if _article(e) and not any(_article(t) or t.kind == "QUANTITY" for t in ctok):
                    # 可免费添加一名附属成员 ≠ 可免费添加附属成员: the article counts one; a claim
                    # that says no count of its own leaves the count out
                    return (
                        Failure(
                            "quantifier_mismatch", "evidence", ev.original(e.start, e.end), item.id
                        ),
                        edits,
                    )
                if e.kind == "FUNCTION":
                    if self._object_left_out(ev, i, pairs):
                        # must register them ≠ must register: the verb's object is a party
                        return Failure("condition_dropped", "evidence", e.surface, item.id), edits
                    continue
                if e.kind == "OPERATOR":
                    # an operator is consumed only by the claim operator it paid
                    missing = [o for o in e.ops if (i, o) not in paid_ops]
                    if all(self.lex.classes[o].droppable for o in missing) and (
                        "drop.operator" not in self.disabled
                    ):
                        edits.append(Edit("drop", "drop.operator", None, span))
                        continue
                    if (
                        "modal:must" in missing
                        and set(missing) <= {"modal:must", "modal:duty"}
                        and e.lang == "zh"
                        and "operator.fused_bound" not in self.disabled
                        and self._fused_bound_after(ev, unit.tokens, i, pairs)
                    ):
                        # 须不低于 85 分 = 不得低于 85 分: the claim says the duty and its bound
                        # in one word (不得 / 不能 / 不可 + 低于 / 超过 …)
                        edits.append(
                            Edit("operator_equivalent", "operator.fused_bound", None, span)
                        )
                        continue
                    if (
                        missing == ["quant:all"]
                        and (
                            e.surface in _GENERIC_UNIVERSALS
                            or (e.surface in _EACH and not _has_amount(ev, unit.tokens))
                            or (
                                e.surface in _EACH_EN
                                and (
                                    not _has_amount(ev, unit.tokens) or self._singular_subject(ctok)
                                )
                            )
                        )
                        and i < first_paid
                        and not negated
                        and not any(_cls(o) == "quant" for o in claim_ops)
                        and "drop.universal" not in self.disabled
                    ):
                        # Each Pro license covers … = A Pro license covers … (a generic)
                        edits.append(Edit("drop", "drop.universal", None, span))
                        continue
                    if (
                        missing == ["quant:all"]
                        and not negated
                        and any((cu, item.id, pu) in self.instances for cu in by_primary[pu])
                        and "arithmetic.premise" not in self.disabled
                    ):
                        # 单笔采购金额 3 万元以上的，须… → 8 万元超过了 3 万元，须…: the claim
                        # states the rule of each purchase for the asker's one
                        edits.append(Edit("drop", "arithmetic.premise", None, span))
                        continue
                    if (
                        missing == ["cond:if"]
                        and e.lang == "zh"
                        and "modal:must" in e.ops
                        and "operator.condition_then" not in self.disabled
                        and any({"cond:then", "quant:only"} <= set(t.ops) for t in ctok)
                    ):
                        # 须经部门负责人书面说明后方可受理 = 需要部门负责人书面说明后才能受理: the
                        # claim's 才 marks as the condition what the evidence's 经 does
                        edits.append(
                            Edit("operator_equivalent", "operator.condition_then", None, span)
                        )
                        continue
                    if missing == ["role:by"] and self._agent_first(ev, unit.tokens, i, pairs):
                        edits.append(Edit("converse", "operator.agent", None, span))
                        continue
                    if (
                        set(missing) <= {"modal:may", "modal:permit"}
                        and "modal:may" in missing
                        and not negated
                        and _after_paid_bound(ev, unit.tokens, i, paid_ops)
                        and "drop.bounded_permission" not in self.disabled
                    ):
                        # 最多允许 2 名 = 不能超过 2 名 / 最多 2 名: the bound is what it permits
                        edits.append(Edit("drop", "drop.bounded_permission", None, span))
                        continue
                    if list_drops is None:
                        list_drops = self._list_drops(item, pu, paid_ev)
                    if i in list_drops and not self._both_sides_kept(ev, unit.tokens, i, paid_ev):
                        edits.append(Edit("drop", "drop.list_member", None, span))
                        continue
                    if (
                        missing == ["cond:if"]
                        and unit.condition
                        and any(claim.units[cu].condition for cu in by_primary.get(pu, ()))
                        and "operator.condition_unit" not in self.disabled
                    ):
                        # 如果学生过敏，… = 学生过敏时，…: a condition said as a condition
                        edits.append(
                            Edit("operator_equivalent", "operator.condition_unit", None, span)
                        )
                        continue
                    if (
                        set(missing) <= _THEN_OPS
                        and e.lang == "zh"
                        and {"cond:then", "quant:only"} <= set(e.ops)
                        and "operator.must_then" not in self.disabled
                        and _paid_must_before(ev, i, paid_ops)
                    ):
                        # 须经部门负责人书面说明后方可受理 for 需要部门负责人书面说明才会受理: the
                        # evidence's 方可 restates the duty before it, which a claim must paid
                        edits.append(Edit("operator_equivalent", "operator.must_then", None, span))
                        continue
                    if (
                        set(missing) <= {"cond:then", "quant:only"}
                        and e.lang == "zh"
                        and "cond:then" in e.ops
                        and "operator.only_then" not in self.disabled
                        and _paid_only_before(ev, i, paid_ops)
                    ):
                        # 只有全日制学生才能办理 for 仅全日制学生可办理: the 才 answers the
                        # evidence's 只有 before it, which a claim only paid
                        edits.append(Edit("operator_equivalent", "operator.only_then", None, span))
                        continue
                    if (
                        missing in (["cause:so"], ["cause:because"])
                        and "operator.cause_converse" not in self.disabled
                        and self._cause_converse(ev, pu, by_primary, missing[0])
                    ):
                        # CNAME 不能共存，因此 apex 不能设 CNAME = 由于 CNAME 不能共存，apex 不能设
                        # CNAME: the claim marks the same cause on the other clause
                        edits.append(Edit("converse", "operator.cause_converse", None, span))
                        continue
                    return self._dropped_op(e, missing, item, ctok), edits
                leading = i < first_paid
                first_cu = min(by_primary.get(pu, {0}))
                before = [t for t in ctok if t.unit < first_cu]
                if (
                    (e.kind in ("CONTENT", "ATOM") or (leading and e.kind == "QUANTITY"))
                    and any(self._pays(t, e) for t in before)
                    and "elide.sentence" not in self.disabled
                    # not where the clause's own words came from another clause: that is the
                    # sides swapped (… differ, the purchase order governs → the invoice governs)
                    and not (leading and lent - {pu})
                    # a subject the claim named only as an object of its earlier clause
                    # (用户邀请好友注册后，好友可获得红包 ≠ 用户邀请好友注册后，可得到红包; When a
                    # customer refers a friend, the friend receives ≠ …, they receive): the
                    # elided subject reads as the earlier clause's own. A relative pronoun
                    # (…, which is completed within 20 days) names its antecedent.
                    and not (
                        leading
                        and not any(
                            self._pays(t, e) and _in_first_np(self.claim, t) for t in before
                        )
                        and not self._relative_opens(by_primary.get(pu, set()))
                    )
                ):
                    # the claim said it in an earlier clause: an elided subject (会员下单后，
                    # 可获得积分), object (理赔申请须…，申请时须上传…) or object of a closing
                    # before (… before departure, and … at least 30 minutes before)
                    edits.append(Edit("match", "elide.sentence", None, span))
                    continue
                if (
                    leading
                    and e.kind == "CONTENT"
                    and "arithmetic.premise" not in self.disabled
                    and any((cu, item.id, pu) in self.instances for cu in by_primary.get(pu, ()))
                    and self._asked(e)
                ):
                    # 单笔采购金额 3 万元以上的 … for "采购 8 万元的服务器": the question says
                    # the asker's case is one the rule's restrictor names
                    edits.append(Edit("match", "arithmetic.premise", None, span))
                    continue
                if (
                    e.kind == "QUANTITY"
                    and "match.article" not in self.disabled
                    and _said_by_article(e, ctok)
                ):
                    # 指派一名专员 = 指派 1 名专员: the claim's article says the count of one
                    edits.append(Edit("match", "match.article", None, span))
                    continue
                lang = e.lang if e.lang in ("zh", "en") else "zh"
                if (
                    e.kind == "CONTENT"
                    and "drop.atom_type" not in self.disabled
                    and any(j in paid_ev for j in _typed_atoms(self.lex, ev, unit.tokens, i))
                ):
                    # the -R option = -R, usage_hourly 表 = usage_hourly: the kind of a name
                    edits.append(Edit("drop", "drop.atom_type", None, span))
                    continue
                if (
                    e.kind == "CONTENT"
                    and "drop.expansion" not in self.disabled
                    and _spelled_out(ev, unit.tokens, i, paid_ev)
                ):
                    # The verified gross mass (VGM) must … = The VGM must …: the words an
                    # abbreviation the claim uses stands for
                    edits.append(Edit("drop", "drop.expansion", None, span))
                    continue
                if (
                    e.kind == "QUANTITY"
                    and "drop.restated_amount" not in self.disabled
                    and _restates_paid(ev, i, paid_ev)
                ):
                    # 768 hours (32 days) for a claim saying 768 hours or 32 days: one amount
                    # said twice, once paid
                    edits.append(Edit("drop", "drop.restated_amount", None, span))
                    continue
                if _names_paid_quantity(self.lex, ev, unit.tokens, i, paid_ev) and (
                    "drop.dimension" not in self.disabled
                ):
                    # 重量超过 500 公斤 = 超过 500 公斤: the unit says what 重量 says
                    edits.append(Edit("drop", "drop.dimension", None, span))
                    continue
                if (
                    (leading or self._addressed_head(ev, unit.tokens, i, paid_ev))
                    and e.kind == "CONTENT"
                    and e.key in self.lex.addressees.get(lang, frozenset())
                    and "match.addressee" not in self.disabled
                    # your manager / 您的经理 is someone else's role, not the asker
                    and not (i > 0 and ev.tokens[i - 1].key in _POSSESSIVES)
                    and not (
                        i > 1
                        and ev.tokens[i - 1].key == "的"
                        and ev.tokens[i - 2].key in self.lex.pronouns.get("zh", ())
                    )
                    and any(
                        t.kind == "FUNCTION" and t.key in self.lex.pronouns.get(t.lang, ())
                        for t in ctok
                    )
                    # Parents of pupils who …: of two roles the claim leaves out, which one
                    # the asker is is not said
                    and not any(
                        j != i
                        and j not in paid_ev
                        and ev.tokens[j].kind == "CONTENT"
                        and ev.tokens[j].key in self.lex.addressees.get(lang, frozenset())
                        for j in unit.tokens
                    )
                ):
                    # the claim tells the asker: Managers must … = You need to …
                    edits.append(Edit("match", "match.addressee", None, span))
                    continue
                if (
                    e.kind == "CONTENT"
                    and not negated
                    and e.key in self.lex.droppable.get(lang, frozenset())
                    and "drop.droppable" not in self.disabled
                ):
                    edits.append(Edit("drop", "drop.droppable", None, span))
                    continue
                if (
                    e.kind == "CONTENT"
                    and "drop.actor" not in self.disabled
                    and not unit.restrictive
                    # 经济舱…为二十公斤，商务舱为三十公斤 ≠ 经济舱…为三十公斤: an actor is no
                    # subject another clause's topic replaced (blind probe round 57, on main too)
                    and not (lent - {pu})
                    and _dropped_actor(ev, unit.tokens, i, paid_ev)
                    # a party (申请人会收到通知) is no machine actor: who gets it matters
                    and e.key not in self.lex.addressees.get("zh", frozenset())
                ):
                    # 高可用组件自动将备库提升为主库 = 会自动把备库提升为主库: who does it
                    edits.append(Edit("drop", "drop.actor", None, span))
                    continue
                if list_drops is None:
                    list_drops = self._list_drops(item, pu, paid_ev)
                if i in list_drops:
                    # 客户姓名、手机号等个人信息属于机密级数据 = 客户手机号属于机密级数据
                    edits.append(Edit("drop", "drop.list_member", None, span))
                    continue
                return (
                    Failure(
                        "condition_dropped",
                        "evidence",
                        ev.original(e.start, e.end),
                        item.id,
                        None,
                        None,
                    ),
                    edits,
                )
        for u in ev.sentences[si]:
            if u in primaries:
                continue
            unit = ev.units[u]
            if (
                unit.restrictive
                and not unit.condition
                and u in lent
                and self._lent_whole(ev, unit, paid_ev)
            ):
                continue  # a frame (高级会员，…) the claim states with its words
            if (
                unit.condition
                and u in lent
                and u + 1 in primaries
                and self._lent_whole(ev, unit, paid_ev)
                and "lend.condition" not in self.disabled
            ):
                # 跨省转地放蜂的，须持有养蜂证 = 跨省转地放蜂要持有养蜂证: the condition of the
                # very clause the claim states, said whole as the claim's subject
                edits.append(
                    Edit(
                        "lend", "lend.condition", None, (item.id, *item.span(unit.start, unit.end))
                    )
                )
                continue
            if unit.restrictive or "drop.unit" in self.disabled:
                return (
                    Failure(
                        "condition_dropped",
                        "evidence",
                        ev.original(unit.start, unit.end),
                        item.id,
                    ),
                    edits,
                )
            if (
                u in lent
                and not self._lent_whole(ev, unit, paid_ev)
                and not self._lent_only_subject(ev, u, unit, paid_ev)
            ):
                # 新注册用户，下单可立减 20 元 ≠ 用户下单可立减 20 元: a topic the claim lends
                # only part of is a topic left out
                return (
                    Failure(
                        "condition_dropped",
                        "evidence",
                        ev.original(unit.start, unit.end),
                        item.id,
                    ),
                    edits,
                )
            if u not in lent and any(ev.tokens[i].kind != "FUNCTION" for i in unit.tokens):
                edits.append(
                    Edit("drop", "drop.unit", None, (item.id, *item.span(unit.start, unit.end)))
                )
        # an exception stated in the next sentence restricts this one too, unless the claim
        # states that sentence as well (Members get a discount. The discount does not apply
        # to catalogues. said verbatim)
        if si + 1 < len(ev.sentences) and not next_stated:
            first = ev.units[ev.sentences[si + 1][0]]
            if any("exc" in ev.tokens[i].ops for i in first.tokens) and not any(
                o == "exc" for o in claim_ops
            ):
                return (
                    Failure(
                        "condition_dropped",
                        "evidence",
                        ev.original(first.start, first.end),
                        item.id,
                    ),
                    edits,
                )
        return None, edits

    def _condition_swapped(self, ev: Analysis, by_primary: dict[int, set[int]]) -> str | None:
        """The evidence condition clause a claim states as a rule while it states a rule of
        the same sentence as its condition (the two traded places), or None. Only with
        two evidence clauses each paying claim clauses, so a condition folded into one
        clause (超时未付款的订单 for 超时未付款的，订单…) is no swap."""
        claim = self.claim
        moved_in = [
            pu
            for pu, cus in by_primary.items()
            if not ev.units[pu].condition and any(claim.units[cu].condition for cu in cus)
        ]
        if not moved_in:
            return None
        for pu, cus in sorted(by_primary.items()):
            unit = ev.units[pu]
            if (
                unit.condition
                and pu not in moved_in
                and cus
                and not any(claim.units[cu].condition for cu in cus)
            ):
                return ev.original(unit.start, unit.end)
        return None

    def _cause_converse(
        self, ev: Analysis, pu: int, by_primary: dict[int, set[int]], missing: str
    ) -> bool:
        """Whether the claim marks the cause-effect relation of evidence unit ``pu`` from its
        other side: a because (由于) on the clause aligned with the next or previous unit of
        the sentence for an evidence therefore (因此), or a therefore for a because."""
        want = "cause:because" if missing == "cause:so" else "cause:so"
        sentence = ev.units[pu].sentence
        claim = self.claim
        for other in (pu - 1, pu + 1):
            if other not in by_primary or ev.units[other].sentence != sentence:
                continue
            for cu in by_primary[other]:
                if any(want in claim.tokens[i].ops for i in claim.units[cu].tokens):
                    return True
        return False

    @staticmethod
    def _lent_whole(ev: Analysis, unit: Unit, paid_ev: set[int]) -> bool:
        """Whether every word of an evidence unit but its function words is paid."""
        return all(i in paid_ev or ev.tokens[i].kind == "FUNCTION" for i in unit.tokens)

    @staticmethod
    def _lent_only_subject(ev: Analysis, u: int, unit: Unit, paid_ev: set[int]) -> bool:
        """Whether the words a claim took from unit ``u`` are the unit's leading words and
        the rest of it is a predicate of its own (国家奖学金每学年评审一次，奖励标准为… : only
        国家奖学金 is the next clause's topic), or the unit is not Chinese (an English list of
        examples instantiates the noun a claim lends part of: Customer personal data,
        including … email addresses)."""
        toks = [i for i in unit.tokens if ev.tokens[i].kind != "FUNCTION"]
        if not toks:
            return True
        n = 0
        while n < len(toks) and toks[n] in paid_ev:
            n += 1
        rest = toks[n:]
        if not any(ev.tokens[i].lang == "zh" for i in toks):
            # English: the lent words lead the unit (Customer of "Customer personal data,
            # including … email addresses"), never a predicate lent past its subject (notified
            # of "Your manager is notified")
            if any(ev.tokens[i].key in _LIST_MARKS_EN for i in unit.tokens):
                return True  # including names, email addresses and phone numbers: examples
            return n > 0 and all(i not in paid_ev for i in rest)
        words = {ev.tokens[i].key for i in rest if ev.tokens[i].kind == "CONTENT"}
        sentence = ev.units[u].sentence
        if words and any(
            v.sentence == sentence
            and v.index != u
            and len(words & {ev.tokens[i].key for i in v.tokens if ev.tokens[i].kind == "CONTENT"})
            >= min(2, len(words))
            for v in ev.units
        ):
            return False  # 门诊费用报销比例为70%，住院费用…: a parallel clause's own subject
        if any(
            o.startswith(("bound:", "exc")) or o == "quant:only"
            for i in rest
            for o in ev.tokens[i].ops
        ):
            return False  # 本券限堂食使用，…: the topic's own predicate restricts it
        return (
            n > 0
            and all(i not in paid_ev for i in rest)
            and any(
                ev.tokens[i].kind in ("OPERATOR", "QUANTITY")
                or (ev.tokens[i].kind == "CONTENT" and verbal_zh(ev.tokens[i].key))
                for i in rest
            )
        )

    @staticmethod
    def _both_sides_kept(ev: Analysis, toks: tuple[int, ...], i: int, paid: set[int]) -> bool:
        """Whether the claim keeps the words on both sides of the list's junction ``i`` (机票
        或签证 → 机票和签证): leaving out only the or then turns a choice into both."""
        at = toks.index(i)
        before = next((j for j in reversed(toks[:at]) if ev.tokens[j].kind != "FUNCTION"), None)
        after = next((j for j in toks[at + 1 :] if ev.tokens[j].kind != "FUNCTION"), None)
        return before in paid and after in paid

    def _list_drops(self, item: Cited, pu: int, paid: set[int]) -> frozenset[int]:
        """Evidence tokens of unit ``pu`` a claim may leave out as members of a coordinate
        list while it keeps another member (rule ``drop.list_member``).

        What a member says of the list holds for the member alone where the list is
        monotone in it: a list of examples (A、B 等 N; N such as A) always, the noun it
        instantiates too; and-lists (A、B 和 C) outside a negation, a condition, a relative
        clause, a collective (合计, both) and a duty's object (须携带身份证和邀请函: a duty of
        one member is not the rule's); or-lists (A 或 B) in a negation's scope, a
        condition or a permission (可通过 A 或 B = 可通过 B). Never in a unit with only / 仅.
        A member's tokens are left out whole, except a modifier before the first member
        and a head after the last one, which all members share (客户姓名、手机号).
        """
        if "drop.list_member" in self.disabled:
            return frozenset()
        ev = item.text
        unit = ev.units[pu]
        found = self._unit_lists(item, pu)
        if not found:
            return frozenset()
        toks = unit.tokens
        if any("quant:only" in ev.tokens[j].ops for j in toks):
            return frozenset()
        drops: set[int] = set()
        for lst in found:
            members = lst.members
            first = toks.index(members[0][0])
            last = toks.index(members[-1][-1])
            before = [ev.tokens[j] for j in toks[:first]]
            # the words before the list and those its first member opens with (a verb
            # with its object: 包含图书和玩具)
            lead = before + [ev.tokens[j] for j in members[0][:-1]]
            negated = any(o in _NEGATIVE_OPS for t in before for o in t.ops)
            permitted = any(o == "modal:may" for t in before for o in t.ops)
            if lst.kind == "and":
                # a list inside a relative clause restricts its noun (orders that contain
                # books and toys; orders containing …; 包含图书和玩具的订单)
                relative = (
                    any(
                        ev.tokens[j].lang == "en" and ev.tokens[j].key in _RELATIVIZERS
                        for j in toks
                    )
                    or any(
                        t.lang == "en"
                        and t.kind == "CONTENT"
                        and t.surface.endswith(("ing", *_PARTICIPLE))
                        for t in lead
                    )
                    or (
                        any(t.kind == "CONTENT" for t in lead)
                        and any(ev.tokens[j].key == "的" for j in toks[last + 1 :])
                    )
                )
                collective = any(_collective(ev.tokens[j]) for j in toks)
                duty = not negated and any("modal:must" in t.ops for t in before)
                if negated or unit.restrictive or relative or collective or duty:
                    continue
            elif lst.kind == "or" and not (
                negated or permitted or unit.restrictive or _subject_or(ev, toks, first, last)
            ):
                continue
            elif (
                lst.kind == "example"
                and not negated
                and any("junction:or" in ev.tokens[j].ops for j in lst.separators)
                and any(o == "modal:must" for t in before for o in t.ops)
            ):
                # 须提供机票或签证等证明 ≠ 须提供机票: a duty met by either example is not a
                # duty to bring that one
                continue
            kept = [any(j in paid for j in m) for m in members]
            head_paid = any(j in paid for j in lst.head)
            mine: set[int] = set()
            longest = max(len(m) for m in members[1:]) if len(members) > 1 else len(members[0])
            for n, m in enumerate(members):
                own = list(m)
                if n == 0:
                    while own and own[0] in paid:
                        own.pop(0)
                    if (
                        len(own) < len(m)
                        and len(own) > longest
                        and any(j not in paid for j in own[:-longest])
                    ):
                        # Warehouse B handles returns and operates on Saturdays: members are
                        # parallel, so what the first one holds beyond the others' length is
                        # the words they share (the subject), not a member to leave out
                        continue
                if n == len(members) - 1:
                    while own and own[-1] in paid:
                        own.pop()
                others = head_paid or any(kept[x] for x in range(len(members)) if x != n)
                if own and others and not any(j in paid for j in own):
                    mine.update(own)
            if lst.head and any(kept):
                mine.update(j for j in lst.head if j not in paid)
            if mine:
                drops |= mine | set(lst.separators)
        return frozenset(drops)

    def _agent_first(
        self, ev: Analysis, unit: tuple[int, ...], by: int, pairs: Sequence[tuple[int, int]]
    ) -> bool:
        """A passive with its agent said actively: ``X is paid by R`` = ``R pays X``,
        ``X 由 R 调用`` = ``R 调用 X``.

        The claim clause is active, its first word paid from this evidence unit is paid by
        the agent (the first content word after by / 由), and every word it pays from before
        by / 由 (the patient and the verb) comes after that agent; with no word paid from
        before by / 由 (须由 R 确认), the agent stays where it was.
        """
        if "operator.agent" in self.disabled:
            return False
        claim = self.claim
        k = unit.index(by)
        agent = next((j for j in unit[k + 1 :] if ev.tokens[j].kind in ("CONTENT", "ATOM")), None)
        if agent is None:
            return False
        mine = [(c, e) for c, e in pairs if e in unit]
        at = [claim.tokens[c].start for c, e in mine if e == agent]
        lead = {c for c, e in mine if e == agent}
        before = [
            claim.tokens[c].start
            for c, e in mine
            if unit.index(e) < k
            and ev.tokens[e].kind != "OPERATOR"  # 须由 R: the duty is no patient
            and not (  # only R may V X = X may only be V-ed by R (``_only_agent``)
                claim.tokens[c].ops == ("quant:only",)
                and lead & set(_focus(claim, claim.units[claim.tokens[c].unit].tokens, c))
            )
        ]
        if not at:
            return False
        cunits = {claim.tokens[c].unit for c, _ in mine}
        if any(_passive(claim, claim.units[u].tokens) for u in cunits):
            return False
        # 须由 R 确认后发起 = 需要 R 确认后发起: nothing of the clause before 由, whose agent
        # the claim states as the subject of the same verb (before it: 须审核主管的日报 makes
        # the agent of 须由主管审核日报 an owner)
        if not before:
            verb = next(
                (
                    j
                    for j in unit[unit.index(agent) + 1 :]
                    if ev.tokens[j].kind == "CONTENT" and verbal_zh(ev.tokens[j].key)
                ),
                None,
            )
            said = [claim.tokens[c].start for c, e in mine if e == verb]
            agent_at = min(c for c, e in mine if e == agent)
            served = claim.tokens[agent_at - 1] if agent_at > 0 else None
            if served is not None and served.key in _COVERBS_ZH:
                return False  # 须为房东维修 makes the agent of 须由房东维修 the one served
            return verb is not None and bool(said) and min(at) < min(said)
        if min(at) < min(before):
            return True
        # X 须由 R 确认 = X 需要 R 确认: a duty right before 由 and right before the claim's
        # agent, the topic X before both (the order the evidence tells, with no 由)
        ahead = ev.tokens[unit[k - 1]] if k > 0 else None
        first_at = min(c for c, e in mine if e == agent)
        prev = claim.tokens[first_at - 1] if first_at > 0 else None
        return (
            ev.tokens[by].lang == "zh"
            and ahead is not None
            and prev is not None
            and any(_cls(o) == "modal" for o in ahead.ops)
            and any(_cls(o) == "modal" for o in prev.ops)
            and max(before) < min(at)
        )

    def _dropped_op(self, e: Token, missing: list[str], item: Cited, ctok: list[Token]) -> Failure:
        ev = item.text
        token = ev.original(e.start, e.end)
        if missing == ["modal:maynot"]:
            # may not ⇒ cannot / must not: the claim states more than the evidence, which
            # it does not contradict (possibly not, or not allowed)
            return Failure("condition_dropped", "evidence", token, item.id)
        for op in missing:
            klass = _cls(op)
            fam = _FAMILY.get(klass, klass)
            other = next(
                (
                    t
                    for t in ctok
                    for o in t.ops
                    if _FAMILY.get(_cls(o), _cls(o)) == fam and o != op
                ),
                None,
            )
            if other is not None:
                code = _CLASS_CODE.get(klass, "condition_dropped")
                if op in _NEGATIVE_OPS or any(o in _NEGATIVE_OPS for o in other.ops):
                    code = "negation_mismatch"
                return Failure(
                    code,
                    "claim",
                    self.claim.original(other.start, other.end),
                    item.id,
                    token,
                    _claim_span(self.claim, other),
                )
        if any(op in _NEGATIVE_OPS for op in missing):
            return Failure("negation_mismatch", "evidence", token, item.id, token)
        return Failure("condition_dropped", "evidence", token, item.id)


def _subject_to_object(
    claim: Analysis, ev: Analysis, tx: Token, ty: Token, ex: int, ey: int
) -> bool:
    """Whether a Chinese subject moved behind the verb, as its object (客服将回复 ≠ 须回复客服):
    of the two swapped words, the one the claim says second is a noun the evidence says as its
    clause's subject, and the other is the verb (an object fronted as a topic, 常规发布全部
    暂停 for 暂停全部常规发布, moves the other way and stays fine)."""
    if not (tx.lang == ty.lang == "zh"):
        return False
    # claim order: tx before ty; evidence order: ty's payer (ey) before tx's payer (ex)
    verb, noun = tx, ty
    return (
        verb.kind == "CONTENT"
        and pure_verb_zh(verb.key)
        and noun.kind == "CONTENT"
        and noun_zh(noun.key)
        and not verbal_zh(noun.key)
        and _in_first_np(ev, ev.tokens[ey])
    )


def _in_first_np(a: Analysis, t: Token) -> bool:
    """Whether token ``t`` is in the first noun phrase of its unit (its subject): after any
    leading condition word or function word, a run of words with no function word, operator,
    number or Chinese verb in it (用户 of 用户邀请好友, 维保人员; not 好友, nor "a friend" of
    "When a customer refers a friend")."""
    toks = a.units[t.unit].tokens
    k = 0
    while k < len(toks) and (
        a.tokens[toks[k]].kind == "FUNCTION"
        or (
            a.tokens[toks[k]].kind == "OPERATOR"
            and all(o.startswith("cond:") for o in a.tokens[toks[k]].ops)
        )
    ):
        k += 1
    while k < len(toks):
        x = a.tokens[toks[k]]
        if x is t:
            return True
        if x.kind not in ("CONTENT", "ATOM") or (x.lang == "zh" and pure_verb_zh(x.key)):
            return False
        k += 1
    return False


def _subject(a: Analysis, unit: int) -> tuple[int, ...]:
    """The words of a governed unit before its first operator (its subject: a modal or a
    negation scopes over the predicate after it), or none when the unit is restrictive;
    lent only to the next unit when that unit opens with and / 并 / 且 (a second predicate
    of the same subject)."""
    if a.units[unit].restrictive:
        return ()
    toks = a.units[unit].tokens
    k = next((n for n, i in enumerate(toks) if a.tokens[i].kind == "OPERATOR"), len(toks))
    return toks[:k]


def _topic_words(a: Analysis, unit: int) -> tuple[int, ...]:
    """The words an ungoverned earlier unit may lend as a topic: all of a Chinese one; of an
    English one, those before its first "be" (The gym is free for members, and towels cost
    $2 for non-members lends "the gym", never "free": that is the clause's predicate)."""
    toks = a.units[unit].tokens
    if not toks or a.tokens[toks[0]].lang != "en":
        return toks
    k = next((n for n, i in enumerate(toks) if a.tokens[i].key == "be"), len(toks))
    return toks[:k]


def _governed(a: Analysis, unit: int) -> bool:
    """Whether a unit holds a negation, modal, quantifier or role word (被 / 由 / 向 …): its
    words are no free topic (A 被 B 调用 lent whole would read as A 调用 B)."""
    return any(
        _cls(o) in ("neg", "modal", "quant", "role") and o != "modal:will"
        for i in a.units[unit].tokens
        for o in a.tokens[i].ops
    )


def _argument(a: Analysis, unit: tuple[int, ...], op: int, postfix: bool) -> list[int]:
    """Content and atom tokens from operator ``op`` to the next operator (before it if postfix)."""
    k = unit.index(op)
    seq = list(reversed(unit[:k])) if postfix else list(unit[k + 1 :])
    if not postfix and seq and _coverb_phrase(a, op, seq):
        # 不对拍品承担责任 = 对拍品不承担责任: a negation before a coverb phrase negates the
        # verb after the phrase, not its noun
        seq = seq[1 + _closing_verb(a, seq[1:]) :]  # type: ignore[operator]
    elif not postfix and seq and _ba_phrase(a, op, seq):
        # 需要把终稿提交 = 终稿须提交: the object 把 fronts is the duty's patient, which the
        # other side may say before the modal; the verb after it stays in the scope
        seq = seq[1 + _closing_verb(a, seq[1:]) :]  # type: ignore[operator]
    out: list[int] = []
    prev: Token | None = None
    for n, i in enumerate(seq):
        t = a.tokens[i]
        if n == 0 and not postfix and _scope_opener(t):
            continue  # not to renew, 没有被篡改: the verb after to / 被 is what is negated
        if t.kind == "OPERATOR" and not all(
            _cls(o) in ("modal", "junction", "aspect") for o in t.ops
        ):
            break  # a modal right after the operator is inside its scope: 不会退回; so is
            # a list it governs: 禁止通过邮箱或网盘传输
        if not postfix and t.key == "的" and prev is not None and _relative_end(prev):
            break  # a relative clause ends at its 的: 无法按时注册的学生 negates 注册 only
        prev = t
        if t.kind in ("CONTENT", "ATOM", "QUANTITY"):
            out.append(i)
    return out


_COVERBS_ZH: Final = frozenset({"对", "向", "给", "为", "跟", "与", "同", "在", "从", "把", "替"})
"""Chinese coverbs: a preposition-like verb that opens a phrase before the main verb."""


def _neg_or_modal(t: Token) -> str | None:
    """The kind "neg" for a negation alone, "modal" for a modal alone (not a fused negated
    modal such as must not / need not / 不得), else None."""
    neg = any(_negative(o) for o in t.ops)
    modal = any(_cls(o) == "modal" for o in t.ops)
    if neg == modal:
        return None
    return "neg" if neg else "modal"


_IRREGULAR_PAST_EN: Final = frozenset(
    {"took", "went", "came", "began", "gave", "became", "ran", "rose", "fell", "grew", "wrote"}
    | {"chose", "broke", "spoke", "drove", "knew", "saw", "ate", "drew", "froze", "wore", "got"}
    | {"made", "sent", "paid", "held", "kept", "sold", "bought", "built", "left", "lost", "spent"}
    | {"told", "won", "found", "brought", "heard", "meant", "caught", "taught", "thought", "met"}
    | {"led", "fed", "felt", "stood", "understood", "shut", "lent", "did", "had"}
)
"""Irregular English simple past forms that differ from their lemma (took effect, went live)."""


_BE_HAVE_EN: Final = frozenset({"be", "is", "are", "was", "were", "been", "being", "have", "has"})


def _simple_past(a: Analysis, i: int) -> bool:
    """Whether English content word ``i`` is spelled as a simple past (took, launched), not
    after an auxiliary (has launched, was approved) and not its lemma."""
    t = a.tokens[i]
    if t.kind != "CONTENT" or t.lang != "en":
        return False
    unit = a.units[t.unit].tokens
    k = unit.index(i)
    for j in reversed(unit[:k]):
        x = a.tokens[j]
        if x.kind == "OPERATOR" and x.ops and all(_negative(o) for o in x.ops):
            if x.lang == "en" and x.surface.casefold().startswith("didn"):
                return True  # didn't reimburse
            continue  # did not reimburse
        if x.lang == "en" and x.kind == "FUNCTION" and x.surface.casefold() == "did":
            return True  # did not reimburse, did reimburse: the past of the verb after it
        break
    word = a.original(t.start, t.end).split(" ")[0].casefold()
    if word == t.key.split(" ")[0] or not (word.endswith("ed") or word in _IRREGULAR_PAST_EN):
        return False
    before = a.tokens[unit[k - 1]] if k > 0 else None
    return before is None or (before.key not in _BE_HAVE_EN and not before.ops)


def _after_will(a: Analysis, i: int) -> bool:
    """Whether token ``i`` is the first word after a "will" of its clause but function words
    and negations (will take, will never reimburse, will have)."""
    unit = a.units[a.tokens[i].unit].tokens
    for j in reversed(unit[: unit.index(i)]):
        t = a.tokens[j]
        if t.kind == "OPERATOR" and t.ops and all(_negative(o) for o in t.ops):
            continue  # will never reimburse, will not reimburse
        if t.kind == "OPERATOR":
            return "modal:will" in t.ops and t.lang == "en"
        if t.kind != "FUNCTION":
            return False
    return False


def _future_as_past(
    claim: Analysis, ctoks: Sequence[int], ev: Analysis, paid: Mapping[int, int]
) -> int | None:
    """The claim verb that tells in the past what the evidence says will happen, or the
    reverse: "will take effect in July" ≠ "took effect in July" (and "took effect" ≠ "will
    take effect"). None if none."""
    for x in ctoks:
        e = paid.get(x)
        if e is None or claim.tokens[x].lang != "en":
            continue
        if _simple_past(claim, x):
            if _after_will(ev, e) or _present_form(ev, e):
                return x  # The portal opens on August 15 ≠ The portal opened on August 15
        elif _after_will(claim, x):
            if _simple_past(ev, e):
                return x
        elif "aspect:past" in claim.tokens[x].ops and _after_will(ev, e):
            return x  # will have completed the audit ≠ has completed the audit
    return None


def _present_form(a: Analysis, i: int) -> bool:
    """Whether English content word ``i`` is a present-tense verb form (opens, close) in a
    clause with no past or future marker: no aspect:past, will, did or simple past."""
    t = a.tokens[i]
    if t.kind != "CONTENT" or t.lang != "en":
        return False
    word = a.original(t.start, t.end).split(" ")[0].casefold()
    lemma = t.key.split(" ")[0]
    if word not in (lemma, lemma + "s", lemma + "es") and not (
        lemma.endswith("y") and word == lemma[:-1] + "ies"
    ):
        return False
    unit = a.units[t.unit].tokens
    if any(
        "aspect:past" in a.tokens[j].ops
        or "modal:will" in a.tokens[j].ops
        or _simple_past(a, j)
        or (a.tokens[j].lang == "en" and a.tokens[j].surface.casefold() in ("did", "would"))
        for j in unit
    ):
        return False
    k = unit.index(i)
    before = a.tokens[unit[k - 1]] if k > 0 else None
    # a verb after a subject (The portal opens), not a noun after a determiner or a modal's
    # verb (can open: the modal says when)
    return before is not None and before.kind == "CONTENT" and not before.ops


def _fused_modal(t: Token) -> str | None:
    """The modal of a token that fuses it with a negation after it (should not / shouldn't /
    不应: should (not …)), else None."""
    if "neg" not in t.ops:
        return None
    return next((o for o in t.ops if _cls(o) == "modal"), None)


def _negation_modal_crossed(
    claim: Analysis, ctoks: Sequence[int], ev: Analysis, paid: Mapping[int, int]
) -> int | None:
    """The claim negation that stands on the other side of a modal of its clause than the
    evidence negation that paid it does of the modal that paid that one: no longer required
    to show ≠ required to no longer show, never allowed to ≠ allowed to never. Which of the two
    comes first is which one is inside the other's scope. None if none."""
    for x in ctoks:
        t = claim.tokens[x]
        if t.kind != "OPERATOR" or (e := paid.get(x)) is None:
            continue
        fused, theirs = _fused_modal(t), _fused_modal(ev.tokens[e])
        if fused is not None and theirs is None:
            # should not = should (not …): the evidence's negation may not stand before its
            # modal (did not say … should stop ≠ said … should not stop)
            unit = ev.units[ev.tokens[e].unit].tokens
            negs = [j for j in unit if _neg_or_modal(ev.tokens[j]) == "neg"]
            modals = [
                j for j in unit if fused in ev.tokens[j].ops and _fused_modal(ev.tokens[j]) is None
            ]
            if negs and modals and max(negs) < min(modals):
                return x
        if (
            _neg_or_modal(t) == "neg"
            and theirs is not None
            and any(
                y > x and claim.tokens[y].unit == t.unit and theirs in claim.tokens[y].ops
                for y in ctoks
            )
        ):
            return x  # not … should ≠ should not
    # a negation and a modal each paid by one of their own kind, in the other order
    kinds = {
        i: k
        for i in ctoks
        if claim.tokens[i].kind == "OPERATOR"
        and (k := _neg_or_modal(claim.tokens[i])) is not None
        and (e := paid.get(i)) is not None
        and _neg_or_modal(ev.tokens[e]) == k
    }
    for x, kx in kinds.items():
        for y, ky in kinds.items():
            if (
                kx == "neg"
                and ky == "modal"
                and claim.tokens[y].unit == claim.tokens[x].unit
                and ev.tokens[paid[y]].unit == ev.tokens[paid[x]].unit
                and (x < y) != (paid[x] < paid[y])
            ):
                return x
    return None


_OBJECT_COVERBS_ZH: Final = _COVERBS_ZH | {"针对", "对于", "关于", "被", "让", "由", "按"}
"""Chinese coverbs whose noun a negation right after them modifies (对未迟到的学生, 针对非老用户,
被未授权的人员)."""


def _coverb_negation_moved(claim: Analysis, ci: int, ev: Analysis, ei: int) -> bool:
    """Whether Chinese negation ``ci`` of the claim and ``ei`` of the evidence stand on two
    sides of the same coverb: one right after it (对未迟到的学生: inside the coverb's noun),
    the other right before it (未对迟到的学生: negating the verb after the phrase)."""
    if claim.tokens[ci].lang != "zh" or ev.tokens[ei].lang != "zh":
        return False

    def near(a: Analysis, i: int, step: int) -> str | None:
        toks = a.units[a.tokens[i].unit].tokens
        k = toks.index(i) + step
        if 0 <= k < len(toks) and a.tokens[toks[k]].lang == "zh":
            key = a.tokens[toks[k]].surface
            return key if key in _OBJECT_COVERBS_ZH else None
        return None

    before_c, after_c = near(claim, ci, -1), near(claim, ci, 1)
    before_e, after_e = near(ev, ei, -1), near(ev, ei, 1)
    return (before_c is not None and before_c == after_e and before_e != before_c) or (
        after_c is not None and after_c == before_e and after_e != after_c
    )


def _scope_opener(t: Token) -> bool:
    """An English infinitive "to", a Chinese passive 被 or an English bound right after an
    operator: part of its argument (agreed not to renew the lease; 没有被冻结; stays that are
    not shorter than two nights), not the next operator."""
    return (
        (t.lang == "en" and t.key == "to")
        or (t.lang == "zh" and t.surface == "被")
        or (t.lang == "en" and bool(t.ops) and all(o.startswith("bound:") for o in t.ops))
    )


def _verb_after_coverb(t: Token) -> bool:
    return t.kind == "CONTENT" and t.lang == "zh" and verbal_zh(t.key) and not noun_zh(t.key)


def _coverb_phrase(a: Analysis, op: int, seq: list[int]) -> bool:
    """Whether Chinese negation ``op`` stands right before a coverb phrase (不对 X / 不向 X /
    不在 X) that a verb closes before any other operator: the phrase is outside its scope."""
    t, first = a.tokens[op], a.tokens[seq[0]]
    if t.lang != "zh" or not t.ops or any(_cls(o) != "neg" for o in t.ops):
        return False
    if first.kind != "FUNCTION":
        return False
    if first.key not in _COVERBS_ZH:
        return False
    return _closed_by_verb(a, seq[1:])


def _closed_by_verb(a: Analysis, seq: Sequence[int]) -> bool:
    """Whether a verb ends the phrase ``seq`` before any operator does."""
    return _closing_verb(a, seq) is not None


def _closing_verb(a: Analysis, seq: Sequence[int]) -> int | None:
    """The position in ``seq`` of the verb that ends the phrase before any operator does, or
    None. A verb of a relative clause inside the phrase (对迟到的学生, 对提交材料的学生) is part
    of its noun, not the verb that closes it."""
    for n, i in enumerate(seq):
        x = a.tokens[i]
        if x.kind == "OPERATOR":
            return None
        if _verb_after_coverb(x) and not _opens_relative(a, seq, n):
            return n
    return None


def _opens_relative(a: Analysis, seq: Sequence[int], n: int) -> bool:
    """Whether verb ``seq[n]`` is a Chinese relative clause's: a 的 follows it, right after it
    or after its nouns (迟到的学生, 提交材料的学生)."""
    for i in seq[n + 1 :]:
        t = a.tokens[i]
        if t.kind == "FUNCTION" and t.key == "的":
            return True
        if t.kind != "CONTENT" or not noun_zh(t.key) or verbal_zh(t.key):
            return False
    return False


def _collective(t: Token) -> bool:
    """Whether token ``t`` makes a list one whole: a word of ``_COLLECTIVE``, or a Chinese 总-
    word (总重 / 总额 / 总计: the total of the members, A 与 B 总重不超过 30 公斤)."""
    return t.key in _COLLECTIVE or (t.lang == "zh" and t.key[:1] == "总")


_SWAP_COVERBS_ZH: Final = frozenset({"在"})


def _around(a: Analysis, toks: Sequence[int], k: int) -> tuple[list[int], int | None]:
    """The noun run right before ``toks[k]`` and the first word after it (past an amount and
    its bound)."""
    before: list[int] = []
    for j in reversed(toks[:k]):
        if a.tokens[j].kind not in ("CONTENT", "ATOM"):
            break
        before.append(j)
    after = None
    for j in toks[k + 1 :]:
        t = a.tokens[j]
        if t.kind in ("CONTENT", "ATOM"):
            after = j
            break
        if t.kind == "OPERATOR" and not all(o.startswith("bound:") for o in t.ops):
            break  # 在 12 岁以下儿童…: an amount and its bound are the noun's modifiers
    return before, after


def _coverb_swap(
    claim: Analysis, whole: Sequence[int], ev: Analysis, paid: Mapping[int, int]
) -> int | None:
    """The claim word where the claim swaps the two parties around a Chinese 在 phrase: A 在
    B 完成后签署 ≠ B 在 A 完成后签署 (验收员在施工方完成安装后 vs 施工方在验收员…), 儿童在成人陪同
    下 ≠ 成人在儿童陪同下. The word before the claim's 在 is paid by the word after the
    evidence's, and the word after it by the words before; ``whole``: all tokens of the
    claim units; None if no such swap."""
    mine = [k for k, i in enumerate(whole) if claim.tokens[i].key in _SWAP_COVERBS_ZH]
    if not mine:
        return None
    theirs: list[tuple[list[int], int]] = []
    for u in sorted({ev.tokens[e].unit for e in paid.values()}):
        unit = ev.units[u].tokens
        for k, j in enumerate(unit):
            if ev.tokens[j].key in _SWAP_COVERBS_ZH and ev.tokens[j].lang == "zh":
                left, right = _around(ev, unit, k)
                if left and right is not None and (left, right) not in theirs:
                    theirs.append((left, right))
    for k in mine:
        left, right = _around(claim, whole, k)
        if not left or right is None:
            continue
        for e_left, e_right in theirs:
            if paid.get(right) in e_left and any(paid.get(x) == e_right for x in left):
                return next(x for x in left if paid.get(x) == e_right)
    return None


def _subject_or(a: Analysis, toks: Sequence[int], first: int, last: int) -> bool:
    """Whether an or-list at ``toks[first:last + 1]`` is the clause's subject under a negation
    or a permission (Punctures in the sidewall or shoulder cannot be repaired = punctures in
    either cannot): no operator before it, a negation or may after it, no duty after it (A
    or B must be provided needs one of them, not A)."""
    if any(a.tokens[j].kind == "OPERATOR" for j in toks[:first]):
        return False
    after = [o for j in toks[last + 1 :] for o in a.tokens[j].ops]
    if any(o.startswith("modal:must") or o == "modal:duty" for o in after):
        return False
    return any(o in _NEGATIVE_OPS or o == "modal:may" for o in after)


def _object_made_subject(
    claim: Analysis, whole: Sequence[int], ev: Analysis, paid: Mapping[int, int]
) -> int | None:
    """The claim word where the object of an evidence verb is made its subject, with a first
    or second person put after the verb as the new object: 请提前通知门店 ≠ 门店会提前通知您
    (the customer tells the shop ≠ the shop tells you). Chinese only; ``whole``: all tokens
    of the claim units; None if not so."""
    for n, cv in enumerate(whole):
        ev_v = paid.get(cv)
        if ev_v is None or claim.tokens[cv].lang != "zh" or n + 1 >= len(whole):
            continue
        if _person(claim.tokens[whole[n + 1]]) not in _PARTIES:
            continue  # the claim's verb takes no pronoun object
        nxt = ev_v + 1
        if nxt >= len(ev.tokens) or ev.tokens[nxt].kind not in ("CONTENT", "ATOM"):
            continue
        if ev.tokens[nxt].unit != ev.tokens[ev_v].unit:
            continue
        fronted = next((c for c in whole[:n] if paid.get(c) == nxt), None)
        if fronted is not None:
            return fronted
    return None


_COUNT_WORDS_EN: Final = frozenset({"one", "a", "an", "single"})


def _count_of_another_noun(
    claim: Analysis, ctoks: Sequence[int], ev: Analysis, paid: Mapping[int, int]
) -> int | None:
    """The claim amount that counts a noun the evidence counts with another amount: two
    adults and one child ≠ … plus two children (the two of the adults paid the children's
    count). English: a claim amount right before its noun, the evidence noun right after
    another count (an amount, one, a / an). None if no such amount."""
    for k in range(len(ctoks) - 1):
        q, n = ctoks[k], ctoks[k + 1]
        if claim.tokens[q].kind != "QUANTITY" or claim.tokens[n].kind != "CONTENT":
            continue
        if n != q + 1 or not claim.tokens[q].key.startswith("q:count:"):
            continue  # a bare count right before its noun (two children), not 5 km of …
        if claim.tokens[n].lang != "en" or q not in paid or n not in paid:
            continue
        eq, en = paid[q], paid[n]
        if en - 1 == eq:
            continue
        prev = ev.tokens[en - 1] if en > 0 else None
        if (
            prev is not None
            and prev.unit == ev.tokens[en].unit
            and (prev.kind == "QUANTITY" or prev.key in _COUNT_WORDS_EN)
        ):
            return q
        if ev.tokens[eq].key.startswith("q:count:"):
            # no more than three items ≠ no more than three customers: the evidence's count
            # counts the nouns right after it, which the claim's noun is not one of
            run = []
            j = eq + 1
            while (
                j < len(ev.tokens)
                and ev.tokens[j].unit == ev.tokens[eq].unit
                and ev.tokens[j].kind == "CONTENT"
            ):
                run.append(j)
                j += 1
            if run and en not in run:
                return q
    return None


def _step_before(a: Analysis, op: int) -> list[int]:
    """The words of the step right before arrow ``op``, back to the previous operator."""
    unit = a.units[a.tokens[op].unit].tokens
    out: list[int] = []
    for j in reversed(unit[: unit.index(op)]):
        t = a.tokens[j]
        if t.kind == "OPERATOR":
            break
        if t.kind in ("CONTENT", "ATOM"):
            out.append(j)
    return out


_ALL_ZH: Final = frozenset({"所有", "一切", "全体"})


def _modifier_moved(
    claim: Analysis, ctoks: Sequence[int], ev: Analysis, paid: Mapping[int, int]
) -> int | None:
    """An English word that modifies another noun in the claim than in the evidence (Feedback
    from new customers on the checkout page ≠ Feedback from customers on the new checkout
    page; Late fees for library books ≠ Fees for late library books): a content word right
    before a content word on both sides, where the claim's next word is paid by another
    word than the evidence's next one and that one pays another claim word. Returns the
    claim's next word (the noun the modifier moved to), or None."""
    toks = list(ctoks)
    paid_by = set(paid.values())
    for n in range(len(toks) - 1):
        c, c2 = claim.tokens[toks[n]], claim.tokens[toks[n + 1]]
        if c.lang != "en" or c.key not in _ATTRIBUTIVE_EN or c2.kind != "CONTENT":
            continue
        e_at, e2_at = paid.get(toks[n]), paid.get(toks[n + 1])
        if e_at is None or e2_at is None or e_at + 1 >= len(ev.tokens):
            continue
        e, nxt = ev.tokens[e_at], ev.tokens[e_at + 1]
        if nxt.unit != e.unit or nxt.kind != "CONTENT" or nxt.lang != "en":
            continue
        if ev.tokens[e2_at].key != nxt.key and (e_at + 1) in paid_by and e2_at != e_at:
            return toks[n + 1]
    return None


_ALTERNATIVE_MARKS: Final = frozenset({"either", "or", "或", "或者"})


def _after_alternative(an: Analysis, at: int) -> bool:
    """Whether token ``at`` follows an either / or (或 / 或者) right before it."""
    return (
        at > 0
        and an.tokens[at - 1].key in _ALTERNATIVE_MARKS
        and (an.tokens[at - 1].unit == an.tokens[at].unit)
    )


def _alternative_moved(
    claim: Analysis, ctoks: Sequence[int], ev: Analysis, paid: Mapping[int, int]
) -> int | None:
    """A claim word said as an alternative (right after either / or / 或) that the evidence
    says as no alternative: Students must take Biology and either Chemistry or Physics ≠
    … Chemistry and either Biology or Physics (blind probe round 63). Returns it, or None."""
    for ci in ctoks:
        t = claim.tokens[ci]
        if t.kind not in ("CONTENT", "ATOM") or not _after_alternative(claim, ci):
            continue
        e_at = paid.get(ci)
        if e_at is not None and not _after_alternative(ev, e_at):
            return ci
    return None


_ATTRIBUTIVE_WORDS_EN: Final = (
    "new old late early free paid unpaid temporary permanent annual monthly weekly daily "
    "primary secondary final first last full partial standard premium basic senior junior "
    "international domestic local external internal public private active inactive expired "
    "valid invalid current previous former minor major small large extra additional original "
    "used unused damaged digital physical online offline young adult single double joint "
    "regular special emergency"
)
_ATTRIBUTIVE_EN: Final = frozenset(_ATTRIBUTIVE_WORDS_EN.split(" "))
"""English adjectives of the kind that restrict the noun right after them (new customers,
late fees, temporary badges): ``_modifier_moved`` checks they keep that noun."""


_PRONOUNS: Final = frozenset(
    {
        "其",
        "它",
        "它们",
        "他",
        "她",
        "他们",
        "她们",
        "该",
        "此",
        "it",
        "its",
        "they",
        "them",
        "their",
    }
)


def _pronoun_resolved(
    claim: Analysis, ctoks: Sequence[int], ev: Analysis, paid: Mapping[int, int]
) -> int | None:
    """A claim word paid by the same evidence word as an earlier claim word, where the
    evidence has a pronoun after it that the claim does not say (客服须联系其本人 → 客服须联系
    客服本人; 用户删除 repo 后，其 webhook → 用户的 webhook): the claim says whom the pronoun
    means, which the words do not prove (it may mean the other party). A claim that keeps the
    pronoun (…, the tenant must register them) resolves nothing. Returns the second claim
    word, or None."""
    said = {t.key for t in claim.tokens} & _PRONOUNS
    seen: dict[int, int] = {}
    for ci in ctoks:
        t = claim.tokens[ci]
        if t.kind != "CONTENT" or (e_at := paid.get(ci)) is None:
            continue
        if e_at in seen and claim.tokens[seen[e_at]].key == t.key:
            unit = ev.units[ev.tokens[e_at].unit]
            sentence = [j for u in ev.sentences[unit.sentence] for j in ev.units[u].tokens]
            if any(
                ev.tokens[j].key in _PRONOUNS - said
                and ev.tokens[j].kind == "FUNCTION"
                and j > e_at
                for j in sentence
            ):
                return ci
        seen.setdefault(e_at, ci)
    return None


def _noun_run_after(a: Analysis, op: int) -> list[int]:
    """The words right after ``op`` in its unit up to the first operator (its noun and the
    modifiers before it, 所有 VIP 会员的订单)."""
    unit = a.units[a.tokens[op].unit].tokens
    out: list[int] = []
    for j in unit[unit.index(op) + 1 :]:
        t = a.tokens[j]
        if t.kind == "OPERATOR":
            break
        if t.kind in ("CONTENT", "ATOM"):
            out.append(j)
    return out


def _except_argument(a: Analysis, op: int) -> list[int]:
    """The words an except-phrase at ``op`` takes out: the words after it in its unit, past a
    determiner (other than all staff), up to the next other operator."""
    unit = a.units[a.tokens[op].unit].tokens
    out: list[int] = []
    for j in unit[unit.index(op) + 1 :]:
        t = a.tokens[j]
        if t.kind == "FUNCTION":
            continue
        if t.kind == "OPERATOR":
            if all(_cls(o) == "quant" for o in t.ops):
                continue
            break
        out.append(j)
    return out


def _de_after(a: Analysis, i: int) -> int | None:
    """The 的 right after token ``i`` (or after a 之间 read as a function word: A 和 B 之间的
    距离 is the B 的距离 of the pair), or None."""
    n = i + 1
    if n < len(a.tokens) and a.tokens[n].kind == "FUNCTION" and a.tokens[n].key == "之间":
        n += 1
    if n < len(a.tokens) and a.tokens[n].kind == "FUNCTION" and a.tokens[n].key == "的":
        return n
    return None


def _ba_phrase(a: Analysis, op: int, seq: list[int]) -> bool:
    """Whether Chinese modal ``op`` stands right before 把 and its object, which a verb
    closes before any other operator (须把 X 提交 = X 须提交)."""
    t, first = a.tokens[op], a.tokens[seq[0]]
    if t.lang != "zh" or not t.ops or any(_cls(o) != "modal" for o in t.ops):
        return False
    if first.key != "把":
        return False
    return _closed_by_verb(a, seq[1:])


_MEMBERSHIP_ZH: Final = frozenset({"属于", "在", "落在", "处于", "算", "算是"})
"""Chinese verbs that place a value in a band said after it (12 人属于 10 人及以上的团队)."""


def _postfix_bound(claim: Analysis, ctoks: list[int], n: int) -> tuple[int, str] | None:
    """The Chinese bound said right after claim value ``ctoks[n]`` (10 人及以上, 5 万元以下)
    when only a verb of membership (属于 / 落在 / 处于) stands between it and the word before
    it (the asker's value): (the bound's index, its operator); None otherwise."""
    lo, at = ctoks[n - 1], ctoks[n]
    between = claim.tokens[lo + 1 : at]
    if not any(t.key in _MEMBERSHIP_ZH for t in between) or any(
        t.kind != "FUNCTION" and t.key not in _MEMBERSHIP_ZH for t in between
    ):
        return None
    after = next(
        (i for i in range(at + 1, len(claim.tokens)) if claim.tokens[i].kind != "FUNCTION"), None
    )
    if after is None or after not in ctoks or claim.tokens[after].kind != "OPERATOR":
        return None
    if claim.tokens[after].surface not in _POSTFIX_BOUNDS:
        return None
    ops = [o for o in claim.tokens[after].ops if o in _ORDER_BOUNDS]
    return (after, ops[0]) if ops else None


def _reduced_relative(a: Analysis, unit: tuple[int, ...]) -> int | None:
    """The position in English ``unit`` of a reduced relative clause right after the noun
    phrase the clause opens with: a participle (Appointments cancelled with less than 24
    hours' notice …), not + a participle (Reviews not completed within 14 days …) or
    without (Containers without a VGM …); None if the clause opens otherwise. It restricts
    that noun as "that are cancelled / that have no VGM" would."""
    k = 0
    while k < len(unit) and a.tokens[unit[k]].kind == "FUNCTION":
        k += 1
    head = k
    while k < len(unit) and k - head < 3 and a.tokens[unit[k]].kind == "CONTENT":
        if (_participle(a, unit[k]) or _present_participle(a, unit[k])) and k > head:
            return k
        k += 1
    if k == head or k >= len(unit) or a.tokens[unit[head]].lang != "en":
        return None
    t = a.tokens[unit[k]]
    if (
        t.kind == "OPERATOR"
        and any(_cls(o) == "bound" for o in t.ops)
        and _present_participle(a, unit[k])
    ):
        return k  # Builds exceeding the limit … = builds that exceed the limit
    if t.kind == "OPERATOR" and t.key == "without":
        return k
    if t.kind == "OPERATOR" and t.key == "not" and k + 1 < len(unit):
        return k if _participle(a, unit[k + 1]) else None
    return None


def _revoiced(
    claim: Analysis, whole: Sequence[int], ci: int, ev: Analysis, ptoks: Sequence[int], ei: int
) -> bool:
    """Whether claim word ``ci`` and evidence word ``ei`` stand in other voices: one after
    be (is included) and the other neither after be nor a bare past participle (includes);
    a bare participle (Bookings cancelled late …) is the passive the other's "are cancelled"
    says."""
    c_be, e_be = _after_be(claim, whole, ci), _after_be(ev, ptoks, ei)
    if c_be == e_be:
        return False
    return not (_bare_participle(ev, ei) if c_be else _bare_participle(claim, ci))


def _restates_paid(ev: Analysis, i: int, paid: set[int]) -> bool:
    """Whether evidence amount ``i`` and a paid amount right beside it are one amount said
    twice, the second in brackets (768 hours (32 days)), of equal value."""
    q = ev.tokens[i].quantity
    if q is None:
        return False
    for a, b, other in ((i - 1, i, i - 1), (i, i + 1, i + 1)):
        if a >= 0 and b < len(ev.tokens) and other in paid and _restated(ev, a, b):
            o = ev.tokens[other].quantity
            if ev.tokens[other].kind == "QUANTITY" and o is not None and q.same(o):
                return True
    return False


def _restated(claim: Analysis, first: int, then: int) -> bool:
    """Whether claim quantity ``then`` restates quantity ``first`` in brackets right after it
    (3 分钟（180000 毫秒）, 2 GB (2,048 MB)): one amount said twice, not two amounts."""
    if then != first + 1:
        return False
    gap = claim.key[claim.tokens[first].end : claim.tokens[then].start]
    return gap.strip() in ("(", "（")


def _bare_participle(a: Analysis, i: int) -> bool:
    """Whether English token ``i`` is a past participle with no have before it: passive in
    meaning wherever it stands (Bookings cancelled late … = bookings that are cancelled)."""
    return _participle(a, i) and not (i > 0 and a.tokens[i - 1].key == "have")


def _present_participle(a: Analysis, i: int) -> bool:
    """Whether English token ``i`` is a verb's -ing form (its lemma spelled with -ing):
    Orders weighing more than 5 kg …, Builds exceeding the limit …"""
    t = a.tokens[i]
    if t.lang != "en" or t.kind not in ("CONTENT", "OPERATOR") or " " in t.surface:
        return False
    word = a.original(t.start, t.end).casefold()
    return word.endswith("ing") and word != t.key and not t.key.endswith("ing")


def _participle(a: Analysis, i: int) -> bool:
    """Whether English token ``i`` is spelled as a past participle (a verb's -ed form or an
    irregular one), not its lemma."""
    t = a.tokens[i]
    if t.kind != "CONTENT" or t.lang != "en":
        return False
    word = a.original(t.start, t.end).casefold()
    return word != t.key and (word.endswith("ed") or word in IRREGULAR_PARTICIPLES_EN)


_PERSONS: Final = {
    **dict.fromkeys(("we", "us", "our", "ours", "ourselves", "i", "me", "my", "mine"), 1),
    **dict.fromkeys(("我", "我们", "我方", "我司", "本人"), 1),
    **dict.fromkeys(("you", "your", "yours", "yourself", "yourselves"), 2),
    **dict.fromkeys(("你", "您", "你们", "您们", "你方", "贵方", "贵司"), 2),
    **dict.fromkeys(("he", "him", "his", "himself", "他"), 3),
    **dict.fromkeys(("she", "her", "hers", "herself", "她"), 4),
    **dict.fromkeys(("they", "them", "their", "theirs", "themselves", "他们", "她们"), 5),
    **dict.fromkeys(("it", "its", "itself", "它"), 6),
    **dict.fromkeys(("它们",), 7),
}
"""Personal pronouns by person (and, in the third, by the word): 1 and 2 are the two parties
of a policy (the provider, the asker); the others are arguments the order check keeps."""
_PARTIES: Final = frozenset({1, 2})


def _person(t: Token) -> int | None:
    """The person of a personal pronoun (1 we / 我们, 2 you / 您, 3+ he, she, they, it), else
    None."""
    if t.lang not in ("en", "zh"):
        return None
    return _PERSONS.get(t.surface.casefold()) or _PERSONS.get(t.key)


def _bound_quantity(a: Analysis, toks: Sequence[int], i: int) -> int | None:
    """The quantity a bound operator bounds: right before a Chinese postfix bound (65 岁以上,
    30 天内); else the one after it, right there or across modals and one verb (at least 3,
    至少要佩戴 22 小时); else, in English, the one right before it (65 or older)."""
    k = toks.index(i)
    t = a.tokens[i]
    before = toks[k - 1] if k > 0 and a.tokens[toks[k - 1]].kind == "QUANTITY" else None
    if t.lang == "zh" and t.surface in _POSTFIX_BOUNDS:
        return before
    content = 0
    for j in toks[k + 1 :]:
        x = a.tokens[j]
        if x.kind == "QUANTITY":
            return j
        if x.kind == "CONTENT":
            content += 1
            if content > 1:
                break
        elif x.kind != "OPERATOR" or not all(_cls(o) == "modal" for o in x.ops):
            break
    return before if t.lang != "zh" else None


def _opens_unit(a: Analysis, i: int) -> bool:
    """Whether token ``i`` is the first word of its unit that is not a function word."""
    first = next(
        (j for j in a.units[a.tokens[i].unit].tokens if a.tokens[j].kind != "FUNCTION"), None
    )
    return first == i


def _after_be_or_modal(a: Analysis, unit: Sequence[int], k: int) -> bool:
    """Whether ``unit[k]`` comes right after a form of be or a modal (is …, can …)."""
    if k == 0:
        return False
    prev = a.tokens[unit[k - 1]]
    return prev.key == "be" or any(_cls(o) == "modal" for o in prev.ops)


def _verb_slot(a: Analysis, unit: Sequence[int], k: int) -> bool:
    """Whether English word ``unit[k]`` stands where a verb does: a content word right after
    a form of be or a modal (is covered, can book)."""
    t = a.tokens[unit[k]]
    return t.kind == "CONTENT" and t.lang == "en" and _after_be_or_modal(a, unit, k)


_PREPOSITIONS_EN: Final = frozenset(
    {"to", "for", "on", "in", "at", "by", "from", "with", "after", "before", "during", "within"}
)


def _only_phrase(a: Analysis, unit: tuple[int, ...], op: int) -> list[int]:
    """The phrase an English "only" focuses on: the content words right after it up to the
    next operator, a leading preposition skipped (only to guests | on weekends, only on
    weekends); an only before the verb (is only covered, can only book) focuses past the
    verb too, on the phrase after it. Chinese: as ``_focus``."""
    k = unit.index(op)
    if a.tokens[op].lang != "en":
        return _focus(a, unit, op)
    nxt = a.tokens[unit[k + 1]] if k + 1 < len(unit) else None
    if nxt is None or (nxt.kind == "OPERATOR" and nxt.key not in _PREPOSITIONS_EN):
        # during evening hours only: an only that closes its phrase focuses on it
        back: list[int] = []
        for j in reversed(unit[:k]):
            t = a.tokens[j]
            if t.kind == "OPERATOR" or t.key in _PREPOSITIONS_EN:
                break
            if t.kind in ("CONTENT", "ATOM", "QUANTITY"):
                back.append(j)
        if back:
            return back[::-1]
    out: list[int] = []
    n = k + 1
    for phrase in (0, 1):
        if n < len(unit) and a.tokens[unit[n]].key in _PREPOSITIONS_EN:
            n += 1
        start = len(out)
        while n < len(unit):
            t = a.tokens[unit[n]]
            if (
                t.kind == "OPERATOR"
                and not out[start:]
                and t.ops
                and all(o in ("order:first", "order:last") for o in t.ops)
            ):
                n += 1  # only for first-time offenders: a modifier of the phrase's noun
                continue
            if t.kind == "OPERATOR" or (t.key in _PREPOSITIONS_EN and out[start:]):
                break
            if t.kind in ("CONTENT", "ATOM", "QUANTITY"):
                out.append(unit[n])
            n += 1
        got = out[start:]
        first = unit.index(got[0]) if got else -1
        floated = len(got) == 1 and first == k + 1 and _after_be_or_modal(a, unit, k)
        if phrase == 1 or not floated:
            break
    return out


def _focus(a: Analysis, unit: tuple[int, ...], op: int) -> list[int]:
    """The words an "only" focuses on: the content and atom words right after it, up to the
    first operator (only admins | can delete; 仅全日制学生 | 可办理)."""
    out: list[int] = []
    for i in unit[unit.index(op) + 1 :]:
        t = a.tokens[i]
        if t.kind == "OPERATOR":
            break
        if t.kind in ("CONTENT", "ATOM", "QUANTITY"):
            out.append(i)
    return out


def _restrictor(a: Analysis, unit: tuple[int, ...], op: int) -> list[int]:
    """The noun phrase a determiner opens: the content and atom words right after it (the
    function words among them skipped), up to the first operator or quantity."""
    out: list[int] = []
    for i in unit[unit.index(op) + 1 :]:
        t = a.tokens[i]
        if t.kind in ("OPERATOR", "QUANTITY"):
            break
        if t.kind in ("CONTENT", "ATOM"):
            out.append(i)
        elif out:
            break
    return out


def _typed_atoms(lex: Lexicon, a: Analysis, unit: tuple[int, ...], i: int) -> list[int]:
    """The identifiers (ATOM tokens) next to token ``i`` when it is a kind word of
    ``atom_types.json`` (the -R option, usage_hourly 表, the checkout-api service)."""
    t = a.tokens[i]
    if t.kind != "CONTENT" or t.key not in lex.atom_types.get(t.lang, ()):
        return []
    k = unit.index(i)
    out: list[int] = []
    for step in (-1, 1):
        n = k + step
        while 0 <= n < len(unit) and a.tokens[unit[n]].kind == "FUNCTION":
            n += step
        if 0 <= n < len(unit) and (
            a.tokens[unit[n]].kind == "ATOM"
            or _hyphen_name(a, unit, n, step)
            or _bare_number(a.tokens[unit[n]])
        ):
            out.append(unit[n])
    return out


def _bare_number(t: Token) -> bool:
    """Whether ``t`` is a whole number written as digits alone, no unit: a code a kind word
    beside it names (429 状态码, error code 4030), not an amount of anything."""
    return t.kind == "QUANTITY" and t.quantity is not None and t.surface.isdigit()


def _spelled_out(a: Analysis, unit: tuple[int, ...], i: int, paid: set[int]) -> bool:
    """Whether English token ``i`` is one of the words an abbreviation in parentheses right
    after them stands for, the abbreviation paid: ``verified gross mass (VGM)``, ``Department
    of Motor Vehicles (DMV)``. The initials of the content words must spell it exactly."""
    if a.tokens[i].lang != "en":
        return False
    k = unit.index(i)
    for n in range(k + 1, len(unit)):
        q = a.tokens[unit[n]]
        if q.kind not in ("ATOM", "CONTENT"):
            if q.kind == "FUNCTION":
                continue
            return False
        before = a.key[a.tokens[unit[n - 1]].end : q.start].strip()
        if before != "(" or a.key[q.end : q.end + 1] != ")":
            continue
        letters = [ch for ch in a.original(q.start, q.end) if ch.isalpha()]
        if len(letters) < 2 or unit[n] not in paid:
            return False
        words = [unit[m] for m in range(k, n) if a.tokens[unit[m]].kind == "CONTENT"]
        head: list[int] = []
        m = k - 1
        while m >= 0 and a.tokens[unit[m]].kind in ("CONTENT", "FUNCTION"):
            if a.tokens[unit[m]].kind == "CONTENT":
                head.insert(0, unit[m])
            m -= 1
        # the expansion ends at the parenthesis; it starts somewhere at or before ``i``
        for cut in range(len(head), -1, -1):
            run = head[len(head) - cut :] + words
            initials = [a.original(a.tokens[j].start, a.tokens[j].end)[:1] for j in run]
            if "".join(initials).lower() == "".join(letters).lower():
                return not any(j in paid for j in run)
        return False
    return False


def _hyphen_name(a: Analysis, unit: tuple[int, ...], n: int, step: int) -> bool:
    """Whether token ``n`` of ``unit`` ends (step -1) or starts (step 1) a lowercase
    hyphenated name the analysis reads as words (the checkout-api service)."""
    t = a.tokens[unit[n]]
    if t.kind != "CONTENT" or t.lang != "en":
        return False
    if step == -1:
        return t.start > 0 and a.key[t.start - 1] == "-"
    return a.key[t.end : t.end + 1] == "-"


def _dimension_of(lex: Lexicon, t: Token) -> str | None:
    lang = t.lang if t.lang in ("zh", "en") else "zh"
    return lex.dimensions.get(lang, {}).get(t.key) if t.kind == "CONTENT" else None


def _after_paid_bound(
    a: Analysis, unit: tuple[int, ...], i: int, paid_ops: set[tuple[int, str]]
) -> bool:
    """Whether token ``i`` comes right after an upper bound the claim paid (最多 | 允许, up to
    | may), a quantity following in the unit."""
    words = [j for j in unit if a.tokens[j].kind != "FUNCTION"]
    k = words.index(i)
    if k == 0 or not any(a.tokens[j].kind == "QUANTITY" for j in words[k + 1 :]):
        return False
    prev = words[k - 1]
    return any(o in ("bound:le", "bound:lt") and (prev, o) in paid_ops for o in a.tokens[prev].ops)


def _same_dim(named: str, dim: str) -> bool:
    """Whether a word naming dimension ``named`` names a quantity of ``dim``: its own
    dimension or a narrower one (money for money:cny); a time word (时间, time) also names
    a time of day or a date (接种时间为 8:30 至 11:30, 截止时间为 3 月 1 日)."""
    return (
        dim == named
        or dim.startswith((named + ":", named + "_"))
        or (named == "time" and dim in ("clock", "date"))
    )


def _names_quantity(lex: Lexicon, a: Analysis, unit: tuple[int, ...], i: int) -> bool:
    """Whether token ``i`` is a dimension word (重量, weight) standing before a quantity of
    its dimension, with only operators and function words between (重量超过 500 公斤), or
    right after one (3000 元人民币)."""
    named = _dimension_of(lex, a.tokens[i])
    if named is None:
        return False
    k = unit.index(i)
    q = a.tokens[unit[k - 1]] if k > 0 else None
    if (
        q is not None
        and q.quantity is not None
        and not a.key[q.end : a.tokens[i].start].strip()
        and _same_dim(named, q.quantity.dim)
    ):
        return True  # right after its quantity: 3000 元人民币 = 人民币 3000 元
    for j in unit[k + 1 :]:
        t = a.tokens[j]
        if t.kind == "QUANTITY":
            return t.quantity is not None and _same_dim(named, t.quantity.dim)
        if t.kind not in ("OPERATOR", "FUNCTION"):
            return False
    return False


def _names_paid_quantity(
    lex: Lexicon, a: Analysis, unit: tuple[int, ...], i: int, paid: set[int]
) -> bool:
    """An evidence dimension word before a quantity of its dimension that the claim paid."""
    if not _names_quantity(lex, a, unit, i):
        return False
    k = unit.index(i)
    q = next(j for j in unit[k + 1 :] if a.tokens[j].kind == "QUANTITY")
    return q in paid


def _short_form(claim: Analysis, ci: int, ev: Analysis, ptoks: list[int]) -> int | None:
    """The evidence word of ``ptoks`` that Chinese claim noun ``ci`` says short: the claim
    named it whole earlier in the sentence (优惠券 … 券, 会员卡 … 卡) and the evidence word is
    that whole word (never another of the same ending: 储值卡 for 会员卡 … 卡)."""
    c = claim.tokens[ci]
    if c.kind != "CONTENT" or not noun_zh(c.key):
        return None
    sentence = claim.units[c.unit].sentence
    whole = {
        t.key
        for u in claim.sentences[sentence]
        for j in claim.units[u].tokens
        if j < ci
        and (t := claim.tokens[j]).kind == "CONTENT"
        and t.lang == "zh"
        and len(t.key) > len(c.key)
        and t.key.endswith(c.key)
    }
    if len(whole) != 1:
        return None
    key = next(iter(whole))
    return next((i for i in ptoks if ev.tokens[i].key == key), None)


def _dimension_compound(
    lex: Lexicon, claim: Analysis, cu: int, c: Token, ev: Analysis, ptoks: list[int]
) -> int | None:
    """The evidence word of ``ptoks`` spelled as claim word ``c`` and then a dimension word
    (招待费用 = 招待 + 费用), where both the claim clause and the evidence clause state an
    amount of that dimension: the amount says what the dimension word says."""
    dims = lex.dimensions.get("zh", {})
    for i in ptoks:
        e = ev.tokens[i]
        if e.kind != "CONTENT" or e.lang != "zh" or not e.key.startswith(c.key):
            continue
        named = dims.get(e.key[len(c.key) :])
        if named is None:
            continue
        if _holds_dimension(claim, claim.units[cu].tokens, named) and _holds_dimension(
            ev, ptoks, named
        ):
            return i
    return None


def _holds_dimension(a: Analysis, toks: Sequence[int], named: str) -> bool:
    """Whether tokens ``toks`` of ``a`` hold a quantity of dimension ``named``."""
    return any(
        a.tokens[j].kind == "QUANTITY"
        and a.tokens[j].quantity is not None
        and _same_dim(named, a.tokens[j].quantity.dim)  # type: ignore[union-attr]
        for j in toks
    )


def _names_quantity_in(lex: Lexicon, c: Token, ev: Analysis, ptoks: list[int]) -> bool:
    """The evidence unit holds a quantity of the dimension a claim word names."""
    named = _dimension_of(lex, c)
    return named is not None and _holds_dimension(ev, ptoks, named)


def _consequent(t: Token) -> bool:
    """A modal that opens the comment of a Chinese rule (可 / 须 / 应 / 不得 …, not 会)."""
    return t.lang == "zh" and any(_cls(o) == "modal" and o != "modal:will" for o in t.ops)


def _comment_opens(t: Token) -> bool:
    """Where the comment of a Chinese rule stated as topic and comment begins: its first
    modal (超时可获券) or a 时 closing the topic inside the clause (连接失败时抛出异常)."""
    return _consequent(t) or (t.lang == "zh" and t.kind == "FUNCTION" and t.key in ("时", "时候"))


def _relative_end(t: Token) -> bool:
    """Whether a Chinese word before 的 ends a verb phrase (a relative clause), not a noun
    (a possessive: 用户的订单)."""
    return t.lang == "zh" and t.kind == "CONTENT" and verbal_zh(t.key)


def _side(a: Analysis, unit: tuple[int, ...], op: int, before: bool) -> list[int]:
    """Content and atom tokens of the unit on one side of operator ``op``."""
    k = unit.index(op)
    seq = unit[:k] if before else unit[k + 1 :]
    return [
        i
        for i in seq
        if a.tokens[i].kind in ("CONTENT", "ATOM", "QUANTITY") or _article(a.tokens[i])
    ]


def _article(t: Token) -> bool:
    """A Chinese indefinite article (一笔 / 一名 / 一个 …), a function word that says one."""
    return t.kind == "FUNCTION" and t.lang == "zh" and len(t.surface) == 2 and t.surface[0] == "一"


def _said_by_article(e: Token, toks: Sequence[Token]) -> bool:
    """Whether a count of one (1 笔, 1 名) on one side is what an indefinite article with the
    same classifier (一笔, 一名) among ``toks`` on the other side says."""
    q = e.quantity
    if e.kind != "QUANTITY" or q is None or q.dim != "count" or q.value != 1:
        return False
    return any(_article(t) and e.surface.rstrip().endswith(t.surface[1]) for t in toks)


def _between_be(t: Token) -> bool:
    """A word that may stand between "be" and its participle without ending the passive: a
    negation (is not included), only (is only covered) or also (is also sent)."""
    if t.ops:
        return all(_cls(o) == "neg" for o in t.ops) or t.ops == ("quant:only",)
    return t.kind == "FUNCTION" and t.key == "also"


def _after_be(a: Analysis, toks: Sequence[int], i: int) -> bool:
    """Whether English token ``i`` is a participle after a form of "be" (is included, is not
    included): the verb itself in the passive voice."""
    seq = list(toks)
    if i not in seq:
        return False
    k = seq.index(i) - 1
    able = False
    while k >= 0 and _between_be(a.tokens[seq[k]]):
        k -= 1
    if (
        k >= 0
        and a.tokens[seq[k]].ops == ("modal:prohibit",)
        and a.tokens[i].surface.endswith(_ABLE)
    ):
        able, k = True, k - 1  # is non-transferable
    return k >= 0 and a.tokens[seq[k]].key == "be" and (able or _participle_word(a.tokens[i]))


def _participle_word(t: Token) -> bool:
    """Whether an English word after "be" is spelled as a past participle: a regular or
    common irregular ending (included, taken, paid), one of the irregular forms (sent,
    told, held), or a phrasal verb's first word so spelled (picked up, paid back)."""
    word = t.surface.split()[0].casefold() if t.surface.strip() else ""
    return word.endswith(_PARTICIPLE) or word in IRREGULAR_PARTICIPLES_EN


def _passive(a: Analysis, toks: Sequence[int]) -> bool:
    """A passive clause: 被 / by-agent, or a form of "be" before a participle."""
    seq = [a.tokens[i] for i in toks]
    for k, t in enumerate(seq):
        if "role:passive" in t.ops or (
            "role:by" in t.ops and (t.lang != "en" or any(x.key == "be" for x in seq[:k]))
        ):
            return True  # 被 / 由 R 调用, is required for R; "charge by the hour" is no passive
        if t.lang == "en" and t.key == "be" and k + 1 < len(seq):
            n = k + 1
            while n + 1 < len(seq) and _between_be(seq[n]):
                n += 1  # is not included, is only covered, is also sent
            able = n + 1 < len(seq) and seq[n].ops == ("modal:prohibit",)
            nxt = seq[n + 1] if able else seq[n]
            if nxt.kind == "CONTENT" and (
                nxt.surface.endswith(_ABLE) if able else _participle_word(nxt)
            ):
                return True  # is not included; is non-transferable; is sent; is picked up
    return False


def _own_topic(a: Analysis, si: int, primaries: dict[int, int]) -> int | None:
    """A content unit of sentence ``si`` before the units used (the sentence's own subject)."""
    first = min(primaries.values())
    for u in a.sentences[si]:
        if u >= first:
            return None
        if any(a.tokens[i].kind in ("CONTENT", "ATOM") for i in a.units[u].tokens):
            return u
    return None


@dataclass(frozen=True, slots=True)
class _List:
    """A coordinate list of one unit: its members (runs of content words), its kind, and the
    noun its members instantiate when they are examples (A、B 等 N / N such as A)."""

    members: tuple[tuple[int, ...], ...]
    separators: tuple[int, ...]
    kind: Literal["and", "or", "example"]
    head: tuple[int, ...] = ()


def _last_phrase(ev: Analysis, toks: tuple[int, ...]) -> int:
    """Where the noun phrase closing a clause starts: after its last token that is not a
    noun, 的 or a quantity (the position in ``toks``)."""
    k = len(toks)
    while k > 0:
        t = ev.tokens[toks[k - 1]]
        if not (
            (t.kind == "CONTENT" and not verbal_zh(t.key)) or t.kind == "QUANTITY" or t.key == "的"
        ):
            break
        k -= 1
    return k


_DISPOSAL_ZH: Final = frozenset({"将", "把", "由"})
"""Chinese words that put the object before the verb (将 / 把) or name the doer (由)."""
_OBJECT_PRONOUNS_EN: Final = frozenset({"them", "him", "her", "us", "me"})
_RESULT_LINKS_ZH: Final = frozenset({"为", "成", "作"})
"""What follows a verb of naming or turning (标记为, 认定为, 改成, 视作): a word before it is
that verb, never an agent of 被."""


def _naming_verb(a: Analysis, i: int) -> bool:
    """Whether Chinese token ``i`` is a verb of naming or turning: it ends in 为 / 成 / 作
    (视为, 列为) or one of them follows it (标记为)."""
    t = a.tokens[i]
    if t.lang != "zh":
        return False
    if len(t.key) >= 2 and t.key[-1] in _RESULT_LINKS_ZH:
        return True
    return i + 1 < len(a.tokens) and a.tokens[i + 1].key in _RESULT_LINKS_ZH


_PATIENT_ROLES: Final = frozenset({"role:by", "role:passive", "role:patient"})
"""Roles after which the clause's first noun is what is acted on (运费由买家承担), not the
actor."""


def _dropped_actor(ev: Analysis, toks: tuple[int, ...], i: int, paid: set[int]) -> bool:
    """Whether evidence token ``i`` is a word of the actor a Chinese clause opens with, which
    a claim stating only the action leaves out whole: the clause's first words are nouns
    (no verb, number or operator; no 的 in the clause, so no relative clause), none paid, and
    what follows them opens a plain predicate (will / 将, an adverb, a preposition or a
    verb). Not in a clause with a permission or a duty (金卡会员可享受 9 折, 客服须联系):
    there the subject is whom the rule is for."""
    if ev.tokens[i].lang != "zh":
        return False
    run: list[int] = []
    for j in toks:
        t = ev.tokens[j]
        if t.kind != "CONTENT" or t.lang != "zh" or verbal_zh(t.key) or not noun_zh(t.key):
            break
        run.append(j)
    if i not in run or len(run) == len(toks) or any(j in paid for j in run):
        return False
    nxt = ev.tokens[toks[len(run)]]
    if ev.key[ev.tokens[run[-1]].end : nxt.start].strip():
        return False  # 轮换步骤：一、…: a heading, not an actor
    if any(ev.tokens[j].key == "的" for j in toks[: _last_phrase(ev, toks)]):
        # 会员开通的账户赠送 …: the words open a relative clause, not the clause (a 的
        # inside the clause's closing noun phrase, 万分之五的滞纳金, is no such clause)
        return False
    if any(_cls(o) == "modal" and o != "modal:will" for j in toks for o in ev.tokens[j].ops):
        return False  # 金卡会员在周末可享受 9 折: whom the rule is for
    return (
        nxt.ops == ("modal:will",)
        or (nxt.kind == "FUNCTION" and adverb_zh(nxt.key))
        or (
            nxt.kind == "OPERATOR"
            and adverb_zh(nxt.key)
            and all(o.startswith("role:") and o not in _PATIENT_ROLES for o in nxt.ops)
        )
        or (nxt.kind == "CONTENT" and verbal_zh(nxt.key))
    )


def _modifying_bound(toks: list[Token], k: int) -> bool:
    """A Chinese bound word used as the adjective of the noun right after it, with no
    quantity to bound (过期药品, 逾期账单): a word of that list member."""
    t = toks[k]
    return (
        t.lang == "zh"
        and t.kind == "OPERATOR"
        and all(o.startswith("bound:") for o in t.ops)
        and k + 1 < len(toks)
        and toks[k + 1].kind == "CONTENT"
        and toks[k + 1].start == t.end
    )


def _lists(a: Analysis, unit: tuple[int, ...]) -> tuple[_List, ...]:
    """The coordinate lists of a unit.

    A member is a run of adjacent content / atom tokens (nothing but spaces between them);
    two members are linked by a list separator: 、 or a comma with nothing else between
    them, or and / 和 / 及 / 与 / or / 或 (after an optional comma). A list of examples ends
    in 等 before the noun it instantiates, or follows that noun after such as / including.
    """
    toks = [a.tokens[i] for i in unit]
    runs: list[list[int]] = []  # positions in ``unit``
    for k, t in enumerate(toks):
        if t.kind not in ("CONTENT", "ATOM") and not _modifying_bound(toks, k):
            continue
        if runs and runs[-1][-1] == k - 1 and not a.key[toks[k - 1].end : t.start].strip():
            runs[-1].append(k)
        else:
            runs.append([k])
    out: list[_List] = []

    def link(x: list[int], y: list[int]) -> tuple[list[int], str] | None:
        between = list(range(x[-1] + 1, y[0]))
        gap = a.key[toks[x[-1]].end : toks[y[0]].start]
        if not between:
            return ([], "and") if gap.strip() in ("、", ",") else None
        if len(between) != 1:
            return None
        word = toks[between[0]].key
        kind = "or" if word in _OR else "and" if word in _AND else None
        if kind is None:
            return None
        for g in (
            a.key[toks[x[-1]].end : toks[between[0]].start],
            a.key[toks[between[0]].end : toks[y[0]].start],
        ):
            if g.strip() not in ("", ","):
                return None
        return between, kind

    k = 0
    while k < len(runs):
        members = [runs[k]]
        seps: list[int] = []
        kinds: set[str] = set()
        while k + 1 < len(runs):
            found = link(members[-1], runs[k + 1])
            if found is None:
                break
            seps.extend(found[0])
            kinds.add(found[1])
            members.append(runs[k + 1])
            k += 1
        k += 1
        kind: Literal["and", "or", "example"] = "or" if "or" in kinds else "and"
        head: list[int] = []
        end = members[-1][-1]
        if end + 2 < len(toks) and toks[end + 1].key in _EXAMPLE_AFTER:
            nxt = next((r for r in runs if r[0] == end + 2), None)
            if nxt is not None:
                head, kind = nxt, "example"
                seps.append(end + 1)
        start = members[0][0]
        for marker in _EXAMPLE_BEFORE:
            n = len(marker)
            lead = [toks[j].key for j in range(start - n, start)] if start >= n else []
            prev = next((r for r in runs if r[-1] == start - n - 1), None)
            if tuple(lead) == marker and prev is not None:
                head, kind = prev, "example"
                seps.extend(range(start - n, start))
                break
        if len(members) > 1 or head:
            out.append(
                _List(
                    tuple(tuple(unit[j] for j in m) for m in members),
                    tuple(unit[j] for j in seps),
                    kind,
                    tuple(unit[j] for j in head),
                )
            )
    return tuple(out)


def prove(
    claim: Analysis,
    cited: Sequence[Cited],
    lex: Lexicon,
    *,
    disabled: frozenset[str] = frozenset(),
    absence: bool = False,
    verdict_only: bool = False,
    premise: str | None = None,
    _echo: bool = True,
) -> Proof:
    """Prove a claim from the texts it cites; see the module docstring for the rules.

    ``premise``: the question the answer replies to. A value the asker states there (my
    45 kg dog) may stand in a claim that compares it with a cited bound (rule
    ``arithmetic.premise``); nothing else of the question pays anything.

    ``absence``: the claim is a negative observation citing NO_EVIDENCE tool calls only;
    its negation is paid by those calls (rule ``ledger.no_evidence``), its other words by
    their excerpts, and an excerpt (a search report, not a rule) may say more.

    ``verdict_only``: the caller reads only whether the result is ``supported``; a claim
    group no sentence pays ends the proof as ``unsupported`` at once, without looking for
    the failed attempt that paid most (its failure names the group, nothing more).
    """
    if "lend.class" not in disabled and any(c.origin is None and c.classifies for c in cited):
        own = [c for c in cited if c.origin is None]
        cited = [
            *cited,
            *(
                Cited(own[m].id, text, None, lex, span, (own[n].id, a, b))
                for m, _, text, span, (n, a, b) in derived([c.text for c in own], lex)
            ),
        ]
    prover = _Prover(
        claim, cited, lex, disabled, absence and "ledger.no_evidence" not in disabled, premise
    )
    prover.echo = _echo
    groups, free, polarity = prover.groups()
    edits = list(free)
    spans: list[tuple[str, int, int]] = []
    if not groups:
        first = next((t for t in claim.tokens if t.kind != "FUNCTION"), None)
        if first is None or not free:
            tok = claim.text.strip() or claim.text
            return Proof("unsupported", failure=Failure("extrinsic_content", "claim", tok))
    aligned: dict[
        tuple[int, int],
        tuple[dict[int, set[int]], set[int], list[int], set[int], set[tuple[int, str]]],
    ] = {}
    by_sentence: dict[
        tuple[tuple[int, int], int], tuple[set[int], set[tuple[int, str]], set[int]]
    ] = {}
    pair_map: dict[tuple[int, int], list[tuple[int, int]]] = {}
    last_where: dict[int, tuple[int, int]] = {}
    floors: dict[tuple[int, int, int], int] = {}
    paid_total = 0
    told_last: tuple[tuple[int, int], int] | None = None
    twins = _twins(prover.cited)
    for group in groups:
        best: _Attempt | None = None
        best_where: tuple[int, int] | None = None
        found = False
        csent = claim.units[group[0]].sentence
        # first the paying attempt, skipping sentences that cannot pay (_prefilter); the
        # attempt that paid most is looked for only when none pays
        needy = needy_keys(claim, group, lex)
        tried: dict[tuple[int, int], _Attempt] = {}
        # the evidence sentence the claim sentence's clause before drew from is tried first
        # (a claim sentence goes on where it was); then K order, then position
        here = last_where.get(csent)
        order = [
            (ii, si)
            for ii, item in enumerate(prover.cited)
            for si in range(len(item.text.sentences))
        ]
        if here is not None:
            order.remove(here)
            order.insert(0, here)
        for ii, si in order:
            item = prover.cited[ii]
            if item.paid_bound(needy, si) is not None:
                continue
            floor = floors.get((csent, ii, si), -1)
            if any(
                twins[jj] == twins[ii] and sj == si and floors.get((csent, jj, si), -1) == floor
                for jj, sj in tried
            ):
                continue  # a twin's same attempt failed (every attempt tried so far did)
            att = prover.pay_group(group, item, si, floor)
            tried[ii, si] = att
            if att.ok:
                best, best_where, found = att, (ii, si), True
                break
        if not found and verdict_only:
            u = claim.units[group[0]]
            tok = claim.original(u.start, u.end)
            return Proof("unsupported", failure=Failure("extrinsic_content", "claim", tok))
        for ii, item in enumerate(prover.cited):
            if found:
                break
            for si in range(len(item.text.sentences)):
                if twins[ii] != ii and floors.get((csent, twins[ii], si), -1) == floors.get(
                    (csent, ii, si), -1
                ):
                    continue  # its twin's attempt, weighed before, paid as much
                bound = item.paid_bound(needy, si)
                if best is not None and bound is not None and bound <= best.paid:
                    continue  # it cannot pay more than the best so far
                att = tried.get((ii, si)) or prover.pay_group(
                    group, item, si, floors.get((csent, ii, si), -1)
                )
                if best is None or att.paid > best.paid:
                    best, best_where = att, (ii, si)
        if best is None or best_where is None:
            return Proof(
                "unsupported",
                failure=Failure(
                    "extrinsic_content",
                    "claim",
                    claim.original(claim.units[group[0]].start, claim.units[group[0]].end),
                ),
            )
        if not found:
            failure = best.failure
            assert failure is not None
            result: Result = "contradicted" if failure.code in CONTRADICTING else "unsupported"
            return Proof(
                result, tuple(spans), tuple(edits + best.edits), failure, paid_total + best.paid
            )
        for cu, ci in best.sequence:
            # a 再 / then opening the group follows the clause before it in the evidence's
            # telling (an earlier item, sentence or word); opening the claim, it links the
            # claim to the one before, which no evidence orders
            if cu != group[0] or cu == 0:
                continue
            told_here = (best_where, prover._told(best.pairs).get(cu, -1))
            if told_last is None or told_here <= told_last:
                item = prover.cited[best_where[0]]
                return Proof(
                    "unsupported",
                    tuple(spans),
                    tuple(edits + best.edits),
                    prover._sequence_failure(ci, item),
                    paid_total + best.paid,
                )
        told_last = (best_where, max((e for _, e in best.pairs), default=-1))
        paid_total += best.paid
        edits.extend(best.edits)
        csent = claim.units[group[0]].sentence
        previous = last_where.get(csent)
        if previous is not None and previous != best_where:
            # the claim continues its earlier clause's subject; the evidence sentence it now
            # draws from may not have a subject of its own before the words used
            topic = _own_topic(prover.cited[best_where[0]].text, best_where[1], best.primaries)
            if topic is not None:
                a = prover.cited[best_where[0]].text
                return Proof(
                    "unsupported",
                    tuple(spans),
                    tuple(edits),
                    Failure(
                        "condition_dropped",
                        "evidence",
                        a.original(a.units[topic].start, a.units[topic].end),
                        prover.cited[best_where[0]].id,
                    ),
                    paid_total,
                )
        last_where[csent] = best_where
        plain = [pu for cu, pu in best.primaries.items() if not claim.units[cu].restrictive]
        if plain:
            key = (csent, *best_where)
            floors[key] = max(floors.get(key, -1), *plain)
        used, used_ops, used_units = by_sentence.setdefault(
            (best_where, csent), (set(), set(), set())
        )
        used.update(e for _, e in best.pairs)
        used_ops.update(best.op_pairs)
        used_units.update(best.primaries.values())
        prim, lent, toks, paid_ev, paid_ops = aligned.setdefault(
            best_where, ({}, set(), [], set(), set())
        )
        paid_ops.update(best.op_pairs)
        for cu, pu in best.primaries.items():
            prim.setdefault(pu, set()).add(cu)
        lent.update(best.lent)
        paid_ev.update(e for _, e in best.pairs)
        pair_map.setdefault(best_where, []).extend(best.pairs)
        for cu in group:
            toks.extend(claim.units[cu].tokens)
    for ((ii, _), _), (used, used_ops, used_units) in sorted(by_sentence.items()):
        # another sentence of the claim may pay an evidence negation, but this one uses
        # words in its scope without it (会变。…保持原价格不变。 citing …保持原价格不变)
        unpaid = _unpaid_negation(prover.cited[ii], used, used_ops, used_units)
        if unpaid is not None:
            return Proof("contradicted", tuple(spans), tuple(edits), unpaid, paid_total)
    for (ii, si), (prim, lent, toks, paid_ev, paid_ops) in sorted(aligned.items()):
        item = prover.cited[ii]
        # every claim token of the claim's sentence(s) aligned here may stand for an elided word
        sentences = {claim.units[claim.tokens[t].unit].sentence for t in toks}
        sentence_toks = [
            i for i, t in enumerate(claim.tokens) if claim.units[t.unit].sentence in sentences
        ]
        failure, drops = prover.dropped(
            item,
            si,
            prim,
            lent,
            sentence_toks,
            paid_ev,
            paid_ops,
            pair_map.get((ii, si), []),
            next_stated=(ii, si + 1) in aligned,
        )
        edits.extend(drops)
        if failure is None:
            aligned_pairs = dict(pair_map.get((ii, si), []))
            resolved = _pronoun_resolved(claim, sorted(aligned_pairs), item.text, aligned_pairs)
            if resolved is not None:
                failure = _claim_failure(
                    "direction_mismatch", claim, claim.tokens[resolved], item.id
                )
        if failure is not None:
            result = "contradicted" if failure.code in CONTRADICTING else "unsupported"
            return Proof(result, tuple(spans), tuple(edits), failure, paid_total)
        units = item.text.sentences[si]
        lo = item.text.units[units[0]].start
        hi = item.text.units[units[-1]].end
        spans.append((item.id, *item.span(lo, hi)))
        if item.via is not None:
            edits.append(Edit("lend", "lend.class", None, item.via))
            spans.append(item.via)
    if polarity:
        skip = next((e.claim[1] for e in free if e.rule == "answer_word.polarity" and e.claim), 0)
        rest = _echo_polarity(claim, skip) or _polarity_key(claim, skip)
        if rest != polarity and prover.echoed:
            # the rest says the opposite: the first clause is a statement, not an answer
            # (可以退货，但定制商品不可以退货); prove it as one
            return prove(
                claim,
                cited,
                lex,
                disabled=disabled,
                absence=absence,
                verdict_only=verdict_only,
                _echo=False,
            )
        if rest != polarity:
            answer = next(e for e in free if e.rule == "answer_word.polarity")
            assert answer.claim is not None
            token = claim.text[answer.claim[0] : answer.claim[1]]
            return Proof(
                "contradicted",
                tuple(spans),
                tuple(edits),
                Failure("negation_mismatch", "claim", token, None, None, answer.claim),
                paid_total,
            )
    return Proof("supported", tuple(sorted(set(spans))), tuple(edits), None, paid_total)


def _twins(cited: Sequence[Cited]) -> list[int]:
    """Per cited item, the first item of the same text and origin (itself if none).

    ``pay_group`` reads an item's text and origin, and its id only in what it reports: an
    attempt on a twin fails when the first's fails and pays as much, so it never beats the
    first's, weighed before it (``prove`` skips it).
    """
    return [
        next(j for j, o in enumerate(cited) if o.text is c.text and o.origin == c.origin)
        for c in cited
    ]


def _unpaid_negation(
    item: Cited, used: set[int], used_ops: set[tuple[int, str]], units: set[int]
) -> Failure | None:
    """A negation of a primary evidence unit that one claim sentence did not pay, while the
    sentence uses a word after it in that unit (in its scope)."""
    ev = item.text
    for pu in sorted(units):
        toks = ev.units[pu].tokens
        for k, i in enumerate(toks):
            e = ev.tokens[i]
            negs = [o for o in e.ops if o in _NEGATIVE_OPS]
            if not negs or all((i, o) in used_ops for o in negs):
                continue
            if any(
                j in used and ev.tokens[j].kind in ("CONTENT", "ATOM", "QUANTITY")
                for j in toks[k + 1 :]
            ):
                token = ev.original(e.start, e.end)
                return Failure("negation_mismatch", "evidence", token, item.id, token)
    return None


_ECHO_NEGATIONS: Final = ("不", "没", "没有")


def _echo_polarity(claim: Analysis, skip: int) -> int:
    """The polarity a Chinese answer word must have when the rest repeats its verb inside an
    operator (不会。…不会低于… : the question's 会 answered with the rest's 不会): -1 when
    the rest says the verb negated, +1 when it says it plain, 0 when it does not repeat it."""
    answer = [t for t in claim.tokens if claim.offsets[t.start] < skip and t.kind != "FUNCTION"]
    if not answer or any(t.kind != "OPERATOR" or t.lang != "zh" for t in answer):
        return 0
    verb = "".join(t.surface for t in answer)
    for neg in _ECHO_NEGATIONS:
        if verb.startswith(neg) and len(verb) > len(neg):
            verb = verb[len(neg) :]
            break
    for t in claim.tokens:
        if claim.offsets[t.start] < skip or t.kind != "OPERATOR" or t.lang != "zh":
            continue
        for neg in _ECHO_NEGATIONS:
            if t.surface.startswith(neg + verb):
                return -1
        if t.surface.startswith(verb):
            return 1
    return 0


def _polarity_key(claim: Analysis, skip: int) -> int:
    """+1 when the claim after its answer word asserts, -1 when it negates."""
    negs = 0
    for t in claim.tokens:
        if claim.offsets[t.start] < skip:
            continue
        negs += sum(1 for o in t.ops if o in _NEGATIVE_OPS)
    return -1 if negs % 2 else 1
