"""The Matzlfangen rulebook: English and Spanish text for every rule ID and named variant."""
from __future__ import annotations

from ..core.i18n import register_rulebook

# rule id -> (English, Spanish)
_BOOK: dict[str, tuple[str, str]] = {
    "R-DECK-1": ("32 German-suited cards, 4 suits of 8.", "32 cartas de palos alemanes, 4 palos de 8."),
    "R-DECK-2": ("Suits: Eichel (Acorns), Laub (Leaves), Herz (Hearts), Schellen (Bells); no suit outranks "
                 "another.", "Palos: Eichel (bellotas), Laub (hojas), Herz (corazones), Schellen (cascabeles); "
                 "ningún palo supera a otro."),
    "R-DECK-3": ("Rank in every suit, trumps too: Sau (the \"ace\") > Zehn (Ten) > König (King) > Ober (upper "
                 "knave) > Unter (lower knave) > 9 > 8 > 7. No permanent trumps.",
                 "Orden en cada palo, también el de triunfo: Sau (el «as») > Zehn (el diez) > König (el rey) > "
                 "Ober (el caballo) > Unter (la sota) > 9 > 8 > 7. No hay triunfos fijos."),
    "R-DECK-4": ("Card points: Sau 11, Zehn 10, König 4, Ober 3, Unter 2, 9/8/7 nothing; 120 in all.",
                 "Puntos: Sau 11, Zehn 10, König 4, Ober 3, Unter 2, 9/8/7 nada; 120 en total."),
    "R-DECK-5": ("The last trick scores 10 more, so a deal holds 130 points.",
                 "La última baza vale 10 más, así que un reparto tiene 130 puntos."),
    "R-DECK-6": ("The Matzl is the Ten of the trump suit (the Trumpf-Matzl); the game is named after catching "
                 "it. No other Ten is the Matzl, and a Durch, without trumps, has none.",
                 "El Matzl es el diez del palo de triunfo (el Trumpf-Matzl); el juego debe su nombre a cazarlo. "
                 "Ningún otro diez es el Matzl, y un Durch, sin triunfos, no tiene."),
    "R-SEAT-1": ("Four players, no fixed partnerships: each contract sets the sides.",
                 "Cuatro jugadores sin parejas fijas: cada contrato forma los bandos."),
    "R-SEAT-2": ("Dealing, bidding and play go clockwise.", "El reparto, la subasta y el juego van en el "
                 "sentido de las agujas del reloj."),
    "R-SEAT-3": ("Vorhand (forehand) sits on the dealer's left; then the second and third players, then the "
                 "dealer.", "Vorhand (la mano) se sienta a la izquierda del repartidor; luego el segundo y "
                 "el tercero, y al final el repartidor."),
    "R-SEAT-4": ("The deal passes clockwise: this deal's forehand deals next (in a new game P4 deals first).",
                 "El turno de repartir pasa en el sentido de las agujas del reloj: la mano de este reparto "
                 "reparte el siguiente (en una partida nueva reparte primero P4)."),
    "R-DEAL-1": ("The dealer shuffles; the player on the dealer's right cuts.",
                 "El repartidor baraja; corta el jugador de su derecha."),
    "R-DEAL-2": ("Normal deal: two packets of 4 to each player, clockwise from forehand.",
                 "Reparto normal: dos paquetes de 4 a cada jugador, desde la mano y en sentido horario."),
    "R-DEAL-3": ("The dealer's own last card is turned up; its suit is the turned suit. The dealer takes it "
                 "into hand and everyone knows it is there.", "La última carta del repartidor se vuelve boca "
                 "arriba (la carta volteada); su palo es el palo volteado. El repartidor la recoge y todos saben "
                 "que la tiene."),
    "R-DEAL-4": ("Instead of cutting, the player on the dealer's right may knock (Klopfen): all 8 cards are "
                 "then dealt in one packet; the last card is still the turn-up.", "En vez de cortar, el "
                 "jugador a la derecha del repartidor puede golpear el mazo (Klopfen): se reparten las 8 cartas "
                 "de una vez; la última sigue siendo la carta volteada."),
    "R-BID-1": ("The auction starts with forehand and goes clockwise; everyone speaks exactly once.",
                "La subasta empieza por la mano y sigue en sentido horario; cada uno habla una sola vez."),
    "R-BID-2": ("Say weiter (\"pass\") or bid a contract higher than Rufen and than every bid so far: "
                "Treiben < Neid-Spiel < Durch < Trumpf-Durch.", "Di weiter («paso») o puja un contrato más "
                "alto que Rufen y que todas las pujas: Treiben < Neid-Spiel < Durch < Trumpf-Durch."),
    "R-BID-3": ("Forehand cannot drop out: if nobody bids above Rufen, forehand plays Rufen.",
                "La mano no puede retirarse: si nadie puja por encima de Rufen, la mano juega Rufen."),
    "R-BID-4": ("The highest bid wins; its bidder is the declarer.", "Gana la puja más alta; quien la hizo "
                "es el declarante."),
    "R-BID-5": ("After the auction the declarer names what is open: Treiben's trump suit (any suit), or the "
                "called card in Rufen. Neid-Spiel and Trumpf-Durch take the turned suit; Durch has no trumps.",
                "Tras la subasta el declarante dice lo que falta: el triunfo del Treiben (cualquier palo) o la "
                "carta llamada en Rufen. Neid-Spiel y Trumpf-Durch usan el palo volteado; Durch no tiene triunfo."),
    "R-CALL-1": ("In Rufen forehand calls a card that is not a trump and not in forehand's hand, usually a "
                 "Sau.", "En Rufen la mano llama una carta que no sea triunfo ni esté en su mano, normalmente "
                 "una Sau."),
    "R-CALL-2": ("The holder of the called card is forehand's partner for the deal; one always exists.",
                 "Quien tiene la carta llamada es el compañero de la mano en este reparto; siempre existe."),
    "R-CALL-3": ("The partnership is secret until the called card is played or the partner raises for the "
                 "declaring side (a convention).", "La pareja es secreta hasta que se juega la carta llamada o "
                 "el compañero sube por el bando del declarante (una convención)."),
    "R-SPR-1": ("Spritzen: the sides raise alternately; each raise adds +1 game point, no doubling.",
                "Spritzen: los bandos suben por turnos; cada subida añade +1 punto de juego, sin doblar."),
    "R-SPR-2": ("Raise names in order: Schuß, Re, Sub, Dut, Hirsch, Gams, Jager, Gweih, Auffi, Drauffi "
                "(at most 10).", "Nombres de las subidas: Schuß, Re, Sub, Dut, Hirsch, Gams, Jager, Gweih, "
                "Auffi, Drauffi (10 como máximo)."),
    "R-SPR-3": ("Raising is allowed only before the first card is led.",
                "Solo se puede subir antes de que salga la primera carta."),
    "R-SPR-4": ("The defenders say Schuß; the declaring side answers Re, and so on. Any member of the side "
                "on turn may raise; in Rufen a raise by the hidden partner reveals it.", "Los defensores dicen "
                "Schuß; el bando del declarante responde Re, y así sucesivamente. Cualquier miembro del bando "
                "al que le toca puede subir; en Rufen, subir descubre al compañero oculto."),
    "R-SPR-5": ("Each player is asked in turn from forehand, clockwise, and may raise (if it is their side's "
                "turn) or pass; a player known to be on the side that may not raise is skipped. Raising ends when "
                "everyone who may still raise has passed in a row, or after Drauffi.", "Se pregunta a cada jugador "
                "por turno desde la mano, en el sentido de las agujas del reloj, y puede subir (si le toca a su "
                "bando) o pasar; se salta a quien se sabe que está en el bando que no puede subir. Las subidas "
                "terminan cuando todos los que aún pueden subir han pasado seguidos, o tras Drauffi."),
    "R-PLAY-1": ("Forehand leads in Rufen, Treiben and Neid-Spiel; the declarer leads in Durch and Trumpf-Durch. "
                 "Each trick's winner leads next; you play only cards from your hand.", "La mano sale en Rufen, "
                 "Treiben y Neid-Spiel; el declarante sale en Durch y Trumpf-Durch. Quien gana una baza sale a "
                 "la siguiente; solo se juegan cartas de la propia mano."),
    "R-PLAY-2": ("Farbzwang: if you hold the led suit you must play it (a trump lead asks for trumps).",
                 "Farbzwang: si tienes el palo de salida debes jugarlo (a triunfo se asiste con triunfo)."),
    "R-PLAY-3": ("Stichzwang: when following you must head the trick if you can; once a non-trump lead is "
                 "trumped, any card of the led suit will do.", "Stichzwang: al asistir debes montar la baza "
                 "si puedes; si una salida sin triunfo ya está fallada, vale cualquier carta del palo."),
    "R-PLAY-4": ("Trumpfzwang: void in the led suit, you must trump, over-trumping if able, else a lower trump.",
                 "Trumpfzwang: sin el palo de salida debes fallar, contrafallar si puedes, y si no, con un "
                 "triunfo menor."),
    "R-PLAY-5": ("With neither the led suit nor a trump you may play anything; Durch has no trumps.",
                 "Sin el palo de salida ni triunfo puedes jugar cualquier carta; el Durch no tiene triunfos."),
    "R-PLAY-6": ("The compulsions apply even when your partner is winning the trick.",
                 "Las obligaciones valen aunque tu compañero vaya ganando la baza."),
    "R-TRICK-1": ("The highest trump wins the trick; without trumps, the highest card of the led suit.",
                  "Gana la baza el triunfo más alto; sin triunfos, la carta más alta del palo de salida."),
    "R-MATZL-1": ("A side catches the Matzl when it wins a trick holding the trump Ten played by the other "
                  "side. Not in plain Durch.", "Un bando caza el Matzl cuando gana una baza con el diez de "
                  "triunfo jugado por el otro bando. No en el Durch simple."),
    "R-MATZL-2": ("Absolution: if the catching side loses, it pays nothing, raises included.",
                  "Absolución: si el bando que cazó pierde, no paga nada, subidas incluidas."),
    "R-MATZL-3": ("Bonus: if the catching side wins, it may claim +1; unclaimed, it is lost.",
                  "Bonificación: si el bando que cazó gana, puede reclamar +1; si no lo reclama, se pierde."),
    "R-SCORE-1": ("Each side adds its card points and the last-trick 10; the totals make 130.",
                  "Cada bando suma sus puntos y los 10 de la última baza; el total es 130."),
    "R-SCORE-2": ("In Rufen, Treiben and Neid-Spiel the declaring side wins with 66 or more; 65-65 loses.",
                  "En Rufen, Treiben y Neid-Spiel el bando del declarante gana con 66 o más; 65-65 pierde."),
    "R-SCORE-3": ("In Durch and Trumpf-Durch the declarer wins only with all 8 tricks; all 8 are played.",
                  "En Durch y Trumpf-Durch el declarante gana solo con las 8 bazas; se juegan las 8."),
    "R-VALUE-1": ("Game value: base 1; 2 if the losers have under 30 (kein Wasser); 3 if they took no "
                  "trick; Durch and Trumpf-Durch 6. Then + raises, then the Matzl.", "Valor de la partida: "
                  "base 1; 2 si los perdedores tienen menos de 30 (kein Wasser); 3 si no hicieron baza; "
                  "Durch y Trumpf-Durch 6. Luego + subidas, luego el Matzl."),
    "R-SETTLE-1": ("Settlement, in zero-sum game points: in Rufen each winner gets +V and each loser -V; "
                   "in a solo a winning soloist gets +3V and each defender -V, a losing soloist -3V and each "
                   "defender +V.", "Liquidación, en puntos de juego de suma cero: en Rufen cada ganador "
                   "recibe +V y cada perdedor -V; en un solo, si gana el solista recibe +3V y cada defensor -V, "
                   "y si pierde, -3V y cada defensor +V."),
    "V-CONTRACTS-3": ("Only Rufen, Treiben and Durch are played: no Neid-Spiel and no Trumpf-Durch.",
                      "Solo se juegan Rufen, Treiben y Durch: ni Neid-Spiel ni Trumpf-Durch."),
    "V-BID-SCHAFKOPF": ("Outbid players may bid again, higher, on their next turn; weiter drops out.",
                        "Quien fue superado puede volver a pujar más alto en su turno; weiter lo retira."),
    "V-TREIBEN-NOT-TURNED": ("Treiben may not take the turned suit as trumps.",
                             "El Treiben no puede tomar el palo volteado como triunfo."),
    "V-TREIBEN-NAME-WITH-BID": ("Treiben names its trumps with the bid itself, not after the auction.",
                                "El Treiben nombra su triunfo con la propia puja, no tras la subasta."),
    "V-CALL-ANY": ("Any card not in the caller's hand may be called, trumps too.",
                   "Se puede llamar cualquier carta que no tenga quien llama, también triunfos."),
    "V-CALL-SK": ("Schafkopf-like: only a Sau, of a suit the caller holds; the partner may not discard it and "
                  "must play it when its suit is first led. If no Sau can be called, the default applies.",
                  "Como en Schafkopf: solo una Sau, de un palo que tenga quien llama; el compañero no puede "
                  "descartarla y debe jugarla la primera vez que se sale a su palo. Si no hay Sau posible, rige la "
                  "regla normal."),
    "V-SPR-UNTIL-TRICK1": ("Raising is allowed until the first trick is gathered: the player to play may "
                           "raise before playing.", "Se puede subir hasta recoger la primera baza: quien va a "
                           "jugar puede subir antes."),
    "V-SPR-MULT": ("Value = (1 + raises) x base.", "Valor = (1 + subidas) x base."),
    "V-SPR-ANYONE-FIRST": ("Either side may say the first raise.", "Cualquier bando puede decir la primera "
                           "subida."),
    "V-UT-FREE": ("Trump only when that wins the trick; otherwise any card.",
                  "Se falla solo si así se gana la baza; si no, cualquier carta."),
    "V-HEAD-LITERAL": ("Following a trumped trick, you must still beat the best card of the led suit.",
                       "Al asistir a una baza fallada, aún debes superar la mejor carta del palo de salida."),
    "V-PARTNER-EXEMPT": ("When a partner you know of is winning, you must follow suit but need not head, "
                         "trump or over-trump.", "Si gana un compañero que conoces, debes asistir pero no "
                         "montar, fallar ni contrafallar."),
    "V-TIE-VOID": ("A 65-65 split is void: nobody pays.", "Un empate 65-65 es nulo: nadie paga."),
    "V-WASSER-30": ("30 points also count as kein Wasser.", "30 puntos también cuentan como kein Wasser."),
    "V-NEID-BASE2": ("Neid-Spiel is worth base 2/3/4.", "El Neid-Spiel vale base 2/3/4."),
    "V-TDURCH-7": ("Trumpf-Durch is worth 7.", "El Trumpf-Durch vale 7."),
    "V-DURCH-STOP": ("A Durch ends at the first trick the declarer loses.",
                     "Un Durch termina en la primera baza que pierde el declarante."),
    "V-SOLO-FLAT": ("The soloist wins or pays V in all, and the three defenders share it in whole points: "
                    "each a third of V, rounded down, and what is left one point each to the defenders clockwise "
                    "from the soloist's left. The sum stays zero.", "El solista gana o paga V en total, y los tres "
                    "defensores se lo reparten en puntos enteros: a cada uno un tercio de V, redondeado hacia "
                    "abajo, y lo que sobra, de punto en punto a los defensores, en el sentido de las agujas del "
                    "reloj desde la izquierda del solista. La suma sigue siendo cero."),
    "V-MATZL-NO-DURCH": ("No Matzl rule in Trumpf-Durch either.", "Tampoco hay regla del Matzl en el "
                         "Trumpf-Durch."),
    "V-MATZL-RAISES-DUE": ("Absolution cancels the base but the raises are still paid.",
                           "La absolución anula la base pero las subidas se pagan."),
    "V-MATZL-AUTO": ("The Matzl bonus is added without a claim.", "La bonificación del Matzl se suma sin "
                     "reclamarla."),
    "V-KNOCK-ANY": ("Before the cut, forehand, then the second player, may knock too; the cutter still "
                    "chooses cut or knock.", "Antes del corte, la mano y luego el segundo también pueden "
                    "golpear el mazo; quien corta sigue eligiendo cortar o golpear."),
    "V-TURNUP-TABLE": ("The turned card stays face up until the dealer plays it.",
                       "La carta volteada queda boca arriba hasta que el repartidor la juega."),
    "V-SOLO-LEADS": ("In Treiben and Neid-Spiel the soloist leads.", "En Treiben y Neid-Spiel sale el solista."),
}

RULE_IDS = tuple(_BOOK)
register_rulebook("matzlfangen", {rid: {"en": en, "es": es} for rid, (en, es) in _BOOK.items()})
