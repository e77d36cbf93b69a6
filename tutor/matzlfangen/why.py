"""Why a move was made (Rules.why), told to one seat from only what that seat may know.

The mover itself (and the teacher's view, marked "all hands shown") hears its plan: the hint it followed,
which reads its hand. Any other seat hears what the move shows: the speech or the card, the rule the table
can tell it was played under (play.table_reading: led, followed, headed, trumped, discarded), and what the
public table adds (a call names the partner's card, a raise shows a side). Never another hand, a hidden
partner, trump counts or suit lengths: two deals that differ only in what the seat cannot see give it the
same explanation (the conformance suite checks this)."""
from __future__ import annotations

from typing import Optional

from ..core.i18n import Text, seat_label
from ..core.rules import Hint
from .cards import CARD_STR, SUIT_NAMES, SUITS, card_the, matzl_of, sau_of, suit
from .clicks import describe
from .hints import hint, plan
from .notation import parse_action
from .play import play_context, table_reading
from .raises import barred_side
from .scoring import RAISE_NAMES
from .state import DECLARERS, DEFENDERS, UNKNOWN, State, forehand, knows_sides
from .texts import CONTRACT_WORD, WEITER

ALL_HANDS = Text("All hands shown. {who}: {why}")
OWN = Text("You ({who}): {why}")
CHOSE = Text("{who} chose to {move}.")
OWN_CHOICE = Text("You ({who}) chose to {move}. What the table saw: {why}")
PUBLIC = {
    "cut": Text("{who} cut the pack, so the cards came in two packets of 4."),
    "knock": Text("{who} knocked on the pack instead of cutting (Klopfen), so each player got all 8 cards at once."),
    "let-pass": Text("{who} let the knock pass: the cards are dealt all the same; a knock only changes the packets."),
    "weiter-fh": Text("{who} said {weiter}: as Vorhand it plays Rufen, with a partner, unless someone bids higher."),
    "weiter": Text("{who} said {weiter}: it bids no contract above Rufen; a player bids only a contract it expects "
                   "to win."),
    "bid": Text("{who} bid {contract}: it will play alone against the other three, which a player does only with "
                "a hand it trusts to win alone."),
    "trump": Text("{who} named {suit} as trumps: a soloist names the suit it expects to win most tricks with, "
                  "usually its longest."),
    "call": Text("{who} called {card}: whoever holds it is {who}'s partner; the called card is never a trump and "
                 "never in the caller's own hand."),
    "call-you": Text(" You hold it: you are {who}'s partner."),
    "raise": Text("{who} said {name}: the deal is worth 1 game point more to whichever side wins."),
    "raise-shows": Text(" Only the declaring side could raise now, so {who} is {declarer}'s partner."),
    "no-raise-barred": Text("{who} did not raise: it is not its side's turn to raise."),
    "no-raise": Text("{who} did not raise: each raise costs the losing side 1 game point more, so a player raises "
                     "only with a hand it trusts."),
    "claim": Text("{who} claimed the Matzl bonus: its side caught the Matzl and won, so the value grows by 1."),
    "waive": Text("{who} did not claim the Matzl bonus, so it is lost."),
}
PLAY = {
    "lead": Text("{who} led {card}: a lead may be any card."),
    "lead-sau": Text("{who} led {card}: a Sau is the highest card of its suit, so it wins unless someone trumps it."),
    "lead-trump": Text("{who} led {card}, a trump: the others must follow with their trumps."),
    "follow": Text("{who} followed suit with {card}. It does not beat the best card so far, so {who} held no card "
                   "of that suit that could."),
    "head": Text("{who} followed suit and headed the trick with {card}: who can beat the best card must."),
    "follow-trumped": Text("{who} followed suit with {card}: the trick was already trumped, so any card of the led suit "
                           "would do."),
    "trump": Text("{who} has no {led} and trumped with {card}: who cannot follow suit must trump."),
    "over-trump": Text("{who} has no {led} and over-trumped with {card}: a higher trump must go over a lower one."),
    "under-trump": Text("{who} has no {led} and trumped low with {card}: it could not over-trump, but still had to play "
                        "a trump."),
    "discard-no-trump": Text("{who} has neither {led} nor a trump, so it was free to play {card}."),
    "discard": Text("{who} has no {led} and played {card}."),
    "catch": Text(" The trump Sau is the only card that beats the trump Ten in this trick, the Matzl."),
}
PLAY_RULE = {"lead": ("R-PLAY-1",), "lead-sau": ("R-DECK-3", "R-TRICK-1"), "lead-trump": ("R-PLAY-2",)}


def why(s: State, action: str, seat: Optional[int], lang: str = "en") -> Hint:
    """Why the seat to move at `s` chose `action`, told to `seat` (None: the teacher, all hands shown)."""
    mover = s.turn
    who = seat_label(mover)
    if seat is None or seat == mover:
        if plan(s).action == action:
            h = hint(s, lang)
            frame = ALL_HANDS if seat is None else OWN
            return Hint(action, frame.format(who=who, why=h.text)(lang), h.rules)
        text, rules = public(s, action, seat, lang)
        if seat is None:
            chose = CHOSE.format(who=who, move=describe(s, action, lang))(lang)
            return Hint(action, ALL_HANDS.format(who=who, why=chose + " " + text)(lang), rules)
        return Hint(action, OWN_CHOICE.format(who=who, move=describe(s, action, lang), why=text)(lang), rules)
    text, rules = public(s, action, seat, lang)
    return Hint(action, text, rules)


