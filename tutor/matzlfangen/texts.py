"""The templates of every Matzlfangen event and refusal kind, in English: the catalogs translate them.

German game words (Vorhand, Sau, Matzl, Spritzen, weiter...) are kept, and glossed the one way WEITER and the
glossary gloss them (a German text needs no gloss); cards are named in words, never by code (cards.card_name).
Counts are plural messages, never "(s)"; a variant is named in words, never by its ID."""
from __future__ import annotations

from typing import Any, Mapping, Optional, Sequence

from ..core.i18n import Joined, Text, Verbatim, Word, count, in_language, register_texts, seat_label
from .cards import SUIT_NAMES, CardName, card_list, card_the
from .scoring import RAISE_NAMES

D = Mapping[str, Any]

# The phases of a deal as a learner reads them (in refusals and in the table diagram).
PHASE_NAMES: dict[str, Text] = {
    "cut": Text("cut", context="matzlfangen phase"), "auction": Text("auction", context="matzlfangen phase"),
    "call": Text("call", context="matzlfangen phase"), "trump": Text("trump choice", context="matzlfangen phase"),
    "raise": Text("raises (Spritzen)", context="matzlfangen phase"), "play": Text("tricks", context="matzlfangen phase"),
    "claim": Text("Matzl bonus claim", context="matzlfangen phase"), "over": Text("over", context="matzlfangen phase"),
}
CONTRACT_WORD = {"rufen": "Rufen", "treiben": "Treiben", "neid": "Neid-Spiel", "durch": "Durch",
                 "trumpf-durch": "Trumpf-Durch"}
CONTRACT_NAMES: dict[str, Text] = {
    "rufen": Text('Rufen ("calling", 2 against 2)'), "treiben": Text("Treiben (a solo, trumps of choice)"),
    "neid": Text("Neid-Spiel (a solo with the turned suit as trumps)"),
    "durch": Text("Durch (a slam without trumps: all 8 tricks)"),
    "trumpf-durch": Text("Trumpf-Durch (a slam with the turned suit as trumps)"),
}
# Both sides are singular nouns: "the defending side loses, it pays" / "el bando defensor pierde, paga".
SIDE: dict[str, Text] = {"declarers": Text("the declaring side"), "defenders": Text("the defending side")}
SIDE_CAP: dict[str, Text] = {"declarers": Text("The declaring side"), "defenders": Text("The defending side")}
REASON: dict[str, Text] = {
    "lead": Text("a lead may be any card"),
    "head": Text("you must follow suit (Farbzwang) and head the trick (Stichzwang: beat the best card so far)"),
    "follow": Text("you must follow suit (Farbzwang); none of your cards of that suit can head the trick"),
    "follow-trumped": Text("you must follow suit (Farbzwang); the trick is already trumped, so any card of the led "
                           "suit will do"),
    "follow-exempt": Text("you must follow suit (Farbzwang), but your partner is winning, and at this table you then "
                          "need not head the trick"),
    "trump": Text("you cannot follow suit, so you must trump (Trumpfzwang)"),
    "over-trump": Text("you cannot follow suit and the trick is trumped, so you must over-trump"),
    "under-trump": Text("you cannot follow suit or over-trump, but you must still play a trump (Trumpfzwang)"),
    "free-ut": Text("you cannot follow suit or win with a trump, and at this table you trump only to win the trick, "
                    "so any card will do"),
    "free": Text("you have neither the led suit nor a trump, so any card will do"),
    "free-exempt": Text("your partner is winning, and at this table you then need not trump, so without the led suit "
                        "any card will do"),
    "called-sau": Text("at this table the called Sau must be played when its suit is first led"),
}


def _suit(letter: Optional[str]) -> Word:
    """A suit in words, or "no suit"."""
    return SUIT_NAMES[letter] if letter else Word("no suit", context="matzlfangen suit")


def _card(code: str, trump: Optional[str] = None) -> CardName:
    """A card with its article, in words: 'the Laub Sau', 'el Herz Zehn (el Matzl)'."""
    return card_the(code, trump)


def _list(codes: Sequence[str], trump: Optional[str] = None) -> Text:
    """Cards in words, as a sentence lists them."""
    return card_list(codes, trump)


