"""The two ways an action is refused; both are ValueErrors whose messages teach."""
from __future__ import annotations

from typing import Any, Mapping, Optional

from . import i18n


class TutorError(ValueError):
    """A refusal with a rule ID (or None) and a bilingual text."""

    def __init__(self, game: str, rule: Optional[str], kind: str, data: Mapping[str, Any] | None = None):
        self.game, self.rule, self.kind, self.data = game, rule, kind, dict(data or {})
        super().__init__(self.text("en"))

    def text(self, lang: str = "en") -> str:
        """The refusal explained in "en" or "es", prefixed with its rule ID."""
        body = self.body(lang)
        return f"{self.rule}: {body}" if self.rule else body

    def body(self, lang: str = "en") -> str:
        """The refusal explained in "en" or "es", without its rule ID (for views that show the ID apart)."""
        return i18n.render(self.game, self.kind, self.data, lang)

    def __reduce__(self) -> tuple[Any, ...]:
        return (type(self), (self.game, self.rule, self.kind, self.data))


class IllegalAction(TutorError):
    """A well-formed action that the rules forbid now; .rule names the rule it breaks."""


class NotationError(TutorError):
    """Text that is not an action of the game at all; says what was expected."""


class Reason(str):
    """why_not's answer: a str ("MU9: ...") that also has .rule and .text(lang)."""

    rule: Optional[str]
    _error: TutorError

    def __new__(cls, error: TutorError) -> "Reason":
        self = super().__new__(cls, error.text("en"))
        self.rule = error.rule
        self._error = error
        return self

    @property
    def error(self) -> TutorError:
        """The refusal itself: its rule, kind and data, as the engine raised it."""
        return self._error

    def text(self, lang: str = "en") -> str:
        """The reason in lang."""
        return self._error.text(lang)

    def body(self, lang: str = "en") -> str:
        """The reason without its rule ID."""
        return self._error.body(lang)
