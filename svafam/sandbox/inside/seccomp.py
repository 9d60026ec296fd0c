"""A seccomp filter for the sandboxed command: what Landlock and the namespaces do not cover.

Landlock already stops file access, TCP, signals and abstract sockets out of the
sandbox, and the namespaces hide every other process and the network. What is left
is kernel attack surface that no protection above narrows, and that no honest
candidate (a Python model, a compiler, a simulator, Yosys) uses:

* new namespaces (``unshare``, ``setns``, ``clone`` with ``CLONE_NEW*``; ``clone3`` is
  answered ``ENOSYS`` so the C library falls back to ``clone``, whose flags a filter
  can read): a nested user namespace hands out every capability inside it, the usual
  first step of a kernel privilege escalation;
* ``ptrace``, ``process_vm_readv/writev``, ``pidfd_getfd``, ``kcmp``: reading or steering
  another process of the sandbox (the sandbox's init among them);
* changing uids or groups (``set*uid``, ``set*gid``, ``setgroups``): the command's real uid
  is what the kernel counts its processes against;
* ``memfd_create``: memory that no rlimit counts (only the file size of each, times the open
  files, times the processes), where the address-space limit counts mapped memory;
* ``io_uring_*``, ``bpf``, ``userfaultfd``, ``perf_event_open``, the kernel keyrings
  (not namespaced: a channel between candidates), ``open_by_handle_at``, mounting,
  modules, ``kexec``, clocks, swap, reboot, ``personality``, ``iopl``/``ioperm``.

Those calls fail with ``EPERM``. A system call of another architecture's table (x32,
32-bit compatibility) kills the process: the filter reads numbers of one table only.
"""

from __future__ import annotations

import ctypes
import errno

from .kernel import MACHINE, NAMESPACE_FLAGS, PR_SET_NO_NEW_PRIVS, PR_SET_SECCOMP, SECCOMP_MODE_FILTER, prctl

RET_KILL_PROCESS, RET_ALLOW = 0x80000000, 0x7FFF0000
RET_ERRNO = 0x00050000
_LD_ABS_W, _JEQ, _JGE, _JSET, _RET = 0x20, 0x15, 0x35, 0x45, 0x06
_NR, _ARCH, _ARG0 = 0, 4, 16  # offsets in struct seccomp_data (little-endian: arg0's low word)
X32_BIT = 0x40000000

# name -> number, per architecture
DENIED = {
    "x86_64": {"setuid": 105, "setgid": 106, "setreuid": 113, "setregid": 114, "setgroups": 116, "setresuid": 117,
               "setresgid": 119, "setfsuid": 122, "setfsgid": 123, "ptrace": 101, "syslog": 103, "uselib": 134, "personality": 135, "modify_ldt": 154,
               "pivot_root": 155, "chroot": 161, "acct": 163, "settimeofday": 164, "mount": 165, "umount2": 166,
               "swapon": 167, "swapoff": 168, "reboot": 169, "sethostname": 170, "setdomainname": 171,
               "iopl": 172, "ioperm": 173, "init_module": 175, "delete_module": 176, "quotactl": 179,
               "clock_settime": 227, "kexec_load": 246, "add_key": 248, "request_key": 249, "keyctl": 250,
               "unshare": 272, "perf_event_open": 298, "fanotify_init": 300, "name_to_handle_at": 303,
               "open_by_handle_at": 304, "clock_adjtime": 305, "setns": 308, "process_vm_readv": 310,
               "process_vm_writev": 311, "kcmp": 312, "finit_module": 313, "kexec_file_load": 320, "bpf": 321,
               "userfaultfd": 323, "memfd_create": 319, "io_uring_setup": 425, "io_uring_enter": 426, "io_uring_register": 427,
               "open_tree": 428, "move_mount": 429, "fsopen": 430, "fsconfig": 431, "fsmount": 432, "fspick": 433,
               "pidfd_getfd": 438, "process_madvise": 440, "mount_setattr": 442},
    "aarch64": {"umount2": 39, "mount": 40, "pivot_root": 41, "chroot": 51, "quotactl": 60, "acct": 89,
                "personality": 92, "unshare": 97, "setregid": 143, "setgid": 144, "setreuid": 145,
                "setuid": 146, "setresuid": 147, "setresgid": 149, "setfsuid": 151, "setfsgid": 152, "setgroups": 159, "kexec_load": 104, "init_module": 105, "delete_module": 106,
                "syslog": 116, "ptrace": 117, "reboot": 142, "sethostname": 161, "setdomainname": 162,
                "add_key": 217, "request_key": 218, "keyctl": 219, "swapon": 224, "swapoff": 225,
                "perf_event_open": 241, "fanotify_init": 262, "name_to_handle_at": 264, "open_by_handle_at": 265,
                "clock_adjtime": 266, "setns": 268, "process_vm_readv": 270, "process_vm_writev": 271, "kcmp": 272,
                "finit_module": 273, "memfd_create": 279, "bpf": 280, "userfaultfd": 282, "kexec_file_load": 294, "io_uring_setup": 425,
                "io_uring_enter": 426, "io_uring_register": 427, "open_tree": 428, "move_mount": 429,
                "fsopen": 430, "fsconfig": 431, "fsmount": 432, "fspick": 433, "pidfd_getfd": 438,
                "process_madvise": 440, "mount_setattr": 442},
}
ARCH = {"x86_64": (0xC000003E, 56, 435), "aarch64": (0xC00000B7, 220, 435)}  # audit arch, clone, clone3


