"""Canonical JSON in and out, the request hash, and JSON Schema export."""

from __future__ import annotations

import hashlib
import json
import math
import re
from collections.abc import Callable, Iterable
from typing import Any, Final

import rfc8785
from pydantic import BaseModel, ValidationError

from answerc.contract.request import (
    MAX_DEPTH,
    MAX_EXCERPT_CHARS,
    MAX_GRAPH_EDGES,
    MAX_GRAPH_NODES,
    MAX_HITS,
    AnswerRequest,
)
from answerc.errors import ContractError

MAX_INPUT_BYTES: Final = 512 * 1024 * 1024
"""Above this, input is rejected before parsing (the SPEC limits fit well below it)."""
SCHEMA_BASE_ID: Final = "https://answerc.dev/schemas/"


def json_path(loc: Iterable[int | str]) -> str:
    """Render a location tuple as a JSON path.

    Example:
        >>> json_path(("hits", 3, "score"))
        '$.hits[3].score'
        >>> json_path(("audit", "a.b\\n"))
        '$.audit["a.b\\\\n"]'
    """
    out = "$"
    for part in loc:
        if isinstance(part, int):
            out += f"[{part}]"
        elif part and part.isprintable() and not _PATH_SPECIAL.search(part):
            out += f".{part}"
        else:  # a key that would make the path ambiguous or span lines: quoted, escaped
            out += f"[{json.dumps(part)}]"
    return out


_PATH_SPECIAL: Final = re.compile(r"[\s.\[\]\"'\\]")


MAX_SAFE_INTEGER: Final = 2**53 - 1
"""Integers beyond ±this are rejected: RFC 8785 (the request hash) is defined on I-JSON."""
_MAX_INT_CHARS: Final = 20
"""An integer literal longer than this is certainly beyond MAX_SAFE_INTEGER (or zero-padded,
which JSON forbids), so it is never converted (``int()`` refuses over 4 300 digits)."""
_SURROGATE_ESCAPE: Final = re.compile(r"\\u[dD][89abcdefABCDEF]")
_LONE_SURROGATE: Final = re.compile("[\ud800-\udfff]")


class _Bad:
    """Stands in for a value the JSON grammar allows but answerc does not (a repeated key,
    a number out of range), so that the first one's path can be found after one parse."""

    __slots__ = ("key", "message")

    def __init__(self, message: str, key: str | None = None) -> None:
        self.message = message
        self.key = key


class _Parser:
    """One strict parse: hooks mark what is wrong, one walk afterwards names the path."""

    def __init__(self) -> None:
        self.marked = False

    def pairs(self, pairs: list[tuple[str, Any]]) -> Any:
        result = dict(pairs)
        if len(result) != len(pairs):
            seen: set[str] = set()
            for name, _ in pairs:
                if name in seen:
                    self.marked = True
                    return _Bad(f"duplicate key {name!r}", name)
                seen.add(name)
        return result

    def integer(self, text: str) -> Any:
        if len(text) <= _MAX_INT_CHARS:
            value = int(text)
            if -MAX_SAFE_INTEGER <= value <= MAX_SAFE_INTEGER:
                return value
        self.marked = True
        return _Bad(f"integer {_abbreviate(text)} is outside ±(2**53 - 1) (I-JSON, RFC 8785)")

    def real(self, text: str) -> Any:
        value = float(text)
        if math.isfinite(value):
            return value
        self.marked = True
        return _Bad(f"number {_abbreviate(text)} is out of the range of a double")


def _abbreviate(text: str) -> str:
    return text if len(text) <= 24 else f"{text[:10]}…({len(text)} characters)"


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not valid JSON")


