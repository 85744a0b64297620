"""Labelled-case evaluation: ``answerc eval CASES.jsonl`` (format: grounding-cases/FORMAT.md).

Each case's ``evidence`` *is* the pack (ids as given, nothing filtered or renumbered, older
versions of a document marked superseded by a newer one in the same pack); its ``answer``
is the raw draft (a malformed one is a ``degraded`` verdict, never a crash). A case is
judged safe when its verdict is ``grounded`` or ``abstained``; "unsafe" is the positive
class of precision, recall and F1. ``hard_invariant_false_safe`` counts unsafe cases
judged safe; the release gate needs it at zero (and no provider error).

``evaluate_cases`` and ``case_to_pack`` are the reusable parts (judge calibration builds on
them); ``cli_eval`` is the CLI edge.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Final

from pydantic import ValidationError

from answerc.contract.draft import Expected
from answerc.contract.output import EvidencePack, GroundingReport, PackItem
from answerc.contract.pack import is_citable, mark_superseded
from answerc.contract.request import Locator, Provenance
from answerc.contract.verdict import is_safe
from answerc.contract.wire import contract_error
from answerc.errors import AnswercError

VERDICTS: Final = (
    "grounded",
    "abstained",
    "insufficient_evidence",
    "misaligned",
    "unsupported",
    "degraded",
)
CLAIM_RESULTS: Final = ("supported", "contradicted", "unsupported", "uncited", "bad_citation")


class CaseError(AnswercError):
    """A case line that does not follow FORMAT.md (the CLI exits with 2)."""

    def __init__(self, line: int, message: str) -> None:
        super().__init__(f"line {line}: {message}")
        self.line = line
        self.message = message


@dataclass(frozen=True)
class Case:
    """One labelled case, validated."""

    id: str
    line: int
    category: str
    lang: str | None
    pack: EvidencePack
    answer: Any
    expected: Expected | None
    run_id: str | None
    label_safe: bool
    label_verdict: str
    label_claims: tuple[str, ...]


@dataclass(frozen=True)
class CaseOutcome:
    """What answerc decided for one case, beside its label."""

    case: Case
    report: GroundingReport

    @property
    def judged_safe(self) -> bool:
        """Whether answerc would publish the answer (grounded or abstained)."""
        return is_safe(self.report.verdict)

    def to_json(self) -> dict[str, Any]:
        """The per-case row of the JSON report."""
        claims = [c.result for c in self.report.claims]
        return {
            "id": self.case.id,
            "category": self.case.category,
            "lang": self.case.lang,
            "verdict": self.report.verdict,
            "first_failure": self.report.first_failure,
            "judged_safe": self.judged_safe,
            "label": {
                "safe": self.case.label_safe,
                "verdict": self.case.label_verdict,
                "claims": list(self.case.label_claims),
            },
            "verdict_matches": self.report.verdict == self.case.label_verdict,
            "claims": claims,
            "reasons": [list(c.reasons) for c in self.report.claims],
        }


@dataclass
class EvalReport:
    """Calibration figures over a case set (SPEC §7, §10)."""

    outcomes: list[CaseOutcome] = field(default_factory=list)
    provider_errors: int = 0

    def _count(self, safe_label: bool, safe_judged: bool) -> int:
        return sum(
            1
            for o in self.outcomes
            if o.case.label_safe is safe_label and o.judged_safe is safe_judged
        )

    def summary(self) -> dict[str, Any]:
        """Confusion matrix (unsafe positive), rates, gate, agreement, per category."""
        tp, fn = self._count(False, False), self._count(False, True)
        fp, tn = self._count(True, False), self._count(True, True)
        precision = tp / (tp + fp) if tp + fp else None
        recall = tp / (tp + fn) if tp + fn else None
        f1 = (
            2 * precision * recall / (precision + recall)
            if precision is not None and recall is not None and precision + recall
            else None
        )
        exact = sum(1 for o in self.outcomes if o.report.verdict == o.case.label_verdict)
        claims_total = claims_same = 0
        for o in self.outcomes:
            got = [c.result for c in o.report.claims]
            if len(got) == len(o.case.label_claims):
                claims_total += len(got)
                claims_same += sum(a == b for a, b in zip(got, o.case.label_claims, strict=True))
            else:
                claims_total += max(len(got), len(o.case.label_claims))
        matrix = {v: dict.fromkeys(VERDICTS, 0) for v in VERDICTS}
        for o in self.outcomes:
            matrix.setdefault(o.case.label_verdict, dict.fromkeys(VERDICTS, 0))
            matrix[o.case.label_verdict][o.report.verdict] += 1
        return {
            "cases_total": len(self.outcomes),
            "confusion": {
                "unsafe_judged_unsafe": tp,
                "unsafe_judged_safe": fn,
                "safe_judged_unsafe": fp,
                "safe_judged_safe": tn,
            },
            "precision": _round(precision),
            "recall": _round(recall),
            "f1": _round(f1),
            "hard_invariant_false_safe": fn,
            "safe_rejection_rate": _round(fp / (fp + tn) if fp + tn else None),
            "provider_errors": self.provider_errors,
            "release_gate_ready": fn == 0 and self.provider_errors == 0,
            "verdict_agreement": {
                "exact": exact,
                "total": len(self.outcomes),
                "rate": _round(exact / len(self.outcomes) if self.outcomes else None),
            },
            "claim_agreement": {
                "same": claims_same,
                "total": claims_total,
                "rate": _round(claims_same / claims_total if claims_total else None),
            },
            "verdict_matrix": {"rows_are_labels": True, "matrix": matrix},
            "per_category": self.per_category(),
        }

    def per_category(self) -> dict[str, dict[str, int]]:
        """Case counts per category: total, exact verdicts, false safe, false rejections."""
        table: dict[str, dict[str, int]] = {}
        for o in self.outcomes:
            row = table.setdefault(
                o.case.category,
                {"cases": 0, "exact_verdict": 0, "false_safe": 0, "false_rejection": 0},
            )
            row["cases"] += 1
            row["exact_verdict"] += o.report.verdict == o.case.label_verdict
            row["false_safe"] += (not o.case.label_safe) and o.judged_safe
            row["false_rejection"] += o.case.label_safe and not o.judged_safe
        return dict(sorted(table.items()))

    def to_json(self) -> dict[str, Any]:
        """The whole report as one JSON object."""
        return {"cases": [o.to_json() for o in self.outcomes], **self.summary()}


def _round(value: float | None) -> float | None:
    return None if value is None else round(value, 4)


def _need(
    obj: Mapping[str, Any], key: str, kind: type | tuple[type, ...], line: int, where: str = ""
) -> Any:
    if key not in obj:
        raise CaseError(line, f"missing {where}{key!r}")
    value = obj[key]
    if not isinstance(value, kind) or (isinstance(value, bool) and kind is not bool):
        raise CaseError(line, f"{where}{key!r} has the wrong type ({type(value).__name__})")
    return value


def _text(value: Any) -> str | None:
    return None if value is None else str(value)


def case_to_pack(case: Mapping[str, Any], line: int = 0) -> EvidencePack:
    """The case's evidence as a pack, verbatim: ids as given, no filtering, no renumbering."""
    evidence = _need(case, "evidence", list, line)
    items: list[PackItem] = []
    seen: set[str] = set()
    for rank, ev in enumerate(evidence, start=1):
        where = f"evidence[{rank - 1}]."
        if not isinstance(ev, dict):
            raise CaseError(line, f"evidence[{rank - 1}] is not an object")
        item_id = _need(ev, "id", str, line, where)
        text = _need(ev, "text", str, line, where)
        if item_id in seen:
            raise CaseError(line, f"evidence id {item_id!r} appears twice")
        seen.add(item_id)
        document = str(ev.get("document_id") or item_id)
        try:
            locator = Locator(
                source_record=_text(ev.get("source_record")) or document,
                url=_text(ev.get("url")),
                section=_text(ev.get("section")),
                page=_text(ev.get("page")),
                issue=_text(ev.get("issue")),
                repo=_text(ev.get("repo")),
                file=_text(ev.get("file")),
                symbol=_text(ev.get("symbol")),
                line=_text(ev.get("line")),
                commit=_text(ev.get("commit")),
            )
            provenance = (
                Provenance.model_validate(ev["provenance"]) if ev.get("provenance") else None
            )
            kind = ev.get("kind", "article")
            item = PackItem(
                id=item_id,
                evidence_key=str(ev.get("evidence_key") or f"{document}#{item_id}"),
                document_id=document,
                rank=rank,
                kind=kind,
                title=_text(ev.get("title")),
                breadcrumb=_text(ev.get("breadcrumb")),
                source=_text(ev.get("source")),
                url=_text(ev.get("url")),
                excerpt=text,
                version=_text(ev.get("version")),
                effective_at=_text(ev.get("effective_at")),
                locator=locator,
                current=bool(ev.get("current", False)),
                citable=is_citable(kind, locator, _text(ev.get("url"))),
                provenance=provenance,
            )
        except ValidationError as err:
            bad = contract_error(err)
            raise CaseError(
                line, f"{where.rstrip('.')}: {bad.path.lstrip('$.')} {bad.message}"
            ) from None
        items.append(item)
    marked = mark_superseded(items)
    return EvidencePack(
        query=str(case.get("query") or ""),
        items=tuple(marked),
        candidate_count=len(marked),
        evidence_count=len(marked),
    )


