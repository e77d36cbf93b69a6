"""The Matschig table as SVG, drawn from one seat's view (view.seat_view) and nothing else.

The learner's seat sits at the bottom with its hand as large cards (water blue, sand ochre, umbrellas
grey, special cards purple; each with its value and its name in the language); every other seat is a
row with its hand size, its mud pile, the pile's water and sand totals and the score it would make
now (M26). The mud in flight flies between its sender and its target, with its sums, whether it is
perfect (M9), the card that completes it (M12) and, while umbrellas are being chosen, each group's
sum against the value of the card it guards (M18). seat None (the projector) draws every hand.

Clickable parts carry data-action (the target the widget gets back) and an aria-label; those that
can be used now also carry the class tutor-legal. Plain data attributes (data-seat, data-hand,
data-pile, data-score, data-mud, data-deck, data-card) let tests compare the drawing with the view.
"""
from __future__ import annotations

from html import escape
from typing import Any, Iterable, Mapping, Optional, Sequence

from ..core.i18n import check_lang, seat_label
from .cards import KIND, SPECIAL, VALUE, sums
from .scoring import score_pile
from .texts import special_name

WIDTH, WIDE = 460, 520          # the learner's table; the projector's (every hand shown)
ROW, WIDE_ROW = 52, 66          # height of a seat's row
MUD_H = 146                     # the mud-in-flight band: the same height with or without a mud
BIG_W, BIG_H, BIG_STEP = 56, 78, 60
MINI_W, MINI_H = 20, 28
MID_W, MID_H = 28, 40
BUTTON_H = 28

COLOURS = {"W": "#0072B2", "S": "#E69F00", "U": "#5f5f5f", "X": "#CC79A7", "?": "#8a8a8a"}
INK = {"W": "#ffffff", "S": "#000000", "U": "#ffffff", "X": "#000000", "?": "#ffffff"}

WORDS: dict[str, dict[str, Any]] = {
    "en": {
        "title": "Matschig table, as {seat} sees it", "title-all": "Matschig table, every hand shown",
        "head": "Round {round} of {rounds} · draw pile {deck} · out of play {out}",
        "kind": {"W": "water", "S": "sand", "U": "umbrella"},
        "names": {"PIPE": ("pipe",), "BLOWER": ("blower",), "FLAMETHROWER": ("flame-", "thrower"),
                  "WATERSUIT": ("water", "suit"), "MACHINEGUN": ("machine-gun", "umbrella")},
        "short": {"PIPE": "PIPE", "BLOWER": "BLOW", "FLAMETHROWER": "FLAME", "WATERSUIT": "SUIT",
                  "MACHINEGUN": "MG"},
        "you": "you", "total": "total {n}", "cards": ("{n} card", "{n} cards"), "hidden": "hand hidden",
        "pile-empty": "no mud · 0 points", "pile-mixed": "water {w} · sand {s}: sum {p}",
        "pile-one": "only {kind} ({n}): {p}", "points": ("{n} point", "{n} points"),
        "no-mud": "No mud in flight. {seat} is to move.", "over": "The game is over.",
        "mud-sums": "water {w} · sand {s}",
        "perfect": "perfect (water = sand): nobody can complete it",
        "needs": "not perfect: {card} completes it", "never": "not perfect: no single card completes it",
        "race": "Completion race: {seat} is asked now", "race-then": ", then {seats}",
        "defend": "{seat} must answer: accept, umbrellas or one special card",
        "thrown": "thrown by {seat}", "sent": "sent by {seat}",
        "usable": ", you may use it now", "unusable": ", not usable now", "picked": ", picked",
        "seat-pick": "{seat}: choose this player", "mud-pick": "mud card {card}: choose it",
        "legend": "W water · S sand · U umbrella",
        "turn": "{seat}'s turn", "stopped": "stopped",
    },
    "es": {
        "title": "Mesa de Matschig, tal como la ve {seat}", "title-all": "Mesa de Matschig, con todas las manos",
        "head": "Ronda {round} de {rounds} · mazo {deck} · fuera de juego {out}",
        "kind": {"W": "agua", "S": "arena", "U": "paraguas"},
        "names": {"PIPE": ("tubo",), "BLOWER": ("sopladora",), "FLAMETHROWER": ("lanza-", "llamas"),
                  "WATERSUIT": ("traje", "de agua"), "MACHINEGUN": ("paraguas", "metralleta")},
        "short": {"PIPE": "tubo", "BLOWER": "sopl.", "FLAMETHROWER": "llam.", "WATERSUIT": "traje",
                  "MACHINEGUN": "metr."},
        "you": "tú", "total": "total {n}", "cards": ("{n} carta", "{n} cartas"), "hidden": "mano oculta",
        "pile-empty": "sin barro · 0 puntos", "pile-mixed": "agua {w} · arena {s}: suma {p}",
        "pile-one": "solo {kind} ({n}): {p}", "points": ("{n} punto", "{n} puntos"),
        "no-mud": "No hay barro en vuelo. Le toca a {seat}.", "over": "La partida ha terminado.",
        "mud-sums": "agua {w} · arena {s}",
        "perfect": "perfecto (agua = arena): nadie puede completarlo",
        "needs": "no es perfecto: lo completa {card}", "never": "no es perfecto: ninguna carta sola lo completa",
        "race": "Carrera por completar: se pregunta ahora a {seat}", "race-then": "; después, a {seats}",
        "defend": "{seat} debe responder: aceptar, paraguas o una carta especial",
        "thrown": "lo lanzó {seat}", "sent": "lo mandó {seat}",
        "usable": ", puedes usarla ahora", "unusable": ", no se puede usar ahora", "picked": ", elegida",
        "seat-pick": "{seat}: elegir a este jugador", "mud-pick": "carta de barro {card}: elegirla",
        "legend": "W agua · S arena · U paraguas",
        "turn": "turno de {seat}", "stopped": "parada",
    },
}