def _check_tree(value: Any, *, marked: bool = True, strings: bool = True) -> None:
    """Raise ContractError at the first problem in document order: a container nested
    deeper than MAX_DEPTH, a value a parse hook marked bad, a string with a lone surrogate.

    Only containers are visited unless ``marked`` or ``strings`` asks for the leaves too.
    """
    stack: list[tuple[Any, int, tuple[int | str, ...]]] = [(value, 1, ())]
    leaves = marked or strings
    while stack:
        node, depth, loc = stack.pop()
        if isinstance(node, dict):
            children: list[tuple[int | str, Any]] = list(node.items())
        elif isinstance(node, list):
            children = list(enumerate(node))
        elif isinstance(node, _Bad):
            where = (*loc, node.key) if node.key is not None else loc
            raise ContractError(json_path(where), node.message)
        else:
            if isinstance(node, str) and _LONE_SURROGATE.search(node):
                raise ContractError(json_path(loc), "a lone surrogate is not valid Unicode")
            continue
        if depth > MAX_DEPTH:
            raise ContractError(json_path(loc), f"nesting deeper than {MAX_DEPTH}")
        for key, child in reversed(children):
            if isinstance(child, dict | list) or (leaves and not isinstance(child, bool | int)):
                if strings and isinstance(key, str) and _LONE_SURROGATE.search(key):
                    raise ContractError(json_path(loc), "a key holds a lone surrogate")
                stack.append((child, depth + 1, (*loc, key)))


def _check_depth(value: Any) -> None:
    """Raise ContractError at the first container nested deeper than MAX_DEPTH."""
    _check_tree(value, marked=False, strings=False)


def _decode(data: bytes | str) -> str:
    if isinstance(data, bytes):
        if len(data) > MAX_INPUT_BYTES:
            raise ContractError("$", f"input larger than {MAX_INPUT_BYTES} bytes")
        try:
            data = data.decode("utf-8")
        except UnicodeDecodeError as err:
            raise ContractError("$", f"input is not UTF-8 (byte {err.start})") from None
    return data.removeprefix("\ufeff")


def _parse_text(text: str, *, decoded: bool = False) -> Any:
    """Parse strict JSON text; ``decoded``: it came from UTF-8 bytes (so holds no raw
    surrogate, and only a ``\\ud8..`` escape can make one)."""
    parser = _Parser()
    try:
        value = json.loads(
            text,
            object_pairs_hook=parser.pairs,
            parse_constant=_reject_constant,
            parse_int=parser.integer,
            parse_float=parser.real,
        )
    except RecursionError:
        raise ContractError("$", f"nesting deeper than {MAX_DEPTH}") from None
    except json.JSONDecodeError as err:
        raise ContractError(
            "$", f"not valid JSON: {err.msg} at line {err.lineno} column {err.colno}"
        ) from None
    except ValueError as err:
        raise ContractError("$", str(err)) from None
    strings = _SURROGATE_ESCAPE.search(text) is not None or (
        not decoded and not text.isascii() and _LONE_SURROGATE.search(text) is not None
    )
    _check_tree(value, marked=parser.marked, strings=strings)
    return value


def check_plain_json(value: Any) -> None:
    """Raise ContractError at the first part of a Python value that is not plain JSON:
    keys other than strings, sets, bytes, non-finite floats, integers beyond I-JSON, lone
    surrogates, nesting deeper than MAX_DEPTH (a tuple counts as an array)."""
    stack: list[tuple[Any, int, tuple[int | str, ...]]] = [(value, 1, ())]
    while stack:
        node, depth, loc = stack.pop()
        if isinstance(node, dict):
            for key in node:
                if not isinstance(key, str):
                    raise ContractError(
                        json_path(loc), f"a key is a {type(key).__name__}, not a string"
                    )
            children: list[tuple[int | str, Any]] = list(node.items())
        elif isinstance(node, list | tuple):
            children = list(enumerate(node))
        else:
            _check_scalar(node, loc)
            continue
        if depth > MAX_DEPTH:
            raise ContractError(json_path(loc), f"nesting deeper than {MAX_DEPTH}")
        for key, child in reversed(children):
            if isinstance(key, str) and _LONE_SURROGATE.search(key):
                raise ContractError(json_path(loc), "a key holds a lone surrogate")
            stack.append((child, depth + 1, (*loc, key)))


def _check_scalar(node: Any, loc: tuple[int | str, ...]) -> None:
    if node is None or isinstance(node, bool):
        return
    if isinstance(node, str):
        if _LONE_SURROGATE.search(node):
            raise ContractError(json_path(loc), "a lone surrogate is not valid Unicode")
    elif isinstance(node, int):
        if not -MAX_SAFE_INTEGER <= node <= MAX_SAFE_INTEGER:
            raise ContractError(json_path(loc), "integer is outside ±(2**53 - 1) (I-JSON)")
    elif isinstance(node, float):
        if not math.isfinite(node):
            raise ContractError(json_path(loc), f"{node!r} is not a JSON number")
    else:
        raise ContractError(json_path(loc), f"a {type(node).__name__} is not a JSON value")


