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
# # Matzlfangen
#
# This notebook walks through the rules of Matzlfangen, one lesson per section. Each section explains an idea, quotes the rules it teaches from the rulebook, and shows the lesson's board: the picture is the position the lesson starts from.
#
# Run the notebook (*Run ▸ Run All*) to play: each board then checks your task, gives hints and asks its questions. **Undo**, **Redo** and the step slider move a board back and forward, so a teacher can show a section step by step.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
from tutor.widgets.notebook import language, lesson, progress

language("en")

# %% [markdown]
# ## 1. The cards, their order and their points (R-DECK-1, R-DECK-2, R-DECK-3, R-DECK-4, R-DECK-5, R-DECK-6)
#
# Matzlfangen is played with 32 German-suited cards: four suits, **Eichel** (acorns), **Laub** (leaves), **Herz** (hearts) and **Schellen** (bells), of eight cards each. No suit outranks another.
#
# In every suit, trumps too, the order from high to low is **Sau** (the “ace”, marked A) · **Zehn** (the ten) · **König** (the king) · **Ober** (the upper knave) · **Unter** (the lower knave) · 9 · 8 · 7. They score 11, 10, 4, 3 and 2 points; the 9, 8 and 7 score nothing. That makes 120 points in the pack, and the last trick adds 10: 130 in a deal.
#
# One suit is **trumps** in most deals, and the Ten of trumps has a name of its own: the **Matzl**. The game, “Matzl-catching”, is named after it.
#
# On this table P4 plays alone against you, P2 and P3, with Herz as trumps (the contract is called Treiben; the auction comes later in the course).
#
# Your hand holds every Eichel card, from the Sau down to the 7; the small number in a card's corner is its points. One of P4's cards, the Schellen 9, lies face up for everyone to see: the lesson on the deal tells why.
#
# From the rulebook:
#
# > **R-DECK-1** 32 German-suited cards, 4 suits of 8.
# >
# > **R-DECK-2** Suits: Eichel (Acorns), Laub (Leaves), Herz (Hearts), Schellen (Bells); no suit outranks another.
# >
# > **R-DECK-3** Rank in every suit, trumps too: Sau (the "ace") > Zehn (Ten) > König (King) > Ober (upper knave) > Unter (lower knave) > 9 > 8 > 7. No permanent trumps.
# >
# > **R-DECK-4** Card points: Sau 11, Zehn 10, König 4, Ober 3, Unter 2, 9/8/7 nothing; 120 in all.
# >
# > **R-DECK-5** The last trick scores 10 more, so a deal holds 130 points.
# >
# > **R-DECK-6** The Matzl is the Ten of the trump suit (the Trumpf-Matzl); the game is named after catching it. No other Ten is the Matzl, and a Durch, without trumps, has none.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "cards")

# %% [markdown]
# ## 2. Follow suit (Farbzwang) (R-PLAY-2)
#
# The first card of a trick sets the **led suit**. If you hold that suit, you must play it: this is **Farbzwang**, the duty to follow suit (R-PLAY-2). When a trump is led, following means playing a trump.
#
# On your turn the cards you may play stand out and the others are greyed. Look at each card of your hand in the picture and ask whether the rules let you play it now. The app and the notebook have a **trick lab** with fresh tricks to practise on.
#
# On this table P4 plays alone against you, P2 and P3, with Herz as trumps (the contract is called Treiben; the auction comes later in the course).
#
# From the rulebook:
#
# > **R-PLAY-2** Farbzwang: if you hold the led suit you must play it (a trump lead asks for trumps).

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "follow")

# %% [markdown]
# ## 3. Must beat the best card (Stichzwang) (R-PLAY-3)
#
# Following suit is not always enough. If one of your cards of the led suit beats the best card in the trick, you must play such a card: this is **Stichzwang**, the duty to head the trick (R-PLAY-3). Your lower cards of that suit are then kept out. Only when none of yours can beat it may you play any card of the suit.
#
# From the rulebook:
#
# > **R-PLAY-3** Stichzwang: when following you must head the trick if you can; once a non-trump lead is trumped, any card of the led suit will do.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "head")