def parse_case(raw: str, line: int) -> Case:
    """Validate one JSON line of a case file."""
    try:
        obj = json.loads(raw)
    except json.JSONDecodeError as err:
        raise CaseError(line, f"not valid JSON ({err.msg} at column {err.colno})") from None
    if not isinstance(obj, dict):
        raise CaseError(line, "a case must be a JSON object")
    case_id = _need(obj, "id", str, line)
    label = _need(obj, "label", dict, line)
    safe = _need(label, "safe", bool, line, "label.")
    verdict = _need(label, "verdict", str, line, "label.")
    if verdict not in VERDICTS:
        raise CaseError(line, f"label.verdict {verdict!r} is not one of {', '.join(VERDICTS)}")
    claims = label.get("claims", [])
    if not isinstance(claims, list) or any(c not in CLAIM_RESULTS for c in claims):
        raise CaseError(line, f"label.claims must list claim results ({', '.join(CLAIM_RESULTS)})")
    expected = None
    if obj.get("expected") is not None:
        try:
            expected = Expected.model_validate_json(json.dumps(obj["expected"]), strict=True)
        except ValidationError as err:
            bad = contract_error(err)
            raise CaseError(line, f"expected{bad.path.lstrip('$')}: {bad.message}") from None
    run_id = obj.get("run_id")
    return Case(
        id=case_id,
        line=line,
        category=str(obj.get("category") or "uncategorized"),
        lang=_text(obj.get("lang")),
        pack=case_to_pack(obj, line),
        answer=obj.get("answer"),
        expected=expected,
        run_id=run_id if isinstance(run_id, str) else None,
        label_safe=safe,
        label_verdict=verdict,
        label_claims=tuple(claims),
    )


