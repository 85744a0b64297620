"""Opt-in pytest plugin: golden-test your own compiled answers.

Enable it in the conftest.py at your project's root (or with ``-p
answerc.testing.pytest_plugin`` / ``addopts``)::

    pytest_plugins = ["answerc.testing.pytest_plugin"]

Then, in a test::

    def test_refund_answer(answerc_golden):
        compiled = answerc.compile(answerc.load_request(Path("refund.json").read_bytes()))
        answerc_golden.check("refund", compiled)  # refund.zh.md and refund.json

The files live in ``goldens/`` beside the test file, or in the directory named by the
``answerc_golden_dir`` ini option (relative to the rootdir), or wherever your own
``answerc_golden_dir`` fixture says. A missing or different golden fails the test;
``pytest --answerc-update-goldens`` writes them (then read the diff and commit).
"""

from __future__ import annotations

import difflib
from pathlib import Path
from typing import Final

import pytest

from answerc.contract.output import CompiledAnswer
from answerc.contract.wire import dumps
from answerc.render import render_markdown

UPDATE_OPTION: Final = "--answerc-update-goldens"
INI_DIR: Final = "answerc_golden_dir"
_MAX_DIFF_LINES: Final = 80
_WRITTEN: Final = pytest.StashKey[list[Path]]()


def pytest_addoption(parser: pytest.Parser) -> None:
    """Register the update flag and the golden-directory ini option."""
    group = parser.getgroup("answerc", "answerc golden files")
    group.addoption(
        UPDATE_OPTION,
        action="store_true",
        default=False,
        help="write answerc golden files from the current output (review the diff, then commit)",
    )
    parser.addini(
        INI_DIR,
        help="directory of answerc golden files, relative to the rootdir "
        "(default: goldens/ beside each test file)",
        default="",
    )


def pytest_configure(config: pytest.Config) -> None:
    """Start the list of golden files written in this session."""
    config.stash[_WRITTEN] = []


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    """Say which golden files were written, so the diff gets read."""
    written = terminalreporter.config.stash.get(_WRITTEN, [])
    if written:
        terminalreporter.write_sep("-", f"answerc: wrote {len(written)} golden file(s)")
        for path in written:
            terminalreporter.write_line(str(path))


class AnswercGolden:
    """Compares compiled answers with golden files in one directory, or rewrites them."""

    def __init__(self, directory: Path, *, update: bool, written: list[Path] | None = None):
        self.directory = directory
        """Where the golden files of this test live."""
        self.update = update
        """True under ``--answerc-update-goldens``: write first, then compare."""
        self._written = written if written is not None else []

    def check(
        self,
        name: str,
        compiled: CompiledAnswer,
        *,
        locale: str | None = None,
        markdown: bool = True,
        json: bool = True,
    ) -> None:
        """Golden-test the rendered Markdown (``<name>.<locale>.md``) and the canonical JSON
        (``<name>.json``) of one compiled answer; the locale defaults to the answer's own."""
        if markdown:
            self.check_markdown(name, compiled, locale=locale)
        if json:
            self.check_json(name, compiled)

    def check_markdown(
        self, name: str, compiled: CompiledAnswer, *, locale: str | None = None
    ) -> Path:
        """Golden-test the fixed rendering in one locale; return the golden file's path."""
        chosen = locale or compiled.locale
        text = render_markdown(compiled, locale=chosen)
        return self.check_text(f"{_stem(name)}.{chosen}.md", text)

    def check_json(self, name: str, compiled: CompiledAnswer) -> Path:
        """Golden-test the canonical JSON (``answerc.contract.wire.dumps``)."""
        return self.check_text(f"{_stem(name)}.json", dumps(compiled))

    def check_text(self, filename: str, actual: str) -> Path:
        """Compare text with a golden file byte for byte (rewriting it first when updating)."""
        path = self.directory / _stem(filename)
        if self.update and _read(path) != actual:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(actual, encoding="utf-8", newline="\n")
            self._written.append(path)
        expected = _read(path)
        if expected is None:
            pytest.fail(
                f"answerc golden file {path} does not exist.\n"
                f"Run `pytest {UPDATE_OPTION}` to create it, then review and commit it.",
                pytrace=False,
            )
        if actual != expected:
            pytest.fail(_mismatch(path, expected, actual), pytrace=False)
        return path


def _stem(name: str) -> str:
    if not name or name.startswith(".") or any(sep in name for sep in ("/", "\\", "\0")):
        raise ValueError(f"golden name {name!r} must be a plain file name (no directories)")
    return name


def _read(path: Path) -> str | None:
    try:
        # bytes, not read_text: universal newlines would hide a \r\n golden
        return path.read_bytes().decode("utf-8")
    except FileNotFoundError:
        return None


def _mismatch(path: Path, expected: str, actual: str) -> str:
    diff = list(
        difflib.unified_diff(
            expected.splitlines(keepends=True),
            actual.splitlines(keepends=True),
            fromfile=f"{path} (golden)",
            tofile="current output",
        )
    )
    shown = "".join(diff[:_MAX_DIFF_LINES])
    if len(diff) > _MAX_DIFF_LINES:
        shown += f"... {len(diff) - _MAX_DIFF_LINES} more diff lines\n"
    if not diff:  # differences only a diff of lines cannot show (e.g. a final newline)
        shown = f"golden {expected[-40:]!r}\ncurrent {actual[-40:]!r}\n"
    return (
        f"answerc output differs from golden file {path}\n{shown}"
        f"If the change is intended, run `pytest {UPDATE_OPTION}` and review the diff."
    )


@pytest.fixture
def answerc_golden_dir(request: pytest.FixtureRequest) -> Path:
    """Directory of this test's golden files; override this fixture to choose another."""
    configured = str(request.config.getini(INI_DIR) or "")
    if configured:
        return Path(request.config.rootpath) / configured
    return Path(request.path).parent / "goldens"


@pytest.fixture
def answerc_golden(request: pytest.FixtureRequest, answerc_golden_dir: Path) -> AnswercGolden:
    """Golden-test compiled answers: ``answerc_golden.check(name, compiled)``."""
    return AnswercGolden(
        answerc_golden_dir,
        update=bool(request.config.getoption(UPDATE_OPTION)),
        written=request.config.stash.get(_WRITTEN, None),
    )
