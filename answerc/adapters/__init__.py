"""Adapters: retrieval systems' outputs -> AnswerRequest, with identities and routes intact.

Each adapter reads one system's payload (py-rag, SuperMew, Milvus) or one framework's
objects (LangChain, LlamaIndex), duck-typed: none of those libraries is imported. What the
request has no field for (traces, raw scores, ranks) is kept in ``request.audit``, which is
carried to the compiled answer's audit block, never rendered as prose, never shown to a
judge. Field mappings and the choices behind them: docs/adapters.md.
"""

from __future__ import annotations

from answerc.adapters.frameworks import from_langchain, from_llamaindex
from answerc.adapters.milvus import from_milvus
from answerc.adapters.pyrag import from_pyrag
from answerc.adapters.supermew import from_supermew

__all__ = ["from_langchain", "from_llamaindex", "from_milvus", "from_pyrag", "from_supermew"]