# The one gloss of "weiter" (R-BID-2), wherever a text glosses it (German needs none).
WEITER = Text('weiter ("pass")')
# The cut phase's choices as a refusal says them (R-DEAL-1, R-DEAL-4; at the V-KNOCK-ANY table weiter lets the
# knock pass).
CUT_WORD: dict[str, Text] = {"cut": Text("cut", context="matzlfangen cut choice"),
                             "knock": Text("knock", context="matzlfangen cut choice"),
                             "weiter": Text("let the knock pass (weiter)", context="matzlfangen cut choice")}


def _or(words: Sequence[Text]) -> Text:
    """Choices joined as a sentence offers them: 'cut or knock'."""
    if len(words) == 1:
        return words[0]
    return Text("{some} or {last}", context="matzlfangen choices").format(some=Joined(list(words[:-1]), ", "),
                                                                         last=words[-1])


def _signed(seq: Sequence[int]) -> Verbatim:
    return Verbatim(", ".join(f"{seat_label(i)} {v:+d}" for i, v in enumerate(seq)))


def _partner_note(d: D) -> Text:
    """R-PLAY-6: the compulsion holds even when one's own partner is winning the trick."""
    if d.get("partner") is None:
        return Verbatim("")
    return Text(" This holds even though your partner {partner} is winning the trick (R-PLAY-6).").format(
        partner=seat_label(d["partner"]))


def _win_reason(d: D) -> Text:
    if d["why"] == "suit":
        return Text("the highest {suit} card, the led suit, and no trump was played").format(suit=SUIT_NAMES[d["led"]])
    if d["why"] == "trump-led":
        return Text("the highest trump (trumps were led)")
    return Text("the highest trump in the trick")


_BASE = {"straight": 1, "kein-wasser": 2, "no-trick": 3, "durch": 6}  # R-VALUE-1 (V-NEID-BASE2, V-TDURCH-7 differ)
_BASE_WHY: dict[str, Text] = {
    "straight": Text("a straight win: base 1"),
    "kein-wasser": Text('the losers have under 30 (kein Wasser, "no water"): base 2, double'),
    "no-trick": Text("the losers took no trick: base 3, triple"),
    "durch": Text("a Durch is worth a flat 6"),
    "kein-wasser-30": Text('the losers have 30, which at this table also counts as kein Wasser ("no water"): '
                           'base 2, double'),
}


def _play(d: D) -> Text:
    """A card played, as the player itself (or the projector) reads it: the cards it could play and why,
    and R-PLAY-6 when a compulsion made it play against its partner (the projector's data names the partner
    as partner_winning, a player's own as partner: only if it knows)."""
    card, who = _card(d["card"], d["trump"]), seat_label(d["seat"])
    reason = REASON[d["reason"]]
    note = _partner_note({"partner": d["partner"] if "partner" in d else d["partner_winning"]})
    if len(d["legal"]) == 1 and d["reason"] in ("lead", "free"):  # a single card that any rule allows
        said = Text("{who} plays {card}. It was the last card in hand.").format(who=who, card=card)
    elif len(d["legal"]) > 1:
        said = Text("{who} plays {card}. Allowed: {legal}; {reason}.").format(
            who=who, card=card, legal=_list(d["legal"], d["trump"]), reason=reason)
    else:
        said = Text("{who} plays {card}. Only {only} was allowed: {reason}.").format(
            who=who, card=card, only=_card(d["legal"][0], d["trump"]), reason=reason)
    return Joined([said, note])


_SEEN = {
    "lead": Text("{who} leads {card}."),
    "follow": Text("{who} follows suit with {card}."),
    "head": Text("{who} follows suit and heads the trick with {card}."),
    "follow-trumped": Text("{who} follows suit with {card}; the trick is already trumped."),
    "trump": Text("{who} has no {led} and trumps with {card}."),
    "over-trump": Text("{who} has no {led} and over-trumps with {card}."),
    "under-trump": Text("{who} has no {led} and no higher trump, so it trumps low with {card}."),
    "discard": Text("{who} has no {led} and discards {card}."),
    "discard-no-trump": Text("{who} has neither {led} nor a trump and discards {card}."),
}


