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
# # Matschig
#
# Este cuaderno recorre las reglas de Matschig, una lección por sección. Cada sección explica una idea, cita del reglamento las reglas que enseña y muestra el tablero de la lección: la imagen es la posición con la que empieza.
#
# Ejecuta el cuaderno (*Run ▸ Run All*) para jugar: cada tablero comprueba entonces tu tarea, te da pistas y te hace sus preguntas. **Deshacer**, **Rehacer** y el control de pasos mueven un tablero hacia atrás y hacia delante, para que un profesor muestre una sección paso a paso.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
from tutor.widgets.notebook import language, lesson, progress

language("es")

# %% [markdown]
# ## 1. Las cartas y el objetivo (M1, M2, M26, M27, A17, A18)
#
# Matschig es un juego de cartas en el que se lanza barro, con 110 cartas. Hay cartas de **agua** (azules) y de **arena** (ocres), que valen de 1 a 7: juntas forman barro. Los **paraguas** (grises, del 1 al 7) y las **cartas especiales** de cinco clases (moradas) te protegen del barro. Nadie ha publicado cuántas cartas de cada valor trae la caja, así que este tutor juega con una suposición: cinco cartas de agua y cinco de arena de cada valor, 28 paraguas y doce **cartas especiales** de cinco clases.
#
# **Los puntos de barro son malos.** Cada carta de barro que te llevas va a tu montón de barro y cuenta en tu contra: al final de la ronda un montón vale la **suma de sus valores**, pero un montón de **un solo tipo** (todo agua o todo arena) vale solo **1 punto por carta**. Gana el total más bajo después de la última ronda. Así que lanzas tu barro a los demás, y mejor a quien va ganando.
#
# Del reglamento:
#
# > **M1** Matschig se juega de 3 a 6 jugadores.
# >
# > **M2** En cada ronda se barajan las 110 cartas y se reparten 7 boca abajo a cada uno; el resto forma el mazo.
# >
# > **M26** Puntuación de la ronda: un montón vacío vale 0; si es de un solo tipo, 1 punto por carta; si no, la suma de los valores.
# >
# > **M27** Los puntos son en contra: menos es mejor.
# >
# > **A17** Baraja: solo se sabe que hay 110 cartas. Cuántas hay de cada valor es una suposición, tanto en la baraja por defecto (agua y arena del 1 al 7) como en la de 1998 (sin ningún 6).
# >
# > **A18** Las manos están ocultas; los montones de barro, las cartas fuera de juego y el número de cartas del mazo son públicos.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matschig", "goal")

# %% [markdown]
# ## 2. Un lanzamiento: un agua más una arena (M6, M8)
#
# En tu turno, si tienes una carta de agua **y** una de arena, **debes** lanzar: exactamente una carta de agua más exactamente una de arena, boca arriba delante de otro jugador, el **objetivo**. Nunca puedes lanzarte barro a ti mismo, y los paraguas y las cartas especiales no son barro.
#
# Mira los paraguas de tu mano: se quedan en ella cuando lanzas, porque un paraguas no es barro.
#
# Del reglamento:
#
# > **M6** Si tienes una carta de agua y una de arena DEBES lanzar barro; no puedes pasar.
# >
# > **M8** Un lanzamiento es una carta de agua más una de arena, boca arriba delante de otro jugador, el objetivo.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matschig", "throw")

# %% [markdown]
# ## 3. Pasar, o cambiar, si no puedes lanzar (M5, M6, M7)
#
# Si te falta agua o arena no puedes lanzar, así que **pasas**. Al pasar puedes antes **cambiar** exactamente 3 cartas de tu mano: quedan fuera de juego y robas 3 del mazo (solo si quedan al menos 3). Luego juega el de tu izquierda: el juego avanza por el círculo hacia la izquierda.
#
# Del reglamento:
#
# > **M5** Los asientos forman un círculo fijo; a la izquierda es el asiento siguiente.
# >
# > **M6** Si tienes una carta de agua y una de arena DEBES lanzar barro; no puedes pasar.
# >
# > **M7** Si no puedes lanzar, pasas; al pasar puedes cambiar 3 cartas de tu mano por 3 del mazo (regla de la casa, hacen falta 3 cartas en el mazo). Luego juega el de tu izquierda.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matschig", "pass")

