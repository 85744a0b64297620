"""Grounding checks and the verdict (SPEC §6).

Placeholder until the claim-level checks land: every draft is judged conservatively
(no claim is called supported), so nothing unsafe can pass as grounded.
"""

from __future__ import annotations

from pydantic import JsonValue

from answerc.contract.draft import Expected
from answerc.contract.output import CheckResult, EvidencePack, GroundingReport


def check_draft(
    draft: JsonValue,
    pack: EvidencePack,
    expected: Expected | None = None,
    *,
    run_id: str | None = None,
) -> GroundingReport:
    """Check a raw draft against the pack and return the grounding report."""
    del pack, expected, run_id
    if draft is None:
        return GroundingReport(
            verdict="degraded",
            first_failure="generation.contract",
            checks=(CheckResult(id="generation.contract", passed=False, detail="no draft"),),
        )
    return GroundingReport(
        verdict="unsupported",
        first_failure="answer.support",
        checks=(CheckResult(id="answer.support", passed=False, detail="not yet checked"),),
    )
