"""answerc eval --html and --format junit: the files are parsed and their parts checked."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from html.parser import HTMLParser
from pathlib import Path

import pytest

from answerc.cli import main
from tests.eval_cases import EVIDENCE, case, false_safe, rejected, unsafe, write

HOSTILE = '<script>alert("x")</script><img src="https://evil.example/x.png">'


@dataclass
class Node:
    """One parsed element: its tag, attributes, text and children."""

    tag: str
    attrs: dict[str, str]
    children: list[Node] = field(default_factory=list)
    text: list[str] = field(default_factory=list)

    def all_text(self) -> str:
        """The text of this element and every element inside it."""
        return "".join(self.text) + "".join(c.all_text() for c in self.children)

    def iter(self) -> list[Node]:
        """This element and every element inside it, in document order."""
        return [self, *(n for c in self.children for n in c.iter())]

    def by_id(self, ident: str) -> Node:
        """The element with this id (exactly one must exist)."""
        found = [n for n in self.iter() if n.attrs.get("id") == ident]
        assert len(found) == 1, ident
        return found[0]

    def find_all(self, tag: str) -> list[Node]:
        """Every element with this tag inside this one."""
        return [n for n in self.iter() if n.tag == tag]


_VOID = {"meta", "br", "img", "link", "input", "hr", "source"}


class TreeBuilder(HTMLParser):
    """A small DOM builder on html.parser (SVG children included)."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.root = Node("#document", {})
        self.stack = [self.root]

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        node = Node(tag, {k: v or "" for k, v in attrs})
        self.stack[-1].children.append(node)
        if tag not in _VOID:
            self.stack.append(node)

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.stack[-1].children.append(Node(tag, {k: v or "" for k, v in attrs}))

    def handle_endtag(self, tag: str) -> None:
        if tag in _VOID:
            return
        while len(self.stack) > 1:
            if self.stack.pop().tag == tag:
                break

    def handle_data(self, data: str) -> None:
        self.stack[-1].text.append(data)


def parse_html(text: str) -> Node:
    """Parse an HTML page into Nodes."""
    builder = TreeBuilder()
    builder.feed(text)
    builder.close()
    return builder.root


CASES = [
    case(),
    false_safe(query=HOSTILE),
    rejected(),
    unsafe(),
]


def _html(tmp_path: Path, cases: list[dict[str, object]], *extra: str) -> tuple[int, str]:
    path = write(tmp_path / "set-1.jsonl", cases)
    out = tmp_path / "report.html"
    code = main(["eval", str(path), "--html", str(out), *extra])
    return code, out.read_text("utf-8")


