from . import MUTANTS, JobKind

KIND = JobKind(
    name="mutant_distinguishability", job_prefix="distinguish", mode="cover", template="mutant_distinguishability",
    expected="PASS", per=MUTANTS, shape="miter", engines="smtbmc bitwuzla",
    summary="a trace on which the mutant's outputs differ from v0's (cover; the trace is the witness)",
    order=30,
)
