"""The lexical data of the proof (SPEC §6.1): operators, function words, thesaurus, antonyms.

Everything the prover knows about words is data in this folder, validated against a schema
and loaded once:

* ``operators.json``: closed operator classes (negation, modality, quantifiers, bounds,
  conditions, exceptions, order, comparatives, roles); each surface maps to operator ids
  ``class:value``. ``not_operators`` lists compounds that only look like an operator.
* ``function_words.json``: free tokens (a closed list per language).
* ``thesaurus.json``: groups of exact synonyms (zh words, en lemmas).
* ``wordnet.json``: pairs of English lemmas that are synonyms in their dominant sense, an
  extract of WordNet 3.0 built by ``tools/build_wordnet_extract.py`` (licence:
  ``WORDNET-LICENSE``); a source of its own (rule ``synonym.wordnet``), read once on first
  use.
* ``antonyms.json``: opposite pairs; used only to *prove* a conflict (contradicted).
* ``droppable.json``: evidence words a claim may leave out inside a used clause (manner
  fillers that restrict nothing).

A user lexicon (``--lexicon FILE``) may add content-word synonym groups and nothing else;
an entry naming an operator, a function word or a number is refused.
"""

from __future__ import annotations

import functools
import hashlib
import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from importlib import resources
from typing import Any, Final

import jsonschema

from answerc.errors import ContractError

__all__ = ["USER_LEXICON_SCHEMA", "Lexicon", "default_lexicon", "load_lexicon"]

_WORDS: Final = {"type": "array", "items": {"type": "string", "minLength": 1}}
_BY_LANG: Final = {
    "type": "object",
    "required": ["zh", "en"],
    "additionalProperties": False,
    "properties": {"zh": _WORDS, "en": _WORDS},
}
"""A word list per language."""
_SCHEMAS: Final[dict[str, dict[str, Any]]] = {
    "operators.json": {
        "type": "object",
        "required": ["classes", "operators", "not_operators"],
        "additionalProperties": False,
        "properties": {
            "classes": {
                "type": "array",
                "items": {
                    "type": "object",
                    "required": ["id"],
                    "additionalProperties": False,
                    "properties": {
                        "id": {"type": "string", "pattern": "^[a-z]+(:[a-z]+)?$"},
                        "implicit": {"type": "boolean"},
                        "droppable": {"type": "boolean"},
                    },
                },
            },
            "operators": {
                "type": "array",
                "items": {
                    "type": "object",
                    "required": ["lang", "surface", "ops"],
                    "additionalProperties": False,
                    "properties": {
                        "lang": {"enum": ["zh", "en"]},
                        "surface": {"type": "string", "minLength": 1},
                        "ops": {**_WORDS, "minItems": 1},
                    },
                },
            },
            "not_operators": _BY_LANG,
        },
    },
    "function_words.json": _BY_LANG,
    "thesaurus.json": {
        "type": "object",
        "required": ["zh", "en"],
        "additionalProperties": False,
        "properties": {
            "zh": {"type": "array", "items": {**_WORDS, "minItems": 2}},
            "en": {"type": "array", "items": {**_WORDS, "minItems": 2}},
        },
    },
    "wordnet.json": {
        "type": "object",
        "required": ["source", "built_by", "en"],
        "additionalProperties": False,
        "properties": {
            "source": {"type": "string"},
            "built_by": {"type": "string"},
            "en": {"type": "array"},  # pairs; their shape is checked by _wordnet (speed)
        },
    },
    "antonyms.json": {
        "type": "object",
        "required": ["pairs"],
        "additionalProperties": False,
        "properties": {
            "pairs": {
                "type": "array",
                "items": {
                    "type": "object",
                    "required": ["name", "positive", "negative"],
                    "additionalProperties": False,
                    "properties": {
                        "name": {"type": "string"},
                        "positive": _WORDS,
                        "negative": _WORDS,
                    },
                },
            }
        },
    },
    "droppable.json": _BY_LANG,
    "atom_types.json": _BY_LANG,
    "dimensions.json": {
        "type": "object",
        "additionalProperties": _BY_LANG,
    },
    "addressees.json": {
        "type": "object",
        "required": ["pronouns", "roles"],
        "additionalProperties": False,
        "properties": {key: _BY_LANG for key in ("pronouns", "roles")},
    },
}

