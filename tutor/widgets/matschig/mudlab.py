"""The mud lab: build a mud from one water and one sand card, predict whether it is perfect (told at once:
the sums fill in, with the engine's is_perfect) and which single card would complete it, then see the engine's
completing_card, who may complete it (M13) and what completing does (M15), told by the engine playing the
throw. A new card in the mud clears every verdict. It uses only tutor.matschig's public face, and ignores any
message that is not a card of its tray or one of its choices."""
from __future__ import annotations

import random
from html import escape
from typing import Optional


from ... import new_game
from ...core.i18n import Text, check_lang, seat_label
from ...matschig import completing_card, is_perfect, lab_svg, make_position, say_card, say_cards
from ..base import guarded as G
from ..base import LANGUAGE, Board, Language, Observers, close_own, ui
from ..base.fit import fit_width
from ..base.panel import rule_chip

TRAY = frozenset(f"{kind}{value}" for kind in "WS" for value in range(1, 8))  # the lab's cards: water and sand
TEXTS = {
    "title": Text("Mud lab"),
    "what": Text("Build a mud from a water card and a sand card, then predict whether it is perfect and which "
                 "single card completes it."),
    "build": Text("Click a water card and a sand card to build a mud."),
    "perfect?": Text("Predict: is {mud} perfect?"),
    "card?": Text("Predict: which single card completes {mud}?"),
    "perfect": Text("Perfect"), "imperfect": Text("Not perfect"),
    "none": Text("None: no single card completes it"),
    "again": Text("Build another mud: click other cards."),
    "sums": Text("Water {w} · sand {s}."),
    "is-perfect": Text("{mud} is perfect: water {w} = sand {s}."),
    "not-perfect": Text("{mud} is not perfect: water {w} ≠ sand {s}."),
    "completes": Text("{Card} completes it: the short type is {kind} and the gap is |{w} − {s}| = {d}, so with {card} "
                      "both sides are {top}."),
    "no-card": Text("No card completes it: it is perfect already, and a perfect mud can never be completed, so "
                    "nobody can take it over."),
    "story": Text("If P1 throws it at P3 and P2 holds the missing card, the table tells:"),
    "story-perfect": Text("If P1 throws it at P3, the table tells:"),
    "who": Text("Who may complete it: everyone but the sender, the target included. Thrown by P1 at P3: {seats}."),
    "your-perfect": Text("You said: {said}."),
    "your-card": Text("You said: {said}."),
    "kind-W": Text("water"), "kind-S": Text("sand"),
}


