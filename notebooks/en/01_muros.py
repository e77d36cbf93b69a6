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
# # Muros
#
# This notebook walks through the rules of Muros, one lesson per section. Each section explains an idea, quotes the rules it teaches from the rulebook, and shows the lesson's board: the picture is the position the lesson starts from.
#
# Run the notebook (*Run ▸ Run All*) to play: each board then checks your task, gives hints and asks its questions. **Undo**, **Redo** and the step slider move a board back and forward, so a teacher can show a section step by step.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
from tutor.widgets.notebook import language, lesson, progress

language("en")

# %% [markdown]
# ## 1. The goal, and one card a turn (MU1, MU2, MU3, MU4, MU5, MU6, MU7, MU23, MU24)
#
# 81 tokens lie in a 9×9 grid. Around it are 36 **slots**, one at each end of every row and column. On your turn you place **one card** in a slot, from your secret hand or from a face-up pile anyone may use.
#
# **How to win:** when all 36 cards are placed, the colour with the most tokens left on the board is the **majority colour**. Whoever has **captured** the most tokens of that colour wins. The lessons ahead show how cards remove tokens and, later, capture them.
#
# From the rulebook:
#
# > **MU1** Muros is for 2 to 4 players.
# >
# > **MU2** The 81 tokens (17 yellow, 17 blue, 17 red, 17 green, 13 white) are drawn from the bag at random into a full 9x9 grid.
# >
# > **MU3** The 36 cards are shuffled; each player gets 6 (2 players), 5 (3 players) or 4 (4 players), kept secret.
# >
# > **MU4** The cards not dealt lie face up in four piles, one per colour, and anyone may play from them.
# >
# > **MU5** There are 36 cards for 36 slots, so at the end every slot holds exactly one card.
# >
# > **MU6** A random player starts; turns go clockwise.
# >
# > **MU7** On your turn you place exactly one card, from your hand or from any face-up pile.
# >
# > **MU23** At the end, count the tokens of each of the four card colours left on the board; white never counts.
# >
# > **MU24** The majority colour has the most tokens left; the player who captured most of it wins, whatever else they hold.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("muros", "goal")

# %% [markdown]
# ## 2. Where a card may go (MU9, MU10)
#
# **Phase 1** is the first 18 cards. A slot may be used only if it is empty **and** the slot at the other end of its line is empty too: in phase 1 a card never faces another card. So at the end of phase 1, every row and every column holds exactly one card.
#
# Look at the slots that face a card: in phase 1 none of them can take a card.
#
# From the rulebook:
#
# > **MU9** Phase 1 (placements 1-18): a slot is legal only if it and the slot at the other end of its line are both empty, so a card never faces another.
# >
# > **MU10** So when phase 1 ends, each of the 18 rows and columns holds exactly one card.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("muros", "where")

# %% [markdown]
# ## 3. Count: how many tokens leave (MU13)
#
# In phase 1, a card of colour X works on its own line. First **count** the X tokens in the line: that number is **k**, and k tokens will leave the line. White tokens never count (no card is white). If k is 0, nothing happens at all.
#
# Try it on the picture: pick a slot and a card colour, and count how many tokens would leave.
#
# From the rulebook:
#
# > **MU13** Phase 1 placement of a colour-X card: count the X tokens in the line (k); if k > 0, remove the first k tokens met walking in from the far end (any colour, skipping empty cells); then slide the rest away from the card until the far cell holds a token, keeping the gaps between them.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("muros", "count")

# %% [markdown]
# ## 4. Remove from the far end (MU13, MU15)
#
# Then **remove k tokens**, starting at the **far** end of the line (the end without the card) and walking toward the card. Take the first k tokens you meet, **whatever their colour**; skip empty cells. The tokens removed need not be the ones you counted. They leave the game, and nobody scores them.
#
# From the rulebook:
#
# > **MU13** Phase 1 placement of a colour-X card: count the X tokens in the line (k); if k > 0, remove the first k tokens met walking in from the far end (any colour, skipping empty cells); then slide the rest away from the card until the far cell holds a token, keeping the gaps between them.
# >
# > **MU15** Removed tokens leave the game; nobody scores them.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("muros", "remove")

# %% [markdown]
# ## 5. Slide away from the card (MU13, MU14)
#
# Last, the tokens left **slide away from the card**, toward the far end, until the far cell holds a token. They slide together, so the **gaps between them are kept**, and all the new empty cells gather **next to the card**.
#
# The tempting mistake is to slide toward the card: the rules say the opposite.
#
# From the rulebook:
#
# > **MU13** Phase 1 placement of a colour-X card: count the X tokens in the line (k); if k > 0, remove the first k tokens met walking in from the far end (any colour, skipping empty cells); then slide the rest away from the card until the far cell holds a token, keeping the gaps between them.
# >
# > **MU14** The slide goes toward the far end, away from the card, so the new empty cells gather next to the card. (Sliding toward the card is the variant “slide toward the card”.)

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("muros", "slide")

