"""JudgeOpinion: the only shape a judge reply may take, and the rules that void a reply.

A reply is *void* when it is not one JSON object of exactly this shape, when it carries a
field that looks like a verdict anywhere but the top-level ``verdict``, when it cites an
evidence id that is not an id of the pack, or when it contradicts itself (``supported``
with an aspect marked ``problem``). Void replies never change a verdict (SPEC §7).
"""

from __future__ import annotations

import copy
import functools
import json
import re
from collections.abc import Collection
from typing import Any, Final, Literal

from pydantic import BaseModel, ConfigDict, ValidationError

JudgeVerdict = Literal["supported", "contradicted", "insufficient_evidence", "over_abstained"]
AspectFinding = Literal["ok", "problem", "not_applicable"]

JUDGE_VERDICTS: Final[tuple[JudgeVerdict, ...]] = (
    "supported",
    "contradicted",
    "insufficient_evidence",
    "over_abstained",
)
ASPECTS: Final[tuple[str, ...]] = (
    "entailment",
    "negation",
    "numbers",
    "time_version",
    "conditions",
    "abstention",
)


class _Strict(BaseModel):
    # strict=True: no coercion ("true" is not a bool, 1 is not a string); extra="forbid":
    # an unknown field, verdict-like or not, makes the reply void.
    model_config = ConfigDict(
        frozen=True, extra="forbid", strict=True, use_attribute_docstrings=True
    )


class AspectFindings(_Strict):
    """Per-aspect findings of the judge; each aspect is ok, problem or not_applicable."""

    entailment: AspectFinding
    """Each claim follows from the evidence it cites."""
    negation: AspectFinding
    """Polarity (not, no, 不, 未, 禁止 ...) of each claim matches its evidence."""
    numbers: AspectFinding
    """Numbers, units, amounts and percentages match the evidence."""
    time_version: AspectFinding
    """Dates, deadlines and document versions match the evidence."""
    conditions: AspectFinding
    """Conditions and exceptions of the evidence (only, unless, if, 仅, 除非) are kept."""
    abstention: AspectFinding
    """The answer does not refuse or hedge where the evidence answers the query."""


class JudgeOpinion(_Strict):
    """A judge's opinion on a draft the deterministic checks found grounded."""

    verdict: JudgeVerdict
    """supported | contradicted | insufficient_evidence | over_abstained."""
    evidence_ids: tuple[str, ...]
    """Pack ids (K1..Kn) the opinion rests on; any other id voids the reply."""
    reasons: tuple[str, ...]
    """Short reasons, one per problem found (may be empty for supported)."""
    findings: AspectFindings
    """Per-aspect findings."""


