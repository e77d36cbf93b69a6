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
# Dieses Notebook geht die Regeln von Muros durch, eine Lektion pro Abschnitt. Jeder Abschnitt erklärt eine Idee, zitiert aus dem Regelwerk die Regeln, die er lehrt, und zeigt das Spielbrett der Lektion: Das Bild ist die Stellung, mit der sie beginnt.
#
# Führe das Notebook aus (*Run ▸ Run All*), um zu spielen: Dann prüft jedes Spielbrett deine Aufgabe, gibt Tipps und stellt seine Fragen. **Rückgängig**, **Wiederholen** und der Schieberegler für die Schritte bewegen ein Spielbrett vor und zurück, sodass eine Lehrkraft einen Abschnitt Schritt für Schritt zeigen kann.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
from tutor.widgets.notebook import language, lesson, progress

language("de")

# %% [markdown]
# ## 1. Das Ziel, und eine Karte pro Zug (MU1, MU2, MU3, MU4, MU5, MU6, MU7, MU23, MU24)
#
# 81 Steine liegen in einem Raster von 9×9 Feldern. Rundherum gibt es 36 **Anlegeplätze**, je einen an beiden Enden jeder Zeile und jeder Spalte. Wenn du am Zug bist, legst du **eine Karte** an einen Anlegeplatz, aus deiner geheimen Hand oder von einem offenen Stapel, den alle benutzen dürfen.
#
# **So gewinnst du:** Wenn alle 36 Karten liegen, ist die Farbe mit den meisten Steinen auf dem Spielbrett die **Mehrheitsfarbe**. Wer die meisten Steine dieser Farbe **erbeutet** hat, gewinnt. Die nächsten Lektionen zeigen, wie Karten Steine entfernen und später erbeuten.
#
# Aus dem Regelwerk:
#
# > **MU1** Muros spielen 2 bis 4 Personen.
# >
# > **MU2** Die 81 Steine (17 gelbe, 17 blaue, 17 rote, 17 grüne, 13 weiße) werden zufällig aus dem Beutel gezogen und füllen ein vollständiges 9x9-Raster.
# >
# > **MU3** Die 36 Karten werden gemischt; jeder Spieler bekommt 6 (bei 2 Spielern), 5 (bei 3 Spielern) oder 4 (bei 4 Spielern) und hält sie geheim.
# >
# > **MU4** Die nicht ausgeteilten Karten liegen offen in vier Stapeln, einem pro Farbe, und jeder darf von ihnen spielen.
# >
# > **MU5** Es gibt 36 Karten für 36 Anlegeplätze, also liegt am Ende an jedem Anlegeplatz genau eine Karte.
# >
# > **MU6** Ein zufällig bestimmter Spieler beginnt; gespielt wird im Uhrzeigersinn.
# >
# > **MU7** Wenn du am Zug bist, legst du genau eine Karte an, aus deiner Hand oder von einem beliebigen offenen Stapel.
# >
# > **MU23** Am Ende werden die Steine jeder der vier Kartenfarben gezählt, die noch auf dem Spielbrett liegen; Weiß zählt nie.
# >
# > **MU24** Die Mehrheitsfarbe ist die Farbe mit den meisten übrigen Steinen; es gewinnt, wer am meisten davon erbeutet hat, egal was er sonst besitzt.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("muros", "goal")

# %% [markdown]
# ## 2. Wohin eine Karte darf (MU9, MU10)
#
# **Phase 1** umfasst die ersten 18 Karten. Ein Anlegeplatz darf nur benutzt werden, wenn er leer ist **und** auch der Anlegeplatz am anderen Ende seiner Linie leer ist: In Phase 1 liegt eine Karte nie einer anderen gegenüber. Am Ende von Phase 1 hat deshalb jede Zeile und jede Spalte genau eine Karte.
#
# Sieh dir die Anlegeplätze an, denen eine Karte gegenüberliegt: In Phase 1 kann keiner davon eine Karte aufnehmen.
#
# Aus dem Regelwerk:
#
# > **MU9** Phase 1 (Karten 1-18): Ein Anlegeplatz ist nur erlaubt, wenn er und der Anlegeplatz am anderen Ende seiner Linie beide frei sind, so liegt eine Karte nie einer anderen gegenüber.
# >
# > **MU10** Deshalb liegt am Ende von Phase 1 an jeder der 18 Zeilen und Spalten genau eine Karte.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("muros", "where")

