"""MkDocs hook: the parts of the documentation that come from the code and the data, made at build time.

A page asks for one with a line of its own, ``<!-- generated: NAME -->``; the hook replaces it
with what :data:`GENERATORS` makes of the registries (task kinds, property forms, job kinds,
executors, mutation operators), the command line, the spec schema, the dataset and the
benchmark results. Nothing here is typed by hand, so nothing here goes stale: a kind
registered in the code is in its table at the next build. An unknown NAME fails the build.
``tests/docs/test_generated.py`` runs the generators without MkDocs.

Only reads the repository: pictures from the dataset join the site as generated files, never
as copies in docs/.
"""

from __future__ import annotations

import importlib.util
import json
import re
from pathlib import Path


class GeneratedError(ValueError):
    """A block that cannot be made; the build stops with this message (as MkDocs' PluginError)."""

ROOT = Path(__file__).resolve().parents[2]
MARK = re.compile(r"^<!-- generated: ([a-z0-9-]+) -->$", re.M)

# pictures of the dataset shown in the docs: site path -> repository path
PICTURES = {
    "img/timer_0007-m1-waveform.svg": "dataset/timer_0007/tasks/debug/m1/waveform.svg",
}


def _figures():
    """benchmarks/figures.py, which is not part of the package (the benchmarks and the tests use it too)."""
    import sys
    name = "svafam_benchmark_figures"
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, ROOT / "benchmarks" / "figures.py")
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module  # dataclasses look their module up there
        spec.loader.exec_module(module)
    return sys.modules[name]


def _cell(text) -> str:
    return str(text).replace("|", "\\|").replace("\n", " ")


def _table(columns: list[str], rows: list[list]) -> str:
    lines = ["| " + " | ".join(columns) + " |", "|" + "---|" * len(columns)]
    lines += ["| " + " | ".join(_cell(c) for c in row) + " |" for row in rows]
    return "\n".join(lines)


def _code(text: str) -> str:
    return f"`{text}`" if text else ""


# -- the registries ----------------------------------------------------------------------------------------------

def task_kinds() -> str:
    from svafam.scoring.kinds import SCORERS
    from svafam.tasks.kinds import task_kinds as kinds
    rows = []
    for k in kinds().values():
        rows.append([f"`{k.name}`", k.title, ", ".join(f"`{f}` (`{field}`)" for f, field in k.prompt_forms.items()),
                     f"`export/{k.export_name}_<split>.{{jsonl,parquet}}`", f"`svafam {k.evaluate_command}`",
                     f"`svafam {k.gold_command}`", f"`{SCORERS.get(k.name, '(none)')}`",
                     f"`svafam/tasks/kinds/{k.name}.py`"])
    return _table(["kind", "what", "prompt forms (record field)", "export", "checked by", "control (gold answers)",
                   "checker module", "defined in"], rows)


def export_files() -> str:
    from svafam.tasks.kinds import task_kinds as kinds
    rows = [[f"`{k.export_name}_<split>`", f"{k.title} task (kind `{k.name}`)",
             f"`svafam/dataset/schemas/{k.schema}-record.schema.json`"] for k in kinds().values()]
    rows.append(["`families_<split>`", "family, with its variants, gold SVA and mutants",
                 "`svafam/dataset/schemas/family-record.schema.json`"])
    rows.append(["`mutation_<split>`", "retained mutant of the mutation pool",
                 "`svafam/mutation/schemas/mutation-record.schema.json`"])
    for row in rows:
        path = ROOT / row[2].strip("`")
        if not path.is_file():
            raise GeneratedError(f"{path}: the record schema of export {row[0]} is missing")
    return _table(["files (`.jsonl` and `.parquet`)", "one record per", "schema"], rows)


def property_forms() -> str:
    from svafam.generators.expr import Ident
    from svafam.generators.properties import forms
    from svafam.generators.properties.sva import body_text
    rows = []
    for f in forms.PROPERTY_FORMS:
        example = f.example(Ident("a"), Ident("b"), Ident("c"))
        rows.append([f"`{f.name}`", f.notation, "yes" if f.temporal else "no", f"`{body_text(example)}`",
                     f"`{_spec_yaml(example)}`", f"`svafam/generators/properties/forms/{f.name}.py`"])
    return _table(["form", "SVA", "temporal", "its example, printed by the generator (a, b, c: 1-bit signals)",
                   "the example in a spec (`properties:`)", "defined in"], rows)


