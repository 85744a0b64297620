"""Round 8 of the English thesaurus: exact formal / plain synonyms that answers use when they
restate policy, service, ops and legal text in plainer words, and British / American spellings.

Modelled on ``tests/test_lexicon_growth.py``: per group a faithful claim that needs the entry
(supported with every rule on, not supported with ``synonym.thesaurus`` disabled) and an
unsafe twin (negation, another number, another word) that stays unsupported.
"""

from __future__ import annotations

import pytest

from answerc.grounding.lexicon import default_lexicon
from answerc.grounding.proof import Cited, prove
from answerc.grounding.text import analyze


def _result(claim: str, evidence: str, *, off: str = "") -> str:
    lex = default_lexicon()
    disabled = frozenset({off}) if off else frozenset()
    cited = [Cited("K1", analyze(evidence, lex), None, lex)]
    return prove(analyze(claim, lex), cited, lex, disabled=disabled).result


# (kind, evidence, faithful claim, unsafe twin)
SYNONYM_CASES = [
    (
        "en verb: deactivate = disable",
        "Inactive accounts are deactivated after 90 days.",
        "Inactive accounts are disabled after 90 days.",
        "Inactive accounts are disabled after 30 days.",
    ),
    (
        "en verb: refuse = reject",
        "The gateway refuses requests larger than 10 MB.",
        "The gateway rejects requests larger than 10 MB.",
        "The gateway rejects requests larger than 20 MB.",
    ),
    (
        "en verb: await = wait for",
        "Orders awaiting approval are held for 7 days.",
        "Orders waiting for approval are held for 7 days.",
        "Orders waiting for approval are held for 14 days.",
    ),
    (
        "en verb: vary = differ",
        "Delivery fees vary by region.",
        "Delivery fees differ by region.",
        "Delivery fees do not differ by region.",
    ),
    (
        "en verb: forfeit = lose",
        "Guests who cancel less than 48 hours before arrival forfeit the deposit.",
        "Guests who cancel less than 48 hours before arrival lose the deposit.",
        "Guests who cancel less than 24 hours before arrival lose the deposit.",
    ),
    (
        "en verb: disclose = reveal",
        "Staff must not disclose customer passwords.",
        "Staff must not reveal customer passwords.",
        "Staff may reveal customer passwords.",
    ),
    (
        "en verb: supervise = oversee",
        "A qualified nurse supervises each vaccination session.",
        "A qualified nurse oversees each vaccination session.",
        "A qualified nurse does not oversee each vaccination session.",
    ),
    (
        "en verb: migrate = move",
        "Objects are migrated to cold storage after 90 days.",
        "Objects are moved to cold storage after 90 days.",
        "Objects are moved to cold storage after 30 days.",
    ),
    (
        "en verb: generate = create",
        "The SDK generates an idempotency key for each request.",
        "The SDK creates an idempotency key for each request.",
        "The SDK does not create an idempotency key for each request.",
    ),
    (
        "en verb: present = show",
        "Candidates must present a valid passport at check-in.",
        "Candidates must show a valid passport at check-in.",
        "Candidates need not show a valid passport at check-in.",
    ),
    (
        "en verb: contact = get in touch",
        "Customers should contact support within 14 days.",
        "Customers should get in touch with support within 14 days.",
        "Customers should get in touch with support within 30 days.",
    ),
    (
        "en verb: retry = try again",
        "If an upload fails, the client retries 3 times.",
        "If an upload fails, the client tries again 3 times.",
        "If an upload fails, the client tries again 5 times.",
    ),
    (
        "en verb: opt for = choose",
        "Members who opt for annual billing get 2 months free.",
        "Members who choose annual billing get 2 months free.",
        "Members who choose annual billing get 3 months free.",
    ),
    (
        "en verb: return = give back",
        "The landlord must return the deposit within 14 days.",
        "The landlord must give back the deposit within 14 days.",
        "The landlord must give back the deposit within 30 days.",
    ),
    (
        "en verb: return = send back",
        "Undeliverable mail is returned to the sender.",
        "Undeliverable mail is sent back to the sender.",
        "Undeliverable mail is not sent back to the sender.",
    ),
    (
        "en verb: return = come back",
        "Employees who return from parental leave keep their role.",
        "Employees who come back from parental leave keep their role.",
        "Employees who come back from parental leave lose their role.",
    ),
    (
        "en phrasal verb: fill in = fill out",
        "New patients must fill in a medical history form.",
        "New patients must fill out a medical history form.",
        "New patients need not fill out a medical history form.",
    ),
    (
        "en phrasal verb: log off = log out",
        "Users must log off shared terminals after each session.",
        "Users must log out of shared terminals after each session.",
        "Users need not log out of shared terminals after each session.",
    ),
    (
        "en verb: store = keep",
        "Vaccines are stored at 2 to 8 °C.",
        "Vaccines are kept at 2 to 8 °C.",
        "Vaccines are kept at 8 to 15 °C.",
    ),
    (
        "en verb: endeavour = try",
        "We endeavour to reply within 2 business days.",
        "We try to reply within 2 business days.",
        "We try to reply within 5 business days.",
    ),
    (
        "en verb: resign = quit",
        "Employees who resign within 6 months repay the relocation bonus.",
        "Employees who quit within 6 months repay the relocation bonus.",
        "Employees who quit within 12 months repay the relocation bonus.",
    ),
    (
        "en verb: decrease = reduce",
        "The insurer decreases the premium by 10% after 3 claim-free years.",
        "The insurer reduces the premium by 10% after 3 claim-free years.",
        "The insurer reduces the premium by 20% after 3 claim-free years.",
    ),
    (
        "en verb: restrict = limit",
        "Uploads are restricted to 50 MB per file.",
        "Uploads are limited to 50 MB per file.",
        "Uploads are limited to 100 MB per file.",
    ),
    (
        "en verb: view = see",
        "Members can view their balance in the app.",
        "Members can see their balance in the app.",
        "Members cannot see their balance in the app.",
    ),
]


@pytest.mark.parametrize(("kind", "evidence", "faithful", "twin"), SYNONYM_CASES)
def test_a_faithful_paraphrase_needs_its_thesaurus_entry(
    kind: str, evidence: str, faithful: str, twin: str
) -> None:
    """The paraphrase is supported, and is not once the thesaurus rule is switched off."""
    assert _result(faithful, evidence) == "supported", kind
    assert _result(faithful, evidence, off="synonym.thesaurus") != "supported", kind


@pytest.mark.parametrize(("kind", "evidence", "faithful", "twin"), SYNONYM_CASES)
def test_the_unsafe_twin_of_a_thesaurus_case_is_not_supported(
    kind: str, evidence: str, faithful: str, twin: str
) -> None:
    """Negating, renumbering or changing the word of the paraphrase is never supported."""
    assert _result(twin, evidence) != "supported", kind
