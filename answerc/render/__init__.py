"""Markdown rendering (SPEC §9): one fixed template per locale, inert against hostile text.

``render_markdown`` reads the compiled answer only: the same answer gives the same bytes.
"""

from __future__ import annotations

from typing import Final

import jinja2

from answerc.contract.output import CompiledAnswer
from answerc.errors import RenderError
from answerc.render.environment import ENV, md_code, md_escape, md_link, safe_href
from answerc.render.view import build_view

__all__ = ["LOCALES", "md_code", "md_escape", "md_link", "render_markdown", "safe_href"]

LOCALES: Final = ("zh", "en")
"""Rendering languages; ``zh`` is the default."""


def render_markdown(compiled: CompiledAnswer, *, locale: str = "zh") -> str:
    """Render a compiled answer as Markdown in the given locale.

    Raises:
        RenderError: for an unknown locale or a template bug (never for bad input text).
    """
    if locale not in LOCALES:
        raise RenderError(f"unknown locale {locale!r}; one of: {', '.join(LOCALES)}")
    try:
        template = ENV.get_template(f"answer.{locale}.md.j2")
        return template.render(v=build_view(compiled))
    except jinja2.TemplateError as err:
        raise RenderError(f"answer.{locale}.md.j2: {err}") from err
