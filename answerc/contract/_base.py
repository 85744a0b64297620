"""Base model for every wire and stage model: frozen, closed, documented on the field."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict


class Model(BaseModel):
    """Immutable pydantic model that rejects unknown fields and NaN/Infinity."""

    model_config = ConfigDict(
        frozen=True,
        extra="forbid",
        use_attribute_docstrings=True,
        allow_inf_nan=False,
        strict=False,
    )
