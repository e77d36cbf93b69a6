"""The card table as SVG (view.svg_of): the four seats around the trick, the learner's hand at the bottom,
the contract, trumps, call and raises, the turn-up, the points against 66, the choices before the first
card, and after the deal the value built step by step. As a seat sees it (None: the projector sees all).

Clickable parts carry data-action, the click token: the action they play ("play HX", "weiter", "call EA",
"raise", ...; Matzlfangen clicks each action once); those in `legal` also carry the class tutor-legal. Every
such part has an aria-label in the language ("Schellen Sau, 11 points, you may play it") and its place in the
board's keyboard grid (data-row, data-col: the projector's open hands, a row per option or callable suit, the
learner's hand; issue 36)."""
from __future__ import annotations

from html import escape
from typing import Callable, Iterable, Optional

from ..core import i18n
from ..core.i18n import check_lang, seat_label
from . import drawing as d
from .cards import (CARD_INDEX, CARD_POINTS, CARD_STR, DEAL_POINTS, LAST_TRICK_BONUS, RANKS, SUIT_NAMES, SUIT_WORD,
                    SUITS, WIN_POINTS, card_name, card_the, cards_of, suit)
from .play import tally
from .scoring import DURCHS, RAISE_NAMES, settle, value_of
from .state import GAME, State, forehand, knows_sides, partner_known, side
from .tablewords import words
from .texts import CONTRACT_WORD, PHASE_NAMES
from .tricks import winner_index

WIDTH, HEIGHT = 620, 540
HAND_Y, HAND_W, HAND_H, HAND_STEP = 364, 62, 90, 68
TRICK_W, TRICK_H = 52, 76
MINI_W, MINI_H = 30, 44
CENTER = (142, 96, 336, 238)  # the options panel: x, y, width, height
CALL_PANEL = (20, 90, 580, 272)  # the call's panel, wider: its cards are click targets
CALL_CARD = 55  # a callable card's width: 34.6 px when the table is shown 390 px wide (a phone)
# The rows of the keyboard grid (data-row, data-col on every target): the projector's open hands at the top,
# left and right, the options or the callable cards in the middle (a row each), the learner's hand at the bottom.
SEAT_ROW = {"top": 0, "left": 1, "right": 2}
OPTION_ROW, HAND_ROW = 3, 20
# Where each place at the table draws its card of the trick (x, y of the card's corner).
TRICK_AT = {"bottom": (284, 214), "left": (218, 150), "top": (284, 98), "right": (350, 150)}


def _n(n: int, noun: Callable[[int], str]) -> str:
    return noun(n)


def codes_of(items: Iterable[str]) -> set[str]:
    """The card codes among click tokens ("play HX") and card codes ("HX")."""
    out = set()
    for item in items:
        code = str(item).split()[-1].upper() if str(item).strip() else ""
        if code in CARD_INDEX:
            out.add(code)
    return out


def table_svg(s: State, seat: Optional[int], lang: str, legal: Iterable[str], picked: Iterable[str],
              highlight: Iterable[str]) -> str:
    """The whole table (see the module docstring): `legal` click tokens marked tutor-legal, the cards of
    the `picked` tokens drawn as marked (the trick lab's marks), the cards of `highlight` framed."""
    lang = check_lang(lang)
    w = words(lang)
    hi = codes_of(highlight)
    actions = {str(a) for a in legal}
    marked = codes_of(picked)
    winner = True
    bottom = 0 if seat is None else seat
    place = {bottom: "bottom", (bottom + 1) % 4: "left", (bottom + 2) % 4: "top", (bottom + 3) % 4: "right"}
    sides = _sides(s, seat)
    title = w["title-all"] if seat is None else w["title"].format(seat=seat_label(seat))
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" class="mz-table" width="{WIDTH}" height="{HEIGHT}" '
           f'viewBox="0 0 {WIDTH} {HEIGHT}" role="group" aria-label="{escape(title)}">',
           f'<rect width="{WIDTH}" height="{HEIGHT}" rx="10" fill="#2f6b3a"/>',
           '<ellipse cx="310" cy="214" rx="196" ry="132" fill="#347642" stroke="#255631" stroke-width="2"/>']
    out.append(_info(s, w, lang))
    out.append(_turnup(s, w, hi, lang))
    end = s.phase in ("claim", "over")
    for x in range(4):
        out.append(_seat(s, x, place[x], seat, sides, w, lang, hi, actions, marked, compact=end))
    if end:
        out.append(_settlement(s, w, lang, actions))
    elif s.phase == "play":
        out.append(_trick(s, place, w, lang, hi, winner))
        out.append(_play_options(s, w, lang, actions))
    else:
        out.append(_preplay(s, seat, w, lang, actions))
    out.append(_points(s, seat, sides, w, lang))
    out.append("</svg>")
    return "".join(out)


