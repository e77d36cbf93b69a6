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
# # Matzlfangen in class
#
# Prepared positions for the projector, one rule each. Read a section's framing to the class and let them guess; then press **Play the step ▶** on the board. The picture shows the position before the step; **↺ Reset** brings the board back to it.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
from tutor.widgets.notebook import language, scenario

language("en")

# %% [markdown]
# ## 1. Farbzwang: follow suit (R-PLAY-2)
#
# P4 plays Treiben alone, Herz trumps, and led the Laub König. P1 holds two Laub cards. Watch P1 try to trump with the Herz Zehn.
#
# From the rulebook:
#
# > **R-PLAY-2** Farbzwang: if you hold the led suit you must play it (a trump lead asks for trumps).

# %% jupyter={"source_hidden": true} tags=["hide-input"]
scenario("matzlfangen", 1)

# %% [markdown]
# **After the step:** Refused: P1 holds Laub, so it must follow suit. The Laub 7 is allowed.

# %% [markdown]
# ## 2. Stichzwang: beat the best card (R-PLAY-3)
#
# P4, the soloist, led the Laub König. P1 holds the Laub Sau and the Laub 7, and tries the 7.
#
# From the rulebook:
#
# > **R-PLAY-3** Stichzwang: when following you must head the trick if you can; once a non-trump lead is trumped, any card of the led suit will do.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
scenario("matzlfangen", 2)

# %% [markdown]
# **After the step:** Refused: the Sau beats the König, so P1 must play it.

# %% [markdown]
# ## 3. Trumpfzwang: trump when you cannot follow (R-PLAY-4)
#
# P4, the soloist, led the Laub König (Herz trumps). P1 has no Laub but two trumps, and tries to throw the Eichel Sau.
#
# From the rulebook:
#
# > **R-PLAY-4** Trumpfzwang: void in the led suit, you must trump, over-trumping if able, else a lower trump.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
scenario("matzlfangen", 3)

# %% [markdown]
# **After the step:** Refused: without Laub P1 must trump; any trump wins here, the 7 too.

# %% [markdown]
# ## 4. Over-trump if you can (R-PLAY-4)
#
# P3 led the Schellen König and P4, the soloist, trumped with the Herz Ober. P1 tries to trump low with the 9.
#
# From the rulebook:
#
# > **R-PLAY-4** Trumpfzwang: void in the led suit, you must trump, over-trumping if able, else a lower trump.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
scenario("matzlfangen", 4)

# %% [markdown]
# **After the step:** Refused: P1 can beat the Ober, so it must over-trump with the Sau.

# %% [markdown]
# ## 5. A trumped trick frees the led suit (R-PLAY-2, R-PLAY-3)
#
# P3 led the Laub König and P4, the soloist, trumped it. P1 holds the Laub Sau and the Laub 7, and first tries to trump as well.
#
# From the rulebook:
#
# > **R-PLAY-2** Farbzwang: if you hold the led suit you must play it (a trump lead asks for trumps).
# >
# > **R-PLAY-3** Stichzwang: when following you must head the trick if you can; once a non-trump lead is trumped, any card of the led suit will do.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
scenario("matzlfangen", 5)

# %% [markdown]
# **After the step:** Farbzwang comes first, so no trump; but no Laub can win a trumped trick, so the 7 will do and the Sau stays in hand.

# %% [markdown]
# ## 6. The free discard (R-PLAY-5)
#
# P4 led the Schellen König. P1 has neither Schellen nor a trump: any card is allowed.
#
# From the rulebook:
#
# > **R-PLAY-5** With neither the led suit nor a trump you may play anything; Durch has no trumps.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
scenario("matzlfangen", 6)

# %% [markdown]
# **After the step:** Free to choose, P1 throws a card worth nothing.

# %% [markdown]
# ## 7. Beat even your partner (R-PLAY-6)
#
# P3 plays Treiben alone. P1's partner P4 leads the Laub König; P1 tries to let it win with the 7.
#
# From the rulebook:
#
# > **R-PLAY-6** The compulsions apply even when your partner is winning the trick.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
scenario("matzlfangen", 7)

# %% [markdown]
# **After the step:** Refused: Stichzwang holds against your own partner too.

# %% [markdown]
# ## 8. Catching the Matzl (R-MATZL-1)
#
# P2 plays Treiben with Herz trumps and leads its Herz Zehn, the Matzl. P1 holds the Herz Sau.
#
# From the rulebook:
#
# > **R-MATZL-1** A side catches the Matzl when it wins a trick holding the trump Ten played by the other side. Not in plain Durch.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
scenario("matzlfangen", 8)

# %% [markdown]
# **After the step:** The defenders caught the soloist's Matzl: if they lose they pay nothing, if they win they may claim one more.

# %% [markdown]
# ## 9. Absolution: the losers pay nothing (R-MATZL-2)
#
# P1 plays Treiben with two raises, and is losing. In the last trick P2 leads the Matzl and P1 takes it with the Herz Sau.
#
# From the rulebook:
#
# > **R-MATZL-2** Absolution: if the catching side loses, it pays nothing, raises included.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
scenario("matzlfangen", 9)

# %% [markdown]
# **After the step:** P1 lost, but caught the Matzl: the whole value, raises included, is cancelled.

# %% [markdown]
# ## 10. The settlement, step by step (R-VALUE-1, R-SPR-1, R-MATZL-3, R-SETTLE-1)
#
# P2 plays Treiben with two raises. The last trick: P1 catches the Matzl for the defenders, then claims the bonus. Watch the value grow line by line.
#
# From the rulebook:
#
# > **R-VALUE-1** Game value: base 1; 2 if the losers have under 30 (kein Wasser); 3 if they took no trick; Durch and Trumpf-Durch 6. Then + raises, then the Matzl.
# >
# > **R-SPR-1** Spritzen: the sides raise alternately; each raise adds +1 game point, no doubling.
# >
# > **R-MATZL-3** Bonus: if the catching side wins, it may claim +1; unclaimed, it is lost.
# >
# > **R-SETTLE-1** Settlement, in zero-sum game points: in Rufen each winner gets +V and each loser -V; in a solo a winning soloist gets +3V and each defender -V, a losing soloist -3V and each defender +V.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
scenario("matzlfangen", 10)

# %% [markdown]
# **After the step:** Base, plus the raises, plus the claimed Matzl bonus: the soloist pays each defender V.
