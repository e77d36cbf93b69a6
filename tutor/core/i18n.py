"""Texts in English and Spanish: event and refusal templates and rule texts, per game."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Mapping, Optional, Union

LANGS = ("en", "es")
Template = Union[str, Callable[[Mapping[str, Any]], str]]

# (game, kind) -> {"en": template, "es": template}
_TEXTS: dict[tuple[str, str], dict[str, Template]] = {}
# game -> rule id -> {"en": text, "es": text}
_RULEBOOK: dict[str, dict[str, dict[str, str]]] = {}


@dataclass(frozen=True)
class Text:
    """One learner-facing text in every language of the tutor: Text(en, es)(lang) -> the text.
    A third language would be one more field here (and in LANGS)."""

    en: str
    es: str

    def __call__(self, lang: str) -> str:
        return self.en if check_lang(lang) == "en" else self.es

    def format(self, **data: Any) -> "Text":
        """The same text in each language with {names} filled from data."""
        return Text(self.en.format(**data), self.es.format(**data))


def check_lang(lang: str) -> str:
    """Return lang if it is a supported language, else raise ValueError."""
    if not isinstance(lang, str) or lang not in LANGS:
        shown = repr(lang) if len(repr(lang)) <= 40 else repr(lang)[:37] + "..."  # never echo a huge input
        raise ValueError(f"unknown language {shown}: expected one of {', '.join(LANGS)}")
    return lang


def register_texts(game: str, texts: Mapping[str, Mapping[str, Template]]) -> None:
    """Register the en/es templates of a game's event and refusal kinds."""
    for kind, by_lang in texts.items():
        missing = [lang for lang in LANGS if lang not in by_lang]
        if missing:
            raise ValueError(f"{game}:{kind} has no text in {missing}")
        _TEXTS[(game, kind)] = dict(by_lang)


def register_rulebook(game: str, rules: Mapping[str, Mapping[str, str]]) -> None:
    """Register the en/es text of every rule ID of a game."""
    for rid, by_lang in rules.items():
        missing = [lang for lang in LANGS if lang not in by_lang]
        if missing:
            raise ValueError(f"rule {rid} of {game} has no text in {missing}")
    _RULEBOOK[game] = {rid: dict(v) for rid, v in rules.items()}


def render(game: str, kind: str, data: Mapping[str, Any], lang: str = "en") -> str:
    """Render one registered template with its data."""
    try:
        template = _TEXTS[(game, kind)][check_lang(lang)]
    except KeyError:
        raise KeyError(f"no text registered for {game}:{kind}") from None
    if callable(template):
        return template(data)
    return template.format(**data)


def seat_label(seat: Optional[int]) -> str:
    """A seat as people read it, the same in every language: 0 -> "P1"; None -> "-"."""
    return "-" if seat is None else f"P{seat + 1}"


def plural(n: int, one: str, other: str) -> str:
    """The word for n things: `one` for exactly 1, `other` otherwise (so in English and in Spanish)."""
    return one if n == 1 else other


def count(n: int, one: str, other: str) -> str:
    """n with its noun in the right number: count(1, "trick", "tricks") -> "1 trick", 0 -> "0 tricks"."""
    return f"{n} {plural(n, one, other)}"


def kinds(game: str) -> list[str]:
    """All registered kinds of a game (for completeness tests)."""
    return sorted(k for g, k in _TEXTS if g == game)


def rule_text(game: str, rule: str, lang: str = "en") -> str:
    """The rulebook text of one rule ID, in lang."""
    check_lang(lang)
    try:
        return _RULEBOOK[game][rule][lang]
    except KeyError:
        raise KeyError(f"{game} has no rule {rule!r}") from None


def rule_ids(game: str) -> list[str]:
    """Every rule ID in a game's rulebook, in book order."""
    return list(_RULEBOOK.get(game, {}))
