"""Laws of the grounding check, tested over generated drafts with Chinese and English text."""

from __future__ import annotations

import json
from typing import Any

from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from answerc.contract.output import EvidencePack, GroundingReport, PackItem
from answerc.contract.verdict import CHECK_ORDER, is_safe, severity
from answerc.grounding import check_draft as _check_draft


def check_draft(draft: Any, pack: EvidencePack, *args: Any, **kwargs: Any) -> GroundingReport:
    """The checker under test; drafts here are plain dicts, as on the wire."""
    return _check_draft(draft, pack, *args, **kwargs)


SUBJECTS_ZH = ["冷链包裹", "会员积分", "退款申请", "夜间订单", "备份文件", "访客登记", "企业账户"]
SUBJECTS_EN = ["Refund requests", "Nightly backups", "Guest passes", "Premium orders", "API keys"]
UNITS_ZH = ["天", "小时", "分钟", "元", "公斤", "个工作日", "次"]
UNITS_EN = ["days", "hours", "minutes", "GB", "kg", "percent", "business days"]
TEMPLATES = [
    "{s}须在 {a} {u}内处理完毕。",
    "{s}的上限为 {a} {u}。",
    "{s}每次最多保留 {a} {u}，超出部分自动删除。",
    "{s}的温度须保持在 {a} 至 {b} 摄氏度之间。",
    "{s} are processed within {a} {u}.",
    "{s} are kept for {a} {u} and then deleted.",
    "{s} cost {a} {u} each, up to {b} {u} per month.",
]

settings.register_profile("grounding", suppress_health_check=[HealthCheck.too_slow], deadline=None)


@st.composite
def sentences(draw: st.DrawFn) -> tuple[str, dict[str, Any]]:
    """One evidence sentence from a template, with the values used to fill it."""
    template = draw(st.sampled_from(TEMPLATES))
    chinese = any("\u4e00" <= ch <= "\u9fff" for ch in template.split("{s}")[1][:3])
    fields = {
        "s": draw(st.sampled_from(SUBJECTS_ZH if chinese else SUBJECTS_EN)),
        "u": draw(st.sampled_from(UNITS_ZH if chinese else UNITS_EN)),
        "a": draw(st.integers(min_value=2, max_value=500)),
        "b": draw(st.integers(min_value=2, max_value=500)),
    }
    return template, fields


def _pack(texts: list[str]) -> EvidencePack:
    return EvidencePack(
        query="q",
        items=tuple(
            PackItem(
                citable=True,
                id=f"K{n}",
                evidence_key=f"k{n}",
                document_id=f"d{n}",
                rank=n,
                excerpt=t,
            )
            for n, t in enumerate(texts, start=1)
        ),
    )


@st.composite
def scenarios(draw: st.DrawFn) -> tuple[EvidencePack, list[dict[str, Any]]]:
    """A pack of generated sentences and claims: copies, altered copies, noise, bad ids."""
    filled = [draw(sentences()) for _ in range(draw(st.integers(min_value=1, max_value=4)))]
    texts = [t.format(**f) for t, f in filled]
    pack = _pack(texts)
    ids = [f"K{n}" for n in range(1, len(texts) + 1)]
    claims = []
    for _ in range(draw(st.integers(min_value=1, max_value=5))):
        kind = draw(st.sampled_from(["copy", "altered", "noise", "uncited", "fake"]))
        index = draw(st.integers(min_value=0, max_value=len(texts) - 1))
        template, fields = filled[index]
        if kind == "altered":
            text = template.format(**{**fields, "a": fields["a"] + 1})
        elif kind == "noise":
            text = draw(
                st.text(
                    alphabet="数据备份保留天小时the data is kept 0123", min_size=1, max_size=20
                ).filter(str.strip)
            )
        else:
            text = texts[index]
        cites = [] if kind == "uncited" else [ids[index]]
        if kind == "fake":
            cites = [draw(st.sampled_from(["K0", "k1", "K１", f"K{len(ids) + 1}"]))]
        claims.append({"text": text, "citations": cites})
    return pack, claims


