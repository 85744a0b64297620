"""The escaping filters, checked by parsing their output with a real CommonMark/GFM parser."""

from __future__ import annotations

from typing import Any

import jinja2
import pytest
from hypothesis import given
from hypothesis import strategies as st
from markdown_it import MarkdownIt
from markdown_it.token import Token

from answerc.errors import RenderError
from answerc.render.environment import (
    _ESCAPE_TABLE,
    ENV,
    WORD_JOINER,
    Markdown,
    clean_text,
    fence_for,
    md_code,
    md_escape,
    md_link,
    safe_href,
)

# commonmark + GFM tables + strikethrough + linkify (bare URLs, domains, e-mail), raw HTML on
MD = MarkdownIt("gfm-like")

ATTACKS = (
    "<script>alert(1)</script>",
    "<img src=x onerror=alert(1)>",
    "<!-- hidden -->",
    "![image](https://evil.example/x.png)",
    "![image][ref]",
    "[click](javascript:alert(1))",
    "[click](JaVaScRiPt:alert(1))",
    "[click]( javascript:alert(1) )",
    "[click](&#106;avascript:alert(1))",
    "[click](java\tscript:alert(1))",
    "[click](data:text/html;base64,PHNjcmlwdD4=)",
    "[click](vbscript:msgbox(1))",
    "<http://evil.example>",
    "<javascript:alert(1)>",
    "<user@evil.example>",
    "https://evil.example/path",
    "HTTP://EVIL.EXAMPLE",
    "www.evil.example",
    "see evil.com and README.md and app.py",
    "user@evil.example",
    "mailto:user@evil.example",
    "//localhost/x",
    "[ref]: https://evil.example",
    "[ref]",
    "[K1]",
    "# heading",
    "###### h6",
    "- item",
    "* item",
    "+ item",
    "1. item",
    "1) item",
    "> quote",
    "---",
    "***",
    "___",
    "===",
    "| a | b |\n|---|---|\n| c | d |",
    "```\ncode\n```",
    "~~~\ncode\n~~~",
    "    indented code",
    "`code`",
    "*em* **strong** _u_ ~~del~~",
    "&lt;script&gt;",
    "&#60;b&#62;",
    "line\nbreak",
    "hard  \nbreak",
    "back\\\nslash",
    "crlf\r\nline",
    "sep\u2028line\u2029para\x85nel",
    "zero\u200bwidth\u200c\u200d\u2060\ufeff",
    "bidi \u202eevil\u202c \u2066iso\u2069 \u061c",
    "tag\U000e0041\U000e007f chars",
    "nul\x00 esc\x1b[31m del\x7f",
    "退款 7 天内到账，[K1]",
)


def visible(text: str) -> str:
    """What a reader sees of escaped text: the cleaned text, a word joiner after each @."""
    return clean_text(text).replace("@", "@" + WORD_JOINER)


def inline_children(markdown: str) -> list[Token]:
    """Parse a one-paragraph document and return the inline children."""
    tokens = MD.parse(markdown)
    assert [t.type for t in tokens] == ["paragraph_open", "inline", "paragraph_close"], markdown
    return list(tokens[1].children or [])


@pytest.mark.parametrize("attack", ATTACKS)
def test_escaped_text_parses_as_one_text_token_with_the_cleaned_text(attack: str) -> None:
    """md_escape output after a prefix is a single paragraph of literal text."""
    children = inline_children("x " + md_escape(attack))
    assert [c.type for c in children] == ["text"], children
    assert children[0].content == "x " + visible(attack)


@pytest.mark.parametrize("attack", ATTACKS)
def test_escaped_text_stays_literal_inside_a_list_item_and_a_heading(attack: str) -> None:
    """At the start of a list item or a heading, escaped text creates no nested block."""
    for prefix, kinds in (
        ("- ", ["bullet_list_open", "list_item_open", "paragraph_open"]),
        ("## ", ["heading_open"]),
    ):
        tokens = MD.parse(prefix + md_escape(attack) + "\n")
        assert [t.type for t in tokens][: len(kinds)] == kinds
        inline = [t for t in tokens if t.type == "inline"]
        assert len(inline) == 1
        assert [c.type for c in inline[0].children or []] in ([], ["text"])
        blocks = [t.type for t in tokens if t.type != "inline"]
        assert len(blocks) == 2 * len(kinds)


@pytest.mark.parametrize("attack", ATTACKS)
def test_code_span_holds_any_text_verbatim(attack: str) -> None:
    """md_code output is exactly one code_inline token whose content is the cleaned text."""
    children = inline_children("x " + md_code(attack) + " y")
    kinds = [c.type for c in children]
    assert kinds == ["text", "code_inline", "text"], children
    assert children[1].content == clean_text(attack)


