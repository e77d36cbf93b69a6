"""The Matschig table as SVG, drawn from one seat's view (view.seat_view) and nothing else, in the one svg
vocabulary of every game: lang, legal, picked, highlight, region.

The learner's seat sits at the bottom with its hand as large cards; every other seat is a row with its hand
size, its mud pile, the pile's sums and the score it would make now (M26). The mud in flight flies between
its sender and its target, with its sums, whether it is perfect (M9) and the card that completes it (M12).
seat None (the projector) draws every hand.

Click targets carry data-action="<token>" (tokens.py: a hand card "W3", a mud card "mud W2", a seat "P2",
the buttons) and an aria-label; the tokens in `legal` carry the class tutor-legal. `picked` (the tokens
clicked so far) draws a partial throw in the mud band, umbrellas placed under the mud card they guard
with "sum ≥ value", the water suit's stopped cards, and picked hand cards lifted. `highlight` frames seats
("P2"), cards ("W3", "mud W2") or the mud band ("mud"). `region` draws one part alone, sized to what a
question asks: "hand" (the seat's hand), "mud" (the mud in flight) or "piles" (every seat's mud pile).
Plain data attributes (data-seat, data-hand, data-pile, data-score, data-mud, data-deck, data-card) let
tests compare the drawing with the view. Every target also carries its place in the board's keyboard grid
(data-row, data-col: the other seats, the mud, the learner's seat, its hand, the buttons; issue 36) and a name
that tells it apart ("umbrella 6 (card 4 of 7)")."""
from __future__ import annotations

from html import escape
from typing import Any, Iterable, Mapping, Optional

from ..core.i18n import Text, check_lang, seat_label
from .cards import KIND, SAND, VALUE, WATER, completing, sums
from .faces import BIG_H, BIG_W, MID_H, MID_W, MINI_H, MINI_W, MUD_H, MUD_W, face, pile_summary, text
from .scoring import score_pile
from .tokens import mud_token, read_picks
from .words import an, card as card_words, n_cards, pts

WIDTH, WIDE = 460, 520          # the learner's table; the projector's (every hand shown)
ROW, WIDE_ROW = 56, 66          # height of a seat's row
BAND = 172                      # the mud band: the same height with or without a mud
BIG_STEP = 60
BUTTON_H = 42                   # at least 34 px high on a 390 px phone
REGIONS = ("hand", "mud", "piles")
# The rows of the keyboard grid (data-row, data-col on every target; board.js moves by them): the seats at the
# top in the order drawn (with the projector's hand of the seat to move), the mud, the learner's seat, its
# hand and the buttons.
MUD_ROW, OWN_ROW, HAND_ROW, BUTTON_ROW = 10, 20, 21, 22


def grid(row: int, col: int) -> str:
    """A target's place in the board's keyboard grid."""
    return f' data-row="{row}" data-col="{col}"'


WORDS: dict[str, Text] = {
    "title": Text("Matschig table, as {seat} sees it"), "title-all": Text("Matschig table, every hand shown"),
    "head": Text("Round {round} of {rounds} · draw pile {deck} · out of play {out}"),
    "you": Text("you", context="matschig seat"), "total": Text("total {n}", context="matschig seat"),
    "no-mud": Text("No mud in flight. {seat} is to move."), "over": Text("The game is over."),
    "mud-sums": Text("water {w} · sand {s}", context="matschig table"),
    "perfect": Text("perfect (water = sand): nobody can complete it"),
    "needs": Text("not perfect: {card} completes it"), "never": Text("not perfect: no single card completes it"),
    "race": Text("Completion race: {seat} is asked now"), "race-then": Text(", then {seats}", context="matschig race"),
    "defend": Text("{seat} must answer: accept, umbrellas or one special card"),
    "thrown": Text("thrown by {seat}"),
    "your-mud": Text("Your mud:"), "usable": Text(", you may use it now"), "picked": Text(", picked"),
    "nth": Text("{card} (card {i} of {n})"),
    "seat-pick": Text("{seat}: choose this player"), "mud-pick": Text("{card} in the mud: choose it"),
    "legend": Text("W water · S sand · U umbrella"), "stopped": Text("stopped", context="matschig table"),
    "hand-of": Text("{seat}'s hand"), "piles": Text("Mud piles and what they score now"),
}
BUTTONS = {"pass": Text("Pass", context="matschig button"), "swap": Text("Swap 3 cards"),
           "decline": Text("Decline", context="matschig button"), "accept": Text("Accept all → {p}"),
           "done": Text("Defend with these")}
