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
# # Matzlfangen
#
# Este cuaderno recorre las reglas de Matzlfangen, una lección por sección. Cada sección explica una idea, cita del reglamento las reglas que enseña y muestra el tablero de la lección: la imagen es la posición con la que empieza.
#
# Ejecuta el cuaderno (*Run ▸ Run All*) para jugar: cada tablero comprueba entonces tu tarea, te da pistas y te hace sus preguntas. **Deshacer**, **Rehacer** y el control de pasos mueven un tablero hacia atrás y hacia delante, para que un profesor muestre una sección paso a paso.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
from tutor.widgets.notebook import language, lesson, progress

language("es")

# %% [markdown]
# ## 1. Las cartas, su orden y sus puntos (R-DECK-1, R-DECK-2, R-DECK-3, R-DECK-4, R-DECK-5, R-DECK-6)
#
# El Matzlfangen se juega con 32 cartas de palos alemanes: cuatro palos, **Eichel** (bellotas), **Laub** (hojas), **Herz** (corazones) y **Schellen** (cascabeles), de ocho cartas cada uno. Ningún palo vale más que otro.
#
# En cada palo, también en el de triunfo, el orden de mayor a menor es **Sau** (el «as», con una A) · **Zehn** (el diez) · **König** (el rey) · **Ober** (el caballo) · **Unter** (la sota) · 9 · 8 · 7. Valen 11, 10, 4, 3 y 2 puntos; el 9, el 8 y el 7 no valen nada. Eso suma 120 puntos en la baraja, y la última baza añade 10: 130 en cada reparto.
#
# En casi todos los repartos un palo es el **triunfo**, y el diez de triunfo tiene nombre propio: el **Matzl**. El juego, «cazar el Matzl», se llama así por él.
#
# En esta mesa P4 juega solo contra ti, P2 y P3, con triunfo Herz (el contrato se llama Treiben; la subasta llega más adelante en el curso).
#
# Tu mano tiene todas las cartas de Eichel, de la Sau al 7; el numerito de la esquina de cada carta son sus puntos. Una de las cartas de P4, el 9 de Schellen, está boca arriba a la vista de todos: la lección del reparto explica por qué.
#
# Del reglamento:
#
# > **R-DECK-1** 32 cartas de palos alemanes, 4 palos de 8.
# >
# > **R-DECK-2** Palos: Eichel (bellotas), Laub (hojas), Herz (corazones), Schellen (cascabeles); ningún palo supera a otro.
# >
# > **R-DECK-3** Orden en cada palo, también el de triunfo: Sau (el «as») > Zehn (el diez) > König (el rey) > Ober (el caballo) > Unter (la sota) > 9 > 8 > 7. No hay triunfos fijos.
# >
# > **R-DECK-4** Puntos: Sau 11, Zehn 10, König 4, Ober 3, Unter 2, 9/8/7 nada; 120 en total.
# >
# > **R-DECK-5** La última baza vale 10 más, así que un reparto tiene 130 puntos.
# >
# > **R-DECK-6** El Matzl es el diez del palo de triunfo (el Trumpf-Matzl); el juego debe su nombre a cazarlo. Ningún otro diez es el Matzl, y un Durch, sin triunfos, no tiene.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "cards")

# %% [markdown]
# ## 2. Asistir al palo (Farbzwang) (R-PLAY-2)
#
# La primera carta de una baza fija el **palo de salida**. Si tienes ese palo, debes jugarlo: es el **Farbzwang**, la obligación de asistir al palo (R-PLAY-2). Si se sale a triunfo, asistir es jugar un triunfo.
#
# Cuando te toca, las cartas que puedes jugar se destacan y las demás aparecen en gris. Mira cada carta de tu mano en la imagen y pregúntate si las reglas te dejan jugarla ahora. La aplicación y el cuaderno tienen un **laboratorio de bazas** con bazas nuevas para practicar.
#
# En esta mesa P4 juega solo contra ti, P2 y P3, con triunfo Herz (el contrato se llama Treiben; la subasta llega más adelante en el curso).
#
# Del reglamento:
#
# > **R-PLAY-2** Farbzwang: si tienes el palo de salida debes jugarlo (a triunfo se asiste con triunfo).

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "follow")

# %% [markdown]
# ## 3. Obligación de montar (Stichzwang) (R-PLAY-3)
#
# Asistir no siempre basta. Si alguna de tus cartas del palo de salida supera a la mejor carta de la baza, debes jugar una de ellas: es el **Stichzwang**, la obligación de montar (R-PLAY-3). Tus cartas más bajas de ese palo quedan entonces fuera. Solo si ninguna puede superarla puedes jugar cualquier carta del palo.
#
# Del reglamento:
#
# > **R-PLAY-3** Stichzwang: al asistir debes montar la baza si puedes; si una salida sin triunfo ya está fallada, vale cualquier carta del palo.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "head")

