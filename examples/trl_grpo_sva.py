#!/usr/bin/env python3
"""Train an assertion writer with TRL's GRPO trainer, rewarded by the project's SVA scorer.

    pip install trl                         # not a dependency of this project
    python examples/trl_grpo_sva.py --model Qwen/Qwen2.5-0.5B-Instruct --workers 2
    python examples/trl_grpo_sva.py --server http://10.0.0.5:8765    # a `svafam serve-reward` elsewhere
    python examples/trl_grpo_sva.py --dry-run                         # no TRL: score gold answers as TRL would

The training set is the exported ``train`` split: one prompt per task, with its ``task_id`` column, which
TRL hands to the reward function with every completion. Each group's completions are scored in one batch
(:func:`svafam.reward.grpo_reward`); the reward is 0 for an answer that is refused, unsound or says
nothing, and otherwise grows with the mutants killed and the gold properties implied (docs/reward.md).
"""

from __future__ import annotations

import argparse
import sys


def scorer_for(args):
    if args.server:
        from svafam.reward.client import RewardClient
        return RewardClient(args.server)
    if args.workers > 1:
        from svafam.reward import ProcessPool
        return ProcessPool(args.workers)
    from svafam.reward import default_scorer
    return default_scorer()


def rows(split: str, limit: int | None) -> list[dict]:
    from svafam.dataset.loading import load_split
    tasks = load_split(split)[:limit]
    return [{"prompt": t.prompt, "task_id": t.task_id, "reference": t.reference_sva} for t in tasks]


def dry_run(args) -> int:
    """What TRL would do with one group per prompt: completions in, one float each out."""
    from svafam.reward import grpo_reward
    reward = grpo_reward(scorer_for(args))
    data = rows(args.split, 4)
    completions = [[{"role": "assistant", "content": answer}] for r in data
                   for answer in (r["reference"], "I cannot write assertions.")]
    task_ids = [r["task_id"] for r in data for _ in range(2)]
    values = reward(prompts=[r["prompt"] for r in data for _ in range(2)], completions=completions, task_id=task_ids)
    for tid, value in zip(task_ids, values):
        print(f"{tid:28s} {value:.3f}")
    return 0 if all(v == 1.0 for v in values[::2]) and all(v == 0.0 for v in values[1::2]) else 1


def train(args) -> int:
    try:
        from datasets import Dataset
        from trl import GRPOConfig, GRPOTrainer
    except ImportError:
        sys.exit("this example needs TRL and datasets: pip install trl datasets (or run it with --dry-run)")
    from svafam.reward import grpo_reward
    data = Dataset.from_list([{"prompt": r["prompt"], "task_id": r["task_id"]} for r in rows(args.split, args.limit)])
    config = GRPOConfig(output_dir=args.out, num_generations=args.group, per_device_train_batch_size=args.group,
                        max_completion_length=1024, logging_steps=1)
    trainer = GRPOTrainer(model=args.model, reward_funcs=[grpo_reward(scorer_for(args))], args=config,
                          train_dataset=data)
    trainer.train()
    return 0


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--model", default="Qwen/Qwen2.5-0.5B-Instruct")
    ap.add_argument("--split", default="train")
    ap.add_argument("--limit", type=int, default=None, help="only the first N tasks")
    ap.add_argument("--group", type=int, default=8, help="completions per prompt")
    ap.add_argument("--workers", type=int, default=1, help="scoring processes on this machine")
    ap.add_argument("--server", default=None, help="URL of a svafam serve-reward (instead of scoring here)")
    ap.add_argument("--out", default="grpo-sva")
    ap.add_argument("--dry-run", action="store_true", help="score four gold answers and four refusals; no TRL")
    args = ap.parse_args()
    return dry_run(args) if args.dry_run else train(args)


if __name__ == "__main__":
    sys.exit(main())