# %% [markdown]
# ## 4. Aceptar un barro (M16, M17)
#
# El barro va hacia ti. Respondes con exactamente una de tres cosas: **aceptarlo**, abrir **paraguas** o jugar **una carta especial**. Aceptar es lo más sencillo: todas las cartas de barro van a tu montón. Aquí no tienes paraguas ni cartas especiales, así que solo puedes aceptar; el botón muestra cuánto valdrá tu montón.
#
# Del reglamento:
#
# > **M16** El objetivo elige exactamente una cosa: aceptar, paraguas o una carta especial. Paraguas y carta especial nunca se combinan.
# >
# > **M17** Aceptar: todas las cartas de barro van al montón de barro del objetivo.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matschig", "accept")

# %% [markdown]
# ## 5. Paraguas (M18, A3)
#
# Cada **grupo** de paraguas protege **una carta de barro**. Un grupo detiene su carta si sus valores suman **al menos** el valor de la carta; se pueden sumar varios paraguas, y un grupo puede tener más de los necesarios. Un paraguas nunca protege dos cartas, y un valor nunca se reduce en parte. Las cartas sin proteger te las llevas; los paraguas y las cartas que detienen quedan fuera de juego.
#
# Mira los paraguas y las cartas de barro: pon un grupo de paraguas frente a cada carta y compara la suma del grupo con el valor de la carta.
#
# Del reglamento:
#
# > **M18** Paraguas: grupos de paraguas, cada uno protege una carta de barro; un grupo la para si sus valores suman al menos el valor de la carta, y puede tener más paraguas de los que necesita. Un paraguas protege una sola carta de barro. El objetivo se lleva las cartas sin proteger; los paraguas jugados y las cartas que paran quedan fuera de juego.
# >
# > **A3** Las cartas que salen del juego quedan fuera hasta el final de la ronda.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matschig", "umbrellas")

# %% [markdown]
# ## 6. Barro perfecto (M9, M10)
#
# Un barro es **perfecto** cuando su agua suma lo mismo que su arena: agua 4 con arena 4 es perfecto; agua 3 con arena 5, no. ¿Por qué importa? Un barro que no es perfecto lo puede **completar** otro jugador, que luego lo manda adonde quiera, incluso de vuelta a ti. Un barro perfecto no se puede completar nunca: va hacia el jugador que elegiste, que debe responder.
#
# Construye barros en el laboratorio de barro de abajo: primero predice y luego mira.
#
# Del reglamento:
#
# > **M9** Un barro es perfecto cuando la suma del agua es igual a la suma de la arena.
# >
# > **M10** Un barro perfecto no se puede completar, así que nadie puede quedárselo completándolo; el objetivo se defiende enseguida.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matschig", "perfect")

# %% [markdown]
# ## 7. Completar, y quedarse con el barro (M11, M12, M13, M14, M15)
#
# Cuando un barro no es perfecto, se puede **completar** antes de que el objetivo se defienda. La carta que completa es una sola carta del **tipo que falta** cuyo valor es la **diferencia**: agua 3 con arena 5 se completa con agua 2, y agua 3 con arena 1, con arena 2. Puede completar cualquiera menos quien lo manda, también el objetivo. Empezando a la izquierda de quien lo manda, se pregunta por turno a **todos** ellos, tengan la carta o no, así que las preguntas no delatan ninguna mano. El primero que acepta añade la carta, el barro queda perfecto y lo manda a quien quiera menos a sí mismo.
#
# Del reglamento:
#
# > **M11** Un barro que no es perfecto abre la posibilidad de completarlo antes de que el objetivo se defienda.
# >
# > **M12** La carta que completa es una sola carta del tipo que falta, de valor igual a la diferencia: W3 S5 (agua 3, arena 5) necesita W2 (agua 2), y W3 S1 necesita S2 (arena 2).
# >
# > **M13** Puede completarlo cualquiera menos quien lo mandó (quien lo lanzó, lo completó o lo desvió por último), incluido el objetivo.
# >
# > **M14** Carrera: empezando a la izquierda de quien lo mandó, se pregunta por turno a cada jugador que puede completar, tenga o no la carta, así que el orden de las preguntas no revela ninguna mano; sin la carta solo se puede renunciar. El primero que acepta completa.
# >
# > **M15** Quien completa añade la carta (el barro ya es perfecto) y elige un nuevo objetivo, cualquiera menos él mismo; pasa a ser quien lo manda.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matschig", "complete")

# %% [markdown]
# ## 8. Un solo tipo de defensa (M16, M19)
#
# Contra un barro eliges **exactamente una** cosa: aceptar, paraguas o una carta especial. Los paraguas y una carta especial nunca se combinan, y en una defensa se usa como mucho una carta especial. El botón de aceptar y las cartas especiales muestran cuánto valdría tu montón después.
#
# Del reglamento:
#
# > **M16** El objetivo elige exactamente una cosa: aceptar, paraguas o una carta especial. Paraguas y carta especial nunca se combinan.
# >
# > **M19** Carta especial: exactamente una, y queda fuera de juego después de usarla.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matschig", "one-defence")

