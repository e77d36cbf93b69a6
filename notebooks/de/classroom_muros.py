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
# # Muros im Unterricht
#
# Vorbereitete Stellungen für den Projektor, je eine Regel. Lies der Klasse die Ausgangslage eines Abschnitts vor und lass sie raten; dann drücke auf dem Spielbrett **Schritt spielen ▶**. Das Bild zeigt die Stellung vor dem Schritt; **↺ Zurücksetzen** stellt das Spielbrett wieder darauf zurück.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
from tutor.widgets.notebook import language, scenario

language("de")

# %% [markdown]
# ## 1. In Phase 1 darf keine Karte einer anderen gegenüberliegen (MU9)
#
# Auf W3 liegt schon eine Karte. Sieh zu, was passiert, wenn eine Karte auf O3 versucht wird, dem gegenüberliegenden Platz.
#
# Aus dem Regelwerk:
#
# > **MU9** Phase 1 (Karten 1-18): Ein Anlegeplatz ist nur erlaubt, wenn er und der Anlegeplatz am anderen Ende seiner Linie beide frei sind, so liegt eine Karte nie einer anderen gegenüber.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
scenario("muros", 1)

# %% [markdown]
# **Nach dem Schritt:** Abgelehnt: In Phase 1 nimmt jede Linie nur eine Karte.

# %% [markdown]
# ## 2. k = 0: Nichts passiert (MU13)
#
# Zeile 4 hat keinen gelben Stein. Eine gelbe Karte kommt auf W4.
#
# Aus dem Regelwerk:
#
# > **MU13** Anlegen einer Karte der Farbe X in Phase 1: Zähle die X-Steine der Linie (k); ist k > 0, entferne die ersten k Steine, auf die du vom anderen Ende her triffst (jeder Farbe, leere Felder übersprungen); dann rutschen die übrigen Steine von der Karte weg, bis auf dem Feld am anderen Ende ein Stein liegt, wobei die Lücken zwischen ihnen bleiben.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
scenario("muros", 2)

# %% [markdown]
# **Nach dem Schritt:** Kein Gelb, also k = 0: Kein Stein geht, und nichts rutscht.

# %% [markdown]
# ## 3. Beim Nachrutschen bleiben die Lücken (MU13, MU14)
#
# Zeile 5 hat drei leere Felder und zwei grüne Steine. Eine grüne Karte kommt auf O5: Anzahl 2, also 2 Steine vom linken Ende weg, der Rest rutscht nach links.
#
# Aus dem Regelwerk:
#
# > **MU13** Anlegen einer Karte der Farbe X in Phase 1: Zähle die X-Steine der Linie (k); ist k > 0, entferne die ersten k Steine, auf die du vom anderen Ende her triffst (jeder Farbe, leere Felder übersprungen); dann rutschen die übrigen Steine von der Karte weg, bis auf dem Feld am anderen Ende ein Stein liegt, wobei die Lücken zwischen ihnen bleiben.
# >
# > **MU14** Die Steine rutschen zum anderen Ende hin, weg von der Karte, also sammeln sich die neuen leeren Felder neben der Karte. (Zur Karte hin zu rutschen ist die Variante „Rutschen zur Karte“.)

# %% jupyter={"source_hidden": true} tags=["hide-input"]
scenario("muros", 3)

# %% [markdown]
# **Nach dem Schritt:** Die Lücke zwischen den blauen und den grünen Steinen bleibt; die neuen leeren Felder liegen neben der Karte.

# %% [markdown]
# ## 4. Eine Lücke in einer kreuzenden Linie (MU16)
#
# Eine rote Karte kommt auf W2; achte auf die Spalten, die Zeile 2 kreuzen.
#
# Aus dem Regelwerk:
#
# > **MU16** Entfernen und Rutschen in einer Linie verändert die Felder, die sie mit kreuzenden Linien teilt; so entstehen Lücken mitten in Linien. Ein leeres Feld füllt sich erst wieder, wenn ein späteres Rutschen einen Stein hineinschiebt.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
scenario("muros", 4)

# %% [markdown]
# **Nach dem Schritt:** Die umrahmten Felder haben sich geändert: Die drei Spalten links in Zeile 2 haben dort jetzt ein leeres Feld.

# %% [markdown]
# ## 5. Gleiche Farbe blockiert die Linie (MU18)
#
# Phase 2: Eine blaue Karte kommt auf W6, gegenüber der blauen Karte auf O6.
#
# Aus dem Regelwerk:
#
# > **MU18** Dieselbe Farbe wie die gegenüberliegende Karte: Die Linie ist blockiert und nichts passiert.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
scenario("muros", 5)

# %% [markdown]
# **Nach dem Schritt:** Blockiert: Nichts wird genommen, die Linie ist voll.

# %% [markdown]
# ## 6. Eine Beute, die die Mehrheit ändert (MU19, MU24)
#
# Achte auf die umrahmte Zeile „Steine auf dem Spielbrett“ direkt unter dem Spielbrett: P1 erbeutet die roten Steine von Zeile 4.
#
# Aus dem Regelwerk:
#
# > **MU19** Andere Farbe: Du darfst eine der beiden Kartenfarben wählen und alle Steine dieser Farbe aus der Linie in deinen Vorrat nehmen; nichts rutscht.
# >
# > **MU24** Die Mehrheitsfarbe ist die Farbe mit den meisten übrigen Steinen; es gewinnt, wer am meisten davon erbeutet hat, egal was er sonst besitzt.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
scenario("muros", 6)

# %% [markdown]
# **Nach dem Schritt:** Vier rote Steine weniger auf dem Spielbrett: Die Mehrheitsfarbe kann sich ändern.

# %% [markdown]
# ## 7. Ein Gleichstand, nach Stufen entschieden (MU24, MU25, MU26)
#
# Die letzte Karte. Rot und Blau liegen auf dem Spielbrett mit je 7 gleichauf; P1 hat 4 rote, 1 blauen und 5 gelbe erbeutet, P2 2 rote, 3 blaue und 2 grüne. Wer gewinnt?
#
# Aus dem Regelwerk:
#
# > **MU24** Die Mehrheitsfarbe ist die Farbe mit den meisten übrigen Steinen; es gewinnt, wer am meisten davon erbeutet hat, egal was er sonst besitzt.
# >
# > **MU25** Gleichstand zwischen Spielern: Verglichen wird die Beute der zweithäufigsten Farbe, dann der dritthäufigsten, dann der vierthäufigsten.
# >
# > **MU26** Farben mit gleich vielen Steinen auf dem Spielbrett bilden eine Stufe: Die Beute eines Spielers in diesen Farben wird zusammengezählt und gemeinsam verglichen, Stufe für Stufe. (Die Variante „beste Einzelfarbe“ vergleicht stattdessen die beste einzelne Farbe.)

# %% jupyter={"source_hidden": true} tags=["hide-input"]
scenario("muros", 7)

# %% [markdown]
# **Nach dem Schritt:** Rot und Blau bilden eine Stufe: je 5. Die nächste Stufe, Grün, steht für P2 2 zu 0: P2 gewinnt.
