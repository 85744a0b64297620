"""The fixed Markdown rendering (SPEC §9): sections, wording, numbers, determinism."""

from __future__ import annotations

import ast
import json
import re
from importlib import resources
from pathlib import Path
from typing import Any, get_args

import pytest
from markdown_it import MarkdownIt
from markdown_it.token import Token

from answerc.contract.output import (
    ClaimNote,
    ClaimResult,
    CompiledAnswer,
    Limitation,
    LimitationCode,
    SummaryFact,
)
from answerc.contract.verdict import CheckId, ClaimResultCode, Verdict
from answerc.contract.wire import load_request
from answerc.errors import RenderError
from answerc.pipeline import compile as compile_request
from answerc.render import render_markdown

MD = MarkdownIt("gfm-like")
FIXTURES = Path(__file__).resolve().parent.parent / "fixtures" / "requests"

SECTIONS = {
    "zh": ("业务摘要", "调用链", "代码", "置信度", "引用", "局限", "机器数据"),
    "en": (
        "Summary",
        "Verified chain",
        "Code",
        "Confidence",
        "Citations",
        "Limitations",
        "Machine data",
    ),
}
NO_CHAIN = {
    "zh": "证据不足，未生成调用链",
    "en": "Insufficient evidence: no call chain was generated.",
}
LOCALES = ("zh", "en")


def compiled_fixture(name: str) -> CompiledAnswer:
    """Compile a request fixture through the real pipeline."""
    return compile_request(load_request((FIXTURES / f"{name}.json").read_bytes()))


@pytest.fixture(scope="module")
def refund() -> CompiledAnswer:
    """The refund call-chain fixture: a verified chain, code and article citations."""
    return compiled_fixture("refund-call-chain")


@pytest.fixture(scope="module")
def articles() -> CompiledAnswer:
    """The English article fixture: no graph, several locator kinds and URL schemes."""
    return compiled_fixture("render-articles-en")


def replace(compiled: CompiledAnswer, **canonical: Any) -> CompiledAnswer:
    """Copy a compiled answer with some canonical fields replaced."""
    return compiled.model_copy(
        update={"canonical": compiled.canonical.model_copy(update=canonical)}
    )


def with_verdict(
    compiled: CompiledAnswer, verdict: Verdict, first_failure: CheckId | None, claims: int = 0
) -> CompiledAnswer:
    """Copy a compiled answer with another final verdict, first failure and claim count."""
    report = compiled.grounding.model_copy(
        update={
            "verdict": verdict,
            "first_failure": first_failure,
            "claims": tuple(claim(i, "t", "unsupported") for i in range(claims)),
        }
    )
    return compiled.model_copy(update={"verdict": verdict, "grounding": report})


def claim(index: int, text: str, result: ClaimResultCode) -> ClaimResult:
    """A claim result citing K1."""
    return ClaimResult(id=f"c{index + 1}", text=text, citations=("K1",), result=result)


def sections(markdown: str) -> list[tuple[str, list[Token]]]:
    """Split a parsed document into (h2 title, tokens up to the next h2)."""
    tokens = MD.parse(markdown)
    out: list[tuple[str, list[Token]]] = []
    for index, token in enumerate(tokens):
        if token.type == "heading_open" and token.tag == "h2":
            out.append((plain(tokens[index + 1]), []))
        elif out and not (
            token.type == "heading_close" or (index and tokens[index - 1].type == "heading_open")
        ):
            out[-1][1].append(token)
    return out


def section(markdown: str, locale: str, number: int) -> list[Token]:
    """Tokens of the section with this 1-based SPEC number."""
    title = SECTIONS[locale][number - 1]
    found = [body for name, body in sections(markdown) if name == title]
    assert len(found) == 1, (title, [name for name, _ in sections(markdown)])
    return found[0]


def plain(inline: Token) -> str:
    """The text a reader sees in an inline token (text and code spans, markup dropped)."""
    return "".join(c.content for c in inline.children or [] if c.type in ("text", "code_inline"))


