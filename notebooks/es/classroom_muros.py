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
# # Muros en clase
#
# Posiciones preparadas para el proyector, una regla cada una. Lee a la clase el planteamiento de una sección y deja que adivinen; luego pulsa **Jugar el paso ▶** en el tablero. La imagen muestra la posición antes del paso; **↺ Reiniciar** devuelve el tablero a ella.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
from tutor.widgets.notebook import language, scenario

language("es")

# %% [markdown]
# ## 1. En la fase 1 una carta no puede quedar enfrente de otra (MU9)
#
# O3 ya tiene carta. Mira qué pasa si se intenta poner una carta en E3, su opuesta.
#
# Del reglamento:
#
# > **MU9** Fase 1 (colocaciones 1-18): solo se puede usar una ranura si tanto ella como la del otro extremo de su línea están vacías, así que una carta nunca queda enfrente de otra.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
scenario("muros", 1)

# %% [markdown]
# **Después del paso:** Rechazada: en la fase 1 cada línea admite una sola carta.

# %% [markdown]
# ## 2. k = 0: no pasa nada (MU13)
#
# La fila 4 no tiene fichas amarillas. Una carta amarilla va a O4.
#
# Del reglamento:
#
# > **MU13** Colocación en la fase 1 de una carta de color X: cuenta las fichas X de la línea (k); si k > 0, retira las primeras k fichas que encuentres entrando desde el extremo opuesto (de cualquier color, saltando casillas vacías); luego desplaza las demás alejándolas de la carta hasta que la casilla del extremo opuesto tenga ficha, respetando los huecos entre ellas.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
scenario("muros", 2)

# %% [markdown]
# **Después del paso:** No hay amarillas, así que k = 0: no sale ninguna ficha ni se desplaza nada.

# %% [markdown]
# ## 3. El desplazamiento mantiene los huecos (MU13, MU14)
#
# La fila 5 tiene tres casillas vacías y dos fichas verdes. Una carta verde va a E5: cuenta 2, retira 2 fichas desde el extremo izquierdo y desplaza el resto hacia la izquierda.
#
# Del reglamento:
#
# > **MU13** Colocación en la fase 1 de una carta de color X: cuenta las fichas X de la línea (k); si k > 0, retira las primeras k fichas que encuentres entrando desde el extremo opuesto (de cualquier color, saltando casillas vacías); luego desplaza las demás alejándolas de la carta hasta que la casilla del extremo opuesto tenga ficha, respetando los huecos entre ellas.
# >
# > **MU14** El desplazamiento va hacia el extremo opuesto, alejándose de la carta, así que las nuevas casillas vacías quedan junto a la carta. (Desplazarlas hacia la carta es la variante «desplazar hacia la carta».)

# %% jupyter={"source_hidden": true} tags=["hide-input"]
scenario("muros", 3)

# %% [markdown]
# **Después del paso:** El hueco entre la ficha azul y las verdes se mantiene; las casillas nuevas vacías quedan junto a la carta.

# %% [markdown]
# ## 4. Un hueco en una línea que se cruza (MU16)
#
# Una carta roja va a O2; mira las columnas que cruzan la fila 2.
#
# Del reglamento:
#
# > **MU16** Retirar y desplazar en una línea cambia las casillas que comparte con las líneas que la cruzan; así aparecen huecos en medio de las líneas. Una casilla vacía solo vuelve a llenarse cuando un desplazamiento posterior mueve una ficha hasta ella.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
scenario("muros", 4)

# %% [markdown]
# **Después del paso:** Las casillas enmarcadas han cambiado: las tres columnas de la izquierda de la fila 2 tienen ahora ahí una casilla vacía.

# %% [markdown]
# ## 5. El mismo color bloquea la línea (MU18)
#
# Fase 2: una carta azul va a O6, enfrente de la carta azul de E6.
#
# Del reglamento:
#
# > **MU18** Si la carta es del mismo color que la de enfrente, la línea queda bloqueada y no ocurre nada.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
scenario("muros", 5)

# %% [markdown]
# **Después del paso:** Bloqueada: nadie se lleva nada y la línea está llena.

# %% [markdown]
# ## 6. Una captura que cambia la mayoría (MU19, MU24)
#
# Mira la fila enmarcada «Fichas en el tablero», justo debajo del tablero: P1 se lleva las fichas rojas de la fila 4.
#
# Del reglamento:
#
# > **MU19** Si es de distinto color, puedes elegir uno de los dos colores de las cartas y llevarte a tu reserva todas las fichas de ese color de la línea; nada se desplaza.
# >
# > **MU24** El color mayoritario es el que más fichas tiene en el tablero; gana quien más fichas de ese color haya capturado, tenga lo que tenga de los demás.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
scenario("muros", 6)

# %% [markdown]
# **Después del paso:** Cuatro fichas rojas menos en el tablero: el color mayoritario puede cambiar.

# %% [markdown]
# ## 7. Un desempate por niveles (MU24, MU25, MU26)
#
# La última carta. El rojo y el azul empatan en el tablero con 7 cada uno; P1 capturó 4 rojas, 1 azul y 5 amarillas, y P2, 2 rojas, 3 azules y 2 verdes. ¿Quién gana?
#
# Del reglamento:
#
# > **MU24** El color mayoritario es el que más fichas tiene en el tablero; gana quien más fichas de ese color haya capturado, tenga lo que tenga de los demás.
# >
# > **MU25** Empate entre jugadores: se comparan las capturas del segundo color más abundante, luego del tercero y del cuarto.
# >
# > **MU26** Los colores empatados en el tablero forman un nivel: se suman las capturas de cada jugador de esos colores y se comparan juntas, nivel a nivel. (La variante «mejor color suelto» compara en cambio la mejor captura de un solo color.)

# %% jupyter={"source_hidden": true} tags=["hide-input"]
scenario("muros", 7)

# %% [markdown]
# **Después del paso:** El rojo y el azul forman un nivel: 5 cada uno. El siguiente, el verde, da a P2 2 contra 0: gana P2.
