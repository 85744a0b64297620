"""Grounding benchmarks: answerc vs a naive baseline on a labelled set, and speed ratios.

Run from the repository root::

    python benchmarks/bench_grounding.py [CASES.jsonl]

1. Quality: answerc's deterministic check and the naive similarity baseline
   (``naive_baseline.py``) on the same labelled cases, in this process, side by side.
2. Speed, as ratios (never asserted): the whole pipeline (pack + canonical + check +
   Markdown) on a standard request (8 hits of ~250 characters, 10 claims, a 20-node graph)
   against ``json.loads`` + ``json.dumps`` of the same request; the same with 10x claims;
   and ``answerc eval`` over the case file in a fresh process, start-up included.
"""

from __future__ import annotations

import json
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from naive_baseline import THRESHOLD, naive_verdict  # noqa: E402

from answerc.contract.compile import compile_canonical  # noqa: E402
from answerc.contract.pack import build_pack  # noqa: E402
from answerc.contract.verdict import is_safe  # noqa: E402
from answerc.contract.wire import load_request, request_hash  # noqa: E402
from answerc.evaluate import evaluate_cases, read_cases  # noqa: E402
from answerc.grounding import check_draft  # noqa: E402
from answerc.grounding.checks import answer_support as _answer_support  # noqa: E402
from answerc.grounding.text import analysis as _analysis  # noqa: E402
from answerc.grounding.text import numbers as _numbers  # noqa: E402
from answerc.pipeline import compile as compile_request  # noqa: E402
from answerc.pipeline import with_markdown  # noqa: E402

DEFAULT_CASES = ROOT.parent / "shared" / "grounding-cases" / "cases.jsonl"

ZH = (
    "订单服务在收到退款请求后，先调用风控服务校验账户状态，校验通过后再调用支付网关发起原路退款。"
    "单笔退款金额超过 5000 元的，须经人工复核后方可执行；复核须在 2 个工作日内完成。"
    "退款成功后系统会在 10 分钟内向用户发送短信通知，失败的退款会每 30 分钟自动重试一次，"
    "最多重试 3 次。重试全部失败的退款单会转入人工处理队列，由客服专员在 24 小时内联系用户，"
    "并在工单系统中记录处理结果。退款到账时间以银行处理为准，通常为 1 至 3 个工作日。"
    "跨境订单的退款按原币种退回，汇率差额由用户承担，平台不承担汇兑损失。"
)
EN = (
    "The refund worker reads pending refunds from the queue every minute. Refunds above "
    "$5,000 require a manual review before they are sent; the review must be completed within "
    "2 business days. Failed refunds are retried every 30 minutes, up to 3 times."
)
CLAIMS_ZH = [
    "单笔退款金额超过 5000 元的，须经人工复核后方可执行。",
    "复核须在 2 个工作日内完成。",
    "退款成功后系统会在 10 分钟内向用户发送短信通知。",
    "失败的退款会每 30 分钟自动重试一次，最多重试 3 次。",
    "订单服务先调用风控服务校验账户状态。",
]
CLAIMS_EN = [
    "Refunds above $5,000 require a manual review before they are sent.",
    "The review must be completed within two business days.",
    "Failed refunds are retried every 30 minutes, up to 3 times.",
    "The refund worker reads pending refunds from the queue every minute.",
    "Failed refunds are retried every 10 minutes.",
]


_ZH_CITES = [["K1", "K3"], ["K1"], ["K3"], ["K5"], ["K7"], ["K1", "K5"], ["K1", "K7"]]
_ZH_CITES += [["K3", "K5"], ["K3", "K7"], ["K5", "K7"]]
_EN_CITES = [[f"K{int(k[1:]) + 1}" for k in ks] for ks in _ZH_CITES]


