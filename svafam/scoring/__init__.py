"""Everything that scores model output: model-written SVA (:mod:`svafam.scoring.evaluate`), debugging
fixes (:mod:`svafam.scoring.debug_fix`) and reference models (:mod:`svafam.scoring.refmodel`)."""
