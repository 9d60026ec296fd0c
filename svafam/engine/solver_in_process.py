"""Our ``bitwuzla`` front end inside the process that talks to it.

In the warm server, smtbmc's solver would be a forked copy of the server
that reads smt2 from a pipe, parses it with the bitwuzla bindings and writes
the answers back (:mod:`svafam.engine.bitwuzla_cli`). Here the same bindings parse
the same text inside smtbmc's own process: smtio hands over each statement
as it did to the pipe, everything written is parsed when smtio would flush
the pipe (just before it waits for an answer), and the answers are read back
as the lines the pipe would have carried. That saves a fork, two pipes and
two process wake-ups per answer (a cover job of timer_0007 reads ~2,500).

The solver prints its answers to the C library's standard output, as the
``bitwuzla`` program does; while it parses, file descriptors 1 and 2 point to
an in-memory file (the pipe merged the solver's stderr into its answers too).
:func:`svafam.engine.smtio_speedups.apply` installs the session; only the warm
server does that, and only for our own ``bitwuzla`` launcher.
"""

from __future__ import annotations

import os
import tempfile
import time

from . import bitwuzla_cli
from .proctree import LIBC


class _Input:
    """The session's "standard input": statements are kept until smtio flushes."""

    def __init__(self, session: "InProcessBitwuzla") -> None:
        self._session = session
        self.closed = False

    def write(self, data: bytes) -> None:
        if not self.closed:
            self._session.pending.append(data)

    def flush(self) -> None:
        self._session.run_pending()

    def close(self) -> None:
        if not self.closed:
            self._session.run_pending()
            self.closed = True
            self._session.end()


class _Answers:
    """The solver's answers, line by line, as :class:`svafam.engine.smtio_speedups._LineReader` gives them."""

    def __init__(self) -> None:
        self.text = ""
        self.closed = False

    def line(self, timeout: float | None = None) -> str | None:
        end = self.text.find("\n")
        if end >= 0:
            line, self.text = self.text[:end + 1], self.text[end + 1:]
            return line
        if self.closed:
            line, self.text = self.text, ""
            return line
        if timeout is not None:
            return None  # everything written has been answered: nothing more will come
        raise RuntimeError("smtbmc waits for an answer, but the in-process solver has been asked nothing")


def _capture_file() -> int:
    """Where the C library's output goes: a memfd, or where the sandbox's seccomp filter refuses one (memory no
    rlimit counts), an unlinked file in ``TMPDIR`` (the sandboxed job's own folder: its disk quota counts it)."""
    try:
        return os.memfd_create("bitwuzla-answers", getattr(os, "MFD_CLOEXEC", 0))
    except OSError:
        fd, path = tempfile.mkstemp(prefix=".bitwuzla-answers-")
        os.unlink(path)
        return fd


class InProcessBitwuzla:
    """What smtio uses of a solver's ``Popen``: ``stdin``, ``poll()``, ``wait()``, and the answers."""

    in_process = True

    def __init__(self, args: list[str]) -> None:
        import bitwuzla
        self._bitwuzla = bitwuzla
        self.pending: list[bytes] = []
        self.stdin = _Input(self)
        self.answers = _Answers()
        self.returncode: int | None = None
        self._capture = _capture_file()
        self._solving = 0.0
        options, problem = bitwuzla_cli.options_from_args(args)
        if options is None:  # as the program would: one error line, then the end
            self._finish(f'(error "{problem}")\n', 1)
            self._parser = None
            return
        self._parser = bitwuzla.Parser(bitwuzla.TermManager(), options, "smt2", 2)

    def poll(self) -> int | None:
        return self.returncode

    def wait(self, timeout: float | None = None) -> int:
        if self.returncode is None:  # input ends here, as closing the pipe would end the program
            self.stdin.close()
        return self.returncode if self.returncode is not None else 0

    def run_pending(self) -> None:
        """Parse every statement written since the last call; keep what the solver printed."""
        statements, self.pending = self.pending, []
        if self.returncode is not None or not statements:
            return
        text = b"".join(statements).decode("utf-8", "replace")
        ends = False
        if "exit" in text:  # (exit) ends the session; what follows is never read
            kept = []
            for statement in text.splitlines(keepends=True):
                if bitwuzla_cli._is_exit(statement):
                    ends = True
                    break
                kept.append(statement)
            text = "".join(kept)
        error = self._parse(text) if text.strip() else None
        if error is not None:
            self._finish(f'(error "{error}")\n', 1)
        elif ends:
            self._finish("", 0)

    def end(self) -> None:
        if self.returncode is None:
            self._finish("", 0)

    def _parse(self, text: str) -> str | None:
        """Run ``text`` through the parser with the C library's output captured; the error, if any."""
        started = time.process_time()
        error = None
        if LIBC is not None:
            LIBC.fflush(None)
        saved = os.dup(1), os.dup(2)
        try:
            os.dup2(self._capture, 1)
            os.dup2(self._capture, 2)
            try:
                self._parser.parse(text, False, False)
            except self._bitwuzla.BitwuzlaException as err:
                error = str(err).replace('"', "'")
            finally:
                if LIBC is not None:
                    LIBC.fflush(None)
        finally:
            os.dup2(saved[0], 1)
            os.dup2(saved[1], 2)
            os.close(saved[0])
            os.close(saved[1])
        self._solving += time.process_time() - started
        size = os.lseek(self._capture, 0, os.SEEK_CUR)
        if size:
            self.answers.text += os.pread(self._capture, size, 0).decode("utf-8", "replace")
            os.ftruncate(self._capture, 0)
            os.lseek(self._capture, 0, os.SEEK_SET)
        return error

    def _finish(self, last_words: str, status: int) -> None:
        self.answers.text += last_words
        self.answers.closed = True
        self.returncode = status
        self.stdin.closed = True
        self._parser = None  # the solver's memory goes now, not when smtbmc ends
        os.close(self._capture)
        log = os.environ.get("SVAFAM_SOLVER_LOG")
        if log:
            with open(log, "a") as f:
                f.write(f"bitwuzla {self._solving:.6f}\n")
