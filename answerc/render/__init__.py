"""Markdown rendering (SPEC §9). Minimal until the fixed templates land."""

from __future__ import annotations

from answerc.contract.output import CompiledAnswer


def render_markdown(compiled: CompiledAnswer, *, locale: str = "zh") -> str:
    """Render a compiled answer as Markdown."""
    canonical = compiled.canonical
    lines = [f"# {compiled.query}", ""]
    for fact in canonical.summary_facts:
        lines.append(f"- {fact.text} " + "".join(f"[{k}]" for k in fact.citations))
    if not canonical.summary_facts:
        lines.append("证据不足。" if locale == "zh" else "The evidence is insufficient.")
    lines += ["", f"confidence: {canonical.confidence}", f"verdict: {compiled.verdict}", ""]
    return "\n".join(lines)
