"""Faster drop-ins for the hot spots of yosys-smtbmc's ``smtio``, same bytes out.

Bitwuzla makes smtio *unroll* the model: every statement smtbmc writes is
parsed into nested lists, each application of a state function is replaced
by a fresh ``|UNROLL#n|`` constant whose definition is written first, and
the result is printed back. The stock code does this with one generator per
list node and parses the solver's answers one character at a time; unrolling
alone was about half of smtbmc's own CPU in a suite job (0.05-0.09 s of
0.13-0.17 s for a cover of timer_0007; 0.05-0.07 s with these drop-ins). It also flushes the solver pipe after every statement, so the solver
side wakes up once per line, and it reads the solver's answers on a thread
of their own, so each of the ~2,500 answers of a cover job wakes two
threads of smtbmc, each maybe waiting for a core.

:func:`apply` swaps in plain functions that compute exactly what the stock
methods compute -- the same lists, the same ``UNROLL`` numbering, the same
definitions written in the same order (the unrolling, with each state
function compiled once, is :mod:`svafam.engine.smtio_unroll`) -- and a pipe that is flushed only
when smtio is about to wait for an answer, so the solver reads the very same
byte stream in fewer pieces (the places smtio waits are ``p_read``,
``p_poll`` and ``wait``), and answers read by the thread that waits for
them (:class:`_LineReader`). ``tests/test_smtio_speedups.py`` holds them to
that: the smt2 sent to the solver is compared byte for byte with stock smtbmc.
Only the warm SBY server applies them; SBY run by hand uses stock smtio.
"""

from __future__ import annotations

import os
import re
import select
import subprocess
import sys
import time

from .smtio_unroll import replace_in, unparse, unroll_stmt  # noqa: F401 (installed by apply)

_BLANK = re.compile(r"[ \t\r\n]*")
_ATOM = re.compile(r"[^()| \t\r\n]*")


def parse(stmt: str):
    """``SmtIo.parse``: the first s-expression in ``stmt``, as nested lists of strings.

    It keeps the stock reader's quirks, since smtbmc sees its output: a blank
    before a closing parenthesis gives an empty atom, ``"`` is an ordinary
    character, anything after the first expression is ignored, and running
    off the end of the text raises IndexError.
    """
    open_lists: list[list] = []
    cursor = 0
    while True:
        cursor = _BLANK.match(stmt, cursor).end()
        char = stmt[cursor]
        if char == "(":
            cursor += 1
            open_lists.append([])
            while stmt[cursor] == ")":  # an empty list, closed at once
                cursor += 1
                done = open_lists.pop()
                if not open_lists:
                    return done
                open_lists[-1].append(done)
            continue
        if char == "|":
            end = stmt.find("|", cursor + 1)
            if end < 0:
                raise IndexError("string index out of range")
            element = stmt[cursor:end + 1]
            cursor = end + 1
        else:
            start = cursor
            cursor = _ATOM.match(stmt, cursor).end()
            element = stmt[start:cursor]
            stmt[cursor]  # an atom that runs to the end of the text: the stock reader fails here
        if not open_lists:
            return element
        open_lists[-1].append(element)
        while stmt[cursor] == ")":
            cursor += 1
            done = open_lists.pop()
            if not open_lists:
                return done
            open_lists[-1].append(done)


class _QuickRegex:
    """smtio's view of :mod:`re`. smtio strips comments and quoted symbols from every
    statement with ``re.sub``; when the text holds no ``;`` (or no ``|``) the pattern
    cannot match and the text comes back as it was, without a scan."""

    _NEEDS = {r" *;.*": ";", r"\|[^|]*\|": "|"}

    def __init__(self, real) -> None:
        self._real = real

    def __getattr__(self, name):
        return getattr(self._real, name)

    def sub(self, pattern, repl, string, count=0, flags=0):
        needed = self._NEEDS.get(pattern) if pattern.__class__ is str else None
        if needed is not None and string.__class__ is str and needed not in string:
            return string
        return self._real.sub(pattern, repl, string, count, flags)


def _write_unflushed(smt, data, flush):
    smt.p.stdin.write(bytes(data, "utf-8"))


def _flush_pending(smt) -> None:
    stdin = smt.p.stdin if smt.p is not None else None
    if stdin is not None and not stdin.closed:
        stdin.flush()


def _flushing_first(method):
    """``method``, after the statements smtio has written are handed to the solver."""
    def waits(self, *args, **kwargs):
        _flush_pending(self)
        return method(self, *args, **kwargs)
    return waits


