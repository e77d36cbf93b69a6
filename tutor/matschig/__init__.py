"""Matschig: throw mud (water + sand) at each other, defend with umbrellas or special cards.

    import tutor
    g = tutor.new_game("matschig", players=4, seed=1)
    from tutor import matschig
    matschig.is_perfect("W3 S5 W2")   # M9 -> True
"""
from . import texts as _texts  # noqa: F401  (registers the en/es templates)
from . import rulebook as _rulebook  # noqa: F401  (registers the rule texts)
from .bots import random_bot, sensible_bot
from .cards import CARDS, SPECIALS
from .deck import DECK_AMIGO_DEFAULT, DECK_FANFOR_1998, DECKS
from .rules import RULES, MatschigRules
from .functions import completing_card, is_perfect, round_score, umbrellas_stop
from .state import MatschigState
from .variants import VARIANTS

__all__ = ["RULES", "MatschigRules", "MatschigState", "is_perfect", "completing_card",
           "round_score", "umbrellas_stop", "random_bot", "sensible_bot", "CARDS", "SPECIALS",
           "VARIANTS", "DECKS", "DECK_AMIGO_DEFAULT", "DECK_FANFOR_1998"]
