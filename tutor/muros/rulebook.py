"""The Muros rulebook: every rule ID and variant, in our own words (English here, the other languages in the
catalogs)."""
from __future__ import annotations

from ..core.i18n import Text, register_rulebook

RULEBOOK = {
    "MU1": Text("Muros is for 2 to 4 players."),
    "MU2": Text("The 81 tokens (17 yellow, 17 blue, 17 red, 17 green, 13 white) are drawn from the "
                "bag at random into a full 9x9 grid."),
    "MU3": Text("The 36 cards are shuffled; each player gets 6 (2 players), 5 (3 players) or 4 (4 "
                "players), kept secret."),
    "MU4": Text("The cards not dealt lie face up in four piles, one per colour, and anyone may play "
                "from them."),
    "MU5": Text("There are 36 cards for 36 slots, so at the end every slot holds exactly one card."),
    "MU6": Text("A random player starts; turns go clockwise."),
    "MU7": Text("On your turn you place exactly one card, from your hand or from any face-up pile."),
    "MU8": Text("You may not pass while you can place a card; a player with no card in hand and no "
                "face-up card left is skipped."),
    "MU9": Text("Phase 1 (placements 1-18): a slot is legal only if it and the slot at the other end "
                "of its line are both empty, so a card never faces another."),
    "MU10": Text("So when phase 1 ends, each of the 18 rows and columns holds exactly one card."),
    "MU11": Text("Phase 2 (placements 19-36): any empty slot is legal; the new card faces the card at"
                 " the other end."),
    "MU12": Text("The game ends when the 36th card has been placed."),
    "MU13": Text("Phase 1 placement of a colour-X card: count the X tokens in the line (k); if k > 0,"
                 " remove the first k tokens met walking in from the far end (any colour, skipping "
                 "empty cells); then slide the rest away from the card until the far cell holds a "
                 "token, keeping the gaps between them."),
    "MU14": Text("The slide goes toward the far end, away from the card, so the new empty cells "
                 "gather next to the card. (Sliding toward the card is the variant “slide toward the "
                 "card”.)"),
    "MU15": Text("Removed tokens leave the game; nobody scores them."),
    "MU16": Text("Removing and sliding in one line changes the cells it shares with crossing lines; "
                 "that is how holes appear in the middle of lines. An empty cell fills again only "
                 "when a later slide moves a token into it."),
    "MU17": Text("In phase 2 nothing is removed and nothing slides; only blocking or capturing "
                 "happens."),
    "MU18": Text("Same colour as the facing card: the line is blocked and nothing happens."),
    "MU19": Text("Different colour: you may choose one of the two card colours and take all tokens of"
                 " that colour from the line into your supply; nothing slides."),
    "MU20": Text("Choosing is optional: you may choose neither colour and take nothing. (The variant "
                 "“compulsory capture” makes the choice compulsory.)"),
    "MU21": Text("If the chosen colour has no token in the line, nothing is taken, and the choice is "
                 "still valid."),
    "MU22": Text("Captured tokens stay face up in front of their owner. (The variant “hidden "
                 "captures” hides them.)"),
    "MU23": Text("At the end, count the tokens of each of the four card colours left on the board; "
                 "white never counts."),
    "MU24": Text("The majority colour has the most tokens left; the player who captured most of it "
                 "wins, whatever else they hold."),
    "MU25": Text("Tie between players: compare captures of the second most common colour, then the "
                 "third, then the fourth."),
    "MU26": Text("Colours tied on the board form one tier: a player's captures of them are added up "
                 "and compared together, tier by tier. (The variant “best single colour” compares the"
                 " best single colour instead.)"),
    "MU27": Text("Players still tied after the last tier share the win."),
    # Variants
    "COUNT_CELLS": Text("Variant “count cells”: clear the k cells at the far end, holes included, "
                        "then slide the line exactly k cells away from the card."),
    "COMPACT_SHIFT": Text("Variant “compact slide”: the remaining tokens pack together against the "
                          "end they slide to, leaving no gaps."),
    "SHIFT_TOWARD_CARD": Text("Variant “slide toward the card”: the remaining tokens slide toward the"
                              " card, and the gap opens at the far end."),
    "SHIFT_ON_ZERO": Text("Variant “slide even when k = 0”: even when k = 0 the tokens slide until "
                          "the far end holds one."),
    "MANDATORY_TAKE": Text("Variant “compulsory capture”: in phase 2 a player facing a different "
                           "colour must choose one of the two colours (a colour the line does not "
                           "hold still takes nothing)."),
    "TIER_BEST_SINGLE": Text("Variant “best single colour”: within a tier of tied colours, compare "
                             "each player's best single-colour capture."),
    "ALLOW_PASS": Text("Variant “passing allowed”: a player may pass; when every player passes in a "
                       "row, the game ends."),
    "HIDDEN_CAPTURES": Text("Variant “hidden captures”: captured tokens are kept hidden; others see "
                            "only how many."),
}

register_rulebook("muros", RULEBOOK)
