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
# # Matzlfangen im Unterricht
#
# Vorbereitete Stellungen für den Projektor, je eine Regel. Lies der Klasse die Ausgangslage eines Abschnitts vor und lass sie raten; dann drücke auf dem Spielbrett **Schritt spielen ▶**. Das Bild zeigt die Stellung vor dem Schritt; **↺ Zurücksetzen** stellt das Spielbrett wieder darauf zurück.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
from tutor.widgets.notebook import language, scenario

language("de")

# %% [markdown]
# ## 1. Farbzwang: bedienen (R-PLAY-2)
#
# P4 spielt Treiben allein, Herz ist Trumpf, und hat den Laub-König ausgespielt. P1 hält zwei Laub-Karten. Sieh zu, wie P1 mit der Herz-Zehn zu stechen versucht.
#
# Aus dem Regelwerk:
#
# > **R-PLAY-2** Farbzwang: Hast du die ausgespielte Farbe, musst du sie spielen (auf Trumpf gibt man Trumpf zu).

# %% jupyter={"source_hidden": true} tags=["hide-input"]
scenario("matzlfangen", 1)

# %% [markdown]
# **Nach dem Schritt:** Abgelehnt: P1 hat Laub, also muss P1 bedienen. Die Laub-7 ist erlaubt.

# %% [markdown]
# ## 2. Stichzwang: die beste Karte überstechen (R-PLAY-3)
#
# P4, der Alleinspieler, hat den Laub-König ausgespielt. P1 hält die Laub-Sau und die Laub-7 und versucht es mit der 7.
#
# Aus dem Regelwerk:
#
# > **R-PLAY-3** Stichzwang: Beim Bedienen musst du den Stich übernehmen, wenn du kannst; ist ein Ausspiel ohne Trumpf schon gestochen, genügt jede Karte der ausgespielten Farbe.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
scenario("matzlfangen", 2)

# %% [markdown]
# **Nach dem Schritt:** Abgelehnt: Die Sau sticht den König, also muss P1 sie spielen.

# %% [markdown]
# ## 3. Trumpfzwang: stechen, wenn du nicht bedienen kannst (R-PLAY-4)
#
# P4, der Alleinspieler, hat den Laub-König ausgespielt (Herz ist Trumpf). P1 hat kein Laub, aber zwei Trümpfe, und versucht, die Eichel-Sau abzuwerfen.
#
# Aus dem Regelwerk:
#
# > **R-PLAY-4** Trumpfzwang: Bist du in der ausgespielten Farbe frei, musst du stechen, wenn möglich übertrumpfen, sonst mit einem niedrigeren Trumpf.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
scenario("matzlfangen", 3)

# %% [markdown]
# **Nach dem Schritt:** Abgelehnt: Ohne Laub muss P1 stechen; hier gewinnt jeder Trumpf, auch die 7.

# %% [markdown]
# ## 4. Übertrumpfen, wenn du kannst (R-PLAY-4)
#
# P3 hat den Schellen-König ausgespielt, und P4, der Alleinspieler, hat mit dem Herz-Ober gestochen. P1 versucht, mit der 9 niedrig zu stechen.
#
# Aus dem Regelwerk:
#
# > **R-PLAY-4** Trumpfzwang: Bist du in der ausgespielten Farbe frei, musst du stechen, wenn möglich übertrumpfen, sonst mit einem niedrigeren Trumpf.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
scenario("matzlfangen", 4)

# %% [markdown]
# **Nach dem Schritt:** Abgelehnt: P1 kann den Ober überstechen, also muss P1 mit der Sau übertrumpfen.

# %% [markdown]
# ## 5. Ein gestochener Stich gibt die ausgespielte Farbe frei (R-PLAY-2, R-PLAY-3)
#
# P3 hat den Laub-König ausgespielt, und P4, der Alleinspieler, hat ihn gestochen. P1 hält die Laub-Sau und die Laub-7 und versucht zuerst, ebenfalls zu stechen.
#
# Aus dem Regelwerk:
#
# > **R-PLAY-2** Farbzwang: Hast du die ausgespielte Farbe, musst du sie spielen (auf Trumpf gibt man Trumpf zu).
# >
# > **R-PLAY-3** Stichzwang: Beim Bedienen musst du den Stich übernehmen, wenn du kannst; ist ein Ausspiel ohne Trumpf schon gestochen, genügt jede Karte der ausgespielten Farbe.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
scenario("matzlfangen", 5)

# %% [markdown]
# **Nach dem Schritt:** Der Farbzwang geht vor, also kein Trumpf; aber kein Laub kann einen gestochenen Stich gewinnen, also reicht die 7, und die Sau bleibt auf der Hand.

