"""Formal side: property lowering, harnesses, the 17-job plan, the SBY runner,
toolchain discovery and evidence records. Reads the generated family files
(JSON metadata, RTL); never reads spec YAML."""