# %% [markdown]
# ## 4. Obligación de fallar (Trumpfzwang) (R-PLAY-4, R-TRICK-1)
#
# Si no puedes asistir pero tienes triunfo, debes jugar un triunfo: el **Trumpfzwang**, la obligación de fallar (R-PLAY-4). Un triunfo gana a cualquier carta de los otros palos. Así que el triunfo más alto de una baza la gana; si no hay triunfo, la gana la carta más alta del palo de salida, y nunca una carta de otro palo (R-TRICK-1).
#
# Del reglamento:
#
# > **R-PLAY-4** Trumpfzwang: sin el palo de salida debes fallar, contrafallar si puedes, y si no, con un triunfo menor.
# >
# > **R-TRICK-1** Gana la baza el triunfo más alto; sin triunfos, la carta más alta del palo de salida.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "trump")

# %% [markdown]
# ## 5. Una baza fallada libera el palo de salida (R-PLAY-3, R-PLAY-2)
#
# En cuanto alguien falla una baza, ninguna carta del palo de salida puede ganarla ya, así que el Stichzwang no cuenta: debes seguir asistiendo, pero vale **cualquier** carta de ese palo, y puedes guardarte la Sau para más adelante (R-PLAY-3). No puedes fallar en su lugar: asistir va primero (R-PLAY-2).
#
# Del reglamento:
#
# > **R-PLAY-3** Stichzwang: al asistir debes montar la baza si puedes; si una salida sin triunfo ya está fallada, vale cualquier carta del palo.
# >
# > **R-PLAY-2** Farbzwang: si tienes el palo de salida debes jugarlo (a triunfo se asiste con triunfo).

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "trumped")

# %% [markdown]
# ## 6. Contrafallar, y fallar por debajo (R-PLAY-4, R-TRICK-1)
#
# Si la baza ya está fallada y no puedes asistir, debes **contrafallar** si puedes: jugar un triunfo más alto que el de la baza. Si no puedes, igualmente debes jugar triunfo, aunque sea más bajo (R-PLAY-4). Solo quien no tiene ni el palo de salida ni triunfo juega libre.
#
# Del reglamento:
#
# > **R-PLAY-4** Trumpfzwang: sin el palo de salida debes fallar, contrafallar si puedes, y si no, con un triunfo menor.
# >
# > **R-TRICK-1** Gana la baza el triunfo más alto; sin triunfos, la carta más alta del palo de salida.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "over")

# %% [markdown]
# ## 7. El descarte libre (R-PLAY-5)
#
# Sin el palo de salida y sin triunfo puedes jugar cualquier carta (R-PLAY-5). No puede ganar la baza, así que regala los menos puntos posibles, salvo que la vaya ganando tu compañero. En un Durch no hay triunfo: quien no puede asistir juega lo que quiera.
#
# Del reglamento:
#
# > **R-PLAY-5** Sin el palo de salida ni triunfo puedes jugar cualquier carta; el Durch no tiene triunfos.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "free")

# %% [markdown]
# ## 8. Hay que montar incluso a tu compañero (R-PLAY-6)
#
# Las obligaciones valen incluso cuando tu compañero va ganando la baza (R-PLAY-6). Aquí P3 juega **Treiben** solo contra ti, P2 y P4, con triunfo Herz, y tu compañero P4 salió con el Laub König. Tienes la Laub Sau, así que el Stichzwang te obliga a jugarla encima de la carta de tu compañero.
#
# Del reglamento:
#
# > **R-PLAY-6** Las obligaciones valen aunque tu compañero vaya ganando la baza.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "partner")

# %% [markdown]
# ## 9. Contar hasta 66 (R-SCORE-1, R-SCORE-2, R-DECK-5)
#
# Al final de un reparto cada bando suma los puntos de las bazas que ganó, y el que ganó la **última baza** suma 10 más (R-SCORE-1). Los dos totales siempre suman 130. El bando del declarante necesita **66** para ganar; un 65 a 65 es una derrota para él (R-SCORE-2).
#
# Aquí P4 juega solo contra ti, P2 y P3, con triunfo Herz, y se juega la última baza. La barra bajo tu mano cuenta los puntos a medida que se ganan las bazas.
#
# Del reglamento:
#
# > **R-SCORE-1** Cada bando suma sus puntos y los 10 de la última baza; el total es 130.
# >
# > **R-SCORE-2** En Rufen, Treiben y Neid-Spiel el bando del declarante gana con 66 o más; 65-65 pierde.
# >
# > **R-DECK-5** La última baza vale 10 más, así que un reparto tiene 130 puntos.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "count")

