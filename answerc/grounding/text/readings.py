"""Reading rules over a text's raw tokens: the spellings one meaning takes, made one.

Each function reads the raw token tuples of one text (start, end, kind, key, lang, ops,
quantity, surface) that ``analysis._analyze`` builds before it cuts units, and either
returns extra unit cuts or rewrites tokens in place. Every rule is applied to the claim and
to the evidence alike, so both are read the same way: a condition after its rule in one
clause, a Chinese 前 / 后 / 时 clause before its modal without a comma, deadline adverbs,
（含）/（不含）after a number, ranges, "no N can" and "can … only if", either … or, 待,
cut / raise by N.
"""

from __future__ import annotations

import bisect
import operator
import re
from collections.abc import Callable, Sequence
from typing import Any, Final

from answerc.grounding.text.numerals import whole_number

_KEY: Final = operator.itemgetter(3)
"""A raw token's key: ``words.isdisjoint(map(_KEY, raw))`` tests, in C, that no token is
keyed as one of ``words`` (a reading with none of its words present changes nothing)."""
_SURFACE: Final = operator.itemgetter(7)
_KIND: Final = operator.itemgetter(2)

_PERMISSIONS: Final = (("modal:may",), ("modal:may", "modal:permit"))
"""A permission's operators: may / can, and an explicit permission (allowed to, 允许)."""


def _function(t: tuple[Any, ...]) -> tuple[Any, ...]:
    """Raw token ``t`` read as a function word (no operator)."""
    return (t[0], t[1], "FUNCTION", t[3], t[4], (), t[6], t[7])


def _clause_end(cuts: list[int], pos: int) -> int | None:
    """The first cut after ``pos`` (the end of its clause), None at the text's end."""
    return next((c for c in cuts if c > pos), None)


_ORDER_HEADS_ZH: Final = frozenset({"前", "之前", "以前", "后", "之后", "以后", "时", "的时候"})


_THEN_ZH: Final = frozenset({"就", "便"})
"""The 就 / 便 that may open a rule right after its 前 / 后 clause (到期后就须…)."""


def order_heads(
    raw: Sequence[tuple[Any, ...]], cuts: list[int], is_noun: Callable[[str], bool]
) -> list[int]:
    """Offsets where a Chinese 前 / 后 clause ends without a comma before the rule it
    frames: 维保完成后 | 须在记录上签字, 离开实验室前 | 必须关闭阀门, 接到报案后 | 查勘人员应在
    24 小时内到达.

    The clause holds a content word before 前 / 后 (not a bare duration: 2 小时后方可进食
    stays one clause), and a modal follows at once or after the rule's subject (at most
    four words, the last a noun by ``is_noun``). The comma the writer left out is put back
    as a zero-width cut, so a claim and its evidence are read alike either way.
    """
    out: list[int] = []
    if _ORDER_HEADS_ZH.isdisjoint(map(_KEY, raw)):
        return out
    last = -1
    k = 0
    for j, t in enumerate(raw):
        while k < len(cuts) and cuts[k] < t[0]:
            last = cuts[k]
            k += 1
        if t[4] != "zh" or t[3] not in _ORDER_HEADS_ZH or j + 1 >= len(raw):
            continue
        nxt = raw[j + 1]
        if k < len(cuts) and cuts[k] <= nxt[0]:
            continue  # a comma or full stop already ends the clause
        n = j + 1
        while (
            n < len(raw)
            and n - j <= 4
            and raw[n][2] == "CONTENT"
            and raw[n][4] == "zh"
            and (k >= len(cuts) or raw[n][0] < cuts[k])
        ):
            n += 1
        if n >= len(raw) or (k < len(cuts) and cuts[k] <= raw[n][0]):
            continue
        if n > j + 1 and not is_noun(raw[n - 1][3]):
            continue  # the words before the modal end in a noun: the rule's subject
        if n == j + 1 and raw[n][3] in _THEN_ZH and raw[n][2] == "FUNCTION" and n + 1 < len(raw):
            n += 1  # 到期后就须重新申请: 就 says the rule follows the clause, as the comma does
        modal = raw[n]
        if modal[2] != "OPERATOR" or not any(o.startswith("modal:") for o in modal[5]):
            continue
        if any(r[2] in ("CONTENT", "ATOM") for r in raw[:j] if r[0] > last):
            out.append(nxt[0])
    return out


_SUBORDINATORS_EN: Final = frozenset({"if", "when", "whenever", "once", "unless", "in case"})
_FOCUS_EN: Final = frozenset({"only", "even", "except", "but only"})


def trailing_conditions(key: str, raw: Sequence[tuple[Any, ...]], cuts: list[int]) -> list[int]:
    """Offsets (the space before the subordinator) where an English condition follows its
    rule inside one clause: "A 20% fee is deducted | when a ticket is refunded late",
    "Enrolment is allowed | only if consent is signed".

    The condition becomes a clause of its own, as it is when it comes first ("If a ticket
    is refunded late, a 20% fee is deducted"), so a claim and its evidence are compared
    clause for clause whichever order they use. The condition clause is restrictive: no
    claim may leave it out.
    """
    out: list[int] = []
    if _SUBORDINATORS_EN.isdisjoint(map(_KEY, raw)):
        return out
    starts = [t[0] for t in raw]
    for j, t in enumerate(raw):
        if t[4] != "en" or t[3] not in _SUBORDINATORS_EN or t[0] == 0 or j + 1 >= len(raw):
            continue
        at = j - 1 if j > 0 and raw[j - 1][4] == "en" and raw[j - 1][3] in _FOCUS_EN else j
        pos = raw[at][0] - 1
        if pos < 0 or key[pos] != " ":
            continue
        lo = max((c for c in cuts if c < raw[at][0]), default=-1)
        k = bisect.bisect_right(starts, lo)
        before = raw[k:at]
        if sum(1 for b in before if b[2] in ("CONTENT", "ATOM", "QUANTITY")) < 2:
            continue
        if any(o in ("cond:if", "exc") for b in before for o in b[5]):
            continue
        if not any(b[3] == "be" or b[2] == "CONTENT" for b in before[1:]):
            continue
        out.append(pos)
    return out


_DEADLINE_ADVERBS: Final = {
    "最迟": ("order:before", "bound:le"),
    "最晚": ("order:before", "bound:le"),
    "最早": ("order:after", "bound:ge"),
}
"""A deadline adverb and the operators that say its deadline themselves: 最迟 24 小时内 =
24 小时内, 最晚于 3 月 1 日前 = 3 月 1 日前, 最早 9 点以后 = 9 点以后."""
_DEADLINE_WORDS: Final = frozenset(_DEADLINE_ADVERBS)


def deadline_adverbs(raw: list[tuple[Any, ...]], cuts: list[int]) -> None:
    """Read 最迟 / 最晚 / 最早 as a function word where a later operator of the same clause
    states the same deadline (最迟 3 月 1 日前提交 = 3 月 1 日前提交); alone they are the
    deadline (最迟 3 月 1 日提交: order:before). In place."""
    if _DEADLINE_WORDS.isdisjoint(map(_KEY, raw)):
        return
    for j, t in enumerate(raw):
        same = _DEADLINE_ADVERBS.get(t[3]) if t[4] == "zh" else None
        if same is None:
            continue
        end = _clause_end(cuts, t[0])
        for r in raw[j + 1 :]:
            if end is not None and r[0] >= end:
                break
            if r[2] == "OPERATOR" and any(o in same for o in r[5]):
                raw[j] = _function(t)
                break


def superlative_attributes(raw: list[tuple[Any, ...]], cuts: list[int]) -> None:
    """Read 最早 / 最晚 / 最迟 as a content word (the earliest / the latest) where a 的 of
    their clause follows before any value: 最晚的航班, 最早提交的版本 name one thing by its
    time, they set no deadline (最晚 5 月 1 日提交 keeps its order:before). In place."""
    if _DEADLINE_WORDS.isdisjoint(map(_KEY, raw)):
        return
    for j, t in enumerate(raw):
        if t[4] != "zh" or t[3] not in _DEADLINE_ADVERBS or t[2] != "OPERATOR":
            continue
        end = _clause_end(cuts, t[0])
        for r in raw[j + 1 : j + 4]:
            if (end is not None and r[0] >= end) or r[2] in ("QUANTITY", "OPERATOR"):
                break
            if r[3] == "的" and r[4] == "zh":
                raw[j] = (t[0], t[1], "CONTENT", t[3], t[4], (), t[6], t[7])
                break


_INCLUDED_MARKS: Final = frozenset({"含", "包含", "包括"})
_EXCLUDED_MARKS: Final = frozenset({"不含", "不包含", "不包括"})
_STRICT: Final = {"bound:ge": "bound:gt", "bound:le": "bound:lt"}
_MARKS: Final = _INCLUDED_MARKS | _EXCLUDED_MARKS


def inclusion_marks(key: str, raw: list[tuple[Any, ...]]) -> None:
    """Read a bracketed 含 / 不含 after a number: 3 万元（含）以上 is 3 万元以上 (以上 / 以下 / 至
    include their number), 1.2 米（不含）以下 is below 1.2 米 (不足 1.2 米). In place."""
    if _MARKS.isdisjoint(map(_KEY, raw)):
        return
    for j in range(1, len(raw)):
        t = raw[j]
        if t[4] != "zh" or t[3] not in _MARKS:
            continue
        if key[: t[0]].rstrip()[-1:] not in ("（", "(") or key[t[1] :].lstrip()[:1] not in (
            "）",
            ")",
        ):
            continue
        if raw[j - 1][2] != "QUANTITY":
            continue
        nxt = raw[j + 1] if j + 1 < len(raw) else None
        if t[3] in _INCLUDED_MARKS:
            raw[j] = _function(t)
        elif nxt is not None and nxt[2] == "OPERATOR" and len(nxt[5]) == 1 and nxt[5][0] in _STRICT:
            raw[j] = _function(t)
            raw[j + 1] = (*nxt[:5], (_STRICT[nxt[5][0]],), *nxt[6:])


_RANGE_TO: Final = frozenset({"到", "至", "to", "and", "–", "—", "-", "~", "～"})
_RANGE_FROM: Final = frozenset({"从", "自", "from", "between"})
_RANGE_CLOSERS: Final = frozenset({"之间", "期间"})
_RANGE_DASH: Final = re.compile(r"\s?[–—~～-]\s?")


