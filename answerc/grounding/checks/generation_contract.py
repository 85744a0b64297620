"""generation.contract: is there a draft, and does it follow the Draft schema? (-> degraded)

A malformed draft is a finding, never an exception: no draft, a string that is not JSON,
anything but an object, unknown fields, wrong types (``citations: null``), an empty claim
text, ``abstained: false`` with no claims, duplicate claim ids, more than 200 claims.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any, Final

from pydantic import JsonValue, ValidationError

from answerc.contract.draft import Draft
from answerc.contract.request import MAX_CLAIMS
from answerc.contract.wire import contract_error, parse_json
from answerc.errors import ContractError
from answerc.grounding._context import CheckContext, Finding

CHECK_ID: Final = "generation.contract"
CONTRACT_CODES: Final = (
    "no_draft",
    "invalid_json",
    "not_an_object",
    "schema_violation",
    "too_many_claims",
    "empty_answer",
    "duplicate_claim_id",
)
"""Reason codes of generation.contract, in the order they are tested."""


def _fail(code: str, message: str) -> tuple[None, tuple[str, ...], tuple[Finding, ...]]:
    return None, (), (Finding(check=CHECK_ID, code=code, message=message),)


def parse_draft(raw: JsonValue | Any) -> tuple[Draft | None, tuple[str, ...], tuple[Finding, ...]]:
    """Parse a raw draft into (Draft or None, claim ids, contract findings).

    Claim ids default to c1..cn by position; a default never takes an id another claim
    states explicitly (it becomes ``c3~1``), so reordering claims cannot create a clash.

    Example:
        >>> draft, ids, found = parse_draft('{"claims": [{"text": "x", "citations": ["K1"]}]}')
        >>> ids, found
        (('c1',), ())
        >>> parse_draft(None)[2][0].code
        'no_draft'
    """
    if raw is None:
        return _fail("no_draft", "no draft was given")
    value: Any = raw
    if isinstance(raw, str | bytes):
        try:
            value = parse_json(raw)
        except ContractError as err:
            return _fail("invalid_json", f"the draft string is not valid JSON ({err.message})")
    if not isinstance(value, dict):
        return _fail("not_an_object", f"the draft is a {type(value).__name__}, not an object")
    claims = value.get("claims")
    if isinstance(claims, list) and len(claims) > MAX_CLAIMS:
        return _fail("too_many_claims", f"{len(claims)} claims exceed the limit of {MAX_CLAIMS}")
    try:
        # sorted keys: which error is reported first must not depend on key order
        text = json.dumps(value, allow_nan=False, sort_keys=True)
        draft = Draft.model_validate_json(text, strict=True)
    except (TypeError, ValueError, RecursionError) as err:
        if isinstance(err, ValidationError):
            where = contract_error(err)
            return _fail("schema_violation", f"{where.path}: {where.message}")
        return _fail("schema_violation", f"the draft is not plain JSON ({type(err).__name__})")
    if not draft.abstained and not draft.claims:
        return _fail("empty_answer", "abstained is false but there are no claims")
    explicit = [c.id for c in draft.claims if c.id is not None]
    seen: set[str] = set()
    for claim_id in explicit:
        if claim_id in seen:
            return _fail("duplicate_claim_id", f"claim id {claim_id!r} is used twice")
        seen.add(claim_id)
    ids: list[str] = []
    for position, claim in enumerate(draft.claims, start=1):
        if claim.id is not None:
            ids.append(claim.id)
            continue
        candidate, bump = f"c{position}", 0
        while candidate in seen:
            bump += 1
            candidate = f"c{position}~{bump}"
        seen.add(candidate)
        ids.append(candidate)
    return draft, tuple(ids), ()


def check_generation_contract(ctx: CheckContext) -> Iterator[Finding]:
    """Yield the contract findings found while the draft was parsed."""
    yield from ctx.contract
