"""The executors by name: the one place that knows the implementations (the interface,
:mod:`.executor`, does not). Each is imported only when asked for: the Ray executor
imports Ray, which takes seconds and may not be installed."""

from __future__ import annotations

from importlib import import_module

from .executor import Executor, ExecutorError
from .job import DEFAULT_TIMEOUT
from .toolchain import Toolchain

# name -> (module, class); a new executor is a module with an Executor subclass and a line here
_REGISTRY = {
    "local": (".local", "LocalExecutor"),
    "process": (".local", "ProcessExecutor"),
    "ray": (".ray_executor", "RayExecutor"),
}
EXECUTORS = tuple(_REGISTRY)


def executor_class(name: str) -> type[Executor]:
    if name not in _REGISTRY:
        raise ExecutorError(f"unknown executor {name!r}: expected one of {', '.join(EXECUTORS)}")
    module, cls = _REGISTRY[name]
    return getattr(import_module(module, __package__), cls)


def open_executor(name: str, toolchain: Toolchain, *, workers: int | None = None,
                  timeout: float = DEFAULT_TIMEOUT, ray_address: str | None = None,
                  warm_server=None) -> Executor:
    """The named executor, ready to run; :class:`ExecutorError` names what is wrong otherwise.

    ``warm_server`` is an SBY server the caller started early (local executor only).
    """
    if ray_address is not None and name != "ray":
        raise ExecutorError(f"--ray-address is for --executor ray (the executor is {name!r})")
    cls = executor_class(name)
    options: dict = {"workers": workers, "timeout": timeout}
    if name == "local":
        options["server"] = warm_server
    elif name == "ray":
        options["address"] = ray_address
    return cls(toolchain, **options)
