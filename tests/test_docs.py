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
