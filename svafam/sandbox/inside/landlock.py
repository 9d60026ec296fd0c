"""Landlock (Linux 5.13+) through its three system calls: a ruleset of allowed file hierarchies,
no TCP bind or connect, and (ABI 6+) no signal or abstract-socket connection out of the domain.

Rules are attached to the files and folders named when the ruleset is built; everything
else is denied for the rights the ruleset handles. A regular file may only carry rights
that apply to files (execute, read, write, truncate, device ioctl).
"""

from __future__ import annotations

import ctypes
import os
import stat

from .kernel import check, syscall

SYS_CREATE_RULESET, SYS_ADD_RULE, SYS_RESTRICT_SELF = 444, 445, 446  # the same on every architecture
CREATE_RULESET_VERSION = 1
RULE_PATH_BENEATH, RULE_NET_PORT = 1, 2

EXECUTE, WRITE_FILE, READ_FILE, READ_DIR = 1 << 0, 1 << 1, 1 << 2, 1 << 3
REMOVE_DIR, REMOVE_FILE, MAKE_CHAR, MAKE_DIR = 1 << 4, 1 << 5, 1 << 6, 1 << 7
MAKE_REG, MAKE_SOCK, MAKE_FIFO, MAKE_BLOCK, MAKE_SYM = 1 << 8, 1 << 9, 1 << 10, 1 << 11, 1 << 12
REFER, TRUNCATE, IOCTL_DEV = 1 << 13, 1 << 14, 1 << 15           # ABI 2, 3, 5
NET_BIND_TCP, NET_CONNECT_TCP = 1 << 0, 1 << 1                    # ABI 4
SCOPE_ABSTRACT_UNIX_SOCKET, SCOPE_SIGNAL = 1 << 0, 1 << 1        # ABI 6

FILE_RIGHTS = EXECUTE | WRITE_FILE | READ_FILE | TRUNCATE | IOCTL_DEV
READ = READ_FILE | READ_DIR
RUN = READ | EXECUTE
WRITE = (READ | WRITE_FILE | REMOVE_DIR | REMOVE_FILE | MAKE_DIR | MAKE_REG | MAKE_SOCK | MAKE_FIFO | MAKE_SYM
         | REFER | TRUNCATE)


class _RulesetAttr(ctypes.Structure):
    _fields_ = [("handled_access_fs", ctypes.c_uint64), ("handled_access_net", ctypes.c_uint64),
                ("scoped", ctypes.c_uint64)]


class _PathBeneath(ctypes.Structure):
    _pack_ = 1
    _fields_ = [("allowed_access", ctypes.c_uint64), ("parent_fd", ctypes.c_int32)]


def abi() -> int:
    """The kernel's Landlock ABI version; 0 when Landlock is absent or disabled."""
    version = syscall(SYS_CREATE_RULESET, None, ctypes.c_size_t(0), ctypes.c_uint32(CREATE_RULESET_VERSION))
    return max(int(version), 0)


def handled_fs(version: int) -> int:
    rights = (1 << 13) - 1
    if version >= 2:
        rights |= REFER
    if version >= 3:
        rights |= TRUNCATE
    if version >= 5:
        rights |= IOCTL_DEV
    return rights


class Ruleset:
    """``add(path, rights)`` per allowed hierarchy, then :meth:`restrict` (irreversible, inherited)."""

    def __init__(self, version: int):
        self.version = version
        self.fs = handled_fs(version)
        self.net = (NET_BIND_TCP | NET_CONNECT_TCP) if version >= 4 else 0
        self.scoped = (SCOPE_ABSTRACT_UNIX_SOCKET | SCOPE_SIGNAL) if version >= 6 else 0
        attr = _RulesetAttr(self.fs, self.net, self.scoped)
        size = ctypes.sizeof(_RulesetAttr) if version >= 6 else (16 if version >= 4 else 8)
        self.fd = check(syscall(SYS_CREATE_RULESET, ctypes.byref(attr), ctypes.c_size_t(size), ctypes.c_uint32(0)),
                        "landlock_create_ruleset")

    def add(self, path: str, rights: int) -> bool:
        """Allow ``rights`` beneath ``path``; False when the path does not exist."""
        try:
            fd = os.open(path, os.O_PATH | os.O_CLOEXEC)
        except FileNotFoundError:
            return False
        try:
            if not stat.S_ISDIR(os.fstat(fd).st_mode):
                rights &= FILE_RIGHTS
            rule = _PathBeneath(rights & self.fs, fd)
            check(syscall(SYS_ADD_RULE, ctypes.c_int(self.fd), ctypes.c_int(RULE_PATH_BENEATH), ctypes.byref(rule),
                          ctypes.c_uint32(0)), f"landlock_add_rule {path}")
        finally:
            os.close(fd)
        return True

    def restrict(self) -> None:
        check(syscall(SYS_RESTRICT_SELF, ctypes.c_int(self.fd), ctypes.c_uint32(0)), "landlock_restrict_self")
        os.close(self.fd)