def _n(pair: tuple[str, str], n: int) -> str:
    return (pair[0] if n == 1 else pair[1]).format(n=n)


def card_name(card: str, lang: str) -> str:
    """A card as a learner reads it: 'water 3 (W3)', 'agua 3 (W3)', 'pipe (PIPE)'."""
    w = WORDS[check_lang(lang)]
    kind = KIND[card]
    if kind == SPECIAL:
        return f"{special_name(card, lang)} ({card})"
    return f"{w['kind'][kind]} {VALUE[card]} ({card})"


def pile_summary(pile: Sequence[str], lang: str) -> str:
    """A mud pile's sums and the score it would make now (M26), in a few words."""
    w = WORDS[check_lang(lang)]
    points, how = score_pile(pile)
    p = _n(w["points"], points)
    if how == "empty":
        return w["pile-empty"]
    if how == "one-type":
        return w["pile-one"].format(kind=w["kind"][KIND[pile[0]]], n=len(pile), p=p)
    water, sand = sums(pile)
    return w["pile-mixed"].format(w=water, s=sand, p=p)


def _text(x: float, y: float, s: str, size: float = 12, fill: str = "#000", anchor: str = "start",
          bold: bool = False) -> str:
    weight = ' font-weight="bold"' if bold else ""
    return (f'<text x="{x:.0f}" y="{y:.0f}" font-size="{size:.0f}" fill="{fill}" text-anchor="{anchor}"'
            f'{weight} pointer-events="none">{escape(s)}</text>')


