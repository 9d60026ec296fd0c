from . import VARIANTS, JobKind

KIND = JobKind(
    name="reachability", job_prefix="reachability", mode="cover", template="reachability", expected="PASS",
    per=VARIANTS, shape="monitored", engines="smtbmc bitwuzla",
    summary="every antecedent completes and every implication fires on the variant (covers)",
    order=20,
)
