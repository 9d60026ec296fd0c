"""Jobs on the design-free harness: questions about properties that no design answers.

Every port, the reset too, is free in every cycle and there is no implementation, so
what holds here holds on every trace of the interface. Two questions are asked so:

* is a property *trivial*, true whatever drives the interface? Assert it, assume nothing.
* do some properties *imply* another? Assume them, assert the other.

The monitors are the same lowering the suite proves with (:mod:`svafam.formal.lower`), built
from the property model; an assumed property is guarded exactly as its assertion would be.
"""

from __future__ import annotations

from collections.abc import Sequence

from svafam.generators.properties import Property

from . import harness, lower
from .family import FamilyInterface
from .plan import CHECKS_FILE, MODES, Job, _sby_text

ASSUME_FILE = "formal/assume.v"
ASSERTED_FILE = "formal/free_asserted.v"
ASSUMED_FILE = "formal/free_assumed.v"
TARGET = "design-free"


def design_free_job(iface: FamilyInterface, name: str, template: str, asserted: Sequence[Property],
                    assumed: Sequence[Property] = (), *, depth: int, title: str,
                    kind: str | None = None) -> tuple[Job, dict[str, str]]:
    """A job asserting ``asserted`` (assuming ``assumed``) with no design, and every file it reads.

    ``template`` is a job kind of ``sby_templates/`` (its mode: prove, bmc or cover); the
    files are complete, keyed by path relative to the job folder.
    """
    asserted_module, assumed_module = f"{iface.family}_free_asserted", f"{iface.family}_free_assumed"
    files = {CHECKS_FILE: lower.CHECKS_FILE_TEXT,
             ASSERTED_FILE: lower.monitor_module(iface, asserted_module, [lower.assertion(p) for p in asserted],
                                                 "assert", "asserted properties")}
    monitors = [(asserted_module, "asserted")]
    if assumed:
        files[ASSUME_FILE] = lower.ASSUME_FILE_TEXT
        files[ASSUMED_FILE] = lower.assumption_monitor(iface, list(assumed), assumed_module)
        monitors.append((assumed_module, "assumed"))
    harness_file = f"formal/harness/{name}.v"
    top = f"job_{name}"
    files[harness_file] = harness.design_free(iface, top, monitors, title)
    inputs = tuple(files)
    sby_file = f"formal/jobs/{name}.sby"
    files[sby_file] = _sby_text(template, name, f"{iface.family}: {title}", depth, top, inputs)
    job = Job(name, kind or template, TARGET, "-", MODES[template], depth, top, sby_file, inputs)
    return job, files
