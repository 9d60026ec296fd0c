"""The sandbox's three trusted processes around one untrusted command.

``launcher`` (started by the checker, :mod:`svafam.sandbox.launch`)
    dies with the checker; enters a new user namespace (a helper it forks writes the
    uid/gid maps: the command's uid is ``nobody`` when the checker runs as root), then
    new mount, PID, network, IPC and UTS namespaces; mounts a size- and inode-limited
    tmpfs on the box folder and unpacks the caller's input files into it; forks
``init`` (PID 1 of the new PID namespace)
    dies with the launcher; mounts a /proc of its own; builds the Landlock ruleset;
    forks the command; enforces the wall-clock limit itself (a stopped checker cannot
    stretch it), reaps orphans, and when the command ends kills every process left in
    the namespace, packs the box's files for the caller and reports;
``command``
    gets rlimits, no-new-privileges, Landlock, no capabilities and the seccomp filter,
    reports what is in force on the status pipe (closed on exec) and execs.

Every step that fails names a protection (:mod:`.names`); a missing required one ends the
run before the command starts, unless the caller asked for an unsafe run. Nothing here
writes to the command's standard output or error: reports go to the status pipe as
JSON lines.
"""

from __future__ import annotations

import json
import os
import resource
import select
import signal
import sys
import time

from . import kernel, landlock, names, seccomp

_DEVICES_RW = ("/dev/null",)
_DEVICES_RO = ("/dev/zero", "/dev/urandom", "/dev/random")
EXIT_REFUSED = 3
_NOBODY = 65534
NOBODY_INSIDE = 1


class Run:
    def __init__(self, cfg: dict):
        self.cfg = cfg
        self.status_fd = cfg["fds"]["status"]
        self.without = set(cfg.get("without", ()))
        self.unsafe = bool(cfg.get("unsafe"))
        self.got: list[str] = []
        self.real_nobody = False  # the command's real uid is nobody (see _enter_user_namespace)
        self.missing: dict[str, str] = {}

    # -- reporting

    def report(self, **doc) -> None:
        try:
            os.write(self.status_fd, (json.dumps(doc) + "\n").encode())
        except OSError:
            pass

    def attempt(self, name: str, step, *args) -> bool:
        if name in self.without:
            self.missing[name] = "turned off by SVAFAM_SANDBOX_WITHOUT"
            return False
        try:
            step(*args)
        except (OSError, ValueError) as err:
            self.missing[name] = str(err) or type(err).__name__
            return False
        self.got.append(name)
        return True

    def lack(self, name: str, why: str) -> None:
        self.missing.setdefault(name, why)

    def refused(self) -> list[str]:
        return sorted(n for n in self.missing if n in names.REQUIRED) if not self.unsafe else []


def main(config: str) -> None:
    cfg = json.loads(config)
    run = Run(cfg)
    try:
        _launcher(run)
    except BaseException as err:  # noqa: BLE001 - a launcher failure is a report, never a traceback on stderr
        run.report(t="error", where="launcher", error=f"{type(err).__name__}: {err}")
        os._exit(2)
    os._exit(0)


# -- the launcher: namespaces, the box's file system


