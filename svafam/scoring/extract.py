"""The SVA inside a response: chat-template tokens and markdown fences stripped, and a note of each."""

from __future__ import annotations

from dataclasses import dataclass, field

_FENCE = "```"
_CHAT_TOKENS = ("<|im_start|>", "<|im_end|>", "<|assistant|>", "<|user|>", "<|system|>", "<|end|>",
                "<|eot_id|>", "<|start_header_id|>", "<|end_header_id|>", "<s>", "</s>", "[INST]", "[/INST]")


@dataclass
class Extraction:
    text: str
    format_ok: bool  # the answer was plain SVA or one fenced code block, with no chat debris
    notes: list[str] = field(default_factory=list)


def extract(response: str) -> Extraction:
    """Strip chat-template tokens and markdown fences; record whether the format was clean."""
    notes = []
    text = response
    for tok in _CHAT_TOKENS:
        if tok in text:
            notes.append(f"chat token {tok}")
            text = text.replace(tok, "")
    if text.lstrip().startswith(("assistant\n", "assistant:")):
        notes.append("role prefix")
        text = text.lstrip()[len("assistant"):].lstrip(":\n ")
    if _FENCE in text:
        blocks = []
        parts = text.split(_FENCE)
        for i in range(1, len(parts), 2):
            block = parts[i]
            first, _, rest = block.partition("\n")
            blocks.append(rest if first.strip().isidentifier() or not first.strip() else block)
        if len(blocks) != 1:
            notes.append(f"{len(blocks)} code blocks")
        outside = "".join(parts[0::2]).strip()
        if outside:
            notes.append("prose outside the code block")
        text = "\n".join(blocks)
    return Extraction(text.strip() + "\n", format_ok=not notes, notes=notes)
