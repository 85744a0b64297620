"""JudgeOpinion: the only shape a judge reply may take, and what voids a reply."""

from __future__ import annotations

import json
from typing import Any

import jsonschema  # type: ignore[import-untyped]
import pytest
from hypothesis import given
from tests.judge_support import ASPECTS, OPINION_VERDICTS, judge_replies

from answerc.judge.opinion import JudgeOpinion, VoidReply, opinion_schema, parse_opinion
from answerc.testing import opinion_json

PACK = ("K1", "K2", "K3")


def test_each_verdict_parses_into_an_opinion() -> None:
    """A well-formed reply of each verdict parses, keeping verdict and evidence ids."""
    for verdict in OPINION_VERDICTS:
        opinion = parse_opinion(opinion_json(verdict, ["K2", "K3"]), PACK)
        assert (opinion.verdict, opinion.evidence_ids) == (verdict, ("K2", "K3"))


@pytest.mark.parametrize(
    "extra",
    [
        {"final_verdict": "grounded"},
        {"confidence": 0.99},
        {"grounded": True},
        {"safe": True},
        {"verdict_override": "supported"},
        {"alignment": "supported"},
    ],
)
def test_extra_verdict_like_field_voids_the_reply(extra: dict[str, Any]) -> None:
    """A reply that smuggles a verdict-like field next to the verdict is void."""
    with pytest.raises(VoidReply, match="verdict-like field"):
        parse_opinion(opinion_json("contradicted", extra=extra), PACK)


def test_nested_verdict_field_voids_the_reply() -> None:
    """A second verdict inside the findings is void even though its key is known."""
    reply = json.loads(opinion_json("contradicted"))
    reply["findings"]["verdict"] = "supported"
    with pytest.raises(VoidReply, match=r"\$\.findings\.verdict"):
        parse_opinion(json.dumps(reply), PACK)


def test_unknown_harmless_field_voids_the_reply() -> None:
    """Any field outside the schema voids the reply (extra is forbidden)."""
    with pytest.raises(VoidReply, match="unknown field"):
        parse_opinion(opinion_json("supported", extra={"note": "hi"}), PACK)


@pytest.mark.parametrize("foreign", ["K4", "k1", "K01", "K１", "K1 ", "doc-1", ""])
def test_id_outside_the_pack_voids_the_reply(foreign: str) -> None:
    """Evidence ids match pack ids exactly: any other spelling voids the reply."""
    with pytest.raises(VoidReply, match="not an id of the pack"):
        parse_opinion(opinion_json("contradicted", ["K1", foreign]), PACK)


@pytest.mark.parametrize(
    "raw",
    [
        "not json at all",
        "```json\n{}\n```",
        "[]",
        '"supported"',
        '{"verdict": NaN}',
        '{"verdict": "supported", "verdict": "contradicted"}',
        "",
    ],
)
def test_reply_that_is_not_one_json_object_is_void(raw: str) -> None:
    """Text, fences, arrays, NaN and duplicate keys are all void."""
    with pytest.raises(VoidReply):
        parse_opinion(raw, PACK)


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("evidence_ids", "K1"),
        ("reasons", [1]),
        ("verdict", "grounded"),
        ("verdict", "Supported"),
        ("findings", {"entailment": "ok"}),
    ],
)
def test_wrong_type_or_value_voids_the_reply(field: str, value: Any) -> None:
    """Strict validation: no coercion, no unknown verdicts, no missing aspects."""
    reply = json.loads(opinion_json("contradicted"))
    reply[field] = value
    with pytest.raises(VoidReply):
        parse_opinion(json.dumps(reply), PACK)


def test_supported_with_a_problem_finding_is_void() -> None:
    """A reply that calls the draft supported while flagging a problem contradicts itself."""
    findings = {**dict.fromkeys(ASPECTS, "ok"), "numbers": "problem"}
    with pytest.raises(VoidReply, match="contradicts problem findings"):
        parse_opinion(opinion_json("supported", findings=findings), PACK)


def _objects(node: Any) -> list[dict[str, Any]]:
    found: list[dict[str, Any]] = []
    if isinstance(node, dict):
        if node.get("type") == "object":
            found.append(node)
        for child in node.values():
            found.extend(_objects(child))
    elif isinstance(node, list):
        for child in node:
            found.extend(_objects(child))
    return found


def test_schema_is_in_the_strict_subset() -> None:
    """Every object in the schema requires all its properties and forbids others, no refs."""
    schema = opinion_schema()
    objects = _objects(schema)
    assert len(objects) == 2, objects
    for node in objects:
        assert node["additionalProperties"] is False
        assert sorted(node["required"]) == sorted(node["properties"])
    assert "$ref" not in json.dumps(schema) and "$defs" not in schema


@given(reply=judge_replies(pack_ids=PACK))
def test_roundtrip_schema_agrees_with_the_parser(reply: str) -> None:
    """A reply the parser accepts validates against the schema sent to the provider."""
    try:
        opinion = parse_opinion(reply, PACK)
    except VoidReply:
        return
    jsonschema.validate(json.loads(reply), opinion_schema())
    assert isinstance(opinion, JudgeOpinion)
