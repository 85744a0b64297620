"""The rendering after an advisory-judge downgrade names the judge."""

from __future__ import annotations

from pathlib import Path

from answerc.contract.wire import load_request
from answerc.pipeline import compile as compile_request
from answerc.render import render_markdown

REFUND = Path(__file__).resolve().parent.parent / "fixtures" / "requests" / "refund-call-chain.json"


def test_judge_downgrade_names_the_judge_as_first_failure() -> None:
    """A grounded report downgraded to misaligned says the judge failed it, in both locales."""
    compiled = compile_request(load_request(REFUND.read_bytes()))
    report = compiled.grounding.model_copy(update={"verdict": "grounded", "first_failure": None})
    judged = compiled.model_copy(update={"grounding": report, "verdict": "misaligned"})
    assert "`judge`" in render_markdown(judged, locale="en")
    assert "`judge`" in render_markdown(judged, locale="zh")
    plain = compiled.model_copy(update={"grounding": report, "verdict": "grounded"})
    assert "`judge`" not in render_markdown(plain, locale="en")


def test_after_a_judge_downgrade_no_claim_is_shown_as_a_fact() -> None:
    """The summary of a judge-downgraded answer lists no claim and counts every one left out."""
    compiled = compile_request(load_request(REFUND.read_bytes()))
    assert compiled.canonical.summary_facts, "the fixture needs supported claims"
    report = compiled.grounding.model_copy(update={"verdict": "grounded", "first_failure": None})
    judged = compiled.model_copy(update={"grounding": report, "verdict": "misaligned"})
    total = len(compiled.grounding.claims)
    for locale, left_out in (("zh", f"略去 {total} 条"), ("en", f"{total} of {total} claims")):
        text = render_markdown(judged, locale=locale)
        summary = text.split("\n## ")[1]
        for fact in compiled.canonical.summary_facts:
            assert fact.text not in summary
        assert left_out in summary
