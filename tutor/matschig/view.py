"""What a seat may see (A18), as data, as a monospace diagram and as an SVG picture (picture.py):
pure functions of the state. Hands are hidden from the other seats and the draw pile from everyone; mud piles,
the cards out of play, the mud in flight and the counts are public. seat=None shows everything."""
from __future__ import annotations

from typing import Any, Iterable, Optional

from ..core.i18n import Text, check_lang, seat_label
from .cards import CARDS, completing, sums
from .picture import table_svg
from .scoring import score_pile
from .state import DEFEND, OVER, RACE, TURN, MatschigState
from .words import n_cards

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
    TURN: Text("turn", context="matschig phase"), RACE: Text("completion race", context="matschig phase"),
    DEFEND: Text("defence", context="matschig phase"), OVER: Text("game over", context="matschig phase"),
    "round": Text("round", context="matschig diagram"), "to_move": Text("{seat} to move", context="matschig diagram"),
    "deck": Text("draw pile", context="matschig diagram"), "out": Text("out of play", context="matschig diagram"),
    "hand": Text("hand", context="matschig diagram"), "pile": Text("mud pile", context="matschig diagram"),
    "total": Text("total", context="matschig diagram"), "flight": Text("mud in flight", context="matschig diagram"),
    "water": Text("water", context="matschig diagram"), "sand": Text("sand", context="matschig diagram"),
    "perfect": Text("perfect", context="matschig diagram"), "needs": Text("needs {card}", context="matschig diagram"),
    "never": Text("no single card completes it", context="matschig diagram"),
    "mud_to": Text("mud → {seat}", context="matschig diagram"),
    "legend": Text("Cards: W water, S sand, U umbrella."),
}


def card_list(cards: Iterable[str], lang: str, none: str = "") -> str:
    """Card codes for the monospace diagram (its legend says what W, S and U are)."""
    return " ".join(cards) or none


def _hand_text(s: State, q: int, seat: Optional[int], lang: str) -> str:
    if seat is None or q == seat:
        return card_list(s.hands[q], lang, none="-")
    return n_cards(len(s.hands[q]))(lang)


def state_text(s: State, lang: str = "en", seat: Optional[int] = None) -> str:
    """The table as text (labels in lang) as `seat` sees it: a line per seat, then the mud."""
    w = {key: text(check_lang(lang)) for key, text in _WORDS.items()}
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


def state_svg(s: State, seat: Optional[int] = None, *, lang: str = "en", legal: Iterable[str] = (),
              picked: Iterable[str] = (), highlight: Iterable[str] = (), region: Optional[str] = None) -> str:
    """The table as SVG, as `seat` sees it (None: everything), drawn from seat_view(s, seat) alone
    (picture.table_svg), in the shared vocabulary: legal, picked and highlight are click tokens (tokens.py),
    region one part drawn alone ("hand", "mud", "piles")."""
    tokens = {}
    for name, value in (("legal", legal), ("picked", picked), ("highlight", highlight)):
        if isinstance(value, str) or not all(isinstance(t, str) for t in value):
            raise ValueError(f"{name} is a list of click tokens like ['W3', 'mud S5', 'P2'], not {str(value)[:40]!r}")
        tokens[name] = list(value)
    return table_svg(seat_view(s, seat), seat, check_lang(lang), region=region, **tokens)
