"""RTL-generation tasks: write a module from its description and interface, checked by an
unbounded equivalence proof against the family's reference variant (``v0``).

One task per family (``<family>/rtl``). Files, under ``dataset/<family>/tasks/rtl/``:

    task.json   ids, the module name asked for, the interface, the reference (v0) and the
                control answer's variant (v1)
    gold.v      the control answer: variant v1 under the task's module name

The module asked for is named after the family (``timer_0007``): no variant has that name,
so the proof can read the answer beside ``v0`` unchanged. Two prompt forms are made from
these at export: ``spec`` (description, interface, clock and reset convention, the rules an
answer must keep) and ``example`` (the same after one worked example: another family of the
same category, from the train split, with its ``v0`` as the answer), see :func:`prompt`.
"""

from __future__ import annotations

import hashlib
import json
import re
from pathlib import Path

from .interface import interface_text, ports

TASK_DIR = "tasks/rtl"
TASK_FILE = f"{TASK_DIR}/task.json"
GOLD_FILE = f"{TASK_DIR}/gold.v"
FORMS = ("spec", "example")
REFERENCE_VARIANT = "v0"
GOLD_VARIANT = "v1"
EXAMPLE_SEED = "sva-families rtl example v1"

RULES = """\
Answer with one synthesizable Verilog-2005 (or SystemVerilog) module in one ```verilog block:
- the module name and the ports exactly as given (names, directions, widths; the order is free;
  an output may be a wire or a reg);
- no compiler directives (`define, `include, `timescale, ...), no system tasks or functions
  other than $signed, $unsigned, $clog2, $bits, $onehot, $onehot0, $countones, no attributes,
  no assertions or assumptions, no other module's name from this prompt defined again;
- one clock domain: every register on the rising edge of the clock; reset as stated.
The answer is checked by an unbounded equivalence proof against a reference implementation:
from reset on, every output must equal the reference's in every cycle, for every input sequence."""


def task_id(family: str) -> str:
    return f"{family}/rtl"


def module_name(meta: dict) -> str:
    return meta["family"]


def rename_module(code: str, old: str, new: str) -> str:
    """A generated variant under another module name (our own code: the name is one identifier token)."""
    renamed, count = re.subn(rf"(?<![A-Za-z0-9_$]){re.escape(old)}(?![A-Za-z0-9_$])", new, code)
    if not count:
        raise ValueError(f"module {old} is not in the code")
    return renamed


def _variant(meta: dict, vid: str) -> dict:
    for v in meta["variants"]:
        if v["id"] == vid:
            return v
    raise ValueError(f"{meta['family']}: no variant {vid}")


def task_files(family_dir: Path, meta: dict) -> dict[str, str]:
    """The files of the family's RTL task, relative to the family folder."""
    ref, gold = _variant(meta, REFERENCE_VARIANT), _variant(meta, GOLD_VARIANT)
    module = module_name(meta)
    doc = {
        "task_id": task_id(meta["family"]), "family_id": meta["family"], "module": module,
        "clock": meta["clock"], "reset": meta["reset"], "ports": ports(meta),
        "reference": {"variant": ref["id"], "style": ref["style"], "module": ref["module"], "file": ref["file"]},
        "gold": {"variant": gold["id"], "style": gold["style"], "file": GOLD_FILE},
        "forms": list(FORMS),
    }
    gold_code = rename_module((family_dir / gold["file"]).read_text(encoding="utf-8"), gold["module"], module)
    return {TASK_FILE: json.dumps(doc, indent=2) + "\n", GOLD_FILE: gold_code}


def port_lines(meta: dict) -> str:
    """The ports the answer must have, one a line (direction, name, width), in declaration order."""
    return "\n".join(f"  {p['direction']:<6} {p['name']}" + (f" [{p['width'] - 1}:0]" if p["width"] > 1 else "")
                     for p in ports(meta))


def strip_banner(code: str) -> str:
    """Our generated code without its leading comment lines (they name the spec file and the style)."""
    lines = code.splitlines(keepends=True)
    while lines and lines[0].lstrip().startswith("//"):
        lines.pop(0)
    return "".join(lines)


def _statement(meta: dict, module: str) -> str:
    return f"Description: {meta['description']}\n{interface_text(meta)}\nPorts of {module}:\n{port_lines(meta)}\n"


def prompt(meta: dict, form: str = "spec", example: tuple[dict, str] | None = None) -> str:
    """The task as the model reads it. ``form="example"`` needs ``example``: (another family's
    metadata, its answer under its own module name), shown first as a worked example."""
    if form not in FORMS:
        raise ValueError(f"unknown RTL task form {form!r}")
    module = module_name(meta)
    text = ""
    if form == "example":
        if example is None:
            raise ValueError("the example form needs an example")
        ex_meta, ex_code = example
        ex_module = module_name(ex_meta)
        text += (f"Here is an example of a task and its answer.\n\nWrite a Verilog module named {ex_module} "
                 f"that behaves as described.\n\n{_statement(ex_meta, ex_module)}\nAnswer:\n\n"
                 f"```verilog\n{strip_banner(ex_code).rstrip()}\n```\n\nNow the task.\n\n")
    return text + (f"Write a Verilog module named {module} that behaves as described.\n\n"
                   f"{_statement(meta, module)}\n{RULES}\n")


def example_family(family: str, category: str, candidates: dict[str, str]) -> str | None:
    """The worked example's family: of ``candidates`` (train families -> category), one of the same
    category other than ``family``, the first by ``sha256(seed:family:candidate)``; None if there is none."""
    same = [c for c, cat in candidates.items() if cat == category and c != family]
    if not same:
        return None
    return min(same, key=lambda c: hashlib.sha256(f"{EXAMPLE_SEED}:{family}:{c}".encode()).hexdigest())


def example_answer(family_dir: Path, meta: dict) -> str:
    """A family's reference variant (v0) under the family's module name: the worked example's answer."""
    ref = _variant(meta, REFERENCE_VARIANT)
    return rename_module((family_dir / ref["file"]).read_text(encoding="utf-8"), ref["module"], module_name(meta))