USER_LEXICON_SCHEMA: Final[dict[str, Any]] = {
    "type": "object",
    "required": ["synonyms"],
    "additionalProperties": False,
    "properties": {
        "schema_version": {"const": "answerc.lexicon/v1"},
        "synonyms": {
            "type": "object",
            "additionalProperties": False,
            "properties": {
                "zh": {"type": "array", "items": {**_WORDS, "minItems": 2}},
                "en": {"type": "array", "items": {**_WORDS, "minItems": 2}},
            },
        },
    },
}
"""Schema of a user lexicon: content-word synonym groups per language, nothing else."""


@dataclass(frozen=True, slots=True)
class OperatorClass:
    """Properties of one operator id."""

    id: str
    implicit: bool = False
    """A claim operator of this id is paid when the evidence clause has no operator of its
    class (``会`` / ``will`` restating a plain statement)."""
    droppable: bool = False
    """An evidence operator of this id may be left out."""


@dataclass(frozen=True)
class Lexicon:
    """Everything the analysis and the prover know about words; built once, never mutated."""

    operators: Mapping[str, Mapping[str, tuple[str, ...]]]
    """lang -> surface (zh word, en lemma sequence joined by spaces) -> operator ids."""
    classes: Mapping[str, OperatorClass]
    not_operators: Mapping[str, frozenset[str]]
    function_words: Mapping[str, frozenset[str]]
    synonyms: Mapping[str, Mapping[str, frozenset[int]]]
    """lang -> word -> ids of the synonym groups it belongs to."""
    user_synonyms: Mapping[str, Mapping[str, frozenset[int]]]
    """The same for the groups a user lexicon added (their proofs name another rule)."""
    wordnet: Mapping[str, frozenset[str]]
    """en lemma -> the lemmas of the WordNet extract it pairs with (a source of its own)."""
    antonyms: Mapping[str, Mapping[str, tuple[str, str]]]
    """lang -> word -> (pair name, sign '+' or '-')."""
    droppable: Mapping[str, frozenset[str]]
    phrases: Mapping[str, frozenset[str]]
    """lang -> multi-part surfaces (operators and synonyms) the tokenizer joins."""
    max_phrase: int
    digest: str | None = None
    """SHA-256 of the user lexicon's canonical JSON (None for the built-in lexicon)."""
    words_zh: frozenset[str] = field(default_factory=frozenset)
    """Chinese words the segmenter must keep whole (operators, synonyms, antonyms)."""
    zh_surfaces: frozenset[str] = field(default_factory=frozenset)
    """Chinese operator and synonym surfaces consecutive segments are joined into."""
    addressees: Mapping[str, frozenset[str]] = field(default_factory=dict)
    """Person-role nouns (user, 员工) a claim may say as "you" / 你 (addressees.json)."""
    pronouns: Mapping[str, frozenset[str]] = field(default_factory=dict)
    """Second-person pronouns (addressees.json)."""
    atom_types: Mapping[str, frozenset[str]] = field(default_factory=dict)
    """Nouns naming the kind of an identifier next to them (the -R option, usage_hourly 表):
    the identifier says what they say (atom_types.json, rule ``drop.atom_type``)."""
    dimensions: Mapping[str, Mapping[str, str]] = field(default_factory=dict)
    """lang -> word naming a dimension (重量, weight) -> the quantity dimension it names
    (dimensions.json; ``money`` names every currency)."""

    def ops(self, lang: str, surface: str) -> tuple[str, ...]:
        """The operator ids of a surface ('' tuple when it is none)."""
        return self.operators.get(lang, {}).get(surface, ())

    def same_group(self, lang: str, a: str, b: str) -> str | None:
        """The rule id licensing ``a`` for ``b`` as synonyms, or None."""
        table = self.synonyms.get(lang)
        if table:
            groups = table.get(a)
            if groups:
                other = table.get(b)
                if other and not groups.isdisjoint(other):
                    return "synonym.thesaurus"
        if lang == "en" and b in self.wordnet.get(a, ()):
            return "synonym.wordnet"
        user = self.user_synonyms.get(lang)
        if user:
            groups = user.get(a)
            if groups:
                other = user.get(b)
                if other and not groups.isdisjoint(other):
                    return "synonym.user"
        return None

    def may_have_synonym(self, lang: str, a: str) -> bool:
        """Whether ``same_group(lang, a, b)`` may hold for some ``b``: ``a`` is in a synonym
        group, a WordNet pair (en) or a user group (else only ``a`` itself matches ``a``)."""
        return bool(
            self.synonyms.get(lang, {}).get(a)
            or (lang == "en" and self.wordnet.get(a))
            or self.user_synonyms.get(lang, {}).get(a)
        )

    def opposite(self, lang: str, a: str, b: str) -> bool:
        """Whether ``a`` and ``b`` are the two sides of one antonym pair."""
        table = self.antonyms.get(lang)
        if not table:
            return False
        x = table.get(a)
        if x is None:
            return False
        y = table.get(b)
        return y is not None and x[0] == y[0] and x[1] != y[1]


