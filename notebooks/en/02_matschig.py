# ---
# jupyter:
#   jupytext:
#     formats: ipynb,py:percent
#     text_representation:
#       extension: .py
#       format_name: percent
#       format_version: '1.3'
#       jupytext_version: 1.19.6
#   kernelspec:
#     display_name: Python 3 (ipykernel)
#     language: python
#     name: python3
# ---

# %% [markdown] tags=["notebook-only"]
# # Matschig
#
# This notebook walks through the rules of Matschig, one lesson per section. Each section explains an idea, quotes the rules it teaches from the rulebook, and shows the lesson's board: the picture is the position the lesson starts from.
#
# Run the notebook (*Run ▸ Run All*) to play: each board then checks your task, gives hints and asks its questions. **Undo**, **Redo** and the step slider move a board back and forward, so a teacher can show a section step by step.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
from tutor.widgets.notebook import language, lesson, progress

language("en")

# %% [markdown]
# ## 1. The cards and the goal (M1, M2, M26, M27, A17, A18)
#
# Matschig is a card game of throwing mud, with 110 cards. There are **water** cards (blue) and **sand** cards (ochre), worth 1 to 7: together they make mud. **Umbrellas** (grey, 1 to 7) and **special cards** of five kinds (purple) keep mud off you. Nobody has published how many cards of each value the box holds, so this tutor plays with a best guess: five water and five sand cards of each value, 28 umbrellas and twelve **special cards** of five kinds.
#
# **Mud points are bad.** Every mud card you end up with goes onto your mud pile and scores against you: at the end of a round a pile scores the **sum of its values**, but a pile of **one type only** (all water or all sand) scores just **1 point per card**. The lowest total after the last round wins. So you throw your mud at others, and you would rather hit the player who is doing best.
#
# From the rulebook:
#
# > **M1** Matschig is for 3 to 6 players.
# >
# > **M2** Each round, shuffle all 110 cards and deal 7 face down to everyone; the rest is the draw pile.
# >
# > **M26** Round score: an empty pile scores 0; a pile of one type only scores 1 point per card; otherwise the sum of the values.
# >
# > **M27** Points are bad: lower is better.
# >
# > **A17** Deck: only the total of 110 cards is known. How many cards of each value there are is a best guess, in the default deck (water and sand 1 to 7) and in the 1998 deck (no 6s) alike.
# >
# > **A18** Hands are hidden; mud piles, the out-of-play pile and the draw-pile count are public.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matschig", "goal")

# %% [markdown]
# ## 2. A throw: one water plus one sand (M6, M8)
#
# On your turn, if you hold a water card **and** a sand card, you **must** throw: exactly one water card plus exactly one sand card, face up in front of another player, the **target**. You can never throw at yourself, and umbrellas and special cards are not mud.
#
# Look at the umbrellas in your hand: they stay there when you throw, since an umbrella is not mud.
#
# From the rulebook:
#
# > **M6** If you hold a water card and a sand card you must throw; you may not pass.
# >
# > **M8** A throw is one water card plus one sand card, put face up in front of another player, the target.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matschig", "throw")

# %% [markdown]
# ## 3. Pass, or swap, when you cannot throw (M5, M6, M7)
#
# If you lack water or sand, you cannot throw, so you **pass**. When passing you may first **swap** exactly 3 cards of your hand: they go out of play and you draw 3 from the draw pile (only when at least 3 are left in it). Then the player on your left plays: play goes round the circle to the left.
#
# From the rulebook:
#
# > **M5** Seats follow a fixed circle; clockwise (to the left) means the next seat.
# >
# > **M6** If you hold a water card and a sand card you must throw; you may not pass.
# >
# > **M7** If you cannot throw you pass; when passing you may swap 3 cards from your hand for 3 from the draw pile (house rule, needs 3 cards in the pile). Then the player to your left moves.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matschig", "pass")

# %% [markdown]
# ## 4. Accepting a mud (M16, M17)
#
# The mud flies at you. You answer with exactly one of three: **accept** it, open **umbrellas**, or play **one special card**. Accepting is the simplest: every mud card goes onto your mud pile. Here you hold no umbrella and no special card, so accepting is all you can do; the button shows what your pile will score.
#
# From the rulebook:
#
# > **M16** The target chooses exactly one: accept, umbrellas, or one special card. Umbrellas and a special card are never combined.
# >
# > **M17** Accept: all mud cards go onto the target's mud pile.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matschig", "accept")