_PHASE_BUTTONS = {"turn": ("pass",), "race": ("decline",), "defend": ("accept", "done")}


class _Table:
    """The drawing of one table: a few widths and the parts it is made of."""

    def __init__(self, view: Mapping[str, Any], seat: Optional[int], lang: str, legal: Iterable[str],
                 picked: Iterable[str], highlight: Iterable[str]):
        self.v, self.seat, self.lang = view, seat, check_lang(lang)
        self.w: dict[str, Any] = {key: said(self.lang) for key, said in WORDS.items()}
        self.w["buttons"] = {key: said(self.lang) for key, said in BUTTONS.items()}
        self.legal, self.lit = set(legal), set(highlight)
        self.picks = read_picks(list(picked))
        self.width = WIDTH if seat is not None else WIDE
        self.actor = view["to_move"]
        self.acting = self.actor is not None and (seat is None or seat == self.actor)
        self.out: list[str] = []

    # -- pieces ------------------------------------------------------------------------------------
    def seat_box(self, q: int, x: float, y: float, w: float, h: float, row: int = 0) -> str:
        v, words = self.v, self.w
        token = seat_label(q)
        name = token + (f" ({words['you']})" if q == self.seat else "")
        stroke, width, dash = "#999", 1, ""
        if q == v["to_move"]:
            stroke, width = "#009E73", 3
        if v["mud"] and q == v["target"]:
            stroke, width = "#D55E00", 3
        if v["mud"] and q == v["sender"] and q != v["to_move"]:
            stroke, width, dash = "#0072B2", 2, ' stroke-dasharray="5 3"'
        legal = token in self.legal
        cls = "tutor-seat" + (" tutor-legal" if legal else "") + (" tutor-lit" if token in self.lit else "")
        label = ", ".join([name, words["total"].format(n=v["totals"][q]), n_cards(v["hand_sizes"][q])(self.lang)])
        label = words["seat-pick"].format(seat=label) if legal else label
        fill = "#fff7c0" if legal else "#f7f7f7"
        return (f'<g class="{cls}" data-action="{token}"{grid(row, 0)} aria-label="{escape(label)}"><rect class="tutor-mark" '
                f'x="{x:.0f}" y="{y:.0f}" width="{w:.0f}" height="{h:.0f}" rx="6" fill="{fill}" stroke="{stroke}" '
                f'stroke-width="{width}"{dash}/>'
                + text(x + 6, y + 16, name, 13, bold=True)
                + text(x + 6, y + 31, words["total"].format(n=v["totals"][q]), 11, "#333")
                + text(x + 6, y + 45, n_cards(v["hand_sizes"][q])(self.lang), 11, "#333") + "</g>")

    def pile(self, q: int, x: float, y: float, right: float) -> str:
        pile = self.v["piles"][q]
        step: float = MINI_W + 2
        if pile and len(pile) * step > right - x:
            step = max(6.0, (right - x - MINI_W) / max(1, len(pile) - 1))
        parts = [face(x + i * step, y, MINI_W, MINI_H, c, self.lang, lit=c in self.lit) for i, c in enumerate(pile)]
        parts.append(text(x, y + MINI_H + 14, pile_summary(pile, self.lang), 11.5 if self.seat is not None else 10.5,
                          "#222"))
        return "".join(parts)

    def row(self, q: int, y: float, h: float, hands: bool = True, row: int = 0) -> None:
        v = self.v
        points, _ = score_pile(v["piles"][q])
        self.out.append(f'<g class="tutor-seat-row" data-seat="{q}" data-hand="{v["hand_sizes"][q]}" '
                        f'data-pile="{" ".join(v["piles"][q])}" data-score="{points}" '
                        f'data-total="{v["totals"][q]}">')
        if seat_label(q) in self.lit:
            self.out.append(f'<rect x="2" y="{y - 2:.0f}" width="{self.width - 4}" height="{h:.0f}" fill="none" '
                            f'stroke="#D55E00" stroke-width="3" stroke-dasharray="6 3"/>')
        self.out.append(self.seat_box(q, 6, y + 2, 96, 48, row))
        hand = v["hands"].get(q)
        x = 110
        if hands and self.seat is None and hand is not None:  # the projector: every hand, the acting one clickable
            step = MID_W + 2 if len(hand) <= 8 else 8 * (MID_W + 2) / len(hand)
            if q == self.actor:
                self.hand(q, x, y + 6, MID_W, MID_H, step, right=x + 8 * (MID_W + 2), row=row, first=1)
            else:
                for i, c in enumerate(hand):
                    self.out.append(f'<g class="tutor-card" data-card="{c}">'
                                    + face(x + i * step, y + 6, MID_W, MID_H, c, self.lang, lit=c in self.lit)
                                    + "</g>")
            x += 8 * (MID_W + 2) + 4
        self.out.append(self.pile(q, x + 4, y + 6, self.width - 8))
        self.out.append("</g>")

    def hand(self, q: int, x: float, y: float, w: float, h: float, step: float,
             right: Optional[float] = None, row: int = HAND_ROW, first: int = 0) -> None:
        """A hand: every card a click target (its code is its token); legal ones marked, picked ones lifted."""
        words = self.w
        hand = self.v["hands"][q]
        right = self.width - 6 if right is None else right
        if hand and len(hand) * step > right - x:
            step = (right - x - w) / max(1, len(hand) - 1)
        used = list(self.picks.lifted) + [u for us, _ in self.picks.groups for u in us]
        acting = self.acting and q == self.actor
        for i, c in enumerate(hand):
            up = c in used
            if up:
                used.remove(c)
            legal = acting and c in self.legal and not up
            name = words["nth"].format(card=card_words(c)(self.lang), i=i + 1, n=len(hand)) + (
                words["picked"] if up else words["usable"] if legal else "")
            cls = "tutor-card" + (" tutor-legal" if legal else "") + (" tutor-picked" if up else "")
            self.out.append(f'<g class="{cls}" data-card="{c}" data-action="{c}"{grid(row, first + i)} '
                            f'aria-label="{escape(name)}">'
                            + face(x + i * step, y - (8 if up else 0), w, h, c, self.lang, lit=up or c in self.lit,
                                   dim=acting and bool(self.legal) and not legal and not up) + "</g>")

    def mud(self, y: float) -> None:
        v, words = self.v, self.w
        width = self.width
        frame = "#D55E00" if "mud" in self.lit else "#b8ab8e"
        self.out.append(f'<rect x="4" y="{y:.0f}" width="{width - 8}" height="{BAND - 6}" rx="8" fill="#f3efe6" '
                        f'stroke="{frame}" stroke-width="{3 if "mud" in self.lit else 1}"/>')
        if not v["mud"]:
            self.preview(y)
            return
        mud, sender, target = v["mud"], v["sender"], v["target"]
        self.out.append(f'<g class="tutor-mud" data-mud="{" ".join(mud)}" data-sender="{sender}" '
                        f'data-target="{target}">')
        top = y + 8
        self.out.append(text(12, top + 30, seat_label(sender), 15, "#0072B2", bold=True))
        slot, x0 = MUD_W + 18, 62
        end = x0 + 14 + len(mud) * slot
        self.out.append(f'<path d="M42 {top + 25:.0f} H{x0 + 8}" stroke="#555" stroke-width="2" '
                        f'marker-end="url(#tutor-arrow)"/>')
        groups = [(list(us), c) for us, c in self.picks.groups]
        suit = list(self.picks.suit)
        for i, c in enumerate(mud):
            x = x0 + 14 + i * slot
            token = mud_token(c)
            legal = token in self.legal
            cls = "tutor-mud-card" + (" tutor-legal" if legal else "")
            said = card_words(c)(self.lang)
            if mud.count(c) > 1:   # two equal cards in the mud: told apart by their place
                said = words["nth"].format(card=said, i=i + 1, n=len(mud))
            label = words["mud-pick"].format(card=said)
            mine = next((g for g in groups if g[1] == c), None)
            stopped = c in suit
            self.out.append(f'<g class="{cls}" data-card="{c}" data-action="{escape(token)}"{grid(MUD_ROW, i)} '
                            f'aria-label="{escape(label)}">'
                            + face(x, top, MUD_W, MUD_H, c, self.lang,
                                   lit=c in self.lit or token in self.lit or mine is not None or stopped) + "</g>")
            if mine is not None:
                groups.remove(mine)
                self.out.append(self.group(mine[0], c, x, top + MUD_H + 6))
            elif stopped:
                suit.remove(c)
                self.out.append(f'<g class="tutor-group" data-group="WATERSUIT&gt;{c}" data-ok="1">'
                                + text(x, top + MUD_H + 20, words["stopped"], 11.5, "#006b4f", bold=True) + "</g>")
        self.out.append(f'<path d="M{end - 6} {top + 25:.0f} H{end + 14}" stroke="#555" stroke-width="2" '
                        f'marker-end="url(#tutor-arrow)"/>')
        self.out.append(text(end + 20, top + 30, seat_label(target), 15, "#D55E00", bold=True))
        self.out.append(text(12, y + BAND - 30, self.mud_state(mud), 12, "#222", bold=True))
        if v["phase"] == "race" and v["queue"]:
            then = v["queue"][1:]
            line = words["race"].format(seat=seat_label(v["queue"][0])) + (
                words["race-then"].format(seats=", ".join(seat_label(q) for q in then)) if then else "") + "."
        else:
            line = words["defend"].format(seat=seat_label(target)) + "."
        if v["thrower"] != sender:
            line += " (" + words["thrown"].format(seat=seat_label(v["thrower"])) + ")"
        self.out.append(text(12, y + BAND - 14, line, 11.5, "#222"))
        self.out.append("</g>")

    def mud_state(self, mud: list[str]) -> str:
        water, sand = sums(mud)
        card = completing(mud)
        words = self.w
        state = words["perfect"] if water == sand else (
            words["needs"].format(card=an(card)(self.lang)) if card else words["never"])
        return words["mud-sums"].format(w=water, s=sand) + " — " + state

    def preview(self, y: float) -> None:
        """No mud in flight: whose turn it is, or the mud picked so far for a throw, with its sums."""
        v, words = self.v, self.w
        picked = [c for c in self.picks.lifted if KIND[c] in (WATER, SAND)]
        if v["phase"] == "turn" and picked and self.acting:
            self.out.append(text(12, y + 24, words["your-mud"], 13, bold=True))
            for i, c in enumerate(picked):
                self.out.append(face(12 + i * (MUD_W + 8), y + 32, MUD_W, MUD_H, c, self.lang, lit=True))
            if any(KIND[c] == WATER for c in picked) and any(KIND[c] == SAND for c in picked):
                self.out.append(text(12, y + BAND - 30, self.mud_state(picked), 12, "#222", bold=True))
            return
        msg = words["over"] if v["to_move"] is None else words["no-mud"].format(seat=seat_label(v["to_move"]))
        self.out.append(text(self.width / 2, y + BAND / 2, msg, 13, "#333", "middle"))

    def group(self, umbrellas: list[str], card: str, x: float, y: float) -> str:
        """Umbrellas guarding one mud card: their sum against the card's value (M18)."""
        total = sum(VALUE[u] for u in umbrellas)
        ok = total >= VALUE[card]
        parts = [face(x + i * 13, y, 16, 22, u, self.lang) for i, u in enumerate(umbrellas)]
        mark = f"{total} ≥ {VALUE[card]} ✓" if ok else f"{total} < {VALUE[card]} ✗"
        parts.append(text(x, y + 36, mark, 11.5, "#006b4f" if ok else "#a33b00", bold=True))
        return (f'<g class="tutor-group" data-group="{escape("+".join(umbrellas) + ">" + card)}" data-ok="{int(ok)}">'
                + "".join(parts) + "</g>")

    def buttons(self, y: float) -> float:
        """The phase's buttons (pass, decline, accept, done; swap with a voluntary swap), wrapped to the width;
        returns the height they take."""
        if not self.acting:
            return 0
        v, words = self.v, self.w
        tokens = list(_PHASE_BUTTONS.get(v["phase"], ()))
        if v["phase"] == "turn" and "VOLUNTARY_SWAP" in v["variants"]:
            tokens.append("swap")
        x, row = 8.0, 0
        for col, token in enumerate(tokens):
            label = words["buttons"][token]
            if token == "accept":
                q = v["target"]
                label = label.format(p=pts(score_pile(v["piles"][q] + v["mud"])[0])(self.lang))
            bw = max(60.0, 24 + 7 * len(label))
            if x + bw > self.width - 6 and x > 8:
                x, row = 8.0, row + 1
            by = y + row * (BUTTON_H + 6)
            legal = token in self.legal
            cls = "tutor-button" + (" tutor-legal" if legal else "")
            fill, ink = ("#0072B2", "#fff") if legal else ("#e4e4e4", "#555")
            self.out.append(f'<g class="{cls}" data-action="{token}"{grid(BUTTON_ROW, col)} aria-label="{escape(label)}">'
                            f'<rect class="tutor-mark" x="{x:.0f}" y="{by:.0f}" width="{bw:.0f}" height="{BUTTON_H}" '
                            f'rx="6" fill="{fill}" stroke="#333"/>'
                            + text(x + bw / 2, by + 26, label, 13, ink, "middle", True) + "</g>")
            x += bw + 8
        return (row + 1) * (BUTTON_H + 6) if tokens else 0

    # -- the whole table, or one region of it -------------------------------------------------------------
    def draw(self) -> tuple[str, float]:
        v = self.v
        n = v["players"]
        self.out = []
        y = 30.0
        if self.seat is None:
            for q in range(n):
                self.row(q, y, WIDE_ROW, row=q)
                y += WIDE_ROW
        else:
            for k in range(1, n):
                self.row((self.seat + k) % n, y, ROW, row=k - 1)
                y += ROW
        y += 4
        self.mud(y)
        y += BAND
        if self.seat is not None:
            self.row(self.seat, y, ROW, row=OWN_ROW)
            y += ROW + 12
            if self.seat in v["hands"]:
                self.hand(self.seat, 8, y, BIG_W, BIG_H, BIG_STEP)
            y += BIG_H + 10
        y += self.buttons(y) + 6
        self.out.append(text(8, y + 8, self.w["legend"], 11, "#444"))
        return "".join(self.out), y + 16

    def draw_region(self, region: str) -> tuple[str, float]:
        v = self.v
        self.out = []
        y = 30.0
        if region == "hand":
            q = self.seat if self.seat is not None else v["to_move"]
            if q is None or q not in v["hands"]:
                raise ValueError("region 'hand' draws a seat's own hand: give seat= (the hand's owner)")
            self.out.append(text(8, y - 6, self.w["hand-of"].format(seat=seat_label(q)), 13, bold=True))
            self.hand(q, 8, y + 8, BIG_W, BIG_H, BIG_STEP)
            return "".join(self.out), y + BIG_H + 20
        if region == "mud":
            self.mud(4)
            return "".join(self.out), BAND + 4
        self.out.append(text(8, y - 6, self.w["piles"], 13, bold=True))
        for q in range(v["players"]):
            self.row(q, y, ROW, hands=False, row=q)
            y += ROW
        return "".join(self.out), y + 6


