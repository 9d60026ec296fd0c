"""The ``svafam`` command line.

One module per command group, each with its click commands in ``COMMANDS``; this module is
the one place that puts them on the group, and the one place that turns the project's
errors into exit code 2. Exit codes: 0 success; 1 a job, family or answer not as expected;
2 bad input (unknown family, malformed spec, missing tool), always one line, no traceback.

Importing the CLI (click, rich, the plan and runner modules) takes ~0.3 s, and the warm SBY
server ~0.3 s to load its tools; :func:`main` starts the server first when the command will
need one, so it is ready about when the first job is.
"""

from __future__ import annotations

import sys

import click


def _needs_server(args: list[str]) -> bool:
    # `validate` re-runs every job unless --use-cache, on this machine's warm server unless another
    # executor is named; help and bad options need none
    other_executor = any(a.startswith("--executor") and a not in ("--executor", "--executor=local") for a in args) or \
        any(a == "--executor" and b != "local" for a, b in zip(args, args[1:]))
    return args[:1] == ["validate"] and not {"--use-cache", "-h", "--help"} & set(args) and not other_executor


def command_group() -> click.Group:
    """The ``svafam`` group with every command group's commands on it."""
    from . import dataset, harness, mutation, pipeline, projects, reward, rtl, scoring, site, synth, tasks

    group = click.Group("svafam", help="Build and validate formally verified behavior-family datasets.",
                        context_settings={"help_option_names": ["-h", "--help"]})
    for module in (pipeline, dataset, mutation, scoring, reward, tasks, rtl, harness, site, synth, projects):
        for command in module.COMMANDS:
            group.add_command(command)
    return group


def main(argv: list[str] | None = None) -> int:
    """Run one ``svafam`` command; returns its exit code."""
    args = list(sys.argv[1:] if argv is None else argv)
    if _needs_server(args):
        from svafam.engine.warm_sby import start_early
        start_early()
    from svafam.errors import SvafamError

    from ._common import UserError

    try:
        command_group().main(args=args, prog_name="svafam", standalone_mode=True)
    except SvafamError as e:  # bad input the command did not word itself: still one line, exit 2
        UserError(str(e)).show()
        return 2
    except SystemExit as e:
        return int(e.code or 0) if not isinstance(e.code, str) else 2
    return 0