# %% [markdown]
# ## 5. Umbrellas (M18, A3)
#
# Umbrellas guard **one mud card each group**. A group stops its card if its values add up to **at least** the card's value; several umbrellas may be added together, and a group may hold more than it needs. One umbrella never guards two cards, and a value is never partly reduced. Cards left unguarded are yours; the umbrellas and the cards they stop go out of play.
#
# Look at the umbrellas and the mud cards: set a group of umbrellas against each card and compare the group's sum with the card's value.
#
# From the rulebook:
#
# > **M18** Umbrellas: groups of umbrellas, each guarding one mud card; a group stops its card if its values add up to at least the card's value, and may hold more umbrellas than it needs. One umbrella guards one mud card. The target takes the unguarded cards; the umbrellas played and the cards they stop go out of play.
# >
# > **A3** Cards that leave the game stay out of play for the rest of the round.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matschig", "umbrellas")

# %% [markdown]
# ## 6. Perfect mud (M9, M10)
#
# A mud is **perfect** when its water adds up to the same as its sand: water 4 with sand 4 is perfect, water 3 with sand 5 is not. Why does it matter? A mud that is not perfect can be **completed** by another player, who then sends it wherever they like, even back at you. A perfect mud can never be completed: it flies at the player you chose, who must answer it.
#
# Build muds in the mud lab below: predict first, then see.
#
# From the rulebook:
#
# > **M9** A mud is perfect when its water values add up to the same as its sand values.
# >
# > **M10** A perfect mud cannot be completed, so nobody can take it over by completing it; the target defends at once.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matschig", "perfect")

# %% [markdown]
# ## 7. Completing, and taking the mud over (M11, M12, M13, M14, M15)
#
# When a mud is not perfect, it can be **completed** before the target defends. The completing card is a single card of the **short type** whose value is the **difference**: water 3 with sand 5 is completed by water 2, water 3 with sand 1 by sand 2. Everyone but the sender may complete, the target too. Starting left of the sender, **every** such player is asked in turn, whether they hold the card or not, so the questions give no hand away. The first to accept adds the card, the mud is now perfect, and they send it at anyone but themselves.
#
# From the rulebook:
#
# > **M11** A mud that is not perfect opens a completion window before the target defends.
# >
# > **M12** The completing card is one card of the short type whose value is the difference: W3 S5 needs W2, W3 S1 needs S2.
# >
# > **M13** Anyone except the sender (who threw, completed or last piped the mud) may complete it, the target included.
# >
# > **M14** Race: starting left of the sender and going clockwise, every player who may complete is asked in turn, holding the card or not, so the order of the questions reveals no hand; without the card you can only decline. The first to accept completes.
# >
# > **M15** The completer adds the card (the mud is now perfect) and names a new target, anyone but themselves; the completer becomes the sender.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matschig", "complete")

# %% [markdown]
# ## 8. Only one kind of defence (M16, M19)
#
# Against a mud you choose **exactly one**: accept, umbrellas, or one special card. Umbrellas and a special card are never combined, and one defence uses one special card at most. The accept button and the special cards show what your pile would score after them.
#
# From the rulebook:
#
# > **M16** The target chooses exactly one: accept, umbrellas, or one special card. Umbrellas and a special card are never combined.
# >
# > **M19** Special card: exactly one, and it goes out of play after use.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matschig", "one-defence")

# %% [markdown]
# ## 9. Blower and flamethrower (M19b, M19c)
#
# The **blower** blows the sand away: the sand cards go out of play and you take the water. The **flamethrower** dries the water up: the water cards go out of play and you take the sand. Either way you take one type of the mud, and you choose which.
#
# From the rulebook:
#
# > **M19b** Blower: the sand goes out of play, the target takes the water.
# >
# > **M19c** Flamethrower: the water goes out of play, the target takes the sand.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matschig", "blower")