def _spec_yaml(prop) -> str:
    """How a spec's author writes ``prop`` (the fields of ``properties:`` in spec version 2)."""
    d = prop.to_json()
    if d["form"] == "invariant":
        return f'{{form: invariant, expression: "{d["expression"]}"}}'
    parts = ["form: implication", f'antecedent: "{d["antecedent"]}"']
    if d.get("then"):
        steps = ", ".join(f'{{delay: {st["delay"]}, expr: "{st["expr"]}"}}' for st in d["then"])
        parts.append(f"then: [{steps}]")
    delay = f'[{d["delay"]}, {d["delay_max"]}]' if d.get("delay_max") is not None else str(d["delay"])
    parts.append(f"delay: {delay}")
    if d.get("repeat"):
        parts.append(f"repeat: {d['repeat']}")
    if d.get("until"):
        parts.append(f'until: "{d["until"]}"')
    parts.append(f'consequent: "{d["consequent"]}"')
    return "{" + ", ".join(parts) + "}"


def job_kinds() -> str:
    from svafam.formal.jobs import JOB_KINDS, suite_size
    variants, mutants = 4, 3
    rows = [[f"`{k.name}`", k.count(variants, mutants) if k.in_suite else f"{k.count(variants, mutants)} (outside)",
             k.per, k.mode, k.expected, k.engines, k.summary, f"`sby_templates/{k.template}.sby`"]
            for k in JOB_KINDS.values()]
    rows.append(["**the suite**", f"**{suite_size(variants, mutants)}**", "", "", "", "", "", ""])
    return _table(["kind", "jobs", "one per", "SBY mode", "admits on", "engines", "what it proves", "template"], rows)


def executors() -> str:
    import inspect

    from svafam.engine import executor as interface
    from svafam.engine.executors import _REGISTRY, EXECUTORS
    doc = inspect.getdoc(interface) or ""
    said = {}
    for line in doc.splitlines():
        m = re.match(r"``(\w+)``\s+(.*)", line)
        if m:
            said[m.group(1)] = [m.group(2)]
        elif said and line.startswith(" " * 4) and line.strip():
            said[list(said)[-1]].append(line.strip())
    rows = [[f"`--executor {name}`", f"`svafam.engine{_REGISTRY[name][0]}.{_REGISTRY[name][1]}`",
             " ".join(said.get(name, ["(not described in svafam/engine/executor.py)"])).rstrip(";")]
            for name in EXECUTORS]
    return _table(["executor", "class", "what runs a job"], rows)


def mutation_operators() -> str:
    from svafam.mutation.operators import OPERATORS
    rows = [[f"`{op.name}`", op.group, op.summary, "clock-accurate" if op.timing else "cycle",
             f"{op.paper_share:.1f}%", f"`svafam/mutation/operators/{type(op).__module__.rsplit('.', 1)[-1]}.py`"]
            for op in OPERATORS]
    return _table(["operator", "group", "change", "decided in the model", "share in the paper", "defined in"], rows)


def bug_kinds() -> str:
    from svafam.tasks.bug_kinds import BUG_KINDS, CHIPBENCH_KINDS, CONTROLLED_KINDS, OPERATOR_KINDS
    sources: dict[str, list[str]] = {k: [] for k in BUG_KINDS}
    for kind, bug in CONTROLLED_KINDS.items():
        sources[bug].append(f"`{kind}` (controlled)")
    sources["arithmetic"].append("`replace_update_value` with arithmetic in the old or new value (controlled)")
    sources["assignment"].append("`replace_update_value` otherwise (controlled)")
    for op, bug in OPERATOR_KINDS.items():
        sources[bug].append(f"`{op}`")
    rows = [[f"`{k}`", "ChipBench" if k in CHIPBENCH_KINDS else "this project", ", ".join(sources[k])]
            for k in BUG_KINDS]
    return _table(["bug kind", "named by", "made by (mutant kind or pool operator)"], rows)


