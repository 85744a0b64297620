"""Build ``answerc/grounding/lexicon/wordnet.json``: exact English synonyms from WordNet 3.0.

Reads the WordNet dict files (``index.*``, ``data.*``, ``cntlist.rev``) of Debian's
``wordnet-base`` package and writes the pairs of lemmas that are synonyms in their dominant
sense, plus the WordNet licence beside it (``WORDNET-LICENSE``). Same input, same bytes.

    dpkg-deb -x /var/cache/apt/archives/wordnet-base_1%3a3.0-37_all.deb /tmp/wn
    python tools/build_wordnet_extract.py /tmp/wn

The selection (a pair pays a claim word in every sentence, so it is conservative):

1. Two lemmas are candidates when they are members of one synset of one part of speech.
2. **Dominant sense of both**: the synset is sense 1 of both lemmas (WordNet orders a
   lemma's senses by their tag counts) and that sense is attested in the tagged corpus
   (an untagged sense 1 is an arbitrary order: ``lettuce`` lists money first). Sense 2
   was tried and read: about half its pairs were loose (amaze/puzzle, forbid/preclude,
   sensation/wizard), so it is left out; sense 1 of both also answers the very polysemous
   verbs (get, make, take, put, set, run: only their sense 1 pairs).
3. The part of speech of the synset is the dominant one of both lemmas: the only one they
   have, or the one with the most tagged occurrences (``cntlist.rev``), because the proof
   does not know a token's part of speech.
4. A member is lower-case letters (no proper noun, no acronym), two letters at least, one to
   three words (a hyphen joins a word); it is its own ``simplemma`` lemma (the key a text is
   compared on names this word, not another: ``left`` is ``leave`` to simplemma); it is no
   operator, function word, number, identifier and holds none (the test a user lexicon
   passes, run against the lexicon without WordNet); it is no preposition or directional
   particle (``PARTICLES``); WordNet marks no usage domain on it (slang, disparagement ...).
   A phrasal verb is never paired with its own head verb (check out / check, open up / open):
   its particle may be what it says (check out ≠ check in, which the head verb alone would
   pay), and the head verb is paid by itself anyway.
5. Quantities are proven by arithmetic, never by a synonym: a synset of ``noun.quantity``
   (units and amounts) or with a member that is a number or a unit (``2 min`` reads as a
   quantity) is skipped whole.
6. No pair is an antonym pair: not of ``antonyms.json``, not in WordNet's antonym relation
   (either lemma an antonym of the other or of a member of the other's antonym synsets).
7. Roles, organisations, places, periods and payments are never swapped: a synset of
   ``noun.person``, ``noun.group``, ``noun.location``, ``noun.time`` or ``noun.possession``
   is skipped whole. In policy, ops and product text these words name who holds a duty,
   which body, where or when a rule applies and what is paid; WordNet's synsets of them are
   loose there (director/manager, boss/foreman, accountant/controller, commission/committee,
   province/state, holiday/vacation, salary/wage, earnings/profit).
8. ``LOOSE``: pairs of the other files read as another role or sense in such text (a
   closed list, each read by hand: discount/dismiss, print/publish, extra/redundant,
   employ/use, mode/style, instance/case, domain/sphere ...).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections import defaultdict
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "answerc" / "grounding" / "lexicon" / "wordnet.json"
LICENSE_OUT = ROOT / "answerc" / "grounding" / "lexicon" / "WORDNET-LICENSE"
POS_FILES = {"n": "noun", "v": "verb", "a": "adj", "r": "adv"}
SS_TYPE = {"1": "n", "2": "v", "3": "a", "4": "r", "5": "a"}
MAX_WORDS = 3
NOUN_QUANTITY = 23
SKIPPED_FILES = frozenset({14, 15, 18, 21, 28})
"""noun.group, noun.location, noun.person, noun.possession, noun.time (criterion 7)."""
_LOOSE = (
    # verbs: another act in policy / ops text
    "brush aside/discount; brush aside/dismiss; discount/dismiss; print/publish; "
    "resign/vacate; apply/employ; employ/use; employ/utilize; "
    "contribute/lend; inhabit/populate; live/populate; acknowledge/admit; procure/secure; "
    "enrol/recruit; enroll/recruit; cease/quit; discontinue/quit; "
    "recall/remember; recall/recollect; detect/observe; discover/observe; "
    "notice/observe; patronize/sponsor; establish/launch; launch/set up; "
    "defer/set back; postpone/set back; put off/set back; defer/shelve; postpone/shelve; "
    "put off/shelve; set back/shelve; correspond/match; appear/seem; demonstrate/present; "
    "present/show; bring out/reveal; "
    # adjectives: rank or need, not a synonym
    "chief/main; chief/principal; main/principal; extra/redundant; "
    # nouns: another thing in policy / product text
    "capital punishment/execution; duty/obligation; duty/responsibility; "
    "marketing/merchandising; procedure/process; approval/blessing; backing/patronage; "
    "notification/presentment; debut/introduction; determination/finding; "
    "passage/transition; provision/proviso; ordinance/regulation; brand/trade name; "
    "criterion/standard; criterion/touchstone; standard/touchstone; promotion/publicity; "
    "bonus/fillip; confirmation/verification; rating/valuation; framework/model; "
    "appraisal/assessment; merchandise/product; apparatus/setup; degree/level; "
    "bulk/majority; range/scope; fashion/manner; fashion/mode; fashion/style; fashion/way; "
    "manner/mode; manner/style; manner/way; mode/style; mode/way; style/way; "
    "authority/potency; deficit/shortage; excess/surplus; case/instance; juncture/occasion; "
    "part/portion; precedence/priority; chance/opportunity; arena/domain; "
    "arena/sphere; domain/sphere; kingdom/realm; integrity/unity; harm/injury; "
    "disability/handicap; autonomy/liberty; deficiency/lack; job/line of work; "
    "job/occupation; career/vocation"
)
LOOSE = frozenset(tuple(p.strip().split("/")) for p in _LOOSE.split(";"))
"""Pairs read as another role or sense (criterion 8), each as (a, b) with a < b."""
_PARTICLE_WORDS = (
    "about above across after against ahead along among apart around aside at away back "
    "backward backwards before behind below beneath beside besides between beyond by down "
    "downward downwards during for forth forward forwards from hence here home in indoors "
    "inside into near next off on onto out outdoors outside over past round since there "
    "through throughout thru till to together toward towards under underneath until up upon "
    "upward upwards with within without"
)
PARTICLES = frozenset(_PARTICLE_WORDS.split(" "))
"""Prepositions and directional particles (a closed class): they state a direction or a
role, which the proof checks as such, so none is a synonym member on its own."""


def phrasal_of_head(a: str, b: str) -> bool:
    """Whether one of two members is the other followed by a particle (check out, check)."""
    return any(x.startswith(y + " ") and x[len(y) + 1 :] in PARTICLES for x, y in ((a, b), (b, a)))


@dataclass(frozen=True)
class Synset:
    """One synset: its part of speech, offset, member lemmas (lower case) and antonyms."""

    pos: str
    offset: str
    lexfile: int
    """The lexicographer file number (23: noun.quantity, units and amounts)."""
    members: tuple[str, ...]
    antonyms: tuple[tuple[int, str, str], ...]
    """(source word number, target pos, target offset) of each antonym pointer."""
    raw_members: tuple[str, ...]
    marked: frozenset[int]
    """Word numbers (0: the whole synset) a usage domain marks (slang, disparagement...)."""


def _strip_marker(word: str) -> str:
    """Drop an adjective position marker: ``big(a)`` -> ``big``."""
    return word.split("(", 1)[0] if word.endswith(")") else word


def read_data(dict_dir: Path, pos: str) -> Iterator[Synset]:
    """Yield the synsets of ``data.<pos>``."""
    for line in (dict_dir / f"data.{POS_FILES[pos]}").read_text("latin-1").splitlines():
        if line.startswith(" "):
            continue  # the licence header
        fields = line.split(" | ", 1)[0].split()
        offset, w_cnt = fields[0], int(fields[3], 16)
        raw = tuple(_strip_marker(fields[4 + 2 * i]) for i in range(w_cnt))
        at = 4 + 2 * w_cnt
        p_cnt = int(fields[at])
        antonyms = []
        marked = set()
        for k in range(p_cnt):
            symbol, target, tpos, st = fields[at + 1 + 4 * k : at + 5 + 4 * k]
            if symbol == "!":
                antonyms.append((int(st[:2], 16), SS_TYPE.get(tpos, tpos), target))
            elif symbol == ";u":
                marked.add(int(st[:2], 16))
        yield Synset(
            pos=pos,
            offset=offset,
            lexfile=int(fields[1]),
            members=tuple(w.lower().replace("_", " ") for w in raw),
            antonyms=tuple(antonyms),
            raw_members=raw,
            marked=frozenset(marked),
        )


def read_index(dict_dir: Path, pos: str) -> dict[str, tuple[tuple[str, ...], int]]:
    """Lemma -> (synset offsets in sense order, number of tagged senses) of ``index.<pos>``."""
    table: dict[str, tuple[tuple[str, ...], int]] = {}
    for line in (dict_dir / f"index.{POS_FILES[pos]}").read_text("latin-1").splitlines():
        if line.startswith(" "):
            continue
        f = line.split()
        synset_cnt, p_cnt = int(f[2]), int(f[3])
        tagged = int(f[5 + p_cnt])
        offsets = tuple(f[6 + p_cnt : 6 + p_cnt + synset_cnt])
        table[f[0].replace("_", " ")] = (offsets, tagged)
    return table


def read_counts(dict_dir: Path) -> dict[tuple[str, str], int]:
    """(lemma, pos) -> tagged occurrences of all its senses (``cntlist.rev``)."""
    counts: dict[tuple[str, str], int] = defaultdict(int)
    for line in (dict_dir / "cntlist.rev").read_text("latin-1").splitlines():
        key, _, count = line.split()
        lemma, rest = key.split("%", 1)
        counts[(lemma.replace("_", " "), SS_TYPE[rest[0]])] += int(count)
    return counts


def _shape_ok(word: str) -> bool:
    parts = word.split(" ")
    return (
        len(word) > 1
        and len(parts) <= MAX_WORDS
        and all(
            p and all("a" <= ch <= "z" for ch in p.replace("-", "")) and not p.startswith("-")
            for p in parts
        )
    )


class Selector:
    """The selection criteria over the parsed WordNet files."""

    def __init__(self, dict_dir: Path) -> None:
        from answerc.grounding import lexicon as lexmod

        self.base = lexmod._build(None, None, wordnet=False)
        self.content_word = lexmod._content_word
        self.synsets = {(pos, s.offset): s for pos in POS_FILES for s in read_data(dict_dir, pos)}
        self.index = {pos: read_index(dict_dir, pos) for pos in POS_FILES}
        self.counts = read_counts(dict_dir)
        self._keys: dict[str, str | None] = {}
        self.antonyms: dict[str, set[str]] = defaultdict(set)
        for s in self.synsets.values():
            for source, tpos, target in s.antonyms:
                # the antonym and every member of its synset, stricter than the lexical
                # pointer alone (more pairs dropped, none added)
                words = set(self.synsets[(tpos, target)].members)
                for w in (s.members[source - 1],) if source else s.members:
                    self.antonyms[w] |= words
                    for o in words:
                        self.antonyms[o].add(w)

    def key(self, word: str) -> str | None:
        """The normalized key of a lemma, or None when it may not be a member."""
        if word not in self._keys:
            self._keys[word] = self._key(word)
        return self._keys[word]

    def _key(self, word: str) -> str | None:
        from answerc.errors import ContractError

        if not _shape_ok(word):
            return None
        try:
            joined = self.content_word(word, "en", self.base, "$")
        except ContractError:
            return None
        return joined if joined == word else None

    def dominant(self, word: str, pos: str) -> bool:
        """Whether ``pos`` is the dominant part of speech of ``word``."""
        others = [p for p in POS_FILES if p != pos and word in self.index[p]]
        if not others:
            return True
        mine = self.counts.get((word, pos), 0)
        return all(mine > self.counts.get((word, p), 0) for p in others)

    def rank(self, word: str, s: Synset) -> tuple[int, bool]:
        """(sense number of ``s`` for ``word``, whether that sense is tagged)."""
        offsets, tagged = self.index[s.pos][word]
        n = offsets.index(s.offset) + 1
        return n, n <= tagged

    def is_number_synset(self, s: Synset) -> bool:
        """Whether a member of ``s`` is a number or a unit (quantities are proven by
        arithmetic): digits, a word the normalizer reads as a number, or a word it reads as
        the unit of a number before it (``2 min``)."""
        if s.pos == "n" and s.lexfile == NOUN_QUANTITY:
            return True
        for w in s.raw_members:
            if any(ch.isdigit() for ch in w):
                return True
            word = w.replace("_", " ").lower()
            if any(t.kind == "QUANTITY" for t in self._analyze(word)):
                return True
            after = self._analyze("2 " + word)
            if len(after) == 1 and after[0].kind == "QUANTITY":
                return True
        return False

    def _analyze(self, text: str) -> tuple[Any, ...]:
        from answerc.grounding.text.analysis import analyze

        return tuple(analyze(text, self.base).tokens)

    def pair_ok(self, a: str, b: str, s: Synset) -> bool:
        """Whether ``a`` and ``b`` (members of ``s``) are exact synonyms by the criteria."""
        ra, ta = self.rank(a, s)
        rb, tb = self.rank(b, s)
        if not (ta and tb and ra == rb == 1):
            return False
        if not (self.dominant(a, s.pos) and self.dominant(b, s.pos)):
            return False
        if b in self.antonyms.get(a, ()) or a in self.antonyms.get(b, ()):
            return False
        if phrasal_of_head(a, b):
            return False
        return not self.base.opposite("en", a, b)

    def pairs(self) -> dict[tuple[str, str], str]:
        """Selected (a, b) with a < b -> the synset (pos:offset) that licenses it."""
        out: dict[tuple[str, str], str] = {}
        for (pos, offset), s in sorted(self.synsets.items()):
            if 0 in s.marked:
                continue
            members = sorted(
                {
                    m
                    for n, (m, raw) in enumerate(zip(s.members, s.raw_members, strict=True), 1)
                    if raw.islower() and n not in s.marked and m not in PARTICLES
                }
            )
            found = [
                (a, b)
                for i, a in enumerate(members)
                for b in members[i + 1 :]
                if self.pair_ok(a, b, s)
            ]
            if not found or self.is_number_synset(s):
                continue
            if s.pos == "n" and s.lexfile in SKIPPED_FILES:
                continue
            for a, b in found:
                if (a, b) in LOOSE:
                    continue
                if self.key(a) is not None and self.key(b) is not None:
                    out.setdefault((a, b), f"{pos}:{offset}")
        return out


def render(pairs: list[tuple[str, str]]) -> str:
    """The JSON text of the extract: one pair a line, sorted (stable diffs, same bytes)."""
    head = {
        "source": "WordNet 3.0, Princeton University (Debian wordnet-base 1:3.0-37); "
        "see WORDNET-LICENSE",
        "built_by": "tools/build_wordnet_extract.py",
    }
    lines = [json.dumps(list(p), ensure_ascii=False, separators=(",", ":")) for p in pairs]
    meta = ",\n".join(
        f"{json.dumps(k)}:{json.dumps(v, ensure_ascii=False)}" for k, v in head.items()
    )
    return "{" + meta + ',\n"en":[\n' + ",\n".join(lines) + "\n]}\n"


def main(argv: list[str] | None = None) -> int:
    """Build the extract; ``--sample N`` prints N random pairs instead of writing."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("root", type=Path, help="where the wordnet-base .deb was extracted")
    parser.add_argument("--sample", type=int, default=0)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    dict_dir = args.root / "usr" / "share" / "wordnet"
    selector = Selector(dict_dir)
    pairs = selector.pairs()
    if args.sample:
        rng = random.Random(args.seed)
        for a, b in rng.sample(sorted(pairs), min(args.sample, len(pairs))):
            s = selector.synsets[tuple(pairs[(a, b)].split(":"))]  # type: ignore[index]
            print(f"{a} | {b} | {s.pos} {selector.rank(a, s)[0]}/{selector.rank(b, s)[0]}")
        print(len(pairs), "pairs", file=sys.stderr)
        return 0
    OUT.write_text(render(sorted(pairs)), encoding="utf-8", newline="\n")
    copyright_file = args.root / "usr" / "share" / "doc" / "wordnet-base" / "copyright"
    LICENSE_OUT.write_text(license_text(copyright_file), encoding="utf-8", newline="\n")
    print(f"{len(pairs)} pairs -> {OUT.relative_to(ROOT)}", file=sys.stderr)
    return 0


def license_text(copyright_file: Path) -> str:
    """The WordNet 3.0 licence of the Debian copyright file, as plain text."""
    text = copyright_file.read_text("utf-8")
    block = text.split("License: WordNet3.0\n", 1)[1].split("\n\nFiles:", 1)[0]
    body = "\n".join("" if ln.strip() == "." else ln[1:] for ln in block.splitlines())
    return (
        "answerc/grounding/lexicon/wordnet.json is an extract of WordNet 3.0 (pairs of\n"
        "synonymous lemmas, selected by tools/build_wordnet_extract.py). WordNet's licence:\n\n"
        "WordNet Release 3.0\n\n" + body.rstrip() + "\n"
    )


if __name__ == "__main__":
    sys.exit(main())
