"""The texts of the hints (hints.py): the action recommended and each clause of why."""
from __future__ import annotations

from typing import Any

from ..core.i18n import Joined, Text, Verbatim, register_texts, seat_label
from .texts import CONTRACT_WORD, REASON, D, _card, _suit

_SIMPLE = {"cut": Text("Cut", context="matzlfangen hint"), "knock": Text("Knock", context="matzlfangen hint"),
           "weiter": Text("Say weiter", context="matzlfangen hint"), "raise": Text("Raise", context="matzlfangen hint"),
           "no raise": Text("Do not raise", context="matzlfangen hint"),
           "claim": Text("Claim the Matzl bonus", context="matzlfangen hint"),
           "waive": Text("Waive the bonus", context="matzlfangen hint")}


def _hint_action(d: D) -> Text:
    """The action a hint recommends, in words."""
    words = d["action"].split()
    verb, arg = words[0], words[1:]
    if verb == "play":
        return Text("Play {card}", context="matzlfangen hint").format(card=_card(arg[0], d["trump"]))
    if verb == "call":
        return Text("Call {card}", context="matzlfangen hint").format(card=_card(arg[0]))
    if verb == "bid":
        contract = Verbatim(CONTRACT_WORD[arg[0]])
        if arg[1:]:
            return Text("Bid {contract} with {suit} as trumps", context="matzlfangen hint").format(
                contract=contract, suit=_suit(arg[1]))
        return Text("Bid {contract}", context="matzlfangen hint").format(contract=contract)
    if verb == "trump":
        return Text("Name {suit} as trumps", context="matzlfangen hint").format(suit=_suit(arg[0]))
    return _SIMPLE[d["action"]]


def _no_raise(d: D) -> Text:
    if not d["trumps"]:
        return Text("without trumps a raise would only add to the risk; the plan raises with 4 trumps and the trump "
                    "Sau (R-SPR-1)")
    if d["sau"]:
        return Text("you hold {n} trump with the trump Sau; the plan raises only with 4 trumps and the trump Sau, as "
                    "each raise adds 1 game point for whichever side wins (R-SPR-1)",
                    plural="you hold {n} trumps with the trump Sau; the plan raises only with 4 trumps and the trump "
                           "Sau, as each raise adds 1 game point for whichever side wins (R-SPR-1)", n=d["n"]).format()
    return Text("you hold {n} trump without the trump Sau; the plan raises only with 4 trumps and the trump Sau, as "
                "each raise adds 1 game point for whichever side wins (R-SPR-1)",
                plural="you hold {n} trumps without the trump Sau; the plan raises only with 4 trumps and the trump "
                       "Sau, as each raise adds 1 game point for whichever side wins (R-SPR-1)", n=d["n"]).format()


def _hint_partner(d: D) -> Text:
    """R-PLAY-6 inside a hint clause."""
    if d.get("partner") is None:
        return Verbatim("")
    return Text(", even though your partner {partner} is winning the trick (R-PLAY-6)").format(
        partner=seat_label(d["partner"]))


def _not_your_raise(d: D) -> Text:
    if d["first"]:
        return Text("the first raise, Schuß, belongs to the defending side, so you may only pass (R-SPR-4)")
    return Text("the sides take turns, and your side made the last raise, so you may only pass (R-SPR-4)")