def _play_seen(d: D) -> Text:
    """A card another player played, told from what the table sees (never that player's hand)."""
    return _SEEN[d["how"]].format(who=seat_label(d["seat"]), card=_card(d["card"], d["trump"]), led=_suit(d["led"]))


def _called(d: D) -> Text:
    """'P1 calls the Herz Sau' and, under V-CALL-ANY, that a trump may be called at this table."""
    card, me = _card(d["card"], d["trump"]), seat_label(d["seat"])
    if d.get("any"):
        return Text("{me} calls {card}, a trump: at this table any card may be called, trumps too.").format(
            me=me, card=card)
    return Text("{me} calls {card}.").format(me=me, card=card)


def _call(d: D) -> Text:
    """The call as the projector reads it: who holds the card (the players learn it later)."""
    return Text("{called} {holder} holds it and is {me}'s partner; the other players learn it only when the card is "
                "played or the partner raises.").format(called=_called(d), holder=seat_label(d["partner"]),
                                                        me=seat_label(d["seat"]))


def _call_seen(d: D) -> Text:
    """The call as one player reads it: the holder of the card only if it is this player."""
    if d["you"]:
        return Text("{called} You hold it, so you are {me}'s partner; the others learn it only when you play it or "
                    "raise.").format(called=_called(d), me=seat_label(d["seat"]))
    return Text("{called} Whoever holds it is the partner; that stays secret until the card is played or the "
                "partner raises.").format(called=_called(d))


def _raise_open(d: D) -> Text:
    first = d["first"]
    if d["anyone"]:
        head = Text("Spritzen (raising): each raise adds 1 game point. Either side may say the first raise, Schuß; "
                    "then the sides take turns.")
    else:
        head = Text("Spritzen (raising): each raise adds 1 game point. The defending side says the first raise, "
                    "Schuß; then the sides take turns.")
    if first is None:
        return head
    return Joined([head, Text(" {seat} is asked first, then clockwise.").format(seat=seat_label(first))])


_REVEALED = {
    "raise": Text("The partner is now known: {partner} holds {card} and plays with {declarer}, shown by raising for "
                  "the declaring side."),
    "play": Text("The partner is now known: {partner} holds {card} and plays with {declarer}, shown by playing the "
                 "called card."),
    "deduction": Text("The partner is now known: {partner} holds {card} and plays with {declarer}, since the other "
                      "two have shown that they defend."),
}


def _revealed(d: D) -> Text:
    head = _REVEALED[d["how"]].format(partner=seat_label(d["partner"]), card=_card(d["card"], d["trump"]),
                                      declarer=seat_label(d["declarer"]))
    if d["matzl"] is None:
        return head
    if d["matzl"] == "kept":
        tail = Text(" The Matzl in trick {n} therefore stayed with its own side: nobody caught it.").format(
            n=d["matzl_trick"])
    else:
        tail = Text(" The Matzl caught in trick {n} therefore counts for {side}.").format(
            n=d["matzl_trick"], side=SIDE[d["matzl"]])
    return Joined([head, tail])


def _raise_closed(d: D) -> Text:
    n = d["raises"]
    if n:
        head = Text("Raising is over with {n} raise: {names}.", plural="Raising is over with {n} raises: {names}.",
                    n=n).format(names=Verbatim(", ".join(d["names"])))
    else:
        head = Text("Raising is over with no raise.")
    parts = [head]
    if n == len(RAISE_NAMES):
        parts.append(Text(" Drauffi is the tenth name, the last raise there is."))
    if d["until_trick1"]:
        parts.append(Text(" At this table a raise is still allowed until trick 1 is gathered."))
    return Joined(parts)


def _deal_points(d: D) -> Text:
    head = Text("Count: the declaring side has {points} points in {n} trick",
                plural="Count: the declaring side has {points} points in {n} tricks",
                n=d["decl_tricks"]).format(points=d["decl_points"])
    if d["def_points"] is not None:
        tail = Text(", the defending side {points} in {n} trick.", plural=", the defending side {points} in {n} tricks.",
                    n=d["def_tricks"]).format(points=d["def_points"])
    else:
        tail = count(d["def_tricks"], "; the defending side took {n} trick.", "; the defending side took {n} tricks.")
    return Joined([head, tail])