# %% [markdown]
# ## 4. Must trump (Trumpfzwang) (R-PLAY-4, R-TRICK-1)
#
# If you cannot follow suit but hold a trump, you must play a trump: **Trumpfzwang**, the duty to trump (R-PLAY-4). A trump beats every card of the other suits. So the highest trump in a trick wins it; with no trump in it, the highest card of the led suit wins, and a card of another suit never does (R-TRICK-1).
#
# From the rulebook:
#
# > **R-PLAY-4** Trumpfzwang: void in the led suit, you must trump, over-trumping if able, else a lower trump.
# >
# > **R-TRICK-1** The highest trump wins the trick; without trumps, the highest card of the led suit.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "trump")

# %% [markdown]
# ## 5. A trumped trick frees the led suit (R-PLAY-3, R-PLAY-2)
#
# Once someone has trumped a trick, no card of the led suit can win it any more, so Stichzwang is off: you must still follow suit, but **any** card of that suit will do, and you may keep your Sau for later (R-PLAY-3). You may not trump instead: following suit comes first (R-PLAY-2).
#
# From the rulebook:
#
# > **R-PLAY-3** Stichzwang: when following you must head the trick if you can; once a non-trump lead is trumped, any card of the led suit will do.
# >
# > **R-PLAY-2** Farbzwang: if you hold the led suit you must play it (a trump lead asks for trumps).

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "trumped")

# %% [markdown]
# ## 6. Over-trump, and trump low (R-PLAY-4, R-TRICK-1)
#
# If the trick is already trumped and you cannot follow, you must **over-trump** if you can: play a higher trump than the one in the trick. If you cannot, you must still play a trump, even a lower one (R-PLAY-4). Only a player with neither the led suit nor a trump is free.
#
# From the rulebook:
#
# > **R-PLAY-4** Trumpfzwang: void in the led suit, you must trump, over-trumping if able, else a lower trump.
# >
# > **R-TRICK-1** The highest trump wins the trick; without trumps, the highest card of the led suit.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "over")

# %% [markdown]
# ## 7. The free discard (R-PLAY-5)
#
# With neither the led suit nor a trump you may play any card (R-PLAY-5). It cannot win the trick, so give away as few points as you can, unless your partner is winning it. In a Durch there are no trumps at all: whoever cannot follow suit plays anything.
#
# From the rulebook:
#
# > **R-PLAY-5** With neither the led suit nor a trump you may play anything; Durch has no trumps.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "free")

# %% [markdown]
# ## 8. You must beat even your partner (R-PLAY-6)
#
# The compulsions hold even when your own partner is winning the trick (R-PLAY-6). Here P3 plays **Treiben** alone against you, P2 and P4, with Herz as trumps, and your partner P4 led the Laub König. You hold the Laub Sau, so Stichzwang makes you play it over your partner's card.
#
# From the rulebook:
#
# > **R-PLAY-6** The compulsions apply even when your partner is winning the trick.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "partner")

# %% [markdown]
# ## 9. Counting to 66 (R-SCORE-1, R-SCORE-2, R-DECK-5)
#
# At the end of a deal each side adds up the points in the tricks it won, and the side that won the **last trick** adds 10 (R-SCORE-1). The two totals always make 130. The declaring side needs **66** to win; 65 against 65 is a loss for it (R-SCORE-2).
#
# Here P4 plays alone against you, P2 and P3, with Herz as trumps, and the last trick is on. The bar under your hand counts the points as the tricks are won.
#
# From the rulebook:
#
# > **R-SCORE-1** Each side adds its card points and the last-trick 10; the totals make 130.
# >
# > **R-SCORE-2** In Rufen, Treiben and Neid-Spiel the declaring side wins with 66 or more; 65-65 loses.
# >
# > **R-DECK-5** The last trick scores 10 more, so a deal holds 130 points.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "count")

