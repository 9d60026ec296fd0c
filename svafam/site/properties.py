"""A family's gold properties as the pages show them: sentence, SVA, form and what each one kills."""

from __future__ import annotations

from svafam.generators.properties import TEMPORAL_FORMS, Property, body_text
from svafam.generators.verilog import v

from .corpus import Family, SiteError


def sva(prop: dict, clock: str) -> str:
    """The property as the family's ``properties.sva`` declares it, printed from the property model."""
    try:
        p = Property.from_json(prop)
    except (KeyError, TypeError, ValueError) as e:
        raise SiteError(f"property {prop.get('id')}: cannot be read ({type(e).__name__}: {e})") from None
    disable = f" disable iff ({v(p.disable)})" if p.disable is not None else ""
    return (f"property {p.name};\n    @(posedge {clock}){disable}\n        {body_text(p)};\nendproperty\n"
            f"{p.id}: assert property ({p.name});\n")


def property_rows(family: Family) -> list[dict]:
    """One row per gold property: the controlled mutants its gold-on-mutant run failed, and how many of the
    mutation pool's mutants it kills."""
    controlled = family.controlled_kills()
    names = {m["id"]: m["name"] for m in family.meta["mutants"]}
    pool_kills: dict[str, int] = {}
    for killers in family.pool_killed_by.values():
        for prop in killers:
            pool_kills[prop] = pool_kills.get(prop, 0) + 1
    clock = family.meta["clock"]["name"]
    rows = []
    for prop in family.properties:
        try:
            text = sva(prop, clock)
        except SiteError as e:
            raise SiteError(f"{family.dir / family.meta['properties']}: {e}") from None
        rows.append({
            "id": prop["id"], "name": prop["sva_name"], "role": prop["role"], "form": prop["form"],
            "temporal": prop["form"] in TEMPORAL_FORMS, "sentence": prop["sentence"], "sva": text,
            "kills": [{"id": m, "name": names.get(m, m)} for m, failed in sorted(controlled.items())
                      if prop["id"] in failed],
            "pool_kills": pool_kills.get(prop["id"], 0),
        })
    return rows
