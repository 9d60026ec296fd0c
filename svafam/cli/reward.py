"""Reward commands: serve-reward (the reward API over HTTP)."""

from __future__ import annotations

import ipaddress
from pathlib import Path

import click

from ._common import UserError, err


@click.command("serve-reward")
@click.option("--host", default="127.0.0.1", show_default=True,
              help="Address to listen on; anything but loopback exposes an unauthenticated scorer.")
@click.option("--port", type=click.IntRange(0, 65535), default=8765, show_default=True,
              help="Port (0: any free one, printed when listening).")
@click.option("--workers", type=click.IntRange(min=1), default=1, show_default=True,
              help="Scoring workers (processes, or Ray actors with --executor ray).")
@click.option("--executor", "executor_name", type=click.Choice(("local", "ray")), default="local", show_default=True,
              help="Where the workers run: processes on this machine, or Ray actors.")
@click.option("--ray-address", default=None, metavar="ADDRESS",
              help="Ray cluster for --executor ray (default: a Ray instance started for the server).")
@click.option("--dataset", type=click.Path(path_type=Path), default=None, help="Dataset folder.")
@click.option("--splits", "splits_file", type=click.Path(path_type=Path), default=None, help="Split file.")
@click.option("--timeout", type=float, default=120.0, show_default=True,
              help="Per-job timeout of the formal jobs the sessions cannot answer, seconds.")
@click.option("--max-items", type=click.IntRange(min=1), default=2048, show_default=True,
              help="Responses in one request.")
@click.option("--max-body", type=click.IntRange(min=1), default=16 * 1024 * 1024, show_default=True,
              help="Bytes of one request body.")
@click.option("--queue", type=click.IntRange(min=0), default=8, show_default=True,
              help="Requests that may wait for the scorer; past that the server answers 503.")
@click.option("--quiet", is_flag=True, help="Do not log every request.")
def serve_reward(host: str, port: int, workers: int, executor_name: str, ray_address: str | None,
                 dataset: Path | None, splits_file: Path | None, timeout: float, max_items: int, max_body: int,
                 queue: int, quiet: bool) -> None:
    """Serve the reward API over HTTP: POST /score (batched), GET /health."""
    from svafam.reward.pool import ProcessPool, RayPool
    from svafam.reward.scorer import RewardScorer
    from svafam.reward.server import Limits, RewardHTTPServer, RewardService

    if ray_address is not None and executor_name != "ray":
        raise UserError("--ray-address is for --executor ray")
    try:
        loopback = ipaddress.ip_address(host).is_loopback
    except ValueError:
        loopback = host == "localhost"
    if not loopback:
        err.print(f"warning: listening on {host}: the reward server has no authentication; keep it on a "
                  "private network", markup=False)
    if executor_name == "ray":
        scorer = RayPool(workers, dataset, splits_file, timeout, address=ray_address)
    elif workers > 1:
        scorer = ProcessPool(workers, dataset, splits_file, timeout)
    else:
        scorer = RewardScorer(dataset, splits_file, timeout=timeout)
    service = RewardService(scorer, Limits(body_bytes=max_body, items=max_items, queue=queue), workers=workers)
    try:
        server = RewardHTTPServer(host, port, service, quiet=quiet)
    except OSError as e:
        scorer.close()
        raise UserError(f"cannot listen on {host}:{port}: {e.strerror or e}") from None
    bound_host, bound_port = server.server_address[:2]
    err.print(f"svafam reward server on http://{bound_host}:{bound_port} ({workers} worker"
              f"{'s' if workers > 1 else ''}, {executor_name}); POST /score, GET /health; Ctrl-C stops it",
              markup=False)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
        scorer.close()


COMMANDS = (serve_reward,)