# %% [markdown]
# ## 10. The water suit (M19d)
#
# The **water suit** stops any mud cards you choose whose values add up to **13 at most**; the rest is yours. A mud of two cards is worth 14 only when it is water 7 and sand 7, and a completed mud of three cards reaches 14 only with a 7 on one side (water 7, sand 4 and sand 3, say). Every other mud is stopped whole. Against 14, one card stays with you: usually leave the smallest, but a bigger card that keeps your pile one type can cost less.
#
# From the rulebook:
#
# > **M19d** Water suit: stops mud cards worth up to 13 in total, chosen by the target, who takes the rest. Only a mud worth 14 (7 against 7) is not stopped whole; the target then chooses which card to take, and the smallest is not always the cheapest: a card of the pile's own type keeps the pile one type.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matschig", "watersuit")

# %% [markdown]
# ## 11. The pipe (M19a)
#
# The **pipe** sends the whole mud on to another player of your choice, the thrower included, even when the mud is perfect. You become the sender. If the mud is still not perfect, a **new completion window** opens, in which everyone but you may complete it; then the new target defends with every option. Pipes can follow pipes.
#
# From the rulebook:
#
# > **M19a** Pipe: send the whole mud to another player; you become the sender and, if the mud is not perfect, a new completion window opens.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matschig", "pipe")

# %% [markdown]
# ## 12. The machine-gun umbrella (M19e)
#
# The **machine-gun umbrella** sends the whole mud out of play: you take nothing. Then every **other** player, one at a time from your left, turns up the top card of the draw pile: water or sand goes onto their own mud pile; anything else goes out of play and they are safe. When the pile runs out, everyone still to reveal is safe.
#
# From the rulebook:
#
# > **M19e** Machine-gun umbrella: the mud goes out of play; every other player, clockwise from the target's left, reveals the top card of the draw pile: mud goes onto their pile, anything else leaves play and they are safe.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matschig", "machinegun")

# %% [markdown]
# ## 13. The refill, who plays next, and the end of a round (M20, M21, M22, M23, M24, M25, A20)
#
# Once the mud is dealt with, every player below 7 cards draws back up to 7, clockwise from the thrower. Then the **final target**, the last player the mud was sent at, takes the next turn, even if it stopped all the mud. If the draw pile cannot refill every hand, nobody draws and the **round ends** at once. (If everyone passes in a row without swapping, the round ends too.)
#
# From the rulebook:
#
# > **M20** The mud is resolved once it is accepted, stopped by umbrellas or cancelled by a special card; the final target is whoever made that choice.
# >
# > **M21** After the mud, everyone below 7 cards draws back up to 7, clockwise from the thrower.
# >
# > **M22** If the draw pile cannot refill every hand to 7, nobody draws and the round ends.
# >
# > **M23** The final target takes the next turn, even if it stopped all the mud.
# >
# > **M24** If every player passes in a row without swapping, the round ends (this tutor's own rule, so that every round ends).
# >
# > **M25** A round ends when the draw pile cannot refill the hands, or when everyone passes in a row; if the draw pile is played out, when it is empty and nobody can throw.
# >
# > **A20** Ending the round when everyone passes (M24) is this tutor's own rule: no printed rule covers it.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matschig", "refill")

# %% [markdown]
# ## 14. Scoring, and a game of rounds (M3, M4, M26, M28, M29, M30)
#
# At the end of a round each mud pile scores: **empty** 0; **one type only** (all water or all sand) **1 point per card**; **mixed**, the **sum of the values**. A game has 3 rounds; between rounds every card is reshuffled, each pile starts empty, and the player left of the last start player begins. The lowest total wins; a tie shares the win.
#
# From the rulebook:
#
# > **M3** The first start player is chosen at random; later rounds start with the player left of the previous start player.
# >
# > **M4** Every mud pile starts each round empty.
# >
# > **M26** Round score: an empty pile scores 0; a pile of one type only scores 1 point per card; otherwise the sum of the values.
# >
# > **M28** A game has 3 rounds by default (2 is allowed).
# >
# > **M29** Between rounds all cards are gathered and reshuffled.
# >
# > **M30** The lowest total after the last round wins; a tie is a shared win.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matschig", "rounds")

