# ---
# jupyter:
#   jupytext:
#     formats: ipynb,py:percent
#     text_representation:
#       extension: .py
#       format_name: percent
#       format_version: '1.3'
#       jupytext_version: 1.19.6
#   kernelspec:
#     display_name: Python 3 (ipykernel)
#     language: python
#     name: python3
# ---

# %% [markdown]
# # Muros, step by step
# *Muros, paso a paso*
#
# Run the notebook from the top (Run ▸ Run All). Every board below is live: click it.
# The switch chooses the language of every widget in this notebook.
#
# *Ejecuta el cuaderno desde arriba (Run ▸ Run All). Todos los tableros son interactivos: haz clic.
# El interruptor elige el idioma de todos los widgets de este cuaderno.*

# %%
import tutor
from tutor.muros import push_line, winners, SLOTS
from tutor.widgets import (LANG, LanguageSwitch, LineLab, MurosTutor, Quiz, SCENARIOS, VariantsTable,
                           ExplainPanel, make_questions, is_right)

LANG.code = "en"
LanguageSwitch()

# %% [markdown]
# ## 1. The components · *Los componentes*
#
# 81 tokens (17 yellow **Y**, 17 blue **B**, 17 red **R**, 17 green **G**, 13 white **W**) are drawn at
# random into a 9×9 grid (MU2). 36 cards in 4 colours (no white card) go into the 36 **slots** at the
# ends of the 9 rows and 9 columns: `W1..W9` left of the rows, `E1..E9` right, `N1..N9` above the
# columns, `S1..S9` below. Each player gets a secret hand; the other cards lie face up in 4 piles that
# anyone may use (MU3, MU4). Every token shows its **letter** as well as its colour.
#
# *81 fichas (17 amarillas **Y**, 17 azules **B**, 17 rojas **R**, 17 verdes **G** y 13 blancas **W**) se
# sacan al azar para formar una cuadrícula de 9×9 (MU2). 36 cartas de 4 colores (no hay cartas blancas)
# van a las 36 **ranuras** de los extremos de las 9 filas y 9 columnas: `W1..W9` a la izquierda de las
# filas, `E1..E9` a la derecha, `N1..N9` encima de las columnas y `S1..S9` debajo. Cada jugador tiene una
# mano secreta; las demás cartas quedan boca arriba en 4 mazos que cualquiera puede usar (MU3, MU4).
# Cada ficha muestra su **letra** además de su color.*

# %%
game = tutor.new_game("muros", players=3, seed=42)
view = game.view(None)
tokens = "".join(view["board"])
assert {c: tokens.count(c) for c in "YBRGW"} == {"Y": 17, "B": 17, "R": 17, "G": 17, "W": 13}
assert len(SLOTS) == 36 and sum(view["piles"].values()) + 3 * 5 == 36
print(game.text(LANG.code))           # the board as text, in the chosen language

# %% [markdown]
# ## 2. Where a card may go · *Dónde puede ir una carta*
#
# **Phase 1** is the first 18 cards. A slot is legal only if it is empty **and** the slot at the other
# end of its line is empty: a card never faces another card (MU9). So after phase 1 every row and
# column holds exactly one card (MU10). Highlighted (dashed) slots are legal for the player to move;
# click any other slot and the tutor tells you why not.
#
# ***Fase 1** son las 18 primeras cartas. Una ranura es legal solo si está vacía **y** la del otro extremo
# de su línea también: una carta nunca queda enfrentada a otra (MU9). Por eso, al acabar la fase 1, cada
# fila y cada columna tiene exactamente una carta (MU10). Las ranuras resaltadas (con borde discontinuo)
# son legales para quien juega; haz clic en otra y el tutor te dirá por qué no.*

# %%
where = MurosTutor(players=3, seed=42)
where.click("W3")                     # a legal slot: choose the card
where.board.chooser.pick(0)
where.click("E3")                     # the other end of row 3: refused
assert "MU9" in where.board.note.value
assert "E3" not in where.board.legal_slots() and "W3" not in where.board.legal_slots()
where