class MudLab(G.VBox):
    """The tray of mud cards and the mud built from them (left); the predictions checked and told (right)."""

    def __init__(self, language: Language = LANGUAGE, seed: int = 1):
        self.language = language
        self.rng = random.Random(seed)
        self.seed = seed
        self.mud: list[str] = []                 # one water and one sand card, at most
        self.said_perfect: Optional[bool] = None
        self.said_card: Optional[str] = None
        self.options: list[str] = []
        self.board = Board(on_target=self.pick, on_choice=self.answer)
        self.text = G.HTML()
        right = G.VBox([self.text])
        right.add_class("tutor-panel")
        right.add_class("tutor-matschig-lab-panel")
        box = G.Box([G.VBox([self.board]), right])
        box.add_class("tutor-table")
        self.head = G.HTML()
        self.head.add_class("tutor-lab-head")
        super().__init__([self.head, box])
        self.add_class("tutor-matschig-mudlab")
        self._watch = Observers()
        self._watch.observe(language, self._relabel, "code")
        self.render()

    def _relabel(self, _change: object) -> None:
        self.render()

    def close(self) -> None:
        """Stop following the shared language and close the lab's widgets."""
        close_own(self)
        super().close()

    # -- the learner's clicks ---------------------------------------------------------------------------
    def pick(self, card: str) -> None:
        """A card of the tray: it takes the place of the mud's card of its type."""
        if not isinstance(card, str) or card not in TRAY:
            return
        keep = [c for c in self.mud if c[0] != card[0]]
        self.mud = sorted(keep + [card], key=lambda c: (c[0] != "W", c))
        self.said_perfect, self.said_card = None, None
        self.render()

    def build(self, mud: str) -> None:
        """Put these cards in the mud at once (for lessons and tests): build("W3 S5")."""
        self.mud = []
        for card in mud.split():
            self.pick(card)

    def answer(self, key: str) -> None:
        """A prediction: perfect or not first, then the completing card."""
        if not isinstance(key, str) or len(self.mud) < 2:
            return
        if self.said_perfect is None and key in ("perfect", "imperfect"):
            self.said_perfect = key == "perfect"
            self._make_options()
        elif self.said_perfect is not None and self.said_card is None and key in self.options:
            self.said_card = key
        self.render()

    def predict(self, perfect: bool, card: Optional[str]) -> None:
        """Both predictions at once (for tests): card None means 'no single card'."""
        self.answer("perfect" if perfect else "imperfect")
        self.answer(card or "none")

    # -- the engine's answers -----------------------------------------------------------------------------
    @property
    def mud_text(self) -> str:
        return " ".join(self.mud)

    @property
    def revealed(self) -> bool:
        """True once both predictions are made: the completing card is shown."""
        return self.said_card is not None

    @property
    def told_sums(self) -> bool:
        """True once the first prediction is made: the sums and the verdict on it are shown."""
        return self.said_perfect is not None

    @property
    def perfect(self) -> bool:
        """is_perfect (M9) of the mud built."""
        return is_perfect(self.mud_text)

    @property
    def completing(self) -> Optional[str]:
        """completing_card (M12) of the mud built."""
        return completing_card(self.mud_text)

    @property
    def right(self) -> tuple[Optional[bool], Optional[bool]]:
        """(perfect guessed right, card guessed right); None before each prediction."""
        p = None if self.said_perfect is None else self.said_perfect == self.perfect
        c = None if self.said_card is None else self.said_card == (self.completing or "none")
        return p, c

    def sums(self) -> tuple[int, int]:
        """(water sum, sand sum) of the mud built (M9)."""
        return (sum(int(c[1]) for c in self.mud if c[0] == "W"), sum(int(c[1]) for c in self.mud if c[0] == "S"))

    def _make_options(self) -> None:
        w, s = self.sums()
        d = abs(w - s)
        truth = self.completing or "none"
        options = {truth, "none"}
        if d:
            short, other = ("W", "S") if w < s else ("S", "W")
            options |= {f"{other}{d}"} | ({f"{short}{d + 1}"} if d < 7 else set())
        else:
            options |= {f"W{max(1, w - 1)}", f"S{min(7, s + 1)}"}
        self.options = sorted(options, key=lambda o: (o == "none", o))

    def story(self) -> list:
        """The engine's events for: P1 throws the mud at P3, P2 holding the completing card and using it."""
        card = self.completing
        hands = [self.mud_text, card or ""]
        game = new_game("matschig", position=make_position(players=4, hands=hands, seed=self.seed))
        step = game.play(f"throw {self.mud_text} at P3")
        events = [e for e in step.events if e.kind in ("mud-perfect", "mud-imperfect")]
        if card is not None and game.to_move == 1 and f"complete {card} at P4" in game.legal_actions():
            events += [e for e in game.play(f"complete {card} at P4").events if e.kind == "complete"]
        return events

    # -- drawing ----------------------------------------------------------------------------------------------
    def render(self) -> None:
        lang = check_lang(self.language.code)
        mud = say_cards(self.mud)(lang)
        self.head.value = (f'<h4 class="tutor-lab-title">{escape(TEXTS["title"](lang))}</h4>'
                           f'<div class="tutor-lesson-text"><p>{escape(TEXTS["what"](lang))}</p></div>')
        with self.board.hold_sync():
            # the sums once the first prediction is made; the completing card only after the second
            self.board.svg = fit_width(lab_svg(self.mud, lang, reveal=self.told_sums, completing=self.completing
                                               if self.revealed else None))
            if len(self.mud) < 2:
                self.board.offer(TEXTS["build"](lang), ())
            elif self.said_perfect is None:
                self.board.offer(TEXTS["perfect?"](lang).format(mud=say_cards(self.mud)(lang)), [
                    {"action": "perfect", "label": TEXTS["perfect"](lang)},
                    {"action": "imperfect", "label": TEXTS["imperfect"](lang)}])
            elif self.said_card is None:
                self.board.offer(TEXTS["card?"](lang).format(mud=say_cards(self.mud)(lang)), [
                    {"action": o, "label": TEXTS["none"](lang) if o == "none" else say_card(o)(lang)}
                    for o in self.options])
            else:
                self.board.offer(TEXTS["again"](lang), ())
        if self.revealed:
            self.text.value = self._said_perfect(lang) + self._reveal(lang)
        elif self.told_sums:
            self.text.value = (self._said_perfect(lang) +
                               f"<p>{escape(TEXTS['card?'](lang).format(mud=mud))}</p>")
        else:
            ask = TEXTS["build"](lang) if len(self.mud) < 2 else TEXTS["perfect?"](lang).format(mud=mud)
            self.text.value = f"<p>{escape(ask)}</p>"

    @staticmethod
    def _mark(ok: Optional[bool], lang: str) -> str:
        cls = "tutor-quiz-mark-right" if ok else "tutor-quiz-mark-wrong"
        return f'<span class="{cls}">{escape(ui("right" if ok else "wrong", lang))}</span>'

    def _said_perfect(self, lang: str) -> str:
        """The verdict on the first prediction, with the sums (M9)."""
        w, s = self.sums()
        said = TEXTS["perfect" if self.said_perfect else "imperfect"](lang)
        head = TEXTS["is-perfect" if self.perfect else "not-perfect"](lang).format(mud=say_cards(self.mud)(lang),
                                                                                   w=w, s=s)
        head = head[0].upper() + head[1:]
        return (f"<p>{self._mark(self.right[0], lang)} {escape(TEXTS['your-perfect'](lang).format(said=said))} "
                f"{rule_chip('matschig', 'M9', lang)} <b>{escape(head)}</b></p>")

    def _reveal(self, lang: str) -> str:
        """The verdict on the second prediction, who may complete the mud and what the table tells."""
        w, s = self.sums()
        right_c = self.right[1]
        said_c = TEXTS["none"](lang) if self.said_card == "none" else say_card(str(self.said_card))(lang)
        card = self.completing
        events = self.story()
        if card:
            kind = TEXTS["kind-" + card[0]](lang)
            named = say_card(card)(lang)
            why = TEXTS["completes"](lang).format(card=named, Card=named.capitalize(), kind=kind, w=w, s=s,
                                                  d=int(card[1]), top=max(w, s))
        else:
            why = TEXTS["no-card"](lang)
        story = "".join(f'<div class="tutor-event">{rule_chip("matschig", e.rule, lang)} {escape(e.text(lang))}</div>'
                        for e in events)
        lead = TEXTS["story" if card else "story-perfect"](lang)
        who = ""
        asked = [e.data["eligible"] for e in events if e.kind == "mud-imperfect"]
        if card and asked:
            seats = ", ".join(seat_label(q) for q in asked[0])
            who = f"<p>{rule_chip('matschig', 'M13', lang)} {escape(TEXTS['who'](lang).format(seats=seats))}</p>"
        return (f"<p>{self._mark(right_c, lang)} {escape(TEXTS['your-card'](lang).format(said=said_c))} "
                f"{rule_chip('matschig', 'M12' if card else 'M10', lang)} <b>{escape(why)}</b></p>"
                f"{who}<p>{escape(lead)}</p>{story}")
