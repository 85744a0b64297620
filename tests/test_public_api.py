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