def texts(tokens: list[Token]) -> list[str]:
    """The visible text of each inline token, in order."""
    return [plain(t) for t in tokens if t.type == "inline"]


@pytest.mark.parametrize("locale", LOCALES)
def test_seven_sections_come_in_fixed_order_under_the_query(
    refund: CompiledAnswer, locale: str
) -> None:
    """With a chain, one h1 (the query) is followed by the seven h2 sections in SPEC order."""
    tokens = MD.parse(render_markdown(refund, locale=locale))
    headings = [
        (t.tag, plain(tokens[i + 1])) for i, t in enumerate(tokens) if t.type == "heading_open"
    ]
    assert headings == [("h1", refund.query), *(("h2", s) for s in SECTIONS[locale])]


@pytest.mark.parametrize("locale", LOCALES)
def test_code_section_is_left_out_without_a_chain(articles: CompiledAnswer, locale: str) -> None:
    """Without a chain the code section is absent and the others keep their order."""
    assert articles.canonical.chain is None
    names = [name for name, _ in sections(render_markdown(articles, locale=locale))]
    assert names == [s for s in SECTIONS[locale] if s not in ("代码", "Code")]


@pytest.mark.parametrize("locale", LOCALES)
def test_no_chain_gives_the_exact_sentence(articles: CompiledAnswer, locale: str) -> None:
    """The chain section without a chain is exactly the SPEC sentence of the locale."""
    assert texts(section(render_markdown(articles, locale=locale), locale, 2)) == [NO_CHAIN[locale]]


@pytest.mark.parametrize("locale", LOCALES)
def test_chain_line_joins_the_labels_with_arrows(refund: CompiledAnswer, locale: str) -> None:
    """The chain section is one line: each label in a code span, joined by ' --> '."""
    chain = refund.canonical.chain
    assert chain is not None
    body = section(render_markdown(refund, locale=locale), locale, 2)
    assert texts(body) == [" --> ".join(chain.labels)]
    inline = next(t for t in body if t.type == "inline")
    codes = [c.content for c in inline.children or [] if c.type == "code_inline"]
    assert codes == list(chain.labels)


@pytest.mark.parametrize(
    ("locale", "entry", "hop", "last"),
    [
        ("zh", "# 入口", "# 经 CALLS 到达", "# 最终落点（经 CALLS 到达）"),
        ("en", "# entry", "# reached via CALLS", "# final destination (reached via CALLS)"),
    ],
)
def test_code_block_is_the_chain_as_an_ordered_constant(
    refund: CompiledAnswer, locale: str, entry: str, hop: str, last: str
) -> None:
    """The code block is valid Python: a tuple of the chain's symbols, one a line, commented."""
    chain = refund.canonical.chain
    assert chain is not None
    fences = [
        t for t in section(render_markdown(refund, locale=locale), locale, 3) if t.type == "fence"
    ]
    assert len(fences) == 1 and fences[0].info == "python"
    code = fences[0].content
    assignment = ast.parse(code).body
    assert len(assignment) == 1 and isinstance(assignment[0], ast.Assign)
    assert ast.literal_eval(assignment[0].value) == chain.nodes
    comments = [line.split(",  ", 1)[1] for line in code.splitlines() if line.startswith("    ")]
    assert comments == [entry, *[hop] * (len(chain.nodes) - 2), last]


@pytest.mark.parametrize("locale", LOCALES)
def test_summary_lists_only_summary_facts_with_markers(refund: CompiledAnswer, locale: str) -> None:
    """Each summary fact is a list item ending in its [K] markers; other claims never show."""
    facts = (
        SummaryFact(text="退款请求由 OrderController.refund 接收。", citations=("K1",)),
        SummaryFact(text="It reaches *PaymentGateway*.", citations=("K2", "K3")),
    )
    answer = with_verdict(replace(refund, summary_facts=facts), "grounded", None)
    hidden = answer.grounding.model_copy(
        update={"claims": (claim(0, "UNSUPPORTED-CLAIM-TEXT", "unsupported"),)}
    )
    answer = answer.model_copy(update={"grounding": hidden})
    markdown = render_markdown(answer, locale=locale)
    assert texts(section(markdown, locale, 1)) == [
        "退款请求由 OrderController.refund 接收。 [K1]",
        "It reaches *PaymentGateway*. [K2] [K3]",
    ]
    assert "UNSUPPORTED-CLAIM-TEXT" not in markdown


