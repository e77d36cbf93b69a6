"""The searches behind seeds.KNOWN: search name -> make(seed) (a fitting game, or None). regenerate() finds
the first seeds that fit each; the course tries those first (seeds.py), so a rare position costs one deal."""
from __future__ import annotations

from typing import Callable, Optional

from .common import Table
from .scoring import _caught_deal, matzl_fell_to
from .tricks import COMPELLED, Setting, lower_led_card, partner_counts, trick_at, trump_choice_counts, trumped_low_card
from .variants_play import _changes
from .variants_value import CASES, _losing_trick, case_at

Make = Callable[[int], Optional[Table]]


def _case(key: str) -> Make:
    return lambda seed: case_at(seed, CASES[key])


SEARCHES: dict[str, Make] = {
    "head": lambda seed: trick_at(seed, ("head",), partner_winning=False, need=lower_led_card),
    "over": lambda seed: trick_at(seed, ("over-trump", "under-trump"), partner_winning=False, need=trump_choice_counts),
    "trump": lambda seed: trick_at(seed, ("trump",), partner_winning=False),
    "trumped": lambda seed: trick_at(seed, ("follow-trumped",), partner_winning=False, need=trumped_low_card),
    "free": lambda seed: trick_at(seed, ("free",), partner_winning=False),
    "partner": lambda seed: trick_at(seed, COMPELLED, Setting("treiben", 2), partner_winning=True,
                                     need=partner_counts),
    "v-ut-free": lambda seed: trick_at(seed, ("under-trump",), variants={"V-UT-FREE"}, need=_changes,
                                       seats=range(4)),
    "v-head-literal": lambda seed: trick_at(seed, ("follow-trumped",), variants={"V-HEAD-LITERAL"}, need=_changes,
                                            seats=range(4)),
    "v-partner-exempt": lambda seed: trick_at(seed, COMPELLED, Setting("treiben", 2), True, {"V-PARTNER-EXEMPT"},
                                              _changes, range(4)),
    "absolution": _caught_deal,
    "matzl-declarers": matzl_fell_to("declarers"),
    "matzl-defenders": matzl_fell_to("defenders"),
    "v-durch-stop": _losing_trick,
    **{key: _case(key) for key in CASES},
}


def regenerate(count: int = 16, limit: int = 20000) -> dict[str, tuple[int, ...]]:
    """The first `count` seeds (of 0..limit) that fit each search."""
    out = {}
    for key, make in SEARCHES.items():
        found = []
        for seed in range(limit):
            if make(seed) is not None:
                found.append(seed)
                if len(found) == count:
                    break
        out[key] = tuple(found)
    return out