# %% [markdown]
# ## 3. Zählen: Wie viele Steine ausscheiden (MU13)
#
# In Phase 1 wirkt eine Karte der Farbe X auf ihre eigene Linie. Zuerst **zählst** du die Steine der Farbe X in der Linie: Diese Zahl ist **k**, und k Steine verlassen die Linie. Weiße Steine zählen nie (keine Karte ist weiß). Ist k gleich 0, passiert gar nichts.
#
# Probier es am Bild aus: Such dir einen Anlegeplatz und eine Kartenfarbe aus und zähle, wie viele Steine ausscheiden würden.
#
# Aus dem Regelwerk:
#
# > **MU13** Anlegen einer Karte der Farbe X in Phase 1: Zähle die X-Steine der Linie (k); ist k > 0, entferne die ersten k Steine, auf die du vom anderen Ende her triffst (jeder Farbe, leere Felder übersprungen); dann rutschen die übrigen Steine von der Karte weg, bis auf dem Feld am anderen Ende ein Stein liegt, wobei die Lücken zwischen ihnen bleiben.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("muros", "count")

# %% [markdown]
# ## 4. Entfernen vom anderen Ende her (MU13, MU15)
#
# Dann **entfernst du k Steine**: Du beginnst am **anderen** Ende der Linie (dem Ende ohne die Karte) und gehst auf die Karte zu. Nimm die ersten k Steine, auf die du triffst, **egal welche Farbe sie haben**; leere Felder überspringst du. Die entfernten Steine müssen nicht die sein, die du gezählt hast. Sie scheiden aus dem Spiel aus, und niemand bekommt sie.
#
# Aus dem Regelwerk:
#
# > **MU13** Anlegen einer Karte der Farbe X in Phase 1: Zähle die X-Steine der Linie (k); ist k > 0, entferne die ersten k Steine, auf die du vom anderen Ende her triffst (jeder Farbe, leere Felder übersprungen); dann rutschen die übrigen Steine von der Karte weg, bis auf dem Feld am anderen Ende ein Stein liegt, wobei die Lücken zwischen ihnen bleiben.
# >
# > **MU15** Entfernte Steine verlassen das Spiel; niemand bekommt sie gutgeschrieben.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("muros", "remove")

# %% [markdown]
# ## 5. Von der Karte wegrutschen (MU13, MU14)
#
# Zuletzt **rutschen** die übrigen Steine **von der Karte weg**, zum anderen Ende hin, bis auf dem Feld dort ein Stein liegt. Sie rutschen gemeinsam, also **bleiben die Lücken zwischen ihnen erhalten**, und alle neuen leeren Felder sammeln sich **neben der Karte**.
#
# Der verlockende Fehler ist, sie zur Karte hin rutschen zu lassen: Die Regeln sagen das Gegenteil.
#
# Aus dem Regelwerk:
#
# > **MU13** Anlegen einer Karte der Farbe X in Phase 1: Zähle die X-Steine der Linie (k); ist k > 0, entferne die ersten k Steine, auf die du vom anderen Ende her triffst (jeder Farbe, leere Felder übersprungen); dann rutschen die übrigen Steine von der Karte weg, bis auf dem Feld am anderen Ende ein Stein liegt, wobei die Lücken zwischen ihnen bleiben.
# >
# > **MU14** Die Steine rutschen zum anderen Ende hin, weg von der Karte, also sammeln sich die neuen leeren Felder neben der Karte. (Zur Karte hin zu rutschen ist die Variante „Rutschen zur Karte“.)

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("muros", "slide")

# %% [markdown]
# ## 6. Lücken in kreuzenden Linien (MU16)
#
# Jedes Feld gehört zu einer Zeile **und** einer Spalte. Wenn eine Karte in ihrer Linie Steine entfernt oder rutschen lässt, ändern sich auch die kreuzenden Linien, jede in einem Feld. So entstehen Lücken mitten in Linien; nichts füllt sie wieder auf außer einer späteren Karte in ihrer eigenen Linie.
#
# Aus dem Regelwerk:
#
# > **MU16** Entfernen und Rutschen in einer Linie verändert die Felder, die sie mit kreuzenden Linien teilt; so entstehen Lücken mitten in Linien. Ein leeres Feld füllt sich erst wieder, wenn ein späteres Rutschen einen Stein hineinschiebt.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("muros", "crossing")

