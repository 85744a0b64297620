"""Every doctest in the package runs."""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import answerc

MODULES = sorted(
    info.name
    for info in pkgutil.walk_packages(answerc.__path__, "answerc.")
    if info.name != "answerc.__main__"
    and not info.name.startswith(("answerc.judge.openai_judge", "answerc.testing.pytest_plugin"))
)


@pytest.mark.parametrize("name", MODULES)
def test_doctests_pass(name: str) -> None:
    """The module's examples are true."""
    module = importlib.import_module(name)
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert result.failed == 0, name


def test_docs_stand_on_their_own() -> None:
    """README and docs/ cite no specification section and no file outside the repository."""
    from pathlib import Path

    root = Path(__file__).resolve().parent.parent
    pages = [root / "README.md", *sorted((root / "docs").glob("*.md"))]
    pages += sorted((root / "benchmarks").rglob("*.md"))
    for page in pages:
        text = page.read_text(encoding="utf-8")
        for needle in ("SPEC §", "../shared", "shared/grounding-cases"):
            assert needle not in text, f"{page.name} cites {needle!r}"
