"""Golden Markdown for every request fixture, in both locales (STYLE: golden-file workflow).

Update with ``pytest tests/test_render_golden.py --update-goldens`` and read the diff.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import pytest

from answerc.contract.wire import load_request
from answerc.pipeline import compile as compile_request
from answerc.render import LOCALES, render_markdown

ROOT = Path(__file__).resolve().parent.parent
REQUESTS = ROOT / "fixtures" / "requests"
GOLDEN = ROOT / "fixtures" / "golden"
STEMS = sorted(path.stem for path in REQUESTS.glob("*.json"))
GOLDEN_NAME = re.compile(r"(?P<stem>.+)\.(?P<locale>zh|en)\.md\Z")


def test_there_are_request_fixtures_to_render() -> None:
    """The golden suite is not vacuous: the fixture directory has requests."""
    assert STEMS


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("stem", STEMS)
def test_rendering_matches_golden(
    stem: str, locale: str, golden: Callable[[Path, str], None]
) -> None:
    """Each fixture compiles and renders to its golden Markdown, the same bytes twice."""
    compiled = compile_request(load_request((REQUESTS / f"{stem}.json").read_bytes()))
    first = render_markdown(compiled, locale=locale)
    assert render_markdown(compiled, locale=locale) == first
    golden(GOLDEN / f"{stem}.{locale}.md", first)


def test_no_golden_markdown_is_orphaned() -> None:
    """Every golden .md file is named <request>.<locale>.md after an existing request."""
    orphans = []
    for path in sorted(GOLDEN.glob("*.md")):
        match = GOLDEN_NAME.match(path.name)
        if match is None or match["stem"] not in STEMS:
            orphans.append(path.name)
    assert not orphans, f"golden Markdown without a request fixture: {orphans}"