def pool_sample() -> str:
    from svafam.tasks.pool_sample import PER_OPERATOR, POLICY, SEED
    return f"Up to **{PER_OPERATOR}** retained mutants per operator and split, seed **{SEED}**. {POLICY}"


def synth_templates() -> str:
    from svafam.synth import SYNTH_VERSION
    from svafam.synth.registry import CATEGORIES
    rows = [[f"`{cat}`", f"`syn_{prefix}_NNNN`", ", ".join(f"`{t.__name__}`" for t in templates)]
            for cat, (prefix, templates) in CATEGORIES.items()]
    total = sum(len(t) for _, t in CATEGORIES.values())
    return (f"Synthesizer version **{SYNTH_VERSION}**, {total} templates in {len(CATEGORIES)} categories "
            "(`svafam/synth/registry.py`):\n\n" + _table(["category", "family ids", "templates"], rows))


def cli() -> str:
    import click

    from svafam.cli import command_group
    group = command_group()
    parent = click.Context(group, info_name="svafam")
    out = []
    for name, cmd in group.commands.items():
        ctx = click.Context(cmd, info_name=name, parent=parent)
        out.append(f"### `svafam {name}`\n")
        out.append((cmd.help or "").strip() + "\n")
        out.append(f"```\nsvafam {name} {' '.join(cmd.collect_usage_pieces(ctx))}\n```\n")
        rows = []
        for param in cmd.get_params(ctx):
            record = param.get_help_record(ctx)
            if record and "--help" not in record[0]:
                rows.append([f"`{record[0]}`", record[1]])
        if rows:
            out.append(_table(["option", "meaning"], rows) + "\n")
    return "\n".join(out)


def _schema_fields(node: dict, defs: dict) -> str:
    required = set(node.get("required", []))
    rows = []
    for name, prop in node["properties"].items():
        ref = prop.get("$ref", "").rsplit("/", 1)[-1]
        target = defs.get(ref, {})
        kind = (" | ".join(f"`{v}`" for v in prop["enum"]) if "enum" in prop
                else f"`{prop['const']}`" if "const" in prop
                else prop.get("type") or (ref.replace("_", " ") if ref else "see the schema"))
        about = prop.get("description") or target.get("description", "")
        rows.append([f"`{name}`", "yes" if name in required else "", kind, about])
    return _table(["field", "required", "type", "description (from the schema)"], rows)


def _spec_schema() -> dict:
    return json.loads((ROOT / "svafam" / "generators" / "schemas" / "spec-v2.schema.json").read_text())


def spec_fields() -> str:
    schema = _spec_schema()
    return _schema_fields(schema, schema.get("$defs", {}))


def spec_property_fields() -> str:
    schema = _spec_schema()
    return _schema_fields(schema["$defs"]["property"], schema["$defs"])


def floors() -> str:
    """The package's floors, as tests/test_layers.py enforces them, with what each subpackage says it is."""
    import ast
    tree = ast.parse((ROOT / "tests" / "test_layers.py").read_text(encoding="utf-8"))
    found = [node.value for node in tree.body if isinstance(node, ast.Assign)
             and any(isinstance(t, ast.Name) and t.id == "FLOORS" for t in node.targets)]
    if not found:
        raise GeneratedError("tests/test_layers.py: no FLOORS assignment to show")
    levels = ast.literal_eval(found[0])
    package = ROOT / "svafam"
    rows = []
    for i, names in enumerate(levels):
        for name in sorted(names):
            if name in ("<root>", "__main__"):
                continue
            folder, module = package / name, package / f"{name}.py"
            source = folder / "__init__.py" if folder.is_dir() else module
            if not source.is_file():
                rows.append([i, f"`{name}`", "not in this checkout yet", "", ""])
                continue
            doc = ast.get_docstring(ast.parse(source.read_text(encoding="utf-8"))) or ""
            first = " ".join(doc.split("\n\n")[0].split())
            first = re.split(r"(?<=\.)\s", first, maxsplit=1)[0] if first else "-"
            first = re.sub(r":(?:mod|func|class):`([^`]+)`", r"`\1`", first).replace("``", "`")
            files = sorted(folder.rglob("*.py")) if folder.is_dir() else [module]
            lines = sum(len(f.read_text(encoding="utf-8").splitlines()) for f in files)
            shown = f"`svafam/{name}/`" if folder.is_dir() else f"`svafam/{name}.py`"
            rows.append([i, shown, first, len(files), f"{lines:,}"])
    return _table(["floor", "subpackage", "what it is (its docstring)", "modules", "lines"], rows)