# %% [markdown]
# ## 9. Sopladora y lanzallamas (M19b, M19c)
#
# La **sopladora** se lleva la arena: las cartas de arena quedan fuera de juego y tú te llevas el agua. El **lanzallamas** evapora el agua: las cartas de agua quedan fuera de juego y tú te llevas la arena. En los dos casos te llevas un solo tipo del barro, y eliges cuál.
#
# Del reglamento:
#
# > **M19b** Sopladora: la arena queda fuera de juego y el objetivo se lleva el agua.
# >
# > **M19c** Lanzallamas: el agua queda fuera de juego y el objetivo se lleva la arena.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matschig", "blower")

# %% [markdown]
# ## 10. El traje de agua (M19d)
#
# El **traje de agua** detiene las cartas de barro que elijas cuyos valores sumen **13 como máximo**; el resto te lo llevas. Un barro de dos cartas solo vale 14 si es agua 7 y arena 7, y un barro completado de tres cartas solo llega a 14 con un 7 en un lado (agua 7, arena 4 y arena 3, por ejemplo). Cualquier otro barro se detiene entero. Contra 14, una carta se queda contigo: normalmente deja la más pequeña, pero una más alta que mantiene tu montón de un solo tipo puede costar menos.
#
# Del reglamento:
#
# > **M19d** Traje de agua: para cartas de barro que sumen hasta 13, elegidas por el objetivo, que se lleva el resto. Solo un barro de 14 (7 contra 7) no se para entero; entonces el objetivo elige qué carta se lleva, y la más baja no siempre es la más barata: una carta del tipo de su montón lo deja de un solo tipo.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matschig", "watersuit")

# %% [markdown]
# ## 11. El tubo (M19a)
#
# El **tubo** desvía todo el barro hacia otro jugador que elijas, incluido quien lo lanzó, aunque el barro sea perfecto. Pasas a ser quien lo manda. Si el barro sigue sin ser perfecto, se abre **otra oportunidad de completarlo**, en la que pueden completarlo todos menos tú; luego el nuevo objetivo se defiende con todas las opciones. Se puede desviar con tubo una y otra vez.
#
# Del reglamento:
#
# > **M19a** Tubo: desvía todo el barro hacia otro jugador; pasas a ser quien lo manda y, si no es perfecto, se puede volver a completar.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matschig", "pipe")

# %% [markdown]
# ## 12. El paraguas metralleta (M19e)
#
# El **paraguas metralleta** deja todo el barro fuera de juego: no te llevas nada. Luego cada uno de los **demás**, de uno en uno desde tu izquierda, destapa la carta de arriba del mazo: si es agua o arena, va a su propio montón de barro; cualquier otra carta queda fuera de juego y ese jugador se salva. Si el mazo se acaba, todos los que faltaban se salvan.
#
# Del reglamento:
#
# > **M19e** Paraguas metralleta: el barro queda fuera de juego; cada uno de los demás, empezando a la izquierda del objetivo, destapa la carta de arriba del mazo: si es barro va a su montón de barro; si no, queda fuera de juego y se salva.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matschig", "machinegun")

# %% [markdown]
# ## 13. Reponer, quién juega después y el final de la ronda (M20, M21, M22, M23, M24, M25, A20)
#
# Cuando el barro se ha resuelto, todos los que tienen menos de 7 cartas roban hasta tener 7, hacia la izquierda desde quien lanzó. Después juega el **último objetivo**, el último jugador al que se mandó el barro, aunque lo haya parado todo. Si el mazo no alcanza para reponer todas las manos, nadie roba y la **ronda se acaba** en ese momento. (Si todos pasan seguidos sin cambiar cartas, la ronda también se acaba.)
#
# Del reglamento:
#
# > **M20** El barro se resuelve al aceptarlo, pararlo con paraguas o anularlo con una carta especial; el objetivo final es quien tomó esa decisión.
# >
# > **M21** Después del barro, todos los que tengan menos de 7 cartas roban hasta 7, empezando por quien lanzó.
# >
# > **M22** Si el mazo no alcanza para que todos repongan hasta 7, nadie roba y se acaba la ronda.
# >
# > **M23** El objetivo final juega el siguiente turno, aunque haya parado todo el barro.
# >
# > **M24** Si todos pasan seguidos sin cambiar cartas, se acaba la ronda (una regla de este tutor, para que toda ronda termine).
# >
# > **M25** Una ronda termina cuando el mazo no alcanza para reponer las manos o cuando todos pasan seguidos; si se juega hasta agotar el mazo, cuando está vacío y nadie puede lanzar.
# >
# > **A20** Acabar la ronda cuando todos pasan (M24) es una regla de este tutor: ninguna regla impresa lo prevé.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matschig", "refill")

