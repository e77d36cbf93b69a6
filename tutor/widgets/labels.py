"""Every learner-visible widget string in English and Spanish, and the shared language state."""
from __future__ import annotations

from typing import Any, Optional

import traitlets

from ..core.i18n import LANGS, check_lang

LABELS: dict[str, dict[str, str]] = {
    # language switch
    "language": {"en": "Language", "es": "Idioma"},
    # board and status
    "to-move": {"en": "P{seat} to move · phase {phase} · {placed}/36 cards placed",
                "es": "Juega P{seat} · fase {phase} · {placed}/36 cartas colocadas"},
    "game-over": {"en": "Game over: {winners} won (scores {scores}).",
                  "es": "Partida terminada: gana {winners} (puntos {scores})."},
    "bot-to-move": {"en": "P{seat} is a bot: click a slot to play for it, or press “Bots play”.",
                    "es": "P{seat} es un bot: haz clic en una ranura para jugar por él o pulsa «Juegan los bots»."},
    "click-legal": {"en": "Highlighted slots are legal for P{seat}. Click one to play; click any other slot to ask why not.",
                    "es": "Las ranuras resaltadas son legales para P{seat}. Haz clic en una para jugar; en otra, para saber por qué no."},
    "why-not": {"en": "Why not {slot}? {reason}", "es": "¿Por qué no {slot}? {reason}"},
    "choose-card": {"en": "Slot {slot}: choose the card to play.", "es": "Ranura {slot}: elige la carta que juegas."},
    "choose-take": {"en": "{action}: choose which colour to take from the line.",
                    "es": "{action}: elige qué color te llevas de la línea."},
    "played": {"en": "Played {action}.", "es": "Jugada: {action}."},
    "cell-info": {"en": "Cell {cell}: {what}.", "es": "Casilla {cell}: {what}."},
    "cell-empty": {"en": "empty", "es": "vacía"},
    "token": {"en": "{colour} token ({letter})", "es": "ficha {colour} ({letter})"},
    "slot-empty": {"en": "{slot}: empty slot", "es": "{slot}: ranura vacía"},
    "slot-card": {"en": "{slot}: {colour} card ({letter})", "es": "{slot}: carta {colour} ({letter})"},
    "hands": {"en": "Hands", "es": "Manos"},
    "hand-hidden": {"en": "{n} cards (hidden)", "es": "{n} cartas (ocultas)"},
    "piles": {"en": "Face-up piles", "es": "Mazos boca arriba"},
    "captured": {"en": "Captured", "es": "Capturadas"},
    "bots-play": {"en": "Bots play", "es": "Juegan los bots"},
    "pass": {"en": "Pass", "es": "Pasar"},
    # chooser
    "from-hand": {"en": "{letter} · hand", "es": "{letter} · mano"},
    "from-pile": {"en": "{letter} · pile", "es": "{letter} · mazo"},
    "take": {"en": "take {letter}", "es": "llevarse {letter}"},
    "take-none": {"en": "take nothing", "es": "no llevarse nada"},
    "blocked": {"en": "{letter} (blocks the line)", "es": "{letter} (bloquea la línea)"},
    "cancel": {"en": "Cancel", "es": "Cancelar"},
    # explanation panel
    "explain-title": {"en": "What happened and why", "es": "Qué ha pasado y por qué"},
    "explain-empty": {"en": "Nothing played yet. Each step will be explained here, rule by rule.",
                      "es": "Aún no se ha jugado nada. Cada paso se explicará aquí, regla a regla."},
    "step-head": {"en": "Step {n}: {who} plays {action}", "es": "Paso {n}: {who} juega {action}"},
    "open-rule": {"en": "Click a rule ID to read the rule.", "es": "Haz clic en un ID de regla para leerla."},
    # history
    "undo": {"en": "↶ Undo", "es": "↶ Deshacer"},
    "redo": {"en": "Redo ↷", "es": "Rehacer ↷"},
    "position": {"en": "Step", "es": "Paso"},
    "position-of": {"en": "after step {i} of {n}", "es": "tras el paso {i} de {n}"},
    # step player
    "next": {"en": "Next ▶", "es": "Siguiente ▶"},
    "back": {"en": "◀ Back", "es": "◀ Atrás"},
    "frame": {"en": "Stage {i} of {n}", "es": "Etapa {i} de {n}"},
    "no-placement": {"en": "Play a phase-1 card to see it step by step.",
                     "es": "Juega una carta de la fase 1 para verla paso a paso."},
    "stage-place": {"en": "The card", "es": "La carta"},
    "stage-count": {"en": "Count", "es": "Recuento"},
    "stage-zero": {"en": "Count", "es": "Recuento"},
    "stage-remove": {"en": "Remove", "es": "Retirada"},
    "stage-slide": {"en": "Slide", "es": "Desplazamiento"},
    "line-caption": {"en": "{line} as it lies on the board; the card is in {slot}.",
                     "es": "{line} tal como está en el tablero; la carta está en {slot}."},
    # line lab
    "lab-slot": {"en": "Slot", "es": "Ranura"},
    "lab-colour": {"en": "Card", "es": "Carta"},
    "lab-predict": {"en": "Your prediction", "es": "Tu predicción"},
    "lab-predict-hint": {"en": "Type the line after the card, as it lies on the board (use . for an empty cell).",
                         "es": "Escribe la línea tras la carta, tal como está en el tablero (usa . para una casilla vacía)."},
    "lab-reveal": {"en": "Check and step through", "es": "Comprobar y ver paso a paso"},
    "lab-before": {"en": "{line} now: {cells}", "es": "{line} ahora: {cells}"},
    "lab-right": {"en": "Right! {Line} becomes {result}.", "es": "¡Correcto! La {line} queda {result}."},
    "lab-wrong": {"en": "Not quite: you wrote {guess}, but {line} becomes {result}. Step through to see why.",
                  "es": "No del todo: escribiste {guess}, pero la {line} queda {result}. Míralo paso a paso para ver por qué."},
    "lab-no-guess": {"en": "{Line} becomes {result}.", "es": "La {line} queda {result}."},
    "lab-bad-guess": {"en": "A prediction is 9 characters from Y B R G W and “.”.",
                      "es": "Una predicción tiene 9 caracteres de Y B R G W y «.»."},
    # variants table
    "variant": {"en": "Reading", "es": "Lectura"},
    "result": {"en": "Result", "es": "Resultado"},
    "removed": {"en": "Removed", "es": "Retiradas"},
    "meaning": {"en": "What it means", "es": "Qué significa"},
    "default-reading": {"en": "default (rules file)", "es": "por defecto (reglamento)"},
    "default-meaning": {"en": "The project's reading: MU13 and MU14.", "es": "La lectura del proyecto: MU13 y MU14."},
    "variants-caption": {"en": "{colour} card in {slot}; the line from the card's end: {line}",
                         "es": "Carta {colour} en {slot}; la línea desde el extremo de la carta: {line}"},
    "nothing": {"en": "nothing", "es": "nada"},
    # quiz
    "quiz-title": {"en": "Quiz", "es": "Test"},
    "quiz-line": {"en": "{line} reads {before} (as on the board). {who} plays a {colour} card into {slot}. What does {line} look like afterwards?",
                  "es": "{line} dice {before} (como en el tablero). {who} juega una carta {colour} en {slot}. ¿Cómo queda {line} después?"},
    "quiz-legal": {"en": "Phase {phase}, {placed} cards placed. May {who} play a card into {slot} now?",
                   "es": "Fase {phase}, {placed} cartas colocadas. ¿Puede {who} jugar una carta en {slot} ahora?"},
    "yes": {"en": "Yes", "es": "Sí"},
    "no": {"en": "No", "es": "No"},
    "quiz-right": {"en": "Right!", "es": "¡Correcto!"},
    "quiz-wrong": {"en": "Not this one: the answer is {answer}.", "es": "Esta no: la respuesta es {answer}."},
    "quiz-variant": {"en": "Your choice is what the variant {variant} would give: {text}",
                     "es": "Tu elección es lo que daría la variante {variant}: {text}"},
    "quiz-unchanged": {"en": "Your choice leaves the line unchanged, but k > 0, so tokens must leave (MU13).",
                       "es": "Tu elección deja la línea igual, pero k > 0, así que deben salir fichas (MU13)."},
    "quiz-legal-yes": {"en": "The slot is legal.", "es": "La ranura es legal."},
    "quiz-score": {"en": "Question {i} of {n} · score {score}", "es": "Pregunta {i} de {n} · puntos {score}"},
    "quiz-next": {"en": "Next question", "es": "Siguiente pregunta"},
    # classroom
    "scenario": {"en": "Scenario", "es": "Escenario"},
    "show-step": {"en": "▶ Play the step", "es": "▶ Jugar el paso"},
    "bot-step": {"en": "▶ One more step (bot)", "es": "▶ Un paso más (bot)"},
    "reset": {"en": "⟲ Reset", "es": "⟲ Reiniciar"},
    "scenario-ready": {"en": "Watch {slot}: the next step is {action}.", "es": "Fíjate en {slot}: el siguiente paso es {action}."},
    "sc-gap": {"en": "A gap kept in the slide (MU13, MU14)", "es": "Un hueco que se respeta al desplazar (MU13, MU14)"},
    "sc-zero": {"en": "A card with k = 0: nothing happens (MU13)", "es": "Una carta con k = 0: no pasa nada (MU13)"},
    "sc-facing": {"en": "Phase 1: a card may not face another (MU9)", "es": "Fase 1: una carta no puede quedar enfrentada (MU9)"},
    "sc-block": {"en": "Phase 2: the same colour blocks the line (MU18)", "es": "Fase 2: el mismo color bloquea la línea (MU18)"},
    "sc-capture": {"en": "Phase 2: a capture changes the majority colour (MU19, MU24)",
                   "es": "Fase 2: una captura cambia el color mayoritario (MU19, MU24)"},
    "majority-now": {"en": "Majority colour on the board now: {colours}.", "es": "Color mayoritario en el tablero ahora: {colours}."},
    # words
    "row": {"en": "row {n}", "es": "fila {n}"},
    "column": {"en": "column {n}", "es": "columna {n}"},
    "Row": {"en": "Row {n}", "es": "Fila {n}"},
    "Column": {"en": "Column {n}", "es": "Columna {n}"},
    "colour-Y": {"en": "yellow", "es": "amarilla"},
    "colour-B": {"en": "blue", "es": "azul"},
    "colour-R": {"en": "red", "es": "roja"},
    "colour-G": {"en": "green", "es": "verde"},
    "colour-W": {"en": "white", "es": "blanca"},
}


def label(key: str, lang: str = "en", **fmt: Any) -> str:
    """The label `key` in lang, formatted with fmt."""
    return LABELS[key][check_lang(lang)].format(**fmt)


def colour_name(letter: str, lang: str = "en") -> str:
    """A colour letter as a word (Spanish in the feminine: carta/ficha)."""
    return label(f"colour-{letter}", lang)


def line_name(slot: str, lang: str = "en", capital: bool = False) -> str:
    """'row 3' / 'column 5' (or 'fila 3' / 'columna 5') for a slot's line."""
    key = "row" if slot[0] in "WE" else "column"
    return label(key.capitalize() if capital else key, lang, n=slot[1:])


class Lang(traitlets.HasTraits):
    """The language every widget sharing this object shows ("en" or "es")."""

    code = traitlets.Unicode("en")

    @traitlets.validate("code")
    def _check(self, proposal: dict) -> str:
        return check_lang(proposal["value"])


LANG = Lang()  # the notebook-wide language, used when a widget is given none


def resolve(lang: Optional[Lang]) -> Lang:
    """The given Lang, or the notebook-wide one."""
    return LANG if lang is None else lang


__all__ = ["LABELS", "LANGS", "Lang", "LANG", "label", "colour_name", "line_name", "resolve"]