def parse_json(data: bytes | str) -> Any:
    """Parse strict JSON: UTF-8 (a leading BOM tolerated), no NaN, no duplicate keys.

    Raises:
        ContractError: naming the JSON path (``$`` for a document-level problem).
    """
    return _parse_text(_decode(data), decoded=isinstance(data, bytes))


def _precheck_limits(value: Any) -> None:
    """Reject over-limit requests before model validation, so size never costs time."""
    if not isinstance(value, dict):
        return
    hits = value.get("hits")
    if isinstance(hits, list):
        if len(hits) > MAX_HITS:
            raise ContractError("$.hits", f"{len(hits)} hits exceed the limit of {MAX_HITS}")
        for index, hit in enumerate(hits):
            excerpt = hit.get("excerpt") if isinstance(hit, dict) else None
            if isinstance(excerpt, str) and len(excerpt) > MAX_EXCERPT_CHARS:
                raise ContractError(
                    f"$.hits[{index}].excerpt",
                    f"{len(excerpt)} characters exceed the limit of {MAX_EXCERPT_CHARS}",
                )
    graph = value.get("graph")
    if isinstance(graph, dict):
        for name, limit in (("nodes", MAX_GRAPH_NODES), ("edges", MAX_GRAPH_EDGES)):
            items = graph.get(name)
            if isinstance(items, list) and len(items) > limit:
                raise ContractError(
                    f"$.graph.{name}", f"{len(items)} {name} exceed the limit of {limit}"
                )


def contract_error(err: ValidationError) -> ContractError:
    """Turn the first pydantic error into a ContractError naming its JSON path."""
    first = err.errors(include_url=False)[0]
    loc = tuple(part for part in first["loc"] if not _is_union_tag(part))
    message = first["msg"]
    if first["type"] == "extra_forbidden":
        message = "unknown field"
    return ContractError(json_path(loc), message)


def _is_union_tag(part: int | str) -> bool:
    # pydantic adds the union member's type name to the location; it is not a JSON key
    return isinstance(part, str) and (
        part.startswith(("function-", "constrained-"))
        or part in {"str", "int", "float", "bool", "list[str]", "tuple[str, ...]"}
    )


def load_request(data: bytes | str | dict[str, Any]) -> AnswerRequest:
    """Parse and validate a request (JSON bytes or text, or a dict of plain JSON values).

    Raises:
        ContractError: for any invalid input, naming the JSON path.
    """
    if isinstance(data, dict):
        value: Any = data
        check_plain_json(value)
        text = json.dumps(value, ensure_ascii=False)
    elif not isinstance(data, bytes | str):
        raise ContractError(
            "$", f"a request is JSON bytes, text or a dict, not a {type(data).__name__}"
        )
    else:
        text = _decode(data)
        value = _parse_text(text, decoded=isinstance(data, bytes))
    if not isinstance(value, dict):
        raise ContractError("$", "a request must be a JSON object")
    _precheck_limits(value)
    # Strict JSON-mode validation of the same (already checked) text: "yes" is not a bool
    # and "3" is not an int, while JSON arrays still fill tuple fields.
    try:
        return AnswerRequest.model_validate_json(text, strict=True)
    except ValidationError as err:
        raise contract_error(err) from None


def _fix_floats(value: Any) -> Any:
    if isinstance(value, float):
        if not math.isfinite(value):  # pragma: no cover - models reject these on input
            raise ValueError("non-finite float in output")
        rounded = round(value, 6)
        return 0.0 if rounded == 0 else rounded
    if isinstance(value, dict):
        return {key: _fix_floats(child) for key, child in value.items()}
    if isinstance(value, list | tuple):
        return [_fix_floats(child) for child in value]
    return value


def to_jsonable(model: BaseModel) -> Any:
    """Dump a model to plain JSON values with floats fixed to at most 6 decimals."""
    return _fix_floats(model.model_dump(mode="json"))


