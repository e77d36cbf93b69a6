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

# %% [markdown] tags=["notebook-only"]
# # Muros
#
# Este cuaderno recorre las reglas de Muros, una lección por sección. Cada sección explica una idea, cita del reglamento las reglas que enseña y muestra el tablero de la lección: la imagen es la posición con la que empieza.
#
# Ejecuta el cuaderno (*Run ▸ Run All*) para jugar: cada tablero comprueba entonces tu tarea, te da pistas y te hace sus preguntas. **Deshacer**, **Rehacer** y el control de pasos mueven un tablero hacia atrás y hacia delante, para que un profesor muestre una sección paso a paso.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
from tutor.widgets.notebook import language, lesson, progress

language("es")

# %% [markdown]
# ## 1. El objetivo, y una carta por turno (MU1, MU2, MU3, MU4, MU5, MU6, MU7, MU23, MU24)
#
# 81 fichas forman una cuadrícula de 9×9. A su alrededor hay 36 **ranuras**, una en cada extremo de cada fila y columna. En tu turno colocas **una carta** en una ranura, de tu mano secreta o de un mazo boca arriba que puede usar cualquiera.
#
# **Cómo se gana:** cuando las 36 cartas están colocadas, el color con más fichas en el tablero es el **color mayoritario**. Gana quien haya **capturado** más fichas de ese color. Las próximas lecciones muestran cómo las cartas retiran fichas y, más adelante, las capturan.
#
# Del reglamento:
#
# > **MU1** En Muros juegan de 2 a 4 jugadores.
# >
# > **MU2** Las 81 fichas (17 amarillas, 17 azules, 17 rojas, 17 verdes y 13 blancas) se sacan al azar de la bolsa para formar una cuadrícula completa de 9x9.
# >
# > **MU3** Se barajan las 36 cartas; cada jugador recibe 6 (2 jugadores), 5 (3 jugadores) o 4 (4 jugadores) y las mantiene en secreto.
# >
# > **MU4** Las cartas no repartidas quedan boca arriba en cuatro mazos, uno por color, y cualquier jugador puede jugar cartas de ellos.
# >
# > **MU5** Hay 36 cartas para 36 ranuras, así que al final cada ranura tiene exactamente una carta.
# >
# > **MU6** Empieza un jugador al azar; los turnos siguen el sentido de las agujas del reloj.
# >
# > **MU7** En tu turno colocas exactamente una carta, de tu mano o de cualquier mazo boca arriba.
# >
# > **MU23** Al final se cuentan las fichas de cada uno de los cuatro colores de carta que quedan en el tablero; las blancas nunca cuentan.
# >
# > **MU24** El color mayoritario es el que más fichas tiene en el tablero; gana quien más fichas de ese color haya capturado, tenga lo que tenga de los demás.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("muros", "goal")

# %% [markdown]
# ## 2. Dónde puede ir una carta (MU9, MU10)
#
# La **fase 1** son las 18 primeras cartas. Una ranura solo se puede usar si está vacía **y** la del otro extremo de su línea también: en la fase 1 una carta nunca queda enfrente de otra. Por eso, al acabar la fase 1, cada fila y cada columna tiene exactamente una carta.
#
# Mira las ranuras que tienen una carta enfrente: en la fase 1 ninguna puede recibir una carta.
#
# Del reglamento:
#
# > **MU9** Fase 1 (colocaciones 1-18): solo se puede usar una ranura si tanto ella como la del otro extremo de su línea están vacías, así que una carta nunca queda enfrente de otra.
# >
# > **MU10** Por eso, al acabar la fase 1, cada una de las 18 filas y columnas tiene exactamente una carta.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("muros", "where")

# %% [markdown]
# ## 3. Contar: cuántas fichas salen (MU13)
#
# Una carta de color X colocada en la fase 1 actúa sobre su propia línea. Primero se **cuentan** las fichas X de la línea: ese número es **k**, y k fichas saldrán de la línea. Las blancas nunca cuentan (no hay cartas blancas). Si k es 0, no pasa nada.
#
# Pruébalo en la imagen: elige una ranura y un color de carta, y cuenta cuántas fichas saldrían.
#
# Del reglamento:
#
# > **MU13** Colocación en la fase 1 de una carta de color X: cuenta las fichas X de la línea (k); si k > 0, retira las primeras k fichas que encuentres entrando desde el extremo opuesto (de cualquier color, saltando casillas vacías); luego desplaza las demás alejándolas de la carta hasta que la casilla del extremo opuesto tenga ficha, respetando los huecos entre ellas.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("muros", "count")

