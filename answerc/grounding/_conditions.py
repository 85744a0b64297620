"""Condition and scope signals: negation scope, bounds, dropped conditions and qualifiers.

"Only if X", "仅当…时", "unless X", a relative clause ending in 的, a number or a first/last
qualifier inside the stretch a claim skips: leaving any of these out makes a claim claim
more than its evidence (condition_dropped). A universal in place of a qualifier widens
its scope (quantifier_mismatch).
"""

from __future__ import annotations

from collections.abc import Sequence
from collections.abc import Set as AbstractSet
from typing import TYPE_CHECKING, Final

from answerc.grounding._analysis import Clause, Unit
from answerc.grounding._numbers import Quantity
from answerc.grounding._relations import _blocks, align_key
from answerc.grounding._text import is_cjk

if TYPE_CHECKING:
    from answerc.grounding._reasons import SupportReason
    from answerc.grounding._support import Coverage


SCOPE_END: Final = frozenset(
    {"and", "or", "but", "while", "whereas", "then", "并", "且", "而", "但", "并且", "而且", "同时"}
)
"""Conjunctions that end a negation's scope."""


def scoped_polarity(
    clause: Clause,
    claim_keys: set[str],
    claim: Clause | None = None,
    others: Sequence[Clause] = (),
) -> int:
    """Negations of an evidence clause that bear on what the claim talks about.

    A negation scopes forward to the next conjunction ("cannot be refilled early *and*
    require a new prescription": the second predicate is not negated). It counts when its
    scope holds a word or character of the claim; a clause-final negation ("银卡会员没有")
    scopes over its whole clause. A Chinese negation closed by 的 before more content
    ("逾期未取的自动取消") negates only its attributive phrase: when the claim restates that
    phrase, negation and all ("未取的"), in another of its clauses, it does not bear on
    ``claim`` (the claim clause compared). Likewise an English negation whose first scoped
    word the claim negates in one of its ``others`` clauses ("items that arrive damaged or
    not as described are paid by the seller" -> "if an item isn't as described, the seller
    pays"): the claim states that negation where it belongs.
    """
    count = 0
    units = clause.units
    for i, u in enumerate(units):
        m = u.marker
        if m is None or not ({"neg", "prohib"} & m.feats):
            continue
        scope: list[Unit]
        if "exc" in m.feats or "condb" in m.feats:
            scope = list(units[:i])
        else:
            scope = []
            attributive = False
            for j, v in enumerate(units[i + 1 :], i + 1):
                if v.key in SCOPE_END:
                    break
                if claim is not None and _attributive(clause, m.start, j, claim):
                    attributive = True
                    break
                scope.append(v)
            if attributive:
                continue
            first = next((v for v in scope if v.content), None)
            if m.text.isascii() and first is not None and _negated_in(others, first.key):
                continue
            if not any(v.content for v in scope):
                scope = list(units)
        if any(v.content and (v.key in claim_keys) for v in scope):
            count += 1
    return count


def _negated_in(clauses: Sequence[Clause], key: str) -> bool:
    """Some clause negates a scope whose first content unit has ``key``."""
    for clause in clauses:
        units = clause.units
        for i, u in enumerate(units):
            if u.marker is None or "neg" not in u.marker.feats:
                continue
            first = next((v for v in units[i + 1 :] if v.content or v.key in SCOPE_END), None)
            if first is not None and first.key == key:
                return True
    return False


def _attributive(clause: Clause, neg_start: int, at: int, claim: Clause) -> bool:
    """Unit ``at`` is a 的 closing a negated attributive phrase restated elsewhere in the claim."""
    u = clause.units[at]
    if u.kind != "x" or u.key != "的" or not any(v.content for v in clause.units[at + 1 :]):
        return False
    phrase = clause.key[neg_start : u.end]
    if not all(is_cjk(ch) for ch in phrase):
        return False
    return phrase in claim.key and phrase not in claim.text


_STRICT: Final = frozenset(
    {
        *("more", "over", "above", "exceed", "exceeds", "exceeded", "exceeding", "more than"),
        *("greater than", "higher than", "larger than", "beyond", "less", "fewer", "below"),
        *("under", "less than", "fewer than", "超过", "超出", "高于", "大于", "多于", "逾"),
        *("低于", "小于", "少于", "不足", "不到", "未满"),
    }
)
_INCLUSIVE: Final = frozenset(
    {
        *("at least", "no less than", "not less than", "or more", "minimum", "no fewer than"),
        *("within", "up to", "at most", "no more than", "not more than", "or less", "or fewer"),
        *("maximum", "as many as", "as much as", "a maximum of", "至少", "不少于", "不低于"),
        *("最少", "最低", "满", "以内", "之内", "至多", "最多", "最高", "上限", "不超过", "不高于"),
        *("不大于", "不多于", "内", "must not exceed", "cannot exceed", "may not exceed"),
        *("shall not exceed", "不得超过", "不能超过", "不可超过", "不应超过", "不得高于"),
        *("不能高于", "不得多于", "不得大于", "不得低于", "不得少于", "不能低于", "不能少于"),
    }
)


