"""What a click on the Matschig table means. The engine draws the table (matschig.picture); this adapter
says which part may be clicked now and what each click stands for.

A throw is made by clicks: a water card, a sand card, then the player (M8). A defence too: umbrellas,
each clicked onto the mud card it guards, with the group's sum shown against the card's value (M18);
a special card (M19); or accept (M17), each with the score it would leave (M26). What has been picked
so far travels in the click itself (a "stage" such as "throw:W3", "umb:U4>W2 U5"), so the adapter keeps
no state: a click on a stage answers with the next question, a click on a legal action plays it.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Optional

from ...core import Game
from ...core.i18n import check_lang, seat_label
from ...matschig.cards import (KIND, PIPE, SAND, SPECIAL, UMBRELLA, VALUE, WATER, WATERSUIT, can_throw,
                               missing_type, sort_cards, sums)
from ...matschig.hints import outcome
from ...matschig.notation import fmt_umbrellas, parse_action
from ...matschig.picture import card_name
from ...matschig.scoring import score_pile
from ...matschig.variants import MULTI_CARD_THROW
from ..base.session import Session

Group = tuple[tuple[str, ...], str]

WORDS: dict[str, dict[str, str]] = {
    "en": {
        "pick-water": "Pick a water card and a sand card for your mud:", "pick-sand": "Pick a sand card to go with {card}:",
        "pick-water-for": "Pick a water card to go with {card}:", "pick-target": "{cards}: now click the player to throw at:",
        "throw-at": "throw at {seat} (pile {points} now)", "with": "{card}: water {w}, sand {s}, {how}",
        "perfect": "perfect", "needs": "{card} completes it",
        "clear": "Clear", "start-again": "Start again",
        "pass": "Pass", "swap": "Swap {cards} and pass", "swap-instead": "Swap 3 cards instead",
        "pick-swap": "Pick 3 cards to swap ({n} of 3 picked), or pass:", "swap-add": "add {card}",
        "decline": "Decline", "complete-at": "complete with {card}, send it at {seat}",
        "pick-complete": "Complete with {card}: click the player to send the mud at:",
        "accept": "Accept all → {points}", "umbrellas": "Open umbrellas → {points}",
        "umbrellas-bad": "Open umbrellas (a group is too small)",
        "pick-guard": "{umbrellas}: click the mud card they guard:",
        "guard": "{umbrellas} guards {card} ({sum} {cmp} {value})",
        "guard-many": "{umbrellas} guard {card} ({sum} {cmp} {value})",
        "pick-umbrella": "Pick an umbrella, then the mud card it guards:", "add-umbrella": "add {card}",
        "pipe-at": "pipe it at {seat}", "pick-pipe": "Pipe: click the player to send the whole mud at:",
        "suit": "Water suit: stop {cards}, take {taken} → {points}", "nothing": "nothing",
        "pick-suit": "Water suit: click the mud cards it stops (13 at most):",
        "pick-defence": "Accept, pick umbrellas, or play one special card:",
        "special": "{name} → {points}",
        "after": "→ {n}",
        "status-throw": "Your turn ({seat}): pick a water card and a sand card, then the player to throw at.",
        "status-pass": "Your turn ({seat}): you hold {missing}, so you cannot throw. Pass, or pick 3 cards to "
                       "swap first.",
        "status-pass-only": "Your turn ({seat}): you hold {missing}, so you cannot throw: pass.",
        "status-race": "{card} would complete this mud, and you hold it: complete it, or decline.",
        "status-race-no": "{card} would complete this mud; you do not hold it, so you can only decline.",
        "status-defend": "The mud flies at you: accept it, open umbrellas (one group per mud card) or play "
                         "one special card.",
        "status-other": "{seat} is to move.", "status-over": "Game over.",
        "status-bot": "{seat} (a bot) is to move: press Next.",
        "all-throw": "{seat}'s turn: a water card and a sand card, then the player to throw at.",
        "all-pass": "{seat}'s turn: {seat} holds {missing}, so cannot throw: pass, or swap 3 cards first.",
        "all-pass-only": "{seat}'s turn: {seat} holds {missing}, so cannot throw: pass.",
        "all-race": "{card} would complete this mud. {seat} is asked: complete it, or decline.",
        "all-defend": "The mud flies at {seat}: accept it, open umbrellas (one group per mud card) or play one "
                      "special card.",
        "mud-no-defence": "M16: water and sand cards do not defend; accept the mud, open umbrellas or play one "
                          "special card.",
        "not-now": "That cannot be used now.",
    },
    "es": {
        "pick-water": "Elige una carta de agua y una de arena para tu barro:", "pick-sand": "Elige una carta de arena para "
                                                                           "acompañar a {card}:",
        "pick-water-for": "Elige una carta de agua para acompañar a {card}:",
        "pick-target": "{cards}: ahora haz clic en el jugador al que se lo lanzas:",
        "throw-at": "lanzar a {seat} (su montón vale {points})", "with": "{card}: agua {w}, arena {s}, {how}",
        "perfect": "perfecto", "needs": "lo completa {card}",
        "clear": "Borrar", "start-again": "Empezar de nuevo",
        "pass": "Pasar", "swap": "Cambiar {cards} y pasar", "swap-instead": "Cambiar 3 cartas",
        "pick-swap": "Elige 3 cartas para cambiar (llevas {n} de 3), o pasa:", "swap-add": "añadir {card}",
        "decline": "Renunciar", "complete-at": "completar con {card} y mandarlo a {seat}",
        "pick-complete": "Completar con {card}: haz clic en el jugador al que mandas el barro:",
        "accept": "Aceptarlo todo → {points}", "umbrellas": "Abrir los paraguas → {points}",
        "umbrellas-bad": "Abrir los paraguas (un grupo no llega)",
        "pick-guard": "{umbrellas}: haz clic en la carta de barro que protegen:",
        "guard": "{umbrellas} protege {card} ({sum} {cmp} {value})",
        "guard-many": "{umbrellas} protegen {card} ({sum} {cmp} {value})",
        "pick-umbrella": "Elige un paraguas y luego la carta de barro que protege:", "add-umbrella": "añadir {card}",
        "pipe-at": "desviarlo hacia {seat}", "pick-pipe": "Tubo: haz clic en el jugador al que desvías todo el "
                                                          "barro:",
        "suit": "Traje de agua: parar {cards}, llevarte {taken} → {points}", "nothing": "nada",
        "pick-suit": "Traje de agua: haz clic en las cartas de barro que para (13 como máximo):",
        "pick-defence": "Acepta, elige paraguas o juega una carta especial:",
        "special": "{name} → {points}",
        "after": "→ {n}",
        "status-throw": "Te toca ({seat}): elige una carta de agua y una de arena, y luego el jugador al que "
                        "se lo lanzas.",
        "status-pass": "Te toca ({seat}): no tienes {missing}, así que no puedes lanzar. Pasa, o elige antes 3 "
                       "cartas para cambiar.",
        "status-pass-only": "Te toca ({seat}): no tienes {missing}, así que no puedes lanzar: pasa.",
        "status-race": "{card} completaría este barro y la tienes: complétalo o renuncia.",
        "status-race-no": "{card} completaría este barro; no la tienes, así que solo puedes renunciar.",
        "status-defend": "El barro va hacia ti: acéptalo, abre paraguas (un grupo por carta de barro) o juega "
                         "una carta especial.",
        "status-other": "Le toca a {seat}.", "status-over": "Partida terminada.",
        "status-bot": "Le toca a {seat} (un bot): pulsa Siguiente.",
        "all-throw": "Turno de {seat}: una carta de agua y una de arena, y luego el jugador al que se lo lanza.",
        "all-pass": "Turno de {seat}: no tiene {missing}, así que no puede lanzar: pasa, o antes cambia 3 cartas.",
        "all-pass-only": "Turno de {seat}: no tiene {missing}, así que no puede lanzar: pasa.",
        "all-race": "{card} completaría este barro. Se le pregunta a {seat}: completarlo o renunciar.",
        "all-defend": "El barro va hacia {seat}: aceptarlo, abrir paraguas (un grupo por carta de barro) o jugar "
                      "una carta especial.",
        "mud-no-defence": "M16: las cartas de agua y de arena no defienden; acepta el barro, abre paraguas o "
                          "juega una carta especial.",
        "not-now": "Eso no se puede usar ahora.",
    },
}
MISSING = {"en": {"W": "no water card", "S": "no sand card", "both": "no water and no sand card"},
           "es": {"W": "ninguna carta de agua", "S": "ninguna carta de arena", "both": "ni agua ni arena"}}
STAGES = ("throw:", "swap:", "complete:", "umb:", "pipe:", "suit:")


def points(n: int, lang: str) -> str:
    """'1 point' / '8 points', '1 punto' / '8 puntos'."""
    if check_lang(lang) == "en":
        return f"{n} point" if n == 1 else f"{n} points"
    return f"{n} punto" if n == 1 else f"{n} puntos"


def swatch(card: str) -> dict:
    """A choice's colour chip with the card's letter (colour is never the only cue)."""
    from ...matschig.picture import COLOURS, INK
    kind = KIND[card]
    return {"swatch": COLOURS[kind], "ink": INK[kind], "letter": card if kind != SPECIAL else "★"}


@dataclass
class Stage:
    """What the table offers after some picks: the drawing's keywords and the choices strip."""

    picked: list[str] = field(default_factory=list)
    legal: set[str] = field(default_factory=set)
    targets: dict[str, str] = field(default_factory=dict)
    seats: dict[int, str] = field(default_factory=dict)
    mud_targets: dict[str, str] = field(default_factory=dict)
    groups: list[Group] = field(default_factory=list)
    buttons: list[tuple[str, str, bool]] = field(default_factory=list)
    badges: dict[str, str] = field(default_factory=dict)
    prompt: str = ""
    choices: list[dict] = field(default_factory=list)
    valid: bool = True

    def keywords(self) -> dict[str, Any]:
        """The engine svg's keywords for this stage."""
        return {"legal": sorted(self.legal), "picked": list(self.picked), "targets": self.targets,
                "seats": self.seats, "mud_targets": self.mud_targets, "groups": list(self.groups),
                "buttons": list(self.buttons), "badges": self.badges}


