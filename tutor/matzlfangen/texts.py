"""English and Spanish templates for every Matzlfangen event and refusal kind."""
from __future__ import annotations

from typing import Any, Callable, Mapping, Optional, Sequence

from ..core.i18n import register_texts
from .cards import SUIT_NAMES, card_name

# The phases of a deal as a learner reads them (in refusals and in the table diagram).
PHASE_NAMES = {
    "en": {"cut": "cut", "auction": "auction", "call": "call", "trump": "trump choice",
           "raise": "raises (Spritzen)", "play": "tricks", "claim": "Matzl bonus claim", "over": "over"},
    "es": {"cut": "corte", "auction": "subasta", "call": "llamada", "trump": "elección de triunfo",
           "raise": "subidas (Spritzen)", "play": "bazas", "claim": "reclamar el bonus del Matzl",
           "over": "terminada"},
}

D = Mapping[str, Any]

CONTRACT_NAMES = {
    "en": {"rufen": 'Rufen ("calling", 2 against 2)', "treiben": "Treiben (a solo, trumps of choice)",
           "neid": "Neid-Spiel (a solo with the turned suit as trumps)",
           "durch": "Durch (a slam without trumps: all 8 tricks)",
           "trumpf-durch": "Trumpf-Durch (a slam with the turned suit as trumps)"},
    "es": {"rufen": 'Rufen ("llamar", 2 contra 2)', "treiben": "Treiben (un solo con triunfo a elegir)",
           "neid": "Neid-Spiel (un solo con el palo volteado como triunfo)",
           "durch": "Durch (un capote sin triunfos: las 8 bazas)",
           "trumpf-durch": "Trumpf-Durch (un capote con el palo volteado como triunfo)"},
}
SIDE = {"en": {"declarers": "the declaring side", "defenders": "the defenders"},
        "es": {"declarers": "el bando del declarante", "defenders": "los defensores"}}
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


def P(seat: Optional[int]) -> str:
    """Seat number shown to people: P1 .. P4."""
    return "-" if seat is None else f"P{seat + 1}"


def _suit(letter: Optional[str], lang: str) -> str:
    return SUIT_NAMES[lang][letter] if letter else ("no suit" if lang == "en" else "ningún palo")


def _card(code: str, lang: str) -> str:
    return card_name(code, lang)


def _list(codes: Sequence[str]) -> str:
    return " ".join(codes) if codes else "-"


def _signed(seq: Sequence[int]) -> str:
    return ", ".join(f"P{i + 1} {v:+d}" for i, v in enumerate(seq))


def _both(en: Callable[[D], str], es: Callable[[D], str]) -> dict[str, Callable[[D], str]]:
    return {"en": en, "es": es}


def _win_reason(d: D, lang: str) -> str:
    if d["why"] == "suit":
        return (f"the highest {SUIT_NAMES['en'][d['led']]} card, the led suit, and no trump was played"
                if lang == "en" else
                f"la carta más alta de {SUIT_NAMES['es'][d['led']]}, el palo de salida, sin triunfos en la baza")
    if d["why"] == "trump-led":
        return "the highest trump (trumps were led)" if lang == "en" else "el triunfo más alto (se salió a triunfo)"
    return "the highest trump in the trick" if lang == "en" else "el triunfo más alto de la baza"


_BASE_WHY = {
    "en": {"straight": "a straight win: base 1", "kein-wasser": "the losers have under 30 (kein Wasser, "
           "\"no water\"): base 2, double", "no-trick": "the losers took no trick: base 3, triple",
           "durch": "a Durch is worth a flat 6"},
    "es": {"straight": "victoria simple: base 1", "kein-wasser": "los perdedores tienen menos de 30 (kein "
           "Wasser, \"sin agua\"): base 2, doble", "no-trick": "los perdedores no hicieron ninguna baza: base 3, "
           "triple", "durch": "un Durch vale 6 fijos"},
}