def _launcher(run: Run) -> None:
    cfg = run.cfg
    run.attempt(names.DIE_WITH_PARENT, _die_with_parent, cfg["parent"])
    user_ns = run.attempt(names.USER_NS, _enter_user_namespace, run)
    if user_ns:
        for name, flag in ((names.MOUNT_NS, kernel.CLONE_NEWNS), (names.PID_NS, kernel.CLONE_NEWPID),
                           (names.NET_NS, kernel.CLONE_NEWNET), (names.IPC_NS, kernel.CLONE_NEWIPC)):
            run.attempt(name, kernel.unshare, flag)
        try:
            kernel.unshare(kernel.CLONE_NEWUTS)
        except OSError:
            pass
    else:
        for name in (names.MOUNT_NS, names.PID_NS, names.NET_NS, names.IPC_NS):
            run.lack(name, "needs a user namespace")
    box = cfg["box"]
    if names.MOUNT_NS in run.got and _private_mounts(run):
        run.attempt(names.MASKED_FOLDERS, _mask, cfg.get("masks", ()), cfg.get("reveals", ()))
        limits = cfg["limits"]
        # 0711: the command's real uid (nobody when the checker is root) may look paths up in its own folder, as
        # access(2) checks by that uid (Yosys asks it before it reads a file); the folder is the command's own
        run.attempt(names.DISK_QUOTA, kernel.mount, "tmpfs", box, "tmpfs", kernel.MS_NOSUID | kernel.MS_NODEV,
                    f"size={limits['disk_bytes']},nr_inodes={limits['disk_files']},mode=0711")
    else:
        run.lack(names.DISK_QUOTA, "needs a mount namespace")
        if cfg.get("masks"):
            run.lack(names.MASKED_FOLDERS, "needs a mount namespace")
    refused = run.refused()
    if refused:
        run.report(t="refused", missing={n: run.missing[n] for n in refused})
        os._exit(EXIT_REFUSED)
    if cfg["fds"].get("tar_in") is not None:
        _unpack(cfg["fds"]["tar_in"], box)
    alive_r, alive_w = os.pipe()  # init reads EOF here once the launcher is gone
    pid = os.fork()
    if pid == 0:
        os.close(alive_w)
        try:
            _init(run, alive_r)
        except BaseException as err:  # noqa: BLE001
            run.report(t="error", where="init", error=f"{type(err).__name__}: {err}")
            os._exit(2)
        os._exit(0)
    os.close(alive_r)
    _quiet_stdio()
    while True:
        try:
            _, status = os.waitpid(pid, 0)
            break
        except InterruptedError:
            continue
    if os.WIFSIGNALED(status):
        run.report(t="init_died", signal=os.WTERMSIG(status))


def _private_mounts(run: Run) -> bool:
    """Mounts made here stay here (and none from outside propagates in)."""
    try:
        kernel.mount(None, "/", None, kernel.MS_REC | kernel.MS_PRIVATE)
    except OSError as err:
        run.got.remove(names.MOUNT_NS)
        run.missing[names.MOUNT_NS] = str(err)
        return False
    return True


def _mask(folders, reveals=()) -> None:
    """An empty read-only folder mounted over each forbidden folder (outer ones first); each allowed path
    inside one (``reveals``) is bind-mounted back into its nearest mask, from a handle taken before any
    mask hid it."""
    handles = [(path, os.open(path, os.O_PATH | os.O_CLOEXEC), os.path.isdir(path)) for path in reveals]
    flags = kernel.MS_NOSUID | kernel.MS_NODEV | kernel.MS_NOEXEC

    def within(path: str, folder: str) -> bool:
        return path.startswith(folder.rstrip("/") + "/")

    try:
        for folder in folders:
            inner = [(p, fd, d) for p, fd, d in handles if within(p, folder)
                     and not any(f != folder and within(f, folder) and within(p, f) for f in folders)]
            inodes = 2 + sum(p[len(folder):].count("/") for p, _, _ in inner)
            kernel.mount("tmpfs", folder, "tmpfs", flags if inner else flags | kernel.MS_RDONLY,
                         f"size=4k,nr_inodes={inodes},mode=0555")
            for path, fd, is_dir in inner:
                os.makedirs(path if is_dir else os.path.dirname(path), mode=0o555, exist_ok=True)
                if not is_dir:
                    os.close(os.open(path, os.O_CREAT | os.O_WRONLY | os.O_CLOEXEC, 0o444))
                kernel.mount(f"/proc/self/fd/{fd}", path, None, kernel.MS_BIND | kernel.MS_REC)
            if inner:  # the mask itself read-only again; the paths bound into it keep their own mounts' flags
                kernel.mount(None, folder, None, kernel.MS_REMOUNT | kernel.MS_RDONLY | flags)
    finally:
        for _, fd, _ in handles:
            os.close(fd)


def _die_with_parent(parent: int) -> None:
    kernel.prctl(kernel.PR_SET_PDEATHSIG, signal.SIGKILL)
    if os.getppid() != parent:
        os._exit(1)  # the checker is already gone


