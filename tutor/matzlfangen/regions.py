"""Parts of the card table drawn alone, for question pictures sized to what they ask (svg's `region`):

- "hand": the seat's hand, with the trumps;
- "trick": the trick in play (or, between tricks, the last one), card by card in play order with who played
  it, never who wins it (a question may ask);
- "play": the trick above the seat's hand (which cards may it play?);
- "auction": the turn-up, the dealer and Vorhand, and what has been said so far;
- "score": the contract, the raises, and the tricks and points each player has won;
- "seats": the four seats around the table in clockwise order, with the dealer marked (nothing else).

As a seat sees it: a hand is drawn only for the seat itself (seat None: the seat to move, as the teacher
sees it). No part is a click target."""
from __future__ import annotations

from html import escape
from typing import Iterable, Optional

from ..core.i18n import check_lang, seat_label
from . import drawing as d
from .cards import CARD_POINTS, CARD_STR, LAST_TRICK_BONUS, SUIT_WORD, SUITS, card_name, cards_of
from .scoring import DURCHS, RAISE_NAMES
from .state import State, forehand
from .tablewords import words
from .texts import CONTRACT_WORD, WEITER

REGIONS = ("hand", "trick", "play", "auction", "score", "seats")
CARD_W, CARD_H, STEP = 62, 90, 68
WIDTH = 600
INK = "#1a1a1a"


def region_svg(s: State, seat: Optional[int], region: str, lang: str, highlight: set[str]) -> str:
    """One part of the table alone (see the module docstring); a ValueError for an unknown region."""
    lang = check_lang(lang)
    if region not in REGIONS:
        raise ValueError(f"region must be one of {', '.join(REGIONS)}, not {str(region)[:40]!r}")
    who = s.turn if seat is None else seat
    parts: list[str] = []
    y = 8.0
    if region != "seats":
        y = _head(s, parts, y, lang)
    if region in ("trick", "play"):
        y = _trick_row(s, parts, y, lang, highlight)
    if region in ("hand", "play"):
        y = _hand_row(s, who, parts, y, lang, highlight)
    if region == "auction":
        y = _auction(s, parts, y, lang)
    if region == "score":
        y = _score(s, parts, y, lang)
    if region == "seats":
        y = _seats(s, parts, y, lang)
    title = words(lang)["title-all" if seat is None else "title"].format(seat=seat_label(who))
    return (f'<svg xmlns="http://www.w3.org/2000/svg" class="mz-region mz-region-{region}" width="{WIDTH}" '
            f'height="{y + 8:.0f}" viewBox="0 0 {WIDTH} {y + 8:.0f}" role="img" aria-label="{escape(title)}">'
            f'<rect width="{WIDTH}" height="{y + 8:.0f}" rx="10" fill="#2f6b3a"/>{"".join(parts)}</svg>')


def _head(s: State, parts: list[str], y: float, lang: str) -> float:
    """The line every region starts with: the trumps (or that there are none, or not yet)."""
    w = words(lang)
    if s.trump >= 0:
        letter = SUITS[s.trump]
        label = f"{w['trumps']}:"
        parts.append(d.text(14, y + 16, label, 14))
        parts.append(d.symbol(letter, 14 + 7.8 * len(label) + 12, y + 11, 16))
        parts.append(d.text(14 + 7.8 * len(label) + 24, y + 16, SUIT_WORD[letter], 14, bold=True))
    elif s.contract in DURCHS:
        parts.append(d.text(14, y + 16, f"{w['trumps']}: {w['no-trumps']}", 14))
    elif s.turned >= 0:
        parts.append(d.text(14, y + 16, f"{w['turned-suit']}: {SUIT_WORD[CARD_STR[s.turned][0]]}", 14))
    else:
        return y
    return y + 26


def _trick_row(s: State, parts: list[str], y: float, lang: str, highlight: set[str]) -> float:
    """The trick in play order: each card under the seat that played it, numbered; no winner shown."""
    w = words(lang)
    if s.trick:
        leader, cards = s.leader, s.trick
    elif s.tricks:
        leader, cards, _ = s.tricks[-1]
    else:
        parts.append(d.text(14, y + 16, w["leads"].format(seat=seat_label(s.turn)), 13))
        return y + 26
    trump = SUITS[s.trump] if s.trump >= 0 else None
    for i, c in enumerate(cards):
        code = CARD_STR[c]
        x = 14 + i * 96
        parts.append(d.text(x + CARD_W / 2, y + 14, f"{i + 1}. {seat_label((leader + i) % 4)}", 13, anchor="middle",
                            bold=True))
        lit = code in highlight
        parts.append(d.face(code, x, y + 22, CARD_W, CARD_H, outline="#1565c0" if lit else None,
                            thick=3 if lit else 1, points=True, title=card_name(code, trump)(lang)))
    if len(cards) < 4 and s.trick:
        x = 14 + len(cards) * 96
        nxt = (leader + len(cards)) % 4
        parts.append(d.text(x + CARD_W / 2, y + 14, f"{len(cards) + 1}. {seat_label(nxt)}", 13, anchor="middle",
                            bold=True))
        parts.append(f'<rect x="{x}" y="{y + 22}" width="{CARD_W}" height="{CARD_H}" rx="6" fill="none" '
                     f'stroke="#ffe08a" stroke-width="2" stroke-dasharray="5 4"/>'
                     + d.text(x + CARD_W / 2, y + 22 + CARD_H / 2 + 5, "?", 22, "#ffe08a", "middle", bold=True))
    return y + 22 + CARD_H + 10


