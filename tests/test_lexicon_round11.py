"""Round 11 of the thesaurus: exact synonyms of policy, service and ops text, proposed from
the first unpaid words of rejected faithful answers and read one by one (operators,
function words and words that resegment common compounds left out: 逾期 / 过期, 默认, 推迟,
持有, 献血, 送到 (推送到), 放入 (开放入园), 租赁 (租赁期内), 出租方 (出租方式), 犬只 (犬只能);
登陆 (to land) is no 登录 (to log in).

Per kind, a faithful claim that needs the entry (supported with every rule on, not supported
with ``synonym.thesaurus`` disabled) and an unsafe twin (another number, a negation, the other
direction) that stays unsupported.
"""

from __future__ import annotations

import pytest

from tests.grounding_helpers import prove_one as _result

# (kind, evidence, faithful claim, unsafe twin)
CASES = [
    (
        "put into a bin (投进 = 投入)",
        "镜子不得投入绿色玻璃回收箱。",
        "镜子不得投进绿色玻璃回收箱。",
        "镜子可以投进绿色玻璃回收箱。",
    ),
    (
        "moor (停 = 停泊)",
        "访客泊位最多可连续停泊 7 晚。",
        "访客泊位最多可连续停 7 晚。",
        "访客泊位最多可连续停 9 晚。",
    ),
    (
        "arrive (到达 = 抵达)",
        "维保人员须在 2 小时内抵达现场。",
        "维保人员须在 2 小时内到达现场。",
        "维保人员须在 4 小时内到达现场。",
    ),
    (
        "charge (计收 = 收取)",
        "超期每天计收 30 元滞箱费。",
        "超期每天收取 30 元滞箱费。",
        "超期每天收取 60 元滞箱费。",
    ),
    (
        "obtain (拿到 = 获得)",
        "超时可获得 10 元无门槛券。",
        "超时可拿到 10 元无门槛券。",
        "超时可拿到 20 元无门槛券。",
    ),
    (
        "attach (附 = 附上)",
        "申请时须附上身份证复印件。",
        "申请时须附身份证复印件。",
        "申请时无需附身份证复印件。",
    ),
    (
        "return a borrowed item (交还 = 归还)",
        "借用的设备须在 3 日内归还。",
        "借用的设备须在 3 日内交还。",
        "借用的设备须在 5 日内交还。",
    ),
    ("walk (徒步 = 步行)", "每日步行 20 公里。", "每日徒步 20 公里。", "每日徒步 30 公里。"),
    ("the next day (翌日 = 次日)", "退款于次日到账。", "退款于翌日到账。", "退款不于翌日到账。"),
    (
        "buy (purchase = buy)",
        "Passes expire 90 days after you buy them.",
        "Passes expire 90 days after you purchase them.",
        "Passes expire 60 days after you purchase them.",
    ),
    (
        "remain (stay = remain)",
        "Companions must remain in the waiting area.",
        "Companions must stay in the waiting area.",
        "Companions need not stay in the waiting area.",
    ),
    (
        "spelling (harbor = harbour)",
        "Vessels must book through the harbour office.",
        "Vessels must book through the harbor office.",
        "Vessels need not book through the harbor office.",
    ),
]


@pytest.mark.parametrize(("kind", "evidence", "faithful", "twin"), CASES)
def test_a_round11_paraphrase_needs_its_thesaurus_entry(
    kind: str, evidence: str, faithful: str, twin: str
) -> None:
    assert _result(faithful, evidence) == "supported", kind
    assert _result(faithful, evidence, off="synonym.thesaurus") != "supported", kind


@pytest.mark.parametrize(("kind", "evidence", "faithful", "twin"), CASES)
def test_the_unsafe_twin_of_a_round11_case_is_not_supported(
    kind: str, evidence: str, faithful: str, twin: str
) -> None:
    assert _result(twin, evidence) != "supported", kind
