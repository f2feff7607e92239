"""Portable checkpoints: a GPU run (torch 2) hands its weights to the CPU export (Debian's torch
1.13) as fp16 numpy arrays, which any torch loads and which are half the size of fp32 (int8
export rounds far coarser than fp16 does)."""
import os

import numpy as np
import torch


def save_npz(state_dict, path):
    np.savez(path, **{k: v.detach().cpu().to(torch.float16).numpy() for k, v in state_dict.items()})


def load_npz(path):
    with np.load(path) as z:
        return {k: torch.from_numpy(z[k].astype(np.float32)) for k in z.files}


def load_state(path):
    """A state dict from a .pt checkpoint or its portable .npz copy."""
    return load_npz(path) if path.endswith(".npz") else torch.load(path, map_location="cpu")


def load_checkpoint(work, name="best"):
    """<work>/<name>.pt, or <name>.npz when only the portable copy came back from a GPU machine."""
    pt = os.path.join(work, name + ".pt")
    return load_state(pt if os.path.exists(pt) else os.path.join(work, name + ".npz"))
