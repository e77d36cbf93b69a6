"""The Matschig rulebook by rule ID (rules/matschig.md), in English; the catalogs hold its translations."""
from __future__ import annotations

from ..core.i18n import Text, register_rulebook

RULEBOOK: dict[str, Text] = {
    "M1": Text("Matschig is for 3 to 6 players."),
    "M2": Text("Each round, shuffle all 110 cards and deal 7 face down to everyone; the rest is the draw pile."),
    "M3": Text("The first start player is chosen at random; later rounds start with the player left of the "
               "previous start player."),
    "M4": Text("Every mud pile starts each round empty."),
    "M5": Text("Seats follow a fixed circle; clockwise (to the left) means the next seat."),
    "M6": Text("If you hold a water card and a sand card you must throw; you may not pass."),
    "M7": Text("If you cannot throw you pass; when passing you may swap 3 cards from your hand for 3 from the "
               "draw pile (house rule, needs 3 cards in the pile). Then the player to your left moves."),
    "M8": Text("A throw is one water card plus one sand card, put face up in front of another player, the "
               "target."),
    "M9": Text("A mud is perfect when its water values add up to the same as its sand values."),
    "M10": Text("A perfect mud cannot be completed, so nobody can take it over by completing it; the target "
                "defends at once."),
    "M11": Text("A mud that is not perfect opens a completion window before the target defends."),
    "M12": Text("The completing card is one card of the short type whose value is the difference: W3 S5 needs "
                "W2, W3 S1 needs S2."),
    "M13": Text("Anyone except the sender (who threw, completed or last piped the mud) may complete it, the "
                "target included."),
    "M14": Text("Race: starting left of the sender and going clockwise, every player who may complete is asked "
                "in turn, holding the card or not, so the order of the questions reveals no hand; without the "
                "card you can only decline. The first to accept completes."),
    "M15": Text("The completer adds the card (the mud is now perfect) and names a new target, anyone but "
                "themselves; the completer becomes the sender."),
    "M16": Text("The target chooses exactly one: accept, umbrellas, or one special card. Umbrellas and a special "
                "card are never combined."),
    "M17": Text("Accept: all mud cards go onto the target's mud pile."),
    "M18": Text("Umbrellas: groups of umbrellas, each guarding one mud card; a group stops its card if its "
                "values add up to at least the card's value, and may hold more umbrellas than it needs. One "
                "umbrella guards one mud card. The target takes the unguarded cards; the umbrellas played and "
                "the cards they stop go out of play."),
    "M19": Text("Special card: exactly one, and it goes out of play after use."),
    "M19a": Text("Pipe: send the whole mud to another player; you become the sender and, if the mud is not "
                 "perfect, a new completion window opens."),
    "M19b": Text("Blower: the sand goes out of play, the target takes the water."),
    "M19c": Text("Flamethrower: the water goes out of play, the target takes the sand."),
    "M19d": Text("Water suit: stops mud cards worth up to 13 in total, chosen by the target, who takes the rest. "
                 "Only a mud worth 14 (7 against 7) is not stopped whole; the target then chooses which card to "
                 "take, and the smallest is not always the cheapest: a card of the pile's own type keeps the pile "
                 "one type."),
    "M19e": Text("Machine-gun umbrella: the mud goes out of play; every other player, clockwise from the target's "
                 "left, reveals the top card of the draw pile: mud goes onto their pile, anything else leaves "
                 "play and they are safe."),
    "M20": Text("The mud is resolved once it is accepted, stopped by umbrellas or cancelled by a special card; "
                "the final target is whoever made that choice."),
    "M21": Text("After the mud, everyone below 7 cards draws back up to 7, clockwise from the thrower."),
    "M22": Text("If the draw pile cannot refill every hand to 7, nobody draws and the round ends."),
    "M23": Text("The final target takes the next turn, even if it stopped all the mud."),
    "M24": Text("If every player passes in a row without swapping, the round ends (this tutor's own rule, so "
                "that every round ends)."),
    "M25": Text("A round ends when the draw pile cannot refill the hands, or when everyone passes in a row; if "
                "the draw pile is played out, when it is empty and nobody can throw."),
    "M26": Text("Round score: an empty pile scores 0; a pile of one type only scores 1 point per card; otherwise "
                "the sum of the values."),
    "M27": Text("Points are bad: lower is better."),
    "M28": Text("A game has 3 rounds by default (2 is allowed)."),
    "M29": Text("Between rounds all cards are gathered and reshuffled."),
    "M30": Text("The lowest total after the last round wins; a tie is a shared win."),
    "A1": Text("By default a throw is exactly one water and one sand card; with several cards per throw it may "
               "be one or more of each."),
    "A2": Text("The swap is allowed by default, only when passing. Without the swap a player who cannot throw "
               "just passes; with the swap at will you may swap even when you could throw."),
    "A3": Text("Cards that leave the game stay out of play for the rest of the round."),
    "A4": Text("Two variants narrow who may complete: the target may not complete; or the player who threw "
               "never completes, even after a pipe."),
    "A5": Text("Race order: by default in seat order; or the target is asked first; or every answer is secret "
               "and a draw picks one of the players who said yes. A real-time race needs a live table, so it is "
               "not offered here."),
    "A6": Text("With one completion window, a mud can be completed only right after the throw, not after a pipe."),
    "A7": Text("When the completer must redirect, the new target must be another player than the current one."),
    "A8": Text("With no pipe on perfect mud, a perfect mud cannot be piped."),
    "A9": Text("With the water suit all or nothing, it works only if the whole mud is worth at most 13."),
    "A10": Text("Machine gun: by default any card that is not mud saves the player. In one variant a revealed "
                "special card is discarded and the player reveals again; in another a revealed defence card goes "
                "into the player's hand."),
    "A11": Text("When the draw pile is played out, the hands are refilled as far as it allows; the round ends "
                "when it is empty and nobody can throw."),
    "A12": Text("When turns go clockwise, the player left of the last thrower moves next."),
    "A13": Text("When the dirtiest player starts, the player with the highest total starts the next round."),
    "A14": Text("With one round per player, a game has as many rounds as players, each starting once."),
    "A15": Text("With one type over the whole game, the one-type rule is applied once, to all the mud of the "
                "game."),
    "A16": Text("When fewer mud cards break a tie, the tied player who received fewer mud cards wins."),
    "A17": Text("Deck: only the total of 110 cards is known. How many cards of each value there are is a best "
                "guess, in the default deck (water and sand 1 to 7) and in the 1998 deck (no 6s) alike."),
    "A18": Text("Hands are hidden; mud piles, the out-of-play pile and the draw-pile count are public."),
    "A19": Text("Refills go clockwise from the thrower."),
    "A20": Text("Ending the round when everyone passes (M24) is this tutor's own rule: no printed rule covers it."),
}

