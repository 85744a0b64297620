"""``--lexicon FILE``: read a user lexicon once, validate it, and share it with workers.

The file format is ``answerc.lexicon/v1`` (docs/lexicon.md): content-word synonym groups per
language. :func:`read_lexicon_file` is the CLI edge (compile, check, eval, batch, serve): a
file that is not a valid lexicon raises :class:`ContractError` naming the JSON path and the
file (exit 2). Worker processes receive the file's bytes, never a path, and build the
lexicon once per process with :func:`lexicon_from_bytes`.
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING

from answerc.errors import ContractError

if TYPE_CHECKING:
    from answerc.grounding.lexicon import Lexicon

LEXICON_HELP = "a user lexicon of domain synonyms (JSON, docs/lexicon.md)"
"""The help text of every ``--lexicon FILE`` option."""


@functools.lru_cache(maxsize=4)
def lexicon_from_bytes(data: bytes) -> Lexicon:
    """The lexicon of a user lexicon file's bytes, built once per process per content.

    Raises:
        ContractError: the bytes are not a valid user lexicon (the path names the entry).

    Example:
        >>> lex = lexicon_from_bytes(b'{"synonyms": {"en": [["snapshot", "backup"]]}}')
        >>> lex.same_group("en", "snapshot", "backup")
        'synonym.user'
    """
    from answerc.grounding.lexicon import load_lexicon

    return load_lexicon(data)


def read_lexicon_file(name: str) -> tuple[bytes, Lexicon]:
    """Read and validate the lexicon file ``name``: its bytes and the lexicon they give.

    Raises:
        ContractError: the file is not a valid lexicon; the message ends with the file name.
        OSError: the file cannot be read.
    """
    with open(name, "rb") as handle:
        data = handle.read()
    try:
        return data, lexicon_from_bytes(data)
    except ContractError as err:
        raise ContractError(err.path, f"{err.message} (--lexicon {name})") from None


def optional_lexicon(name: str | None) -> Lexicon | None:
    """The lexicon of ``--lexicon FILE``, or None when the option was not given."""
    return None if name is None else read_lexicon_file(name)[1]


__all__ = ["LEXICON_HELP", "lexicon_from_bytes", "optional_lexicon", "read_lexicon_file"]