# %% [markdown]
# ## 14. La puntuación y una partida de varias rondas (M3, M4, M26, M28, M29, M30)
#
# Al final de una ronda se puntúa cada montón de barro: **vacío**, 0; **de un solo tipo** (todo agua o todo arena), **1 punto por carta**; **mezclado**, la **suma de los valores**. Una partida tiene 3 rondas; entre ronda y ronda se barajan todas las cartas, cada montón vuelve a empezar vacío y empieza el de la izquierda de quien empezó la anterior. Gana el total más bajo; un empate se comparte.
#
# Del reglamento:
#
# > **M3** El jugador inicial de la primera ronda se elige al azar; en las siguientes empieza el de la izquierda del anterior.
# >
# > **M4** Cada montón de barro empieza vacío en cada ronda.
# >
# > **M26** Puntuación de la ronda: un montón vacío vale 0; si es de un solo tipo, 1 punto por carta; si no, la suma de los valores.
# >
# > **M28** Una partida tiene 3 rondas por defecto (se permiten 2).
# >
# > **M29** Entre rondas se juntan y se barajan todas las cartas.
# >
# > **M30** Gana el total más bajo tras la última ronda; un empate es una victoria compartida.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matschig", "rounds")

# %% [markdown]
# ## 15. Por qué conviene un montón de un solo tipo (M26, M18)
#
# Un montón de un solo tipo vale 1 punto por carta, por altas que sean: arena 3, 5, 6 y 7 vale solo 4 puntos. Una carta del otro tipo lo mezcla, y entonces cuentan todos los valores: con agua 1 vale 22. Así que, si tienes que llevarte algo, llévate barro del tipo de tu montón, y detén antes el otro tipo.
#
# Del reglamento:
#
# > **M26** Puntuación de la ronda: un montón vacío vale 0; si es de un solo tipo, 1 punto por carta; si no, la suma de los valores.
# >
# > **M18** Paraguas: grupos de paraguas, cada uno protege una carta de barro; un grupo la para si sus valores suman al menos el valor de la carta, y puede tener más paraguas de los que necesita. Un paraguas protege una sola carta de barro. El objetivo se lleva las cartas sin proteger; los paraguas jugados y las cartas que paran quedan fuera de juego.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matschig", "one-type")

# %% [markdown]
# ## 16. Una partida entera (M1, M8, M30)
#
# Ahora una partida entera contra tres bots. En la aplicación y en el cuaderno los bots juegan de una jugada en una, puedes preguntar por qué jugó así un bot y tienes una **pista** cuando la quieras.
#
# Del reglamento:
#
# > **M1** Matschig se juega de 3 a 6 jugadores.
# >
# > **M8** Un lanzamiento es una carta de agua más una de arena, boca arriba delante de otro jugador, el objetivo.
# >
# > **M30** Gana el total más bajo tras la última ronda; un empate es una victoria compartida.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matschig", "full")

# %% [markdown]
# ## Apéndice: variantes
#
# Cada variante de este apéndice cambia una regla y deja el resto del juego igual. Una mesa acuerda sus variantes antes de jugar.

# %% [markdown]
# ### 17. Variante: varias cartas por lanzamiento (MULTI_CARD_THROW, M8, A1)
#
# | **Por defecto**<br>Exactamente una carta de agua y una de arena. | **Varias cartas por lanzamiento**<br>Una o más de cada tipo; el barro las lleva todas y es perfecto si las sumas son iguales. |
# |---|---|
#
# Del reglamento:
#
# > **MULTI_CARD_THROW** Una variante: un lanzamiento puede llevar una o más cartas de agua y de arena; el barro es perfecto si las sumas son iguales.
# >
# > **M8** Un lanzamiento es una carta de agua más una de arena, boca arriba delante de otro jugador, el objetivo.
# >
# > **A1** Por defecto se lanza exactamente una carta de agua y una de arena; con varias cartas por lanzamiento, una o más de cada.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matschig", "v-multi")

