"""The CLI edge: read, call the pipeline, write, exit codes (0 ok, 2 invalid input, 1 internal;
``eval`` adds 3: release gate not ready).

Imports are lazy so that ``answerc --help`` starts fast.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from answerc.contract.output import CompiledAnswer
    from answerc.contract.request import AnswerRequest

EXIT_OK = 0
EXIT_INTERNAL = 1
EXIT_INVALID = 2


def _read_input(name: str) -> bytes:
    if name == "-":
        return sys.stdin.buffer.read()
    with open(name, "rb") as handle:
        return handle.read()


def _emit(text: str) -> None:
    """Write the whole output at once, only after everything succeeded."""
    sys.stdout.write(text)
    sys.stdout.flush()


def _add_judge_options(parser: argparse.ArgumentParser) -> None:
    group = parser.add_argument_group("judge (optional, may only downgrade)")
    group.add_argument("--judge", action="store_true", help="run the advisory LLM judge")
    group.add_argument("--organize", action="store_true", help="let an LLM reword the Markdown")
    group.add_argument(
        "--judge-base-url", default=None, help="OpenAI-compatible URL (env ANSWERC_JUDGE_BASE_URL)"
    )
    group.add_argument("--judge-model", default=None, help="model (env ANSWERC_JUDGE_MODEL)")
    group.add_argument(
        "--judge-timeout",
        type=float,
        default=None,
        help="total seconds per judge call (default: 30)",
    )


def _add_serve_options(parser: argparse.ArgumentParser) -> None:
    from answerc.serve.options import add_serve_options

    add_serve_options(parser)


def _add_lexicon_option(parser: argparse.ArgumentParser) -> None:
    from answerc.user_lexicon import LEXICON_HELP

    parser.add_argument("--lexicon", default=None, metavar="FILE", help=LEXICON_HELP)


def _load(name: str) -> AnswerRequest:
    from answerc.contract.wire import load_request

    return load_request(_read_input(name))


def _finish(compiled: CompiledAnswer, args: argparse.Namespace) -> str:
    from answerc.contract.wire import dumps
    from answerc.pipeline import with_markdown

    locale = getattr(args, "locale", None)
    # markdown is already set only by --organize (its accepted text, or the deterministic one)
    if args.format == "markdown":
        if compiled.markdown is None:
            compiled = with_markdown(compiled, locale=locale)
        return compiled.markdown or ""
    if getattr(args, "markdown", False) and compiled.markdown is None:
        compiled = with_markdown(compiled, locale=locale)
    return dumps(compiled)


def _apply_llm(
    compiled: CompiledAnswer, request: AnswerRequest, args: argparse.Namespace
) -> CompiledAnswer:
    if not (getattr(args, "judge", False) or getattr(args, "organize", False)):
        return compiled
    from answerc.judge.cli import apply_llm_options

    return apply_llm_options(compiled, request, args, os.environ)


def cmd_compile(args: argparse.Namespace) -> int:
    """Compile a request and print JSON or Markdown."""
    from answerc.pipeline import compile as compile_request
    from answerc.user_lexicon import optional_lexicon

    lexicon = optional_lexicon(args.lexicon)
    request = _load(args.file)
    compiled = _apply_llm(compile_request(request, lexicon=lexicon), request, args)
    _emit(_finish(compiled, args))
    return EXIT_OK


def cmd_check(args: argparse.Namespace) -> int:
    """Print only the grounding report of a request."""
    from answerc.contract.wire import dumps
    from answerc.pipeline import compile as compile_request
    from answerc.user_lexicon import optional_lexicon

    lexicon = optional_lexicon(args.lexicon)
    compiled = compile_request(_load(args.file), lexicon=lexicon)
    _emit(dumps(compiled.grounding))
    return EXIT_OK


def cmd_pack(args: argparse.Namespace) -> int:
    """Print the evidence pack and the generator's agent view of a request."""
    from answerc.contract.agent_view import pack
    from answerc.contract.wire import dumps

    _emit(dumps(pack(_load(args.file))))
    return EXIT_OK


def cmd_serve(args: argparse.Namespace) -> int:
    """Run the HTTP service (extra answerc[serve])."""
    from answerc.serve.cli import cli_serve

    return cli_serve(args)


def cmd_demo(args: argparse.Namespace) -> int:
    """Compile the bundled example and print the rendered answer."""
    from importlib import resources

    from answerc.contract.wire import load_request
    from answerc.pipeline import compile as compile_request

    data = resources.files("answerc.examples").joinpath("demo.json").read_bytes()
    compiled = compile_request(load_request(data))
    _emit(_finish(compiled, args))
    return EXIT_OK


def cmd_schema(args: argparse.Namespace) -> int:
    """Print the JSON Schema of one wire model, or the list of names."""
    from answerc.contract.schemas import WIRE_MODELS, schema_text

    if args.name is None:
        _emit("".join(f"{name}\n" for name in sorted(WIRE_MODELS)))
        return EXIT_OK
    if args.name not in WIRE_MODELS:
        sys.stderr.write(
            f"answerc: unknown schema {args.name!r}; one of: {', '.join(sorted(WIRE_MODELS))}\n"
        )
        return EXIT_INVALID
    _emit(schema_text(args.name))
    return EXIT_OK