class VoidReply(ValueError):
    """A judge reply that must be ignored; ``reason`` says why in one line."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


_KNOWN_KEYS: Final = frozenset({*JudgeOpinion.model_fields, *AspectFindings.model_fields})
_VERDICT_LIKE: Final = re.compile(
    r"verdict|ground|safe|confiden|overrid|upgrad|score|label|decision|align|status|final|"
    r"severity|publish|approv",
    re.IGNORECASE,
)


def _verdict_like_keys(value: Any, path: str = "$") -> list[str]:
    """Return the paths of keys that look like verdicts, except the top-level ``verdict``.

    Example:
        >>> _verdict_like_keys({"verdict": "supported", "findings": {"final_verdict": 1}})
        ['$.findings.final_verdict']
    """
    found: list[str] = []
    if isinstance(value, dict):
        for key, child in value.items():
            here = f"{path}.{key}"
            if key == "verdict":
                if path != "$":
                    found.append(here)
            elif key not in _KNOWN_KEYS and _VERDICT_LIKE.search(key):
                found.append(here)
            found.extend(_verdict_like_keys(child, here))
    elif isinstance(value, list):
        for index, child in enumerate(value):
            found.extend(_verdict_like_keys(child, f"{path}[{index}]"))
    return found


def _strict_object(raw: str) -> dict[str, Any]:
    def no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
        result: dict[str, Any] = {}
        for key, child in pairs:
            if key in result:
                raise VoidReply(f"duplicate key {key!r}")
            result[key] = child
        return result

    def no_constants(name: str) -> Any:
        raise VoidReply(f"{name} is not JSON")

    try:
        value = json.loads(raw, object_pairs_hook=no_duplicates, parse_constant=no_constants)
    except json.JSONDecodeError as err:
        raise VoidReply(f"not JSON: {err.msg} at line {err.lineno} column {err.colno}") from None
    except RecursionError:
        raise VoidReply("JSON nested too deeply") from None
    except ValueError as err:  # an integer of more than 4 300 digits, a duplicate key
        if isinstance(err, VoidReply):
            raise
        raise VoidReply(f"not JSON: {str(err)[:120]}") from None
    if not isinstance(value, dict):
        raise VoidReply(f"a JSON {type(value).__name__} where an object was required")
    return value


def _first_error(err: ValidationError) -> str:
    first = err.errors(include_url=False)[0]
    where = "$" + "".join(
        f"[{part}]" if isinstance(part, int) else f".{part}" for part in first["loc"]
    )
    message = "unknown field" if first["type"] == "extra_forbidden" else first["msg"]
    return f"{where}: {message}"


def parse_opinion(raw: str, pack_ids: Collection[str]) -> JudgeOpinion:
    """Validate a raw judge reply against JudgeOpinion and the pack's ids.

    Args:
        raw: The reply text, exactly as received.
        pack_ids: The ids of the evidence pack (K1..Kn); matched exactly, no normalization.

    Raises:
        VoidReply: with a one-line reason, when the reply must be ignored.

    Example:
        >>> reply = ('{"verdict": "contradicted", "evidence_ids": ["K1"], "reasons": ["7 != 10"],'
        ...     ' "findings": {"entailment": "problem", "negation": "ok", "numbers": "problem",'
        ...     ' "time_version": "ok", "conditions": "ok", "abstention": "ok"}}')
        >>> parse_opinion(reply, {"K1", "K2"}).verdict
        'contradicted'
        >>> parse_opinion(reply, {"K2"})
        Traceback (most recent call last):
        ...
        answerc.judge.opinion.VoidReply: evidence_ids cites 'K1', not an id of the pack
    """
    text = raw.strip()
    value = _strict_object(text)
    suspicious = _verdict_like_keys(value)
    if suspicious:
        raise VoidReply(f"verdict-like field outside $.verdict: {', '.join(suspicious)}")
    try:
        # JSON mode: strict types, yet a JSON array is a tuple
        opinion = JudgeOpinion.model_validate_json(text, strict=True)
    except ValidationError as err:
        raise VoidReply(_first_error(err)) from None
    allowed = frozenset(pack_ids)
    for evidence_id in opinion.evidence_ids:
        if evidence_id not in allowed:
            raise VoidReply(f"evidence_ids cites {evidence_id!r}, not an id of the pack")
    if opinion.verdict == "supported":
        problems = [name for name in ASPECTS if getattr(opinion.findings, name) == "problem"]
        if problems:
            raise VoidReply(f"verdict 'supported' contradicts problem findings: {problems}")
    return opinion


def _inline(node: Any, defs: dict[str, Any]) -> Any:
    """Inline ``$ref``s and drop ``title``s: some strict providers reject ``$ref`` siblings."""
    if isinstance(node, dict):
        ref = node.get("$ref")
        if isinstance(ref, str):
            target = _inline(defs[ref.rsplit("/", 1)[-1]], defs)
            extra = {key: child for key, child in node.items() if key not in {"$ref", "title"}}
            return {**target, **_inline(extra, defs)}
        return {
            key: _inline(child, defs)
            for key, child in node.items()
            if key not in {"title", "$defs"}
        }
    if isinstance(node, list):
        return [_inline(child, defs) for child in node]
    return node


def opinion_schema() -> dict[str, Any]:
    """Return the JSON Schema a judge must answer, in the strict-mode subset.

    Every object lists all its properties as required and forbids others; references are
    inlined and titles dropped, the subset OpenAI's strict structured outputs accept.

    Example:
        >>> schema = opinion_schema()
        >>> schema["additionalProperties"], sorted(schema["required"])
        (False, ['evidence_ids', 'findings', 'reasons', 'verdict'])
    """
    return copy.deepcopy(_opinion_schema())


@functools.cache
def _opinion_schema() -> dict[str, Any]:
    # generated once per process: pydantic's schema generation costs milliseconds per call
    schema = copy.deepcopy(JudgeOpinion.model_json_schema())
    result: dict[str, Any] = _inline(schema, schema.get("$defs", {}))
    return result