# %% [markdown]
# ### 18. Variante: sin cambio (SWAP3_OFF, M7, A2)
#
# | **Por defecto**<br>Quien no puede lanzar pasa y puede cambiar 3 cartas. | **Sin cambio**<br>Se pasa sin cambiar. |
# |---|---|
#
# Del reglamento:
#
# > **SWAP3_OFF** Una variante: sin cambio: quien no puede lanzar solo pasa.
# >
# > **M7** Si no puedes lanzar, pasas; al pasar puedes cambiar 3 cartas de tu mano por 3 del mazo (regla de la casa, hacen falta 3 cartas en el mazo). Luego juega el de tu izquierda.
# >
# > **A2** El cambio está permitido por defecto, solo al pasar. Sin cambio, quien no puede lanzar solo pasa; con el cambio a voluntad puedes cambiar aunque puedas lanzar.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matschig", "v-swap-off")

# %% [markdown]
# ### 19. Variante: cambio a voluntad (VOLUNTARY_SWAP, M6, A2)
#
# | **Por defecto**<br>Quien puede lanzar debe lanzar; solo quien pasa puede cambiar. | **Cambio a voluntad**<br>Puedes cambiar 3 cartas y pasar aunque pudieras lanzar. |
# |---|---|
#
# Del reglamento:
#
# > **VOLUNTARY_SWAP** Una variante: puedes cambiar 3 cartas y pasar aunque pudieras lanzar.
# >
# > **M6** Si tienes una carta de agua y una de arena DEBES lanzar barro; no puedes pasar.
# >
# > **A2** El cambio está permitido por defecto, solo al pasar. Sin cambio, quien no puede lanzar solo pasa; con el cambio a voluntad puedes cambiar aunque puedas lanzar.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matschig", "v-voluntary-swap")

# %% [markdown]
# ### 20. Variante: el objetivo no puede completar (TARGET_CANNOT_COMPLETE, M13, A4)
#
# | **Por defecto**<br>Puede completar cualquiera menos quien lo manda, incluido el objetivo. | **El objetivo no puede completar**<br>El objetivo no puede completar el barro que le lanzan. |
# |---|---|
#
# Del reglamento:
#
# > **TARGET_CANNOT_COMPLETE** Una variante: el objetivo no puede completar el barro que le lanzan.
# >
# > **M13** Puede completarlo cualquiera menos quien lo mandó (quien lo lanzó, lo completó o lo desvió por último), incluido el objetivo.
# >
# > **A4** Dos variantes limitan quién puede completar: el objetivo no puede completar; o quien lanzó nunca completa, ni siquiera tras un tubo.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matschig", "v-target-cannot")

# %% [markdown]
# ### 21. Variante: quien lanza nunca completa (THROWER_NEVER_COMPLETES, M13, M19a, A4)
#
# | **Por defecto**<br>Tras un tubo, quien lo desvió es quien lo manda; quien lanzó puede completar como cualquier otro. | **Quien lanza nunca completa**<br>Quien lanzó sigue excluido, incluso tras un tubo. |
# |---|---|
#
# Del reglamento:
#
# > **THROWER_NEVER_COMPLETES** Una variante: quien lanzó nunca puede completar, ni siquiera tras un tubo.
# >
# > **M13** Puede completarlo cualquiera menos quien lo mandó (quien lo lanzó, lo completó o lo desvió por último), incluido el objetivo.
# >
# > **M19a** Tubo: desvía todo el barro hacia otro jugador; pasas a ser quien lo manda y, si no es perfecto, se puede volver a completar.
# >
# > **A4** Dos variantes limitan quién puede completar: el objetivo no puede completar; o quien lanzó nunca completa, ni siquiera tras un tubo.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matschig", "v-thrower-never")

# %% [markdown]
# ### 22. Variante: se pregunta primero al objetivo (RACE_TARGET_FIRST, M14, A5)
#
# | **Por defecto**<br>Se pregunta por orden de asiento, desde la izquierda de quien lo manda; gana el primer sí. | **Se pregunta primero al objetivo**<br>Se pregunta primero al objetivo y luego a los demás por orden. |
# |---|---|
#
# Del reglamento:
#
# > **RACE_TARGET_FIRST** Una variante: se pregunta primero al objetivo y luego a los demás por orden.
# >
# > **M14** Carrera: empezando a la izquierda de quien lo mandó, se pregunta por turno a cada jugador que puede completar, tenga o no la carta, así que el orden de las preguntas no revela ninguna mano; sin la carta solo se puede renunciar. El primero que acepta completa.
# >
# > **A5** Orden de la carrera: por defecto por orden de asiento; o se pregunta primero al objetivo; o todas las respuestas son secretas y un sorteo elige entre quienes dijeron que sí. Una carrera en tiempo real necesita una mesa en vivo, así que aquí no se ofrece.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matschig", "v-target-first")