def _value_raises(d: D) -> Text:
    r, b, v = d["raises"], d["base"], d["value"]
    if not r:
        return Text("Step 2: no raise, so the value stays {v}.").format(v=v)
    if d["mult"]:
        return Text("Step 2: {n} raise makes it (1 + {n}) x {b} = {v}.",
                    plural="Step 2: {n} raises make it (1 + {n}) x {b} = {v}.", n=r).format(b=b, v=v)
    return Text("Step 2: {n} raise adds {n}: {b} + {n} = {v}.", plural="Step 2: {n} raises add {n}: {b} + {n} = {v}.",
                n=r).format(b=b, v=v)


def _absolution(d: D) -> Text:
    if d["value"]:
        return Text("Step 3: {side} lost but caught the Matzl, so it is absolved: it pays only the {n} raise, as "
                    "raises are still paid at this table.",
                    plural="Step 3: {side} lost but caught the Matzl, so it is absolved: it pays only the {n} raises, "
                           "as raises are still paid at this table.", n=d["raises"]).format(side=SIDE[d["side"]])
    return Text("Step 3: {side} lost but caught the Matzl, so it is absolved: the value {before} is cancelled and "
                "nobody pays.").format(side=SIDE[d["side"]], before=d["before"])


def _settlement(d: D) -> Text:
    if d["contract"] == "rufen":
        how = Text("each player of a side wins or loses the value")
    elif d["flat"]:
        how = Text("the soloist wins or loses the value, and the defenders share it")
    else:
        how = Text("the soloist wins or loses 3 times the value, each defender the value")
    return Text("Settlement, value {v} ({how}): {deltas}. Totals: {scores}.").format(
        v=d["value"], how=how, deltas=_signed(d["deltas"]), scores=_signed(d["scores"]))


def _series_over(d: D) -> Text:
    best = Verbatim(", ".join(seat_label(x) for x in d["winners"]))
    if len(d["winners"]) == 1:
        return Text("The series of {n} deal is over: {scores}; top score: {best}.",
                    plural="The series of {n} deals is over: {scores}; top score: {best}.",
                    n=d["deals"]).format(scores=_signed(d["scores"]), best=best)
    return Text("The series of {n} deal is over: {scores}; top scores: {best}.",
                plural="The series of {n} deals is over: {scores}; top scores: {best}.",
                n=d["deals"]).format(scores=_signed(d["scores"]), best=best)


def _seat(d: D, key: str = "seat") -> str:
    return seat_label(d[key])


def _bid(d: D) -> Text:
    if d.get("suit"):
        return Text("{seat} bids {contract} with {suit} as trumps.").format(
            seat=_seat(d), contract=CONTRACT_NAMES[d["contract"]], suit=_suit(d["suit"]))
    return Text("{seat} bids {contract}.").format(seat=_seat(d), contract=CONTRACT_NAMES[d["contract"]])


def _weiter(d: D) -> Text:
    if d["forehand"] and not d["schafkopf"]:
        return Text('{seat} says weiter ("pass"): as Vorhand this means "I play Rufen unless someone bids higher".'
                    ).format(seat=_seat(d))
    return Text('{seat} says weiter ("pass").').format(seat=_seat(d))


def _turn_up(d: D) -> Text:
    if d["table"]:
        return Text("The turn-up is {card}: {suit} is the turned suit. It stays face up on the table until the "
                    "dealer plays it.").format(card=_card(d["card"]), suit=_suit(d["suit"]))
    return Text("The turn-up is {card}: {suit} is the turned suit. {dealer} takes it into hand, and everyone knows "
                "it is there.").format(card=_card(d["card"]), suit=_suit(d["suit"]), dealer=_seat(d, "dealer"))


def _auction_won(d: D) -> Text:
    if d["contract"] == "rufen":
        return Text("Nobody bid above Rufen, so {seat} (Vorhand) plays Rufen and will call a partner.").format(
            seat=_seat(d))
    return Text("{seat} has the highest bid and plays {contract} alone against the other three.").format(
        seat=_seat(d), contract=CONTRACT_NAMES[d["contract"]])


