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
# # Start here · *Empieza aquí*
#
# This is an interactive **rules tutor** for three tabletop games. Each tutorial teaches one game
# rule by rule on live boards: you click, the game engine checks the move, and an explanation panel
# tells you what happened and **which rule** made it happen (each rule has an ID such as `MU13`;
# click it to read the rule). Nothing needs installing: run the notebook from the top
# (Run ▸ Run All) and click the boards.
#
# *Esto es un **tutor de reglas** interactivo para tres juegos de mesa. Cada tutorial enseña un juego
# regla a regla con tableros vivos: haces clic, el motor del juego comprueba la jugada y un panel de
# explicación te dice qué ha pasado y **qué regla** lo ha causado (cada regla tiene un ID como `MU13`;
# haz clic en él para leer la regla). No hay que instalar nada: ejecuta el cuaderno desde arriba
# (Run ▸ Run All) y haz clic en los tableros.*
#
# ## How to use the widgets · *Cómo usar los widgets*
# - **Language / Idioma**: the switch at the top of each tutorial changes every text of the widgets.
#   *El interruptor de arriba cambia todos los textos de los widgets.*
# - **Board / Tablero**: highlighted slots (dashed outline) are legal; a click on any other slot says
#   **why not**, with the rule. When a click needs a choice (which card, from your hand or a pile, what
#   to take) a small chooser appears. Every token shows its letter (Y B R G W) as well as its colour.
#   *Las ranuras resaltadas (borde discontinuo) son legales; un clic en otra te dice **por qué no**, con
#   la regla. Si hace falta elegir (qué carta, de la mano o de un mazo, qué llevarse) aparece un pequeño
#   selector. Cada ficha muestra su letra además de su color.*
# - **History / Historial**: Undo, Redo and the slider move through the game.
#   *Deshacer, Rehacer y el deslizador recorren la partida.*
# - **Step player / Reproductor de pasos**: Next and Back show one card's effect stage by stage.
#   *Siguiente y Atrás muestran el efecto de una carta etapa por etapa.*
#
# ## The tutorials · *Los tutoriales*
# | Game · *Juego* | Notebook · *Cuaderno* | |
# |---|---|---|
# | Muros | [01_muros](01_muros.ipynb) | ready · *listo* |
# | Matschig | `02_matschig` | coming · *próximamente* |
# | Matzlfangen | `03_matzlfangen` | coming · *próximamente* |
#
# (In JupyterLab with the project's settings the `.py` sources open as notebooks too:
# [01_muros.py](01_muros.py).) *(En JupyterLab con la configuración del proyecto, los `.py` también se
# abren como cuadernos.)*
#
# ## Classroom view · *Vista para clase*
# For a projector: a large board, every hand visible, prepared positions that each show one rule,
# and one-click steps. Open [classroom_muros](classroom_muros.ipynb) and run it, or start it as an app
# without code: `voila notebooks/classroom_muros.ipynb` (on Binder: add
# `?urlpath=voila/render/notebooks/classroom_muros.ipynb` to the address).
#
# *Para el proyector: tablero grande, todas las manos a la vista, posiciones preparadas que muestran
# cada una una regla y pasos con un solo clic. Abre [classroom_muros](classroom_muros.ipynb) o arráncalo
# como aplicación sin código: `voila notebooks/classroom_muros.ipynb`.*
#
# A first taste · *Una primera prueba*:

# %%
import tutor
from tutor.widgets import LANG, LanguageSwitch, MurosTutor

assert "muros" in tutor.GAMES
LANG.code = "en"
taste = MurosTutor(players=2, seed=1, bots={1: "greedy"}, seat=0)
assert taste.game.to_move == 0 and taste.board.legal_slots()
LanguageSwitch()

# %%
taste