# %% [markdown]
# ## 10. Cazar el Matzl (R-MATZL-1, R-DECK-6)
#
# El **Matzl** es el diez de triunfo. Un bando lo **caza** cuando gana una baza que contiene el Matzl jugado por el otro bando (R-MATZL-1). Si el Matzl de tu bando acaba en una baza de tu bando, no pasa nada, tampoco si ganas tu propio diez. La Sau de triunfo es la única carta que gana al Matzl, así que guárdala hasta que caiga.
#
# Aquí P2 juega Treiben con triunfo Herz y salió con el Herz Zehn.
#
# Del reglamento:
#
# > **R-MATZL-1** Un bando caza el Matzl cuando gana una baza con el diez de triunfo jugado por el otro bando. No en el Durch simple.
# >
# > **R-DECK-6** El Matzl es el diez del palo de triunfo (el Trumpf-Matzl); el juego debe su nombre a cazarlo. Ningún otro diez es el Matzl, y un Durch, sin triunfos, no tiene.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "matzl")

# %% [markdown]
# ## 11. Asientos, reparto, corte y golpe (R-SEAT-1, R-SEAT-2, R-SEAT-3, R-SEAT-4, R-DEAL-1, R-DEAL-2, R-DEAL-3, R-DEAL-4)
#
# Cuatro jugadores y sin parejas fijas: el contrato de cada reparto forma los bandos (R-SEAT-1). Todo va en el **sentido de las agujas del reloj** (R-SEAT-2). El jugador a la izquierda del repartidor es **Vorhand** (la mano): habla primero y normalmente sale (R-SEAT-3). La mano de este reparto reparte el siguiente (R-SEAT-4).
#
# El repartidor baraja y el jugador de su derecha **corta**: las cartas se dan entonces en dos paquetes de 4 (R-DEAL-1, R-DEAL-2). En vez de cortar, ese jugador puede **golpear el mazo** (*Klopfen*): se dan las 8 cartas de una vez (R-DEAL-4). La última carta del propio repartidor se vuelve boca arriba para que todos la vean; su palo es el **palo volteado**, y el repartidor se la queda (R-DEAL-3).
#
# Aquí reparte P4, y tú eres P3, a la derecha del repartidor.
#
# Del reglamento:
#
# > **R-SEAT-1** Cuatro jugadores sin parejas fijas: cada contrato forma los bandos.
# >
# > **R-SEAT-2** El reparto, la subasta y el juego van en el sentido de las agujas del reloj.
# >
# > **R-SEAT-3** Vorhand (la mano) se sienta a la izquierda del repartidor; luego el segundo y el tercero, y al final el repartidor.
# >
# > **R-SEAT-4** El turno de repartir pasa en el sentido de las agujas del reloj: la mano de este reparto reparte el siguiente (en una partida nueva reparte primero P4).
# >
# > **R-DEAL-1** El repartidor baraja; corta el jugador de su derecha.
# >
# > **R-DEAL-2** Reparto normal: dos paquetes de 4 a cada jugador, desde la mano y en sentido horario.
# >
# > **R-DEAL-3** La última carta del repartidor se vuelve boca arriba (la carta volteada); su palo es el palo volteado. El repartidor la recoge y todos saben que la tiene.
# >
# > **R-DEAL-4** En vez de cortar, el jugador a la derecha del repartidor puede golpear el mazo (Klopfen): se reparten las 8 cartas de una vez; la última sigue siendo la carta volteada.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "deal")

# %% [markdown]
# ## 12. La subasta (R-BID-1, R-BID-2, R-BID-3, R-BID-4)
#
# Tras el reparto cada jugador habla una vez, empezando por Vorhand (R-BID-1): o bien **weiter** («paso») o bien un contrato más alto que todas las pujas anteriores (R-BID-2). De menor a mayor: **Rufen** («llamar»: Vorhand juega con un compañero, 2 contra 2), **Treiben** (solo, con el triunfo que elijas), **Neid-Spiel** (solo, con el palo volteado como triunfo), **Durch** (solo y sin triunfo: ganar las 8 bazas) y **Trumpf-Durch** (las 8 bazas, con el palo volteado como triunfo).
#
# Rufen no se puja nunca: si todos dicen weiter, Vorhand juega Rufen, así que nunca se anula un reparto (R-BID-3). Si no, gana la puja más alta y quien la hizo es el declarante (R-BID-4).
#
# Aquí repartió P4, y tú eres Vorhand.
#
# Del reglamento:
#
# > **R-BID-1** La subasta empieza por la mano y sigue en sentido horario; cada uno habla una sola vez.
# >
# > **R-BID-2** Di weiter («paso») o puja un contrato más alto que Rufen y que todas las pujas: Treiben \< Neid-Spiel \< Durch \< Trumpf-Durch.
# >
# > **R-BID-3** La mano no puede retirarse: si nadie puja por encima de Rufen, la mano juega Rufen.
# >
# > **R-BID-4** Gana la puja más alta; quien la hizo es el declarante.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "auction")

