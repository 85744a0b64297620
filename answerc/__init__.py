"""answerc: deterministic answer-contract compiler and grounding checker.

Never imports openai; the judge lives in ``answerc.judge`` and is optional.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

__version__ = "0.1.0"

__all__ = [
    "AnswerRequest",
    "CompiledAnswer",
    "ContractError",
    "Lexicon",
    "PackResult",
    "build_pack",
    "compile",
    "compile_canonical",
    "load_lexicon",
    "load_request",
    "pack",
    "render_markdown",
]

_LAZY = {
    "AnswerRequest": "answerc.contract.request",
    "CompiledAnswer": "answerc.contract.output",
    "ContractError": "answerc.errors",
    "Lexicon": "answerc.grounding.lexicon",
    "PackResult": "answerc.contract.agent_view",
    "build_pack": "answerc.contract.pack",
    "compile": "answerc.pipeline",
    "compile_canonical": "answerc.contract.compile",
    "load_lexicon": "answerc.grounding.lexicon",
    "load_request": "answerc.contract.wire",
    "pack": "answerc.contract.agent_view",
    "render_markdown": "answerc.render",
}

if TYPE_CHECKING:
    from answerc.contract.agent_view import PackResult, pack
    from answerc.contract.compile import compile_canonical
    from answerc.contract.output import CompiledAnswer
    from answerc.contract.pack import build_pack
    from answerc.contract.request import AnswerRequest
    from answerc.contract.wire import load_request
    from answerc.errors import ContractError
    from answerc.grounding.lexicon import Lexicon, load_lexicon
    from answerc.pipeline import compile
    from answerc.render import render_markdown


def __dir__() -> list[str]:
    """The public names (the lazily imported ones too) and the module's dunder attributes."""
    return sorted({*__all__, *(name for name in globals() if name.startswith("__"))})


def __getattr__(name: str) -> Any:
    """Import public names on first use, so ``answerc --help`` stays fast."""
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'answerc' has no attribute {name!r}")
    import importlib

    return getattr(importlib.import_module(module), name)