def test_html_report_has_every_part(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Gate, thresholds, confusion matrix, bars, reliability and both case lists are there."""
    code, page = _html(tmp_path, CASES, "--max-safe-rejected", "0.5")
    assert code == 3
    assert capsys.readouterr().out.startswith("release gate: NOT READY")
    doc = parse_html(page)
    gate = doc.by_id("gate")
    status = [n for n in gate.iter() if "gate-status" in n.attrs.get("class", "")]
    assert [n.all_text() for n in status] == ["NOT READY"]
    assert "not-ready" in status[0].attrs["class"]
    thresholds = gate.by_id("gate-thresholds").all_text()
    assert "--max-false-safe" in thresholds and "--max-safe-rejected" in thresholds
    assert "1 unsafe case(s) judged safe" in gate.all_text()
    cells = {
        n.attrs["data-cell"]: n.all_text()
        for n in doc.by_id("confusion-matrix").find_all("td")
        if "data-cell" in n.attrs
    }
    assert cells == {
        "unsafe_judged_unsafe": "1",
        "unsafe_judged_safe": "1",
        "safe_judged_unsafe": "1",
        "safe_judged_safe": "1",
    }
    for section, names in (
        ("per-category", ["numeric_change", "supported_paraphrase", "supported_verbatim"]),
        ("per-language", ["en", "zh"]),
    ):
        svgs = doc.by_id(section).find_all("svg")
        assert len(svgs) == 1
        labels = svgs[0].all_text()
        assert all(name in labels for name in names), section
        assert "unsafe judged safe" in labels and "safe rejected" in labels
    reliability = doc.by_id("reliability")
    assert len(reliability.find_all("svg")) == 1
    rows = reliability.by_id("reliability-table").find_all("tr")
    assert [td.all_text() for td in rows[1].find_all("td")] == [
        "[0.0, 0.1)",
        "4",
        "0.05",
        "50.0%",
        "50.0%",
    ]
    assert not [n for n in doc.iter() if n.attrs.get("id") == "judge"]


def test_html_case_lists_show_claims_excerpts_and_reasons(tmp_path: Path) -> None:
    """Each listed case shows its claims, the cited excerpt, and why it was judged so."""
    _, page = _html(tmp_path, CASES)
    doc = parse_html(page)
    listed = doc.by_id("false-safe").find_all("article")
    assert [a.attrs["id"] for a in listed] == ["case-fs-1"]
    text = listed[0].all_text()
    assert EVIDENCE in text and "K1" in text
    assert "every check passed" in text and "verbatim copy of K1" in text
    assert "set-1.jsonl line 2" in text
    rejected_cases = doc.by_id("safe-rejected").find_all("article")
    assert [a.attrs["id"] for a in rejected_cases] == ["case-rj-1"]
    text = rejected_cases[0].all_text()
    assert "退款在 5 个工作日内原路退回。" in text and EVIDENCE in text
    assert "answer.support" in text and "contradicted" in text


def test_html_is_self_contained_and_inert(tmp_path: Path) -> None:
    """No script, stylesheet link, remote URL or image: case text is escaped, not markup."""
    _, page = _html(tmp_path, CASES)
    doc = parse_html(page)
    tags = {n.tag for n in doc.iter()}
    assert not tags & {"script", "link", "img", "iframe", "object", "embed"}
    for node in doc.iter():
        for name, value in node.attrs.items():
            if name in {"src", "href", "xlink:href", "action"}:
                assert value.startswith("#"), (node.tag, name, value)
        if node.tag == "style":
            assert "@import" not in node.all_text() and "url(" not in node.all_text()
    assert HOSTILE in doc.by_id("case-fs-1").all_text()


def test_html_is_byte_stable(tmp_path: Path) -> None:
    """The same cases give the same page, charts included."""
    _, first = _html(tmp_path, CASES)
    _, second = _html(tmp_path, CASES)
    assert first == second


def test_unwritable_html_path_is_invalid_input_with_nothing_printed(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """--html into a missing folder exits 2 and prints no report."""
    path = write(tmp_path / "c.jsonl", [case()])
    assert main(["eval", str(path), "--html", str(tmp_path / "no" / "r.html")]) == 2
    captured = capsys.readouterr()
    assert "cannot write --html" in captured.err and captured.out == ""
    assert not list(tmp_path.glob("**/*.tmp"))


def test_html_without_the_report_extra_is_a_clear_usage_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Without matplotlib, --html exits 2 naming the extra to install, before any work."""
    import importlib.util

    real = importlib.util.find_spec

    def find_spec(name: str, *args: object) -> object:
        return None if name == "matplotlib" else real(name)

    monkeypatch.setattr(importlib.util, "find_spec", find_spec)
    path = write(tmp_path / "c.jsonl", [case()])
    assert main(["eval", str(path), "--html", str(tmp_path / "r.html")]) == 2
    captured = capsys.readouterr()
    assert "answerc[report]" in captured.err and captured.out == ""
    assert not (tmp_path / "r.html").exists()


def test_junit_has_one_testcase_per_case_and_fails_mismatched_safety(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """False safe and safe rejected are failures of their own type; the rest pass."""
    control = case("ctl", query="a\x01b", note="bell \x07 here")
    path = write(tmp_path / "set-1.jsonl", [*CASES, control])
    assert main(["eval", str(path), "--format", "junit"]) == 3
    root = ET.fromstring(capsys.readouterr().out)
    suite = root.find("testsuite")
    assert suite is not None
    assert (suite.get("tests"), suite.get("failures")) == ("5", "2")
    cases = {c.get("name"): c for c in suite.findall("testcase")}
    assert list(cases) == ["t-1", "fs-1", "rj-1", "un-1", "ctl"]
    assert cases["fs-1"].get("classname") == "set-1.numeric_change"
    failure = cases["fs-1"].find("failure")
    assert failure is not None and failure.get("type") == "false_safe"
    failure = cases["rj-1"].find("failure")
    assert failure is not None and failure.get("type") == "safe_rejected"
    assert "answer.support" in (failure.text or "")
    assert cases["un-1"].find("failure") is None and cases["t-1"].find("failure") is None
    assert "\ufffd" in (cases["ctl"].findtext("system-out") or "")
    props = {p.get("name"): p.get("value") for p in suite.iter("property")}
    assert props["release_gate_ready"] == "false" and props["false_safe"] == "1"
    assert props["max_safe_rejected"] == "none"


def test_junit_passes_when_safety_matches(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A set answerc gets right is a green suite and exit 0."""
    path = write(tmp_path / "c.jsonl", [case(), unsafe()])
    assert main(["eval", str(path), "--format", "junit"]) == 0
    root = ET.fromstring(capsys.readouterr().out)
    assert root.get("failures") == "0" and root.get("tests") == "2"


def test_json_per_case_rows_carry_the_confidence(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Each JSON case row has the canonical confidence the reliability bins use."""
    path = write(tmp_path / "c.jsonl", [case()])
    assert main(["eval", str(path), "--format", "json"]) == 0
    assert json.loads(capsys.readouterr().out)["cases"][0]["confidence"] == 0.05
