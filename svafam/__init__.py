"""Orchestration for sva-families: CLI, build pipeline, validation."""

__version__ = "0.1.0"
