"""Wire models, schemas, the evidence pack and the canonical compile."""