_TRUMPS = {"turned": Text("Trumps are {suit}, the turned suit."),
           "chosen": Text("Trumps are {suit}, named with the bid."),
           "none": Text("There are no trumps in a Durch.")}
_PLAY_START = {"forehand": Text("{seat} leads to the first trick (Vorhand leads)."),
               "declarer": Text("{seat} leads to the first trick (the declarer leads in a Durch)."),
               "soloist": Text("{seat} leads to the first trick (at this table the soloist leads).")}


def _trump_chosen(d: D) -> Text:
    if d["suit"] == d["turned"]:
        return Text("{seat} names {suit} as trumps (the turned suit).").format(seat=_seat(d), suit=_suit(d["suit"]))
    return Text("{seat} names {suit} as trumps.").format(seat=_seat(d), suit=_suit(d["suit"]))


def _raise(d: D) -> Text:
    if d["mult"]:
        return Text("{seat} says {name} (raise {n}) for {side}: the value is now (1 + {n}) x the base, as raises "
                    "multiply at this table.").format(seat=_seat(d), name=Verbatim(d["name"]), n=d["n"],
                                                      side=SIDE[d["side"]])
    return Text("{seat} says {name} (raise {n}) for {side}: the game is now worth the base + {n} (+1 per raise, "
                "no doubling).").format(seat=_seat(d), name=Verbatim(d["name"]), n=d["n"], side=SIDE[d["side"]])


def _trick_won(d: D) -> Text:
    trump = d.get("trump")
    head = Text("Trick {no} ({cards}; {n} point) goes to {seat} with {card}: {why}.",
                plural="Trick {no} ({cards}; {n} points) goes to {seat} with {card}: {why}.", n=d["points"]).format(
        no=d["trick_no"], cards=_list(d["cards"], trump), seat=_seat(d), card=_card(d["card"], trump),
        why=_win_reason(d))
    if d["trick_no"] < 8:
        return Joined([head, Text(" {seat} leads next.").format(seat=_seat(d))])
    return head


def _outcome_durch(d: D) -> Text:
    if d["won"]:
        return Text("{contract}: the declarer took {n} of 8 tricks, so the Durch is won.").format(
            contract=CONTRACT_NAMES[d["contract"]], n=d["decl_tricks"])
    return Text("{contract}: the declarer took {n} of 8 tricks, so the Durch is lost (card points do not count)."
                ).format(contract=CONTRACT_NAMES[d["contract"]], n=d["decl_tricks"])


def _outcome_points(d: D) -> Text:
    if d["won"]:
        return Text("The declaring side has {points} of 130: 66 or more, so it wins.").format(points=d["decl_points"])
    if d["decl_points"] == 65:
        return Text("The declaring side has {points} of 130: under 66, so the defending side wins. (65-65 counts as "
                    "a loss for the declaring side.)").format(points=d["decl_points"])
    return Text("The declaring side has {points} of 130: under 66, so the defending side wins.").format(
        points=d["decl_points"])


def _value_base(d: D) -> Text:
    why = _BASE_WHY["kein-wasser-30" if d.get("at30") else d["why"]]
    if d["base"] != _BASE[d["why"]]:
        return Text("Game value, step 1: {why} (here {base}, by the variant).").format(why=why, base=d["base"])
    return Text("Game value, step 1: {why}.").format(why=why)


def _value_bonus(d: D) -> Text:
    if d["auto"]:
        return Text("Step 3: {side} caught the Matzl and won (at this table the bonus is added without a claim): "
                    "{before} + 1 = {value}.").format(side=SIDE[d["side"]], before=d["before"], value=d["value"])
    return Text("Step 3: {side} caught the Matzl, won and claimed the bonus: {before} + 1 = {value}.").format(
        side=SIDE[d["side"]], before=d["before"], value=d["value"])


def _dealt(d: D) -> Text:
    if d["packets"] == "4+4":
        return Text("The dealer deals 4 + 4, clockwise from {seat}; the dealer's own last card is the turn-up."
                    ).format(seat=_seat(d, "forehand"))
    return Text("The dealer deals all 8 at once, clockwise from {seat}; the dealer's own last card is the turn-up."
                ).format(seat=_seat(d, "forehand"))


