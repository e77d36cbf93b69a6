"""The Matzlfangen rulebook: the text of every rule ID and named variant (English; the catalogs translate it)."""
from __future__ import annotations

from ..core.i18n import Text, register_rulebook

_BOOK: dict[str, Text] = {
    "R-DECK-1": Text("32 German-suited cards, 4 suits of 8."),
    "R-DECK-2": Text(
        "Suits: Eichel (Acorns), Laub (Leaves), Herz (Hearts), Schellen (Bells); no suit outranks another."),
    "R-DECK-3": Text(
        "Rank in every suit, trumps too: Sau (the \"ace\") > Zehn (Ten) > König (King) > Ober (upper knave) > "
        "Unter (lower knave) > 9 > 8 > 7. No permanent trumps."),
    "R-DECK-4": Text("Card points: Sau 11, Zehn 10, König 4, Ober 3, Unter 2, 9/8/7 nothing; 120 in all."),
    "R-DECK-5": Text("The last trick scores 10 more, so a deal holds 130 points."),
    "R-DECK-6": Text(
        "The Matzl is the Ten of the trump suit (the Trumpf-Matzl); the game is named after catching it. No "
        "other Ten is the Matzl, and a Durch, without trumps, has none."),
    "R-SEAT-1": Text("Four players, no fixed partnerships: each contract sets the sides."),
    "R-SEAT-2": Text("Dealing, bidding and play go clockwise."),
    "R-SEAT-3": Text(
        "Vorhand (forehand) sits on the dealer's left; then the second and third players, then the dealer."),
    "R-SEAT-4": Text("The deal passes clockwise: this deal's forehand deals next (in a new game P4 deals first)."),
    "R-DEAL-1": Text("The dealer shuffles; the player on the dealer's right cuts."),
    "R-DEAL-2": Text("Normal deal: two packets of 4 to each player, clockwise from forehand."),
    "R-DEAL-3": Text(
        "The dealer's own last card is turned up; its suit is the turned suit. The dealer takes it into hand "
        "and everyone knows it is there."),
    "R-DEAL-4": Text(
        "Instead of cutting, the player on the dealer's right may knock (Klopfen): all 8 cards are then dealt "
        "in one packet; the last card is still the turn-up."),
    "R-BID-1": Text("The auction starts with forehand and goes clockwise; everyone speaks exactly once."),
    "R-BID-2": Text(
        "Say weiter (\"pass\") or bid a contract higher than Rufen and than every bid so far: Treiben < "
        "Neid-Spiel < Durch < Trumpf-Durch."),
    "R-BID-3": Text("Forehand cannot drop out: if nobody bids above Rufen, forehand plays Rufen."),
    "R-BID-4": Text("The highest bid wins; its bidder is the declarer."),
    "R-BID-5": Text(
        "After the auction the declarer names what is open: Treiben's trump suit (any suit), or the called card "
        "in Rufen. Neid-Spiel and Trumpf-Durch take the turned suit; Durch has no trumps."),
    "R-CALL-1": Text("In Rufen forehand calls a card that is not a trump and not in forehand's hand, usually a Sau."),
    "R-CALL-2": Text("The holder of the called card is forehand's partner for the deal; one always exists."),
    "R-CALL-3": Text(
        "The partnership is secret until the called card is played or the partner raises for the declaring side "
        "(a convention)."),
    "R-SPR-1": Text("Spritzen: the sides raise alternately; each raise adds +1 game point, no doubling."),
    "R-SPR-2": Text(
        "Raise names in order: Schuß, Re, Sub, Dut, Hirsch, Gams, Jager, Gweih, Auffi, Drauffi (at most 10)."),
    "R-SPR-3": Text("Raising is allowed only before the first card is led."),
    "R-SPR-4": Text(
        "The defenders say Schuß; the declaring side answers Re, and so on. Any member of the side on turn may "
        "raise; in Rufen a raise by the hidden partner reveals it."),
    "R-SPR-5": Text(
        "Each player is asked in turn from forehand, clockwise, and may raise (if it is their side's turn) or "
        "pass; a player known to be on the side that may not raise is skipped. Raising ends when everyone who "
        "may still raise has passed in a row, or after Drauffi."),
    "R-PLAY-1": Text(
        "Forehand leads in Rufen, Treiben and Neid-Spiel; the declarer leads in Durch and Trumpf-Durch. Each "
        "trick's winner leads next; you play only cards from your hand."),
    "R-PLAY-2": Text("Farbzwang: if you hold the led suit you must play it (a trump lead asks for trumps)."),
    "R-PLAY-3": Text(
        "Stichzwang: when following you must head the trick if you can; once a non-trump lead is trumped, any "
        "card of the led suit will do."),
    "R-PLAY-4": Text("Trumpfzwang: void in the led suit, you must trump, over-trumping if able, else a lower trump."),
    "R-PLAY-5": Text("With neither the led suit nor a trump you may play anything; Durch has no trumps."),
    "R-PLAY-6": Text("The compulsions apply even when your partner is winning the trick."),
    "R-TRICK-1": Text("The highest trump wins the trick; without trumps, the highest card of the led suit."),
    "R-MATZL-1": Text(
        "A side catches the Matzl when it wins a trick holding the trump Ten played by the other side. Not in "
        "plain Durch."),
    "R-MATZL-2": Text("Absolution: if the catching side loses, it pays nothing, raises included."),
    "R-MATZL-3": Text("Bonus: if the catching side wins, it may claim +1; unclaimed, it is lost."),
    "R-SCORE-1": Text("Each side adds its card points and the last-trick 10; the totals make 130."),
    "R-SCORE-2": Text("In Rufen, Treiben and Neid-Spiel the declaring side wins with 66 or more; 65-65 loses."),
    "R-SCORE-3": Text("In Durch and Trumpf-Durch the declarer wins only with all 8 tricks; all 8 are played."),
    "R-VALUE-1": Text(
        "Game value: base 1; 2 if the losers have under 30 (kein Wasser); 3 if they took no trick; Durch and "
        "Trumpf-Durch 6. Then + raises, then the Matzl."),
    "R-SETTLE-1": Text(
        "Settlement, in zero-sum game points: in Rufen each winner gets +V and each loser -V; in a solo a "
        "winning soloist gets +3V and each defender -V, a losing soloist -3V and each defender +V."),
    "V-CONTRACTS-3": Text("Only Rufen, Treiben and Durch are played: no Neid-Spiel and no Trumpf-Durch."),
    "V-BID-SCHAFKOPF": Text("Outbid players may bid again, higher, on their next turn; weiter drops out."),
    "V-TREIBEN-NOT-TURNED": Text("Treiben may not take the turned suit as trumps."),
    "V-TREIBEN-NAME-WITH-BID": Text("Treiben names its trumps with the bid itself, not after the auction."),
    "V-CALL-ANY": Text("Any card not in the caller's hand may be called, trumps too."),
    "V-CALL-SK": Text(
        "Schafkopf-like: only a Sau, of a suit the caller holds; the partner may not discard it and must play "
        "it when its suit is first led. If no Sau can be called, the default applies."),
    "V-SPR-UNTIL-TRICK1": Text(
        "Raising is allowed until the first trick is gathered: the player to play may raise before playing."),
    "V-SPR-MULT": Text("Value = (1 + raises) x base."),
    "V-SPR-ANYONE-FIRST": Text("Either side may say the first raise."),
    "V-UT-FREE": Text("Trump only when that wins the trick; otherwise any card."),
    "V-HEAD-LITERAL": Text("Following a trumped trick, you must still beat the best card of the led suit."),
    "V-PARTNER-EXEMPT": Text(
        "When a partner you know of is winning, you must follow suit but need not head, trump or over-trump."),
    "V-TIE-VOID": Text("A 65-65 split is void: nobody pays."),
    "V-WASSER-30": Text("30 points also count as kein Wasser."),
    "V-NEID-BASE2": Text("Neid-Spiel is worth base 2/3/4."),
    "V-TDURCH-7": Text("Trumpf-Durch is worth 7."),
    "V-DURCH-STOP": Text("A Durch ends at the first trick the declarer loses."),
    "V-SOLO-FLAT": Text(
        "The soloist wins or pays V in all, and the three defenders share it in whole points: each a third of "
        "V, rounded down, and what is left one point each to the defenders clockwise from the soloist's left. "
        "The sum stays zero."),
    "V-MATZL-NO-DURCH": Text("No Matzl rule in Trumpf-Durch either."),
    "V-MATZL-RAISES-DUE": Text("Absolution cancels the base but the raises are still paid."),
    "V-MATZL-AUTO": Text("The Matzl bonus is added without a claim."),
    "V-KNOCK-ANY": Text(
        "Before the cut, forehand, then the second player, may knock too; the cutter still chooses cut or "
        "knock."),
    "V-TURNUP-TABLE": Text("The turned card stays face up until the dealer plays it."),
    "V-SOLO-LEADS": Text("In Treiben and Neid-Spiel the soloist leads."),
}

RULE_IDS = tuple(_BOOK)
register_rulebook("matzlfangen", _BOOK)
