"""Everything that scores model output: model-written SVA (:mod:`scoring.evaluate`), debugging
fixes (:mod:`scoring.debug_fix`) and reference models (:mod:`scoring.refmodel`)."""
