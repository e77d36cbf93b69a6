"""Matzlfangen: the Austro-Bavarian point-trick game of catching the trump Ten (the Matzl).

    import tutor
    g = tutor.new_game("matzlfangen", players=4, seed=1, deals=1)
    g.play(g.legal_actions()[0])
"""
from __future__ import annotations

from . import rulebook, texts  # noqa: F401  (register the en/es texts)
from .bots import RandomBot, RuleBot, choose_random, choose_rule
from .cards import CARD_STR, DECK, RANKS, SUITS
from .functions import card_points, game_value, legal_cards, trick_winner
from .notation import CONTRACTS
from .rules import RULES, MatzlfangenRules
from .scoring import RAISE_NAMES
from .state import State
from .variants import KNOWN_VARIANTS

__all__ = ["RULES", "MatzlfangenRules", "State", "legal_cards", "trick_winner", "card_points", "game_value",
           "RandomBot", "RuleBot", "choose_random", "choose_rule", "SUITS", "RANKS", "CARD_STR", "DECK",
           "CONTRACTS", "RAISE_NAMES", "KNOWN_VARIANTS"]