def _card(x: float, y: float, w: float, h: float, card: Optional[str], lang: str, *, lit: bool = False,
          dim: bool = False) -> str:
    """One card's face (or its back, card None): colour by kind, the code or the value and name."""
    words = WORDS[lang]
    kind = KIND[card] if card else "?"
    fill, ink = COLOURS[kind], INK[kind]
    stroke = ' stroke="#000" stroke-width="3"' if lit else ' stroke="#222" stroke-width="1"'
    opacity = ' opacity="0.5"' if dim else ""
    out = [f'<rect class="tutor-mark" x="{x:.0f}" y="{y:.0f}" width="{w:.0f}" height="{h:.0f}" rx="4" '
           f'fill="{fill}"{stroke}{opacity}/>']
    if card is None:
        out.append(_text(x + w / 2, y + h * 0.62, "?", w * 0.5, ink, "middle", True))
        return "".join(out)
    out.insert(0, f"<title>{escape(card_name(card, lang))}</title>")
    if w < BIG_W:  # a small card: its code (a special card by a short name)
        label = words["short"][card] if kind == SPECIAL else card
        size = min(w * 0.42, h * 0.34) if len(label) <= 2 else w * 0.3
        out.append(_text(x + w / 2, y + h * 0.6, label, size, ink, "middle", True))
        return "".join(out)
    if kind == SPECIAL:
        lines = words["names"][card]
        for i, line in enumerate(lines):
            out.append(_text(x + w / 2, y + h * 0.45 + (i - (len(lines) - 1) / 2) * 13, line, 10.5, ink,
                             "middle", True))
        out.append(_text(x + 4, y + 12, "★", 10, ink))
        return "".join(out)
    out.append(_text(x + 4, y + 13, card, 11, ink, bold=True))
    out.append(_text(x + w / 2, y + h * 0.62, str(VALUE[card]), 26, ink, "middle", True))
    out.append(_text(x + w / 2, y + h - 6, words["kind"][kind], 10, ink, "middle"))
    return "".join(out)