# %% [markdown]
# ## 10. Catching the Matzl (R-MATZL-1, R-DECK-6)
#
# The **Matzl** is the Ten of trumps. A side **catches** it when it wins a trick that holds the Matzl played by the other side (R-MATZL-1). If your own side's Matzl ends up in your side's trick, nothing happens, also when you win your own Ten. The trump Sau is the only card that beats the Matzl, so keep it until the Matzl falls.
#
# Here P2 plays Treiben with Herz as trumps and led the Herz Zehn.
#
# From the rulebook:
#
# > **R-MATZL-1** A side catches the Matzl when it wins a trick holding the trump Ten played by the other side. Not in plain Durch.
# >
# > **R-DECK-6** The Matzl is the Ten of the trump suit (the Trumpf-Matzl); the game is named after catching it. No other Ten is the Matzl, and a Durch, without trumps, has none.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "matzl")

# %% [markdown]
# ## 11. Seats, the deal, cut and knock (R-SEAT-1, R-SEAT-2, R-SEAT-3, R-SEAT-4, R-DEAL-1, R-DEAL-2, R-DEAL-3, R-DEAL-4)
#
# Four players, and no fixed partners: each deal's contract sets the sides (R-SEAT-1). Everything goes **clockwise** (R-SEAT-2). The player on the dealer's left is **Vorhand** (forehand): Vorhand speaks first and usually leads (R-SEAT-3). This deal's Vorhand deals the next one (R-SEAT-4).
#
# The dealer shuffles and the player on the dealer's right **cuts**: the cards then come in two packets of 4 (R-DEAL-1, R-DEAL-2). Instead of cutting, that player may **knock** (*Klopfen*): all 8 cards come at once (R-DEAL-4). The dealer's own last card is turned up for all to see; its suit is the **turned suit**, and the dealer keeps it (R-DEAL-3).
#
# Here P4 deals, and you are P3, on the dealer's right.
#
# From the rulebook:
#
# > **R-SEAT-1** Four players, no fixed partnerships: each contract sets the sides.
# >
# > **R-SEAT-2** Dealing, bidding and play go clockwise.
# >
# > **R-SEAT-3** Vorhand (forehand) sits on the dealer's left; then the second and third players, then the dealer.
# >
# > **R-SEAT-4** The deal passes clockwise: this deal's forehand deals next (in a new game P4 deals first).
# >
# > **R-DEAL-1** The dealer shuffles; the player on the dealer's right cuts.
# >
# > **R-DEAL-2** Normal deal: two packets of 4 to each player, clockwise from forehand.
# >
# > **R-DEAL-3** The dealer's own last card is turned up; its suit is the turned suit. The dealer takes it into hand and everyone knows it is there.
# >
# > **R-DEAL-4** Instead of cutting, the player on the dealer's right may knock (Klopfen): all 8 cards are then dealt in one packet; the last card is still the turn-up.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "deal")

# %% [markdown]
# ## 12. The auction (R-BID-1, R-BID-2, R-BID-3, R-BID-4)
#
# After the deal each player speaks once, Vorhand first (R-BID-1): either **weiter** (“pass”) or a contract higher than every bid so far (R-BID-2). From low to high: **Rufen** (“calling”: Vorhand plays with a partner, 2 against 2), **Treiben** (alone, trumps of your choice), **Neid-Spiel** (alone, the turned suit as trumps), **Durch** (alone and without trumps: win all 8 tricks) and **Trumpf-Durch** (all 8 tricks, the turned suit as trumps).
#
# Rufen itself is never bid: if everybody says weiter, Vorhand plays Rufen, so a deal is never thrown in (R-BID-3). Otherwise the highest bid wins and its bidder is the declarer (R-BID-4).
#
# Here P4 dealt, and you are Vorhand.
#
# From the rulebook:
#
# > **R-BID-1** The auction starts with forehand and goes clockwise; everyone speaks exactly once.
# >
# > **R-BID-2** Say weiter ("pass") or bid a contract higher than Rufen and than every bid so far: Treiben \< Neid-Spiel \< Durch \< Trumpf-Durch.
# >
# > **R-BID-3** Forehand cannot drop out: if nobody bids above Rufen, forehand plays Rufen.
# >
# > **R-BID-4** The highest bid wins; its bidder is the declarer.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "auction")

