"""The protections a sandboxed run can have, by name; :data:`REQUIRED` ones refuse the run when missing."""

USER_NS = "user-namespace"        # the rest is built inside it
PID_NS = "pid-namespace"          # no process outlives the check, none can see or signal the checker
NET_NS = "network-namespace"      # no network device but a loopback that is down
MOUNT_NS = "mount-namespace"
MASKED_FOLDERS = "masked-folders"  # forbidden folders inside readable ones are empty read-only mounts
DISK_QUOTA = "disk-quota"         # the command's folder is a size- and inode-limited tmpfs
IPC_NS = "ipc-namespace"          # System V shared memory dies with the check instead of outliving it
PRIVATE_PROC = "private-proc"     # /proc shows the sandbox's processes only
LANDLOCK_FS = "landlock-filesystem"
LANDLOCK_NET = "landlock-network"  # no TCP bind or connect
LANDLOCK_SCOPE = "landlock-scope"  # no signal, no abstract unix socket out of the sandbox
SECCOMP = "seccomp"
NO_CAPABILITIES = "no-capabilities"
NO_NEW_PRIVS = "no-new-privileges"
RLIMITS = "rlimits"
DIE_WITH_PARENT = "die-with-parent"
TREE_LIMITS = "tree-limits"       # memory and CPU of every process together (needs the private /proc)

ALL = (USER_NS, PID_NS, NET_NS, MOUNT_NS, MASKED_FOLDERS, DISK_QUOTA, IPC_NS, PRIVATE_PROC, LANDLOCK_FS, LANDLOCK_NET, LANDLOCK_SCOPE,
       SECCOMP, NO_CAPABILITIES, NO_NEW_PRIVS, RLIMITS, DIE_WITH_PARENT, TREE_LIMITS)
REQUIRED = frozenset({USER_NS, PID_NS, NET_NS, MOUNT_NS, MASKED_FOLDERS, DISK_QUOTA, IPC_NS, PRIVATE_PROC,
                      LANDLOCK_FS, NO_CAPABILITIES, NO_NEW_PRIVS, RLIMITS, DIE_WITH_PARENT, TREE_LIMITS})
