"""Round 8 of the English thesaurus: exact formal / plain synonyms that answers use when they
restate policy, service, ops and legal text in plainer words, and British / American spellings.

Modelled on ``tests/test_lexicon_growth.py``: per group a faithful claim that needs the entry
(supported with every rule on, not supported with ``synonym.thesaurus`` disabled) and an
unsafe twin (negation, another number, another word) that stays unsupported. Discourse words
added to the function words have a claim that needs them (the same claim with the word read as
a content word is not supported) and an unsafe twin.
"""

from __future__ import annotations

import pytest

from answerc.grounding.lexicon import Lexicon, default_lexicon
from tests.grounding_helpers import prove_one as _result
from tests.grounding_helpers import without_function_word

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
        # before an amount both are the bound "up to" (readings.limit_verbs); the entry pays
        # the verb before anything else
        "Access to the archive is restricted to staff.",
        "Access to the archive is limited to staff.",
        "Access to the archive is limited to visitors.",
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
    # -- adjectives and adverbs
    (
        "en adjective: vacant = empty",
        "Vacant seats are released 10 minutes before the show.",
        "Empty seats are released 10 minutes before the show.",
        "Empty seats are released 30 minutes before the show.",
    ),
    (
        "en adjective: rapid = fast",
        "Rapid chargers stop at 80% battery.",
        "Fast chargers stop at 80% battery.",
        "Fast chargers stop at 90% battery.",
    ),
    (
        "en adjective: rapid = quick",
        "A rapid test is available at the pharmacy for $10.",
        "A quick test is available at the pharmacy for $10.",
        "A quick test is available at the pharmacy for $20.",
    ),
    (
        "en adjective: appropriate = suitable",
        "Staff must wear appropriate footwear in the kitchen.",
        "Staff must wear suitable footwear in the kitchen.",
        "Staff need not wear suitable footwear in the kitchen.",
    ),
    (
        "en adverb: fully = completely",
        "Tickets are fully refundable until 48 hours before the event.",
        "Tickets are completely refundable until 48 hours before the event.",
        "Tickets are completely refundable until 24 hours before the event.",
    ),
    (
        "en adjective: void = invalid",
        "Tickets bought from unauthorised resellers are void.",
        "Tickets bought from unauthorised resellers are invalid.",
        "Tickets bought from unauthorised resellers are not invalid.",
    ),
    (
        "en adjective: payable = due",
        "The balance is payable 6 weeks before departure.",
        "The balance is due 6 weeks before departure.",
        "The balance is due 4 weeks before departure.",
    ),
    (
        "en adjective: dormant = inactive",
        "Accounts dormant for 12 months are closed.",
        "Accounts inactive for 12 months are closed.",
        "Accounts inactive for 6 months are closed.",
    ),
    (
        "en adjective: counterfeit = fake",
        "Counterfeit banknotes are kept by the bank.",
        "Fake banknotes are kept by the bank.",
        "Fake banknotes are not kept by the bank.",
    ),
    (
        "en adjective: successive = consecutive",
        "After 3 successive failed logins the account is locked.",
        "After 3 consecutive failed logins the account is locked.",
        "After 5 consecutive failed logins the account is locked.",
    ),
    (
        "en adjective: continuous = uninterrupted",
        "The bonus requires 12 months of continuous service.",
        "The bonus requires 12 months of uninterrupted service.",
        "The bonus requires 24 months of uninterrupted service.",
    ),
    (
        "en phrase: in force = in effect",
        "The speed limit is in force from 7:00 to 19:00.",
        "The speed limit is in effect from 7:00 to 19:00.",
        "The speed limit is in effect from 8:00 to 19:00.",
    ),
    (
        "en adjective: deceased = dead",
        "Accounts of deceased members are closed after 30 days.",
        "Accounts of dead members are closed after 30 days.",
        "Accounts of dead members are closed after 60 days.",
    ),
    # -- technical nouns and their short forms
    (
        "en noun: directory = folder",
        "Uploaded files are kept in the shared directory for 7 days.",
        "Uploaded files are kept in the shared folder for 7 days.",
        "Uploaded files are kept in the shared folder for 14 days.",
    ),
    (
        "en noun: production = prod",
        "Deploys to production require 2 approvals.",
        "Deploys to prod require 2 approvals.",
        "Deploys to prod require 1 approval.",
    ),
    (
        "en noun: virtual machine = VM",
        "Each virtual machine is backed up daily.",
        "Each VM is backed up daily.",
        "Each VM is not backed up daily.",
    ),
    (
        "en noun: database = DB",
        "The database is backed up every 6 hours.",
        "The DB is backed up every 6 hours.",
        "The DB is backed up every 12 hours.",
    ),
    (
        "en noun, spelling: e-mail = email",
        "Receipts are sent by e-mail within 24 hours.",
        "Receipts are sent by email within 24 hours.",
        "Receipts are sent by email within 48 hours.",
    ),
    # -- workplace, money, travel, school and home words
    (
        "en noun: paid time off = PTO",
        "New hires accrue 20 days of paid time off per year.",
        "New hires accrue 20 days of PTO per year.",
        "New hires accrue 25 days of PTO per year.",
    ),
    (
        "en noun: human resources = HR",
        "Leave requests are approved by human resources.",
        "Leave requests are approved by HR.",
        "Leave requests are not approved by HR.",
    ),
    (
        "en noun: probation period = probationary period",
        "The probation period lasts 6 months.",
        "The probationary period lasts 6 months.",
        "The probationary period lasts 3 months.",
    ),
    (
        "en noun: promo code = promotional code",
        "Only one promo code can be used per order.",
        "Only one promotional code can be used per order.",
        "Only two promotional codes can be used per order.",
    ),
    (
        "en noun: shopping basket = shopping cart",
        "Items in the shopping basket are reserved for 30 minutes.",
        "Items in the shopping cart are reserved for 30 minutes.",
        "Items in the shopping cart are reserved for 60 minutes.",
    ),
    (
        "en noun: taxi = cab",
        "Taxi fares are reimbursed up to $40 per trip.",
        "Cab fares are reimbursed up to $40 per trip.",
        "Cab fares are reimbursed up to $60 per trip.",
    ),
    (
        "en noun: driving licence = driver's license",
        "Renters must hold a full driving licence for at least 2 years.",
        "Renters must hold a full driver's license for at least 2 years.",
        "Renters must hold a full driver's license for at least 3 years.",
    ),
    (
        "en noun: emergency department = emergency room",
        "Emergency department visits have a $150 copay.",
        "Emergency room visits have a $150 copay.",
        "Emergency room visits have a $250 copay.",
    ),
    (
        "en noun: ATM = cash machine",
        "Each withdrawal at a partner ATM is free.",
        "Each withdrawal at a partner cash machine is free.",
        "Each withdrawal at a partner cash machine costs $2.",
    ),
    (
        "en noun: resit = retake",
        "Students may book one resit per module.",
        "Students may book one retake per module.",
        "Students may book two retakes per module.",
    ),
    (
        "en noun: invigilator = proctor",
        "Phones must be handed to the invigilator before the exam.",
        "Phones must be handed to the proctor before the exam.",
        "Phones need not be handed to the proctor before the exam.",
    ),
    (
        "en verb: sublet = sublease",
        "Tenants may not sublet the flat without written consent.",
        "Tenants may not sublease the flat without written consent.",
        "Tenants may sublease the flat without written consent.",
    ),
    (
        "en noun: nappy = diaper",
        "Baby changing rooms stock free nappies.",
        "Baby changing rooms stock free diapers.",
        "Baby changing rooms do not stock free diapers.",
    ),
    (
        "en noun: pushchair = stroller",
        "Pushchairs must be folded on the bus.",
        "Strollers must be folded on the bus.",
        "Strollers need not be folded on the bus.",
    ),
    (
        "en noun: petrol station = gas station",
        "The car must be refuelled at a petrol station before return.",
        "The car must be refuelled at a gas station before return.",
        "The car need not be refuelled at a gas station before return.",
    ),
    (
        "en noun, spelling: cheque = check",
        "Payments by cheque take 5 business days to clear.",
        "Payments by check take 5 business days to clear.",
        "Payments by check take 3 business days to clear.",
    ),
    (
        "en noun, spelling: policyholder = policy holder",
        "The policyholder must report a claim within 30 days.",
        "The policy holder must report a claim within 30 days.",
        "The policy holder must report a claim within 60 days.",
    ),
    (
        "en noun, spelling: cardholder = card holder",
        "The cardholder is liable for the first $50.",
        "The card holder is liable for the first $50.",
        "The card holder is liable for the first $100.",
    ),
    (
        "en noun, spelling: homeowner = home owner",
        "Homeowners must clear snow from the sidewalk within 24 hours.",
        "Home owners must clear snow from the sidewalk within 24 hours.",
        "Home owners must clear snow from the sidewalk within 48 hours.",
    ),
    (
        "en noun, spelling: helpdesk = help desk",
        "The helpdesk answers calls from 8:00 to 18:00.",
        "The help desk answers calls from 8:00 to 18:00.",
        "The help desk answers calls from 9:00 to 18:00.",
    ),
    # -- British / American spellings the lemmatizer keeps apart (exact by construction)
    (
        "en spelling: anonymise = anonymize",
        "Survey answers are anonymised after 30 days.",
        "Survey answers are anonymized after 30 days.",
        "Survey answers are anonymized after 90 days.",
    ),
    (
        "en spelling: pseudonymisation = pseudonymization",
        "Pseudonymisation is applied before data leaves the EU.",
        "Pseudonymization is applied before data leaves the EU.",
        "Pseudonymization is not applied before data leaves the EU.",
    ),
    (
        "en spelling: sanitiser = sanitizer",
        "Hand sanitiser is provided at every entrance.",
        "Hand sanitizer is provided at every entrance.",
        "Hand sanitizer is not provided at every entrance.",
    ),
    (
        "en spelling: organiser = organizer",
        "The organiser refunds tickets if the event is cancelled.",
        "The organizer refunds tickets if the event is cancelled.",
        "The organizer does not refund tickets if the event is cancelled.",
    ),
    (
        "en spelling: misdemeanour = misdemeanor",
        "A first misdemeanour is fined $200.",
        "A first misdemeanor is fined $200.",
        "A first misdemeanor is fined $500.",
    ),
    (
        "en spelling: haematoma = hematoma",
        "Patients with a haematoma larger than 5 cm are referred to a surgeon.",
        "Patients with a hematoma larger than 5 cm are referred to a surgeon.",
        "Patients with a hematoma larger than 2 cm are referred to a surgeon.",
    ),
    (
        "en spelling: counselling = counseling",
        "Employees get 6 free counselling sessions per year.",
        "Employees get 6 free counseling sessions per year.",
        "Employees get 8 free counseling sessions per year.",
    ),
    (
        "en spelling: speciality = specialty",
        "A referral is needed for every speciality clinic.",
        "A referral is needed for every specialty clinic.",
        "No referral is needed for every specialty clinic.",
    ),
    (
        "en spelling: fertiliser = fertilizer",
        "Chemical fertilisers are banned on community plots.",
        "Chemical fertilizers are banned on community plots.",
        "Chemical fertilizers are allowed on community plots.",
    ),
    (
        "en spelling: pressurise = pressurize",
        "The cabin is pressurised above 3,000 metres.",
        "The cabin is pressurized above 3,000 metres.",
        "The cabin is pressurized above 5,000 metres.",
    ),
    # -- more formal words of claims, money and travel text
    (
        "en verb: file = submit",
        "Claims must be filed within 60 days of the incident.",
        "Claims must be submitted within 60 days of the incident.",
        "Claims must be submitted within 90 days of the incident.",
    ),
    (
        "en verb: prevent = stop",
        "Prevent unauthorised access by enabling MFA.",
        "Stop unauthorised access by enabling MFA.",
        "Stop unauthorised access by disabling MFA.",
    ),
    (
        "en verb: enroll = register",
        "Staff must enroll their device before first use.",
        "Staff must register their device before first use.",
        "Staff need not register their device before first use.",
    ),
    (
        "en noun, spelling: dependant = dependent",
        "Dependants are covered until age 26.",
        "Dependents are covered until age 26.",
        "Dependents are covered until age 21.",
    ),
    (
        "en noun: fatality = death",
        "Any fatality must be reported within 24 hours.",
        "Any death must be reported within 24 hours.",
        "Any death must be reported within 72 hours.",
    ),
    (
        "en noun: sum = amount",
        "A sum of $500 is held as a deposit.",
        "An amount of $500 is held as a deposit.",
        "An amount of $800 is held as a deposit.",
    ),
    (
        "en phrase: in lieu of = instead of",
        "Members over 70 may pay a $40 fee in lieu of volunteer hours.",
        "Members over 70 may pay a $40 fee instead of volunteer hours.",
        "Members over 60 may pay a $40 fee instead of volunteer hours.",
    ),
    (
        "en noun: trip = journey",
        "The fare is $3 per trip.",
        "The fare is $3 per journey.",
        "The fare is $4 per journey.",
    ),
    (
        "en noun: cap = limit",
        "The daily cap on wire transfers is $25,000.",
        "The daily limit on wire transfers is $25,000.",
        "The daily limit on wire transfers is $50,000.",
    ),
    # -- adjectives of sameness and length
    (
        "en adjective: identical = same",
        "Both accounts must use identical billing details.",
        "Both accounts must use the same billing details.",
        "Both accounts must use different billing details.",
    ),
    (
        "en adjective: brief = short",
        "A brief outage of 5 minutes is expected on Sunday.",
        "A short outage of 5 minutes is expected on Sunday.",
        "A short outage of 15 minutes is expected on Sunday.",
    ),
    (
        "en adjective: lengthy = long",
        "Lengthy reports over 20 pages need an executive summary.",
        "Long reports over 20 pages need an executive summary.",
        "Long reports over 30 pages need an executive summary.",
    ),
    # -- forms and personal details
    (
        "en noun: date of birth = birth date",
        "Applicants must enter their date of birth on the form.",
        "Applicants must enter their birth date on the form.",
        "Applicants need not enter their birth date on the form.",
    ),
    (
        "en noun: place of birth = birthplace",
        "The passport shows the holder's place of birth.",
        "The passport shows the holder's birthplace.",
        "The passport does not show the holder's birthplace.",
    ),
    (
        "en noun: surname = last name",
        "Bookings are listed by surname.",
        "Bookings are listed by last name.",
        "Bookings are not listed by last name.",
    ),
    (
        "en noun: postal address = mailing address",
        "Cards are sent to the postal address on file.",
        "Cards are sent to the mailing address on file.",
        "Cards are not sent to the mailing address on file.",
    ),
    # -- travel and everyday compounds
    (
        "en noun: public transport = public transit",
        "Public transport fares are reimbursed in full.",
        "Public transit fares are reimbursed in full.",
        "Public transit fares are not reimbursed in full.",
    ),
    (
        "en noun: lost property = lost and found",
        "Items left on the bus are kept at lost property for 30 days.",
        "Items left on the bus are kept at lost and found for 30 days.",
        "Items left on the bus are kept at lost and found for 60 days.",
    ),
    (
        "en noun: car hire = car rental",
        "Car hire is reimbursed up to $60 per day.",
        "Car rental is reimbursed up to $60 per day.",
        "Car rental is reimbursed up to $80 per day.",
    ),
    (
        "en noun: payslip = pay stub",
        "Payslips are issued on the last working day of the month.",
        "Pay stubs are issued on the last working day of the month.",
        "Pay stubs are not issued on the last working day of the month.",
    ),
    (
        "en noun, spelling: timesheet = time sheet",
        "Timesheets must be approved by Friday noon.",
        "Time sheets must be approved by Friday noon.",
        "Time sheets need not be approved by Friday noon.",
    ),
    (
        "en noun: SIM card = SIM",
        "A replacement SIM card costs $5.",
        "A replacement SIM costs $5.",
        "A replacement SIM costs $10.",
    ),
    (
        "en noun, spelling: Wi-Fi = wifi",
        "Guest Wi-Fi is free for 2 hours.",
        "Guest wifi is free for 2 hours.",
        "Guest wifi is free for 4 hours.",
    ),
    (
        "en noun, spelling: drop-off = dropoff",
        "Drop-off is free before 9:00.",
        "Dropoff is free before 9:00.",
        "Dropoff is free before 10:00.",
    ),
    # -- technical compounds and their short forms
    (
        "en noun, spelling: workflow = work flow",
        "Each workflow can run for at most 6 hours.",
        "Each work flow can run for at most 6 hours.",
        "Each work flow can run for at most 12 hours.",
    ),
    (
        "en noun, spelling: dropdown = drop-down",
        "Choose the region from the dropdown.",
        "Choose the region from the drop-down.",
        "Do not choose the region from the drop-down.",
    ),
    (
        "en noun, spelling: backend = back end",
        "The backend retries failed jobs 3 times.",
        "The back end retries failed jobs 3 times.",
        "The back end retries failed jobs 5 times.",
    ),
    (
        "en noun, spelling: frontend = front end",
        "The frontend caches images for 24 hours.",
        "The front end caches images for 24 hours.",
        "The front end caches images for 48 hours.",
    ),
    (
        "en adjective, spelling: real-time = realtime",
        "Real-time alerts are sent for payments over $500.",
        "Realtime alerts are sent for payments over $500.",
        "Realtime alerts are sent for payments over $1,000.",
    ),
    (
        "en noun: multi-factor authentication = MFA",
        "Multi-factor authentication is required for admin accounts.",
        "MFA is required for admin accounts.",
        "MFA is not required for admin accounts.",
    ),
    (
        "en noun: single sign-on = SSO",
        "Single sign-on is available on the Enterprise plan.",
        "SSO is available on the Enterprise plan.",
        "SSO is not available on the Enterprise plan.",
    ),
    (
        "en noun: user interface = UI",
        "The user interface shows the remaining quota.",
        "The UI shows the remaining quota.",
        "The UI does not show the remaining quota.",
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


# (function word, evidence, faithful claim that adds it, unsafe twin)
FUNCTION_CASES = [
    (
        "in fact",
        "Refunds are issued within 5 business days.",
        "In fact, refunds are issued within 5 business days.",
        "In fact, refunds are issued within 10 business days.",
    ),
    (
        "in summary",
        "Economy Light fares include one cabin bag only.",
        "In summary, Economy Light fares include one cabin bag only.",
        "In summary, Economy Light fares include two cabin bags only.",
    ),
]


def _without(word: str) -> Lexicon:
    return without_function_word("en", word)


@pytest.mark.parametrize(("word", "evidence", "faithful", "twin"), FUNCTION_CASES)
def test_a_discourse_word_is_free_and_its_unsafe_twin_is_not(
    word: str, evidence: str, faithful: str, twin: str
) -> None:
    """The word costs nothing; as a content word it is unpaid; the twin stays unsupported."""
    assert word in default_lexicon().function_words["en"]
    assert _result(faithful, evidence) == "supported", word
    assert _result(faithful, evidence, lex=_without(word)) != "supported", word
    assert _result(twin, evidence) != "supported", word
