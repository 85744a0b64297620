"""``answerc eval --format junit``: one JUnit XML testcase per case, for CI systems.

A testcase fails when the case's safety is mismatched: an unsafe answer judged safe
(``type="false_safe"``) or a safe answer rejected (``type="safe_rejected"``), judged by the
final verdict (after the judge when it ran). A verdict that differs from the label but
keeps the safety right passes and says so in ``system-out``. The suite's properties carry
the gate, so the XML alone tells whether the run may ship; the exit code says the same.
Output is deterministic (no timestamps, no durations).
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Mapping
from pathlib import Path
from typing import Any, Final

from answerc.contract.verdict import Verdict, is_safe
from answerc.evaluate import STDIN_NAME, CaseOutcome, EvalReport

_NOT_XML: Final = re.compile("[^\t\n\r\x20-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]")
"""Characters XML 1.0 cannot hold (C0 controls but tab/LF/CR, surrogates, U+FFFE/U+FFFF)."""


def xml_text(value: object) -> str:
    """Text made safe for XML 1.0: forbidden characters become U+FFFD.

    Example:
        >>> xml_text("a\\x00b\\x1bc")
        'a\\ufffdb\\ufffdc'
    """
    return _NOT_XML.sub("\ufffd", str(value))


def _classname(outcome: CaseOutcome) -> str:
    source = outcome.case.source
    stem = "stdin" if source == STDIN_NAME else Path(source).stem if source else "cases"
    return xml_text(f"{stem}.{outcome.case.category}")


def _details(outcome: CaseOutcome, final: Verdict) -> str:
    case, report = outcome.case, outcome.report
    lines = [
        f"label: safe={str(case.label_safe).lower()} verdict={case.label_verdict} "
        f"claims={','.join(case.label_claims) or '-'}",
        f"answerc: verdict={report.verdict} first_failure={report.first_failure or '-'}",
    ]
    if final != report.verdict:
        lines.append(f"after the judge: verdict={final}")
    for claim in report.claims:
        reasons = ",".join(claim.reasons) or "-"
        lines.append(
            f"claim {claim.id} [{','.join(claim.citations)}] {claim.result} ({reasons}): "
            f"{claim.text}"
        )
    failed = next((c for c in report.checks if not c.passed), None)
    if failed is not None:
        lines.append(f"{failed.id}: {failed.detail}")
    if case.note:
        lines.append(f"note: {case.note}")
    if case.source:
        lines.append(f"at: {case.source} line {case.line}")
    return xml_text("\n".join(lines))


def junit_xml(report: EvalReport, summary: Mapping[str, Any], finals: Mapping[str, Verdict]) -> str:
    """The JUnit XML document (``finals``: each case's final verdict by id)."""
    failures = 0
    cases: list[ET.Element] = []
    for outcome in report.outcomes:
        case = outcome.case
        final = finals.get(case.id, outcome.report.verdict)
        element = ET.Element(
            "testcase", {"classname": _classname(outcome), "name": xml_text(case.id)}
        )
        judged_safe = is_safe(final)
        details = _details(outcome, final)
        if judged_safe != case.label_safe:
            failures += 1
            kind = "false_safe" if judged_safe else "safe_rejected"
            message = (
                f"unsafe answer judged safe ({final}; label {case.label_verdict})"
                if judged_safe
                else f"safe answer rejected ({final}; label {case.label_verdict})"
            )
            failure = ET.SubElement(element, "failure", {"type": kind, "message": message})
            failure.text = details
        else:
            ET.SubElement(element, "system-out").text = details
        cases.append(element)
    gate = summary["gate"]
    counts = {"tests": str(len(cases)), "failures": str(failures), "errors": "0", "skipped": "0"}
    root = ET.Element("testsuites", {"name": "answerc eval", **counts})
    suite = ET.SubElement(root, "testsuite", {"name": "answerc eval", **counts})
    properties = ET.SubElement(suite, "properties")
    limit = gate["max_safe_rejected"]
    for name, value in (
        ("release_gate_ready", str(summary["release_gate_ready"]).lower()),
        ("gate_basis", gate["basis"]),
        ("false_safe", gate["false_safe"]),
        ("max_false_safe", gate["max_false_safe"]),
        (
            "safe_rejection_rate",
            "n/a" if gate["safe_rejection_rate"] is None else gate["safe_rejection_rate"],
        ),
        ("max_safe_rejected", "none" if limit is None else limit),
        ("provider_errors", gate["provider_errors"]),
    ):
        ET.SubElement(properties, "property", {"name": name, "value": xml_text(value)})
    suite.extend(cases)
    ET.indent(root)
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + ET.tostring(root, "unicode") + "\n"


__all__ = ["junit_xml", "xml_text"]
