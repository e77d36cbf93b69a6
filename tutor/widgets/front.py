"""The front page's list of courses (the one place that names every game's course)."""
from __future__ import annotations

from ..lessons.model import Text
from .base import LANGUAGE, Entry, FrontPage, Language

COURSES = [
    Entry(Text("Muros", "Muros"),
          Text("a 9×9 grid of coloured tokens; cards at the ends of the lines remove and slide them, and later "
               "cards capture or block.",
               "una cuadrícula de 9×9 fichas de colores; las cartas en los extremos de las líneas las retiran y "
               "desplazan, y las cartas posteriores capturan o bloquean."),
          "notebooks/01_muros.ipynb"),
    Entry(Text("Muros in class", "Muros en clase"),
          Text("for the projector: prepared positions, one rule each.",
               "para el proyector: posiciones preparadas, una regla cada una."),
          "notebooks/classroom_muros.ipynb"),
    Entry(Text("Matschig", "Matschig"),
          Text("throw mud (water + sand); equal values make perfect mud.",
               "lanza barro (agua + arena); los valores iguales hacen barro perfecto."),
          "notebooks/02_matschig.ipynb"),
    Entry(Text("Matschig in class", "Matschig en clase"),
          Text("for the projector: perfect mud, completions, umbrellas, each special card, one-type scoring.",
               "para el proyector: barro perfecto, completar, paraguas, cada carta especial y la puntuación de "
               "un solo tipo."),
          "notebooks/classroom_matschig.ipynb"),
    Entry(Text("Matzlfangen", "Matzlfangen"),
          Text("a Bavarian trick-taking game: follow suit, must beat, must trump, and catch the Matzl.",
               "un juego bávaro de bazas: asistir, montar, fallar y cazar el Matzl."),
          "notebooks/03_matzlfangen.ipynb"),
    Entry(Text("Matzlfangen in class", "Matzlfangen en clase"),
          Text("for the projector: each compulsion, a Matzl catch, absolution, a settlement built step by step.",
               "para el proyector: cada obligación, la caza del Matzl, la absolución y una liquidación paso a "
               "paso."),
          "notebooks/classroom_matzlfangen.ipynb"),
]


def front_page(language: Language = LANGUAGE) -> FrontPage:
    """Every course, with links to its notebook and its app."""
    return FrontPage(COURSES, language)
