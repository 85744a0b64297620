"""answer.support: each claim is proven from the union of the texts it cites (SPEC §6.1).

Claims whose citations already failed (integrity) or that cite nothing (coverage) are not
assessed again. A claim its cited items do not prove, but that the pack's other current
items do, has a *wrong citation*: it is ``bad_citation``, not merely unsupported. Every
assessed claim gets its proof (``grounding.claims[].proof``).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Mapping
from typing import Any, Final

from answerc.contract.output import (
    ClaimProof,
    PackItem,
)
from answerc.grounding._context import CheckContext, Finding
from answerc.grounding._memo import BoundedMemo
from answerc.grounding.lexicon import Lexicon
from answerc.grounding.proof import Cited, Proof, prove
from answerc.grounding.proof.notes import note
from answerc.grounding.proof.prove import reads_meta
from answerc.grounding.text import Analysis, analyze

CHECK_ID: Final = "answer.support"
SUPPORT_CODES: Final = (
    "number_mismatch",
    "version_mismatch",
    "date_mismatch",
    "negation_mismatch",
    "modal_mismatch",
    "quantifier_mismatch",
    "comparative_mismatch",
    "order_mismatch",
    "direction_mismatch",
    "condition_dropped",
    "extrinsic_content",
    "wrong_citation",
)
"""Reason codes of answer.support (SPEC §6.1, plus ``wrong_citation``)."""


def _blocked(ctx: CheckContext) -> set[int]:
    blocked: set[int] = set()
    assert ctx.draft is not None
    for index, claim in enumerate(ctx.draft.claims):
        if not claim.citations:
            blocked.add(index)
            continue
        for ref in claim.citations:
            item = ctx.items.get(ref)
            if item is None or item.superseded_by is not None:
                blocked.add(index)
    return blocked


def _meta_text(item: PackItem) -> str:
    parts = [item.title, item.document_id, item.version, item.breadcrumb, item.source]
    if item.locator is not None:
        parts.append(getattr(item.locator, "section", None))
    return "。".join(str(p) for p in parts if p)


_CALL: Final = re.compile(r"\b([A-Za-z_]\w*)\.([A-Za-z_]\w*)\s*\(")


def _calls(item: PackItem, lex: Lexicon, memo: Callable[[str], Analysis]) -> list[Cited]:
    """What code evidence states by syntax (rule ``code.call``): the symbol it defines (its
    title) calls each ``receiver.method(`` in its body, receiver read as its type name."""
    if item.kind != "code" or not item.title or not _SYMBOL.fullmatch(item.title.strip()):
        return []
    out: list[Cited] = []
    for m in _CALL.finditer(item.excerpt):
        receiver, method = m.group(1), m.group(2)
        callee = f"{receiver[:1].upper()}{receiver[1:]}.{method}"
        text = f"{item.title.strip()} 调用 {callee}。{item.title.strip()} calls {callee}."
        out.append(Cited(item.id, memo(text), None, lex, (m.start(), m.end() - 1)))
    return out


_SYMBOL: Final = re.compile(r"[A-Za-z_][\w]*(?:\.[A-Za-z_]\w*)+")


def _union(
    table: Mapping[str, Mapping[str, frozenset[int]]], lang: str, keys: frozenset[str]
) -> frozenset[int]:
    """The ids of every synonym group one of ``keys`` belongs to."""
    words = table.get(lang, {})
    return frozenset().union(*(words.get(k, ()) for k in keys))


class _Analyses:
    """One analysis per text per request (claims and pack items)."""

    def __init__(self, ctx: CheckContext) -> None:
        self.ctx = ctx
        self.items: dict[str, list[Cited]] = {}
        self.vocab: dict[str, tuple[str, frozenset[str]]] = {}
        self.texts: dict[str, Analysis] = {}
        self.memos: dict[int, tuple[dict[Any, Any], ...]] = {}
        self.by_texts: dict[tuple[str, ...], tuple[str, frozenset[str]]] = {}
        self.groups: dict[tuple[frozenset[str], str], tuple[frozenset[int], frozenset[int]]] = {}
        self.widened: dict[tuple[Any, ...], bool] = {}
        self.attributed: dict[str, bool] = {}
        self.classifying: dict[str, bool] = {}

    def pays_alone(self, claim: Analysis, ref: str) -> bool:
        """Whether item ``ref`` alone supports the claim (a verdict-only proof), proven once
        per request for items of the same texts: the result depends on the claim and the
        cited texts and origins, and on metadata only through an attribution (``reads_meta``),
        never on ids (eight hits of four excerpts hold four distinct items)."""
        cited = self.cited((ref,))
        meta = self.attributed.get(claim.text)
        if meta is None:
            meta = self.attributed[claim.text] = reads_meta(claim)
        key = (
            claim.text,
            tuple((c.text.text, c.origin, c.meta_text if meta else None) for c in cited),
        )
        found = self.widened.get(key)
        if found is None:
            lex = self.ctx.lexicon
            proof = _prove(
                claim, cited, lex, absence=False, verdict_only=True, premise=self.ctx.pack.query
            ).proof
            found = self.widened[key] = proof.result == "supported"
        return found

    def restated(self, claim: Analysis, cited: list[Cited], ref: str) -> bool:
        """Whether a failed proof from ``cited`` (no absence rule) already says that item
        ``ref`` alone does not support the claim: ``ref`` holds one text of no origin and no
        classification, and every cited entry is of that very text, no origin, and the same
        metadata when the proof may read it (``reads_meta``). A proof from copies of one text
        tries the first copy's sentences first, as the proof from ``ref`` alone tries its
        own, and reads the other copies only where those fail: whatever ``ref`` alone proves,
        the copies prove (``pays_alone`` need not ask)."""
        alone = self.cited((ref,))
        if len(alone) != 1 or alone[0].origin is not None:
            return False
        x = alone[0]
        meta = self.attributed.get(claim.text)
        if meta is None:
            meta = self.attributed[claim.text] = reads_meta(claim)
        if not all(
            c.text is x.text and c.origin is None and (not meta or c.meta_text == x.meta_text)
            for c in cited
        ):
            return False
        classifies = self.classifying.get(x.text.text)
        if classifies is None:
            classifies = self.classifying[x.text.text] = x.classifies
        return not classifies

    def analysis(self, text: str) -> Analysis:
        """The analysis of a text, once per request however many items or claims hold it."""
        found = self.texts.get(text)
        if found is None:
            found = self.texts[text] = analyze(text, self.ctx.lexicon)
        return found

    def may_pay(self, claim: Analysis, ref: str) -> bool:
        """A necessary condition for a proof from item ``ref`` alone: each content word and
        atom of the claim occurs in its text or has a synonym among its words."""
        lex = self.ctx.lexicon
        if ref not in self.vocab:
            cited = self.cited((ref,))
            # items of the same texts (one excerpt in several hits) share their words
            texts = tuple(c.text.text for c in cited)
            found = self.by_texts.get(texts)
            if found is None:
                keys = frozenset(t.key for c in cited for t in c.text.tokens)
                found = self.by_texts[texts] = ("".join(c.text.key for c in cited), keys)
            self.vocab[ref] = found
        text, keys = self.vocab[ref]
        for t in claim.tokens:
            if t.kind not in ("CONTENT", "ATOM") or t.key in text or t.key in keys:
                continue
            lang = t.lang if t.lang in ("zh", "en") else None
            if lang is None:
                return False
            # a synonym among the item's words exactly when one of the word's groups is
            # among theirs (Lexicon.same_group)
            if (keys, lang) not in self.groups:
                self.groups[keys, lang] = (
                    _union(lex.synonyms, lang, keys),
                    _union(lex.user_synonyms, lang, keys),
                )
            here, user = self.groups[keys, lang]
            if lex.synonyms.get(lang, {}).get(t.key, frozenset()).isdisjoint(
                here
            ) and lex.user_synonyms.get(lang, {}).get(t.key, frozenset()).isdisjoint(user):
                return False
        return True

    def cited(self, ids: tuple[str, ...]) -> list[Cited]:
        out: list[Cited] = []
        for ref in ids:
            if ref not in self.items:
                item = self.ctx.items[ref]
                meta = _meta_text(item)
                lex = self.ctx.lexicon
                own = Cited(ref, self.analysis(item.excerpt), meta or None, lex)
                # the per-unit and per-sentence memos of an item depend on its text alone:
                # items of one excerpt share them (this request holds the analysis alive)
                memos = self.memos.setdefault(id(own.text), ({}, {}, {}, {}))
                runs, vocab, indexes, lists = memos
                own.__dict__.update(runs=runs, vocab=vocab, indexes=indexes, lists=lists)
                # and whether the text may classify (a search of the text, once per text)
                classifies = self.classifying.get(item.excerpt)
                if classifies is None:
                    classifies = self.classifying[item.excerpt] = own.classifies
                own.__dict__["classifies"] = classifies
                self.items[ref] = [own, *_calls(item, lex, self.analysis)]
            out.extend(self.items[ref])
        return out


class _Proven:
    """A proof and its report model per locale (built once, then shared: both are frozen)."""

    __slots__ = ("models", "proof")

    def __init__(self, proof: Proof) -> None:
        self.proof = proof
        self.models: dict[str, ClaimProof] = {}

    def model(self, locale: str) -> ClaimProof:
        found = self.models.get(locale)
        if found is None:
            found = self.models[locale] = _proof_model(self.proof, locale)
        return found


_PROOFS: Final = BoundedMemo[_Proven](16 * 1024 * 1024)
"""Proofs of recent (claim, cited texts) pairs per lexicon, about 16 MB at most: a proof is
a pure function of the claim's text, the cited items' ids, texts, metadata and origins, and
the lexicon, and is frozen."""


_PROOF_TEXT_CHARS: Final = 16_384
"""Proofs whose claim and cited texts hold more characters are not memoized."""


def _prove(
    claim: Analysis,
    cited: list[Cited],
    lex: Lexicon,
    *,
    absence: bool,
    verdict_only: bool,
    premise: str | None = None,
) -> _Proven:
    """``prove``, reusing the proof of the same claim from the same texts.

    The key names the prover itself: a caller that swaps in another one (the ablation
    benchmark proves with rules switched off) never sees the proofs of this one.
    """
    key = (
        prove,
        claim.text,
        tuple((c.id, c.text.text, c.meta_text, c.origin) for c in cited),
        absence,
        verdict_only,
        premise,
    )
    found = _PROOFS.get(lex, key)
    if found is None:
        proof = prove(
            claim, cited, lex, absence=absence, verdict_only=verdict_only, premise=premise
        )
        found = _Proven(proof)
        size = (
            len(claim.text)
            + len(premise or "")
            + sum(len(c.text.text) + len(c.meta_text or "") for c in cited)
        )
        if size <= _PROOF_TEXT_CHARS:  # the key holds the texts: long excerpts are not kept
            _PROOFS.put(lex, key, found, 2048 + 4 * size + 1000 * len(proof.edits))
    return found


def _proof_model(proof: Proof, locale: str) -> ClaimProof:
    # one validation of the whole nested value (pydantic-core builds the inner models),
    # with every field given as the keyword construction gave it: same models, same bytes
    failure = None
    if proof.failure is not None:
        f = proof.failure
        failure = {
            "code": f.code,
            "side": f.side,
            "token": f.token,
            "item": f.item,
            "counterpart": f.counterpart,
            "claim_span": f.span,
            "note": note(f, locale),
        }
    return ClaimProof.model_validate(
        {
            "supported": proof.result == "supported",
            "spans": tuple({"id": i, "start": a, "end": b} for i, a, b in proof.spans),
            "edits": tuple(
                {
                    "kind": e.kind,
                    "rule": e.rule,
                    "claim": e.claim,
                    "evidence": None
                    if e.evidence is None
                    else {"id": e.evidence[0], "start": e.evidence[1], "end": e.evidence[2]},
                }
                for e in proof.edits
            ),
            "failure": failure,
        }
    )


def check_answer_support(ctx: CheckContext) -> Iterator[Finding]:
    """Yield one finding for each claim its cited texts do not prove."""
    if ctx.draft is None:
        return
    blocked = _blocked(ctx)
    analyses = _Analyses(ctx)
    current = tuple(item.id for item in ctx.pack.items if item.superseded_by is None)
    for index, claim in enumerate(ctx.draft.claims):
        if index in blocked:
            continue
        name = ctx.claim_ids[index]
        cited_ids = tuple(dict.fromkeys(claim.citations))
        text = analyses.analysis(claim.text)
        absence = claim.kind == "negative_observation" and all(
            (p := ctx.items[i].provenance) is not None and p.kind == "NO_EVIDENCE"
            for i in cited_ids
        )
        cited = analyses.cited(cited_ids)
        proven = _prove(
            text, cited, ctx.lexicon, absence=absence, verdict_only=False, premise=ctx.pack.query
        )
        proof = proven.proof
        if proof.result != "supported":
            others = tuple(
                i
                for i in current
                if i not in cited_ids
                and (absence or not analyses.restated(text, cited, i))
                and analyses.may_pay(text, i)
            )
            for other in others:
                if analyses.pays_alone(text, other):
                    ctx.proofs[index] = proven.model(ctx.locale)
                    where = "、".join(cited_ids) if ctx.locale == "zh" else ", ".join(cited_ids)
                    msg = (
                        f"{name}：{where} 没有写这一点，{other} 写了"
                        if ctx.locale == "zh"
                        else f"{name}: {where} do not state it; {other} does"
                    )
                    yield Finding(CHECK_ID, "wrong_citation", msg, index, "bad_citation")
                    break
            else:
                model = proven.model(ctx.locale)
                ctx.proofs[index] = model
                assert model.failure is not None
                sep = "：" if ctx.locale == "zh" else ": "
                yield Finding(
                    CHECK_ID,
                    model.failure.code,
                    f"{name}{sep}{model.failure.note}",
                    index,
                    proof.result,
                )
            continue
        ctx.proofs[index] = proven.model(ctx.locale)
