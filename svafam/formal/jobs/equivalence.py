from . import ALTERNATES, JobKind

KIND = JobKind(
    name="equivalence", job_prefix="equivalence", mode="prove", template="equivalence", expected="PASS",
    per=ALTERNATES, shape="miter", engines="abc pdr",
    summary="miter of v0 and the variant on shared inputs, reset in the first cycle only, every output equal "
            "in every later cycle (unbounded)",
    order=0,
)
