"""What every kind's records share: the interface block and the typed port (:class:`svafam.design.Port`)."""

from __future__ import annotations

from svafam.design import Port  # noqa: F401 - the records' port is the design interface's (re-exported)

from ..interface import ports


def interface(meta: dict) -> dict:
    """The record's ``interface``: clock, reset and every port of the family."""
    return {"clock": meta["clock"], "reset": meta["reset"], "ports": ports(meta)}


def typed_ports(record: dict) -> tuple[Port, ...]:
    return tuple(Port(**p) for p in record["interface"]["ports"])
