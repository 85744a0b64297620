"""The optional LLM judge (advisory veto), organizer and calibration (SPEC §7).

Importing ``answerc.judge`` never imports ``openai``: only ``answerc.judge.openai_judge``
does, and only the CLI edge (``answerc.judge.cli``) loads it.

* ``opinion``     JudgeOpinion, the only shape a judge reply may take; parse_opinion()
* ``prompt``      build_messages(): pure; evidence and claims fenced as untrusted data
* ``apply``       judged_verdict(), apply_judgement(): the judge may only downgrade
* ``run``         run_judge(): one call under a hard total deadline, few retries, traced
* ``organizer``   LLM rewording, accepted only if chain/confidence/citations/numbers hold
* ``calibrate``   the judge over labelled cases: confusion matrix and release gate
* ``openai_judge`` the only module importing openai
"""

from __future__ import annotations

from answerc.judge.apply import apply_judgement, judge_applies, judged_verdict
from answerc.judge.config import JudgeConfig
from answerc.judge.opinion import JudgeOpinion, VoidReply, parse_opinion
from answerc.judge.run import run_judge
from answerc.judge.trace import ChatFn, ChatReply, JudgeFailure, JudgeRun

__all__ = [
    "ChatFn",
    "ChatReply",
    "JudgeConfig",
    "JudgeFailure",
    "JudgeOpinion",
    "JudgeRun",
    "VoidReply",
    "apply_judgement",
    "judge_applies",
    "judged_verdict",
    "parse_opinion",
    "run_judge",
]