# %% [markdown]
# ## 13. Calling a partner (R-CALL-1, R-CALL-2, R-CALL-3)
#
# In Rufen the trumps are the **turned suit**. Vorhand calls a card that is **not a trump** and **not in Vorhand's own hand**, usually a Sau (R-CALL-1). Whoever holds it is Vorhand's partner for this deal (R-CALL-2). Nobody says so: the partnership stays secret until the called card is played, or the partner raises (R-CALL-3). Until then the table shows only the sides you know.
#
# Here everyone said weiter, so you, Vorhand, play Rufen.
#
# From the rulebook:
#
# > **R-CALL-1** In Rufen forehand calls a card that is not a trump and not in forehand's hand, usually a Sau.
# >
# > **R-CALL-2** The holder of the called card is forehand's partner for the deal; one always exists.
# >
# > **R-CALL-3** The partnership is secret until the called card is played or the partner raises for the declaring side (a convention).

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "call")

# %% [markdown]
# ## 14. Treiben: naming the trumps (R-BID-5, R-PLAY-1)
#
# In **Treiben** the soloist names the trump suit after the auction: any suit, the turned one too (R-BID-5). In Rufen, the Neid-Spiel and Trumpf-Durch the turned suit is trumps; a Durch has none. Vorhand leads the first trick in Rufen, Treiben and the Neid-Spiel; in the two Durch contracts the declarer does; after that the winner of each trick leads the next (R-PLAY-1).
#
# Here you bid Treiben and everyone else said weiter.
#
# From the rulebook:
#
# > **R-BID-5** After the auction the declarer names what is open: Treiben's trump suit (any suit), or the called card in Rufen. Neid-Spiel and Trumpf-Durch take the turned suit; Durch has no trumps.
# >
# > **R-PLAY-1** Forehand leads in Rufen, Treiben and Neid-Spiel; the declarer leads in Durch and Trumpf-Durch. Each trick's winner leads next; you play only cards from your hand.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "treiben")

# %% [markdown]
# ## 15. Raises: from Schuß to Drauffi (R-SPR-1, R-SPR-2, R-SPR-3, R-SPR-4, R-SPR-5)
#
# Once the contract is fixed, the two sides may raise in turn, before the first card is led (R-SPR-3). This is **Spritzen**. Each raise adds **one** game point; nothing doubles (R-SPR-1). The raises have names, in order: **Schuß**, Re, Sub, Dut, Hirsch, Gams, Jager, Gweih, Auffi, Drauffi, ten at most (R-SPR-2). The defending side says the first one, Schuß; the declaring side may answer with Re, and so on, the sides taking turns (R-SPR-4).
#
# Each player is asked in turn from Vorhand; a player whose side may not raise now is skipped. The raising ends when everyone who may still raise has passed in a row, or after Drauffi (R-SPR-5). A hidden partner who raises shows who it is.
#
# Here P3 plays Treiben against you.
#
# From the rulebook:
#
# > **R-SPR-1** Spritzen: the sides raise alternately; each raise adds +1 game point, no doubling.
# >
# > **R-SPR-2** Raise names in order: Schuß, Re, Sub, Dut, Hirsch, Gams, Jager, Gweih, Auffi, Drauffi (at most 10).
# >
# > **R-SPR-3** Raising is allowed only before the first card is led.
# >
# > **R-SPR-4** The defenders say Schuß; the declaring side answers Re, and so on. Any member of the side on turn may raise; in Rufen a raise by the hidden partner reveals it.
# >
# > **R-SPR-5** Each player is asked in turn from forehand, clockwise, and may raise (if it is their side's turn) or pass; a player known to be on the side that may not raise is skipped. Raising ends when everyone who may still raise has passed in a row, or after Drauffi.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "raises")

