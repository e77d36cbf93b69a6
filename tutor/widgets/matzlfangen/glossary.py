"""The German words of Matzlfangen, kept in German and glossed in the learner's language: a small folding
panel over the course (the lessons gloss each word at its first use too); a German reader is shown none."""
from __future__ import annotations

from html import escape


from ...core.i18n import Text, check_lang
from ..base import guarded as G
from ..base import LANGUAGE, Language, Observers

GLOSSARY: tuple[tuple[str, Text], ...] = (
    ("Eichel, Laub, Herz, Schellen", Text("the four suits: acorns, leaves, hearts and bells")),
    ("Sau", Text("the “ace” (on old packs really a deuce): the highest card of a suit, 11 points")),
    ("Zehn", Text("the ten: second highest, 10 points")),
    ("König, Ober, Unter", Text("king, upper knave and lower knave: 4, 3 and 2 points")),
    ("Trumpf", Text("trumps: the suit that beats every other suit")),
    ("Matzl", Text("the Ten of trumps; catching it gives the game its name")),
    ("Farbzwang", Text("the duty to follow suit")),
    ("Stichzwang", Text("the duty to head the trick: beat the best card if you can")),
    ("Trumpfzwang", Text("the duty to trump when you cannot follow suit")),
    ("Vorhand", Text("forehand: the player on the dealer's left, who speaks first")),
    ("Klopfen", Text("knocking on the pack instead of cutting: each player gets all 8 cards at once")),
    ("weiter", Text("“pass”: said by a player who does not bid (or, where anyone may knock, does not knock)")),
    ("Rufen", Text("“calling”: Vorhand calls a card, and its holder is the secret partner")),
    ("Treiben, Neid-Spiel", Text("solos against three: with trumps of one's choice, or with the turned suit")),
    ("Durch, Trumpf-Durch", Text("solos that must win all 8 tricks: without trumps, or with the turned suit")),
    ("Spritzen", Text("raising the stake, one game point at a time")),
    ("Schuß, Re, Sub, Dut, Hirsch, Gams, Jager, Gweih, Auffi, Drauffi",
     Text("the names of the ten raises, in order: the first is Schuß")),
    ("kein Wasser", Text("“no water”: the losers have under 30 points, so the base is doubled")),
)
TITLE = Text("German words: the glossary")
WORDS_LANGUAGE = "de"   # the language Matzlfangen's own words are in: its readers need no glossary of them


class Glossary(G.HTML):
    """A folding list of the German game words with their meaning in the chosen language."""

    def __init__(self, language: Language = LANGUAGE):
        super().__init__()
        self.add_class("tutor-mz-glossary")
        self.language = language
        self._watch = Observers()
        self._watch.observe(language, self._relabel, "code")
        self.render()

    def _relabel(self, _change: object) -> None:
        self.render()

    def close(self) -> None:
        """Stop following the shared language and close (with its layout and style)."""
        self._watch.close()
        self.layout.close()
        self.style.close()
        super().close()

    def render(self) -> None:
        lang = check_lang(self.language.code)
        if lang == WORDS_LANGUAGE:
            self.value = ""
            self.layout.display = "none"
            return
        self.layout.display = None
        rows = "".join(f"<dt><b>{escape(word)}</b></dt><dd>{escape(gloss(lang))}</dd>" for word, gloss in GLOSSARY)
        self.value = (f'<details class="tutor-glossary"><summary><b>{escape(TITLE(lang))}</b></summary>'
                      f'<dl style="columns: 16em 2; margin: 4px 0">{rows}</dl></details>')
