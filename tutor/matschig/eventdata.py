"""Events of the engine: the one way to make them, event(), and the makers of their data.

Every event's data is made by a maker below from immutable arguments (ints, strings, tuples) when it
is first read, and is read-only (core LazyData): an event may be kept, shared and read by anyone.
"""
from __future__ import annotations

from typing import Any, Callable, Optional

from ..core.events import Event, LazyData
from .cards import defence_cards, mud_info, mud_points, sort_cards
from .hints import defence_summary
from .scoring import score_pile

GAME = "matschig"


def event(rule: str, kind: str, make: Callable[..., dict], *args: Any) -> Event:
    """An event of this game citing `rule`, whose data is make(*args)."""
    return Event(GAME, rule, kind, LazyData(make, *args))


# -- the turn (M6, M7, M8, M24) -------------------------------------------------------------------
def throw_data(seat: int, mud: tuple, target: int) -> dict:
    """M8 throw."""
    w, sd, _ = mud_info(mud)
    return {"seat": seat, "cards": list(mud), "target": target, "water": w, "sand": sd}


def pass_data(seat: int, missing: str, nxt: int, swap_open: bool) -> dict:
    """M7 pass: missing is the mud type the hand lacks ("W", "S" or "both"), which only the seat
    itself may be told (the redactor drops it for the others)."""
    return {"seat": seat, "missing": missing, "next": nxt, "swap_open": swap_open}


def swap_data(seat: int, cards: tuple, deck: int, nxt: int) -> dict:
    """M7 swap: the three cards go face up out of play, so they are public."""
    return {"seat": seat, "cards": list(cards), "deck": deck, "next": nxt}


def deadlock_data(passes: int) -> dict:
    """M24 deadlock."""
    return {"passes": passes}


def no_data() -> dict:
    """An event that needs no data (M25 played-out)."""
    return {}


# -- the completion window and race (M10-M15) ----------------------------------------------------------
def perfect_data(mud: tuple, w: int, sd: int, target: int, after_pipe: bool) -> dict:
    """M10 mud-perfect."""
    return {"cards": list(mud), "water": w, "sand": sd, "target": target, "after_pipe": after_pipe}


def skipped_data(mud: tuple, w: int, sd: int) -> dict:
    """M11 window-skipped (A6)."""
    return {"cards": list(mud), "water": w, "sand": sd}


def imperfect_data(mud: tuple, w: int, sd: int, card: Optional[str], in_deck: bool,
                   sender: int, eligible: tuple, barred: tuple = (), by: tuple = ()) -> dict:
    """M12 mud-imperfect: card is the completing card (None when the gap is above 7), in_deck
    whether the game's deck has it at all; barred, the seats an A4 variant (by) keeps from completing."""
    return {"cards": list(mud), "water": w, "sand": sd, "card": card, "in_deck": in_deck,
            "sender": sender, "eligible": list(eligible), "barred": list(barred), "by": list(by)}


def race_ask_data(seat: int, card: Optional[str], target: int, secret: bool, holds: bool
                  ) -> dict:
    """M14 race-ask: holds (whether the seat has the card) is for that seat alone."""
    return {"seat": seat, "card": card, "target": target, "secret": secret, "holds": holds}


def window_closed_data(reason: str, card: Optional[str], target: int, asked: int) -> dict:
    """M14 window-closed: reason is "declined" (everyone asked declined), "no-card" (no card
    completes this mud) or "nobody" (nobody may complete it); asked is how many were asked."""
    return {"reason": reason, "card": card, "target": target, "asked": asked}


def decline_data(seat: int, card: Optional[str], secret: bool) -> dict:
    """M14 decline; with RACE_RANDOM (secret) only the seat itself knows it declined."""
    return {"seat": seat, "card": card, "secret": secret}


def claim_data(seat: int, target: int) -> dict:
    """M14 race-claim (A5 RACE_RANDOM): a secret claim, known to the claiming seat alone."""
    return {"seat": seat, "target": target, "secret": True}


def draw_data(seat: int, claimants: tuple) -> dict:
    """M14 race-draw (A5 RACE_RANDOM)."""
    return {"seat": seat, "claimants": list(claimants)}


def complete_data(seat: int, card: str, target: int, old_target: int, thrower: int, mud: tuple,
                  w: int, sd: int) -> dict:
    """M15 complete."""
    return {"seat": seat, "card": card, "target": target, "old_target": old_target,
            "thrower": thrower, "cards": list(mud), "water": w, "sand": sd}


# -- the defence (M16-M19) -------------------------------------------------------------------------
def defence_data(seat: int, hand: tuple, mud: tuple, pile: tuple, pipe_blocked: bool,
                 all_or_nothing: bool) -> dict:
    """M16 defence-options: the mud, the target's mud pile and its score (M26), and each defence
    its hand allows with the best choice of it and the score it leaves. The hand's defence cards
    are for the target alone (the redactor keeps only the mud and the pile for the others)."""
    w, sd, _ = mud_info(mud)
    umbrellas, specials = defence_cards(hand)
    return {"seat": seat, "cards": list(mud), "water": w, "sand": sd, "pile": list(pile),
            "score": score_pile(pile)[0], "umbrellas": list(umbrellas), "specials": list(specials),
            "options": defence_summary(mud, pile, umbrellas, specials, pipe_blocked,
                                       all_or_nothing)}


# points: the plain value of the mud taken; score: the target's mud-pile score after it (M26)
def accept_data(seat: int, mud: tuple, pile: tuple) -> dict:
    """M17 accept (pile: the target's mud pile after it)."""
    return {"seat": seat, "cards": list(mud), "points": mud_points(mud),
            "score": score_pile(pile)[0]}


