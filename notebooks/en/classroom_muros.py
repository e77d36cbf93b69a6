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
# # Muros in class
#
# Prepared positions for the projector, one rule each. Read a section's framing to the class and let them guess; then press **Play the step ▶** on the board. The picture shows the position before the step; **↺ Reset** brings the board back to it.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
from tutor.widgets.notebook import language, scenario

language("en")

# %% [markdown]
# ## 1. A card may not face another in phase 1 (MU9)
#
# W3 already holds a card. Watch what happens when a card is tried in E3, its opposite.
#
# From the rulebook:
#
# > **MU9** Phase 1 (placements 1-18): a slot is legal only if it and the slot at the other end of its line are both empty, so a card never faces another.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
scenario("muros", 1)

# %% [markdown]
# **After the step:** Refused: in phase 1 each line takes one card only.

# %% [markdown]
# ## 2. k = 0: nothing happens (MU13)
#
# Row 4 has no yellow token. A yellow card goes into W4.
#
# From the rulebook:
#
# > **MU13** Phase 1 placement of a colour-X card: count the X tokens in the line (k); if k > 0, remove the first k tokens met walking in from the far end (any colour, skipping empty cells); then slide the rest away from the card until the far cell holds a token, keeping the gaps between them.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
scenario("muros", 2)

# %% [markdown]
# **After the step:** No yellow, so k = 0: no token leaves and nothing slides.

# %% [markdown]
# ## 3. The slide keeps the gaps (MU13, MU14)
#
# Row 5 has three empty cells and two green tokens. A green card goes into E5: count 2, remove 2 tokens from the left end, slide the rest to the left.
#
# From the rulebook:
#
# > **MU13** Phase 1 placement of a colour-X card: count the X tokens in the line (k); if k > 0, remove the first k tokens met walking in from the far end (any colour, skipping empty cells); then slide the rest away from the card until the far cell holds a token, keeping the gaps between them.
# >
# > **MU14** The slide goes toward the far end, away from the card, so the new empty cells gather next to the card. (Sliding toward the card is the variant “slide toward the card”.)

# %% jupyter={"source_hidden": true} tags=["hide-input"]
scenario("muros", 3)

# %% [markdown]
# **After the step:** The gap between the blue and the green tokens is kept; the new empty cells are next to the card.

# %% [markdown]
# ## 4. A hole in a crossing line (MU16)
#
# A red card goes into W2; watch the columns that cross row 2.
#
# From the rulebook:
#
# > **MU16** Removing and sliding in one line changes the cells it shares with crossing lines; that is how holes appear in the middle of lines. An empty cell fills again only when a later slide moves a token into it.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
scenario("muros", 4)

# %% [markdown]
# **After the step:** The framed cells changed: the three columns at the left of row 2 now have an empty cell there.

# %% [markdown]
# ## 5. Same colour blocks the line (MU18)
#
# Phase 2: a blue card goes into W6, facing the blue card in E6.
#
# From the rulebook:
#
# > **MU18** Same colour as the facing card: the line is blocked and nothing happens.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
scenario("muros", 5)

# %% [markdown]
# **After the step:** Blocked: nothing is taken, the line is full.

# %% [markdown]
# ## 6. A capture that changes the majority (MU19, MU24)
#
# Watch the framed row “Tokens on the board”, just under the board: P1 takes the red tokens of row 4.
#
# From the rulebook:
#
# > **MU19** Different colour: you may choose one of the two card colours and take all tokens of that colour from the line into your supply; nothing slides.
# >
# > **MU24** The majority colour has the most tokens left; the player who captured most of it wins, whatever else they hold.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
scenario("muros", 6)

# %% [markdown]
# **After the step:** Four red tokens fewer on the board: the majority colour can change.

# %% [markdown]
# ## 7. A tie-break by tiers (MU24, MU25, MU26)
#
# The last card. Red and blue tie on the board with 7 each; P1 captured red 4, blue 1, yellow 5, and P2 red 2, blue 3, green 2. Who wins?
#
# From the rulebook:
#
# > **MU24** The majority colour has the most tokens left; the player who captured most of it wins, whatever else they hold.
# >
# > **MU25** Tie between players: compare captures of the second most common colour, then the third, then the fourth.
# >
# > **MU26** Colours tied on the board form one tier: a player's captures of them are added up and compared together, tier by tier. (The variant “best single colour” compares the best single colour instead.)

# %% jupyter={"source_hidden": true} tags=["hide-input"]
scenario("muros", 7)

# %% [markdown]
# **After the step:** Red and blue form one tier: 5 each. The next tier, green, gives P2 2 against 0: P2 wins.
