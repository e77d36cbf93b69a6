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
    "bot-turn": {"en": "{seat} (a bot) is to move: press Next to see its move.",
                 "es": "Le toca a {seat} (un bot): pulsa Siguiente para ver su jugada."},
    "hint": {"en": "Hint", "es": "Pista"},
    "why-bot": {"en": "Why did the bot do that?", "es": "¿Por qué ha jugado así el bot?"},
    "other-turn": {"en": "It is {seat}'s turn, not yours: nothing was played.",
                   "es": "Le toca a {seat}, no a ti: no se ha jugado nada."},
    "over-no-move": {"en": "The game is over: nothing more can be played.",
                     "es": "La partida ha terminado: ya no se puede jugar nada."},
    "stale-choice": {"en": "That was for an earlier position of the board, so nothing was played. Choose "
                           "again on the board as it is now.",
                     "es": "Eso era para una posición anterior del tablero, así que no se ha jugado nada. "
                           "Vuelve a elegir en el tablero tal como está ahora."},
    "badge-all-hands": {"en": "All hands shown: the teacher's view",
                        "es": "Se ven todas las manos: la vista del profesor"},
    "why-all-hands": {"en": "Why did the bot do that? (all hands shown)",
                      "es": "¿Por qué ha jugado así el bot? (con todas las manos a la vista)"},
    "new-game": {"en": "New game", "es": "Partida nueva"},
    "board-choices": {"en": "Choices", "es": "Opciones"},
    "board-read": {"en": "Read the board", "es": "Leer el tablero"},
    "board-text": {"en": "The board in words", "es": "El tablero en palabras"},
    "game-over": {"en": "Game over", "es": "Fin de la partida"},
    "winners": {"en": "Won: {seats}.", "es": "Gana: {seats}."},
    "winners-many": {"en": "Won: {seats}.", "es": "Ganan: {seats}."},
    "no-winner": {"en": "Nobody won.", "es": "No ha ganado nadie."},
    "score-of": {"en": "{seat}: {score}", "es": "{seat}: {score}"},
    "check": {"en": "Check", "es": "Comprobar"},
    "right": {"en": "✔ Right.", "es": "✔ Correcto."},
    "wrong": {"en": "✘ Not quite.", "es": "✘ No exactamente."},
    "score": {"en": "Score: {right} of {asked}", "es": "Aciertos: {right} de {asked}"},
    "retry": {"en": "↻ New questions", "es": "↻ Preguntas nuevas"},
    "next": {"en": "Next ▶", "es": "Siguiente ▶"},
    "back": {"en": "◀ Back", "es": "◀ Atrás"},
    "next-question": {"en": "Next question ▶", "es": "Siguiente pregunta ▶"},
    "quiz-done": {"en": "You answered {right} of {asked} right.", "es": "Has acertado {right} de {asked}."},
    "question-of": {"en": "Question {i} of {n}", "es": "Pregunta {i} de {n}"},
    "task": {"en": "Your task", "es": "Tu tarea"},
    "task-done": {"en": "✔ Done!", "es": "✔ ¡Hecho!"},
    "more-hint": {"en": "Hint", "es": "Pista"},
    "another-hint": {"en": "Another hint", "es": "Otra pista"},
    "no-more-hints": {"en": "No more hints", "es": "No hay más pistas"},
    "next-lesson": {"en": "Next lesson ▶", "es": "Siguiente lección ▶"},
    "prev-lesson": {"en": "◀ Previous", "es": "◀ Anterior"},
    "restart": {"en": "↺ Start again", "es": "↺ Empezar de nuevo"},
    "lesson-of": {"en": "Lesson {i} of {n}", "es": "Lección {i} de {n}"},
    "rules-taught": {"en": "Rules", "es": "Reglas"},
    "progress": {"en": "Rules seen in action: {seen}. Rules answered right: {answered}.",
                 "es": "Reglas vistas en juego: {seen}. Reglas respondidas bien: {answered}."},
    "save-progress": {"en": "Save my progress", "es": "Guardar mi progreso"},
    "load-progress": {"en": "Load progress", "es": "Cargar progreso"},
    "play-step": {"en": "Play the step ▶", "es": "Jugar el paso ▶"},
    "reset": {"en": "↺ Reset", "es": "↺ Reiniciar"},
    # the lesson in steps (LessonView, LessonPlayer)
    "continue": {"en": "Continue", "es": "Continuar"},   # not "Seguir": it reads as "Siguiente", the bots' Next
    "stage-read": {"en": "Read", "es": "Lee"},
    "stage-task": {"en": "Do it", "es": "Hazlo"},
    "stage-questions": {"en": "Answer", "es": "Responde"},
    "stages": {"en": "Steps of the lesson", "es": "Pasos de la lección"},
    "lesson-text": {"en": "Read the lesson again", "es": "Volver a leer la lección"},
    "task-todo": {"en": "Do the task on the board to go on.", "es": "Haz la tarea en el tablero para seguir."},
    # a task that can no longer be done, and the way back (LessonView)
    "task-lost": {"en": "This can no longer be done from here: {why}",
                  "es": "Esto ya no se puede hacer desde aquí: {why}"},
    "way-back": {"en": "Take your move back to play it another way, or try the task again from its start.",
                 "es": "Deshaz tu jugada para hacerla de otra manera, o vuelve a intentar la tarea desde el "
                       "principio."},
    "take-back": {"en": "↶ Take my move back", "es": "↶ Deshacer mi jugada"},
    "try-again": {"en": "↺ Try the task again", "es": "↺ Volver a intentar la tarea"},
    "hint-way-back": {"en": "The way back:", "es": "Cómo volver:"},
    "way-back-buttons": {"en": "press “Take my move back” (to just before your move) or “Try the task again” (to "
                               "its start).",
                         "es": "pulsa «Deshacer mi jugada» (para volver a justo antes de tu jugada) o «Volver a "
                               "intentar la tarea» (para volver a su inicio)."},
    "continue-off-task": {"en": "Continue opens once the task on the board is done.",
                          "es": "«Continuar» se activa cuando hayas hecho la tarea en el tablero."},
    "continue-off-lost": {"en": "Continue opens once the task is done: first take your move back or try the "
                                "task again.",
                          "es": "«Continuar» se activa cuando hayas hecho la tarea: antes deshaz tu jugada o "
                                "vuelve a intentarla."},
    "check-off": {"en": "Pick an answer, then Check.", "es": "Elige una respuesta y pulsa «Comprobar»."},
    "asks-lesson-board": {"en": "This question asks about the lesson's board as it is now.",
                          "es": "Esta pregunta es sobre el tablero de la lección tal como está ahora."},
    "hint-rung": {"en": "Hint {i}:", "es": "Pista {i}:"},
    "hint-move": {"en": "The move:", "es": "La jugada:"},
    "lesson-finished": {"en": "✔ Lesson finished.", "es": "✔ Lección terminada."},
    "course-finished": {"en": "That was the last lesson of the course. Well done!",
                        "es": "Era la última lección del curso. ¡Muy bien!"},
    "choose-one": {"en": "Choose one.", "es": "Elige una opción."},
    "choose-many": {"en": "Mark every one that applies.", "es": "Marca todas las opciones que correspondan."},
    "as-seen-by": {"en": "As {seat} sees it", "es": "Así lo ve {seat}"},
    "all-hands": {"en": "All hands shown", "es": "Se ven todas las manos"},
    "question-board": {"en": "The question's board", "es": "El tablero de la pregunta"},
    "later-lesson": {"en": "You will meet it in lesson {n}.", "es": "La verás en la lección {n}."},
    "later-variant": {"en": "You will meet it in variant {n}.", "es": "La verás en la variante {n}."},
    "variant-of": {"en": "Variant {i} of {n}", "es": "Variante {i} de {n}"},
    "lessons-done": {"en": "{done} of {n} lessons done", "es": "{done} de {n} lecciones hechas"},
    "course-progress": {"en": "Course progress", "es": "Progreso del curso"},
    "pick-lesson": {"en": "Lesson", "es": "Lección"},
    "scenario-list": {"en": "Scenario", "es": "Escenario"},
    "stars": {"en": "{right} of {asked} right", "es": "{right} de {asked} correctas"},
    # what the lesson's live region says (announce.py, LessonView), once per event
    "said-task": {"en": "Your task: {task}", "es": "Tu tarea: {task}"},
    "said-task-done": {"en": "Task done: {done}", "es": "Tarea hecha: {done}"},
    "said-back": {"en": "Back to step {n}.", "es": "De vuelta al paso {n}."},
    "said-back-start": {"en": "Back to the start of the task.", "es": "De vuelta al inicio de la tarea."},
    "said-back-game": {"en": "Back to the start of the game.", "es": "De vuelta al inicio de la partida."},
    "said-restart": {"en": "The task starts again from its first position.",
                     "es": "La tarea vuelve a empezar desde su posición inicial."},
    "said-question": {"en": "Question {i} of {n}: {prompt} {how}", "es": "Pregunta {i} de {n}: {prompt} {how}"},
    # the presenter (Classroom)
    "full-screen": {"en": "Full screen (F)", "es": "Pantalla completa (F)"},
    "show-explain": {"en": "Show the explanation", "es": "Mostrar la explicación"},
    "hide-explain": {"en": "Hide the explanation", "es": "Ocultar la explicación"},
    "explain-hidden": {"en": "The explanation is hidden while the class thinks. Press E to show it.",
                       "es": "La explicación está oculta mientras la clase piensa. Pulsa E para mostrarla."},
    "next-scenario": {"en": "Next scenario ▶", "es": "Siguiente escenario ▶"},
    "classroom-title": {"en": "{game} in class", "es": "{game} en clase"},
    "told-to": {"en": "refused for {seat}, who is told: “{reason}”",
                "es": "rechazado para {seat}, a quien se le dice: «{reason}»"},
}


def ui(key: str, lang: str, **data: object) -> str:
    """One shared widget text in lang, filled with data."""
    return UI[key][check_lang(lang)].format(**data)


def steps(n: int, lang: str) -> str:
    """'1 step' / '3 steps', '1 paso' / '3 pasos'."""
    return count(n, "step", "steps") if check_lang(lang) == "en" else count(n, "paso", "pasos")
