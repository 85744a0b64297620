"""The evidence ledger (SPEC §8): may a claim of this kind cite this item in this run?

For agent runs, a pack item may carry provenance: the run and tool call that produced it,
whether the call is READY, FAILED or EXPIRED, and whether it found evidence
(EVIDENCE_FOUND) or established an absence (NO_EVIDENCE). The rules, in order:

* An item **without provenance** is plain retrieval evidence: a ``finding`` may cite it;
  a ``negative_observation`` may not (``no_provenance``): an absence can only be shown by
  a tool call that looked and found nothing.
* An item **with provenance** needs a current run: a request without ``run_id`` cannot
  vouch for it (``no_current_run``), and another run's item is ``foreign_run``.
* Its call must be READY (``call_failed``, ``call_expired``).
* Its kind must match the claim's: finding <-> EVIDENCE_FOUND, negative_observation <->
  NO_EVIDENCE (``kind_mismatch``).

Every violation is reported (not only the first). Violations make citation.integrity fail
and the claim ``bad_citation``; provenance never removes or renumbers pack items.
"""

from __future__ import annotations

from typing import Final, Literal

from answerc.contract.draft import ClaimKind
from answerc.contract.output import PackItem

LedgerViolation = Literal[
    "no_provenance",
    "no_current_run",
    "foreign_run",
    "call_failed",
    "call_expired",
    "kind_mismatch",
]
LEDGER_VIOLATIONS: Final[tuple[LedgerViolation, ...]] = (
    "no_provenance",
    "no_current_run",
    "foreign_run",
    "call_failed",
    "call_expired",
    "kind_mismatch",
)
"""Every ledger violation code, in the order they are tested and reported."""

_KIND_FOR: Final[dict[str, str]] = {
    "finding": "EVIDENCE_FOUND",
    "negative_observation": "NO_EVIDENCE",
}


def ledger_violations(
    item: PackItem, kind: ClaimKind, run_id: str | None
) -> tuple[LedgerViolation, ...]:
    """Return why a claim of ``kind`` may not cite ``item`` in run ``run_id`` (empty: it may).

    Example:
        >>> from answerc.contract.request import Provenance
        >>> prov = Provenance(run_id="r1", tool_call_id="t1", status="EXPIRED", kind="NO_EVIDENCE")
        >>> item = PackItem(id="K1", evidence_key="k", document_id="d", rank=1, excerpt="x",
        ...                 provenance=prov)
        >>> ledger_violations(item, "finding", "r2")
        ('foreign_run', 'call_expired', 'kind_mismatch')
        >>> ledger_violations(item.model_copy(update={"provenance": None}), "finding", None)
        ()
    """
    prov = item.provenance
    if prov is None:
        return ("no_provenance",) if kind == "negative_observation" else ()
    found: list[LedgerViolation] = []
    if run_id is None:
        found.append("no_current_run")
    elif prov.run_id != run_id:
        found.append("foreign_run")
    if prov.status == "FAILED":
        found.append("call_failed")
    elif prov.status == "EXPIRED":
        found.append("call_expired")
    if prov.kind != _KIND_FOR[kind]:
        found.append("kind_mismatch")
    return tuple(found)