# %% [markdown]
# ## 13. Llamar a un compañero (R-CALL-1, R-CALL-2, R-CALL-3)
#
# En Rufen el triunfo es el **palo volteado**. Vorhand llama una carta que **no sea triunfo** y **no esté en su propia mano**, normalmente una Sau (R-CALL-1). Quien la tenga es su compañero en este reparto (R-CALL-2). Nadie lo dice: la pareja sigue en secreto hasta que se juega la carta llamada o el compañero sube (R-CALL-3). Hasta entonces la mesa solo muestra los bandos que conoces.
#
# Aquí todos dijeron weiter, así que tú, Vorhand, juegas Rufen.
#
# Del reglamento:
#
# > **R-CALL-1** En Rufen la mano llama una carta que no sea triunfo ni esté en su mano, normalmente una Sau.
# >
# > **R-CALL-2** Quien tiene la carta llamada es el compañero de la mano en este reparto; siempre existe.
# >
# > **R-CALL-3** La pareja es secreta hasta que se juega la carta llamada o el compañero sube por el bando del declarante (una convención).

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "call")

# %% [markdown]
# ## 14. Treiben: nombrar el triunfo (R-BID-5, R-PLAY-1)
#
# En el **Treiben** el solista nombra el palo de triunfo tras la subasta: cualquier palo, también el volteado (R-BID-5). En Rufen, el Neid-Spiel y el Trumpf-Durch el triunfo es el palo volteado; un Durch no tiene. Vorhand sale a la primera baza en Rufen, Treiben y el Neid-Spiel; en los dos Durch sale el declarante; después sale quien gana cada baza (R-PLAY-1).
#
# Aquí pujaste Treiben y todos los demás dijeron weiter.
#
# Del reglamento:
#
# > **R-BID-5** Tras la subasta el declarante dice lo que falta: el triunfo del Treiben (cualquier palo) o la carta llamada en Rufen. Neid-Spiel y Trumpf-Durch usan el palo volteado; Durch no tiene triunfo.
# >
# > **R-PLAY-1** La mano sale en Rufen, Treiben y Neid-Spiel; el declarante sale en Durch y Trumpf-Durch. Quien gana una baza sale a la siguiente; solo se juegan cartas de la propia mano.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "treiben")

# %% [markdown]
# ## 15. Subidas: de Schuß a Drauffi (R-SPR-1, R-SPR-2, R-SPR-3, R-SPR-4, R-SPR-5)
#
# Una vez fijado el contrato, los dos bandos pueden subir por turnos, antes de que salga la primera carta (R-SPR-3). Es el **Spritzen**. Cada subida añade **un** punto de juego; nada se dobla (R-SPR-1). Las subidas tienen nombre, por orden: **Schuß**, Re, Sub, Dut, Hirsch, Gams, Jager, Gweih, Auffi, Drauffi, diez como máximo (R-SPR-2). El bando defensor dice la primera, Schuß; el del declarante puede responder con Re, y así, por turnos entre bandos (R-SPR-4).
#
# Se pregunta a cada jugador por turno desde Vorhand; se salta a quien no le toca subir a su bando. Las subidas terminan cuando todos los que aún pueden subir han pasado seguidos, o tras Drauffi (R-SPR-5). Un compañero oculto que sube descubre quién es.
#
# Aquí P3 juega Treiben contra ti.
#
# Del reglamento:
#
# > **R-SPR-1** Spritzen: los bandos suben por turnos; cada subida añade +1 punto de juego, sin doblar.
# >
# > **R-SPR-2** Nombres de las subidas: Schuß, Re, Sub, Dut, Hirsch, Gams, Jager, Gweih, Auffi, Drauffi (10 como máximo).
# >
# > **R-SPR-3** Solo se puede subir antes de que salga la primera carta.
# >
# > **R-SPR-4** Los defensores dicen Schuß; el bando del declarante responde Re, y así sucesivamente. Cualquier miembro del bando al que le toca puede subir; en Rufen, subir descubre al compañero oculto.
# >
# > **R-SPR-5** Se pregunta a cada jugador por turno desde la mano, en el sentido de las agujas del reloj, y puede subir (si le toca a su bando) o pasar; se salta a quien se sabe que está en el bando que no puede subir. Las subidas terminan cuando todos los que aún pueden subir han pasado seguidos, o tras Drauffi.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "raises")

