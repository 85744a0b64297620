"""Text analysis for the proof: normalization, atoms, quantities, words, clauses (SPEC §6.1)."""

from answerc.grounding.text.analysis import Analysis, Token, Unit, analyze, normalize

__all__ = ["Analysis", "Token", "Unit", "analyze", "normalize"]
