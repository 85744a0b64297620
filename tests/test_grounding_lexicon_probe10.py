"""Probe corpus, tenth round: shapes still open at the start of the round, now closed.

Each row is evidence, a faithful restatement that stays supported, and an unsafe claim of
the probe corpus (/work/probes/round*.txt), which must not be.
"""

from __future__ import annotations

import pytest

from tests.grounding_helpers import check_pair


@pytest.mark.parametrize(
    ("evidence", "faithful", "unsafe"),
    [
        # 曾 (once, and perhaps no longer) is not 已 (already, and still)
        ("该账户曾被冻结。", "该账户曾经被冻结。", "该账户已被冻结。"),
        ("该患者曾对青霉素过敏。", "该患者曾经对青霉素过敏。", "该患者已对青霉素过敏。"),
        ("该客户已被列入黑名单。", "该客户已经被列入黑名单。", "该客户曾被列入黑名单。"),
        (
            "The site was formerly a landfill.",
            "The site was formerly a landfill.",
            "The site is a landfill.",
        ),
    ],
)
def test_a_former_state_is_not_a_present_one(evidence: str, faithful: str, unsafe: str) -> None:
    check_pair(evidence, faithful, unsafe)


@pytest.mark.parametrize(
    ("evidence", "faithful", "unsafe"),
    [
        ("上线时间推迟两周。", "上线时间延迟两周。", "两周后上线。"),
        ("发货延迟 3 天。", "发货推迟 3 天。", "3 天后发货。"),
    ],
)
def test_a_delay_is_not_a_point_in_time(evidence: str, faithful: str, unsafe: str) -> None:
    """推迟两周 moves a date two weeks later; 两周后 is two weeks from some other moment."""
    check_pair(evidence, faithful, unsafe)


@pytest.mark.parametrize(
    ("evidence", "faithful", "unsafe"),
    [
        (
            "By default, the firewall blocks inbound traffic.",
            "The firewall blocks inbound traffic by default.",
            "The firewall often blocks inbound traffic.",
        ),
        ("系统默认开启自动续费。", "系统默认开启自动续费。", "系统经常开启自动续费。"),
        (
            "The app can access your location.",
            "The app can access your location.",
            "The app is permitted to access your location.",
        ),
        ("系统能够读取用户通讯录。", "系统能读取用户通讯录。", "系统有权读取用户通讯录。"),
        (
            "Employees may work remotely on Fridays.",
            "Employees are allowed to work remotely on Fridays.",
            "Employees must work remotely on Fridays.",
        ),
        (
            "No deadline may exceed 30 seconds.",
            "No deadline can exceed 30 seconds.",
            "A deadline may exceed 30 seconds.",
        ),
    ],
)
def test_a_default_a_frequency_an_ability_and_a_permission_stay_apart(
    evidence: str, faithful: str, unsafe: str
) -> None:
    """by default / 默认 is a setting, often / 经常 a frequency (neither is the other, nor
    usually); can / 能够 says what is possible, allowed / 有权 what is permitted."""
    check_pair(evidence, faithful, unsafe)


@pytest.mark.parametrize(
    ("evidence", "faithful", "unsafe"),
    [
        ("单笔交易限额 2 万元。", "每笔交易限额 2 万元。", "所有交易限额 2 万元。"),
        ("所有交易限额 2 万元。", "所有交易限额 2 万元。", "单笔交易限额 2 万元。"),
        (
            "Each claim is capped at $1,000.",
            "Any claim is capped at $1,000.",
            "All claims are capped at $1,000.",
        ),
    ],
)
def test_an_amount_per_item_is_not_an_amount_for_all(
    evidence: str, faithful: str, unsafe: str
) -> None:
    """With an amount in the clause, all / 所有 may total it: each / 单笔 / any is per item."""
    check_pair(evidence, faithful, unsafe)


@pytest.mark.parametrize(
    ("evidence", "faithful", "unsafe"),
    [
        ("请改签最晚的航班。", "请改签最晚的航班。", "请改签更早的航班。"),
        ("请回退到最早的版本。", "请回退到最早的版本。", "请回退到此后的版本。"),
        ("请使用最晚提交的版本。", "请使用最晚提交的版本。", "请使用更早提交的版本。"),
        ("最晚 5 月 1 日提交。", "最迟 5 月 1 日提交。", "最晚 5 月 2 日提交。"),
    ],
)
def test_the_latest_thing_is_not_a_deadline(evidence: str, faithful: str, unsafe: str) -> None:
    """最晚的航班 (the latest flight) names a thing by its time; 最晚 5 月 1 日 is a deadline."""
    check_pair(evidence, faithful, unsafe)


@pytest.mark.parametrize(
    ("evidence", "faithful", "unsafe"),
    [
        ("客户须退货。", "客户要退货。", "客户可以退货。"),
        ("客户要退货。", "客户要退货。", "客户须退货。"),
        ("买家要换货。", "买家要换货。", "买家必须换货。"),
    ],
)
def test_a_wish_is_not_a_duty(evidence: str, faithful: str, unsafe: str) -> None:
    """要 is want to, will or must: an evidence 须 may be said with 要, an evidence 要 is not
    a 须 (客户要退货 = the customer wants a return)."""
    check_pair(evidence, faithful, unsafe)


@pytest.mark.parametrize(
    ("evidence", "faithful", "unsafe"),
    [
        (
            "The price rose; therefore demand fell.",
            "The price rose; therefore demand fell.",
            "Demand fell; therefore the price rose.",
        ),
        ("价格上涨，因此需求下降。", "由于价格上涨，需求下降。", "由于需求下降，价格上涨。"),
        (
            "因为价格上涨，所以需求下降。",
            "因为价格上涨，所以需求下降。",
            "因为需求下降，所以价格上涨。",
        ),
    ],
)
def test_a_result_marker_keeps_its_direction(evidence: str, faithful: str, unsafe: str) -> None:
    """therefore / 因此 / 所以 mark the effect (cause:so), no longer free function words."""
    check_pair(evidence, faithful, unsafe)


@pytest.mark.parametrize(
    ("evidence", "faithful", "unsafe"),
    [
        ("押金不一定退还。", "押金未必退还。", "押金部分退还。"),
        ("该检查不一定需要空腹。", "该检查不一定需要空腹。", "该检查部分需要空腹。"),
        (
            "The deposit is not necessarily refunded.",
            "The deposit is not necessarily refunded.",
            "The deposit is partly refunded.",
        ),
        ("逾期 3 天将收取滞纳金。", "逾期 3 天会收取滞纳金。", "超过 3 天将收取滞纳金。"),
        ("过期 30 天的药品须销毁。", "过期 30 天的药品须销毁。", "超过 30 天的药品须销毁。"),
    ],
)
def test_not_necessarily_and_overdue_are_their_own_words(
    evidence: str, faithful: str, unsafe: str
) -> None:
    """不一定 / 未必 (not necessarily) is no 部分 (partly); 逾期 / 过期 N (overdue by N) is no
    bare 超过 N (more than N, of nothing said)."""
    check_pair(evidence, faithful, unsafe)
