"""``svafam-sby``: stock SymbiYosys with the project's toolchain, for running any job file by hand.

After a plain ``pip install`` there is no ``sby``, ``yosys`` or ``bitwuzla`` on ``PATH``;
this command finds the same tools the executors use (native ones on ``PATH`` when
supported, else the PyPI ones) and runs SBY's own program with them -- no warm
server, no direct job path: exactly what SBY does. Arguments go to SBY unchanged::

    cd dataset/timer_0007/formal/jobs && svafam-sby -f gold_proof_v0.sby
"""

from __future__ import annotations

import os
import sys

from .toolchain import MissingTool, discover


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    try:
        chain = discover()
    except MissingTool as e:
        sys.stderr.write(f"error: missing tool: {e}\n")
        return 2
    command = chain.sby_command() + args
    sys.stdout.flush()
    os.execve(command[0], command, chain.run_env())  # SBY's exit status is ours: PASS 0, FAIL 2, ERROR 16


if __name__ == "__main__":
    sys.exit(main())