# -- who is who -------------------------------------------------------------------------------------------
def _sides(s: State, seat: Optional[int]) -> list[Optional[int]]:
    """Each seat's side as `seat` knows it (None: not known to it), from the public sides and its own."""
    if s.declarer < 0:
        return [None] * 4
    if seat is None or knows_sides(s, seat):
        return [side(s, x) for x in range(4)]
    known: list[Optional[int]] = [x if x >= 0 else None for x in s.public_side]
    if s.contract != "rufen" or s.called >= 0:
        known[seat] = side(s, seat)
    return known


def _tags(s: State, x: int, seat: Optional[int], sides: list[Optional[int]], w: dict) -> list[str]:
    """A seat's roles as the viewer knows them: dealer and Vorhand until the cards are played (they decide
    who speaks and leads first), then its side."""
    tags = []
    if s.phase not in ("play", "claim", "over"):
        if x == s.dealer:
            tags.append(w["dealer"])
        if x == forehand(s):
            tags.append(w["forehand"])
    if sides[x] is not None:
        if x == s.declarer:
            tags.append(w["declarers"] if s.contract == "rufen" else w["soloist"])
        elif sides[x] == 1:
            tags.append(w["partner"])
        else:
            tags.append(w["defenders"])
    return tags


def _won(s: State, x: int) -> tuple[int, int]:
    """(tricks, card points) seat x has won so far (the last trick's 10 included)."""
    mine = [cards for _, cards, winner in s.tricks if winner == x]
    pts = sum(CARD_POINTS[c] for cards in mine for c in cards)
    if len(s.tricks) == 8 and s.tricks[-1][2] == x:
        pts += LAST_TRICK_BONUS
    return len(mine), pts


def short_name(code: str, lang: str, trump: Optional[str]) -> str:
    """A card in words, e.g. 'Schellen König'; the trump Ten is the Matzl."""
    return card_name(code, trump)(lang)


def _card_label(code: str, lang: str, trump: Optional[str], extra: str = "") -> str:
    pts = CARD_POINTS[CARD_STR.index(code)]
    w = words(lang)
    return f"{card_name(code, trump)(lang)}, {w['point'](pts)}" + \
        (f", {extra}" if extra else "")


# -- the parts of the table ---------------------------------------------------------------------------------
def _info(s: State, w: dict, lang: str) -> str:
    out = [d.box(6, 6, 168, 84, fill="#1f4d29", stroke="#16381e")]
    if s.contract:
        head = f"{CONTRACT_WORD[s.contract]} · {seat_label(s.declarer)}"
    else:
        head = PHASE_NAMES[s.phase](lang).capitalize()
    out.append(d.text(14, 24, head, 14, bold=True))
    if s.trump >= 0:
        letter = SUITS[s.trump]
        out.append(d.text(14, 43, f"{w['trumps']}:", 12))
        out.append(d.symbol(letter, 14 + 7.2 * len(w["trumps"]) + 16, 39, 14))
        out.append(d.text(14 + 7.2 * len(w["trumps"]) + 26, 43, SUIT_WORD[letter], 12, bold=True))
    elif s.contract in DURCHS:
        out.append(d.text(14, 43, f"{w['trumps']}: {w['no-trumps']}", 12))
    elif s.turned >= 0:
        letter = CARD_STR[s.turned][0]
        out.append(d.text(14, 43, f"{w['turned-suit']}:", 12))
        out.append(d.symbol(letter, 14 + 6.9 * len(w["turned-suit"]) + 16, 39, 14))
        out.append(d.text(14 + 6.9 * len(w["turned-suit"]) + 26, 43, SUIT_WORD[letter], 12))
    if s.called >= 0:
        out.append(d.text(14, 61, f"{w['called']}: {card_name(CARD_STR[s.called])(lang)}", 12))
    n = len(s.raises)
    if s.contract and (n or s.phase == "raise"):  # the raises, once they are in play
        out.append(d.text(14, 79, f"{w['raises']}: {n}" + (f" · {RAISE_NAMES[n - 1]}" if n else ""), 12))
    elif s.deals > 1:
        out.append(d.text(14, 79, w["deal"].format(n=s.deal_no + 1, m=s.deals), 12))
    return "".join(out)


