"""Matzlfangen: the Austro-Bavarian point-trick game of catching the trump Ten (the Matzl).

    import tutor
    g = tutor.new_game("matzlfangen", players=4, seed=1, deals=1)
    g.play(g.legal_actions()[0])
    g.hint("es")                                 # Hint(action, text, rules) for the seat to move
    g.text("en", seat=0); g.svg(seat=0)          # what P1 may see
    g.svg(seat=0, lang="es", legal=g.legal_actions(), region="hand")   # the one svg vocabulary; a region alone
    g.why(len(g.history) - 1, seat=0)            # why the last move was made, told to P1 from what P1 may know
    g.click_paths(); g.describe("play HX")       # one click per action; "play the Herz Zehn"

Positions
---------
``g.position()`` (and ``tutor.new_game("matzlfangen", position=...)``) use this JSON format. Cards are
codes: suit E (Eichel), L (Laub), H (Herz), S (Schellen), then rank A (Sau), X (Zehn), K, O, U, 9, 8, 7.
Seats are 0..3 (P1..P4); sides are "declarers" or "defenders"; null means "nothing yet".

================  =====================================================================================
variants          sorted list of variant names (variants.py)
deals, deal_no    the series length (>= 1) and this deal's number, 0-based
dealer            the seat dealing this deal: P4 deals deal_no 0, then clockwise (forehand is dealer + 1)
history, scores   each settled deal's 4 zero-sum deltas, and their running totals
rng               the seeded RNG state (64 bits) that will shuffle the next deal
phase             cut, auction, trump, call, raise, play, claim or over
deck              the shuffled pack, top first, in phase cut only (32 cards); [] afterwards
knock_asked       V-KNOCK-ANY: seats that let the knock pass before the cut (0..2)
packets           0 before the deal, 4 (cut: 4 + 4) or 8 (knock)
hands             4 lists of the cards each seat holds now
turned            the dealer's turned-up card (it stays in the dealer's hand until played), or null
bids              [seat, speech] in order: "weiter", "treiben", "treiben H", "neid", "durch", ...
passed            4 booleans: out of the auction (V-BID-SCHAFKOPF)
contract          null until the auction ends, then rufen, treiben, neid, durch or trumpf-durch
declarer          the seat playing the contract, or null
trump             the trump suit's letter, or null (not named yet, or Durch)
called            the card called in Rufen, or null
partner           the seat holding the called card (the true partner), or null
public_side       per seat, the side everyone knows, or null while hidden (R-CALL-3)
raises            [seat, side] per raise (Schuß, Re, ...) in order
raise_passes      passes in a row in the raise window (0..4)
leader            who led the current trick, or null
tricks            [leader, [4 cards in play order], winner] per trick played
trick             the current trick's cards in play order (at most 3)
matzl             the side that caught the Matzl, or null; matzl_seat: who won that trick, or null
claimed           the Matzl bonus: null (not decided), true (claimed) or false (waived)
turn              the seat to move, or null when the series is over
================  =====================================================================================

A position must be one the rules can reach: ``check_snapshot`` replays the deal from the hands as dealt
(held plus played cards) through the recorded bids, call, raises and cards, and refuses any difference
with a ValueError naming the field.

``RULES.unreachable(state)`` (``g.unreachable()``) answers, in words (in every language), why no game could arrive
at a state, or nothing: the conditions the rules give, checked in this order (reachable.py):

- every one of the 32 cards is in exactly one place: the pack before the cut, else a hand, the current trick
  or a trick played (R-DECK-1);
- P4 deals a game's first deal and the deal passes clockwise, so deal n (deal_no n - 1) is dealt by
  P(n + 3) counted round the table: P4, P1, P2, P3, P4, ... (R-SEAT-4);
- history holds one settlement per finished deal, each one a deal of that game could pay (Rufen by that
  deal's forehand, or a solo, at a value its contract, raises and Matzl can give), and scores are their
  totals (R-SETTLE-1);
- once dealt, each seat holds 8 cards less those it has played, in packets of 4 or 8, and the turn-up is a
  card the dealer holds or has played (R-DEAL-2, R-DEAL-3, R-DEAL-4);
- cards are played only once the contract is fixed; the first trick is led by the opening leader, every
  other by the last trick's winner, each is won by its highest trump or else its highest card of the led
  suit (R-PLAY-1, R-TRICK-1), and whoever held the led suit followed it (R-PLAY-2);
- last, the deal replayed from the hands as dealt through the bids, call, raises and cards recorded arrives
  at this very state (check_snapshot), which also checks every duty to head, trump and over-trump.

``make_position`` writes one for a lesson from the few things that matter and fills the rest from the seed:

    from tutor.matzlfangen import make_position
    pos = make_position(hands=["S7 SA H8 EX", None, None, None], trick="SK", to_move=0, trump="H")
    g = tutor.new_game("matzlfangen", position=pos)   # P1 to play to a Schellen König, Herz trumps
"""
from __future__ import annotations

# the texts (events, set-up, hints) and the per-seat narration, registered on import
from . import hint_texts, redact, rulebook, setup_texts, texts  # noqa: F401
from .cards import (CARD_POINTS, CARD_STR, DEAL_POINTS, DECK, LAST_TRICK_BONUS, RANK_GLOSS, RANK_WORD, RANKS,
                    SUIT_NAMES, SUIT_WORD, SUITS, WIN_POINTS, card_list, card_name, card_the)
from .conceal import conceal
from .facts import (REASON_RULE, DealValue, TrickWon, deal_value, hand, last_trick, legal_now, legal_reason,
                    may_raise, side_of, trick, trick_won, trump_letter, value_text)
from .functions import card_points, game_value, legal_cards, trick_winner
from .notation import CONTRACTS
from .position import make_position
from .regions import REGIONS
from .rules import RULES, MatzlfangenRules
from .scoring import RAISE_NAMES
from .state import State
from .texts import CONTRACT_NAMES, CONTRACT_WORD, WEITER
from .variants import KNOWN_VARIANTS

__all__ = ["RULES", "MatzlfangenRules", "State", "legal_cards", "trick_winner", "card_points", "game_value",
           "make_position", "conceal", "SUITS", "RANKS", "CARD_STR", "DECK", "CONTRACTS", "RAISE_NAMES",
           "KNOWN_VARIANTS", "CARD_POINTS", "DEAL_POINTS", "LAST_TRICK_BONUS", "WIN_POINTS", "RANK_GLOSS",
           "RANK_WORD", "SUIT_NAMES", "SUIT_WORD", "card_name", "card_the", "card_list", "REASON_RULE", "DealValue",
           "TrickWon", "deal_value", "hand", "last_trick", "legal_now", "legal_reason", "may_raise", "side_of",
           "trick", "trick_won", "trump_letter", "value_text", "REGIONS", "CONTRACT_NAMES", "CONTRACT_WORD",
           "WEITER"]