def _hand_row(s: State, seat: int, parts: list[str], y: float, lang: str, highlight: set[str]) -> float:
    """The seat's hand, with each card's points."""
    w = words(lang)
    trump = SUITS[s.trump] if s.trump >= 0 else None
    cards = [CARD_STR[c] for c in cards_of(s.hands[seat])]
    parts.append(d.text(14, y + 14, w["hand-of"].format(seat=seat_label(seat)), 13, bold=True))
    for i, code in enumerate(cards):
        lit = code in highlight
        x = 14 + i * STEP
        parts.append(d.face(code, x, y + 22, CARD_W, CARD_H, outline="#1565c0" if lit else None,
                            thick=3 if lit else 1, points=True, title=card_name(code, trump)(lang)))
    return y + 22 + CARD_H + 10


def _auction(s: State, parts: list[str], y: float, lang: str) -> float:
    """Who deals, who is Vorhand, the turn-up, and each speech so far in order."""
    w = words(lang)
    lines = [w["dealer-line"].format(dealer=seat_label(s.dealer), forehand=seat_label(forehand(s)))]
    if s.turned >= 0:
        lines.append(f"{w['turnup']}: {card_name(CARD_STR[s.turned])(lang)}")
    said = []
    for who, what in s.bids:
        name, *named = what.split()
        word = WEITER(lang) if name == "weiter" else CONTRACT_WORD[name]
        said.append(f"{seat_label(who)}: {word}" + (f" ({SUIT_WORD[named[0]]})" if named else ""))
    lines.append(w["said"].format(said=", ".join(said)) if said else w["nothing-said"])
    if s.contract:
        lines.append(f"{CONTRACT_WORD[s.contract]} · {seat_label(s.declarer)}")
    base = y + 18
    for line in lines:
        text, base = d.paragraph(14, base, line, WIDTH - 28, 14)
        parts.append(text)
        base += 4
    return base - 10


def _score(s: State, parts: list[str], y: float, lang: str) -> float:
    """The contract and raises, then each player's tricks and points (the last trick's 10 included)."""
    w = words(lang)
    n = len(s.raises)
    head = f"{CONTRACT_WORD[s.contract]} · {seat_label(s.declarer)}" if s.contract else ""
    raises = f"{w['raises']}: {n}" + (f" ({', '.join(RAISE_NAMES[:n])})" if n else "")
    parts.append(d.text(14, y + 16, f"{head} · {raises}" if head else raises, 14, bold=True))
    y += 26
    for x in range(4):
        won = [cards for _, cards, winner in s.tricks if winner == x]
        pts = sum(CARD_POINTS[c] for cards in won for c in cards)
        last = len(s.tricks) == 8 and s.tricks[-1][2] == x
        line = (f"{seat_label(x)}: {w['trick'](len(won))}, "
                f"{w['point'](pts + (LAST_TRICK_BONUS if last else 0))}"
                + (f" ({w['last-ten']})" if last else ""))
        parts.append(d.text(14, y + 16, line, 14))
        y += 22
    if s.trick:  # the trick in play, card by card (a question may ask what its last card brings)
        trump = SUITS[s.trump] if s.trump >= 0 else None
        played = ", ".join(f"{seat_label((s.leader + i) % 4)} {card_name(CARD_STR[c], trump)(lang)}"
                           for i, c in enumerate(s.trick))
        text, y = d.paragraph(14, y + 18, w["in-play"].format(n=len(s.tricks) + 1, cards=played), WIDTH - 28, 14)
        parts.append(text)
        y -= 10
    return y + 4


def _seats(s: State, parts: list[str], y: float, lang: str) -> float:
    """P1 at the bottom, then clockwise P2 left, P3 top, P4 right; the dealer marked, and an arrow for the
    direction of dealing, bidding and play (R-SEAT-2)."""
    w = words(lang)
    cx, cy = WIDTH / 2, y + 120
    parts.append(f'<ellipse cx="{cx}" cy="{cy}" rx="150" ry="80" fill="#347642" stroke="#255631" stroke-width="2"/>')
    parts.append(f'<path d="M{cx - 60} {cy + 52} A 110 60 0 0 1 {cx - 100} {cy - 20}" fill="none" stroke="#ffe08a" '
                 f'stroke-width="3" marker-end="url(#mz-arrow)"/>'
                 '<defs><marker id="mz-arrow" markerWidth="8" markerHeight="8" refX="4" refY="4" orient="auto">'
                 '<path d="M0 0 L8 4 L0 8 Z" fill="#ffe08a"/></marker></defs>')
    spots = {0: (cx, cy + 104), 1: (cx - 190, cy + 5), 2: (cx, cy - 92), 3: (cx + 190, cy + 5)}
    for x, (px, py) in spots.items():
        label = seat_label(x) + (f" · {w['dealer']}" if x == s.dealer else "")
        width = 9 * len(label) + 20
        fill = "#ffe08a" if x == s.dealer else "#f7f3e8"
        parts.append(f'<rect x="{px - width / 2:.1f}" y="{py - 16:.1f}" width="{width:.1f}" height="26" rx="13" '
                     f'fill="{fill}" stroke="#3e2f1c"/>' + d.text(px, py + 2, label, 14, INK, "middle", bold=True))
    parts.append(d.text(cx, cy + 5, w["clockwise"], 13, anchor="middle"))
    return cy + 128


def highlighted(items: Iterable[str]) -> set[str]:
    """Card codes to frame, from click tokens ("play HX") or codes."""
    return {str(i).split()[-1].upper() for i in items if str(i).strip()}