def _turnup(s: State, w: dict, hi: set[str], lang: str) -> str:
    if s.turned < 0:
        return ""
    code = CARD_STR[s.turned]
    held = bool(s.hands[s.dealer] >> s.turned & 1)
    caption = (w["on-table"] if "V-TURNUP-TABLE" in s.variants else w["holds"].format(seat=seat_label(s.dealer))) \
        if held else w["played"]
    return (d.text(574, 16, w["turnup"], 11, anchor="middle")
            + d.face(code, 554, 22, 40, 58, outline="#1565c0" if code in hi else None, thick=3 if code in hi else 1,
                     shade=not held, title=_card_label(code, lang, None))
            + d.text(574, 94, caption, 11, anchor="middle"))


def _seat(s: State, x: int, where: str, seat: Optional[int], sides: list[Optional[int]], w: dict, lang: str,
          hi: set[str], actions: set[str], picked: set[str], compact: bool) -> str:
    """A player's place: its name and role, its tricks and points, and its hand (faces only for itself,
    or for everyone on the projector; the turn-up the dealer holds is known to all)."""
    label = seat_label(x) + (f" ({w['you']})" if x == seat else "")
    tags = _tags(s, x, seat, sides, w)
    head = " · ".join([label, *tags])
    tricks, pts = _won(s, x)
    score = f"{_n(tricks, w['trick'])} · {_n(pts, w['point'])}"
    cards = [CARD_STR[c] for c in cards_of(s.hands[x])]
    open_hand = seat is None or x == seat
    known = CARD_STR[s.turned] if s.turned >= 0 and x == s.dealer else None
    trump = SUITS[s.trump] if s.trump >= 0 else None
    out = []
    to_move = x == s.turn and s.phase != "over"
    if s.phase not in ("play", "claim", "over"):
        score = ""  # no trick before the first card
    if where == "bottom":
        out.append(_name_tag(41, 348, head, to_move, "start"))
        out.append(d.text(579, 348, score, 12, anchor="end"))
        out.append(_hand(s, x, cards, seat, lang, hi, actions, picked, trump))
        return "".join(out)
    if compact:  # after the deal: the settlement card takes the middle; names and scores stay on top
        if where == "top":
            out.append(_name_tag(310, 16, f"{head} — {score}" if score else head, to_move, "middle"))
        return "".join(out)
    if where == "top":
        out.append(_name_tag(310, 16, head, to_move, "middle"))
        out.append(d.text(310, 84, score, 11, anchor="middle"))
        step = 32 if open_hand else 22  # faces side by side, backs overlapping
        x0, y0 = 310 - (MINI_W + step * (max(len(cards), 1) - 1)) / 2, 24
        spots = [(x0 + step * i, y0) for i in range(len(cards))]
    else:  # a side: the name, then its roles on a line of their own (the middle panel may not cover them)
        left = 8 if where == "left" else 484
        out.append(_name_tag(left, 112, label, to_move, "start"))
        if tags:
            out.append(d.text(left, 126, " · ".join(tags), 11))
        out.append(d.text(left, 240, score, 11))
        spots = [(left + 32 * (i % 4), 132 + 48 * (i // 4)) for i in range(len(cards))]
    clickable = seat is None and to_move and s.phase == "play"
    if not open_hand:  # backs first, then the one card everyone knows (its place in the hand is not shown)
        cards = ["" for c in cards if c != known] + [c for c in cards if c == known]
    for col, ((cx, cy), code) in enumerate(zip(spots, cards)):
        if open_hand or code == known:
            act = f"play {code}"
            legal = clickable and act in actions
            outline, thick = ("#1565c0", 3.0) if code in hi else ("#0072B2", 2.5) if legal else (None, 1.0)
            card = d.face(code, cx, cy, MINI_W, MINI_H, outline=outline, thick=thick,
                          shade=clickable and bool(actions) and not legal, title=_card_label(code, lang, trump))
            if clickable:
                cls = "mz-card" + (" tutor-legal" if act in actions else "")
                card = (f'<g class="{cls}" data-action="{act}"{d.grid(SEAT_ROW[where], col)} '
                        f'aria-label="{escape(_card_label(code, lang, trump))}">'
                        f"{card}</g>")
            out.append(card)
        else:
            out.append(d.back(cx, cy, MINI_W, MINI_H))
    return "".join(out)


def _name_tag(x: float, y: float, words: str, lit: bool, anchor: str) -> str:
    """A seat's name line; the seat to move gets a yellow tag with an arrow."""
    if not lit:
        return d.text(x, y, words, 12.5, bold=True, anchor=anchor)
    shown = "▶ " + words
    width = 7.6 * len(shown) + 12
    left = x - 6 if anchor == "start" else x - width / 2
    return (f'<rect class="mz-to-move" x="{left:.1f}" y="{y - 13:.1f}" width="{width:.1f}" height="18" rx="9" '
            f'fill="#ffe08a" stroke="#7a5500"/>' + d.text(x, y, shown, 12.5, "#1a1a1a", anchor, bold=True))


def _hand(s: State, x: int, cards: list[str], seat: Optional[int], lang: str, hi: set[str], actions: set[str],
          picked: set[str], trump: Optional[str]) -> str:
    """The bottom seat's hand, large: every card of the viewer's own hand is a target (data-action "play XX"),
    the legal ones lifted and framed (class tutor-legal), the others shaded while it is to play."""
    w = words(lang)
    x0 = WIDTH / 2 - (len(cards) * HAND_STEP - (HAND_STEP - HAND_W)) / 2
    deciding = x == s.turn and any(a.startswith("play ") for a in actions)
    clickable = seat is not None or (x == s.turn and s.phase == "play")
    out = []
    for i, code in enumerate(cards):
        act = f"play {code}"
        legal, mark = act in actions, code in picked
        lift = 10 if legal or mark else 0
        outline, thick = None, 1.0
        if mark:
            outline, thick = "#b35900", 3.5
        elif code in hi:
            outline, thick = "#1565c0", 3.0
        elif legal:
            outline, thick = "#0072B2", 2.5
        extra = w["marked"] if mark else w["legal"] if legal else w["illegal"] if deciding else ""
        label = _card_label(code, lang, trump, extra)
        card = d.face(code, x0 + i * HAND_STEP, HAND_Y - lift, HAND_W, HAND_H, outline=outline, thick=thick,
                      shade=deciding and not legal and not mark, points=True, title=label)
        if mark:
            cx, cy = x0 + i * HAND_STEP + HAND_W / 2, HAND_Y - lift + HAND_H - 4
            card += (f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="9" fill="#b35900"/>'
                     + d.text(cx, cy + 4.5, "✓", 13, "#fff", "middle", bold=True))
        if not clickable:
            out.append(card)
            continue
        cls = "mz-card" + (" tutor-legal" if legal else "") + (" mz-marked" if mark else "")
        out.append(f'<g class="{cls}" data-action="{act}"{d.grid(HAND_ROW, i)} aria-label="{escape(label)}">{card}</g>')
    return "".join(out)


def _winning(s: State) -> tuple[int, int, str]:
    """(position in the trick, seat, why) of the card winning the current trick now (R-TRICK-1)."""
    trick, trump = s.trick, (s.trump if s.trump >= 0 else None)
    i = winner_index(trick, trump)
    best, led = trick[i], suit(trick[0])
    if len(trick) == 1:
        why = "why-first"
    elif trump is None or suit(best) != trump:
        why = "why-suit"
    elif led == trump:
        why = "why-trump-led"
    else:
        trumps = sum(1 for c in trick if suit(c) == trump)
        why = "why-over" if trumps > 1 else "why-trumped"
    return i, (s.leader + i) % 4, why


def _trick(s: State, place: dict[int, str], w: dict, lang: str, hi: set[str], winner: bool) -> str:
    """The trick in the middle, each card before its player, numbered in play order; the card winning now
    starred, and under it who led and who wins it now and why. Between tricks: the last trick, dimmed."""
    trump = SUITS[s.trump] if s.trump >= 0 else None
    out = []
    if s.trick:
        cards, leader = s.trick, s.leader
        i_best, who, why = _winning(s)
        dim = False
    elif s.tricks:
        leader, cards, who = s.tricks[-1]
        i_best = winner_index(cards, s.trump if s.trump >= 0 else None)
        why = _why_of(cards, i_best, s.trump)
        dim = True
    else:
        return d.text(310, 222, w["leads"].format(seat=seat_label(s.turn)), 13, anchor="middle")
    if dim:
        out.append('<g opacity="0.8">')
    for i, c in enumerate(cards):
        code = CARD_STR[c]
        x, y = TRICK_AT[place[(leader + i) % 4]]
        out.append(d.face(code, x, y, TRICK_W, TRICK_H, outline="#1565c0" if code in hi else None,
                          thick=3 if code in hi else 1, star=winner and i == i_best,
                          title=_card_label(code, lang, trump)))
        out.append(f'<circle cx="{x:.1f}" cy="{y:.1f}" r="8" fill="#263238"/>'
                   + d.text(x, y + 4, str(i + 1), 10.5, "#fff", "middle", bold=True))
    if dim:
        out.append("</g>")
    led = SUIT_NAMES[CARD_STR[cards[0]][0]](lang)
    best = short_name(CARD_STR[cards[i_best]], lang, trump)
    reason = w[why].format(suit=led)
    if dim:
        pts = sum(CARD_POINTS[c] for c in cards)
        line1 = (w["won"].format(n=len(s.tricks), seat=seat_label(who), card=best, why=reason,
                                 points=_n(pts, w["point"])) if winner else w["done"].format(n=len(s.tricks)))
        line2 = w["leads"].format(seat=seat_label(s.turn)) if winner and len(s.tricks) < 8 else ""
    else:
        line1 = w["led"].format(seat=seat_label(leader), suit=led)
        line2 = w["winning"].format(seat=seat_label(who), card=best, why=reason) if winner else ""
    text, at = d.paragraph(310, 305, line1, 560, 11.5, anchor="middle", lead=1.2)
    out.append(text)
    if line2:
        out.append(d.paragraph(310, at, line2, 560, 11.5, "#ffe08a", anchor="middle", bold=True, lead=1.2)[0])
    return "".join(out)


def _why_of(cards: tuple[int, ...], i: int, trump: int) -> str:
    best, led = cards[i], suit(cards[0])
    if trump < 0 or suit(best) != trump:
        return "why-suit"
    if led == trump:
        return "why-trump-led"
    return "why-over" if sum(1 for c in cards if suit(c) == trump) > 1 else "why-trumped"


def _play_options(s: State, w: dict, lang: str, actions: set[str]) -> str:
    """V-SPR-UNTIL-TRICK1: a raise is still on offer beside the cards."""
    if "raise" not in actions:
        return ""
    name = RAISE_NAMES[len(s.raises)]
    label = w["opt"]["raise-play"][0].format(name=name)
    return d.button("raise", 492, 262, 116, 28, label, f"{label}: {w['opt']['raise'][1].format(n=len(s.raises) + 1)}",
                    place=(OPTION_ROW, 0))


# -- before the first card -----------------------------------------------------------------------------------
def _said(s: State, w: dict, lang: str) -> str:
    words = []
    for who, what in s.bids:
        name, *named = what.split()
        word = "weiter" if name == "weiter" else CONTRACT_WORD[name]
        words.append(f"{seat_label(who)} {word}" + (f" {SUIT_WORD[named[0]]}" if named else ""))
    return w["said"].format(said=", ".join(words)) if words else w["nothing-said"]


def _options(s: State, w: dict, lang: str, actions: set[str]) -> list[tuple[str, str, str, Optional[str]]]:
    """(action, button label, explanation, suit symbol) of every option on offer now, in the rules' order."""
    opt = w["opt"]
    turned = SUITS[s.turned >> 3] if s.turned >= 0 else "H"
    turned_word = SUIT_WORD[turned]
    rows: list[tuple[str, str, str, Optional[str]]] = []
    me = s.turn
    for action in sorted(actions, key=_order):
        verb, *rest = action.split()
        if action.startswith("play ") or verb == "call":
            continue
        if verb in ("cut", "knock"):
            label, why = opt[verb]
        elif action == "weiter" and s.phase == "cut":
            label, why = opt["no-knock"]
        elif action == "weiter":
            label, why = opt["weiter-fh" if me == forehand(s) else "weiter"]
        elif verb == "bid":
            name = rest[0]
            if name == "treiben" and len(rest) > 1:
                label, why = opt["treiben-suit"]
                rows.append((action, label, why.format(suit=SUIT_WORD[rest[1]]), rest[1]))
                continue
            label, why = opt[name]
            why = why.format(suit=turned_word)
        elif verb == "trump":
            letter = rest[0]
            n = sum(1 for c in cards_of(s.hands[me]) if CARD_STR[c][0] == letter)
            label, why = opt["trump-turned" if letter == turned else "trump"]
            rows.append((action, SUIT_WORD[letter], why.format(n=n), letter))
            continue
        elif action == "raise":
            n = len(s.raises)
            hidden = s.contract == "rufen" and me == s.partner and not partner_known(s)
            label, why = opt["raise-reveal" if hidden else "raise"]
            label, why = label.format(name=RAISE_NAMES[n]), why.format(n=n + 1)
        elif action == "no raise":
            label, why = opt["no raise"]
        elif verb in ("claim", "waive"):
            pts, tricks = tally(s)
            v = abs(value_of(s.contract, pts, tricks, len(s.raises), s.matzl or None, False, s.variants).value)
            label, why = opt[verb]
            why = why.format(v=v + 1 if verb == "claim" else v)
        else:
            label, why = action, ""
        rows.append((action, label, why, None))
    return rows


def _order(action: str) -> tuple[int, str]:
    first = ("cut", "knock", "weiter", "bid treiben", "bid neid", "bid durch", "bid trumpf-durch", "raise",
             "no raise", "claim", "waive")
    return (first.index(action) if action in first else len(first), action)


def _preplay(s: State, seat: Optional[int], w: dict, lang: str, actions: set[str]) -> str:
    """The middle before the first card: what is being decided, what was said, and the options on offer,
    each with what it means."""
    x, y, width, height = CALL_PANEL if s.phase == "call" and any(a.startswith("call ") for a in actions) \
        else CENTER
    out = [d.box(x, y, width, height)]
    mine = any(not a.startswith("play ") for a in actions)
    calls = [a for a in actions if a.startswith("call ")]
    only_saus = bool(calls) and all(a.endswith("A") for a in calls)  # V-CALL-SK, unless it fell back (A4)
    rule = "-any" if "V-CALL-ANY" in s.variants else "-sk" if "V-CALL-SK" in s.variants and only_saus else ""
    key = f"{s.phase}-title" + (rule if s.phase == "call" else "") + ("" if mine else "-other")
    title = w.get(key, w.get(f"{s.phase}-title", PHASE_NAMES[s.phase](lang))).format(seat=seat_label(s.turn))
    text, at = d.paragraph(x + 10, y + 18, title, width - 20, 13, "#1a1a1a", bold=True)
    out.append(text)
    if s.phase in ("auction", "trump"):
        log = _said(s, w, lang)
    elif s.phase == "raise":
        said = ", ".join(f"{seat_label(who)} {RAISE_NAMES[i]}" for i, (who, _) in enumerate(s.raises))
        log = w["raised"].format(said=said) if said else w["no-raises"]
    else:
        log = ""
    if log:
        text, at = d.paragraph(x + 10, at, log, width - 20, 11.5, "#3e2f1c")
        out.append(text)
    if s.phase == "call" and any(a.startswith("call ") for a in actions):
        out.append(_call_grid(s, lang, actions, at + 4))
        return "".join(out)
    rows = _options(s, w, lang, actions)
    if not rows:
        out.append(d.text(x + width / 2, y + height / 2 + 20, w["waits"].format(seat=seat_label(s.turn)), 13,
                          "#1a1a1a", "middle", bold=True))
        return "".join(out)
    step = min(38.0, (y + height - at - 2) / len(rows))
    for i, (action, label, why, letter) in enumerate(rows):
        top = at + i * step
        out.append(d.button(action, x + 10, top, 108, 28, label, f"{label}: {why}" if why else label,
                            primary=i == 0 and action in ("cut", "weiter", "no raise"), suit=letter,
                            place=(OPTION_ROW + i, 0)))
        lines = d.wrap(why, width - 140, 11.5)[:2]
        base = top + (18 if len(lines) == 1 else 12)
        for k, line in enumerate(lines):
            out.append(d.text(x + 126, base + k * 13.5, line, 11.5, "#1a1a1a"))
    return "".join(out)


def _call_grid(s: State, lang: str, actions: set[str], top: float) -> str:
    """R-CALL-1: the cards forehand may call, one row per suit in rank order (a gap for each card it may not
    call), large enough to tap on a phone (CALL_CARD wide)."""
    x, y, width, height = CALL_PANEL
    x0 = x + 40
    w = words(lang)
    out = []
    row = 0
    rows = sum(1 for letter in SUITS if any(f"call {letter}{r}" in actions for r in RANKS))
    step = min(84.0, (y + height - top - 4) / max(rows, 1))
    tall = step - 2
    for letter in SUITS:
        codes = [letter + r for r in RANKS]
        if not any(f"call {c}" in actions for c in codes):
            continue
        at = top + row * step
        out.append(d.symbol(letter, x + 20, at + tall / 2, 20))
        for i, code in enumerate(codes):
            act = f"call {code}"
            if act not in actions:
                continue
            card = d.face(code, x0 + i * (CALL_CARD + 6), at, CALL_CARD, tall)
            label = f"{card_name(code)(lang)}: {w['may-call']}"
            out.append(f'<g class="mz-option tutor-legal" data-action="{act}"{d.grid(OPTION_ROW + row, i)} '
                       f'aria-label="{escape(label)}">{card}'
                       f"<title>{escape(label)}</title></g>")
        row += 1
    return "".join(out)


# -- after the deal ---------------------------------------------------------------------------------------
def _settlement(s: State, w: dict, lang: str, actions: set[str]) -> str:
    """§7.2 and §7.3 at the end of the deal: the count, the result, the base, the raises, the Matzl, then
    who pays whom, each line with its rule ID (the engine's own texts). In the claim phase the last step
    waits for the claim, and the claim and waive options are on offer."""
    pts, tricks = tally(s)
    claimed = s.claimed == 1
    val = value_of(s.contract, pts, tricks, len(s.raises), s.matzl or None, claimed, s.variants)
    steps: list[tuple[str, str, dict]] = [("R-SCORE-1", "deal-points", {
        "decl_points": pts, "def_points": DEAL_POINTS - pts if len(s.tricks) == 8 else None, "decl_tricks": tricks,
        "def_tricks": len(s.tricks) - tricks, "declarer": s.declarer,
        "partner": s.partner if s.partner >= 0 else None, "contract": s.contract})]
    steps += list(val.steps)
    if s.phase == "claim":
        steps = [st for st in steps if st[1] not in ("value-bonus", "value-bonus-lost")]
        steps.append(("R-MATZL-3", "claim-offer", {"seat": s.turn, "side": s.matzl, "value": abs(val.value)}))
    else:
        partner = s.partner if s.partner >= 0 else None
        deltas = list(s.history[-1]) if s.history else list(settle(s.contract, s.declarer, partner, val.value,
                                                                    s.variants))
        flat = s.contract != "rufen" and "V-SOLO-FLAT" in s.variants
        steps.append(("V-SOLO-FLAT" if flat else "R-SETTLE-1", "settlement", {
            "deltas": deltas, "scores": list(s.scores), "value": abs(val.value), "winners": val.winners,
            "contract": s.contract, "declarer": s.declarer, "partner": partner, "flat": flat}))
    x, y, width = 12.0, 96.0, 596.0
    rows = _options(s, w, lang, actions) if s.phase == "claim" else []
    bottom = 334 - (36 if rows else 0)
    for size in (12.0, 11.0, 10.0):
        out, at = _steps(steps, x, y, width, size, lang, w["over-title"])
        if at <= bottom:
            break
    out.insert(0, d.box(x, y, width, max(at, bottom) - y + (36 if rows else 0)))
    for i, (action, label, why, _) in enumerate(rows):
        left = x + 12 + i * 290
        out.append(d.button(action, left, max(at, bottom) + 2, 108, 28, label, f"{label}: {why}", primary=i == 0,
                            place=(OPTION_ROW, i)))
        out.append(d.paragraph(left + 116, max(at, bottom) + 13, why, 160, 11, "#1a1a1a")[0])
    return "".join(out)


def _steps(steps: list[tuple[str, str, dict]], x: float, y: float, width: float, size: float, lang: str,
           title: str) -> tuple[list[str], float]:
    out = [d.text(x + 10, y + 18, title, 13, "#1a1a1a", bold=True)]
    at = y + 36
    for rule, kind, data in steps:
        chip, cw = d.chip(x + 10, at, rule)
        out.append(chip)
        text, end = d.paragraph(x + 16 + cw, at, i18n.render(GAME, kind, data, lang), width - 30 - cw, size,
                                "#1a1a1a", lead=1.25)
        out.append(text)
        at = end + 3
    return out, at


def _points(s: State, seat: Optional[int], sides: list[Optional[int]], w: dict, lang: str) -> str:
    """R-SCORE-1/2: the points each side has won so far against the 66 it needs, once the seat knows the
    sides (a Durch counts tricks instead)."""
    top = 470
    if not s.contract:
        return d.text(310, top + 22, w["before"], 12, anchor="middle")
    if s.contract in DURCHS:
        won = sum(1 for _, _, x in s.tricks if x == s.declarer)
        return d.text(310, top + 22, w["durch"].format(contract=CONTRACT_WORD[s.contract],
                                                       seat=seat_label(s.declarer), won=won,
                                                       played=len(s.tricks)), 12, anchor="middle")
    if s.called < 0 and s.contract == "rufen":
        return d.text(310, top + 22, w["before"], 12, anchor="middle")
    if any(x is None for x in sides):
        return d.paragraph(310, top + 16, w["sides-secret"].format(card=card_the(CARD_STR[s.called])(lang) if s.called >= 0 else "?"),
                           560, 12, anchor="middle")[0]
    decl = sum(_won(s, x)[1] for x in range(4) if sides[x] == 1)
    defs = sum(_won(s, x)[1] for x in range(4) if sides[x] == 0)
    who_decl = " + ".join(seat_label(x) for x in range(4) if sides[x] == 1)
    who_def = " + ".join(seat_label(x) for x in range(4) if sides[x] == 0)
    scale = 580 / DEAL_POINTS
    decl_side = w["decl-side"] if s.contract == "rufen" else w["solo-side"]
    out = [d.text(16, top + 8, f"{decl_side} ({who_decl}): {decl}", 12, bold=True),
           d.text(604, top + 8, f"{w['def-side']} ({who_def}): {defs}", 12, anchor="end", bold=True),
           f'<rect x="16" y="{top + 15}" width="588" height="18" rx="4" fill="#e8e8e0" stroke="#16381e"/>',
           f'<rect x="20" y="{top + 18}" width="{decl * scale:.1f}" height="12" fill="#0072B2"/>',
           f'<rect x="{600 - defs * scale:.1f}" y="{top + 18}" width="{defs * scale:.1f}" height="12" '
           f'fill="#D55E00"/>',
           f'<path d="M{20 + WIN_POINTS * scale:.1f} {top + 12} V{top + 36}" stroke="#1a1a1a" stroke-width="2"/>',
           d.text(20 + WIN_POINTS * scale, top + 50, w["win-66"], 11, anchor="middle")]
    return "".join(out)
