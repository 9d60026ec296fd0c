"""The nets of every instance's ports in the flattened top, by the instantiated module.

Yosys's ``flatten`` leaves a ``$scopeinfo`` cell per instance it dissolves (its path below the
top, the module it was) and names the nets of the instance's ports ``<path>.<port>``, with the
path and the port in their ``hdlname`` attribute; the elaboration marks every module's ports
(:data:`PORT_MARK`) before it flattens, so the ports are the ones Yosys read (a port under
`` `ifdef FORMAL`` included), and a user's own wire spelled like a port's net is no port. A mutant
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
PORT_MARK = "svafam_port"   # the attribute the elaboration sets on every port (KEEP_PORTS) before it flattens
# names a Yosys selection takes literally (no glob characters) and Verilog reads as one escaped identifier
_PLAIN = re.compile(r"^[A-Za-z_][A-Za-z0-9_$.]*$")
_PARAMOD = re.compile(r"^\$paramod(?:\$[0-9a-f]+)?\\([^\\]+)")


def port_names(src: SourceFile) -> list[str] | None:
    """The module's ports, as the Verilog parser read them; None if one has no name it can give."""
    names = []
    for port in src.module.portlist.ports:
        if isinstance(port, vast.Ioport):
            names.append(port.first.name)
        elif isinstance(port, vast.Port) and port.name:
            names.append(port.name)
        else:
            return None
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
    flattened top, written with its scope cells and the ports marked). A module gets no entry when a port net of an
    instance is missing or renamed, or its ports in Yosys are not the ones the parser read; no module gets one when
    an instance was left whole (the instances inside it are not in the top)."""
    scopes: dict[str, list[tuple[str, ...]]] = {}
    for name, cell in top.get("cells", {}).items():
        if cell.get("type") == "$scopeinfo":
            module = module_of_scope(cell)
            if module is not None:
                hdlname = cell.get("attributes", {}).get("hdlname")
                scopes.setdefault(module, []).append(tuple(hdlname.split(" ")) if hdlname else (name,))
        elif not cell.get("type", "$").startswith("$") or cell["type"].startswith("$paramod"):
            return {}
    nets = top.get("netnames", {})
    ports_at: dict[tuple[str, ...], dict[str, list[str]]] = {}   # instance path -> port -> the nets marked as it
    for net, info in nets.items():
        attributes = info.get("attributes", {})
        hdlname = attributes.get("hdlname")
        if hdlname and PORT_MARK in attributes:   # whatever its value: a net marked by the user only adds a rival
            *path, port = hdlname.split(" ")
            ports_at.setdefault(tuple(path), {}).setdefault(port, []).append(net)
    found: dict[str, tuple[tuple[str, int], ...]] = {}
    for module, paths in scopes.items():
        src = modules.get(module)
        ports = port_names(src) if src is not None else None
        if not ports:
            continue
        per_instance = [_instance_nets(ports_at.get(path, {}), path, ports) for path in sorted(paths)]
        if all(n is not None for n in per_instance):
            found[module] = tuple((n, len(nets[n]["bits"])) for names in per_instance for n in names)
    return found


def _instance_nets(marked: dict[str, list[str]], path: tuple[str, ...], ports: list[str]) -> list[str] | None:
    """The nets of the instance at ``path``, in the order of ``ports``: None unless its marked ports are exactly
    ``ports``, each a single net named ``<path>.<port>`` (the name the job's script selects), and the name plain."""
    if set(marked) != set(ports):
        return None
    names = [".".join(path + (port,)) for port in ports]
    if any(marked[port] != [net] or not _PLAIN.match(net) for port, net in zip(ports, names)):
        return None
    return names


__all__ = ["KEEP_PORTS", "PORT_MARK", "instance_ports", "module_name", "module_of_scope", "port_names"]