def _multi_remove(items: list[str], cards: list[str]) -> Optional[list[str]]:
    left = list(items)
    for c in cards:
        if c not in left:
            return None
        left.remove(c)
    return left


class Picker:
    """The stage a pick string stands for, on one game, for the seat that acts now, in one language."""

    def __init__(self, game: Game, seat: int, lang: str):
        self.game, self.seat, self.lang = game, seat, check_lang(lang)
        self.w = WORDS[self.lang]
        self.view = game.view(seat)
        self.hand: list[str] = list(self.view["hands"][seat])
        self.legal = game.legal_actions()
        self.phase = self.view["phase"]

    # -- helpers ------------------------------------------------------------------------------------------
    def seat_points(self, q: int) -> str:
        return points(score_pile(self.view["piles"][q])[0], self.lang)

    def after(self, action: str) -> int:
        """The score the learner's mud pile would have after this defence (M26)."""
        return outcome(self.view["mud"], self.view["piles"][self.seat], action).score

    def stage(self, pick: str) -> Stage:
        """The stage for a pick ("" is the table before any click; "clear" is a fresh start)."""
        if self.phase == "turn":
            return self.turn(pick)
        if self.phase == "race":
            return self.race(pick)
        if self.phase == "defend":
            return self.defend(pick)
        return Stage()

    # -- a turn: throw, or pass and swap (M6-M8) ---------------------------------------------------------
    def turn(self, pick: str) -> Stage:
        if not can_throw(self.hand):
            return self.swap(pick)
        if pick.startswith("swap:") and any(a.startswith("swap ") for a in self.legal):
            return self.swap(pick)  # VOLUNTARY_SWAP (A2)
        multi = MULTI_CARD_THROW in self.view["variants"]
        auto = pick.endswith(" +")  # a card just added: a single possible partner comes with it
        pick = pick[:-2] if auto else pick
        cards = pick[len("throw:"):].split() if pick.startswith("throw:") else []
        st = Stage()
        if pick and not pick.startswith("throw:") and pick != "clear":
            st.valid = False
            return st
        if _multi_remove(self.hand, cards) is None or any(KIND[c] not in (WATER, SAND) for c in cards):
            st.valid = False
            return st
        waters = list(dict.fromkeys(c for c in self.hand if KIND[c] == WATER))
        sands = list(dict.fromkeys(c for c in self.hand if KIND[c] == SAND))
        if auto and not multi:
            if not any(KIND[c] == WATER for c in cards) and len(waters) == 1:
                cards.append(waters[0])
            if not any(KIND[c] == SAND for c in cards) and len(sands) == 1:
                cards.append(sands[0])
        cards = list(sort_cards(cards))
        st.picked = cards
        has_w = [c for c in cards if KIND[c] == WATER]
        has_s = [c for c in cards if KIND[c] == SAND]
        for c in dict.fromkeys(self.hand):
            if KIND[c] not in (WATER, SAND):
                continue
            st.legal.add(c)
            if c in cards:
                rest = list(cards)
                rest.remove(c)
                st.targets[c] = "throw:" + " ".join(rest) if rest else "clear"
            elif multi:
                st.targets[c] = "throw:" + " ".join(sort_cards(cards + [c])) + " +"
            else:
                same = WATER if KIND[c] == WATER else SAND
                keep = [x for x in cards if KIND[x] != same]
                st.targets[c] = "throw:" + " ".join(sort_cards(keep + [c])) + " +"
        if cards:
            st.buttons.append(("clear", self.w["clear"], True))
        if any(a.startswith("swap ") for a in self.legal):
            st.buttons.append(("swap:", self.w["swap-instead"], True))
        if has_w and has_s:
            mud = " ".join(cards)
            for t in range(self.view["players"]):
                action = f"throw {mud} at {seat_label(t)}"
                if t != self.seat and action in self.legal:
                    st.seats[t] = action
                    st.choices.append({"action": action, "label": self.w["throw-at"].format(
                        seat=seat_label(t), points=self.seat_points(t))})
            st.prompt = self.w["pick-target"].format(cards=mud)
        elif has_w or has_s:
            other = sands if has_w else waters
            for c in other:
                pair = sort_cards(cards + [c])
                w, s = sums(pair)
                need = f"{'W' if w < s else 'S'}{abs(w - s)}"
                how = self.w["perfect"] if w == s else self.w["needs"].format(card=need)
                st.choices.append({"action": "throw:" + " ".join(pair),
                                   "label": self.w["with"].format(card=c, w=w, s=s, how=how), **swatch(c)})
            st.prompt = (self.w["pick-sand"] if has_w else self.w["pick-water-for"]).format(card=cards[0])
            st.choices.append({"action": "clear", "label": self.w["start-again"]})
        else:
            st.choices = [{"action": "throw:" + c + " +", "label": card_name(c, self.lang), **swatch(c)}
                          for c in waters + sands]
            st.prompt = self.w["pick-water"]
        return st

    def swap(self, pick: str) -> Stage:
        st = Stage()
        swaps = [a for a in self.legal if a.startswith("swap ")]
        if "pass" in self.legal:
            st.buttons.append(("pass", self.w["pass"], True))
        if pick not in ("", "clear") and not pick.startswith("swap:"):
            st.valid = False
            return st
        cards = pick[len("swap:"):].split() if pick.startswith("swap:") else []
        if _multi_remove(self.hand, cards) is None or len(cards) > 3 or (cards and not swaps):
            st.valid = False
            return st
        st.picked = list(cards)
        if swaps:
            for c in dict.fromkeys(self.hand):
                st.legal.add(c)
                if len(cards) < 3 and self.hand.count(c) > cards.count(c):
                    st.targets[c] = "swap:" + " ".join(cards + [c])
                elif c in cards:
                    rest = list(cards)
                    rest.remove(c)
                    st.targets[c] = "swap:" + " ".join(rest)
                else:
                    st.targets[c] = "swap:" + " ".join(cards[1:] + [c])
        if len(cards) == 3:
            action = "swap " + " ".join(sort_cards(cards))
            st.buttons.insert(0, (action, self.w["swap"].format(cards=" ".join(sort_cards(cards))), True))
            st.choices = [{"action": action, "label": self.w["swap"].format(cards=" ".join(sort_cards(cards)))}]
        elif swaps and pick:
            left = _multi_remove(self.hand, cards) or []
            st.choices = [{"action": "swap:" + " ".join(cards + [c]), "label": self.w["swap-add"].format(
                card=card_name(c, self.lang)), **swatch(c)} for c in dict.fromkeys(left)]
        if cards:
            st.buttons.append(("clear", self.w["clear"], True))
        if pick and "pass" in self.legal:
            st.choices.append({"action": "pass", "label": self.w["pass"]})
        if cards:
            st.choices.append({"action": "clear", "label": self.w["start-again"]})
        st.prompt = self.w["pick-swap"].format(n=len(cards))
        return st

    # -- the completion race (M12-M15) -------------------------------------------------------------------
    def race(self, pick: str) -> Stage:
        st = Stage()
        card = self.view["completing_card"]
        completes = [a for a in self.legal if a.startswith("complete ")]
        st.buttons.append(("decline", self.w["decline"], True))
        if pick not in ("", "clear", "complete:"):
            st.valid = False
            return st
        if completes:
            st.legal.add(card)
            st.targets[card] = "complete:"
        if pick == "complete:" and completes:
            st.picked = [card]
            st.targets[card] = "clear"
            for a in completes:
                t = parse_action(a)[2]
                st.seats[t] = a
                st.choices.append({"action": a, "label": self.w["complete-at"].format(
                    card=card, seat=f"{seat_label(t)} ({self.seat_points(t)})")})
            st.prompt = self.w["pick-complete"].format(card=card)
            st.buttons.append(("clear", self.w["clear"], True))
        elif pick == "clear" and completes:
            st.choices.append({"action": "complete:", "label": self.w["pick-complete"].format(card=card)
                               .rstrip(":"), **swatch(card)})
            st.prompt = self.w["status-race"].format(card=card)
        if pick:
            st.choices.append({"action": "decline", "label": self.w["decline"]})
        return st

    # -- the defence (M16-M19) ------------------------------------------------------------------------------
    def defend(self, pick: str) -> Stage:
        st = Stage()
        mud = list(self.view["mud"])
        umbrellas = [c for c in self.hand if KIND[c] == UMBRELLA]
        accept = ("accept", self.w["accept"].format(points=points(self.after("accept"), self.lang)), True)
        st.buttons.append(accept)
        if not (pick in ("", "clear") or pick.startswith(("umb:", "pipe:", "suit:"))):
            st.valid = False
            return st
        groups: list[tuple[list[str], str]] = []
        pending: list[str] = []
        if pick.startswith("umb:"):
            parsed = self.parse_umbrellas(pick[len("umb:"):], mud, umbrellas)
            if parsed is None:
                st.valid = False
                return st
            groups, pending = parsed
        suit: list[str] = []
        if pick.startswith("suit:"):
            suit = pick[len("suit:"):].split()
            if _multi_remove(mud, suit) is None or not any(a.startswith("WATERSUIT") for a in self.legal):
                st.valid = False
                return st
            if not suit:
                best = min((a for a in self.legal if a.startswith("WATERSUIT")),
                           key=lambda a: (self.after(a), -len(a.split())))
                suit = best.split()[1:]
        if pick.startswith("pipe:") and not any(a.startswith("PIPE at") for a in self.legal):
            st.valid = False
            return st
        state = self.umb_text(groups, pending)
        # the hand: umbrellas are picked up and put on a mud card; a special card plays (or asks on)
        umbrella_ok = any(a.startswith("umbrellas ") for a in self.legal)
        used = [u for us, _ in groups for u in us] + pending
        for c in dict.fromkeys(self.hand):
            kind = KIND[c]
            if kind == UMBRELLA and umbrella_ok:
                st.legal.add(c)
                if umbrellas.count(c) > used.count(c):  # another copy: pick it up too
                    st.targets[c] = "umb:" + self.umb_text(groups, pending + [c])
                elif c in pending:  # every copy picked: put one back
                    rest = list(pending)
                    rest.remove(c)
                    st.targets[c] = "umb:" + self.umb_text(groups, rest)
                else:  # every copy is in a group: pick one up again
                    regrouped = [(list(us), m) for us, m in groups]
                    for us, _m in regrouped:
                        if c in us:
                            us.remove(c)
                            break
                    regrouped = [(us, m) for us, m in regrouped if us]
                    st.targets[c] = "umb:" + self.umb_text(regrouped, pending + [c])
            elif kind == SPECIAL:
                target, legal = self.special_target(c, groups)
                st.targets[c] = target
                if legal:
                    st.legal.add(c)
                    st.badges[c] = self.w["after"].format(n=self.special_score(c))
        st.picked = used + ([PIPE] if pick.startswith("pipe:") else []) + ([WATERSUIT] if suit else [])
        st.groups = [(tuple(us), m) for us, m in groups]
        if pick.startswith("pipe:"):
            st.targets[PIPE] = "clear"
            for a in self.legal:
                if a.startswith("PIPE at"):
                    t = parse_action(a)[3]
                    st.seats[t] = a
                    st.choices.append({"action": a, "label": self.w["pipe-at"].format(seat=seat_label(t))})
            st.prompt = self.w["pick-pipe"]
        elif suit:
            st.targets[WATERSUIT] = "clear"
            self.suit_stage(st, mud, suit)
        elif groups or pending:
            self.umbrella_stage(st, mud, groups, pending, state)
        elif pick == "clear":
            st.prompt = self.w["pick-defence"]
            st.choices.append({"action": "accept", "label": accept[1]})
            for c in dict.fromkeys(self.hand):
                if c in st.legal:
                    label = card_name(c, self.lang)
                    if c in st.badges:
                        label += " " + st.badges[c]
                    st.choices.append({"action": st.targets[c], "label": label, **swatch(c)})
        if pick and pick != "clear" and not st.buttons[-1][0] == "clear":
            st.buttons.append(("clear", self.w["clear"], True))
        return st

    def special_target(self, c: str, groups: list) -> tuple[str, bool]:
        """(the target a special card stands for now, whether it can be played)."""
        if groups:  # M16: umbrellas and a special card never together
            return f"{fmt_umbrellas([(tuple(us), m) for us, m in groups])} {c}", False
        if c == PIPE:
            pipes = [a for a in self.legal if a.startswith("PIPE at")]
            if pipes:
                return "pipe:", True
            other = (self.seat + 1) % self.view["players"]
            return f"PIPE at {seat_label(other)}", False
        if c == WATERSUIT:
            if any(a.startswith("WATERSUIT") for a in self.legal):
                return "suit:", True
            return "WATERSUIT " + " ".join(self.view["mud"]), False
        return c, c in self.legal

    def special_score(self, c: str) -> int:
        """The pile's score after the best use of this special card (M26)."""
        actions = [a for a in self.legal if a.split()[0] == c]
        return min(self.after(a) for a in actions)

    def parse_umbrellas(self, text: str, mud: list[str], umbrellas: list[str]
                        ) -> Optional[tuple[list[tuple[list[str], str]], list[str]]]:
        """Groups and pending umbrellas of an 'umb:' stage, or None if they do not fit hand and mud."""
        groups: list[tuple[list[str], str]] = []
        pending: list[str] = []
        for token in text.split():
            if ">" in token:
                left, _, card = token.partition(">")
                us = left.split("+")
                if card not in mud or not all(u in umbrellas for u in us):
                    return None
                groups.append((us, card))
            elif token in umbrellas:
                pending.append(token)
            else:
                return None
        if _multi_remove(umbrellas, [u for us, _ in groups for u in us] + pending) is None:
            return None
        if _multi_remove(mud, [m for _, m in groups]) is None:
            return None
        return groups, pending

    @staticmethod
    def umb_text(groups: list[tuple[list[str], str]], pending: list[str]) -> str:
        return " ".join(["+".join(us) + ">" + m for us, m in groups] + list(pending))

    def umbrella_stage(self, st: Stage, mud: list[str], groups: list[tuple[list[str], str]], pending: list[str],
                       state: str) -> None:
        """Umbrellas being put on mud cards (M18): pending ones go onto the card clicked next."""
        w = self.w
        if pending:
            order = sorted(dict.fromkeys(mud), key=lambda m: (sum(VALUE[u] for u in pending) < VALUE[m], mud.index(m)))
            for m in order:
                new = [(list(us), g) for us, g in groups]
                mine = [g for g in new if g[1] == m]
                if mine and len(mine) >= mud.count(m):
                    mine[0][0].extend(pending)
                else:
                    new.append((list(pending), m))
                action = "umb:" + self.umb_text(new, [])
                st.mud_targets[m] = action
                group = mine[0][0] if mine and len(mine) >= mud.count(m) else pending
                total = sum(VALUE[u] for u in group)
                cmp = "≥" if total >= VALUE[m] else "<"
                st.choices.append({"action": action, "label": w["guard" if len(group) == 1 else "guard-many"].format(
                    umbrellas="+".join(group), card=m, sum=total, cmp=cmp, value=VALUE[m]), **swatch(m)})
            st.prompt = w["pick-guard"].format(umbrellas="+".join(pending))
        if groups:
            action = fmt_umbrellas([(tuple(us), m) for us, m in groups])
            ok = action in self.legal
            label = w["umbrellas"].format(points=points(self.after(action), self.lang)) if ok else w["umbrellas-bad"]
            st.buttons.append((action, label, ok))
            if not pending:
                if ok:
                    st.choices.append({"action": action, "label": label})
                left = _multi_remove([c for c in self.hand if KIND[c] == UMBRELLA],
                                     [u for us, _ in groups for u in us]) or []
                for u in dict.fromkeys(left):
                    st.choices.append({"action": "umb:" + self.umb_text(groups, [u]),
                                       "label": w["add-umbrella"].format(card=card_name(u, self.lang)), **swatch(u)})
                st.choices.append({"action": "clear", "label": w["start-again"]})
                st.prompt = w["pick-umbrella"]

    def suit_stage(self, st: Stage, mud: list[str], suit: list[str]) -> None:
        """The water suit (M19d): the mud cards it stops, 13 at most."""
        w = self.w
        for m in dict.fromkeys(mud):
            if m in suit:
                rest = list(suit)
                rest.remove(m)
                st.mud_targets[m] = "suit:" + " ".join(rest) if rest else "suit:"
            else:
                st.mud_targets[m] = "suit:" + " ".join(suit + [m])
        st.groups = [((WATERSUIT,), m) for m in suit]
        action = "WATERSUIT " + " ".join(sort_cards(suit))
        ok = action in self.legal
        for a in sorted((a for a in self.legal if a.startswith("WATERSUIT")), key=self.after):
            st.choices.append({"action": a, "label": self.suit_label(a, mud)})
        st.buttons.append((action, self.suit_label(action, mud), ok))
        st.prompt = w["pick-suit"]

    def suit_label(self, action: str, mud: list[str]) -> str:
        stopped = action.split()[1:]
        taken = _multi_remove(mud, stopped) or []
        try:
            score = points(self.after(action), self.lang)
        except (ValueError, KeyError):
            score = "?"
        return self.w["suit"].format(cards=" ".join(stopped), taken=" ".join(taken) or self.w["nothing"],
                                     points=score)