class _Table:
    """The drawing of one table: a few widths and the parts it is made of."""

    def __init__(self, view: Mapping[str, Any], seat: Optional[int], lang: str, opts: Mapping[str, Any]):
        self.v, self.seat, self.lang = view, seat, check_lang(lang)
        self.w = WORDS[self.lang]
        self.o = opts
        self.width = WIDTH if seat is not None else WIDE
        self.actor = seat if seat is not None else view["to_move"]
        self.out: list[str] = []
        self._buttons_h = 0

    # -- pieces ------------------------------------------------------------------------------------
    def seat_box(self, q: int, x: float, y: float, w: float, h: float) -> str:
        v, words = self.v, self.w
        name = seat_label(q) + (f" ({words['you']})" if q == self.seat else "")
        stroke, width, dash = "#999", 1, ""
        if q == v["to_move"]:
            stroke, width = "#009E73", 3
        if v["mud"] and q == v["target"]:
            stroke, width = "#D55E00", 3
        if v["mud"] and q == v["sender"] and q != v["to_move"]:
            stroke, width, dash = "#0072B2", 2, ' stroke-dasharray="5 3"'
        action = (self.o["seats"] or {}).get(q)
        attrs = ""
        cls = "tutor-seat"
        if action is not None:
            cls += " tutor-legal"
            attrs = (f' data-action="{escape(action)}" '
                     f'aria-label="{escape(words["seat-pick"].format(seat=seat_label(q)))}"')
        fill = "#fff7c0" if action is not None else "#f7f7f7"
        return (f'<g class="{cls}"{attrs}><rect class="tutor-mark" x="{x:.0f}" y="{y:.0f}" width="{w:.0f}" '
                f'height="{h:.0f}" rx="6" fill="{fill}" stroke="{stroke}" stroke-width="{width}"{dash}/>'
                + _text(x + 6, y + 16, name, 13, bold=True)
                + _text(x + 6, y + 31, words["total"].format(n=v["totals"][q]), 11, "#333")
                + _text(x + 6, y + 45, _n(words["cards"], v["hand_sizes"][q]), 11, "#333") + "</g>")

    def pile(self, q: int, x: float, y: float, right: float) -> str:
        pile = self.v["piles"][q]
        lit = set(self.o["cards"])
        step: float = MINI_W + 2
        if pile and len(pile) * step > right - x:
            step = max(6.0, (right - x - MINI_W) / max(1, len(pile) - 1))
        parts = [_card(x + i * step, y, MINI_W, MINI_H, c, self.lang, lit=c in lit) for i, c in enumerate(pile)]
        parts.append(_text(x, y + MINI_H + 14, pile_summary(pile, self.lang), 11.5 if self.seat is not None else 10.5,
                           "#222"))
        return "".join(parts)

    def row(self, q: int, y: float, h: float) -> None:
        v = self.v
        points, _ = score_pile(v["piles"][q])
        lit_row = self.o["highlight"] == q
        self.out.append(f'<g class="tutor-seat-row" data-seat="{q}" data-hand="{v["hand_sizes"][q]}" '
                        f'data-pile="{" ".join(v["piles"][q])}" data-score="{points}" '
                        f'data-total="{v["totals"][q]}">')
        if lit_row:
            self.out.append(f'<rect x="2" y="{y - 2:.0f}" width="{self.width - 4}" height="{h:.0f}" fill="none" '
                            f'stroke="#D55E00" stroke-width="3" stroke-dasharray="6 3"/>')
        self.out.append(self.seat_box(q, 6, y + 1, 96, 48))
        hand = v["hands"].get(q)
        x = 110
        if self.seat is None and hand is not None:  # the projector: every hand shown, the acting one clickable
            step = MID_W + 2 if len(hand) <= 8 else 8 * (MID_W + 2) / len(hand)
            if q == self.actor:
                self.hand(q, x, y + 4, MID_W, MID_H, step, right=x + 8 * (MID_W + 2))
            else:
                lit = set(self.o["cards"])
                for i, c in enumerate(hand):
                    self.out.append(f'<g class="tutor-card" data-card="{c}">'
                                    + _card(x + i * step, y + 4, MID_W, MID_H, c, self.lang, lit=c in lit) + "</g>")
            x += 8 * (MID_W + 2) + 4
        self.out.append(self.pile(q, x + 4, y + 4, self.width - 8))
        self.out.append("</g>")

    def hand(self, q: int, x: float, y: float, w: float, h: float, step: float,
             right: Optional[float] = None) -> None:
        """The hand that acts: every card a target; legal ones marked, picked ones lifted."""
        o, words = self.o, self.w
        hand = self.v["hands"][q]
        right = self.width - 6 if right is None else right
        if hand and len(hand) * step > right - x:
            step = (right - x - w) / max(1, len(hand) - 1)
        picked = list(o["picked"])
        legal, lit = set(o["legal"]), set(o["cards"])
        targets = o["targets"] or {}
        badges = o["badges"] or {}
        acting = self.v["to_move"] == q
        for i, c in enumerate(hand):
            up = c in picked
            if up:
                picked.remove(c)
            is_legal = c in legal
            name = card_name(c, self.lang) + (words["picked"] if up else "") + (
                words["usable"] if is_legal else words["unusable"] if acting else "")
            cls = "tutor-card" + (" tutor-legal" if is_legal else "") + (" tutor-picked" if up else "")
            cy = y - (8 if up else 0)
            self.out.append(f'<g class="{cls}" data-card="{c}" data-action="{escape(targets.get(c, "card:" + c))}" '
                            f'aria-label="{escape(name)}">'
                            + _card(x + i * step, cy, w, h, c, self.lang, lit=up or c in lit,
                                    dim=acting and bool(legal) and not is_legal and not up))
            if c in badges:
                self.out.append(_text(x + i * step + w / 2, y + h + 13, badges[c], 10.5, "#000", "middle", True))
            self.out.append("</g>")

    def mud(self, y: float) -> None:
        v, words, o = self.v, self.w, self.o
        width = self.width
        self.out.append(f'<rect x="4" y="{y:.0f}" width="{width - 8}" height="{MUD_H - 6}" rx="8" fill="#f3efe6" '
                        f'stroke="#b8ab8e"/>')
        if not v["mud"]:
            msg = words["over"] if v["to_move"] is None else words["no-mud"].format(seat=seat_label(v["to_move"]))
            self.out.append(_text(width / 2, y + MUD_H / 2, msg, 13, "#333", "middle"))
            return
        mud = v["mud"]
        sender, target = v["sender"], v["target"]
        self.out.append(f'<g class="tutor-mud" data-mud="{" ".join(mud)}" data-sender="{sender}" '
                        f'data-target="{target}">')
        top = y + 8
        self.out.append(_text(12, top + 28, seat_label(sender), 15, "#0072B2", bold=True))
        slot = 64
        x0 = 62
        end = x0 + 18 + len(mud) * slot
        self.out.append(f'<path d="M{42} {top + 23:.0f} H{x0 + 12}" stroke="#555" stroke-width="2" '
                        f'marker-end="url(#tutor-arrow)"/>')
        groups = [(list(ums), card) for ums, card in o["groups"]]
        mud_targets = o["mud_targets"] or {}
        lit = set(o["cards"])
        for i, c in enumerate(mud):
            x = x0 + 18 + i * slot
            action = mud_targets.get(c)
            if action is not None:
                self.out.append(f'<g class="tutor-mud-card tutor-legal" data-card="{c}" data-action="{escape(action)}" '
                                f'aria-label="{escape(words["mud-pick"].format(card=c))}">')
            else:
                self.out.append(f'<g class="tutor-mud-card" data-card="{c}">')
            mine = next((g for g in groups if g[1] == c), None)
            self.out.append(_card(x, top, 38, 52, c, self.lang, lit=c in lit or mine is not None) + "</g>")
            if mine is not None:
                groups.remove(mine)
                self.out.append(self.group(mine[0], c, x, top + 58))
        self.out.append(f'<path d="M{end - 6} {top + 23:.0f} H{end + 14}" stroke="#555" stroke-width="2" '
                        f'marker-end="url(#tutor-arrow)"/>')
        self.out.append(_text(end + 20, top + 28, seat_label(target), 15, "#D55E00", bold=True))
        water, sand = sums(mud)
        card = v["completing_card"]
        state = words["perfect"] if water == sand else (
            words["needs"].format(card=card) if card else words["never"])
        self.out.append(_text(12, y + MUD_H - 28, words["mud-sums"].format(w=water, s=sand) + " — " + state, 12,
                              "#222", bold=True))
        if v["phase"] == "race" and v["queue"]:
            then = v["queue"][1:]
            line = words["race"].format(seat=seat_label(v["queue"][0])) + (
                words["race-then"].format(seats=", ".join(seat_label(q) for q in then)) if then else "") + "."
        else:
            line = words["defend"].format(seat=seat_label(target)) + "."
        if v["thrower"] != sender:
            line += " (" + words["thrown"].format(seat=seat_label(v["thrower"])) + ")"
        self.out.append(_text(12, y + MUD_H - 12, line, 11.5, "#222"))
        self.out.append("</g>")

    def group(self, umbrellas: Sequence[str], card: str, x: float, y: float) -> str:
        """Umbrellas guarding one mud card: their sum against the card's value (M18)."""
        total = sum(VALUE[u] for u in umbrellas)
        ok = total >= VALUE[card]
        parts = [_card(x + i * 13, y, 16, 22, u, self.lang) for i, u in enumerate(umbrellas)]
        mark = f"{total} ≥ {VALUE[card]} ✓" if ok else f"{total} < {VALUE[card]} ✗"
        if all(KIND[u] == SPECIAL for u in umbrellas):  # the water suit's choice (M19d)
            ok, mark = True, self.w["stopped"]
        parts.append(_text(x, y + 34, mark, 11.5, "#006b4f" if ok else "#a33b00", bold=True))
        return f'<g class="tutor-group" data-group="{escape("+".join(umbrellas) + ">" + card)}" data-ok="{int(ok)}">' \
               + "".join(parts) + "</g>"

    def buttons(self, y: float) -> float:
        """The buttons (accept, pass, decline, open umbrellas, clear ...), wrapped to the width;
        returns the height they take."""
        x, row = 8.0, 0
        for action, label, legal in self.o["buttons"]:
            bw = 20 + 6.6 * len(label)
            if x + bw > self.width - 6 and x > 8:
                x, row = 8.0, row + 1
            by = y + row * (BUTTON_H + 6)
            cls = "tutor-button" + (" tutor-legal" if legal else "")
            fill, ink = ("#0072B2", "#fff") if legal else ("#e4e4e4", "#555")
            self.out.append(f'<g class="{cls}" data-action="{escape(action)}" aria-label="{escape(label)}">'
                            f'<rect class="tutor-mark" x="{x:.0f}" y="{by:.0f}" width="{bw:.0f}" '
                            f'height="{BUTTON_H}" rx="5" fill="{fill}" stroke="#333"/>'
                            + _text(x + bw / 2, by + 18.5, label, 12.5, ink, "middle", True) + "</g>")
            x += bw + 8
        self._buttons_h = (row + 1) * (BUTTON_H + 6) if self.o["buttons"] else 0
        return self._buttons_h

    # -- the whole table -------------------------------------------------------------------------------
    def draw(self) -> str:
        v, w = self.v, self.w
        n = v["players"]
        body: list[str] = []
        self.out = body
        y = 30.0
        if self.seat is None:
            for q in range(n):
                self.row(q, y, WIDE_ROW)
                y += WIDE_ROW
        else:
            for k in range(1, n):
                self.row((self.seat + k) % n, y, ROW)
                y += ROW
        y += 4
        self.mud(y)
        y += MUD_H
        if self.seat is not None:
            self.row(self.seat, y, ROW)
            y += ROW + 10
            y += BIG_H + 20 + self.buttons(y + BIG_H + 20) + 6  # the buttons first: a keyboard meets them first
            if self.seat in v["hands"]:
                self.hand(self.seat, 8, y - BIG_H - 26 - self._buttons_h, BIG_W, BIG_H, BIG_STEP)
        else:
            y += 4
            y += self.buttons(y) + 6
        body.append(_text(8, y + 8, w["legend"], 11, "#444"))
        height = y + 16
        title = w["title-all"] if self.seat is None else w["title"].format(seat=seat_label(self.seat))
        head = w["head"].format(round=v["round"], rounds=v["rounds"], deck=v["deck_count"], out=len(v["out"]))
        return "".join([
            f'<svg xmlns="http://www.w3.org/2000/svg" class="tutor-matschig-svg" width="{self.width}" '
            f'height="{height:.0f}" viewBox="0 0 {self.width} {height:.0f}" font-family="sans-serif" role="group" '
            f'aria-label="{escape(title)}" data-deck="{v["deck_count"]}" data-out="{len(v["out"])}" '
            f'data-phase="{v["phase"]}" data-round="{v["round"]}">',
            '<defs><marker id="tutor-arrow" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="7" '
            'markerHeight="7" orient="auto-start-reverse"><path d="M0 0 L10 5 L0 10 z" fill="#555"/></marker>'
            '</defs>',
            _text(8, 19, "Matschig · " + head, 13, bold=True),
            *body, "</svg>"])


