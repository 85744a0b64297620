"""is_proven(): may a text be said on the strength of some evidence texts?

The one entry point for proving a free text (a sentence of an organizer's rewording, a
canonical fact) from other texts: the support proof (SPEC §6.1) of the text from the
union of the evidence texts.
"""

from __future__ import annotations

from answerc.grounding.lexicon import Lexicon, default_lexicon
from answerc.grounding.proof import Cited, prove
from answerc.grounding.text import analyze


def is_proven(
    text: str, evidence: tuple[str, ...], *, locale: str, lexicon: Lexicon | None = None
) -> bool:
    """Return whether ``text`` is proven from the union of ``evidence``.

    ``locale`` is the language the texts are written in (``zh`` | ``en``); the analysis
    reads both without it. No evidence, or a blank text, proves nothing.

    Example:
        >>> is_proven("退款在 7 天内到账", ("退款在七天内到账。",), locale="zh")
        True
        >>> is_proven("退款从不在 7 天内到账", ("退款在七天内到账。",), locale="zh")
        False
    """
    del locale  # both languages are read alike
    if not text.strip() or not any(part.strip() for part in evidence):
        return False
    lex = lexicon or default_lexicon()
    cited = [
        Cited(f"K{i}", analyze(part, lex))
        for i, part in enumerate(evidence, start=1)
        if part.strip()
    ]
    return prove(analyze(text, lex), cited, lex).result == "supported"
