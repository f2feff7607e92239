"""Llama-style decoder (RMSNorm, RoPE, SwiGLU, tied embeddings) written out for torch 1.13
(no scaled_dot_product_attention) and ONNX export (position_ids as an input)."""
import math

import torch
import torch.nn as nn
import torch.nn.functional as F

SDPA = hasattr(F, "scaled_dot_product_attention")


class Cfg:
    def __init__(self, vocab_size, hidden=256, layers=6, heads=4, inter=704, max_pos=512,
                 rope_theta=10000.0, eps=1e-5):
        self.vocab_size, self.hidden, self.layers, self.heads = vocab_size, hidden, layers, heads
        self.inter, self.max_pos, self.rope_theta, self.eps = inter, max_pos, rope_theta, eps

    def to_dict(self):
        return dict(self.__dict__)


class RMSNorm(nn.Module):
    def __init__(self, d, eps):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(d))
        self.eps = eps

    def forward(self, x):
        return self.weight * (x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + self.eps))


def rotate_half(x):
    h = x.shape[-1] // 2
    return torch.cat((-x[..., h:], x[..., :h]), dim=-1)


class Block(nn.Module):
    def __init__(self, c):
        super().__init__()
        self.h, self.dh = c.heads, c.hidden // c.heads
        self.q_proj = nn.Linear(c.hidden, c.hidden, bias=False)
        self.k_proj = nn.Linear(c.hidden, c.hidden, bias=False)
        self.v_proj = nn.Linear(c.hidden, c.hidden, bias=False)
        self.o_proj = nn.Linear(c.hidden, c.hidden, bias=False)
        self.gate_proj = nn.Linear(c.hidden, c.inter, bias=False)
        self.up_proj = nn.Linear(c.hidden, c.inter, bias=False)
        self.down_proj = nn.Linear(c.inter, c.hidden, bias=False)
        self.ln1 = RMSNorm(c.hidden, c.eps)
        self.ln2 = RMSNorm(c.hidden, c.eps)

    def forward(self, x, cos, sin, mask):
        B, T, D = x.shape
        h = self.ln1(x)
        q = self.q_proj(h).view(B, T, self.h, self.dh).transpose(1, 2)
        k = self.k_proj(h).view(B, T, self.h, self.dh).transpose(1, 2)
        v = self.v_proj(h).view(B, T, self.h, self.dh).transpose(1, 2)
        q = q * cos + rotate_half(q) * sin
        k = k * cos + rotate_half(k) * sin
        if SDPA and x.is_cuda:  # the same attention as a fused kernel (torch 2 on a GPU run)
            y = F.scaled_dot_product_attention(q, k, v, attn_mask=mask.to(q.dtype))
        else:  # written out: torch 1.13 has no SDPA, and the ONNX export takes this path
            att = torch.matmul(q, k.transpose(-1, -2)) * (1.0 / math.sqrt(self.dh)) + mask
            att = torch.softmax(att, dim=-1)
            y = torch.matmul(att, v)
        y = y.transpose(1, 2).reshape(B, T, D)
        x = x + self.o_proj(y)
        h = self.ln2(x)
        return x + self.down_proj(F.silu(self.gate_proj(h)) * self.up_proj(h))


class PrmLM(nn.Module):
    def __init__(self, c):
        super().__init__()
        self.c = c
        self.embed = nn.Embedding(c.vocab_size, c.hidden)
        self.blocks = nn.ModuleList([Block(c) for _ in range(c.layers)])
        self.norm = RMSNorm(c.hidden, c.eps)
        dh = c.hidden // c.heads
        inv = 1.0 / (c.rope_theta ** (torch.arange(0, dh, 2).float() / dh))
        self.register_buffer("inv_freq", inv, persistent=False)
        self.apply(self._init)

    @staticmethod
    def _init(m):
        if isinstance(m, (nn.Linear, nn.Embedding)):
            nn.init.normal_(m.weight, std=0.02)

    def hidden_states(self, input_ids, attention_mask, position_ids):
        x = self.embed(input_ids)
        B, T = input_ids.shape
        freqs = position_ids.unsqueeze(-1).float() * self.inv_freq  # B,T,dh/2
        emb = torch.cat((freqs, freqs), dim=-1).unsqueeze(1)  # B,1,T,dh
        cos, sin = emb.cos(), emb.sin()
        idx = torch.arange(T, device=input_ids.device)
        causal = (idx.unsqueeze(0) <= idx.unsqueeze(1)).unsqueeze(0).unsqueeze(0)  # 1,1,T,T
        keep = causal & (attention_mask.unsqueeze(1).unsqueeze(2) > 0)
        mask = (1.0 - keep.float()) * -1e4
        for b in self.blocks:
            x = b(x, cos, sin, mask)
        return self.norm(x)

    def forward(self, input_ids, attention_mask, position_ids, rows=None):
        h = self.hidden_states(input_ids, attention_mask, position_ids)
        w = self.embed.weight if rows is None else self.embed.weight[rows]
        return torch.matmul(h, w.t())


class TwoRowHead(nn.Module):
    """Export wrapper: logits only for the '+' and '-' rows of the (tied) LM head."""

    def __init__(self, lm, plus_id, minus_id):
        super().__init__()
        self.lm = lm
        self.head = nn.Parameter(lm.embed.weight.detach()[[plus_id, minus_id]].clone().t().contiguous())

    def forward(self, input_ids, attention_mask, position_ids):
        return torch.matmul(self.lm.hidden_states(input_ids, attention_mask, position_ids), self.head)


def grow(sd, cfg, layers_new):
    """Deepen a trained model without changing what it computes: the new blocks go on top with
    their output projections (o_proj, down_proj) zeroed, so each starts as the identity on the
    residual stream and learns from there (depth up-scaling; the rest keeps its training)."""
    fresh = PrmLM(Cfg(**{**cfg.to_dict(), "layers": layers_new})).state_dict()
    out = {}
    for k, v in fresh.items():
        if not k.startswith("blocks."):
            out[k] = sd[k]
        elif int(k.split(".")[1]) < cfg.layers:
            out[k] = sd[k]
        else:
            out[k] = torch.zeros_like(v) if k.endswith(("o_proj.weight", "down_proj.weight")) else v
    return out

