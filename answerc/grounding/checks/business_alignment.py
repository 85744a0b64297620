"""answer.business_alignment: the draft meets the caller's contract and route (-> misaligned).

* **Route.** Under a ``controller_action`` that forces ``insufficient`` (``no_knowledge``,
  ``clarify``, ``refuse`` ...) the recalled chunks are not answerable evidence: a draft that
  answers with claims is ``answered_without_knowledge``, whatever it cites, and each of
  its claims is ``unsupported`` (so none becomes a summary fact).
* **Abstention.** Abstaining while ``should_abstain`` is false is over-abstention;
  answering with claims while ``should_abstain`` is true is under-abstention (the caller
  said the evidence does not answer the question).
* **Terms.** ``required_terms`` / ``forbidden_terms`` are compared over the text of all
  claims with the normalization of answer.support: match keys (NFKC, case, width,
  traditional/simplified folded) in which every quantity stands for its value, so a
  required "48 小时" is met by "两天" and "7 days" by "一周", while "10 天" never meets
  "7 天". A term is a phrase, not a statement: presence is all that is tested. A forbidden
  term inside a negation ("不收取手续费" for a forbidden "手续费") is still present (the
  caller forbade the words; whether the sentence is true is answer.support's question).

No ``expected``: only the route is checked.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Final

from answerc.contract.compile import forces_insufficient
from answerc.grounding._context import CheckContext, Finding
from answerc.grounding.text.normalize import match_key
from answerc.grounding.text.numbers import quantities

CHECK_ID: Final = "answer.business_alignment"
ALIGNMENT_CODES: Final = (
    "answered_without_knowledge",
    "over_abstention",
    "under_abstention",
    "missing_required_term",
    "forbidden_term_present",
)
_MARK: Final = "\x00"
"""Brackets a quantity's value in a term key; never in a match key (controls are dropped)."""


def term_key(text: str) -> str:
    """The match key of ``text`` with each quantity replaced by its value.

    Example:
        >>> term_key("两天") == term_key("48 小时") == term_key("48小时")
        True
        >>> term_key("7 天内到账") == term_key("七天内到账"), term_key("10 天") == term_key("7 天")
        (True, False)
    """
    key = match_key(text)
    parts: list[str] = []
    end = 0
    for q in quantities(key):
        if q.start < end:
            continue
        parts.append(key[end : q.start])
        parts.append(f"{_MARK}{q.key}{_MARK}")
        end = q.end
    parts.append(key[end:])
    return "".join(parts)


def term_present(term: str, keys: tuple[str, str]) -> bool:
    """Whether ``term`` occurs in a text given as (match key, term key); empty never does."""
    plain, valued = keys
    key = match_key(term)
    if not key.strip():
        return False
    return key in plain or term_key(term) in valued


def check_business_alignment(ctx: CheckContext) -> Iterator[Finding]:
    """Yield a finding for each way the draft misses the route or the expected contract."""
    draft, expected = ctx.draft, ctx.expected
    if draft is None:
        return
    if forces_insufficient(ctx.controller_action):
        for index in range(len(draft.claims)):
            yield Finding(
                CHECK_ID,
                "answered_without_knowledge",
                f"{ctx.claim_ids[index]} answers although controller_action "
                f"{ctx.controller_action!r} says the evidence does not answer the question",
                index,
                "unsupported",
            )
    if expected is None:
        return
    if draft.abstained and not expected.should_abstain:
        yield Finding(
            CHECK_ID,
            "over_abstention",
            "the draft abstains although the evidence is expected to answer",
        )
    if expected.should_abstain and draft.claims:
        yield Finding(
            CHECK_ID, "under_abstention", "the draft answers although it is expected to abstain"
        )
    texts = [claim.text for claim in draft.claims]
    keys = ("\n".join(match_key(t) for t in texts), "\n".join(term_key(t) for t in texts))
    for term in expected.required_terms:
        if match_key(term).strip() and not term_present(term, keys):
            yield Finding(CHECK_ID, "missing_required_term", f"required term {term!r} is missing")
    for term in expected.forbidden_terms:
        if term_present(term, keys):
            yield Finding(CHECK_ID, "forbidden_term_present", f"forbidden term {term!r} is present")
