"""Who is on which side of a Chinese directional preposition (向/给/对/由/往/从).

"乘务员…须立即向列车长报告" and "列车长须立即向乘务员报告" share every word; the swap sits
in what follows 向. For each such preposition in the claim, the object the claim gives it
(the longest run after it that the cited text contains) must be one of the objects the
cited text gives the same preposition — unless the cited text never uses it there.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from typing import Final

from answerc.grounding._text import is_cjk

_PREPOSITIONS: Final = frozenset("向给对由往从")
_EXCLUDED: Final = frozenset(
    {"对于", "对比", "对应", "对象", "对方", "由于", "自由", "理由", "从而", "从事"}
)
_MAX: Final = 8


def _object(text: str, at: int, within: Sequence[str]) -> str | None:
    """The longest run (2+ CJK characters) after ``at`` that occurs in one of ``within``."""
    best = None
    for end in range(at + 2, min(len(text), at + _MAX) + 1):
        run = text[at:end]
        if not all(is_cjk(c) for c in run):
            break
        if any(run in other for other in within):
            best = run
    return best


def _objects(text: str, prep: str, within: Sequence[str]) -> set[str]:
    found = set()
    for i, ch in enumerate(text):
        if (
            ch == prep
            and text[i : i + 2] not in _EXCLUDED
            and text[max(0, i - 1) : i + 1] not in _EXCLUDED
        ):
            obj = _object(text, i + 1, within)
            if obj is not None:
                found.add(obj)
    return found


_RELATION_VERBS: Final = (
    *("调用", "依赖", "支付", "转账", "汇款", "退还", "发送", "请求"),
    *("转入", "转回", "转出", "转给", "转移至", "划转至"),
)
"""Verbs whose subject and object may not trade places (A 调用 B ≠ B 调用 A)."""


def _subject(text: str, at: int, within: Sequence[str]) -> str | None:
    """The longest run (2+ CJK characters) ending at ``at`` that occurs in ``within``."""
    best = None
    for start in range(at - 2, max(-1, at - _MAX - 1), -1):
        run = text[start:at]
        if not all(is_cjk(c) for c in run):
            break
        if any(run in other for other in within):
            best = run
    return best


def _verb_objects(text: str, verb: str, within: Sequence[str]) -> set[str]:
    found = set()
    start = text.find(verb)
    while start != -1:
        obj = _object(text, start + len(verb), within)
        if obj is not None:
            found.add(obj)
        start = text.find(verb, start + 1)
    return found


_AUXILIARY: Final = frozenset("会将可以须应能已也均都")


def _before_auxiliary(text: str, at: int) -> int:
    """``at`` moved back over the modal and adverb characters before a verb (可以, 会, 已)."""
    while at > 0 and text[at - 1] in _AUXILIARY:
        at -= 1
    return at


def reversed_relations(claim: str, cited: Sequence[str]) -> Iterator[str]:
    """Yield a note when the claim's subject of a relation verb is only ever its object.

    "收单服务…调用风控服务，…再调用通知服务" never has 通知服务 call anything: a claim
    "通知服务调用收单服务" puts an object of 调用 in the subject's place.

    Example:
        >>> list(reversed_relations("通知服务调用收单服务", ["收单服务扣款后再调用通知服务"]))
        ["'通知服务' is what 调用 acts on in the cited text, not its subject"]
        >>> list(reversed_relations("扣款后收单服务调用通知服务", ["收单服务扣款后再调用通知服务"]))
        []
    """
    for verb in _RELATION_VERBS:
        start = claim.find(verb)
        if start == -1:
            continue
        theirs: set[str] = set()
        for text in cited:
            theirs |= _verb_objects(text, verb, [claim])
        if not theirs:
            continue
        while start != -1:
            # "附属卡余额可以转入主卡": the subject is before the modal
            subject = _subject(claim, _before_auxiliary(claim, start), cited)
            obj = _object(claim, start + len(verb), cited)
            subject_was_object = subject is not None and any(
                subject.endswith(t) or t.endswith(subject) or subject.startswith(t) for t in theirs
            )
            object_kept = obj is not None and any(
                obj.startswith(t) or t.startswith(obj) for t in theirs
            )
            if subject_was_object and not object_kept:
                yield f"{subject!r} is what {verb} acts on in the cited text, not its subject"
            start = claim.find(verb, start + 1)


def swapped_objects(claim: str, cited: Sequence[str]) -> Iterator[str]:
    """Yield a note for each preposition whose object the claim moved.

    Example:
        >>> list(swapped_objects("列车长须立即向乘务员报告", ["乘务员须立即向列车长报告"]))
        ["向 takes '乘务员' in the claim but '列车长' in the cited text"]
        >>> list(swapped_objects("乘务员须马上向列车长报告", ["乘务员须立即向列车长报告"]))
        []
    """
    for prep in sorted(_PREPOSITIONS):
        if prep not in claim:
            continue
        theirs: set[str] = set()
        for text in cited:
            theirs |= _objects(text, prep, [claim])
        if not theirs:
            continue
        for mine in sorted(_objects(claim, prep, cited)):
            if any(mine.startswith(t) or t.startswith(mine) for t in theirs):
                continue
            moved = sorted(t for t in theirs if t in claim)
            if moved:
                yield f"{prep} takes {mine!r} in the claim but {moved[0]!r} in the cited text"


_RECEIVE: Final = ("收到", "接到", "接收")


def received_converse(claim: str, cited: Sequence[str]) -> Iterator[str]:
    """Yield a note when the claim's receiver is the cited text's sender and back.

    "药师向医生发送提醒" restated as "药师会收到医生发送的提醒" keeps every word and swaps
    who sends and who receives.

    Example:
        >>> list(received_converse("药师会收到医生发送的提醒", ["由药师向医生发送提醒"]))
        ["'药师' receives in the claim but sends in the cited text"]
        >>> list(received_converse("医生会收到药师发送的提醒", ["由药师向医生发送提醒"]))
        []
    """
    for verb in _RECEIVE:
        at = claim.find(verb)
        while at != -1:
            receiver = _subject(claim, _before_auxiliary(claim, at), cited)
            sender = _object(claim, at + len(verb), cited)
            if receiver is not None and sender is not None:
                senders: set[str] = set()
                receivers: set[str] = set()
                for text in cited:
                    receivers |= _objects(text, "向", [claim]) | _objects(text, "给", [claim])
                    senders |= _objects(text, "由", [claim])
                    senders |= {
                        s
                        for i in range(len(text))
                        if text[i] == "向" and (s := _subject(text, i, [claim])) is not None
                    }
                if _overlaps(receiver, senders) and _overlaps(sender, receivers):
                    yield f"{receiver!r} receives in the claim but sends in the cited text"
            at = claim.find(verb, at + 1)


def _overlaps(run: str, runs: set[str]) -> bool:
    return any(run.startswith(r) or r.startswith(run) or run.endswith(r) for r in runs)


_CLAUSE_END: Final = re.compile(r"[,;.!?，；。！？]")
_FIRST: Final = "先"
_NEXT: Final = ("再", "然后", "随后")
_NOT_FIRST: Final = frozenset({"优先", "预先", "事先", "原先", "领先", "率先", "先于"})


def _steps(text: str, words: Sequence[str]) -> set[str]:
    """Bigrams of what follows each step word of ``text`` up to its clause's end."""
    out: set[str] = set()
    for word in words:
        at = text.find(word)
        while at != -1:
            pair = text[max(0, at - 1) : at + 1], text[at : at + 2]
            if word != _FIRST or not (set(pair) & _NOT_FIRST):
                after = re.split(r"[,;.!?，；。！？]", text[at + len(word) : at + len(word) + 24])[
                    0
                ]
                after = after.replace(" ", "")[:16]
                out |= {after[i : i + 2] for i in range(len(after) - 1)}
            at = text.find(word, at + 1)
    return out


def swapped_steps(claim: str, cited: Sequence[str]) -> Iterator[str]:
    """Yield a note when what the claim does first is what the cited text does next.

    Example:
        >>> said = ["先请求区域节点，再回源到客户源站"]
        >>> list(swapped_steps("先回源到客户源站，再请求区域节点", said))
        ['the step the claim puts first comes next in the cited text']
        >>> list(swapped_steps("先请求区域节点，再回源到客户源站", said))
        []
    """
    first = _steps(claim, [_FIRST])
    if not first:
        return
    for text in cited:
        e_first, e_next = _steps(text, [_FIRST]), _steps(text, _NEXT)
        if first & e_next and not first & e_first and e_first:
            yield "the step the claim puts first comes next in the cited text"
            return
