"""Why a Muros move was made, told to one seat from only what that seat may know.

Everything a placement does is public: the card's colour and source, the slot, the tokens it removes or
captures (MU4, MU7, MU22). So anyone is told what the move did and why that is good by the rules. What
is not public is the mover's hand (with 3 or 4 players, MU3) and, with HIDDEN_CAPTURES, the captures
(A10): the standing, and the threat the mover saw from its own hand, are told only to the mover itself
and to the teacher's view (seat None)."""
from __future__ import annotations

from typing import Any, Optional

from ..core import Hint
from ..core.i18n import render
from .board import LINE_VARIANTS, opposite, push_line, read_line
from .hints import hint as hint_for, seen_state, standing, threat
from .moves import apply, legal_actions
from .notation import Placement, parse, write
from .scoring import ranking_keys, tiers
from .state import HIDDEN_CAPTURES, PHASE1_CARDS, MurosState

Part = tuple[str, dict[str, Any], tuple[str, ...]]


def why(state: MurosState, action: str, seat: Optional[int], lang: str = "en") -> Hint:
    """Hint(action, text, rules): why the seat to move at `state` chose `action`, told to `seat`."""
    mover = state.turn
    if mover is None:
        raise ValueError("the game is over at this position, so no move was made from it")
    p = parse(action)
    insider = seat is None or seat == mover
    parts: list[Part] = [("why-did", _did(mover, action, p), ())]
    if p is None:
        parts.append(("why-pass", {"seat": mover}, ("MU8", "ALLOW_PASS")))
    else:
        _, after, _ = apply(state, action)
        if len(legal_actions(state)) == 1:
            parts.append(("why-forced", {}, ("MU9",) if state.placed < PHASE1_CARDS else ("MU11",)))
        # the mover knows its own captures only, under HIDDEN_CAPTURES; the teacher's view knows all
        known = state if seat is None else seen_state(state, mover)
        parts += _phase1(state, after, p) if state.placed < PHASE1_CARDS else \
            _phase2(known, p, mover, insider)
        if p.pile:
            parts.append(("why-pile", {"seat": mover}, ("MU7",)))
        if insider and hint_for(state, lang).action == action:
            parts.append(("why-hint", {}, ()))
            before, now = threat(state, mover), threat(after, mover)
            if now < before:
                parts.append(("hint-deny", {"before": before, "after": now}, ("MU19",)))
    text = " ".join(render("muros", kind, data, lang) for kind, data, _ in parts)
    rules = tuple(dict.fromkeys(r for _, _, rs in parts for r in rs)) or ("MU7",)
    return Hint(action, text, rules)


def _did(mover: int, action: str, p: Optional[Placement]) -> dict[str, Any]:
    if p is None:
        return {"seat": mover, "action": "pass"}
    return {"seat": mover, "action": action, "colour": p.colour, "slot": p.slot,
            "source": "pile" if p.pile else "hand"}


def _phase1(state: MurosState, after: MurosState, p: Placement) -> list[Part]:
    """MU13 and what the card leaves for phase 2: read from the board, which everyone sees."""
    line = read_line(state.board, p.slot)
    k, gone = line.count(p.colour), len(push_line(line, p.colour, state.variants & LINE_VARIANTS)[1])
    exposed = read_line(after.board, p.slot).count(p.colour)
    return [("hint-push", {"slot": p.slot, "colour": p.colour, "k": k, "gone": gone, "past": True}, ("MU13",)),
            ("hint-exposed", {"slot": p.slot, "colour": p.colour, "exposed": exposed}, ("MU19",))]


def _phase2(state: MurosState, p: Placement, mover: int, insider: bool) -> list[Part]:
    """MU18-MU21 from the board, then the standing when the asker may count the captures."""
    _, after, _ = apply(state, write(p))
    facing = state.slot(opposite(p.slot))
    parts: list[Part] = []
    if p.colour == facing:
        parts.append(("hint-block", {"slot": p.slot, "opposite": opposite(p.slot)}, ("MU18",)))
    elif p.take == "none":
        parts.append(("hint-decline", {}, ("MU20",)))
    else:
        n = read_line(state.board, p.slot).count(p.take or "")
        kind = "hint-capture" if n else "hint-capture-none"
        parts.append((kind, {"slot": p.slot, "take": p.take, "n": n, "seat": mover}, ("MU19",) if n else ("MU21",)))
    open_captures = HIDDEN_CAPTURES not in state.variants
    if insider or open_captures:
        top = tiers(after.board_counts())[0]
        if p.take == "none" and p.colour != facing:
            parts += _declined(state, p, mover, facing, top)
        parts.append(_standing(after, mover, top, open_captures))
    return parts


def _declined(state: MurosState, p: Placement, mover: int, facing: str, top: list[str]) -> list[Part]:
    """Why taking nothing beat taking either colour, when it did (MU24, MU25)."""
    _, kept, _ = apply(state, write(p))
    for colour in (p.colour, facing):
        _, taken, _ = apply(state, write(p._replace(take=colour)))
        if standing(taken, mover) < standing(kept, mover):
            new_top = tiers(taken.board_counts())[0]
            changed = new_top if new_top != top else []
            return [("hint-decline-why", {"take": colour, "new_top": changed}, ("MU24",) if changed else ("MU25",))]
    return []


def _standing(after: MurosState, mover: int, top: list[str], open_captures: bool) -> Part:
    caps = [dict(zip("YBRG", c)) for c in after.captured]
    keys = ranking_keys(after.board_counts(), caps, after.variants)
    data: dict[str, Any] = {"top": top, "mine": keys[mover][0], "rival": None, "rival_seat": None, "seat": mover}
    if open_captures:
        rival = max((s for s in range(after.players) if s != mover), key=lambda s: keys[s])
        data.update(rival=keys[rival][0], rival_seat=rival)
    return ("hint-standing", data, ("MU24",) if len(top) == 1 else ("MU26",))