# %% [markdown]
# ### 23. Variante: carrera secreta con sorteo (RACE_RANDOM, M14, A5)
#
# | **Por defecto**<br>Todos oyen cada respuesta; gana el primer sí. | **Carrera secreta con sorteo**<br>Cada respuesta es secreta hasta que todos han respondido; luego un sorteo elige entre los síes, en lugar de la mano más rápida. |
# |---|---|
#
# Del reglamento:
#
# > **RACE_RANDOM** Una variante: todas las respuestas son secretas, y un sorteo elige entre quienes dijeron que sí.
# >
# > **M14** Carrera: empezando a la izquierda de quien lo mandó, se pregunta por turno a cada jugador que puede completar, tenga o no la carta, así que el orden de las preguntas no revela ninguna mano; sin la carta solo se puede renunciar. El primero que acepta completa.
# >
# > **A5** Orden de la carrera: por defecto por orden de asiento; o se pregunta primero al objetivo; o todas las respuestas son secretas y un sorteo elige entre quienes dijeron que sí. Una carrera en tiempo real necesita una mesa en vivo, así que aquí no se ofrece.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matschig", "v-race-random")

# %% [markdown]
# ### 24. Variante: una sola oportunidad de completar (COMPLETE_ONLY_AFTER_THROW, M19a, A6)
#
# | **Por defecto**<br>Se puede completar tras el lanzamiento y otra vez tras cada tubo, mientras el barro no sea perfecto. | **Una sola oportunidad de completar**<br>Solo justo después del lanzamiento. |
# |---|---|
#
# Del reglamento:
#
# > **COMPLETE_ONLY_AFTER_THROW** Una variante: un barro solo se puede completar justo tras el lanzamiento, nunca tras un tubo.
# >
# > **M19a** Tubo: desvía todo el barro hacia otro jugador; pasas a ser quien lo manda y, si no es perfecto, se puede volver a completar.
# >
# > **A6** Con una sola oportunidad de completar, el barro solo se completa justo después del lanzamiento, no tras un tubo.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matschig", "v-window")

# %% [markdown]
# ### 25. Variante: quien completa debe cambiar de objetivo (MUST_REDIRECT, M15, A7)
#
# | **Por defecto**<br>Quien completa puede mandar el barro a cualquiera menos a sí mismo, incluido el objetivo actual. | **Quien completa debe cambiar de objetivo**<br>El nuevo objetivo debe ser otro jugador distinto del objetivo actual. |
# |---|---|
#
# Del reglamento:
#
# > **MUST_REDIRECT** Una variante: quien completa debe mandar el barro a otro jugador que no sea el objetivo actual.
# >
# > **M15** Quien completa añade la carta (el barro ya es perfecto) y elige un nuevo objetivo, cualquiera menos él mismo; pasa a ser quien lo manda.
# >
# > **A7** Si quien completa debe cambiar de objetivo, el nuevo objetivo tiene que ser otro jugador que el actual.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matschig", "v-redirect")

# %% [markdown]
# ### 26. Variante: sin tubo contra barro perfecto (PERFECT_BLOCKS_PIPE, M19a, A8)
#
# | **Por defecto**<br>El tubo del objetivo sirve contra cualquier barro: «nadie puede desviar un barro perfecto» se lee como «nadie puede completarlo». | **Sin tubo contra barro perfecto**<br>Un barro perfecto no se puede desviar con el tubo. |
# |---|---|
#
# Del reglamento:
#
# > **PERFECT_BLOCKS_PIPE** Una variante: un barro perfecto no se puede desviar con el tubo.
# >
# > **M19a** Tubo: desvía todo el barro hacia otro jugador; pasas a ser quien lo manda y, si no es perfecto, se puede volver a completar.
# >
# > **A8** Sin tubo contra barro perfecto, un barro perfecto no se puede desviar con el tubo.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matschig", "v-perfect-pipe")

# %% [markdown]
# ### 27. Variante: el traje de agua, todo o nada (WATERSUIT_ALL_OR_NOTHING, M19d, A9)
#
# | **Por defecto**<br>El traje detiene cartas de barro que sumen hasta 13; el resto te lo llevas. | **El traje de agua, todo o nada**<br>El traje solo sirve si todo el barro vale 13 o menos. |
# |---|---|
#
# Del reglamento:
#
# > **WATERSUIT_ALL_OR_NOTHING** Una variante: el traje de agua solo sirve si todo el barro vale 13 o menos.
# >
# > **M19d** Traje de agua: para cartas de barro que sumen hasta 13, elegidas por el objetivo, que se lleva el resto. Solo un barro de 14 (7 contra 7) no se para entero; entonces el objetivo elige qué carta se lleva, y la más baja no siempre es la más barata: una carta del tipo de su montón lo deja de un solo tipo.
# >
# > **A9** Con el traje de agua todo o nada, solo sirve si todo el barro vale 13 o menos.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matschig", "v-suit")

