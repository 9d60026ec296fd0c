"""Everything that scores model output against the dataset.

One module per concern; see the modules themselves (``evaluate`` is the SVA scorer's entry).
"""