# %% [markdown]
# ## 16. El valor de la partida (R-VALUE-1, R-SCORE-3)
#
# El valor V de un reparto se construye por pasos (R-VALUE-1). La base: **1** por una victoria simple; **2** si los perdedores tienen menos de 30 puntos (*kein Wasser*, «sin agua»); **3** si no hicieron ninguna baza. Un Durch o un Trumpf-Durch vale 6 fijos, y solo se gana con las 8 bazas (R-SCORE-3). Después, cada subida suma 1.
#
# Aquí P4 juega Treiben con una subida, Schuß, y tú juegas la última carta.
#
# Del reglamento:
#
# > **R-VALUE-1** Valor de la partida: base 1; 2 si los perdedores tienen menos de 30 (kein Wasser); 3 si no hicieron baza; Durch y Trumpf-Durch 6. Luego + subidas, luego el Matzl.
# >
# > **R-SCORE-3** En Durch y Trumpf-Durch el declarante gana solo con las 8 bazas; se juegan las 8.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "value")

# %% [markdown]
# ## 17. El Matzl: absolución y bonificación (R-MATZL-2, R-MATZL-3)
#
# Cazar el Matzl cambia el valor. Si el bando que lo cazó **pierde** el reparto, no paga nada: la **absolución** anula la base y las subidas (R-MATZL-2). Si **gana**, puede **reclamar** un punto de juego más; los perdedores no lo pagan si no se reclama (R-MATZL-3).
#
# Aquí P2 juega Treiben con triunfo Herz y sacó su Matzl en la última baza.
#
# Del reglamento:
#
# > **R-MATZL-2** Absolución: si el bando que cazó pierde, no paga nada, subidas incluidas.
# >
# > **R-MATZL-3** Bonificación: si el bando que cazó gana, puede reclamar +1; si no lo reclama, se pierde.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "absolution")

# %% [markdown]
# ## 18. Liquidación: quién paga a quién (R-SETTLE-1)
#
# Los puntos de juego suman cero (R-SETTLE-1). En Rufen cada ganador recibe +V y cada perdedor −V. En un solo, el solista recibe +3V y cada defensor −V si gana el solista, y al revés si pierde.
#
# Aquí P2 juega Treiben con triunfo Eichel y dos subidas, y tú juegas la última carta.
#
# Del reglamento:
#
# > **R-SETTLE-1** Liquidación, en puntos de juego de suma cero: en Rufen cada ganador recibe +V y cada perdedor -V; en un solo, si gana el solista recibe +3V y cada defensor -V, y si pierde, -3V y cada defensor +V.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "settle")

# %% [markdown]
# ## 19. Un reparto entero (R-PLAY-1, R-SCORE-1)
#
# Ahora un reparto entero contra tres bots, del corte a la liquidación. En la aplicación y en el cuaderno los bots juegan de una jugada en una, puedes preguntar por qué jugó así un bot y tienes una **pista** cuando la quieras: la respuesta cuenta lo que muestra su jugada, nunca sus cartas ocultas.
#
# Del reglamento:
#
# > **R-PLAY-1** La mano sale en Rufen, Treiben y Neid-Spiel; el declarante sale en Durch y Trumpf-Durch. Quien gana una baza sale a la siguiente; solo se juegan cartas de la propia mano.
# >
# > **R-SCORE-1** Cada bando suma sus puntos y los 10 de la última baza; el total es 130.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "full")

# %% [markdown]
# ## Apéndice: variantes
#
# Cada variante de este apéndice cambia una regla y deja el resto del juego igual. Una mesa acuerda sus variantes antes de jugar.

# %% [markdown]
# ### 20. Variante: fallar solo para ganar (V-UT-FREE)
#
# ¿Qué debe hacer quien no puede asistir ni contrafallar?
#
# |  | Regla |
# |---|---|
# | Por defecto | Jugar triunfo igualmente, uno más bajo (R-PLAY-4). |
# | En una mesa que juega esta variante | Fallar solo si así se gana la baza; si no, jugar cualquier carta. |
#
# Del reglamento:
#
# > **V-UT-FREE** Se falla solo si así se gana la baza; si no, cualquier carta.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "v-ut-free")

