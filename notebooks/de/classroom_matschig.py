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
# # Matschig im Unterricht
#
# Vorbereitete Stellungen für den Projektor, je eine Regel. Lies der Klasse die Ausgangslage eines Abschnitts vor und lass sie raten; dann drücke auf dem Spielbrett **Schritt spielen ▶**. Das Bild zeigt die Stellung vor dem Schritt; **↺ Zurücksetzen** stellt das Spielbrett wieder darauf zurück.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
from tutor.widgets.notebook import language, scenario

language("de")

# %% [markdown]
# ## 1. Ein perfekter Matsch, den niemand ergänzen kann (M9, M10)
#
# P1 wirft Wasser 4 und Sand 4 auf P3. P2 hält ebenfalls eine Wasser 4: Achte darauf, ob jemand gefragt wird, ob er ergänzt.
#
# Aus dem Regelwerk:
#
# > **M9** Ein Matsch ist perfekt, wenn seine Wasserwerte zusammen genauso viel ergeben wie seine Sandwerte.
# >
# > **M10** Ein perfekter Matsch lässt sich nicht ergänzen, also kann ihn niemand durch Ergänzen übernehmen; das Ziel wehrt sofort ab.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
scenario("matschig", 1)

# %% [markdown]
# **Nach dem Schritt:** Wasser 4 = Sand 4: perfekt. Kein Fenster zum Ergänzen; P3 muss sich sofort wehren.

# %% [markdown]
# ## 2. Eine Ergänzung, die den Matsch umlenkt (M12, M13, M14, M15)
#
# P1 wirft Wasser 3 und Sand 5 auf P2. Eine Wasser 2 ergänzt ihn, und P3 hält eine. Jeder wird der Reihe nach gefragt.
#
# Aus dem Regelwerk:
#
# > **M12** Die ergänzende Karte ist eine Karte der fehlenden Sorte, deren Wert der Unterschied ist: W3 S5 (Wasser 3, Sand 5) braucht W2 (Wasser 2), W3 S1 braucht S2 (Sand 2).
# >
# > **M13** Jeder außer dem Absender (wer den Matsch geworfen, ergänzt oder zuletzt umgelenkt hat) darf ihn ergänzen, auch das Ziel.
# >
# > **M14** Wettlauf: Links vom Absender beginnend und im Uhrzeigersinn wird jeder, der ergänzen darf, der Reihe nach gefragt, ob er die Karte hat oder nicht, sodass die Reihenfolge der Fragen keine Hand verrät; ohne die Karte kannst du nur verzichten. Wer als Erster zusagt, ergänzt.
# >
# > **M15** Wer ergänzt, legt die Karte dazu (der Matsch ist jetzt perfekt) und nennt ein neues Ziel, jeden außer sich selbst; damit wird er zum Absender.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
scenario("matschig", 2)

# %% [markdown]
# **Nach dem Schritt:** P3 hat ihn perfekt gemacht (5 = 5) und auf den Werfer zurückgeschickt: Jetzt muss sich P1 wehren.

# %% [markdown]
# ## 3. Regenschirme, die eine Karte aufhalten, aber nicht die andere (M18)
#
# Wasser 2 und Sand 5 fliegen auf P1, der einen großen Regenschirm hat, den Regenschirm 7. Zuerst versucht P1, beide Karten damit abzuwehren.
#
# Aus dem Regelwerk:
#
# > **M18** Regenschirme: Gruppen von Regenschirmen, jede schirmt eine Matschkarte ab; eine Gruppe hält ihre Karte auf, wenn ihre Werte zusammen mindestens den Wert der Karte erreichen, und darf mehr Regenschirme enthalten als nötig. Ein Regenschirm schirmt eine Matschkarte ab. Das Ziel nimmt die ungeschützten Karten; die gespielten Regenschirme und die aufgehaltenen Karten kommen aus dem Spiel.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
scenario("matschig", 3)

# %% [markdown]
# **Nach dem Schritt:** Ein Regenschirm hält eine Matschkarte auf: Regenschirm 7 hält Sand 5 auf, und P1 nimmt Wasser 2.

# %% [markdown]
# ## 4. Das Rohr (M19a)
#
# Wasser 3 und Sand 5 fliegen auf P1, der sie mit dem Rohr an P3 weiterleitet. Der Matsch ist immer noch nicht perfekt: Ein neues Fenster öffnet sich.
#
# Aus dem Regelwerk:
#
# > **M19a** Rohr: Lenke den ganzen Matsch zu einem anderen Spieler um; du wirst zum Absender, und ist der Matsch nicht perfekt, darf er wieder ergänzt werden.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
scenario("matschig", 4)

