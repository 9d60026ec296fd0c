"""Corpus quality: clones, distinctness, token similarity, behavior prints."""
