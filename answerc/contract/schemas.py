"""JSON Schema 2020-12 for every wire model, generated from the models."""

from __future__ import annotations

import json
from importlib import resources
from typing import Any, Final

from pydantic import BaseModel

from answerc.contract.agent_view import AgentView, PackResult
from answerc.contract.draft import Draft, Expected
from answerc.contract.output import CanonicalAnswer, CompiledAnswer, EvidencePack
from answerc.contract.request import AnswerRequest, Graph, Hit, Policy

SCHEMA_BASE_ID: Final = "https://answerc.dev/schemas/"
WIRE_MODELS: Final[dict[str, type[BaseModel]]] = {
    "AgentView": AgentView,
    "AnswerRequest": AnswerRequest,
    "CanonicalAnswer": CanonicalAnswer,
    "CompiledAnswer": CompiledAnswer,
    "Draft": Draft,
    "EvidencePack": EvidencePack,
    "Expected": Expected,
    "Graph": Graph,
    "Hit": Hit,
    "PackResult": PackResult,
    "Policy": Policy,
}


def generate_schema(name: str) -> dict[str, Any]:
    """Generate the schema of one wire model from its pydantic definition."""
    model = WIRE_MODELS[name]
    outputs = {"AgentView", "CompiledAnswer", "CanonicalAnswer", "EvidencePack", "PackResult"}
    schema = model.model_json_schema(mode="serialization" if name in outputs else "validation")
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": f"{SCHEMA_BASE_ID}{name}.json",
        **schema,
    }


def schema_text(name: str) -> str:
    """The schema as canonical JSON text (the form shipped in answerc/schemas/)."""
    return json.dumps(generate_schema(name), sort_keys=True, ensure_ascii=False, indent=2) + "\n"


def shipped_schema(name: str) -> dict[str, Any]:
    """Read the schema file shipped inside the package."""
    text = resources.files("answerc.schemas").joinpath(f"{name}.json").read_text("utf-8")
    result: dict[str, Any] = json.loads(text)
    return result