def range_words(key: str, raw: list[tuple[Any, ...]]) -> None:
    """Spell every range of two quantities the same way, as the two bounds with one "to"
    between them (role:to, whose sides count): 10:00–17:00 = 10:00 到 17:00 之间 = from
    10:00 to 17:00 = between 10:00 and 17:00, while from 11 PM to 5 AM stays another range.
    A dash between two quantities becomes a token of its own; from / 从 / between before the
    range and 之间 after it are function words. Only a connector between two quantities
    qualifies (从北京到上海 keeps both roles). In place."""
    if operator.countOf(map(_KIND, raw), "QUANTITY") < 2:
        return  # both readings need a quantity on either side
    j = 1
    while j < len(raw):
        left, here = raw[j - 1], raw[j]
        if left[2] == "QUANTITY" and here[2] == "QUANTITY" and left[1] < here[0]:
            m = _RANGE_DASH.fullmatch(key, left[1], here[0])
            if m is not None:
                dash = key[left[1] : here[0]].strip()
                a = key.index(dash, left[1])
                raw.insert(j, (a, a + len(dash), "OPERATOR", "to", "en", ("role:to",), None, dash))
                continue
        j += 1
    for j in range(1, len(raw) - 1):
        t = raw[j]
        if t[3] not in _RANGE_TO or raw[j - 1][2] != "QUANTITY" or raw[j + 1][2] != "QUANTITY":
            continue
        opener = j >= 2 and raw[j - 2][3] in _RANGE_FROM
        if t[3] == "and":
            if not (opener and raw[j - 2][3] == "between"):
                continue  # "3 and 5" is a list unless "between" opens it
            raw[j] = (t[0], t[1], "OPERATOR", t[3], t[4], ("role:to",), t[6], t[7])
        elif "role:to" not in t[5]:
            continue
        if opener:
            raw[j - 2] = _function(raw[j - 2])
        if j + 2 < len(raw) and raw[j + 2][3] in _RANGE_CLOSERS and raw[j + 2][4] == "zh":
            raw[j + 2] = _function(raw[j + 2])


def no_one_may(raw: list[tuple[Any, ...]], cuts: list[int]) -> None:
    """Read "No N can / may V" as "N cannot V": the determiner "no" and the permission after
    it in the same clause are one prohibition (No participant can be enrolled = participants
    cannot be enrolled). In place."""
    if "no" not in map(_KEY, raw):
        return
    for j, t in enumerate(raw):
        if t[4] != "en" or t[3] != "no" or t[5] != ("neg",):
            continue
        end = _clause_end(cuts, t[0])
        for k in range(j + 1, len(raw)):
            r = raw[k]
            if end is not None and r[0] >= end:
                break
            if r[2] == "OPERATOR":
                if r[5] in _PERMISSIONS:
                    raw[j] = _function(t)
                    raw[k] = (*r[:5], ("modal:prohibit",), *r[6:])
                break  # another operator first: "no" is left as it is


def only_if(raw: list[tuple[Any, ...]], unit_ends: list[int], sent_ends: list[int]) -> None:
    """Read "X can P only if C" as "X cannot P unless C", the form rules also take ("No
    participant can be enrolled unless they have signed"): the permission of the clause
    before becomes a prohibition, "only if" becomes "unless". Only where that clause holds
    one permission and no other modal or negation. In place."""
    if "only" not in map(_KEY, raw):
        return
    for j in range(len(raw) - 1):
        t, nxt = raw[j], raw[j + 1]
        if t[4] != "en" or t[5] != ("quant:only",) or nxt[5] != ("cond:if",):
            continue
        if t[3] != "only" or nxt[3] != "if":
            continue
        # the clause before: from the cut before the previous cut to the cut before "only"
        cut = max((c for c in unit_ends if c < t[0]), default=None)
        if cut is None or any(cut < x < t[0] for x in sent_ends):
            continue
        lo = max((c for c in unit_ends + sent_ends if c < cut), default=-1)
        if any(lo < x < cut for x in sent_ends):
            continue
        rule = [k for k in range(j) if lo < raw[k][0] < cut]
        ops = [(k, o) for k in rule for o in raw[k][5]]
        modal = [k for k, o in ops if o.startswith("modal:") or o in ("neg", "quant:only")]
        if len(modal) != 1 or raw[modal[0]][5] not in _PERMISSIONS:
            continue
        m = raw[modal[0]]
        raw[modal[0]] = (*m[:5], ("modal:prohibit",), *m[6:])
        raw[j] = _function(t)
        raw[j + 1] = (*nxt[:5], ("exc",), *nxt[6:])


def either_or(raw: list[tuple[Any, ...]], cuts: list[int]) -> None:
    """Read "either" as a function word where an "or" of the same clause follows it: either
    checked or cabin baggage = checked or cabin baggage (the "or" is the junction). In place."""
    if "either" not in map(_KEY, raw):
        return
    for j, t in enumerate(raw):
        if t[4] != "en" or t[3] != "either":
            continue
        end = _clause_end(cuts, t[0])
        if any(r[3] == "or" and r[4] == "en" and (end is None or r[0] < end) for r in raw[j + 1 :]):
            raw[j] = _function(t)


def wait_until(raw: list[tuple[Any, ...]], cuts: list[int]) -> None:
    """Read 待 (wait until) as a function word where its clause goes on to the consequence
    it waits for (待温度降至 8℃ 以下方可装载 = 温度降至 8℃ 以下才能装载: 方可 / 才 / 后 carry
    the condition); 待审核的订单 (pending review) keeps it. In place."""
    if "待" not in map(_KEY, raw):
        return
    for j, t in enumerate(raw):
        if t[4] != "zh" or t[3] != "待" or t[2] != "CONTENT":
            continue
        end = _clause_end(cuts, t[0])
        if any(
            r[2] == "OPERATOR"
            and any(o in ("cond:then", "order:after") for o in r[5])
            and (end is None or r[0] < end)
            for r in raw[j + 1 :]
        ):
            raw[j] = _function(t)


_NO_LATER_THAN: Final = frozenset({"no late than", "not late than", "no later than"})


def no_later_than(raw: list[tuple[Any, ...]]) -> None:
    """Read "no later than N after X" as "within N after X" and "no later than N before X"
    as "at least N before X": with a duration between, "no later than" bounds the time
    elapsed, not the moment (claims filed no later than 21 days after arrival = within 21
    days after arrival; check in no later than 30 minutes before departure = at least 30
    minutes before). In place."""
    if _NO_LATER_THAN.isdisjoint(map(_KEY, raw)):
        return
    for j in range(len(raw) - 2):
        t, q, o = raw[j], raw[j + 1], raw[j + 2]
        if t[4] != "en" or t[3] not in _NO_LATER_THAN:
            continue
        if t[5] != ("order:before",) or q[2] != "QUANTITY" or q[6] is None:
            continue
        if q[6].dim not in ("time", "month", "workday"):
            continue
        if o[5] == ("order:after",):
            raw[j] = (*t[:5], ("bound:le",), *t[6:])
        elif o[5] == ("order:before",):
            raw[j] = (*t[:5], ("bound:ge",), *t[6:])


_ONLY_MAY_ZH: Final = frozenset({"只能", "仅能", "只可", "仅可", "只可以", "仅可以"})
"""The Chinese "only" that holds a permission (can only): what it allows is a limit."""


def limit_words(raw: list[tuple[Any, ...]], cuts: list[int]) -> None:
    """Read "can only" before an amount as that amount's limit: 只能 / 仅可 + a verb phrase +
    an amount with no bound of its own (每天只能预约研讨间一次 = 每天最多预约一次 = 每天限预约
    一次): what a permission allows only up to N, it allows at most N. 限 with no amount
    (限本人使用) stays as it is: a claim's 限 is not the only of 仅限. In place."""
    if _ONLY_MAY_ZH.isdisjoint(map(_KEY, raw)):
        return
    for j, t in enumerate(raw):
        if t[4] != "zh" or t[3] not in _ONLY_MAY_ZH or t[5] != ("quant:only",):
            continue
        end = _clause_end(cuts, t[0])
        rest = [r for r in raw[j + 1 :] if end is None or r[0] < end]
        k = next((n for n, r in enumerate(rest) if r[2] not in ("CONTENT", "FUNCTION")), None)
        if k is None or rest[k][2] != "QUANTITY":
            continue
        after = rest[k + 1] if k + 1 < len(rest) else None
        if after is not None and after[2] == "OPERATOR":
            continue  # 只能在 3 天内: the amount has its own bound
        raw[j] = (*t[:5], ("bound:le",), *t[6:])


NEEDED_EN: Final = frozenset({"require", "need", "not require", "not need"})
"""English verbs of need read as modals (require, need): their passive puts the object first."""


def required_for(raw: list[tuple[Any, ...]]) -> None:
    """Read the "for" of "X is required / needed for Y" as the agent of the passive: Y
    requires X, as "X is required by Y" says. Without it the two sides of require read as
    the active "X requires Y", the converse. In place."""
    if NEEDED_EN.isdisjoint(map(_KEY, raw)):
        return
    for j in range(1, len(raw) - 1):
        t, nxt = raw[j], raw[j + 1]
        if t[4] != "en" or t[3] not in NEEDED_EN or not t[7].casefold().endswith("ed"):
            continue
        if nxt[4] != "en" or nxt[3] != "for" or nxt[2] != "FUNCTION":
            continue
        k = j - 1
        while k > 0 and raw[k][5][:1] == ("neg",):
            k -= 1  # is not required for
        if raw[k][4] == "en" and raw[k][3] == "be":
            raw[j + 1] = (nxt[0], nxt[1], "OPERATOR", nxt[3], nxt[4], ("role:by",), *nxt[6:])


_SPAN_EN: Final = {"for": "span:for", "in": "span:in"}
_SPAN_WORDS: Final = frozenset(_SPAN_EN)
_SPAN_DIMS: Final = frozenset({"time", "month", "workday"})
_ARTICLES_EN: Final = frozenset({"the", "a", "an", "another"})


def time_spans(raw: list[tuple[Any, ...]]) -> None:
    """Read English "for" and "in" before a length of time as what they say of it: "for 30
    days" lasts that long (valid for 30 days), "in 30 days" happens after it (charged in 7
    days). Either may be said or left unsaid, never one for the other. In place."""
    if _SPAN_WORDS.isdisjoint(map(_KEY, raw)):
        return
    for j in range(len(raw) - 1):
        t = raw[j]
        span = _SPAN_EN.get(t[3]) if t[4] == "en" and t[2] == "FUNCTION" else None
        if span is None:
            continue
        k = j + 1
        if raw[k][2] == "FUNCTION" and raw[k][3] in _ARTICLES_EN and k + 1 < len(raw):
            k += 1
        q = raw[k]
        if q[2] == "QUANTITY" and q[6] is not None and q[6].dim in _SPAN_DIMS:
            raw[j] = (t[0], t[1], "OPERATOR", t[3], t[4], (span,), *t[6:])


_PAST_BE_EN: Final = frozenset({"was", "were"})
_PERFECT_EN: Final = frozenset({"has", "have", "had", "'ve", "’ve"})