# %% [markdown]
# ## 4. Retirar desde el extremo opuesto (MU13, MU15)
#
# Después se **retiran k fichas**, empezando por el extremo **opuesto** de la línea (el que no tiene la carta) y avanzando hacia la carta. Salen las k primeras fichas que encuentres, **sean del color que sean**; las casillas vacías se saltan. Las fichas retiradas no tienen por qué ser las que contaste. Salen del juego y no puntúan para nadie.
#
# Del reglamento:
#
# > **MU13** Colocación en la fase 1 de una carta de color X: cuenta las fichas X de la línea (k); si k > 0, retira las primeras k fichas que encuentres entrando desde el extremo opuesto (de cualquier color, saltando casillas vacías); luego desplaza las demás alejándolas de la carta hasta que la casilla del extremo opuesto tenga ficha, respetando los huecos entre ellas.
# >
# > **MU15** Las fichas retiradas salen del juego; nadie las puntúa.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("muros", "remove")

# %% [markdown]
# ## 5. Desplazar alejándose de la carta (MU13, MU14)
#
# Por último, las fichas que quedan **se desplazan alejándose de la carta**, hacia el extremo opuesto, hasta que la casilla de ese extremo tiene ficha. Se mueven juntas, así que **los huecos entre ellas se mantienen**, y todas las casillas nuevas vacías quedan **junto a la carta**.
#
# El error tentador es desplazarlas hacia la carta: las reglas dicen lo contrario.
#
# Del reglamento:
#
# > **MU13** Colocación en la fase 1 de una carta de color X: cuenta las fichas X de la línea (k); si k > 0, retira las primeras k fichas que encuentres entrando desde el extremo opuesto (de cualquier color, saltando casillas vacías); luego desplaza las demás alejándolas de la carta hasta que la casilla del extremo opuesto tenga ficha, respetando los huecos entre ellas.
# >
# > **MU14** El desplazamiento va hacia el extremo opuesto, alejándose de la carta, así que las nuevas casillas vacías quedan junto a la carta. (Desplazarlas hacia la carta es la variante «desplazar hacia la carta».)

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("muros", "slide")

# %% [markdown]
# ## 6. Huecos en las líneas que se cruzan (MU16)
#
# Cada casilla pertenece a una fila **y** a una columna. Cuando una carta retira o desplaza fichas de su línea, las líneas que la cruzan también cambian, una casilla cada una. Así aparecen huecos en medio de las líneas; solo los rellena una carta posterior en su propia línea.
#
# Del reglamento:
#
# > **MU16** Retirar y desplazar en una línea cambia las casillas que comparte con las líneas que la cruzan; así aparecen huecos en medio de las líneas. Una casilla vacía solo vuelve a llenarse cuando un desplazamiento posterior mueve una ficha hasta ella.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("muros", "crossing")

# %% [markdown]
# ## 7. Fase 2: cartas enfrentadas (MU11, MU12, MU17)
#
# A partir de la carta 19, una carta va a cualquier ranura **vacía**, lo que ahora significa que queda enfrente de la carta del otro extremo de su línea. Ya no se retira ni se desplaza nada: las cartas enfrentadas deciden si la línea queda **bloqueada** o se **captura** un color. La partida termina al colocar la carta número 36.
#
# Del reglamento:
#
# > **MU11** Fase 2 (colocaciones 19-36): se puede usar cualquier ranura vacía; la carta nueva queda enfrente de la del otro extremo.
# >
# > **MU12** La partida termina cuando se coloca la carta número 36.
# >
# > **MU17** En la fase 2 no se retira ni se desplaza nada; solo se bloquea o se captura.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("muros", "phase2")

# %% [markdown]
# ## 8. El mismo color bloquea (MU17, MU18)
#
# Si tu carta es del **mismo color** que la carta de enfrente, la línea queda **bloqueada**: no pasa nada, y la línea, ya llena, no se vuelve a usar. Un bloqueo deja las fichas de la línea en el tablero, para todos.
#
# Del reglamento:
#
# > **MU17** En la fase 2 no se retira ni se desplaza nada; solo se bloquea o se captura.
# >
# > **MU18** Si la carta es del mismo color que la de enfrente, la línea queda bloqueada y no ocurre nada.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("muros", "block")

# %% [markdown]
# ## 9. Capturar un color (MU19, MU20, MU21, MU22)
#
# Si el color de tu carta es distinto del de la carta de enfrente, elige uno de los **dos colores**: te llevas **todas** las fichas de ese color de la línea. Las casillas quedan vacías y nada se desplaza. Llevárselas es opcional, y un color sin fichas en la línea no da nada. Tus capturas quedan a la vista: todos pueden contarlas.
#
# Del reglamento:
#
# > **MU19** Si es de distinto color, puedes elegir uno de los dos colores de las cartas y llevarte a tu reserva todas las fichas de ese color de la línea; nada se desplaza.
# >
# > **MU20** Elegir es opcional: puedes no elegir ningún color y no llevarte nada. (La variante «captura obligatoria» hace obligatorio elegir.)
# >
# > **MU21** Si el color elegido no tiene fichas en la línea, no te llevas nada, y la elección sigue siendo válida.
# >
# > **MU22** Las fichas capturadas quedan a la vista delante de su dueño. (La variante «capturas ocultas» las oculta.)

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("muros", "capture")

