"""English and Spanish templates for every Matzlfangen event, refusal and hint kind.

German game words (Vorhand, Sau, Matzl, Spritzen, weiter...) are kept, and glossed the one way WEITER and the
glossary gloss them; cards are named in words, never by code (cards.card_name). Counts use i18n.count, never
"(s)"; a variant ID is cited in parentheses, never used as a word."""
from __future__ import annotations

from typing import Any, Callable, Mapping, Optional, Sequence

from ..core.i18n import count, plural, register_texts, seat_label
from .cards import SUIT_NAMES, card_list, card_name, card_the
from .scoring import RAISE_NAMES

D = Mapping[str, Any]

# The phases of a deal as a learner reads them (in refusals and in the table diagram).
PHASE_NAMES = {
    "en": {"cut": "cut", "auction": "auction", "call": "call", "trump": "trump choice",
           "raise": "raises (Spritzen)", "play": "tricks", "claim": "Matzl bonus claim", "over": "over"},
    "es": {"cut": "corte", "auction": "subasta", "call": "llamada", "trump": "elección de triunfo",
           "raise": "subidas (Spritzen)", "play": "bazas", "claim": "reclamación de la bonificación del Matzl",
           "over": "terminada"},
}
CONTRACT_WORD = {"rufen": "Rufen", "treiben": "Treiben", "neid": "Neid-Spiel", "durch": "Durch",
                 "trumpf-durch": "Trumpf-Durch"}
CONTRACT_NAMES = {
    "en": {"rufen": 'Rufen ("calling", 2 against 2)', "treiben": "Treiben (a solo, trumps of choice)",
           "neid": "Neid-Spiel (a solo with the turned suit as trumps)",
           "durch": "Durch (a slam without trumps: all 8 tricks)",
           "trumpf-durch": "Trumpf-Durch (a slam with the turned suit as trumps)"},
    "es": {"rufen": "Rufen («llamar», 2 contra 2)", "treiben": "Treiben (un solo con triunfo a elegir)",
           "neid": "Neid-Spiel (un solo con el palo volteado como triunfo)",
           "durch": "Durch (un capote sin triunfos: las 8 bazas)",
           "trumpf-durch": "Trumpf-Durch (un capote con el palo volteado como triunfo)"},
}
# Both sides are singular nouns in both languages: "the defending side loses, it pays" / "el bando
# defensor pierde, paga".
SIDE = {"en": {"declarers": "the declaring side", "defenders": "the defending side"},
        "es": {"declarers": "el bando del declarante", "defenders": "el bando defensor"}}
REASON = {
    "en": {
        "lead": "a lead may be any card",
        "head": "you must follow suit (Farbzwang) and head the trick (Stichzwang: beat the best card so far)",
        "follow": "you must follow suit (Farbzwang); none of your cards of that suit can head the trick",
        "follow-trumped": "you must follow suit (Farbzwang); the trick is already trumped, so any card of "
                          "the led suit will do",
        "follow-exempt": "you must follow suit (Farbzwang), but your partner is winning, so you need not head "
                         "(V-PARTNER-EXEMPT)",
        "trump": "you cannot follow suit, so you must trump (Trumpfzwang)",
        "over-trump": "you cannot follow suit and the trick is trumped, so you must over-trump",
        "under-trump": "you cannot follow suit or over-trump, but you must still play a trump (Trumpfzwang)",
        "free-ut": "you cannot follow suit or win with a trump, so any card will do (V-UT-FREE)",
        "free": "you have neither the led suit nor a trump, so any card will do",
        "free-exempt": "your partner is winning, so without the led suit any card will do (V-PARTNER-EXEMPT)",
        "called-sau": "the called Sau must be played when its suit is first led (V-CALL-SK)",
    },
    "es": {
        "lead": "la salida puede ser cualquier carta",
        "head": "debes asistir al palo (Farbzwang) y montar la baza (Stichzwang: superar la mejor carta)",
        "follow": "debes asistir al palo (Farbzwang); ninguna de tus cartas de ese palo puede montar",
        "follow-trumped": "debes asistir al palo (Farbzwang); la baza ya está fallada, así que vale cualquier "
                          "carta del palo de salida",
        "follow-exempt": "debes asistir al palo (Farbzwang), pero gana tu compañero, así que no hace falta "
                         "montar (V-PARTNER-EXEMPT)",
        "trump": "no puedes asistir, así que debes fallar con triunfo (Trumpfzwang)",
        "over-trump": "no puedes asistir y la baza está fallada, así que debes contrafallar (triunfo mayor)",
        "under-trump": "no puedes asistir ni contrafallar, pero aun así debes jugar triunfo (Trumpfzwang)",
        "free-ut": "no puedes asistir ni ganar con triunfo, así que vale cualquier carta (V-UT-FREE)",
        "free": "no tienes ni el palo de salida ni triunfo, así que vale cualquier carta",
        "free-exempt": "gana tu compañero, así que sin el palo de salida vale cualquier carta "
                       "(V-PARTNER-EXEMPT)",
        "called-sau": "la Sau llamada debe jugarse la primera vez que se sale a su palo (V-CALL-SK)",
    },
}


def _suit(letter: Optional[str], lang: str) -> str:
    return SUIT_NAMES[lang][letter] if letter else ("no suit" if lang == "en" else "ningún palo")


def _card(code: str, lang: str, trump: Optional[str] = None) -> str:
    """A card with its article, in words: 'the Laub Sau', 'el Herz Zehn (el Matzl)'."""
    return card_the(code, lang, trump)


def _list(codes: Sequence[str], lang: str, trump: Optional[str] = None) -> str:
    """Cards in words, as a sentence lists them."""
    return card_list(codes, lang, trump)


def _cap(text: str) -> str:
    """The text with its first letter capital (a sentence that starts with a card)."""
    return text[:1].upper() + text[1:]


def _or(words: Sequence[str], lang: str) -> str:
    """Choices joined as a sentence offers them: 'cut or knock' / 'cortar o golpear el mazo'."""
    return (", ".join(words[:-1]) + (" or " if lang == "en" else " o ") + words[-1]) if len(words) > 1 else "".join(words)