def past_tense(
    raw: list[tuple[Any, ...]], cuts: list[int], participle: Callable[[str], bool]
) -> None:
    """Read English "was / were", a perfect "has / have / had" (+ been or a participle) and
    Chinese 了 between a verb and its object as the past (aspect:past), as 已 / 已经 are:
    "was retired" is done, "will be retired" is to come, "is" holds now; none pays another.
    Not inside a condition, time or relative clause (once they have been issued, flags that
    have been at 100%): there the perfect orders or restricts. In place."""
    for j, t in enumerate(raw):
        if (
            t[4] == "zh"
            and t[3] == "了"
            and 0 < j < len(raw) - 1
            and raw[j - 1][2] == "CONTENT"
            and raw[j + 1][2] in ("CONTENT", "QUANTITY")
            and raw[j + 1][0] - t[1] <= 1
            and raw[j - 1][1] == t[0]
        ):
            # 买了保价服务 = 已购买保价服务: 了 between a verb and its object is done; at a
            # clause's end (就可以了) it is a particle
            raw[j] = (t[0], t[1], "OPERATOR", t[3], t[4], ("aspect:past",), *t[6:])
            continue
        if t[4] != "en" or t[2] != "FUNCTION":
            continue
        word = str(t[7]).casefold()
        past = word in _PAST_BE_EN
        if not past and (word in _PERFECT_EN or word.endswith(("'ve", "’ve"))) and j + 1 < len(raw):
            k = j + 1
            if raw[k][5] == ("neg",) and k + 1 < len(raw):
                k += 1
            nxt = raw[k]
            past = nxt[4] == "en" and (str(nxt[7]).casefold() == "been" or participle(str(nxt[7])))
        if past and not _subordinate(raw, j, cuts):
            raw[j] = (t[0], t[1], "OPERATOR", t[3], t[4], ("aspect:past",), *t[6:])


def _subordinate(raw: Sequence[tuple[Any, ...]], j: int, cuts: list[int]) -> bool:
    """Whether token ``j`` stands, in its clause, after a condition, time or exception word
    (once / after / until they have passed) or a relativizer (flags that have been at
    100%): there a perfect orders or restricts, it tells no past event."""
    lo = cuts[bisect.bisect_left(cuts, raw[j][0]) - 1] if cuts and cuts[0] < raw[j][0] else -1
    k = j - 1
    while k >= 0 and raw[k][0] > lo:
        r = raw[k]
        if r[3] in ("that", "who", "which", "whose") or any(
            o.startswith(("cond:", "order:", "exc")) for o in r[5]
        ):
            return True
        k -= 1
    return False


_AGREEING_ZH: Final = frozenset({"都", "均", "全都"})
_NOMINAL_UNIVERSALS_ZH: Final = frozenset(
    {"每", "每个", "每位", "每人", "每一", "每次", "每笔", "每单", "所有", "任何", "任意", "凡"}
    | {"各", "各个", "全体", "一切"}
)


def agreeing_universals(raw: list[tuple[Any, ...]], cuts: list[int]) -> None:
    """Read 都 / 均 after a universal of its own clause as that universal's agreement, a
    function word: 所有调用都必须 = 所有调用必须, 每位患者都须 = 每位患者须. Alone (调用都必须)
    it is the universal. In place."""
    if _AGREEING_ZH.isdisjoint(map(_KEY, raw)):
        return
    clause = -1
    seen = False
    for j, t in enumerate(raw):
        if t[4] != "zh" or t[2] != "OPERATOR":
            continue
        at = bisect.bisect_left(cuts, t[0])  # the clause ``t`` is in
        if at != clause:
            clause, seen = at, False
        if t[3] in _AGREEING_ZH and t[5] == ("quant:all",) and (seen or _spread(raw, j, cuts)):
            raw[j] = _function(t)
        elif t[3] in _NOMINAL_UNIVERSALS_ZH and t[5] == ("quant:all",):
            seen = True


_LIST_LINKS_ZH: Final = frozenset({"和", "与", "及", "以及", "或", "跟"})


def _spread(raw: Sequence[tuple[Any, ...]], j: int, cuts: list[int]) -> bool:
    """Whether the 都 at ``j`` spreads over what comes right before it in its clause, so
    that it says no more than that does: a list (楼道、通道和出口都禁止 = 楼道、通道和出口禁止)
    or a run of times (连续 168 小时都没有 = 连续 168 小时未). Not a window or a range of times
    (7:00 到 19:00 都可以 says "at any time of it", which an exception of the evidence, 其中
    12:00 到 14:00 不接待, denies: blind probe round 52)."""
    lo = bisect.bisect_left(cuts, raw[j][0])
    start = cuts[lo - 1] if lo else -1
    if j == 0 or raw[j - 1][0] < start:
        return False
    prev = raw[j - 1]
    if prev[2] == "QUANTITY" and j >= 2 and raw[j - 2][0] >= start:
        return raw[j - 2][3] == "连续"
    if j + 1 < len(raw) and any(str(o).startswith("neg") for o in raw[j + 1][5]):
        return False  # 押金和清洁费都不退: all of them not, which a claim may not split
    if prev[2] not in ("CONTENT", "ATOM"):
        return False
    for k in range(j - 2, -1, -1):
        r = raw[k]
        if r[0] < start or r[2] not in ("CONTENT", "ATOM", "FUNCTION"):
            return False
        if r[2] == "FUNCTION":
            return (
                r[3] in _LIST_LINKS_ZH
                and k > 0
                and raw[k - 1][0] >= start
                and raw[k - 1][2] in ("CONTENT", "ATOM")
            )
    return False


_BY_AMOUNT_EN: Final = {"cut": "reduce", "raise": "increase"}
"""Verbs that mean a change of amount only with "by N" after them (cut the price by 37% =
reduce it by 37%; cut the power is not)."""
_BY_AMOUNT_WORDS: Final = frozenset(_BY_AMOUNT_EN)


def by_amount(raw: list[tuple[Any, ...]], cuts: list[int]) -> None:
    """Read "cut / raise X by N" as "reduce / increase X by N": with "by" and a quantity
    later in its clause, the verb names the change of amount. In place."""
    if _BY_AMOUNT_WORDS.isdisjoint(map(_KEY, raw)):
        return
    for j, t in enumerate(raw):
        if t[4] != "en" or t[2] != "CONTENT" or t[3] not in _BY_AMOUNT_EN:
            continue
        end = _clause_end(cuts, t[0])
        rest = [r for r in raw[j + 1 :] if end is None or r[0] < end]
        if any(
            r[3] == "by" and k + 1 < len(rest) and rest[k + 1][2] == "QUANTITY"
            for k, r in enumerate(rest)
        ):
            raw[j] = (t[0], t[1], t[2], _BY_AMOUNT_EN[t[3]], *t[4:])


_WINDOW_ENDS_ZH: Final = frozenset({"内", "以内", "之内"})
_WINDOW_FROM_ZH: Final = frozenset({"起", "之日起", "起算"})
_WINDOW_OPENERS_ZH: Final = frozenset({"自", "从"})
_WINDOW_FROM_EN: Final = frozenset({"from", "following"})
_AFTER: Final = ("order:after",)
_WINDOW_WORDS: Final = _WINDOW_FROM_ZH | {"within"}
"""Every window this reads opens with one of these (the word before its length)."""


def window_anchors(raw: list[tuple[Any, ...]], cuts: list[int]) -> None:
    """Read the word that starts a time window at an event as "after" it: 自生成起 30 分钟内 =
    生成后 30 分钟内, within 14 days from / following delivery = within 14 days after
    delivery. A window counted from an event starts when the event has happened, whichever
    word says so; the window (内 / within) and its length keep their operators, and so does
    a 前 / before (出发前 30 天内 counts back). The 自 / 从 that opens such a 起 is then a
    function word. Only where the word frames a window: 自放行之日起保存 (no window) and
    "within 2 hours of departure" (which may count back) are left as they are. In place."""
    if _WINDOW_WORDS.isdisjoint(map(_KEY, raw)):
        return
    for n, q in enumerate(raw):
        if q[2] != "QUANTITY" or q[6] is None or q[6].dim not in _SPAN_DIMS:
            continue
        if n == 0 or n + 1 >= len(raw):
            continue
        a = raw[n - 1]
        if a[4] == "zh" and a[3] in _WINDOW_FROM_ZH and raw[n + 1][3] in _WINDOW_ENDS_ZH:
            raw[n - 1] = (a[0], a[1], "OPERATOR", a[3], a[4], _AFTER, *a[6:])
            lo = max((c for c in cuts if c < a[0]), default=-1)
            for j in range(n - 2, -1, -1):
                r = raw[j]
                if r[0] < lo or (
                    r[2] in ("QUANTITY", "OPERATOR") and r[3] not in _WINDOW_OPENERS_ZH
                ):
                    break
                if r[4] == "zh" and r[3] in _WINDOW_OPENERS_ZH and r[2] == "OPERATOR":
                    raw[j] = _function(r)
                    break
            continue
        b = raw[n + 1]
        end = _clause_end(cuts, q[0])
        if (
            a[3] == "within"
            and b[4] == "en"
            and b[3] in _WINDOW_FROM_EN
            and (end is None or b[0] < end)
        ):
            raw[n + 1] = (b[0], b[1], "OPERATOR", b[3], b[4], _AFTER, *b[6:])


_VALID_ZH: Final = frozenset({"有效"})
_VALIDITY_ZH: Final = "有效期"


def validity_windows(raw: list[tuple[Any, ...]]) -> None:
    """Read a validity said as a window, N 内有效, as the validity period it states, 有效期 N:
    预占 15 分钟内有效 = 预占有效期 15 分钟, 体检结果 6 个月内有效 = 体检结果有效期 6 个月. The
    window word (内 / 以内 / 之内) between a duration and 有效 becomes a function word and 有效
    the word 有效期; a window that counts back (前 … 内), a validity after a time (N 后有效)
    and 有效 elsewhere are left as they are. In place."""
    if _VALID_ZH.isdisjoint(map(_KEY, raw)):
        return
    for n in range(1, len(raw) - 1):
        q, w, v = raw[n - 1], raw[n], raw[n + 1]
        if (
            v[3] in _VALID_ZH
            and v[4] == "zh"
            and v[2] == "CONTENT"
            and w[4] == "zh"
            and w[3] in _WINDOW_ENDS_ZH
            and w[0] == q[1]
            and v[0] == w[1]
            and q[2] == "QUANTITY"
            and q[6] is not None
            and q[6].dim in _SPAN_DIMS
            and not (n >= 2 and raw[n - 2][2] == "OPERATOR" and "order:before" in raw[n - 2][5])
        ):
            raw[n] = _function(w)
            raw[n + 1] = (*v[:3], _VALIDITY_ZH, *v[4:])


_PAIR_LINKS_ZH: Final = frozenset({"和", "与", "跟", "同"})


