"""Probe round 9: false-safe shapes that came from operator classes and loose synonyms.

Many words of different meaning shared one operator id, so one paid the other (possibility
read as permission, few read as many, a precaution read as a condition ...). Each row is
evidence, a faithful restatement that stays supported, and the unsafe claim of the probe
round (/work/probes/findings9.md), which must not be.
"""

from __future__ import annotations

import pytest

from tests.grounding_helpers import check_pair, judge_one


@pytest.mark.parametrize(
    ("evidence", "faithful", "unsafe"),
    [
        (
            "The insurer might deny the claim.",
            "The insurer could deny the claim.",
            "The insurer is permitted to deny the claim.",
        ),
        (
            "The hospital might share your records with insurers.",
            "The hospital might share your records with insurers.",
            "The hospital is allowed to share your records with insurers.",
        ),
        ("租户可能提前解约。", "租户也许会提前解约。", "租户有权提前解约。"),
        ("患者可能自行停药。", "患者可能自行停药。", "患者可自行停药。"),
        ("平台可能删除违规内容。", "平台或许会删除违规内容。", "平台准许删除违规内容。"),
        (
            "The scanner is able to read passport chips.",
            "The scanner is able to read passport chips.",
            "The scanner is allowed to read passport chips.",
        ),
    ],
)
def test_possibility_or_capacity_is_not_permission(
    evidence: str, faithful: str, unsafe: str
) -> None:
    check_pair(evidence, faithful, unsafe)


def test_a_plain_statement_still_pays_a_possibility() -> None:
    """p ⊨ ◇p: the claim hedges what the evidence states (modal:possible is implicit)."""
    assert judge_one("The insurer denies the claim.", "The insurer might deny the claim.") == (
        "grounded",
        (),
    )
    assert judge_one("The insurer might deny the claim.", "The insurer denies the claim.")[0] != (
        "grounded"
    )


@pytest.mark.parametrize(
    ("evidence", "faithful", "unsafe"),
    [
        (
            "One of the generators failed during the test.",
            "One of the generators failed during the test.",
            "Several generators failed during the test.",
        ),
        (
            "Several wells tested positive for arsenic.",
            "Some wells tested positive for arsenic.",
            "One of the wells tested positive for arsenic.",
        ),
        (
            "Few patients respond to the drug.",
            "Few patients respond to the drug.",
            "Many patients respond to the drug.",
        ),
        (
            "Few users enable 2FA.",
            "Few users enable 2FA.",
            "A few users enable 2FA.",
        ),
        (
            "Many patients experience nausea.",
            "Numerous patients experience nausea.",
            "A few patients experience nausea.",
        ),
        (
            "A few clinics accept walk-ins.",
            "Some clinics accept walk-ins.",
            "Many clinics accept walk-ins.",
        ),
        ("少数患者出现皮疹。", "个别患者出现皮疹。", "不少患者出现皮疹。"),
        (
            "不少用户反映更新后数据丢失。",
            "许多用户反映更新后数据丢失。",
            "个别用户反映更新后数据丢失。",
        ),
        ("若干员工未完成培训。", "若干员工未完成培训。", "个别员工未完成培训。"),
        ("大量用户反映数据丢失。", "很多用户反映数据丢失。", "少数用户反映数据丢失。"),
    ],
)
def test_amount_words_keep_their_size(evidence: str, faithful: str, unsafe: str) -> None:
    check_pair(evidence, faithful, unsafe)


@pytest.mark.parametrize(
    ("evidence", "faithful", "unsafe"),
    [
        (
            "Claims are partially reimbursed.",
            "Claims are partly reimbursed.",
            "Claims are sometimes reimbursed.",
        ),
        (
            "The premium is partially refundable.",
            "The premium is partially refundable.",
            "The premium is occasionally refundable.",
        ),
        ("手术费用部分报销。", "手术费用部分报销。", "手术费用偶尔报销。"),
        ("保险费部分退还。", "保险费部分退还。", "保险费有时退还。"),
        ("有时需要人工复核。", "偶尔需要人工复核。", "部分需要人工复核。"),
        (
            "Part of the fee is refundable.",
            "Part of the fee is refundable.",
            "Some fees are refundable.",
        ),
        (
            "Part of the warehouse flooded.",
            "Part of the warehouse flooded.",
            "One of the warehouses flooded.",
        ),
    ],
)
def test_part_of_a_whole_is_not_some_of_the_times(
    evidence: str, faithful: str, unsafe: str
) -> None:
    check_pair(evidence, faithful, unsafe)


