"""The only Jinja2 Environment of answerc, and the pure filters that make input text inert.

Every piece of text that reaches the Markdown from input (query, claims, titles, locators,
chain ids and labels, relations, limitation details) goes through one of three filters:

* ``md_escape``: plain text. Controls and line breaks become spaces, invisible format
  characters (zero-width, bidi controls, tag characters) are removed, and every ASCII
  punctuation character that has a meaning anywhere in CommonMark, GFM or a linkifier is
  backslash-escaped, and a word joiner (U+2060, invisible) follows each ``@``. No tag, link,
  image, autolink, emphasis, heading, list, quote, table or fence can form, and no bare URL,
  domain or e-mail address can be linkified by markdown-it (linkify), cmark-gfm (GitHub's
  autolink extension, which sees through escapes for addresses) or mistune.
* ``md_code``: an inline code span with a fence one backtick longer than any run inside.
* ``md_link``: a link only for a well-formed ``http``/``https`` URL with a plain ASCII host
  (no user info, no IDN, no character reference such as ``&#106;`` in it); any other URL is
  shown as a code span and never linked.

The environment's ``finalize`` escapes every ``{{ … }}`` that is not already ``Markdown``,
so a template that forgets a filter still prints inert text; ``None``, booleans and floats
are refused (the view formats numbers in Python).
"""

from __future__ import annotations

import re
import string
import unicodedata
from typing import Final

import jinja2

from answerc.errors import RenderError


class Markdown(str):
    """Text that is already safe Markdown; the environment prints it verbatim."""

    __slots__ = ()


_KEEP: Final = frozenset(",;?'\"%")
"""ASCII punctuation with no Markdown meaning in any position: left as written."""
_ESCAPED: Final = frozenset(string.punctuation) - _KEEP
_ESCAPE_TABLE: Final = str.maketrans({c: "\\" + c for c in _ESCAPED})
"""The escaping as one translation table: the reference ``md_escape`` is held equal to."""
_ESCAPE_PAIRS: Final = tuple((c, "\\" + c) for c in sorted(_ESCAPED, key=lambda c: (c != "\\", c)))
"""The same escaping as replacements, the backslash first so no added one is escaped again."""
_NEEDS_ESCAPE: Final = re.compile("[" + re.escape("".join(sorted(_ESCAPED))) + "]")
_SPACE_CATEGORIES: Final = frozenset({"Cc", "Zl", "Zp"})
WORD_JOINER: Final = "\u2060"
"""Invisible, zero-width, no line break: ``md_escape`` puts one after each ``@``."""
_ENTITY_LIKE: Final = re.compile(
    r"&(?:#[0-9]{1,7}|#[xX][0-9A-Fa-f]{1,6}|[A-Za-z][A-Za-z0-9]{0,31});"
)
"""An HTML character reference: renderers disagree on it inside a link target (cmark-gfm
keeps a backslash before it, mistune decodes it even after ``&amp;``), so no form of it is
safe there and such a URL is never linked."""
_MULTI_SPACE: Final = re.compile(" {2,}")

_HOST: Final = re.compile(
    r"(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)*"
    r"[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?::[0-9]{1,5})?\Z"
)
_URL_KEEP: Final = frozenset(string.ascii_letters + string.digits + ";/?:@&=+$,-_.!~*'()#")
"""Characters kept as they are in a link target (the set markdown-it leaves unencoded)."""
_HEX: Final = frozenset(string.hexdigits)
_DESTINATION_ESCAPE: Final = frozenset("()")


def clean_text(value: str | int) -> str:
    """Make one line of visible text: no controls, no line breaks, no invisible formatting.

    Controls (C0, C1, DEL) and line or paragraph separators become spaces; format
    characters (zero-width spaces and joiners, bidi embeddings, overrides and isolates, the
    BOM, tag characters) are removed; lone surrogates become U+FFFD; runs of spaces collapse
    and the ends are trimmed.

    Example:
        >>> clean_text("a\\r\\n  b\\u202e\\u200bc ")
        'a bc'
        >>> clean_text(42)
        '42'
    """
    text = value if type(value) is str else str(value)
    if text.isprintable():
        # no control, separator (but the space), format or surrogate character: kept whole
        return (_MULTI_SPACE.sub(" ", text) if "  " in text else text).strip()
    out: list[str] = []
    for char in text:
        category = unicodedata.category(char)
        if category in _SPACE_CATEGORIES:
            out.append(" ")
        elif category == "Cf":
            continue
        elif category == "Cs":
            out.append("\ufffd")
        else:
            out.append(char)
    return _MULTI_SPACE.sub(" ", "".join(out)).strip()


def md_escape(value: str | int) -> Markdown:
    """Escape text so that Markdown shows it literally, on one line.

    Example:
        >>> print(md_escape("# <b>hi</b> [x](javascript:alert(1)) a.b"))
        \\# \\<b\\>hi\\<\\/b\\> \\[x\\]\\(javascript\\:alert\\(1\\)\\) a\\.b
        >>> print(md_escape("退款，7 天内到账？"))
        退款，7 天内到账？
    """
    text = clean_text(value)
    if _NEEDS_ESCAPE.search(text) is None:
        return Markdown(text)
    # str.replace per character present is several times faster than str.translate with a
    # dict table on long text (a test holds the two equal)
    for char, escaped in _ESCAPE_PAIRS:
        if char in text:
            text = text.replace(char, escaped)
    if "@" in text:
        # cmark-gfm's autolink extension links an e-mail address (and mailto:/xmpp:) even
        # when every character is escaped; a word joiner right after "@" (invisible, no
        # break) leaves no address to link in any renderer
        text = text.replace("@", "@" + WORD_JOINER)
    return Markdown(text)


