"""Spec model and generators: specs in, RTL / properties / mutants text out. Runs no tool."""