# The one gloss of "weiter" (R-BID-2), wherever a text glosses it.
WEITER = {"en": 'weiter ("pass")', "es": "weiter («paso»)"}
# The cut phase's choices as a refusal says them (R-DEAL-1, R-DEAL-4; V-KNOCK-ANY's weiter lets the knock pass).
CUT_WORD = {"en": {"cut": "cut", "knock": "knock", "weiter": "let the knock pass (weiter)"},
            "es": {"cut": "cortar", "knock": "golpear el mazo", "weiter": "dejar pasar el golpe (weiter)"}}


def _signed(seq: Sequence[int]) -> str:
    return ", ".join(f"{seat_label(i)} {v:+d}" for i, v in enumerate(seq))


def _side(d: D, lang: str, capital: bool = False) -> str:
    text = SIDE[lang][d["side"]]
    return text[0].upper() + text[1:] if capital else text


def _both(en: Callable[[D], str], es: Callable[[D], str]) -> dict[str, Callable[[D], str]]:
    return {"en": en, "es": es}


def _partner_note(d: D, lang: str) -> str:
    """R-PLAY-6: the compulsion holds even when one's own partner is winning the trick."""
    if d.get("partner") is None:
        return ""
    if lang == "en":
        return f" This holds even though your partner {seat_label(d['partner'])} is winning the trick (R-PLAY-6)."
    return f" Vale aunque tu compañero {seat_label(d['partner'])} vaya ganando la baza (R-PLAY-6)."


def _win_reason(d: D, lang: str) -> str:
    if d["why"] == "suit":
        return (f"the highest {SUIT_NAMES['en'][d['led']]} card, the led suit, and no trump was played"
                if lang == "en" else
                f"la carta más alta de {SUIT_NAMES['es'][d['led']]}, el palo de salida, sin triunfos en la baza")
    if d["why"] == "trump-led":
        return "the highest trump (trumps were led)" if lang == "en" else "el triunfo más alto (se salió a triunfo)"
    return "the highest trump in the trick" if lang == "en" else "el triunfo más alto de la baza"


_BASE = {"straight": 1, "kein-wasser": 2, "no-trick": 3, "durch": 6}  # R-VALUE-1 (V-NEID-BASE2, V-TDURCH-7 differ)
_BASE_WHY = {
    "en": {"straight": "a straight win: base 1", "kein-wasser": "the losers have under 30 (kein Wasser, "
           "\"no water\"): base 2, double", "no-trick": "the losers took no trick: base 3, triple",
           "durch": "a Durch is worth a flat 6", "kein-wasser-30": "the losers have 30, which at this table also "
           "counts as kein Wasser (\"no water\", V-WASSER-30): base 2, double"},
    "es": {"straight": "victoria simple: base 1", "kein-wasser": "los perdedores tienen menos de 30 (kein "
           "Wasser, «sin agua»): base 2, doble", "no-trick": "los perdedores no hicieron ninguna baza: base 3, "
           "triple", "durch": "un Durch vale 6 fijos", "kein-wasser-30": "los perdedores tienen 30, que en esta mesa "
           "también cuenta como kein Wasser («sin agua», V-WASSER-30): base 2, doble"},
}


def _play(d: D, lang: str) -> str:
    """A card played, as the player itself (or the projector) reads it: the cards it could play and why,
    and R-PLAY-6 when a compulsion made it play against its partner (the projector's data names the partner
    as partner_winning, a player's own as partner: only if it knows)."""
    card = _card(d["card"], lang, d["trump"])
    legal, reason = _list(d["legal"], lang, d["trump"]), REASON[lang][d["reason"]]
    note = _partner_note({"partner": d["partner"] if "partner" in d else d["partner_winning"]}, lang)
    last = len(d["legal"]) == 1 and d["reason"] in ("lead", "free")  # a single card that any rule allows
    if lang == "en":
        said = ("It was the last card in hand." if last else
                f"Allowed: {legal}; {reason}." if len(d["legal"]) > 1 else
                f"Only {_card(d['legal'][0], lang, d['trump'])} was allowed: {reason}.")
        return f"{seat_label(d['seat'])} plays {card}. {said}" + note
    said = ("Era su última carta." if last else
            f"Se podían jugar {legal}: {reason}." if len(d["legal"]) > 1 else
            f"Solo se podía jugar {_card(d['legal'][0], lang, d['trump'])}: {reason}.")
    return f"{seat_label(d['seat'])} juega {card}. {said}" + note


def _play_seen(d: D, lang: str) -> str:
    """A card another player played, told from what the table sees (never that player's hand)."""
    who, card, how = seat_label(d["seat"]), _card(d["card"], lang, d["trump"]), d["how"]
    led = _suit(d["led"], lang)
    if lang == "en":
        return {"lead": f"{who} leads {card}.", "follow": f"{who} follows suit with {card}.",
                "head": f"{who} follows suit and heads the trick with {card}.",
                "follow-trumped": f"{who} follows suit with {card}; the trick is already trumped.",
                "trump": f"{who} has no {led} and trumps with {card}.",
                "over-trump": f"{who} has no {led} and over-trumps with {card}.",
                "under-trump": f"{who} has no {led} and no higher trump, so it trumps low with {card}.",
                "discard": f"{who} has no {led} and discards {card}.",
                "discard-no-trump": f"{who} has neither {led} nor a trump and discards {card}."}[how]
    return {"lead": f"{who} sale con {card}.", "follow": f"{who} asiste al palo con {card}.",
            "head": f"{who} asiste al palo y monta la baza con {card}.",
            "follow-trumped": f"{who} asiste al palo con {card}; la baza ya está fallada.",
            "trump": f"{who} no tiene {led} y falla con {card}.",
            "over-trump": f"{who} no tiene {led} y contrafalla con {card}.",
            "under-trump": f"{who} no tiene {led} ni un triunfo mayor, así que falla por debajo con {card}.",
            "discard": f"{who} no tiene {led} y se descarta de {card}.",
            "discard-no-trump": f"{who} no tiene {led} ni triunfo, y se descarta de {card}."}[how]


def _called(d: D, lang: str) -> str:
    """'P1 calls the Herz Sau' and, under V-CALL-ANY, that a trump may be called at this table."""
    card, me = _card(d["card"], lang, d["trump"]), seat_label(d["seat"])
    if lang == "en":
        return f"{me} calls {card}" + (", a trump: at this table any card may be called (V-CALL-ANY)."
                                       if d.get("any") else ".")
    return f"{me} llama {card}" + (", que es triunfo: en esta mesa se puede llamar cualquier carta (V-CALL-ANY)."
                                   if d.get("any") else ".")


