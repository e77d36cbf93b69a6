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

# %% [markdown]
# # Matschig in class
#
# Prepared positions for the projector, one rule each. Read a section's framing to the class and let them guess; then press **Play the step ▶** on the board. The picture shows the position before the step; **↺ Reset** brings the board back to it.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
from tutor.widgets.notebook import language, scenario

language("en")

# %% [markdown]
# ## 1. A perfect mud nobody can complete (M9, M10)
#
# P1 throws water 4 and sand 4 at P3. P2 holds a water 4 too: watch whether anyone is asked to complete it.
#
# From the rulebook:
#
# > **M9** A mud is perfect when its water values add up to the same as its sand values.
# >
# > **M10** A perfect mud cannot be completed, so nobody can take it over by completing it; the target defends at once.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
scenario("matschig", 1)

# %% [markdown]
# **After the step:** Water 4 = sand 4: perfect. No completion window; P3 must defend at once.

# %% [markdown]
# ## 2. A completion that redirects the mud (M12, M13, M14, M15)
#
# P1 throws water 3 and sand 5 at P2. A water 2 completes it, and P3 holds one. Each player is asked in turn.
#
# From the rulebook:
#
# > **M12** The completing card is one card of the short type whose value is the difference: W3 S5 needs W2, W3 S1 needs S2.
# >
# > **M13** Anyone except the sender (who threw, completed or last piped the mud) may complete it, the target included.
# >
# > **M14** Race: starting left of the sender and going clockwise, every player who may complete is asked in turn, holding the card or not, so the order of the questions reveals no hand; without the card you can only decline. The first to accept completes.
# >
# > **M15** The completer adds the card (the mud is now perfect) and names a new target, anyone but themselves; the completer becomes the sender.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
scenario("matschig", 2)

# %% [markdown]
# **After the step:** P3 made it perfect (5 = 5) and sent it back at the thrower: now P1 must defend.

# %% [markdown]
# ## 3. Umbrellas that stop one card but not the other (M18)
#
# Water 2 and sand 5 fly at P1, who has one big umbrella, umbrella 7. First P1 tries to guard both cards with it.
#
# From the rulebook:
#
# > **M18** Umbrellas: groups of umbrellas, each guarding one mud card; a group stops its card if its values add up to at least the card's value, and may hold more umbrellas than it needs. One umbrella guards one mud card. The target takes the unguarded cards; the umbrellas played and the cards they stop go out of play.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
scenario("matschig", 3)

# %% [markdown]
# **After the step:** One umbrella guards one mud card: umbrella 7 stops sand 5, and P1 takes water 2.

# %% [markdown]
# ## 4. The pipe (M19a)
#
# Water 3 and sand 5 fly at P1, who pipes them on at P3. The mud is still not perfect: a new window opens.
#
# From the rulebook:
#
# > **M19a** Pipe: send the whole mud to another player; you become the sender and, if the mud is not perfect, a new completion window opens.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
scenario("matschig", 4)

# %% [markdown]
# **After the step:** P1 is now the sender: everyone else is asked, the thrower P2 included.

# %% [markdown]
# ## 5. The blower (M19b)
#
# Water 5 and sand 2 fly at P1, who plays the blower.
#
# From the rulebook:
#
# > **M19b** Blower: the sand goes out of play, the target takes the water.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
scenario("matschig", 5)

# %% [markdown]
# **After the step:** The sand is blown away; P1 takes water 5.

# %% [markdown]
# ## 6. The flamethrower (M19c)
#
# Water 5 and sand 2 fly at P1, who plays the flamethrower.
#
# From the rulebook:
#
# > **M19c** Flamethrower: the water goes out of play, the target takes the sand.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
scenario("matschig", 6)

# %% [markdown]
# **After the step:** The water dries up; P1 takes sand 2.

# %% [markdown]
# ## 7. The water suit (M19d)
#
# Water 7 and sand 7, worth 14, fly at P1. The water suit stops 13 at most.
#
# From the rulebook:
#
# > **M19d** Water suit: stops mud cards worth up to 13 in total, chosen by the target, who takes the rest. Only a mud worth 14 (7 against 7) is not stopped whole; the target then chooses which card to take, and the smallest is not always the cheapest: a card of the pile's own type keeps the pile one type.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
scenario("matschig", 7)

# %% [markdown]
# **After the step:** It stops water 7; P1 takes sand 7. Only a perfect 14 is ever too much for the suit.

# %% [markdown]
# ## 8. The machine-gun umbrella (M19e)
#
# Water 4 and sand 6 fly at P1, who fires the machine gun. From the top, the draw pile holds water 3, then umbrella 2, then water 2: P2 reveals first, then P3, then P4.
#
# From the rulebook:
#
# > **M19e** Machine-gun umbrella: the mud goes out of play; every other player, clockwise from the target's left, reveals the top card of the draw pile: mud goes onto their pile, anything else leaves play and they are safe.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
scenario("matschig", 8)

# %% [markdown]
# **After the step:** The mud is gone. A mud card revealed lands on that player's pile; anything else saves them.

# %% [markdown]
# ## 9. A mixed pile against a one-type pile (M26, M22)
#
# Last mud of the round. P3's pile, sand 5, 6, 7 and 7, is all sand; P4's, water 3 and sand 4, is mixed. P1 accepts, the draw pile runs short and the round is scored.
#
# From the rulebook:
#
# > **M26** Round score: an empty pile scores 0; a pile of one type only scores 1 point per card; otherwise the sum of the values.
# >
# > **M22** If the draw pile cannot refill every hand to 7, nobody draws and the round ends.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
scenario("matschig", 9)

# %% [markdown]
# **After the step:** P3's all-sand pile scores 4 (1 a card); P4's mixed pile scores 7 (the sum). Big cards of one type are cheap.
