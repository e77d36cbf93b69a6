"""English and Spanish texts of the hints (hints.py): the action recommended and each clause of why."""
from __future__ import annotations

from typing import Callable

from ..core.i18n import count, register_texts, seat_label
from .texts import CONTRACT_WORD, REASON, D, _both, _card, _suit


def _hint_action(d: D, lang: str) -> str:
    """The action a hint recommends, in words."""
    words = d["action"].split()
    verb, arg = words[0], words[1:]
    en = lang == "en"
    if verb in ("play", "call"):
        card = _card(arg[0], lang, d["trump"] if verb == "play" else None)
        return (f"Play {card}" if verb == "play" else f"Call {card}") if en else \
            (f"Juega {card}" if verb == "play" else f"Llama {card}")
    if verb == "bid":
        contract = CONTRACT_WORD[arg[0]]
        with_suit = arg[1:] and (f" with {_suit(arg[1], 'en')} as trumps" if en else
                                 f" con {_suit(arg[1], 'es')} como triunfo")
        return (f"Bid {contract}" if en else f"Puja {contract}") + (with_suit or "")
    if verb == "trump":
        return f"Name {_suit(arg[0], 'en')} as trumps" if en else f"Nombra {_suit(arg[0], 'es')} como triunfo"
    simple = {"cut": ("Cut", "Corta"), "knock": ("Knock", "Golpea el mazo"), "weiter": ("Say weiter", "Di weiter"),
              "raise": ("Raise", "Sube"), "no raise": ("Do not raise", "No subas"),
              "claim": ("Claim the Matzl bonus", "Reclama la bonificación del Matzl"),
              "waive": ("Waive the bonus", "Renuncia a la bonificación")}
    return simple[d["action"]][0 if en else 1]


def _cards_of_suit(n: int, lang: str) -> str:
    return count(n, "card", "cards") if lang == "en" else count(n, "carta", "cartas")


def _no_raise(d: D, lang: str) -> str:
    if lang == "en":
        if not d["trumps"]:
            return ("without trumps a raise would only add to the risk; the plan raises with 4 trumps and the "
                    "trump Sau (R-SPR-1)")
        return (f"you hold {count(d['n'], 'trump', 'trumps')}{' with' if d['sau'] else ' without'} the trump Sau; "
                f"the plan raises only with 4 trumps and the trump Sau, as each raise adds 1 game point for "
                f"whichever side wins (R-SPR-1)")
    if not d["trumps"]:
        return "sin triunfos una subida solo añade riesgo; el plan sube con 4 triunfos y la Sau de triunfo (R-SPR-1)"
    return (f"tienes {count(d['n'], 'triunfo', 'triunfos')} {'con' if d['sau'] else 'sin'} la Sau de triunfo; el "
            f"plan solo sube con 4 triunfos y la Sau de triunfo, porque cada subida añade 1 punto de juego para el "
            f"bando que gane (R-SPR-1)")