def _call(d: D, lang: str) -> str:
    """The call as the projector reads it: who holds the card (the players learn it later)."""
    me, holder = seat_label(d["seat"]), seat_label(d["partner"])
    if lang == "en":
        return (f"{_called(d, lang)} {holder} holds it and is {me}'s partner; the other players learn it only "
                f"when the card is played or the partner raises.")
    return (f"{_called(d, lang)} La tiene {holder}, que es su compañero; los demás jugadores lo sabrán cuando "
            f"se juegue la carta o el compañero suba.")


def _call_seen(d: D, lang: str) -> str:
    """The call as one player reads it: the holder of the card only if it is this player."""
    me = seat_label(d["seat"])
    if lang == "en":
        if d["you"]:
            return (f"{_called(d, lang)} You hold it, so you are {me}'s partner; the others learn it only when "
                    f"you play it or raise.")
        return (f"{_called(d, lang)} Whoever holds it is the partner; that stays secret until the card is "
                f"played or the partner raises.")
    if d["you"]:
        return (f"{_called(d, lang)} La tienes tú, así que eres su compañero; los demás lo sabrán cuando la "
                f"juegues o subas.")
    return (f"{_called(d, lang)} Quien la tenga es su compañero; sigue en secreto hasta que se juegue la carta "
            f"o el compañero suba.")


def _raise_open(d: D, lang: str) -> str:
    first = d["first"]
    if lang == "en":
        who = ("Either side may say the first raise, Schuß; " if d["anyone"] else
               "The defending side says the first raise, Schuß; ")
        ask = f" {seat_label(first)} is asked first, then clockwise." if first is not None else ""
        return "Spritzen (raising): each raise adds 1 game point. " + who + "then the sides take turns." + ask
    who = ("Cualquier bando puede decir la primera subida, Schuß; " if d["anyone"] else
           "El bando defensor dice la primera subida, Schuß; ")
    ask = (f" Se pregunta primero a {seat_label(first)} y luego en el sentido de las agujas del reloj."
           if first is not None else "")
    return "Spritzen (subir): cada subida añade 1 punto de juego. " + who + "luego los bandos se turnan." + ask


def _revealed(d: D, lang: str) -> str:
    card = _card(d["card"], lang, d["trump"])
    partner, declarer = seat_label(d["partner"]), seat_label(d["declarer"])
    side = SIDE[lang][d["matzl"]] if d["matzl"] in SIDE[lang] else ""
    if lang == "en":
        how = {"raise": ", shown by raising for the declaring side.", "play": ", shown by playing the called card.",
               "deduction": ", since the other two have shown that they defend."}[d["how"]]
        matzl = ("" if d["matzl"] is None else
                 f" The Matzl in trick {d['matzl_trick']} therefore stayed with its own side: nobody caught it."
                 if d["matzl"] == "kept" else
                 f" The Matzl caught in trick {d['matzl_trick']} therefore counts for {side}.")
        return f"The partner is now known: {partner} holds {card} and plays with {declarer}" + how + matzl
    how = {"raise": ", al subir por el bando del declarante.", "play": ", al jugar la carta llamada.",
           "deduction": ", porque los otros dos ya mostraron que defienden."}[d["how"]]
    matzl = ("" if d["matzl"] is None else
             f" Por tanto, el Matzl de la baza {d['matzl_trick']} se quedó en su propio bando: nadie lo cazó."
             if d["matzl"] == "kept" else
             f" Por tanto, el Matzl cazado en la baza {d['matzl_trick']} cuenta para {side}.")
    return f"Ya se conoce al compañero: {partner} tiene {card} y juega con {declarer}" + how + matzl


def _raise_closed(d: D, lang: str) -> str:
    n, names = d["raises"], ", ".join(d["names"])
    if lang == "en":
        head = (f"Raising is over with {count(n, 'raise', 'raises')}: {names}." if n else
                "Raising is over with no raise.")
        if n == len(RAISE_NAMES):
            head += " Drauffi is the tenth name, the last raise there is."
        return head + (" At this table a raise is still allowed until trick 1 is gathered (V-SPR-UNTIL-TRICK1)."
                       if d["until_trick1"] else "")
    head = f"Terminan las subidas, con {count(n, 'subida', 'subidas')}: {names}." if n else \
        "Terminan las subidas sin ninguna."
    if n == len(RAISE_NAMES):
        head += " Drauffi es el décimo nombre, la última subida posible."
    return head + (" En esta mesa aún se puede subir hasta recoger la primera baza (V-SPR-UNTIL-TRICK1)."
                   if d["until_trick1"] else "")


def _deal_points(d: D, lang: str) -> str:
    if lang == "en":
        head = (f"Count: the declaring side has {d['decl_points']} points in "
                f"{count(d['decl_tricks'], 'trick', 'tricks')}")
        if d["def_points"] is not None:
            return head + (f", the defending side {d['def_points']} in "
                           f"{count(d['def_tricks'], 'trick', 'tricks')}.")
        return head + f"; the defending side took {count(d['def_tricks'], 'trick', 'tricks')}."
    head = (f"Recuento: el bando del declarante tiene {d['decl_points']} puntos en "
            f"{count(d['decl_tricks'], 'baza', 'bazas')}")
    if d["def_points"] is not None:
        return head + f"; el bando defensor, {d['def_points']} en {count(d['def_tricks'], 'baza', 'bazas')}."
    return head + f"; el bando defensor hizo {count(d['def_tricks'], 'baza', 'bazas')}."


def _value_raises(d: D, lang: str) -> str:
    r, b, v = d["raises"], d["base"], d["value"]
    if lang == "en":
        if not r:
            return f"Step 2: no raise, so the value stays {v}."
        if d["mult"]:
            return f"Step 2: {count(r, 'raise', 'raises')} {plural(r, 'makes', 'make')} it (1 + {r}) x {b} = {v}."
        return f"Step 2: {count(r, 'raise', 'raises')} {plural(r, 'adds', 'add')} {r}: {b} + {r} = {v}."
    if not r:
        return f"Paso 2: sin subidas, el valor sigue en {v}."
    if d["mult"]:
        return f"Paso 2: {count(r, 'subida', 'subidas')} lo {plural(r, 'deja', 'dejan')} en (1 + {r}) x {b} = {v}."
    return f"Paso 2: {count(r, 'subida', 'subidas')} {plural(r, 'suma', 'suman')} {r}: {b} + {r} = {v}."