EVENTS: dict[str, dict[str, Callable[[D], str]]] = {
    "deal-start": _both(
        lambda d: f"Deal {d['deal']} of {d['deals']}: {P(d['dealer'])} deals and shuffles; {P(d['forehand'])} "
                  f"is Vorhand (forehand, the dealer's left); {P(d['cutter'])} sits on the dealer's right.",
        lambda d: f"Reparto {d['deal']} de {d['deals']}: {P(d['dealer'])} da y baraja; {P(d['forehand'])} es "
                  f"Vorhand (la mano, a la izquierda del que da); {P(d['cutter'])} está a su derecha."),
    "no-knock": _both(lambda d: f"{P(d['seat'])} does not knock (weiter).",
                      lambda d: f"{P(d['seat'])} no golpea el mazo (weiter)."),
    "cut": _both(lambda d: f"{P(d['seat'])} cuts the pack, so the cards come in two packets of 4.",
                 lambda d: f"{P(d['seat'])} corta el mazo, así que las cartas se dan en dos paquetes de 4."),
    "knock": _both(lambda d: f"{P(d['seat'])} knocks on the pack instead of cutting (Klopfen): each player "
                             f"gets all 8 cards in one packet.",
                   lambda d: f"{P(d['seat'])} golpea el mazo en vez de cortar (Klopfen): cada jugador recibe "
                             f"sus 8 cartas de una vez."),
    "dealt": _both(lambda d: f"The dealer deals {'4 + 4' if d['packets'] == '4+4' else 'all 8 at once'}, "
                             f"clockwise from {P(d['forehand'])}; the dealer's own last card is the turn-up.",
                   lambda d: f"Se reparte {'4 + 4' if d['packets'] == '4+4' else 'de 8 en 8'}, en el sentido "
                             f"de las agujas del reloj desde {P(d['forehand'])}; la última carta del que da se "
                             f"vuelve boca arriba."),
    "turn-up": _both(
        lambda d: f"The turn-up is {_card(d['card'], 'en')}: {_suit(d['suit'], 'en')} is the turned suit. "
                  + ("It stays face up on the table until the dealer plays it." if d["table"] else
                     f"{P(d['dealer'])} takes it into hand, and everyone knows it is there."),
        lambda d: f"La carta volteada es {_card(d['card'], 'es')}: {_suit(d['suit'], 'es')} es el palo volteado. "
                  + ("Se queda boca arriba en la mesa hasta que el que da la juegue." if d["table"] else
                     f"{P(d['dealer'])} la recoge y todos saben que la tiene.")),
    "auction-start": _both(
        lambda d: f"The auction starts with {P(d['forehand'])} (Vorhand); each player either says weiter "
                  f"(\"pass\") or bids a higher contract than Rufen and than every bid so far.",
        lambda d: f"La subasta empieza por {P(d['forehand'])} (Vorhand); cada jugador dice weiter (\"paso\") "
                  f"o puja un contrato más alto que Rufen y que todas las pujas anteriores."),
    "weiter": _both(
        lambda d: f"{P(d['seat'])} says weiter (\"pass\")" + (
            ": as Vorhand this means \"I play Rufen unless someone bids higher\"." if d["forehand"] and not
            d["schafkopf"] else "."),
        lambda d: f"{P(d['seat'])} dice weiter (\"paso\")" + (
            ": siendo Vorhand significa \"juego Rufen si nadie puja más alto\"." if d["forehand"] and not
            d["schafkopf"] else ".")),
    "bid": _both(
        lambda d: f"{P(d['seat'])} bids {CONTRACT_NAMES['en'][d['contract']]}"
                  + (f" with {_suit(d['suit'], 'en')} as trumps." if d.get("suit") else "."),
        lambda d: f"{P(d['seat'])} puja {CONTRACT_NAMES['es'][d['contract']]}"
                  + (f" con {_suit(d['suit'], 'es')} como triunfo." if d.get("suit") else ".")),
    "auction-won": _both(
        lambda d: (f"Nobody bid above Rufen, so {P(d['seat'])} (Vorhand) plays Rufen and will call a partner."
                   if d["contract"] == "rufen" else
                   f"{P(d['seat'])} has the highest bid and plays {CONTRACT_NAMES['en'][d['contract']]} alone "
                   f"against the other three."),
        lambda d: (f"Nadie pujó por encima de Rufen, así que {P(d['seat'])} (Vorhand) juega Rufen y llamará "
                   f"a un compañero." if d["contract"] == "rufen" else
                   f"{P(d['seat'])} tiene la puja más alta y juega {CONTRACT_NAMES['es'][d['contract']]} "
                   f"solo contra los otros tres.")),
    "trumps": _both(
        lambda d: {"turned": f"Trumps are {_suit(d['suit'], 'en')}, the turned suit.",
                   "chosen": f"Trumps are {_suit(d['suit'], 'en')}, named with the bid.",
                   "none": "There are no trumps in a Durch."}[d["why"]],
        lambda d: {"turned": f"El triunfo es {_suit(d['suit'], 'es')}, el palo volteado.",
                   "chosen": f"El triunfo es {_suit(d['suit'], 'es')}, nombrado con la puja.",
                   "none": "En un Durch no hay triunfos."}[d["why"]]),
    "call-prompt": _both(
        lambda d: f"{P(d['seat'])} now calls a card that is not a trump and not in their own hand; its holder "
                  f"becomes the partner (usually a Sau, the \"ace\").",
        lambda d: f"{P(d['seat'])} llama ahora una carta que no sea triunfo ni esté en su mano; quien la tenga "
                  f"será su compañero (normalmente una Sau, el \"as\")."),
    "trump-prompt": _both(lambda d: f"{P(d['seat'])} now names the trump suit for Treiben.",
                          lambda d: f"{P(d['seat'])} nombra ahora el palo de triunfo del Treiben."),
    "trump-chosen": _both(
        lambda d: f"{P(d['seat'])} names {_suit(d['suit'], 'en')} as trumps"
                  + (" (the turned suit)." if d["suit"] == d["turned"] else "."),
        lambda d: f"{P(d['seat'])} nombra {_suit(d['suit'], 'es')} como triunfo"
                  + (" (el palo volteado)." if d["suit"] == d["turned"] else ".")),
    "call": _both(
        lambda d: f"{P(d['seat'])} calls {_card(d['card'], 'en')}. Whoever holds it is the partner; that stays "
                  f"secret until the card is played or the partner raises.",
        lambda d: f"{P(d['seat'])} llama {_card(d['card'], 'es')}. Quien la tenga es su compañero; sigue en "
                  f"secreto hasta que se juegue la carta o el compañero suba la apuesta."),
    "raise-open": _both(
        lambda d: "Spritzen (raising): each raise adds 1 game point. "
                  + ("Either side may say the first raise, Schuß; " if d["anyone"] else
                     "The defenders may say the first raise, Schuß; ")
                  + f"then the sides alternate. Turns start with {P(d['forehand'])}.",
        lambda d: "Spritzen (subir): cada subida añade 1 punto de juego. "
                  + ("Cualquier bando puede decir la primera subida, Schuß; " if d["anyone"] else
                     "Los defensores pueden decir la primera subida, Schuß; ")
                  + f"luego los bandos se alternan. Los turnos empiezan por {P(d['forehand'])}."),
    "raise": _both(
        lambda d: f"{P(d['seat'])} says {d['name']} (raise {d['n']}) for {SIDE['en'][d['side']]}: "
                  + (f"the value is now (1 + {d['n']}) x the base (V-SPR-MULT)." if d["mult"] else
                     f"the game is now worth base + {d['n']} (+1 per raise, no doubling)."),
        lambda d: f"{P(d['seat'])} dice {d['name']} (subida {d['n']}) por {SIDE['es'][d['side']]}: "
                  + (f"el valor es ahora (1 + {d['n']}) x la base (V-SPR-MULT)." if d["mult"] else
                     f"la partida vale ahora base + {d['n']} (+1 por subida, sin doblar).")),
    "no-raise": _both(lambda d: f"{P(d['seat'])} does not raise.", lambda d: f"{P(d['seat'])} no sube."),
    "partner-revealed": _both(
        lambda d: f"The partner is now known: {P(d['partner'])} holds {_card(d['card'], 'en')} and plays with "
                  f"{P(d['declarer'])}" + {"raise": ", shown by raising for the declaring side.",
                                             "play": ", shown by playing the called card.",
                                             "deduction": ", since the other two have shown they defend."}[d["how"]],
        lambda d: f"Ya se conoce al compañero: {P(d['partner'])} tiene {_card(d['card'], 'es')} y juega con "
                  f"{P(d['declarer'])}" + {"raise": ", al subir por el bando del declarante.",
                                             "play": ", al jugar la carta llamada.",
                                             "deduction": ", porque los otros dos ya mostraron que defienden."}[
                      d["how"]]),
    "raise-closed": _both(
        lambda d: f"Raising is over with {d['raises']} raise(s)" + (f": {', '.join(d['names'])}." if d["names"]
                                                                    else ".")
                  + (" Under V-SPR-UNTIL-TRICK1 a raise is still allowed until trick 1 is gathered."
                     if d["until_trick1"] else ""),
        lambda d: f"Se acabaron las subidas, con {d['raises']}" + (f": {', '.join(d['names'])}." if d["names"]
                                                                  else ".")
                  + (" Con V-SPR-UNTIL-TRICK1 aún se puede subir hasta recoger la primera baza."
                     if d["until_trick1"] else "")),
    "play-start": _both(
        lambda d: f"{P(d['seat'])} leads to the first trick ("
                  + {"forehand": "Vorhand leads", "declarer": "the declarer leads in a Durch",
                     "soloist": "the soloist leads, V-SOLO-LEADS"}[d["why"]] + ").",
        lambda d: f"{P(d['seat'])} sale a la primera baza ("
                  + {"forehand": "sale Vorhand", "declarer": "en un Durch sale el declarante",
                     "soloist": "sale el solista, V-SOLO-LEADS"}[d["why"]] + ")."),
    "play": _both(
        lambda d: f"{P(d['seat'])} plays {_card(d['card'], 'en')}. Legal were {_list(d['legal'])}: "
                  f"{REASON['en'][d['reason']]}.",
        lambda d: f"{P(d['seat'])} juega {_card(d['card'], 'es')}. Eran legales {_list(d['legal'])}: "
                  f"{REASON['es'][d['reason']]}."),
    "trick-won": _both(
        lambda d: f"Trick {d['trick_no']} ({_list(d['cards'])}, {d['points']} points) goes to {P(d['seat'])} "
                  f"with {d['card']}: {_win_reason(d, 'en')}." + (f" {P(d['seat'])} leads next." if d['trick_no'] < 8 else ""),
        lambda d: f"La baza {d['trick_no']} ({_list(d['cards'])}, {d['points']} puntos) es para {P(d['seat'])} "
                  f"con {d['card']}: {_win_reason(d, 'es')}." + (f" {P(d['seat'])} sale a continuación." if d['trick_no'] < 8 else "")),
    "matzl-caught": _both(
        lambda d: f"Matzl caught! {P(d['seat'])} won the trump Ten {d['card']} played by {P(d['owner'])} of "
                  f"the other side. If {SIDE['en'][d['side']]} lose, they pay nothing (absolution); if they "
                  f"win, they may claim +1.",
        lambda d: f"¡Matzl cazado! {P(d['seat'])} ganó el Diez de triunfo {d['card']} jugado por "
                  f"{P(d['owner'])} del otro bando. Si {SIDE['es'][d['side']]} pierden, no pagan nada "
                  f"(absolución); si ganan, pueden reclamar +1."),
    "matzl-kept": _both(
        lambda d: f"The trump Ten {d['card']} of {P(d['owner'])} stayed with its own side ({P(d['seat'])}): "
                  f"no Matzl catch.",
        lambda d: f"El Diez de triunfo {d['card']} de {P(d['owner'])} se quedó en su propio bando "
                  f"({P(d['seat'])}): no hay Matzl cazado."),
    "last-trick": _both(lambda d: f"{P(d['seat'])} won the last trick: +{d['bonus']} points.",
                        lambda d: f"{P(d['seat'])} ganó la última baza: +{d['bonus']} puntos."),
    "durch-stopped": _both(
        lambda d: f"{P(d['seat'])} took trick {d['trick_no']}, so the Durch of {P(d['declarer'])} is lost and "
                  f"the deal stops here (V-DURCH-STOP).",
        lambda d: f"{P(d['seat'])} ganó la baza {d['trick_no']}, así que el Durch de {P(d['declarer'])} está "
                  f"perdido y el reparto termina aquí (V-DURCH-STOP)."),
    "deal-points": _both(
        lambda d: f"Count: the declaring side has {d['decl_points']} points in {d['decl_tricks']} trick(s)"
                  + (f", the defenders {d['def_points']} in {d['def_tricks']}." if d["def_points"] is not None
                     else f"; the defenders took {d['def_tricks']} trick(s)."),
        lambda d: f"Recuento: el bando del declarante tiene {d['decl_points']} puntos en {d['decl_tricks']} "
                  f"baza(s)" + (f"; los defensores, {d['def_points']} en {d['def_tricks']}."
                               if d["def_points"] is not None else
                               f"; los defensores hicieron {d['def_tricks']} baza(s).")),
    "claim-offer": _both(
        lambda d: f"{SIDE['en'][d['side']].capitalize()} caught the Matzl and won: {P(d['seat'])}, say claim "
                  f"to collect the +1 bonus (the losers do not pay it unless you claim), or waive.",
        lambda d: f"{SIDE['es'][d['side']].capitalize()} cazaron el Matzl y ganaron: {P(d['seat'])}, di claim "
                  f"para cobrar el +1 (los perdedores no lo pagan si no lo reclamas), o waive para renunciar."),
    "claim": _both(lambda d: f"{P(d['seat'])} claims the Matzl bonus.",
                   lambda d: f"{P(d['seat'])} reclama la bonificación del Matzl."),
    "waive": _both(lambda d: f"{P(d['seat'])} does not claim the Matzl bonus; it is lost.",
                   lambda d: f"{P(d['seat'])} no reclama la bonificación del Matzl; se pierde."),
    "outcome-durch": _both(
        lambda d: f"{CONTRACT_NAMES['en'][d['contract']]}: the declarer took {d['decl_tricks']} of 8 tricks, "
                  + ("so the Durch is won." if d["won"] else "so the Durch is lost (card points do not count)."),
        lambda d: f"{CONTRACT_NAMES['es'][d['contract']]}: el declarante hizo {d['decl_tricks']} de 8 bazas, "
                  + ("así que gana el Durch." if d["won"] else
                     "así que pierde el Durch (los puntos de las cartas no cuentan).")),
    "outcome-void": _both(
        lambda d: "65 to 65: under V-TIE-VOID the deal is void and nobody pays.",
        lambda d: "65 a 65: con V-TIE-VOID el reparto queda nulo y nadie paga."),
    "outcome-points": _both(
        lambda d: f"The declaring side has {d['decl_points']} of 130: "
                  + ("66 or more, so it wins." if d["won"] else "under 66, so the defenders win."
                     + (" (65-65 counts as a loss for the declarers.)" if d["decl_points"] == 65 else "")),
        lambda d: f"El bando del declarante tiene {d['decl_points']} de 130: "
                  + ("66 o más, así que gana." if d["won"] else "menos de 66, así que ganan los defensores."
                     + (" (65-65 cuenta como derrota del declarante.)" if d["decl_points"] == 65 else ""))),
    "value-base": _both(
        lambda d: f"Game value, step 1: {_BASE_WHY['en'][d['why']]}"
                  + (f" (here {d['base']})." if d['why'] != "durch" or d["base"] != 6 else "."),
        lambda d: f"Valor de la partida, paso 1: {_BASE_WHY['es'][d['why']]}"
                  + (f" (aquí {d['base']})." if d['why'] != "durch" or d["base"] != 6 else ".")),
    "value-raises": _both(
        lambda d: (f"Step 2: {d['raises']} raise(s) make it (1 + {d['raises']}) x {d['base']} = {d['value']}."
                   if d["mult"] else
                   f"Step 2: {d['raises']} raise(s) add {d['raises']}: {d['base']} + {d['raises']} = {d['value']}."),
        lambda d: (f"Paso 2: {d['raises']} subida(s) lo dejan en (1 + {d['raises']}) x {d['base']} = {d['value']}."
                   if d["mult"] else
                   f"Paso 2: {d['raises']} subida(s) suman {d['raises']}: {d['base']} + {d['raises']} = "
                   f"{d['value']}.")),
    "value-absolution": _both(
        lambda d: f"Step 3: {SIDE['en'][d['side']]} lost but caught the Matzl, so they are absolved: "
                  + (f"they pay only the {d['raises']} raise(s) (V-MATZL-RAISES-DUE)." if d["value"] else
                     f"the value {d['before']} is cancelled and nobody pays."),
        lambda d: f"Paso 3: {SIDE['es'][d['side']]} perdieron pero cazaron el Matzl, así que quedan absueltos: "
                  + (f"solo pagan las {d['raises']} subida(s) (V-MATZL-RAISES-DUE)." if d["value"] else
                     f"el valor {d['before']} se anula y nadie paga.")),
    "value-bonus": _both(
        lambda d: f"Step 3: {SIDE['en'][d['side']]} caught the Matzl and won"
                  + (" (bonus added automatically, V-MATZL-AUTO)" if d["auto"] else " and claimed the bonus")
                  + f": {d['before']} + 1 = {d['value']}.",
        lambda d: f"Paso 3: {SIDE['es'][d['side']]} cazaron el Matzl y ganaron"
                  + (" (bonificación automática, V-MATZL-AUTO)" if d["auto"] else " y reclamaron la bonificación")
                  + f": {d['before']} + 1 = {d['value']}."),
    "value-bonus-lost": _both(
        lambda d: f"Step 3: the Matzl bonus was not claimed, so the value stays {d['value']}.",
        lambda d: f"Paso 3: no se reclamó la bonificación del Matzl, así que el valor sigue en {d['value']}."),
    "settlement": _both(
        lambda d: f"Settlement ({'each player of a side wins or loses the value' if d['contract'] == 'rufen' else 'solo: the soloist against each of three'}"
                  f", value {d['value']}): {_signed(d['deltas'])}. Totals: {_signed(d['scores'])}.",
        lambda d: f"Liquidación ({'cada jugador de un bando gana o pierde el valor' if d['contract'] == 'rufen' else 'solo: el solista contra cada uno de los tres'}"
                  f", valor {d['value']}): {_signed(d['deltas'])}. Totales: {_signed(d['scores'])}."),
    "next-deal": _both(
        lambda d: f"Next deal ({d['deal']} of {d['deals']}): the deal passes clockwise, {P(d['dealer'])} deals.",
        lambda d: f"Siguiente reparto ({d['deal']} de {d['deals']}): se pasa en el sentido de las agujas del "
                  f"reloj, da {P(d['dealer'])}."),
    "series-over": _both(
        lambda d: f"The series of {d['deals']} deal(s) is over: {_signed(d['scores'])}; best: "
                  f"{', '.join(P(x) for x in d['winners'])}.",
        lambda d: f"Se acabó la serie de {d['deals']} reparto(s): {_signed(d['scores'])}; mejor(es): "
                  f"{', '.join(P(x) for x in d['winners'])}."),
}