def table_svg(view: Mapping[str, Any], seat: Optional[int], lang: str = "en", *, legal: Iterable[str] = (),
              picked: Iterable[str] = (), highlight: Iterable[str] = (), region: Optional[str] = None) -> str:
    """The table as `seat` sees it (view = seat_view(state, seat)); see the module docstring."""
    if region is not None and region not in REGIONS:
        raise ValueError(f"region must be one of {', '.join(REGIONS)} (or None for the whole table), "
                         f"not {str(region)[:40]!r}")
    table = _Table(view, seat, lang, legal, picked, highlight)
    body, height = table.draw() if region is None else table.draw_region(region)
    w = table.w
    title = w["title-all"] if seat is None else w["title"].format(seat=seat_label(seat))
    head = w["head"].format(round=view["round"], rounds=view["rounds"], deck=view["deck_count"], out=len(view["out"]))
    width = table.width
    return "".join([
        f'<svg xmlns="http://www.w3.org/2000/svg" class="tutor-matschig-svg" width="{width}" '
        f'height="{height:.0f}" viewBox="0 0 {width} {height:.0f}" font-family="sans-serif" role="group" '
        f'aria-label="{escape(title)}" data-deck="{view["deck_count"]}" data-out="{len(view["out"])}" '
        f'data-phase="{view["phase"]}" data-round="{view["round"]}"' + (f' data-region="{region}"' if region else "")
        + ">",
        '<defs><marker id="tutor-arrow" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="7" '
        'markerHeight="7" orient="auto-start-reverse"><path d="M0 0 L10 5 L0 10 z" fill="#555"/></marker></defs>',
        text(8, 19, "Matschig · " + head, 13, bold=True) if region is None else "",
        body, "</svg>"])


__all__ = ["table_svg", "REGIONS"]