def cmd_eval(args: argparse.Namespace) -> int:
    """Run labelled case sets, print the report; exit 0 gate ready, 3 not ready."""
    from answerc.evaluate_cli import cli_eval

    return cli_eval(args)


def cmd_adapt(args: argparse.Namespace) -> int:
    """Turn a retrieval system's response into an AnswerRequest."""
    from answerc.adapters.cli import cli_adapt

    return cli_adapt(args)


def build_parser() -> argparse.ArgumentParser:
    """The argument parser (no heavy imports); the words live in ``answerc.cli_help``."""
    from answerc.cli_help import EXIT_CODES, subparser

    parser = argparse.ArgumentParser(
        prog="answerc",
        description="Deterministic answer-contract compiler and grounding checker.",
        epilog=EXIT_CODES
        + "\n  3  answerc eval: the release gate is not ready"
        + "\n\nRun 'answerc COMMAND --help' for a command's options.",
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    file_help = "the AnswerRequest JSON file, or - for stdin"
    locale_help = "language of the Markdown (default: the request's locale)"

    p = subparser(sub, "pack")
    p.add_argument("file", metavar="FILE|-", help=file_help)
    p.set_defaults(handler=cmd_pack)

    p = subparser(sub, "compile")
    p.add_argument("file", metavar="FILE|-", help=file_help)
    p.add_argument("--format", choices=("json", "markdown"), default="json", help="output")
    p.add_argument("--locale", choices=("zh", "en"), default=None, help=locale_help)
    p.add_argument("--markdown", action="store_true", help="with --format json: add markdown")
    _add_lexicon_option(p)
    _add_judge_options(p)
    p.set_defaults(handler=cmd_compile)

    p = subparser(sub, "check")
    p.add_argument("file", metavar="FILE|-", help=file_help)
    _add_lexicon_option(p)
    p.set_defaults(handler=cmd_check)

    p = subparser(sub, "eval")
    p.add_argument("cases", metavar="FILE|-", nargs="+", help="case files; - reads stdin")
    p.add_argument("--format", choices=("json", "table", "junit"), default="table", help="output")
    p.add_argument("--html", default=None, metavar="REPORT.html", help="also write an HTML report")
    p.add_argument("--prefix-ids", action="store_true", help="prefix each id with its file's stem")
    p.add_argument(
        "--max-false-safe",
        type=int,
        default=0,
        metavar="N",
        help="unsafe cases judged safe that the gate allows",
    )
    p.add_argument(
        "--max-safe-rejected",
        type=float,
        default=None,
        metavar="RATE",
        help="highest share of safe cases rejected the gate allows (default: no limit)",
    )
    p.add_argument(
        "--unpaid",
        action="store_true",
        help="list the first unpaid token of each rejected safe claim, by frequency",
    )
    _add_lexicon_option(p)
    _add_judge_options(p)
    p.set_defaults(handler=cmd_eval)

    p = subparser(sub, "schema")
    p.add_argument("name", nargs="?", default=None, help="a wire model (none: list the names)")
    p.set_defaults(handler=cmd_schema)

    p = subparser(sub, "demo")
    p.add_argument("--format", choices=("json", "markdown"), default="markdown", help="output")
    p.add_argument("--locale", choices=("zh", "en"), default=None, help=locale_help)
    p.set_defaults(handler=cmd_demo)

    p = subparser(sub, "adapt")
    p.add_argument("system", choices=("pyrag", "supermew", "milvus"), help="the payload's system")
    p.add_argument("file", metavar="FILE|-", help="the system's JSON payload, or - for stdin")
    p.add_argument("--draft", default=None, metavar="FILE", help="the generator's draft")
    p.add_argument("--expected", default=None, metavar="FILE", help="an Expected contract")
    p.add_argument("--query", default=None, help="milvus: the query, when the hits carry none")
    p.set_defaults(handler=cmd_adapt)

    p = subparser(sub, "serve")
    _add_serve_options(p)
    _add_lexicon_option(p)
    _add_judge_options(p)
    p.set_defaults(handler=cmd_serve)

    from answerc.batch.args import add_batch_parser

    add_batch_parser(sub)
    return parser


def _one_line(text: str) -> str:
    """The message as exactly one stderr line: line breaks and other controls escaped."""
    if text.isprintable():
        return text + "\n"
    return "".join(c if c.isprintable() else ascii(c)[1:-1] for c in text) + "\n"


def main(argv: Sequence[str] | None = None) -> int:
    """Run the CLI and return the exit code."""
    args = build_parser().parse_args(argv)
    handler: Callable[[argparse.Namespace], int] = args.handler
    from answerc.errors import ContractError

    try:
        return handler(args)
    except ContractError as err:
        sys.stderr.write(_one_line(f"answerc: invalid input at {err.path}: {err.message}"))
        return EXIT_INVALID
    except OSError as err:
        sys.stderr.write(_one_line(f"answerc: cannot read input: {err}"))
        return EXIT_INVALID
    except KeyboardInterrupt:
        return 130
    except Exception as err:
        if os.environ.get("ANSWERC_DEBUG"):
            raise
        sys.stderr.write(f"answerc: internal error: {type(err).__name__}: {err}\n")
        return EXIT_INTERNAL