def pair_between(raw: list[tuple[Any, ...]], cuts: list[int]) -> None:
    """Read 之间 after a pair of things (A 和 B 之间的距离) as the function word it is there:
    A 和 B 之间的 N = A 与 B 的 N (the pair stays whole: proof._COLLECTIVE). Only where a noun
    comes right before 之间 and 的 right after it, and no number stands between the 和 / 与
    and 之间 (3 和 5 之间 is a range). In place."""
    if "之间" not in map(_KEY, raw):
        return
    for j in range(len(raw) - 2, 0, -1):
        t = raw[j]
        if t[3] != "之间" or t[4] != "zh" or raw[j + 1][3] != "的":
            continue
        if raw[j - 1][2] not in ("CONTENT", "ATOM"):
            continue
        lo = max((c for c in cuts if c < t[0]), default=-1)
        for k in range(j - 1, -1, -1):
            r = raw[k]
            if r[0] < lo or r[2] in ("QUANTITY", "OPERATOR"):
                break
            if r[3] in _PAIR_LINKS_ZH and r[4] == "zh":
                raw[j] = _function(t)
                break


_SHALL_ZH: Final = frozenset({"应", "应当"})
_SHALL_NOT_ZH: Final = ("不应", ("neg", "modal:should"))


def shall_not(raw: list[tuple[Any, ...]]) -> None:
    """Read 应 / 应当 right before 不 as the 不应 it says: 应不小于 1 米 = 不应小于 1 米 (shall be
    no less than = shall not be less than; the negation is inside the duty either way). Not
    in 应不应 (a question of whether). In place."""
    if _SHALL_ZH.isdisjoint(map(_KEY, raw)):
        return
    for j in range(len(raw) - 1):
        t, n = raw[j], raw[j + 1]
        if (
            t[3] in _SHALL_ZH
            and t[4] == "zh"
            and t[2] == "OPERATOR"
            and n[3] == "不"
            and n[2] == "OPERATOR"
            and n[0] == t[1]
            and not (j + 2 < len(raw) and str(raw[j + 2][3]).startswith("应"))
        ):
            raw[j] = (t[0], t[1], "OPERATOR", _SHALL_NOT_ZH[0], "zh", _SHALL_NOT_ZH[1], *t[6:])
            raw[j + 1] = _function(n)


_BUT_ZH: Final = frozenset({"不过"})
_BUT_OPS: Final = ("exc",)


def opening_but(raw: list[tuple[Any, ...]], cuts: list[int]) -> None:
    """Read 不过 opening a clause as the contrast 但 it is there: A；不过 B = A，但 B. Inside a
    clause 不过 stays a function word (不过 3 天 is a bound, 只不过 a hedge). In place."""
    if _BUT_ZH.isdisjoint(map(_KEY, raw)):
        return
    for j, t in enumerate(raw):
        if t[3] not in _BUT_ZH or t[4] != "zh" or t[2] != "FUNCTION":
            continue
        lo = max((c for c in cuts if c < t[0]), default=-1)
        if j > 0 and raw[j - 1][0] > lo:
            continue  # a word of the clause before it
        if j + 1 < len(raw) and raw[j + 1][2] == "QUANTITY":
            continue
        raw[j] = (t[0], t[1], "OPERATOR", "但", "zh", _BUT_OPS, *t[6:])


_LATER_EN: Final = frozenset({"later", "afterwards", "afterward"})


def later_after(raw: list[tuple[Any, ...]], sent_ends: list[int]) -> None:
    """Read "later" right after a duration, in a sentence an "after X" opened, as the end of
    that window: After the client approves, the payout is released 5 days later = the
    payout is released 5 days after the client approves (the after pays the order, the
    duration its length). Without an earlier "after" of its sentence, or away from a
    duration, "later" keeps its word. In place."""
    if not any(t[4] == "en" and str(t[7]).lower() in _LATER_EN for t in raw):
        return
    for j in range(1, len(raw)):
        t, q = raw[j], raw[j - 1]
        if t[4] != "en" or str(t[7]).lower() not in _LATER_EN or q[2] != "QUANTITY":
            continue
        if q[6] is None or q[6].dim not in _SPAN_DIMS:
            continue
        lo = max((c for c in sent_ends if c < t[0]), default=-1)
        if any(r[0] > lo and r[2] == "OPERATOR" and "order:after" in r[5] for r in raw[: j - 1]):
            raw[j] = _function(t)


_LIGHT_VERBS_ZH: Final = frozenset({"执行", "进行"})
_VERB_LINKS_ZH: Final = frozenset({"并", "且", "并且", "再", "然后", "和", "及"})


def coordinated_light_verbs(raw: list[tuple[Any, ...]]) -> None:
    """Read a light verb (执行 / 进行) right after a link to another verb as the verb it is
    there: 发起并执行变更 is two actions (发起 and 执行), not 发起变更. Elsewhere (执行全站 purge
    前 = 全站 purge 前) it stays a function word. In place."""
    if _LIGHT_VERBS_ZH.isdisjoint(map(_KEY, raw)):
        return
    for j in range(1, len(raw)):
        t, link = raw[j], raw[j - 1]
        if (
            t[3] in _LIGHT_VERBS_ZH
            and t[4] == "zh"
            and t[2] == "FUNCTION"
            and link[3] in _VERB_LINKS_ZH
        ):
            raw[j] = (t[0], t[1], "CONTENT", t[3], "zh", (), *t[6:])


_EVENT_DAY_ZH: Final = frozenset({"当天", "当日", "之日", "那天", "那一天"})


def event_days(raw: list[tuple[Any, ...]]) -> None:
    """Read 当天 / 当日 before the 起 of a window as the day of its event that 之日起 says:
    停航当天起 30 天内 = 停航之日起 30 天内 = 停航起 30 天内. Only right before 起 / 起算 (次日起
    and 第二天起 start a day later and keep their words). In place."""
    if _EVENT_DAY_ZH.isdisjoint(map(_KEY, raw)):
        return
    for j in range(len(raw) - 1):
        t, n = raw[j], raw[j + 1]
        if t[3] == "同一" and t[4] == "zh" and t[2] == "CONTENT":
            raw[j] = (*t[:3], "同", *t[4:])
        elif (
            t[4] == "zh"
            and t[2] == "CONTENT"
            and t[3] in _EVENT_DAY_ZH
            and n[2] == "OPERATOR"
            and n[3] in ("起", "起算")
        ):
            raw[j] = _function(t)


_NO_CHARGE_NEG_ZH: Final = frozenset({"不", "无需", "无须", "不用", "不必"})
_CHARGE_ZH: Final = frozenset({"收费", "付费", "交钱", "收钱", "要钱", "花钱", "缴费", "计费"})
_CHARGE_VERBS_ZH: Final = frozenset({"收取", "收", "支付", "交", "缴纳", "付"})
_CHARGE_NOUNS_ZH: Final = frozenset({"费用", "钱"})
_CHARGE_WORDS_ZH: Final = _CHARGE_ZH | _CHARGE_VERBS_ZH
"""Every "no charge" this reads has one of these right after its negation."""


def free_of_charge(raw: list[tuple[Any, ...]]) -> None:
    """Read a plain Chinese "no charge" as the word for free: 不收费 = 不收取（任何）费用 =
    无需付费 = 免费, one content word, as "at no charge" and "free of charge" are one English
    word with free. Only a plain negation or "no need" before a charge word or a charge verb
    with 费用 / 钱 (and 任何 between); 不得收费 (a prohibition), 不再收费 (no longer) and a
    named fee (不收取滞纳金) keep their words. In place (the words become one token)."""
    if _CHARGE_WORDS_ZH.isdisjoint(map(_KEY, raw)):
        return
    j = 0
    while j < len(raw) - 1:
        t = raw[j]
        if t[4] != "zh" or t[2] != "OPERATOR" or t[3] not in _NO_CHARGE_NEG_ZH:
            j += 1
            continue
        nxt = raw[j + 1]
        last = None
        if nxt[4] == "zh" and nxt[3] in _CHARGE_ZH:
            last = j + 1
        elif nxt[4] == "zh" and nxt[3] in _CHARGE_VERBS_ZH:
            k = j + 2
            if k < len(raw) and raw[k][3] == "任何":
                k += 1
            if k < len(raw) and raw[k][4] == "zh" and raw[k][3] in _CHARGE_NOUNS_ZH:
                last = k
        if last is None:
            j += 1
            continue
        raw[j : last + 1] = [(t[0], raw[last][1], "CONTENT", "免费", "zh", (), None, "免费")]
        j += 1


_PRICE_VERBS: Final = {
    "en": frozenset({"cost", "bill", "charge", "price"}),
    "zh": frozenset({"收费", "计费"}),
}
_PRICE_DIMS: Final = ("money", "percent")
_SETTING_VERBS_ZH: Final = frozenset({"设为", "设置为", "设定为", "配置为", "设成", "设置成"})
"""A setting's verb before its value: 超时时间设为 500 毫秒 = 超时时间为 500 毫秒."""
_SETTING_WORDS_ZH: Final = frozenset({"设", "配", "设置", "配置", "设定"})
_SETTING_LINKS_ZH: Final = frozenset({"的", "是", "为", "成"})
"""Setting verbs said apart from their 为 (配的是 30r/m, 设的是 24 小时, 设置成 5)."""
_PRICE_WORDS: Final = (
    _PRICE_VERBS["en"] | _PRICE_VERBS["zh"] | _SETTING_VERBS_ZH | _SETTING_WORDS_ZH | {"set"}
)
"""Every reading of ``price_verbs`` rewrites one of these (or the "to" after "set")."""


def price_verbs(raw: list[tuple[Any, ...]]) -> None:
    """Read a verb that states a price right before the amount, or a setting's verb right
    before its value (设为 500 毫秒, is set to 5 s), as the copula it is there:
    "costs $1,200" = "is billed at $1,200" = "is $1,200", 每半小时收费 1.5 元 = 每半小时 1.5 元.
    Only cost / bill / charge / price (with "at" between) and 收费 / 计费 directly before an
    amount of money or a percentage (收取 keeps its word: 被平台收取 5 元 names who takes
    it); a verb of the other direction (refund / pay / 退还) keeps its word, so the giver and
    the taker stay apart. In place."""
    if _PRICE_WORDS.isdisjoint(map(_KEY, raw)):
        return
    for j in range(len(raw) - 1):
        t = raw[j]
        if t[2] != "CONTENT" or t[3] not in _PRICE_VERBS.get(t[4], ()):
            continue
        k = j + 1
        if t[4] == "en" and raw[k][3] == "at" and k + 1 < len(raw):
            k += 1
        q = raw[k]
        if q[2] == "QUANTITY" and q[6] is not None and q[6].dim.startswith(_PRICE_DIMS):
            raw[j] = _function(t)
    for j in range(len(raw) - 2):
        t, to, q = raw[j], raw[j + 1], raw[j + 2]
        if (
            t[4] == "en"
            and t[2] == "CONTENT"
            and t[3] == "set"
            and to[3] == "to"
            and q[2] == "QUANTITY"
            and j > 0
            and raw[j - 1][3] == "be"
        ):
            # the timeout is set to 5 s = the timeout is 5 s: a setting's value
            raw[j] = _function(t)
            raw[j + 1] = _function(to)
    for j in range(len(raw) - 1):
        t, q = raw[j], raw[j + 1]
        if t[4] == "zh" and t[3] in _SETTING_VERBS_ZH and q[2] in ("QUANTITY", "ATOM"):
            raw[j] = (t[0], t[1], "FUNCTION", "为", "zh", (), t[6], t[7])
        elif t[4] == "zh" and t[2] == "CONTENT" and t[3] in _SETTING_WORDS_ZH:
            # rate 配的是 30r/m = 设为 30r/m: the setting's value
            k = j + 1
            while k < len(raw) and k - j <= 2 and raw[k][3] in _SETTING_LINKS_ZH:
                k += 1
            value = k < len(raw) and raw[k][2] in ("QUANTITY", "ATOM")
            if value and k > j + 1:  # 配置 CNAME / 须配 2 具灭火器 (verb and object) stay
                raw[j] = (t[0], t[1], "FUNCTION", "为", "zh", (), t[6], t[7])