def _absolution(d: D, lang: str) -> str:
    if lang == "en":
        rest = (f"it pays only the {count(d['raises'], 'raise', 'raises')} (V-MATZL-RAISES-DUE)." if d["value"]
                else f"the value {d['before']} is cancelled and nobody pays.")
        return f"Step 3: {_side(d, 'en')} lost but caught the Matzl, so it is absolved: " + rest
    rest = (f"solo paga {count(d['raises'], 'subida', 'subidas')} (V-MATZL-RAISES-DUE)." if d["value"]
            else f"el valor {d['before']} se anula y nadie paga.")
    return f"Paso 3: {_side(d, 'es')} perdió pero cazó el Matzl, así que queda absuelto: " + rest


def _settlement(d: D, lang: str) -> str:
    v = d["value"]
    if lang == "en":
        how = ("each player of a side wins or loses the value" if d["contract"] == "rufen" else
               "the soloist wins or loses the value, and the defenders share it" if d["flat"] else
               "the soloist wins or loses 3 times the value, each defender the value")
        return f"Settlement, value {v} ({how}): {_signed(d['deltas'])}. Totals: {_signed(d['scores'])}."
    how = ("cada jugador de un bando gana o pierde el valor" if d["contract"] == "rufen" else
           "el solista gana o pierde el valor, y los defensores se lo reparten" if d["flat"] else
           "el solista gana o pierde el triple del valor, y cada defensor el valor")
    return f"Liquidación, valor {v} ({how}): {_signed(d['deltas'])}. Totales: {_signed(d['scores'])}."


def _series_over(d: D, lang: str) -> str:
    best = ", ".join(seat_label(x) for x in d["winners"])
    many = len(d["winners"])
    if lang == "en":
        return (f"The series of {count(d['deals'], 'deal', 'deals')} is over: {_signed(d['scores'])}; "
                f"{'top score' if many == 1 else 'top scores'}: {best}.")
    return (f"Se acabó la serie de {count(d['deals'], 'reparto', 'repartos')}: {_signed(d['scores'])}; "
            f"{'mejor puntuación' if many == 1 else 'mejores puntuaciones'}: {best}.")


