"""RFC 9457 problem details: every error the service returns, as ``application/problem+json``.

Each problem carries ``type``, ``title``, ``status``, ``detail`` and, for an input error,
``path``: the JSON path of the bad input (``$.hits[3].score``; ``$`` for the whole body;
``?format`` for a query parameter).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Final

from starlette.responses import Response

PROBLEM_BASE: Final = "https://answerc.dev/problems/"
PROBLEM_MEDIA_TYPE: Final = "application/problem+json"
TITLES: Final[dict[int, tuple[str, str]]] = {
    400: ("invalid-input", "Invalid input"),
    404: ("not-found", "Not found"),
    405: ("method-not-allowed", "Method not allowed"),
    413: ("body-too-large", "Request body too large"),
    415: ("unsupported-media-type", "Request body is not JSON"),
    500: ("internal-error", "Internal error"),
    503: ("overloaded", "Too many requests in flight"),
}
RETRY_AFTER_S: Final = 1
"""Seconds a client is asked to wait after a 503 (requests here take milliseconds)."""


@dataclass
class Problem(Exception):
    """An error response to send: status, detail and, for bad input, the JSON path.

    Not frozen: raising sets the traceback and context attributes of an exception.
    """

    status: int
    detail: str
    path: str | None = None
    headers: dict[str, str] = field(default_factory=dict)

    def body(self) -> dict[str, object]:
        """The problem document (RFC 9457 members plus ``path``)."""
        slug, title = TITLES.get(self.status, ("error", "Error"))
        doc: dict[str, object] = {
            "type": PROBLEM_BASE + slug,
            "title": title,
            "status": self.status,
            "detail": self.detail,
        }
        if self.path is not None:
            doc["path"] = self.path
        return doc

    def response(self) -> Response:
        """The HTTP response carrying this problem."""
        text = json.dumps(self.body(), ensure_ascii=False, sort_keys=True) + "\n"
        return Response(
            content=text.encode("utf-8"),
            status_code=self.status,
            media_type=PROBLEM_MEDIA_TYPE,
            headers=self.headers,
        )


def overloaded(limit: int) -> Problem:
    """The 503 sent when ``limit`` requests are already running in this worker."""
    return Problem(
        503,
        f"{limit} requests are already running in this worker; retry in {RETRY_AFTER_S} s",
        headers={"Retry-After": str(RETRY_AFTER_S)},
    )


PROBLEM_SCHEMA: Final[dict[str, object]] = {
    "type": "object",
    "required": ["type", "title", "status", "detail"],
    "properties": {
        "type": {"type": "string", "format": "uri"},
        "title": {"type": "string"},
        "status": {"type": "integer"},
        "detail": {"type": "string"},
        "path": {"type": "string", "description": "JSON path of the bad input"},
    },
}
"""OpenAPI description of a problem document."""
