"""What a seat may see (view), the monospace table diagram, and a pure SVG picture of the state.

All three take seat=None for everything (the teacher's projector) or a seat 0..3 for what that seat may
see: its own hand, the other hands' sizes, the turn-up, the bids, the contract and call, the raises, the
tricks, and a Rufen partner or a Matzl's side only once that seat can know them (R-CALL-3)."""
from __future__ import annotations

from html import escape
from typing import Any, Iterable, Optional

from ..core.i18n import check_lang, count, seat_label
from .cards import BIT, CARD_STR, SUITS, SUIT_WORD, cards_of, cards_str
from .scoring import RAISE_NAMES
from .snapshot import SIDE_NAMES
from .state import State, forehand, knows_sides, partner_known, side
from .texts import CONTRACT_WORD, PHASE_NAMES


def _sees_sides(s: State, seat: Optional[int]) -> bool:
    """True if this seat (None: the projector) knows every player's side."""
    return seat is None or knows_sides(s, seat)


def sides_seen(s: State, seat: Optional[int]) -> list[Optional[str]]:
    """Each player's side as `seat` knows it ("declarers", "defenders" or None): the public sides, every
    side for a seat that knows them, and its own side once the contract (and in Rufen the call) is made."""
    if s.declarer < 0:
        return [None] * 4
    if _sees_sides(s, seat):
        return [SIDE_NAMES[side(s, x)] for x in range(4)]
    sides = [SIDE_NAMES[x] for x in s.public_side]
    if seat is not None and (s.contract != "rufen" or s.called >= 0):
        sides[seat] = SIDE_NAMES[side(s, seat)]  # a seat knows whether it holds the called card
    return sides


def view_of(s: State, seat: Optional[int]) -> dict:
    """A seat sees its own hand, the turn-up, the tricks and public announcements (None: all)."""
    everything = seat is None
    holds_turned = s.turned >= 0 and bool(s.hands[s.dealer] & BIT[s.turned])
    knows = _sees_sides(s, seat)
    return {
        "seat": seat, "deal": s.deal_no + 1, "deals": s.deals, "dealer": s.dealer, "forehand": forehand(s),
        "phase": s.phase, "to_move": None if s.phase == "over" else s.turn, "scores": list(s.scores),
        "turned": CARD_STR[s.turned] if s.turned >= 0 else None,
        "turnup_with_dealer": holds_turned,
        "turnup_on_table": holds_turned and "V-TURNUP-TABLE" in s.variants,
        "hands": [cards_str(cards_of(h)) if everything or x == seat else None for x, h in enumerate(s.hands)],
        "hand_sizes": [h.bit_count() for h in s.hands],
        "known_cards": [[CARD_STR[s.turned]] if x == s.dealer and holds_turned else [] for x in range(4)],
        "deck": cards_str(s.deck) if everything else None,
        "packets": s.packets, "bids": [[who, what] for who, what in s.bids],
        "contract": s.contract or None, "declarer": s.declarer if s.declarer >= 0 else None,
        "trump": SUITS[s.trump] if s.trump >= 0 else None,
        "called": CARD_STR[s.called] if s.called >= 0 else None,
        "partner": s.partner if s.partner >= 0 and knows else None,
        "sides": sides_seen(s, seat),
        "raises": [{"seat": who, "name": RAISE_NAMES[i]} for i, (who, _) in enumerate(s.raises)],
        "leader": s.leader if s.leader >= 0 else None,
        "trick": [{"seat": (s.leader + i) % 4, "card": CARD_STR[c]} for i, c in enumerate(s.trick)],
        "tricks": [{"leader": ld, "cards": cards_str(cs), "winner": w} for ld, cs, w in s.tricks],
        "matzl": (s.matzl or None) if knows else None, "history": [list(h) for h in s.history],
    }


# The diagram's words; German game words (Vorhand, Matzl...) stay in the events' texts.
_WORDS: dict[str, dict[str, Any]] = {
    "en": {"deal": "deal", "phase": "phase", "turnup": "Turn-up", "trumps": "trumps", "no_trump": "none",
           "contract": "Contract", "by": "by", "called": "called", "raises": "raises", "no_raise": "none",
           "trick": "Trick", "last": "Last trick", "scores": "Scores", "over": "Over.", "to_move": "To move",
           "dealer": "dealer", "forehand": "forehand (Vorhand)", "declarer": "declarer", "partner": "partner",
           "hidden": "hidden", "seen_by": "as {} sees it", "trick_word": ("trick", "tricks"),
           "card_word": ("card", "cards")},
    "es": {"deal": "reparto", "phase": "fase", "turnup": "Carta volteada", "trumps": "triunfo",
           "no_trump": "ninguno", "contract": "Contrato", "by": "de", "called": "carta llamada",
           "raises": "subidas", "no_raise": "ninguna", "trick": "Baza", "last": "Última baza",
           "scores": "Puntos", "over": "Partida terminada.", "to_move": "Le toca a", "dealer": "repartidor",
           "forehand": "mano (Vorhand)", "declarer": "declarante", "partner": "compañero", "hidden": "oculto",
           "seen_by": "como lo ve {}", "trick_word": ("baza", "bazas"), "card_word": ("carta", "cartas")},
}


def _role(s: State, x: int, seat: Optional[int], w: dict) -> str:
    tags = []
    if x == s.dealer:
        tags.append(w["dealer"])
    if x == forehand(s):
        tags.append(w["forehand"])
    if x == s.declarer:
        tags.append(w["declarer"])
    if x == s.partner and _sees_sides(s, seat):
        tags.append(w["partner"] + ("" if partner_known(s) else f", {w['hidden']}"))
    return f" ({', '.join(tags)})" if tags else ""