def table_svg(view: Mapping[str, Any], seat: Optional[int], lang: str = "en", *,
              highlight: Optional[int] = None, cards: Iterable[str] = (), legal: Iterable[str] = (),
              picked: Iterable[str] = (), targets: Optional[Mapping[str, str]] = None,
              seats: Optional[Mapping[int, str]] = None, mud_targets: Optional[Mapping[str, str]] = None,
              groups: Sequence[tuple[Sequence[str], str]] = (),
              buttons: Sequence[tuple[str, str, bool]] = (),
              badges: Optional[Mapping[str, str]] = None) -> str:
    """The table as `seat` sees it (view = seat_view(state, seat)); see the module docstring.

    legal: the acting hand's cards usable now (tutor-legal); picked: cards shown lifted; targets: card
    -> data-action of the acting hand (default "card:W3"); seats: seat -> data-action of the seats to
    choose from; mud_targets: mud card -> data-action; groups: umbrella groups [(umbrellas, mud card)]
    drawn under the card they guard; buttons: (data-action, label, usable now); badges: card -> a short
    text under it (the score a defence would leave); highlight and cards: a seat's row and some
    cards outlined."""
    opts = {"highlight": highlight, "cards": tuple(cards), "legal": tuple(legal), "picked": tuple(picked),
            "targets": targets, "seats": seats, "mud_targets": mud_targets, "groups": tuple(groups),
            "buttons": tuple(buttons), "badges": badges}
    return _Table(view, seat, lang, opts).draw()


