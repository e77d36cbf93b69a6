"""The lessons on paper (a handout, a course document read or printed before it runs): a task that says what
to click is said as what to look at on the pictured board, and a sentence of a lesson's text that tells the
learner to click (or press Next) is said for a reader of the picture. The live board keeps the words to act
on (`live_only`); the paper form is written here, in English and Spanish, beside the words it stands for."""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Optional

from ..core.i18n import Text
from .model import Lesson

__all__ = ["Swap", "PAPER_TASKS", "PAPER_TEXTS", "paper_task", "paper_text", "live_only", "clicks"]


@dataclass(frozen=True)
class Swap:
    """One sentence of a lesson's text: as the live board says it (what to do), and as paper says it."""

    live: Text
    paper: Text


# (game, lesson id) -> the task said as what to look at, where the task itself says what to click
PAPER_TASKS: dict[tuple[str, str], Text] = {
    ("muros", "goal"): Text(
        "Place one card: look at where it would go, a slot at the end of a row or a column, and at the cards "
        "it could be, from your hand or from a pile.",
        "Coloca una carta: mira dónde iría, en una ranura al final de una fila o de una columna, y qué cartas "
        "podrían ser, de tu mano o de un mazo."),
    ("matschig", "goal"): Text(
        "Throw a mud at the player with the fewest points: look for a water card and a sand card in your hand, "
        "and for that player.",
        "Lanza un barro al jugador con menos puntos: busca en tu mano una carta de agua y una de arena, y busca "
        "a ese jugador."),
}

_BOTS_EN = ("In the app and the notebook the bots play one move at a time, you may ask why a bot played as it "
            "did, and a <b>hint</b> is there when you want one")
_BOTS_ES = ("En la aplicación y en el cuaderno los bots juegan de una jugada en una, puedes preguntar por qué "
            "jugó así un bot y tienes una <b>pista</b> cuando la quieras")

# (game, lesson id) -> the sentences of its text that tell the learner what to click, with their paper form
PAPER_TEXTS: dict[tuple[str, str], tuple[Swap, ...]] = {
    ("muros", "where"): (Swap(
        Text("Click a slot that faces a card to hear why not.",
             "Haz clic en una ranura que tenga una carta enfrente para saber por qué no."),
        Text("Look at the slots that face a card: in phase 1 none of them can take a card.",
             "Mira las ranuras que tienen una carta enfrente: en la fase 1 ninguna puede recibir una carta.")),),
    ("muros", "count"): (Swap(
        Text("Try it in the line lab: click a slot, choose a card and say how many tokens leave.",
             "Pruébalo en el laboratorio de líneas: haz clic en una ranura, elige una carta y di cuántas fichas "
             "salen."),
        Text("Try it on the picture: pick a slot and a card colour, and count how many tokens would leave.",
             "Pruébalo en la imagen: elige una ranura y un color de carta, y cuenta cuántas fichas saldrían.")),),
    ("muros", "full"): (Swap(
        Text("Press <b>Next</b> to see each bot move, ask for a <b>hint</b> when you want one, and ask why a bot "
             "played as it did.",
             "Pulsa <b>Siguiente</b> para ver cada jugada de los bots, pide una <b>pista</b> cuando quieras y "
             "pregunta por qué un bot jugó así."),
        Text(_BOTS_EN + ".", _BOTS_ES + ".")),),
    ("matschig", "throw"): (Swap(
        Text("Click an umbrella to hear why it cannot be thrown.",
             "Haz clic en un paraguas para saber por qué no se puede lanzar."),
        Text("Look at the umbrellas in your hand: they stay there when you throw, since an umbrella is not mud.",
             "Mira los paraguas de tu mano: se quedan en ella cuando lanzas, porque un paraguas no es barro.")),),
    ("matschig", "umbrellas"): (Swap(
        Text("Click an umbrella, then the mud card it guards: the sum is shown against the card's value.",
             "Haz clic en un paraguas y luego en la carta de barro que protege: verás la suma frente al valor de "
             "la carta."),
        Text("Look at the umbrellas and the mud cards: set a group of umbrellas against each card and compare "
             "the group's sum with the card's value.",
             "Mira los paraguas y las cartas de barro: pon un grupo de paraguas frente a cada carta y compara la "
             "suma del grupo con el valor de la carta.")),),
    ("matschig", "full"): (Swap(
        Text("Press <b>Next</b> to see each bot move, ask for a <b>hint</b> when you want one, and ask why a bot "
             "played as it did.",
             "Pulsa <b>Siguiente</b> para ver cada jugada de los bots, pide una <b>pista</b> cuando quieras y "
             "pregunta por qué jugó así un bot."),
        Text(_BOTS_EN + ".", _BOTS_ES + ".")),),
    ("matzlfangen", "follow"): (Swap(
        Text("Click a grey card to hear why it is not allowed. The <b>trick lab</b> below gives you fresh tricks "
             "to practise on.",
             "Haz clic en una carta gris para saber por qué no está permitida. El <b>laboratorio de bazas</b> de "
             "abajo te da bazas nuevas para practicar."),
        Text("Look at each card of your hand in the picture and ask whether the rules let you play it now. The "
             "app and the notebook have a <b>trick lab</b> with fresh tricks to practise on.",
             "Mira cada carta de tu mano en la imagen y pregúntate si las reglas te dejan jugarla ahora. La "
             "aplicación y el cuaderno tienen un <b>laboratorio de bazas</b> con bazas nuevas para "
             "practicar.")),),
    ("matzlfangen", "full"): (Swap(
        Text("Press <b>Next</b> to see each bot move, ask for a <b>hint</b> when you want one, and ask why a bot "
             "played as it did: you are told what its move shows, never its hidden cards.",
             "Pulsa <b>Siguiente</b> para ver cada jugada de los bots, pide una <b>pista</b> cuando quieras y "
             "pregunta por qué jugó así un bot: se te cuenta lo que muestra su jugada, nunca sus cartas ocultas."),
        Text(_BOTS_EN + ": the answer tells what its move shows, never its hidden cards.",
             _BOTS_ES + ": la respuesta cuenta lo que muestra su jugada, nunca sus cartas ocultas.")),),
}


