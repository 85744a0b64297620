"""answerc compile --judge / --organize end to end: a subprocess, the loopback server."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from answerc.testing import OpenAIServer, Reply, opinion_json

ROOT = Path(__file__).resolve().parent.parent
FIXTURE = ROOT / "fixtures" / "requests" / "refund-call-chain.json"
DEADLINE = 1.0

# The grounding checker in this branch never answers grounded; with ANSWERC_TEST_GROUNDED
# the runner swaps in one that finds every claim supported, so the judge has work to do.
RUNNER = """
import os, sys
if os.environ.get("ANSWERC_TEST_GROUNDED"):
    import answerc.pipeline as pipeline
    from answerc.contract.draft import Draft
    from answerc.contract.output import CheckResult, ClaimResult, GroundingReport
    from answerc.contract.verdict import CHECK_ORDER

    def grounded(draft, pack, expected=None, *, run_id=None, controller_action="answer", **_):
        claims = tuple(
            ClaimResult(id=c.id or f"c{i}", text=c.text, citations=c.citations, kind=c.kind,
                        result="supported")
            for i, c in enumerate(Draft.model_validate(draft).claims, start=1))
        checks = tuple(CheckResult(id=x, passed=True, detail="passed") for x in CHECK_ORDER)
        return GroundingReport(verdict="grounded", first_failure=None, checks=checks,
                               claims=claims)

    pipeline.check_draft = grounded
