"""The evidence ledger (SPEC §8): run, call status and claim kind."""

from __future__ import annotations

from typing import Any

import pytest

from answerc.contract.draft import ClaimKind
from answerc.contract.output import EvidencePack, GroundingReport, PackItem
from answerc.contract.request import Provenance
from answerc.grounding import check_draft as _check_draft
from answerc.grounding.checks.ledger import LEDGER_VIOLATIONS, ledger_violations


def check_draft(draft: Any, pack: EvidencePack, *args: Any, **kwargs: Any) -> GroundingReport:
    """The checker under test; drafts here are plain dicts, as on the wire."""
    return _check_draft(draft, pack, *args, **kwargs)


def _item(
    status: str = "READY",
    kind: str = "EVIDENCE_FOUND",
    run: str = "r1",
    text: str = "订单 1234 的退款记录查询结果为空。",
) -> PackItem:
    prov = Provenance.model_validate(
        {"run_id": run, "tool_call_id": "call-7", "status": status, "kind": kind}
    )
    return PackItem(
        citable=True,
        id="K1",
        evidence_key="k",
        document_id="tool",
        rank=1,
        excerpt=text,
        provenance=prov,
    )


@pytest.mark.parametrize(
    ("item", "kind", "run_id", "expected"),
    [
        (_item(), "finding", "r1", ()),
        (_item(kind="NO_EVIDENCE"), "negative_observation", "r1", ()),
        (_item(), "finding", None, ("no_current_run",)),
        (_item(run="r0"), "finding", "r1", ("foreign_run",)),
        (_item(status="FAILED"), "finding", "r1", ("call_failed",)),
        (_item(status="EXPIRED"), "finding", "r1", ("call_expired",)),
        (_item(kind="NO_EVIDENCE"), "finding", "r1", ("kind_mismatch",)),
        (_item(), "negative_observation", "r1", ("kind_mismatch",)),
        (
            _item().model_copy(update={"provenance": None}),
            "negative_observation",
            "r1",
            ("no_provenance",),
        ),
        (_item().model_copy(update={"provenance": None}), "finding", None, ()),
    ],
)
def test_ledger_violations_follow_the_documented_rules(
    item: PackItem, kind: ClaimKind, run_id: str | None, expected: tuple[str, ...]
) -> None:
    """Each rule of the ledger yields exactly its code, and a valid citation none."""
    assert ledger_violations(item, kind, run_id) == expected


def test_every_violation_code_is_enumerated_once() -> None:
    """LEDGER_VIOLATIONS lists each code once."""
    assert len(set(LEDGER_VIOLATIONS)) == len(LEDGER_VIOLATIONS) == 6


def test_several_violations_are_all_reported() -> None:
    """A foreign, expired, wrong-kind item reports all three codes."""
    item = _item(status="EXPIRED", kind="NO_EVIDENCE", run="r0")
    assert ledger_violations(item, "finding", "r1") == (
        "foreign_run",
        "call_expired",
        "kind_mismatch",
    )


def test_negative_observation_is_grounded_by_a_no_evidence_call_of_the_run() -> None:
    """A negative observation citing a READY NO_EVIDENCE call of this run is grounded."""
    pack = EvidencePack(query="q", items=(_item(kind="NO_EVIDENCE"),))
    draft = {
        "claims": [
            {
                "text": "订单 1234 没有退款记录。",
                "citations": ["K1"],
                "kind": "negative_observation",
            }
        ]
    }
    report = check_draft(draft, pack, run_id="r1")
    assert report.verdict == "grounded", report.checks
    failed = check_draft(
        draft,
        EvidencePack(query="q", items=(_item(status="FAILED", kind="NO_EVIDENCE"),)),
        run_id="r1",
    )
    assert failed.claims[0].result == "bad_citation"


def test_provenance_never_removes_or_renumbers_items() -> None:
    """A ledger failure leaves the pack's items as they were."""
    pack = EvidencePack(query="q", items=(_item(status="FAILED"),))
    check_draft({"claims": [{"text": "x 1", "citations": ["K1"]}]}, pack, run_id="r1")
    assert [i.id for i in pack.items] == ["K1"]
