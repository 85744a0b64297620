"""Readings and rules added in round 16, each with a faithful case that needs it and unsafe
twins.

* A Chinese negation right after a coverb (对 / 向 / 给 / 把 / 被 / 针对 …) is inside the
  coverb's noun; one right before the coverb negates the verb after the phrase. A claim may
  not move a negation from one side of the coverb to the other (学校未对迟到的学生作出处分 ≠
  学校对未迟到的学生作出处分; 此次调价并非针对老用户 ≠ 此次调价针对非老用户; five pairs of blind
  probe round 65, accepted on main too). The verb that closes a coverb phrase is not a verb of
  a relative clause inside it (对迟到的学生: 迟到 is the noun's), so 学校未对迟到的学生作出处分 =
  学校对迟到的学生未作出处分 (rejected on main).
* A negation and a modal of one clause keep their order: which comes first is which is inside
  the other's scope (no longer required to show ≠ required to no longer show; never allowed
  to ≠ allowed to never; blind probe rounds 65–66, on main too). A fused "should not" (不应)
  is should (not …): an evidence negation before its "should" does not pay it (did not say
  the patient should stop ≠ said the patient should not stop), nor the reverse.
* A simple past does not tell what the evidence says "will" happen, nor the reverse (will take
  effect in July ≠ took effect in July; blind probe round 67, on main too).
* Volumes are quantities (400 毫升 = 0.4 升, ml / litre), "nine and a half metres" is 9.5 m, and
  每小时 before a Chinese numeral reads as before digits (每小时三百元 = 每小时 300 元).
* A capital "A" right after a capitalised noun names (Warehouse A, Plan A), it is no article:
  Warehouse A ≠ Warehouse B (blind probe round 68, on main too).
* The members of a list are parallel: where the first member of an and-list is longer than
  every other, its extra leading words are what the members share (the subject of Warehouse
  B handles returns and operates on Saturdays), so a claim may not leave them out with the
  member (Warehouse operates on Saturdays ≠ …; on main too).
* A colloquial 得 (děi) before a verb, an adverb of sequence or a coverb is the duty 须
  (colloquial_must: 校对得交给另一位校对员 = 校对须交给…); the particle de of a complement (跑得快,
  做得到) stays a function word. 就 / 便 right after a 前 / 后 clause opens its rule as a comma
  does (到期后就须重新申请 = 到期后须重新申请).
* Blind probe rounds 72–76 (6, 11, 1, 10 and 2 pairs … accepted on cab6c80): a start frame
  (Beginning next month, / Starting in May, / Effective …,) is a frame a claim may not leave
  out; "did not V" / "didn't V" is a past, which a "will (not / never) V" does not restate; an
  English count counts the nouns right after it (no more than three items ≠ no more than three
  customers); a capitalised Latin abbreviation beside Chinese (IT支持) is no English pronoun.
* Blind probe rounds 77–80 (tense, negation with modals, counts, frames; 14, 2, 4 and 11 pairs
  on cab6c80): a past (has completed, had reviewed) does not restate a "will have"; a simple
  past does not restate a present (The portal opens on August 15 ≠ … opened on August 15); a
  "would" (draft, hypothetical) may not be left out as a "will" may (modal:unreal); two counts
  of one value count the same kind (2 件 ≠ 2 次, 2 名 = 2 位, a bare number or 个 counts any
  kind); a Chinese compound the segmenter tags as nouns part by part (法定节假日) frames its
  clause as a noun does.
"""

from __future__ import annotations

import pytest

from tests.grounding_helpers import prove_one as _result

LATE = "学校未对迟到的学生作出处分。"
AUDIT = "By June, the team will have completed the security audit."
PORTAL = "The registration portal opens on August 15."
DRAFT = "The archive would be deleted after 90 days under the draft rule."
SUPPORT = "Beginning next month, our support line will be available 24 hours a day."
TAXI = "The company did not reimburse staff who travelled by taxi."
RETURNS = "Customers may return no more than three items per order."
OFFICES = "上海办公室负责华东客户和薪酬核算，深圳办公室负责华南客户和IT支持。"
ID = "Customers are no longer required to show ID for pickups."
NEVER = "Staff are never allowed to share passwords."
SAID = "The doctor did not say the patient should stop taking the medication."
JULY = "The policy change has been approved and will take effect in July."
BLOOD = "全血每次献血量最多不超过 400 毫升。"
DEPOTS = (
    "Warehouse A handles inbound shipments from Monday to Friday. Warehouse B handles "
    "returns and operates on Saturdays from 8 a.m. to noon."
)