@settings(parent=settings.get_profile("grounding"), max_examples=60)
@given(scenarios(), st.randoms(use_true_random=False))
def test_order_independent_verdict(
    scenario: tuple[EvidencePack, list[dict[str, Any]]], rnd: Any
) -> None:
    """The verdict does not depend on the order of the claims."""
    pack, claims = scenario
    shuffled = list(claims)
    rnd.shuffle(shuffled)
    a = check_draft({"claims": claims}, pack).verdict
    b = check_draft({"claims": shuffled}, pack).verdict
    assert a == b, (a, b)


@settings(parent=settings.get_profile("grounding"), max_examples=60)
@given(scenarios(), st.sampled_from(["这是补充说明。", "Also true.", "备份保留 7 天。"]))
def test_monotone_extra_uncited_claim(
    scenario: tuple[EvidencePack, list[dict[str, Any]]], extra: str
) -> None:
    """Adding an uncited claim never improves the verdict: coverage fails at the latest.

    (Severity alone is not monotone here: SPEC §6 puts citation.coverage, whose verdict
    insufficient_evidence has severity 2, before answer.support's unsupported, severity 3.)
    """
    pack, claims = scenario
    before = check_draft({"claims": claims}, pack)
    after = check_draft({"claims": [*claims, {"text": extra, "citations": []}]}, pack)
    assert not is_safe(after.verdict), after.verdict
    assert after.first_failure is not None
    assert CHECK_ORDER.index(after.first_failure) <= CHECK_ORDER.index("citation.coverage")
    if before.first_failure is not None and CHECK_ORDER.index(before.first_failure) <= 2:
        assert after.verdict == before.verdict, (before.verdict, after.verdict)
    if not is_safe(before.verdict):
        assert severity(after.verdict) >= severity("insufficient_evidence")


@settings(parent=settings.get_profile("grounding"), max_examples=150)
@given(sentences(), st.sampled_from(["a", "b"]), st.integers(min_value=0, max_value=600))
def test_changed_number_is_never_supported(
    filled: tuple[str, dict[str, Any]], field: str, new: int
) -> None:
    """A claim equal to its cited sentence but for one number is never supported."""
    template, fields = filled
    assume("{" + field + "}" in template and new != fields[field])
    evidence = template.format(**fields)
    claim = template.format(**{**fields, field: new})
    report = check_draft({"claims": [{"text": claim, "citations": ["K1"]}]}, _pack([evidence]))
    assert report.claims[0].result != "supported", (evidence, claim)
    assert report.verdict != "grounded"


JSON = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats(allow_nan=False)
    | st.text(alphabet=st.characters(codec="utf-8"), max_size=12),
    lambda children: (
        st.lists(children, max_size=4)
        | st.dictionaries(
            st.sampled_from(["abstained", "claims", "text", "citations", "id", "kind", "x"]),
            children,
            max_size=4,
        )
    ),
    max_leaves=20,
)


@settings(parent=settings.get_profile("grounding"), max_examples=200)
@given(JSON)
def test_total_check_draft_on_any_json(value: Any) -> None:
    """Any JSON value (or its text) as a draft gives a report, never an exception."""
    pack = _pack(["慢查询阈值为 1 秒。", "Backups are kept for 35 days."])
    for draft in (value, json.dumps(value)):
        report = check_draft(draft, pack)
        assert report.verdict in {
            "grounded",
            "abstained",
            "insufficient_evidence",
            "misaligned",
            "unsupported",
            "degraded",
        }


@settings(parent=settings.get_profile("grounding"), max_examples=150)
@given(
    st.lists(
        st.text(alphabet=st.characters(codec="utf-8"), min_size=1, max_size=40),
        min_size=1,
        max_size=4,
    )
)
def test_total_check_draft_on_any_claim_text(texts: list[str]) -> None:
    """Claims of arbitrary Unicode text are checked without an exception."""
    pack = _pack(["冷链包裹须保持 2 至 8 摄氏度。", texts[0]])
    draft = {"claims": [{"text": t, "citations": ["K1", "K2"]} for t in texts]}
    report = check_draft(draft, pack)
    assert len(report.claims) in (0, len(texts))
