"""A ``yosys`` command over the native libyosys that the ``pyosys`` wheel ships.

pyosys has the library but no ``yosys`` program, and SBY starts Yosys as a
program (``yosys -ql design.log design.ys``). This front end accepts the
options SBY and users need (``-q``, ``-l LOG``, ``-s SCRIPT``, ``-p CMDS``,
script files, ``-V``) and runs the same release natively, about three times
faster to start than the WebAssembly build.

With ``-l`` the whole Yosys log goes to the log file (file descriptor 1 is
pointed at it), so an error that makes Yosys exit is still in the log.
"""

from __future__ import annotations

import os
import signal
import sys

USAGE = "usage: yosys [-q] [-l logfile] [-s script | -p commands | script.ys]... | -V"


def main(argv: list[str] | None = None, *, setup: bool = True) -> int:
    """Run Yosys; ``setup=False`` when this process (a warm fork) already called ``yosys_setup``."""
    # Python ignores SIGXFSZ, and Yosys does not check its writes: past the sandbox's file-size limit it would
    # leave a cut file behind and exit 0. Killed by the signal, it ends at the limit, which the sandbox names.
    signal.signal(signal.SIGXFSZ, signal.SIG_DFL)
    args = list(sys.argv[1:] if argv is None else argv)
    quiet = False
    logfile = None
    steps: list[str] = []
    i = 0
    while i < len(args):
        a = args[i]
        if a in ("-h", "--help"):
            print(USAGE)
            return 0
        if a == "-V":
            import importlib.metadata
            print(f"Yosys {importlib.metadata.version('pyosys')} (pyosys native libyosys)")
            return 0
        if a in ("-p", "-s", "-l") or (a.startswith("-") and set(a[1:]) <= set("ql") and len(a) > 1):
            if a in ("-p", "-s"):
                if i + 1 >= len(args):
                    print(f"ERROR: {a} needs an argument", file=sys.stderr)
                    return 1
                steps.append(args[i + 1] if a == "-p" else f"script {args[i + 1]}")
                i += 2
                continue
            quiet = quiet or "q" in a
            if "l" in a:
                if i + 1 >= len(args):
                    print("ERROR: -l needs a log file", file=sys.stderr)
                    return 1
                logfile = args[i + 1]
                i += 2
                continue
            i += 1
            continue
        if a.startswith("-"):
            print(f"ERROR: option {a} is not supported by this yosys front end", file=sys.stderr)
            return 1
        steps.append(f"script {a}" if a.endswith(".ys") else f"read {a}")
        i += 1
    if logfile is not None:
        fd = os.open(logfile, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
        sys.stdout.flush()
        os.dup2(fd, 1)
        os.close(fd)
    elif quiet:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, 1)
        os.close(devnull)
    from pyosys import libyosys as ys

    if setup:
        ys.yosys_setup()

    def passes() -> None:
        for step in steps:
            ys.run_pass(step)  # on a Yosys error the library logs it and exits with status 1
        ys.log_flush()

    if setup:
        passes()
    else:
        # In a warm fork the heap is the server's and SBY's, shaped by whatever they did
        # before; Yosys orders some cells by address (write_smt2 keeps std::set<Cell*>),
        # so the model it writes -- and the counterexample the solver then finds -- would
        # change from run to run. A new thread allocates from a fresh malloc arena, which
        # gives the same model, byte for byte, as a Yosys process of its own.
        from concurrent.futures import ThreadPoolExecutor

        with ThreadPoolExecutor(max_workers=1) as thread:
            thread.submit(passes).result()  # a failed pass raises here, as on the main thread
    return 0


if __name__ == "__main__":
    sys.exit(main())

