"""The opt-in pytest plugin, exercised in a fresh project run by pytester in a subprocess."""

from __future__ import annotations

from pathlib import Path

import pytest

from answerc.contract.wire import dumps, load_request
from answerc.pipeline import compile as compile_request
from answerc.render import render_markdown
from answerc.testing.pytest_plugin import AnswercGolden

pytest_plugins = ["pytester"]

ROOT = Path(__file__).resolve().parent.parent
REQUEST = ROOT / "fixtures" / "requests" / "refund-call-chain.json"

CONFTEST = 'pytest_plugins = ["answerc.testing.pytest_plugin"]\n'
TEST_FILE = """
from pathlib import Path

import answerc


def test_refund_answer(answerc_golden):
    request = answerc.load_request(Path(__file__).with_name("refund.json").read_bytes())
    answerc_golden.check("refund", answerc.compile(request))
    answerc_golden.check("refund", answerc.compile(request), locale="en", json=False)
"""


@pytest.fixture
def project(pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch) -> pytest.Pytester:
    """A fresh project that enables the plugin and golden-tests one compiled answer."""
    monkeypatch.setenv("PYTHONPATH", str(ROOT))  # import this checkout's answerc
    monkeypatch.delenv("PYTEST_ADDOPTS", raising=False)
    pytester.makeconftest(CONFTEST)
    pytester.makepyfile(test_answers=TEST_FILE)
    (pytester.path / "refund.json").write_bytes(REQUEST.read_bytes())
    return pytester


def expected_files() -> dict[str, str]:
    """What the golden files of the project's test must contain."""
    compiled = compile_request(load_request(REQUEST.read_bytes()))
    return {
        "refund.zh.md": render_markdown(compiled, locale="zh"),
        "refund.en.md": render_markdown(compiled, locale="en"),
        "refund.json": dumps(compiled),
    }


def test_missing_golden_fails_with_a_helpful_message(project: pytest.Pytester) -> None:
    """Without golden files the test fails, naming the file and the update option."""
    result = project.runpytest_subprocess()
    result.assert_outcomes(failed=1)
    result.stdout.fnmatch_lines(
        ["*answerc golden file *refund.zh.md does not exist*", "*--answerc-update-goldens*"]
    )
    assert not (project.path / "goldens").exists()


def test_update_writes_goldens_then_plain_runs_pass(project: pytest.Pytester) -> None:
    """--answerc-update-goldens writes the files, reports them, and later runs pass."""
    result = project.runpytest_subprocess("--answerc-update-goldens")
    result.assert_outcomes(passed=1)
    result.stdout.fnmatch_lines(["*answerc: wrote 3 golden file(s)*"])
    goldens = project.path / "goldens"
    assert {p.name: p.read_bytes().decode() for p in goldens.iterdir()} == expected_files()
    project.runpytest_subprocess().assert_outcomes(passed=1)


def test_changed_golden_fails_with_a_diff(project: pytest.Pytester) -> None:
    """A golden that differs from the output fails with a unified diff and the hint."""
    project.runpytest_subprocess("--answerc-update-goldens").assert_outcomes(passed=1)
    golden = project.path / "goldens" / "refund.en.md"
    golden.write_text(golden.read_text().replace("## Citations", "## Sources"), newline="\n")
    result = project.runpytest_subprocess()
    result.assert_outcomes(failed=1)
    result.stdout.fnmatch_lines(
        [
            "*answerc output differs from golden file *refund.en.md*",
            "-## Sources",
            "+## Citations",
            "*run `pytest --answerc-update-goldens` and review the diff*",
        ]
    )


def test_ini_option_chooses_the_directory_and_coexists_with_update_goldens(
    project: pytest.Pytester,
) -> None:
    """answerc_golden_dir places the files; a project's own --update-goldens does not clash."""
    project.makeini("[pytest]\nanswerc_golden_dir = snapshots/answers\n")
    project.makeconftest(
        CONFTEST
        + "def pytest_addoption(parser):\n"
        + "    parser.addoption('--update-goldens', action='store_true')\n"
    )
    result = project.runpytest_subprocess("--answerc-update-goldens", "--update-goldens")
    result.assert_outcomes(passed=1)
    assert sorted(p.name for p in (project.path / "snapshots" / "answers").iterdir()) == sorted(
        expected_files()
    )


def test_check_text_rejects_names_with_directories(tmp_path: Path) -> None:
    """A golden name is a plain file name; a path is refused before anything is written."""
    golden = AnswercGolden(tmp_path, update=True)
    for name in ("../escape.md", "a/b.md", "", ".hidden"):
        with pytest.raises(ValueError, match="plain file name"):
            golden.check_text(name, "x")
    assert list(tmp_path.iterdir()) == []


def test_crlf_golden_is_a_mismatch(tmp_path: Path) -> None:
    """Goldens are compared byte for byte: a CRLF copy of the right text fails."""
    (tmp_path / "a.md").write_bytes(b"line\r\n")
    with pytest.raises(pytest.fail.Exception, match="differs"):
        AnswercGolden(tmp_path, update=False).check_text("a.md", "line\n")