class _LineReader:
    """The solver's answers, read on smtio's own thread.

    Stock smtio starts a thread that reads the solver's output line by line into a
    queue, so every answer wakes two threads; here the thread waiting for the answer
    reads it. Lines come out exactly as the reader thread would have queued them,
    and an empty string once the solver has closed its output.
    """

    def __init__(self, stream) -> None:
        self._fd = stream.fileno()
        self._pending = b""
        self.closed = False

    def _fill(self, timeout: float | None) -> bool:
        """Read what has arrived (waiting at most ``timeout`` seconds); False when nothing came."""
        if timeout is not None:
            if not select.select([self._fd], [], [], timeout)[0]:
                return False
        chunk = os.read(self._fd, 1 << 16)
        if chunk:
            self._pending += chunk
        else:
            self.closed = True
        return True

    def line(self, timeout: float | None = None) -> str | None:
        """The next line, "" at the end of the output, None when ``timeout`` passed first."""
        deadline = None if timeout is None else time.monotonic() + timeout
        while True:
            end = self._pending.find(b"\n")
            if end >= 0:
                data, self._pending = self._pending[:end + 1], self._pending[end + 1:]
                return data.decode("utf-8")
            if self.closed:
                data, self._pending = self._pending, b""
                return data.decode("utf-8")
            left = None if deadline is None else max(0.0, deadline - time.monotonic())
            if not self._fill(left) and left is not None:
                return None


# argv -> a solver session inside this process (svafam.engine.solver_in_process), or None to start the program
_start_in_process = None


def _p_open(smt) -> None:
    assert smt.p is None
    session = _start_in_process(list(smt.popen_vargs)) if _start_in_process is not None else None
    if session is not None:  # nothing to kill on shutdown but this process itself: not in running_solvers
        smt.p = session
        smt.p_running = True
        smt.p_next = None
        smt.p_lines = session.answers
        return
    try:
        smt.p = subprocess.Popen(smt.popen_vargs, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                 stderr=subprocess.STDOUT)
    except FileNotFoundError:
        print("%s SMT Solver '%s' not found in path." % (smt.timestamp(), smt.popen_vargs[0]), flush=True)
        sys.exit(1)
    smt._running_solvers[smt.p_index] = smt.p
    smt.p_running = True
    smt.p_next = None
    smt.p_lines = _LineReader(smt.p.stdout)


def _p_take(smt, timeout):
    line = smt.p_lines.line(timeout)
    if line == "" and smt.p_lines.closed:
        smt.p_running = False
    return line


def _p_read(smt) -> str:
    assert smt.p is not None
    _flush_pending(smt)
    if smt.p_next is not None:
        data, smt.p_next = smt.p_next, None
        return data
    if not smt.p_running:
        return ""
    return _p_take(smt, None)


def _p_poll(smt, timeout=0.1) -> bool:
    assert smt.p is not None
    assert smt.p_running
    _flush_pending(smt)
    if smt.p_next is not None:
        return False
    line = _p_take(smt, timeout)
    if line is None:
        return True
    smt.p_next = line
    return False


def _p_close(smt) -> None:
    assert smt.p is not None
    smt.p.stdin.close()
    while smt.p_running:  # the reader thread read to the end before smtio went on
        _p_take(smt, None)
    smt._running_solvers.pop(smt.p_index, None)
    smt.p = None
    smt.p_next = None
    smt.p_lines = None


def _del_unless_in_process(stock_del):
    def __del__(self):
        # stock: killpg() the solver's group -- for an in-process solver, that would be ours
        if not getattr(self.p, "in_process", False):
            stock_del(self)
    return __del__


def apply(smtio_module, start_in_process=None) -> None:
    """Install the drop-ins on ``smtio.SmtIo`` (in the process that runs smtbmc).

    ``start_in_process(argv)`` may return a solver session that runs inside
    this process (see :mod:`svafam.engine.solver_in_process`) instead of starting ``argv``.
    """
    global _start_in_process
    _start_in_process = start_in_process
    cls = smtio_module.SmtIo
    if not getattr(cls.__del__, "svafam_wrapped", False):
        cls.__del__ = _del_unless_in_process(cls.__del__)
        cls.__del__.svafam_wrapped = True
    if not isinstance(smtio_module.re, _QuickRegex):
        smtio_module.re = _QuickRegex(smtio_module.re)
    cls.parse = lambda self, stmt: parse(stmt)
    cls.unparse = lambda self, stmt: unparse(stmt)
    cls.replace_in_stmt = lambda self, stmt, pat, repl: replace_in(stmt, pat, repl)
    cls.unroll_stmt = unroll_stmt
    cls.p_write = _write_unflushed
    # the places smtio waits for the solver; wait() follows the (exit) smtbmc writes last
    cls.wait = _flushing_first(cls.wait)
    cls._running_solvers = smtio_module.running_solvers
    cls.p_open, cls.p_read, cls.p_poll, cls.p_close = _p_open, _p_read, _p_poll, _p_close
