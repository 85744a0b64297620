"""The ``answerc batch`` arguments (light: argparse only, so ``answerc --help`` stays fast)."""

from __future__ import annotations

import argparse
from typing import Any


def _cmd_batch(args: argparse.Namespace) -> int:
    from answerc.batch.cli import cli_batch

    return cli_batch(args)


def add_batch_parser(sub: Any) -> None:
    """Register ``answerc batch`` on the CLI's subparsers."""
    p = sub.add_parser(
        "batch",
        help="compile a log of AnswerRequests (JSON Lines or Parquet), one record per input",
        description="Compile every AnswerRequest of IN: one output record per input record, "
        "in input order, the same bytes whatever --jobs and --engine.",
    )
    p.add_argument("input", metavar="IN", help="JSON Lines file, - for stdin, or a Parquet file")
    p.add_argument("-o", "--output", metavar="OUT", required=True, help="output file (- stdout)")
    p.add_argument(
        "--output-format",
        choices=("jsonl", "parquet"),
        default=None,
        help="default: the format of IN",
    )
    p.add_argument(
        "--jobs",
        "-j",
        type=int,
        default=0,
        metavar="N",
        help="worker processes (local) or CPUs of a local Ray; 0 = all usable CPUs (default)",
    )
    p.add_argument("--engine", choices=("local", "ray"), default="local")
    p.add_argument(
        "--lexicon",
        default=None,
        metavar="FILE",
        help="a user lexicon of domain synonyms (JSON, docs/lexicon.md); read once, "
        "loaded once per worker",
    )
    p.add_argument(
        "--progress",
        choices=("auto", "always", "never"),
        default="auto",
        help="progress bar on stderr (auto: when stderr is a terminal)",
    )
    p.set_defaults(handler=_cmd_batch)
