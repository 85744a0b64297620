"""Judge calibration on a case set with the loopback test server (no network, no LLM).

Run: python benchmarks/calibrate_public.py [CASES.jsonl]

Scripted judges: one that always agrees, one that always contradicts, one that fails
with HTTP 500. Prints the calibration figures of each; the figures describe the plumbing
(only-downgrade, provider errors, release gate), not the quality of any real LLM.
"""

from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path

from answerc.testing import OpenAIServer, Reply

DEFAULT = Path(__file__).resolve().parents[2] / "shared" / "grounding-cases" / "cases.jsonl"


def main() -> None:
    cases = Path(sys.argv[1]) if len(sys.argv) > 1 else DEFAULT
    scripts = {
        "always supported": Reply.opinion("supported"),
        "always contradicted": Reply.opinion("contradicted"),
        "HTTP 500": Reply.error(500),
    }
    for name, reply in scripts.items():
        with OpenAIServer([], default=reply) as server:
            start = time.perf_counter()
            done = subprocess.run(
                [
                    sys.executable,
                    "-m",
                    "answerc",
                    "eval",
                    str(cases),
                    "--format",
                    "json",
                    "--judge",
                    "--judge-base-url",
                    server.base_url,
                    "--judge-model",
                    "scripted",
                ],
                capture_output=True,
                text=True,
                check=False,
            )
            took = time.perf_counter() - start
        if done.returncode not in (0, 3):  # 0 gate ready, 3 gate not ready
            raise SystemExit(f"answerc eval exited {done.returncode}: {done.stderr}")
        report = json.loads(done.stdout)
        judge = report["judge"]
        print(
            f"{name:20s} judged {judge['judged']:3d}  downgraded {judge['downgraded']:3d}  "
            f"false-safe before/after {judge['false_safe_before_judge']}/"
            f"{judge['hard_invariant_false_safe']}  provider errors {judge['provider_errors']:3d}  "
            f"gate {report['release_gate_ready']}  ({took:.2f} s)"
        )


if __name__ == "__main__":
    main()