def standard_request(
    claims_per_hit_set: int = 1, *, distinct: bool = False, long_claim: bool = False
) -> dict[str, Any]:
    """8 hits of ~250 characters, 10 claims (x ``claims_per_hit_set``), a 20-node graph.

    Of each 10 claims, 9 restate the evidence and 1 changes a number, as a typical draft.
    ``distinct``: each round of 10 claims cites other items (so no proof is the same as
    another's; the texts repeat). ``long_claim``: one zh claim of 10 faithful sentences (about
    10x a standard claim), instead of the 10 claims.
    """
    hits = []
    for n in range(8):
        text = ZH if n % 2 == 0 else EN
        hits.append(
            {
                "evidence_key": f"svc#{n}",
                "document_id": f"doc-{n // 2}",
                "chunk_index": n,
                "title": f"退款设计 {n}",
                "excerpt": text,
                "score": 0.9 - n / 100,
                "lanes": ["vector", "keyword"],
                "current": True,
                "locator": {"source_record": f"rec-{n}", "section": f"§{n}"},
            }
        )
    nodes = [{"id": f"N{i}", "label": f"Service{i}.handle"} for i in range(20)]
    edges = [
        {
            "source": f"N{i}",
            "target": f"N{i + 1}",
            "relation": "CALLS",
            "evidence": [f"svc#{i % 8}"],
            "verified": True,
        }
        for i in range(19)
    ]
    claims = []
    for round_ in range(claims_per_hit_set):
        zh = _ZH_CITES[round_ % 10] if distinct else ["K1", "K3"]
        en = _EN_CITES[round_ % 10] if distinct else ["K2", "K4"]
        for i, text in enumerate(CLAIMS_ZH):
            claims.append({"id": f"z{round_}-{i}", "text": text, "citations": zh})
        for i, text in enumerate(CLAIMS_EN):
            claims.append({"id": f"e{round_}-{i}", "text": text, "citations": en})
    if long_claim:
        text = "".join([CLAIMS_ZH[0], CLAIMS_ZH[1], CLAIMS_ZH[3]] * 3 + [CLAIMS_ZH[0]])
        claims = [{"id": "long", "text": text, "citations": ["K1", "K3"]}]
    return {
        "query": "退款请求的处理流程是什么？",
        "locale": "zh",
        "hits": hits,
        "graph": {"entry": "N0", "destination": "N19", "nodes": nodes, "edges": edges},
        "draft": {"abstained": False, "claims": claims},
    }


def _clear_caches() -> None:
    for fn in (
        _analysis._lemma,
        _analysis._fold,
        _analysis._ANALYSES,
        _analysis._base_split,
        _analysis.adverb_zh,
        _analysis.noun_zh,
        _analysis.verbal_zh,
        _answer_support._PROOFS,
        _numbers._cached_all,
        _numbers._cached_quantities,
    ):
        fn.cache_clear()


def per_call(fn: Callable[[], Any], *, seconds: float = 1.0, cold: bool = False) -> float:
    """Mean seconds per call over about ``seconds`` of repetitions (after one warm-up)."""
    fn()
    calls, spent = 0, 0.0
    while spent < seconds:
        if cold:
            _clear_caches()
        start = time.perf_counter()
        fn()
        spent += time.perf_counter() - start
        calls += 1
    return spent / calls


def quality(cases_path: Path) -> None:
    """answerc and the naive baseline on one labelled set, side by side."""
    cases = read_cases(cases_path.read_text("utf-8").splitlines())
    report = evaluate_cases(cases)
    ours = report.summary()
    naive = {"tp": 0, "fn": 0, "fp": 0, "tn": 0, "exact": 0}
    for case in cases:
        verdict, _ = naive_verdict(case.answer, case.pack)
        judged_safe = is_safe(verdict)
        key = (
            ("fp" if not judged_safe else "tn")
            if case.label_safe
            else ("tp" if not judged_safe else "fn")
        )
        naive[key] += 1
        naive["exact"] += verdict == case.label_verdict
    safe = naive["fp"] + naive["tn"]
    precision = naive["tp"] / (naive["tp"] + naive["fp"]) if naive["tp"] + naive["fp"] else 0.0
    recall = naive["tp"] / (naive["tp"] + naive["fn"]) if naive["tp"] + naive["fn"] else 0.0
    f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
    rows = [
        ("cases", ours["cases_total"], len(cases)),
        ("hard_invariant_false_safe", ours["hard_invariant_false_safe"], naive["fn"]),
        ("safe answers rejected", ours["confusion"]["safe_judged_unsafe"], naive["fp"]),
        (
            "safe_rejection_rate",
            ours["safe_rejection_rate"],
            round(naive["fp"] / safe, 4) if safe else None,
        ),
        ("precision (unsafe +)", ours["precision"], round(precision, 4)),
        ("recall (unsafe +)", ours["recall"], round(recall, 4)),
        ("f1", ours["f1"], round(f1, 4)),
        ("exact verdict", ours["verdict_agreement"]["exact"], naive["exact"]),
        ("release_gate_ready", ours["release_gate_ready"], naive["fn"] == 0),
    ]
    print(f"quality on {cases_path} (naive: token_set_ratio >= {THRESHOLD:g})")
    print(f"  {'metric':<28}{'answerc':>12}{'naive':>12}")
    for name, a, b in rows:
        print(f"  {name:<28}{a!s:>12}{b!s:>12}")