# %% [markdown]
# ## 15. Why you keep your pile one type (M26, M18)
#
# A pile of one type scores 1 point per card, however big the cards: sand 3, 5, 6 and 7 is only 4 points. One card of the other type mixes it, and then every value counts: with water 1 it is 22. So when you must take something, take mud of your pile's type, and stop the other type first.
#
# From the rulebook:
#
# > **M26** Round score: an empty pile scores 0; a pile of one type only scores 1 point per card; otherwise the sum of the values.
# >
# > **M18** Umbrellas: groups of umbrellas, each guarding one mud card; a group stops its card if its values add up to at least the card's value, and may hold more umbrellas than it needs. One umbrella guards one mud card. The target takes the unguarded cards; the umbrellas played and the cards they stop go out of play.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matschig", "one-type")

# %% [markdown]
# ## 16. A full game (M1, M8, M30)
#
# Now a whole game against three bots. In the app and the notebook the bots play one move at a time, you may ask why a bot played as it did, and a **hint** is there when you want one.
#
# From the rulebook:
#
# > **M1** Matschig is for 3 to 6 players.
# >
# > **M8** A throw is one water card plus one sand card, put face up in front of another player, the target.
# >
# > **M30** The lowest total after the last round wins; a tie is a shared win.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matschig", "full")

# %% [markdown]
# ## Appendix: variants
#
# Each variant below changes one rule and leaves the rest of the game as it is. A table agrees on its variants before play.

# %% [markdown]
# ### 17. Variant: several cards per throw (MULTI_CARD_THROW, M8, A1)
#
# | **By default**<br>Exactly one water card and one sand card. | **Several cards per throw**<br>One or more of each; the mud holds them all and is perfect if the sums are equal. |
# |---|---|
#
# From the rulebook:
#
# > **MULTI_CARD_THROW** A variant: a throw may hold one or more water and sand cards; the mud is perfect if the sums are equal.
# >
# > **M8** A throw is one water card plus one sand card, put face up in front of another player, the target.
# >
# > **A1** By default a throw is exactly one water and one sand card; with several cards per throw it may be one or more of each.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matschig", "v-multi")

# %% [markdown]
# ### 18. Variant: no swap (SWAP3_OFF, M7, A2)
#
# | **By default**<br>A player who cannot throw passes and may swap 3 cards. | **No swap**<br>A plain pass, with no swap. |
# |---|---|
#
# From the rulebook:
#
# > **SWAP3_OFF** A variant: no swap: a player who cannot throw just passes.
# >
# > **M7** If you cannot throw you pass; when passing you may swap 3 cards from your hand for 3 from the draw pile (house rule, needs 3 cards in the pile). Then the player to your left moves.
# >
# > **A2** The swap is allowed by default, only when passing. Without the swap a player who cannot throw just passes; with the swap at will you may swap even when you could throw.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matschig", "v-swap-off")

# %% [markdown]
# ### 19. Variant: swap at will (VOLUNTARY_SWAP, M6, A2)
#
# | **By default**<br>A player who can throw must throw; only a player who passes may swap. | **Swap at will**<br>You may swap 3 cards and pass even when you could throw. |
# |---|---|
#
# From the rulebook:
#
# > **VOLUNTARY_SWAP** A variant: you may swap 3 cards and pass even when you could throw.
# >
# > **M6** If you hold a water card and a sand card you must throw; you may not pass.
# >
# > **A2** The swap is allowed by default, only when passing. Without the swap a player who cannot throw just passes; with the swap at will you may swap even when you could throw.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matschig", "v-voluntary-swap")

# %% [markdown]
# ### 20. Variant: the target may not complete (TARGET_CANNOT_COMPLETE, M13, A4)
#
# | **By default**<br>Everyone but the sender may complete, the target included. | **The target may not complete**<br>The target may not complete the mud thrown at it. |
# |---|---|
#
# From the rulebook:
#
# > **TARGET_CANNOT_COMPLETE** A variant: the target may not complete the mud thrown at it.
# >
# > **M13** Anyone except the sender (who threw, completed or last piped the mud) may complete it, the target included.
# >
# > **A4** Two variants narrow who may complete: the target may not complete; or the player who threw never completes, even after a pipe.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matschig", "v-target-cannot")

