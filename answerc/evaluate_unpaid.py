"""``answerc eval --unpaid``: what the support proof could not pay, in safe answers it rejected.

For every case labelled safe that answerc rejected, each rejected claim whose support proof
stopped contributes its first unpaid claim token (``side: claim``) or wrongly dropped evidence
token (``side: evidence``), with the proof's failure code. Equal (token, code, side) triples
are counted together and listed most frequent first, with the first case that showed each:
the work list for the thesaurus (docs/eval.md, docs/lexicon.md).
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from answerc.evaluate import CaseOutcome


@dataclass(frozen=True)
class UnpaidCounts:
    """The unpaid tokens of a run and how many rejected safe cases they come from."""

    rows: tuple[dict[str, Any], ...]
    """``{token, code, side, count, example}``, most frequent first."""
    rejected_safe: int
    """Cases labelled safe that answerc rejected."""
    without_failure: int
    """Of those, the cases with no proof failure (another check rejected them)."""


def _fold(token: str) -> str:
    return unicodedata.normalize("NFKC", token).casefold()


def unpaid_tokens(outcomes: Iterable[CaseOutcome]) -> UnpaidCounts:
    """Count the first unpaid token of each rejected claim of each rejected safe case.

    Tokens that differ only in case or width (``If`` / ``if``) are counted together and
    shown as first seen. Ordered by count (highest first), then token, code and side, so
    the list is the same for the same cases.
    """
    counts: dict[tuple[str, str, str], int] = {}
    examples: dict[tuple[str, str, str], str] = {}
    shown: dict[tuple[str, str, str], str] = {}
    rejected = without = 0
    for outcome in outcomes:
        if not outcome.case.label_safe or outcome.judged_safe:
            continue
        rejected += 1
        found = False
        for claim in outcome.report.claims:
            failure = claim.proof.failure if claim.proof is not None else None
            if claim.result == "supported" or failure is None:
                continue
            found = True
            key = (_fold(failure.token), failure.code, failure.side)
            counts[key] = counts.get(key, 0) + 1
            examples.setdefault(key, outcome.case.id)
            shown.setdefault(key, failure.token)
        without += not found
    ordered = sorted(counts, key=lambda k: (-counts[k], k))
    rows = tuple(
        {"token": shown[k], "code": k[1], "side": k[2], "count": counts[k], "example": examples[k]}
        for k in ordered
    )
    return UnpaidCounts(rows=rows, rejected_safe=rejected, without_failure=without)


def format_unpaid(unpaid: UnpaidCounts) -> str:
    """The ``--format table`` section: one line per (token, code, side), token last.

    The token is the last column because a CJK token is two columns wide per character.
    """
    claims = sum(row["count"] for row in unpaid.rows)
    lines = [
        "",
        "unpaid tokens of rejected safe answers (the work list for the thesaurus):",
        f"  {claims} rejected claims in {unpaid.rejected_safe} rejected safe cases"
        f" ({unpaid.without_failure} of those cases: no unpaid token, another check rejected)",
    ]
    if unpaid.rows:
        width = max(len("example"), *(len(row["example"]) for row in unpaid.rows))
        code_width = max(len("code"), *(len(row["code"]) for row in unpaid.rows))
        lines.append(
            f"{'count':>7}  {'side':<10}{'code':<{code_width}}  {'example':<{width}}  token"
        )
        lines += [
            f"{row['count']:>7}  {row['side']:<10}{row['code']:<{code_width}}  "
            f"{row['example']:<{width}}  {row['token']}"
            for row in unpaid.rows
        ]
    return "\n".join(lines) + "\n"


__all__ = ["UnpaidCounts", "format_unpaid", "unpaid_tokens"]
