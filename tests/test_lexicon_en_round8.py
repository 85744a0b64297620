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
    # -- formal or longer nouns = the plain noun an answer uses
    (
        "en noun: proprietor = owner",
        "Sole proprietors must file the annual return by 30 April.",
        "Sole owners must file the annual return by 30 April.",
        "Sole owners must file the annual return by 31 May.",
    ),
    (
        "en noun: consent = permission",
        "Photos of pupils are published only with written parental consent.",
        "Photos of pupils are published only with written parental permission.",
        "Photos of pupils are published without written parental permission.",
    ),
    (
        "en noun: attorney = lawyer",
        "Tenants may bring an attorney to the hearing.",
        "Tenants may bring a lawyer to the hearing.",
        "Tenants may not bring a lawyer to the hearing.",
    ),
    (
        "en noun: infant = baby",
        "Infants under 2 years travel free on a parent's lap.",
        "Babies under 2 years travel free on a parent's lap.",
        "Babies under 3 years travel free on a parent's lap.",
    ),
    (
        "en noun: deadline = due date",
        "The deadline for the second instalment is 31 March.",
        "The due date for the second instalment is 31 March.",
        "The due date for the second instalment is 30 April.",
    ),
    (
        "en noun: identification = ID",
        "Visitors must show photo identification at the desk.",
        "Visitors must show photo ID at the desk.",
        "Visitors need not show photo ID at the desk.",
    ),
    (
        "en noun: gratuity = tip",
        "A 12% gratuity is added to parties of 8 or more.",
        "A 12% tip is added to parties of 8 or more.",
        "A 15% tip is added to parties of 8 or more.",
    ),
    (
        "en noun: residence = home",
        "The exemption applies only to your primary residence.",
        "The exemption applies only to your primary home.",
        "The exemption does not apply to your primary home.",
    ),
    (
        "en noun: duration = length",
        "The maximum loan duration is 21 days.",
        "The maximum loan length is 21 days.",
        "The maximum loan length is 28 days.",
    ),
    (
        "en noun: violation = breach",
        "A second violation of the code of conduct leads to suspension.",
        "A second breach of the code of conduct leads to suspension.",
        "A third breach of the code of conduct leads to suspension.",
    ),
    (
        "en noun: option = choice",
        "Members have 2 options for repayment.",
        "Members have 2 choices for repayment.",
        "Members have 3 choices for repayment.",
    ),
    (
        "en noun: quotation = quote",
        "Each quotation is valid for 30 days.",
        "Each quote is valid for 30 days.",
        "Each quote is valid for 60 days.",
    ),
    (
        "en noun: surcharge = extra fee",
        "Rush orders carry a $15 surcharge.",
        "Rush orders carry a $15 extra fee.",
        "Rush orders carry a $25 extra fee.",
    ),
    (
        "en noun: surcharge = additional charge",
        "A surcharge of 2% applies to credit card payments.",
        "An additional charge of 2% applies to credit card payments.",
        "An additional charge of 3% applies to credit card payments.",
    ),
    (
        "en noun: footwear = shoes",
        "Closed-toe footwear must be worn in the workshop.",
        "Closed-toe shoes must be worn in the workshop.",
        "Closed-toe shoes need not be worn in the workshop.",
    ),
    (
        "en noun: garment = clothes",
        "Garments worn in the lab must be washed on site.",
        "Clothes worn in the lab must be washed on site.",
        "Clothes worn in the lab need not be washed on site.",
    ),
    (
        "en noun: lease = rental agreement",
        "The lease can be ended with 2 months' notice.",
        "The rental agreement can be ended with 2 months' notice.",
        "The rental agreement can be ended with 1 month's notice.",
    ),
    (
        "en noun: mortgage = home loan",
        "Fixed-rate mortgages carry a £999 product fee.",
        "Fixed-rate home loans carry a £999 product fee.",
        "Fixed-rate home loans carry a £499 product fee.",
    ),
    (
        "en noun: reception = front desk",
        "Spare keys can be collected from reception until 22:00.",
        "Spare keys can be collected from the front desk until 22:00.",
        "Spare keys can be collected from the front desk until 23:00.",
    ),
    (
        "en noun: toilet = restroom",
        "Accessible toilets are on every floor.",
        "Accessible restrooms are on every floor.",
        "Accessible restrooms are not on every floor.",
    ),
    (
        "en noun: elevator = lift",
        "Pets are not allowed in the elevators.",
        "Pets are not allowed in the lifts.",
        "Pets are allowed in the lifts.",
    ),
    (
        "en noun, spelling: timeframe = time frame",
        "Refunds are issued within a timeframe of 10 business days.",
        "Refunds are issued within a time frame of 10 business days.",
        "Refunds are issued within a time frame of 20 business days.",
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
