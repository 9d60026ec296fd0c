"""A family's interface as tasks state it: ports as data, and one paragraph of text."""

from __future__ import annotations


def ports(meta: dict) -> list[dict]:
    """Every port of the family's modules, in declaration order: clock, reset, inputs, outputs."""
    out = [{"name": meta["clock"]["name"], "direction": "input", "width": 1},
           {"name": meta["reset"]["name"], "direction": "input", "width": 1}]
    out += [{"name": p["name"], "direction": "input", "width": p["width"]} for p in meta["inputs"]]
    return out + [{"name": p["name"], "direction": "output", "width": p["width"]} for p in meta["outputs"]]


def _port(p: dict) -> str:
    return p["name"] + (f" [{p['width'] - 1}:0]" if p["width"] > 1 else "")


def interface_text(meta: dict) -> str:
    reset = meta["reset"]
    when = ("synchronous: it takes effect at the next rising clock edge" if reset["synchronous"]
            else "asynchronous: it takes effect at once")
    inputs = ", ".join(_port(p) for p in meta["inputs"]) or "none"
    outputs = ", ".join(_port(p) for p in meta["outputs"])
    return (f"Clock: {meta['clock']['name']} (rising edge). Reset: {reset['name']}, active {reset['active']}, "
            f"{when}.\nInputs: {inputs}.\nOutputs: {outputs}.")
