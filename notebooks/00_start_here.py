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
# # Rules tutor · Tutor de reglas · Regeltrainer

# %% [markdown]
# ## In English
#
# Learn a game's rules by playing them: on each course's board, every move is explained by the rule that made it happen. Each course is an **app** (the lessons, no code in sight), a **notebook** to read, with each lesson's board (*Run ▸ Run All* makes the boards live), and a classroom for the projector.
#
# - **Muros**: a 9×9 grid of coloured tokens; cards at the ends of the lines remove and slide them, and later cards capture or block.  
# [app](app/01_muros.py) · [notebook](en/01_muros.ipynb) · [every rule, shown happening](../docs/rules/muros.md) · in class: [app](app/classroom_muros.py), [notebook](en/classroom_muros.ipynb)
# - **Matschig**: throw mud (water + sand); equal values make perfect mud.  
# [app](app/02_matschig.py) · [notebook](en/02_matschig.ipynb) · [every rule, shown happening](../docs/rules/matschig.md) · in class: [app](app/classroom_matschig.py), [notebook](en/classroom_matschig.ipynb)
# - **Matzlfangen**: a Bavarian trick-taking game: follow suit, must beat, must trump, and catch the Matzl.  
# [app](app/03_matzlfangen.py) · [notebook](en/03_matzlfangen.ipynb) · [every rule, shown happening](../docs/rules/matzlfangen.md) · in class: [app](app/classroom_matzlfangen.py), [notebook](en/classroom_matzlfangen.ipynb)
#
# Run this page (*Run ▸ Run All*) to add below the language switch and each course's links as apps that start by themselves and as pages to print (`make handouts` writes them).

# %% [markdown]
# ## En español
#
# Aprende las reglas de un juego jugándolo: en el tablero de cada curso, cada jugada se explica con la regla que la ha causado. Cada curso es una **aplicación** (las lecciones, sin código a la vista), un **cuaderno** para leer, con el tablero de cada lección (*Run ▸ Run All* da vida a los tableros), y un aula para el proyector.
#
# - **Muros**: una cuadrícula de 9×9 fichas de colores; las cartas en los extremos de las líneas las retiran y desplazan, y las cartas posteriores capturan o bloquean.  
# [aplicación](app/01_muros.py) · [cuaderno](es/01_muros.ipynb) · [cada regla, vista en juego](../docs/rules/muros.es.md) · en clase: [aplicación](app/classroom_muros.py), [cuaderno](es/classroom_muros.ipynb)
# - **Matschig**: lanza barro (agua + arena); los valores iguales hacen barro perfecto.  
# [aplicación](app/02_matschig.py) · [cuaderno](es/02_matschig.ipynb) · [cada regla, vista en juego](../docs/rules/matschig.es.md) · en clase: [aplicación](app/classroom_matschig.py), [cuaderno](es/classroom_matschig.ipynb)
# - **Matzlfangen**: un juego bávaro de bazas: asistir, montar, fallar y cazar el Matzl.  
# [aplicación](app/03_matzlfangen.py) · [cuaderno](es/03_matzlfangen.ipynb) · [cada regla, vista en juego](../docs/rules/matzlfangen.es.md) · en clase: [aplicación](app/classroom_matzlfangen.py), [cuaderno](es/classroom_matzlfangen.ipynb)
#
# Ejecuta esta página (*Run ▸ Run All*) para añadir debajo el selector de idioma y los enlaces de cada curso como aplicaciones que arrancan solas y como hojas para imprimir (las escribe `make handouts`).

# %% [markdown]
# ## Auf Englisch
#
# Lerne die Regeln eines Spiels, indem du es spielst: Auf dem Spielbrett jedes Kurses wird jeder Zug mit der Regel erklärt, die ihn bewirkt hat. Jeder Kurs ist eine **App** (die Lektionen, ganz ohne Code), ein **Notebook** zum Lesen mit dem Spielbrett jeder Lektion (*Run ▸ Run All* macht die Spielbretter lebendig) und ein Klassenzimmer für den Projektor.
#
# - **Muros**: ein 9×9-Raster aus farbigen Steinen; Karten an den Enden der Linien nehmen Steine heraus und lassen den Rest nachrutschen, spätere Karten erbeuten oder blockieren.  
# [App](app/01_muros.py) · [Notebook](de/01_muros.ipynb) · [jede Regel, im Spiel gezeigt](../docs/rules/muros.de.md) · im Unterricht: [App](app/classroom_muros.py), [Notebook](de/classroom_muros.ipynb)
# - **Matschig**: wirf mit Matsch (Wasser + Sand); gleiche Werte ergeben perfekten Matsch.  
# [App](app/02_matschig.py) · [Notebook](de/02_matschig.ipynb) · [jede Regel, im Spiel gezeigt](../docs/rules/matschig.de.md) · im Unterricht: [App](app/classroom_matschig.py), [Notebook](de/classroom_matschig.ipynb)
# - **Matzlfangen**: ein bayerisches Stichspiel: bedienen, überstechen, stechen und den Matzl fangen.  
# [App](app/03_matzlfangen.py) · [Notebook](de/03_matzlfangen.ipynb) · [jede Regel, im Spiel gezeigt](../docs/rules/matzlfangen.de.md) · im Unterricht: [App](app/classroom_matzlfangen.py), [Notebook](de/classroom_matzlfangen.ipynb)
#
# Führe diese Seite aus (*Run ▸ Run All*), um unten den Sprachschalter und die Links jedes Kurses hinzuzufügen: als Apps, die von selbst starten, und als Seiten zum Drucken (`make handouts` erzeugt sie).

# %% jupyter={"source_hidden": true} tags=["hide-input"]
from tutor.widgets.front import front_page

front_page()
