"""citation.integrity: exact pack ids only, no superseded versions, ledger rules."""

from __future__ import annotations

from typing import Any

import pytest

from answerc.contract.output import EvidencePack, GroundingReport, PackItem
from answerc.contract.pack import mark_superseded
from answerc.contract.request import Provenance
from answerc.grounding import check_draft as _check_draft


def check_draft(draft: Any, pack: EvidencePack, *args: Any, **kwargs: Any) -> GroundingReport:
    """The checker under test; drafts here are plain dicts, as on the wire."""
    return _check_draft(draft, pack, *args, **kwargs)


TEXT = "Roadside assistance is limited to 5 call-outs per policy year."


def _pack(*items: PackItem) -> EvidencePack:
    return EvidencePack(query="q", items=tuple(mark_superseded(list(items))))


def _item(number: int, text: str = TEXT, **extra: Any) -> PackItem:
    fields = {"id": f"K{number}", "evidence_key": f"k{number}", "document_id": "terms"}
    fields["citable"] = True
    return PackItem.model_validate({**fields, "rank": number, "excerpt": text, **extra})


@pytest.mark.parametrize("ref", ["K１", "k1", "K01", "K1 ", " K1", "K3", "terms", "", "K"])
def test_citation_that_is_not_exactly_a_pack_id_is_bad(ref: str) -> None:
    """Confusables, case, zero padding, spaces, missing ids and document names all fail."""
    report = check_draft({"claims": [{"text": TEXT, "citations": [ref]}]}, _pack(_item(1)))
    assert report.verdict == "unsupported"
    assert report.first_failure == "citation.integrity"
    assert report.claims[0].result == "bad_citation"
    assert "not_in_pack" in report.claims[0].reasons


def test_exact_pack_id_passes_integrity() -> None:
    """The same claim citing K1 exactly passes every check."""
    report = check_draft({"claims": [{"text": TEXT, "citations": ["K1"]}]}, _pack(_item(1)))
    assert report.verdict == "grounded"


def test_citing_a_superseded_version_fails_even_when_its_text_matches() -> None:
    """An older version of a document with a newer one packed is a bad citation."""
    old = _item(1, "Roadside assistance is limited to 3 call-outs per policy year.", version="2024")
    new = _item(2, TEXT, version="2026")
    pack = _pack(old, new)
    claim = {
        "text": "Roadside assistance is limited to 3 call-outs per policy year.",
        "citations": ["K1"],
    }
    report = check_draft({"claims": [claim]}, pack)
    assert report.claims[0].result == "bad_citation"
    assert "superseded" in report.claims[0].reasons
    current = check_draft({"claims": [{"text": TEXT, "citations": ["K2"]}]}, pack)
    assert current.verdict == "grounded"


def test_one_bad_citation_among_good_ones_fails_the_claim() -> None:
    """K1 supports the text, but K4 is not in the pack."""
    report = check_draft({"claims": [{"text": TEXT, "citations": ["K1", "K4"]}]}, _pack(_item(1)))
    assert report.claims[0].result == "bad_citation"


def test_ledger_violation_fails_integrity() -> None:
    """An item from another run is a bad citation for this run."""
    prov = Provenance(run_id="run-a", tool_call_id="t1", status="READY", kind="EVIDENCE_FOUND")
    pack = _pack(_item(1, provenance=prov))
    claim = {"claims": [{"text": TEXT, "citations": ["K1"]}]}
    assert check_draft(claim, pack, run_id="run-a").verdict == "grounded"
    foreign = check_draft(claim, pack, run_id="run-b")
    assert foreign.first_failure == "citation.integrity"
    assert foreign.claims[0].reasons == ("foreign_run",)


def test_citing_an_uncitable_item_is_a_bad_citation() -> None:
    """An item without a complete locator may be checked against but never cited."""
    pack = _pack(_item(1, citable=False), _item(2))
    report = check_draft({"claims": [{"text": TEXT, "citations": ["K1"]}]}, pack)
    assert report.verdict == "unsupported"
    assert report.first_failure == "citation.integrity"
    assert report.claims[0].result == "bad_citation"
    assert "uncitable" in report.claims[0].reasons
    fine = check_draft({"claims": [{"text": TEXT, "citations": ["K2"]}]}, pack)
    assert fine.verdict == "grounded"
