"""AnswerRequest and its parts (SPEC §2), and the Policy with the defaults of SPEC §3."""

from __future__ import annotations

import datetime as dt
import re
from typing import Annotated, Final, Literal

from pydantic import Field, JsonValue, StringConstraints, field_validator, model_validator

from answerc.contract._base import Model
from answerc.contract.draft import Expected, Generator

REQUEST_SCHEMA_VERSION: Final = "answerc.request/v1"

MAX_HITS: Final = 1000
"""Hits per request; more is an input error."""
MAX_EXCERPT_CHARS: Final = 100_000
"""Characters per excerpt on input; more is an input error."""
MAX_GRAPH_NODES: Final = 10_000
MAX_GRAPH_EDGES: Final = 50_000
MAX_DEPTH: Final = 32
"""JSON nesting depth of a request."""
MAX_CLAIMS: Final = 200
"""Claims per draft; more makes the draft degraded (a draft is never an input error)."""
MAX_PACK_BYTES: Final = 1024 * 1024
"""Upper bound of ``policy.pack_bytes``: the grounding checks read every packed item, so the
pack (not the request) bounds their work; a larger setting is an input error."""

NonEmpty = Annotated[str, StringConstraints(min_length=1)]
Lane = Literal["vector", "keyword", "exact"]
ControllerAction = Literal[
    "answer", "rerank", "rewrite", "clarify", "scope_select", "no_knowledge", "refuse"
]


_DATE: Final = re.compile(r"(\d{4})-(\d{2})-(\d{2})", re.ASCII)
_TIME: Final = re.compile(
    r"(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?"
    r"(?:([Zz])|([+-])(\d{2}):(\d{2}))",
    re.ASCII,
)
_DAY_US: Final = 86_400_000_000


def parse_instant(value: str) -> int:
    """Microseconds from 0001-01-01T00:00:00Z to a date (00:00 UTC of that day) or an
    RFC 3339 date-time (``T`` or ``t``, ``Z`` or a ``±HH:MM`` offset, a fraction of up to 9
    digits cut to microseconds, second 60 read as the last microsecond of second 59).

    Exactly these two forms are accepted (no week dates, no spaces, no ``+08`` offsets);
    anything else raises ValueError. The result is an integer, so the instants at the ends of
    the calendar (``9999-12-31T23:59:59-01:00`` is in year 10000 in UTC) compare correctly
    instead of overflowing a datetime.

    Example:
        >>> parse_instant("2026-09-01") == parse_instant("2026-09-01T08:00:00+08:00")
        True
        >>> parse_instant("9999-12-31T23:59:59-01:00") > parse_instant("9999-12-31")
        True
    """
    date = _DATE.fullmatch(value)
    if date is not None:
        return _day(value, date.group(1), date.group(2), date.group(3)) * _DAY_US
    moment = _TIME.fullmatch(value)
    if moment is None:
        raise ValueError(
            f"{value!r} is neither a date (YYYY-MM-DD) nor an RFC 3339 time "
            "(YYYY-MM-DDTHH:MM:SS[.fraction] with Z or ±HH:MM)"
        )
    year, month, day, hour, minute, second, fraction, zulu, sign, off_h, off_m = moment.groups()
    if int(hour) > 23 or int(minute) > 59 or int(second) > 60:
        raise ValueError(f"{value!r} has a time of day out of range")
    if not zulu and (int(off_h) > 23 or int(off_m) > 59):
        raise ValueError(f"{value!r} has a UTC offset out of range")
    micro = int((fraction or "").ljust(6, "0")[:6])
    seconds = int(hour) * 3600 + int(minute) * 60 + min(int(second), 59)
    if int(second) == 60:
        micro = 999_999  # a leap second: after :59, before the next minute
    offset = 0 if zulu else (1 if sign == "+" else -1) * (int(off_h) * 3600 + int(off_m) * 60)
    return _day(value, year, month, day) * _DAY_US + (seconds - offset) * 1_000_000 + micro


def _day(value: str, year: str, month: str, day: str) -> int:
    try:
        return dt.date(int(year), int(month), int(day)).toordinal()
    except ValueError:
        raise ValueError(f"{value!r} is not a calendar date") from None


def _check_instant(value: str | None) -> str | None:
    if value is not None:
        parse_instant(value)
    return value


class Locator(Model):
    """Where a piece of evidence can be found again (SPEC §5)."""

    source_record: str | None = None
    """Record id in the source system (article evidence)."""
    url: str | None = None
    """Address of the article; only http/https become links when rendered."""
    section: str | int | None = None
    page: str | int | None = None
    issue: str | int | None = None
    repo: str | None = None
    """Repository of code evidence."""
    file: str | None = None
    symbol: str | None = None
    line: str | int | None = None
    commit: str | None = None
    """Commit the code evidence was read at; without it code is not citable."""


class Provenance(Model):
    """Which agent run and tool call produced a hit (SPEC §8)."""

    run_id: NonEmpty
    tool_call_id: NonEmpty
    status: Literal["READY", "FAILED", "EXPIRED"]
    kind: Literal["EVIDENCE_FOUND", "NO_EVIDENCE"]