def _enter_user_namespace(run: Run) -> None:
    """A new user namespace whose root is this process's own uid and gid outside it.

    Root inside, with no capability outside; the command drops even those inside
    (:func:`kernel.drop_capabilities`). It keeps the checker's uid as its effective uid,
    so file permissions give it no protection: Landlock does (another uid would lock it
    out of an interpreter installed in a home folder). When the checker is root, the
    namespace also maps uid 1 to ``nobody``, and the command's *real* uid becomes it:
    the kernel exempts a real root from the process limit, not a real nobody (seccomp
    forbids changing uids back).
    """
    uid, gid = os.geteuid(), os.getegid()
    if uid != 0:
        kernel.unshare(kernel.CLONE_NEWUSER)
        for name, text in (("setgroups", "deny"), ("uid_map", f"0 {uid} 1\n"), ("gid_map", f"0 {gid} 1\n")):
            with open(f"/proc/self/{name}", "w") as f:
                f.write(text)
        return
    # a map of two uids needs CAP_SETUID outside: a helper forked before the unshare writes it
    go_r, go_w = os.pipe()
    done_r, done_w = os.pipe()
    helper = os.fork()
    if helper == 0:
        ok = b"0"
        if os.read(go_r, 1) == b"1":
            parent = os.getppid()
            try:
                for name, text in (("uid_map", f"0 0 1\n{NOBODY_INSIDE} {_NOBODY} 1\n"), ("gid_map", "0 0 1\n")):
                    with open(f"/proc/{parent}/{name}", "w") as f:
                        f.write(text)
                ok = b"1"
            except OSError:
                pass
        os.write(done_w, ok)
        os._exit(0)
    for fd in (go_r, done_w):
        os.close(fd)
    try:
        kernel.unshare(kernel.CLONE_NEWUSER)
        os.write(go_w, b"1")
    except OSError:
        os.write(go_w, b"0")
        raise
    finally:
        ok = os.read(done_r, 1) == b"1"
        os.waitpid(helper, 0)
        for fd in (go_w, done_r):
            os.close(fd)
    if not ok:
        raise OSError(0, "the uid/gid maps of the new user namespace could not be written")
    os.setgroups([])
    os.setresgid(0, 0, 0)
    os.setresuid(0, 0, 0)
    run.real_nobody = True


def _unpack(fd: int, box: str) -> None:
    """The caller's input files (a tar stream it wrote), regular files and folders only."""
    import tarfile  # only runs with files pay for it (~30 ms of imports)

    with os.fdopen(fd, "rb") as stream, tarfile.open(fileobj=stream, mode="r:") as tar:
        for member in tar:
            name = os.path.normpath(member.name)
            if name.startswith(("/", "..")) or not (member.isreg() or member.isdir()):
                continue
            target = os.path.join(box, name)
            if member.isdir():
                os.makedirs(target, exist_ok=True)
                continue
            os.makedirs(os.path.dirname(target), exist_ok=True)
            source = tar.extractfile(member)
            with open(target, "wb") as out:
                while chunk := source.read(1 << 20):
                    out.write(chunk)
            os.chmod(target, member.mode & 0o755)


def _quiet_stdio() -> None:
    """Drop this process's copies of the command's stdio, so the caller sees EOF when the command ends."""
    null = os.open(os.devnull, os.O_RDWR)
    for fd in (0, 1, 2):
        os.dup2(null, fd)
    os.close(null)


# -- init: PID 1 of the sandbox