# %% [markdown]
# ## 6. Holes in crossing lines (MU16)
#
# Each cell belongs to a row **and** a column. When a card removes or slides tokens in its line, the crossing lines change too, one cell each. That is how holes appear in the middle of lines; nothing refills them except a later card in their own line.
#
# From the rulebook:
#
# > **MU16** Removing and sliding in one line changes the cells it shares with crossing lines; that is how holes appear in the middle of lines. An empty cell fills again only when a later slide moves a token into it.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("muros", "crossing")

# %% [markdown]
# ## 7. Phase 2: facing cards (MU11, MU12, MU17)
#
# From the 19th card on, a card goes into any **empty** slot, which now means it faces the card at the other end of its line. Nothing is removed and nothing slides any more: the facing cards decide whether the line is **blocked** or a colour is **captured**. The game ends when the 36th card is placed.
#
# From the rulebook:
#
# > **MU11** Phase 2 (placements 19-36): any empty slot is legal; the new card faces the card at the other end.
# >
# > **MU12** The game ends when the 36th card has been placed.
# >
# > **MU17** In phase 2 nothing is removed and nothing slides; only blocking or capturing happens.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("muros", "phase2")

# %% [markdown]
# ## 8. Same colour blocks (MU17, MU18)
#
# If your card has the **same colour** as the card it faces, the line is **blocked**: nothing happens, and the line, now full, is never used again. A block keeps a line's tokens on the board, for everyone.
#
# From the rulebook:
#
# > **MU17** In phase 2 nothing is removed and nothing slides; only blocking or capturing happens.
# >
# > **MU18** Same colour as the facing card: the line is blocked and nothing happens.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("muros", "block")

# %% [markdown]
# ## 9. Capture a colour (MU19, MU20, MU21, MU22)
#
# If your card's colour differs from the card it faces, choose one of the **two colours**: you take **all** the tokens of that colour in the line into your supply. The cells stay empty and nothing slides. Taking is optional, and a colour with no token in the line gives nothing. Your captures lie face up: everyone can count them.
#
# From the rulebook:
#
# > **MU19** Different colour: you may choose one of the two card colours and take all tokens of that colour from the line into your supply; nothing slides.
# >
# > **MU20** Choosing is optional: you may choose neither colour and take nothing. (The variant “compulsory capture” makes the choice compulsory.)
# >
# > **MU21** If the chosen colour has no token in the line, nothing is taken, and the choice is still valid.
# >
# > **MU22** Captured tokens stay face up in front of their owner. (The variant “hidden captures” hides them.)

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("muros", "capture")

# %% [markdown]
# ## 10. Who wins (MU23, MU24, MU25, MU26, MU27)
#
# At the end, count the tokens of each colour **left on the board** (white does not count). The colour with the most is the majority colour; whoever captured the most of it wins. Ties between players go to the colour second on the board, then third, then fourth. Colours tied on the board form one **tier**, and captures of a tier are added up. Players still tied share the win.
#
# From the rulebook:
#
# > **MU23** At the end, count the tokens of each of the four card colours left on the board; white never counts.
# >
# > **MU24** The majority colour has the most tokens left; the player who captured most of it wins, whatever else they hold.
# >
# > **MU25** Tie between players: compare captures of the second most common colour, then the third, then the fourth.
# >
# > **MU26** Colours tied on the board form one tier: a player's captures of them are added up and compared together, tier by tier. (The variant “best single colour” compares the best single colour instead.)
# >
# > **MU27** Players still tied after the last tier share the win.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("muros", "scoring")

# %% [markdown]
# ## 11. No card to play (MU8)
#
# You may not pass while you have a card to use, from your hand or from a pile. A player with no card in hand, when every pile is empty, is skipped.
#
# From the rulebook:
#
# > **MU8** You may not pass while you can place a card; a player with no card in hand and no face-up card left is skipped.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("muros", "skip")

# %% [markdown]
# ## 12. A whole game (MU7, MU12, MU24)
#
# Now a whole game against two bots. In the app and the notebook the bots play one move at a time, you may ask why a bot played as it did, and a **hint** is there when you want one.
#
# From the rulebook:
#
# > **MU7** On your turn you place exactly one card, from your hand or from any face-up pile.
# >
# > **MU12** The game ends when the 36th card has been placed.
# >
# > **MU24** The majority colour has the most tokens left; the player who captured most of it wins, whatever else they hold.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("muros", "full")

# %% [markdown]
# ## Appendix: variants
#
# Each variant below changes one rule and leaves the rest of the game as it is. A table agrees on its variants before play.

