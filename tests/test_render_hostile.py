"""Hostile text in every field that reaches the Markdown leaves the document's structure alone.

Each test renders an answer twice: once with hostile strings in every field that reaches
the Markdown, once with each string replaced by a harmless placeholder ("x", or a plain
https URL where the hostile URL is linkable). Parsed with markdown-it (GFM-like: tables,
strikethrough, linkify, raw HTML on), both must give the same token structure; the
hostile one must contain no HTML, no image and no link other than its http/https locators.
"""

from __future__ import annotations

import ast
import html.parser
import json
from collections.abc import Callable, Iterator
from itertools import cycle
from pathlib import Path
from typing import Any

import cmarkgfm
import mistune
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from markdown_it import MarkdownIt
from markdown_it.token import Token

from answerc.contract.output import Citation, CompiledAnswer, SummaryFact
from answerc.contract.request import Locator
from answerc.contract.wire import load_request
from answerc.pipeline import compile as compile_request
from answerc.render import render_markdown
from answerc.render.environment import WORD_JOINER, clean_text, safe_href
from answerc.render.view import LOCATOR_FIELDS

MD = MarkdownIt("gfm-like")


def _cmark(markdown: str) -> str:
    return cmarkgfm.github_flavored_markdown_to_html(markdown)


OTHER_RENDERERS = {"cmark-gfm": _cmark, "mistune": mistune.html}
"""GitHub's renderer (cmark-gfm with its extensions, autolink included) and mistune."""