# %% [markdown]
# ## 16. The game value (R-VALUE-1, R-SCORE-3)
#
# The value V of a deal is built in steps (R-VALUE-1). The base: **1** for a plain win; **2** if the losers have under 30 points (*kein Wasser*, “no water”); **3** if they took no trick at all. A Durch or Trumpf-Durch is worth a flat 6, and is won only with all 8 tricks (R-SCORE-3). Then each raise adds 1.
#
# Here P4 plays Treiben with one raise, Schuß, and you play the last card.
#
# From the rulebook:
#
# > **R-VALUE-1** Game value: base 1; 2 if the losers have under 30 (kein Wasser); 3 if they took no trick; Durch and Trumpf-Durch 6. Then + raises, then the Matzl.
# >
# > **R-SCORE-3** In Durch and Trumpf-Durch the declarer wins only with all 8 tricks; all 8 are played.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "value")

# %% [markdown]
# ## 17. The Matzl: absolution and bonus (R-MATZL-2, R-MATZL-3)
#
# Catching the Matzl changes the value. If the side that caught it **loses** the deal, it pays nothing at all: the **absolution** cancels the base and the raises (R-MATZL-2). If it **wins**, it may **claim** one more game point; the losers do not pay it unless it is claimed (R-MATZL-3).
#
# Here P2 plays Treiben with Herz as trumps and led its Matzl into the last trick.
#
# From the rulebook:
#
# > **R-MATZL-2** Absolution: if the catching side loses, it pays nothing, raises included.
# >
# > **R-MATZL-3** Bonus: if the catching side wins, it may claim +1; unclaimed, it is lost.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "absolution")

# %% [markdown]
# ## 18. Settlement: who pays whom (R-SETTLE-1)
#
# Game points are zero-sum (R-SETTLE-1). In Rufen each winner gets +V and each loser −V. In a solo the soloist gets +3V and each defender −V when the soloist wins, and the other way round when the soloist loses.
#
# Here P2 plays Treiben with Eichel as trumps and two raises, and you play the last card.
#
# From the rulebook:
#
# > **R-SETTLE-1** Settlement, in zero-sum game points: in Rufen each winner gets +V and each loser -V; in a solo a winning soloist gets +3V and each defender -V, a losing soloist -3V and each defender +V.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "settle")

# %% [markdown]
# ## 19. A whole deal (R-PLAY-1, R-SCORE-1)
#
# Now a whole deal against three bots, from the cut to the settlement. In the app and the notebook the bots play one move at a time, you may ask why a bot played as it did, and a **hint** is there when you want one: the answer tells what its move shows, never its hidden cards.
#
# From the rulebook:
#
# > **R-PLAY-1** Forehand leads in Rufen, Treiben and Neid-Spiel; the declarer leads in Durch and Trumpf-Durch. Each trick's winner leads next; you play only cards from your hand.
# >
# > **R-SCORE-1** Each side adds its card points and the last-trick 10; the totals make 130.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "full")

# %% [markdown]
# ## Appendix: variants
#
# Each variant below changes one rule and leaves the rest of the game as it is. A table agrees on its variants before play.

# %% [markdown]
# ### 20. Variant: trump only to win (V-UT-FREE)
#
# What must a player do who cannot follow suit and cannot over-trump?
#
# |  | Rule |
# |---|---|
# | By default | Play a trump all the same, a lower one (R-PLAY-4). |
# | At a table that plays this variant | Trump only when that wins the trick; otherwise play any card. |
#
# From the rulebook:
#
# > **V-UT-FREE** Trump only when that wins the trick; otherwise any card.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "v-ut-free")

