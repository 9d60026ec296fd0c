"""The procedural family synthesizer: parameterized templates -> specs -> the existing build.

``templates/`` holds one module per category, each with a template per generator path
(register_rules, multi_register_rules, fsm); :mod:`svafam.synth.registry` draws instances from
them by (seed, index); :mod:`svafam.synth.writer` prints the spec YAML; :mod:`svafam.synth.run` admits
the specs through the spec checks, the build and the clone audit.
"""

SYNTH_VERSION = "1.5"
