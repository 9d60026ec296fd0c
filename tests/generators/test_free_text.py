"""Free text never becomes code: every free-text field, planted with a line break and with comment
delimiters, is either refused with a named error or printed so that the generated files stay inert."""

from __future__ import annotations

import json

import pyslang
import pytest
import yaml

from svafam.generators import expr as ex
from svafam.generators.family import generate_family
from svafam.generators.free_text import comment
from svafam.generators.properties import NEXT_CYCLE, Property, sva_text
from svafam.generators.spec_loader import SpecError, load_spec
from svafam.importers.equivsva import ImportError_, convert_file
from tests.conftest import EQUIVSVA as EQUIVSVA_DIR
from tests.conftest import ROOT

LINE_BREAK = 'load restarts\n    initial $display("INJECTED");\n  // '
DELIMITERS = 'load restarts */ initial $display("INJECTED"); /* '

TIMER = ROOT / "specs" / "timer_watchdog" / "timer_0007.yaml"
ARBITER = ROOT / "specs" / "arbiter" / "arbiter_0001.yaml"
WATCHDOG = ROOT / "specs" / "timer_watchdog" / "timer_0004.yaml"

# (spec, field path as the loader names it, how to reach it in the YAML data)
FIELDS = [
    (TIMER, "description", ("description",)),
    (TIMER, "inputs[0].description", ("inputs", 0, "description")),
    (TIMER, "outputs[1].description", ("outputs", 1, "description")),
    (TIMER, "registers[0].rules[0].note", ("registers", 0, "rules", 0, "note")),
    (TIMER, "mutants[2].description", ("mutants", 2, "description")),
    (TIMER, "provenance.source", ("provenance", "source")),
    (ARBITER, "states[1].description", ("states", 1, "description")),
    (ARBITER, "states[2].transitions[0].note", ("states", 2, "transitions", 0, "note")),
    (WATCHDOG, "properties[1].sentence", ("properties", 1, "sentence")),
]


def code_tokens(text: str) -> list[str]:
    """The tokens a SystemVerilog front end sees (comments are trivia, not tokens)."""
    out: list[str] = []

    def walk(node) -> None:
        for child in node:
            if isinstance(child, pyslang.syntax.SyntaxNode):
                walk(child)
            elif child is not None:
                out.append(child.rawText)

    walk(pyslang.syntax.SyntaxTree.fromText(text).root)
    return out


def planted(tmp_path, spec_path, where: tuple, text: str):
    data = yaml.safe_load(spec_path.read_text())
    node = data
    for key in where[:-1]:
        node = node[key]
    node[where[-1]] = text
    target = tmp_path / spec_path.parent.name / spec_path.name
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(yaml.safe_dump(data, sort_keys=False))
    return target


def generated_code(spec_path) -> dict[str, list[str]]:
    spec = load_spec(spec_path)
    files = generate_family(spec, spec_path.read_text(), "specs/x.yaml")
    return {rel: code_tokens(text) for rel, text in files.items() if rel.endswith((".v", ".sva"))}


def all_text(spec_path) -> str:
    spec = load_spec(spec_path)
    return "".join(generate_family(spec, spec_path.read_text(), "specs/x.yaml").values())


@pytest.mark.parametrize("spec_path,field,where", FIELDS, ids=[f[1] for f in FIELDS])
def test_a_line_break_in_free_text_is_refused_or_folded(tmp_path, spec_path, field, where):
    path = planted(tmp_path, spec_path, where, LINE_BREAK)
    if field == "description":
        # a paragraph: its line breaks fold into spaces before it reaches any file
        assert generated_code(path) == generated_code(spec_path)
        return
    with pytest.raises(SpecError) as info:
        load_spec(path)
    assert info.value.field == field and "control characters (U+000A, a line break" in info.value.reason


@pytest.mark.parametrize("spec_path,field,where", FIELDS, ids=[f[1] for f in FIELDS])
def test_comment_delimiters_in_free_text_stay_inside_comments(tmp_path, spec_path, field, where):
    path = planted(tmp_path, spec_path, where, DELIMITERS)
    assert generated_code(path) == generated_code(spec_path)
    if field.endswith((".note", ".sentence")):  # these reach properties.sva: show that they did, made inert
        assert "load restarts * / initial" in all_text(path)


@pytest.mark.parametrize("text", [LINE_BREAK, DELIMITERS, "a\u2028b\rc\x1b[31m"])
def test_the_printer_keeps_any_text_inside_its_comment(text):
    """Properties built outside the spec loader (evaluator, code) print inert too."""
    props = [Property("P1", "p_one", "authored", NEXT_CYCLE, text, antecedent=ex.Ident("load"),
                      consequent=ex.Ident("tick"))]
    clean = [Property("P1", "p_one", "authored", NEXT_CYCLE, "x", antecedent=ex.Ident("load"),
                      consequent=ex.Ident("tick"))]
    spec = load_spec(TIMER)
    printed = sva_text(spec, props, "specs/x.yaml")
    assert code_tokens(printed) == code_tokens(sva_text(spec, clean, "specs/x.yaml"))
    assert "INJECTED" not in printed or 'initial $display("INJECTED")' in comment(text)


def test_without_the_guard_the_same_text_becomes_live_code(monkeypatch):
    """Negative control: the check above catches a printer that copies the text as it is."""
    import svafam.generators.properties.sva as printer

    monkeypatch.setattr(printer, "comment", lambda text: text)
    spec = load_spec(TIMER)
    props = [Property("P1", "p_one", "authored", NEXT_CYCLE, LINE_BREAK, antecedent=ex.Ident("load"),
                      consequent=ex.Ident("tick"))]
    assert "initial" in code_tokens(sva_text(spec, props, "specs/x.yaml"))


EQUIVSVA = EQUIVSVA_DIR / "sequence_detector_0002" / "spec.json"


def imported(tmp_path, where: tuple, text: str):
    data = json.loads(EQUIVSVA.read_text())
    node = data
    for key in where[:-1]:
        node = node[key]
    node[where[-1]] = text
    path = tmp_path / "spec.json"
    path.write_text(json.dumps(data))
    return path


IMPORTED = [("properties[2].natural_language", ("properties", 2, "natural_language")),
            ("mutants[0].description", ("mutants", 0, "description"))]


@pytest.mark.parametrize("field,where", IMPORTED + [("description", ("description",))])
def test_imported_control_characters_are_refused_by_the_importer(tmp_path, field, where):
    # the family description is a paragraph (line breaks fold), but no other control character passes
    text = "bell\x07" if field == "description" else LINE_BREAK
    with pytest.raises(ImportError_) as info:
        convert_file(imported(tmp_path, where, text))
    assert f"{field}: free text may not contain control characters" in str(info.value)


@pytest.mark.parametrize("field,where", IMPORTED)
def test_imported_comment_delimiters_stay_inside_comments(tmp_path, field, where):
    def build(text: str, folder: str):
        spec, yaml_text = convert_file(imported(tmp_path, where, text))
        target = tmp_path / folder / spec["category"] / f"{spec['id']}.yaml"
        target.parent.mkdir(parents=True)
        target.write_text(yaml_text)
        return target

    path = build(DELIMITERS, "planted")
    assert generated_code(path) == generated_code(build("plain words", "clean"))
    if "natural_language" in field:
        assert "load restarts * / initial" in all_text(path)
