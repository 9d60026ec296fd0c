"""One module per category; each exposes ``TEMPLATES``: one function per generator path,
``(Draw) -> Instance``."""
