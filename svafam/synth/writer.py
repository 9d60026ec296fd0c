"""A synthesized instance as spec YAML text, in the layout of the curated specs."""

from __future__ import annotations

import yaml

from . import SYNTH_VERSION
from .draw import Instance


class _Dumper(yaml.SafeDumper):
    pass


# libyaml's emitter writes the same text ~4x faster (tests/test_synth.py compares the two); PyYAML
# without its C extension falls back to the pure-Python one
class _FastDumper(getattr(yaml, "CSafeDumper", yaml.SafeDumper)):
    pass


def _str(dumper: yaml.SafeDumper, text: str):
    return dumper.represent_scalar("tag:yaml.org,2002:str", text, style=">" if len(text) > 80 else None)


_Dumper.add_representer(str, _str)
_FastDumper.add_representer(str, _str)


def dump(data: dict, dumper: type = _FastDumper) -> str:
    return yaml.dump(data, Dumper=dumper, sort_keys=False, width=100, allow_unicode=False)


def spec_text(inst: Instance, seed: int, index: int) -> str:
    data = dict(inst.data)
    data["provenance"] = {"source": f"svafam synth {SYNTH_VERSION}", "seed": str(seed), "index": str(index),
                          "template": inst.template}
    drawn = f"index {index}"
    if inst.attempt:  # a redraw of the slot: say which, so the draw can be traced by hand
        data["provenance"]["draw"] = str(inst.attempt)
        drawn += f", draw {inst.attempt}"
    head = (f"# Synthesized by svafam synth {SYNTH_VERSION} (seed {seed}, {drawn}); regenerate, do not edit.\n")
    return head + dump(data)
