"""Labelled-case evaluation: ``answerc eval FILE...`` (the case format is in docs/eval.md).

Each case's ``evidence`` *is* the pack (ids as given, nothing filtered or renumbered, older
versions of a document marked superseded by a newer one in the same pack); its ``answer``
is the raw draft (a malformed one is a ``degraded`` verdict, never a crash). A case is
judged safe when its verdict is ``grounded`` or ``abstained``; "unsafe" is the positive
class of precision, recall and F1. ``hard_invariant_false_safe`` counts unsafe cases
judged safe; the release gate (``answerc.evaluate_gate``) needs it at most
``--max-false-safe`` (0 by default) and no provider error.

``evaluate_cases`` and ``case_to_pack`` are the reusable parts (judge calibration builds on
them); ``answerc.evaluate_cli`` is the CLI edge.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, Final

from pydantic import ValidationError

from answerc.contract.compile import compile_canonical
from answerc.contract.draft import Expected
from answerc.contract.output import EvidencePack, GroundingReport, PackItem
from answerc.contract.pack import is_citable, mark_superseded
from answerc.contract.request import Locator, Provenance
from answerc.contract.verdict import is_safe
from answerc.contract.wire import contract_error
from answerc.errors import AnswercError
from answerc.evaluate_gate import DEFAULT_THRESHOLDS, Thresholds, decide_gate
from answerc.grounding.lexicon import Lexicon

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
    """A case file or line that does not follow the case format (the CLI exits with 2).

    ``line`` is 0 when the error is about the whole file (an empty one); ``source`` names
    the file when there is one.
    """

    def __init__(self, line: int, message: str, source: str | None = None) -> None:
        where = f"line {line}: " if line else ""
        super().__init__(f"{source}: {where}{message}" if source else f"{where}{message}")
        self.line = line
        self.message = message
        self.source = source


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
    note: str | None = None
    source: str | None = None
    """The file the case came from (``<stdin>`` for standard input), when read from one."""


@dataclass(frozen=True)
class CaseOutcome:
    """What answerc decided for one case, beside its label."""

    case: Case
    report: GroundingReport
    confidence: float
    """The canonical confidence of the case's pack (SPEC §4; no graph in a case)."""

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
            "confidence": self.confidence,
            "claims": claims,
            "reasons": [list(c.reasons) for c in self.report.claims],
        }


RELIABILITY_BINS: Final = 10
"""Equal-width bins of the canonical confidence over [0, 1] in the reliability table."""


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

    def summary(self, thresholds: Thresholds = DEFAULT_THRESHOLDS) -> dict[str, Any]:
        """Confusion matrix (unsafe positive), rates, gate, agreement, breakdowns."""
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
        gate = decide_gate(
            cases=len(self.outcomes),
            false_safe=fn,
            safe_rejected=fp,
            safe_total=fp + tn,
            provider_errors=self.provider_errors,
            thresholds=thresholds,
        )
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
            "safe_rejection_rate": gate["safe_rejection_rate"],
            "provider_errors": self.provider_errors,
            "release_gate_ready": not gate["failures"],
            "gate": gate,
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
            "per_category": self.breakdown(lambda o: o.case.category),
            "per_language": self.breakdown(lambda o: o.case.lang or "unknown"),
            "reliability": self.reliability(),
        }

    def breakdown(self, key: Callable[[CaseOutcome], str]) -> dict[str, dict[str, int]]:
        """Case counts per group (sorted by name): total, exact, false safe, false rejections."""
        table: dict[str, dict[str, int]] = {}
        for o in self.outcomes:
            row = table.setdefault(
                key(o),
                {"cases": 0, "exact_verdict": 0, "false_safe": 0, "false_rejection": 0},
            )
            row["cases"] += 1
            row["exact_verdict"] += o.report.verdict == o.case.label_verdict
            row["false_safe"] += (not o.case.label_safe) and o.judged_safe
            row["false_rejection"] += o.case.label_safe and not o.judged_safe
        return dict(sorted(table.items()))

    def reliability(self, bins: int = RELIABILITY_BINS) -> list[dict[str, Any]]:
        """Cases binned by canonical confidence: how many, and the shares judged/labelled safe.

        Bin ``i`` holds confidences in ``[i/bins, (i+1)/bins)`` (the last one includes 1).
        Empty bins are listed with ``cases: 0`` and null shares, so the table has a fixed shape.
        """
        rows: list[list[CaseOutcome]] = [[] for _ in range(bins)]
        for o in self.outcomes:
            rows[min(int(o.confidence * bins), bins - 1)].append(o)
        table: list[dict[str, Any]] = []
        for i, members in enumerate(rows):
            n = len(members)
            table.append(
                {
                    "low": _round(i / bins),
                    "high": _round((i + 1) / bins),
                    "cases": n,
                    "mean_confidence": _round(
                        sum(o.confidence for o in members) / n if n else None
                    ),
                    "judged_safe_share": _round(
                        sum(o.judged_safe for o in members) / n if n else None
                    ),
                    "labelled_safe_share": _round(
                        sum(o.case.label_safe for o in members) / n if n else None
                    ),
                }
            )
        return table

    def to_json(self, thresholds: Thresholds = DEFAULT_THRESHOLDS) -> dict[str, Any]:
        """The whole report as one JSON object."""
        return {"cases": [o.to_json() for o in self.outcomes], **self.summary(thresholds)}


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
    from answerc.contract.wire import parse_json
    from answerc.errors import ContractError

    try:
        obj = parse_json(raw)  # strict and guarded: nesting, huge numbers, duplicate keys
    except ContractError as err:
        raise CaseError(line, f"not valid JSON ({err.path}: {err.message})") from None
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
        note=_text(obj.get("note")),
    )


