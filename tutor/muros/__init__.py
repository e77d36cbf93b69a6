"""Muros: a 9x9 grid of tokens; cards at the ends of lines remove, slide, capture or block.

Rule functions (pure, on notation strings): push_line (MU13) and winners (MU24-MU27).
"""
from . import rulebook, texts  # noqa: F401  (register the bilingual texts)
from .board import (CARD_COLOURS, LINE_CELLS, SLOTS, TOKEN_COLOURS, line_cells, opposite,
                    push_line, push_stages, read_line)
from .bots import BOTS, greedy_action, random_action
from .rules import RULES, VARIANTS, MurosRules
from .scoring import ranking_key, tiers, winners
from .state import MurosState
from .view import PALETTE, board_svg, text_diagram

__all__ = ["RULES", "VARIANTS", "MurosRules", "MurosState", "push_line", "push_stages", "winners",
           "ranking_key", "tiers", "SLOTS", "LINE_CELLS", "CARD_COLOURS", "TOKEN_COLOURS",
           "line_cells", "opposite", "read_line", "BOTS", "random_action", "greedy_action",
           "board_svg", "text_diagram", "PALETTE"]
