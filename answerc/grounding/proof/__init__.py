"""The proof of support (SPEC §6.1): alignment, accounting, dropped material, edit rules."""

from answerc.grounding.proof.prove import CONTRADICTING, Cited, Edit, Failure, Proof, prove
from answerc.grounding.proof.rules import EDIT_RULES, RULE_IDS, Rule

__all__ = [
    "CONTRADICTING",
    "EDIT_RULES",
    "RULE_IDS",
    "Cited",
    "Edit",
    "Failure",
    "Proof",
    "Rule",
    "prove",
]