from answerc.cli import main
code = main(sys.argv[1:])
sys.stderr.write(f"\\nopenai-imported={'openai' in sys.modules}\\n")
sys.exit(code)
"""


def answerc(
    *args: str, grounded: bool = True, env: dict[str, str] | None = None, timeout: float = 60
) -> subprocess.CompletedProcess[str]:
    environ = {
        key: value
        for key, value in os.environ.items()
        if not key.startswith(("ANSWERC_", "OPENAI_"))
    }
    environ["PYTHONPATH"] = str(ROOT)
    if grounded:
        environ["ANSWERC_TEST_GROUNDED"] = "1"
    environ.update(env or {})
    return subprocess.run(
        [sys.executable, "-c", RUNNER, *args],
        cwd=ROOT,
        env=environ,
        capture_output=True,
        text=True,
        timeout=timeout,
        check=False,
    )


def judge_args(server: OpenAIServer, *extra: str, fixture: Path = FIXTURE) -> list[str]:
    return [
        "compile",
        str(fixture),
        "--judge",
        "--judge-base-url",
        server.base_url,
        "--judge-model",
        "judge-m",
        *extra,
    ]


def test_compile_without_judge_never_imports_openai() -> None:
    """Plain compile, JSON or Markdown, never loads the openai package."""
    for fmt in ("json", "markdown"):
        done = answerc("compile", str(FIXTURE), "--format", fmt, grounded=False)
        assert done.returncode == 0, done.stderr
        assert "openai-imported=False" in done.stderr


def test_judge_package_and_testing_helpers_never_import_openai() -> None:
    """Only answerc.judge.openai_judge imports openai; the rest of judge/ and testing/ do not."""
    code = (
        "import sys, answerc.judge, answerc.judge.cli, answerc.judge.calibrate, "
        "answerc.judge.organizer, answerc.testing, answerc.testing.openai_server; "
        "print('openai' in sys.modules)"
    )
    done = subprocess.run(
        [sys.executable, "-c", code],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )
    assert done.stdout.strip() == "False"


def test_contradicting_judge_downgrades_the_compiled_verdict() -> None:
    """A contradicted opinion makes the JSON verdict misaligned; the rest is unchanged."""
    with OpenAIServer([Reply.opinion("contradicted", ["K2"], reasons=["wrong hop"])]) as server:
        done = answerc(*judge_args(server))
        requests = server.requests
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    plain = json.loads(answerc("compile", str(FIXTURE)).stdout)
    assert (out["verdict"], out["grounding"]["verdict"]) == ("misaligned", "grounded")
    assert out["canonical"] == plain["canonical"] and out["pack"] == plain["pack"]
    judge = out["judge"]
    assert (judge["alignment"], judge["model"], judge["mode"]) == (
        "contradicted",
        "judge-m",
        "separate_model",
    )
    assert judge["opinion"]["reasons"] == ["wrong hop"]
    assert len(requests) == 1 and requests[0]["temperature"] == 0


def test_judged_verdict_reaches_the_markdown() -> None:
    """The Markdown is rendered after the judge, so it shows the downgraded verdict."""
    with OpenAIServer([Reply.opinion("over_abstained")]) as server:
        done = answerc(*judge_args(server, "--format", "markdown"))
    assert done.returncode == 0, done.stderr
    assert "misaligned" in done.stdout


def test_supported_judge_leaves_the_answer_grounded() -> None:
    """A supported opinion is recorded and changes nothing."""
    with OpenAIServer([Reply.opinion("supported")]) as server:
        out = json.loads(answerc(*judge_args(server)).stdout)
    assert out["verdict"] == "grounded" and out["judge"]["alignment"] == "supported"


@pytest.mark.parametrize(
    "reply",
    [Reply.hanging(), Reply.trickling(opinion_json("contradicted"))],
    ids=["hang", "trickle"],
)
def test_hanging_judge_cannot_hold_the_compile_past_its_deadline(reply: Reply) -> None:
    """A judge that hangs or trickles ends the compile near the deadline, verdict standing."""
    with OpenAIServer([Reply.opinion("supported")]) as fast_server:
        started = time.monotonic()
        assert answerc(*judge_args(fast_server)).returncode == 0
        baseline = time.monotonic() - started
    with OpenAIServer([reply], default=reply) as server:
        started = time.monotonic()
        done = answerc(*judge_args(server, "--judge-timeout", str(DEADLINE)))
        elapsed = time.monotonic() - started
    assert done.returncode == 0, done.stderr
    assert elapsed < baseline + DEADLINE + 2.0, (elapsed, baseline)
    out = json.loads(done.stdout)
    assert out["verdict"] == "grounded" and out["judge"]["alignment"] is None
    assert out["judge"]["error"]["kind"] in {"deadline", "connection"}


def test_fail_closed_policy_turns_a_failed_judge_into_degraded(tmp_path: Path) -> None:
    """policy.judge_fail_closed: an HTTP 500 judge makes the verdict degraded."""
    data = json.loads(FIXTURE.read_text(encoding="utf-8"))
    data["policy"] = {"judge_fail_closed": True}
    fixture = tmp_path / "closed.json"
    fixture.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    with OpenAIServer([], default=Reply.error(500)) as server:
        out = json.loads(answerc(*judge_args(server, fixture=fixture)).stdout)
    assert out["verdict"] == "degraded"
    assert out["judge"]["error"] == {
        "kind": "http",
        "message": out["judge"]["error"]["message"],
        "status": 500,
    }


def test_environment_supplies_endpoint_and_model() -> None:
    """ANSWERC_JUDGE_BASE_URL and ANSWERC_JUDGE_MODEL stand in for the options."""
    with OpenAIServer([Reply.opinion("supported")]) as server:
        done = answerc(
            "compile",
            str(FIXTURE),
            "--judge",
            env={"ANSWERC_JUDGE_BASE_URL": server.base_url, "ANSWERC_JUDGE_MODEL": "env-model"},
        )
        assert server.requests[0]["model"] == "env-model"
    assert done.returncode == 0, done.stderr


@pytest.mark.parametrize(
    ("args", "env", "message"),
    [
        (["--judge-base-url", "http://127.0.0.1:9/v1"], {}, "ANSWERC_JUDGE_MODEL"),
        (["--judge-model", "m"], {}, "ANSWERC_JUDGE_BASE_URL"),
        (
            ["--judge-model", "m", "--judge-base-url", "https://judge.example.com/v1"],
            {},
            "OPENAI_API_KEY",
        ),
        (["--judge-model", "m", "--judge-base-url", "ftp://x"], {}, "not an http(s) URL"),
        (
            [
                "--judge-model",
                "m",
                "--judge-base-url",
                "http://127.0.0.1:9/v1",
                "--judge-timeout",
                "0",
            ],
            {},
            "positive number",
        ),
        (
            ["--judge-model", "m", "--judge-base-url", "http://127.0.0.1:9/v1"],
            {"ANSWERC_JUDGE_RESPONSE_MODE": "xml"},
            "ANSWERC_JUDGE_RESPONSE_MODE",
        ),
    ],
)
def test_missing_or_bad_judge_settings_exit_2(
    args: list[str], env: dict[str, str], message: str
) -> None:
    """Without an endpoint, a model, or (off loopback) a key, compile --judge exits 2."""
    done = answerc("compile", str(FIXTURE), "--judge", *args, env=env)
    assert done.returncode == 2, (done.returncode, done.stderr)
    assert message in done.stderr and "Traceback" not in done.stderr


def _markdown_in(body: dict[str, Any]) -> str:
    user = body["messages"][-1]["content"].split("\n")
    return "\n".join(user[1:-1]) + "\n"


def test_organizer_rewording_is_used_when_it_keeps_the_facts() -> None:
    """An accepted rewording is printed instead of the deterministic Markdown."""

    def reword(body: dict[str, Any]) -> Reply:
        return Reply.completion(_markdown_in(body).replace("支付渠道", "缴付渠道"))

    with OpenAIServer(reword) as server:
        done = answerc(
            "compile",
            str(FIXTURE),
            "--organize",
            "--format",
            "json",
            "--judge-base-url",
            server.base_url,
            "--judge-model",
            "m",
        )
    out = json.loads(done.stdout)
    assert out["organizer"]["status"] == "accepted", out["organizer"]
    assert "缴付渠道" in out["markdown"]


def test_organizer_rewording_with_a_new_statement_is_rejected() -> None:
    """A sentence the canonical facts do not prove (here a preface) makes the rewording fail."""

    def reword(body: dict[str, Any]) -> Reply:
        return Reply.completion("以下为整理后的回答。\n\n" + _markdown_in(body))

    with OpenAIServer(reword) as server:
        done = answerc(
            "compile",
            str(FIXTURE),
            "--organize",
            "--format",
            "json",
            "--judge-base-url",
            server.base_url,
            "--judge-model",
            "m",
        )
    out = json.loads(done.stdout)
    assert out["organizer"]["status"] == "rejected"
    assert "以下为整理后的回答" in out["organizer"]["reason"]
    assert not out["markdown"].startswith("以下为整理后的回答。")


def test_organizer_rewording_that_changes_confidence_is_rejected() -> None:
    """A rewording that raises the confidence is rejected; the deterministic text is printed."""
    confidence = str(json.loads(answerc("compile", str(FIXTURE)).stdout)["canonical"]["confidence"])
    sent: list[str] = []

    def inflate(body: dict[str, Any]) -> Reply:
        markdown = _markdown_in(body)
        sent.append(markdown)
        return Reply.completion(markdown.replace(confidence, "0.99"))

    with OpenAIServer(inflate) as server:
        done = answerc(
            "compile",
            str(FIXTURE),
            "--organize",
            "--format",
            "markdown",
            "--judge-base-url",
            server.base_url,
            "--judge-model",
            "m",
        )
    plain = answerc("compile", str(FIXTURE), "--format", "markdown")
    assert done.returncode == 0, done.stderr
    assert confidence in sent[0], "the rendering must state the confidence for this test"
    assert done.stdout == plain.stdout and "0.99" not in done.stdout