def speed(cases_path: Path) -> None:
    """Speed ratios: pipeline vs JSON round trip, 10x claims, eval wall time."""
    raw = json.dumps(standard_request(), ensure_ascii=False)
    request = load_request(raw)
    big = load_request(json.dumps(standard_request(10), ensure_ascii=False))
    spread = load_request(json.dumps(standard_request(10, distinct=True), ensure_ascii=False))
    one = dict(standard_request())
    one["draft"] = {"claims": [one["draft"]["claims"][0]]}
    short = load_request(json.dumps(one, ensure_ascii=False))
    longer = load_request(json.dumps(standard_request(long_claim=True), ensure_ascii=False))
    base = per_call(lambda: json.dumps(json.loads(raw), ensure_ascii=False))
    warm = per_call(lambda: compile_request(request, markdown=True))
    cold = per_call(lambda: compile_request(request, markdown=True), cold=True)
    warm_big = per_call(lambda: compile_request(big, markdown=True))
    cold_big = per_call(lambda: compile_request(big, markdown=True), cold=True)
    print(f"\nspeed (standard request: {len(raw)} bytes of JSON, 8 hits, 10 claims, 20 nodes)")
    print(f"  json.loads + json.dumps           {base * 1e6:9.1f} us   1.0x")
    print(f"  pipeline, caches warm             {warm * 1e6:9.1f} us  {warm / base:5.1f}x")
    print(f"  pipeline, caches cleared per call {cold * 1e6:9.1f} us  {cold / base:5.1f}x")
    print(f"  100 claims vs 10 claims (warm)    {warm_big / warm:5.1f}x time for 10x claims")
    print(f"  100 claims vs 10 claims (cold)    {cold_big / cold:5.1f}x time for 10x claims")
    cold_spread = per_call(lambda: compile_request(spread, markdown=True), cold=True)
    print(f"  100 claims citing 10 ways (cold)  {cold_spread / cold:5.1f}x time for 10x claims")
    cold_short = per_call(lambda: compile_request(short, markdown=True), cold=True)
    cold_long = per_call(lambda: compile_request(longer, markdown=True), cold=True)
    print(f"  one claim 10x longer (cold)       {cold_long / cold_short:5.1f}x time of one claim")
    pack = build_pack(request.hits, request.policy, query=request.query)
    stages = {
        "request_hash": lambda: request_hash(request),
        "build_pack": lambda: build_pack(request.hits, request.policy, query=request.query),
        "compile_canonical": lambda: compile_canonical(
            pack, request.graph, "answer", request.policy
        ),
        "check_draft (cold)": lambda: check_draft(request.draft, pack),
    }
    compiled = compile_request(request)
    stages["render markdown"] = lambda: with_markdown(compiled)
    for name, fn in stages.items():
        t = per_call(fn, seconds=0.5, cold=name.endswith("(cold)"))
        print(f"    stage {name:<22}{t * 1e6:9.1f} us  {t / base:5.1f}x")
    start = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-m", "answerc", "eval", str(cases_path), "--format", "json"],
        cwd=ROOT,
        capture_output=True,
        check=False,
    )
    wall = time.perf_counter() - start
    print(f"  answerc eval (subprocess, start-up included): {wall:.2f} s, exit {done.returncode}")


def main() -> None:
    """Run the quality comparison and the speed figures."""
    path = Path(sys.argv[1]) if len(sys.argv) > 1 else DEFAULT_CASES
    quality(path)
    speed(path)


if __name__ == "__main__":
    main()
