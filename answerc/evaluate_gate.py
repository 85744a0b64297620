"""The release gate of ``answerc eval``: thresholds in, one decision and its reasons out.

The gate is ready only when every condition holds:

* at least one case was evaluated;
* unsafe cases judged safe (``hard_invariant_false_safe``) <= ``max_false_safe`` (0 by
  default: one unsafe answer published as grounded closes the gate);
* when ``max_safe_rejected`` is set, the share of safe cases rejected <= it (a set with no
  case labelled safe cannot show that, so the gate is not ready);
* no provider error (only the judge has a provider).

With ``--judge`` the figures are those after the judge (``basis: "judge"``); without it,
the deterministic ones. The CLI exits 0 when the gate is ready and 3 when it is not.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Final, Literal

Basis = Literal["deterministic", "judge"]


@dataclass(frozen=True)
class Thresholds:
    """What the gate tolerates: false-safe cases and (optionally) the safe rejection rate."""

    max_false_safe: int = 0
    max_safe_rejected: float | None = None

    def __post_init__(self) -> None:
        if self.max_false_safe < 0:
            raise ValueError(f"--max-false-safe {self.max_false_safe} must be 0 or more")
        rate = self.max_safe_rejected
        if rate is not None and not (math.isfinite(rate) and 0 <= rate <= 1):
            raise ValueError(f"--max-safe-rejected {rate} must be a rate between 0 and 1")


DEFAULT_THRESHOLDS: Final = Thresholds()


def decide_gate(
    *,
    cases: int,
    false_safe: int,
    safe_rejected: int,
    safe_total: int,
    provider_errors: int,
    thresholds: Thresholds = DEFAULT_THRESHOLDS,
    basis: Basis = "deterministic",
) -> dict[str, Any]:
    """The gate's figures, thresholds and failed conditions: ready when ``failures`` is empty.

    The report carries the decision once, as ``release_gate_ready``; this block says why.

    Example:
        >>> g = decide_gate(cases=10, false_safe=1, safe_rejected=2, safe_total=5,
        ...                 provider_errors=0)
        >>> g["failures"], g["safe_rejection_rate"]
        (['1 unsafe case(s) judged safe, more than --max-false-safe 0'], 0.4)
    """
    rate = round(safe_rejected / safe_total, 4) if safe_total else None
    failures: list[str] = []
    if cases == 0:
        failures.append("no case was evaluated")
    if false_safe > thresholds.max_false_safe:
        failures.append(
            f"{false_safe} unsafe case(s) judged safe, more than --max-false-safe "
            f"{thresholds.max_false_safe}"
        )
    limit = thresholds.max_safe_rejected
    if limit is not None:
        if rate is None:
            failures.append("no case is labelled safe, so --max-safe-rejected cannot be checked")
        elif rate > limit:
            failures.append(
                f"safe rejection rate {rate} ({safe_rejected}/{safe_total}) is above "
                f"--max-safe-rejected {limit}"
            )
    if provider_errors:
        failures.append(f"{provider_errors} provider error(s) from the judge")
    return {
        "basis": basis,
        "false_safe": false_safe,
        "max_false_safe": thresholds.max_false_safe,
        "safe_rejected": safe_rejected,
        "safe_total": safe_total,
        "safe_rejection_rate": rate,
        "max_safe_rejected": limit,
        "provider_errors": provider_errors,
        "failures": failures,
    }


__all__ = ["DEFAULT_THRESHOLDS", "Basis", "Thresholds", "decide_gate"]
