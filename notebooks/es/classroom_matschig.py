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
# # Matschig en clase
#
# Posiciones preparadas para el proyector, una regla cada una. Lee a la clase el planteamiento de una sección y deja que adivinen; luego pulsa **Jugar el paso ▶** en el tablero. La imagen muestra la posición antes del paso; **↺ Reiniciar** devuelve el tablero a ella.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
from tutor.widgets.notebook import language, scenario

language("es")

# %% [markdown]
# ## 1. Un barro perfecto que nadie puede completar (M9, M10)
#
# P1 lanza agua 4 y arena 4 a P3. P2 también tiene un agua 4: mira si se pregunta a alguien si lo completa.
#
# Del reglamento:
#
# > **M9** Un barro es perfecto cuando la suma del agua es igual a la suma de la arena.
# >
# > **M10** Un barro perfecto no se puede completar, así que nadie puede quedárselo completándolo; el objetivo se defiende enseguida.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
scenario("matschig", 1)

# %% [markdown]
# **Después del paso:** Agua 4 = arena 4: perfecto. No hay oportunidad de completarlo; P3 debe defenderse enseguida.

# %% [markdown]
# ## 2. Completar para desviar el barro (M12, M13, M14, M15)
#
# P1 lanza agua 3 y arena 5 a P2. Lo completa un agua 2, y P3 tiene uno. Se pregunta a cada jugador por turno.
#
# Del reglamento:
#
# > **M12** La carta que completa es una sola carta del tipo que falta, de valor igual a la diferencia: W3 S5 (agua 3, arena 5) necesita W2 (agua 2), y W3 S1 necesita S2 (arena 2).
# >
# > **M13** Puede completarlo cualquiera menos quien lo mandó (quien lo lanzó, lo completó o lo desvió por último), incluido el objetivo.
# >
# > **M14** Carrera: empezando a la izquierda de quien lo mandó, se pregunta por turno a cada jugador que puede completar, tenga o no la carta, así que el orden de las preguntas no revela ninguna mano; sin la carta solo se puede renunciar. El primero que acepta completa.
# >
# > **M15** Quien completa añade la carta (el barro ya es perfecto) y elige un nuevo objetivo, cualquiera menos él mismo; pasa a ser quien lo manda.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
scenario("matschig", 2)

# %% [markdown]
# **Después del paso:** P3 lo dejó perfecto (5 = 5) y se lo devolvió a quien lo lanzó: ahora P1 debe defenderse.

# %% [markdown]
# ## 3. Paraguas que paran una carta pero no la otra (M18)
#
# Agua 2 y arena 5 van hacia P1, que tiene un solo paraguas grande, el 7. Primero P1 intenta proteger las dos cartas con él.
#
# Del reglamento:
#
# > **M18** Paraguas: grupos de paraguas, cada uno protege una carta de barro; un grupo la para si sus valores suman al menos el valor de la carta, y puede tener más paraguas de los que necesita. Un paraguas protege una sola carta de barro. El objetivo se lleva las cartas sin proteger; los paraguas jugados y las cartas que paran quedan fuera de juego.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
scenario("matschig", 3)

# %% [markdown]
# **Después del paso:** Un paraguas protege una sola carta de barro: el paraguas 7 detiene arena 5 y P1 se lleva agua 2.

# %% [markdown]
# ## 4. El tubo (M19a)
#
# Agua 3 y arena 5 van hacia P1, que las desvía con el tubo hacia P3. El barro sigue sin ser perfecto: hay otra oportunidad de completarlo.
#
# Del reglamento:
#
# > **M19a** Tubo: desvía todo el barro hacia otro jugador; pasas a ser quien lo manda y, si no es perfecto, se puede volver a completar.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
scenario("matschig", 4)

# %% [markdown]
# **Después del paso:** Ahora P1 es quien lo manda: se pregunta a todos los demás, incluido P2, que lo lanzó.

# %% [markdown]
# ## 5. La sopladora (M19b)
#
# Agua 5 y arena 2 van hacia P1, que juega la sopladora.
#
# Del reglamento:
#
# > **M19b** Sopladora: la arena queda fuera de juego y el objetivo se lleva el agua.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
scenario("matschig", 5)

# %% [markdown]
# **Después del paso:** La arena sale volando; P1 se lleva agua 5.

# %% [markdown]
# ## 6. El lanzallamas (M19c)
#
# Agua 5 y arena 2 van hacia P1, que juega el lanzallamas.
#
# Del reglamento:
#
# > **M19c** Lanzallamas: el agua queda fuera de juego y el objetivo se lleva la arena.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
scenario("matschig", 6)

# %% [markdown]
# **Después del paso:** El agua se evapora; P1 se lleva arena 2.

# %% [markdown]
# ## 7. El traje de agua (M19d)
#
# Agua 7 y arena 7, que valen 14, van hacia P1. El traje de agua detiene 13 como máximo.
#
# Del reglamento:
#
# > **M19d** Traje de agua: para cartas de barro que sumen hasta 13, elegidas por el objetivo, que se lleva el resto. Solo un barro de 14 (7 contra 7) no se para entero; entonces el objetivo elige qué carta se lleva, y la más baja no siempre es la más barata: una carta del tipo de su montón lo deja de un solo tipo.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
scenario("matschig", 7)

# %% [markdown]
# **Después del paso:** Detiene agua 7; P1 se lleva arena 7. Solo un barro perfecto de 14 es demasiado para el traje.

# %% [markdown]
# ## 8. El paraguas metralleta (M19e)
#
# Agua 4 y arena 6 van hacia P1, que dispara la metralleta. De arriba abajo, el mazo tiene agua 3, luego paraguas 2 y luego agua 2: destapa primero P2, luego P3 y luego P4.
#
# Del reglamento:
#
# > **M19e** Paraguas metralleta: el barro queda fuera de juego; cada uno de los demás, empezando a la izquierda del objetivo, destapa la carta de arriba del mazo: si es barro va a su montón de barro; si no, queda fuera de juego y se salva.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
scenario("matschig", 8)

# %% [markdown]
# **Después del paso:** El barro desaparece. Una carta de barro destapada va al montón de quien la destapa; cualquier otra lo salva.

# %% [markdown]
# ## 9. Un montón mezclado contra uno de un solo tipo (M26, M22)
#
# Último barro de la ronda. El montón de P3, arena 5, 6, 7 y 7, es todo arena; el de P4, agua 3 y arena 4, está mezclado. P1 acepta, el mazo no alcanza y se puntúa la ronda.
#
# Del reglamento:
#
# > **M26** Puntuación de la ronda: un montón vacío vale 0; si es de un solo tipo, 1 punto por carta; si no, la suma de los valores.
# >
# > **M22** Si el mazo no alcanza para que todos repongan hasta 7, nadie roba y se acaba la ronda.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
scenario("matschig", 9)

# %% [markdown]
# **Después del paso:** El montón de P3, todo arena, vale 4 (1 por carta); el de P4, mezclado, vale 7 (la suma). Las cartas altas de un solo tipo salen baratas.