# %% [markdown]
# ### 21. Variant: head even a trumped trick (V-HEAD-LITERAL)
#
# Must a player who follows suit still beat a trick that is already trumped?
#
# |  | Rule |
# |---|---|
# | By default | No: no card of the led suit can win it, so any card of that suit will do (R-PLAY-3). |
# | At a table that plays this variant | Yes: beat the best card of the led suit if you can. |
#
# From the rulebook:
#
# > **V-HEAD-LITERAL** Following a trumped trick, you must still beat the best card of the led suit.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "v-head-literal")

# %% [markdown]
# ### 22. Variant: no need to beat your partner (V-PARTNER-EXEMPT)
#
# Do the compulsions hold when your known partner is winning the trick?
#
# |  | Rule |
# |---|---|
# | By default | Yes, all of them (R-PLAY-6). |
# | At a table that plays this variant | Only following suit: no need to beat or to trump. |
#
# From the rulebook:
#
# > **V-PARTNER-EXEMPT** When a partner you know of is winning, you must follow suit but need not head, trump or over-trump.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "v-partner-exempt")

# %% [markdown]
# ### 23. Variant: anyone may knock (V-KNOCK-ANY)
#
# Who may knock on the pack?
#
# |  | Rule |
# |---|---|
# | By default | Only the cutter, on the dealer's right (R-DEAL-4). |
# | At a table that plays this variant | Vorhand first, then the second player, then the cutter. |
#
# From the rulebook:
#
# > **V-KNOCK-ANY** Before the cut, forehand, then the second player, may knock too; the cutter still chooses cut or knock.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "v-knock-any")

# %% [markdown]
# ### 24. Variant: the turn-up stays on the table (V-TURNUP-TABLE)
#
# What happens to the turned-up card?
#
# |  | Rule |
# |---|---|
# | By default | The dealer takes it into hand, and everyone knows it is there (R-DEAL-3). |
# | At a table that plays this variant | It stays face up on the table until the dealer plays it. |
#
# From the rulebook:
#
# > **V-TURNUP-TABLE** The turned card stays face up until the dealer plays it.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "v-turnup-table")

# %% [markdown]
# ### 25. Variant: the soloist leads (V-SOLO-LEADS)
#
# Who leads the first trick of a Treiben or a Neid-Spiel?
#
# |  | Rule |
# |---|---|
# | By default | Vorhand, even against the soloist (R-PLAY-1). |
# | At a table that plays this variant | The soloist. |
#
# From the rulebook:
#
# > **V-SOLO-LEADS** In Treiben and Neid-Spiel the soloist leads.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "v-solo-leads")

# %% [markdown]
# ### 26. Variant: three contracts (V-CONTRACTS-3)
#
# Which contracts may be bid?
#
# |  | Rule |
# |---|---|
# | By default | Treiben, the Neid-Spiel, Durch and Trumpf-Durch, above Rufen (R-BID-2). |
# | At a table that plays this variant | Only Treiben and Durch above Rufen. |
#
# From the rulebook:
#
# > **V-CONTRACTS-3** Only Rufen, Treiben and Durch are played: no Neid-Spiel and no Trumpf-Durch.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "v-contracts-3")

# %% [markdown]
# ### 27. Variant: bid again when outbid (V-BID-SCHAFKOPF)
#
# How often does a player speak in the auction?
#
# |  | Rule |
# |---|---|
# | By default | Exactly once (R-BID-1). |
# | At a table that plays this variant | A player outbid may bid again, higher, until all but the highest bidder have passed. |
#
# From the rulebook:
#
# > **V-BID-SCHAFKOPF** Outbid players may bid again, higher, on their next turn; weiter drops out.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "v-bid-schafkopf")

# %% [markdown]
# ### 28. Variant: Treiben without the turned suit (V-TREIBEN-NOT-TURNED)
#
# Which suits may a Treiben name as trumps?
#
# |  | Rule |
# |---|---|
# | By default | Any suit, the turned one too (R-BID-5). |
# | At a table that plays this variant | Any suit but the turned one: that one would make it a Neid-Spiel. |
#
# From the rulebook:
#
# > **V-TREIBEN-NOT-TURNED** Treiben may not take the turned suit as trumps.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "v-treiben-not-turned")