EVENTS: dict[str, dict[str, Callable[[D], str]]] = {
    "deal-start": _both(
        lambda d: f"Deal {d['deal']} of {d['deals']}: {seat_label(d['dealer'])} shuffles and deals; "
                  f"{seat_label(d['forehand'])} is Vorhand (forehand, on the dealer's left); "
                  f"{seat_label(d['cutter'])}, on the dealer's right, cuts.",
        lambda d: f"Reparto {d['deal']} de {d['deals']}: {seat_label(d['dealer'])} baraja y reparte; "
                  f"{seat_label(d['forehand'])} es Vorhand (la mano, a la izquierda del repartidor); "
                  f"{seat_label(d['cutter'])}, a la derecha del repartidor, corta."),
    "no-knock": _both(lambda d: f"{seat_label(d['seat'])} does not knock (weiter).",
                      lambda d: f"{seat_label(d['seat'])} no golpea el mazo (weiter)."),
    "cut": _both(lambda d: f"{seat_label(d['seat'])} cuts the pack, so the cards come in two packets of 4.",
                 lambda d: f"{seat_label(d['seat'])} corta el mazo, así que las cartas se dan en dos paquetes de 4."),
    "knock": _both(lambda d: f"{seat_label(d['seat'])} knocks on the pack instead of cutting (Klopfen): each player "
                             f"gets all 8 cards in one packet.",
                   lambda d: f"{seat_label(d['seat'])} golpea el mazo en vez de cortar (Klopfen): cada jugador recibe "
                             f"sus 8 cartas de una vez."),
    "dealt": _both(lambda d: f"The dealer deals {'4 + 4' if d['packets'] == '4+4' else 'all 8 at once'}, "
                             f"clockwise from {seat_label(d['forehand'])}; the dealer's own last card is the turn-up.",
                   lambda d: "El repartidor da "
                             + ("4 + 4 cartas" if d["packets"] == "4+4" else "las 8 cartas de una vez")
                             + f", en el sentido de las agujas del reloj desde {seat_label(d['forehand'])}; "
                               f"su propia última carta es la carta volteada."),
    "turn-up": _both(
        lambda d: f"The turn-up is {_card(d['card'], 'en')}: {_suit(d['suit'], 'en')} is the turned suit. "
                  + ("It stays face up on the table until the dealer plays it." if d["table"] else
                     f"{seat_label(d['dealer'])} takes it into hand, and everyone knows it is there."),
        lambda d: f"La carta volteada es {_card(d['card'], 'es')}: {_suit(d['suit'], 'es')} es el palo volteado. "
                  + ("Se queda boca arriba en la mesa hasta que el repartidor la juegue." if d["table"] else
                     f"{seat_label(d['dealer'])} la recoge y todos saben que la tiene.")),
    "auction-start": _both(
        lambda d: f"The auction starts with {seat_label(d['forehand'])} (Vorhand); each player either says weiter "
                  f"(\"pass\") or bids a higher contract than Rufen and than every bid so far.",
        lambda d: f"La subasta empieza por {seat_label(d['forehand'])} (Vorhand); cada jugador dice weiter («paso») "
                  f"o puja un contrato más alto que Rufen y que todas las pujas anteriores."),
    "weiter": _both(
        lambda d: f"{seat_label(d['seat'])} says weiter (\"pass\")" + (
            ": as Vorhand this means \"I play Rufen unless someone bids higher\"." if d["forehand"] and not
            d["schafkopf"] else "."),
        lambda d: f"{seat_label(d['seat'])} dice weiter («paso»)" + (
            ": siendo Vorhand significa «juego Rufen si nadie puja más alto»." if d["forehand"] and not
            d["schafkopf"] else ".")),
    "bid": _both(
        lambda d: f"{seat_label(d['seat'])} bids {CONTRACT_NAMES['en'][d['contract']]}"
                  + (f" with {_suit(d['suit'], 'en')} as trumps." if d.get("suit") else "."),
        lambda d: f"{seat_label(d['seat'])} puja {CONTRACT_NAMES['es'][d['contract']]}"
                  + (f" con {_suit(d['suit'], 'es')} como triunfo." if d.get("suit") else ".")),
    "auction-won": _both(
        lambda d: (f"Nobody bid above Rufen, so {seat_label(d['seat'])} (Vorhand) plays Rufen and will call a "
                   f"partner." if d["contract"] == "rufen" else
                   f"{seat_label(d['seat'])} has the highest bid and plays {CONTRACT_NAMES['en'][d['contract']]} alone "
                   f"against the other three."),
        lambda d: (f"Nadie pujó por encima de Rufen, así que {seat_label(d['seat'])} (Vorhand) juega Rufen y "
                   f"llamará a un compañero." if d["contract"] == "rufen" else
                   f"{seat_label(d['seat'])} tiene la puja más alta y juega {CONTRACT_NAMES['es'][d['contract']]} "
                   f"solo contra los otros tres.")),
    "trumps": _both(
        lambda d: {"turned": f"Trumps are {_suit(d['suit'], 'en')}, the turned suit.",
                   "chosen": f"Trumps are {_suit(d['suit'], 'en')}, named with the bid.",
                   "none": "There are no trumps in a Durch."}[d["why"]],
        lambda d: {"turned": f"El triunfo es {_suit(d['suit'], 'es')}, el palo volteado.",
                   "chosen": f"El triunfo es {_suit(d['suit'], 'es')}, nombrado con la puja.",
                   "none": "En un Durch no hay triunfos."}[d["why"]]),
    "call-prompt": _both(
        lambda d: f"{seat_label(d['seat'])} now calls a card that is not a trump and not in their own hand; its holder "
                  f"becomes the partner (usually a Sau, the \"ace\").",
        lambda d: f"{seat_label(d['seat'])} llama ahora una carta que no sea triunfo ni esté en su mano; "
                  f"quien la tenga será su compañero (normalmente una Sau, el «as»)."),
    "trump-prompt": _both(lambda d: f"{seat_label(d['seat'])} now names the trump suit for Treiben.",
                          lambda d: f"{seat_label(d['seat'])} nombra ahora el palo de triunfo del Treiben."),
    "trump-chosen": _both(
        lambda d: f"{seat_label(d['seat'])} names {_suit(d['suit'], 'en')} as trumps"
                  + (" (the turned suit)." if d["suit"] == d["turned"] else "."),
        lambda d: f"{seat_label(d['seat'])} nombra {_suit(d['suit'], 'es')} como triunfo"
                  + (" (el palo volteado)." if d["suit"] == d["turned"] else ".")),
    "call": _both(lambda d: _call(d, "en"), lambda d: _call(d, "es")),
    "call-seen": _both(lambda d: _call_seen(d, "en"), lambda d: _call_seen(d, "es")),
    "raise-open": _both(lambda d: _raise_open(d, "en"), lambda d: _raise_open(d, "es")),
    "raise": _both(
        lambda d: f"{seat_label(d['seat'])} says {d['name']} (raise {d['n']}) for {_side(d, 'en')}: "
                  + (f"the value is now (1 + {d['n']}) x the base (V-SPR-MULT)." if d["mult"] else
                     f"the game is now worth the base + {d['n']} (+1 per raise, no doubling)."),
        lambda d: f"{seat_label(d['seat'])} dice {d['name']} (subida {d['n']}) por {_side(d, 'es')}: "
                  + (f"el valor es ahora (1 + {d['n']}) x la base (V-SPR-MULT)." if d["mult"] else
                     f"la partida vale ahora la base + {d['n']} (+1 por subida, sin doblar).")),
    "no-raise": _both(lambda d: f"{seat_label(d['seat'])} does not raise.",
                      lambda d: f"{seat_label(d['seat'])} no sube."),
    "partner-revealed": _both(lambda d: _revealed(d, "en"), lambda d: _revealed(d, "es")),
    "raise-closed": _both(lambda d: _raise_closed(d, "en"), lambda d: _raise_closed(d, "es")),
    "play-start": _both(
        lambda d: f"{seat_label(d['seat'])} leads to the first trick ("
                  + {"forehand": "Vorhand leads", "declarer": "the declarer leads in a Durch",
                     "soloist": "the soloist leads, V-SOLO-LEADS"}[d["why"]] + ").",
        lambda d: f"{seat_label(d['seat'])} sale a la primera baza ("
                  + {"forehand": "sale Vorhand", "declarer": "en un Durch sale el declarante",
                     "soloist": "sale el solista, V-SOLO-LEADS"}[d["why"]] + ")."),
    "play": _both(lambda d: _play(d, "en"), lambda d: _play(d, "es")),
    "play-seen": _both(lambda d: _play_seen(d, "en"), lambda d: _play_seen(d, "es")),
    "trick-won": _both(
        lambda d: f"Trick {d['trick_no']} ({_list(d['cards'], 'en', d.get('trump'))}; "
                  f"{count(d['points'], 'point', 'points')}) goes to {seat_label(d['seat'])} with "
                  f"{_card(d['card'], 'en', d.get('trump'))}: {_win_reason(d, 'en')}."
                  + (f" {seat_label(d['seat'])} leads next." if d['trick_no'] < 8 else ""),
        lambda d: f"La baza {d['trick_no']} ({_list(d['cards'], 'es', d.get('trump'))}; "
                  f"{count(d['points'], 'punto', 'puntos')}) es para {seat_label(d['seat'])} con "
                  f"{_card(d['card'], 'es', d.get('trump'))}: {_win_reason(d, 'es')}."
                  + (f" {seat_label(d['seat'])} sale a continuación." if d['trick_no'] < 8 else "")),
    "matzl-caught": _both(
        lambda d: f"Matzl caught! {seat_label(d['seat'])} won the trump Ten, the Matzl, played by "
                  f"{seat_label(d['owner'])} of the other side. If {_side(d, 'en')} loses, it pays nothing "
                  f"(absolution); if it wins, it may claim +1.",
        lambda d: f"¡Matzl cazado! {seat_label(d['seat'])} ganó el diez de triunfo, el Matzl, jugado por "
                  f"{seat_label(d['owner'])}, del otro bando. Si {_side(d, 'es')} pierde, no paga nada "
                  f"(absolución); si gana, puede reclamar +1."),
    "matzl-kept": _both(
        lambda d: f"The trump Ten of {seat_label(d['owner'])} stayed with its own side "
                  f"({seat_label(d['seat'])} won it): no Matzl caught.",
        lambda d: f"El diez de triunfo de {seat_label(d['owner'])} se quedó en su propio bando (lo ganó "
                  f"{seat_label(d['seat'])}): no se caza el Matzl."),
    "matzl-fell": _both(
        lambda d: f"{seat_label(d['seat'])} won the trump Ten (the Matzl) played by "
                  f"{seat_label(d['owner'])}. Whether it was caught depends on the sides, which are not all "
                  f"known yet: it shows when the partner is revealed, at the latest at the end of the deal.",
        lambda d: f"{seat_label(d['seat'])} ganó el diez de triunfo (el Matzl), jugado por "
                  f"{seat_label(d['owner'])}. Si se cazó o no depende de los bandos, que aún no se conocen del "
                  f"todo: se sabrá cuando se descubra al compañero, como tarde al final del reparto."),
    "last-trick": _both(lambda d: f"{seat_label(d['seat'])} won the last trick: +{d['bonus']} points.",
                        lambda d: f"{seat_label(d['seat'])} ganó la última baza: +{d['bonus']} puntos."),
    "durch-stopped": _both(
        lambda d: f"{seat_label(d['seat'])} took trick {d['trick_no']}, so the Durch of "
                  f"{seat_label(d['declarer'])} is lost and the deal stops here (V-DURCH-STOP).",
        lambda d: f"{seat_label(d['seat'])} ganó la baza {d['trick_no']}, así que el Durch de "
                  f"{seat_label(d['declarer'])} está perdido y el reparto termina aquí (V-DURCH-STOP)."),
    "deal-points": _both(lambda d: _deal_points(d, "en"), lambda d: _deal_points(d, "es")),
    "claim-offer": _both(
        lambda d: f"{_side(d, 'en', True)} caught the Matzl and won: {seat_label(d['seat'])} may now claim the bonus, "
                  f"one game point more ({d['value']} + 1), or waive it. The losers do not pay it unless it is "
                  f"claimed.",
        lambda d: f"{_side(d, 'es', True)} cazó el Matzl y ganó: {seat_label(d['seat'])} puede ahora reclamar la "
                  f"bonificación de +1 ({d['value']} + 1) o renunciar a ella. Los perdedores no la pagan si no se "
                  f"reclama."),
    "claim": _both(lambda d: f"{seat_label(d['seat'])} claims the Matzl bonus.",
                   lambda d: f"{seat_label(d['seat'])} reclama la bonificación del Matzl."),
    "waive": _both(lambda d: f"{seat_label(d['seat'])} does not claim the Matzl bonus; it is lost.",
                   lambda d: f"{seat_label(d['seat'])} no reclama la bonificación del Matzl; se pierde."),
    "outcome-durch": _both(
        lambda d: f"{CONTRACT_NAMES['en'][d['contract']]}: the declarer took {d['decl_tricks']} of 8 tricks, "
                  + ("so the Durch is won." if d["won"] else "so the Durch is lost (card points do not count)."),
        lambda d: f"{CONTRACT_NAMES['es'][d['contract']]}: el declarante hizo {d['decl_tricks']} de 8 bazas, "
                  + ("así que gana el Durch." if d["won"] else
                     "así que pierde el Durch (los puntos de las cartas no cuentan).")),
    "outcome-void": _both(
        lambda d: "65 to 65: at this table the deal is then void and nobody pays (V-TIE-VOID).",
        lambda d: "65 a 65: en esta mesa el reparto queda entonces nulo y nadie paga (V-TIE-VOID)."),
    "outcome-points": _both(
        lambda d: f"The declaring side has {d['decl_points']} of 130: "
                  + ("66 or more, so it wins." if d["won"] else "under 66, so the defending side wins."
                     + (" (65-65 counts as a loss for the declaring side.)" if d["decl_points"] == 65 else "")),
        lambda d: f"El bando del declarante tiene {d['decl_points']} de 130: "
                  + ("66 o más, así que gana." if d["won"] else "menos de 66, así que gana el bando defensor."
                     + (" (65-65 cuenta como derrota del bando del declarante.)" if d["decl_points"] == 65
                        else ""))),
    "value-base": _both(
        lambda d: f"Game value, step 1: {_BASE_WHY['en']['kein-wasser-30' if d.get('at30') else d['why']]}"
                  + (f" (here {d['base']}, by the variant)." if d["base"] != _BASE[d["why"]] else "."),
        lambda d: f"Valor de la partida, paso 1: {_BASE_WHY['es']['kein-wasser-30' if d.get('at30') else d['why']]}"
                  + (f" (aquí {d['base']}, por la variante)." if d["base"] != _BASE[d["why"]] else ".")),
    "value-raises": _both(lambda d: _value_raises(d, "en"), lambda d: _value_raises(d, "es")),
    "value-absolution": _both(lambda d: _absolution(d, "en"), lambda d: _absolution(d, "es")),
    "value-bonus": _both(
        lambda d: f"Step 3: {_side(d, 'en')} caught the Matzl"
                  + (" and won (bonus added automatically, V-MATZL-AUTO)" if d["auto"] else
                     ", won and claimed the bonus")
                  + f": {d['before']} + 1 = {d['value']}.",
        lambda d: f"Paso 3: {_side(d, 'es')} cazó el Matzl"
                  + (" y ganó (bonificación automática, V-MATZL-AUTO)" if d["auto"] else
                     ", ganó y reclamó la bonificación")
                  + f": {d['before']} + 1 = {d['value']}."),
    "value-bonus-lost": _both(
        lambda d: f"Step 3: the Matzl bonus was not claimed, so the value stays {d['value']}.",
        lambda d: f"Paso 3: no se reclamó la bonificación del Matzl, así que el valor sigue en {d['value']}."),
    "settlement": _both(lambda d: _settlement(d, "en"), lambda d: _settlement(d, "es")),
    "next-deal": _both(
        lambda d: f"Next deal ({d['deal']} of {d['deals']}): the deal passes clockwise, "
                  f"{seat_label(d['dealer'])} deals.",
        lambda d: f"Siguiente reparto ({d['deal']} de {d['deals']}): el turno de repartir pasa en el sentido de "
                  f"las agujas del reloj; reparte {seat_label(d['dealer'])}."),
    "series-over": _both(lambda d: _series_over(d, "en"), lambda d: _series_over(d, "es")),
}