# %% [markdown]
# ## 7. Phase 2: gegenüberliegende Karten (MU11, MU12, MU17)
#
# Ab der 19. Karte kommt eine Karte an einen beliebigen **leeren** Anlegeplatz, und das heißt jetzt: Sie liegt der Karte am anderen Ende ihrer Linie gegenüber. Es wird nichts mehr entfernt, und nichts rutscht mehr: Die beiden gegenüberliegenden Karten entscheiden, ob die Linie **blockiert** ist oder eine Farbe **erbeutet** wird. Die Partie endet, wenn die 36. Karte liegt.
#
# Aus dem Regelwerk:
#
# > **MU11** Phase 2 (Karten 19-36): Jeder freie Anlegeplatz ist erlaubt; die neue Karte liegt der Karte am anderen Ende gegenüber.
# >
# > **MU12** Das Spiel endet, wenn die 36. Karte angelegt ist.
# >
# > **MU17** In Phase 2 wird nichts entfernt und nichts rutscht; es wird nur blockiert oder erbeutet.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("muros", "phase2")

# %% [markdown]
# ## 8. Gleiche Farbe blockiert (MU17, MU18)
#
# Hat deine Karte **dieselbe Farbe** wie die Karte gegenüber, ist die Linie **blockiert**: Es passiert nichts, und die Linie, jetzt voll, wird nie wieder benutzt. Eine Blockade lässt die Steine der Linie auf dem Spielbrett, für alle.
#
# Aus dem Regelwerk:
#
# > **MU17** In Phase 2 wird nichts entfernt und nichts rutscht; es wird nur blockiert oder erbeutet.
# >
# > **MU18** Dieselbe Farbe wie die gegenüberliegende Karte: Die Linie ist blockiert und nichts passiert.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("muros", "block")

# %% [markdown]
# ## 9. Eine Farbe erbeuten (MU19, MU20, MU21, MU22)
#
# Hat deine Karte eine andere Farbe als die Karte gegenüber, wählst du eine der **beiden Farben**: Du nimmst **alle** Steine dieser Farbe aus der Linie in deinen Vorrat. Die Felder bleiben leer, und nichts rutscht. Das Nehmen ist freiwillig, und eine Farbe ohne Stein in der Linie bringt nichts. Deine Beute liegt offen: Alle können sie zählen.
#
# Aus dem Regelwerk:
#
# > **MU19** Andere Farbe: Du darfst eine der beiden Kartenfarben wählen und alle Steine dieser Farbe aus der Linie in deinen Vorrat nehmen; nichts rutscht.
# >
# > **MU20** Die Wahl ist freiwillig: Du darfst keine der beiden Farben wählen und nichts nehmen. (Die Variante „Erbeuten ist Pflicht“ macht die Wahl zur Pflicht.)
# >
# > **MU21** Hat die gewählte Farbe keinen Stein in der Linie, wird nichts genommen, und die Wahl gilt trotzdem.
# >
# > **MU22** Erbeutete Steine liegen offen vor ihrem Besitzer. (Die Variante „verdeckte Beute“ hält sie verdeckt.)

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("muros", "capture")

# %% [markdown]
# ## 10. Wer gewinnt (MU23, MU24, MU25, MU26, MU27)
#
# Am Ende zählst du die Steine jeder Farbe, die **noch auf dem Spielbrett liegen** (Weiß zählt nicht). Die Farbe mit den meisten ist die Mehrheitsfarbe; wer davon am meisten erbeutet hat, gewinnt. Bei Gleichstand zwischen Spielern entscheidet die zweithäufigste Farbe auf dem Spielbrett, dann die dritte, dann die vierte. Farben, die auf dem Spielbrett gleichauf liegen, bilden eine **Stufe**, und die Beute einer Stufe wird zusammengezählt. Wer dann noch gleichauf liegt, teilt sich den Sieg.
#
# Aus dem Regelwerk:
#
# > **MU23** Am Ende werden die Steine jeder der vier Kartenfarben gezählt, die noch auf dem Spielbrett liegen; Weiß zählt nie.
# >
# > **MU24** Die Mehrheitsfarbe ist die Farbe mit den meisten übrigen Steinen; es gewinnt, wer am meisten davon erbeutet hat, egal was er sonst besitzt.
# >
# > **MU25** Gleichstand zwischen Spielern: Verglichen wird die Beute der zweithäufigsten Farbe, dann der dritthäufigsten, dann der vierthäufigsten.
# >
# > **MU26** Farben mit gleich vielen Steinen auf dem Spielbrett bilden eine Stufe: Die Beute eines Spielers in diesen Farben wird zusammengezählt und gemeinsam verglichen, Stufe für Stufe. (Die Variante „beste Einzelfarbe“ vergleicht stattdessen die beste einzelne Farbe.)
# >
# > **MU27** Spieler, die auch nach der letzten Stufe gleichauf liegen, teilen sich den Sieg.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("muros", "scoring")

