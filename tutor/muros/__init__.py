"""Muros: a 9x9 grid of tokens; cards at the ends of lines remove, slide, capture or block.

Rule functions (pure, on notation strings): push_line (MU13) and winners (MU24-MU27).

Positions
---------
g.position() and new_game("muros", position=...) use one JSON-able dict; every field is required
and nothing else is allowed:

    {"game": "muros",
     "players": 3,                                   # 2 to 4 (MU1)
     "variants": ["COMPACT_SHIFT"],                  # sorted variant names ([] = default rules)
     "board": ["RBYRGWBRG", ...],                    # 9 rows, top (row 1) first, each West to East:
                                                     #   Y B R G W, "." for an empty cell
     "slots": {"W3": "R", "N5": "G"},                # the filled slots only (W/E ends of rows,
                                                     #   N/S ends of columns), each a card Y B R G
     "hands": [{"Y": 2, "B": 0, "R": 1, "G": 0}, ...],   # one per seat, secret (MU3)
     "piles": {"Y": 5, "B": 6, "R": 5, "G": 5},      # the face-up piles (MU4)
     "captured": [{"Y": 0, "B": 0, "R": 0, "G": 0}, ...],  # one per seat (MU19)
     "removed": {"Y": 0, "B": 0, "R": 0, "G": 0, "W": 0},  # out of the game (MU15)
     "turn": 2,                                      # the seat to move; None once the game is over
     "passes": 0}                                    # passes in a row (variant ALLOW_PASS only)

The number of cards placed is the number of filled slots; phase 1 lasts while fewer than 18 are
placed. A position is refused with a ValueError naming what is wrong unless: the 81 tokens,
17 Y/B/R/G and 13 W, are on the board, removed or captured (MU2; white is never captured); the 36
cards, 9 per colour, are in hands, piles and slots (MU5, A11); no hand holds more than its deal
(MU3); no line holds two cards in phase 1 and every line holds one after it (MU9, MU10); nothing
is captured before phase 2 (MU17); the game is over exactly when 36 cards are placed or, with
ALLOW_PASS, every player has passed in a row (MU12, A9); and the seat to move has a card to play
(MU8).

A lesson writes only what matters with make_position; the seed fills the rest:

    from tutor.muros import make_position
    pos = make_position(rows={3: "RBYRGWBRG"}, hands=[{"R": 2}, {"Y": 1, "G": 1}], turn=0)
    g = tutor.new_game("muros", position=pos)

What a seat may see: the board, the slots, the piles, every seat's captures (unless
HIDDEN_CAPTURES) and the size of each hand; the cards in another hand are secret. view(seat),
text(lang, seat=) and the narration with seat= show exactly that (conceal() re-deals what a seat
cannot see, for the non-interference tests); the SVG draws no hand. g.hint() judges from the
view of the seat to move (hints.py), and the greedy bot plays the same choice.
"""
from . import rulebook, texts  # noqa: F401  (register the bilingual texts)
from .board import (CARD_COLOURS, LINE_CELLS, LINES, SLOTS, TOKEN_COLOURS, line_cells, opposite,
                    push_line, push_stages, read_line)
from .bots import BOTS, GREEDY, GreedyBot, greedy_action, random_action
from .hints import hint, seen_state
from .positions import check_snapshot, conceal, conceal_captures, make_position
from .rules import RULES, VARIANTS, MurosRules
from .scoring import ranking_key, tiers, winners
from .state import MurosState
from .view import PALETTE, board_svg, text_diagram

__all__ = ["RULES", "VARIANTS", "MurosRules", "MurosState", "push_line", "push_stages", "winners",
           "ranking_key", "tiers", "SLOTS", "LINES", "LINE_CELLS", "CARD_COLOURS", "TOKEN_COLOURS",
           "line_cells", "opposite", "read_line", "BOTS", "GREEDY", "GreedyBot", "random_action",
           "greedy_action", "hint", "seen_state", "make_position", "check_snapshot", "conceal",
           "conceal_captures", "board_svg", "text_diagram", "PALETTE"]
