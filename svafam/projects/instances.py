"""The nets of every instance's ports in the flattened top, by the instantiated module.

Yosys's ``flatten`` leaves a ``$scopeinfo`` cell per instance it dissolves (its path below the
top, the module it was) and names the nets of the instance's ports ``<path>.<port>``. A mutant
changes one module; if the ports of every instance of that module carry the same values in
the clean design and the mutant at every step, the rest of the design -- the same logic,
fed the same values from the same start -- does too, and so do the top's outputs. That is
a proof about a small part of a large design (:mod:`svafam.projects.formal`'s local proof),
and it holds only if no instance is left out: a module whose instances cannot all be
named here gets no entry, and no local proof.
"""

from __future__ import annotations

import re

from pyverilog.vparser import ast as vast

from svafam.mutation.source import SourceFile

# the ports of every module, kept: flatten names a port's net after its instance, and opt_clean then keeps that name
# (not only the parent's name for the same net) -- in the elaboration that finds them and in the job that exposes them
KEEP_PORTS = "*/x:*"
# names a Yosys selection takes literally (no glob characters) and Verilog reads as one escaped identifier
_PLAIN = re.compile(r"^[A-Za-z_][A-Za-z0-9_$.]*$")
_PARAMOD = re.compile(r"^\$paramod(?:\$[0-9a-f]+)?\\([^\\]+)")


def port_names(src: SourceFile) -> list[str]:
    names = []
    for port in src.module.portlist.ports:
        if isinstance(port, vast.Ioport):
            names.append(port.first.name)
        elif isinstance(port, vast.Port) and port.name:
            names.append(port.name)
    return names


def module_name(name: str) -> str:
    """A module's own name, from Yosys's name of one of its parameterized copies (``$paramod\\enc\\W=...``)."""
    m = _PARAMOD.match(name)
    return m.group(1) if m else name


def module_of_scope(cell: dict) -> str | None:
    """The module a ``$scopeinfo`` cell of an instance came from."""
    if cell.get("parameters", {}).get("TYPE") != "module":
        return None
    return module_name(cell.get("attributes", {}).get("module", "")) or None


def instance_ports(top: dict, modules: dict[str, SourceFile]) -> dict[str, tuple[tuple[str, int], ...]]:
    """Module name -> the (net, width) of each port of each of its instances in ``top`` (Yosys's JSON of the
    flattened top, written with its scope cells); a module with an instance or a port net not found is left out."""
    paths: dict[str, list[str]] = {}
    kept: set[str] = set()   # modules with an instance flatten left whole: its ports are not nets of the top
    for name, cell in top.get("cells", {}).items():
        if cell.get("type") == "$scopeinfo":
            module = module_of_scope(cell)
            if module is not None:
                paths.setdefault(module, []).append(name)
        elif not cell.get("type", "$").startswith("$") or cell["type"].startswith("$paramod"):
            kept.add(module_name(cell["type"]))
    nets = top.get("netnames", {})
    found: dict[str, tuple[tuple[str, int], ...]] = {}
    for module, where in paths.items():
        src = modules.get(module)
        if src is None or module in kept:
            continue
        ports = port_names(src)
        wanted = [f"{path}.{port}" for path in sorted(where) for port in ports]
        if ports and all(_PLAIN.match(n) and n in nets for n in wanted):
            found[module] = tuple((n, len(nets[n]["bits"])) for n in wanted)
    return found


__all__ = ["KEEP_PORTS", "instance_ports", "module_name", "module_of_scope", "port_names"]
