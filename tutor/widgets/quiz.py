"""Quiz: questions from seeded positions; answers checked with push_line / why_not, then explained."""
from __future__ import annotations

import random
from typing import NamedTuple, Optional, Sequence

import ipywidgets as W

import tutor
from ..core import Step
from ..core.i18n import rule_text
from ..muros import push_line, random_action, read_line
from ..muros.board import SLOTS
from ..muros.notation import parse
from .labels import Lang, colour_name, label, line_name, resolve
from .linelab import READINGS, as_on_board, chips


class Question(NamedTuple):
    """One question. Lines are written from the card's end; `readings` name where each choice comes from."""

    kind: str                       # "line" or "legal"
    seat: int
    slot: str
    colour: str
    before: str                     # the line before ("line" questions)
    choices: tuple[str, ...]        # lines ("line") or ("yes", "no") ("legal")
    readings: tuple[str, ...]       # per choice: "default", a variant name, or "unchanged"
    step: Optional[Step]            # the engine's own account of the right answer
    reason: Optional[str]           # why_not's answer for "legal" (None: legal)
    phase: int
    placed: int


def _line_question(game, action: str, rng: random.Random) -> Optional[Question]:
    p = parse(action)
    before = read_line(game.state.board, p.slot)
    options: dict[str, str] = {}
    for name, variants in READINGS:
        new, _ = push_line(before, p.colour, variants)
        options.setdefault(new, name or "default")
    options.setdefault(before, "unchanged")
    if len(options) < 3:
        return None
    items = list(options.items())
    rng.shuffle(items)
    step = game.fork().play(action)
    view = game.view(None)
    return Question("line", view["to_move"], p.slot, p.colour, before, tuple(l for l, _ in items),
                    tuple(r for _, r in items), step, None, view["phase"], view["placed"])


def _legal_question(game, slot: str) -> Question:
    view = game.view(None)
    seat = view["to_move"]
    colour = next((c for c in "YBRG" if view["hands"][seat][c]), None)
    probe = f"{colour}@{slot}" if colour else f"{next(c for c in 'YBRG' if view['piles'][c])}@{slot} pile"
    legal = any(parse(a).slot == slot for a in game.legal_actions())
    reason = None if legal else game.why_not(probe)
    return Question("legal", seat, slot, "", "", ("yes", "no"), ("yes", "no"), None, reason,
                    view["phase"], view["placed"])


def make_questions(seed: int = 7, n: int = 4, players: int = 3) -> list[Question]:
    """n questions (line and legality, alternating) from one seeded game replayed by the random bot."""
    rng = random.Random(seed)
    game = tutor.new_game("muros", players=players, seed=seed)
    out: list[Question] = []
    while len(out) < n and not game.is_over and game.state.placed < 18:
        for _ in range(rng.randint(1, 3)):
            if game.state.placed < 17:
                game.play(random_action(game, rng))
        if len(out) % 2 == 0:
            actions = [a for a in game.legal_actions() if "pile" not in a] or game.legal_actions()
            q = _line_question(game, rng.choice(actions), rng)
        else:
            used = [s for s, c in game.view(None)["slots"].items() if c]
            asked = {q.slot for q in out}
            pool = [s for s in SLOTS if s not in used and s not in asked]
            q = _legal_question(game, rng.choice(pool))
        if q is not None:
            out.append(q)
    return out


def is_right(q: Question, choice: int) -> bool:
    """Check an answer with the engine: push_line for lines, legal_actions/why_not for slots."""
    if q.kind == "line":
        return q.choices[choice] == push_line(q.before, q.colour)[0]
    return (q.choices[choice] == "yes") == (q.reason is None)