def read_cases(lines: Iterable[str]) -> list[Case]:
    """Parse JSON Lines (blank lines skipped); raise CaseError naming the first bad line."""
    cases: list[Case] = []
    ids: dict[str, int] = {}
    for number, raw in enumerate(lines, start=1):
        if not raw.strip():
            continue
        case = parse_case(raw, number)
        if case.id in ids:
            raise CaseError(number, f"case id {case.id!r} already used on line {ids[case.id]}")
        ids[case.id] = number
        cases.append(case)
    return cases


def evaluate_case(case: Case) -> CaseOutcome:
    """Check one case's answer against its pack."""
    from answerc.grounding import check_draft

    report = check_draft(case.answer, case.pack, case.expected, run_id=case.run_id)
    return CaseOutcome(case=case, report=report)


def evaluate_cases(
    cases: Sequence[Case], progress: Callable[[int, int, str], None] | None = None
) -> EvalReport:
    """Evaluate every case (deterministic; no judge)."""
    report = EvalReport()
    for number, case in enumerate(cases, start=1):
        report.outcomes.append(evaluate_case(case))
        if progress is not None:
            progress(number, len(cases), case.id)
    return report


def _fmt(value: Any) -> str:
    if value is None:
        return "n/a"
    return f"{value:.4f}" if isinstance(value, float) else str(value)