TEXT = st.text(
    alphabet=st.one_of(
        st.characters(exclude_categories=()),  # everything, surrogates included
        st.sampled_from("\\`*_{}[]()#+-.!|<>~:/@&;=$^\"' \n\t"),
    ),
    max_size=40,
) | st.lists(st.sampled_from(ATTACKS), max_size=4).map("".join)


@given(text=TEXT)
def test_total_md_escape_is_one_literal_text_token(text: str) -> None:
    """Any string, escaped, parses back to exactly its cleaned text and nothing else."""
    escaped = md_escape(text)
    cleaned = clean_text(text)
    if not cleaned:
        assert escaped == ""
        return
    children = inline_children("x " + escaped)
    assert [c.type for c in children] == ["text"], (text, children)
    assert children[0].content == "x " + visible(text)


@given(text=TEXT)
def test_md_escape_equals_one_translation_of_the_cleaned_text(text: str) -> None:
    """The replace-per-character fast path escapes exactly as the single translation table."""
    expected = clean_text(text).translate(_ESCAPE_TABLE).replace("@", "@" + WORD_JOINER)
    assert md_escape(text) == expected


@given(text=TEXT)
def test_total_md_code_is_one_code_span(text: str) -> None:
    """Any string with visible content becomes exactly one code span holding that content."""
    cleaned = clean_text(text)
    code = md_code(text)
    if not cleaned:
        assert code == ""
        return
    children = inline_children("x " + code + " y")
    assert [c.type for c in children] == ["text", "code_inline", "text"], (text, children)
    assert children[1].content == cleaned


@given(text=TEXT)
def test_idempotent_clean_text(text: str) -> None:
    """Cleaning twice gives the same one-line text, free of controls and format characters."""
    once = clean_text(text)
    assert clean_text(once) == once
    assert "\n" not in once and "\r" not in once
    once.encode("utf-8")  # no lone surrogate survives


def test_clean_text_removes_bidi_and_zero_width_characters() -> None:
    """Bidi overrides, isolates, zero-width characters and the BOM are removed."""
    assert clean_text("a\u202eb\u2066c\u2069\u200bd\ufeffe\u00adf") == "abcdef"


def test_clean_text_turns_line_breaks_into_single_spaces() -> None:
    """Every kind of line break becomes a space and runs of spaces collapse."""
    assert clean_text("a\r\n\nb\u2028c\x85d\x0be\tf") == "a b c d e f"


def test_lone_surrogates_become_replacement_characters() -> None:
    """A lone surrogate (possible from a JSON escape) is replaced so the output encodes."""
    assert md_escape("a\ud800b") == "a\ufffdb"


@pytest.mark.parametrize(
    "url",
    [
        "javascript:alert(1)",
        "JaVaScRiPt:alert(1)",
        " javascript:alert(1)",
        "java\tscript:alert(1)",
        "java\u200bscript:alert(1)",
        "&#106;avascript:alert(1)",
        "javascript&colon;alert(1)",
        "data:text/html;base64,PHNjcmlwdD4=",
        "DATA:text/html,x",
        "vbscript:msgbox(1)",
        "file:///etc/passwd",
        "ftp://files.example.com/a",
        "mailto:user@example.com",
        "//evil.example/x",
        "https:evil.example",
        "https:/evil.example",
        "https:\\\\evil.example",
        "https://evil.example\\@good.example/",
        "https://good.example@evil.example/",
        "https://user:pass@good.example/",
        "https://例子.中国/",
        "https://xn--80ak6aa92e.com\u0430/",
        "https://good.example/a b",
        "https://good.example/a\nb",
        "https://[::1]/",
        "https://",
        "",
    ],
)
def test_only_well_formed_http_urls_get_a_link_target(url: str) -> None:
    """Anything but http/https with a plain host and no whitespace is never linked."""
    assert safe_href(url) is None
    rendered = md_link(url)
    assert not any(c.type == "link_open" for c in MD.parseInline("x " + rendered)[0].children or [])


@pytest.mark.parametrize(
    ("url", "href"),
    [
        (
            "https://wiki.example.com/pages/refund-flow",
            "https://wiki.example.com/pages/refund-flow",
        ),
        ("HTTP://Example.com:8080/a?b=1&c=2#d", "http://Example.com:8080/a?b=1&c=2#d"),
        ("https://example.com/a_(b)/[c]", "https://example.com/a_(b)/%5Bc%5D"),
        (
            "https://example.com/退款?q=七天",
            "https://example.com/%E9%80%80%E6%AC%BE?q=%E4%B8%83%E5%A4%A9",
        ),
        ("https://example.com/%41%zz", "https://example.com/%41%25zz"),
        ('https://example.com/a<b>"`{|}^\\', "https://example.com/a%3Cb%3E%22%60%7B%7C%7D%5E%5C"),
        ("  https://example.com/  ", "https://example.com/"),
    ],
)
def test_http_links_point_exactly_at_the_normalized_url(url: str, href: str) -> None:
    """The link target is the URL as a CommonMark renderer would normalize it."""
    assert safe_href(url) == href
    children = MD.parseInline("x " + md_link(url))[0].children or []
    links = [c for c in children if c.type == "link_open"]
    assert [link.attrs["href"] for link in links] == [href]
    assert MD.normalizeLink(href) == href
    assert [c.type for c in children] == ["text", "link_open", "code_inline", "link_close"]


