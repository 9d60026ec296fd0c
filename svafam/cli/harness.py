"""Harness commands: generate (a model's answers to the tasks of a split, as a predictions file)."""

from __future__ import annotations

import os
import time
from pathlib import Path

import click

from svafam.harness.kinds import KINDS

from ._common import UserError, _progress, err, out


@click.command()
@click.option("--task", "task_kind", required=True, metavar="|".join(KINDS),
              help="Task kind: " + "; ".join(f"{k.name} ({k.summary}, scored by `{k.evaluate_command}`)"
                                             for k in KINDS.values()) + ".")
@click.option("--split", default="test", show_default=True)
@click.option("--limit", type=click.IntRange(min=1), default=None, help="Only the first N tasks of the split.")
@click.option("--samples", type=click.IntRange(min=1), default=1, show_default=True,
              help="Answers per task (numbered 0..K-1; several give pass@k).")
@click.option("--endpoint", required=True, help="Base URL of an OpenAI-compatible API, e.g. http://127.0.0.1:8000/v1.")
@click.option("--model", required=True, help="Model name, as the server lists it at /models.")
@click.option("--api-key-env", default="OPENAI_API_KEY", show_default=True,
              help="Environment variable holding the API key (none is sent when it is unset or empty).")
@click.option("--temperature", type=click.FloatRange(min=0.0, max=2.0), default=0.2, show_default=True)
@click.option("--top-p", type=click.FloatRange(min=0.0, max=1.0, min_open=True), default=1.0, show_default=True)
@click.option("--max-tokens", type=click.IntRange(min=1), default=2048, show_default=True)
@click.option("--seed", type=int, default=None, help="Sampling seed sent to the server (if it honours one).")
@click.option("--concurrency", type=click.IntRange(min=1, max=256), default=4, show_default=True,
              help="Requests in flight at once.")
@click.option("--per-request", type=click.IntRange(min=1), default=None,
              help="Most samples asked in one request (`n`; default: all of a task's; 1 for servers without n).")
@click.option("--prompt-form", default=None, metavar="FORM",
              help="The prompt form (default: the kind's first): " + "; ".join(
                  f"{k.name}: {', '.join(k.forms)}" for k in KINDS.values()) + ".")
@click.option("--system", default=None, help="A system message sent before every prompt (part of its hash).")
@click.option("--retries", type=click.IntRange(min=1, max=20), default=6, show_default=True,
              help="Tries of one request on 429, 5xx, lost connections and malformed replies.")
@click.option("--retry-wait", type=click.FloatRange(min=0.0), default=1.0, show_default=True,
              help="Seconds before the second try, doubled each time (at most 60 s; Retry-After is honoured).")
@click.option("--request-timeout", type=click.FloatRange(min=1.0), default=600.0, show_default=True,
              help="Seconds one request may take.")
@click.option("--dataset", type=click.Path(path_type=Path), default=None, help="Dataset folder.")
@click.option("--splits", "splits_file", type=click.Path(path_type=Path), default=None, help="Split file.")
@click.option("--out", "out_path", required=True, type=click.Path(path_type=Path),
              help="Predictions file (JSONL); an existing one is resumed: only missing answers are asked for.")
def generate(task_kind: str, split: str, limit: int | None, samples: int, endpoint: str, model: str, api_key_env: str,
             temperature: float, top_p: float, max_tokens: int, seed: int | None, concurrency: int,
             per_request: int | None, prompt_form: str | None, system: str | None, retries: int, retry_wait: float,
             request_timeout: float, dataset: Path | None, splits_file: Path | None, out_path: Path) -> None:
    """Ask a model (any OpenAI-compatible chat endpoint) to answer a split's tasks; write a predictions file."""
    from svafam.harness.client import ChatClient, EndpointError, Retry, Sampling
    from svafam.harness.generate import Generator
    from svafam.harness.kinds import kind as find_kind

    kind = find_kind(task_kind)
    form = kind.form(prompt_form)
    tasks = kind.load(split, dataset, splits_file)
    if limit is not None:
        tasks = tasks[:limit]
    if not tasks:
        raise UserError(f"split {split!r} has no {kind.name} tasks")
    sampling = Sampling(temperature=temperature, top_p=top_p, max_tokens=max_tokens, seed=seed)
    key = os.environ.get(api_key_env) or None
    start = time.monotonic()
    with ChatClient(endpoint, model, api_key=key, key_env=api_key_env, retry=Retry(retries, retry_wait),
                    timeout=request_timeout) as client:
        generator = Generator(client, kind, sampling, per_request or samples)
        bars: dict = {}

        def on_start(total: int) -> None:
            bars["bar"] = bar = _progress(total, f"generating {kind.name}", "answers").__enter__()
            bars["task"] = bar.add_task("", total=total)

        def progress(n: int) -> None:
            bars["bar"].update(bars["task"], advance=n)

        try:
            summary = generator.run(tasks, form, samples, out_path, concurrency, system, on_start, progress)
        except EndpointError as e:
            raise UserError(str(e)) from None
        finally:
            if "bar" in bars:
                bars["bar"].__exit__(None, None, None)
    for line in summary.failures[:20]:
        err.print(f"failed: {line}", markup=False, soft_wrap=True)
    if len(summary.failures) > 20:
        err.print(f"... and {len(summary.failures) - 20} more failed requests", markup=False)
    if summary.stopped:
        raise UserError(f"{summary.stopped} ({summary.written} answers written to {out_path} before that; "
                        "a rerun goes on from there)")
    out.print(f"{summary.written} answers written to {out_path} ({summary.already} were there already) in "
              f"{time.monotonic() - start:.1f} s: {summary.requests} requests ({summary.retried_requests} retried), "
              f"{summary.prompt_tokens} prompt and {summary.completion_tokens} completion tokens; "
              f"score them with `{kind.evaluate_command} {out_path}`", markup=False, soft_wrap=True)
    if summary.failures:
        out.print(f"{len(summary.failures)} tasks not fully answered: run the same command again to retry them",
                  markup=False)
        raise SystemExit(1)


COMMANDS = (generate,)
