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

The set-up is told as events too: g.setup cites MU1 (the players), MU2 (the grid), MU3 (the deal, every
hand; a seat's narration names its own hand only), MU4 (the face-up piles), MU5 (36 cards for 36 slots) and
MU6 (who starts), for a game as dealt (none for one started from a position under way). A variant is cited by
the event it changes: the slide under COMPACT_SHIFT and SHIFT_TOWARD_CARD, the removal under COUNT_CELLS, a
k = 0 slide under SHIFT_ON_ZERO, the refused "take none" under MANDATORY_TAKE, the tier under
TIER_BEST_SINGLE, a pass under ALLOW_PASS, the hidden supply under HIDDEN_CAPTURES.
RULES.plausible_actions(state) lists what a learner might try, legal or not (every card colour from the
hand and the piles at every slot, the phase-2 capture choices, pass), for the rule demos (tutor.demos).

Could the position arise in play? g.unreachable() (Rules.unreachable, reachable.py) answers with
reasons in words (a Text in every language) when a necessary condition of the rules fails; empty means none is known:
- every token of the set-up (17 Y/B/R/G, 13 W) is on the board, out of the game or captured (MU2);
  every card (9 a colour) is in a hand, a pile or a slot, and the slots filled are the cards placed (MU5);
- one card per line in phase 1, and a card on every line once 18 are placed (MU9, MU10);
- tokens leave the game only through phase-1 cards, at most the 9 of a card's line (MU13, MU17): none
  with no card placed;
- a capture of colour X needs full lines whose two cards differ, one of them X, 9 tokens each at most (MU19);
- a cell is empty only on a row or column that holds a card: only a card empties cells of its own line
  (MU13, MU16, MU19), so no holes with no card placed;
- with no token out of the game, no phase-1 card found its own colour in its line (it would have removed
  k >= 1 tokens, and without a removal nothing slides), so every line still lacks the colour of one of its
  cards: 20 cards placed beside lines holding their colours, with all 81 tokens on the board, is refused;
- hands: none above the deal (MU3); the cards missing from the hands were placed (MU7); and while no pass
  or skip can have happened (no ALLOW_PASS; a pile left, or no empty hand), the seat to move and the
  number of cards placed fix each seat's turns (MU6), and no hand is shorter than its owner's turns allow
  (so "P2 holds 1 card" with no card placed in a two-player game is refused, against the deal of 6).
Lessons and questions build their positions by legal play from a deal where they can (their history then
shows how the position arose), and every lesson and question board passes these checks.

A lesson writes only what matters with make_position; the seed fills the rest:

    from tutor.muros import make_position
    pos = make_position(rows={3: "RBYRGWBRG"}, hands=[{"R": 2}, {"Y": 1, "G": 1}], turn=0)
    g = tutor.new_game("muros", position=pos)

What a seat may see: the board, the slots, the piles, every seat's captures (unless
HIDDEN_CAPTURES) and the size of each hand; the cards in another hand are secret. view(seat),
text(lang, seat=) and the narration with seat= show exactly that (conceal() re-deals what a seat
cannot see, for the non-interference tests); the SVG draws the seat's own hand and the others' sizes.
g.hint() judges from the view of the seat to move (hints.py); g.why(i, seat=) tells why a move was made
from what that seat may know (why.py). Bots are tutor.core.bots (HINT_BOT plays the hint).

The public face for courses and labs is this module: State, game(...) -> Game[State], make_position,
the line functions (push_line, push_stages, read_line), the names (words: colour, slot_name, reading, ...)
and the pictures (line_svg). They import nothing else of the package.
"""
from . import hinttexts, rulebook, texts  # noqa: F401  (register the texts and the rulebook)
from .board import (CARD_COLOURS, CARDS_PER_COLOUR, EMPTY, LINE_CELLS, LINE_VARIANTS, LINES, SIZE, SLOTS,
                    TOKEN_COLOURS, TOKENS_PER_COLOUR, line_cells, opposite, push_line, push_stages, read_line)
from .clicks import cell_token, click_path, describe, majority
from .hints import hint, seen_state
from .picture import PALETTE, board_svg, line_svg
from .positions import check_snapshot, conceal, conceal_captures, make_position
from .rules import RULES, MurosRules, game
from .scoring import ranking_key, tiers, winners
from .state import HAND_SIZE, PHASE1_CARDS, VARIANTS, MurosState
from .view import text_diagram
from .words import (GLYPH, VARIANT_NAME, colour, colour_noun, join, legend, line_name, reading, slot_name, slot_where,
                    tokens, tokens_adj, variant, way)

State = MurosState  # the typed state of a Muros game: Game[State]

__all__ = ["RULES", "VARIANTS", "MurosRules", "MurosState", "State", "game", "push_line", "push_stages", "winners",
           "ranking_key", "tiers", "SLOTS", "LINES", "LINE_CELLS", "LINE_VARIANTS", "CARD_COLOURS", "TOKEN_COLOURS",
           "TOKENS_PER_COLOUR", "CARDS_PER_COLOUR", "EMPTY", "SIZE", "HAND_SIZE", "PHASE1_CARDS", "line_cells",
           "opposite", "read_line", "hint", "seen_state", "make_position", "check_snapshot", "conceal",
           "conceal_captures", "board_svg", "line_svg", "text_diagram", "PALETTE", "GLYPH", "VARIANT_NAME",
           "colour", "colour_noun", "join", "legend", "variant", "line_name", "reading", "slot_name", "slot_where",
           "tokens", "tokens_adj", "way",
           "cell_token", "click_path", "describe", "majority"]
