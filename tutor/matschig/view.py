"""What a seat may see (A18), as data, as a monospace diagram and as an SVG picture: pure functions
of the state. Hands are hidden from the other seats and the draw pile from everyone; mud piles,
the cards out of play, the mud in flight and the counts are public. seat=None shows everything."""
from __future__ import annotations

from html import escape
from typing import Any, Iterable, Optional

from ..core.i18n import check_lang, count, seat_label
from .cards import CARDS, KIND, completing, sums
from .scoring import score_pile
from .state import DEFEND, OVER, RACE, TURN, MatschigState
from .texts import card_list, special_name

State = MatschigState


def to_move(s: State) -> Optional[int]:
    """The seat that decides now, or None when the game is over."""
    if s.phase == TURN:
        return s.active
    if s.phase == DEFEND:
        return s.target
    if s.phase == RACE:
        return s.queue[0]
    return None


def seat_view(s: State, seat: Optional[int]) -> dict:
    """What `seat` may see: its own hand, the public piles and counts; None shows everything."""
    v = {
        "game": "matschig", "players": s.players, "variants": sorted(s.variants),
        "round": s.round, "rounds": s.rounds, "phase": s.phase, "to_move": to_move(s),
        "starter": s.starter, "active": s.active, "deck_count": len(s.deck),
        "hand_sizes": [len(h) for h in s.hands],
        "hands": {q: list(h) for q, h in enumerate(s.hands) if seat is None or q == seat},
        "piles": [list(p) for p in s.piles], "out": list(s.out), "totals": list(s.totals),
        "mud": list(s.mud), "thrower": s.thrower, "sender": s.sender, "target": s.target,
        "completing_card": completing(s.mud) if s.mud else None,
        "queue": list(s.queue),  # M14: everyone eligible is asked, so the order is public
        # A5 RACE_RANDOM: the claims are secret; a seat sees only its own
        "claims": [list(c) for c in s.claims if seat is None or c[0] == seat],
        "passes": s.passes,
    }
    if seat is None:
        v["deck"] = list(s.deck)
    return v


_WORDS = {
    "en": {TURN: "turn", RACE: "completion race", DEFEND: "defence", OVER: "game over",
           "round": "round", "to_move": "{seat} to move", "deck": "draw pile", "out": "out of play",
           "hand": "hand", "pile": "mud pile", "total": "total", "flight": "mud in flight",
           "water": "water", "sand": "sand", "perfect": "perfect", "needs": "needs {card}",
           "never": "no single card completes it", "mud_to": "mud → {seat}",
           "legend": "Cards: W water, S sand, U umbrella."},
    "es": {TURN: "turno", RACE: "carrera por completar", DEFEND: "defensa",
           OVER: "partida terminada", "round": "ronda", "to_move": "mueve {seat}", "deck": "mazo",
           "out": "fuera de juego", "hand": "mano", "pile": "montón de barro", "total": "total",
           "flight": "barro en vuelo", "water": "agua", "sand": "arena", "perfect": "perfecto",
           "needs": "falta {card}", "never": "ninguna carta sola lo completa",
           "mud_to": "barro → {seat}", "legend": ""},
}
_COLOURS = {"W": "#0072B2", "S": "#E69F00", "U": "#5f5f5f", "X": "#CC79A7"}
_SHORT = {"en": {"PIPE": "PIPE", "BLOWER": "BLOW", "FLAMETHROWER": "FLAME", "WATERSUIT": "SUIT",
                 "MACHINEGUN": "MG"},
          "es": {"PIPE": "tubo", "BLOWER": "sopl.", "FLAMETHROWER": "llamas",
                 "WATERSUIT": "traje", "MACHINEGUN": "metr."}}
_KIND_NAME = {"en": {"W": "water", "S": "sand", "U": "umbrella"},
              "es": {"W": "agua", "S": "arena", "U": "paraguas"}}


def _hand_text(s: State, q: int, seat: Optional[int], lang: str) -> str:
    if seat is None or q == seat:
        return card_list(s.hands[q], lang, none="-")
    n = len(s.hands[q])
    return count(n, "card", "cards") if lang == "en" else count(n, "carta", "cartas")


def state_text(s: State, lang: str = "en", seat: Optional[int] = None) -> str:
    """The table as text (labels in en or es) as `seat` sees it: a line per seat, then the mud."""
    w = _WORDS[check_lang(lang)]
    who = to_move(s)
    head = (f"Matschig  {w['round']} {s.round}/{s.rounds}  {w[s.phase]}"
            + (", " + w["to_move"].format(seat=seat_label(who)) if who is not None else "")
            + f"  {w['deck']} {len(s.deck)}  {w['out']} {len(s.out)}")
    lines = [head]
    hands = [_hand_text(s, q, seat, lang) for q in range(s.players)]
    width = max(len(h) for h in hands)
    for q in range(s.players):
        mark = ">" if q == who else " "
        star = "*" if q == s.starter else " "
        points, _ = score_pile(s.piles[q])
        pile = card_list(s.piles[q], lang, none="-")
        lines.append(f"{mark}{seat_label(q)}{star} {w['hand']}: {hands[q]:<{width}}  {w['pile']}: "
                     f"{pile} ({points})  {w['total']} {s.totals[q]}")
    if s.mud:
        water, sand = sums(s.mud)
        need = completing(s.mud)
        state = (w["perfect"] if water == sand else w["needs"].format(card=need) if need
                 else w["never"])
        lines.append(f"  {w['flight']}: {card_list(s.mud, lang)} ({w['water']} {water}, "
                     f"{w['sand']} {sand}, {state}) {seat_label(s.sender)} -> {seat_label(s.target)}")
    if w["legend"]:
        lines.append(w["legend"])
    return "\n".join(lines)


