"""The registry of edit rules: every edit of a proof names one of these (SPEC §6.1).

A rule licenses one kind of step from the evidence to the claim. ``benchmarks/ablate.py``
drops each rule in turn over every labelled set to show what it gains and what it costs;
``prove(..., disabled=...)`` is how it does so.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final, Literal

EditKind = Literal[
    "match",
    "synonym",
    "quantity_equal",
    "operator_equivalent",
    "converse",
    "function",
    "attribution",
    "answer_word",
    "drop",
    "arithmetic",
    "lend",
]


@dataclass(frozen=True, slots=True)
class Rule:
    """One licensed edit."""

    id: str
    kind: EditKind
    licenses: str


EDIT_RULES: Final[tuple[Rule, ...]] = (
    Rule("match.same", "match", "a claim token equal to an evidence token (word, lemma, atom)"),
    Rule(
        "match.segmentation",
        "match",
        "a claim word spelled as consecutive evidence words, or the reverse (收货地址 = 收货 地址)",
    ),
    Rule(
        "match.short_form",
        "match",
        "a Chinese noun said short after the claim named it whole in the sentence (优惠券 … 券), "
        "paid by the evidence's whole word, never another word of the same ending",
    ),
    Rule(
        "match.member",
        "match",
        "a member named short (submitOrder()) for the qualified atom (OrderService.submitOrder()) "
        "the claim has already named in full",
    ),
    Rule("synonym.thesaurus", "synonym", "a word of the built-in exact-synonym thesaurus"),
    Rule(
        "synonym.wordnet",
        "synonym",
        "an English lemma of the WordNet extract: both words share the synset that is the "
        "dominant sense of each (lexicon/wordnet.json)",
    ),
    Rule("synonym.user", "synonym", "a word of a synonym group from the user's lexicon"),
    Rule("quantity.equal", "quantity_equal", "an equal quantity: same value and dimension"),
    Rule(
        "quantity.band",
        "arithmetic",
        "a claim value inside a band the evidence states with both bounds (满 10 年不满 20 年)",
    ),
    Rule(
        "arithmetic.premise",
        "arithmetic",
        "a value the question states (my 45 kg dog), compared truly by a bound word with a "
        "cited value of its dimension (45 kg is over 40 kg)",
    ),
    Rule("operator.same", "operator_equivalent", "an operator of the same class and force"),
    Rule(
        "operator.cause_converse",
        "converse",
        "a cause marked on the other clause: A，因此 B = 由于 A，B; B because A = A, so B",
    ),
    Rule(
        "operator.never",
        "operator_equivalent",
        "never (从不) for a plain negation (do not / 不), never for no longer, not yet or 未",
    ),
    Rule(
        "operator.may_not",
        "operator_equivalent",
        "may not (possibly not, or not allowed) for a prohibition or an impossibility (cannot "
        "/ must not), never the reverse",
    ),
    Rule(
        "operator.normative_bound",
        "operator_equivalent",
        "must / 须 / 要 over a bound (at least, no more than, 不少于) the evidence states as a "
        "rule with no modal of its own",
    ),
    Rule(
        "operator.implicit",
        "operator_equivalent",
        "an operator that restates a plain statement (会 / will) where the evidence has none",
    ),
    Rule(
        "operator.bare_passive",
        "operator_equivalent",
        "an agentless 被 before a verb of naming or turning (被标记为 / 被视为) that the evidence "
        "says with no 被 (标记为下线 = 会被标记为下线); never with an agent (被平台标记) and "
        "never where the evidence's verb has no 为 / 成 after it",
    ),
    Rule(
        "operator.plain_need",
        "operator_equivalent",
        "要 (have to) over a rule the evidence states with no modal at all (每天收取滞纳金 "
        "0.1 元 = 每天要交 0.1 元); never 须 / 必须 / 应, and never where the evidence has a modal",
    ),
    Rule(
        "operator.condition_unit",
        "operator_equivalent",
        "a condition word (if / when / 如果) for an evidence clause stated as a condition "
        "(…的， / …时， / when …)",
    ),
    Rule(
        "operator.bound_only",
        "operator_equivalent",
        "a Chinese only (只 / 只能 / 仅) right after the claim's upper bound of an amount, "
        "which it says again (最多只能带 2 人 = 最多可带 2 人); never the evidence's only",
    ),
    Rule(
        "operator.condition_relative",
        "operator_equivalent",
        "a condition (if / when / 如果 X, Y) for a relative clause restricting the noun it "
        "names (the N that X … Y / X 的 N … Y), read in that direction only",
    ),
    Rule(
        "operator.distributive",
        "operator_equivalent",
        "a Chinese 都 agreeing with a universal of an earlier clause of its sentence (进入任何"
        "泳池区域，都须 …); never 都 over a window, a range or a bare plural",
    ),
    Rule(
        "operator.condition_addressee",
        "operator_equivalent",
        "a condition said to the asker (If you X, you Y / 如果你 X，Y) for a relative clause "
        "restricting an addressee role (Members who X Y / X 的申请人 Y); every clause of an "
        "English claim says you, and no clause names another person",
    ),
    Rule(
        "operator.fused_bound",
        "operator_equivalent",
        "a Chinese duty before a negated bound (须不低于 / 应不超过) for a claim word that says "
        "the prohibition and the bound in one (不得低于 / 不能超过), the same bound",
    ),
    Rule(
        "operator.condition_topic",
        "operator_equivalent",
        "a Chinese condition (如果 X，Y) for a rule stated as topic and comment (X 可 / 须 Y): "
        "the condition's words before the rule's modal, the rest after it",
    ),
    Rule(
        "operator.only_then",
        "operator_equivalent",
        "the correlative 才 of a Chinese 只有 / 仅 earlier in its clause (只有 X 才能 Y = "
        "仅 X 可 Y = 限 X Y): the only is the operator, paid by the evidence on its own",
    ),
    Rule(
        "operator.passive_by",
        "operator_equivalent",
        "a Chinese 被 with its agent for 由 with the same agent (X 被 R 处理 = X 由 R 处理): both "
        "name who acts; a 被 whose agent is another word than the 由's is not paid",
    ),
    Rule(
        "operator.must_then",
        "operator_equivalent",
        "a Chinese 才 / 才能 / 方可 after a duty of its sentence (须 X 后 Y = 需要 X 后才能 Y = "
        "须经 X 后方可 Y): only-then-may restates the must before it, paid by the other must",
    ),
    Rule(
        "operator.contrast",
        "operator_equivalent",
        "a contrast (but / 但) opening a plain clause after the claim's first: it joins two "
        "clauses each proven on its own, and states no exception",
    ),
    Rule(
        "operator.first",
        "operator_equivalent",
        "先 / first in a claim sentence that orders its events by another operator (before, "
        "after, 才能): it restates that order",
    ),
    Rule(
        "operator.condition_then",
        "operator_equivalent",
        "the 经 of an evidence 须经 X (后) 方可 Y for a claim that marks X as the condition by "
        "its 才 (需要 X 后才能 Y); the duty and the only-then are paid as usual",
    ),
    Rule(
        "operator.first_then",
        "operator_equivalent",
        "a Chinese 先 A，再 B for the evidence's A 后 B (先经甲方确认，再按报价结算 = 经甲方确认后按"
        "报价结算): A's words before the 后, B's after it, in one evidence sentence",
    ),
    Rule(
        "operator.sequence",
        "operator_equivalent",
        "再 / then / 随后 where the evidence orders its events by no operator: the clause is "
        "told after the claim's clause before it (a later item, sentence or word), or opens "
        "the claim and links it to the one before",
    ),
    Rule(
        "drop.atom_type",
        "drop",
        "a word naming the kind of an identifier next to it (the -R option, usage_hourly 表, "
        "atom_types.json) left out or added; added only where the evidence names no kind "
        "beside that identifier",
    ),
    Rule(
        "lend.class",
        "lend",
        "a rule said of a member of the class it names: one cited sentence files X under Y "
        "(属于 / 按 Y 管理 / is classified as), another states a rule whose subject or "
        "condition names Y (or all Y), and holds no only / some / exception (proof/classes.py)",
    ),
    Rule(
        "operator.agent",
        "converse",
        "a passive with its agent (X is paid by R / X 由 R 调用) said actively, the agent first "
        "(R pays X / R 调用 X)",
    ),
    Rule(
        "operator.converse",
        "converse",
        "a comparative or order stated from the other side (X 高于 Y = Y 低于 X)",
    ),
    Rule(
        "operator.neg_raising",
        "operator_equivalent",
        "a determiner negation scopes over its clause: no N are V = N are not V",
    ),
    Rule(
        "ledger.no_evidence",
        "operator_equivalent",
        "the negation of a negative observation is paid by the NO_EVIDENCE call it cites",
    ),
    Rule(
        "code.call",
        "match",
        "code evidence states that the symbol it defines calls each receiver.method( of its body",
    ),
    Rule("function.free", "function", "a function word of the closed list costs nothing"),
    Rule("attribution.title", "attribution", "an attribution naming the cited item's title"),
    Rule(
        "answer_word.polarity",
        "answer_word",
        "a leading answer word (Yes / No / 可以 / 不能) of the polarity of the proven rest",
    ),
    Rule(
        "lend.topic",
        "lend",
        "a content word of an earlier clause of the same evidence sentence (its topic), "
        "outside any operator's scope in the claim",
    ),
    Rule(
        "lend.subject",
        "lend",
        "a content word of the clause before a clause opening with and / 并 / 且, from before "
        "its first operator (the subject the second predicate shares)",
    ),
    Rule(
        "lend.moved_frame",
        "lend",
        "the subject of the clause after an evidence frame (演出开始后，已售门票不得退换), said "
        "first in the claim's frame (已售门票在演出开始后禁止退换): only leading words of the "
        "claim's frame, only the subject before that clause's first operator",
    ),
    Rule(
        "lend.gapped",
        "lend",
        "a content word of the clause before, which the clause the claim states left out "
        "(gapping: 立式钢琴标准调律每次 380 元，三角钢琴每次 560 元 → 三角钢琴标准调律每次 560 元): "
        "only where that clause is a subject and then the first clause's shape with other "
        "amounts, and only for the claim's words right after that subject",
    ),
    Rule(
        "lend.condition",
        "lend",
        "a condition clause of the evidence (… 的，/ if …) directly before the clause the claim "
        "states, every content word of it lent to the claim's subject",
    ),
    Rule("drop.unit", "drop", "a whole coordinate clause the claim does not use"),
    Rule(
        "order.clauses",
        "drop",
        "(a constraint, not a license) the plain clauses of a claim sentence use the clauses of "
        "an evidence sentence in their order",
    ),
    Rule(
        "order.pivot",
        "converse",
        "words of one clause reordered with no word of the relation between them on both "
        "sides (a modifier moved inside its phrase, a topic moved around its predicate: "
        "passwords for employee accounts = employee account passwords)",
    ),
    Rule(
        "match.addressee",
        "match",
        "a person-role subject of the evidence clause (users, 员工) said to the asker as "
        "you / 你 (addressees.json)",
    ),
    Rule(
        "drop.restated_amount",
        "drop",
        "an evidence amount restated in brackets beside a paid amount of the same value "
        "(768 hours (32 days)): one amount said twice",
    ),
    Rule(
        "drop.dimension",
        "drop",
        "a word naming the dimension of the quantity it stands before (重量 / weight before "
        "500 公斤), left out or added where the unit holds a quantity of that dimension",
    ),
    Rule(
        "drop.bounded_permission",
        "drop",
        "a permission right after an upper bound the claim restates (最多允许 2 名 = 不能超过 "
        "2 名, at most … may): the bound says what it permits",
    ),
    Rule(
        "drop.universal",
        "drop",
        "a universal opening the evidence clause (each / every / all / 所有) left out by a "
        "generic claim with no quantifier, where nothing in the clause is negated",
    ),
    Rule(
        "drop.actor",
        "drop",
        "the actor a Chinese clause opens with (系统 / 高可用组件: nouns only, no relative "
        "clause) before a plain predicate (将 / 会 / an adverb / a verb), left out whole by a "
        "claim that states the action; never before a permission or a duty",
    ),
    Rule(
        "drop.list_member",
        "drop",
        "members of an evidence list left out while the claim keeps another, where the list "
        "is monotone in them: examples (A、B 等 N, N such as A) and the noun they instantiate; "
        "and-lists outside a negation, condition, relative clause or collective; or-lists "
        "inside a negation, condition or permission; never with only / 仅",
    ),
    Rule(
        "drop.expansion",
        "drop",
        "the words an abbreviation in parentheses stands for (verified gross mass (VGM)), left "
        "out where the claim uses the abbreviation; their initials spell it",
    ),
    Rule("drop.function", "drop", "an evidence function word left out"),
    Rule("drop.droppable", "drop", "a listed manner word left out where nothing is negated"),
    Rule("drop.operator", "drop", "an evidence operator of a droppable class (will) left out"),
    Rule(
        "match.article",
        "match",
        "a count of one (1 名 / 1 笔) for an indefinite article with the same classifier "
        "(一名 / 一笔) on the other side, which is a function word elsewhere",
    ),
    Rule(
        "elide.sentence",
        "match",
        "an evidence word the claim states in an earlier clause of the same sentence (an "
        "elided subject, or the object of a before / after closing the claim's clause)",
    ),
)
RULE_IDS: Final = frozenset(r.id for r in EDIT_RULES)