# %% [markdown]
# ### 21. Variant: the thrower never completes (THROWER_NEVER_COMPLETES, M13, M19a, A4)
#
# | **By default**<br>After a pipe the piper is the sender; the thrower may complete like anyone else. | **The thrower never completes**<br>The original thrower stays barred, even after a pipe. |
# |---|---|
#
# From the rulebook:
#
# > **THROWER_NEVER_COMPLETES** A variant: the original thrower stays barred from completing, even after a pipe.
# >
# > **M13** Anyone except the sender (who threw, completed or last piped the mud) may complete it, the target included.
# >
# > **M19a** Pipe: send the whole mud to another player; you become the sender and, if the mud is not perfect, a new completion window opens.
# >
# > **A4** Two variants narrow who may complete: the target may not complete; or the player who threw never completes, even after a pipe.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matschig", "v-thrower-never")

# %% [markdown]
# ### 22. Variant: the target is asked first (RACE_TARGET_FIRST, M14, A5)
#
# | **By default**<br>Those who may complete are asked in seat order from the sender's left; the first yes wins. | **The target is asked first**<br>The target is asked first, then the others in seat order. |
# |---|---|
#
# From the rulebook:
#
# > **RACE_TARGET_FIRST** A variant: the target is asked first, then the others in seat order.
# >
# > **M14** Race: starting left of the sender and going clockwise, every player who may complete is asked in turn, holding the card or not, so the order of the questions reveals no hand; without the card you can only decline. The first to accept completes.
# >
# > **A5** Race order: by default in seat order; or the target is asked first; or every answer is secret and a draw picks one of the players who said yes. A real-time race needs a live table, so it is not offered here.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matschig", "v-target-first")

# %% [markdown]
# ### 23. Variant: a secret race with a draw (RACE_RANDOM, M14, A5)
#
# | **By default**<br>Everyone hears each answer; the first yes wins. | **A secret race with a draw**<br>Every answer is secret until all have answered; then a draw picks one of the yeses, a fair stand-in for the quickest hand. |
# |---|---|
#
# From the rulebook:
#
# > **RACE_RANDOM** A variant: every answer is secret, and a draw picks one of the players who said yes.
# >
# > **M14** Race: starting left of the sender and going clockwise, every player who may complete is asked in turn, holding the card or not, so the order of the questions reveals no hand; without the card you can only decline. The first to accept completes.
# >
# > **A5** Race order: by default in seat order; or the target is asked first; or every answer is secret and a draw picks one of the players who said yes. A real-time race needs a live table, so it is not offered here.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matschig", "v-race-random")

# %% [markdown]
# ### 24. Variant: one completion window (COMPLETE_ONLY_AFTER_THROW, M19a, A6)
#
# | **By default**<br>A mud may be completed after the throw and again after every pipe, while it is not perfect. | **One completion window**<br>Only right after the throw. |
# |---|---|
#
# From the rulebook:
#
# > **COMPLETE_ONLY_AFTER_THROW** A variant: a mud can be completed only right after the throw, never after a pipe.
# >
# > **M19a** Pipe: send the whole mud to another player; you become the sender and, if the mud is not perfect, a new completion window opens.
# >
# > **A6** With one completion window, a mud can be completed only right after the throw, not after a pipe.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matschig", "v-window")

# %% [markdown]
# ### 25. Variant: the completer must redirect (MUST_REDIRECT, M15, A7)
#
# | **By default**<br>The completer may send the mud at anyone but themselves, the current target included. | **The completer must redirect**<br>The new target must be another player than the current target. |
# |---|---|
#
# From the rulebook:
#
# > **MUST_REDIRECT** A variant: the completer must send the mud at another player than the current target.
# >
# > **M15** The completer adds the card (the mud is now perfect) and names a new target, anyone but themselves; the completer becomes the sender.
# >
# > **A7** When the completer must redirect, the new target must be another player than the current one.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matschig", "v-redirect")

# %% [markdown]
# ### 26. Variant: no pipe on perfect mud (PERFECT_BLOCKS_PIPE, M19a, A8)
#
# | **By default**<br>The target's pipe works on any mud: “nobody may redirect a perfect mud” is read as “nobody may complete it”. | **No pipe on perfect mud**<br>A perfect mud cannot be piped. |
# |---|---|
#
# From the rulebook:
#
# > **PERFECT_BLOCKS_PIPE** A variant: a perfect mud cannot be piped.
# >
# > **M19a** Pipe: send the whole mud to another player; you become the sender and, if the mud is not perfect, a new completion window opens.
# >
# > **A8** With no pipe on perfect mud, a perfect mud cannot be piped.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matschig", "v-perfect-pipe")