def _init(run: Run, alive_fd: int) -> None:
    cfg, limits = run.cfg, run.cfg["limits"]
    if names.DIE_WITH_PARENT in run.got:
        kernel.prctl(kernel.PR_SET_PDEATHSIG, signal.SIGKILL)
        if select.select([alive_fd], [], [], 0)[0]:
            os._exit(1)  # the launcher died before the line above
    kernel.prctl(kernel.PR_SET_DUMPABLE, 0)
    pid_ns = names.PID_NS in run.got
    if pid_ns and names.MOUNT_NS in run.got:
        run.attempt(names.PRIVATE_PROC, kernel.mount, "proc", "/proc", "proc",
                    kernel.MS_NOSUID | kernel.MS_NODEV | kernel.MS_NOEXEC)
    else:
        run.lack(names.PRIVATE_PROC, "needs PID and mount namespaces")
    if names.PRIVATE_PROC in run.got:
        run.attempt(names.TREE_LIMITS, lambda: None)
    else:
        run.lack(names.TREE_LIMITS, "needs the private /proc")
    ruleset = _ruleset(run)
    wake_r, wake_w = os.pipe2(os.O_NONBLOCK | os.O_CLOEXEC)
    signal.set_wakeup_fd(wake_w)
    signal.signal(signal.SIGCHLD, lambda *_: None)
    start = time.monotonic()
    child = os.fork()
    if child == 0:
        _command(run, ruleset)
    _quiet_stdio()
    # the tree is added up from a /proc that shows the sandbox's processes only (an unsafe run without one
    # keeps the per-process bounds alone)
    tree = Tree(limits) if names.PRIVATE_PROC in run.got else None
    status, usage, limit = _wait(child, pid_ns, tree, start, limits, wake_r)
    wall = time.monotonic() - start
    ended = resource.getrusage(resource.RUSAGE_CHILDREN)
    disk_full = False
    if names.DISK_QUOTA in run.got:
        st = os.statvfs(cfg["box"])
        disk_full = st.f_bavail == 0 or st.f_favail == 0
    packed, pack_error = 0, None
    if cfg["fds"].get("tar_out") is not None:
        try:
            packed = _pack(cfg["fds"]["tar_out"], cfg["box"])
        except Exception as err:  # noqa: BLE001 - a tree built to break the walk: report it, keep the verdict
            pack_error = f"{type(err).__name__}: {err}"[:300]
    run.report(t="end", exit=os.WEXITSTATUS(status) if os.WIFEXITED(status) else None,
               signal=os.WTERMSIG(status) if os.WIFSIGNALED(status) else None, limit=limit,
               cpu=round(usage.ru_utime + usage.ru_stime, 3) if usage else None,
               maxrss=usage.ru_maxrss * 1024 if usage else None, wall=round(wall, 3), disk_full=disk_full,
               tree_cpu=round(ended.ru_utime + ended.ru_stime, 3), tree_memory=tree.peak_memory if tree else None,
               tree_tasks=tree.peak_tasks if tree else None,
               packed=packed, pack_error=pack_error)


def _wait(child: int, pid_ns: bool, tree: Tree | None, start: float, limits: dict, wake_fd: int):
    """Wait for the command (reaping orphans meanwhile); kill the sandbox at the wall limit or when the whole
    tree is over its memory or CPU budget (:class:`Tree`, sampled)."""
    status, usage, limit = None, None, None
    period = limits.get("sample_seconds", 0.1)
    next_sample = start
    while status is None:
        now = time.monotonic()
        left = limits["wall_seconds"] - (now - start)
        wait = None  # after a kill: until it lands
        if limit is None and left <= 0:
            limit = (tree.stalled() if tree is not None else None) or "wall"
            _kill_all(child, pid_ns)
        elif limit is None:
            if tree is not None and now >= next_sample:
                limit = tree.sample()
                next_sample = now + period
                if limit is not None:
                    _kill_all(child, pid_ns)
            if limit is None:
                wait = max(0.0, min(left, next_sample - now if tree is not None else left))
        select.select([wake_fd], [], [], wait)
        try:
            while os.read(wake_fd, 4096):
                pass
        except BlockingIOError:
            pass
        while True:
            try:
                pid, st, ru = os.wait4(-1, os.WNOHANG)
            except ChildProcessError:
                break
            if pid == 0:
                break
            if pid == child:
                status, usage = st, ru
    _kill_all(child, pid_ns)
    while True:
        try:
            os.wait4(-1, 0)
        except ChildProcessError:
            break
        except InterruptedError:
            continue
    return status, usage, limit


