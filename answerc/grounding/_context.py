"""What every check receives (CheckContext) and what it yields (Finding)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Protocol

from pydantic import JsonValue

from answerc.contract.draft import Draft, Expected
from answerc.contract.output import ClaimProof, EvidencePack, PackItem
from answerc.contract.request import ControllerAction
from answerc.contract.verdict import CheckId, ClaimResultCode
from answerc.grounding.lexicon import Lexicon, default_lexicon


@dataclass(frozen=True, slots=True)
class Finding:
    """One failure found by a check; a check that yields none passed."""

    check: CheckId
    code: str
    """Reason code (e.g. ``not_in_pack``, ``number_mismatch``, ``over_abstention``)."""
    message: str
    claim: int | None = None
    """Index of the claim concerned; None for a draft-level finding."""
    claim_result: ClaimResultCode | None = None
    """What this finding makes of the claim (bad_citation, uncited, contradicted...)."""


@dataclass(frozen=True)
class CheckContext:
    """The parsed draft and everything the checks read; built once per check_draft call."""

    raw: JsonValue
    pack: EvidencePack
    expected: Expected | None
    run_id: str | None
    draft: Draft | None
    """None when generation.contract failed."""
    claim_ids: tuple[str, ...]
    contract: tuple[Finding, ...]
    """The generation.contract findings (computed while parsing the draft)."""
    items: dict[str, PackItem] = field(default_factory=dict)
    controller_action: ControllerAction = "answer"
    """The request's route; one that forces insufficient makes the pack unanswerable."""
    locale: str = "zh"
    """Language of reason notes (the request's locale)."""
    lexicon: Lexicon = field(default_factory=default_lexicon)
    proofs: dict[int, ClaimProof] = field(default_factory=dict)
    """Filled by answer.support: the proof of each claim it assessed."""


class Check(Protocol):
    """A grounding check: reads the context, yields findings, never raises on a bad answer."""

    def __call__(self, ctx: CheckContext, /) -> Iterable[Finding]:
        """Yield one Finding per failure."""
        ...
