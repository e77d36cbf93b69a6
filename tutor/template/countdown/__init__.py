"""Countdown: a race to the last counter with cards worth 1, 2 and 3 (its rules: rules.py, beside this file).

    from tutor.core import Game
    from tutor.template.countdown import RULES, make_position
    g = Game(RULES, position=make_position([[1, 3], [2]], left=3))   # P1 holds 1 and 3, P2 a 2; 3 left
    g.legal_actions()            # ['play 1', 'play 3']

Positions
---------
g.position() and Game(RULES, position=...) use this JSON format (every field required; checked on the way in):

- variants: the variant names in play (OPEN_HANDS, NO_MULLIGAN, MULLIGAN_TWICE), sorted;
- start: the counters at the start, 10 or 15; left: the counters left, from 0 to start;
- hands: per seat (2 or 3 seats), its cards, sorted; deck: the cards face down, top first (together with the
  cards played, all twelve cards 1, 1, 1, 1, 2, ..., 3, whose played ones add up to start - left);
- mulligans: per seat, the mulligans it made; phase: "mulligan", "play" or "over";
- turn: the seat to move (-1 once over); passes: passes in a row; winner: the seat that won, or -1;
- rng: the state of the game's random number generator (the shuffles to come).

`make_position(hands, left=, start=, turn=, phase=, variants=, seed=)` writes one from what a lesson cares
about and fills the rest from the seed; `conceal(position, seat, rng)` deals again what a seat cannot see."""
from .rules import GAME, RULES, conceal, make_position

__all__ = ["GAME", "RULES", "conceal", "make_position"]
