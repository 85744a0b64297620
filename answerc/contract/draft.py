"""The generator's draft as answerc understands it, the business contract, the generator."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import StringConstraints

from answerc.contract._base import Model

ClaimKind = Literal["finding", "negative_observation"]


class Claim(Model):
    """One claim of the draft."""

    id: Annotated[str, StringConstraints(min_length=1)] | None = None
    """Claim id; c1..cn by position when absent."""
    text: Annotated[str, StringConstraints(min_length=1, pattern=r"\S")]
    """The claim exactly as the generator wrote it; answerc never rewrites it."""
    citations: tuple[str, ...] = ()
    """Evidence ids (K1..Kn), in the generator's order."""
    kind: ClaimKind = "finding"
    """A finding needs EVIDENCE_FOUND provenance, a negative observation NO_EVIDENCE."""


class Draft(Model):
    """A structured draft; generation.contract parses the raw draft into this."""

    abstained: bool = False
    claims: tuple[Claim, ...] = ()


class Expected(Model):
    """Optional business contract for answer.business_alignment."""

    should_abstain: bool = False
    required_terms: tuple[str, ...] = ()
    forbidden_terms: tuple[str, ...] = ()
    outcome: str | None = None


class Generator(Model):
    """Who wrote the draft; the judge mode is derived from it."""

    provider: str
    model: str
