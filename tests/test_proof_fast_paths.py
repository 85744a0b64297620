"""The prover's fast paths compute exactly what the plain code they replace computes.

Each fast path is compared with the plain code (kept here as the reference) on the claims and
cited items of two labelled sets, and on generated texts over a vocabulary of synonyms,
antonyms, operators and numbers, with rules switched off and with a user lexicon.
"""

from __future__ import annotations

import functools
import importlib
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from answerc.evaluate import read_sources
from answerc.grounding.lexicon import Lexicon, default_lexicon, load_lexicon
from answerc.grounding.proof.prove import (
    _COMPARATIVE_PAIRS,
    _RELATIVIZERS,
    Cited,
    Failure,
    _claim_span,
    _content_match,
    _Prover,
    prove,
    reads_meta,
)
from answerc.grounding.text import Analysis, analyze
from answerc.grounding.text.analysis import Token
from tests.grounding_helpers import cited_claims

ROOT = Path(__file__).resolve().parent.parent
SHARED = ROOT.parent / "shared" / "grounding-cases" / "cases.jsonl"
SETS = [ROOT / "benchmarks" / "grounding-dev-cases.jsonl", *([SHARED] if SHARED.exists() else [])]
DISABLED = (
    frozenset(),
    frozenset({"match.same"}),
    frozenset({"synonym.thesaurus"}),
    frozenset({"synonym.wordnet", "synonym.user"}),
)


@functools.cache
def _user_lexicon() -> Lexicon:
    return load_lexicon(
        {"synonyms": {"zh": [["退款", "返款"], ["审核", "审批"]], "en": [["refund", "payback"]]}}
    )


@functools.cache
def _pairs() -> tuple[tuple[Analysis, tuple[Cited, ...]], ...]:
    """(claim, cited items) of every claim of the labelled sets that cites a pack item."""
    lex = default_lexicon()
    cases = read_sources([(str(p), p.read_text(encoding="utf-8")) for p in SETS])
    return tuple(
        (claim, tuple(cited)) for case in cases for _, claim, cited in cited_claims(case, lex)
    )


def _content_hits_reference(
    prover: _Prover,
    ci: int,
    item: Cited,
    unit: int,
    taken: frozenset[int],
    pairs: list[tuple[int, int]],
) -> list[tuple[int, str]]:
    """The CONTENT candidates of ``_pay_unit`` as the plain loop finds them: every token of
    the unit (taken ones last), sorted, each tried with ``_content_match``."""
    used = {e for _, e in pairs}
    last = max((e for _, e in pairs), default=-1)
    ev = item.text
    ptoks = list(ev.units[unit].tokens)
    if taken:
        ptoks = [i for i in ptoks if i not in taken] + [i for i in ptoks if i in taken]
    c = prover.claim.tokens[ci]
    return [
        (i, r)
        for i in sorted(ptoks, key=lambda j: (j in used, j < last))
        if (r := _content_match(prover.lex, c, ev.tokens[i], prover.disabled))
    ]


