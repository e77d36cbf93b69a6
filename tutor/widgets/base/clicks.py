"""The one adapter between every game's engine and its board: clicks follow the engine's click paths.

The engine says, for each legal action, the clicks that make it (Rules.click_path) and each click in
words (Rules.click_label). A click on a target extends the path picked so far: when it completes an
action, or one action is left and at most one click of it remains, it plays; otherwise it offers the next
clicks (drawn on the board and in the choices strip); when no action goes that way it says why with the
engine's refusal. A move never spends a card the learner did not click but for its very last click (a
lone seat to throw at, the only card that fits), so a Matschig umbrella group is never completed behind
the learner's back. Nothing here knows a game."""
from __future__ import annotations

from typing import Any, NamedTuple, Optional

from ...core import Game
from .session import Session

Path = tuple[str, ...]


class Outcome(NamedTuple):
    """What one click does: play `action`; ask for the next click after `path`; or refuse (`why`)."""

    action: Optional[str] = None
    path: Path = ()
    why: str = ""


def next_tokens(paths: dict[str, Path], prefix: Path) -> list[str]:
    """The clicks that may follow `prefix`, in the order the engine lists the actions."""
    n = len(prefix)
    return list(dict.fromkeys(p[n] for p in paths.values() if len(p) > n and p[:n] == prefix))


class ClickAdapter:
    """Turns clicks into actions for any game from its engine's click paths; draws the board with the
    engine's one svg vocabulary (seat, lang, legal, picked, highlight)."""

    def paths(self, session: Session) -> dict[str, Path]:
        """Legal action -> its clicks, when the learner may move now (else nothing is clickable)."""
        return session.game.click_paths() if session.learner_to_move else {}

    def step(self, session: Session, prefix: Path, token: str, lang: str) -> Outcome:
        """What a click on `token` does after the clicks `prefix`."""
        paths = self.paths(session)
        new = prefix + (token,)
        matching = {a: p for a, p in paths.items() if p[:len(new)] == new}
        if not matching and prefix:  # a click off the path so far starts a new one
            return self.step(session, (), token, lang)
        if not matching:
            game = session.game
            return Outcome(why=game.rules.why_not_click(game.state, token, lang) if not game.is_over else "")
        if len(matching) == 1:
            action, path = next(iter(matching.items()))
            if len(path) - len(new) <= 1:
                return Outcome(action=action)
        return Outcome(path=new)

    def choices(self, session: Session, prefix: Path, lang: str) -> tuple[str, list[dict[str, Any]]]:
        """(prompt, choices) for the clicks that may follow `prefix`; each choice's action is a token."""
        game = session.game
        state, rules = game.state, game.rules
        tokens = next_tokens(self.paths(session), prefix)
        prompt = ", ".join(rules.click_label(state, t, lang) for t in prefix)
        return prompt + (" →" if prompt else ""), [
            {"action": t, "label": rules.click_label(state, t, lang)} for t in tokens]

    def svg(self, session: Session, lang: str, prefix: Path = ()) -> str:
        """The board as the session's viewer sees it, the next clicks marked legal, the picked ones
        drawn as picked, the last move and the teacher's focus framed."""
        game = session.game
        legal = next_tokens(self.paths(session), prefix)
        return game.svg(seat=session.viewer, lang=lang, legal=legal, picked=list(prefix),
                        highlight=list(session.focus) + list(last_move(game)))

    def status(self, session: Session, lang: str) -> str:
        """The engine's status line for the viewer."""
        return session.game.status(seat=session.viewer, lang=lang)


def last_move(game: Game[Any]) -> tuple[str, ...]:
    """What the engine frames after the last step of the history (nothing at the start)."""
    history = game.history
    if not history:
        return ()
    n = len(history)
    return game.rules.move_highlight(game.state_at(n - 1), history[-1].action, game.state)
