"""``answerc adapt {pyrag|supermew|milvus} FILE|- [--draft FILE] [--expected FILE] [--query Q]``.

Prints the AnswerRequest as canonical JSON, only after everything succeeded. Invalid input
raises ContractError (the CLI prints the JSON path and exits 2, with nothing on stdout).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Mapping
from typing import Any, Final

from pydantic import JsonValue

from answerc.adapters._common import strict_expected
from answerc.adapters.milvus import from_milvus
from answerc.adapters.pyrag import from_pyrag
from answerc.adapters.supermew import from_supermew
from answerc.contract.draft import Expected
from answerc.contract.request import AnswerRequest
from answerc.contract.wire import dumps, parse_json
from answerc.errors import ContractError

Adapter = Callable[..., AnswerRequest]
ADAPTERS: Final[Mapping[str, Adapter]] = {
    "milvus": from_milvus,
    "pyrag": from_pyrag,
    "supermew": from_supermew,
}


def _read(name: str) -> bytes:
    if name == "-":
        return sys.stdin.buffer.read()
    with open(name, "rb") as handle:
        return handle.read()


def read_draft(data: bytes) -> JsonValue:
    """Return a draft file's JSON, or its text when it is not strict JSON.

    A draft that does not parse is not an input error: passed on as text, it makes the
    verdict ``degraded`` (SPEC §2, §6). Only bytes that are not UTF-8 are refused.

    Example:
        >>> read_draft(b'{"abstained": true}'), read_draft(b"{not json")
        ({'abstained': True}, '{not json')
    """
    try:
        text = data.decode("utf-8").removeprefix("\ufeff")
    except UnicodeDecodeError as err:
        raise ContractError("$", f"the --draft file is not UTF-8 (byte {err.start})") from None
    try:
        value: JsonValue = parse_json(text)
    except ContractError:
        return text
    return value


def read_expected(data: bytes) -> Expected:
    """Parse and validate an expected-contract file (an input error when it is invalid)."""
    try:
        value: Any = parse_json(data)
    except ContractError as err:
        raise ContractError(err.path, f"in the --expected file: {err.message}") from None
    return strict_expected(value, "the --expected file")


def cli_adapt(args: argparse.Namespace) -> int:
    """Run ``answerc adapt``; return the exit code (errors propagate as ContractError)."""
    adapter = ADAPTERS[args.system]
    query = getattr(args, "query", None)
    options: dict[str, Any] = {}
    if query is not None:
        if args.system != "milvus":
            raise ContractError(
                "$.query",
                f"--query applies to milvus only; {args.system} responses carry their own query",
            )
        options["query"] = query
    if args.draft is not None:
        options["draft"] = read_draft(_read(args.draft))
    if args.expected is not None:
        options["expected"] = read_expected(_read(args.expected))
    request = adapter(parse_json(_read(args.file)), **options)
    sys.stdout.write(dumps(request))
    sys.stdout.flush()
    return 0