# %% [markdown]
# ## 6. Das freie Abwerfen (R-PLAY-5)
#
# P4 hat den Schellen-König ausgespielt. P1 hat weder Schellen noch Trumpf: Jede Karte ist erlaubt.
#
# Aus dem Regelwerk:
#
# > **R-PLAY-5** Hast du weder die ausgespielte Farbe noch Trumpf, darfst du jede Karte spielen; Durch hat keinen Trumpf.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
scenario("matzlfangen", 6)

# %% [markdown]
# **Nach dem Schritt:** Frei in der Wahl, wirft P1 eine Karte ab, die nichts zählt.

# %% [markdown]
# ## 7. Sogar den eigenen Partner überstechen (R-PLAY-6)
#
# P3 spielt Treiben allein. P1s Partner P4 spielt den Laub-König aus; P1 versucht, ihn mit der 7 gewinnen zu lassen.
#
# Aus dem Regelwerk:
#
# > **R-PLAY-6** Die Zwänge gelten auch dann, wenn dein Partner den Stich gerade gewinnt.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
scenario("matzlfangen", 7)

# %% [markdown]
# **Nach dem Schritt:** Abgelehnt: Der Stichzwang gilt auch gegen den eigenen Partner.

# %% [markdown]
# ## 8. Den Matzl fangen (R-MATZL-1)
#
# P2 spielt Treiben mit Herz als Trumpf und spielt seine Herz-Zehn aus, den Matzl. P1 hält die Herz-Sau.
#
# Aus dem Regelwerk:
#
# > **R-MATZL-1** Eine Partei fängt den Matzl, wenn sie einen Stich gewinnt, in dem die Trumpf-Zehn der anderen Partei liegt. Nicht im einfachen Durch.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
scenario("matzlfangen", 8)

# %% [markdown]
# **Nach dem Schritt:** Die Gegenspieler haben den Matzl des Alleinspielers gefangen: Verlieren sie, zahlen sie nichts; gewinnen sie, dürfen sie einen Punkt mehr beanspruchen.

# %% [markdown]
# ## 9. Lossprechung: Die Verlierer zahlen nichts (R-MATZL-2)
#
# P1 spielt Treiben mit zwei Erhöhungen und verliert gerade. Im letzten Stich spielt P2 den Matzl aus, und P1 nimmt ihn mit der Herz-Sau.
#
# Aus dem Regelwerk:
#
# > **R-MATZL-2** Absolution: Verliert die Partei, die den Matzl gefangen hat, zahlt sie nichts, auch nicht die Erhöhungen.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
scenario("matzlfangen", 9)

# %% [markdown]
# **Nach dem Schritt:** P1 hat verloren, aber den Matzl gefangen: Der ganze Wert, Erhöhungen eingeschlossen, entfällt.

# %% [markdown]
# ## 10. Die Abrechnung, Schritt für Schritt (R-VALUE-1, R-SPR-1, R-MATZL-3, R-SETTLE-1)
#
# P2 spielt Treiben mit zwei Erhöhungen. Der letzte Stich: P1 fängt den Matzl für die Gegenspieler und beansprucht dann den Bonus. Sieh zu, wie der Wert Zeile für Zeile wächst.
#
# Aus dem Regelwerk:
#
# > **R-VALUE-1** Spielwert: Grundwert 1; 2, wenn die Verlierer unter 30 haben (kein Wasser); 3, wenn sie keinen Stich gemacht haben; Durch und Trumpf-Durch 6. Dann + Erhöhungen, dann der Matzl.
# >
# > **R-SPR-1** Spritzen: Die Parteien erhöhen abwechselnd; jede Erhöhung bringt +1 Spielpunkt, es wird nicht verdoppelt.
# >
# > **R-MATZL-3** Bonus: Gewinnt die Partei, die den Matzl gefangen hat, darf sie +1 einfordern; fordert sie ihn nicht ein, verfällt er.
# >
# > **R-SETTLE-1** Abrechnung in Spielpunkten mit der Summe null: Beim Rufen bekommt jeder Gewinner +V und jeder Verlierer -V; im Solo bekommt ein gewinnender Alleinspieler +3V und jeder Gegenspieler -V, ein verlierender Alleinspieler -3V und jeder Gegenspieler +V.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
scenario("matzlfangen", 10)

# %% [markdown]
# **Nach dem Schritt:** Grundwert plus Erhöhungen plus beanspruchter Matzl-Bonus: Der Alleinspieler zahlt jedem Gegenspieler V.
