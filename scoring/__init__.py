"""Everything that scores model output: debugging fixes (:mod:`scoring.debug_fix`) and
reference models (:mod:`scoring.refmodel`)."""