# %% [markdown]
# ### 21. Variante: montar también una baza fallada (V-HEAD-LITERAL)
#
# ¿Debe quien asiste superar todavía una baza ya fallada?
#
# |  | Regla |
# |---|---|
# | Por defecto | No: ninguna carta del palo de salida puede ganarla, así que vale cualquiera de ese palo (R-PLAY-3). |
# | En una mesa que juega esta variante | Sí: superar la mejor carta del palo de salida si se puede. |
#
# Del reglamento:
#
# > **V-HEAD-LITERAL** Al asistir a una baza fallada, aún debes superar la mejor carta del palo de salida.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "v-head-literal")

# %% [markdown]
# ### 22. Variante: no hace falta montar al compañero (V-PARTNER-EXEMPT)
#
# ¿Valen las obligaciones cuando tu compañero conocido va ganando la baza?
#
# |  | Regla |
# |---|---|
# | Por defecto | Sí, todas (R-PLAY-6). |
# | En una mesa que juega esta variante | Solo asistir: no hace falta montar ni fallar. |
#
# Del reglamento:
#
# > **V-PARTNER-EXEMPT** Si gana un compañero que conoces, debes asistir pero no montar, fallar ni contrafallar.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "v-partner-exempt")

# %% [markdown]
# ### 23. Variante: cualquiera puede golpear (V-KNOCK-ANY)
#
# ¿Quién puede golpear el mazo?
#
# |  | Regla |
# |---|---|
# | Por defecto | Solo el que corta, a la derecha del repartidor (R-DEAL-4). |
# | En una mesa que juega esta variante | Primero Vorhand, luego el segundo jugador y al final el que corta. |
#
# Del reglamento:
#
# > **V-KNOCK-ANY** Antes del corte, la mano y luego el segundo también pueden golpear el mazo; quien corta sigue eligiendo cortar o golpear.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "v-knock-any")

# %% [markdown]
# ### 24. Variante: la carta volteada se queda en la mesa (V-TURNUP-TABLE)
#
# ¿Qué pasa con la carta volteada?
#
# |  | Regla |
# |---|---|
# | Por defecto | El repartidor la recoge, y todos saben que la tiene (R-DEAL-3). |
# | En una mesa que juega esta variante | Se queda boca arriba en la mesa hasta que el repartidor la juegue. |
#
# Del reglamento:
#
# > **V-TURNUP-TABLE** La carta volteada queda boca arriba hasta que el repartidor la juega.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "v-turnup-table")

# %% [markdown]
# ### 25. Variante: sale el solista (V-SOLO-LEADS)
#
# ¿Quién sale a la primera baza de un Treiben o un Neid-Spiel?
#
# |  | Regla |
# |---|---|
# | Por defecto | Vorhand, aunque juegue contra el solista (R-PLAY-1). |
# | En una mesa que juega esta variante | El solista. |
#
# Del reglamento:
#
# > **V-SOLO-LEADS** En Treiben y Neid-Spiel sale el solista.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "v-solo-leads")

# %% [markdown]
# ### 26. Variante: tres contratos (V-CONTRACTS-3)
#
# ¿Qué contratos se pueden pujar?
#
# |  | Regla |
# |---|---|
# | Por defecto | Treiben, el Neid-Spiel, Durch y Trumpf-Durch, por encima de Rufen (R-BID-2). |
# | En una mesa que juega esta variante | Solo Treiben y Durch por encima de Rufen. |
#
# Del reglamento:
#
# > **V-CONTRACTS-3** Solo se juegan Rufen, Treiben y Durch: ni Neid-Spiel ni Trumpf-Durch.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "v-contracts-3")

# %% [markdown]
# ### 27. Variante: volver a pujar si te superan (V-BID-SCHAFKOPF)
#
# ¿Cuántas veces habla cada uno en la subasta?
#
# |  | Regla |
# |---|---|
# | Por defecto | Exactamente una (R-BID-1). |
# | En una mesa que juega esta variante | Quien es superado puede volver a pujar, más alto, hasta que todos menos el mejor postor hayan pasado. |
#
# Del reglamento:
#
# > **V-BID-SCHAFKOPF** Quien fue superado puede volver a pujar más alto en su turno; weiter lo retira.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "v-bid-schafkopf")

# %% [markdown]
# ### 28. Variante: Treiben sin el palo volteado (V-TREIBEN-NOT-TURNED)
#
# ¿Qué palos puede nombrar un Treiben como triunfo?
#
# |  | Regla |
# |---|---|
# | Por defecto | Cualquier palo, también el volteado (R-BID-5). |
# | En una mesa que juega esta variante | Cualquiera menos el volteado: con él sería un Neid-Spiel. |
#
# Del reglamento:
#
# > **V-TREIBEN-NOT-TURNED** El Treiben no puede tomar el palo volteado como triunfo.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "v-treiben-not-turned")

