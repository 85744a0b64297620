"""answerc pack / answerc.pack: the pack for the system and the agent view for the generator."""

from __future__ import annotations

import io
import json
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path
from typing import Any, Literal

import jsonschema  # type: ignore[import-untyped]
import pytest

import answerc
from answerc.cli import main
from answerc.contract.agent_view import AgentView, AgentViewItem, agent_view, generator_prompt
from answerc.contract.schemas import shipped_schema
from answerc.contract.wire import dumps, load_request

ROOT = Path(__file__).resolve().parent.parent
REQUESTS = sorted((ROOT / "fixtures" / "requests").glob("*.json"))
VIEW_ITEM_FIELDS = {
    "id",
    "document_id",
    "source",
    "title",
    "breadcrumb",
    "excerpt",
    "version",
    "effective_at",
    "superseded_by",
}


def _raw(path: Path) -> dict[str, Any]:
    value: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return value


def _cli(*args: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        code = main(list(args))
    return code, out.getvalue(), err.getvalue()


def _keys(value: Any) -> set[str]:
    if isinstance(value, dict):
        return set(value) | {k for child in value.values() for k in _keys(child)}
    if isinstance(value, list):
        return {k for child in value for k in _keys(child)}
    return set()


@pytest.mark.parametrize("path", REQUESTS, ids=[p.stem for p in REQUESTS])
def test_pack_then_compile_with_a_draft_gives_the_same_k_ids(path: Path) -> None:
    """The ids the generator saw without a draft name the same items once the draft is added."""
    raw = _raw(path)
    without = {**raw, "draft": None}
    packed = answerc.pack(load_request(without))
    claims = [
        {"text": item.excerpt[:40] or "x", "citations": [item.id]}
        for item in packed.agent_view.items
    ]
    draft = {"claims": claims} if claims else {"abstained": True}
    compiled = answerc.compile(load_request({**raw, "draft": draft}))
    seen = [(i.id, i.document_id, i.excerpt) for i in packed.agent_view.items]
    checked = [(i.id, i.document_id, i.excerpt) for i in compiled.pack.items]
    assert seen == checked, (seen, checked)
    assert packed.pack == compiled.pack
    assert {c.id: c.citations for c in compiled.grounding.claims} == {
        f"c{n}": (item.id,) for n, item in enumerate(packed.agent_view.items, start=1)
    }


@pytest.mark.parametrize("path", REQUESTS, ids=[p.stem for p in REQUESTS])
def test_agent_view_shows_no_scores_lanes_or_traces(path: Path) -> None:
    """Each view item has exactly the generator-visible fields; no score, lane or exclusion."""
    view = json.loads(dumps(answerc.pack(load_request(path.read_bytes()))))["agent_view"]
    for item in view["items"]:
        assert set(item) == VIEW_ITEM_FIELDS, sorted(item)
    assert not _keys(view) & {"score", "lanes", "excluded", "exclusion_counts", "audit", "rank"}


def test_pack_result_and_view_validate_against_the_shipped_schemas() -> None:
    """Every fixture's pack output validates as PackResult and its view as AgentView."""
    result_schema = jsonschema.Draft202012Validator(shipped_schema("PackResult"))
    view_schema = jsonschema.Draft202012Validator(shipped_schema("AgentView"))
    for path in REQUESTS:
        out = json.loads(dumps(answerc.pack(load_request(path.read_bytes()))))
        result_schema.validate(out)
        view_schema.validate(out["agent_view"])


def test_empty_pack_is_no_evidence_and_the_prompt_says_to_abstain() -> None:
    """An empty retrieval gives NO_EVIDENCE, no items, and a prompt that names the abstention."""
    out = answerc.pack(load_request((ROOT / "fixtures/requests/empty-retrieval.json").read_bytes()))
    view = out.agent_view
    assert (view.evidence_status, view.items, view.returned_count) == ("NO_EVIDENCE", (), 0)
    assert '{"abstained": true, "claims": []}' in view.prompt


def test_view_mirrors_the_pack_counts_truncation_and_relevance() -> None:
    """returned_count, truncated and relevance_level are the pack's own."""
    for path in REQUESTS:
        out = answerc.pack(load_request(path.read_bytes()))
        view = out.agent_view
        assert view.returned_count == out.pack.evidence_count == len(view.items)
        assert view.truncated == out.pack.truncated
        assert view.relevance_level == out.pack.relevance_level
        assert view.query == out.pack.query
        assert view.evidence_status == ("EVIDENCE_FOUND" if out.pack.items else "NO_EVIDENCE")


def test_a_superseded_item_names_its_newer_version_in_the_view() -> None:
    """Without as_of both versions are packed; the older one says which K supersedes it."""
    request = load_request(
        {
            "query": "How many days to return?",
            "hits": [
                {"document_id": "policy", "version": "4.9", "excerpt": "Returns within 7 days."},
                {"document_id": "policy", "version": "4.10", "excerpt": "Returns within 14 days."},
            ],
        }
    )
    items = answerc.pack(request).agent_view.items
    assert [(i.id, i.version, i.superseded_by) for i in items] == [
        ("K1", "4.9", "K2"),
        ("K2", "4.10", None),
    ]


def test_prompt_is_in_the_request_locale_and_carries_the_draft_schema() -> None:
    """zh and en prompts differ in language and both end with the shipped Draft schema."""
    draft_schema = {k: v for k, v in shipped_schema("Draft").items() if k not in {"$schema", "$id"}}
    cases: tuple[tuple[Literal["zh", "en"], str], ...] = (
        ("zh", "你是答案生成器"),
        ("en", "You are the answer generator"),
    )
    for locale, marker in cases:
        prompt = generator_prompt(locale)
        assert prompt.startswith(marker)
        assert json.loads(prompt.splitlines()[-1]) == draft_schema
    base = _raw(REQUESTS[0])
    for locale in ("zh", "en"):
        view = answerc.pack(load_request({**base, "locale": locale})).agent_view
        assert view.locale == locale and view.prompt == generator_prompt(locale)


def test_agent_view_is_a_pure_function_of_the_pack() -> None:
    """The same pack gives an equal view, and the models are frozen."""
    out = answerc.pack(load_request(REQUESTS[0].read_bytes()))
    assert agent_view(out.pack, locale=out.locale) == out.agent_view
    with pytest.raises(ValueError, match="frozen"):
        out.agent_view.items[0].__setattr__("excerpt", "changed")
    assert AgentView.model_config.get("frozen") and AgentViewItem.model_config.get("frozen")


def test_cli_pack_prints_the_pack_result_and_rejects_bad_input_with_exit_2(
    tmp_path: Path,
) -> None:
    """answerc pack FILE prints canonical JSON; invalid input exits 2 naming the path."""
    path = ROOT / "fixtures/requests/refund-call-chain.json"
    code, out, err = _cli("pack", str(path))
    assert (code, err) == (0, "")
    assert out == dumps(answerc.pack(load_request(path.read_bytes())))
    bad = tmp_path / "bad.json"
    bad.write_text('{"query": "q", "hits": [{"document_id": "d"}]}', encoding="utf-8")
    code, out, err = _cli("pack", str(bad))
    assert (code, out) == (2, "")
    assert "$.hits[0].excerpt" in err
