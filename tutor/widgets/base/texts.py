"""Every text the shared widgets show, in English and Spanish (games and lessons bring their own)."""
from __future__ import annotations

from ...core.i18n import check_lang, count

UI: dict[str, dict[str, str]] = {
    "panel-title": {"en": "What happened and why", "es": "Qué ha pasado y por qué"},
    "panel-empty": {"en": "Nothing played yet. Each step will be explained here, rule by rule; click a rule "
                          "ID to read the rule.",
                    "es": "Aún no se ha jugado nada. Cada paso se explicará aquí, regla a regla; haz clic en "
                          "un identificador de regla para leerla."},
    "step-head": {"en": "Step {n}: {who}", "es": "Paso {n}: {who}"},
    "you": {"en": "you", "es": "tú"},
    "bot": {"en": "bot", "es": "bot"},
    "undo": {"en": "↶ Undo", "es": "↶ Deshacer"},
    "redo": {"en": "Redo ↷", "es": "Rehacer ↷"},
    "step-of": {"en": "Step {i} of {n}", "es": "Paso {i} de {n}"},
    "next-bot": {"en": "Next: {seat} plays ▶", "es": "Siguiente: juega {seat} ▶"},
    "auto-bots": {"en": "Bots play by themselves", "es": "Los bots juegan solos"},
    "your-turn": {"en": "Your turn ({seat}).", "es": "Te toca ({seat})."},
    "bot-turn": {"en": "{seat} (a bot) is to move: press Next to see its move.",
                 "es": "Le toca a {seat} (un bot): pulsa Siguiente para ver su jugada."},
    "hint": {"en": "Hint", "es": "Pista"},
    "why-bot": {"en": "Why did the bot do that?", "es": "¿Por qué ha jugado así el bot?"},
    "new-game": {"en": "New game", "es": "Partida nueva"},
    "game-over": {"en": "Game over", "es": "Fin de la partida"},
    "winners": {"en": "Won: {seats}.", "es": "Gana: {seats}."},
    "winners-many": {"en": "Won: {seats}.", "es": "Ganan: {seats}."},
    "no-winner": {"en": "Nobody won.", "es": "No ha ganado nadie."},
    "score-of": {"en": "{seat}: {score}", "es": "{seat}: {score}"},
    "check": {"en": "Check", "es": "Comprobar"},
    "right": {"en": "✔ Right.", "es": "✔ Correcto."},
    "wrong": {"en": "✘ Not quite.", "es": "✘ No exactamente."},
    "score": {"en": "Score: {right} of {asked}", "es": "Aciertos: {right} de {asked}"},
    "retry": {"en": "↻ Try again", "es": "↻ Otra vez"},
    "next": {"en": "Next ▶", "es": "Siguiente ▶"},
    "back": {"en": "◀ Back", "es": "◀ Atrás"},
    "next-question": {"en": "Next question ▶", "es": "Siguiente pregunta ▶"},
    "quiz-done": {"en": "All done: {right} of {asked} right.", "es": "Terminado: {right} de {asked} correctas."},
    "question-of": {"en": "Question {i} of {n}", "es": "Pregunta {i} de {n}"},
    "task": {"en": "Your task", "es": "Tu tarea"},
    "task-done": {"en": "✔ Done!", "es": "✔ ¡Hecho!"},
    "more-hint": {"en": "A hint, please", "es": "Una pista, por favor"},
    "next-lesson": {"en": "Next lesson ▶", "es": "Siguiente lección ▶"},
    "prev-lesson": {"en": "◀ Previous", "es": "◀ Anterior"},
    "restart": {"en": "↺ Start the lesson again", "es": "↺ Empezar la lección de nuevo"},
    "appendix": {"en": " variant", "es": " variante"},
    "lesson-of": {"en": "Lesson {i} of {n}", "es": "Lección {i} de {n}"},
    "rules-taught": {"en": "Rules", "es": "Reglas"},
    "progress": {"en": "Rules seen in action: {seen}. Rules answered right: {answered}.",
                 "es": "Reglas vistas en juego: {seen}. Reglas respondidas bien: {answered}."},
    "save-progress": {"en": "Save my progress", "es": "Guardar mi progreso"},
    "load-progress": {"en": "Load progress", "es": "Cargar progreso"},
    "progress-loaded": {"en": "Progress loaded.", "es": "Progreso cargado."},
    "progress-bad": {"en": "That file is not a saved progress: {why}", "es": "Ese archivo no es un progreso guardado: {why}"},
    "scenario": {"en": "Scenario", "es": "Escenario"},
    "play-step": {"en": "Play the step ▶", "es": "Jugar el paso ▶"},
    "reset": {"en": "↺ Reset", "es": "↺ Reiniciar"},
}


def ui(key: str, lang: str, **data: object) -> str:
    """One shared widget text in lang, filled with data."""
    return UI[key][check_lang(lang)].format(**data)


def steps(n: int, lang: str) -> str:
    """'1 step' / '3 steps', '1 paso' / '3 pasos'."""
    return count(n, "step", "steps") if check_lang(lang) == "en" else count(n, "paso", "pasos")
