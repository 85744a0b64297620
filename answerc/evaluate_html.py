"""``answerc eval ... --html REPORT.html``: one self-contained HTML page.

The page holds the gate and its thresholds, the confusion matrix, per-category and
per-language bars, the reliability diagram of the canonical confidence, the judge's
figures when it ran, and every unsafe answer judged safe and every safe answer rejected
with its claims, cited excerpts and reason. Inline CSS and inline SVG only: no script, no
stylesheet link, no font or image fetched, so it opens offline. Text from the cases is
HTML-escaped by Jinja2's autoescape. Charts need matplotlib (``pip install 'answerc[report]'``).
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from importlib import metadata
from typing import Any, Final

import jinja2
from markupsafe import Markup

from answerc.contract.verdict import Verdict, is_safe
from answerc.evaluate import CaseOutcome, EvalReport

_ANSWER_PREVIEW: Final = 2000
"""Characters of a raw answer shown when the draft has no readable claims."""


def _environment() -> jinja2.Environment:
    return jinja2.Environment(
        loader=jinja2.PackageLoader("answerc", "templates"),
        autoescape=True,
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
    )


def _excerpts(outcome: CaseOutcome) -> list[dict[str, Any]]:
    items = {item.id: item for item in outcome.case.pack.items}
    cited = dict.fromkeys(k for claim in outcome.report.claims for k in claim.citations)
    rows: list[dict[str, Any]] = []
    for key in cited:
        item = items.get(key)
        if item is None:
            rows.append({"id": key, "missing": True})
            continue
        section = item.locator.section if item.locator else None
        where = " / ".join(str(part) for part in (item.title, section) if part is not None)
        rows.append(
            {
                "id": key,
                "missing": False,
                "where": where,
                "version": item.version,
                "superseded_by": item.superseded_by,
                "text": item.excerpt,
            }
        )
    return rows


def _case_view(outcome: CaseOutcome, final: Verdict) -> dict[str, Any]:
    case, report = outcome.case, outcome.report
    labels = case.label_claims
    claims = [
        {
            "id": claim.id,
            "text": claim.text,
            "citations": ", ".join(claim.citations) or "none",
            "result": claim.result,
            "label": labels[i] if i < len(labels) and len(labels) == len(report.claims) else "",
            "reasons": ", ".join(claim.reasons),
        }
        for i, claim in enumerate(report.claims)
    ]
    failed = next((c for c in report.checks if not c.passed), None)
    raw = None
    if not report.claims:
        raw = json.dumps(case.answer, ensure_ascii=False)[:_ANSWER_PREVIEW]
    return {
        "id": case.id,
        "anchor": "case-" + "".join(ch if ch.isalnum() else "-" for ch in case.id),
        "category": case.category,
        "lang": case.lang or "unknown",
        "where": f"{case.source} line {case.line}" if case.source else f"line {case.line}",
        "query": case.pack.query,
        "label_verdict": case.label_verdict,
        "verdict": report.verdict,
        "final": final,
        "first_failure": report.first_failure,
        "failed_check": (
            {"id": failed.id, "detail": failed.detail, "codes": ", ".join(failed.codes)}
            if failed is not None
            else None
        ),
        "note": case.note,
        "claims": claims,
        "excerpts": _excerpts(outcome),
        "raw_answer": raw,
        "confidence": outcome.confidence,
    }


def _pct(value: float | None) -> str:
    return "n/a" if value is None else f"{value:.1%}"


def render_html(
    report: EvalReport,
    summary: Mapping[str, Any],
    finals: Mapping[str, Verdict],
    *,
    sources: Sequence[str] = (),
) -> str:
    """The whole HTML page (``summary`` as printed, ``finals`` the final verdict by id)."""
    from answerc.evaluate_charts import breakdown_svg, reliability_svg

    false_safe: list[dict[str, Any]] = []
    rejected: list[dict[str, Any]] = []
    for outcome in report.outcomes:
        final = finals.get(outcome.case.id, outcome.report.verdict)
        safe = is_safe(final)
        if safe and not outcome.case.label_safe:
            false_safe.append(_case_view(outcome, final))
        elif not safe and outcome.case.label_safe:
            rejected.append(_case_view(outcome, final))
    judge = summary.get("judge")
    try:
        version = metadata.version("answerc")
    except metadata.PackageNotFoundError:  # pragma: no cover - running from a bare tree
        version = "unknown"
    page = (
        _environment()
        .get_template("eval_report.html.j2")
        .render(
            s=summary,
            gate=summary["gate"],
            judge=judge,
            sources=list(sources),
            version=version,
            pct=_pct,
            false_safe=false_safe,
            rejected=rejected,
            category_svg=Markup(breakdown_svg(summary["per_category"], "category")),
            language_svg=Markup(breakdown_svg(summary["per_language"], "language")),
            reliability_svg=Markup(reliability_svg(summary["reliability"])),
            verdicts=list(summary["verdict_matrix"]["matrix"]),
        )
    )
    return page


__all__ = ["render_html"]
