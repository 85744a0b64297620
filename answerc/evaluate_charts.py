"""Charts of the eval HTML report, drawn by matplotlib as inline SVG (extra ``report``).

Each chart is its own ``Figure`` (no pyplot, no global state) saved as SVG with text kept as
text, a fixed hash salt and no date, so the same figures give the same bytes. Element ids
are prefixed per chart, so several SVGs can sit in one HTML page without id clashes.
"""

from __future__ import annotations

import io
import re
from collections.abc import Mapping, Sequence
from typing import Any, Final

import matplotlib
from matplotlib.figure import Figure
from matplotlib.ticker import MaxNLocator

FALSE_SAFE_COLOUR: Final = "#c0392b"
REJECTED_COLOUR: Final = "#e6a23c"
LABELLED_COLOUR: Final = "#2c7be5"
_NO_METADATA: Final = {"Date": None, "Creator": None, "Format": None, "Type": None}
_ID_REFERENCE: Final = re.compile(r'(\bid="|url\(#|href="#)')


def _svg(figure: Figure, name: str) -> str:
    buffer = io.StringIO()
    with matplotlib.rc_context({"svg.fonttype": "none", "font.size": 10, "svg.hashsalt": name}):
        figure.savefig(buffer, format="svg", metadata=_NO_METADATA, bbox_inches="tight")
    text = buffer.getvalue()
    text = text[text.index("<svg") :]
    return _ID_REFERENCE.sub(lambda m: f"{m.group(1)}{name}-", text).strip()


def breakdown_svg(rows: Mapping[str, Mapping[str, int]], name: str) -> str:
    """Horizontal bars per group: unsafe judged safe and safe rejected (counts).

    ``rows`` is a ``per_category`` / ``per_language`` table of the eval summary; each
    label shows the group's case count.
    """
    names = list(rows)
    labels = [f"{n}  ({rows[n]['cases']})" for n in names]
    height = 1.0 + 0.32 * max(len(names), 1)
    figure = Figure(figsize=(8.0, height))
    axes = figure.add_subplot()
    positions = list(range(len(names)))
    false_safe = [rows[n]["false_safe"] for n in names]
    rejected = [rows[n]["false_rejection"] for n in names]
    axes.barh(
        [p - 0.2 for p in positions],
        false_safe,
        height=0.4,
        color=FALSE_SAFE_COLOUR,
        label="unsafe judged safe",
    )
    axes.barh(
        [p + 0.2 for p in positions],
        rejected,
        height=0.4,
        color=REJECTED_COLOUR,
        label="safe rejected",
    )
    for p, fs, rj in zip(positions, false_safe, rejected, strict=True):
        if fs:
            axes.text(fs, p - 0.2, f" {fs}", va="center", fontsize=8)
        if rj:
            axes.text(rj, p + 0.2, f" {rj}", va="center", fontsize=8)
    axes.set_yticks(positions, labels)
    axes.invert_yaxis()
    axes.set_xlabel("cases")
    top = max([*false_safe, *rejected, 1])
    axes.set_xlim(0, top * 1.12 + 0.5)
    axes.xaxis.set_major_locator(MaxNLocator(integer=True))
    axes.grid(axis="x", alpha=0.3)
    axes.legend(loc="lower left", bbox_to_anchor=(0, 1.0), ncol=2, fontsize=8, frameon=False)
    return _svg(figure, name)


def reliability_svg(bins: Sequence[Mapping[str, Any]], name: str = "reliability") -> str:
    """Reliability diagram: canonical confidence against the share judged / labelled safe.

    One point per non-empty bin, at the bin's mean confidence; the dashed diagonal is
    perfect calibration; the count of cases is written beside each judged-safe point.
    """
    used = [b for b in bins if b["cases"]]
    figure = Figure(figsize=(6.0, 4.6))
    axes = figure.add_subplot()
    axes.plot([0, 1], [0, 1], linestyle="--", color="#888888", linewidth=1, label="calibrated")
    xs = [b["mean_confidence"] for b in used]
    axes.plot(
        xs,
        [b["judged_safe_share"] for b in used],
        marker="o",
        color="#1b7f5b",
        label="share judged safe (answerc)",
    )
    axes.plot(
        xs,
        [b["labelled_safe_share"] for b in used],
        marker="s",
        linestyle=":",
        color=LABELLED_COLOUR,
        label="share labelled safe",
    )
    for b in used:
        axes.annotate(
            f"n={b['cases']}",
            (b["mean_confidence"], b["judged_safe_share"]),
            textcoords="offset points",
            xytext=(6, -12),
            fontsize=8,
        )
    edges = sorted({b["low"] for b in bins} | {b["high"] for b in bins})
    axes.set_xticks(edges)
    axes.set_xlim(0, 1)
    axes.set_ylim(-0.03, 1.05)
    axes.set_xlabel("canonical confidence (bin mean)")
    axes.set_ylabel("share of the bin's cases")
    axes.grid(alpha=0.3)
    axes.legend(loc="lower left", bbox_to_anchor=(0, 1.0), ncol=3, fontsize=8, frameon=False)
    return _svg(figure, name)


__all__ = ["breakdown_svg", "reliability_svg"]