def _read(name: str) -> Any:
    raw = resources.files("answerc.grounding.lexicon").joinpath(name).read_text("utf-8")
    data = json.loads(raw)
    jsonschema.validate(data, _SCHEMAS[name])
    return data


@functools.cache
def _wordnet() -> tuple[Mapping[str, frozenset[str]], frozenset[str]]:
    """The WordNet extract: lemma -> its paired lemmas, and the multi-word members.

    Read once per process, on the first lexicon built.
    """
    pairs = _read("wordnet.json")["en"]
    table: dict[str, set[str]] = {}
    for pair in pairs:
        a, b = pair  # a data error of the package itself raises here
        if not (isinstance(a, str) and isinstance(b, str) and a and b and a != b):
            raise ValueError(f"wordnet.json: bad pair {pair!r}")
        table.setdefault(a, set()).add(b)
        table.setdefault(b, set()).add(a)
    phrases = frozenset(w for w in table if " " in w)
    return {w: frozenset(v) for w, v in table.items()}, phrases


def _groups(groups: Iterable[Iterable[str]], start: int = 0) -> dict[str, frozenset[int]]:
    table: dict[str, set[int]] = {}
    for gid, members in enumerate(groups, start):
        for word in members:
            table.setdefault(word, set()).add(gid)
    return {w: frozenset(ids) for w, ids in table.items()}


def _split_natively(words: Iterable[str]) -> set[str]:
    """The multi-character words the segmenter's own dictionary cuts (这类 -> 这 / 类); those it
    keeps whole (用于) are not forced, so that they do not capture a neighbour's character
    (调用来 must stay 调用 / 来). The test cuts without the HMM, as the analysis does: the
    HMM alone joins 这张, which the dictionary splits (这 / 张)."""
    import rjieba  # the segmenter's dictionary, read only when the lexicon is built

    return {w for w in words if len(w) > 1 and rjieba.cut(w, False) != [w]}