# %% [markdown]
# ### 29. Variante: el triunfo se nombra con la puja (V-TREIBEN-NAME-WITH-BID)
#
# ¿Cuándo nombra su triunfo un Treiben?
#
# |  | Regla |
# |---|---|
# | Por defecto | Después de la subasta (R-BID-5). |
# | En una mesa que juega esta variante | Con la propia puja. |
#
# Del reglamento:
#
# > **V-TREIBEN-NAME-WITH-BID** El Treiben nombra su triunfo con la propia puja, no tras la subasta.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "v-treiben-name-with-bid")

# %% [markdown]
# ### 30. Variante: llamar también un triunfo (V-CALL-ANY)
#
# ¿Qué carta puede llamar Vorhand en Rufen?
#
# |  | Regla |
# |---|---|
# | Por defecto | Cualquier carta que no tenga y que no sea triunfo (R-CALL-1). |
# | En una mesa que juega esta variante | Cualquier carta que no tenga, también triunfos. |
#
# Del reglamento:
#
# > **V-CALL-ANY** Se puede llamar cualquier carta que no tenga quien llama, también triunfos.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "v-call-any")

# %% [markdown]
# ### 31. Variante: llamar una Sau, como en el Schafkopf (V-CALL-SK)
#
# ¿Qué carta puede llamar Vorhand, y tiene deberes la carta llamada?
#
# |  | Regla |
# |---|---|
# | Por defecto | Cualquier carta que no sea triunfo y que no tenga; sin deberes extra (R-CALL-1). |
# | En una mesa que juega esta variante | Solo una Sau de un palo que tenga quien llama; el compañero debe jugarla la primera vez que se sale a su palo y no puede descartarla. |
#
# Del reglamento:
#
# > **V-CALL-SK** Como en Schafkopf: solo una Sau, de un palo que tenga quien llama; el compañero no puede descartarla y debe jugarla la primera vez que se sale a su palo. Si no hay Sau posible, rige la regla normal.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "v-call-sk")

# %% [markdown]
# ### 32. Variante: cualquier bando sube primero (V-SPR-ANYONE-FIRST)
#
# ¿Quién puede decir la primera subida, Schuß?
#
# |  | Regla |
# |---|---|
# | Por defecto | Solo el bando defensor (R-SPR-4). |
# | En una mesa que juega esta variante | Cualquier bando; después se turnan. |
#
# Del reglamento:
#
# > **V-SPR-ANYONE-FIRST** Cualquier bando puede decir la primera subida.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "v-spr-anyone-first")

# %% [markdown]
# ### 33. Variante: subir hasta la primera baza (V-SPR-UNTIL-TRICK1)
#
# ¿Hasta cuándo pueden subir los bandos?
#
# |  | Regla |
# |---|---|
# | Por defecto | Hasta que sale la primera carta (R-SPR-3). |
# | En una mesa que juega esta variante | Hasta que se recoge la primera baza. |
#
# Del reglamento:
#
# > **V-SPR-UNTIL-TRICK1** Se puede subir hasta recoger la primera baza: quien va a jugar puede subir antes.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "v-spr-until-trick1")

# %% [markdown]
# ### 34. Variante: las subidas multiplican (V-SPR-MULT)
#
# ¿Cómo cambian el valor las subidas?
#
# |  | Regla |
# |---|---|
# | Por defecto | Cada una suma 1: V = base + subidas (R-SPR-1). |
# | En una mesa que juega esta variante | Multiplican: V = (1 + subidas) × base. |
#
# Del reglamento:
#
# > **V-SPR-MULT** Valor = (1 + subidas) x base.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "v-spr-mult")

# %% [markdown]
# ### 35. Variante: 65 a 65 es nulo (V-TIE-VOID)
#
# ¿Quién gana con 65 a 65?
#
# |  | Regla |
# |---|---|
# | Por defecto | El bando defensor: el declarante necesitaba 66 (R-SCORE-2). |
# | En una mesa que juega esta variante | Nadie: el reparto es nulo y nadie paga. |
#
# Del reglamento:
#
# > **V-TIE-VOID** Un empate 65-65 es nulo: nadie paga.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "v-tie-void")

# %% [markdown]
# ### 36. Variante: 30 también es kein Wasser (V-WASSER-30)
#
# ¿Cuándo cuentan los perdedores como kein Wasser («sin agua»)?
#
# |  | Regla |
# |---|---|
# | Por defecto | Con menos de 30 puntos, contando los 10 de la última baza (R-VALUE-1). |
# | En una mesa que juega esta variante | Con 30 puntos o menos. |
#
# Del reglamento:
#
# > **V-WASSER-30** 30 puntos también cuentan como kein Wasser.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "v-wasser-30")

