"""Texts that tests make up for their own lessons and pages: no part of the tutor's catalogs."""
from __future__ import annotations

from typing import Any, Optional

from tutor.core.i18n import Text, check_lang


class FixtureText(Text):
    """A made-up text in English and Spanish; in any other language it reads as the English, marked with the
    language ("[de] Play a card") so a test sees which language it was read in."""

    def __init__(self, en: str, es: Optional[str] = None, data: Optional[dict[str, Any]] = None) -> None:
        super().__init__(en, data=data)
        self.spanish = en if es is None else es

    def __call__(self, lang: str) -> str:
        check_lang(lang)
        template = {"en": self.msgid, "es": self.spanish}.get(lang, f"[{lang}] {self.msgid}")
        return template if self.data is None else template.format(**self.data)

    def format(self, **data: Any) -> "FixtureText":
        return FixtureText(self.msgid, self.spanish, {**(self.data or {}), **data})