# %% [markdown]
# ### 27. Variant: the water suit, all or nothing (WATERSUIT_ALL_OR_NOTHING, M19d, A9)
#
# | **By default**<br>The suit stops mud cards worth up to 13 together; the rest is taken. | **The water suit, all or nothing**<br>The suit works only if the whole mud is worth 13 or less. |
# |---|---|
#
# From the rulebook:
#
# > **WATERSUIT_ALL_OR_NOTHING** A variant: the water suit works only when the whole mud is worth 13 or less.
# >
# > **M19d** Water suit: stops mud cards worth up to 13 in total, chosen by the target, who takes the rest. Only a mud worth 14 (7 against 7) is not stopped whole; the target then chooses which card to take, and the smallest is not always the cheapest: a card of the pile's own type keeps the pile one type.
# >
# > **A9** With the water suit all or nothing, it works only if the whole mud is worth at most 13.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matschig", "v-suit")

# %% [markdown]
# ### 28. Variant: a special card makes you reveal again (MG_REDRAW_ON_SPECIAL, M19e, A10)
#
# | **By default**<br>A revealed card that is not mud goes out of play and saves the player. | **A special card makes you reveal again**<br>A revealed special card is discarded and the same player reveals again: only an umbrella saves. |
# |---|---|
#
# From the rulebook:
#
# > **MG_REDRAW_ON_SPECIAL** A variant: a special card revealed by the machine gun is discarded and the player reveals again.
# >
# > **M19e** Machine-gun umbrella: the mud goes out of play; every other player, clockwise from the target's left, reveals the top card of the draw pile: mud goes onto their pile, anything else leaves play and they are safe.
# >
# > **A10** Machine gun: by default any card that is not mud saves the player. In one variant a revealed special card is discarded and the player reveals again; in another a revealed defence card goes into the player's hand.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matschig", "v-mg-redraw")

# %% [markdown]
# ### 29. Variant: keep a revealed defence card (MG_KEEP_DEFENCE_CARD, M19e, A10)
#
# | **By default**<br>A revealed card that is not mud goes out of play and saves the player. | **Keep a revealed defence card**<br>A revealed defence card goes into that player's hand, and the player is safe. |
# |---|---|
#
# From the rulebook:
#
# > **MG_KEEP_DEFENCE_CARD** A variant: a defence card revealed by the machine gun goes into that player's hand.
# >
# > **M19e** Machine-gun umbrella: the mud goes out of play; every other player, clockwise from the target's left, reveals the top card of the draw pile: mud goes onto their pile, anything else leaves play and they are safe.
# >
# > **A10** Machine gun: by default any card that is not mud saves the player. In one variant a revealed special card is discarded and the player reveals again; in another a revealed defence card goes into the player's hand.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matschig", "v-mg-keep")

# %% [markdown]
# ### 30. Variant: play the draw pile out (PLAY_OUT, M22, M25, A11, A19)
#
# | **By default**<br>If the draw pile cannot refill every hand, nobody draws and the round ends. | **Play the draw pile out**<br>Refill clockwise from the thrower as far as the pile allows; the round ends when the pile is empty and nobody can throw. |
# |---|---|
#
# From the rulebook:
#
# > **PLAY_OUT** A variant: refill as far as the draw pile allows; the round ends when it is empty and nobody can throw.
# >
# > **M22** If the draw pile cannot refill every hand to 7, nobody draws and the round ends.
# >
# > **M25** A round ends when the draw pile cannot refill the hands, or when everyone passes in a row; if the draw pile is played out, when it is empty and nobody can throw.
# >
# > **A11** When the draw pile is played out, the hands are refilled as far as it allows; the round ends when it is empty and nobody can throw.
# >
# > **A19** Refills go clockwise from the thrower.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matschig", "v-play-out")

