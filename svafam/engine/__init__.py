"""How SBY jobs run: the toolchain, the executors (local, process, ray) and everything that
makes them fast. Knows nothing of families: a job is an ``.sby`` file and its inputs
(:class:`JobSpec`), an outcome is what SBY said (:class:`JobOutcome`).

The public surface is this module; the rest (warm server, direct job path, smtio
drop-ins, in-process Bitwuzla) is the executors' business.
"""

from .events import PropertyEvent
from .executor import Executor, ExecutorError
from .executors import EXECUTORS, open_executor
from .job import DEFAULT_TIMEOUT, JobSpec
from .outcome import JobOutcome
from .scratch import chosen_folder_problem, make_scratch, scratch_folder
from .toolchain import MissingTool, Toolchain, cache_dir, discover

__all__ = ["DEFAULT_TIMEOUT", "EXECUTORS", "Executor", "ExecutorError", "JobOutcome", "JobSpec", "MissingTool", "PropertyEvent",
           "Toolchain", "cache_dir", "chosen_folder_problem", "discover", "make_scratch", "open_executor",
           "scratch_folder"]