# A refusal kind never shares its name with an event kind: both are registered in one table.
REFUSALS: dict[str, dict[str, Callable[[D], str]]] = {
    "bad-action": _both(lambda d: f"{d['got']!r} is not a Matzlfangen action; expected one of: {d['expected']}.",
                        lambda d: f"{d['got']!r} no es una acción de Matzlfangen; se esperaba una de estas: "
                                  f"«{d['expected']}»."),
    "too-long": _both(lambda d: f"{d['got']!r} is too long to be an action ({d['length']} characters; an action "
                                f"has at most {d['limit']}).",
                      lambda d: f"{d['got']!r} es demasiado largo para ser una acción ({d['length']} caracteres; "
                                f"una acción tiene como mucho {d['limit']})."),
    "bad-card": _both(lambda d: f"{d['got']!r} is not a card: write the suit E, L, H or S, then the rank A, X "
                                f"(the Ten), K, O, U, 9, 8 or 7, e.g. HX.",
                      lambda d: f"{d['got']!r} no es una carta: escribe el palo E, L, H o S y luego el rango A, X "
                                f"(el diez), K, O, U, 9, 8 o 7, por ejemplo HX."),
    "bad-suit": _both(lambda d: f"{d['got']!r} is not a suit: expected E, L, H or S.",
                      lambda d: f"{d['got']!r} no es un palo: se esperaba E, L, H o S."),
    "bad-contract": _both(lambda d: f"{d['got']!r} is not a contract: bid treiben, neid, durch or trumpf-durch.",
                          lambda d: f"{d['got']!r} no es un contrato: puja treiben, neid, durch o trumpf-durch."),
    "cut-choice": _both(
        lambda d: f"{seat_label(d['seat'])} may {_or([CUT_WORD['en'][a] for a in d['legal']], 'en')} here; only "
                  f"{seat_label(d['cutter'])}, on the dealer's right, cuts.",
        lambda d: f"{seat_label(d['seat'])} puede aquí {_or([CUT_WORD['es'][a] for a in d['legal']], 'es')}; solo "
                  f"corta {seat_label(d['cutter'])}, a la derecha del repartidor."),
    "contract-unavailable": _both(
        lambda d: f"At this table only Rufen, Treiben and Durch are played, so no {CONTRACT_WORD[d['contract']]} "
                  f"(V-CONTRACTS-3).",
        lambda d: f"En esta mesa solo se juegan Rufen, Treiben y Durch, así que no hay {CONTRACT_WORD[d['contract']]} "
                  f"(V-CONTRACTS-3)."),
    "not-now": _both(
        lambda d: f"You cannot {d['words']['en']} now: this is the {PHASE_NAMES['en'][d['phase']]}, where "
                  f"{seat_label(d['seat'])} must {d['what']['en']}.",
        lambda d: f"Ahora no se puede {d['words']['es']}: estamos en la fase de {PHASE_NAMES['es'][d['phase']]}, en "
                  f"la que {seat_label(d['seat'])} debe elegir: {d['what']['es']}."),
    "bid-rufen": _both(
        lambda d: f"Rufen is not bid: it is what Vorhand ({seat_label(d['forehand'])}) plays when nobody bids higher. "
                  f"Say {WEITER['en']}, or bid a contract above Rufen.",
        lambda d: f"Rufen no se puja: es lo que juega Vorhand ({seat_label(d['forehand'])}) si nadie puja más alto. "
                  f"Di {WEITER['es']} o puja un contrato por encima de Rufen."),
    "bid-too-low": _both(
        lambda d: f"A bid must be higher than every bid so far: {CONTRACT_WORD[d['contract']]} is not above "
                  f"{CONTRACT_WORD[d['high']]}"
                  + (f" (bid by {seat_label(d['seat'])})." if d["seat"] is not None and d["seat"] >= 0 else "."),
        lambda d: f"Una puja debe superar a todas las anteriores: {CONTRACT_WORD[d['contract']]} no supera "
                  f"{CONTRACT_WORD[d['high']]}"
                  + (f" (pujado por {seat_label(d['seat'])})." if d["seat"] is not None and d["seat"] >= 0 else ".")),
    "bid-needs-suit": _both(
        lambda d: "At this table a Treiben names its trumps with the bid itself (V-TREIBEN-NAME-WITH-BID).",
        lambda d: "En esta mesa el Treiben nombra su triunfo con la propia puja (V-TREIBEN-NAME-WITH-BID)."),
    "bid-no-suit": _both(
        lambda d: f"A {CONTRACT_WORD[d['contract']]} bid names no suit (R-BID-5).",
        lambda d: f"Una puja de {CONTRACT_WORD[d['contract']]} no nombra ningún palo (R-BID-5)."),
    "trump-turned-suit": _both(
        lambda d: f"At this table Treiben may not take the turned suit, {_suit(d['suit'], 'en')}, as trumps: that "
                  f"would be the Neid-Spiel (V-TREIBEN-NOT-TURNED).",
        lambda d: f"En esta mesa el Treiben no puede tomar como triunfo el palo volteado, {_suit(d['suit'], 'es')}: "
                  f"eso sería el Neid-Spiel (V-TREIBEN-NOT-TURNED)."),
    "call-held": _both(
        lambda d: f"You hold {_card(d['card'], 'en')} yourself; call a card that is not in your hand.",
        lambda d: f"Ya tienes {_card(d['card'], 'es')}; llama una carta que no esté en tu mano."),
    "call-trump": _both(
        lambda d: f"The {card_name(d['card'], 'en')} is a trump ({_suit(d['trump'], 'en')} are trumps), and the "
                  f"called card must not be a trump.",
        lambda d: f"{_cap(_card(d['card'], 'es'))} es triunfo (el triunfo es {_suit(d['trump'], 'es')}), y la "
                  f"carta llamada no puede ser triunfo."),
    "call-sk-sau": _both(
        lambda d: f"At this table only a Sau may be called, not {_card(d['card'], 'en')} (V-CALL-SK).",
        lambda d: f"En esta mesa solo se puede llamar una Sau, no {_card(d['card'], 'es')} (V-CALL-SK)."),
    "call-sk-suit": _both(
        lambda d: f"At this table you must hold a {SUIT_NAMES['en'][d['card'][0]]} card to call "
                  f"{_card(d['card'], 'en')} (V-CALL-SK).",
        lambda d: f"En esta mesa debes tener una carta de {SUIT_NAMES['es'][d['card'][0]]} para llamar "
                  f"{_card(d['card'], 'es')} (V-CALL-SK)."),
    "raise-too-late": _both(
        lambda d: "Raising is over: " + ("the first trick has been gathered." if d["until_trick1"] else
                                         "it ends when the first card is led."),
        lambda d: "Ya no se puede subir: " + ("se recogió la primera baza." if d["until_trick1"] else
                                              "se acaba al salir la primera carta.")),
    "raise-max": _both(lambda d: "Drauffi was the tenth and last raise; no more raises.",
                       lambda d: "Drauffi fue la décima y última subida; no hay más."),
    "raise-first": _both(lambda d: f"The first raise, Schuß, belongs to the defending side; "
                                   f"{seat_label(d['seat'])} may only answer it.",
                         lambda d: f"La primera subida, Schuß, corresponde al bando defensor; "
                                   f"{seat_label(d['seat'])} solo puede responderla."),
    "raise-wrong-side": _both(
        lambda d: f"Raises alternate between the sides, and {d['last']} came from {_side(d, 'en')}: "
                  f"it is the other side's turn to raise.",
        lambda d: f"Las subidas se alternan entre bandos, y {d['last']} lo dijo {_side(d, 'es')}: "
                  f"le toca subir al otro bando."),
    "not-in-hand": _both(
        lambda d: f"The {card_name(d['card'], 'en')} is not in {seat_label(d['seat'])}'s hand "
                  f"({_list(d['hand'], 'en')}).",
        lambda d: f"{_cap(_card(d['card'], 'es'))} no está en la mano de {seat_label(d['seat'])} "
                  f"({_list(d['hand'], 'es')})."),
    "must-follow": _both(
        lambda d: f"You hold {_suit(d['led'], 'en')}, so you must follow suit (Farbzwang); allowed: "
                  f"{_list(d['legal'], 'en', d['trump'])}.",
        lambda d: f"Tienes {_suit(d['led'], 'es')}, así que debes asistir al palo (Farbzwang); se puede jugar: "
                  f"{_list(d['legal'], 'es', d['trump'])}."),
    "must-head": _both(
        lambda d: (f"The {card_name(d['card'], 'en', d['trump'])} does not beat the best {_suit(d['led'], 'en')} card, "
                   f"but you can: at this table Stichzwang holds even in a trumped trick"
                   if d.get("literal") else
                   f"The {card_name(d['card'], 'en', d['trump'])} does not head the trick, but you can: Stichzwang "
                   f"makes you beat the best card so far")
                  + f"; allowed: {_list(d['legal'], 'en', d['trump'])}." + _partner_note(d, "en"),
        lambda d: (f"{_cap(_card(d['card'], 'es', d['trump']))} no supera la mejor carta de {_suit(d['led'], 'es')}, "
                   f"y tú puedes: en esta mesa el Stichzwang vale también en una baza fallada"
                   if d.get("literal") else
                   f"{_cap(_card(d['card'], 'es', d['trump']))} no monta la baza, y tú puedes: el Stichzwang te "
                   f"obliga a superar la mejor carta")
                  + f"; se puede jugar: {_list(d['legal'], 'es', d['trump'])}." + _partner_note(d, "es")),
    "must-trump": _both(
        lambda d: f"You have no {_suit(d['led'], 'en')} but you hold trumps, so you must trump (Trumpfzwang); "
                  f"allowed: {_list(d['legal'], 'en', d['trump'])}." + _partner_note(d, "en"),
        lambda d: f"No tienes {_suit(d['led'], 'es')} pero sí triunfos, así que debes fallar (Trumpfzwang); se "
                  f"puede jugar: {_list(d['legal'], 'es', d['trump'])}." + _partner_note(d, "es")),
    "must-over-trump": _both(
        lambda d: f"The trick is trumped and you can beat that trump, so you must over-trump; allowed: "
                  f"{_list(d['legal'], 'en', d['trump'])}." + _partner_note(d, "en"),
        lambda d: f"La baza está fallada y puedes superar ese triunfo, así que debes contrafallar; se puede jugar: "
                  f"{_list(d['legal'], 'es', d['trump'])}." + _partner_note(d, "es")),
    "must-under-trump": _both(
        lambda d: f"You cannot over-trump, but you must still play a trump (Trumpfzwang); allowed: "
                  f"{_list(d['legal'], 'en', d['trump'])}." + _partner_note(d, "en"),
        lambda d: f"No puedes contrafallar, pero aun así debes jugar triunfo (Trumpfzwang); se puede jugar: "
                  f"{_list(d['legal'], 'es', d['trump'])}." + _partner_note(d, "es")),
    "called-sau-play": _both(
        lambda d: f"At this table the called Sau must fall when its suit is first led (V-CALL-SK); allowed: "
                  f"{_list(d['legal'], 'en', d['trump'])}.",
        lambda d: f"En esta mesa la Sau llamada debe jugarse la primera vez que se sale a su palo (V-CALL-SK); se "
                  f"puede jugar: {_list(d['legal'], 'es', d['trump'])}."),
    "called-sau-keep": _both(
        lambda d: f"At this table the partner may not throw away the called Sau (V-CALL-SK); allowed: "
                  f"{_list(d['legal'], 'en', d['trump'])}.",
        lambda d: f"En esta mesa el compañero no puede descartar la Sau llamada (V-CALL-SK); se puede jugar: "
                  f"{_list(d['legal'], 'es', d['trump'])}."),
}


register_texts("matzlfangen", {**EVENTS, **REFUSALS})