def _build(
    user: Mapping[str, list[list[str]]] | None, digest: str | None, *, wordnet: bool = True
) -> Lexicon:
    ops_data = _read("operators.json")
    fw = _read("function_words.json")
    thes = _read("thesaurus.json")
    ant = _read("antonyms.json")
    drop = _read("droppable.json")
    addr = _read("addressees.json")
    kinds = _read("atom_types.json")
    dims = _read("dimensions.json")
    # without WordNet only for tools/build_wordnet_extract.py, which must not read its output
    wn_pairs, wn_phrases = _wordnet() if wordnet else ({}, frozenset())
    operators: dict[str, dict[str, tuple[str, ...]]] = {"zh": {}, "en": {}}
    for entry in ops_data["operators"]:
        operators[entry["lang"]][entry["surface"]] = tuple(entry["ops"])
    classes = {c["id"]: OperatorClass(**c) for c in ops_data["classes"]}
    unknown = {o for table in operators.values() for ids in table.values() for o in ids} - set(
        classes
    )
    if unknown:  # a data error of the package itself
        raise ValueError(f"operators.json names undeclared operator ids: {sorted(unknown)}")
    antonyms: dict[str, dict[str, tuple[str, str]]] = {"zh": {}, "en": {}}
    for pair in ant["pairs"]:
        for sign, key in (("+", "positive"), ("-", "negative")):
            for word in pair[key]:
                lang = "en" if word.isascii() else "zh"
                antonyms[lang][word] = (pair["name"], sign)
    user_groups = user or {}
    offset = len(thes["zh"]) + len(thes["en"])
    phrases: dict[str, set[str]] = {"zh": set(), "en": set()}
    for lang in ("zh", "en"):
        for surface in operators[lang]:
            if lang == "en" and " " in surface:
                phrases[lang].add(surface)
        for group in thes[lang] + user_groups.get(lang, []):
            phrases[lang].update(w for w in group if lang == "en" and " " in w)
    phrases["en"].update(wn_phrases)
    phrases["en"].update(w for w in fw["en"] if " " in w)  # at all, in addition
    words_zh = (
        set(operators["zh"])
        | set(ops_data["not_operators"]["zh"])
        | {w for g in thes["zh"] + user_groups.get("zh", []) for w in g}
        | set(antonyms["zh"])
        | set(drop["zh"])
        | set(addr["roles"]["zh"])  # 持卡人, 承租人: a party is one word (主卡持卡人为子女…)
        | _split_natively(fw["zh"])  # 这类, 这种: kept whole, so free
        | set(kinds["zh"])  # 状态码, 配置项: a kind word is one word (429 状态码)
    )
    max_phrase = max((len(p.split()) for p in phrases["en"]), default=1)
    return Lexicon(
        operators=operators,
        classes=classes,
        not_operators={k: frozenset(v) for k, v in ops_data["not_operators"].items()},
        function_words={k: frozenset(v) for k, v in fw.items()},
        synonyms={"zh": _groups(thes["zh"]), "en": _groups(thes["en"], len(thes["zh"]))},
        user_synonyms={
            "zh": _groups(user_groups.get("zh", []), offset),
            "en": _groups(user_groups.get("en", []), offset + len(user_groups.get("zh", []))),
        },
        wordnet=wn_pairs,
        antonyms=antonyms,
        droppable={k: frozenset(v) for k, v in drop.items()},
        addressees={k: frozenset(v) for k, v in addr["roles"].items()},
        atom_types={k: frozenset(v) for k, v in kinds.items()},
        pronouns={k: frozenset(v) for k, v in addr["pronouns"].items()},
        dimensions={
            lang: {w: dim for dim, words in dims.items() for w in words[lang]}
            for lang in ("zh", "en")
        },
        phrases={k: frozenset(v) for k, v in phrases.items()},
        max_phrase=max_phrase,
        digest=digest,
        words_zh=frozenset(w for w in words_zh if not w.isascii()),
        zh_surfaces=frozenset(operators["zh"])
        | frozenset(w for g in thes["zh"] + user_groups.get("zh", []) for w in g),
    )


@functools.cache
def default_lexicon() -> Lexicon:
    """The built-in lexicon (loaded once per process)."""
    return _build(None, None)