def public(s: State, action: str, seat: Optional[int], lang: str) -> tuple[str, tuple[str, ...]]:
    """What the move shows to `seat`, and the rules it shows: from the public table and the seat's own
    knowledge (its own side; the partner knows every side) only."""
    who, mover = seat_label(s.turn), s.turn
    verb, arg = parse_action(action)
    if s.phase == "cut":
        kind = "let-pass" if verb == "weiter" else verb
        rules = {"cut": ("R-DEAL-1", "R-DEAL-2"), "knock": ("R-DEAL-4",), "let-pass": ("V-KNOCK-ANY",)}[kind]
        return PUBLIC[kind].format(who=who)(lang), rules
    if s.phase == "auction":
        if verb == "weiter":
            fh = mover == forehand(s)
            return (PUBLIC["weiter-fh" if fh else "weiter"].format(who=who, weiter=WEITER)(lang),
                    ("R-BID-3",) if fh else ("R-BID-2",))
        name, named = arg  # type: ignore[misc]
        contract = CONTRACT_WORD[name] + (f" ({SUIT_NAMES[SUITS[named]](lang)})" if named is not None else "")
        return PUBLIC["bid"].format(who=who, contract=contract)(lang), ("R-BID-2", "R-BID-4")
    if s.phase == "trump":
        return PUBLIC["trump"].format(who=who, suit=SUIT_NAMES[SUITS[arg]])(lang), ("R-BID-5",)  # type: ignore[index]
    if s.phase == "call":
        text = PUBLIC["call"].format(who=who, card=card_the(CARD_STR[arg]))(lang)  # type: ignore[index]
        if seat is not None and s.hands[seat] >> arg & 1:  # type: ignore[operator]
            text += PUBLIC["call-you"].format(who=who)(lang)
        return text, ("R-CALL-1", "R-CALL-2")
    if verb == "raise":
        return _raised(s, seat, lang)
    if verb == "no raise":
        return _passed(s, seat, lang)
    if verb in ("claim", "waive"):
        return PUBLIC[verb].format(who=who)(lang), ("R-MATZL-3",)
    return _played(s, arg, lang)  # type: ignore[arg-type]


def _raised(s: State, seat: Optional[int], lang: str) -> tuple[str, tuple[str, ...]]:
    who = seat_label(s.turn)
    name = RAISE_NAMES[min(len(s.raises), len(RAISE_NAMES) - 1)]
    text = PUBLIC["raise"].format(who=who, name=name)(lang)
    rules: tuple[str, ...] = ("R-SPR-1", "R-SPR-4")
    hidden = s.contract == "rufen" and s.public_side[s.turn] == UNKNOWN
    if hidden and barred_side(s.raises, s.variants) is not None and barred_side(s.raises, s.variants) != DECLARERS:
        # only the declaring side may raise now: the raise itself shows the partner (R-CALL-3)
        text += PUBLIC["raise-shows"].format(who=who, declarer=seat_label(s.declarer))(lang)
        rules += ("R-CALL-3",)
    return text, rules


def _passed(s: State, seat: Optional[int], lang: str) -> tuple[str, tuple[str, ...]]:
    """A pass in the raising: 'not its side's turn' only when `seat` knows the mover's side."""
    who, mover = seat_label(s.turn), s.turn
    known = s.public_side[mover] != UNKNOWN or (seat is not None and knows_sides(s, seat))
    if known and s.declarer >= 0:
        mover_side = DECLARERS if mover in (s.declarer, s.partner) else DEFENDERS
        if mover_side == barred_side(s.raises, s.variants):
            return PUBLIC["no-raise-barred"].format(who=who)(lang), ("R-SPR-4",)
    return PUBLIC["no-raise"].format(who=who)(lang), ("R-SPR-1", "R-SPR-5")


def _played(s: State, card: int, lang: str) -> tuple[str, tuple[str, ...]]:
    """A card, as the table reads it (play.table_reading), with what its own face tells."""
    who = seat_label(s.turn)
    trump = s.trump if s.trump >= 0 else None
    name = card_the(CARD_STR[card], SUITS[trump] if trump is not None else None)
    _, reason = play_context(s)
    how, rule = table_reading(s, card, reason)
    rules: tuple[str, ...] = (rule,)
    if how == "lead":
        if trump is not None and suit(card) == trump:
            how = "lead-trump"
        elif card == sau_of(suit(card)):
            how = "lead-sau"
        rules = PLAY_RULE[how]
    led = SUIT_NAMES[SUITS[suit(s.trick[0])]] if s.trick else ""
    text = PLAY[how].format(who=who, card=name, led=led)(lang)
    if trump is not None and card == sau_of(trump) and matzl_of(trump) in s.trick:
        text += PLAY["catch"](lang)
        rules += ("R-MATZL-1",)
    return text, rules
