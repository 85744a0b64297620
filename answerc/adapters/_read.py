"""Typed reads from a foreign payload; every failure names the JSON path into that payload.

The adapters read JSON produced by other systems. These helpers check one field at a time
and raise :class:`~answerc.errors.ContractError` with the path of the offending value in the
adapter's INPUT (``$.retrieved_chunks[2].text``), never in the AnswerRequest being built.
Unknown fields are never an error here: the source systems add fields over time.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from answerc.contract.request import MAX_EXCERPT_CHARS, MAX_HITS
from answerc.contract.wire import check_plain_json, json_path, parse_json
from answerc.errors import ContractError


def child(path: str, key: str | int) -> str:
    """Return the JSON path of a member or an element (the notation of ``wire.json_path``).

    Example:
        >>> child(child("$", "hits"), 2)
        '$.hits[2]'
    """
    return path + json_path((key,))[1:]


def load_payload(payload: Any) -> Any:
    """Parse text or bytes as strict JSON; check anything already parsed is plain JSON
    (no sets, bytes, non-finite floats, integers beyond I-JSON, lone surrogates)."""
    if isinstance(payload, bytes | bytearray | str):
        return parse_json(bytes(payload) if isinstance(payload, bytearray) else payload)
    check_plain_json(payload)
    return payload


def type_name(value: Any) -> str:
    """Name a value's JSON type for an error message.

    Example:
        >>> type_name(True), type_name(3), type_name(None), type_name([])
        ('boolean', 'number', 'null', 'array')
    """
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, int | float):
        return "number"
    if isinstance(value, str):
        return "string"
    if isinstance(value, Mapping):
        return "object"
    if isinstance(value, Sequence):
        return "array"
    return type(value).__name__


def as_object(value: Any, path: str) -> Mapping[str, Any]:
    """Return ``value`` as a JSON object, or raise naming ``path``."""
    if not isinstance(value, Mapping):
        raise ContractError(path, f"expected an object, got {type_name(value)}")
    return value


def as_array(value: Any, path: str) -> Sequence[Any]:
    """Return ``value`` as a JSON array (a list or tuple), or raise naming ``path``."""
    if not isinstance(value, list | tuple):
        raise ContractError(path, f"expected an array, got {type_name(value)}")
    return value


def _present(obj: Mapping[str, Any], key: str, path: str, required: bool) -> Any:
    if key not in obj:
        if required:
            raise ContractError(child(path, key), "missing required field")
        return None
    value = obj[key]
    if value is None and required:
        raise ContractError(child(path, key), "must not be null")
    return value


def get_str(
    obj: Mapping[str, Any],
    key: str,
    path: str,
    *,
    required: bool = False,
    non_empty: bool = False,
) -> str | None:
    """Read a string member; ``non_empty`` also rejects text that is only whitespace."""
    value = _present(obj, key, path, required)
    if value is None:
        return None
    if not isinstance(value, str):
        raise ContractError(child(path, key), f"expected a string, got {type_name(value)}")
    if non_empty and not value.strip():
        raise ContractError(child(path, key), "must not be empty")
    return value


def require_str(obj: Mapping[str, Any], key: str, path: str, *, non_empty: bool = True) -> str:
    """Read a string member that must be present (and, by default, not blank)."""
    value = get_str(obj, key, path, required=True, non_empty=non_empty)
    assert value is not None  # required=True never returns None
    return value


def get_excerpt(obj: Mapping[str, Any], key: str, path: str) -> str:
    """Read the required evidence text of a hit, within the request's excerpt limit."""
    text = require_str(obj, key, path, non_empty=False)
    if len(text) > MAX_EXCERPT_CHARS:
        raise ContractError(
            child(path, key),
            f"{len(text)} characters exceed the limit of {MAX_EXCERPT_CHARS}",
        )
    return text


def get_number(obj: Mapping[str, Any], key: str, path: str) -> float | None:
    """Read an optional number (a boolean is not a number)."""
    value = _present(obj, key, path, False)
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise ContractError(child(path, key), f"expected a number, got {type_name(value)}")
    return float(value)


def get_int(
    obj: Mapping[str, Any], key: str, path: str, *, minimum: int | None = None
) -> int | None:
    """Read an optional integer, at least ``minimum`` when given (``3.0`` is not an integer)."""
    value = _present(obj, key, path, False)
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int):
        raise ContractError(child(path, key), f"expected an integer, got {type_name(value)}")
    if minimum is not None and value < minimum:
        raise ContractError(child(path, key), f"must be at least {minimum}, got {value}")
    return value


def _str_or_int(obj: Mapping[str, Any], key: str, path: str) -> str | int | None:
    value = _present(obj, key, path, False)
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, str | int):
        raise ContractError(
            child(path, key), f"expected a string or an integer, got {type_name(value)}"
        )
    return value


def get_id(obj: Mapping[str, Any], key: str, path: str) -> str | int | None:
    """Read an optional identifier: a non-empty string or an integer."""
    value = _str_or_int(obj, key, path)
    if isinstance(value, str) and not value.strip():
        raise ContractError(child(path, key), "must not be empty")
    return value


def get_text_or_int(obj: Mapping[str, Any], key: str, path: str) -> str | int | None:
    """Read an optional page or section: text or an integer (blank text counts as absent)."""
    value = _str_or_int(obj, key, path)
    if isinstance(value, str) and not value.strip():
        return None
    return value


def get_str_list(obj: Mapping[str, Any], key: str, path: str) -> tuple[str, ...] | None:
    """Read an optional array of strings; a single string counts as a one-element array."""
    value = _present(obj, key, path, False)
    if value is None:
        return None
    if isinstance(value, str):
        return (value,)
    items = as_array(value, child(path, key))
    out: list[str] = []
    for index, item in enumerate(items):
        if not isinstance(item, str):
            raise ContractError(
                child(child(path, key), index), f"expected a string, got {type_name(item)}"
            )
        out.append(item)
    return tuple(out)


def get_hits_array(obj: Mapping[str, Any], key: str, path: str, *, required: bool) -> Sequence[Any]:
    """Read the array of retrieval hits, within the request's hit limit."""
    value = _present(obj, key, path, required)
    if value is None:
        return ()
    return check_hit_count(as_array(value, child(path, key)), child(path, key))


def check_hit_count(items: Sequence[Any], path: str) -> Sequence[Any]:
    """Reject more hits than a request may carry, before any of them is read."""
    if len(items) > MAX_HITS:
        raise ContractError(path, f"{len(items)} hits exceed the limit of {MAX_HITS}")
    return items
