from . import MUTANTS, JobKind

KIND = JobKind(
    name="gold_on_mutant", job_prefix="gold_on", mode="bmc", template="gold_on_mutant", expected="FAIL",
    per=MUTANTS, shape="monitored", engines="smtbmc bitwuzla",
    summary="the gold properties fail on the mutant (bounded; the counterexample and the failing properties kept)",
    order=40,
)
