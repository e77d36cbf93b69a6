"""The template game (tutor.template.countdown) for the toolkit's tests: a deal without the mulligan round, and
a variant whose card plays take two clicks (the hand, then the card), so the chooser has something to ask."""
from __future__ import annotations

from typing import Any, Optional

from tutor.core import Game
from tutor.template.countdown.rules import RULES, CountdownRules, State


def new_game(seed: int = 3, **kw: Any) -> Game[State]:
    """A two-player Countdown deal that starts with the play (no mulligan round)."""
    return Game(RULES, **{"players": 2, "seed": seed, "variants": {"NO_MULLIGAN"}, **kw})


def token(action: str) -> str:
    """The one click of a Countdown action: "play 2" is "card 2"; keep, mulligan and pass are buttons."""
    return action.replace("play ", "card ", 1)


class TwoClicks(CountdownRules):
    """Countdown with a chooser: a card is played by clicking the hand ("hand"), then the card."""

    def click_path(self, state: State, action: str) -> tuple[str, ...]:
        return ("hand", token(action)) if action.startswith("play") else (action,)

    def svg(self, state: State, seat: Optional[int] = None, **kw: Any) -> str:  # type: ignore[override]
        lit = "tutor-legal" if "hand" in kw.get("legal", ()) else ""
        return super().svg(state, seat, **kw).replace("</svg>", f'<g data-action="hand" class="{lit}"></g></svg>')

    def click_label(self, state: State, token: str, lang: str = "en") -> str:
        return "your hand" if token == "hand" else super().click_label(state, token, lang)


def two_clicks(seed: int = 3) -> Game[State]:
    return Game(TwoClicks(), players=2, seed=seed, variants={"NO_MULLIGAN"})


def chooser_game() -> Game[State]:
    """A two-click deal where P1 holds two cards that fit: clicking the hand asks which."""
    game = two_clicks()
    while len(game.click_paths()) < 2 or len({p[0] for p in game.click_paths().values()}) > 1:
        game = two_clicks(game.seed + 1)
    return game


class ThreeClicks(CountdownRules):
    """Countdown whose card plays take three clicks (the hand, the cards, then the card), so a chooser is
    still open after its first choice, the way a Matschig claim asks for a water card after the slot."""

    def click_path(self, state: State, action: str) -> tuple[str, ...]:
        return ("hand", "cards", token(action)) if action.startswith("play") else (action,)

    def svg(self, state: State, seat: Optional[int] = None, **kw: Any) -> str:  # type: ignore[override]
        extra = ""
        for part in ("hand", "cards"):
            cls = " ".join(c for c, key in (("tutor-legal", "legal"), ("tutor-picked", "picked"))
                           if part in kw.get(key, ()))
            extra += f'<g data-action="{part}" class="{cls}"></g>'
        return super().svg(state, seat, **kw).replace("</svg>", extra + "</svg>")

    def click_label(self, state: State, token: str, lang: str = "en") -> str:
        if token in ("hand", "cards"):
            return {"hand": "your hand", "cards": "its cards"}[token]
        return super().click_label(state, token, lang)


def three_clicks(seed: int = 3) -> Game[State]:
    """Seed 3: P1 holds 1, 2, 2, so after the hand and its cards the chooser asks which card."""
    return Game(ThreeClicks(), players=2, seed=seed, variants={"NO_MULLIGAN"})