# %% [markdown]
# ### 37. Variante: un Neid-Spiel más caro (V-NEID-BASE2)
#
# ¿Cuál es la base de un Neid-Spiel?
#
# |  | Regla |
# |---|---|
# | Por defecto | Como el Treiben: 1, 2 o 3 (R-VALUE-1). |
# | En una mesa que juega esta variante | Uno más: 2, 3 o 4. |
#
# Del reglamento:
#
# > **V-NEID-BASE2** El Neid-Spiel vale base 2/3/4.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "v-neid-base2")

# %% [markdown]
# ### 38. Variante: el Trumpf-Durch vale 7 (V-TDURCH-7)
#
# ¿Cuánto vale un Trumpf-Durch?
#
# |  | Regla |
# |---|---|
# | Por defecto | 6, como un Durch (R-VALUE-1). |
# | En una mesa que juega esta variante | 7. |
#
# Del reglamento:
#
# > **V-TDURCH-7** El Trumpf-Durch vale 7.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "v-tdurch-7")

# %% [markdown]
# ### 39. Variante: la absolución deja las subidas (V-MATZL-RAISES-DUE)
#
# ¿Qué anula la absolución?
#
# |  | Regla |
# |---|---|
# | Por defecto | Todo: los perdedores que cazaron el Matzl no pagan nada (R-MATZL-2). |
# | En una mesa que juega esta variante | Solo la base: las subidas se pagan igualmente. |
#
# Del reglamento:
#
# > **V-MATZL-RAISES-DUE** La absolución anula la base pero las subidas se pagan.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "v-matzl-raises-due")

# %% [markdown]
# ### 40. Variante: la bonificación del Matzl llega sola (V-MATZL-AUTO)
#
# ¿Cómo se gana la bonificación del Matzl?
#
# |  | Regla |
# |---|---|
# | Por defecto | Los ganadores que lo cazaron deben reclamarla, o se pierde (R-MATZL-3). |
# | En una mesa que juega esta variante | Se suma sola. |
#
# Del reglamento:
#
# > **V-MATZL-AUTO** La bonificación del Matzl se suma sin reclamarla.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "v-matzl-auto")

# %% [markdown]
# ### 41. Variante: sin Matzl en el Trumpf-Durch (V-MATZL-NO-DURCH)
#
# ¿Vale la regla del Matzl en un Trumpf-Durch?
#
# |  | Regla |
# |---|---|
# | Por defecto | Sí: tiene triunfo, así que tiene Matzl (R-MATZL-1). |
# | En una mesa que juega esta variante | No: solo lo tienen Rufen, Treiben y el Neid-Spiel. |
#
# Del reglamento:
#
# > **V-MATZL-NO-DURCH** Tampoco hay regla del Matzl en el Trumpf-Durch.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "v-matzl-no-durch")

# %% [markdown]
# ### 42. Variante: un solo plano (V-SOLO-FLAT)
#
# ¿Qué gana o pierde un solista?
#
# |  | Regla |
# |---|---|
# | Por defecto | 3V, y cada defensor V (R-SETTLE-1). |
# | En una mesa que juega esta variante | V en total, repartido entre los tres defensores. |
#
# Del reglamento:
#
# > **V-SOLO-FLAT** El solista gana o paga V en total, y los tres defensores se lo reparten en puntos enteros: a cada uno un tercio de V, redondeado hacia abajo, y lo que sobra, de punto en punto a los defensores, en el sentido de las agujas del reloj desde la izquierda del solista. La suma sigue siendo cero.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "v-solo-flat")

# %% [markdown]
# ### 43. Variante: un Durch perdido se detiene (V-DURCH-STOP)
#
# ¿Se juega hasta el final un Durch que ya perdió una baza?
#
# |  | Regla |
# |---|---|
# | Por defecto | Sí, las 8 bazas (R-SCORE-3). |
# | En una mesa que juega esta variante | No: el reparto termina en la primera baza perdida. |
#
# Del reglamento:
#
# > **V-DURCH-STOP** Un Durch termina en la primera baza que pierde el declarante.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "v-durch-stop")

# %% [markdown] tags=["notebook-only"]
# ## Tu progreso
#
# Las reglas que has visto en un tablero y las que has respondido, en este cuaderno y en la aplicación por igual.

# %% jupyter={"source_hidden": true} tags=["hide-input", "notebook-only"]
progress("matzlfangen")
