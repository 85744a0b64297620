"""An exact, cheap necessary condition for paying a claim group from one evidence sentence.

``prove`` tries claim groups against evidence sentences in a fixed order and keeps the
first attempt that pays; it only needs the failed attempts when none pays (to report the
best one). This module says, without running an attempt, that it cannot pay, so that the
search for the paying attempt may skip it:

Every claim CONTENT or ATOM token is paid by an evidence token of the sentence with the same
key (``match.same``, ``lend.topic``), an ATOM also by a qualified atom ending in it
(``match.member``), by a synonym (only a word the thesaurus, the WordNet
extract or the user lexicon lists has one), is a dimension word (``drop.dimension`` pays it
with no evidence token) or an identifier's kind word (``drop.atom_type``), or, for a Chinese
word, by segmentation, where claim and evidence words are slices of the two texts that spell
each other: then the claim word occurs in the text the sentence's tokens cover. A token of
the group with neither a synonym, nor its key among the sentence's token keys, nor (Chinese)
its key inside the sentence's text, leaves that token unpaid in every attempt on that
sentence.
"""

from __future__ import annotations

from collections.abc import Sequence

from answerc.grounding.lexicon import Lexicon
from answerc.grounding.text.analysis import Analysis

__all__ = ["Needy", "needy_keys", "paid_bound", "sentence_vocab"]

Needy = tuple[tuple[int, str, bool, bool], ...]
"""Per needy claim token of a group: (tokens of the group before it, key, is Chinese, is an
atom)."""


def needy_keys(claim: Analysis, units: Sequence[int], lex: Lexicon) -> Needy:
    """The group's CONTENT and ATOM tokens that no synonym may pay, in the order ``prove``
    pays them, each with the number of the group's payable tokens before it."""
    out: list[tuple[int, str, bool, bool]] = []
    before = 0
    for u in units:
        for i in claim.units[u].tokens:
            t = claim.tokens[i]
            if t.kind == "FUNCTION":
                continue
            if t.kind == "ATOM":
                out.append((before, t.key, False, True))
            elif t.kind == "CONTENT" and not (
                t.lang in ("zh", "en")
                and (
                    t.key in lex.synonyms.get(t.lang, {})
                    or t.key in lex.user_synonyms.get(t.lang, {})
                    or (t.lang == "en" and t.key in lex.wordnet)
                    or t.key in lex.dimensions.get(t.lang, {})  # drop.dimension
                    or t.key in lex.atom_types.get(t.lang, ())  # drop.atom_type
                )
            ):
                out.append((before, t.key, t.lang == "zh", False))
            before += 1
    return tuple(out)


def sentence_vocab(ev: Analysis, si: int) -> tuple[frozenset[str], str]:
    """The token keys of evidence sentence ``si`` and the text its tokens cover."""
    idx = [i for u in ev.sentences[si] for i in ev.units[u].tokens]
    if not idx:
        return frozenset(), ""
    keys = frozenset(ev.tokens[i].key for i in idx)
    start = min(ev.tokens[i].start for i in idx)
    end = max(ev.tokens[i].end for i in idx)
    return keys, ev.key[start:end]


def paid_bound(needy: Needy, vocab: tuple[frozenset[str], str]) -> int | None:
    """None when the sentence may pay the group; else the most claim tokens an attempt on
    it can pay (those before the first token nothing in the sentence pays).

    Such a token is processed itself (a token a segmentation join consumes is a slice of an
    evidence word, inside the sentence's text), so every attempt stops at it or before.
    """
    keys, text = vocab
    for before, key, zh, atom in needy:
        if key not in keys and not (zh and key in text) and not (atom and _member_of(key, keys)):
            return before
    return None


def _member_of(key: str, keys: frozenset[str]) -> bool:
    """Whether a qualified atom of the sentence ends in ``key`` (``match.member``, which
    pays claim atoms only: submitOrder() for OrderService.submitOrder())."""
    ends = ("." + key, "::" + key)
    return "." not in key and any(k.endswith(ends) for k in keys)
