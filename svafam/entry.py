"""The ``svafam`` command's entry point: starts the warm SBY server before anything else
when the command will need one, then runs :mod:`svafam.cli`.

Importing the CLI (click, rich, the plan and runner modules) takes ~0.3 s, and the server
~0.3 s to load its tools; started first, the server is ready about when the first job is.
"""

from __future__ import annotations

import sys


def _needs_server(args: list[str]) -> bool:
    # `validate` re-runs every job unless --use-cache, on this machine's warm server unless another
    # executor is named; help and bad options need none
    other_executor = any(a.startswith("--executor") and a not in ("--executor", "--executor=local") for a in args) or \
        any(a == "--executor" and b != "local" for a, b in zip(args, args[1:]))
    return args[:1] == ["validate"] and not {"--use-cache", "-h", "--help"} & set(args) and not other_executor


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if _needs_server(args):
        from engine.warm_sby import start_early
        start_early()
    from .cli import main as cli_main
    return cli_main(args)


if __name__ == "__main__":
    sys.exit(main())