_GOAL_VERBS_ZH: Final = frozenset(
    {"退回", "退还", "返还", "退", "送", "送回", "寄回", "寄", "发送", "返回", "存入", "汇入"}
)


def goal_complements(raw: list[tuple[Any, ...]]) -> None:
    """Read the 到 right after a verb of sending back or putting in as the verb's own goal:
    退回到账户 = 退回账户, 寄回到仓库 = 寄回仓库. The verb already says where the thing goes;
    到 adds nothing there. Only after those verbs and before a word (not a number: 退到 3 天
    前 is no place); a 到 of a range or after any other verb keeps its role. In place."""
    if "到" not in map(_KEY, raw):
        return
    for j in range(1, len(raw) - 1):
        t, v, nxt = raw[j], raw[j - 1], raw[j + 1]
        if (
            t[4] == "zh"
            and t[3] == "到"
            and t[2] == "OPERATOR"
            and v[4] == "zh"
            and v[2] == "CONTENT"
            and v[3] in _GOAL_VERBS_ZH
            and nxt[2] in ("CONTENT", "ATOM", "FUNCTION")
        ):
            raw[j] = _function(t)


_OPENING_AFTER: Final = {
    "zh": frozenset({"之后", "此后", "以后"}),
    "en": frozenset({"afterwards", "thereafter"}),
}
_OPENING_WORDS: Final = _OPENING_AFTER["zh"] | _OPENING_AFTER["en"] | {"after"}


def opening_after(raw: list[tuple[Any, ...]], sent_ends: list[int]) -> None:
    """Read an "after that" that opens a sentence as the "then" it is: 之后 / 此后 / 以后,
    "after that", afterwards, thereafter before anything else of their sentence have no
    event of their own to follow; like 然后 / then they order the sentence after the one
    before it (operator.sequence checks that order). Anywhere else (维保完成后, after the
    review) they keep their order:after. In place."""
    if _OPENING_WORDS.isdisjoint(map(_KEY, raw)):
        return
    ends = sorted(sent_ends)
    for j, t in enumerate(raw):
        if t[2] != "OPERATOR" or t[5] != ("order:after",):
            continue
        lo = max((e for e in ends if e <= t[0]), default=-1)
        if any(r[0] >= lo and r[0] < t[0] and r[2] != "FUNCTION" for r in raw[:j]):
            continue  # not the sentence's first word
        words = _OPENING_AFTER.get(t[4], frozenset())
        that = j + 1 < len(raw) and raw[j + 1][3] == "that" and t[3] == "after"
        if t[3] in words or that:
            raw[j] = (t[0], t[1], "OPERATOR", t[3], t[4], ("order:then",), *t[6:])


_EXCEED_ZH: Final = frozenset({"超过", "超出", "过了", "超"})
_DEADLINE_NOUNS_ZH: Final = frozenset(
    {"期限", "时限", "规定期限", "规定时间", "截止时间", "截止日期", "有效期", "期"}
)


def past_deadline(raw: list[tuple[Any, ...]]) -> None:
    """Read 超过 / 超出 + a deadline noun (期限 / 时限 / 截止日期 / 有效期) as the one word
    逾期 (overdue): 超过期限的 = 逾期的, 超出时限未完成的 = 逾期未完成的. Only with a deadline
    noun right after the bound and no amount: 超过 30 天 keeps its bound. In place (the two
    words become one token)."""
    if _EXCEED_ZH.isdisjoint(map(_KEY, raw)):
        return
    j = 0
    while j < len(raw) - 1:
        t, n = raw[j], raw[j + 1]
        if t[3] == "同一" and t[4] == "zh" and t[2] == "CONTENT":
            raw[j] = (*t[:3], "同", *t[4:])
        elif (
            t[4] == "zh"
            and t[2] == "OPERATOR"
            and t[3] in _EXCEED_ZH
            and n[4] == "zh"
            and n[2] == "CONTENT"
            and n[3] in _DEADLINE_NOUNS_ZH
        ):
            raw[j : j + 2] = [
                (t[0], n[1], "OPERATOR", "逾期", "zh", ("bound:gt", "bound:overdue"), None, "逾期")
            ]
        j += 1


_FULL_ZH: Final = frozenset({"满", "达", "达到"})


def overdue_full(raw: list[tuple[Any, ...]]) -> None:
    """Read the 满 / 达 of 逾期满 N (overdue by a full N) as the overdue amount 逾期 N states:
    复核逾期满 10 个工作日仍未完成的 = 复核逾期 10 个工作日仍未完成的. Only right after an overdue
    word and right before its amount; 逾期超过 N keeps its own bound. In place."""
    if _FULL_ZH.isdisjoint(map(_KEY, raw)):
        return
    for j in range(1, len(raw) - 1):
        t, p, q = raw[j], raw[j - 1], raw[j + 1]
        if (
            t[4] == "zh"
            and t[2] == "OPERATOR"
            and t[3] in _FULL_ZH
            and p[2] == "OPERATOR"
            and "bound:overdue" in p[5]
            and q[2] == "QUANTITY"
        ):
            raw[j] = _function(t)


_DEFAULT_VALUE_ZH: Final = frozenset({"默认值", "缺省值"})
_DEFAULT_WORDS: Final = _DEFAULT_VALUE_ZH | {"default"}


def default_values(raw: list[tuple[Any, ...]]) -> None:
    """Read 默认值 (the default value) as the default word 默认 it says: 默认值为 20 = 默认是
    20 = 默认 20; and the "to" of "defaults to" + a value as the copula it is there: X
    defaults to 10 = By default X is 10. In place."""
    if _DEFAULT_WORDS.isdisjoint(map(_KEY, raw)):
        return
    for j in range(len(raw) - 2):
        t, to, v = raw[j], raw[j + 1], raw[j + 2]
        if (
            t[4] == "en"
            and t[3] == "default"
            and "quant:default" in t[5]
            and to[3] == "to"
            and v[2] in ("QUANTITY", "ATOM")
        ):
            raw[j + 1] = _function(to)
    for j, t in enumerate(raw):
        if t[4] == "zh" and t[2] == "CONTENT" and t[3] in _DEFAULT_VALUE_ZH:
            raw[j] = (
                t[0],
                t[1],
                "OPERATOR",
                "默认",
                "zh",
                ("quant:usually", "quant:default"),
                t[6],
                t[7],
            )


_STAY_EN: Final = frozenset({"stay", "stays", "stayed", "remain", "remains", "remained"})


def stay_participle(raw: list[tuple[Any, ...]], is_participle: Callable[[str], bool]) -> None:
    """Read stay / remain before a participle as the "be" of a passive it is there: images
    stay cached for 24 hours = images are cached for 24 hours, the account remains locked =
    the account is locked. Before anything else (stay in the waiting area, remain valid)
    the verb keeps its word. In place."""
    if _STAY_EN.isdisjoint(map(_SURFACE, raw)):
        return
    for j in range(len(raw) - 1):
        t, n = raw[j], raw[j + 1]
        if t[3] == "同一" and t[4] == "zh" and t[2] == "CONTENT":
            raw[j] = (*t[:3], "同", *t[4:])
        elif (
            t[4] == "en"
            and t[2] == "CONTENT"
            and t[7] in _STAY_EN
            and n[4] == "en"
            and n[2] == "CONTENT"
            and is_participle(n[7])
        ):
            raw[j] = (t[0], t[1], "FUNCTION", "be", t[4], (), t[6], t[7])


_PERIOD_WORDS_EN: Final = frozenset(
    {"calendar", "business", "working", "billing", "fiscal", "school", "academic", "rolling"}
    | {"day", "week", "month", "year", "hour", "minute", "second", "quarter", "night"}
    | {"weekday", "weekend", "term", "semester", "season", "cycle", "period", "annum", "diem"}
)
"""Words of a period after "per" (per calendar year, per billing cycle, per annum): a
frequency's unit, which "in a calendar year" restates, not a distributive "each"."""
_PER_FIXED_EN: Final = frozenset({"se", "cent"})
"""per se and per cent: fixed phrases, no distributive."""
_PER_WORDS_EN: Final = frozenset({"per", "each", "every"})


def per_each(raw: list[tuple[Any, ...]]) -> None:
    """Read an English "per" before a noun as the distributive "each" it is: USD 50,000 per
    shipment = USD 50,000 for each shipment = each shipment … USD 50,000, $15 per key = $15
    for each key. Only before a word (a frequency, per day / per hour, is a quantity's own
    unit and keeps it); "as per" (according to) keeps its word. Before a period's word
    (calendar, billing, business …) the reading goes the other way: each / every calendar
    year is the frequency's "per calendar year". In place."""
    if _PER_WORDS_EN.isdisjoint(map(_KEY, raw)):
        return
    for j in range(len(raw) - 1):
        t, n = raw[j], raw[j + 1]
        if (
            t[4] == "en"
            and t[2] == "FUNCTION"
            and t[3] == "per"
            and n[4] == "en"
            and n[2] == "CONTENT"
            and n[3] not in _PERIOD_WORDS_EN
            and n[3] not in _PER_FIXED_EN
            and not (j > 0 and raw[j - 1][3] == "as")
        ):
            raw[j] = (t[0], t[1], "OPERATOR", "each", "en", ("quant:all",), t[6], t[7])
        elif (
            t[4] == "en"
            and t[2] == "OPERATOR"
            and t[3] in ("each", "every")
            and n[4] == "en"
            and n[2] == "CONTENT"
            and n[3] in _PERIOD_WORDS_EN
        ):
            # once each calendar year = once per calendar year: a frequency's period
            raw[j] = (t[0], t[1], "FUNCTION", "per", "en", (), t[6], t[7])


_LIMIT_VERBS_EN: Final = frozenset({"limit", "cap", "restrict"})


