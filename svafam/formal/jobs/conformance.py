from . import ORACLE, JobKind

KIND = JobKind(
    name="conformance", job_prefix="conformance", mode="prove", template="equivalence", expected="PASS",
    per=ORACLE, shape="miter", engines="abc pdr",
    summary="v0 is equivalent to the independent Amaranth model of the spec (outside the suite; also gates admission)",
    in_suite=False, order=50,
)