HINTS: dict[str, dict[str, Callable[[D], str]]] = {
    "hint-action": _both(lambda d: _hint_action(d, "en"), lambda d: _hint_action(d, "es")),
    "hint-cut": _both(
        lambda d: "knocking would only deal the cards 8 at once instead of 4 + 4; it does not change your "
                  "chances (R-DEAL-1, R-DEAL-4)",
        lambda d: "golpear el mazo solo haría repartir las 8 cartas de una vez en vez de 4 + 4; no cambia tus "
                  "posibilidades (R-DEAL-1, R-DEAL-4)"),
    "hint-no-knock": _both(
        lambda d: "a knock only changes how the cards are dealt, not your chances (V-KNOCK-ANY)",
        lambda d: "golpear el mazo solo cambia cómo se reparten las cartas, no tus posibilidades (V-KNOCK-ANY)"),
    "hint-treiben": _both(
        lambda d: f"you hold {_cards_of_suit(d['n'], 'en')} of {_suit(d['suit'], 'en')}: play alone with them as "
                  f"trumps; you need 66 of the 130 points (R-BID-2, R-BID-5, R-SCORE-2)",
        lambda d: f"tienes {_cards_of_suit(d['n'], 'es')} de {_suit(d['suit'], 'es')}: juega solo con ese palo "
                  f"como triunfo; necesitas 66 de los 130 puntos (R-BID-2, R-BID-5, R-SCORE-2)"),
    "hint-neid": _both(
        lambda d: f"you hold {_cards_of_suit(d['n'], 'en')} of {_suit(d['suit'], 'en')}, the turned suit, and "
                  f"Treiben is already bid: the Neid-Spiel plays alone with the turned suit as trumps "
                  f"(R-BID-2, R-BID-5)",
        lambda d: f"tienes {_cards_of_suit(d['n'], 'es')} de {_suit(d['suit'], 'es')}, el palo volteado, y ya se "
                  f"pujó Treiben: el Neid-Spiel se juega solo con el palo volteado como triunfo (R-BID-2, R-BID-5)"),
    "hint-outbid": _both(
        lambda d: f"you hold {_cards_of_suit(d['n'], 'en')} of {_suit(d['suit'], 'en')}, but a higher contract "
                  f"than you could play is bid already (R-BID-2)",
        lambda d: f"tienes {_cards_of_suit(d['n'], 'es')} de {_suit(d['suit'], 'es')}, pero ya se pujó un contrato "
                  f"más alto del que podrías jugar (R-BID-2)"),
    "hint-weiter-forehand": _both(
        lambda d: f"your longest suit has only {_cards_of_suit(d['n'], 'en')}, too few to play alone; as Vorhand "
                  f"you will play Rufen with a partner unless someone bids higher (R-BID-3)",
        lambda d: f"tu palo más largo tiene solo {_cards_of_suit(d['n'], 'es')}, pocas para jugar solo; como "
                  f"Vorhand jugarás Rufen con un compañero si nadie puja más alto (R-BID-3)"),
    "hint-weiter": _both(
        lambda d: f"your longest suit has only {_cards_of_suit(d['n'], 'en')}, too few to play alone against "
                  f"three (R-BID-2)",
        lambda d: f"tu palo más largo tiene solo {_cards_of_suit(d['n'], 'es')}, pocas para jugar solo contra "
                  f"tres (R-BID-2)"),
    "hint-trump": _both(
        lambda d: f"it is your longest suit ({_cards_of_suit(d['n'], 'en')}), and the more trumps you hold, the "
                  f"more tricks you can win (R-BID-5)",
        lambda d: f"es tu palo más largo ({_cards_of_suit(d['n'], 'es')}), y cuantos más triunfos tengas, más "
                  f"bazas puedes ganar (R-BID-5)"),
    "hint-call-sau": _both(
        lambda d: f"whoever holds it becomes your partner (R-CALL-2); a Sau is worth 11 and is the highest card of "
                  f"its suit, and you hold {_cards_of_suit(d['n'], 'en')} of that suit to lead towards your "
                  f"partner (R-CALL-1)",
        lambda d: f"quien la tenga será tu compañero (R-CALL-2); una Sau vale 11 y es la carta más alta de su "
                  f"palo, y tienes {_cards_of_suit(d['n'], 'es')} de ese palo con las que salir hacia tu "
                  f"compañero (R-CALL-1)"),
    "hint-call-other": _both(
        lambda d: "you cannot call a Sau, so call the highest card you lack; whoever holds it becomes your "
                  "partner (R-CALL-1, R-CALL-2)",
        lambda d: "no puedes llamar ninguna Sau, así que llama la carta más alta que te falte; quien la tenga será "
                  "tu compañero (R-CALL-1, R-CALL-2)"),
    "hint-raise": _both(
        lambda d: f"you hold {count(d['n'], 'trump', 'trumps')} with the trump Sau, a strong hand, and each raise "
                  f"adds 1 game point (R-SPR-1)",
        lambda d: f"tienes {count(d['n'], 'triunfo', 'triunfos')} con la Sau de triunfo, una mano fuerte, y cada "
                  f"subida añade 1 punto de juego (R-SPR-1)"),
    "hint-reveal": _both(
        lambda d: f"raising also shows everyone that you are {seat_label(d['declarer'])}'s partner (R-SPR-4)",
        lambda d: f"al subir, además, todos sabrán que eres el compañero de {seat_label(d['declarer'])} (R-SPR-4)"),
    "hint-no-raise": _both(lambda d: _no_raise(d, "en"), lambda d: _no_raise(d, "es")),
    "hint-not-your-raise": _both(
        lambda d: ("the first raise, Schuß, belongs to the defending side" if d["first"] else
                   "the sides take turns, and your side made the last raise") + ", so you may only pass (R-SPR-4)",
        lambda d: ("la primera subida, Schuß, corresponde al bando defensor" if d["first"] else
                   "los bandos se turnan, y la última subida fue de tu bando") + ", así que solo puedes pasar "
                  "(R-SPR-4)"),
    "hint-claim": _both(
        lambda d: "your side caught the Matzl and won, so the bonus adds 1 game point; unclaimed, it is lost "
                  "(R-MATZL-3)",
        lambda d: "tu bando cazó el Matzl y ganó, así que la bonificación suma 1 punto de juego; si no la "
                  "reclamas, se pierde (R-MATZL-3)"),
    "hint-forced": _both(
        lambda d: f"it is your only legal card: {REASON['en'][d['reason']]} ({d['rule']})" + _hint_partner(d, "en"),
        lambda d: f"es tu única carta legal: {REASON['es'][d['reason']]} ({d['rule']})" + _hint_partner(d, "es")),
    "hint-compelled": _both(
        lambda d: f"{REASON['en'][d['reason']]} ({d['rule']})" + _hint_partner(d, "en"),
        lambda d: f"{REASON['es'][d['reason']]} ({d['rule']})" + _hint_partner(d, "es")),
    "hint-last": _both(lambda d: "it is your last card (R-PLAY-1)", lambda d: "es tu última carta (R-PLAY-1)"),
    "hint-lead-sau": _both(
        lambda d: "a Sau is the highest card of its suit, so it wins the trick unless someone trumps it "
                  "(R-DECK-3, R-TRICK-1)",
        lambda d: "una Sau es la carta más alta de su palo, así que gana la baza salvo que alguien la falle "
                  "(R-DECK-3, R-TRICK-1)"),
    "hint-lead-trump": _both(
        lambda d: "your side declares, so lead a trump (your lowest, the Matzl aside) to draw the opponents' "
                  "trumps: they must follow with theirs (R-PLAY-2)",
        lambda d: "tu bando es el declarante, así que sal a triunfo (con el más bajo, salvo el Matzl) para "
                  "arrastrar los triunfos rivales: tienen que asistir con los suyos (R-PLAY-2)"),
    "hint-lead-cheap": _both(
        lambda d: "lead your cheapest card and give away the fewest points (R-DECK-4)",
        lambda d: "sal con tu carta más barata y regala los menos puntos posibles (R-DECK-4)"),
    "hint-catch-matzl": _both(
        lambda d: f"catch the Matzl with the trump Sau: the trump Ten that {seat_label(d['owner'])} played goes to "
                  f"your side (R-MATZL-1)",
        lambda d: f"caza el Matzl con la Sau de triunfo: el diez de triunfo que jugó {seat_label(d['owner'])} pasa "
                  f"a tu bando (R-MATZL-1)"),
    "hint-smear": _both(
        lambda d: f"your partner {seat_label(d['partner'])} is winning the trick, so give it your card with the most "
                  f"points (R-DECK-4)",
        lambda d: f"tu compañero {seat_label(d['partner'])} va ganando la baza, así que cárgala con tu carta de "
                  f"más puntos (R-DECK-4)"),
    "hint-win": _both(
        lambda d: "it is your cheapest card that wins the trick as it stands (R-TRICK-1)",
        lambda d: "es tu carta más barata que gana la baza tal como está (R-TRICK-1)"),
    "hint-lose": _both(
        lambda d: "none of your cards can win this trick, so give away the fewest points (R-DECK-4)",
        lambda d: "ninguna de tus cartas puede ganar esta baza, así que regala los menos puntos posibles "
                  "(R-DECK-4)"),
    "hint-keep-sau": _both(
        lambda d: "keep the trump Sau to catch the Matzl, the trump Ten, when it falls (R-MATZL-1)",
        lambda d: "guarda la Sau de triunfo para cazar el Matzl, el diez de triunfo, cuando caiga (R-MATZL-1)"),
}


def _hint_partner(d: D, lang: str) -> str:
    """R-PLAY-6 inside a hint clause."""
    if d.get("partner") is None:
        return ""
    if lang == "en":
        return f", even though your partner {seat_label(d['partner'])} is winning the trick (R-PLAY-6)"
    return f", aunque tu compañero {seat_label(d['partner'])} vaya ganando la baza (R-PLAY-6)"


register_texts("matzlfangen", HINTS)
