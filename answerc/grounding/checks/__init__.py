"""The five grounding checks, one module each, named like their ids (plus the verdict)."""