EVENTS: dict[str, Any] = {
    "deal-start": lambda d: Text(
        "Deal {deal} of {deals}: {dealer} shuffles and deals; {forehand} is Vorhand (forehand, on the dealer's "
        "left); {cutter}, on the dealer's right, cuts.").format(
        deal=d["deal"], deals=d["deals"], dealer=_seat(d, "dealer"), forehand=_seat(d, "forehand"),
        cutter=_seat(d, "cutter")),
    "no-knock": lambda d: Text("{seat} does not knock (weiter).").format(seat=_seat(d)),
    "cut": lambda d: Text("{seat} cuts the pack, so the cards come in two packets of 4.").format(seat=_seat(d)),
    "knock": lambda d: Text("{seat} knocks on the pack instead of cutting (Klopfen): each player gets all 8 cards in "
                            "one packet.").format(seat=_seat(d)),
    "dealt": _dealt,
    "turn-up": _turn_up,
    "auction-start": lambda d: Text(
        'The auction starts with {seat} (Vorhand); each player either says weiter ("pass") or bids a higher '
        'contract than Rufen and than every bid so far.').format(seat=_seat(d, "forehand")),
    "weiter": _weiter,
    "bid": _bid,
    "auction-won": _auction_won,
    "trumps": lambda d: _TRUMPS[d["why"]].format(suit=_suit(d.get("suit"))),
    "call-prompt": lambda d: Text(
        '{seat} now calls a card that is not a trump and not in their own hand; its holder becomes the partner '
        '(usually a Sau, the "ace").').format(seat=_seat(d)),
    "trump-prompt": lambda d: Text("{seat} now names the trump suit for Treiben.").format(seat=_seat(d)),
    "trump-chosen": _trump_chosen,
    "call": _call,
    "call-seen": _call_seen,
    "raise-open": _raise_open,
    "raise": _raise,
    "no-raise": lambda d: Text("{seat} does not raise.").format(seat=_seat(d)),
    "partner-revealed": _revealed,
    "raise-closed": _raise_closed,
    "play-start": lambda d: _PLAY_START[d["why"]].format(seat=_seat(d)),
    "play": _play,
    "play-seen": _play_seen,
    "trick-won": _trick_won,
    "matzl-caught": lambda d: Text(
        "Matzl caught! {seat} won the trump Ten, the Matzl, played by {owner} of the other side. If {side} loses, "
        "it pays nothing (absolution); if it wins, it may claim +1.").format(
        seat=_seat(d), owner=_seat(d, "owner"), side=SIDE[d["side"]]),
    "matzl-kept": lambda d: Text(
        "The trump Ten of {owner} stayed with its own side ({seat} won it): no Matzl caught.").format(
        owner=_seat(d, "owner"), seat=_seat(d)),
    "matzl-fell": lambda d: Text(
        "{seat} won the trump Ten (the Matzl) played by {owner}. Whether it was caught depends on the sides, which "
        "are not all known yet: it shows when the partner is revealed, at the latest at the end of the deal.").format(
        seat=_seat(d), owner=_seat(d, "owner")),
    "last-trick": lambda d: Text("{seat} won the last trick: +{bonus} points.").format(seat=_seat(d), bonus=d["bonus"]),
    "durch-stopped": lambda d: Text(
        "{seat} took trick {n}, so the Durch of {declarer} is lost, and at this table the deal stops here.").format(
        seat=_seat(d), n=d["trick_no"], declarer=_seat(d, "declarer")),
    "deal-points": _deal_points,
    "claim-offer": lambda d: Text(
        "{side} caught the Matzl and won: {seat} may now claim the bonus, one game point more ({value} + 1), or "
        "waive it. The losers do not pay it unless it is claimed.").format(
        side=SIDE_CAP[d["side"]], seat=_seat(d), value=d["value"]),
    "claim": lambda d: Text("{seat} claims the Matzl bonus.").format(seat=_seat(d)),
    "waive": lambda d: Text("{seat} does not claim the Matzl bonus; it is lost.").format(seat=_seat(d)),
    "outcome-durch": _outcome_durch,
    "outcome-void": lambda d: Text("65 to 65: at this table the deal is then void and nobody pays."),
    "outcome-points": _outcome_points,
    "value-base": _value_base,
    "value-raises": _value_raises,
    "value-absolution": _absolution,
    "value-bonus": _value_bonus,
    "value-bonus-lost": lambda d: Text("Step 3: the Matzl bonus was not claimed, so the value stays {value}.").format(
        value=d["value"]),
    "settlement": _settlement,
    "next-deal": lambda d: Text("Next deal ({deal} of {deals}): the deal passes clockwise, {dealer} deals.").format(
        deal=d["deal"], deals=d["deals"], dealer=_seat(d, "dealer")),
    "series-over": _series_over,
}