@pytest.mark.parametrize(
    ("locale", "sentence"),
    [
        ("zh", "证据不足，无法给出有依据的结论。"),
        ("en", "Insufficient evidence: no grounded statement can be made."),
    ],
)
def test_no_summary_facts_give_a_plain_insufficient_sentence(
    refund: CompiledAnswer, locale: str, sentence: str
) -> None:
    """A safe verdict without facts renders only the insufficient-evidence sentence."""
    answer = with_verdict(replace(refund, summary_facts=()), "abstained", None)
    assert texts(section(render_markdown(answer, locale=locale), locale, 1)) == [sentence]


@pytest.mark.parametrize(
    ("locale", "expected"),
    [
        (
            "zh",
            "核验未通过：结论为缺少证据支撑（unsupported），首个未通过的检查为 answer.support；"
            "共 3 条论断，略去 2 条未通过核验的论断。",
        ),
        (
            "en",
            "Not verified. Verdict: unsupported by the evidence (unsupported); "
            "first failing check: answer.support; 2 of 3 claims left out.",
        ),
    ],
)
def test_unsafe_verdict_opens_the_summary_with_verdict_check_and_left_out_count(
    refund: CompiledAnswer, locale: str, expected: str
) -> None:
    """Neither grounded nor abstained: the first line names verdict, first failure, omissions."""
    answer = with_verdict(
        replace(refund, summary_facts=(SummaryFact(text="a", citations=("K1",)),)),
        "unsupported",
        "answer.support",
        claims=3,
    )
    lines = texts(section(render_markdown(answer, locale=locale), locale, 1))
    assert lines == [expected, "a [K1]"]


@pytest.mark.parametrize("verdict", ["grounded", "abstained"])
@pytest.mark.parametrize("locale", LOCALES)
def test_safe_verdicts_add_no_verdict_line(
    refund: CompiledAnswer, verdict: Verdict, locale: str
) -> None:
    """A grounded or abstained answer's summary starts with its facts."""
    answer = with_verdict(
        replace(refund, summary_facts=(SummaryFact(text="a", citations=("K1",)),)), verdict, None
    )
    assert texts(section(render_markdown(answer, locale=locale), locale, 1)) == ["a [K1]"]


@pytest.mark.parametrize("locale", LOCALES)
def test_judge_downgrade_without_failed_check_says_so(refund: CompiledAnswer, locale: str) -> None:
    """A verdict downgraded with no failing check names no check."""
    answer = with_verdict(refund, "misaligned", None)
    first = texts(section(render_markdown(answer, locale=locale), locale, 1))[0]
    assert ("首个未通过的检查为无" if locale == "zh" else "first failing check: none;") in first


@pytest.mark.parametrize("locale", LOCALES)
def test_confidence_shows_the_value_and_every_chain_term(
    refund: CompiledAnswer, locale: str
) -> None:
    """With a chain: the value and the three terms, four decimals each."""
    breakdown = refund.canonical.confidence_breakdown
    body = texts(section(render_markdown(refund, locale=locale), locale, 4))
    assert body[0].startswith(f"{refund.canonical.confidence:.4f}")
    terms = [breakdown.edge_coverage, breakdown.retrieval_quality, breakdown.currentness]
    assert [line.rsplit(" ", 1)[-1].rsplit("：", 1)[-1] for line in body[2:-1]] == [
        f"{term:.4f}" for term in terms
    ]


