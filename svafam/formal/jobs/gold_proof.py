from . import VARIANTS, JobKind

KIND = JobKind(
    name="gold_proof", job_prefix="gold_proof", mode="prove", template="gold_proof", expected="PASS",
    per=VARIANTS, shape="monitored", engines="abc pdr and smtbmc bitwuzla (first answer wins)",
    summary="every gold property holds on the variant (unbounded)",
    order=10,
)