STDIN_NAME: Final = "<stdin>"
"""How standard input (``-``) is named in messages and in each case's ``source``."""


def split_lines(text: str) -> list[str]:
    r"""JSON Lines split on ``\n`` only (a raw U+2028 inside a JSON string is not a break).

    Example:
        >>> split_lines('{"a": "x\u2028y"}\r\n{}\n')
        ['{"a": "x\u2028y"}', '{}']
    """
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    return [line.removesuffix("\r") for line in lines]


def _read_one(
    lines: Iterable[str],
    seen: dict[str, Case],
    source: str | None = None,
    prefix: str | None = None,
) -> list[Case]:
    cases: list[Case] = []
    for number, raw in enumerate(lines, start=1):
        if not raw.strip():
            continue
        try:
            case = parse_case(raw, number)
        except CaseError as err:
            raise CaseError(err.line, err.message, source) from None
        case = replace(
            case, source=source, id=f"{prefix}/{case.id}" if prefix is not None else case.id
        )
        first = seen.get(case.id)
        if first is not None:
            where = f"{first.source} line {first.line}" if first.source else f"line {first.line}"
            raise CaseError(number, f"case id {case.id!r} already used on {where}", source)
        seen[case.id] = case
        cases.append(case)
    return cases


def read_cases(lines: Iterable[str]) -> list[Case]:
    """Parse JSON Lines (blank lines skipped); raise CaseError naming the first bad line."""
    return _read_one(lines, {})


def read_sources(sources: Sequence[tuple[str, str]], *, prefix_ids: bool = False) -> list[Case]:
    """Parse several case files given as ``(name, text)``; ids must be unique across them.

    Raises:
        CaseError: naming the file and line of the first bad line, an empty file (line 0), or
            a duplicate id (with the place it was first used). With ``prefix_ids`` each id
            becomes ``<file stem>/<id>`` (``stdin/<id>`` for standard input) first.
    """
    seen: dict[str, Case] = {}
    cases: list[Case] = []
    for name, text in sources:
        prefix = None
        if prefix_ids:
            prefix = "stdin" if name == STDIN_NAME else Path(name).stem
        found = _read_one(split_lines(text), seen, name, prefix)
        if not found:
            raise CaseError(0, "no cases (an empty case file is invalid input)", name)
        cases.extend(found)
    return cases


def evaluate_case(case: Case, *, lexicon: Lexicon | None = None) -> CaseOutcome:
    """Check one case's answer against its pack."""
    from answerc.grounding import check_draft

    report = check_draft(
        case.answer,
        case.pack,
        case.expected,
        run_id=case.run_id,
        locale="en" if case.lang == "en" else "zh",
        lexicon=lexicon,
    )
    confidence = compile_canonical(case.pack, None).confidence
    return CaseOutcome(case=case, report=report, confidence=confidence)


def evaluate_cases(
    cases: Sequence[Case],
    progress: Callable[[int, int, str], None] | None = None,
    *,
    lexicon: Lexicon | None = None,
) -> EvalReport:
    """Evaluate every case (deterministic; no judge), with a user lexicon if one is given."""
    report = EvalReport()
    for number, case in enumerate(cases, start=1):
        report.outcomes.append(evaluate_case(case, lexicon=lexicon))
        if progress is not None:
            progress(number, len(cases), case.id)
    return report


__all__ = [
    "Case",
    "CaseError",
    "CaseOutcome",
    "EvalReport",
    "case_to_pack",
    "evaluate_cases",
    "parse_case",
    "read_cases",
    "read_sources",
    "split_lines",
]
