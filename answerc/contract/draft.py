"""The generator's draft as answerc understands it, the business contract, the generator."""

from __future__ import annotations

from typing import Annotated, Final, Literal

from pydantic import StringConstraints, model_validator

from answerc.contract._base import Model

ClaimKind = Literal["finding", "negative_observation"]

MAX_CLAIM_CHARS: Final = 2000
"""Characters of one claim's text; longer makes the draft degraded (a schema violation)."""
MAX_DRAFT_CHARS: Final = 50_000
"""Characters of all claim texts of a draft together; more makes the draft degraded."""


class Claim(Model):
    """One claim of the draft."""

    id: Annotated[str, StringConstraints(min_length=1)] | None = None
    """Claim id; c1..cn by position when absent."""
    text: Annotated[str, StringConstraints(min_length=1, max_length=MAX_CLAIM_CHARS, pattern=r"\S")]
    """The claim exactly as the generator wrote it; answerc never rewrites it."""
    citations: tuple[str, ...] = ()
    """Evidence ids (K1..Kn), in the generator's order."""
    kind: ClaimKind = "finding"
    """A finding needs EVIDENCE_FOUND provenance, a negative observation NO_EVIDENCE."""


class Draft(Model):
    """A structured draft; generation.contract parses the raw draft into this."""

    abstained: bool = False
    claims: tuple[Claim, ...] = ()

    @model_validator(mode="after")
    def _bounded(self) -> Draft:
        total = sum(len(claim.text) for claim in self.claims)
        if total > MAX_DRAFT_CHARS:
            raise ValueError(
                f"the claims hold {total} characters, over the limit of {MAX_DRAFT_CHARS}"
            )
        return self


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