# %% [markdown]
# ## 11. Keine Karte zum Spielen (MU8)
#
# Du darfst nicht passen, solange du eine Karte benutzen kannst, aus deiner Hand oder von einem Stapel. Wer keine Karte auf der Hand hat, wenn alle Stapel leer sind, wird übersprungen.
#
# Aus dem Regelwerk:
#
# > **MU8** Du darfst nicht passen, solange du eine Karte anlegen kannst; wer keine Karte auf der Hand hat, wenn keine offene Karte mehr übrig ist, wird übersprungen.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("muros", "skip")

# %% [markdown]
# ## 12. Eine ganze Partie (MU7, MU12, MU24)
#
# Jetzt eine ganze Partie gegen zwei Bots. In der App und im Notebook spielen die Bots Zug um Zug, du kannst fragen, warum ein Bot so gespielt hat, und einen **Tipp** gibt es, wann immer du einen willst.
#
# Aus dem Regelwerk:
#
# > **MU7** Wenn du am Zug bist, legst du genau eine Karte an, aus deiner Hand oder von einem beliebigen offenen Stapel.
# >
# > **MU12** Das Spiel endet, wenn die 36. Karte angelegt ist.
# >
# > **MU24** Die Mehrheitsfarbe ist die Farbe mit den meisten übrigen Steinen; es gewinnt, wer am meisten davon erbeutet hat, egal was er sonst besitzt.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("muros", "full")

# %% [markdown]
# ## Anhang: Varianten
#
# Jede Variante unten ändert eine Regel und lässt den Rest des Spiels, wie er ist. Ein Tisch einigt sich vor dem Spiel auf seine Varianten.

# %% [markdown]
# ### 13. Variante: Felder zählen (MU13, COUNT_CELLS)
#
# Diese Variante versteht „entferne k vom anderen Ende her“ so, dass die k äußersten **Felder** geleert werden, Lücken mitgezählt, und die Linie dann um genau k Felder rutscht. Nach den Grundregeln scheiden k **Steine** aus.
#
# Aus dem Regelwerk:
#
# > **MU13** Anlegen einer Karte der Farbe X in Phase 1: Zähle die X-Steine der Linie (k); ist k > 0, entferne die ersten k Steine, auf die du vom anderen Ende her triffst (jeder Farbe, leere Felder übersprungen); dann rutschen die übrigen Steine von der Karte weg, bis auf dem Feld am anderen Ende ein Stein liegt, wobei die Lücken zwischen ihnen bleiben.
# >
# > **COUNT_CELLS** Variante „Felder zählen“: Leere die k Felder am anderen Ende, Lücken mitgezählt, dann rutscht die Linie genau k Felder von der Karte weg.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("muros", "v-count-cells")

# %% [markdown]
# ### 14. Variante: kompaktes Rutschen (MU13, COMPACT_SHIFT)
#
# In dieser Variante schließen alle übrigen Steine lückenlos zum anderen Ende auf; nach den Grundregeln bleiben die Lücken.
#
# Aus dem Regelwerk:
#
# > **MU13** Anlegen einer Karte der Farbe X in Phase 1: Zähle die X-Steine der Linie (k); ist k > 0, entferne die ersten k Steine, auf die du vom anderen Ende her triffst (jeder Farbe, leere Felder übersprungen); dann rutschen die übrigen Steine von der Karte weg, bis auf dem Feld am anderen Ende ein Stein liegt, wobei die Lücken zwischen ihnen bleiben.
# >
# > **COMPACT_SHIFT** Variante „kompaktes Rutschen“: Die übrigen Steine rücken dicht an das Ende, zu dem sie rutschen, ohne Lücken.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("muros", "v-compact")

# %% [markdown]
# ### 15. Variante: Rutschen zur Karte (MU14, SHIFT_TOWARD_CARD)
#
# Diese Variante ist das verlockende Missverständnis: Die Steine rutschen zur Karte hin, und die Lücke öffnet sich am anderen Ende.
#
# Aus dem Regelwerk:
#
# > **MU14** Die Steine rutschen zum anderen Ende hin, weg von der Karte, also sammeln sich die neuen leeren Felder neben der Karte. (Zur Karte hin zu rutschen ist die Variante „Rutschen zur Karte“.)
# >
# > **SHIFT_TOWARD_CARD** Variante „Rutschen zur Karte“: Die übrigen Steine rutschen zur Karte hin, und die Lücke entsteht am anderen Ende.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("muros", "v-toward")

