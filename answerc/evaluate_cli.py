"""The CLI edge of ``answerc eval FILE... | -``: read, evaluate, write, exit by the gate.

Exit codes: 0 the release gate is ready, 3 it is not, 2 invalid input (an unreadable, empty
or malformed case file, a duplicate id, a bad option, an unwritable ``--html`` path), 1 an
internal error (from ``answerc.cli.main``). Everything is computed before anything is
written; the HTML report goes to a temporary file renamed into place, so a failed run
leaves neither half a report nor half of stdout.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import sys
import tempfile
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, Final

from answerc.contract.verdict import Verdict
from answerc.errors import ContractError
from answerc.evaluate import STDIN_NAME, CaseError, EvalReport, evaluate_cases, read_sources
from answerc.evaluate_gate import Thresholds

if TYPE_CHECKING:
    from answerc.evaluate_unpaid import UnpaidCounts
    from answerc.grounding.lexicon import Lexicon

EXIT_READY: Final = 0
EXIT_INVALID: Final = 2
EXIT_NOT_READY: Final = 3


class EvalInputError(Exception):
    """Input the user must fix; the message is printed after ``answerc eval: `` (exit 2)."""


def _read_sources(names: Sequence[str]) -> list[tuple[str, str]]:
    if names.count("-") > 1:
        raise EvalInputError("'-' (standard input) can be given only once")
    sources: list[tuple[str, str]] = []
    for name in names:
        try:
            if name == "-":
                sources.append((STDIN_NAME, sys.stdin.buffer.read().decode("utf-8-sig")))
            else:
                sources.append((name, Path(name).read_text(encoding="utf-8-sig")))
        except (OSError, UnicodeDecodeError) as err:
            shown = STDIN_NAME if name == "-" else name
            raise EvalInputError(f"cannot read {shown}: {err}") from None
    return sources


def _thresholds(args: argparse.Namespace) -> Thresholds:
    try:
        return Thresholds(
            max_false_safe=args.max_false_safe, max_safe_rejected=args.max_safe_rejected
        )
    except ValueError as err:
        raise EvalInputError(str(err)) from None


def _progress() -> Any:
    if not sys.stderr.isatty():
        return None

    def progress(done: int, total: int, case_id: str) -> None:
        sys.stderr.write(f"\r[{done}/{total}] {case_id[:40]:<40}")
        if done == total:
            sys.stderr.write("\r" + " " * 60 + "\r")
        sys.stderr.flush()

    return progress


def _write_atomic(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` through a temporary file in the same folder."""
    folder = path.parent if str(path.parent) else Path()
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=folder)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as handle:
            handle.write(text)
        umask = os.umask(0)
        os.umask(umask)
        os.chmod(tmp, 0o666 & ~umask)  # mkstemp made it 0600; give it a new file's mode
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def _lexicon(name: str | None) -> Lexicon | None:
    from answerc.user_lexicon import optional_lexicon

    try:
        return optional_lexicon(name)
    except ContractError as err:
        raise EvalInputError(f"invalid lexicon at {err.path}: {err.message}") from None
    except OSError as err:
        raise EvalInputError(f"cannot read --lexicon {name}: {err}") from None


def _stdout_text(
    fmt: str,
    report: EvalReport,
    summary: dict[str, Any],
    finals: Mapping[str, Verdict],
    unpaid: UnpaidCounts | None = None,
) -> str:
    from answerc.contract.wire import dumps

    if fmt == "json":
        extra = {} if unpaid is None else {"unpaid": list(unpaid.rows)}
        return dumps({"cases": [o.to_json() for o in report.outcomes], **summary, **extra})
    if fmt == "junit":
        from answerc.evaluate_junit import junit_xml

        return junit_xml(report, summary, finals)
    from answerc.evaluate_table import format_table

    text = format_table(report, summary)
    if "judge" in summary:
        from answerc.evaluate_judge import format_judge_table

        text += format_judge_table(summary["judge"])
    if unpaid is not None:
        from answerc.evaluate_unpaid import format_unpaid

        text += format_unpaid(unpaid)
    return text


def run_eval(args: argparse.Namespace) -> int:
    """Evaluate, write the outputs, and return the exit code (raises EvalInputError)."""
    thresholds = _thresholds(args)
    html_path = Path(args.html) if getattr(args, "html", None) else None
    if html_path is not None and importlib.util.find_spec("matplotlib") is None:
        raise EvalInputError("--html needs matplotlib: pip install 'answerc[report]'")
    want_unpaid = bool(getattr(args, "unpaid", False))
    if want_unpaid and args.format == "junit":
        raise EvalInputError("--unpaid needs --format table or --format json, not junit")
    lexicon = _lexicon(getattr(args, "lexicon", None))
    try:
        cases = read_sources(_read_sources(args.cases), prefix_ids=args.prefix_ids)
    except CaseError as err:
        raise EvalInputError(str(err)) from None
    report = evaluate_cases(cases, _progress(), lexicon=lexicon)
    summary = report.summary(thresholds)
    finals: dict[str, Verdict] = {o.case.id: o.report.verdict for o in report.outcomes}
    if getattr(args, "judge", False):
        from answerc.evaluate_judge import final_verdicts, judge_calibration, with_judge

        calibration = judge_calibration(report, args)
        summary = with_judge(summary, calibration, thresholds)
        finals.update(final_verdicts(calibration))
    unpaid = None
    if want_unpaid:
        from answerc.evaluate_unpaid import unpaid_tokens

        unpaid = unpaid_tokens(report.outcomes)
    out = _stdout_text(args.format, report, summary, finals, unpaid)
    if html_path is not None:
        from answerc.evaluate_html import render_html

        shown = [STDIN_NAME if name == "-" else name for name in args.cases]
        page = render_html(report, summary, finals, sources=shown)
        try:
            _write_atomic(html_path, page)
        except OSError as err:
            raise EvalInputError(f"cannot write --html {html_path}: {err}") from None
    sys.stdout.write(out)
    sys.stdout.flush()
    return EXIT_READY if summary["release_gate_ready"] else EXIT_NOT_READY


def cli_eval(args: argparse.Namespace) -> int:
    """``answerc eval``: 0 gate ready, 3 gate not ready, 2 invalid input."""
    try:
        return run_eval(args)
    except EvalInputError as err:
        sys.stderr.write(f"answerc eval: {err}\n")
        return EXIT_INVALID


__all__ = ["EXIT_NOT_READY", "EXIT_READY", "EvalInputError", "cli_eval", "run_eval"]