def _longest_run(text: str, char: str) -> int:
    if char not in text:
        return 0
    longest = current = 0
    for c in text:
        current = current + 1 if c == char else 0
        longest = max(longest, current)
    return longest


def md_code(value: str | int) -> Markdown:
    """Show text as an inline code span; nothing inside a code span is Markdown.

    Example:
        >>> print(md_code("OrderController.refund"))
        `OrderController.refund`
        >>> print(md_code("a``b"))
        ```a``b```
        >>> print(md_code("`x"))
        `` `x ``
    """
    text = clean_text(value)
    if not text:
        return Markdown("")
    fence = "`" * (_longest_run(text, "`") + 1)
    pad = " " if text.startswith("`") or text.endswith("`") else ""
    return Markdown(f"{fence}{pad}{text}{pad}{fence}")


def fence_for(*texts: str) -> Markdown:
    """Return a backtick code fence longer than any backtick run in the texts (at least 3).

    Example:
        >>> print(fence_for("plain"), fence_for("a ```` b"))
        ``` `````
    """
    return Markdown("`" * max(3, *(_longest_run(t, "`") + 1 for t in texts)))


def _encode_target(text: str) -> str:
    out: list[str] = []
    for index, char in enumerate(text):
        escape = text[index + 1 : index + 3]
        if char in _URL_KEEP or (char == "%" and len(escape) == 2 and set(escape) <= _HEX):
            out.append(char)
        else:
            out.extend(f"%{byte:02X}" for byte in char.encode("utf-8"))
    return "".join(out)


def safe_href(url: str) -> str | None:
    """Return the link target for an http/https URL, or None when it must not be linked.

    Linked: scheme ``http`` or ``https`` (any case) followed by ``//``, a plain ASCII host
    name with an optional port (no user info, no IP-literal brackets, no IDN), and no
    whitespace or control character anywhere. The path, query and fragment are
    percent-encoded (UTF-8) outside the characters markdown-it leaves as they are, so the
    target is exactly the ``href`` a CommonMark renderer produces.

    Example:
        >>> safe_href("HTTPS://wiki.example.com/页面?a=1&b=(2)")
        'https://wiki.example.com/%E9%A1%B5%E9%9D%A2?a=1&b=(2)'
        >>> [safe_href(u) for u in ("javascript:alert(1)", "https://a@b.com/", "ftp://x.org")]
        [None, None, None]
    """
    text = url.strip()
    if not text or any(unicodedata.category(c)[0] in "CZ" for c in text):
        return None
    scheme, colon, rest = text.partition(":")
    if not colon or scheme.lower() not in {"http", "https"} or not rest.startswith("//"):
        return None
    after = rest[2:]
    cut = min((i for i in (after.find(c) for c in "/?#") if i >= 0), default=len(after))
    host, tail = after[:cut], after[cut:]
    if not _HOST.match(host) or _ENTITY_LIKE.search(tail):
        return None
    return f"{scheme.lower()}://{host}{_encode_target(tail)}"


def md_link(value: str) -> Markdown:
    """Link an http/https URL (the URL itself is the link text); anything else is code.

    Example:
        >>> print(md_link("https://example.com/a_(b)"))
        [`https://example.com/a_(b)`](https://example.com/a_\\(b\\))
        >>> print(md_link("javascript:alert(1)"))
        `javascript:alert(1)`
    """
    href = safe_href(value)
    if href is None:
        return md_code(value)
    target = "".join("\\" + c if c in _DESTINATION_ESCAPE else c for c in href)
    return Markdown(f"[{md_code(value)}]({target})")


def _finalize(value: object) -> object:
    """Escape every printed value that is not already Markdown; refuse ambiguous types."""
    if type(value) is Markdown or isinstance(value, Markdown | jinja2.Undefined):
        return value
    if isinstance(value, bool) or value is None or isinstance(value, float):
        raise RenderError(f"a template printed {value!r}; format it in the view")
    if isinstance(value, int | str):
        return md_escape(value)
    raise RenderError(f"a template printed a {type(value).__name__}; give it a str")


def _fail(message: str) -> str:
    raise RenderError(message)


ENV: Final = jinja2.Environment(
    loader=jinja2.PackageLoader("answerc.render", "templates"),
    auto_reload=False,  # packaged templates never change: no stat of the file per render
    undefined=jinja2.StrictUndefined,  # a typo is an error, not an empty string
    autoescape=False,  # Markdown, not HTML: escape with md_escape (and finalize)
    keep_trailing_newline=True,
    trim_blocks=True,
    lstrip_blocks=True,
    finalize=_finalize,
)
ENV.filters["md_escape"] = md_escape
ENV.filters["md_code"] = md_code
ENV.filters["md_link"] = md_link
ENV.globals["fail"] = _fail