def text_of(s: State, lang: str = "en", seat: Optional[int] = None) -> str:
    """Monospace diagram of the table in en or es, as `seat` sees it (None: everything, the teacher's view)."""
    w = _WORDS[check_lang(lang)]
    phase = PHASE_NAMES[lang][s.phase]
    who = "" if seat is None else f"  ({w['seen_by'].format(seat_label(seat))})"
    lines = [f"Matzlfangen  {w['deal']} {s.deal_no + 1}/{s.deals}  {w['phase']}: {phase}{who}"]
    if s.turned >= 0:
        trump = SUIT_WORD[SUITS[s.trump]] if s.trump >= 0 else (w["no_trump"] if s.contract else "?")
        lines.append(f"{w['turnup']}: {CARD_STR[s.turned]}   {w['trumps']}: {trump}")
    if s.contract:
        extra = f", {w['called']} {CARD_STR[s.called]}" if s.called >= 0 else ""
        names = ", ".join(RAISE_NAMES[i] for i in range(len(s.raises))) or w["no_raise"]
        lines.append(f"{w['contract']}: {CONTRACT_WORD[s.contract]} {w['by']} {seat_label(s.declarer)}{extra}   "
                     f"{w['raises']}: {names}")
    for x in range(4):
        won = sum(1 for t in s.tricks if t[2] == x)
        if seat is None or seat == x:
            hand = " ".join(cards_str(cards_of(s.hands[x]))) or "-"
        else:
            hand = count(s.hands[x].bit_count(), *w["card_word"])
        lines.append(f"{seat_label(x)}: {hand:<24}  {count(won, *w['trick_word'])}{_role(s, x, seat, w)}")
    if s.trick:
        played = "  ".join(f"{seat_label((s.leader + i) % 4)} {CARD_STR[c]}" for i, c in enumerate(s.trick))
        lines.append(f"{w['trick']} {len(s.tricks) + 1}: {played}")
    elif s.tricks:
        ld, cs, won_by = s.tricks[-1]
        lines.append(f"{w['last']} {len(s.tricks)}: " + "  ".join(
            f"{seat_label((ld + i) % 4)} {CARD_STR[c]}" for i, c in enumerate(cs)) + f"  -> {seat_label(won_by)}")
    lines.append(f"{w['scores']}: " + "  ".join(f"{seat_label(x)} {s.scores[x]:+d}" for x in range(4)))
    lines.append(w["over"] if s.phase == "over" else f"{w['to_move']}: {seat_label(s.turn)}")
    return "\n".join(lines)


_SUIT_FILL = {"E": "#8b5a2b", "L": "#2e7d32", "H": "#c62828", "S": "#f9a825"}
_SEAT_XY = ((200, 400), (20, 220), (200, 30), (440, 220))  # P1 bottom, then clockwise


def _card_svg(code: str, x: float, y: float, hi: bool) -> str:
    stroke = "#1565c0" if hi else "#333"
    return (f'<g class="card" data-card="{code}"><rect x="{x}" y="{y}" width="30" height="44" rx="4" '
            f'fill="#fff" stroke="{stroke}" stroke-width="{3 if hi else 1}"/>'
            f'<text x="{x + 15}" y="{y + 27}" text-anchor="middle" font-family="monospace" font-size="13" '
            f'fill="{_SUIT_FILL[code[0]]}">{escape(code)}</text></g>')


def svg_of(s: State, seat: Optional[int] = None, *, highlight: Iterable[str] = (), lang: str = "en") -> str:
    """SVG of the hands (only seat's own face up when seat is given), the current trick and the turn-up;
    highlight: card codes to outline (a list, or one space-separated text)."""
    if isinstance(highlight, str):
        highlight = highlight.split()
    hi = {str(c).upper() for c in highlight}
    label_turnup = _WORDS[check_lang(lang)]["turnup"]
    parts = ['<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480" viewBox="0 0 640 480">',
             '<rect width="640" height="480" fill="#2f6b3a"/>']
    for x in range(4):
        bx, by = _SEAT_XY[x]
        label = seat_label(x) + (" D" if x == s.dealer else "") + (" *" if x == s.turn else "")
        parts.append(f'<text x="{bx}" y="{by - 6}" fill="#fff" font-family="sans-serif" '
                     f'font-size="13">{escape(label)}</text>')
        for i, c in enumerate(cards_of(s.hands[x])):
            cx = bx + (i % 4) * 32 if x in (1, 3) else bx + i * 32
            cy = by + (i // 4) * 48 if x in (1, 3) else by
            if seat is None or seat == x:
                code = CARD_STR[c]
                parts.append(_card_svg(code, cx, cy, code in hi))
            else:  # a card back: the seat may not see it
                parts.append(f'<rect x="{cx}" y="{cy}" width="30" height="44" rx="4" fill="#546e7a" '
                             f'stroke="#333"/>')
    for i, c in enumerate(s.trick):
        who = (s.leader + i) % 4
        parts.append(_card_svg(CARD_STR[c], 250 + who * 36, 220, CARD_STR[c] in hi))
    if s.turned >= 0:
        parts.append(f'<text x="520" y="40" fill="#fff" font-family="sans-serif" font-size="12">'
                     f'{escape(label_turnup)}</text>')
        parts.append(_card_svg(CARD_STR[s.turned], 530, 48, CARD_STR[s.turned] in hi))
    parts.append("</svg>")
    return "".join(parts)