REFUSALS: dict[str, dict[str, Callable[[D], str]]] = {
    "bad-action": _both(lambda d: f"{d['got']!r} is not a Matzlfangen action; expected one of: {d['expected']}.",
                        lambda d: f"{d['got']!r} no es una acción de Matzlfangen; se esperaba una de: "
                                  f"{d['expected']}."),
    "bad-card": _both(lambda d: f"{d['got']!r} is not a card: write the suit E, L, H or S, then the rank A, X "
                                f"(the Ten), K, O, U, 9, 8 or 7, e.g. HX.",
                      lambda d: f"{d['got']!r} no es una carta: escribe el palo E, L, H o S y luego el rango A, X "
                                f"(el Diez), K, O, U, 9, 8 o 7, por ejemplo HX."),
    "bad-suit": _both(lambda d: f"{d['got']!r} is not a suit: expected E, L, H or S.",
                      lambda d: f"{d['got']!r} no es un palo: se esperaba E, L, H o S."),
    "bad-contract": _both(lambda d: f"{d['got']!r} is not a contract: bid treiben, neid, durch or trumpf-durch.",
                          lambda d: f"{d['got']!r} no es un contrato: puja treiben, neid, durch o trumpf-durch."),
    "wrong-phase": _both(lambda d: f"{d['got']} is not possible now ({PHASE_NAMES['en'][d['phase']]}); "
                                   f"{P(d['seat'])} may say: "
                                   f"{', '.join(d['legal'])}.",
                         lambda d: f"{d['got']} no es posible ahora ({PHASE_NAMES['es'][d['phase']]}); "
                                   f"{P(d['seat'])} puede decir: "
                                   f"{', '.join(d['legal'])}."),
    "cut-choice": _both(lambda d: f"{P(d['seat'])} may say {' or '.join(d['legal'])} here; only "
                                  f"{P(d['cutter'])}, on the dealer's right, cuts.",
                        lambda d: f"{P(d['seat'])} puede decir aquí {' o '.join(d['legal'])}; solo corta "
                                  f"{P(d['cutter'])}, a la derecha del que da."),
    "contract-unavailable": _both(
        lambda d: f"{d['contract']} is not played with V-CONTRACTS-3 (only Rufen, Treiben and Durch).",
        lambda d: f"{d['contract']} no se juega con V-CONTRACTS-3 (solo Rufen, Treiben y Durch)."),
    "bid-too-low": _both(
        lambda d: f"A bid must be higher than every bid so far: {d['contract']} is not above {d['high']}"
                  + (f" (bid by {P(d['seat'])})." if d["seat"] is not None and d["seat"] >= 0 else "."),
        lambda d: f"Una puja debe superar a todas las anteriores: {d['contract']} no supera {d['high']}"
                  + (f" (pujado por {P(d['seat'])})." if d["seat"] is not None and d["seat"] >= 0 else ".")),
    "bid-needs-suit": _both(lambda d: "With V-TREIBEN-NAME-WITH-BID name the trumps with the bid, e.g. "
                                      "bid treiben H.",
                            lambda d: "Con V-TREIBEN-NAME-WITH-BID el triunfo se nombra con la puja, por ejemplo "
                                      "bid treiben H."),
    "bid-no-suit": _both(lambda d: f"A suit is not named with a {d['contract']} bid; say bid {d['contract']}.",
                         lambda d: f"Con una puja de {d['contract']} no se nombra palo; di bid {d['contract']}."),
    "trump-turned-suit": _both(
        lambda d: f"With V-TREIBEN-NOT-TURNED Treiben may not take the turned suit {d['suit']} as trumps "
                  f"(that would be the Neid-Spiel).",
        lambda d: f"Con V-TREIBEN-NOT-TURNED el Treiben no puede tomar el palo volteado {d['suit']} como triunfo "
                  f"(eso sería el Neid-Spiel)."),
    "call-held": _both(lambda d: f"You hold {d['card']} yourself; call a card that is not in your hand.",
                       lambda d: f"Tú mismo tienes {d['card']}; llama una carta que no esté en tu mano."),
    "call-trump": _both(lambda d: f"{d['card']} is a trump ({d['trump']}); the called card must not be a trump.",
                        lambda d: f"{d['card']} es triunfo ({d['trump']}); la carta llamada no puede ser triunfo."),
    "call-sk-sau": _both(lambda d: f"With V-CALL-SK only a Sau (the \"ace\") may be called, not {d['card']}.",
                         lambda d: f"Con V-CALL-SK solo se puede llamar una Sau (el \"as\"), no {d['card']}."),
    "call-sk-suit": _both(lambda d: f"With V-CALL-SK you must hold a card of the suit of {d['card']} to call it.",
                          lambda d: f"Con V-CALL-SK debes tener una carta del palo de {d['card']} para llamarla."),
    "raise-closed": _both(
        lambda d: "Raising is over: " + ("the first trick has been gathered." if d["until_trick1"] else
                                         "the window closes when the first card is led."),
        lambda d: "Ya no se puede subir: " + ("se recogió la primera baza." if d["until_trick1"] else
                                              "el plazo se cierra al salir la primera carta.")),
    "raise-max": _both(lambda d: "Drauffi was the tenth and last raise; no more raises.",
                       lambda d: "Drauffi fue la décima y última subida; no hay más."),
    "raise-first": _both(lambda d: f"The first raise, Schuß, belongs to the defenders; {P(d['seat'])} may only "
                                   f"answer it.",
                         lambda d: f"La primera subida, Schuß, corresponde a los defensores; {P(d['seat'])} solo "
                                   f"puede responderla."),
    "raise-wrong-side": _both(
        lambda d: f"Raises alternate between the sides, and {d['last']} came from {SIDE['en'][d['side']]}: "
                  f"it is the other side's turn to raise.",
        lambda d: f"Las subidas se alternan entre bandos, y {d['last']} fue de {SIDE['es'][d['side']]}: "
                  f"le toca subir al otro bando."),
    "not-in-hand": _both(lambda d: f"{d['card']} is not in {P(d['seat'])}'s hand ({_list(d['hand'])}).",
                         lambda d: f"{d['card']} no está en la mano de {P(d['seat'])} ({_list(d['hand'])})."),
    "must-follow": _both(
        lambda d: f"You hold {_suit(d['led'], 'en')}, so you must follow suit (Farbzwang); legal: "
                  f"{_list(d['legal'])}.",
        lambda d: f"Tienes {_suit(d['led'], 'es')}, así que debes asistir al palo (Farbzwang); legales: "
                  f"{_list(d['legal'])}."),
    "must-head": _both(
        lambda d: f"{d['card']} does not head the trick, but you can: Stichzwang makes you beat the best card so "
                  f"far; legal: {_list(d['legal'])}.",
        lambda d: f"{d['card']} no monta la baza, y tú puedes: el Stichzwang te obliga a superar la mejor carta; "
                  f"legales: {_list(d['legal'])}."),
    "must-trump": _both(
        lambda d: f"You have no {_suit(d['led'], 'en')} but you hold trumps, so you must trump (Trumpfzwang); "
                  f"legal: {_list(d['legal'])}.",
        lambda d: f"No tienes {_suit(d['led'], 'es')} pero sí triunfos, así que debes fallar (Trumpfzwang); "
                  f"legales: {_list(d['legal'])}."),
    "must-over-trump": _both(
        lambda d: f"The trick is trumped and you can beat that trump, so you must over-trump; legal: "
                  f"{_list(d['legal'])}.",
        lambda d: f"La baza está fallada y puedes superar ese triunfo, así que debes contrafallar; legales: "
                  f"{_list(d['legal'])}."),
    "must-under-trump": _both(
        lambda d: f"You cannot over-trump, but you must still play a trump (Trumpfzwang); legal: "
                  f"{_list(d['legal'])}.",
        lambda d: f"No puedes contrafallar, pero aun así debes jugar triunfo (Trumpfzwang); legales: "
                  f"{_list(d['legal'])}."),
    "called-sau-play": _both(
        lambda d: f"With V-CALL-SK the called Sau must fall when its suit is first led; legal: {_list(d['legal'])}.",
        lambda d: f"Con V-CALL-SK la Sau llamada debe jugarse la primera vez que se sale a su palo; legales: "
                  f"{_list(d['legal'])}."),
    "called-sau-keep": _both(
        lambda d: f"With V-CALL-SK the partner may not throw away the called Sau; legal: {_list(d['legal'])}.",
        lambda d: f"Con V-CALL-SK el compañero no puede descartar la Sau llamada; legales: {_list(d['legal'])}."),
}

register_texts("matzlfangen", {**EVENTS, **REFUSALS})
