"""The WordNet synonym extract (lexicon/wordnet.json): its data, its rule, its licence."""

from __future__ import annotations

import importlib.util
import json
import sys
import tomllib
from functools import cache
from importlib import resources
from pathlib import Path
from types import ModuleType

import pytest

from answerc.errors import ContractError
from answerc.grounding import lexicon as lexmod
from answerc.grounding.lexicon import Lexicon, default_lexicon, load_lexicon
from answerc.grounding.proof import RULE_IDS, Cited, prove
from answerc.grounding.text import analyze

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = "answerc.grounding.lexicon"


@cache
def _pairs() -> list[list[str]]:
    data = json.loads(resources.files(PACKAGE).joinpath("wordnet.json").read_text("utf-8"))
    pairs: list[list[str]] = data["en"]
    return pairs


@cache
def _without_wordnet() -> Lexicon:
    return lexmod._build(None, None, wordnet=False)


@cache
def _tool() -> ModuleType:
    path = ROOT / "tools" / "build_wordnet_extract.py"
    spec = importlib.util.spec_from_file_location("build_wordnet_extract", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up
    spec.loader.exec_module(module)
    return module


def _proof(
    claim: str, evidence: str, disabled: frozenset[str] = frozenset()
) -> tuple[str, set[str]]:
    lex = default_lexicon()
    cited = [Cited("K1", analyze(evidence, lex), None, lex)]
    proof = prove(analyze(claim, lex), cited, lex, disabled=disabled)
    return proof.result, {e.rule for e in proof.edits}


# (kind, evidence, faithful claim, unsafe twin): the twin negates, changes a number or says
# the antonym, so it must not be supported
CASES = [
    (
        "verb",
        "Contractors build the new shelter before winter.",
        "Contractors construct the new shelter before winter.",
        "Contractors do not construct the new shelter before winter.",
    ),
    (
        "noun",
        "The courier collects 5 crates of cargo at the dock.",
        "The courier collects 5 crates of freight at the dock.",
        "The courier collects 8 crates of freight at the dock.",
    ),
    (
        "adjective",
        "Guests in large groups book the hall.",
        "Guests in big groups book the hall.",
        "Guests in small groups book the hall.",
    ),
    (
        "phrasal verb",
        "Staff must throw away expired badges.",
        "Staff must discard expired badges.",
        "Staff must not discard expired badges.",
    ),
]


@pytest.mark.parametrize(("kind", "evidence", "faithful", "twin"), CASES, ids=[c[0] for c in CASES])
def test_a_wordnet_synonym_pays_a_faithful_claim(
    kind: str, evidence: str, faithful: str, twin: str
) -> None:
    """A faithful paraphrase by a WordNet pair is supported and its proof names the rule."""
    result, rules = _proof(faithful, evidence)
    assert (result, "synonym.wordnet" in rules) == ("supported", True), (kind, result, rules)


@pytest.mark.parametrize(("kind", "evidence", "faithful", "twin"), CASES, ids=[c[0] for c in CASES])
def test_the_faithful_claim_needs_the_wordnet_rule(
    kind: str, evidence: str, faithful: str, twin: str
) -> None:
    """With synonym.wordnet disabled the same paraphrase is no longer supported."""
    result, _ = _proof(faithful, evidence, frozenset({"synonym.wordnet"}))
    assert result != "supported", (kind, result)


@pytest.mark.parametrize(("kind", "evidence", "faithful", "twin"), CASES, ids=[c[0] for c in CASES])
def test_the_unsafe_twin_of_a_wordnet_case_is_not_supported(
    kind: str, evidence: str, faithful: str, twin: str
) -> None:
    """The negated, renumbered or antonym twin of a WordNet paraphrase stays unsupported."""
    result, _ = _proof(twin, evidence)
    assert result != "supported", (kind, twin, result)


def test_the_rule_is_registered() -> None:
    """synonym.wordnet is an edit rule of the registry."""
    assert "synonym.wordnet" in RULE_IDS


def test_no_pair_is_an_antonym_pair() -> None:
    """No pair of the extract is an antonym pair of antonyms.json, by lemma or surface."""
    base = _without_wordnet()
    bad = [p for p in _pairs() if base.opposite("en", p[0], p[1])]
    assert bad == []


def test_no_member_is_or_holds_an_operator_function_word_or_number() -> None:
    """Every member passes the user-lexicon test of a content word and is its own key."""
    base = _without_wordnet()
    bad: list[tuple[str, str]] = []
    for word in sorted({w for p in _pairs() for w in p}):
        try:
            key = lexmod._content_word(word, "en", base, "$")
        except ContractError as exc:
            bad.append((word, str(exc)))
            continue
        if key != word or word in base.function_words["en"] or base.ops("en", word):
            bad.append((word, key))
    assert bad == []


def test_no_member_is_a_particle_or_a_unit() -> None:
    """No member is a preposition or particle, and none reads as a unit after a number."""
    particles = _tool().PARTICLES
    base = _without_wordnet()
    bad = []
    for word in sorted({w for p in _pairs() for w in p}):
        tokens = analyze(f"2 {word}", base).tokens
        if word in particles or (len(tokens) == 1 and tokens[0].kind == "QUANTITY"):
            bad.append(word)
    assert bad == []


def test_no_phrasal_verb_is_paired_with_its_head() -> None:
    """check out / check, open up / open: the particle may be the meaning (check out ≠ check
    in, which the head alone would pay; blind probe round 54)."""
    bad = [p for p in _pairs() if _tool().phrasal_of_head(p[0], p[1])]
    assert bad == []


def test_the_extract_is_sorted_unique_and_byte_stable() -> None:
    """Pairs are ordered (a < b), unique, sorted, and the tool renders the file's exact bytes."""
    pairs = [tuple(p) for p in _pairs()]
    assert all(len(p) == 2 and p[0] < p[1] for p in pairs)
    assert pairs == sorted(set(pairs))
    text = resources.files(PACKAGE).joinpath("wordnet.json").read_text("utf-8")
    assert _tool().render(pairs) == text


def test_groups_do_not_chain_across_sources() -> None:
    """A user group and a WordNet pair sharing a word do not make its partners synonyms."""
    assert default_lexicon().same_group("en", "cargo", "freight") == "synonym.wordnet"
    lex = load_lexicon({"synonyms": {"en": [["freight", "consignment"]]}})
    assert lex.same_group("en", "freight", "consignment") == "synonym.user"
    assert lex.same_group("en", "cargo", "consignment") is None


def test_a_user_lexicon_does_not_override_the_extract() -> None:
    """A user group restating a WordNet pair leaves the pair licensed by synonym.wordnet."""
    lex = load_lexicon({"synonyms": {"en": [["cargo", "freight"]]}})
    assert lex.same_group("en", "cargo", "freight") == "synonym.wordnet"
    assert lex.same_group("en", "freight", "cargo") == "synonym.wordnet"


def test_multi_word_members_are_joined_by_the_tokenizer() -> None:
    """A multi-word member (throw away) is one token in a text, so it pays as a whole."""
    tokens = analyze("Staff throw away old badges.", default_lexicon()).tokens
    assert "throw away" in [t.key for t in tokens]


def test_the_licence_ships_beside_the_extract() -> None:
    """WORDNET-LICENSE is package data next to wordnet.json and carries Princeton's notice."""
    files = resources.files(PACKAGE)
    assert files.joinpath("wordnet.json").is_file()
    notice = files.joinpath("WORDNET-LICENSE").read_text("utf-8")
    assert "WordNet 3.0 Copyright 2006 by Princeton University." in notice
    assert "THIS SOFTWARE AND DATABASE IS PROVIDED" in notice
    config = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))
    # the wheel ships the whole answerc package folder, data files included
    assert "answerc" in config["tool"]["hatch"]["build"]["targets"]["wheel"]["packages"]
    ignored = (ROOT / ".gitignore").read_text("utf-8").split()
    assert not {"*.json", "WORDNET-LICENSE", "*LICENSE*"} & set(ignored)