LAB_WORDS = {
    "en": {"water": "Water", "sand": "Sand", "mud": "Your mud", "title": "Mud lab: the cards to build a mud from",
           "pick": "{card}: put it in the mud", "hidden": "water ? · sand ?", "sums": "water {w} · sand {s}",
           "perfect": "perfect", "needs": "{card} completes it"},
    "es": {"water": "Agua", "sand": "Arena", "mud": "Tu barro", "title": "Laboratorio de barro: las cartas para "
                                                                        "construir un barro",
           "pick": "{card}: ponerla en el barro", "hidden": "agua ? · arena ?", "sums": "agua {w} · arena {s}",
           "perfect": "perfecto", "needs": "lo completa {card}"},
}


def lab_svg(mud: Sequence[str], lang: str = "en", reveal: bool = False, completing: Optional[str] = None) -> str:
    """The mud lab's tray: water 1-7 and sand 1-7 (data-action "W3" ...), and the mud built from them; its
    sums, and the card that completes it (drawn dashed), only once revealed."""
    lang = check_lang(lang)
    w = LAB_WORDS[lang]
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" class="tutor-matschig-lab" width="{WIDTH}" height="222" '
           f'viewBox="0 0 {WIDTH} 222" font-family="sans-serif" role="group" aria-label="{escape(w["title"])}" '
           f'data-mud="{" ".join(mud)}">']
    for r, kind in enumerate("WS"):
        y = 30 + r * 84
        out.append(_text(8, y - 8, w["water" if kind == "W" else "sand"], 13, bold=True))
        for v in range(1, 8):
            card = f"{kind}{v}"
            up = card in mud
            cls = "tutor-card tutor-legal" + (" tutor-picked" if up else "")
            label = w["pick"].format(card=card_name(card, lang))
            out.append(f'<g class="{cls}" data-action="{card}" data-card="{card}" aria-label="{escape(label)}">'
                       + _card(8 + (v - 1) * 40, y - (6 if up else 0), 36, 54, card, lang, lit=up) + "</g>")
    x0 = 300
    out.append(f'<rect x="{x0 - 6}" y="14" width="{WIDTH - x0}" height="200" rx="8" fill="#f3efe6" stroke="#b8ab8e"/>')
    out.append(_text(x0 + 4, 34, w["mud"], 13, bold=True))
    for i, card in enumerate(mud):
        out.append(_card(x0 + 4 + i * 50, 44, 44, 62, card, lang))
    if reveal and completing:
        x = x0 + 4 + len(mud) * 50
        out.append(f'<g opacity="0.85">{_card(x, 44, 44, 62, completing, lang)}</g>'
                   f'<rect x="{x - 3}" y="41" width="50" height="68" rx="6" fill="none" stroke="#000" '
                   f'stroke-width="2" stroke-dasharray="5 3"/>')
    water, sand = sums(mud)
    lines = [w["sums"].format(w=water, s=sand)] if reveal else [w["hidden"]]
    if reveal:
        lines.append(w["perfect"] if water == sand else w["needs"].format(card=completing) if completing else "")
    for i, line in enumerate(lines):
        out.append(_text(x0 + 4, 136 + i * 20, line, 13, bold=i == 1))
    out.append("</svg>")
    return "".join(out)