def dumps(value: Any, *, indent: int | None = 2) -> str:
    """Serialize canonically: sorted keys, UTF-8 text, fixed floats, one final newline.

    Example:
        >>> dumps({"b": 1, "a": 0.1 + 0.2}, indent=None)
        '{"a":0.3,"b":1}\\n'
    """
    plain = to_jsonable(value) if isinstance(value, BaseModel) else _fix_floats(value)
    separators = (",", ":") if indent is None else (",", ": ")
    return (
        json.dumps(plain, sort_keys=True, ensure_ascii=False, indent=indent, separators=separators)
        + "\n"
    )


def canonical_bytes(value: Any) -> bytes:
    """RFC 8785 (JCS) bytes of a JSON value or model."""
    plain = value.model_dump(mode="json") if isinstance(value, BaseModel) else value
    return rfc8785.dumps(plain)


def _utf16_key(key: str) -> bytes:
    return key.encode("utf-16-be", "surrogatepass")


_c_encode_string: Any = json.encoder.encode_basestring
_ESCAPED_BYTES = bytes(range(0x20)) + b'"\\'


def _write_string(text: str, write: Callable[[bytes], Any]) -> None:
    raw = text.encode("utf-8", "surrogatepass")
    # UTF-8 continuation bytes are >= 0x80, so a byte-level check is exact.
    if len(raw.translate(None, _ESCAPED_BYTES)) == len(raw):
        write(b'"')
        write(raw)
        write(b'"')
    else:
        write(_c_encode_string(text).encode("utf-8", "surrogatepass"))


def write_jcs(value: Any, write: Callable[[bytes], Any]) -> None:
    """Write the RFC 8785 (JCS) bytes of a JSON value through ``write``, piece by piece.

    Strings use the C string encoder of ``json``, whose escaping is JCS's (short forms for
    five controls, lowercase six-character escapes for the others, everything else
    literal); numbers go through rfc8785; keys sort by UTF-16 code units as JCS requires.
    Same bytes as ``rfc8785.dumps`` (a property test holds them equal), without building
    one large buffer, so a request at the SPEC limits hashes quickly.
    """
    if isinstance(value, str):
        _write_string(value, write)
    elif isinstance(value, dict):
        _write_object(value, write, lambda _key, child: write_jcs(child, write))
    elif isinstance(value, list | tuple):
        _write_array(value, write, lambda child: write_jcs(child, write))
    else:
        write(rfc8785.dumps(value))


def _write_object(
    obj: dict[str, Any], write: Callable[[bytes], Any], write_value: Callable[[str, Any], None]
) -> None:
    write(b"{")
    for index, key in enumerate(sorted(obj, key=_utf16_key)):
        if index:
            write(b",")
        _write_string(key, write)
        write(b":")
        write_value(key, obj[key])
    write(b"}")


def _write_array(
    items: list[Any] | tuple[Any, ...],
    write: Callable[[bytes], Any],
    write_item: Callable[[Any], None],
) -> None:
    write(b"[")
    for index, child in enumerate(items):
        if index:
            write(b",")
        write_item(child)
    write(b"]")


