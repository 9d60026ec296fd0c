"""The root of every error this project raises on purpose.

Each layer raises its own kind (a spec that does not load, a family folder that is not
well formed, a tool that is missing, ...), each a :class:`SvafamError`, so that one place,
the command line's entry, turns them all into one line and exit code 2. Errors that mean a
bug of this project are not :class:`SvafamError` and keep their tracebacks.
"""

from __future__ import annotations


class SvafamError(Exception):
    """Bad input or a missing tool, worded for the user: what is wrong, where, what to do."""