# %% [markdown]
# ### 13. Variant: count cells (MU13, COUNT_CELLS)
#
# This variant reads “remove k starting from the far end” as clearing the k far **cells**, holes included, then sliding the line exactly k cells. The default takes k **tokens**.
#
# From the rulebook:
#
# > **MU13** Phase 1 placement of a colour-X card: count the X tokens in the line (k); if k > 0, remove the first k tokens met walking in from the far end (any colour, skipping empty cells); then slide the rest away from the card until the far cell holds a token, keeping the gaps between them.
# >
# > **COUNT_CELLS** Variant “count cells”: clear the k cells at the far end, holes included, then slide the line exactly k cells away from the card.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("muros", "v-count-cells")

# %% [markdown]
# ### 14. Variant: compact slide (MU13, COMPACT_SHIFT)
#
# In this variant every token left packs against the far end, with no gaps; the default keeps the gaps.
#
# From the rulebook:
#
# > **MU13** Phase 1 placement of a colour-X card: count the X tokens in the line (k); if k > 0, remove the first k tokens met walking in from the far end (any colour, skipping empty cells); then slide the rest away from the card until the far cell holds a token, keeping the gaps between them.
# >
# > **COMPACT_SHIFT** Variant “compact slide”: the remaining tokens pack together against the end they slide to, leaving no gaps.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("muros", "v-compact")

# %% [markdown]
# ### 15. Variant: slide toward the card (MU14, SHIFT_TOWARD_CARD)
#
# This variant is the tempting misreading: the tokens slide toward the card and the gap opens at the far end.
#
# From the rulebook:
#
# > **MU14** The slide goes toward the far end, away from the card, so the new empty cells gather next to the card. (Sliding toward the card is the variant “slide toward the card”.)
# >
# > **SHIFT_TOWARD_CARD** Variant “slide toward the card”: the remaining tokens slide toward the card, and the gap opens at the far end.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("muros", "v-toward")

# %% [markdown]
# ### 16. Variant: slide even when k = 0 (MU13, SHIFT_ON_ZERO)
#
# In this variant, even with no token of the card's colour, the tokens slide until the far cell holds one. By default nothing happens.
#
# From the rulebook:
#
# > **MU13** Phase 1 placement of a colour-X card: count the X tokens in the line (k); if k > 0, remove the first k tokens met walking in from the far end (any colour, skipping empty cells); then slide the rest away from the card until the far cell holds a token, keeping the gaps between them.
# >
# > **SHIFT_ON_ZERO** Variant “slide even when k = 0”: even when k = 0 the tokens slide until the far end holds one.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("muros", "v-zero")

# %% [markdown]
# ### 17. Variant: compulsory capture (MU20, MANDATORY_TAKE)
#
# In this variant, facing a card of another colour, you must take the tokens of one of the two colours.
#
# From the rulebook:
#
# > **MU20** Choosing is optional: you may choose neither colour and take nothing. (The variant “compulsory capture” makes the choice compulsory.)
# >
# > **MANDATORY_TAKE** Variant “compulsory capture”: in phase 2 a player facing a different colour must choose one of the two colours (a colour the line does not hold still takes nothing).

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("muros", "v-mandatory")

# %% [markdown]
# ### 18. Variant: best single colour (MU26, TIER_BEST_SINGLE)
#
# In this variant, within a tier of colours tied on the board, each player's best single colour counts instead of the sum.
#
# From the rulebook:
#
# > **MU26** Colours tied on the board form one tier: a player's captures of them are added up and compared together, tier by tier. (The variant “best single colour” compares the best single colour instead.)
# >
# > **TIER_BEST_SINGLE** Variant “best single colour”: within a tier of tied colours, compare each player's best single-colour capture.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("muros", "v-tier")

# %% [markdown]
# ### 19. Variant: passing allowed (MU8, ALLOW_PASS)
#
# In this variant any player may pass; when everyone passes in a row, the game ends.
#
# From the rulebook:
#
# > **MU8** You may not pass while you can place a card; a player with no card in hand and no face-up card left is skipped.
# >
# > **ALLOW_PASS** Variant “passing allowed”: a player may pass; when every player passes in a row, the game ends.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("muros", "v-pass")

# %% [markdown]
# ### 20. Variant: hidden captures (MU22, HIDDEN_CAPTURES)
#
# In this variant captures are kept behind a screen until the end; the others see only how many tokens each player has.
#
# From the rulebook:
#
# > **MU22** Captured tokens stay face up in front of their owner. (The variant “hidden captures” hides them.)
# >
# > **HIDDEN_CAPTURES** Variant “hidden captures”: captured tokens are kept hidden; others see only how many.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("muros", "v-hidden")

# %% [markdown] tags=["notebook-only"]
# ## Your progress
#
# The rules you have seen on a board and the ones you have answered, in this notebook and in the app alike.

# %% jupyter={"source_hidden": true} tags=["hide-input", "notebook-only"]
progress("muros")