def strictness(clause: Clause, q: Quantity) -> bool | None:
    """Whether the bound next to ``q`` excludes its value (more than) or includes it (at
    least); None when there is no bound or its word does not say (以上, 以下)."""
    word = _bound_word(clause, q)
    if word in _STRICT:
        return True
    if word in _INCLUSIVE:
        return False
    return None


def bound_of(clause: Clause, q: Quantity, *, loose: bool = False) -> str | None:
    """The bound written next to a quantity (f:up+ for more than, f:up- for within), if any."""
    found = _bound(clause, q, loose=loose)
    return found[0] if found is not None else None


def _bound_word(clause: Clause, q: Quantity) -> str | None:
    found = _bound(clause, q)
    return found[1] if found is not None else None


def _bound(clause: Clause, q: Quantity, *, loose: bool = False) -> tuple[str, str] | None:
    """(bound tag, bound word) next to ``q``; ``loose`` lets a time word sit between them
    ("至少提前 24 小时")."""
    gap = " 约近大概about" + ("提前早" if loose else "")
    for m in clause.markers:
        tags = m.feats & {"f:up+", "f:up-"}
        if not tags and m.text == "内" and m.start >= q.end:
            tags = frozenset({"f:up-"})  # "30 日内": inside a span of time is a bound
        if not tags:
            continue
        before = clause.key[m.end : q.start]
        after = clause.key[q.end : m.start]
        if (m.end <= q.start and len(before.strip(gap)) == 0 and len(before) <= 6) or (
            m.start >= q.end and len(after.strip()) == 0 and len(after) <= 2
        ):
            return next(iter(tags)), m.text
    if clause.key[max(0, q.start - 2) : q.start] == "不满":
        return "f:up-", "未满"  # "不满半小时": 不满 is a lexicon exclusion (dissatisfied) elsewhere
    return None


def _first_content(units: Sequence[Unit], start: int = 0, *, light: bool = False) -> int | None:
    for i in range(start, len(units)):
        if (units[i].heavy or (light and units[i].content)) and units[i].kind in "wcm":
            return i
    return None


def _locate(primary: Clause, cc: Clause, at: int, cov: Coverage) -> int | None:
    """Index in ``primary.units`` of the claim's content unit ``cc.units[at]``."""
    u = cc.units[at]
    if u.kind == "c":
        # the claim's characters from this one on, with a function character just before it
        # (就诊 must not be found inside 门诊)
        prior = cc.units[at - 1] if at > 0 else None
        glued = (
            prior is not None and prior.kind == "x" and prior.end == u.start and is_cjk(prior.key)
        )
        lo = u.start - 1 if glued else u.start
        hi = lo
        while hi < cc.end and hi - u.start < 4 and is_cjk(cc.key[hi]):
            hi += 1
        run = cc.key[lo:hi]
        for size in range(len(run), max(u.start - lo, 0), -1):
            pos = primary.text.find(run[:size])
            if pos >= 0:
                absolute = primary.start + pos + (u.start - lo)
                return next((i for i, p in enumerate(primary.units) if p.start == absolute), None)
        return None
    key = align_key(u, cov)
    return next(
        (
            i
            for i, p in enumerate(primary.units)
            if align_key(p, None) == key or (p.kind == "w" and key in p.key.split("."))
        ),
        None,
    )


def _before_aside(clause: Clause, at: int) -> int:
    """Index of unit ``at``, or of the first unit of a parenthesis right before it: the
    qualifier of "夜间(22:00 至次日 6:00)进行…" is 夜间, not the clock time."""
    k = at
    while k and not clause.units[k - 1].heavy and clause.units[k - 1].kind in "cx":
        k -= 1  # light words between the aside and the unit ("…6:00)进行高危实验")
    head = clause.key[clause.start : clause.units[k].start].rstrip()
    if not head.endswith(")") or "(" not in head:
        return at
    opening = clause.start + head.rindex("(")
    return next((i for i, u in enumerate(clause.units) if u.start >= opening), at)


_FRAME_OPENERS: Final = frozenset({"当", "若", "如", "凡", "每当"})


