"""Explicit, seeded chance: a tiny pure PRNG whose whole state is one int."""
from __future__ import annotations

from typing import Sequence, TypeVar

T = TypeVar("T")
_MASK = (1 << 64) - 1


def seed_state(seed: int) -> int:
    """Turn any user seed (int) into the 64-bit state the engine keeps."""
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise ValueError(f"a seed must be a whole number, not {seed!r}")
    return (seed * 0x9E3779B97F4A7C15 + 0x632BE59BD9B4E019) & _MASK


def next_u64(state: int) -> tuple[int, int]:
    """One splitmix64 step: (random 64-bit value, next state)."""
    state = (state + 0x9E3779B97F4A7C15) & _MASK
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31), state


def randbelow(n: int, state: int) -> tuple[int, int]:
    """A uniform int in range(n) and the next state."""
    if n <= 0:
        raise ValueError("randbelow needs n >= 1")
    value, state = next_u64(state)
    return value % n, state  # bias below 2**-50 for the n used here


def shuffled(items: Sequence[T], state: int) -> tuple[list[T], int]:
    """A Fisher-Yates shuffled copy of items and the next state (same draws as randbelow)."""
    out = list(items)
    for i in range(len(out) - 1, 0, -1):
        # next_u64 and randbelow inlined: this loop is most of a game's setup time.
        state = (state + 0x9E3779B97F4A7C15) & _MASK
        z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        j = (z ^ (z >> 31)) % (i + 1)
        out[i], out[j] = out[j], out[i]
    return out, state
