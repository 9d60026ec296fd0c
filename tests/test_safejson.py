"""JSON from outside is refused past a fixed nesting, whatever the interpreter's recursion limit, in any thread."""

from __future__ import annotations

import sys
import threading

import pytest

from svafam import safejson


def test_deep_nesting_is_refused_in_a_thread_with_a_raised_recursion_limit():
    # Pyverilog raises the limit to 16k; json.loads on 100,000 levels in a thread then overflowed the C stack
    old = sys.getrecursionlimit()
    sys.setrecursionlimit(16 * 1024)
    seen = []
    try:
        thread = threading.Thread(target=lambda: seen.append(_outcome("[" * 100_000 + "]" * 100_000)))
        thread.start()
        thread.join()
    finally:
        sys.setrecursionlimit(old)
    assert seen == ["TooDeep"]


def _outcome(text: str) -> str:
    try:
        safejson.loads(text)
    except safejson.TooDeep:
        return "TooDeep"
    return "parsed"


def test_brackets_in_strings_do_not_count_and_shallow_json_reads():
    text = r'{"a": "[[[[[[[[", "b": [1, {"c": "q\"]"}]}'  # an escaped quote inside a string, then a bracket
    assert safejson.loads(text) == {"a": "[[[[[[[[", "b": [1, {"c": 'q"]'}]} and safejson.nesting_depth(text) == 3
    assert safejson.nesting_depth('[[1], {"x": [2]}]') == 3
    with pytest.raises(ValueError):
        safejson.loads("[" * 65 + "]" * 65)
    assert safejson.loads("[" * 64 + "]" * 64)
