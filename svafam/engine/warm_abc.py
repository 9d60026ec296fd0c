"""ABC's PDR for the direct job path, in long-lived ``yosys-abc`` processes of the warm server.

A proof job starts ``yosys-abc -c "read_aiger ...; pdr ...; write_cex ..."``. On the
suite's designs PDR answers in ~0.05 s of CPU, while ABC's own start-up and
tear-down (its packages' initialisation, and freeing it all again at exit) cost
another ~0.05 s: about 45 s of the whole corpus's re-proof, a process exec'ed
from a 26 MB binary for each of 960 proofs. Here the server keeps ABC processes
reading commands from their standard input (ABC's interactive loop), and a job
asks the server for one over a Unix socket: the same commands, with the job's
folder spelled out (ABC has no ``cd``), then ``echo TOKEN`` so that the end of
the answer is known. Only the proof's own files are named, the request names
nothing but the job's folder and engine number, and nothing but those commands
ever reaches ABC.

A warm ABC can only ever help a proof to PASS: ``sby_direct`` takes PASS from
ABC's own "Property proved." and leaves everything else (a counterexample,
UNKNOWN, an error, an ABC that died) to stock SBY, as with an exec'ed ABC. A job
that is stopped while its PDR runs closes its connection, and the server kills
that ABC. ``SVAFAM_WARM_ABC=0`` turns this off (every PDR is a program of its own).
"""

from __future__ import annotations

import json
import os
import re
import secrets
import shutil
import signal
import socket
import subprocess
import tempfile
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from .proctree import die_with_parent

SOCKET_ENV = "SVAFAM_ABC_SOCKET"  # set by the server for its jobs: where to ask for a warm ABC
SWITCH_ENV = "SVAFAM_WARM_ABC"    # "0": no warm ABC
# ABC splits its commands at blanks and ';' and reads quotes: a folder name must need none of that
_PLAIN_PATH = re.compile(r"/[A-Za-z0-9_.+/-]*")
_MAX_SOCKET_PATH = 100       # sockaddr_un holds 108 bytes
_MAX_IDLE = 4                # idle ABC processes kept; more are stopped
_MAX_REQUEST = 4096
_ACCEPT_SECONDS = 30         # a job waits this long for the server to take its request
ACCEPTED, REFUSED = b"+", b"-"


def enabled(environ: Mapping[str, str] = os.environ) -> bool:
    return environ.get(SWITCH_ENV, "1") != "0"


# ---- the job's side ---------------------------------------------------------------------

def request(env: Mapping[str, str], program: str, workdir: str, engine: int) -> socket.socket | None:
    """A connection on which the server's warm ABC runs this job's PDR, or None (then exec ABC).

    The server answers with :data:`ACCEPTED` first; after it come ABC's output, a NUL byte
    and an exit status, then the end of the stream (:func:`split_reply`).
    """
    path = env.get(SOCKET_ENV)
    if not path or not enabled(env):
        return None
    conn = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    conn.settimeout(_ACCEPT_SECONDS)  # a server that does not answer is no reason to wait for it
    try:
        conn.connect(path)
        conn.sendall(json.dumps({"abc": program, "workdir": workdir, "engine": engine}).encode() + b"\n")
        if conn.recv(1) == ACCEPTED:
            conn.settimeout(None)
            return conn
    except OSError:
        pass
    conn.close()
    return None


def split_reply(reply: bytes) -> tuple[str, int]:
    """(ABC's output, its status) from what the server sent after :data:`ACCEPTED`; an
    answer cut short (the server or its ABC gone) has status 1."""
    output, sep, status = reply.rpartition(b"\0")
    if not sep or not status.strip().isdigit():
        return reply.decode(errors="replace"), 1
    return output.decode(errors="replace"), int(status)


# ---- the server's side ------------------------------------------------------------------

@dataclass
class _Abc:
    proc: subprocess.Popen
    token: bytes = b""          # the echo that ends the current answer
    output: bytearray = field(default_factory=bytearray)
    client: socket.socket | None = None