class Quiz(W.VBox):
    """Asks each question, checks the answer with the engine, and explains with rule IDs."""

    def __init__(self, questions: Sequence[Question], lang: Optional[Lang] = None):
        self.lang = resolve(lang)
        self.questions = list(questions)
        self.index = 0
        self.answers: dict[int, int] = {}
        self.prompt = W.HTML()
        self.prompt.add_class("tutor-quiz-prompt")
        self.buttons = [W.Button(layout=W.Layout(width="auto")) for _ in range(6)]
        for i, b in enumerate(self.buttons):
            b.add_class("tutor-quiz-choice")
            b.add_class(f"tutor-quiz-choice-{i + 1}")
            b.on_click(lambda _b, i=i: self.answer(i))
        self.choice_box = W.VBox()
        self.feedback = W.HTML()
        self.feedback.add_class("tutor-quiz-feedback")
        self.score_text = W.HTML()
        self.next_button = W.Button(layout=W.Layout(width="auto"))
        self.next_button.add_class("tutor-quiz-next")
        self.next_button.on_click(lambda _b: self.next())
        super().__init__([self.score_text, self.prompt, self.choice_box, self.feedback, self.next_button])
        self.add_class("tutor-quiz")
        self.lang.observe(lambda _c: self.render(), "code")
        self.render()

    @property
    def question(self) -> Question:
        """The question asked now."""
        return self.questions[self.index]

    @property
    def score(self) -> int:
        """How many questions were answered right (first answer counts)."""
        return sum(is_right(self.questions[q], a) for q, a in self.answers.items())

    def answer(self, choice: int) -> bool:
        """Answer the current question; returns whether it was right. The first answer is kept."""
        self.answers.setdefault(self.index, choice)
        self._last = choice
        self.render()
        return is_right(self.question, choice)

    def next(self) -> None:
        """Move to the next question (wraps round)."""
        self.index = (self.index + 1) % len(self.questions)
        self._last = None
        self.render()

    def render(self) -> None:
        """Every text in the current language."""
        lang = self.lang.code
        q = self.question
        self.score_text.value = label("quiz-score", lang, i=self.index + 1, n=len(self.questions), score=self.score)
        who = f"P{q.seat + 1}"
        if q.kind == "line":
            self.prompt.value = label("quiz-line", lang, line=line_name(q.slot, lang, capital=True), who=who,
                                      before=chips(as_on_board(q.slot, q.before)),
                                      colour=colour_name(q.colour, lang), slot=q.slot)
            texts = [as_on_board(q.slot, c) for c in q.choices]
        else:
            self.prompt.value = label("quiz-legal", lang, phase=q.phase, placed=q.placed, who=who, slot=q.slot)
            texts = [label(c, lang) for c in q.choices]
        for b, text in zip(self.buttons, texts):
            b.description = text
            b.style.font_family = "monospace"
        self.choice_box.children = tuple(self.buttons[: len(texts)])
        self.next_button.description = label("quiz-next", lang)
        self.feedback.value = self._explain(getattr(self, "_last", None), lang)

    def _explain(self, choice: Optional[int], lang: str) -> str:
        if choice is None:
            return ""
        q = self.question
        right = is_right(q, choice)
        if q.kind == "line":
            answer = as_on_board(q.slot, push_line(q.before, q.colour)[0])
        else:
            answer = label("yes" if q.reason is None else "no", lang)
        head = label("quiz-right", lang) if right else label("quiz-wrong", lang, answer=answer)
        parts = [f"<b>{head}</b>"]
        reading = q.readings[choice]
        if not right and reading == "unchanged":
            parts.append(label("quiz-unchanged", lang))
        elif not right and reading not in ("default", "yes", "no"):
            parts.append(label("quiz-variant", lang, variant=reading, text=rule_text("muros", reading, lang)))
        if q.step is not None:
            parts.extend(f"<code>{e.rule}</code> {e.text(lang)}" for e in q.step.events)
        elif q.reason is not None:
            parts.append(f"<code>{q.reason.rule}</code> {q.reason.text(lang)}")
        else:
            parts.append(f"{label('quiz-legal-yes', lang)} <code>MU9</code> {rule_text('muros', 'MU9', lang)}")
        return "<br>".join(parts)
