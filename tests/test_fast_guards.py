"""Guards that skip work where it would find nothing, and find what the plain scans find.

Each reading pass's early return (no trigger word present) changes nothing: the pass with
its gate and the same pass without it give the same tokens and cuts on every raw token list
``_analyze`` hands it for the labelled sets and the probe texts."""

from __future__ import annotations

import ast
import inspect
import textwrap
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from answerc.grounding.lexicon import default_lexicon
from answerc.grounding.text import analysis as A
from answerc.grounding.text import readings as R

_ROOT = Path(__file__).resolve().parent.parent

_GATED = (
    (R, "order_heads"),
    (R, "trailing_conditions"),
    (R, "deadline_adverbs"),
    (R, "superlative_attributes"),
    (R, "inclusion_marks"),
    (R, "range_words"),
    (R, "no_one_may"),
    (R, "only_if"),
    (R, "either_or"),
    (R, "wait_until"),
    (R, "no_later_than"),
    (R, "limit_words"),
    (R, "required_for"),
    (R, "time_spans"),
    (R, "agreeing_universals"),
    (R, "by_amount"),
    (R, "window_anchors"),
    (R, "free_of_charge"),
    (R, "price_verbs"),
    (R, "goal_complements"),
    (R, "opening_after"),
    (R, "past_deadline"),
    (R, "default_values"),
    (R, "stay_participle"),
    (R, "per_each"),
    (R, "limit_verbs"),
    (R, "over_particles"),
    (R, "event_days"),
    (R, "overdue_full"),
    (R, "usually_adverbs"),
    (R, "instrument_coverbs"),
    (R, "ordinals"),
    (R, "same_one"),
    (R, "start_points"),
    (R, "negated_modals"),
    (R, "colloquial_must"),
    (R, "such_determiners"),
    (R, "finished_verbs"),
    (R, "choice_frames"),
    (R, "passed_bounds"),
    (R, "each_classifiers"),
    (R, "amount_off"),
    (R, "receive_get"),
    (R, "future_needs"),
    (R, "keep_doing"),
    (R, "counted_from"),
    (R, "validity_windows"),
    (R, "pair_between"),
    (R, "shall_not"),
    (R, "opening_but"),
    (A, "_arrow_symbols"),
    (R, "coordinated_light_verbs"),
    (A, "_written_units"),
    (A, "_dotted_thousands"),
    (A, "_versions"),
    (A, "_bound_with_boundary"),
    (A, "_since_versions"),
    (A, "_about_numbers"),
    (A, "_predicate_ands"),
    (A, "_free_choice_any"),
    (A, "_ordinal_directions"),
)


def _ungated(module: Any, name: str) -> Callable[..., Any]:
    """``module.name`` without its gate: the first statement after the docstring, an ``if``
    whose body only returns."""
    fn = getattr(module, name)
    tree = ast.parse(textwrap.dedent(inspect.getsource(fn)))
    fdef = tree.body[0]
    assert isinstance(fdef, ast.FunctionDef)
    at = 1 if isinstance(fdef.body[0], ast.Expr) else 0  # the docstring
    while isinstance(fdef.body[at], ast.AnnAssign | ast.Assign):
        at += 1  # out: list[int] = [] before the gate
    gate = fdef.body[at]
    assert isinstance(gate, ast.If) and not gate.orelse, name
    assert len(gate.body) == 1 and isinstance(gate.body[0], ast.Return), name
    del fdef.body[at]
    namespace: dict[str, Any] = {}
    exec(compile(tree, f"<ungated {name}>", "exec"), vars(module), namespace)
    return namespace[name]  # type: ignore[no-any-return]


def _texts() -> list[str]:
    texts: list[str] = []
    for path in [
        _ROOT / "benchmarks" / "grounding-dev-cases.jsonl",
        *sorted((_ROOT / "benchmarks" / "case-sets").glob("*.jsonl")),
    ]:
        texts += path.read_text(encoding="utf-8").splitlines()[:40]
    for path in sorted((_ROOT / "benchmarks" / "probes").glob("*.txt")):
        for line in path.read_text(encoding="utf-8").splitlines()[:60]:
            texts += line.split(" || ")
    return texts


def _copy(args: tuple[Any, ...]) -> tuple[Any, ...]:
    """The arguments with fresh lists (their tuples and quantities are never mutated)."""
    return tuple(list(a) if isinstance(a, list) else a for a in args)


def test_reading_gates_change_nothing() -> None:
    lex = default_lexicon()
    plain = {name: _ungated(module, name) for module, name in _GATED}
    compared = dict.fromkeys(plain, 0)
    unchanged = dict.fromkeys(plain, 0)

    def checked(name: str, gated: Callable[..., Any]) -> Callable[..., Any]:
        def run(*args: Any) -> Any:
            before = _copy(args)
            out = gated(*args)
            again = _copy(before)
            assert plain[name](*again) == out, name
            assert again == args, name
            compared[name] += 1
            unchanged[name] += again == before
            return out

        return run

    with pytest.MonkeyPatch.context() as mp:
        for _, name in _GATED:
            mp.setattr(A, name, checked(name, getattr(A, name)))
        for text in _texts():
            A._analyze(text, lex)
    assert min(compared.values()) > 1000, compared
    assert min(unchanged.values()) > 500, unchanged


_ATOMIC = "abvz019١_.:-/@()+ 中,，：\u00e9"


@given(
    st.text(alphabet=_ATOMIC, max_size=30)
    | st.sampled_from(["v2.1", "a.b", "x::yy", "s3", "--dry-run", "a_b", "f()", "a@b.cd"])
)
def test_atom_hint_holds_in_every_atom(text: str) -> None:
    """A key where ``_ATOM_HINT`` finds nothing has no ``_ATOM`` match."""
    if A._ATOM_HINT.search(text) is None:
        assert A._ATOM.search(text) is None, text


@given(st.text(alphabet="ab1 -—,，：:。", max_size=30))
def test_comma_ends_are_the_unit_ends_without_a_dash(text: str) -> None:
    if "-" not in text:
        found = [m.span() for m in A._UNIT_END.finditer(text)]
        assert [m.span() for m in A._COMMA_END.finditer(text)] == found


_FREQUENT = "每按个一 天日周月年季度 every per each a an daily hourly minute day week year_0x"


@given(
    st.text(alphabet=_FREQUENT, max_size=40)
    | st.lists(
        st.sampled_from(["every ", "per ", "an ", "a ", "daily", "each", "每", "天", "x", " "]),
        max_size=8,
    ).map("".join)
)
def test_frequency_scan_finds_the_finditer_matches(text: str) -> None:
    from answerc.grounding.text import numbers as N

    expected = [(m.span(), m.groups()) for m in N._FREQUENCY.finditer(text)]
    found = N._matches(N._FREQUENCY, N._FREQUENCY_START, text)
    assert [(m.span(), m.groups()) for m in found] == expected
