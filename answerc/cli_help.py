"""The words of ``answerc COMMAND --help``: what each command does, its exit codes, an example.

Kept apart from ``answerc.cli`` so that the parser stays short; plain strings only, so
``--help`` imports nothing heavy.
"""

from __future__ import annotations

import argparse
from typing import Final

EXIT_CODES: Final = """\
exit codes:
  0  success, whatever the verdict
  2  invalid input: one line on stderr naming the JSON path, nothing on stdout
  1  internal error"""

EVAL_EXIT_CODES: Final = """\
exit codes:
  0  the release gate is ready
  3  the release gate is not ready
  2  invalid input: one line on stderr naming what is wrong, nothing on stdout
  1  internal error"""


class Formatter(argparse.RawDescriptionHelpFormatter):
    """Keep the description's and epilog's line breaks; show each option's real default."""

    def _get_help_string(self, action: argparse.Action) -> str | None:
        text = action.help or ""
        default = action.default
        if default in (None, False, argparse.SUPPRESS) or "default" in text:
            return text
        return f"{text} (default: {default})"


def epilog(example: str, exit_codes: str = EXIT_CODES) -> str:
    """The text after the options: exit codes, then one example."""
    return f"{exit_codes}\n\nexample:\n  {example}"


COMMANDS: Final[dict[str, tuple[str, str, str]]] = {
    "pack": (
        "the evidence pack and the generator's view (FILE or - for stdin)",
        "Build the evidence pack K1..Kn of a request and print it with agent_view: what the "
        "generator may see (no scores, lanes or traces) and the instruction, in the request's "
        "locale, to write a Draft citing those ids. Compiling the same request later with the "
        "draft gives the same K ids.",
        "answerc pack fixtures/requests/refund-call-chain.json",
    ),
    "compile": (
        "compile an AnswerRequest (FILE or - for stdin)",
        "Compile one AnswerRequest: pack the hits into K1..Kn, build the canonical answer, "
        "check the draft claim by claim and print the CompiledAnswer (JSON) or the rendered "
        "Markdown. With --judge an LLM may only downgrade the verdict; with --organize it may "
        "reword the Markdown, which is used only if every fact survives.",
        "answerc compile fixtures/requests/refund-call-chain.json --format markdown --locale en",
    ),
    "check": (
        "print the grounding report only",
        "Compile a request and print only its grounding report: the five checks in order, "
        "each claim's result with its reason codes, and the verdict.",
        "answerc check fixtures/requests/refund-call-chain.json",
    ),
    "eval": (
        "evaluate labelled case sets (JSON Lines); exit 0 gate ready, 3 not ready",
        "Run every case of one or more labelled sets and print the confusion matrix, "
        "precision / recall / F1 with 'unsafe' as the positive class, unsafe cases judged "
        "safe (hard_invariant_false_safe) and whether the release gate is ready "
        "(docs/eval.md).",
        "answerc eval benchmarks/case-sets/blind-1.jsonl --format json",
    ),
    "schema": (
        "print the JSON Schema of a wire model",
        "Print the JSON Schema 2020-12 of one wire model (AnswerRequest, CompiledAnswer, ...), "
        "or the list of names when none is given.",
        "answerc schema AnswerRequest",
    ),
    "demo": (
        "compile the bundled example and print it",
        "Compile the example request shipped with answerc and print its rendered answer.",
        "answerc demo --locale en",
    ),
    "adapt": (
        "turn a retrieval response into an AnswerRequest",
        "Turn a py-rag search response, a SuperMew RAG trace or Milvus hybrid-search hits "
        "into an AnswerRequest, printed as canonical JSON ready for `answerc compile -`.",
        "answerc adapt supermew trace.json --draft draft.json"
        " | answerc compile - --format markdown",
    ),
    "serve": (
        "run the HTTP service (pip install 'answerc[serve]')",
        "Serve pack, compile and check over HTTP (POST /v1/pack, /v1/compile, /v1/check; "
        "GET /v1/schemas/{name}, /healthz, /readyz, /openapi.json). Bodies are byte-identical "
        "to the CLI; errors are application/problem+json (docs/serve.md).",
        "answerc serve --host 127.0.0.1 --port 8080 --workers 2",
    ),
}
"""Per command: the one-line help, the description, one example."""


def subparser(
    sub: argparse._SubParsersAction[argparse.ArgumentParser], name: str
) -> argparse.ArgumentParser:
    """Add a documented subcommand (help, description, exit codes, example, defaults)."""
    short, description, example = COMMANDS[name]
    codes = EVAL_EXIT_CODES if name == "eval" else EXIT_CODES
    return sub.add_parser(
        name,
        help=short,
        description=description,
        epilog=epilog(example, codes),
        formatter_class=Formatter,
    )
