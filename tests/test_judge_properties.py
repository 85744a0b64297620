"""Properties of the whole judge path: no reply can raise a verdict or move a fact."""

from __future__ import annotations

from typing import get_args

from hypothesis import given, settings
from hypothesis import strategies as st
from tests.judge_support import grounded_compiled, judge_replies, mock_client, replying

from answerc.contract.output import CompiledAnswer
from answerc.contract.verdict import Verdict, severity
from answerc.judge.apply import apply_judgement
from answerc.judge.config import JudgeConfig
from answerc.judge.openai_judge import OpenAIChat
from answerc.judge.opinion import VoidReply, parse_opinion
from answerc.judge.run import run_judge

GROUNDED = grounded_compiled()
PACK_IDS = tuple(item.id for item in GROUNDED.pack.items)


def judged(
    compiled: CompiledAnswer, replies: list[str | None], fail_closed: bool, attempts: int
) -> CompiledAnswer:
    config = JudgeConfig(model="m", timeout_s=10, max_attempts=attempts)
    with mock_client(replying(*replies)) as client:
        run = run_judge(
            compiled.pack.query,
            compiled.pack,
            compiled.grounding,
            None,
            None,
            chat=OpenAIChat(client),
            config=config,
        )
    return apply_judgement(compiled, run, fail_closed=fail_closed)


@settings(max_examples=150)
@given(
    replies=st.lists(st.none() | judge_replies(pack_ids=PACK_IDS), min_size=1, max_size=3),
    fail_closed=st.booleans(),
    attempts=st.integers(min_value=1, max_value=3),
    base=st.sampled_from(get_args(Verdict)),
)
def test_monotone_any_judge_reply(
    replies: list[str | None], fail_closed: bool, attempts: int, base: Verdict
) -> None:
    """For any replies, the verdict never gets less severe; confidence, chain, citations,
    canonical answer and grounding report never change."""
    compiled = GROUNDED.model_copy(
        update={
            "verdict": base,
            "grounding": GROUNDED.grounding.model_copy(update={"verdict": base}),
        }
    )
    out = judged(compiled, replies, fail_closed, attempts)
    assert severity(out.verdict) >= severity(base), (base, out.verdict)
    assert out.canonical.confidence == compiled.canonical.confidence
    assert out.canonical.chain == compiled.canonical.chain
    assert out.canonical.citations == compiled.canonical.citations
    assert out.canonical == compiled.canonical and out.grounding == compiled.grounding
    if base != "grounded":
        assert out.verdict == base


@given(reply=judge_replies(pack_ids=PACK_IDS))
def test_total_parse_opinion(reply: str) -> None:
    """parse_opinion either returns an opinion citing only pack ids or raises VoidReply."""
    try:
        opinion = parse_opinion(reply, PACK_IDS)
    except VoidReply as void:
        assert void.reason
        return
    assert set(opinion.evidence_ids) <= set(PACK_IDS)
