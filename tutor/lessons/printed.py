"""The lessons on paper (a handout, a course document read or printed before it runs): a task that says what
to click is said as what to look at on the pictured board, and a sentence of a lesson's text that tells the
learner to click (or press Next) is said for a reader of the picture. The live board keeps the words to act
on (`live_only`); the paper form is written here, in English (translated in the catalogs), beside the words it
stands for."""
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
    ("muros", "goal"): Text("Place one card: look at where it would go, a slot at the end of a row or a column, and at the "
                            "cards it could be, from your hand or from a pile."),
    ("matschig", "goal"): Text("Throw a mud at the player with the fewest points: look for a water card and a sand card in your "
                               "hand, and for that player."),
}

# What a whole game's lesson says about the live board's controls, on paper.
_BOTS = Text("In the app and the notebook the bots play one move at a time, you may ask why a bot played as it did, "
             "and a <b>hint</b> is there when you want one.")

# (game, lesson id) -> the sentences of its text that tell the learner what to click, with their paper form
PAPER_TEXTS: dict[tuple[str, str], tuple[Swap, ...]] = {
    ("muros", "where"): (Swap(
        Text("Click a slot that faces a card to hear why not."),
        Text("Look at the slots that face a card: in phase 1 none of them can take a card.")),),
    ("muros", "count"): (Swap(
        Text("Try it in the line lab: click a slot, choose a card and say how many tokens leave."),
        Text("Try it on the picture: pick a slot and a card colour, and count how many tokens would leave.")),),
    ("muros", "full"): (Swap(
        Text("Press <b>Next</b> to see each bot move, ask for a <b>hint</b> when you want one, and ask why a "
             "bot played as it did.", context="lessons.printed#2"),
        _BOTS),),
    ("matschig", "throw"): (Swap(
        Text("Click an umbrella to hear why it cannot be thrown."),
        Text("Look at the umbrellas in your hand: they stay there when you throw, since an umbrella is not "
             "mud.")),),
    ("matschig", "umbrellas"): (Swap(
        Text("Click an umbrella, then the mud card it guards: the sum is shown against the card's value."),
        Text("Look at the umbrellas and the mud cards: set a group of umbrellas against each card and compare "
             "the group's sum with the card's value.")),),
    ("matschig", "full"): (Swap(
        Text("Press <b>Next</b> to see each bot move, ask for a <b>hint</b> when you want one, and ask why a "
             "bot played as it did.", context="lessons.printed"),
        _BOTS),),
    ("matzlfangen", "follow"): (Swap(
        Text("Click a grey card to hear why it is not allowed. The <b>trick lab</b> below gives you fresh "
             "tricks to practise on."),
        Text("Look at each card of your hand in the picture and ask whether the rules let you play it now. "
             "The app and the notebook have a <b>trick lab</b> with fresh tricks to practise on.")),),
    ("matzlfangen", "full"): (Swap(
        Text("Press <b>Next</b> to see each bot move, ask for a <b>hint</b> when you want one, and ask why a "
             "bot played as it did: you are told what its move shows, never its hidden cards."),
        Text("In the app and the notebook the bots play one move at a time, you may ask why a bot played as it did, "
             "and a <b>hint</b> is there when you want one: the answer tells what its move shows, never its hidden "
             "cards.")),),
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


# Words that tell a reader to act on a screen; "te toca" (it is your turn) is not one of them, nor is German
# "Tipp" (a hint) beside "tippe" (tap).
_CLICK = re.compile(r"\b(click\w*|clic\w*|press(es|ing)?|taps?|tapping|pulsa\w*|pincha\w*|presiona\w*|klick\w*|"
                    r"drück\w*|tipp(e|en|st|t))\b", re.I)
_TOCA = re.compile(r"(?:(\w+)\s+)?\btoca\w*\b", re.I)
_TURN = {"te", "le", "me", "nos", "os", "les"}


def clicks(text: str) -> list[str]:
    """The words of a text that tell its reader to click, press or tap (none belong on paper)."""
    found = [m[0] for m in _CLICK.finditer(text)]
    return found + [m[0] for m in _TOCA.finditer(text) if (m[1] or "").lower() not in _TURN]