def _card(x: float, y: float, card: str, lang: str, hidden: bool = False, lit: bool = False) -> str:
    """One card as SVG: its code (a special card by a short name in lang) and, on hover, its name."""
    stroke = ' stroke="#000" stroke-width="3"' if lit else ' stroke="#222"'
    if hidden:
        fill, label, title = "#555", "?", ""
    else:
        kind = KIND[card]
        fill = _COLOURS[kind]
        if kind == "X":
            label, title = _SHORT[lang][card], f"{special_name(card, lang)} ({card})"
        else:
            label, title = card, f"{_KIND_NAME[lang][kind]} {card[1]} ({card})"
        title = f"<title>{escape(title)}</title>"
    return (f'<g>{title}<rect x="{x}" y="{y}" width="34" height="46" rx="4" fill="{fill}"{stroke}/>'
            f'<text x="{x + 17}" y="{y + 28}" font-size="10" font-weight="bold" '
            f'text-anchor="middle" fill="#fff">{escape(label)}</text></g>')


def _check_highlights(s: State, highlight: Any, cards: Any) -> set[str]:
    if highlight is not None and (not isinstance(highlight, int) or isinstance(highlight, bool)
                                  or not 0 <= highlight < s.players):
        raise ValueError(f"highlight is a seat from 0 to {s.players - 1} (or None), "
                         f"not {str(highlight)[:40]!r}")
    if isinstance(cards, str):
        cards = cards.split()
    try:
        lit = set(cards or ())
    except TypeError:
        raise ValueError("cards is a list of card names to outline, like ['W3', 'S5']") from None
    unknown = sorted(str(c)[:20] for c in lit if c not in CARDS)
    if unknown:
        raise ValueError(f"cards to outline must be card names like W3; not {', '.join(unknown[:5])}")
    return lit


def state_svg(s: State, seat: Optional[int] = None, *, highlight: Optional[int] = None,
              cards: Iterable[str] = (), lang: str = "en") -> str:
    """The table as SVG, as `seat` sees it (None: everything): a row per seat (hand, then mud
    pile), the mud in flight last. highlight=seat outlines that seat's row, cards=[...] outlines
    those cards where the seat can see them; lang labels it in en or es."""
    w = _WORDS[check_lang(lang)]
    lit = _check_highlights(s, highlight, cards)
    row_h, hand_w = 64, max(10, *(len(h) for h in s.hands)) * 38
    width = 70 + hand_w + 20 + max(16, *(len(p) for p in s.piles)) * 38
    height = row_h * (s.players + 1) + 48
    who = to_move(s)
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" class="tutor-matschig-svg" width="{width}" '
             f'height="{height}" font-family="sans-serif">',
             f'<text x="8" y="18" font-size="14">Matschig · {w["round"]} {s.round}/{s.rounds} · '
             f'{escape(w["deck"])} {len(s.deck)} · {escape(w["out"])} {len(s.out)}</text>',
             f'<text x="{70 + hand_w + 20}" y="18" font-size="12">{escape(w["pile"])}</text>']
    for q in range(s.players):
        y = 28 + q * row_h
        stroke = "#D55E00" if q == highlight else ("#009E73" if q == who else "none")
        parts.append(f'<rect x="2" y="{y - 2}" width="{width - 4}" height="{row_h - 4}" '
                     f'fill="none" stroke="{stroke}" stroke-width="2"/>')
        parts.append(f'<text x="8" y="{y + 28}" font-size="13">{seat_label(q)} ({s.totals[q]})</text>')
        hidden = seat is not None and q != seat
        for i, c in enumerate(s.hands[q]):
            parts.append(_card(70 + i * 38, y + 4, c, lang, hidden, not hidden and c in lit))
        for i, c in enumerate(s.piles[q]):
            parts.append(_card(70 + hand_w + 20 + i * 38, y + 4, c, lang, lit=c in lit))
    y = 28 + s.players * row_h
    if s.mud:
        parts.append(f'<text x="8" y="{y + 28}" font-size="13">'
                     f'{escape(w["mud_to"].format(seat=seat_label(s.target)))}</text>')
        for i, c in enumerate(s.mud):
            parts.append(_card(110 + i * 38, y + 4, c, lang, lit=c in lit))
    legend = " · ".join(f"{k} {name}" for k, name in _KIND_NAME[lang].items())
    parts.append(f'<text x="8" y="{y + row_h + 10}" font-size="11">{escape(legend)}</text>')
    parts.append("</svg>")
    return "".join(parts)
