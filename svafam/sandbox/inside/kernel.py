"""Thin ctypes wrappers over the Linux calls the sandbox needs and Python 3.11 lacks."""

from __future__ import annotations

import ctypes
import os

LIBC = ctypes.CDLL(None, use_errno=True)
LIBC.syscall.restype = ctypes.c_long

CLONE_NEWNS = 0x00020000
CLONE_NEWUTS = 0x04000000
CLONE_NEWIPC = 0x08000000
CLONE_NEWUSER = 0x10000000
CLONE_NEWPID = 0x20000000
CLONE_NEWNET = 0x40000000
CLONE_NEWCGROUP = 0x02000000
CLONE_NEWTIME = 0x00000080
NAMESPACE_FLAGS = (CLONE_NEWNS | CLONE_NEWUTS | CLONE_NEWIPC | CLONE_NEWUSER | CLONE_NEWPID | CLONE_NEWNET
                   | CLONE_NEWCGROUP | CLONE_NEWTIME)

MS_RDONLY, MS_NOSUID, MS_NODEV, MS_NOEXEC, MS_REC, MS_PRIVATE = 0x1, 0x2, 0x4, 0x8, 0x4000, 1 << 18
MS_REMOUNT, MS_BIND = 0x20, 0x1000

PR_SET_PDEATHSIG = 1
PR_SET_DUMPABLE = 4
PR_CAPBSET_DROP = 24
PR_SET_SECUREBITS = 28
PR_SET_NO_NEW_PRIVS = 38
PR_CAP_AMBIENT, PR_CAP_AMBIENT_CLEAR_ALL = 47, 4
PR_SET_SECCOMP, SECCOMP_MODE_FILTER = 22, 2
# no root privileges regained by execve, no capability fix-ups on uid changes, no ambient raise; all locked
SECUREBITS_LOCKED_DOWN = 0x01 | 0x02 | 0x04 | 0x08 | 0x20 | 0x40 | 0x80

MACHINE = os.uname().machine
_CAPSET = {"x86_64": 126, "aarch64": 91}


def check(result: int, what: str) -> int:
    if result < 0:
        err = ctypes.get_errno()
        raise OSError(err, f"{what}: {os.strerror(err)}")
    return result


def unshare(flags: int) -> None:
    check(LIBC.unshare(ctypes.c_int(flags)), "unshare")


def mount(source: str | None, target: str, fstype: str | None, flags: int, data: str | None = None) -> None:
    enc = (lambda s: None if s is None else s.encode())
    check(LIBC.mount(enc(source), enc(target), enc(fstype), ctypes.c_ulong(flags), enc(data)), f"mount {target}")


def prctl(option: int, arg2: int = 0, arg3: int = 0, arg4: int = 0, arg5: int = 0) -> int:
    return check(LIBC.prctl(ctypes.c_int(option), ctypes.c_ulong(arg2), ctypes.c_ulong(arg3),
                            ctypes.c_ulong(arg4), ctypes.c_ulong(arg5)), f"prctl {option}")


def syscall(number: int, *args) -> int:
    return LIBC.syscall(ctypes.c_long(number), *args)


def drop_capabilities() -> None:
    """No capability left, none to be had again: bounding and ambient sets emptied, securebits locked."""
    prctl(PR_SET_SECUREBITS, SECUREBITS_LOCKED_DOWN)
    cap = 0
    while True:
        if LIBC.prctl(ctypes.c_int(PR_CAPBSET_DROP), ctypes.c_ulong(cap), 0, 0, 0) < 0:
            break  # EINVAL past the last capability this kernel knows
        cap += 1
    prctl(PR_CAP_AMBIENT, PR_CAP_AMBIENT_CLEAR_ALL)
    if MACHINE not in _CAPSET:
        raise OSError(0, f"capset: no syscall number for {MACHINE}")

    class Header(ctypes.Structure):
        _fields_ = [("version", ctypes.c_uint32), ("pid", ctypes.c_int)]

    class Data(ctypes.Structure):
        _fields_ = [("effective", ctypes.c_uint32), ("permitted", ctypes.c_uint32), ("inheritable", ctypes.c_uint32)]

    header, data = Header(0x20080522, 0), (Data * 2)()  # _LINUX_CAPABILITY_VERSION_3, all zero
    check(syscall(_CAPSET[MACHINE], ctypes.byref(header), ctypes.byref(data)), "capset")
