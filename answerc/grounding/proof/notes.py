"""Readable notes for proof failures, in the request's locale (zh or en)."""

from __future__ import annotations

from typing import Final

from answerc.grounding.proof.prove import Failure

_ZH: Final = {
    "number_mismatch": "数值不符",
    "version_mismatch": "版本不符",
    "date_mismatch": "日期不符",
    "negation_mismatch": "否定不符",
    "modal_mismatch": "情态不符",
    "quantifier_mismatch": "数量范围不符",
    "comparative_mismatch": "比较方向不符",
    "order_mismatch": "先后顺序不符",
    "direction_mismatch": "关系方向不符",
}
_EN: Final = {
    "number_mismatch": "another number",
    "version_mismatch": "another version",
    "date_mismatch": "another date",
    "negation_mismatch": "the opposite polarity",
    "modal_mismatch": "another modality",
    "quantifier_mismatch": "another quantifier or bound",
    "comparative_mismatch": "the opposite comparison",
    "order_mismatch": "another order",
    "direction_mismatch": "another direction",
}


def note(f: Failure, locale: str) -> str:
    """One sentence saying why the proof stops, e.g. ``"v2.13.3"：K1 写的是 "v2.14.3"``.

    Example:
        >>> note(Failure("version_mismatch", "claim", "v2.13.3", "K1", "v2.14.3"), "zh")
        '"v2.13.3"：K1 写的是 "v2.14.3"（版本不符）'
        >>> note(Failure("extrinsic_content", "claim", "ΝΟΤ", "K1"), "en")
        '"ΝΟΤ": the cited evidence (K1) does not say this'
    """
    item = f.item or ("引用的证据" if locale == "zh" else "the cited evidence")
    if locale == "zh":
        if f.code == "extrinsic_content":
            return f'"{f.token}"：引用的证据（{item}）中没有这一内容'
        if f.code == "condition_dropped":
            return f'省略了 {item} 中的限定 "{f.token}"'
        what = _ZH.get(f.code, f.code)
        if f.counterpart is not None:
            return f'"{f.token}"：{item} 写的是 "{f.counterpart}"（{what}）'
        if f.side == "evidence":
            return f'{item} 写有 "{f.token}"，主张没有（{what}）'
        return f'"{f.token}"：{item} 中没有对应的说法（{what}）'
    if f.code == "extrinsic_content":
        return f'"{f.token}": the cited evidence ({item}) does not say this'
    if f.code == "condition_dropped":
        return f'leaves out the restriction "{f.token}" of {item}'
    what = _EN.get(f.code, f.code)
    if f.counterpart is not None:
        return f'"{f.token}": {item} says "{f.counterpart}" ({what})'
    if f.side == "evidence":
        return f'{item} says "{f.token}", the claim does not ({what})'
    return f'"{f.token}": {item} has nothing to match it ({what})'
