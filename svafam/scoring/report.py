"""The metrics as a markdown table: one row per metric, a column per category."""

from __future__ import annotations

# (label, key, denominator key or None); gold coverage and mutation score are means over responses
ROWS = [("responses scored", "responses", None),
        ("responses read (nothing refused, within the limits)", "read", "responses"),
        ("responses refused (file access, directives)", "refused", "responses"),
        ("responses over a limit", "over_a_limit", "responses"),
        ("syntax-valid responses", "syntax_valid", "responses"),
        ("properties extracted", "properties_extracted", None),
        ("supported", "supported", "properties_extracted"),
        ("interface-only (checked)", "interface_only", "supported"),
        ("sound", "sound", "interface_only"),
        ("trivial (sound with no design at all)", "trivial", "sound"),
        ("vacuous (check never live out of reset)", "vacuous", "sound"),
        ("good: sound, non-trivial, non-vacuous", "good", "interface_only"),
        ("good and killing a mutant", "good_killing", "interface_only"),
        ("gold properties implied", "gold_implied", "gold_properties"),
        ("gold coverage (mean per response)", "gold_coverage", "%"),
        ("mutation score (mean per response)", "mutation_score", "%"),
        ("mutants killed (unique)", "mutants_killed", "mutants_in_pools"),
        ("temporal-only mutants killed (unique)", "temporal_only_killed", "temporal_only_in_pools"),
        ("pass: primary criterion", "passes", "responses"),
        ("pass: secondary criterion", "passes_secondary", "responses")]


def _cell(s: dict, key: str, of: str | None) -> str:
    if key not in s:   # a summary written before the metric existed
        return "-"
    value = s[key]
    if of == "%":
        return f"{100 * value:.1f}%"
    if of and s[of]:
        return f"{value} ({100 * value / s[of]:.1f}%)"
    return str(value)


def _row(cells: list[str]) -> str:
    return "| " + " | ".join(cells) + " |"


def markdown(m: dict) -> str:
    cats = list(m["per_category"])
    forms = list(m.get("per_form", {}))
    columns = [m["overall"]] + [m["per_category"][c] for c in cats] + [m["per_form"][f] for f in forms]
    heads = ["metric", "overall", *cats, *(f"form {f}" for f in forms)]
    lines = [_row(heads), "|" + "---|" * len(heads)]
    for label, key, of in ROWS:
        lines.append(_row([label] + [_cell(c, key, of) for c in columns]))
    for name, label in (("pass_at_k", "primary"), ("pass_at_k_secondary", "secondary")):
        for k, v in m.get(name, {}).items():
            lines.append(_row([f"{k} ({label})", f"{100 * v:.1f}%"] + [""] * (len(columns) - 1)))
    o = m["overall"]
    lines.append("")
    lines.append(f"{o['lines']} lines: {o['responses']} responses scored, {o['problems']} lines not scored; "
                 f"{o['families_sound_on_all_four_variants']} families sound on all four variants, "
                 f"{o['variant_sensitive_families']} variant-sensitive.")
    return "\n".join(lines) + "\n"
