"""Smoke test until the real suites land."""

from pathlib import Path

from answerc.cli import main

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures" / "requests"


def test_compile_fixture_exits_zero(capsys) -> None:  # type: ignore[no-untyped-def]
    """Compiling a bundled fixture succeeds and prints JSON."""
    assert main(["compile", str(FIXTURES / "refund-call-chain.json")]) == 0
    assert '"schema_version": "answerc.answer/v1"' in capsys.readouterr().out
