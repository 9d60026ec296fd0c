"""Run a model on the tasks, and the shipped baselines.

``svafam generate`` (:mod:`.generate`) asks an OpenAI-compatible chat endpoint
(:mod:`.client`) for answers to one task kind's prompts (:mod:`.kinds`, one entry per kind)
and appends them to a predictions file (:mod:`.store`) that the kind's ``evaluate*``
command reads. :mod:`.baselines` holds the answers made without a model: floors, ceilings,
assertion mining and repair by mutation.
"""