class _Shape(html.parser.HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.tags: list[str] = []
        self.hrefs: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append(tag)
        if tag == "a":
            self.hrefs.append(dict(attrs).get("href") or "")

    def handle_comment(self, data: str) -> None:
        self.tags.append("<!--")


def html_shape(text: str) -> tuple[list[str], list[str]]:
    """The start tags (and comments) of an HTML rendering, and its link targets."""
    shape = _Shape()
    shape.feed(text)
    shape.close()
    return shape.tags, shape.hrefs
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

FRAGMENTS = (
    "<script>alert(1)</script>",
    "<img src=x onerror=alert(1)>",
    "<!--",
    "-->",
    "</div>",
    "![i](https://evil.example/i.png)",
    "![i][r]",
    "[x](javascript:alert(1))",
    "[x](JaVaScRiPt:alert(1))",
    "[x](&#106;avascript:alert(1))",
    "[x](data:text/html,x)",
    "[x](vbscript:x)",
    "<http://evil.example>",
    "<javascript:alert(1)>",
    "<a@evil.example>",
    "https://evil.example/p",
    "www.evil.example",
    "evil.com",
    "a@evil.example",
    "//localhost",
    "mailto:a@b.c",
    "javascript:alert(1)",
    " JAVASCRIPT:x",
    "data:image/png;base64,AA==",
    "[r]: https://evil.example",
    "[K1]",
    "[^1]",
    "# ",
    "## ",
    "- ",
    "* ",
    "+ ",
    "1. ",
    "1) ",
    "> ",
    "---",
    "***",
    "___",
    "===",
    "|",
    "| a | b |",
    "|---|---|",
    "```",
    "~~~",
    "````",
    "    ",
    "\t",
    "`",
    "``",
    "\\",
    "*",
    "**",
    "_",
    "~~",
    "&lt;",
    "&gt;",
    "&amp;",
    "&#60;",
    "&#x3C;",
    "&nbsp;",
    "\n",
    "\r\n",
    "\r",
    "\n\n",
    "\u2028",
    "\u2029",
    "\x85",
    "\x0b",
    "\x0c",
    "\x00",
    "\x1b[31m",
    "\x7f",
    "\u200b",
    "\u200d",
    "\u2060",
    "\ufeff",
    "\u202e",
    "\u202d",
    "\u2066",
    "\u2069",
    "\u061c",
    "\u00ad",
    "\U000e0041",
    "\ud800",
    "退款",
    "七天",
    "：",
    "。",
    "［K１］",
    "＜b＞",
    "ｊａｖａｓｃｒｉｐｔ：",
    "$x$",
    "@all",
    "#12",
    ":smile:",
    "{#id}",
    "\\(",
    "\\[",
    "  \n",
    "\\\n",
    '"',
    "'",
    ")",
    "(",
    "]",
    "[",
    ">",
    "<",
)
HOSTILE = st.lists(
    st.one_of(
        st.sampled_from(FRAGMENTS),
        st.text(st.characters(exclude_categories=()), max_size=6),
    ),
    max_size=6,
).map("".join)


def compiled_fixture(path: Path) -> CompiledAnswer:
    """Compile a request fixture through the real pipeline."""
    return compile_request(load_request(path.read_bytes()))


def _bases() -> list[CompiledAnswer]:
    """Every request fixture, as compiled and with supported facts and a grounded verdict."""
    out: list[CompiledAnswer] = []
    for path in sorted(FIXTURES.glob("*.json")):
        compiled = compiled_fixture(path)
        facts = (
            SummaryFact(text="a", citations=("K1",)),
            SummaryFact(text="b", citations=("K1", "K2")),
        )
        grounded = compiled.model_copy(
            update={
                "verdict": "grounded",
                "canonical": compiled.canonical.model_copy(update={"summary_facts": facts}),
            }
        )
        out += [compiled, grounded]
    return out


BASES = _bases()


def rebuild(base: CompiledAnswer, pick: Callable[[str], str]) -> CompiledAnswer:
    """Replace every text field that reaches the Markdown by pick(kind), in a fixed order.

    ``kind`` is ``"url"`` for locator URLs and ``"text"`` for everything else.
    """
    canonical, pack = base.canonical, base.pack
    items = tuple(
        item.model_copy(update={"title": pick("text"), "document_id": pick("text")})
        for item in pack.items
    )

    def locator(loc: Locator | None) -> Locator:
        return (
            Locator(
                **{
                    name: pick("url" if style == "link" else "text")
                    for name, style in LOCATOR_FIELDS
                }
            )
            if loc is not None
            else Locator()
        )

    citations = tuple(Citation(id=c.id, locator=locator(c.locator)) for c in canonical.citations)
    chain = canonical.chain
    if chain is not None:
        chain = chain.model_copy(
            update={
                "nodes": tuple(pick("text") for _ in chain.nodes),
                "labels": tuple(pick("text") for _ in chain.labels),
                "edges": tuple(
                    e.model_copy(update={"relation": pick("text")}) for e in chain.edges
                ),
            }
        )
    facts = tuple(
        SummaryFact(text=pick("text"), citations=tuple(pick("text") for _ in f.citations))
        for f in canonical.summary_facts
    )
    limitations = tuple(
        lim.model_copy(update={"detail": pick("text")}) for lim in canonical.limitations
    )
    return base.model_copy(
        update={
            "query": pick("text"),
            "request_id": pick("text"),
            "request_hash": pick("text"),
            "pack": pack.model_copy(update={"items": items, "exclusion_counts": {pick("text"): 1}}),
            "canonical": canonical.model_copy(
                update={
                    "citations": citations,
                    "chain": chain,
                    "summary_facts": facts,
                    "limitations": limitations,
                }
            ),
        }
    )


def placeholder(kind: str, value: str) -> str:
    """A harmless stand-in that keeps what decides the layout: emptiness and linkability."""
    if kind == "url" and safe_href(value) is not None:
        return "https://example.com/"
    return "x" if clean_text(value) else ""


def hostile_and_placeholder(
    base: CompiledAnswer, strings: list[str]
) -> tuple[CompiledAnswer, CompiledAnswer]:
    """The base filled with hostile strings (cycled), and the same with placeholders."""
    source: Iterator[str] = cycle(strings)
    used: list[tuple[str, str]] = []

    def take(kind: str) -> str:
        value = next(source)
        used.append((kind, value))
        return value

    hostile = rebuild(base, take)
    stand_ins = iter(placeholder(kind, value) for kind, value in used)
    return hostile, rebuild(base, lambda kind: next(stand_ins))


def skeleton(tokens: list[Token]) -> list[tuple[Any, ...]]:
    """The structure of a token stream: every token but plain text, without contents."""
    out: list[tuple[Any, ...]] = []
    for token in tokens:
        if token.type == "inline":
            out.append(
                (
                    "inline",
                    tuple(
                        (c.type, c.tag, c.nesting) for c in token.children or [] if c.type != "text"
                    ),
                )
            )
        else:
            out.append((token.type, token.tag, token.nesting, token.level, token.info))
    return out


def walk(tokens: list[Token]) -> Iterator[Token]:
    """Every token and inline child."""
    for token in tokens:
        yield token
        yield from token.children or []


def plain(inline: Token) -> str:
    """The text a reader sees in an inline token."""
    return "".join(c.content for c in inline.children or [] if c.type in ("text", "code_inline"))


def check_inert(hostile: CompiledAnswer, stand_in: CompiledAnswer, locale: str) -> None:
    """Assert that the hostile rendering has the placeholder rendering's structure and no
    HTML, image or foreign link, and that the verbatim parts hold the cleaned input."""
    markdown = render_markdown(hostile, locale=locale)
    markdown.encode("utf-8")
    tokens = MD.parse(markdown)
    assert skeleton(tokens) == skeleton(MD.parse(render_markdown(stand_in, locale=locale)))
    kinds = {t.type for t in walk(tokens)}
    assert not kinds & {
        "html_block",
        "html_inline",
        "image",
        "table_open",
        "hr",
        "blockquote_open",
        "code_block",
        "hardbreak",
        "softbreak",
        "s_open",
        "em_open",
    }, kinds
    expected = [
        safe_href(c.locator.url)
        for c in hostile.canonical.citations
        if c.locator is not None and c.locator.url and safe_href(c.locator.url)
    ]
    hrefs = [t.attrs["href"] for t in walk(tokens) if t.type == "link_open"]
    assert hrefs == expected
    placeholder = render_markdown(stand_in, locale=locale)
    for name, to_html in OTHER_RENDERERS.items():
        mine, theirs = html_shape(to_html(markdown)), html_shape(to_html(placeholder))
        assert mine[0] == theirs[0], (name, markdown)
        assert mine[1] == expected, (name, mine[1])
    assert all(str(h).startswith(("http://", "https://")) for h in hrefs)
    headings = [
        (t.tag, plain(tokens[i + 1])) for i, t in enumerate(tokens) if t.type == "heading_open"
    ]
    titles = [s for s in SECTIONS[locale] if hostile.canonical.chain or s not in ("代码", "Code")]
    query = clean_text(hostile.query).replace("@", "@" + WORD_JOINER)
    assert headings == [("h1", query), *(("h2", s) for s in titles)]
    fences = [t for t in tokens if t.type == "fence"]
    assert [f.info for f in fences] == (["python"] if hostile.canonical.chain else []) + ["json"]
    data = json.loads(fences[-1].content)
    assert data["request_id"] == hostile.request_id
    assert data["request_hash"] == hostile.request_hash
    if hostile.canonical.chain is not None:
        constant = ast.parse(fences[0].content).body[0]
        assert isinstance(constant, ast.Assign)
        assert ast.literal_eval(constant.value) == tuple(
            clean_text(n) for n in hostile.canonical.chain.nodes
        )


@settings(max_examples=150)
@given(
    base=st.sampled_from(BASES),
    strings=st.lists(HOSTILE, min_size=1, max_size=12),
    locale=st.sampled_from(["zh", "en"]),
)
def test_total_hostile_text_leaves_structure_unchanged(
    base: CompiledAnswer, strings: list[str], locale: str
) -> None:
    """Generated hostile strings in every rendered field never change the parsed structure."""
    hostile, stand_in = hostile_and_placeholder(base, strings)
    check_inert(hostile, stand_in, locale)


@pytest.mark.parametrize("fragment", FRAGMENTS)
@pytest.mark.parametrize("locale", ["zh", "en"])
def test_each_known_attack_is_inert_in_every_field(fragment: str, locale: str) -> None:
    """Each known attack string, alone and wrapped in text, is inert in every field."""
    for base in BASES[:2]:
        hostile, stand_in = hostile_and_placeholder(base, [fragment, f"a{fragment}b", fragment * 3])
        check_inert(hostile, stand_in, locale)


@pytest.mark.parametrize(
    "url",
    [
        "javascript:alert(1)",
        "JaVaScRiPt:alert(1)",
        " javascript:alert(1)",
        "java\nscript:x",
        "&#106;avascript:alert(1)",
        "data:text/html;base64,PHNjcmlwdD4=",
        "vbscript:x",
        "file:///etc/passwd",
        "//evil.example",
        "https://good.example@evil.example/",
    ],
)
def test_non_http_locator_urls_are_shown_but_never_linked(url: str) -> None:
    """A locator URL that is not plain http/https is shown as code and produces no link."""
    base = BASES[0]
    citations = tuple(
        c.model_copy(update={"locator": Locator(source_record="r", section="s", url=url)})
        for c in base.canonical.citations
    )
    answer = base.model_copy(
        update={"canonical": base.canonical.model_copy(update={"citations": citations})}
    )
    tokens = MD.parse(render_markdown(answer, locale="en"))
    assert not [t for t in walk(tokens) if t.type == "link_open"]
    codes = [t.content for t in walk(tokens) if t.type == "code_inline"]
    assert codes.count(clean_text(url)) == len(citations)