class _Insn(ctypes.Structure):
    _fields_ = [("code", ctypes.c_uint16), ("jt", ctypes.c_uint8), ("jf", ctypes.c_uint8), ("k", ctypes.c_uint32)]


class _Prog(ctypes.Structure):
    _fields_ = [("len", ctypes.c_ushort), ("filter", ctypes.POINTER(_Insn))]


def supported() -> bool:
    return MACHINE in ARCH


def program(machine: str = MACHINE) -> list[tuple[int, int, int, int]]:
    """The filter as (code, jt, jf, k) instructions; jumps name labels until resolved here."""
    audit_arch, clone, clone3 = ARCH[machine]
    code: list[tuple] = [(_LD_ABS_W, None, None, _ARCH), (_JEQ, None, "kill", audit_arch),
                         (_LD_ABS_W, None, None, _NR)]
    if machine == "x86_64":
        code.append((_JGE, "kill", None, X32_BIT))
    code += [(_JEQ, "eperm", None, nr) for nr in sorted(DENIED[machine].values())]
    code += [(_JEQ, "enosys", None, clone3), (_JEQ, None, "allow", clone),
             (_LD_ABS_W, None, None, _ARG0), (_JSET, "eperm", "allow", NAMESPACE_FLAGS)]
    labels = {"allow": RET_ALLOW, "eperm": RET_ERRNO | errno.EPERM, "enosys": RET_ERRNO | errno.ENOSYS,
              "kill": RET_KILL_PROCESS}
    where = {name: len(code) + n for n, name in enumerate(labels)}
    out = []
    for i, (op, jt, jf, k) in enumerate(code):
        out.append((op, _offset(where, jt, i), _offset(where, jf, i), k))
    out += [(_RET, 0, 0, value) for value in labels.values()]
    assert all(0 <= jt < 256 and 0 <= jf < 256 for _op, jt, jf, _k in out)
    return out


def _offset(where: dict[str, int], label: str | None, at: int) -> int:
    return 0 if label is None else where[label] - at - 1


def install() -> None:
    """Load the filter into this thread (inherited by children, kept across execve)."""
    insns = program()
    array = (_Insn * len(insns))(*[_Insn(*i) for i in insns])
    prog = _Prog(len(insns), array)
    prctl(PR_SET_NO_NEW_PRIVS, 1)
    prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, ctypes.addressof(prog))
