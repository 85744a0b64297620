"""Test helpers for answerc users: an OpenAI-compatible server with scripted replies.

Light on purpose: importing ``answerc.testing`` imports neither ``openai`` nor the HTTP
server; the names below load ``answerc.testing.openai_server`` on first use.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

__all__ = ["OpenAIServer", "Reply", "chat_completion", "opinion_json"]

if TYPE_CHECKING:
    from answerc.testing.openai_server import OpenAIServer, Reply, chat_completion, opinion_json


def __getattr__(name: str) -> Any:
    """Load the server module on first use of one of its names."""
    if name not in __all__:
        raise AttributeError(f"module 'answerc.testing' has no attribute {name!r}")
    from answerc.testing import openai_server

    return getattr(openai_server, name)
