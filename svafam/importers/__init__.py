"""Specs written by others, brought into this project's spec format."""