def _cut_choice(d: D) -> Text:
    return Text("{seat} may {choices} here; only {cutter}, on the dealer's right, cuts.").format(
        seat=_seat(d), choices=_or([CUT_WORD[a] for a in d["legal"]]), cutter=_seat(d, "cutter"))


def _bid_too_low(d: D) -> Text:
    contract, high = Verbatim(CONTRACT_WORD[d["contract"]]), Verbatim(CONTRACT_WORD[d["high"]])
    if d["seat"] is not None and d["seat"] >= 0:
        return Text("A bid must be higher than every bid so far: {contract} is not above {high} (bid by {seat})."
                    ).format(contract=contract, high=high, seat=_seat(d))
    return Text("A bid must be higher than every bid so far: {contract} is not above {high}.").format(
        contract=contract, high=high)


def _must_head(d: D) -> Text:
    card, legal = _cap(_card(d["card"], d["trump"])), _list(d["legal"], d["trump"])
    if d.get("literal"):
        head = Text("{card} does not beat the best {led} card, but you can: at this table Stichzwang holds even in a "
                    "trumped trick; allowed: {legal}.").format(card=card, led=_suit(d["led"]), legal=legal)
    else:
        head = Text("{card} does not head the trick, but you can: Stichzwang makes you beat the best card so far; "
                    "allowed: {legal}.").format(card=card, legal=legal)
    return Joined([head, _partner_note(d)])


def _with_note(template: Text) -> Any:
    """A refusal that lists the allowed cards, then R-PLAY-6 when the partner is winning."""
    return lambda d: Joined([template.format(led=_suit(d.get("led")), legal=_list(d["legal"], d["trump"])),
                             _partner_note(d)])


class FirstLetter(Text):
    """A text or card put at the start of a sentence (upper=True: 'The Herz König ...') or inside one
    (upper=False: 'play the Laub Sau'): only its first letter changes."""

    __slots__ = ("inner", "upper")

    def __init__(self, inner: Any, upper: bool = True) -> None:
        super().__init__("")
        self.inner, self.upper = inner, upper

    def __call__(self, lang: str) -> str:
        said = str(in_language(self.inner, lang))
        return (said[:1].upper() if self.upper else said[:1].lower()) + said[1:]

    def __eq__(self, other: object) -> bool:
        return isinstance(other, FirstLetter) and (self.inner, self.upper) == (other.inner, other.upper)

    def __hash__(self) -> int:
        return hash((self.inner, self.upper))


def _cap(card: CardName) -> Text:
    """A card with its article at the start of a sentence: 'The Herz König ...'."""
    return FirstLetter(card)


def _raise_too_late(d: D) -> Text:
    if d["until_trick1"]:
        return Text("Raising is over: the first trick has been gathered.")
    return Text("Raising is over: it ends when the first card is led.")