def format_table(report: EvalReport) -> str:
    """A readable text report: summary, per-category table, per-case verdicts."""
    s = report.summary()
    c = s["confusion"]
    lines = [
        f"cases: {s['cases_total']}    release_gate_ready: {s['release_gate_ready']}",
        f"hard_invariant_false_safe: {s['hard_invariant_false_safe']}    "
        f"safe_rejection_rate: {_fmt(s['safe_rejection_rate'])}    "
        f"provider_errors: {s['provider_errors']}",
        f"unsafe = positive    precision {_fmt(s['precision'])}    recall {_fmt(s['recall'])}"
        f"    f1 {_fmt(s['f1'])}",
        "",
        "                  judged unsafe  judged safe",
        f"labelled unsafe   {c['unsafe_judged_unsafe']:>13}  {c['unsafe_judged_safe']:>11}",
        f"labelled safe     {c['safe_judged_unsafe']:>13}  {c['safe_judged_safe']:>11}",
        "",
        f"exact verdict: {s['verdict_agreement']['exact']}/{s['verdict_agreement']['total']}"
        f"    claim results: {s['claim_agreement']['same']}/{s['claim_agreement']['total']}",
        "",
        f"{'category':<26}{'cases':>6}{'exact':>7}{'false safe':>12}{'false reject':>14}",
    ]
    for name, row in s["per_category"].items():
        lines.append(
            f"{name:<26}{row['cases']:>6}{row['exact_verdict']:>7}"
            f"{row['false_safe']:>12}{row['false_rejection']:>14}"
        )
    lines += ["", f"{'':2}{'case':<22}{'label':<23}{'verdict':<23}first failure"]
    for o in report.outcomes:
        mark = (
            "!!"
            if (not o.case.label_safe and o.judged_safe)
            else ("  " if o.report.verdict == o.case.label_verdict else " ~")
        )
        lines.append(
            f"{mark}{o.case.id:<22}{o.case.label_verdict:<23}{o.report.verdict:<23}"
            f"{o.report.first_failure or '-'}"
        )
    lines.append("")
    lines.append("!! unsafe case judged safe    ~ verdict differs from the label")
    return "\n".join(lines) + "\n"


def cli_eval(args: argparse.Namespace) -> int:
    """``answerc eval CASES.jsonl --format json|table``: 0 ok, 2 unreadable or malformed cases."""
    from answerc.contract.wire import dumps

    try:
        text = Path(args.cases).read_text(encoding="utf-8-sig")
    except (OSError, UnicodeDecodeError) as err:
        sys.stderr.write(f"answerc eval: cannot read {args.cases}: {err}\n")
        return 2
    try:
        cases = read_cases(text.splitlines())
    except CaseError as err:
        sys.stderr.write(f"answerc eval: {args.cases}: {err}\n")
        return 2
    progress = None
    if sys.stderr.isatty():

        def progress(done: int, total: int, case_id: str) -> None:
            sys.stderr.write(f"\r[{done}/{total}] {case_id[:40]:<40}")
            if done == total:
                sys.stderr.write("\r" + " " * 60 + "\r")
            sys.stderr.flush()

    report = evaluate_cases(cases, progress)
    if getattr(args, "judge", False):
        from answerc.evaluate_judge import format_judge_table, judge_calibration, with_judge

        calibration = judge_calibration(report, args)
        if args.format == "json":
            sys.stdout.write(dumps(with_judge(report.to_json(), calibration)))
        else:
            sys.stdout.write(format_table(report) + format_judge_table(calibration))
    elif args.format == "json":
        sys.stdout.write(dumps(report.to_json()))
    else:
        sys.stdout.write(format_table(report))
    sys.stdout.flush()
    return 0


__all__ = [
    "Case",
    "CaseError",
    "CaseOutcome",
    "EvalReport",
    "case_to_pack",
    "cli_eval",
    "evaluate_cases",
    "format_table",
    "parse_case",
    "read_cases",
]
