"""The German words of Matzlfangen, kept in German and glossed in the learner's language: a small folding
panel over the course (the lessons gloss each word at its first use too)."""
from __future__ import annotations

from html import escape


from ...core.i18n import Text, check_lang
from ..base import guarded as G
from ..base import LANGUAGE, Language, Observers

GLOSSARY: tuple[tuple[str, Text], ...] = (
    ("Eichel, Laub, Herz, Schellen", Text("the four suits: acorns, leaves, hearts and bells",
                                          "los cuatro palos: bellotas, hojas, corazones y cascabeles")),
    ("Sau", Text("the “ace” (on old packs really a deuce): the highest card of a suit, 11 points",
                 "el «as» (en las barajas antiguas, en realidad un dos): la carta más alta de un palo, 11 puntos")),
    ("Zehn", Text("the ten: second highest, 10 points", "el diez: la segunda más alta, 10 puntos")),
    ("König, Ober, Unter", Text("king, upper knave and lower knave: 4, 3 and 2 points",
                                "rey, caballo y sota: 4, 3 y 2 puntos")),
    ("Trumpf", Text("trumps: the suit that beats every other suit", "triunfo: el palo que gana a todos los demás")),
    ("Matzl", Text("the Ten of trumps; catching it gives the game its name",
                   "el diez de triunfo; cazarlo da nombre al juego")),
    ("Farbzwang", Text("the duty to follow suit", "la obligación de asistir al palo")),
    ("Stichzwang", Text("the duty to head the trick: beat the best card if you can",
                        "la obligación de montar: superar la mejor carta si puedes")),
    ("Trumpfzwang", Text("the duty to trump when you cannot follow suit",
                         "la obligación de fallar cuando no puedes asistir")),
    ("Vorhand", Text("forehand: the player on the dealer's left, who speaks first",
                     "la mano: el jugador a la izquierda del repartidor, que habla primero")),
    ("Klopfen", Text("knocking on the pack instead of cutting: each player gets all 8 cards at once",
                     "golpear el mazo en vez de cortar: cada jugador recibe sus 8 cartas de una vez")),
    ("weiter", Text("“pass”: said by a player who does not bid (or, where anyone may knock, does not knock)",
                    "«paso»: lo dice quien no puja (o, donde cualquiera puede golpear el mazo, quien no golpea)")),
    ("Rufen", Text("“calling”: Vorhand calls a card, and its holder is the secret partner",
                   "«llamar»: Vorhand llama una carta, y quien la tiene es su compañero secreto")),
    ("Treiben, Neid-Spiel", Text("solos against three: with trumps of one's choice, or with the turned suit",
                                 "solos contra tres: con el triunfo elegido, o con el palo volteado")),
    ("Durch, Trumpf-Durch", Text("solos that must win all 8 tricks: without trumps, or with the turned suit",
                                 "solos que deben ganar las 8 bazas: sin triunfo, o con el palo volteado")),
    ("Spritzen", Text("raising the stake, one game point at a time", "subir la apuesta, de punto en punto")),
    ("Schuß, Re, Sub, Dut, Hirsch, Gams, Jager, Gweih, Auffi, Drauffi",
     Text("the names of the ten raises, in order: the first is Schuß", "los nombres de las diez subidas, por orden: "
          "la primera es Schuß")),
    ("kein Wasser", Text("“no water”: the losers have under 30 points, so the base is doubled",
                         "«sin agua»: los perdedores tienen menos de 30 puntos, así que la base se dobla")),
)
TITLE = Text("German words: the glossary", "Palabras alemanas: el glosario")


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
        rows = "".join(f"<dt><b>{escape(word)}</b></dt><dd>{escape(gloss(lang))}</dd>" for word, gloss in GLOSSARY)
        self.value = (f'<details class="tutor-glossary"><summary><b>{escape(TITLE(lang))}</b></summary>'
                      f'<dl style="columns: 16em 2; margin: 4px 0">{rows}</dl></details>')
