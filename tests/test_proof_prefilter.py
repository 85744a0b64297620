"""The proof's prefilter is exact: a sentence it rules out never pays, nor pays more than it says.

``prove`` skips evidence sentences that ``_prefilter.paid_bound`` rules out for a claim group
while it looks for the paying attempt, and skips them while it looks for the best failed
attempt once the bound is no better than the best so far. Both are sound only when every
ruled-out attempt fails with at most ``bound`` claim tokens paid: checked here on every claim
group of two labelled sets against every sentence of the items it cites (a new way to pay a
content word or an atom must widen the prefilter, or this fails).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from answerc.evaluate import Case, read_sources
from answerc.grounding.lexicon import default_lexicon
from answerc.grounding.proof._prefilter import needy_keys, paid_bound, sentence_vocab
from answerc.grounding.proof.prove import _Prover
from tests.grounding_helpers import cited_claims

ROOT = Path(__file__).resolve().parent.parent
SHARED = ROOT.parent / "shared" / "grounding-cases" / "cases.jsonl"
SETS = [ROOT / "benchmarks" / "grounding-dev-cases.jsonl", *([SHARED] if SHARED.exists() else [])]


def _cases() -> list[Case]:
    return read_sources([(str(p), p.read_text(encoding="utf-8")) for p in SETS])


@pytest.mark.parametrize("case", _cases(), ids=lambda c: c.id)
def test_ruled_out_sentences_never_pay(case: Case) -> None:
    """Every attempt on a sentence the prefilter rules out fails, paying at most its bound."""
    lex = default_lexicon()
    for text, claim, cited in cited_claims(case, lex):
        prover = _Prover(claim, cited, lex, frozenset())
        groups, _, _ = prover.groups()
        for group in groups:
            needy = needy_keys(claim, group, lex)
            for item in cited:
                for si in range(len(item.text.sentences)):
                    bound = paid_bound(needy, sentence_vocab(item.text, si))
                    if bound is None:
                        continue
                    att = prover.pay_group(group, item, si)
                    assert not att.ok, (case.id, text, item.id, si)
                    assert att.paid <= bound, (case.id, text, item.id, si, att.paid, bound)
