"""Distinct AnswerRequests for batch tests and benchmarks, made from the bundled fixtures."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

FIXTURE_REQUESTS = Path(__file__).resolve().parent.parent / "fixtures" / "requests"

BAD_LINES = (
    b"not json",
    b'{"query": "q", "hits": [{"document_id": "d"}]}',
    b'{"query": "q", "query": "r"}',
    b"\xff\xfe{}",
    b"[1, 2]",
)
"""Records that are not valid AnswerRequests (each must become an error record)."""


def _bases() -> list[dict[str, Any]]:
    return [json.loads(p.read_bytes()) for p in sorted(FIXTURE_REQUESTS.glob("*.json"))]


def distinct_requests(count: int, *, start: int = 0) -> list[bytes]:
    """``count`` compact request lines, all distinct: id, query and every excerpt vary."""
    bases = _bases()
    out = []
    for index in range(start, start + count):
        request = copy.deepcopy(bases[index % len(bases)])
        request["request_id"] = f"batch-{index:06d}"
        request["query"] = f"{request['query']} #{index}"
        for hit in request.get("hits", []):
            hit["excerpt"] = f"{hit['excerpt']} [log {index}]"
        out.append(json.dumps(request, ensure_ascii=False, separators=(",", ":")).encode())
    return out


def mixed_log(count: int) -> bytes:
    """A JSON Lines log of ``count`` requests with bad records and blank lines among them."""
    lines: list[bytes] = []
    for index, line in enumerate(distinct_requests(count)):
        lines.append(line)
        if index % 37 == 5:
            lines.append(BAD_LINES[(index // 37) % len(BAD_LINES)])
        if index % 50 == 7:
            lines.append(b"   ")
    return b"\r\n".join(lines[:3]) + b"\r\n" + b"\n".join(lines[3:]) + b"\n"
