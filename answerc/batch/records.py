"""The pure batch function: request texts in, output records out (no I/O, no engine).

A *row* is the flat form of one output record, the same for every engine and format::

    line, request_id, request_hash, verdict, answer, error_path, error_message

``answer`` is the canonical compact JSON text of the CompiledAnswer; exactly one of
``answer`` and ``error_path`` is set. :func:`wire_line` turns a row into the JSON Lines
record of the issue: ``{"answer", "line", "request_hash", "request_id", "verdict"}`` or
``{"error": {"message", "path"}, "line"}`` (sorted keys, compact, like ``dumps``).
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator, Mapping
from typing import Any, Final, TypedDict

from answerc.contract.wire import dumps, load_request
from answerc.errors import ContractError
from answerc.grounding.lexicon import Lexicon
from answerc.pipeline import compile as compile_request
from answerc.user_lexicon import lexicon_from_bytes

ROW_FIELDS: Final = (
    "line",
    "request_id",
    "request_hash",
    "verdict",
    "answer",
    "error_path",
    "error_message",
)
"""Column order of a row (and of the Parquet output)."""

INTERNAL_ERROR_PREFIX: Final = "internal error: "
"""An error record whose message starts so is answerc's fault, not the record's."""


class Row(TypedDict):
    """One output record in flat form (see the module docstring)."""

    line: int | None
    request_id: str | None
    request_hash: str | None
    verdict: str | None
    answer: str | None
    error_path: str | None
    error_message: str | None


def error_row(line: int | None, path: str, message: str) -> Row:
    """The row of a record that could not be compiled.

    Example:
        >>> error_row(3, "$.query", "Field required")["error_path"]
        '$.query'
    """
    return Row(
        line=line,
        request_id=None,
        request_hash=None,
        verdict=None,
        answer=None,
        error_path=path,
        error_message=message,
    )


def user_lexicon(lexicon: bytes | Lexicon | None) -> Lexicon | None:
    """The lexicon of a user lexicon file's bytes (built once per process), or as given.

    Raises:
        ContractError: the bytes are not a valid user lexicon.
    """
    return lexicon_from_bytes(lexicon) if isinstance(lexicon, bytes) else lexicon


def compile_record(
    request: str | bytes | None,
    *,
    line: int | None = None,
    lexicon: bytes | Lexicon | None = None,
) -> Row:
    """Compile one request text into its row; a bad request is an error row, never a raise.

    ``lexicon`` is a user lexicon (``--lexicon FILE``): the file's bytes, loaded once per
    process, or a :class:`Lexicon`. An invalid lexicon raises :class:`ContractError` (it is
    the run's fault, not the record's).

    An exception that is not the record's fault (a bug in answerc) is also kept as an
    error row, its message starting with :data:`INTERNAL_ERROR_PREFIX`, so that one record
    cannot end a run over millions; the CLI counts those apart and exits 1 at the end.
    """
    lex = user_lexicon(lexicon)
    if request is None:
        return error_row(line, "$", "request is null")
    try:
        compiled = compile_request(load_request(request), lexicon=lex)
    except ContractError as err:
        return error_row(line, err.path, err.message)
    except Exception as err:  # a bug in answerc: keep the run going, report it apart
        return error_row(line, "$", f"{INTERNAL_ERROR_PREFIX}{type(err).__name__}: {err}")
    return Row(
        line=line,
        request_id=compiled.request_id,
        request_hash=compiled.request_hash,
        verdict=compiled.verdict,
        answer=dumps(compiled, indent=None)[:-1],
        error_path=None,
        error_message=None,
    )


def compile_records(
    records: Iterable[Mapping[str, Any]], *, lexicon: bytes | Lexicon | None = None
) -> list[Row]:
    """The batch function of every engine: ``{"request"[, "line"]}`` records in, rows out.

    Pure: the same records (and lexicon) give the same rows, in the same order, in any
    process.
    """
    lex = user_lexicon(lexicon)
    return [
        compile_record(record.get("request"), line=record.get("line"), lexicon=lex)
        for record in records
    ]


def _json_string(value: str | None) -> str:
    return json.dumps(value, ensure_ascii=False)


def wire_line(row: Row, line: int) -> str:
    """The JSON Lines record of a row (no newline): what ``dumps(record, indent=None)`` gives.

    Spliced from the row's pieces, so the answer is not parsed again.

    Example:
        >>> wire_line(error_row(None, "$", "request is null"), 7)
        '{"error":{"message":"request is null","path":"$"},"line":7}'
    """
    if row["answer"] is not None:
        return (
            f'{{"answer":{row["answer"]},"line":{line:d},'
            f'"request_hash":{_json_string(row["request_hash"])},'
            f'"request_id":{_json_string(row["request_id"])},'
            f'"verdict":{_json_string(row["verdict"])}}}'
        )
    error = {"message": row["error_message"], "path": row["error_path"]}
    return dumps({"error": error, "line": line}, indent=None)[:-1]


def is_blank(line: bytes) -> bool:
    """Whether a JSON Lines line holds no record (empty or ASCII whitespace only).

    Example:
        >>> [is_blank(x) for x in (b"", b" \\t\\r", b"{}")]
        [True, True, False]
    """
    return not line.strip()


def numbered_lines(lines: Iterable[bytes]) -> Iterator[tuple[int, bytes]]:
    """Number physical lines from 1 and drop blank ones; a line's ``\\n`` / ``\\r\\n`` is cut.

    Only ``\\n`` ends a line (not U+2028 or a lone ``\\r``, which JSON text may hold).
    """
    for number, raw in enumerate(lines, start=1):
        if not is_blank(raw):
            yield number, raw.removesuffix(b"\n").removesuffix(b"\r")


def split_lines(data: bytes) -> Iterator[tuple[int, bytes]]:
    """Split a whole JSON Lines document into numbered records (as :func:`numbered_lines`).

    Example:
        >>> list(split_lines(b'{"a":1}\\r\\n\\n{"b":2}\\n'))
        [(1, b'{"a":1}'), (3, b'{"b":2}')]
    """
    return numbered_lines(data.split(b"\n"))
