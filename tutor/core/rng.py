"""Explicit, seeded chance: a tiny pure PRNG whose whole state is one int."""
from __future__ import annotations

import struct
from functools import lru_cache
from operator import mod
from typing import Sequence, TypeVar

T = TypeVar("T")
_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15  # splitmix64's increment


def seed_state(seed: int) -> int:
    """Turn any user seed (int) into the 64-bit state the engine keeps."""
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise ValueError(f"a seed must be a whole number, not {seed!r}")
    return (seed * 0x9E3779B97F4A7C15 + 0x632BE59BD9B4E019) & _MASK


def next_u64(state: int) -> tuple[int, int]:
    """One splitmix64 step: (random 64-bit value, next state)."""
    state = (state + _GOLDEN) & _MASK
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
    """A Fisher-Yates shuffled copy of items and the next state (the same draws as randbelow)."""
    out = list(items)
    n = len(out)
    if n < 2:
        return out, state
    # The n - 1 draws use the states state + G, state + 2G, ... (splitmix64), so all of them are mixed at
    # once: one big int holds every state in a 128-bit lane, wide enough that a 64 x 64-bit product never
    # spills into the next lane, and each lane is masked back to 64 bits after every step. This gives the
    # very numbers next_u64 would (tests pin it) at a third of the cost of a Python loop of 64-bit steps;
    # shuffling is most of the set-up of every game.
    ones, ramp, lane_mask, lanes = _lanes(n - 1)
    z = ((state & _MASK) * ones + ramp) & lane_mask
    z = ((z ^ (z >> 30)) & lane_mask) * 0xBF58476D1CE4E5B9 & lane_mask
    z = ((z ^ (z >> 27)) & lane_mask) * 0x94D049BB133111EB & lane_mask
    z ^= z >> 31  # each draw is the low 64 bits of its lane (the unpacker skips the high 64, so no mask)
    draws = lanes.unpack(z.to_bytes(16 * (n - 1), "little"))
    for i, j in zip(range(n - 1, 0, -1), map(mod, draws, range(n, 1, -1))):  # j = randbelow(i + 1)
        out[i], out[j] = out[j], out[i]
    return out, (state + (n - 1) * _GOLDEN) & _MASK


@lru_cache(maxsize=16)  # one entry per pack size a game shuffles
def _lanes(k: int) -> tuple[int, int, int, struct.Struct]:
    """For k draws: (1 in every lane, G * (lane + 1) in every lane, 2**64 - 1 in every lane, unpacker of the
    low half of each lane)."""
    ones = sum(1 << (128 * i) for i in range(k))
    ramp = sum((i + 1) << (128 * i) for i in range(k))
    return ones, _GOLDEN * ramp, _MASK * ones, struct.Struct("<" + "Q8x" * k)