@pytest.mark.parametrize(
    ("evidence", "faithful", "unsafe"),
    [
        # a precaution (do it now, in case) is not a condition (do it only if)
        (
            "Keep a local copy in case the upload fails.",
            "Keep a local copy in case the upload fails.",
            "Keep a local copy if the upload fails.",
        ),
        (
            "Pack a spare battery in case the flight is delayed.",
            "Pack a spare battery in case the flight is delayed.",
            "Pack a spare battery if the flight is delayed.",
        ),
        # "in case of" opening a rule is its condition
        (
            "In case of fire, use the stairs.",
            "If there is a fire, use the stairs.",
            "If there is a fire, use the lift.",
        ),
        # given that asserts its clause; if does not
        (
            "Given that the account is frozen, transfers are rejected.",
            "If the account is frozen, transfers are rejected.",
            "Given that the account is open, transfers are rejected.",
        ),
        (
            "If the borrower defaults, the guarantor must repay the loan.",
            "If the borrower defaults, the guarantor must repay the loan.",
            "Given that the borrower defaults, the guarantor must repay the loan.",
        ),
        # a lasting or a repeated condition is not a one-time trigger
        (
            "Coverage continues as long as premiums are paid.",
            "Coverage continues as long as premiums are paid.",
            "Coverage continues once premiums are paid.",
        ),
        (
            "Send an alert whenever the balance drops below $100.",
            "Whenever the balance drops below $100, send an alert.",
            "Send an alert once the balance drops below $100.",
        ),
        (
            "只要按时缴费，保障持续有效。",
            "如果按时缴费，保障持续有效。",
            "一旦按时缴费，保障持续有效。",
        ),
        (
            "每当余额低于 100 元时发送提醒。",
            "每当余额低于 100 元时发送提醒。",
            "一旦余额低于 100 元时发送提醒。",
        ),
    ],
)
def test_a_condition_keeps_its_kind(evidence: str, faithful: str, unsafe: str) -> None:
    check_pair(evidence, faithful, unsafe)


def test_a_plain_condition_still_pays_once() -> None:
    """A threshold crossed is a trigger either way (when = once, 当 = 一旦): the one-time, the
    lasting and the repeated flavours are implicit where the evidence states none."""
    assert judge_one(
        "When disk usage exceeds 90%, the node stops writing.",
        "Once disk usage exceeds 90%, the node stops writing.",
    ) == ("grounded", ())
    assert judge_one("当余额低于 100 元时发送提醒。", "一旦余额低于 100 元，发送提醒。") == (
        "grounded",
        (),
    )


@pytest.mark.parametrize(
    ("evidence", "faithful", "unsafe"),
    [
        # what would have happened did not
        (
            "The late fee would have been waived.",
            "The late fee would have been waived.",
            "The late fee has been waived.",
        ),
        (
            "The refund would have been issued on Monday.",
            "The refund would have been issued on Monday.",
            "The refund was issued on Monday.",
        ),
        (
            "The audit would have found the error.",
            "The audit would have found the error.",
            "The audit has found the error.",
        ),
        # a past duty is no standing rule
        (
            "Staff had to work overtime during the audit.",
            "During the audit, staff had to work overtime.",
            "Staff must work overtime during the audit.",
        ),
        (
            "Patients had to fast for 12 hours.",
            "Patients had to fast for 12 hours.",
            "Patients must fast for 12 hours.",
        ),
        # a plan (is to) is no requirement
        (
            "The system is to go live in May.",
            "The system is to go live in May.",
            "The system must go live in May.",
        ),
        (
            "The results are to be published next week.",
            "The results are to be published next week.",
            "The results must be published next week.",
        ),
    ],
)
def test_an_unreal_past_or_planned_event_is_not_a_fact_or_a_duty(
    evidence: str, faithful: str, unsafe: str
) -> None:
    check_pair(evidence, faithful, unsafe)


def test_the_reverse_is_not_supported_either() -> None:
    unreal = judge_one("The late fee has been waived.", "The late fee would have been waived.")
    assert unreal[0] != "grounded"
    assert judge_one("Staff must work overtime.", "Staff had to work overtime.")[0] != "grounded"
    assert judge_one("Staff have to work overtime.", "Staff must work overtime.") == (
        "grounded",
        (),
    )


@pytest.mark.parametrize(
    ("evidence", "faithful", "unsafe"),
    [
        (
            "The doctor will decide whether you need surgery.",
            "The doctor will decide whether or not you need surgery.",
            "The doctor will decide that you need surgery.",
        ),
        (
            "Confirm whether the patient is allergic to penicillin.",
            "Confirm whether the patient is allergic to penicillin.",
            "Confirm that the patient is allergic to penicillin.",
        ),
        (
            "The court will determine whether the contract is void.",
            "The court will determine whether the contract is void.",
            "The court will determine that the contract is void.",
        ),
        (
            "请确认患者是否对青霉素过敏。",
            "请确认患者是否对青霉素过敏。",
            "请确认患者对青霉素过敏。",
        ),
    ],
)
def test_an_embedded_question_is_not_an_assertion(
    evidence: str, faithful: str, unsafe: str
) -> None:
    check_pair(evidence, faithful, unsafe)


def test_that_does_not_pay_whether() -> None:
    claim = "Confirm whether the patient is allergic to penicillin."
    assert judge_one("Confirm that the patient is allergic to penicillin.", claim)[0] != "grounded"
