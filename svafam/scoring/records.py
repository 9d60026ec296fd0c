"""What the scorer writes about each line of a predictions file (``results.json``)."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class PropertyRecord:
    id: str
    form: str
    text: str
    soundness: str = "unknown"       # sound | unsound | unknown
    reason: str = ""
    trivial: bool | None = None      # holds with no design at all (None: undecided or not asked)
    vacuous: bool | None = None      # its check is never live on the design (sound properties only)
    kills: list[str] = field(default_factory=list)   # mutant ids (sound, non-trivial properties only)
    good: bool = False               # sound, non-trivial, non-vacuous
    # the bounded check's counterexample VCD, relative to the output folder; when several
    # properties fail in one check, the first counterexample it found
    trace: str | None = None


@dataclass
class GoldRecord:
    id: str
    implied: bool | None             # by the response's sound properties (None: undecided)
    reason: str = ""


@dataclass
class LineRecord:
    line: int
    task_id: str | None
    sample: int | None
    problem: str | None = None       # the line is not scored (and counts in no metric)
    problem_kind: str | None = None
    notes: list[str] = field(default_factory=list)
    form: str | None = None          # the prompt form answered, when the line says
    read: bool = False               # the response was read: nothing refused, no limit exceeded
    refused: list[str] = field(default_factory=list)
    limits_exceeded: list[str] = field(default_factory=list)
    error: str | None = None         # the response could not be read or checked: it scores nothing
    format_ok: bool = False
    format_notes: list[str] = field(default_factory=list)
    syntax_errors: list[str] = field(default_factory=list)
    syntax_valid: bool = False
    extracted: int = 0
    unsupported: list[dict] = field(default_factory=list)
    not_interface: list[dict] = field(default_factory=list)
    properties: list[PropertyRecord] = field(default_factory=list)
    gold: list[GoldRecord] = field(default_factory=list)
    gold_coverage: float | None = None   # implied gold properties / gold properties of the task
    mutants: list[str] = field(default_factory=list)            # the family's mutant pool
    killed: list[str] = field(default_factory=list)
    undecided_mutants: dict[str, str] = field(default_factory=dict)
    mutation_score: float | None = None  # killed / pool
    temporal_only_mutants: list[str] = field(default_factory=list)  # of the pool: killed by gold temporal ones only
    temporal_only_killed: list[str] = field(default_factory=list)
    passes: bool = False             # the primary criterion
    passes_secondary: bool = False   # the criterion before triviality and mutants counted

    @property
    def scored(self) -> bool:
        return self.problem is None

    def to_json(self) -> dict:
        # by hand: dataclasses.asdict deep-copies every value, the hot spot of a long file
        out = dict(vars(self))
        out["properties"] = [dict(vars(p)) for p in self.properties]
        out["gold"] = [dict(vars(g)) for g in self.gold]
        return out
