"""The sandbox tests need a kernel that can sandbox; where it cannot they skip, saying which part is absent.

The check is the kernel's, not the sandbox's: a bug in the sandbox fails the tests, never skips them.
"""

from __future__ import annotations

import os

import pytest


def _kernel_gap() -> str:
    if not os.path.exists("/proc/self/ns/user"):
        return "no user namespaces in this kernel"
    try:
        if int(open("/proc/sys/user/max_user_namespaces").read()) == 0:
            return "user namespaces are turned off (user.max_user_namespaces = 0)"
    except OSError:
        pass
    from svafam.sandbox.inside import landlock
    if landlock.abi() < 1:
        return "Landlock is not available in this kernel"
    pid = os.fork()
    if pid == 0:
        from svafam.sandbox.inside import kernel
        try:
            kernel.unshare(kernel.CLONE_NEWUSER)
        except OSError:
            os._exit(1)
        os._exit(0)
    _, status = os.waitpid(pid, 0)
    return "" if os.waitstatus_to_exitcode(status) == 0 else "this user may not create user namespaces"


KERNEL_GAP = _kernel_gap()


needs_kernel = pytest.mark.skipif(bool(KERNEL_GAP), reason=f"cannot sandbox here: {KERNEL_GAP}")