CASES = [
    # a negation on the other side of a coverb
    (LATE, "学校对未迟到的学生作出处分。", False),
    ("学校对未迟到的学生作出处分。", LATE, False),
    (LATE, "学校对迟到的学生未作出处分。", True),
    (LATE, "学校对迟到的学生作出处分。", False),
    ("平台未对入驻商家收取年费。", "平台对未入驻商家收取年费。", False),
    ("公司没有向离职员工发放补贴。", "公司向没有离职的员工发放补贴。", False),
    ("此次调价并非针对老用户。", "此次调价针对非老用户。", False),
    ("此次调价并非针对老用户。", "此次调价并非针对老用户。", True),
    ("系统未把过期订单标记为异常。", "系统把未过期订单标记为异常。", False),
    ("系统不向未实名的用户发送通知。", "系统不向未实名的用户发送通知。", True),
    ("系统不向未实名的用户发送通知。", "系统向未实名的用户发送通知。", False),
    ("系统不向未实名的用户发送通知。", "系统不向实名的用户发送通知。", False),
    ("资料不得被未授权的人员查看。", "资料不得被未授权的人员查看。", True),
    ("资料不得被未授权的人员查看。", "资料不得未被授权的人员查看。", False),
    # a negation and a modal keep their order
    (ID, "Customers are required to no longer show ID for pickups.", False),
    (ID, "Customers are no longer required to show ID for pickups.", True),
    (NEVER, "Staff are allowed to never share passwords.", False),
    (NEVER, "Staff are never allowed to share passwords.", True),
    (SAID, "The doctor said the patient should not stop taking the medication.", False),
    (
        "The doctor said the patient should not stop taking the medication.",
        SAID,
        False,
    ),
    (
        "The doctor said the patient should not stop taking the medication.",
        "The doctor said the patient shouldn't stop taking the medication.",
        True,
    ),
    ("患者不应自行停药。", "患者不应自行停药。", True),
    # will and a simple past
    (JULY, "The policy change took effect in July.", False),
    (JULY, "The policy change will take effect in July.", True),
    (
        "The policy change took effect in July.",
        "The policy change will take effect in July.",
        False,
    ),
    ("The new portal will launch on 3 March.", "The new portal launched on 3 March.", False),
    # volumes, halves, rates
    (BLOOD, "全血每次献血量最多不超过 0.4 升。", True),
    (BLOOD, "全血每次献血量最多不超过 0.5 升。", False),
    (
        "Pitches take outfits up to 9.5 m long.",
        "Pitches take outfits up to nine and a half metres long.",
        True,
    ),
    (
        "Pitches take outfits up to 9 m long.",
        "Pitches take outfits up to nine and a half metres long.",
        False,
    ),
    ("The tour lasts 90 minutes.", "The tour lasts one and a half hours.", True),
    ("The tour lasts 90 minutes.", "The tour lasts two and a half hours.", False),
    ("现场翻译每小时300元。", "现场翻译每小时三百元。", True),
    ("现场翻译每小时300元。", "现场翻译每小时三百五十元。", False),
    # a letter that names
    (DEPOTS, "Warehouse A operates on Saturdays from 8 a.m. to noon.", False),
    ("Plan A costs $5 a month.", "Plan A costs $5 a month.", True),
    ("Plan B costs $9 a month.", "Plan A costs $9 a month.", False),
    # the words list members share
    (DEPOTS, "Warehouse operates on Saturdays from 8 a.m. to noon.", False),
    ("Team Blue reviews code and deploys on Fridays.", "Team deploys on Fridays.", False),
    ("客户姓名、手机号等个人信息属于机密级数据。", "客户手机号属于机密级数据。", True),
    # a colloquial duty
    ("校对须交给另一位持证校对员。", "校对得交给另一位持证校对员。", True),
    ("校对可交给另一位持证校对员。", "校对得交给另一位持证校对员。", False),
    ("校对须交给另一位持证校对员。", "校对得交给另一位未持证的校对员。", False),
    ("到期后须重新申请凭据。", "到期后就得重新申请凭据。", True),
    ("到期后可重新申请凭据。", "到期后就得重新申请凭据。", False),
    ("到期后须重新申请凭据。", "到期后就须重新申请凭据。", True),
    ("到期后须重新申请凭据。", "到期前就须重新申请凭据。", False),
    ("他跑得很快。", "他须很快。", False),
    # round 72–76 holes
    (SUPPORT, "Our support line will be available 24 hours a day.", False),
    (
        "Our support line will be available 24 hours a day.",
        "Our support line will be available 24 hours a day.",
        True,
    ),
    ("Starting in May, the pool will close at 9 p.m.", "The pool will close at 9 p.m.", False),
    (TAXI, "The company will never reimburse staff who travel by taxi.", False),
    (TAXI, "The company did not reimburse staff who travelled by taxi.", True),
    (
        "The company didn't reimburse taxi fares.",
        "The company will not reimburse taxi fares.",
        False,
    ),
    (RETURNS, "No more than three customers may return items per order.", False),
    (RETURNS, RETURNS, True),
    ("Refunds take three business days.", "Refunds take three business days.", True),
    (OFFICES, "上海办公室负责华东客户和IT支持。", False),
    (OFFICES, "深圳办公室负责华南客户和IT支持。", True),
    # round 77–80 holes
    (AUDIT, "The team has completed the security audit.", False),
    (AUDIT, "By June, the team will have completed the security audit.", True),
    (
        "The team has completed the security audit.",
        "The team has completed the security audit.",
        True,
    ),
    (PORTAL, "The registration portal opened on August 15.", False),
    (PORTAL, PORTAL, True),
    (
        "Refunds will be processed once the item has been received.",
        "Refunds are processed once the item has been received.",
        True,
    ),
    (DRAFT, "The archive is deleted after 90 days under the draft rule.", False),
    (DRAFT, DRAFT, True),
    (
        "The clinic will close early on holidays.",
        "The clinic would close early on holidays.",
        False,
    ),
    ("每人限购 2 件。", "每人限购 2 次。", False),
    ("每人限购 2 件。", "每人限购两件。", True),
    ("每人每月限退换一次。", "每人每月限退换一件。", False),
    ("会议限 2 名代表参加。", "会议限 2 位代表参加。", True),
    (
        "A family plan includes up to 6 accounts.",
        "A family plan includes up to six accounts.",
        True,
    ),
    ("Failed jobs are retried up to 25 times.", "A failed job gets up to 25 retries.", True),
    ("法定节假日，地铁按周日时刻表运行。", "地铁按周日时刻表运行。", False),
    ("法定节假日，地铁按周日时刻表运行。", "法定节假日，地铁按周日时刻表运行。", True),
]


@pytest.mark.parametrize(("evidence", "claim", "supported"), CASES)
def test_round16_readings(evidence: str, claim: str, supported: bool) -> None:
    assert (_result(claim, evidence) == "supported") is supported
