"""What the generator may see: the agent view of a pack, and ``pack(request)``.

The first step of an answer service's flow: retrieval hits become the evidence pack
(K1..Kn) and, beside it, the *agent view* — the part of the pack a generator is shown
(ids, document identity, titles, excerpts, versions; never scores, lanes, exclusions or
traces) and the instruction it is given, with the Draft JSON Schema, in the request's
locale. The second step compiles the same request with the generator's draft; the pack is
a pure function of the request's hits, policy, ``as_of`` and ``audience`` (SPEC §3), so
the K ids mean the same items both times.
"""

from __future__ import annotations

import json
from functools import cache
from typing import Final, Literal

from answerc.contract._base import Model
from answerc.contract.draft import Draft
from answerc.contract.output import EvidencePack
from answerc.contract.pack import build_pack
from answerc.contract.request import AnswerRequest
from answerc.contract.wire import request_hash

PACK_SCHEMA_VERSION: Final = "answerc.pack/v1"
AGENT_VIEW_SCHEMA_VERSION: Final = "answerc.agent_view/v1"

EvidenceStatus = Literal["EVIDENCE_FOUND", "NO_EVIDENCE"]


class AgentViewItem(Model):
    """One pack item as the generator sees it: identity and text, no scores or lanes."""

    id: str
    """The pack id (K1..Kn) that a claim cites."""
    document_id: str
    source: str | None = None
    title: str | None = None
    breadcrumb: str | None = None
    excerpt: str
    """The excerpt as packed (cut at policy.excerpt_chars, ending with '…', when longer)."""
    version: str | None = None
    effective_at: str | None = None
    superseded_by: str | None = None
    """Id of a packed newer version of the same document: citing this item fails
    citation.integrity, so a generator cites the newer one."""


class AgentView(Model):
    """What the generator may see of a pack, and what it is told to do."""

    schema_version: Literal["answerc.agent_view/v1"] = AGENT_VIEW_SCHEMA_VERSION
    locale: Literal["zh", "en"] = "zh"
    query: str
    """The query, cut at policy.query_chars."""
    evidence_status: EvidenceStatus
    """EVIDENCE_FOUND when the pack holds at least one item, else NO_EVIDENCE."""
    items: tuple[AgentViewItem, ...] = ()
    relevance_level: Literal["PRECISE", "REFERENCE"] | None = None
    returned_count: int
    """Number of items shown (the pack's evidence_count)."""
    truncated: bool
    """Something was cut or dropped for lack of room (SPEC §3): the generator may miss it."""
    prompt: str
    """The generator instruction in the view's locale, with the Draft JSON Schema."""


class PackResult(Model):
    """Output of ``answerc pack``: the evidence pack for the system, the view for the generator."""

    schema_version: Literal["answerc.pack/v1"] = PACK_SCHEMA_VERSION
    request_hash: str
    """SHA-256 of this canonical request (the same function as CompiledAnswer.request_hash)."""
    request_id: str | None = None
    locale: Literal["zh", "en"] = "zh"
    pack: EvidencePack
    agent_view: AgentView


_PROMPT_ZH: Final = (
    "你是答案生成器。只根据下面给出的证据（K1..Kn）回答用户的问题。",
    "规则：",
    "1. 只输出一个 JSON 对象，必须符合下面的 Draft JSON Schema，不要输出任何其他文字。",
    '2. 每条 claim 只陈述一个事实，并在 citations 中列出支持它的证据 id（例如 "K1"），'
    "id 必须与证据中的写法完全一致。",
    "3. 只写证据明确说明的内容：不要补充证据之外的事实、数字、条件或推测；"
    "保留证据中的否定、限定词、条件和例外。",
    "4. 不要引用带有 superseded_by 的证据，改为引用它指向的较新版本。",
    "5. 证据不足以回答问题时（包括 evidence_status 为 NO_EVIDENCE），"
    '输出 {"abstained": true, "claims": []}。',
    "Draft JSON Schema：",
)
_PROMPT_EN: Final = (
    "You are the answer generator. Answer the user's question only from the evidence given "
    "below (K1..Kn).",
    "Rules:",
    "1. Output one JSON object and nothing else; it must follow the Draft JSON Schema below.",
    "2. Each claim states one fact and lists in citations the evidence ids that support it "
    '(e.g. "K1"), written exactly as in the evidence.',
    "3. Write only what the evidence states: add no fact, number, condition or guess from "
    "outside it; keep its negations, qualifiers, conditions and exceptions.",
    "4. Do not cite an item that has superseded_by; cite the newer version it names instead.",
    "5. When the evidence does not answer the question (including evidence_status "
    'NO_EVIDENCE), output {"abstained": true, "claims": []}.',
    "Draft JSON Schema:",
)


@cache
def _draft_schema_text() -> str:
    schema = Draft.model_json_schema(mode="validation")
    return json.dumps(schema, sort_keys=True, ensure_ascii=False, separators=(",", ":"))


def generator_prompt(locale: Literal["zh", "en"]) -> str:
    """The generator instruction in ``locale``, ending with the Draft JSON Schema.

    Example:
        >>> generator_prompt("en").splitlines()[-2]
        'Draft JSON Schema:'
    """
    lines = _PROMPT_EN if locale == "en" else _PROMPT_ZH
    return "\n".join((*lines, _draft_schema_text())) + "\n"


def agent_view(pack: EvidencePack, *, locale: Literal["zh", "en"] = "zh") -> AgentView:
    """The part of ``pack`` a generator may see, and its instruction (a pure function)."""
    items = tuple(
        AgentViewItem(
            id=item.id,
            document_id=item.document_id,
            source=item.source,
            title=item.title,
            breadcrumb=item.breadcrumb,
            excerpt=item.excerpt,
            version=item.version,
            effective_at=item.effective_at,
            superseded_by=item.superseded_by,
        )
        for item in pack.items
    )
    return AgentView(
        locale=locale,
        query=pack.query,
        evidence_status="EVIDENCE_FOUND" if items else "NO_EVIDENCE",
        items=items,
        relevance_level=pack.relevance_level,
        returned_count=len(items),
        truncated=pack.truncated,
        prompt=generator_prompt(locale),
    )


def pack(request: AnswerRequest) -> PackResult:
    """Pack a request for the generator: the EvidencePack and its agent view.

    Same pack as ``answerc.compile`` builds for the same request (draft or not), so the K
    ids a generator cites mean the same items when the request is compiled with its draft.
    """
    evidence = build_pack(
        request.hits,
        request.policy,
        query=request.query,
        as_of=request.as_of,
        audience=request.audience,
    )
    return PackResult(
        request_hash=request_hash(request),
        request_id=request.request_id,
        locale=request.locale,
        pack=evidence,
        agent_view=agent_view(evidence, locale=request.locale),
    )