# %% [markdown]
# ### 29. Variant: trumps named with the bid (V-TREIBEN-NAME-WITH-BID)
#
# When does a Treiben name its trumps?
#
# |  | Rule |
# |---|---|
# | By default | After the auction (R-BID-5). |
# | At a table that plays this variant | With the bid itself. |
#
# From the rulebook:
#
# > **V-TREIBEN-NAME-WITH-BID** Treiben names its trumps with the bid itself, not after the auction.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "v-treiben-name-with-bid")

# %% [markdown]
# ### 30. Variant: call a trump too (V-CALL-ANY)
#
# Which card may Vorhand call in Rufen?
#
# |  | Rule |
# |---|---|
# | By default | Any card it does not hold that is not a trump (R-CALL-1). |
# | At a table that plays this variant | Any card it does not hold, trumps too. |
#
# From the rulebook:
#
# > **V-CALL-ANY** Any card not in the caller's hand may be called, trumps too.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "v-call-any")

# %% [markdown]
# ### 31. Variant: call a Sau, as in Schafkopf (V-CALL-SK)
#
# Which card may Vorhand call, and does the called card have duties?
#
# |  | Rule |
# |---|---|
# | By default | Any non-trump card it does not hold; no extra duties (R-CALL-1). |
# | At a table that plays this variant | Only a Sau of a suit the caller holds; the partner must play it when its suit is first led and may not throw it away. |
#
# From the rulebook:
#
# > **V-CALL-SK** Schafkopf-like: only a Sau, of a suit the caller holds; the partner may not discard it and must play it when its suit is first led. If no Sau can be called, the default applies.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "v-call-sk")

# %% [markdown]
# ### 32. Variant: either side raises first (V-SPR-ANYONE-FIRST)
#
# Who may say the first raise, Schuß?
#
# |  | Rule |
# |---|---|
# | By default | Only the defending side (R-SPR-4). |
# | At a table that plays this variant | Either side; then the sides take turns. |
#
# From the rulebook:
#
# > **V-SPR-ANYONE-FIRST** Either side may say the first raise.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "v-spr-anyone-first")

# %% [markdown]
# ### 33. Variant: raise until the first trick (V-SPR-UNTIL-TRICK1)
#
# Until when may the sides raise?
#
# |  | Rule |
# |---|---|
# | By default | Until the first card is led (R-SPR-3). |
# | At a table that plays this variant | Until the first trick is gathered. |
#
# From the rulebook:
#
# > **V-SPR-UNTIL-TRICK1** Raising is allowed until the first trick is gathered: the player to play may raise before playing.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "v-spr-until-trick1")

# %% [markdown]
# ### 34. Variant: raises multiply (V-SPR-MULT)
#
# How do the raises change the value?
#
# |  | Rule |
# |---|---|
# | By default | Each adds 1: V = base + raises (R-SPR-1). |
# | At a table that plays this variant | They multiply: V = (1 + raises) × base. |
#
# From the rulebook:
#
# > **V-SPR-MULT** Value = (1 + raises) x base.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "v-spr-mult")

# %% [markdown]
# ### 35. Variant: 65 to 65 is void (V-TIE-VOID)
#
# Who wins at 65 to 65?
#
# |  | Rule |
# |---|---|
# | By default | The defending side: the declarers needed 66 (R-SCORE-2). |
# | At a table that plays this variant | Nobody: the deal is void and nobody pays. |
#
# From the rulebook:
#
# > **V-TIE-VOID** A 65-65 split is void: nobody pays.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "v-tie-void")

# %% [markdown]
# ### 36. Variant: 30 is kein Wasser too (V-WASSER-30)
#
# When do the losers count as kein Wasser (“no water”)?
#
# |  | Rule |
# |---|---|
# | By default | Under 30 points, the last trick's 10 included (R-VALUE-1). |
# | At a table that plays this variant | At 30 points or fewer. |
#
# From the rulebook:
#
# > **V-WASSER-30** 30 points also count as kein Wasser.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "v-wasser-30")