REFUSALS: dict[str, Any] = {
    "bad-action": lambda d: Text("{got} is not a Matzlfangen action; expected one of: {expected}.").format(
        got=Verbatim(repr(d["got"])), expected=Verbatim(d["expected"])),
    "too-long": lambda d: Text("{got} is too long to be an action ({length} characters; an action has at most "
                               "{limit}).").format(got=Verbatim(repr(d["got"])), length=d["length"], limit=d["limit"]),
    "bad-card": lambda d: Text("{got} is not a card: write the suit E, L, H or S, then the rank A, X (the Ten), K, O, "
                               "U, 9, 8 or 7, e.g. HX.").format(got=Verbatim(repr(d["got"]))),
    "bad-suit": lambda d: Text("{got} is not a suit: expected E, L, H or S.").format(got=Verbatim(repr(d["got"]))),
    "bad-contract": lambda d: Text("{got} is not a contract: bid treiben, neid, durch or trumpf-durch.").format(
        got=Verbatim(repr(d["got"]))),
    "cut-choice": _cut_choice,
    "contract-unavailable": lambda d: Text(
        "At this table only Rufen, Treiben and Durch are played, so no {contract}.").format(
        contract=Verbatim(CONTRACT_WORD[d["contract"]])),
    "not-now": lambda d: Text("You cannot {words} now: this is the {phase}, where {seat} must {what}.").format(
        words=d["words"], phase=PHASE_NAMES[d["phase"]], seat=_seat(d), what=d["what"]),
    "bid-rufen": lambda d: Text(
        "Rufen is not bid: it is what Vorhand ({forehand}) plays when nobody bids higher. Say {weiter}, or bid a "
        "contract above Rufen.").format(forehand=_seat(d, "forehand"), weiter=WEITER),
    "bid-too-low": _bid_too_low,
    "bid-needs-suit": lambda d: Text("At this table a Treiben names its trumps with the bid itself."),
    "bid-no-suit": lambda d: Text("A {contract} bid names no suit (R-BID-5).").format(
        contract=Verbatim(CONTRACT_WORD[d["contract"]])),
    "trump-turned-suit": lambda d: Text(
        "At this table Treiben may not take the turned suit, {suit}, as trumps: that would be the Neid-Spiel.").format(
        suit=_suit(d["suit"])),
    "call-held": lambda d: Text("You hold {card} yourself; call a card that is not in your hand.").format(
        card=_card(d["card"])),
    "call-trump": lambda d: Text("{card} is a trump ({suit} are trumps), and the called card must not be a trump."
                                 ).format(card=_cap(_card(d["card"])), suit=_suit(d["trump"])),
    "call-sk-sau": lambda d: Text("At this table only a Sau may be called, not {card}.").format(card=_card(d["card"])),
    "call-sk-suit": lambda d: Text("At this table you must hold a {suit} card to call {card}.").format(
        suit=SUIT_NAMES[d["card"][0]], card=_card(d["card"])),
    "raise-too-late": _raise_too_late,
    "raise-max": lambda d: Text("Drauffi was the tenth and last raise; no more raises."),
    "raise-first": lambda d: Text("The first raise, Schuß, belongs to the defending side; {seat} may only answer it."
                                  ).format(seat=_seat(d)),
    "raise-wrong-side": lambda d: Text(
        "Raises alternate between the sides, and {last} came from {side}: it is the other side's turn to raise."
    ).format(last=Verbatim(d["last"]), side=SIDE[d["side"]]),
    "not-in-hand": lambda d: Text("{card} is not in {seat}'s hand ({hand}).").format(
        card=_cap(_card(d["card"])), seat=_seat(d), hand=_list(d["hand"])),
    "must-follow": lambda d: Text("You hold {led}, so you must follow suit (Farbzwang); allowed: {legal}.").format(
        led=_suit(d["led"]), legal=_list(d["legal"], d["trump"])),
    "must-head": _must_head,
    "must-trump": _with_note(Text("You have no {led} but you hold trumps, so you must trump (Trumpfzwang); "
                                  "allowed: {legal}.")),
    "must-over-trump": _with_note(Text("The trick is trumped and you can beat that trump, so you must over-trump; "
                                       "allowed: {legal}.")),
    "must-under-trump": _with_note(Text("You cannot over-trump, but you must still play a trump (Trumpfzwang); "
                                        "allowed: {legal}.")),
    "called-sau-play": lambda d: Text(
        "At this table the called Sau must fall when its suit is first led; allowed: {legal}.").format(
        legal=_list(d["legal"], d["trump"])),
    "called-sau-keep": lambda d: Text(
        "At this table the partner may not throw away the called Sau; allowed: {legal}.").format(
        legal=_list(d["legal"], d["trump"])),
}


register_texts("matzlfangen", {**EVENTS, **REFUSALS})