def umbrellas_data(seat: int, groups: tuple, stopped: tuple, taken: tuple, pile: tuple) -> dict:
    """M18 umbrellas."""
    return {"seat": seat, "groups": [[list(us), c] for us, c in groups], "stopped": list(stopped),
            "taken": list(taken), "points": mud_points(taken), "score": score_pile(pile)[0]}


def cancel_data(seat: int, gone: tuple, taken: tuple, pile: tuple) -> dict:
    """M19b blower and M19c flamethrower."""
    return {"seat": seat, "cancelled": list(gone), "taken": list(taken),
            "points": mud_points(taken), "score": score_pile(pile)[0]}


def watersuit_data(seat: int, stopped: tuple, taken: tuple, pile: tuple) -> dict:
    """M19d watersuit."""
    return {"seat": seat, "stopped": list(stopped), "taken": list(taken),
            "sum": mud_points(stopped), "points": mud_points(taken), "score": score_pile(pile)[0]}


def spent_data(seat: int, card: str) -> dict:
    """M19 spent: the special card played goes out of play."""
    return {"seat": seat, "card": card}


def pipe_data(seat: int, target: int, mud: tuple) -> dict:
    """M19a pipe."""
    w, sd, _ = mud_info(mud)
    return {"seat": seat, "target": target, "cards": list(mud), "perfect": w == sd}


def machinegun_data(seat: int, mud: tuple) -> dict:
    """M19e machinegun."""
    return {"seat": seat, "cancelled": list(mud)}


def reveal_data(seat: int, card: str, outcome: str) -> dict:
    """M19e mg-reveal: the card is turned face up, so it is public."""
    return {"seat": seat, "card": card, "outcome": outcome}


def mg_empty_data(seats: tuple) -> dict:
    """M19e mg-empty."""
    return {"seats": list(seats)}


# -- after the mud (M20-M23) -----------------------------------------------------------------------
def shortfall_data(need: int, deck: int) -> dict:
    """M22 shortfall."""
    return {"need": need, "deck": deck}


def refill_data(deck: int, draws: tuple) -> dict:
    """M21 refill: draws holds (seat, how many cards it draws) pairs, clockwise from the thrower."""
    return {"draws": [[q, k] for q, k in draws], "deck": deck}


def drawn_data(seat: int, cards: tuple) -> dict:
    """M7, M21 drawn: the cards a seat draws, known to that seat alone."""
    return {"seat": seat, "cards": list(cards)}


def next_turn_data(seat: int, final_target: int, thrower: int, why: str, took: bool) -> dict:
    """M23 next-turn: took says whether the final target really took mud."""
    return {"seat": seat, "final_target": final_target, "thrower": thrower, "why": why,
            "took": took}


# -- rounds and the game (M26-M30) -------------------------------------------------------------------
def round_score_data(round_: int, piles: tuple, totals: tuple) -> dict:
    """M26 round-score."""
    rows = []
    for q, pile in enumerate(piles):
        points, how = score_pile(pile)
        rows.append({"seat": q, "cards": list(sort_cards(pile)), "points": points, "how": how})
    return {"round": round_, "rows": rows, "totals": list(totals)}


def whole_game_data(received: tuple, totals: tuple) -> dict:
    """M26 whole-game-score (A15 ONE_TYPE_WHOLE_GAME)."""
    return {"totals": list(totals),
            "rows": [{"seat": q, "cards": len(r), "how": score_pile(r)[1]}
                     for q, r in enumerate(received)]}


def game_end_data(totals: tuple, won: tuple, tiebreak: bool, rounds: int) -> dict:
    """M30 game-end."""
    return {"totals": list(totals), "winners": list(won), "tiebreak": tiebreak, "rounds": rounds}


def new_round_data(round_: int, rounds: int, starter: int, why: str, totals: tuple) -> dict:
    """M29 new-round."""
    return {"round": round_, "rounds": rounds, "starter": starter, "why": why,
            "totals": list(totals)}


# -- the set-up (M1-M5, M28, A3, A14, A17, A18) and the events that tell a rule's point (M20, M27, A19, A20) --
def players_data(players: int) -> dict:
    """M1 players."""
    return {"players": players}


def deck_data(name: str, variant: Optional[str], counts: tuple) -> dict:
    """A17 deck: the deck's name, the deck variant named (or None) and its (card, copies) counts."""
    return {"deck": name, "variant": variant, "counts": [[c, k] for c, k in counts]}


def rounds_data(rounds: int, per_player: bool, players: int) -> dict:
    """M28 rounds (A14 ROUNDS_PER_PLAYER)."""
    return {"rounds": rounds, "per_player": per_player, "players": players}


def deal_data(players: int, deck: int, round_: int) -> dict:
    """M2 deal: how many cards form the draw pile after the deal."""
    return {"players": players, "deck": deck, "round": round_}


def starter_data(seat: int) -> dict:
    """M3 first-starter: the start player of round 1, drawn at random."""
    return {"starter": seat}


def final_target_data(seat: int, thrower: int) -> dict:
    """M20 final-target: who answered the mud last (after a pipe or a completion)."""
    return {"final_target": seat, "thrower": thrower}


def standing_data(totals: tuple) -> dict:
    """M27 standing: the totals after a round that is not the last, and who leads (lowest)."""
    low = min(totals)
    return {"totals": list(totals), "leaders": [q for q, t in enumerate(totals) if t == low], "low": low}


def refill_order_data(thrower: int, short: tuple) -> dict:
    """A19 refill-order: the seats the draw pile ran out before, clockwise from the thrower."""
    return {"thrower": thrower, "short": list(short)}