_REFUSED_KINDS: Final = {
    "OPERATOR": "an operator",
    "QUANTITY": "a number",
    "ATOM": "an identifier, version or code (compared exactly)",
}
_ZH_NUMERALS: Final = frozenset("零〇一二两三四五六七八九十百千万亿壹贰叁肆伍陆柒捌玖拾佰仟")


def _content_word(word: str, lang: str, base: Lexicon, path: str) -> str:
    """The normalized form of one user synonym, or ContractError when it is not content.

    The member is analysed with the built-in lexicon: any operator, quantity or atom in it
    (``不退款``, ``no refund``, ``仅会员``, ``三天``, ``v2``) is refused, because a user word
    is kept whole by the tokenizer and would hide it; so is a member of function words only.
    """
    from answerc.grounding.text.analysis import analyze, key_words, normalize

    normal = key_words(word, lang)
    if not normal:
        raise ContractError(path, f"lexicon: {word!r} holds no word")
    joined = " ".join(normal) if lang == "en" else "".join(normal)
    tokens = analyze(word, base).tokens
    found = next((t for t in tokens if t.kind in _REFUSED_KINDS), None)
    number = any(ch.isdigit() for ch in word + joined) or set(joined) <= _ZH_NUMERALS
    if found is None and (number or base.ops(lang, joined)):
        what = "a number" if number else "an operator"
    elif found is None and (
        joined in base.function_words[lang] or all(t.kind == "FUNCTION" for t in tokens)
    ):
        what = "a function word"
    elif found is None:
        return joined
    else:
        what = _REFUSED_KINDS[found.kind]
    whole = found is None or found.surface == normalize(word)[0].strip()
    held = "" if whole or found is None else f" holds {found.surface!r}, which"
    raise ContractError(
        path,
        f"lexicon: {word!r}{held} is {what}; a user lexicon may add content-word synonyms only",
    )


def load_lexicon(data: bytes | str | Mapping[str, Any]) -> Lexicon:
    """Return the built-in lexicon extended with a user lexicon's synonym groups.

    A user entry may add content-word synonyms only: a member that is or holds an operator
    or a number, a member of function words only, and a group holding both sides of an
    antonym pair are refused with :class:`ContractError` naming the member's path.

    Example:
        >>> lex = load_lexicon({"synonyms": {"zh": [["水果", "生鲜"]]}})
        >>> lex.same_group("zh", "水果", "生鲜")
        'synonym.user'
    """
    if isinstance(data, bytes | str):
        try:
            parsed = json.loads(data)
        except (ValueError, RecursionError) as exc:
            raise ContractError("$", "lexicon is not valid JSON") from exc
    else:
        parsed = dict(data)
    try:
        jsonschema.validate(parsed, USER_LEXICON_SCHEMA)
    except jsonschema.ValidationError as exc:
        path = "$" + "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in exc.path)
        raise ContractError(path, f"lexicon: {exc.message}") from exc
    base = default_lexicon()
    groups: dict[str, list[list[str]]] = {}
    for lang, table in parsed["synonyms"].items():
        for gi, group in enumerate(table):
            cleaned: list[str] = []
            for wi, word in enumerate(group):
                path = f"$.synonyms.{lang}[{gi}][{wi}]"
                joined = _content_word(word, lang, base, path)
                for wj, earlier in enumerate(cleaned):
                    if base.opposite(lang, earlier, joined) or base.opposite(
                        lang, group[wj].lower(), word.lower()
                    ):
                        raise ContractError(
                            path,
                            f"lexicon: {word!r} is the opposite of {group[wj]!r} "
                            "(antonyms.json); opposites cannot be synonyms",
                        )
                cleaned.append(joined)
            groups.setdefault(lang, []).append(cleaned)
    canonical = json.dumps(parsed, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
    digest = "sha256:" + hashlib.sha256(canonical.encode("utf-8")).hexdigest()
    return _build(groups, digest)