def limit_verbs(raw: list[tuple[Any, ...]]) -> None:
    """Read an English verb of limiting before an amount as the upper bound it states:
    "limited to 50 MB" = "capped at 50 MB" = "up to 50 MB" = "at most 50 MB". Only limit /
    cap / restrict with to / at right before a quantity (or before a bound of its own: limited
    to a maximum of 50 MB = a maximum of 50 MB); "limited to members" keeps its words. In
    place (the verb becomes a function word, its preposition the bound)."""
    if _LIMIT_VERBS_EN.isdisjoint(map(_KEY, raw)):
        return
    for j in range(len(raw) - 2):
        t, to, q = raw[j], raw[j + 1], raw[j + 2]
        if (
            t[4] != "en"
            or t[2] != "CONTENT"
            or t[3] not in _LIMIT_VERBS_EN
            or to[4] != "en"
            or to[3] not in ("to", "at")
        ):
            continue
        if q[2] == "QUANTITY":
            raw[j] = _function(t)
            raw[j + 1] = (to[0], to[1], "OPERATOR", "up to", "en", ("bound:le",), to[6], to[7])
        elif q[2] == "OPERATOR" and q[5] == ("bound:le",):
            raw[j] = _function(t)
            raw[j + 1] = _function(to)


_OVER_PARTICLE_VERBS_EN: Final = frozenset(
    {"roll", "carry", "take", "hand", "turn", "look", "start", "sign", "think", "talk", "hold"}
    | {"pass", "switch", "change", "move", "fail", "cross", "come", "stay", "sleep", "get"}
)
"""Verbs whose "over" is a particle of the verb (rolls over, is carried over, hand over,
fail over), not the bound "more than"."""


def over_particles(raw: list[tuple[Any, ...]]) -> None:
    """Read the "over" of a phrasal verb as part of that verb, not as the bound "more
    than": unused data rolls over to the next month, leave is carried over, hand over the
    keys. Only right after one of those verbs and not before an amount (a claim that carries
    over 5 days keeps its bound). In place (the particle becomes a function word)."""
    if "over" not in map(_KEY, raw):
        return
    for j in range(1, len(raw)):
        t, v = raw[j], raw[j - 1]
        if (
            t[4] == "en"
            and t[2] == "OPERATOR"
            and t[3] == "over"
            and v[4] == "en"
            and v[2] == "CONTENT"
            and v[3] in _OVER_PARTICLE_VERBS_EN
            and not (j + 1 < len(raw) and raw[j + 1][2] == "QUANTITY")
        ):
            raw[j] = _function(t)


_DOUBLED_BOUNDS: Final = frozenset({("bound:le",), ("bound:ge",), ("bound:lt",), ("bound:gt",)})


def doubled_bounds(raw: list[tuple[Any, ...]]) -> None:
    """Read a bound said twice in a row as the one bound it is: 最高不超过 20 倍 = 最高 20 倍 =
    不超过 20 倍, 最多不超过 3 次, up to a maximum of 20 GB = up to 20 GB, no more than a maximum
    of 3. Only two adjacent bounds of the same operator (最多不少于 is no such pair and keeps
    both), and never a bound an only says (最多只能 5 名: 只能 keeps its only, so a claim that
    drops 只 is caught). In place (the second becomes a function word)."""
    for j in range(1, len(raw)):
        t, p = raw[j], raw[j - 1]
        if (
            t[2] == "OPERATOR"
            and p[2] == "OPERATOR"
            and t[4] == p[4]
            and t[5] == p[5]
            and t[5] in _DOUBLED_BOUNDS
            and not any(w in t[3] or w in p[3] for w in ("只", "仅", "only"))
            and not (j >= 2 and raw[j - 2][2] == "QUANTITY")
        ):
            # 30 天内最多退款一次: 内 closes the amount before it and 最多 opens the next; two
            # bounds of two amounts, not one said twice
            raw[j] = _function(t)


_USUALLY_ZH: Final = frozenset({"一般", "通常"})


def usually_adverbs(raw: list[tuple[Any, ...]], is_noun: Callable[[str], bool]) -> None:
    """Read 一般 before a verb phrase as the adverb "usually" it is there (公证书一般在受理之日起
    15 个工作日内出具 = 正常情况下 … = 通常 …). Before a noun (一般纳税人, 一般商品) it is the
    adjective "ordinary" and keeps its word. In place."""
    if _USUALLY_ZH.isdisjoint(map(_KEY, raw)):
        return
    for j in range(len(raw) - 1):
        t, n = raw[j], raw[j + 1]
        if t[4] != "zh" or t[2] != "CONTENT" or t[3] not in _USUALLY_ZH:
            continue
        if (
            n[2] in ("OPERATOR", "QUANTITY")
            or (n[2] == "FUNCTION" and n[4] == "zh" and n[3] != "的")
            or (n[2] == "CONTENT" and n[4] == "zh" and not is_noun(n[3]))
        ):
            raw[j] = (t[0], t[1], "OPERATOR", t[3], "zh", ("quant:usually",), t[6], t[7])


_INSTRUMENT_VERBS_ZH: Final = frozenset({"用", "使用", "采用", "利用"})
_COVERBS_ZH: Final = frozenset({"向", "给", "对", "在", "从", "为", "把"})


def instrument_coverbs(
    raw: list[tuple[Any, ...]], cuts: list[int], is_noun: Callable[[str], bool]
) -> None:
    """Read 用 / 使用 before the means and the verb it serves as the coverb 通过 it is there:
    用手机银行转账 = 通过手机银行转账, 不能用个人网盘传输 = 禁止通过个人网盘传输, 用 kubectl logs
    查看 = 执行 kubectl logs 查看. Only with a noun phrase (nouns, names, 的) and then a verb in
    the same clause; 须使用公司平台 (use as the clause's verb) keeps its word. In place (the
    coverb becomes a function word; the means and the verb keep theirs)."""
    if _INSTRUMENT_VERBS_ZH.isdisjoint(map(_KEY, raw)):
        return
    for j in range(len(raw) - 2):
        t = raw[j]
        if t[4] != "zh" or t[2] != "CONTENT" or t[3] not in _INSTRUMENT_VERBS_ZH:
            continue
        end = _clause_end(cuts, t[0])
        if raw[j + 1][3] == "的":
            continue  # 未使用的里程: a relative clause, not a means
        k, nouns = j + 1, 0
        while k < len(raw) and (end is None or raw[k][0] < end) and k - j <= 6:
            r = raw[k]
            if r[2] == "ATOM" or (r[2] == "CONTENT" and (r[4] != "zh" or is_noun(r[3]))):
                nouns += 1
            elif not (r[2] == "FUNCTION" and r[3] == "的"):
                break
            k += 1
        if nouns == 0 or k >= len(raw) or (end is not None and raw[k][0] >= end):
            continue
        v = raw[k]
        verb = v[4] == "zh" and v[2] == "CONTENT" and not is_noun(v[3])
        coverb = v[4] == "zh" and (
            (v[2] == "OPERATOR" and v[5] and all(o.startswith("role:") for o in v[5]))
            or (v[2] == "FUNCTION" and v[3] in _COVERBS_ZH)
        )  # 用手机银行向他行账户转账: another coverb before the verb
        if verb or coverb:
            raw[j] = (t[0], t[1], "FUNCTION", "通过", "zh", (), t[6], t[7])


_AFTER_ZH: Final = frozenset({"后", "之后", "以后"})
_PASSING_ZH: Final = frozenset({"超过", "超出", "满", "达到"})


def passed_bounds(raw: list[tuple[Any, ...]]) -> None:
    """Read 后 / 之后 / 以后 right after a passed bound (超过 / 超出 / 满 / 达到 + an amount) as
    the bound's own end, no order of its own: 超过 5 分钟后按每半小时计费 = 超过 5 分钟按每半小时
    计费, 满 90 天后报销 = 满 90 天报销. 5 分钟后 with no such bound keeps its order. In place
    (the 后 becomes a function word; the clause stays a condition)."""
    if _AFTER_ZH.isdisjoint(map(_KEY, raw)):
        return
    for j in range(2, len(raw)):
        t, q, b = raw[j], raw[j - 1], raw[j - 2]
        if (
            t[4] == "zh"
            and t[2] == "OPERATOR"
            and t[3] in _AFTER_ZH
            and q[2] == "QUANTITY"
            and b[2] == "OPERATOR"
            and b[4] == "zh"
            and b[3] in _PASSING_ZH
            and b[5] in (("bound:gt",), ("bound:ge",))
        ):
            raw[j] = _function(t)


_CHOICE_ZH: Final = frozenset({"选择", "选"})


def choice_frames(raw: list[tuple[Any, ...]], cuts: list[int]) -> None:
    """Read 选择 after a modal and before options joined by 或 / 或者 in its clause as the frame
    it is: 可以选择全额退款或者改期 = 可全额退款或改期, 须选择 A 或 B = 须 A 或 B. Without a modal
    before it (用户的选择) or without 或 after it (选择退款) it keeps its word. In place (选择
    becomes a function word)."""
    if _CHOICE_ZH.isdisjoint(map(_KEY, raw)):
        return
    for j in range(1, len(raw) - 1):
        t, p = raw[j], raw[j - 1]
        if t[4] != "zh" or t[2] != "CONTENT" or t[3] not in _CHOICE_ZH:
            continue
        if not (p[2] == "OPERATOR" and p[5] and all(o.startswith("modal:") for o in p[5])):
            continue
        end = _clause_end(cuts, t[0])
        rest = [r for r in raw[j + 1 :] if end is None or r[0] < end]
        if len(rest) >= 3 and any(r[2] == "OPERATOR" and "junction:or" in r[5] for r in rest[1:-1]):
            raw[j] = _function(t)


_ORDINAL_NUMERAL: Final = re.compile(
    r"^\s*([0-9]{1,2}|[一二两三四五六七八九十]{1,3})\s*(?:个\s*)?(.+)$"
)
_ORDINAL_UNITS: Final = {
    **dict.fromkeys(("天", "日"), "日"),
    **dict.fromkeys(("小时", "钟头"), "小时"),
    **dict.fromkeys(("周", "星期"), "周"),
    **dict.fromkeys(("月",), "月"),
    **dict.fromkeys(("年",), "年"),
    **dict.fromkeys(("次",), "次"),
    **dict.fromkeys(("步",), "步"),
    **dict.fromkeys(("工作日",), "工作日"),
    **dict.fromkeys(("季度",), "季度"),
}
_ORDINAL_NAMES_ZH: Final = {
    "第1次": "首次", "第1日": "首日", "第1月": "首月", "第1年": "首年", "第1周": "首周",
    "第1小时": "首小时", "第1工作日": "首个工作日", "第2日": "次日", "第2月": "次月",
    "第2年": "次年",
}  # fmt: skip
"""The one-word names of the first and the next (首次, 次日): the key an ordinal takes, so
the thesaurus's groups of those words (翌日 = 次日) hold for 第二天 too."""


_ORDINAL_HEADS_ZH: Final = frozenset({"第", "首"})