HINTS: dict[str, Any] = {
    "hint-action": _hint_action,
    "hint-cut": Text("knocking would only deal the cards 8 at once instead of 4 + 4; it does not change your chances "
                     "(R-DEAL-1, R-DEAL-4)"),
    "hint-no-knock": Text("a knock only changes how the cards are dealt, not your chances"),
    "hint-treiben": lambda d: Text(
        "you hold {n} card of {suit}: play alone with them as trumps; you need 66 of the 130 points (R-BID-2, "
        "R-BID-5, R-SCORE-2)",
        plural="you hold {n} cards of {suit}: play alone with them as trumps; you need 66 of the 130 points "
               "(R-BID-2, R-BID-5, R-SCORE-2)", n=d["n"]).format(suit=_suit(d["suit"])),
    "hint-neid": lambda d: Text(
        "you hold {n} card of {suit}, the turned suit, and Treiben is already bid: the Neid-Spiel plays alone with "
        "the turned suit as trumps (R-BID-2, R-BID-5)",
        plural="you hold {n} cards of {suit}, the turned suit, and Treiben is already bid: the Neid-Spiel plays "
               "alone with the turned suit as trumps (R-BID-2, R-BID-5)", n=d["n"]).format(suit=_suit(d["suit"])),
    "hint-outbid": lambda d: Text(
        "you hold {n} card of {suit}, but a higher contract than you could play is bid already (R-BID-2)",
        plural="you hold {n} cards of {suit}, but a higher contract than you could play is bid already (R-BID-2)",
        n=d["n"]).format(suit=_suit(d["suit"])),
    "hint-weiter-forehand": lambda d: Text(
        "your longest suit has only {n} card, too few to play alone; as Vorhand you will play Rufen with a partner "
        "unless someone bids higher (R-BID-3)",
        plural="your longest suit has only {n} cards, too few to play alone; as Vorhand you will play Rufen with a "
               "partner unless someone bids higher (R-BID-3)", n=d["n"]).format(),
    "hint-weiter": lambda d: Text(
        "your longest suit has only {n} card, too few to play alone against three (R-BID-2)",
        plural="your longest suit has only {n} cards, too few to play alone against three (R-BID-2)",
        n=d["n"]).format(),
    "hint-trump": lambda d: Text(
        "it is your longest suit ({n} card), and the more trumps you hold, the more tricks you can win (R-BID-5)",
        plural="it is your longest suit ({n} cards), and the more trumps you hold, the more tricks you can win "
               "(R-BID-5)", n=d["n"]).format(),
    "hint-call-sau": lambda d: Text(
        "whoever holds it becomes your partner (R-CALL-2); a Sau is worth 11 and is the highest card of its suit, "
        "and you hold {n} card of that suit to lead towards your partner (R-CALL-1)",
        plural="whoever holds it becomes your partner (R-CALL-2); a Sau is worth 11 and is the highest card of its "
               "suit, and you hold {n} cards of that suit to lead towards your partner (R-CALL-1)", n=d["n"]).format(),
    "hint-call-other": Text("you cannot call a Sau, so call the highest card you lack; whoever holds it becomes your "
                            "partner (R-CALL-1, R-CALL-2)"),
    "hint-raise": lambda d: Text(
        "you hold {n} trump with the trump Sau, a strong hand, and each raise adds 1 game point (R-SPR-1)",
        plural="you hold {n} trumps with the trump Sau, a strong hand, and each raise adds 1 game point (R-SPR-1)",
        n=d["n"]).format(),
    "hint-reveal": lambda d: Text("raising also shows everyone that you are {declarer}'s partner (R-SPR-4)").format(
        declarer=seat_label(d["declarer"])),
    "hint-no-raise": _no_raise,
    "hint-not-your-raise": _not_your_raise,
    "hint-claim": Text("your side caught the Matzl and won, so the bonus adds 1 game point; unclaimed, it is lost "
                       "(R-MATZL-3)"),
    "hint-forced": lambda d: Joined([Text("it is your only legal card: {reason} ({rule})").format(
        reason=REASON[d["reason"]], rule=Verbatim(d["rule"])), _hint_partner(d)]),
    "hint-compelled": lambda d: Joined([Text("{reason} ({rule})", context="matzlfangen hint").format(
        reason=REASON[d["reason"]], rule=Verbatim(d["rule"])), _hint_partner(d)]),
    "hint-last": Text("it is your last card (R-PLAY-1)"),
    "hint-lead-sau": Text("a Sau is the highest card of its suit, so it wins the trick unless someone trumps it "
                          "(R-DECK-3, R-TRICK-1)"),
    "hint-lead-trump": Text("your side declares, so lead a trump (your lowest, the Matzl aside) to draw the "
                            "opponents' trumps: they must follow with theirs (R-PLAY-2)"),
    "hint-lead-cheap": Text("lead your cheapest card and give away the fewest points (R-DECK-4)"),
    "hint-catch-matzl": lambda d: Text(
        "catch the Matzl with the trump Sau: the trump Ten that {owner} played goes to your side (R-MATZL-1)").format(
        owner=seat_label(d["owner"])),
    "hint-smear": lambda d: Text(
        "your partner {partner} is winning the trick, so give it your card with the most points (R-DECK-4)").format(
        partner=seat_label(d["partner"])),
    "hint-win": Text("it is your cheapest card that wins the trick as it stands (R-TRICK-1)"),
    "hint-lose": Text("none of your cards can win this trick, so give away the fewest points (R-DECK-4)"),
    "hint-keep-sau": Text("keep the trump Sau to catch the Matzl, the trump Ten, when it falls (R-MATZL-1)"),
}


register_texts("matzlfangen", HINTS)