@pytest.mark.parametrize("locale", LOCALES)
def test_confidence_without_chain_shows_cap_and_citation_count(
    articles: CompiledAnswer, locale: str
) -> None:
    """Without a chain: the value, the 0.49 cap and the citation count."""
    body = texts(section(render_markdown(articles, locale=locale), locale, 4))
    assert body[0].startswith(f"{articles.canonical.confidence:.4f}")
    assert "0.49" in body[0]
    assert body[-2].endswith(str(len(articles.canonical.citations)))


@pytest.mark.parametrize("locale", LOCALES)
def test_confidence_says_it_describes_the_evidence_not_the_draft(
    refund: CompiledAnswer, articles: CompiledAnswer, locale: str
) -> None:
    """Next to a failed verdict, confidence is said to describe the evidence, not the draft."""
    failed = with_verdict(refund, "unsupported", "answer.support")
    for answer in (refund, articles, failed):
        last = texts(section(render_markdown(answer, locale=locale), locale, 4))[-1]
        assert ("不描述草稿" if locale == "zh" else "not the draft") in last


@pytest.mark.parametrize("locale", LOCALES)
def test_citations_show_each_locator_and_link_only_http(
    articles: CompiledAnswer, locale: str
) -> None:
    """Every citation is one list item; only its http/https URL becomes a link."""
    body = section(render_markdown(articles, locale=locale), locale, 5)
    items = [t for t in body if t.type == "inline"]
    assert len(items) == len(articles.canonical.citations) <= 10
    hrefs = [c.attrs["href"] for t in items for c in t.children or [] if c.type == "link_open"]
    assert hrefs == [
        "https://help.example.com/refunds/timing?lang=en&v=3",
        "http://Tickets.Example.com/t/881",
    ]
    codes = [c.content for t in items for c in t.children or [] if c.type == "code_inline"]
    assert "ftp://files.example.com/policy.pdf" in codes  # shown, not linked
    for citation, item in zip(articles.canonical.citations, items, strict=True):
        assert plain(item).startswith(citation.id)


def test_code_citations_show_repo_file_symbol_line_and_commit(refund: CompiledAnswer) -> None:
    """A code citation shows every part of its locator."""
    first = texts(section(render_markdown(refund, locale="en"), "en", 5))[0]
    assert first == (
        "K1 (code) OrderController.refund: repo shop/order-service · "
        "file src/main/java/shop/order/OrderController.java · symbol OrderController.refund · "
        "line 42 · commit 9f3c2ab"
    )


LIMITATION_CODES: tuple[LimitationCode, ...] = get_args(LimitationCode)


@pytest.mark.parametrize("locale", LOCALES)
def test_every_limitation_code_has_its_own_sentence(refund: CompiledAnswer, locale: str) -> None:
    """Each limitation code is said in words, distinct per code; the English detail never shows."""
    limits = tuple(Limitation(code=code, detail=f"d-{code}") for code in LIMITATION_CODES)
    lines = texts(
        section(render_markdown(replace(refund, limitations=limits), locale=locale), locale, 6)
    )
    assert len(lines) == len(LIMITATION_CODES)
    assert len(set(lines)) == len(lines)
    assert not any("d-" in line for line in lines)


LIMITATION_DATA = (
    Limitation(code="no_verified_chain", detail="no graph was given", reasons=("no_graph",)),
    Limitation(code="forced_insufficient", detail="x", items=("clarify",)),
    Limitation(code="future_versions_excluded", detail="x", count=2),
    Limitation(code="not_current_source", detail="not marked current: K1", items=("K1", "K3")),
    Limitation(code="currentness_unknown", detail="x", items=("K2",)),
    Limitation(
        code="answer_support_failed",
        detail="c1: the claim negates '质'",
        reasons=("condition_dropped", "negation_mismatch"),
        notes=(
            ClaimNote(claim="c1", reasons=("negation_mismatch",)),
            ClaimNote(claim="c2", reasons=("condition_dropped",)),
        ),
    ),
    Limitation(code="business_alignment_failed", detail="x", reasons=("missing_required_term",)),
)


