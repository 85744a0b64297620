"""Hypothesis strategies, one per model; text includes CJK."""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st

CJK = st.characters(min_codepoint=0x4E00, max_codepoint=0x4FFF)
TEXT = st.text(
    alphabet=st.one_of(CJK, st.sampled_from(list("abcXYZ 0123456789，。、：；!?.-_#*[]()<>|`~"))),
    min_size=1,
    max_size=40,
).filter(lambda s: s.strip() != "")
DOC_IDS = st.sampled_from(["售后政策", "ops-handbook", "faq", "退款", "d5"])
LOCATORS = st.one_of(
    st.none(),
    st.fixed_dictionaries({"source_record": st.just("rec"), "section": TEXT}),
    st.fixed_dictionaries({"url": st.just("https://x.example/a"), "page": st.integers(0, 99)}),
    st.fixed_dictionaries(
        {"repo": st.just("r"), "file": st.just("f.py"), "symbol": TEXT, "commit": st.just("abc")}
    ),
)


@st.composite
def hits(draw: st.DrawFn) -> dict[str, Any]:
    """One Hit as JSON, with optional identity, versions, lanes and locators."""
    hit: dict[str, Any] = {"document_id": draw(DOC_IDS), "excerpt": draw(TEXT)}
    optional = {
        "evidence_key": st.sampled_from(["k1", "k2", "k3", "证据-4"]),
        "chunk_index": st.integers(0, 3),
        "vector_id": st.one_of(st.integers(0, 5), st.sampled_from(["v1", "v2"])),
        "score": st.floats(0, 1, allow_nan=False),
        "lanes": st.lists(st.sampled_from(["vector", "keyword", "exact"]), unique=True),
        "version": st.sampled_from(["1", "1.2", "1.10", "2.0", "2.rc"]),
        "effective_at": st.sampled_from(["2026-01-01", "2026-09-01", "2027-01-01T00:00:00Z"]),
        "status": st.sampled_from(["ready", "ready", "pending_validation"]),
        "audience": st.lists(st.sampled_from(["customer", "agent"]), unique=True),
        "current": st.booleans(),
        "locator": LOCATORS,
        "kind": st.sampled_from(["article", "code"]),
    }
    for name, strategy in optional.items():
        if draw(st.booleans()):
            value = draw(strategy)
            if value is not None:
                hit[name] = value
    return hit


@st.composite
def graphs(draw: st.DrawFn, keys: list[str]) -> dict[str, Any]:
    """A small graph whose edges cite some of the given evidence keys."""
    names = [f"N{i}" for i in range(draw(st.integers(2, 7)))]
    edges = draw(
        st.lists(
            st.fixed_dictionaries(
                {
                    "source": st.sampled_from(names),
                    "target": st.sampled_from(names),
                    "evidence": st.lists(st.sampled_from([*keys, "missing"]), max_size=3),
                    "verified": st.booleans(),
                }
            ),
            max_size=15,
        )
    )
    return {
        "entry": names[0],
        "destination": draw(st.sampled_from(names)),
        "nodes": [{"id": n} for n in names],
        "edges": edges,
    }


JSON_JUNK = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 3) | TEXT,
    lambda inner: (
        st.lists(inner, max_size=3)
        | st.dictionaries(
            st.sampled_from(["claims", "abstained", "text", "citations", "x"]), inner, max_size=3
        )
    ),
    max_leaves=8,
)


@st.composite
def drafts(draw: st.DrawFn) -> Any:
    """Structured drafts citing plausible and implausible ids, or junk of any shape."""
    if draw(st.integers(0, 4)) == 0:
        return draw(JSON_JUNK)
    claims = draw(
        st.lists(
            st.fixed_dictionaries(
                {
                    "text": TEXT,
                    "citations": st.lists(
                        st.sampled_from(["K1", "K2", "K3", "K9", "k1", "K01"]), max_size=3
                    ),
                }
            ),
            max_size=5,
        )
    )
    return {"abstained": draw(st.booleans()) and not claims, "claims": claims}


@st.composite
def requests(draw: st.DrawFn) -> dict[str, Any]:
    """A valid AnswerRequest as JSON."""
    hit_list = draw(st.lists(hits(), max_size=14))
    request: dict[str, Any] = {"query": draw(TEXT), "hits": hit_list}
    if draw(st.booleans()):
        request["as_of"] = draw(st.sampled_from(["2026-06-01", "2026-10-01T08:00:00+08:00"]))
    if draw(st.booleans()):
        request["audience"] = "customer"
    if draw(st.booleans()):
        keys = [h.get("evidence_key", "k1") for h in hit_list] or ["k1"]
        request["graph"] = draw(graphs(keys))
    if draw(st.booleans()):
        request["controller_action"] = draw(
            st.sampled_from(["answer", "rerank", "clarify", "refuse"])
        )
    if draw(st.booleans()):
        request["policy"] = {
            "max_per_document": draw(st.integers(1, 3)),
            "max_evidence": draw(st.integers(1, 12)),
            "excerpt_chars": draw(st.integers(1, 40)),
            "max_citations": draw(st.integers(0, 10)),
            "pack_bytes": draw(st.integers(200, 5000)),
        }
    request["draft"] = draw(drafts())
    return request