# Each named variant is a rule chip too (its ID is shown only as a chip): what it changes, and the
# ambiguity (A-rule) it answers.
VARIANT_RULES: dict[str, tuple[str, Text]] = {
    "MULTI_CARD_THROW": ("A1", Text("A variant: a throw may hold one or more water and sand cards; the mud "
                                    "is perfect if the sums are equal.")),
    "SWAP3_ON_PASS": ("A2", Text("A variant: the default: when passing you may swap 3 cards.")),
    "SWAP3_OFF": ("A2", Text("A variant: no swap: a player who cannot throw just passes.")),
    "VOLUNTARY_SWAP": ("A2", Text("A variant: you may swap 3 cards and pass even when you could throw.")),
    "TARGET_CANNOT_COMPLETE": ("A4", Text("A variant: the target may not complete the mud thrown at it.")),
    "THROWER_NEVER_COMPLETES": ("A4", Text("A variant: the original thrower stays barred from completing, "
                                           "even after a pipe.")),
    "RACE_SEAT_ORDER": ("A5", Text("A variant: the default: the players who may complete are asked in seat "
                                   "order.")),
    "RACE_TARGET_FIRST": ("A5", Text("A variant: the target is asked first, then the others in seat order.")),
    "RACE_RANDOM": ("A5", Text("A variant: every answer is secret, and a draw picks one of the players who "
                               "said yes.")),
    "RACE_REALTIME": ("A5", Text("A variant: the quickest real claim wins; it needs a live table.")),
    "COMPLETE_ONLY_AFTER_THROW": ("A6", Text("A variant: a mud can be completed only right after the throw, "
                                             "never after a pipe.")),
    "MUST_REDIRECT": ("A7", Text("A variant: the completer must send the mud at another player than the "
                                 "current target.")),
    "PERFECT_BLOCKS_PIPE": ("A8", Text("A variant: a perfect mud cannot be piped.")),
    "WATERSUIT_ALL_OR_NOTHING": ("A9", Text("A variant: the water suit works only when the whole mud is "
                                            "worth 13 or less.")),
    "MG_REDRAW_ON_SPECIAL": ("A10", Text("A variant: a special card revealed by the machine gun is discarded "
                                         "and the player reveals again.")),
    "MG_KEEP_DEFENCE_CARD": ("A10", Text("A variant: a defence card revealed by the machine gun goes into "
                                         "that player's hand.")),
    "SHORTFALL_ENDS": ("A11", Text("A variant: the default: when the draw pile cannot refill every hand, the "
                                   "round ends.")),
    "PLAY_OUT": ("A11", Text("A variant: refill as far as the draw pile allows; the round ends when it is "
                             "empty and nobody can throw.")),
    "CLOCKWISE_TURNS": ("A12", Text("A variant: the player left of the last thrower takes the next turn.")),
    "DIRTIEST_STARTS": ("A13", Text("A variant: the player with the highest total starts the next round.")),
    "ROUNDS_PER_PLAYER": ("A14", Text("A variant: as many rounds as players, each starting one.")),
    "ONE_TYPE_WHOLE_GAME": ("A15", Text("A variant: the one-type rule is applied once, to all the mud of the "
                                        "game.")),
    "TIEBREAK_FEWER_CARDS": ("A16", Text("A variant: among players tied for the lowest total, fewer mud "
                                         "cards received wins.")),
    "DECK_AMIGO_DEFAULT": ("A17", Text("A variant: the default deck: water and sand 1 to 7, five of each (a "
                                       "best guess).")),
    "DECK_FANFOR_1998": ("A17", Text("A variant: the 1998 deck: water and sand 1 to 5 and 7, with no 6 (a "
                                     "best guess).")),
}
for _name, (_rule, _text) in VARIANT_RULES.items():
    RULEBOOK[_name] = _text


register_rulebook("matschig", RULEBOOK)
