"""JSON Schemas: generated from the models, shipped current, and every fixture validates."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import jsonschema
import pytest

from answerc.contract.schemas import WIRE_MODELS, schema_text, shipped_schema
from answerc.contract.wire import dumps, load_request
from answerc.pipeline import compile as compile_request

ROOT = Path(__file__).resolve().parent.parent
SCHEMA_DIR = ROOT / "answerc" / "schemas"
REQUESTS = sorted((ROOT / "fixtures" / "requests").glob("*.json"))


@pytest.mark.parametrize("name", sorted(WIRE_MODELS))
def test_shipped_schema_is_current(name: str, golden: Callable[[Path, str], None]) -> None:
    """The file in answerc/schemas/ equals the schema generated now (--update-goldens rewrites)."""
    golden(SCHEMA_DIR / f"{name}.json", schema_text(name))


@pytest.mark.parametrize("name", sorted(WIRE_MODELS))
def test_schema_is_valid_2020_12_with_id(name: str) -> None:
    """Each schema declares 2020-12 and an $id, and is itself a valid schema."""
    schema = shipped_schema(name)
    assert schema["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    assert schema["$id"].endswith(f"/{name}.json")
    jsonschema.Draft202012Validator.check_schema(schema)


def test_no_orphan_schema_files() -> None:
    """Every shipped schema file belongs to a wire model."""
    shipped = {p.stem for p in SCHEMA_DIR.glob("*.json")}
    assert shipped == set(WIRE_MODELS)


@pytest.mark.parametrize("path", REQUESTS, ids=[p.stem for p in REQUESTS])
def test_fixture_request_and_its_output_validate_against_the_schemas(path: Path) -> None:
    """Fixtures validate as AnswerRequest, and their compiled output as CompiledAnswer."""
    raw = json.loads(path.read_text(encoding="utf-8"))
    jsonschema.Draft202012Validator(shipped_schema("AnswerRequest")).validate(raw)
    compiled = json.loads(dumps(compile_request(load_request(path.read_bytes()), markdown=True)))
    jsonschema.Draft202012Validator(shipped_schema("CompiledAnswer")).validate(compiled)


def test_schema_rejects_what_the_models_reject() -> None:
    """A request with an unknown field fails the shipped schema too."""
    validator = jsonschema.Draft202012Validator(shipped_schema("AnswerRequest"))
    assert not validator.is_valid({"query": "q", "bogus": 1})
    assert not validator.is_valid(
        {"query": "q", "hits": [{"document_id": "d", "excerpt": "x", "score": 2}]}
    )