# %% [markdown]
# ### 37. Variant: a dearer Neid-Spiel (V-NEID-BASE2)
#
# What is the base of a Neid-Spiel?
#
# |  | Rule |
# |---|---|
# | By default | As Treiben: 1, 2 or 3 (R-VALUE-1). |
# | At a table that plays this variant | One more: 2, 3 or 4. |
#
# From the rulebook:
#
# > **V-NEID-BASE2** Neid-Spiel is worth base 2/3/4.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "v-neid-base2")

# %% [markdown]
# ### 38. Variant: Trumpf-Durch is worth 7 (V-TDURCH-7)
#
# What is a Trumpf-Durch worth?
#
# |  | Rule |
# |---|---|
# | By default | 6, like a Durch (R-VALUE-1). |
# | At a table that plays this variant | 7. |
#
# From the rulebook:
#
# > **V-TDURCH-7** Trumpf-Durch is worth 7.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "v-tdurch-7")

# %% [markdown]
# ### 39. Variant: absolution leaves the raises (V-MATZL-RAISES-DUE)
#
# What does absolution cancel?
#
# |  | Rule |
# |---|---|
# | By default | Everything: the losers who caught the Matzl pay nothing (R-MATZL-2). |
# | At a table that plays this variant | The base only: the raises are still paid. |
#
# From the rulebook:
#
# > **V-MATZL-RAISES-DUE** Absolution cancels the base but the raises are still paid.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "v-matzl-raises-due")

# %% [markdown]
# ### 40. Variant: the Matzl bonus comes by itself (V-MATZL-AUTO)
#
# How is the Matzl bonus won?
#
# |  | Rule |
# |---|---|
# | By default | The winners who caught it must claim it, or it is lost (R-MATZL-3). |
# | At a table that plays this variant | It is added by itself. |
#
# From the rulebook:
#
# > **V-MATZL-AUTO** The Matzl bonus is added without a claim.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "v-matzl-auto")

# %% [markdown]
# ### 41. Variant: no Matzl in Trumpf-Durch (V-MATZL-NO-DURCH)
#
# Does the Matzl rule apply in a Trumpf-Durch?
#
# |  | Rule |
# |---|---|
# | By default | Yes: it has trumps, so it has a Matzl (R-MATZL-1). |
# | At a table that plays this variant | No: only Rufen, Treiben and the Neid-Spiel have it. |
#
# From the rulebook:
#
# > **V-MATZL-NO-DURCH** No Matzl rule in Trumpf-Durch either.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "v-matzl-no-durch")

# %% [markdown]
# ### 42. Variant: a flat solo (V-SOLO-FLAT)
#
# What does a soloist win or lose?
#
# |  | Rule |
# |---|---|
# | By default | 3V, and each defender V (R-SETTLE-1). |
# | At a table that plays this variant | V in all, shared by the three defenders. |
#
# From the rulebook:
#
# > **V-SOLO-FLAT** The soloist wins or pays V in all, and the three defenders share it in whole points: each a third of V, rounded down, and what is left one point each to the defenders clockwise from the soloist's left. The sum stays zero.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "v-solo-flat")

# %% [markdown]
# ### 43. Variant: a lost Durch stops (V-DURCH-STOP)
#
# Is a Durch played out once it has lost a trick?
#
# |  | Rule |
# |---|---|
# | By default | Yes, all 8 tricks (R-SCORE-3). |
# | At a table that plays this variant | No: the deal ends at the first trick lost. |
#
# From the rulebook:
#
# > **V-DURCH-STOP** A Durch ends at the first trick the declarer loses.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "v-durch-stop")

# %% [markdown] tags=["notebook-only"]
# ## Your progress
#
# The rules you have seen on a board and the ones you have answered, in this notebook and in the app alike.

# %% jupyter={"source_hidden": true} tags=["hide-input", "notebook-only"]
progress("matzlfangen")