def test_zh_limitations_are_chinese_said_once_and_whole(refund: CompiledAnswer) -> None:
    """No English detail, no repetition, no cut: each line is one Chinese sentence."""
    lines = texts(
        section(render_markdown(replace(refund, limitations=LIMITATION_DATA), locale="zh"), "zh", 6)
    )
    assert len(lines) == len(LIMITATION_DATA)
    for line in lines:
        english = re.sub(r"\bK\d+\b|\bc\d+\b|clarify", "", line)
        assert not re.search(r"[A-Za-z]{2,}", english), line
        assert "…" not in line and "详情" not in line and line.endswith("。")
        assert line.count("。") == 1
    assert "K1、K3" in lines[3] and "K2" in lines[4] and "2 条" in lines[2]
    assert "论断 c1（肯定或否定与证据相反）" in lines[5] and "论断 c2" in lines[5]
    assert "质" not in lines[5]


@pytest.mark.parametrize("locale", LOCALES)
def test_machine_data_is_the_last_block_and_parses_as_json(
    refund: CompiledAnswer, locale: str
) -> None:
    """The last block is a JSON fence with verdict, first failure, counts and request hash."""
    tokens = MD.parse(render_markdown(refund, locale=locale))
    assert tokens[-1].type == "fence" and tokens[-1].info == "json"
    data = json.loads(tokens[-1].content)
    assert data["verdict"] == refund.verdict
    assert data["first_failure"] == refund.grounding.first_failure
    assert data["request_hash"] == refund.request_hash
    assert data["evidence_count"] == refund.pack.evidence_count
    assert data["candidate_count"] == refund.pack.candidate_count
    assert data["exclusion_counts"] == refund.pack.exclusion_counts
    assert data["citations"] == [c.id for c in refund.canonical.citations]


@pytest.mark.parametrize("locale", LOCALES)
def test_scores_never_appear(refund: CompiledAnswer, locale: str) -> None:
    """Pack scores are kept for the system but no form of them is rendered."""
    scores = (0.91357, 0.82468, 0.73579, 0.64681)
    items = tuple(
        item.model_copy(update={"score": score})
        for item, score in zip(refund.pack.items, scores, strict=True)
    )
    answer = refund.model_copy(update={"pack": refund.pack.model_copy(update={"items": items})})
    markdown = render_markdown(answer, locale=locale)
    for score in scores:
        for text in (repr(score), f"{score:.4f}", f"{score:.3f}"):
            assert text not in markdown, text


@pytest.mark.parametrize("locale", LOCALES)
def test_rendering_twice_gives_identical_bytes(refund: CompiledAnswer, locale: str) -> None:
    """The renderer is deterministic."""
    assert (
        render_markdown(refund, locale=locale).encode()
        == render_markdown(refund, locale=locale).encode()
    )


@pytest.mark.parametrize("locale", LOCALES)
def test_output_ends_with_exactly_one_newline(refund: CompiledAnswer, locale: str) -> None:
    """The document ends with one final newline and has no trailing spaces or tabs."""
    markdown = render_markdown(refund, locale=locale)
    assert markdown.endswith("\n") and not markdown.endswith("\n\n")
    assert all(line == line.rstrip() for line in markdown.splitlines())
    assert "\t" not in markdown and "\r" not in markdown


def test_default_locale_is_chinese(refund: CompiledAnswer) -> None:
    """Without a locale the Chinese template is used."""
    assert render_markdown(refund) == render_markdown(refund, locale="zh")


def test_unknown_locale_is_a_render_error(refund: CompiledAnswer) -> None:
    """A locale without a template raises RenderError naming it."""
    with pytest.raises(RenderError, match="'fr'"):
        render_markdown(refund, locale="fr")


@pytest.mark.parametrize("name", ["answer.zh.md.j2", "answer.en.md.j2"])
def test_templates_are_package_data(name: str) -> None:
    """The templates live inside the answerc package, so the wheel ships them."""
    assert resources.files("answerc.render").joinpath("templates", name).is_file()