@given(
    path=st.text(max_size=30),
    host=st.from_regex(r"[a-z0-9]{1,10}(\.[a-z]{2,5}){0,2}", fullmatch=True),
)
def test_total_md_link_targets_survive_markdown_normalization(path: str, host: str) -> None:
    """For any path, a linked URL's target is unchanged by markdown-it's link normalization."""
    url = f"https://{host}/{path}"
    href = safe_href(url)
    children = MD.parseInline("x " + md_link(url))[0].children or []
    links = [c.attrs["href"] for c in children if c.type == "link_open"]
    if href is None:
        assert links == []
    else:
        assert links == [href]
        assert href.startswith(f"https://{host}/")


def test_fence_is_longer_than_any_backtick_run() -> None:
    """A code fence is at least three backticks and longer than every run in the content."""
    assert fence_for("no ticks") == "```"
    assert fence_for("a ```` b", "``") == "`````"


def test_finalize_escapes_unfiltered_strings() -> None:
    """A template that prints input without a filter still prints inert, escaped text."""
    out = ENV.from_string("- {{ s }}").render(s="[x](javascript:alert(1)) <b>")
    assert out == "- " + md_escape("[x](javascript:alert(1)) <b>")


def test_finalize_passes_markdown_through() -> None:
    """Values the filters already made Markdown are printed as they are."""
    assert (
        ENV.from_string("{{ s|md_code }} {{ m }}").render(s="a", m=Markdown("**b**")) == "`a` **b**"
    )


@pytest.mark.parametrize("value", [None, True, 0.5, [1]])
def test_finalize_refuses_values_without_an_unambiguous_text(value: object) -> None:
    """None, booleans, floats and containers are refused instead of printed as Python reprs."""
    with pytest.raises(RenderError):
        ENV.from_string("{{ value }}").render(value=value)


def test_undefined_name_in_a_template_is_an_error() -> None:
    """StrictUndefined: a typo in a template raises instead of printing nothing."""
    with pytest.raises(jinja2.UndefinedError):
        ENV.from_string("{{ missing }}").render()


def _renderers() -> dict[str, Any]:
    import cmarkgfm
    import mistune

    return {
        "markdown-it": MD.render,
        "cmark-gfm": cmarkgfm.github_flavored_markdown_to_html,
        "mistune": mistune.html,
    }


@pytest.mark.parametrize(
    "text",
    [
        "user@evil.example",
        "mailto:x@y.z",
        "xmpp:x@y.z/resource",
        "contact user@evil.example. now",
        "www.evil.example",
        "https://evil.example/x",
        "<user@evil.example>",
        *ATTACKS,
    ],
)
def test_escaped_text_is_inert_in_all_three_renderers(text: str) -> None:
    """markdown-it, cmark-gfm (GitHub, autolink on) and mistune all render plain text."""
    for name, render in _renderers().items():
        out = render("x " + md_escape(text))
        assert "<a" not in out and "<img" not in out, (name, out)
        assert out.count("<") == 2, (name, out)  # <p> and </p>, nothing else


@pytest.mark.parametrize(
    "url",
    ["https://ok.example/&#106;", "https://ok.example/?a=1&copy;=2", "https://ok.example/&#x6a;x"],
)
def test_urls_holding_a_character_reference_are_never_linked(url: str) -> None:
    """Renderers disagree on &#106; in a link target (/%5Cj, /j): such a URL is code."""
    assert safe_href(url) is None
    for name, render in _renderers().items():
        assert "<a" not in render("x " + md_link(url)), name


@pytest.mark.parametrize(
    "url", ["https://ok.example/a?b=1&c=2", "https://ok.example/a_(b)", "https://ok.example/&x"]
)
def test_linked_urls_get_the_same_target_in_all_three_renderers(url: str) -> None:
    """An ampersand or parentheses in a linked URL reach every renderer's href unchanged."""
    href = safe_href(url)
    assert href is not None
    for name, render in _renderers().items():
        out = render("x " + md_link(url))
        assert f'href="{href.replace("&", "&amp;")}"' in out, (name, out)