# %% [markdown]
# **Nach dem Schritt:** P1 ist jetzt der Absender: Alle anderen werden gefragt, auch der Werfer P2.

# %% [markdown]
# ## 5. Das Gebläse (M19b)
#
# Wasser 5 und Sand 2 fliegen auf P1, der das Gebläse spielt.
#
# Aus dem Regelwerk:
#
# > **M19b** Gebläse: Der Sand kommt aus dem Spiel, das Ziel nimmt das Wasser.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
scenario("matschig", 5)

# %% [markdown]
# **Nach dem Schritt:** Der Sand wird weggeblasen; P1 nimmt Wasser 5.

# %% [markdown]
# ## 6. Der Flammenwerfer (M19c)
#
# Wasser 5 und Sand 2 fliegen auf P1, der den Flammenwerfer spielt.
#
# Aus dem Regelwerk:
#
# > **M19c** Flammenwerfer: Das Wasser kommt aus dem Spiel, das Ziel nimmt den Sand.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
scenario("matschig", 6)

# %% [markdown]
# **Nach dem Schritt:** Das Wasser verdampft; P1 nimmt Sand 2.

# %% [markdown]
# ## 7. Der Wasseranzug (M19d)
#
# Wasser 7 und Sand 7, zusammen 14, fliegen auf P1. Der Wasseranzug hält höchstens 13 auf.
#
# Aus dem Regelwerk:
#
# > **M19d** Wasseranzug: hält Matschkarten im Gesamtwert von bis zu 13 auf, die das Ziel auswählt; den Rest nimmt es. Nur ein Matsch im Wert von 14 (7 gegen 7) wird nicht ganz aufgehalten; dann wählt das Ziel, welche Karte es nimmt, und die kleinste ist nicht immer die billigste: Eine Karte derselben Sorte wie der eigene Haufen hält den Haufen sortenrein.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
scenario("matschig", 7)

# %% [markdown]
# **Nach dem Schritt:** Sie hält Wasser 7 auf; P1 nimmt Sand 7. Nur eine perfekte 14 ist für die Farbe jemals zu viel.

# %% [markdown]
# ## 8. Der MG-Schirm (M19e)
#
# Wasser 4 und Sand 6 fliegen auf P1, der den MG-Schirm abfeuert. Von oben liegen im Nachziehstapel Wasser 3, dann Regenschirm 2, dann Wasser 2: Zuerst deckt P2 auf, dann P3, dann P4.
#
# Aus dem Regelwerk:
#
# > **M19e** MG-Schirm: Der Matsch kommt aus dem Spiel; jeder andere Spieler deckt, links vom Ziel beginnend im Uhrzeigersinn, die oberste Karte des Nachziehstapels auf: Matsch kommt auf seinen Haufen, alles andere kommt aus dem Spiel, und er ist sicher.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
scenario("matschig", 8)

# %% [markdown]
# **Nach dem Schritt:** Der Matsch ist weg. Eine aufgedeckte Matschkarte landet auf dem Stapel dieses Spielers; alles andere rettet ihn.

# %% [markdown]
# ## 9. Ein gemischter Stapel gegen einen Stapel einer Sorte (M26, M22)
#
# Der letzte Matsch der Runde. Der Stapel von P3, Sand 5, 6, 7 und 7, ist nur Sand; der von P4, Wasser 3 und Sand 4, ist gemischt. P1 nimmt an, der Nachziehstapel reicht nicht mehr, und die Runde wird gewertet.
#
# Aus dem Regelwerk:
#
# > **M26** Rundenwertung: Ein leerer Haufen zählt 0; ein Haufen aus nur einer Sorte zählt 1 Punkt pro Karte; sonst die Summe der Werte.
# >
# > **M22** Kann der Nachziehstapel nicht jede Hand auf 7 auffüllen, zieht niemand nach und die Runde endet.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
scenario("matschig", 9)

# %% [markdown]
# **Nach dem Schritt:** Der reine Sandstapel von P3 zählt 4 (1 pro Karte); der gemischte Stapel von P4 zählt 7 (die Summe). Große Karten einer Sorte sind billig.