class AbcPool:
    """The warm server's ABC processes and the socket jobs ask on; driven by the server's
    ``select`` loop (:meth:`fds`, :meth:`handle`): the server has no threads, so that its
    forks' heaps stay as they are (see ``svafam.engine.yosys_cli``)."""

    def __init__(self, program: str, commands: Callable[[str, int], str]) -> None:
        """``commands(folder, engine)``: what ABC is told for that job's proof (``sby_direct.abc_pdr_in``)."""
        self.program, self.commands = program, commands
        self.folder = tempfile.mkdtemp(prefix="svafam-abc-")  # mode 0700: only this user may ask
        self.path = os.path.join(self.folder, "abc.sock")
        if len(self.path) > _MAX_SOCKET_PATH:
            shutil.rmtree(self.folder, ignore_errors=True)
            raise OSError(f"{self.path}: too long for a Unix socket")
        self.listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        self.listener.bind(self.path)
        self.listener.listen(64)
        self.idle: list[_Abc] = []
        self.busy: dict[int, _Abc] = {}        # ABC's stdout -> ABC
        self.clients: dict[int, _Abc] = {}     # the job's connection -> its ABC
        self.starting: dict[int, socket.socket] = {}  # connections whose request is not read yet

    def fds(self) -> list[int]:
        return [self.listener.fileno(), *self.busy, *self.clients, *self.starting]

    def handle(self, fd: int) -> None:
        """Act on a readable file descriptor of :meth:`fds`."""
        if fd == self.listener.fileno():
            try:
                conn, _ = self.listener.accept()
            except OSError:
                return
            self.starting[conn.fileno()] = conn
        elif fd in self.starting:
            self._read_request(self.starting.pop(fd))
        elif fd in self.busy:
            self._read_abc(self.busy[fd])
        elif fd in self.clients:  # a job only ever writes its request: this is its end
            self._drop(self.clients[fd])

    def _read_request(self, conn: socket.socket) -> None:
        abc = None
        try:
            conn.settimeout(5)
            line = conn.recv(_MAX_REQUEST)  # a longer request has no newline here: refused
            commands = self._commands(json.loads(line) if line.endswith(b"\n") else None)
            if commands is not None:
                abc = self._idle_abc() or self._start()
        except (ValueError, RecursionError, OSError):
            pass  # not JSON, nested too deep to read, the job gone, or an ABC that cannot start
        if abc is None:  # refused: the job (if still there) execs ABC
            try:
                conn.sendall(REFUSED)
            except OSError:
                pass
            conn.close()
            return
        abc.client = conn
        self.clients[conn.fileno()] = abc
        self._send(abc, commands)  # busy from here on
        try:
            conn.sendall(ACCEPTED)
        except OSError:
            self._drop(abc)

    def _commands(self, req) -> bytes | None:
        """The commands for a well-formed request of this pool's program; None refuses it."""
        if not isinstance(req, dict) or set(req) != {"abc", "workdir", "engine"} or req["abc"] != self.program:
            return None
        workdir, engine = req["workdir"], req["engine"]
        if not isinstance(workdir, str) or not _PLAIN_PATH.fullmatch(workdir) or "/../" in workdir + "/":
            return None
        if not isinstance(engine, int) or isinstance(engine, bool) or not 0 <= engine < 100:
            return None
        return self.commands(workdir, engine).encode()

    def _idle_abc(self) -> _Abc | None:
        while self.idle:
            abc = self.idle.pop()
            if abc.proc.poll() is None:
                return abc
            self._stop(abc)  # it ended while idle: reap it
        return None

    def _start(self) -> _Abc:
        # its banner goes to the first job's answer, before the first prompt
        return _Abc(subprocess.Popen([self.program], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=subprocess.STDOUT, cwd=self.folder,
                                     preexec_fn=die_with_parent))  # noqa: PLW1509 (the server has no threads)

    def _send(self, abc: _Abc, commands: bytes) -> None:
        abc.token = b"svafam-" + secrets.token_hex(16).encode()
        abc.output.clear()
        self.busy[abc.proc.stdout.fileno()] = abc
        try:
            abc.proc.stdin.write(commands + b"\necho " + abc.token + b"\n")
            abc.proc.stdin.flush()
        except OSError:
            pass  # it died: its stdout ends, and _read_abc says so

    def _read_abc(self, abc: _Abc) -> None:
        chunk = os.read(abc.proc.stdout.fileno(), 1 << 16)
        abc.output += chunk
        # the answer ends with the echo's own output: the token on a line of its own
        # (the line before holds ABC's prompt and the command it read, token included)
        end = re.search(rb"\n" + abc.token + rb" ?\n", abc.output)
        if chunk and end is None:
            return
        del self.busy[abc.proc.stdout.fileno()]
        status = b"1" if end is None else b"0"
        answer = bytes(abc.output if end is None else abc.output[:abc.output.rfind(b"\n", 0, end.start()) + 1])
        client, abc.client = abc.client, None
        # back in the pool (or stopped) before the job hears its answer and asks again
        if end is None:
            self._stop(abc)
        elif len(self.idle) < _MAX_IDLE:
            self.idle.append(abc)
        else:
            self._stop(abc, gently=True)
        if client is not None:
            self.clients.pop(client.fileno(), None)
            try:
                client.sendall(answer + b"\0" + status)
            except OSError:
                pass
            client.close()

    def _drop(self, abc: _Abc) -> None:
        """The job went away while its PDR ran: that ABC is stopped, not reused."""
        if abc.client is not None:
            self.clients.pop(abc.client.fileno(), None)
            abc.client.close()
            abc.client = None
        self.busy.pop(abc.proc.stdout.fileno(), None)
        self._stop(abc)

    def _stop(self, abc: _Abc, gently: bool = False) -> None:
        try:
            if gently:
                abc.proc.stdin.close()
            else:
                abc.proc.send_signal(signal.SIGKILL)
        except OSError:
            pass
        try:
            abc.proc.wait(timeout=5 if gently else None)
        except subprocess.TimeoutExpired:
            abc.proc.kill()
            abc.proc.wait()
        for stream in (abc.proc.stdin, abc.proc.stdout):
            try:
                stream.close()
            except OSError:
                pass

    def close(self) -> None:
        for abc in [*self.busy.values(), *self.idle]:
            self._stop(abc)
        for conn in [*self.starting.values(), *(a.client for a in self.clients.values() if a.client)]:
            conn.close()
        for table in (self.busy, self.clients, self.starting):
            table.clear()
        self.idle.clear()
        self.listener.close()
        shutil.rmtree(self.folder, ignore_errors=True)
