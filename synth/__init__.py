"""The procedural family synthesizer: parameterized templates -> specs -> the existing build.

``templates/`` holds one module per category, each with a template per generator path
(register_rules, multi_register_rules, fsm); :mod:`synth.registry` draws instances from
them by (seed, index); :mod:`synth.writer` prints the spec YAML; :mod:`synth.run` admits
the specs through the spec checks, the build and the clone audit.
"""

SYNTH_VERSION = "1.5"
