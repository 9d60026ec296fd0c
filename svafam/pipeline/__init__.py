"""The build pipeline: generate, validate, admit, check."""
