"""Matschig: throw mud (water + sand) at each other, defend with umbrellas or special cards.

    import tutor
    g = tutor.new_game("matschig", players=4, seed=1)
    g.hint("en")                      # Hint(action, text, rules) for the seat to move, in words
    g.click_paths()                   # each legal action -> its clicks: throw W3 S5 at P2 -> W3, S5, P2
    g.why(0, seat=2)                  # why the first move was made, told to P3 from what P3 may know
    g.text("es", seat=0); g.svg(seat=0, region="hand")   # the table (or one part) as P1 sees it
    g.setup                           # the set-up as events (setup.py): M1-M5, M28, A3, A17, A18, each hand
                                      # told to its own seat only
    tutor.demo("matschig", "M13")     # any rule shown happening (demos.json, found with demoplay.py's hints)
    from tutor import matschig
    matschig.is_perfect("W3 S5 W2")   # M9 -> True

Positions. g.position() and tutor.new_game("matschig", position=...) use a dict of these fields
(cards are notation: W1..W7 water, S1..S7 sand, U1..U7 umbrellas, PIPE, BLOWER, FLAMETHROWER,
WATERSUIT, MACHINEGUN; seats are numbers from 0):

    players    3 to 6
    variants   list of variant names (rules/matschig.md §6), each once
    rounds     rounds in the game: 2 or 3 (the number of players under ROUNDS_PER_PLAYER)
    round      the current round, from 1 to rounds
    rng        the 64-bit random state every later chance comes from (next rounds, A5 draws)
    deck       the face-down draw pile; its LAST card is the next one drawn
    hands      one list per seat, in card order (W1..W7, S1..S7, U1..U7, then the specials)
    piles      one mud pile per seat for this round, in the order the mud was taken
    out        the cards out of play this round (face up)
    totals     points per seat from the finished rounds
    received   per seat, every mud card taken in the finished rounds (A15, A16)
    starter    the seat that started this round (M3)
    phase      "turn", "race" (completion race), "defend" or "over"
    active     whose turn it is; while a mud flies, the thrower
    mud        the mud in flight, [] between turns
    thrower    who threw it; sender: who threw, completed or last piped it; target: who must
               defend it (all -1 between turns)
    queue      in a race, the seats still to be asked, in order (M14); the first is to move
    claims     with RACE_RANDOM, the secret [seat, target] claims so far
    pipes      pipes played on the mud in flight
    passes     passes in a row without a swap (M24)

Every one of the deck's 110 cards is in exactly one of deck, hands, piles, out and mud; a position
that breaks this or any other rule is refused with a ValueError naming what is wrong.

A position that passes may still be one no game could reach; g.unreachable() (reach.py) gives each
reason in words. It checks what the rules make necessary:
    - every card of the deck is in exactly one place (M2, M29);
    - a mud pile of one type only needs a card of the other type and an umbrella or special card
      out of play: every mud holds water and sand, so taking one type alone means the other was
      stopped or cancelled (M17-M19);
    - between turns every hand holds 7 cards (the deal, a swap and the refill make it so; a round
      whose draw pile cannot refill the hands ends), except once the draw pile has run dry when it
      is played out (PLAY_OUT), and above 7 only when revealed defence cards are kept
      (MG_KEEP_DEFENCE_CARD); while a mud flies, the hands are short by exactly its cards and the
      pipes played on it, the thrower by at least 2, and every pipe played is out of play;
    - the draw pile holds its cards from the deal exactly when no mud pile and no card out of play
      shows that play has gone on, and then the turn is the start player's, moved on by the passes;
    - the players who just passed (passes) hold no water-and-sand pair (M6);
    - a running total lies between 1 point per mud card received and the sum of their values (M26);
    - under DIRTIEST_STARTS a later round starts with a highest total (A13); under SWAP3_OFF cards
      leave play only with a defence card, at most 3 mud cards for each (A2).
make_position() writes one from the few things a lesson cares about, and fills the rest from the
seed (a ValueError naming the argument for any argument of the wrong type):

    pos = matschig.make_position(hands=["U7 U2 BLOWER", None, None, None], piles=["W4 W5"],
                                 thrown="W5 S2", thrower=2, target=0, seed=1)
    g = tutor.new_game("matschig", position=pos)
"""
from . import texts as _texts  # noqa: F401  (registers the templates of the events)
from . import refusals as _refusals  # noqa: F401  (... of the refusals)
from . import hinttexts as _hinttexts  # noqa: F401  (... of the hints)
from . import rulebook as _rulebook  # noqa: F401  (registers the rule texts)
from . import redact as _redact  # noqa: F401  (registers what each seat may know of an event)
from .cards import CARDS, SPECIALS
from .deck import DECK_AMIGO_DEFAULT, DECK_FANFOR_1998, DECKS
from .faces import lab_svg
from .functions import completing_card, is_perfect, round_score, umbrellas_stop
from .make import make_position
from .position import conceal
from .rules import RULES, MatschigRules
from .state import MatschigState
from .variants import VARIANTS
from .words import VARIANT_NAME
from .words import an as say_a, card as say_card, cards as say_cards, groups as say_groups, pts as say_points
from .words import seats as say_seats, variant as say_variant

__all__ = ["RULES", "MatschigRules", "MatschigState", "is_perfect", "completing_card",
           "round_score", "umbrellas_stop", "make_position", "conceal", "lab_svg", "CARDS", "SPECIALS",
           "VARIANTS", "VARIANT_NAME", "DECKS", "DECK_AMIGO_DEFAULT", "DECK_FANFOR_1998", "say_a", "say_card",
           "say_cards", "say_groups", "say_points", "say_seats", "say_variant"]