def ordinals(raw: list[tuple[Any, ...]]) -> None:
    """Read a Chinese ordinal as the one word it is, whichever way it is said: 第一次 = 首次,
    第一个月 = 首月, 第一个小时 = 首小时, 第二天 = 次日, 第 3 个工作日 = 第三个工作日. 第 before an
    amount is no amount (第二天 is not 2 天, 第一次 not 一次): the two become one word keyed by
    its place and unit. In place."""
    if _ORDINAL_HEADS_ZH.isdisjoint(map(_KEY, raw)):
        return
    j = 0
    while j < len(raw):
        t = raw[j]
        if t[4] != "zh" or t[2] != "CONTENT":
            j += 1
            continue
        if t[3] == "首" and j + 1 < len(raw) and raw[j + 1][3] in _ORDINAL_UNITS:
            n = raw[j + 1]
            key = f"第1{_ORDINAL_UNITS[n[3]]}"
            key = _ORDINAL_NAMES_ZH.get(key, key)
            raw[j : j + 2] = [(t[0], n[1], "CONTENT", key, "zh", (), None, t[7] + n[7])]
        elif t[3] == "第" and j + 1 < len(raw) and raw[j + 1][2] == "QUANTITY":
            n = raw[j + 1]
            m = _ORDINAL_NUMERAL.match(n[7])
            unit = _ORDINAL_UNITS.get(m.group(2).strip()) if m else None
            if m is not None and unit is not None:
                place = whole_number(m.group(1))
                if place is not None:
                    key = f"第{place}{unit}"
                    key = _ORDINAL_NAMES_ZH.get(key, key)
                    raw[j : j + 2] = [(t[0], n[1], "CONTENT", key, "zh", (), None, t[7] + n[7])]
        j += 1


_SAME_HEADS: Final = frozenset({"同", "同一"})
_SAME_ONE: Final = re.compile("一[个条笔家张台件项位名份种款本辆间套次]")


_EACH_CLASSIFIERS_ZH: Final = frozenset("个条位名台辆张件只家艘本封")
"""Classifiers that count one thing of their noun and say nothing else about it (套 / 间 /
份 / 批 / 组 name a set or a unit of their own: 每套房 is not 每间房)."""


def each_classifiers(raw: list[tuple[Any, ...]]) -> None:
    """Read a classifier between 每 and its noun as no word of its own: 每条船 = 每船, 每张
    订单 = 每单 (每 and the noun are what is said). Before no noun (每张 10 元: the classifier
    is the thing counted) it keeps its word. In place."""
    if "每" not in map(_KEY, raw):
        return
    for j in range(1, len(raw) - 1):
        e, t, n = raw[j - 1], raw[j], raw[j + 1]
        if (
            e[3] == "每"
            and e[4] == "zh"
            and t[4] == "zh"
            and t[2] == "CONTENT"
            and t[3] in _EACH_CLASSIFIERS_ZH
            and t[0] == e[1]
            and n[4] == "zh"
            and n[2] == "CONTENT"
            and n[0] == t[1]
        ):
            raw[j] = _function(t)


def same_one(raw: list[tuple[Any, ...]]) -> None:
    """Read 同一 + classifier and 同一 as the one word 同 (the same) they say: 同一个 IP = 同一
    IP, 同一条规则 = 同一规则, 同一个柜子 = 同柜 (the classifier counts nothing). In place."""
    if _SAME_HEADS.isdisjoint(map(_KEY, raw)):
        return
    j = 0
    while j + 1 < len(raw):
        t, n = raw[j], raw[j + 1]
        if t[3] == "同一" and t[4] == "zh" and t[2] == "CONTENT":
            raw[j] = (*t[:3], "同", *t[4:])
        elif (
            t[3] == "同"
            and t[4] == "zh"
            and t[2] == "CONTENT"
            and n[0] == t[1]
            and _SAME_ONE.fullmatch(str(n[7]))
        ):
            raw[j : j + 2] = [(t[0], n[1], "CONTENT", "同", "zh", (), None, t[7] + n[7])]
        j += 1
    if raw and raw[-1][3] == "同一" and raw[-1][2] == "CONTENT":
        raw[-1] = (*raw[-1][:3], "同", *raw[-1][4:])


_MONTH_DAY: Final = re.compile(r"^\s*([0-9]{1,2}|[一二三四五六七八九十]{1,3})\s*[日号]?\s*$")


def _month_word(t: tuple[Any, ...]) -> bool:
    """A word of a month before a day of it: 每月 / 首月 / 本月 / 次月 / 第一个月 / 季度首月."""
    if t[4] not in ("zh", "atom"):
        return False
    if t[2] == "QUANTITY" and t[6] is not None and t[6].dim == "month" and t[6].implicit:
        return True  # 每月
    return t[2] == "CONTENT" and str(t[3]).endswith("月")


def month_days(raw: list[tuple[Any, ...]]) -> None:
    """Read N 日 / N 号 right after a month word as that month's day, not a span of N days:
    每月 5 日前缴纳 = 每月 5 号之前缴纳 (before the 5th), 首月 5 日前 = 第一个月的 5 号前. In place
    (the day becomes one word keyed by its number; a span, 5 日内 after no month, stays)."""
    j = 1
    while j < len(raw):
        t = raw[j]
        k = j - 1
        while k >= 0 and raw[k][2] == "FUNCTION" and raw[k][3] == "的":
            k -= 1
        if k < 0 or not _month_word(raw[k]) or t[2] != "QUANTITY":
            j += 1
            continue
        m = _MONTH_DAY.match(t[7])
        if m is None:
            j += 1
            continue
        said = t[7].strip()
        end = j
        if not said.endswith(("日", "号")):
            if j + 1 < len(raw) and raw[j + 1][3] == "号":
                end = j + 1  # 5 号: the count and 号
            else:
                j += 1
                continue
        day = whole_number(m.group(1))
        if day is None or not 1 <= day <= 31:
            j += 1
            continue
        surface = "".join(str(r[7]) for r in raw[j : end + 1])
        raw[j : end + 1] = [
            (t[0], raw[end][1], "CONTENT", f"{int(day)}日", "zh", (), None, surface)
        ]
        j += 1


def amount_off(raw: list[tuple[Any, ...]]) -> None:
    """Read English "N% off" / "$N off" as the discount it is: 15% off = a 15% discount, $10
    off = a $10 discount. Only "off" right after a percentage or an amount of money (turn
    off, off-peak and time off keep their words). In place."""
    if "off" not in map(_KEY, raw):
        return
    for j in range(1, len(raw)):
        t, q = raw[j], raw[j - 1]
        if (
            t[4] == "en"
            and t[3] == "off"
            and t[2] in ("CONTENT", "FUNCTION")
            and q[2] == "QUANTITY"
            and q[6] is not None
            and q[6].dim.startswith(("percent", "money"))
        ):
            raw[j] = (t[0], t[1], "CONTENT", "discount", "en", (), t[6], t[7])


_GET_KEYS: Final = frozenset({"receive", "pay"})


def receive_get(raw: list[tuple[Any, ...]]) -> None:
    """Read the English verb receive, said as a present verb before what is received, as the
    light verb get it is there: Tickets booked early receive a 15% discount = … get 15% off,
    Members receive free parking = Members get free parking. Only "receive" / "receives"
    before a determiner, an amount or a word: the participles (payments received after 5 pm,
    the receiving hospital) keep their word, since received is not made or sent. "paid" right
    after a form of be and before an amount (Non-exempt employees are paid 1.5 times their
    rate = … get 150% of their rate) is that get too; paid before by / to / for / within …
    (paid by the tenant, paid within 30 days) keeps its word. In place."""
    if _GET_KEYS.isdisjoint(map(_KEY, raw)):
        return
    for j in range(len(raw) - 1):
        t, n = raw[j], raw[j + 1]
        if (
            t[4] == "en"
            and t[2] == "CONTENT"
            and str(t[7]).casefold() == "paid"
            and j > 0
            and raw[j - 1][3] == "be"
            and n[2] == "QUANTITY"
        ):
            raw[j] = (t[0], t[1], "FUNCTION", "get", "en", (), t[6], t[7])
            continue
        if t[3] == "同一" and t[4] == "zh" and t[2] == "CONTENT":
            raw[j] = (*t[:3], "同", *t[4:])
        elif (
            t[4] == "en"
            and t[2] == "CONTENT"
            and str(t[7]).casefold() in ("receive", "receives")
            and n[2] in ("FUNCTION", "QUANTITY", "CONTENT", "ATOM")
            and n[3] not in ("by", "from", "to")
        ):
            raw[j] = (t[0], t[1], "FUNCTION", "get", "en", (), t[6], t[7])


_NEEDS_EN: Final = frozenset({"need to", "have to", "has to", "must"})


def future_needs(raw: list[tuple[Any, ...]]) -> None:
    """Read the will of "you'll need to" / "will have to" as the need it announces: You'll
    also need to sign the waiver = you must sign the waiver. Only will right before a need
    (also / still between); will before anything else keeps its operator. In place (will
    becomes a function word; "you'll" keeps its person)."""
    if _NEEDS_EN.isdisjoint(map(_KEY, raw)):
        return
    for j in range(len(raw) - 1):
        t = raw[j]
        if t[4] != "en" or t[2] != "OPERATOR" or t[5] != ("modal:will",):
            continue
        k = j + 1
        while k < len(raw) and raw[k][2] == "FUNCTION" and raw[k][3] in ("also", "still"):
            k += 1
        if k < len(raw) and raw[k][2] == "OPERATOR" and raw[k][3] in _NEEDS_EN:
            key = "you" if str(t[3]).startswith("you") else t[3]
            raw[j] = (t[0], t[1], "FUNCTION", key, "en", (), t[6], t[7])


def keep_doing(raw: list[tuple[Any, ...]]) -> None:
    """Read keep before an -ing form as the aspect it is, not a verb of its own: Failed
    deliveries keep being retried = are retried, the worker keeps polling = polls. Only keep
    right before "being" or an -ing word; keep with an object (keep receipts for 7 years)
    keeps its word. In place."""
    if "keep" not in map(_KEY, raw):
        return
    for j in range(len(raw) - 1):
        t, n = raw[j], raw[j + 1]
        if t[3] == "同一" and t[4] == "zh" and t[2] == "CONTENT":
            raw[j] = (*t[:3], "同", *t[4:])
        elif (
            t[4] == "en"
            and t[2] == "CONTENT"
            and t[3] == "keep"
            and n[4] == "en"
            and (str(n[7]).casefold() == "being" or str(n[7]).casefold().endswith("ing"))
            and n[2] in ("CONTENT", "FUNCTION", "OPERATOR")
        ):
            raw[j] = (t[0], t[1], "FUNCTION", "be", "en", (), t[6], t[7])


_COUNTING_EN: Final = frozenset({"count", "calculate", "measure", "reckon"})