# %% [markdown]
# ### 31. Variant: turns go clockwise (CLOCKWISE_TURNS, M23, A12)
#
# | **By default**<br>The final target, the last player the mud was sent at, takes the next turn, even if it stopped all the mud. | **Turns go clockwise**<br>The player left of the last thrower takes the next turn. |
# |---|---|
#
# From the rulebook:
#
# > **CLOCKWISE_TURNS** A variant: the player left of the last thrower takes the next turn.
# >
# > **M23** The final target takes the next turn, even if it stopped all the mud.
# >
# > **A12** When turns go clockwise, the player left of the last thrower moves next.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matschig", "v-clockwise")

# %% [markdown]
# ### 32. Variant: the dirtiest player starts (DIRTIEST_STARTS, M3, A13)
#
# | **By default**<br>Later rounds start with the player left of the previous start player. | **The dirtiest player starts**<br>The player with the highest total starts; ties go clockwise. |
# |---|---|
#
# From the rulebook:
#
# > **DIRTIEST_STARTS** A variant: the player with the highest total starts the next round.
# >
# > **M3** The first start player is chosen at random; later rounds start with the player left of the previous start player.
# >
# > **A13** When the dirtiest player starts, the player with the highest total starts the next round.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matschig", "v-dirtiest")

# %% [markdown]
# ### 33. Variant: one round per player (ROUNDS_PER_PLAYER, M28, A14)
#
# | **By default**<br>3 rounds (2 if you agree). | **One round per player**<br>As many rounds as players, each starting one. |
# |---|---|
#
# From the rulebook:
#
# > **ROUNDS_PER_PLAYER** A variant: as many rounds as players, each starting one.
# >
# > **M28** A game has 3 rounds by default (2 is allowed).
# >
# > **A14** With one round per player, a game has as many rounds as players, each starting once.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matschig", "v-rounds")

# %% [markdown]
# ### 34. Variant: one type over the whole game (ONE_TYPE_WHOLE_GAME, M26, M29, A15)
#
# | **By default**<br>The one-type rule is applied to each round's pile. | **One type over the whole game**<br>Every mud card of the game is kept, and the rule is applied once at the end. |
# |---|---|
#
# From the rulebook:
#
# > **ONE_TYPE_WHOLE_GAME** A variant: the one-type rule is applied once, to all the mud of the game.
# >
# > **M26** Round score: an empty pile scores 0; a pile of one type only scores 1 point per card; otherwise the sum of the values.
# >
# > **M29** Between rounds all cards are gathered and reshuffled.
# >
# > **A15** With one type over the whole game, the one-type rule is applied once, to all the mud of the game.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matschig", "v-whole-game")

# %% [markdown]
# ### 35. Variant: breaking a tie (TIEBREAK_FEWER_CARDS, M30, A16)
#
# | **By default**<br>Players tied for the lowest total share the win. | **Fewer mud cards break a tie**<br>Among them, whoever received fewer mud cards in all wins. |
# |---|---|
#
# From the rulebook:
#
# > **TIEBREAK_FEWER_CARDS** A variant: among players tied for the lowest total, fewer mud cards received wins.
# >
# > **M30** The lowest total after the last round wins; a tie is a shared win.
# >
# > **A16** When fewer mud cards break a tie, the tied player who received fewer mud cards wins.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matschig", "v-tiebreak")

# %% [markdown]
# ### 36. Variant: the 1998 deck (DECK_FANFOR_1998, M12, A17)
#
# | **By default**<br>Water and sand 1 to 7, five of each. | **The 1998 deck**<br>Water and sand 1 to 5 and 7: there is no 6. |
# |---|---|
#
# From the rulebook:
#
# > **DECK_FANFOR_1998** A variant: the 1998 deck: water and sand 1 to 5 and 7, with no 6 (a best guess).
# >
# > **M12** The completing card is one card of the short type whose value is the difference: W3 S5 needs W2, W3 S1 needs S2.
# >
# > **A17** Deck: only the total of 110 cards is known. How many cards of each value there are is a best guess, in the default deck (water and sand 1 to 7) and in the 1998 deck (no 6s) alike.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matschig", "v-deck")

# %% [markdown] tags=["notebook-only"]
# ## Your progress
#
# The rules you have seen on a board and the ones you have answered, in this notebook and in the app alike.

# %% jupyter={"source_hidden": true} tags=["hide-input", "notebook-only"]
progress("matschig")
