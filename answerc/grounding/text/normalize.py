"""match_key(): the one normalized form texts are compared in (SPEC §6.1 step 1)."""

from __future__ import annotations

from answerc.grounding.text.analysis import normalize

__all__ = ["match_key"]


def match_key(text: str) -> str:
    """Return the form of ``text`` that matching compares: NFKC, simplified, folded.

    Example:
        >>> match_key("ＡＢＣ　１２３，臺灣")
        'abc 123,台湾'
        >>> match_key("Can\u2019t  wait \u2013 now")
        "can't wait - now"
    """
    return normalize(text)[0]
