"""Where a negation sits: a claim must negate what its evidence negates, not something else.

Counting negations is not enough: "Orders that are *not* shipped within 5 days are refunded"
and "Orders that are shipped within 5 days are *not* refunded" hold one negation each. Each
negation here gets a *scope* — the content after it up to the end of its phrase (a
conjunction; in English a copula, relative pronoun or modal after some content; in Chinese
the 的 closing an attributive phrase) — and a *head*, the first content of that scope. A
claim negation whose head the evidence states outside every negation, or an evidence
negation whose head the claim states outside every negation, moved: negation_mismatch.

Determiner negations (no, none, nothing) negate their whole clause ("No refunds are given"
= "Refunds are not given"); exception markers (除外, except) and negations that close a
condition (才, 方可) are left to the polarity count.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Final

from answerc.grounding._analysis import Clause, Unit
from answerc.grounding._conditions import SCOPE_END
from answerc.grounding._lexicon import MODAL_TAGS
from answerc.grounding._relations import align_key
from answerc.grounding._text import stem

if TYPE_CHECKING:
    from answerc.grounding._support import Coverage

_EN_BOUNDARY: Final = frozenset(
    {"is", "are", "was", "were", "be", "been", "being", "that", "which", "who", "whom", "whose"}
)
_COPULAS: Final = frozenset({"is", "are", "was", "were", "be", "been", "being"})
_WIDE: Final = frozenset({"no", "none", "nobody", "nothing", "neither", "nowhere"})
_BREAKING: Final = MODAL_TAGS | {"neg", "cond"}

Scope = tuple[frozenset[str], frozenset[str], bool]
"""(head keys, scope keys, wide); the head is empty for a whole-clause scope, ``wide`` marks
a determiner negation that opens its clause ("No refunds are given for …")."""


def unit_keys(u: Unit, key_of: Callable[[Unit], str]) -> frozenset[str]:
    """A unit's comparison keys: its alignment key, and a pair word's own stem ("paid" ~ "pay")."""
    keys = {key_of(u)}
    if u.kind == "m" and u.marker is not None:
        keys.add(u.key)
        if u.key.isascii() and " " not in u.key:
            keys.add(stem(u.key))
    return frozenset(keys)


def scopes(clause: Clause, key_of: Callable[[Unit], str]) -> list[Scope]:
    """(head, scope keys) of each negation of ``clause`` (head "" for a whole-clause scope)."""
    units = clause.units
    out: list[Scope] = []
    for i, u in enumerate(units):
        m = u.marker
        if m is None or "neg" not in m.feats or {"exc", "condb"} & m.feats:
            continue
        wide = m.text in _WIDE and not any(v.content for v in units[:i])
        after_copula = i and units[i - 1].kind == "x" and units[i - 1].key in _COPULAS
        if after_copula and "prohib" in m.feats and m.text.isascii():
            # "Climbing the tower is prohibited": a passive ban scopes over its subject
            subject = [unit_keys(v, key_of) for v in units[:i] if v.content and v.kind in "wcm"]
            if subject:
                out.append((subject[0], frozenset().union(*subject), False))
                continue
        keys: list[frozenset[str]] = []
        for j in range(i + 1, len(units)):
            v = units[j]
            if v.key in SCOPE_END or (v.marker is not None and v.marker.text in SCOPE_END):
                break
            if keys and not wide and _closes(units, j):
                break
            if v.content and v.kind in ("w", "c", "m"):
                keys.append(unit_keys(v, key_of))
        if keys:
            out.append((keys[0], frozenset().union(*keys), wide))
        else:
            # a clause-final negation ("is never permitted", "银卡会员没有") negates its clause
            whole = [unit_keys(v, key_of) for v in units if v.content and v.kind in "wcm"]
            out.append((frozenset(), frozenset().union(*whole), True))
    return out


def _closes(units: Sequence[Unit], j: int) -> bool:
    """Unit ``j`` ends a negation's phrase (once the phrase has content)."""
    v = units[j]
    if v.kind == "x" and v.key in _EN_BOUNDARY:
        return True
    if v.marker is not None and _BREAKING & v.marker.feats:
        return True
    # 的 closing an attributive phrase ("未发货的订单"): the phrase ends before its noun
    return v.kind == "x" and v.key == "的" and any(w.content for w in units[j + 1 :])


def moved_negations(
    cc: Clause, others: Sequence[Clause], aligned: Sequence[Clause], cov: Coverage
) -> list[str]:
    """Notes for negations the claim clause and its aligned evidence put on different heads."""

    def claim_key(u: Unit) -> str:
        return align_key(u, cov)

    def evidence_key(u: Unit) -> str:
        return align_key(u, None)

    mine = scopes(cc, claim_key)
    theirs = [s for clause in aligned for s in scopes(clause, evidence_key)]
    if not mine and not theirs:
        return []
    restated = mine + [s for other in others for s in scopes(other, claim_key)]
    c_keys = {k for u in cc.units if u.content for k in unit_keys(u, claim_key)}
    e_keys = {k for c in aligned for u in c.units if u.content for k in unit_keys(u, evidence_key)}
    notes: list[str] = []
    for head, scope, wide in theirs:
        if head & c_keys and not _meets(head, scope, wide, restated):
            notes.append(f"the evidence negates {min(head)!r} and the claim does not")
    for head, scope, wide in mine:
        if head & e_keys and not _meets(head, scope, wide, theirs):
            notes.append(f"the claim negates {min(head)!r} and the evidence does not")
    return notes


def _meets(
    head: frozenset[str], scope: frozenset[str], wide: bool, others: Sequence[Scope]
) -> bool:
    """Another negation scopes over ``head`` (or, for a wide negation, over its head)."""
    return any(head & s or (wide and h & scope) for h, s, _ in others)
