"""A tiny adapter over the template game (tutor.core.example), to test the toolkit without a real game."""
from __future__ import annotations

from typing import Optional

from tutor.core import Game
from tutor.core.example import RULES
from tutor.widgets.base import Session


def new_game(seed: int = 3, **kw) -> Game:
    return Game(RULES, **{"players": 2, "seed": seed, "variants": {"NO_MULLIGAN"}, **kw})


class CountdownAdapter:
    """A legacy (per-game) adapter. Targets: the cards of the viewer's hand ("1".."3"), "pass", and
    "any", which opens a chooser: first "which?" (a partial choice "some" or a card), then the cards."""

    def svg(self, session: Session, lang: str, selected: Optional[str]) -> str:
        game = session.game
        seat = session.viewer if session.viewer is not None else game.to_move
        legal = set(game.legal_actions()) if session.learner_to_move else set()
        hand = game.view(seat)["hands"][seat] if seat is not None else []
        parts = []
        for i, card in enumerate(hand):
            cls = "tutor-legal" if f"play {card}" in legal else ""
            parts.append(f'<g data-action="{card}" class="{cls}" aria-label="card {card}">'
                         f'<rect x="{i * 30}" width="28" height="40"/></g>')
        cls = "tutor-legal" if "pass" in legal else ""
        parts.append(f'<g data-action="pass" class="{cls}" aria-label="pass"><rect x="200" width="28" height="40"/></g>')
        parts.append('<g data-action="any" aria-label="any card"><rect x="240" width="28" height="40"/></g>')
        return f'<svg xmlns="http://www.w3.org/2000/svg">{"".join(parts)}</svg>'

    def choices(self, session: Session, target: str, chosen: str, lang: str) -> tuple[str, list[dict]]:
        legal = session.game.legal_actions()
        if target == "any":
            plays = [{"action": a, "label": a} for a in legal if a.startswith("play")]
            if not chosen:
                return "which?", [{"action": "some", "label": "some card"}] + plays
            return "which card?", plays
        action = "pass" if target == "pass" else f"play {target}"
        if action not in legal:
            return "", []
        return "", [{"action": action, "label": action}]

    def why_not(self, session: Session, target: str, lang: str) -> str:
        action = "pass" if target == "pass" else f"play {target}"
        reason = session.game.why_not(action)
        return reason.text(lang) if reason else ""

    def status(self, session: Session, lang: str) -> str:
        return f"P{(session.game.to_move or 0) + 1}"
