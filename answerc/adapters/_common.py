"""What every adapter shares: scores, lanes, locale, and assembling the AnswerRequest."""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any, Final

from pydantic import JsonValue, ValidationError

from answerc.contract.draft import Draft, Expected
from answerc.contract.request import MAX_DEPTH, AnswerRequest, ControllerAction, Hit, Lane
from answerc.contract.wire import contract_error, json_path
from answerc.errors import ContractError

_CJK: Final = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")
_RECORD_ID: Final = re.compile(r"[A-Za-z0-9][A-Za-z0-9._:/#@+-]*")

LANE_NAMES: Final[Mapping[str, Lane]] = {
    "vector": "vector",
    "dense": "vector",
    "embedding": "vector",
    "keyword": "keyword",
    "sparse": "keyword",
    "bm25": "keyword",
    "full_text": "keyword",
    "fulltext": "keyword",
    "exact": "exact",
}
"""Names a retrieval system may give its sub-searches, and the answerc lane each means."""
_LANE_ORDER: Final[tuple[Lane, ...]] = ("vector", "keyword", "exact")


def guess_locale(query: str) -> str:
    """Return ``zh`` when the query holds a CJK ideograph, else ``en``.

    Example:
        >>> guess_locale("退款多久到账"), guess_locale("refund window")
        ('zh', 'en')
    """
    return "zh" if _CJK.search(query) else "en"


def unit_or_none(value: float | None) -> float | None:
    """Keep a score only when it already lies in [0, 1]; anything else is not a quality score.

    Example:
        >>> unit_or_none(0.42), unit_or_none(3.7), unit_or_none(-0.1)
        (0.42, None, None)
    """
    if value is None or not 0.0 <= value <= 1.0:
        return None
    return value


def clamp_unit(value: float | None) -> float | None:
    """Clamp a score into [0, 1].

    Example:
        >>> clamp_unit(1.2), clamp_unit(-0.5), clamp_unit(0.25), clamp_unit(None)
        (1.0, 0.0, 0.25, None)
    """
    if value is None:
        return None
    return min(1.0, max(0.0, value))


def is_http_url(text: str) -> bool:
    """Return whether ``text`` is an http(s) address.

    Example:
        >>> is_http_url("https://help.example.com/refund"), is_http_url("kb:faq-12")
        (True, False)
    """
    lowered = text.strip().lower()
    return lowered.startswith(("http://", "https://")) and len(lowered) > len("https://")


def is_record_id(text: str) -> bool:
    """Return whether ``text`` looks like a record id: one ASCII token without spaces.

    Example:
        >>> is_record_id("wiki-4471"), is_record_id("kb:faq/1024"), is_record_id("帮助中心")
        (True, True, False)
        >>> is_record_id("Help Center")
        False
    """
    return _RECORD_ID.fullmatch(text) is not None


def map_lanes(names: Iterable[str] | None, path: str) -> tuple[Lane, ...]:
    """Translate a system's sub-search names into answerc lanes; an unknown name is an error.

    Example:
        >>> map_lanes(["sparse", "dense", "dense"], "$.hits[0].lanes")
        ('vector', 'keyword')
    """
    if names is None:
        return ()
    found: set[Lane] = set()
    for index, name in enumerate(names):
        lane = LANE_NAMES.get(name.strip().lower())
        if lane is None:
            known = ", ".join(sorted(LANE_NAMES))
            raise ContractError(f"{path}[{index}]", f"unknown lane {name!r}; one of: {known}")
        found.add(lane)
    return tuple(lane for lane in _LANE_ORDER if lane in found)


def drop_none(fields: Mapping[str, Any]) -> dict[str, Any]:
    """Return the members whose value is not None (``False``, ``0``, ``""``, ``[]`` stay).

    Example:
        >>> drop_none({"a": None, "b": 0, "c": False, "d": "", "e": []})
        {'b': 0, 'c': False, 'd': '', 'e': []}
    """
    return {key: value for key, value in fields.items() if value is not None}


@dataclass(frozen=True)
class HitDraft:
    """The fields of one Hit, and the JSON path of the input value it was read from."""

    path: str
    fields: Mapping[str, Any]


def _hit(draft: HitDraft) -> Hit:
    try:
        return Hit.model_validate(drop_none(draft.fields))
    except ValidationError as err:
        inner = contract_error(err)
        raise ContractError(
            draft.path, f"cannot become a hit ({inner.path[2:] or 'hit'}: {inner.message})"
        ) from None


def strict_expected(value: Any, where: str = "the expected contract") -> Expected:
    """Validate an expected contract as strictly as a request (``"yes"`` is not a bool).

    Raises:
        ContractError: naming the JSON path inside the contract.
    """
    try:
        # JSON-mode strict validation, as load_request does: no coercion, arrays fill tuples
        return Expected.model_validate_json(json.dumps(value, allow_nan=False), strict=True)
    except (TypeError, ValueError) as err:
        if isinstance(err, ValidationError):
            inner = contract_error(err)
            raise ContractError(inner.path, f"in {where}: {inner.message}") from None
        raise ContractError("$", f"in {where}: not JSON data ({err})") from None


def _expected(expected: Expected | Mapping[str, Any] | None) -> Expected | None:
    if expected is None or isinstance(expected, Expected):
        return expected
    return strict_expected(dict(expected))


def _draft(draft: Draft | JsonValue) -> JsonValue:
    if isinstance(draft, Draft):
        return draft.model_dump(mode="json", exclude_defaults=True)
    return draft


def _depth(value: Any) -> int:
    deepest = 0
    stack: list[tuple[Any, int]] = [(value, 1)]
    while stack:
        node, level = stack.pop()
        if isinstance(node, Mapping):
            children: Iterable[Any] = node.values()
        elif isinstance(node, list | tuple):
            children = node
        else:
            continue
        deepest = max(deepest, level)
        stack.extend((item, level + 1) for item in children)
    return deepest


def build_request(
    *,
    query: str,
    query_path: str,
    hits: Iterable[HitDraft],
    audit: dict[str, JsonValue],
    controller_action: ControllerAction = "answer",
    draft: Draft | JsonValue = None,
    expected: Expected | Mapping[str, Any] | None = None,
    locale: str | None = None,
    request_id: str | None = None,
    clarification: Mapping[str, Any] | None = None,
) -> AnswerRequest:
    """Assemble and validate the AnswerRequest an adapter produces.

    Raises:
        ContractError: naming the path in the adapter's input (a hit, the query), or ``$``
            for a problem with the request as a whole.
    """
    built = tuple(_hit(item) for item in hits)
    # the audit sits two levels below the request object; keep the request loadable
    if _depth(audit) + 1 > MAX_DEPTH:
        raise ContractError("$", f"the kept trace nests deeper than {MAX_DEPTH - 1} levels")
    fields: dict[str, Any] = {
        "request_id": request_id,
        "query": query,
        "locale": locale or guess_locale(query),
        "controller_action": controller_action,
        "hits": built,
        "draft": _draft(draft),
        "expected": _expected(expected),
        "audit": audit,
        "clarification": clarification,
    }
    try:
        return AnswerRequest.model_validate(drop_none(fields))
    except ValidationError as err:
        first = err.errors(include_url=False)[0]
        if first["loc"] and first["loc"][0] == "query":
            raise ContractError(query_path, first["msg"]) from None
        where = json_path(tuple(part for part in first["loc"] if isinstance(part, int | str)))
        raise ContractError(
            "$", f"the adapted request is invalid at {where}: {first['msg']}"
        ) from None
