"""The organizer: an LLM rewording is used only when the canonical facts survive it."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st
from tests.judge_support import grounded_compiled, mock_client, replying

from answerc.contract.output import CompiledAnswer
from answerc.contract.verdict import severity
from answerc.judge._numbers import numbers_in
from answerc.judge.config import JudgeConfig
from answerc.judge.openai_judge import OpenAIChat
from answerc.judge.organizer import organize, review_rewording, unwrap

ORIGINAL = """\
# 退款请求从哪里进入？

## 业务摘要
- 退款请求由 OrderController.refund 接收，7 天内到账。[K1]
- 手续费为 0.6% [K2]

## 调用链
OrderController.refund --> RefundService.apply --> PaymentGateway.refund

```java
// 入口
OrderController.refund
```

## 置信度
0.8167（链路覆盖 1.0）

## 引用
- [K1] https://wiki.example.com/pages/refund-flow
- [K2] shop/order-service@9f3c2ab

verdict: grounded
"""
CONFIDENCE = 0.8167


def review(candidate: str, verdict: str = "grounded") -> str | None:
    return review_rewording(ORIGINAL, candidate, confidence=CONFIDENCE, verdict=verdict)


def test_rewording_that_keeps_the_facts_is_accepted() -> None:
    """Prose may change; chain, code, confidence, citations and numbers stay."""
    candidate = ORIGINAL.replace(
        "退款请求由 OrderController.refund 接收，7 天内到账。",
        "退款请求由 OrderController.refund 接收，七天内到账。",
    )
    assert review(candidate) is None


@pytest.mark.parametrize(
    ("old", "new", "reason"),
    [
        ("--> RefundService.apply -->", "--> RefundAudit.record -->", "chain line changed"),
        ("## 引用", "## 参考资料", "headings changed"),
        ("// 入口", "// entry", "code block changed"),
        ("0.8167（链路覆盖 1.0）", "0.9（链路覆盖 1.0）", "confidence line changed"),
        ("verdict: grounded", "verdict: ok", "verdict line changed"),
        ("[K2]\n\n## 调用链", "[K3]\n\n## 调用链", "citation ids changed"),
        ("7 天内", "10 天内", "number '10'"),
        ("7 天内", "十天内", "number '10'"),
        ("0.6%", "6%", "number '6%'"),
        ("到账。", "到账，详见 https://evil.example.com/x 。", "link added"),
        ("到账。", "到账。<img src=x>", "HTML tag added"),
        ("到账。", "到账。![](x)", "image added"),
    ],
)
def test_rewording_that_changes_a_fact_is_rejected(old: str, new: str, reason: str) -> None:
    """Each rule of the organizer has its own rejection reason."""
    assert old in ORIGINAL
    got = review(ORIGINAL.replace(old, new, 1))
    assert got is not None and reason in got, got


ORIGINAL_EN = """\
# When are refunds processed?

## Summary

- Refunds are processed within 7 days \\[K1\\]
- Refunds go back to the original payment method \\[K2\\]

## Citations

- **K1** (article) Refund policy: URL https://help.example.com/refunds
- **K2** (article) Payments FAQ: section Refunds

verdict: grounded
"""


def review_en(old: str, new: str) -> str | None:
    assert old in ORIGINAL_EN, old
    candidate = ORIGINAL_EN.replace(old, new, 1)
    return review_rewording(
        ORIGINAL_EN, candidate, confidence=CONFIDENCE, verdict="grounded", locale="en"
    )


@pytest.mark.parametrize(
    ("old", "new", "reason"),
    [
        ("are processed", "are never processed", "sentence not proven"),
        ("within 7 days", "within ten days", "sentence not proven"),
        ("within 7 days", "within 7 days or sooner", "sentence not proven"),
        ("- Refunds are processed within 7 days \\[K1\\]", "- \\[K1\\]", "canonical fact dropped"),
        ("days \\[K1\\]", "days, see www.evil.example \\[K1\\]", "host name or address added"),
        ("days \\[K1\\]", "days [here](//evil.example/x) \\[K1\\]", "added"),
        ("days \\[K1\\]", "days; write to refunds@evil.example \\[K1\\]", "address added"),
    ],
)
def test_rewording_that_inverts_adds_or_drops_a_fact_is_rejected(
    old: str, new: str, reason: str
) -> None:
    """A rewording is accepted only if each sentence is proven and every fact is kept."""
    got = review_en(old, new)
    assert got is not None and reason in got, got


def test_addresses_count_hosts_mails_ips_and_link_targets() -> None:
    """Every kind of address a rewording could smuggle in is seen by the address rule."""
    from answerc.judge.organizer import _addresses

    text = "www.evil.example [x](//evil.example/x) a@b.example 203.0.113.7 <https://x.example>"
    found = _addresses(text)
    for needle in ("www.evil.example", "//evil.example/x", "a@b.example", "203.0.113.7"):
        assert needle in found, needle
    assert _addresses("Refunds are processed within 7 days. K1 0.8167") == frozenset()


def test_rewording_proven_from_the_facts_it_keeps_is_accepted() -> None:
    """Equal quantities in other words, and an unchanged text, pass every rule."""
    assert review_en("within 7 days", "within seven days") is None
    assert review_en("Refunds go back", "Refunds go back") is None


def test_dropped_no_chain_sentence_is_rejected() -> None:
    """Without a chain, SPEC §9's sentence is the chain line and must stay."""
    chain = "OrderController.refund --> RefundService.apply --> PaymentGateway.refund"
    original = ORIGINAL.replace(chain, "证据不足，未生成调用链。")
    candidate = original.replace("证据不足，未生成调用链。", "调用链暂缺。")
    got = review_rewording(original, candidate, confidence=CONFIDENCE, verdict="grounded")
    assert got == "chain line changed"


