"""The verdict: check order is precedence, all checks report, claim results per claim."""

from __future__ import annotations

from typing import Any

from answerc.contract.output import EvidencePack, GroundingReport, PackItem
from answerc.contract.verdict import CHECK_ORDER
from answerc.grounding import CHECKS
from answerc.grounding import check_draft as _check_draft


def check_draft(draft: Any, pack: EvidencePack, *args: Any, **kwargs: Any) -> GroundingReport:
    """The checker under test; drafts here are plain dicts, as on the wire."""
    return _check_draft(draft, pack, *args, **kwargs)


PACK = EvidencePack(
    query="q",
    items=(
        PackItem(
            citable=True,
            id="K1",
            evidence_key="a",
            document_id="d",
            rank=1,
            excerpt="每日全量备份保留 35 天。",
        ),
        PackItem(
            citable=True,
            id="K2",
            evidence_key="b",
            document_id="d",
            rank=2,
            excerpt="慢查询阈值为 1 秒。",
        ),
    ),
)


def test_checks_run_in_the_spec_order() -> None:
    """CHECKS follows SPEC §6 order and every report lists all five checks."""
    assert tuple(check for check, _ in CHECKS) == CHECK_ORDER
    report = check_draft({"claims": [{"text": "慢查询阈值为 1 秒。", "citations": ["K2"]}]}, PACK)
    assert tuple(c.id for c in report.checks) == CHECK_ORDER


def test_first_failing_check_decides_and_later_ones_still_report() -> None:
    """A bad citation wins over an uncited and an unsupported claim; all three report."""
    draft = {
        "claims": [
            {"text": "每日全量备份保留 30 天。", "citations": ["K1"]},
            {"text": "慢查询阈值为 1 秒。", "citations": []},
            {"text": "慢查询阈值为 1 秒。", "citations": ["K9"]},
        ]
    }
    report = check_draft(draft, PACK)
    assert report.verdict == "unsupported"
    assert report.first_failure == "citation.integrity"
    failed = {c.id for c in report.checks if not c.passed}
    assert failed == {"citation.integrity", "citation.coverage", "answer.support"}
    assert [c.result for c in report.claims] == ["contradicted", "uncited", "bad_citation"]


def test_partial_support_keeps_the_supported_claim() -> None:
    """One unsupported claim makes the answer unsupported; the other stays supported."""
    draft = {
        "claims": [
            {"text": "每日全量备份保留 35 天。", "citations": ["K1"]},
            {"text": "备份会同时复制到异地机房。", "citations": ["K1"]},
        ]
    }
    report = check_draft(draft, PACK)
    assert report.verdict == "unsupported"
    assert [c.result for c in report.claims] == ["supported", "unsupported"]


def test_all_checks_passing_is_grounded() -> None:
    """Supported, cited, exact claims with no expected contract are grounded."""
    draft = {"claims": [{"text": "每日全量备份保留 35 天。", "citations": ["K1"]}]}
    report = check_draft(draft, PACK)
    assert report.verdict == "grounded" and report.first_failure is None
    assert all(c.passed for c in report.checks)


def test_report_is_deterministic() -> None:
    """Checking the same draft twice gives equal reports."""
    draft = {"claims": [{"text": "每日全量备份保留 30 天。", "citations": ["K1"]}]}
    assert check_draft(draft, PACK) == check_draft(draft, PACK)