def _plain_dumps(value: Any) -> bytes:
    text = json.dumps(value, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return text.encode("utf-8", "surrogatepass")


def _write_hit(hit: dict[str, Any], write: Callable[[bytes], Any]) -> None:
    # A Hit has ASCII field names (so code-point and UTF-16 key order agree) and one float,
    # the score: when Python's repr of it is JCS's number form, json.dumps gives JCS bytes.
    # The excerpt (up to 100 000 characters) goes through the faster byte-level string path.
    if not _score_prints_alike(hit):
        write_jcs(hit, write)
        return
    before = _plain_dumps({k: v for k, v in hit.items() if k < "excerpt"})[1:-1]
    after = _plain_dumps({k: v for k, v in hit.items() if k > "excerpt"})[1:-1]
    write(b"{" + before + (b"," if before else b"") + b'"excerpt":')
    _write_string(hit["excerpt"], write)
    write((b"," if after else b"") + after + b"}")


def float_prints_alike(value: float) -> bool:
    """Whether Python's ``repr`` of a float is its RFC 8785 number form.

    Without an exponent (and not inf or nan), rfc8785 prints ``str(value)`` with only a
    trailing ``.0`` dropped, so the two agree exactly when there is none; other forms are
    compared with rfc8785 itself (a property test holds this equal to that comparison).

    Example:
        >>> [float_prints_alike(x) for x in (0.75, 1.0, 1e-07, 1e-10)]
        [True, False, False, True]
    """
    text = repr(value)
    if "e" in text or "n" in text:
        return text.encode() == rfc8785.dumps(value)
    return not text.endswith(".0")


def _jcs_safe(value: Any) -> bool:
    """Whether ``json.dumps`` writes ``value`` exactly as RFC 8785 does.

    True when every key is ASCII (code-point and UTF-16 order agree) and every float
    prints the same in Python and in JCS; strings, integers, booleans and null always do.
    """
    stack = [value]
    pop, extend = stack.pop, stack.extend
    while stack:
        node = pop()
        if isinstance(node, str):
            continue
        if isinstance(node, dict):
            for key in node:
                if not key.isascii():
                    return False
            extend(node.values())
        elif isinstance(node, list | tuple):
            extend(node)
        elif isinstance(node, float) and not float_prints_alike(node):
            return False
    return True


def record_size(record: dict[str, Any]) -> int:
    """RFC 8785 byte length of a hit-shaped record (ASCII keys, an excerpt, one float score).

    Takes the same fast path as the request hash; equal to ``len(rfc8785.dumps(record))``
    (a test holds them equal): when the score prints alike, ``json.dumps`` of the whole
    record is its JCS form but for the key order, which leaves the length alone.
    """
    if _score_prints_alike(record):
        text = json.dumps(record, ensure_ascii=False, separators=(",", ":"))
        return len(text.encode("utf-8", "surrogatepass"))
    total = 0

    def count(part: bytes) -> None:
        nonlocal total
        total += len(part)

    _write_hit(record, count)
    return total


ONE_BUFFER_EXCERPT_CHARS: Final = 1 << 20
"""Up to this many excerpt characters in all, a request's JCS bytes are built in one buffer."""


def _score_prints_alike(hit: dict[str, Any]) -> bool:
    score = hit.get("score")
    return score is None or float_prints_alike(score)


def request_hash(request: AnswerRequest) -> str:
    """SHA-256 of the RFC 8785 (JCS) form of the validated request (defaults filled in).

    The large parts take fast paths that give the same bytes as ``rfc8785.dumps`` (a
    property test holds the two equal): the graph has no floats and only ASCII keys, so
    ``json.dumps`` writes it in JCS form; hits go the same way when their score prints alike.
    When every part can go that way and the excerpts are small, one ``json.dumps`` writes
    the whole request; otherwise the parts are written one by one, so a request at the SPEC
    limits never builds its whole text in memory.
    """
    # draft and audit are JSON values already: serializing them again only copies them
    plain = request.model_dump(mode="json", exclude=set(_JSON_VALUE_FIELDS))
    plain["draft"], plain["audit"] = request.draft, request.audit
    for name in _ADDED_FIELDS:  # unset, a field added later leaves every older hash as it was
        if plain.get(name) is None:
            plain.pop(name, None)
    hits = plain["hits"]
    if (
        sum(len(hit["excerpt"]) for hit in hits) <= ONE_BUFFER_EXCERPT_CHARS
        and all(_score_prints_alike(hit) for hit in hits)
        and all(_jcs_safe(value) for key, value in plain.items() if key not in _FAST_FIELDS)
    ):
        return "sha256:" + hashlib.sha256(_plain_dumps(plain)).hexdigest()
    digest = hashlib.sha256()
    write = digest.update

    def write_field(key: str, value: Any) -> None:
        if key == "graph" and value is not None:
            write(_plain_dumps(value))
        elif key == "hits":
            _write_array(value, write, lambda hit: _write_hit(hit, write))
        elif _jcs_safe(value):
            write(_plain_dumps(value))
        else:
            write_jcs(value, write)

    _write_object(plain, write, write_field)
    return "sha256:" + digest.hexdigest()


_JSON_VALUE_FIELDS: Final = frozenset({"draft", "audit"})
_ADDED_FIELDS: Final = ("clarification",)
"""Request fields added after the first release: hashed only when set."""
_FAST_FIELDS: Final = frozenset({"graph", "hits"})
"""Request fields whose JCS form is known to match ``json.dumps`` (hits: once scores do)."""