# %% [markdown]
# ## 10. Quién gana (MU23, MU24, MU25, MU26, MU27)
#
# Al final, cuenta las fichas de cada color **que quedan en el tablero** (el blanco no cuenta). El color con más es el mayoritario; gana quien haya capturado más fichas de él. Los empates entre jugadores se deciden por el segundo color del tablero, luego el tercero y luego el cuarto. Los colores empatados en el tablero forman un **nivel**, y las capturas de un nivel se suman. Si siguen empatados, comparten la victoria.
#
# Del reglamento:
#
# > **MU23** Al final se cuentan las fichas de cada uno de los cuatro colores de carta que quedan en el tablero; las blancas nunca cuentan.
# >
# > **MU24** El color mayoritario es el que más fichas tiene en el tablero; gana quien más fichas de ese color haya capturado, tenga lo que tenga de los demás.
# >
# > **MU25** Empate entre jugadores: se comparan las capturas del segundo color más abundante, luego del tercero y del cuarto.
# >
# > **MU26** Los colores empatados en el tablero forman un nivel: se suman las capturas de cada jugador de esos colores y se comparan juntas, nivel a nivel. (La variante «mejor color suelto» compara en cambio la mejor captura de un solo color.)
# >
# > **MU27** Los jugadores que siguen empatados tras el último nivel comparten la victoria.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("muros", "scoring")

# %% [markdown]
# ## 11. Sin carta que jugar (MU8)
#
# No puedes pasar mientras tengas una carta que usar, de tu mano o de un mazo. A quien no tiene cartas en la mano, cuando todos los mazos están vacíos, se le salta el turno.
#
# Del reglamento:
#
# > **MU8** No puedes pasar mientras puedas colocar una carta; quien no tiene cartas en la mano cuando ya no queda ninguna carta boca arriba pierde el turno.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("muros", "skip")

# %% [markdown]
# ## 12. Una partida entera (MU7, MU12, MU24)
#
# Ahora una partida entera contra dos bots. En la aplicación y en el cuaderno los bots juegan de una jugada en una, puedes preguntar por qué jugó así un bot y tienes una **pista** cuando la quieras.
#
# Del reglamento:
#
# > **MU7** En tu turno colocas exactamente una carta, de tu mano o de cualquier mazo boca arriba.
# >
# > **MU12** La partida termina cuando se coloca la carta número 36.
# >
# > **MU24** El color mayoritario es el que más fichas tiene en el tablero; gana quien más fichas de ese color haya capturado, tenga lo que tenga de los demás.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("muros", "full")

# %% [markdown]
# ## Apéndice: variantes
#
# Cada variante de este apéndice cambia una regla y deja el resto del juego igual. Una mesa acuerda sus variantes antes de jugar.

# %% [markdown]
# ### 13. Variante: contar casillas (MU13, COUNT_CELLS)
#
# Esta variante entiende «retirar k desde el extremo opuesto» como vaciar las k **casillas** del extremo, huecos incluidos, y desplazar la línea exactamente k casillas. Por defecto se retiran k **fichas**.
#
# Del reglamento:
#
# > **MU13** Colocación en la fase 1 de una carta de color X: cuenta las fichas X de la línea (k); si k > 0, retira las primeras k fichas que encuentres entrando desde el extremo opuesto (de cualquier color, saltando casillas vacías); luego desplaza las demás alejándolas de la carta hasta que la casilla del extremo opuesto tenga ficha, respetando los huecos entre ellas.
# >
# > **COUNT_CELLS** Variante «contar casillas»: se vacían las k casillas del extremo opuesto, huecos incluidos, y la línea se desplaza exactamente k casillas alejándose de la carta.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("muros", "v-count-cells")

# %% [markdown]
# ### 14. Variante: desplazamiento compacto (MU13, COMPACT_SHIFT)
#
# En esta variante todas las fichas que quedan se juntan contra el extremo opuesto, sin huecos; por defecto los huecos se mantienen.
#
# Del reglamento:
#
# > **MU13** Colocación en la fase 1 de una carta de color X: cuenta las fichas X de la línea (k); si k > 0, retira las primeras k fichas que encuentres entrando desde el extremo opuesto (de cualquier color, saltando casillas vacías); luego desplaza las demás alejándolas de la carta hasta que la casilla del extremo opuesto tenga ficha, respetando los huecos entre ellas.
# >
# > **COMPACT_SHIFT** Variante «desplazamiento compacto»: las fichas que quedan se juntan contra el extremo hacia el que se desplazan, sin dejar huecos.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("muros", "v-compact")