def widened_scope(cc: Clause, primary: Clause, cov: Coverage) -> list[tuple[SupportReason, str]]:
    """A claim that drops the qualifier in front of what it talks about (经济舱旅客 -> 所有旅客)."""
    claim_keys = {align_key(u, cov) for u in cc.units} | cc.words | cc.chars
    out: list[tuple[SupportReason, str]] = []
    starts: list[tuple[int, bool]] = []
    for i, u in enumerate(cc.units):
        if u.marker is not None and "univ" in u.marker.feats:
            nxt = _first_content(cc.units, i + 1, light=True)
            if nxt is not None:
                starts.append((nxt, True))
    first = _first_content(cc.units)
    if (
        first is not None
        and all(
            u.kind == "x"
            or (u.kind == "c" and not u.heavy)  # a light verb first: "进行高危实验…"
            or (u.marker is not None and not u.heavy and "univ" not in u.marker.feats)
            for u in cc.units[:first]
        )
    ):
        starts.append((first, False))
    for at, quantified in starts:
        where = _locate(primary, cc, at, cov)
        if where is None:
            continue
        aside = _before_aside(primary, where)
        j = aside - 1
        while j >= 0 and primary.units[j].kind == "x":
            j -= 1
        if j < 0:
            continue
        before = primary.units[j]
        if not before.heavy or before.kind not in "wcm" or align_key(before, None) in claim_keys:
            continue
        if before.key in _FRAME_OPENERS:
            continue  # "当 X 时" opens a condition frame, it qualifies nothing

        predicate = next(
            (i for i, p in enumerate(primary.units) if p.kind == "m" and not p.heavy),
            len(primary.units),
        )
        attributive = where < predicate and any(p.key == "的" for p in primary.units[j + 1 : where])
        head = j
        if aside != where:  # "夜间(22:00 至次日 6:00)进行…": the word before the aside
            while head and primary.units[head - 1].kind == "c" == before.kind:
                head -= 1
        if not quantified and not attributive and any(p.heavy for p in primary.units[:head]):
            continue  # a qualifier restricts its subject at the head of the clause or with 的
        if quantified:
            out.append(
                (
                    "quantifier_mismatch",
                    f"the claim generalizes what the evidence restricts ({before.key!r})",
                )
            )
        else:
            out.append(("condition_dropped", f"drops the qualifier {before.key!r}"))
    return out


_CONJUNCTIONS: Final = frozenset(
    {"and", "or", "以及", "并且", "并", "且", "及", "和", "同时", "also"}
)


def dropped_thresholds(
    cc: Clause,
    primary: Clause,
    cov: Coverage,
    claim_qs: Sequence[Quantity],
    claim_feats: AbstractSet[str] | None = None,
) -> list[tuple[SupportReason, str]]:
    """A number or a first/last qualifier of the evidence clause that the claim leaves out.

    "Orders *over $50* ship free", "free for customers who sign a *24-month* contract",
    "*首次*停放 2 小时内免费": only inside a stretch the claim skips, and only when that
    stretch is not a coordinated predicate of its own ("... at least 12 characters long
    and are rotated ..."). ``claim_feats`` are the marker tags of every claim clause
    aligned to ``primary`` (default: those of ``cc``).
    """
    feats = cc.feats if claim_feats is None else claim_feats
    ckeys = [align_key(u, cov) for u in cc.units]
    pkeys = list(primary.keys)
    out: list[tuple[SupportReason, str]] = []
    for _i1, _i2, j1, j2 in _blocks(ckeys, pkeys):
        stretch = primary.units[j1:j2]
        if any(u.key in _CONJUNCTIONS for u in stretch):
            continue
        for u in stretch:
            q = u.quantity
            if q is None or q.implicit or _list_item(primary, u, cc):
                continue
            if not any(c.same(q) or q.same(c) for c in claim_qs):
                # "free for customers who sign a 24-month contract" -> "free"
                out.append(("condition_dropped", f"drops the qualifier {q.text.strip()!r}"))
        for u in stretch:
            m = u.marker
            if (
                m is not None
                and {"f:first+", "f:first-"} & m.feats
                and not ({"f:first+", "f:first-"} & feats)
            ):
                out.append(("condition_dropped", f"drops the qualifier {m.text!r}"))
    return out


def _list_item(primary: Clause, unit: Unit, cc: Clause) -> bool:
    """``unit`` sits in an item of an enumeration (、) that the claim leaves out whole.

    "含语音通话 3000 分钟、流量 100GB" -> "含 3000 分钟语音通话": the claim leaves out a
    sibling item, not a qualifier of what it keeps ("洗车服务 2 次" -> "洗车服务" still
    drops the limit). The item must hold no condition or bound of its own.
    """
    key = primary.key
    lo = key.rfind("、", primary.start, unit.start)
    if lo < 0:
        return False  # the first item runs back to the clause's head and its qualifiers
    hi = key.find("、", unit.end, primary.end)
    hi = primary.end if hi < 0 else hi
    item = [u for u in primary.units if lo < u.start < hi]
    if any(
        u.marker is not None
        and u.marker.feats & {"cond", "condb", "restrict", "exc", "f:up+", "f:up-"}
        for u in item
    ):
        return False
    rest = {u.key for u in primary.units if u.heavy and not lo < u.start < hi}
    own = {u.key for u in item if u.heavy and u.kind in ("c", "w") and u.key not in rest}
    claim = {u.key for u in cc.units if u.heavy}
    return bool(own) and not own & claim
