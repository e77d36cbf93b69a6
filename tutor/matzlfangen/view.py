"""What a seat may see (view), the monospace table diagram, and a pure SVG picture of the state.

All three take seat=None for everything (the teacher's projector) or a seat 0..3 for what that seat may
see: its own hand, the other hands' sizes, the turn-up, the bids, the contract and call, the raises, the
tricks, and a Rufen partner or a Matzl's side only once that seat can know them (R-CALL-3)."""
from __future__ import annotations

from typing import Any, Iterable, Optional

from ..core.i18n import Text, check_lang, seat_label
from .cards import BIT, CARD_STR, SUITS, SUIT_WORD, cards_of, cards_str
from .picture import table_svg
from .regions import highlighted, region_svg
from .scoring import DURCHS, RAISE_NAMES
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
_WORDS: dict[str, Any] = {
    "deal": Text("deal", context="matzlfangen diagram"),
    "phase": Text("phase", context="matzlfangen diagram"),
    "turnup": Text("Turn-up", context="matzlfangen diagram"),
    "trumps": Text("trumps", context="matzlfangen diagram"),
    "no_trump": Text("none", context="matzlfangen diagram"),
    "not_named": Text("not named yet", context="matzlfangen diagram"),
    "contract": Text("Contract", context="matzlfangen diagram"),
    "by": Text("by", context="matzlfangen diagram"),
    "called": Text("called", context="matzlfangen diagram"),
    "raises": Text("raises", context="matzlfangen diagram"),
    "no_raise": Text("none", context="matzlfangen diagram"),
    "trick": Text("Trick", context="matzlfangen diagram"),
    "last": Text("Last trick", context="matzlfangen diagram"),
    "scores": Text("Scores", context="matzlfangen diagram"),
    "over": Text("Over.", context="matzlfangen diagram"),
    "to_move": Text("To move", context="matzlfangen diagram"),
    "dealer": Text("dealer", context="matzlfangen diagram"),
    "forehand": Text("forehand (Vorhand)", context="matzlfangen diagram"),
    "declarer": Text("declarer", context="matzlfangen diagram"),
    "partner": Text("partner", context="matzlfangen diagram"),
    "hidden": Text("hidden", context="matzlfangen diagram"),
    "seen_by": Text("as {seat} sees it", context="matzlfangen diagram"),
    "trick_word": lambda n: Text("{n} trick", plural="{n} tricks", n=n, context="matzlfangen diagram").format(),
    "card_word": lambda n: Text("{n} card", plural="{n} cards", n=n, context="matzlfangen diagram").format(),
}


def _words(lang: str) -> dict[str, Any]:
    """The diagram's words read in lang (a counted noun as a function of its count)."""
    return {k: v(lang) if isinstance(v, Text) else (lambda fn: lambda n: fn(n)(lang))(v) for k, v in _WORDS.items()}

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
    """Monospace diagram of the table in lang, as `seat` sees it (None: everything, the teacher's view)."""
    w = _words(check_lang(lang))
    phase = PHASE_NAMES[s.phase](lang)
    who = "" if seat is None else f"  ({w['seen_by'].format(seat=seat_label(seat))})"
    lines = [f"Matzlfangen  {w['deal']} {s.deal_no + 1}/{s.deals}  {w['phase']}: {phase}{who}"]
    if s.turned >= 0:
        trump = (SUIT_WORD[SUITS[s.trump]] if s.trump >= 0 else w["no_trump"] if s.contract in DURCHS
                 else w["not_named"] if s.contract else "?")
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
            hand = w["card_word"](s.hands[x].bit_count())
        lines.append(f"{seat_label(x)}: {hand:<24}  {w['trick_word'](won)}{_role(s, x, seat, w)}")
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


def svg_of(s: State, seat: Optional[int] = None, *, lang: str = "en", legal: Iterable[str] = (),
           picked: Iterable[str] = (), highlight: Iterable[str] = (), region: Optional[str] = None) -> str:
    """SVG of the card table as `seat` sees it (None: every hand, the teacher's projector), in the one svg
    vocabulary (core.rules.SVG_KEYWORDS): its own hand face up at the bottom (the others' backs around the
    trick), the trick with who leads and who wins it now, the tricks and points won, the contract, trumps,
    call and raises, the turn-up, the points against 66; before the first card the options on offer, after
    the deal the value built step by step.

    legal: click tokens to mark (class tutor-legal; a token is the action it plays, "play HX", "weiter"...;
    none by default, so a picture never gives an answer away); picked: tokens picked so far (the trick lab's
    marked cards, drawn with a tick); highlight: tokens or card codes to frame; region: one part drawn alone
    for a question picture (regions.REGIONS: "hand", "trick", "play", "auction", "score")."""
    def items(value: Iterable[str]) -> list[str]:
        return value.split() if isinstance(value, str) else [str(v) for v in value]
    if region is not None:
        return region_svg(s, seat, region, lang, highlighted(items(highlight)))
    return table_svg(s, seat, lang, [legal] if isinstance(legal, str) else [str(a) for a in legal],
                     [picked] if isinstance(picked, str) else [str(a) for a in picked], items(highlight))