# %% [markdown]
# ### 15. Variante: desplazar hacia la carta (MU14, SHIFT_TOWARD_CARD)
#
# Esta variante es la lectura equivocada más tentadora: las fichas se desplazan hacia la carta y el hueco se abre en el extremo opuesto.
#
# Del reglamento:
#
# > **MU14** El desplazamiento va hacia el extremo opuesto, alejándose de la carta, así que las nuevas casillas vacías quedan junto a la carta. (Desplazarlas hacia la carta es la variante «desplazar hacia la carta».)
# >
# > **SHIFT_TOWARD_CARD** Variante «desplazar hacia la carta»: las fichas que quedan se desplazan hacia la carta y el hueco se abre en el extremo opuesto.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("muros", "v-toward")

# %% [markdown]
# ### 16. Variante: desplazar aunque k = 0 (MU13, SHIFT_ON_ZERO)
#
# En esta variante, aunque no haya fichas del color de la carta, las fichas se desplazan hasta que la casilla del extremo opuesto tiene una. Por defecto no pasa nada.
#
# Del reglamento:
#
# > **MU13** Colocación en la fase 1 de una carta de color X: cuenta las fichas X de la línea (k); si k > 0, retira las primeras k fichas que encuentres entrando desde el extremo opuesto (de cualquier color, saltando casillas vacías); luego desplaza las demás alejándolas de la carta hasta que la casilla del extremo opuesto tenga ficha, respetando los huecos entre ellas.
# >
# > **SHIFT_ON_ZERO** Variante «desplazar aunque k = 0»: aunque k = 0, las fichas se desplazan hasta que la casilla del extremo opuesto tenga ficha.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("muros", "v-zero")

# %% [markdown]
# ### 17. Variante: captura obligatoria (MU20, MANDATORY_TAKE)
#
# En esta variante, frente a una carta de otro color, hay que llevarse las fichas de uno de los dos colores.
#
# Del reglamento:
#
# > **MU20** Elegir es opcional: puedes no elegir ningún color y no llevarte nada. (La variante «captura obligatoria» hace obligatorio elegir.)
# >
# > **MANDATORY_TAKE** Variante «captura obligatoria»: en la fase 2, frente a una carta de otro color, hay que elegir uno de los dos colores (un color que la línea no tiene sigue sin llevarse nada).

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("muros", "v-mandatory")

# %% [markdown]
# ### 18. Variante: mejor color suelto (MU26, TIER_BEST_SINGLE)
#
# En esta variante, dentro de un nivel de colores empatados en el tablero, cuenta el mejor color suelto de cada jugador en lugar de la suma.
#
# Del reglamento:
#
# > **MU26** Los colores empatados en el tablero forman un nivel: se suman las capturas de cada jugador de esos colores y se comparan juntas, nivel a nivel. (La variante «mejor color suelto» compara en cambio la mejor captura de un solo color.)
# >
# > **TIER_BEST_SINGLE** Variante «mejor color suelto»: dentro de un nivel de colores empatados se compara la mejor captura de un solo color.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("muros", "v-tier")

# %% [markdown]
# ### 19. Variante: se puede pasar (MU8, ALLOW_PASS)
#
# En esta variante cualquiera puede pasar; cuando todos pasan seguidos, la partida termina.
#
# Del reglamento:
#
# > **MU8** No puedes pasar mientras puedas colocar una carta; quien no tiene cartas en la mano cuando ya no queda ninguna carta boca arriba pierde el turno.
# >
# > **ALLOW_PASS** Variante «se puede pasar»: un jugador puede pasar; si todos pasan seguidos, la partida termina.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("muros", "v-pass")

# %% [markdown]
# ### 20. Variante: capturas ocultas (MU22, HIDDEN_CAPTURES)
#
# En esta variante las capturas se guardan tras una pantalla hasta el final; los demás solo ven cuántas fichas tiene cada jugador.
#
# Del reglamento:
#
# > **MU22** Las fichas capturadas quedan a la vista delante de su dueño. (La variante «capturas ocultas» las oculta.)
# >
# > **HIDDEN_CAPTURES** Variante «capturas ocultas»: las fichas capturadas se guardan ocultas; los demás solo ven cuántas hay.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("muros", "v-hidden")

# %% [markdown] tags=["notebook-only"]
# ## Tu progreso
#
# Las reglas que has visto en un tablero y las que has respondido, en este cuaderno y en la aplicación por igual.

# %% jupyter={"source_hidden": true} tags=["hide-input", "notebook-only"]
progress("muros")