def test_added_verdict_name_is_rejected() -> None:
    """A rewording may not call a misaligned answer grounded anywhere."""
    original = ORIGINAL.replace("verdict: grounded", "verdict: misaligned")
    candidate = original.replace("手续费为", "(grounded) 手续费为")
    got = review_rewording(original, candidate, confidence=CONFIDENCE, verdict="misaligned")
    assert got is not None and "verdict name added" in got


def test_empty_or_bloated_rewording_is_rejected() -> None:
    """Nothing, or pages more than the original, is not a rewording."""
    assert review("  \n") == "empty rewording"
    assert "far longer" in (review(ORIGINAL + "注" * (2 * len(ORIGINAL) + 2001)) or "")


def test_numbers_in_reads_arabic_chinese_and_percent() -> None:
    """Numbers are compared by value: 7 = 七, 3万 = 30000, 5% = 百分之五; K ids are not numbers."""
    assert numbers_in("七天") == numbers_in("7 天") == frozenset({"7"})
    assert numbers_in("3万") == numbers_in("30000") == numbers_in("30,000")
    assert numbers_in("百分之五") == numbers_in("5%") != numbers_in("5")
    assert numbers_in("[K12] 一致 统一") == frozenset()


def test_unwrap_drops_one_outer_markdown_fence() -> None:
    """A reply wrapped in ```markdown is unwrapped; inner fences are kept."""
    assert unwrap("```markdown\n# A\n```\n") == "# A\n"
    assert unwrap("# A\n```java\nx\n```") == "# A\n```java\nx\n```\n"


def organizable() -> CompiledAnswer:
    """A grounded answer whose confidence is the one ORIGINAL states."""
    compiled = grounded_compiled()
    canonical = compiled.canonical.model_copy(update={"confidence": CONFIDENCE})
    return compiled.model_copy(update={"canonical": canonical})


def _organize(
    compiled: CompiledAnswer,
    markdown: str,
    *replies: str | None,
    log: list[dict[str, Any]] | None = None,
) -> CompiledAnswer:
    config = JudgeConfig(model="m", timeout_s=10)
    with mock_client(replying(*replies, log=log)) as client:
        return organize(compiled, markdown, locale="zh", chat=OpenAIChat(client), config=config)


def test_accepted_rewording_becomes_the_markdown() -> None:
    """organize() records accepted and puts the rewording in markdown; nothing else moves."""
    compiled = organizable()
    log: list[dict[str, Any]] = []
    candidate = ORIGINAL.replace("7 天内", "七天内")
    out = _organize(compiled, ORIGINAL, candidate, log=log)
    assert out.organizer is not None and out.organizer["status"] == "accepted"
    assert out.markdown == candidate
    assert out.model_copy(update={"markdown": None, "organizer": None}) == compiled
    assert "response_format" not in log[0] and log[0]["temperature"] == 0


def test_rejected_or_failed_rewording_falls_back_to_the_deterministic_text() -> None:
    """Rejected or no content: status and reason recorded, the deterministic text used."""
    compiled = organizable()
    rejected = _organize(compiled, ORIGINAL, ORIGINAL.replace("0.8167", "0.95"))
    failed = _organize(compiled, ORIGINAL, None)
    assert rejected.organizer is not None and rejected.organizer["status"] == "rejected"
    assert "confidence line changed" in str(rejected.organizer["reason"])
    assert failed.organizer is not None and failed.organizer["status"] == "error"
    assert rejected.markdown == failed.markdown == ORIGINAL


@given(
    reply=st.one_of(
        st.none(),
        st.text(max_size=200),
        st.builds(
            lambda old, new: ORIGINAL.replace(old, new),
            st.sampled_from(["0.8167", "7", "K1", "-->", "grounded", "入口", "0.6"]),
            st.text(max_size=6),
        ),
    )
)
def test_monotone_organizer_never_changes_the_answer(reply: str | None) -> None:
    """Whatever the organizer replies, verdict, confidence, chain and citations stay put."""
    compiled = organizable()
    out = _organize(compiled, ORIGINAL, reply)
    assert out.verdict == compiled.verdict and severity(out.verdict) == severity(compiled.verdict)
    assert out.canonical == compiled.canonical and out.grounding == compiled.grounding
    assert out.markdown is not None
    if out.markdown != ORIGINAL:
        assert review(out.markdown) is None


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("退款请求由 OrderController.refund 接收", "退款请求从不由 OrderController.refund 接收"),
        ("7 天内到账。[K1]", "[K1]"),
        ("到账。", "到账，详见 www.evil.example 。"),
        ("到账。", "到账，问题请发至 help@evil.example 。"),
    ],
)
def test_organize_rejects_an_inverted_dropped_or_linked_fact(old: str, new: str) -> None:
    """Through the scripted endpoint, an inverted, emptied or host-adding rewording is rejected."""
    assert old in ORIGINAL
    out = _organize(organizable(), ORIGINAL, ORIGINAL.replace(old, new, 1))
    assert out.organizer is not None and out.organizer["status"] == "rejected", out.organizer
    assert out.markdown == ORIGINAL