# %% [markdown]
# ## 3. How the tokens shift · *Cómo se desplazan las fichas*
#
# A phase-1 card of colour X works on its own line in three stages (MU13, MU14, MU15):
# 1. **count** the X tokens in the line: that is `k` (white never counts);
# 2. **remove** `k` tokens, starting from the **far** end and walking toward the card; they can be of
#    any colour, and empty cells are skipped;
# 3. **slide** the tokens left **away from the card** until the far cell holds a token; the gaps
#    between them stay, so the new empty cells collect next to the card.
#
# **Predict first**: pick a slot and a colour, type how the line will look, then press the button
# and step through the stages with Next and Back.
#
# *Una carta de color X en la fase 1 actúa sobre su línea en tres etapas (MU13, MU14, MU15):
# 1. **cuenta** las fichas X de la línea: eso es `k` (las blancas nunca cuentan);
# 2. **retira** `k` fichas empezando por el extremo **opuesto** y avanzando hacia la carta; pueden ser de
#    cualquier color y las casillas vacías se saltan;
# 3. **desplaza** las fichas que quedan **alejándolas de la carta** hasta que la casilla del extremo
#    opuesto tenga ficha; los huecos entre ellas se respetan, así que las nuevas casillas vacías quedan
#    junto a la carta.*
#
# ***Primero predice**: elige una ranura y un color, escribe cómo quedará la línea, pulsa el botón y
# recorre las etapas con Siguiente y Atrás.*

# %%
lab = LineLab(game)
lab.choose("E3", "R")
lab.reveal()
assert lab.result == push_line(lab.line, "R")[0]
assert [f.stage for f in lab.player.frames] == ["place", "count", "remove", "slide"]
lab.choose("W1", "Y")                 # your turn: predict, then check
lab

# %% [markdown]
# ## 4. One sentence, several readings · *Una frase, varias lecturas*
#
# The original rules leave room for doubt: which way do the tokens slide? Do empty cells count when
# removing? Are the gaps kept? The tutor follows the rules file (the *default*) and names every other
# reading as a **variant**. Here is the same line under each reading: row 5 = `Y.RB.GGW.` with a green
# card in `E5` (written from the card's end, as the engine does).
#
# *Las reglas originales dejan dudas: ¿hacia dónde se desplazan las fichas? ¿Cuentan las casillas vacías
# al retirar? ¿Se respetan los huecos? El tutor sigue el reglamento del proyecto (la lectura *por
# defecto*) y da nombre a cada otra lectura como **variante**. Aquí está la misma línea con cada lectura:
# fila 5 = `Y.RB.GGW.` con una carta verde en `E5` (escrita desde el extremo de la carta, como hace el
# motor).*

# %%
row5 = "Y.RB.GGW."[::-1]              # from E5, the card's end
table = VariantsTable(row5, "G", slot="E5")
rows = {name: (new[::-1], removed) for name, new, removed in table.rows()}   # back to West->East
assert rows["default"] == ("B.GGW....", "YR")
assert rows["COUNT_CELLS"] == ("RB.GGW...", "Y")
assert rows["COMPACT_SHIFT"] == ("BGGW.....", "YR")
assert rows["SHIFT_TOWARD_CARD"] == ("....B.GGW", "YR")
table

# %% [markdown]
# ## 5. Phase 2: capturing and blocking · *Fase 2: capturar y bloquear*
#
# From the 19th card on, a card goes into an empty slot **facing** the card at the other end (MU11).
# Nothing is removed and nothing slides (MU17).
# - **Same colour** as the facing card: the line is **blocked**; nothing happens (MU18).
# - **Different colour**: you may take **all** tokens of one of the two colours from that line into
#   your supply, or nothing (MU19, MU20). Taking lowers that colour on the board, which can change the
#   majority colour that decides the game (MU24).
#
# Below, P3 is to move in phase 2. Click `E1` (facing a red card in `W1`): a red card blocks; another
# colour opens the choice of what to take. Undo and try the other.
#
# *Desde la carta 19, cada carta va a una ranura vacía **enfrentada** a la carta del otro extremo (MU11).
# No se retira ni se desplaza nada (MU17).*
# - ***Mismo color** que la carta enfrentada: la línea queda **bloqueada**; no pasa nada (MU18).*
# - ***Distinto color**: puedes llevarte a tu reserva **todas** las fichas de uno de los dos colores de esa
#   línea, o nada (MU19, MU20). Llevarte fichas baja ese color en el tablero, y eso puede cambiar el color
#   mayoritario que decide la partida (MU24).*
#
# *Abajo juega P3 en la fase 2. Haz clic en `E1` (frente a una carta roja en `W1`): una carta roja
# bloquea; otro color abre la elección de qué llevarse. Deshaz y prueba la otra.*

