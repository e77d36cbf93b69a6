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
# # Matzlfangen en clase
#
# Posiciones preparadas para el proyector, una regla cada una. Lee a la clase el planteamiento de una sección y deja que adivinen; luego pulsa **Jugar el paso ▶** en el tablero. La imagen muestra la posición antes del paso; **↺ Reiniciar** devuelve el tablero a ella.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
from tutor.widgets.notebook import language, scenario

language("es")

# %% [markdown]
# ## 1. Farbzwang: asistir al palo (R-PLAY-2)
#
# P4 juega Treiben solo, con triunfo Herz, y salió con el Laub König. P1 tiene dos cartas de Laub. Mira cómo P1 intenta fallar con el Herz Zehn.
#
# Del reglamento:
#
# > **R-PLAY-2** Farbzwang: si tienes el palo de salida debes jugarlo (a triunfo se asiste con triunfo).

# %% jupyter={"source_hidden": true} tags=["hide-input"]
scenario("matzlfangen", 1)

# %% [markdown]
# **Después del paso:** Rechazada: P1 tiene Laub, así que debe asistir. El Laub 7 sí vale.

# %% [markdown]
# ## 2. Stichzwang: montar la baza (R-PLAY-3)
#
# P4, el solista, salió con el Laub König. P1 tiene la Laub Sau y el Laub 7, e intenta jugar el 7.
#
# Del reglamento:
#
# > **R-PLAY-3** Stichzwang: al asistir debes montar la baza si puedes; si una salida sin triunfo ya está fallada, vale cualquier carta del palo.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
scenario("matzlfangen", 2)

# %% [markdown]
# **Después del paso:** Rechazada: la Sau supera al König, así que P1 debe jugarla.

# %% [markdown]
# ## 3. Trumpfzwang: fallar si no puedes asistir (R-PLAY-4)
#
# P4, el solista, salió con el Laub König (triunfo Herz). P1 no tiene Laub pero sí dos triunfos, e intenta tirar la Eichel Sau.
#
# Del reglamento:
#
# > **R-PLAY-4** Trumpfzwang: sin el palo de salida debes fallar, contrafallar si puedes, y si no, con un triunfo menor.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
scenario("matzlfangen", 3)

# %% [markdown]
# **Después del paso:** Rechazada: sin Laub, P1 debe fallar; aquí gana cualquier triunfo, también el 7.

# %% [markdown]
# ## 4. Contrafallar si puedes (R-PLAY-4)
#
# P3 salió con el Schellen König y P4, el solista, falló con el Herz Ober. P1 intenta fallar por debajo con el 9.
#
# Del reglamento:
#
# > **R-PLAY-4** Trumpfzwang: sin el palo de salida debes fallar, contrafallar si puedes, y si no, con un triunfo menor.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
scenario("matzlfangen", 4)

# %% [markdown]
# **Después del paso:** Rechazada: P1 puede superar al Ober, así que debe contrafallar con la Sau.

# %% [markdown]
# ## 5. Una baza fallada libera el palo de salida (R-PLAY-2, R-PLAY-3)
#
# P3 salió con el Laub König y P4, el solista, lo falló. P1 tiene la Laub Sau y el Laub 7, y primero intenta fallar también.
#
# Del reglamento:
#
# > **R-PLAY-2** Farbzwang: si tienes el palo de salida debes jugarlo (a triunfo se asiste con triunfo).
# >
# > **R-PLAY-3** Stichzwang: al asistir debes montar la baza si puedes; si una salida sin triunfo ya está fallada, vale cualquier carta del palo.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
scenario("matzlfangen", 5)

# %% [markdown]
# **Después del paso:** El Farbzwang va primero, así que nada de fallar; pero ningún Laub puede ganar una baza fallada, así que vale el 7 y la Sau se queda en la mano.

# %% [markdown]
# ## 6. El descarte libre (R-PLAY-5)
#
# P4 salió con el Schellen König. P1 no tiene ni Schellen ni triunfo: vale cualquier carta.
#
# Del reglamento:
#
# > **R-PLAY-5** Sin el palo de salida ni triunfo puedes jugar cualquier carta; el Durch no tiene triunfos.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
scenario("matzlfangen", 6)

# %% [markdown]
# **Después del paso:** Libre de elegir, P1 tira una carta que no vale nada.

# %% [markdown]
# ## 7. Montar incluso al compañero (R-PLAY-6)
#
# P3 juega Treiben solo. P4, compañero de P1, sale con el Laub König; P1 intenta dejarle ganar con el 7.
#
# Del reglamento:
#
# > **R-PLAY-6** Las obligaciones valen aunque tu compañero vaya ganando la baza.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
scenario("matzlfangen", 7)

# %% [markdown]
# **Después del paso:** Rechazada: el Stichzwang vale también contra tu propio compañero.

# %% [markdown]
# ## 8. Cazar el Matzl (R-MATZL-1)
#
# P2 juega Treiben con triunfo Herz y sale con su Herz Zehn, el Matzl. P1 tiene la Herz Sau.
#
# Del reglamento:
#
# > **R-MATZL-1** Un bando caza el Matzl cuando gana una baza con el diez de triunfo jugado por el otro bando. No en el Durch simple.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
scenario("matzlfangen", 8)

# %% [markdown]
# **Después del paso:** Los defensores cazaron el Matzl del solista: si pierden no pagan nada, y si ganan pueden reclamar uno más.

# %% [markdown]
# ## 9. Absolución: los perdedores no pagan (R-MATZL-2)
#
# P1 juega Treiben con dos subidas, y va perdiendo. En la última baza P2 saca el Matzl y P1 lo gana con la Herz Sau.
#
# Del reglamento:
#
# > **R-MATZL-2** Absolución: si el bando que cazó pierde, no paga nada, subidas incluidas.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
scenario("matzlfangen", 9)

# %% [markdown]
# **Después del paso:** P1 perdió, pero cazó el Matzl: se anula todo el valor, subidas incluidas.

# %% [markdown]
# ## 10. La liquidación, paso a paso (R-VALUE-1, R-SPR-1, R-MATZL-3, R-SETTLE-1)
#
# P2 juega Treiben con dos subidas. Última baza: P1 caza el Matzl para los defensores y luego reclama la bonificación. Mira cómo crece el valor línea a línea.
#
# Del reglamento:
#
# > **R-VALUE-1** Valor de la partida: base 1; 2 si los perdedores tienen menos de 30 (kein Wasser); 3 si no hicieron baza; Durch y Trumpf-Durch 6. Luego + subidas, luego el Matzl.
# >
# > **R-SPR-1** Spritzen: los bandos suben por turnos; cada subida añade +1 punto de juego, sin doblar.
# >
# > **R-MATZL-3** Bonificación: si el bando que cazó gana, puede reclamar +1; si no lo reclama, se pierde.
# >
# > **R-SETTLE-1** Liquidación, en puntos de juego de suma cero: en Rufen cada ganador recibe +V y cada perdedor -V; en un solo, si gana el solista recibe +3V y cada defensor -V, y si pierde, -3V y cada defensor +V.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
scenario("matzlfangen", 10)

# %% [markdown]
# **Después del paso:** Base, más las subidas, más la bonificación del Matzl reclamada: el solista paga V a cada defensor.
