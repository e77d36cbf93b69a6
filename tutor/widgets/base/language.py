"""The language every widget of a notebook follows, and the switch that changes it for all at once."""
from __future__ import annotations

import ipywidgets as W
import traitlets

from ...core.i18n import LANGS


class Language(traitlets.HasTraits):
    """The chosen language ("en" or "es"); widgets observe `code` and redraw their texts."""

    code = traitlets.Enum(LANGS, default_value="en")


LANGUAGE = Language()  # one per kernel: the switch at the top of a notebook changes every widget


class LanguageSwitch(W.ToggleButtons):
    """English / Español for every tutor widget of the notebook."""

    def __init__(self, language: Language = LANGUAGE):
        super().__init__(options=[("English", "en"), ("Español", "es")], value=language.code,
                         style={"button_width": "7em"})
        self.add_class("tutor-language")
        self.language = language
        traitlets.link((self, "value"), (language, "code"))