class MatschigAdapter:
    """The Matschig table for the shared Table: hand cards, seats, mud cards and buttons as targets."""

    def _picker(self, session: Session, lang: str) -> Optional[Picker]:
        game = session.game
        if game.is_over or not session.learner_to_move:
            return None
        return Picker(game, game.to_move, lang)  # type: ignore[arg-type]

    def svg(self, session: Session, lang: str, selected: Optional[str]) -> str:
        game = session.game
        lang = check_lang(lang)
        picker = self._picker(session, lang)
        if picker is None:
            return game.svg(seat=session.viewer, lang=lang)
        stage = picker.stage(selected or "")
        if not stage.valid:
            stage = picker.stage("")
        return game.svg(seat=session.viewer, lang=lang, **stage.keywords())

    def choices(self, session: Session, target: str, chosen: str, lang: str) -> tuple[str, list[dict]]:
        picker = self._picker(session, lang)
        if picker is None:
            return "", []
        pick = chosen or target
        if pick in picker.legal:
            return "", [{"action": pick, "label": pick}]
        if not (pick == "clear" or pick.startswith(STAGES)):
            return "", []
        stage = picker.stage(pick)
        if not stage.valid:
            return "", []
        return stage.prompt, stage.choices

    def why_not(self, session: Session, target: str, lang: str) -> str:
        lang = check_lang(lang)
        game = session.game
        w = WORDS[lang]
        seat = game.to_move
        if seat is None:
            return ""
        try:
            reason = game.why_not(target) if not target.startswith(("card:",) + STAGES) and target != "clear" \
                else None
        except Exception:  # noqa: BLE001 - a target that is no action at all
            reason = None
        if reason is not None:
            return reason.text(lang)
        card = target[len("card:"):] if target.startswith("card:") else ""
        hand = list(game.view(seat)["hands"][seat])
        if card in KIND and card in hand:
            probe = self._probe(game, seat, card, hand)
            if probe == "mud":
                return w["mud-no-defence"]
            if probe:
                reason = game.why_not(probe)
                if reason is not None:
                    return reason.text(lang)
        return w["not-now"]

    def _probe(self, game: Game, seat: int, card: str, hand: list[str]) -> str:
        """An action using this card that the engine refuses with the reason the card cannot be used."""
        view = game.view(seat)
        phase = view["phase"]
        other = seat_label((seat + 1) % view["players"])
        if phase == "turn":
            if can_throw(hand):
                partner = next((c for c in hand if KIND[c] == (SAND if KIND[card] == WATER else WATER)), "S1")
                return f"throw {card} {partner} at {other}"
            extra = [c for c in hand if c != card][:2]
            return "swap " + " ".join([card] + extra)
        if phase == "race":
            return f"complete {card} at {other}"
        if phase == "defend":
            if KIND[card] in (WATER, SAND):
                return "mud"
            smallest = min(view["mud"], key=lambda m: VALUE[m])
            return f"umbrellas {card}>{smallest}"
        return ""

    def status(self, session: Session, lang: str) -> str:
        lang = check_lang(lang)
        w = WORDS[lang]
        game = session.game
        if game.is_over:
            return w["status-over"]
        mover = game.to_move
        if not session.learner_to_move:
            return w["status-bot" if session.is_bot(mover) else "status-other"].format(seat=seat_label(mover))
        view = game.view(mover)
        hand = view["hands"][mover]
        phase = view["phase"]
        who = seat_label(mover)
        mine = session.viewer is not None
        if phase == "turn":
            if can_throw(hand):
                return w["status-throw" if mine else "all-throw"].format(seat=who)
            key = "pass" if any(a.startswith("swap ") for a in game.legal_actions()) else "pass-only"
            return w[("status-" if mine else "all-") + key].format(seat=who, missing=MISSING[lang][missing_type(hand)])
        if phase == "race":
            card = view["completing_card"]
            if not mine:
                return w["all-race"].format(card=card, seat=who)
            return w["status-race" if card in hand else "status-race-no"].format(card=card)
        return w["status-defend" if mine else "all-defend"].format(seat=who)


__all__ = ["MatschigAdapter", "Picker", "Stage", "WORDS"]
