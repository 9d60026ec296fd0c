"""What a sandboxed job sends back (boxed_jobs.collect): what the checker reads first, the rest while the budget
lasts, and what did not fit named."""

from __future__ import annotations

import base64
import io
import tarfile

from svafam.engine import boxed_jobs

SIZES = {"logfile.txt": 10, "status": 5, "engine_0/logfile.txt": 20, "engine_0/trace0.smtc": 500,
         "engine_0/trace0.vcd": 300, "engine_0/trace1.smtc": 150, "engine_0/trace1.vcd": 300, "model/design.il": 900}


def test_the_logs_and_traces_come_back_before_the_bulk(tmp_path, monkeypatch):
    """A budget of 1,000 bytes: in folder order, trace0.smtc (sorted before trace0.vcd) and trace1.smtc took the room
    trace1.vcd needed, and a batch cover's witness was lost. Logs and every VCD come back; the dumps nobody reads
    fill what is left, and what did not fit is named."""
    folder = tmp_path / "job"
    work = folder / "sby-work"
    for rel, size in SIZES.items():
        (work / rel).parent.mkdir(parents=True, exist_ok=True)
        (work / rel).write_bytes(b"x" * size)
    (folder / "out.txt").write_text("SBY said")
    monkeypatch.setattr(boxed_jobs, "REPLY_BYTES", 1000)
    reply = boxed_jobs.collect(str(folder), str(work), str(folder / "out.txt"))
    with tarfile.open(fileobj=io.BytesIO(base64.b64decode(reply["tar"]))) as tar:
        sent = {m.name: m.size for m in tar.getmembers()}
    wanted = {"logfile.txt", "status", "engine_0/logfile.txt", "engine_0/trace0.vcd", "engine_0/trace1.vcd"}
    assert wanted <= set(sent) and all(sent[n] == SIZES[n] for n in sent)
    assert sum(sent.values()) <= 1000
    assert sorted(reply["cut"]) == ["engine_0/trace0.smtc", "model/design.il"]   # trace1.smtc still fit
    assert reply["output"] == "SBY said" and not folder.exists()