# %% [markdown]
# ### 28. Variante: una carta especial obliga a destapar otra (MG_REDRAW_ON_SPECIAL, M19e, A10)
#
# | **Por defecto**<br>Una carta destapada que no es barro queda fuera de juego y salva al jugador. | **Una carta especial obliga a destapar otra**<br>Una carta especial destapada se descarta y el mismo jugador destapa otra: solo salva un paraguas. |
# |---|---|
#
# Del reglamento:
#
# > **MG_REDRAW_ON_SPECIAL** Una variante: una carta especial destapada con la metralleta se descarta y ese jugador destapa otra.
# >
# > **M19e** Paraguas metralleta: el barro queda fuera de juego; cada uno de los demás, empezando a la izquierda del objetivo, destapa la carta de arriba del mazo: si es barro va a su montón de barro; si no, queda fuera de juego y se salva.
# >
# > **A10** Metralleta: por defecto cualquier carta que no sea barro salva al jugador. En una variante, una carta especial destapada se descarta y se destapa otra; en otra, una carta de defensa destapada va a la mano del jugador.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matschig", "v-mg-redraw")

# %% [markdown]
# ### 29. Variante: quedarse la carta de defensa destapada (MG_KEEP_DEFENCE_CARD, M19e, A10)
#
# | **Por defecto**<br>Una carta destapada que no es barro queda fuera de juego y salva al jugador. | **Quedarse la carta de defensa destapada**<br>Una carta de defensa destapada va a la mano de ese jugador, que se salva. |
# |---|---|
#
# Del reglamento:
#
# > **MG_KEEP_DEFENCE_CARD** Una variante: una carta de defensa destapada con la metralleta va a la mano de ese jugador.
# >
# > **M19e** Paraguas metralleta: el barro queda fuera de juego; cada uno de los demás, empezando a la izquierda del objetivo, destapa la carta de arriba del mazo: si es barro va a su montón de barro; si no, queda fuera de juego y se salva.
# >
# > **A10** Metralleta: por defecto cualquier carta que no sea barro salva al jugador. En una variante, una carta especial destapada se descarta y se destapa otra; en otra, una carta de defensa destapada va a la mano del jugador.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matschig", "v-mg-keep")

# %% [markdown]
# ### 30. Variante: jugar hasta agotar el mazo (PLAY_OUT, M22, M25, A11, A19)
#
# | **Por defecto**<br>Si el mazo no alcanza para reponer todas las manos, nadie roba y se acaba la ronda. | **Jugar hasta agotar el mazo**<br>Se repone hacia la izquierda desde quien lanzó, mientras haya cartas; la ronda acaba cuando el mazo está vacío y nadie puede lanzar. |
# |---|---|
#
# Del reglamento:
#
# > **PLAY_OUT** Una variante: se repone mientras haya cartas; la ronda acaba cuando el mazo está vacío y nadie puede lanzar.
# >
# > **M22** Si el mazo no alcanza para que todos repongan hasta 7, nadie roba y se acaba la ronda.
# >
# > **M25** Una ronda termina cuando el mazo no alcanza para reponer las manos o cuando todos pasan seguidos; si se juega hasta agotar el mazo, cuando está vacío y nadie puede lanzar.
# >
# > **A11** Si se juega hasta agotar el mazo, se repone mientras haya cartas; la ronda acaba cuando el mazo está vacío y nadie puede lanzar.
# >
# > **A19** Se repone empezando por quien lanzó y siguiendo hacia la izquierda.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matschig", "v-play-out")

# %% [markdown]
# ### 31. Variante: los turnos van hacia la izquierda (CLOCKWISE_TURNS, M23, A12)
#
# | **Por defecto**<br>El último objetivo, el último jugador al que se mandó el barro, juega el siguiente turno, aunque haya parado todo el barro. | **Los turnos van hacia la izquierda**<br>Juega el siguiente turno quien está a la izquierda del último que lanzó. |
# |---|---|
#
# Del reglamento:
#
# > **CLOCKWISE_TURNS** Una variante: el siguiente turno es de quien está a la izquierda del último que lanzó.
# >
# > **M23** El objetivo final juega el siguiente turno, aunque haya parado todo el barro.
# >
# > **A12** Si los turnos van hacia la izquierda, juega el de la izquierda de quien lanzó por último.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matschig", "v-clockwise")