# %% [markdown]
# ### 16. Variante: Rutschen auch bei k = 0 (MU13, SHIFT_ON_ZERO)
#
# In dieser Variante rutschen die Steine auch dann, wenn kein Stein die Farbe der Karte hat, bis auf dem Feld am anderen Ende einer liegt. Nach den Grundregeln passiert nichts.
#
# Aus dem Regelwerk:
#
# > **MU13** Anlegen einer Karte der Farbe X in Phase 1: Zähle die X-Steine der Linie (k); ist k > 0, entferne die ersten k Steine, auf die du vom anderen Ende her triffst (jeder Farbe, leere Felder übersprungen); dann rutschen die übrigen Steine von der Karte weg, bis auf dem Feld am anderen Ende ein Stein liegt, wobei die Lücken zwischen ihnen bleiben.
# >
# > **SHIFT_ON_ZERO** Variante „Rutschen auch bei k = 0“: Auch bei k = 0 rutschen die Steine, bis am anderen Ende ein Stein liegt.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("muros", "v-zero")

# %% [markdown]
# ### 17. Variante: Pflicht zum Erbeuten (MU20, MANDATORY_TAKE)
#
# In dieser Variante musst du gegenüber einer Karte einer anderen Farbe die Steine einer der beiden Farben nehmen.
#
# Aus dem Regelwerk:
#
# > **MU20** Die Wahl ist freiwillig: Du darfst keine der beiden Farben wählen und nichts nehmen. (Die Variante „Erbeuten ist Pflicht“ macht die Wahl zur Pflicht.)
# >
# > **MANDATORY_TAKE** Variante „Erbeuten ist Pflicht“: In Phase 2 muss ein Spieler, dessen Karte einer andersfarbigen Karte gegenüberliegt, eine der beiden Farben wählen (eine Farbe, die in der Linie fehlt, bringt trotzdem nichts).

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("muros", "v-mandatory")

# %% [markdown]
# ### 18. Variante: beste einzelne Farbe (MU26, TIER_BEST_SINGLE)
#
# In dieser Variante zählt innerhalb einer Stufe von Farben, die auf dem Spielbrett gleichauf liegen, für jeden Spieler seine beste einzelne Farbe statt der Summe.
#
# Aus dem Regelwerk:
#
# > **MU26** Farben mit gleich vielen Steinen auf dem Spielbrett bilden eine Stufe: Die Beute eines Spielers in diesen Farben wird zusammengezählt und gemeinsam verglichen, Stufe für Stufe. (Die Variante „beste Einzelfarbe“ vergleicht stattdessen die beste einzelne Farbe.)
# >
# > **TIER_BEST_SINGLE** Variante „beste Einzelfarbe“: Innerhalb einer Stufe gleichauf liegender Farben wird die beste Beute jedes Spielers in einer einzelnen Farbe verglichen.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("muros", "v-tier")

# %% [markdown]
# ### 19. Variante: Passen erlaubt (MU8, ALLOW_PASS)
#
# In dieser Variante darf jeder Spieler passen; passen alle nacheinander, endet die Partie.
#
# Aus dem Regelwerk:
#
# > **MU8** Du darfst nicht passen, solange du eine Karte anlegen kannst; wer keine Karte auf der Hand hat, wenn keine offene Karte mehr übrig ist, wird übersprungen.
# >
# > **ALLOW_PASS** Variante „Passen erlaubt“: Ein Spieler darf passen; passen alle Spieler nacheinander, endet das Spiel.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("muros", "v-pass")

# %% [markdown]
# ### 20. Variante: verdeckte Beute (MU22, HIDDEN_CAPTURES)
#
# In dieser Variante liegt die Beute bis zum Ende hinter einem Sichtschutz; die anderen sehen nur, wie viele Steine jeder Spieler hat.
#
# Aus dem Regelwerk:
#
# > **MU22** Erbeutete Steine liegen offen vor ihrem Besitzer. (Die Variante „verdeckte Beute“ hält sie verdeckt.)
# >
# > **HIDDEN_CAPTURES** Variante „verdeckte Beute“: Erbeutete Steine werden verdeckt gehalten; die anderen sehen nur, wie viele es sind.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("muros", "v-hidden")

# %% [markdown] tags=["notebook-only"]
# ## Dein Fortschritt
#
# Die Regeln, die du auf einem Spielbrett gesehen hast, und die, auf die du geantwortet hast, in diesem Notebook wie in der App.

# %% jupyter={"source_hidden": true} tags=["hide-input", "notebook-only"]
progress("muros")