def _states(toks: tuple[int, ...]) -> Iterator[tuple[frozenset[int], list[tuple[int, int]]]]:
    """(taken, pairs) states of an attempt on a unit: nothing paid yet, some of its tokens
    taken or used, the last one paid before, inside or after the unit."""
    yield frozenset(), []
    if toks:
        mid = toks[len(toks) // 2]
        yield frozenset(toks[::2]), [(0, e) for e in toks[::3]] + [(1, mid)]
        yield frozenset(toks[1::3]), [(0, e) for e in toks[1::2]] + [(1, toks[-1] + 1)]
        yield frozenset(), [(0, e) for e in reversed(toks)]
        yield frozenset(toks), [(0, max(toks[0] - 1, 0))]


def _check_content_hits(claim: Analysis, cited: tuple[Cited, ...], lex: Lexicon) -> int:
    compared = 0
    for disabled in DISABLED:
        prover = _Prover(claim, cited, lex, disabled)
        for ci, c in enumerate(claim.tokens):
            if c.kind == "FUNCTION":
                continue
            for item in cited:
                for unit, u in enumerate(item.text.units):
                    for taken, pairs in _states(u.tokens):
                        fast = prover._content_hits(c, item, unit, taken, pairs)
                        plain = _content_hits_reference(prover, ci, item, unit, taken, pairs)
                        assert fast == plain, (claim.text, item.text.text, c, disabled)
                        compared += bool(plain)
    return compared


def test_content_hits_on_the_labelled_sets() -> None:
    """Index lookups find the same tokens with the same rules in the same order."""
    compared = 0
    for claim, cited in _pairs():
        compared += _check_content_hits(claim, cited, default_lexicon())
    assert compared > 1000  # the sets exercise it


def test_content_hits_with_a_user_lexicon() -> None:
    lex = _user_lexicon()
    for claim, cited in _pairs()[:80]:
        claim = analyze(claim.text, lex)
        cited = tuple(Cited(c.id, analyze(c.text.text, lex), None, lex) for c in cited)
        _check_content_hits(claim, cited, lex)


_WORDS = (
    "退款", "退货", "返款", "审核", "审批", "复核", "人工", "订单", "服务", "调用", "支付",
    "不", "须", "可以", "超过", "以内", "每", "5000 元", "2 个工作日", "退款单", "单笔",
    "refund", "refunds", "payback", "return", "review", "approval", "order", "must", "not",
    "within", "above", "every", "2 days", "$5,000", "cart-service", "v1.2", "the", "is",
    "large", "big", "small", "，", "。", "、", "和", "or",
)  # fmt: skip
_TEXTS = st.lists(st.sampled_from(_WORDS), min_size=1, max_size=14).map(" ".join)


@settings(max_examples=150, deadline=None)
@given(_TEXTS, _TEXTS, st.booleans())
def test_content_hits_on_generated_texts(claim_text: str, evidence: str, user: bool) -> None:
    lex = _user_lexicon() if user else default_lexicon()
    claim = analyze(claim_text, lex)
    cited = (Cited("K1", analyze(evidence, lex), None, lex),)
    _check_content_hits(claim, cited, lex)


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_may_have_synonym_is_what_same_group_can_say(lang: str) -> None:
    """A word ``may_have_synonym`` rules out is licensed by ``same_group`` for no other word."""
    lex = _user_lexicon()
    words = {*lex.synonyms[lang], *lex.user_synonyms.get(lang, {}), *_WORDS, "水果", "fruit"}
    if lang == "en":
        words |= set(lex.wordnet)
    sample = sorted(words)[:: max(1, len(words) // 400)]
    for a in sample:
        if lex.may_have_synonym(lang, a):
            continue
        assert all(lex.same_group(lang, a, b) is None for b in sample), a


def test_relativized_is_the_plain_scan() -> None:
    """``_relativized`` (tested once per text) says what scanning its tokens says."""
    for claim, cited in _pairs():
        prover = _Prover(claim, cited, default_lexicon(), frozenset())
        for a in (claim, *(c.text for c in cited), claim):
            plain = any(t.lang == "en" and t.key in _RELATIVIZERS for t in a.tokens)
            assert prover._relativized(a) == plain, a.text


def _pays_reference(prover: _Prover, c: Token, e: Token) -> bool:
    """``_Prover._pays`` trying ``_content_match`` on every word of another key."""
    if c.kind == "QUANTITY":
        return (
            e.kind == "QUANTITY"
            and c.quantity is not None
            and e.quantity is not None
            and c.quantity.same(e.quantity)
        )
    if c.kind != e.kind and not (c.kind == "ATOM" and e.kind == "CONTENT"):
        return False
    if c.kind == "OPERATOR":
        return c.ops == e.ops
    return c.key == e.key or _content_match(prover.lex, c, e, prover.disabled) is not None


def test_pays_asks_the_lexicon_only_for_words_with_a_synonym() -> None:
    """A claim word no synonym may pay is paid by its own key only, as the plain test says."""
    for lex in (default_lexicon(), _user_lexicon()):
        for claim, cited in _pairs()[::3]:
            for disabled in DISABLED:
                prover = _Prover(claim, cited, lex, disabled)
                for c in claim.tokens:
                    for item in cited:
                        for e in item.text.tokens:
                            assert prover._pays(c, e) == _pays_reference(prover, c, e), (c, e)


def test_a_verdict_only_result_reads_no_id_and_metadata_only_for_an_attribution() -> None:
    """``_Analyses.pays_alone`` proves once per request for items of the same texts: sound
    only when the verdict-only result of one item is the same under another id and other
    metadata (a title restating the claim, the attribution's best case), unless
    ``reads_meta``, which an attribution the title pays must make true."""
    lex = default_lexicon()
    compared = 0
    attributions = [
        ("根据退款规定 v2，退款须在 7 天内完成。", "退款须在 7 天内完成。", "退款规定 v2"),
        (
            "According to the refund policy, refunds are completed within 7 days.",
            "Refunds are completed within 7 days.",
            "Refund policy",
        ),
    ]
    pairs = [(claim, c.text, claim.text) for claim, cited in _pairs() for c in cited]
    pairs += [(analyze(a, lex), analyze(b, lex), meta) for a, b, meta in attributions]
    for claim, text, meta in pairs:
        plain = prove(claim, [Cited("K1", text, None, lex)], lex, verdict_only=True)
        titled = Cited("K9", text, meta, lex)
        other = prove(claim, [titled], lex, verdict_only=True)
        if any(e.rule == "attribution.title" for e in prove(claim, [titled], lex).edits):
            assert reads_meta(claim), claim.text
        if not reads_meta(claim):
            assert plain.result == other.result, (claim.text, text.text)
            compared += 1
        elif meta != claim.text:
            assert plain.result != other.result  # the title pays the attribution
    assert compared > 300


def test_twin_items_are_tried_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """``prove`` skips an attempt on an item of the same text as an earlier one (``_twins``):
    the proof is the one trying every item, citing each text twice or with another between."""
    lex = default_lexicon()
    proofs = []
    for claim, cited in _pairs():
        for c in cited[:2]:
            twin = Cited("K8", c.text, None, lex)
            for items in ([c, twin], [c, *cited, twin], [*cited, c]):
                proofs.append((claim, items, prove(claim, items, lex)))
    module = importlib.import_module("answerc.grounding.proof.prove")  # not the function
    monkeypatch.setattr(module, "_twins", lambda cited: list(range(len(cited))))
    for claim, items, fast in proofs:
        assert prove(claim, items, lex) == fast, claim.text
    assert len(proofs) > 800


def test_copies_of_one_text_prove_what_one_copy_proves() -> None:
    """``_Analyses.restated`` skips ``pays_alone`` for an item whose one text every cited
    entry holds (no origin, no classification) once the cited proof failed: sound only when
    whatever one copy of a text proves, several copies of it prove too."""
    lex = default_lexicon()
    compared = 0
    for claim, cited in _pairs():
        for c in cited:
            if c.origin is not None or c.classifies:
                continue
            one = Cited("K9", c.text, c.meta_text, lex)
            alone = prove(claim, [one], lex, verdict_only=True)
            for n in (1, 2, 3):
                copies = [Cited(f"K{k}", c.text, c.meta_text, lex) for k in range(n)]
                proof = prove(claim, copies, lex)
                if alone.result == "supported":
                    assert proof.result == "supported", (claim.text, c.text.text, n)
                    compared += 1
    assert compared > 100


def _content_failure_reference(prover: _Prover, c: Token, item: Cited, ptoks: list[int]) -> Any:
    """``_content_failure`` asking ``Lexicon.opposite`` of every word of the unit."""
    ev, lex = item.text, prover.lex
    token, span = prover.claim.original(c.start, c.end), _claim_span(prover.claim, c)
    if c.lang in ("zh", "en"):
        for i in ptoks:
            e = ev.tokens[i]
            if lex.opposite(c.lang, c.key, e.key) or lex.opposite(c.lang, c.surface, e.surface):
                pair = lex.antonyms[c.lang].get(c.key) or lex.antonyms[c.lang].get(c.surface)
                code = (
                    "comparative_mismatch"
                    if pair and pair[0] in _COMPARATIVE_PAIRS
                    else "negation_mismatch"
                )
                return Failure(code, "claim", token, item.id, ev.original(e.start, e.end), span)
    return Failure("extrinsic_content", "claim", token, item.id, None, span)


def test_content_failure_asks_for_opposites_only_of_words_with_an_antonym() -> None:
    """The failure of an unpaid claim word is the one the plain scan of the unit reports."""
    compared = 0
    antonymous = 0
    for claim, cited in _pairs():
        prover = _Prover(claim, cited, default_lexicon(), frozenset())
        for c in claim.tokens:
            if c.kind != "CONTENT":
                continue
            for item in cited:
                for unit in item.text.units:
                    ptoks = list(unit.tokens)
                    fast = prover._content_failure(c, item, ptoks)
                    assert fast == _content_failure_reference(prover, c, item, ptoks), c
                    compared += 1
                    antonymous += fast.code != "extrinsic_content"
    assert compared > 2000 and antonymous > 20