# %% [markdown]
# ### 32. Variante: empieza el más embarrado (DIRTIEST_STARTS, M3, A13)
#
# | **Por defecto**<br>Las rondas siguientes las empieza quien está a la izquierda del que empezó la anterior. | **Empieza el más embarrado**<br>Empieza quien tiene el total más alto; los empates, hacia la izquierda. |
# |---|---|
#
# Del reglamento:
#
# > **DIRTIEST_STARTS** Una variante: empieza la ronda siguiente quien tiene el total más alto.
# >
# > **M3** El jugador inicial de la primera ronda se elige al azar; en las siguientes empieza el de la izquierda del anterior.
# >
# > **A13** Si empieza el más embarrado, la ronda siguiente la empieza quien tiene el total más alto.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matschig", "v-dirtiest")

# %% [markdown]
# ### 33. Variante: una ronda por jugador (ROUNDS_PER_PLAYER, M28, A14)
#
# | **Por defecto**<br>3 rondas (2 si lo acordáis). | **Una ronda por jugador**<br>Tantas rondas como jugadores, y cada uno empieza una. |
# |---|---|
#
# Del reglamento:
#
# > **ROUNDS_PER_PLAYER** Una variante: tantas rondas como jugadores, y cada uno empieza una.
# >
# > **M28** Una partida tiene 3 rondas por defecto (se permiten 2).
# >
# > **A14** Con una ronda por jugador, la partida tiene tantas rondas como jugadores, y cada uno empieza una.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matschig", "v-rounds")

# %% [markdown]
# ### 34. Variante: un solo tipo en toda la partida (ONE_TYPE_WHOLE_GAME, M26, M29, A15)
#
# | **Por defecto**<br>La regla de un solo tipo se aplica al montón de cada ronda. | **Un solo tipo en toda la partida**<br>Se guardan todas las cartas de barro de la partida y la regla se aplica una vez al final. |
# |---|---|
#
# Del reglamento:
#
# > **ONE_TYPE_WHOLE_GAME** Una variante: la regla de un solo tipo se aplica una vez, a todo el barro de la partida.
# >
# > **M26** Puntuación de la ronda: un montón vacío vale 0; si es de un solo tipo, 1 punto por carta; si no, la suma de los valores.
# >
# > **M29** Entre rondas se juntan y se barajan todas las cartas.
# >
# > **A15** Con un solo tipo en toda la partida, la regla de un solo tipo se aplica una vez, a todo el barro de la partida.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matschig", "v-whole-game")

# %% [markdown]
# ### 35. Variante: desempatar (TIEBREAK_FEWER_CARDS, M30, A16)
#
# | **Por defecto**<br>Los empatados con el total más bajo comparten la victoria. | **Desempata quien tiene menos cartas de barro**<br>Entre ellos gana quien se llevó menos cartas de barro en total. |
# |---|---|
#
# Del reglamento:
#
# > **TIEBREAK_FEWER_CARDS** Una variante: entre los empatados con el total más bajo, gana quien recibió menos cartas de barro.
# >
# > **M30** Gana el total más bajo tras la última ronda; un empate es una victoria compartida.
# >
# > **A16** Si desempata quien tiene menos cartas de barro, gana el empatado que recibió menos cartas de barro.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matschig", "v-tiebreak")

# %% [markdown]
# ### 36. Variante: la baraja de 1998 (DECK_FANFOR_1998, M12, A17)
#
# | **Por defecto**<br>Agua y arena del 1 al 7, cinco de cada. | **La baraja de 1998**<br>Agua y arena del 1 al 5 y el 7: no hay 6. |
# |---|---|
#
# Del reglamento:
#
# > **DECK_FANFOR_1998** Una variante: la baraja de 1998: agua y arena del 1 al 5 y el 7, sin ningún 6 (una suposición).
# >
# > **M12** La carta que completa es una sola carta del tipo que falta, de valor igual a la diferencia: W3 S5 (agua 3, arena 5) necesita W2 (agua 2), y W3 S1 necesita S2 (arena 2).
# >
# > **A17** Baraja: solo se sabe que hay 110 cartas. Cuántas hay de cada valor es una suposición, tanto en la baraja por defecto (agua y arena del 1 al 7) como en la de 1998 (sin ningún 6).

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matschig", "v-deck")

# %% [markdown] tags=["notebook-only"]
# ## Tu progreso
#
# Las reglas que has visto en un tablero y las que has respondido, en este cuaderno y en la aplicación por igual.

# %% jupyter={"source_hidden": true} tags=["hide-input", "notebook-only"]
progress("matschig")