class Tree:
    """Every process of the sandbox, added up from its private /proc: resident memory (anonymous and shared),
    CPU time (the ended processes' from this init's own accounting), tasks. One sample takes ~20 us a process."""

    def __init__(self, limits: dict):
        self.memory = limits["total_memory_bytes"]
        self.cpu = limits["total_cpu_seconds"]
        self.stall_bytes = limits.get("stalled_at", 0.9) * self.memory
        self.per_process = limits.get("stalled_at", 0.9) * limits["memory_bytes"]
        self.tick = os.sysconf("SC_CLK_TCK")
        self.peak_memory = 0
        self.peak_tasks = 0
        self.cpu_seen = 0.0

    def _processes(self):
        for entry in os.listdir("/proc"):
            if not entry.isdigit() or entry == "1":
                continue
            try:
                with open(f"/proc/{entry}/stat", "rb") as f:
                    stat = f.read()
                with open(f"/proc/{entry}/status", "rb") as f:
                    status = f.read()
            except OSError:
                continue  # gone meanwhile
            fields = stat[stat.rindex(b")") + 2:].split()
            ticks = sum(int(x) for x in fields[11:15])  # utime stime cutime cstime
            found = {}
            for line in status.splitlines():
                key, _, value = line.partition(b":")
                if key in (b"VmPeak", b"RssAnon", b"RssShmem", b"Threads"):
                    found[key] = int(value.split()[0])
            yield ticks, found

    def sample(self) -> str | None:
        """The limit the tree is over now, or None."""
        memory = tasks = ticks = 0
        for t, found in self._processes():
            ticks += t
            memory += (found.get(b"RssAnon", 0) + found.get(b"RssShmem", 0)) * 1024
            tasks += found.get(b"Threads", 0)
        ended = resource.getrusage(resource.RUSAGE_CHILDREN)
        self.cpu_seen = max(self.cpu_seen, ticks / self.tick + ended.ru_utime + ended.ru_stime)
        self.peak_memory = max(self.peak_memory, memory)
        self.peak_tasks = max(self.peak_tasks, tasks)
        if memory > self.memory:
            return "memory"
        if self.cpu_seen > self.cpu:
            return "cpu"
        return None

    def stalled(self) -> str | None:
        """At the wall limit: "memory" when a process, or the tree, is at a memory limit (it waited there)."""
        self.sample()
        if self.peak_memory >= self.stall_bytes:
            return "memory"
        if any(found.get(b"VmPeak", 0) * 1024 >= self.per_process for _, found in self._processes()):
            return "memory"
        return None


def _kill_all(child: int, pid_ns: bool) -> None:
    try:
        if pid_ns:
            os.kill(-1, signal.SIGKILL)  # from PID 1: every other process of the namespace
        else:
            os.killpg(child, signal.SIGKILL)  # unsafe run: the command's session, what stayed in it
    except (ProcessLookupError, PermissionError):
        pass


def _ruleset(run: Run) -> landlock.Ruleset | None:
    cfg = run.cfg
    if names.LANDLOCK_FS in run.without:
        run.lack(names.LANDLOCK_FS, "turned off by SVAFAM_SANDBOX_WITHOUT")
        return None
    try:
        version = landlock.abi()
        if version < 1:
            raise OSError(0, "Landlock is not available in this kernel")
        ruleset = landlock.Ruleset(version)
        box_rights = landlock.WRITE | (landlock.EXECUTE if cfg.get("exec_in_box") else 0)
        for path in cfg["read"]:
            ruleset.add(path, landlock.READ)
        for path in cfg["run"]:
            ruleset.add(path, landlock.RUN)
        for path in cfg.get("write", ()):
            ruleset.add(path, landlock.WRITE)
        for path in _DEVICES_RW:
            ruleset.add(path, landlock.READ_FILE | landlock.WRITE_FILE)
        for path in _DEVICES_RO:
            ruleset.add(path, landlock.READ_FILE)
        if not ruleset.add(cfg["box"], box_rights):
            raise OSError(0, f"the box folder {cfg['box']} is missing")
    except OSError as err:
        run.lack(names.LANDLOCK_FS, str(err))
        return None
    run.got.append(names.LANDLOCK_FS)
    for name, present, need in ((names.LANDLOCK_NET, ruleset.net, 4), (names.LANDLOCK_SCOPE, ruleset.scoped, 6)):
        if name in run.without:
            run.lack(name, "turned off by SVAFAM_SANDBOX_WITHOUT")
        elif present:
            run.got.append(name)
        else:
            run.lack(name, f"needs Landlock ABI {need} (this kernel has {version})")
    if names.LANDLOCK_NET in run.without:
        ruleset.net = 0
    return ruleset


# -- the command


