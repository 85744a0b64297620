"""The public API: answerc.__all__ is sorted, resolves, and importing answerc stays light."""

from __future__ import annotations

import subprocess
import sys

import answerc


def test_all_is_sorted_and_every_name_resolves() -> None:
    """Every exported name is importable from the package root."""
    assert answerc.__all__ == sorted(answerc.__all__)
    for name in answerc.__all__:
        assert getattr(answerc, name) is not None, name


def test_import_answerc_loads_no_heavy_dependency() -> None:
    """import answerc pulls in neither pydantic, networkx, jinja2 nor openai (lazy exports)."""
    code = (
        "import sys, answerc\n"
        "print(sorted(m for m in ('pydantic', 'networkx', 'jinja2', 'openai') if m in sys.modules))"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "[]"


def test_compile_through_the_public_api() -> None:
    """load_request + compile from the package root give a CompiledAnswer."""
    request = answerc.load_request({"query": "q", "hits": [], "draft": {"abstained": True}})
    compiled = answerc.compile(request, markdown=True)
    assert isinstance(compiled, answerc.CompiledAnswer)
    assert compiled.verdict == "abstained" and compiled.markdown


def test_dir_lists_the_public_names() -> None:
    """dir(answerc) shows every lazily exported name, and no helper import of the module."""
    names = dir(answerc)
    assert set(answerc.__all__) <= set(names)
    assert "Any" not in names and "TYPE_CHECKING" not in names


def test_compile_accepts_a_dict_validated_like_load_request() -> None:
    """A dict compiles as load_request would parse it; a bad one names its JSON path."""
    import pytest

    raw = {"query": "q", "hits": [], "draft": {"abstained": True}}
    assert answerc.compile(raw) == answerc.compile(answerc.load_request(raw))
    with pytest.raises(answerc.ContractError) as bad:
        answerc.compile({**raw, "locale": "fr"})
    assert bad.value.path == "$.locale"
    with pytest.raises(TypeError, match="load_request"):
        answerc.compile(b'{"query": "q"}')  # type: ignore[arg-type]