def counted_from(raw: list[tuple[Any, ...]]) -> None:
    """Read "counted / calculated / measured" right before the "from" of a span as the
    span's own "from": 14 days, counted from the renewal date = 14 days from the renewal
    date. Only the participle right before from; count / calculate elsewhere keep their
    words. In place."""
    if _COUNTING_EN.isdisjoint(map(_KEY, raw)):
        return
    for j in range(len(raw) - 1):
        t, n = raw[j], raw[j + 1]
        if t[3] == "同一" and t[4] == "zh" and t[2] == "CONTENT":
            raw[j] = (*t[:3], "同", *t[4:])
        elif (
            t[4] == "en"
            and t[2] == "CONTENT"
            and t[3] in _COUNTING_EN
            and str(t[7]).casefold().endswith("ed")
            and n[3] == "from"
        ):
            raw[j] = _function(t)


_START_OPENERS_ZH: Final = frozenset({"从", "自"})
_START_ENDS_ZH: Final = frozenset({"起", "开始"})
_START_BOUND: Final = ("bound:ge",)
"""The operator of 起 after a start point (第 4 天起, 50 元起): from there on."""


def start_points(raw: list[tuple[Any, ...]], cuts: list[int]) -> None:
    """Read a start point said three ways as one: 从 X 开始 = 从 X 起 = 自 X 起 = X 起 (从第 4 天
    开始每天收费 = 第 4 天起每天收费). The 从 / 自 that opens it becomes a function word and
    its 开始 the 起 it means. Only where 起 / 开始 closes the start point in the same clause,
    with at most six content words, names or quantities between and nothing else (no
    operator: 从 A 到 B 开始 keeps its 从 … 到, 从账户扣除 has no start); 起 after a bare X
    (50 元起) and 开始 without 从 / 自 keep their words. In place."""
    if _START_OPENERS_ZH.isdisjoint(map(_KEY, raw)) or _START_ENDS_ZH.isdisjoint(map(_KEY, raw)):
        return
    for j, t in enumerate(raw):
        if t[3] not in _START_OPENERS_ZH or t[4] != "zh" or t[2] != "OPERATOR":
            continue
        end = _clause_end(cuts, t[0])
        for k in range(j + 1, min(j + 8, len(raw))):
            r = raw[k]
            if (end is not None and r[0] >= end) or (
                r[4] != "zh" and r[2] not in ("QUANTITY", "ATOM")
            ):
                break
            if r[3] in _START_ENDS_ZH and k > j + 1:
                raw[j] = _function(t)
                if r[3] == "开始":
                    raw[k] = (r[0], r[1], "OPERATOR", "起", r[4], _START_BOUND, *r[6:])
                break
            if r[2] not in ("CONTENT", "ATOM", "QUANTITY"):
                break


_FINISHED_ZH: Final = frozenset({"完", "完毕"})
_USED_UP_ZH: Final = frozenset({"用", "卖", "售", "花", "吃", "喝", "耗", "领", "借", "抢", "发"})
"""Verbs whose 完 says "used up, none left" (吃完, 领完), not "done": they keep it."""
AFTER_HEADS_ZH: Final = frozenset({"后", "之后", "以后"})
"""The Chinese words that close an earlier event (A 后 B)."""


def finished_verbs(raw: list[tuple[Any, ...]], cuts: list[int], sent_ends: list[int]) -> None:
    """Read 完 / 完毕 right after a verb as the 后 it comes to: 改完要重启 = 改后要重启,
    复核完这些凭证后 = 复核这些凭证后, 素烧完的作品 = 素烧后的作品. With a 后 / 之后 later in
    its clause (at most four words on) 完 is a function word; right before a modal, 的 or
    the end of a clause that another clause of its sentence follows it is that 后. Only a 完
    of its own right after a content word of a verb that is not used up by it (卖完 / 领完 /
    吃完 mean none is left, and keep it). In place."""
    if _FINISHED_ZH.isdisjoint(map(_KEY, raw)):
        return
    for j in range(1, len(raw)):
        t, v = raw[j], raw[j - 1]
        if (
            t[3] not in _FINISHED_ZH
            or t[4] != "zh"
            or t[2] != "CONTENT"
            or v[4] != "zh"
            or v[2] != "CONTENT"
            or v[1] != t[0]
            or v[3] in _USED_UP_ZH
        ):
            continue
        end = _clause_end(cuts, t[0])
        ahead = [r for r in raw[j + 1 : j + 5] if end is None or r[0] < end]
        if any(r[2] == "OPERATOR" and r[3] in AFTER_HEADS_ZH for r in ahead):
            raw[j] = _function(t)
        elif (
            ahead and (ahead[0][3] == "的" or any(op.startswith("modal:") for op in ahead[0][5]))
        ) or (
            not ahead
            and j + 1 < len(raw)
            and _clause_end(sent_ends, t[0]) == _clause_end(sent_ends, raw[j + 1][0])
        ):
            raw[j] = (t[0], t[1], "OPERATOR", "后", t[4], _AFTER, *t[6:])


_NOT_ZH: Final = frozenset({"不", "并不", "也不", "不再", "并非", "不是"})
"""A plain Chinese not (并不 / 也不 say it with emphasis or "also"; 不再 no longer; 并非 / 不是
before a universal: not every)."""
_NOT_BEFORE_UNIVERSAL_ONLY: Final = frozenset({"并非", "不是"})
_NOT_ALL: Final = dict.fromkeys(("总是", "一直", "始终", "总"), ("quant:sometimes",))
"""不 before a universal of time: not always, as 有时 says; before another universal (不都 /
不全) it is "not all", the 并非所有 of the lexicon (quant:some)."""
_MODAL_NEGATED: Final = (("modal:must", ("modal:optional",)), ("modal:may", ("modal:prohibit",)))
"""What a Chinese 不 right before a modal makes of it, where the lexicon has no word for the
pair: 不须 / 不要求 / 不必须 (need not), 不能够 (may not)."""


def negated_modals(
    raw: list[tuple[Any, ...]], classify: Callable[[str], tuple[str, tuple[str, ...]]]
) -> None:
    """Read a Chinese 不 right before a modal as the one negated modal it makes, as the
    lexicon's words for it are read (不需要, 不可以, 不要): 不须提交 = 不需要提交 (need not),
    不要求加班 = 无需加班, while 须不 / 要求不 (a duty not to) keep the modal and the negation
    apart, in that order. The pair takes the lexicon's operators for the word it spells when
    there is one (不要 = don't, 不应当 = should not); else a duty negated is no duty and a
    permission negated a prohibition. 不 right before a universal is "not all" (不都 / 不总是,
    quant:some / quant:sometimes), never the 都不 / 总是不 that keeps them apart (none / never;
    blind probe round 53). ``classify`` gives a Chinese word's kind and operators. In place
    (the two become one token)."""
    if _NOT_ZH.isdisjoint(map(_KEY, raw)):
        return
    j = 0
    while j < len(raw) - 1:
        t, n = raw[j], raw[j + 1]
        passive = (
            n[3] == "被"
            and j + 2 < len(raw)
            and raw[j + 2][0] == n[1]
            and "modal:must" in raw[j + 2][5]
        )  # 不被要求 = 不要求: not required
        if passive:
            n = raw[j + 2]
        if (
            t[3] not in _NOT_ZH
            or t[4] != "zh"
            or not t[5]
            or t[5][0] != "neg"
            or n[4] != "zh"
            or n[2] != "OPERATOR"
            or (n[0] != t[1] and not passive)
            or (t[3] in _NOT_BEFORE_UNIVERSAL_ONLY and n[5] != ("quant:all",))
        ):
            j += 1
            continue
        word = f"{t[3]}{n[3]}"
        kind, ops = classify(word) if t[3] == "不" else ("CONTENT", ())
        if kind != "OPERATOR" or not ops:
            ops = next((made for op, made in _MODAL_NEGATED if op in n[5]), ())
        if not ops and n[5] == ("quant:all",):
            ops = _NOT_ALL.get(str(n[3]), ("quant:some",))
        if ops:
            width = 3 if passive else 2
            surface = "".join(str(r[7]) for r in raw[j : j + width])
            raw[j : j + width] = [(t[0], n[1], "OPERATOR", word, "zh", ops, None, surface)]
        j += 1


_DEI_AFTER_ZH: Final = frozenset(
    {"先", "再", "马上", "立即", "立刻", "尽快", "提前", "重新", "及时", "单独", "亲自", "另外"}
    | {"把", "向", "给", "由", "在", "找", "跟", "和", "与", "从"}
)
"""Adverbs and coverbs a colloquial 得 (děi, must) may stand before (得先联系老师, 得向教务处
提交): never a degree adverb (跑得很快: the particle de)."""
_COMPLEMENT_ZH: Final = frozenset(
    {"到", "见", "懂", "完", "了", "起", "出", "上", "下", "动", "住", "着", "及", "过", "开"}
    | {"成", "通", "清", "掉", "走", "来", "去", "好", "快", "慢", "多", "少"}
)
"""Words a particle 得 (de) is followed by in a potential or degree complement (做得到, 看得见,
跑得快): after them 得 is no duty."""


def colloquial_must(
    raw: list[tuple[Any, ...]],
    classify: Callable[[str], tuple[str, tuple[str, ...]]],
    verbal: Callable[[str], bool],
) -> None:
    """Read a Chinese 得 before a verb, an adverb of sequence or a coverb as the colloquial
    duty 得 (děi) it is there, with the operators of 须: 得向教务处提交申请 = 须向教务处提交申请,
    你就得重新申请 = 须重新申请. The particle de of a complement (跑得快, 做得到, 说得很清楚)
    stays a function word: a 得 before a degree adverb, an adjective or a result word is
    never read so. ``classify`` gives a Chinese word's kind and operators, ``verbal`` whether
    the segmenter tags it a verb. In place."""
    if "得" not in map(_KEY, raw):
        return
    kind, ops = classify("须")
    if kind != "OPERATOR" or not ops:
        return
    for j in range(len(raw) - 1):
        t, n = raw[j], raw[j + 1]
        if t[3] != "得" or t[4] != "zh" or t[2] == "OPERATOR" or n[4] != "zh" or n[0] != t[1]:
            continue
        word = str(n[3])
        if word in _COMPLEMENT_ZH:
            continue
        if word in _DEI_AFTER_ZH or (n[2] == "CONTENT" and verbal(word)):
            raw[j] = (t[0], t[1], "OPERATOR", "须", "zh", ops, None, t[7])


def such_determiners(raw: list[tuple[Any, ...]]) -> None:
    """Read an English "such" right before a noun as the content word it is there: Such
    requests must be made in writing says which requests (those just described), so a
    claim may not leave it out (Requests must be made in writing; blind probe round 60, on
    main too). "such as" (a list of examples) keeps it a function word. In place."""
    if "such" not in map(_KEY, raw):
        return
    for j in range(len(raw) - 1):
        t, n = raw[j], raw[j + 1]
        if t[3] == "such" and t[4] == "en" and t[2] == "FUNCTION" and n[2] == "CONTENT":
            raw[j] = (t[0], t[1], "CONTENT", *t[3:])