# %%
phase2 = MurosTutor(SCENARIOS["sc-block"].game())
phase2.click("E1")
phase2.board.chooser.pick([v for _, v in phase2.board.chooser.options()].index(("R", False)))
assert [e.kind for e in phase2.game.history[-1].events] == ["place", "block"]
phase2.history.undo_button.click()
phase2.click("E1")
phase2.board.chooser.pick([v for _, v in phase2.board.chooser.options()].index(("Y", True)))
phase2.board.chooser.pick([v for _, v in phase2.board.chooser.options()].index("Y@E1 pile take R"))
assert phase2.game.history[-1].events[-1].kind == "capture"
phase2.history.undo_button.click()
phase2

# %% [markdown]
# ## 6. The final count and tie-breaks · *El recuento final y los desempates*
#
# After the 36th card, count the tokens of each card colour left **on the board** (white never counts,
# MU23). The colour with most tokens is the **majority colour**; whoever captured most of it wins
# (MU24). A tie between players goes to the second colour, then the third… (MU25). Colours tied on the
# board form one tier whose captures are added together (MU26). Example from the rules: on the board
# R 7, B 7, G 3, Y 0; P1 captured R4 B1 Y5, P2 captured R2 B3 G2. The tier {R, B} ties 5–5, the tier {G}
# gives P2 2 against 0, so **P2 wins**, although P1 captured more tokens.
#
# *Tras la carta 36 se cuentan las fichas de cada color de carta que quedan **en el tablero** (las
# blancas nunca cuentan, MU23). El color con más fichas es el **color mayoritario**; gana quien más haya
# capturado de él (MU24). Un empate entre jugadores se decide por el segundo color, luego el tercero…
# (MU25). Los colores empatados en el tablero forman un nivel cuyas capturas se suman (MU26). Ejemplo del
# reglamento: en el tablero R 7, B 7, G 3, Y 0; P1 capturó R4 B1 Y5 y P2 R2 B3 G2. El nivel {R, B} empata
# 5–5, el nivel {G} da a P2 2 contra 0, así que **gana P2**, aunque P1 capturó más fichas.*

# %%
assert winners({"R": 7, "B": 7, "G": 3, "Y": 0}, [{"R": 4, "B": 1, "Y": 5}, {"R": 2, "B": 3, "G": 2}]) == [1]
import random
from tutor.muros import random_action
finished = tutor.new_game("muros", players=3, seed=42)
rng = random.Random(42)
while not finished.is_over:
    finished.play(random_action(finished, rng))
last = finished.history[-1]
assert {"MU12", "MU23", "MU25"} <= set(last.rules) and last.events[-1].kind == "winner"
assert list(finished.result().winners) == last.events[-1].data["winners"]
ExplainPanel([last])

# %% [markdown]
# ## 7. A full game against the bots · *Una partida completa contra los bots*
#
# You are **P1**; P2 plays greedily and P3 at random. Each of your moves is explained on the right with
# its rule IDs (click an ID to read the rule); the step player shows your phase-1 card stage by stage.
# Undo, redo or drag the slider to go back in time.
#
# *Tú eres **P1**; P2 juega con avaricia y P3 al azar. Cada jugada se explica a la derecha con sus IDs de
# regla (haz clic en un ID para leer la regla); el reproductor de pasos muestra tu carta de la fase 1
# etapa por etapa. Deshaz, rehaz o arrastra el deslizador para volver atrás.*

# %%
full = MurosTutor(players=3, seed=2024, bots={1: "greedy", 2: "random"}, bot_seed=1, seat=0)
full.add_class("tutor-full-game")
assert full.game.to_move == 0 and full.board.legal_slots()
full

# %% [markdown]
# ## 8. Quiz · *Test*
#
# Questions from seeded positions: how a line looks after a card, and whether a slot is legal.
# Each answer is checked by the engine and explained with its rules.
#
# *Preguntas sobre posiciones con semilla: cómo queda una línea tras una carta y si una ranura es legal.
# El motor comprueba cada respuesta y la explica con sus reglas.*

# %%
questions = make_questions(seed=7, n=6)
quiz = Quiz(questions)
first = questions[0]
right = next(i for i in range(len(first.choices)) if is_right(first, i))
assert first.choices[right] == push_line(first.before, first.colour)[0]
quiz