def paper_task(lesson: Lesson, lang: str) -> Optional[str]:
    """The lesson's task as a reader of its picture takes it (None for a lesson without a task)."""
    if lesson.task is None:
        return None
    paper = PAPER_TASKS.get((lesson.game, lesson.id))
    return (paper or lesson.task.text)(lang)


def paper_text(lesson: Lesson, lang: str) -> str:
    """The lesson's text (HTML) with each sentence that says what to click in its paper form; a sentence
    the text no longer has is a ValueError, so a changed lesson text cannot keep a stale paper form."""
    html = lesson.text(lang)
    for swap in PAPER_TEXTS.get((lesson.game, lesson.id), ()):
        live = swap.live(lang)
        if live not in html:
            raise ValueError(f"{lesson.game} lesson {lesson.id} ({lang}) no longer says {live!r}: "
                             f"update tutor/lessons/printed.py")
        html = html.replace(live, swap.paper(lang))
    return html


def live_only(lesson: Lesson, lang: str) -> list[str]:
    """The sentences (HTML) of the lesson's text that only the live board can act on: its paper form leaves
    them out, so the live board says them."""
    return [swap.live(lang) for swap in PAPER_TEXTS.get((lesson.game, lesson.id), ())]


# Words that tell a reader to act on a screen; "te toca" (it is your turn) is not one of them.
_CLICK = re.compile(r"\b(click\w*|clic\w*|press(es|ing)?|taps?|tapping|pulsa\w*|pincha\w*|presiona\w*)\b", re.I)
_TOCA = re.compile(r"(?:(\w+)\s+)?\btoca\w*\b", re.I)
_TURN = {"te", "le", "me", "nos", "os", "les"}


def clicks(text: str) -> list[str]:
    """The words of a text that tell its reader to click, press or tap (none belong on paper)."""
    found = [m[0] for m in _CLICK.finditer(text)]
    return found + [m[0] for m in _TOCA.finditer(text) if (m[1] or "").lower() not in _TURN]
