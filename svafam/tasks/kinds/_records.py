"""What every kind's records share: the interface block and the typed port."""

from __future__ import annotations

from dataclasses import dataclass

from ..interface import ports


@dataclass(frozen=True)
class Port:
    name: str
    direction: str
    width: int


def interface(meta: dict) -> dict:
    """The record's ``interface``: clock, reset and every port of the family."""
    return {"clock": meta["clock"], "reset": meta["reset"], "ports": ports(meta)}


def typed_ports(record: dict) -> tuple[Port, ...]:
    return tuple(Port(**p) for p in record["interface"]["ports"])