# -- the data ----------------------------------------------------------------------------------------------------

def example_spec() -> str:
    text = (ROOT / "specs" / "timer_watchdog" / "timer_0007.yaml").read_text(encoding="utf-8")
    return f"```yaml\n{text}```"


def example_debug_task() -> str:
    task = ROOT / "dataset" / "timer_0007" / "tasks" / "debug" / "m1"
    buggy = (task / "buggy.v").read_text(encoding="utf-8").rstrip()
    table = (task / "waveform.txt").read_text(encoding="utf-8").rstrip()
    return (f"The buggy module (`dataset/timer_0007/tasks/debug/m1/buggy.v`):\n\n```verilog\n{buggy}\n```\n\n"
            f"Its waveform as the one-shot prompt shows it (`waveform.txt`):\n\n```\n{table}\n```")


def dataset_card() -> str:
    """The card as it is committed (generated by svafam/dataset/card.py): its configs, then its text one
    heading level down, with links that point outside the docs shown as paths."""
    text = (ROOT / "dataset" / "README.md").read_text(encoding="utf-8")
    front, body = "", text
    if text.startswith("---\n"):
        end = text.index("\n---\n", 4)
        front, body = text[4:end], text[end + 5:]
    body = re.sub(r"^(#+) ", lambda m: "#" + m.group(1) + " ", body, flags=re.M)
    body = re.sub(r"\[([^\]]+)\]\((?!https?:)[^)]+\)", r"\1", body)
    return (f"### The card's metadata (YAML front matter)\n\n```yaml\n{front}\n```\n\n"
            f"{body.replace('# sva-families dataset', '# The card as committed', 1)}")


def performance() -> str:
    figures = _figures()
    try:
        results = figures.load_results()
    except figures.ResultError as e:
        raise GeneratedError(str(e)) from None
    scripts = sorted(p for p in (ROOT / "benchmarks").glob("*.py") if p.stem != "figures")
    return figures.performance_page(results, scripts)


GENERATORS = {
    "task-kinds": task_kinds,
    "export-files": export_files,
    "property-forms": property_forms,
    "job-kinds": job_kinds,
    "executors": executors,
    "mutation-operators": mutation_operators,
    "bug-kinds": bug_kinds,
    "pool-sample": pool_sample,
    "synth-templates": synth_templates,
    "cli": cli,
    "floors": floors,
    "spec-fields": spec_fields,
    "spec-property-fields": spec_property_fields,
    "example-spec": example_spec,
    "example-debug-task": example_debug_task,
    "dataset-card": dataset_card,
    "performance": performance,
}


def render(name: str, where: str) -> str:
    if name not in GENERATORS:
        raise GeneratedError(f"{where}: unknown generated block {name!r}; known: {', '.join(GENERATORS)}")
    return GENERATORS[name]()


# -- MkDocs events -----------------------------------------------------------------------------------------------

def on_files(files, config):
    from mkdocs.exceptions import PluginError
    from mkdocs.structure.files import File
    for site_path, source in PICTURES.items():
        path = ROOT / source
        if not path.is_file():
            raise PluginError(f"{path}: picture for the docs missing (run `svafam build`)")
        files.append(File.generated(config, site_path, abs_src_path=str(path)))
    return files


def expand(markdown: str, where: str) -> str:
    """``markdown`` with every generated block made."""
    return MARK.sub(lambda m: render(m.group(1), where), markdown)


def on_page_markdown(markdown, page, config, files):
    from mkdocs.exceptions import PluginError
    try:
        return expand(markdown, page.file.src_uri)
    except GeneratedError as e:
        raise PluginError(str(e)) from None