def _command(run: Run, ruleset: landlock.Ruleset | None) -> None:
    """In the forked child: lock down, report, exec. Never returns."""
    cfg, limits = run.cfg, run.cfg["limits"]
    try:
        if names.DIE_WITH_PARENT in run.got:
            kernel.prctl(kernel.PR_SET_PDEATHSIG, signal.SIGKILL)
        signal.set_wakeup_fd(-1)
        signal.signal(signal.SIGCHLD, signal.SIG_DFL)
        # what this interpreter ignores, an exec'd command would too (as subprocess does, restored): past the file
        # size limit a program that does not check its writes (vvp, Yosys) is killed and the limit named, rather
        # than ending "ok" with its output cut at the limit
        for sig in (signal.SIGXFSZ, signal.SIGPIPE):
            signal.signal(sig, signal.SIG_DFL)
        os.setsid()
        os.set_inheritable(run.status_fd, False)
        _close_fds_but(run.status_fd, ruleset.fd if ruleset is not None else -1)
        os.chdir(os.path.join(cfg["box"], cfg.get("cwd") or "."))
        run.attempt(names.RLIMITS, _rlimits, limits, names.USER_NS in run.got and not run.real_nobody)
        if run.real_nobody:
            os.setresuid(NOBODY_INSIDE, 0, 0)
            if not seccomp.supported():
                run.lack(names.RLIMITS, "the process limit of a command started by root needs seccomp")
        run.attempt(names.NO_NEW_PRIVS, kernel.prctl, kernel.PR_SET_NO_NEW_PRIVS, 1)
        if ruleset is not None:
            ruleset.restrict()
        if names.USER_NS in run.got:
            run.attempt(names.NO_CAPABILITIES, kernel.drop_capabilities)
        else:
            run.lack(names.NO_CAPABILITIES, "needs a user namespace")
        if seccomp.supported():
            run.attempt(names.SECCOMP, seccomp.install)
        else:
            run.lack(names.SECCOMP, f"no system call table for {kernel.MACHINE}")
        refused = run.refused()
        if refused:
            run.report(t="refused", missing={n: run.missing[n] for n in refused})
            os._exit(EXIT_REFUSED)
        run.report(t="armed", protections=run.got, missing=run.missing)
        argv = cfg["argv"]
        os.execve(argv[0], argv, cfg["env"])
    except BaseException as err:  # noqa: BLE001
        run.report(t="exec_failed", error=f"{type(err).__name__}: {err}")
    os._exit(127)


def _close_fds_but(*keep: int) -> None:
    low = 3
    for fd in sorted(k for k in keep if k >= 3):
        os.closerange(low, fd)
        low = fd + 1
    os.closerange(low, resource.getrlimit(resource.RLIMIT_NOFILE)[0])


def _rlimits(limits: dict, own_user_ns: bool) -> None:
    """CPU, address space, file size, open files, processes (in its own user namespace the count
    holds the launcher and init too), no core files."""
    def cap(kind: int, value: int, hard: int | None = None) -> None:
        resource.setrlimit(kind, (value, value if hard is None else hard))

    cap(resource.RLIMIT_CORE, 0)
    cap(resource.RLIMIT_CPU, limits["cpu_seconds"], limits["cpu_seconds"] + 1)
    cap(resource.RLIMIT_AS, limits["memory_bytes"])
    cap(resource.RLIMIT_FSIZE, limits["file_bytes"])
    cap(resource.RLIMIT_NOFILE, limits["open_files"])
    cap(resource.RLIMIT_NPROC, limits["processes"] + (2 if own_user_ns else 0))


def _pack(fd: int, box: str) -> int:
    """Regular files and folders of the box into a tar stream for the caller (links and the rest left out);
    every other process of the sandbox is dead by now. The number of files packed."""
    import tarfile

    count = 0
    with os.fdopen(fd, "wb") as stream, tarfile.open(fileobj=stream, mode="w:", format=tarfile.PAX_FORMAT) as tar:
        for top, dirs, files in os.walk(box, followlinks=False):
            rel_top = os.path.relpath(top, box)
            dirs[:] = [d for d in dirs if not os.path.islink(os.path.join(top, d))]
            for name in sorted(dirs):
                info = tarfile.TarInfo(os.path.normpath(os.path.join(rel_top, name)))
                info.type, info.mode = tarfile.DIRTYPE, 0o755
                tar.addfile(info)
            for name in sorted(files):
                try:
                    f = os.open(os.path.join(top, name), os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK)
                except OSError:
                    continue  # a link, a fifo, a socket
                with os.fdopen(f, "rb") as source:
                    st = os.fstat(source.fileno())
                    if st.st_mode & 0o170000 != 0o100000:
                        continue
                    info = tarfile.TarInfo(os.path.normpath(os.path.join(rel_top, name)))
                    info.size, info.mode, info.mtime = st.st_size, st.st_mode & 0o755, int(st.st_mtime)
                    tar.addfile(info, source)
                    count += 1
    return count


if __name__ == "__main__":
    main(sys.argv[1])