class Hit(Model):
    """One retrieval candidate, in retrieval order."""

    evidence_key: NonEmpty | None = None
    """Stable identity; derived when absent (SPEC §3 rule 1)."""
    document_id: NonEmpty
    chunk_index: int | None = None
    vector_id: str | int | None = None
    kind: Literal["article", "code"] = "article"
    title: str | None = None
    breadcrumb: str | None = None
    source: str | None = None
    url: str | None = None
    excerpt: Annotated[str, StringConstraints(max_length=MAX_EXCERPT_CHARS)]
    score: Annotated[float, Field(ge=0.0, le=1.0)] | None = None
    """Quality score in [0, 1]; sets the relevance level, never the order."""
    lanes: tuple[Lane, ...] = ()
    """Sub-searches that found the hit."""
    version: NonEmpty | None = None
    effective_at: str | None = None
    """Date or RFC 3339 time from which this version applies."""
    status: Literal["ready", "pending_validation"] = "ready"
    audience: tuple[str, ...] | None = None
    """Audiences admitted; absent means everyone."""
    authority: str | None = None
    current: bool | None = None
    """The source is current (fresh article, or code at the current commit)."""
    locator: Locator | None = None
    provenance: Provenance | None = None

    _check_effective_at = field_validator("effective_at")(_check_instant)


class Node(Model):
    """A graph node."""

    id: NonEmpty
    label: str | None = None


class Edge(Model):
    """A relation between two nodes, with the evidence keys that state it."""

    source: NonEmpty
    target: NonEmpty
    relation: NonEmpty = "CALLS"
    evidence: tuple[str, ...] = ()
    """Evidence keys (not K ids) of the hits that state this edge."""
    verified: bool = False


class Graph(Model):
    """Relation graph for the verified chain."""

    entry: NonEmpty
    destination: NonEmpty
    nodes: Annotated[tuple[Node, ...], Field(max_length=MAX_GRAPH_NODES)] = ()
    edges: Annotated[tuple[Edge, ...], Field(max_length=MAX_GRAPH_EDGES)] = ()

    @model_validator(mode="after")
    def _edges_name_known_nodes(self) -> Graph:
        seen: set[str] = set()
        for node in self.nodes:
            if node.id in seen:
                raise ValueError(f"duplicate node id {node.id!r}")
            seen.add(node.id)
        for index, edge in enumerate(self.edges):
            for end in ("source", "target"):
                name = getattr(edge, end)
                if name not in seen:
                    raise ValueError(f"edges[{index}].{end} names unknown node {name!r}")
        return self


class Policy(Model):
    """Pack and compile settings; every default is the figure of SPEC §3."""

    max_per_document: Annotated[int, Field(ge=1)] = 2
    max_evidence: Annotated[int, Field(ge=1, le=MAX_HITS)] = 8
    excerpt_chars: Annotated[int, Field(ge=1, le=MAX_EXCERPT_CHARS)] = 1200
    pack_bytes: Annotated[int, Field(ge=2, le=MAX_PACK_BYTES)] = 16384
    query_chars: Annotated[int, Field(ge=1)] = 500
    max_citations: Annotated[int, Field(ge=0, le=10)] = 10
    precise_threshold: Annotated[float, Field(ge=0.0, le=1.0)] = 0.75
    reference_threshold: Annotated[float, Field(ge=0.0, le=1.0)] = 0.5
    judge_fail_closed: bool = False
    """A judge that fails (timeout, HTTP error, void reply) makes the verdict degraded."""

    @model_validator(mode="after")
    def _thresholds_ordered(self) -> Policy:
        if self.reference_threshold > self.precise_threshold:
            raise ValueError("reference_threshold must not exceed precise_threshold")
        return self


DEFAULT_POLICY: Final = Policy()


class Clarification(Model):
    """The question a clarify / scope_select route asks the user instead of answering."""

    question: Annotated[str, StringConstraints(min_length=1, max_length=10_000, pattern=r"\S")]
    options: Annotated[tuple[NonEmpty, ...], Field(max_length=100)] = ()
    """The choices offered, in order (may be empty: a free-text answer)."""


class AnswerRequest(Model):
    """What an answer service hands answerc after retrieval (SPEC §2)."""

    schema_version: Literal["answerc.request/v1"] = REQUEST_SCHEMA_VERSION
    request_id: str | None = None
    query: Annotated[str, StringConstraints(min_length=1, pattern=r"\S")]
    locale: Literal["zh", "en"] = "zh"
    as_of: str | None = None
    """Date or RFC 3339 time; versions not yet effective then are excluded."""
    audience: NonEmpty | None = None
    controller_action: ControllerAction = "answer"
    hits: Annotated[tuple[Hit, ...], Field(max_length=MAX_HITS)] = ()
    """Retrieval candidates in retrieval order (rank = index + 1)."""
    graph: Graph | None = None
    draft: JsonValue = None
    """The generator's answer, as received: checked by generation.contract, never here."""
    expected: Expected | None = None
    generator: Generator | None = None
    run_id: NonEmpty | None = None
    """The agent run this request belongs to (evidence ledger)."""
    policy: Policy = DEFAULT_POLICY
    audit: dict[str, JsonValue] | None = None
    """What an adapter kept of the retrieval trace: carried to the output's audit block,
    never rendered as prose and never shown to a judge."""
    clarification: Clarification | None = None
    """The route's question to the user (clarify / scope_select): rendered in the summary."""

    _check_as_of = field_validator("as_of")(_check_instant)
