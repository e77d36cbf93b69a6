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
# Dieses Notebook geht die Regeln von Matschig durch, eine Lektion pro Abschnitt. Jeder Abschnitt erklärt eine Idee, zitiert aus dem Regelwerk die Regeln, die er lehrt, und zeigt das Spielbrett der Lektion: Das Bild ist die Stellung, mit der sie beginnt.
#
# Führe das Notebook aus (*Run ▸ Run All*), um zu spielen: Dann prüft jedes Spielbrett deine Aufgabe, gibt Tipps und stellt seine Fragen. **Rückgängig**, **Wiederholen** und der Schieberegler für die Schritte bewegen ein Spielbrett vor und zurück, sodass eine Lehrkraft einen Abschnitt Schritt für Schritt zeigen kann.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
from tutor.widgets.notebook import language, lesson, progress

language("de")

# %% [markdown]
# ## 1. Die Karten und das Ziel des Spiels (M1, M2, M26, M27, A17, A18)
#
# Matschig ist ein Kartenspiel, bei dem man mit Matsch wirft, mit 110 Karten. Es gibt **Wasser**karten (blau) und **Sand**karten (ocker) mit den Werten 1 bis 7: Zusammen ergeben sie Matsch. **Regenschirme** (grau, 1 bis 7) und **Sonderkarten** in fünf Arten (lila) halten dir den Matsch vom Leib. Niemand hat veröffentlicht, wie viele Karten von jedem Wert in der Schachtel liegen, deshalb spielt dieser Trainer mit einer begründeten Annahme: fünf Wasser- und fünf Sandkarten von jedem Wert, 28 Regenschirme und zwölf **Sonderkarten** in fünf Arten.
#
# **Matschpunkte sind schlecht.** Jede Matschkarte, die bei dir landet, kommt auf deinen Matschhaufen und zählt gegen dich: Am Ende einer Runde zählt ein Haufen die **Summe seiner Werte**, ein **sortenreiner** Haufen (nur Wasser oder nur Sand) aber nur **1 Punkt pro Karte**. Wer nach der letzten Runde insgesamt die wenigsten Punkte hat, gewinnt. Also wirfst du deinen Matsch auf die anderen, und am liebsten auf den, der gerade am besten dasteht.
#
# Aus dem Regelwerk:
#
# > **M1** Matschig ist für 3 bis 6 Spieler.
# >
# > **M2** In jeder Runde werden alle 110 Karten gemischt und jeder bekommt 7 verdeckt; der Rest bildet den Nachziehstapel.
# >
# > **M26** Rundenwertung: Ein leerer Haufen zählt 0; ein Haufen aus nur einer Sorte zählt 1 Punkt pro Karte; sonst die Summe der Werte.
# >
# > **M27** Punkte sind schlecht: weniger ist besser.
# >
# > **A17** Kartensatz: Bekannt ist nur die Gesamtzahl von 110 Karten. Wie viele Karten es von jedem Wert gibt, ist eine bestmögliche Schätzung, im Standard-Kartensatz (Wasser und Sand 1 bis 7) wie im Kartensatz von 1998 (keine 6).
# >
# > **A18** Die Hände sind verdeckt; Matschhaufen, die Karten aus dem Spiel und die Zahl der Karten im Nachziehstapel sind öffentlich.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matschig", "goal")

# %% [markdown]
# ## 2. Ein Wurf: einmal Wasser plus einmal Sand (M6, M8)
#
# Wenn du am Zug bist und eine Wasserkarte **und** eine Sandkarte hast, **musst** du werfen: genau eine Wasserkarte plus genau eine Sandkarte, offen vor einen anderen Spieler, das **Ziel**. Auf dich selbst kannst du nie werfen, und Regenschirme und Sonderkarten sind kein Matsch.
#
# Sieh dir die Regenschirme in deiner Hand an: Sie bleiben dort, wenn du wirfst, denn ein Regenschirm ist kein Matsch.
#
# Aus dem Regelwerk:
#
# > **M6** Hast du eine Wasserkarte und eine Sandkarte, musst du werfen; passen darfst du nicht.
# >
# > **M8** Ein Wurf ist eine Wasserkarte plus eine Sandkarte, offen vor einen anderen Spieler gelegt, das Ziel.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matschig", "throw")

# %% [markdown]
# ## 3. Passen oder tauschen, wenn du nicht werfen kannst (M5, M6, M7)
#
# Fehlt dir Wasser oder Sand, kannst du nicht werfen, also **passt** du. Beim Passen darfst du vorher genau 3 Karten deiner Hand **tauschen**: Sie kommen aus dem Spiel, und du ziehst 3 vom Nachziehstapel (nur wenn dort noch mindestens 3 liegen). Dann ist der Spieler links von dir dran: Gespielt wird reihum nach links.
#
# Aus dem Regelwerk:
#
# > **M5** Die Plätze bilden einen festen Kreis; im Uhrzeigersinn (nach links) heißt: der nächste Platz.
# >
# > **M6** Hast du eine Wasserkarte und eine Sandkarte, musst du werfen; passen darfst du nicht.
# >
# > **M7** Kannst du nicht werfen, passt du; beim Passen darfst du 3 Karten aus deiner Hand gegen 3 vom Nachziehstapel tauschen (Hausregel, der Stapel braucht dafür 3 Karten). Dann ist der Spieler links von dir am Zug.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matschig", "pass")

# %% [markdown]
# ## 4. Einen Matsch annehmen (M16, M17)
#
# Der Matsch fliegt auf dich zu. Du antwortest mit genau einer von drei Möglichkeiten: Du **nimmst** ihn **an**, spannst **Regenschirme** auf oder spielst **eine Sonderkarte**. Annehmen ist am einfachsten: Alle Matschkarten kommen auf deinen Matschhaufen. Hier hast du weder Regenschirm noch Sonderkarte, also bleibt dir nur das Annehmen; die Schaltfläche zeigt, wie viele Punkte dein Haufen dann zählt.
#
# Aus dem Regelwerk:
#
# > **M16** Das Ziel wählt genau eins: annehmen, Regenschirme oder eine Sonderkarte. Regenschirme und eine Sonderkarte werden nie kombiniert.
# >
# > **M17** Annehmen: Alle Matschkarten kommen auf den Matschhaufen des Ziels.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matschig", "accept")

# %% [markdown]
# ## 5. Regenschirme (M18, A3)
#
# Regenschirme schützen **je Gruppe eine Matschkarte**. Eine Gruppe hält ihre Karte ab, wenn ihre Werte zusammen **mindestens** den Wert der Karte ergeben; mehrere Regenschirme dürfen zusammengelegt werden, und eine Gruppe darf mehr haben als nötig. Ein Regenschirm schützt nie zwei Karten, und ein Wert wird nie teilweise verringert. Ungeschützte Karten bekommst du ab; die Regenschirme und die Karten, die sie abhalten, kommen aus dem Spiel.
#
# Sieh dir die Regenschirme und die Matschkarten an: Stell jeder Karte eine Gruppe von Regenschirmen gegenüber und vergleiche die Summe der Gruppe mit dem Wert der Karte.
#
# Aus dem Regelwerk:
#
# > **M18** Regenschirme: Gruppen von Regenschirmen, jede schirmt eine Matschkarte ab; eine Gruppe hält ihre Karte auf, wenn ihre Werte zusammen mindestens den Wert der Karte erreichen, und darf mehr Regenschirme enthalten als nötig. Ein Regenschirm schirmt eine Matschkarte ab. Das Ziel nimmt die ungeschützten Karten; die gespielten Regenschirme und die aufgehaltenen Karten kommen aus dem Spiel.
# >
# > **A3** Karten, die das Spiel verlassen, bleiben für den Rest der Runde aus dem Spiel.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matschig", "umbrellas")

# %% [markdown]
# ## 6. Perfekter Matsch (M9, M10)
#
# Ein Matsch ist **perfekt**, wenn sein Wasser zusammen so viel ergibt wie sein Sand: Wasser 4 mit Sand 4 ist perfekt, Wasser 3 mit Sand 5 nicht. Warum ist das wichtig? Einen Matsch, der nicht perfekt ist, kann ein anderer Spieler **ergänzen** und ihn dann schicken, wohin er will, sogar zurück zu dir. Ein perfekter Matsch kann nie ergänzt werden: Er fliegt auf den Spieler, den du gewählt hast, und der muss darauf antworten.
#
# Bau im Matschlabor unten eigene Würfe: erst vorhersagen, dann nachsehen.
#
# Aus dem Regelwerk:
#
# > **M9** Ein Matsch ist perfekt, wenn seine Wasserwerte zusammen genauso viel ergeben wie seine Sandwerte.
# >
# > **M10** Ein perfekter Matsch lässt sich nicht ergänzen, also kann ihn niemand durch Ergänzen übernehmen; das Ziel wehrt sofort ab.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matschig", "perfect")

# %% [markdown]
# ## 7. Ergänzen und den Matsch übernehmen (M11, M12, M13, M14, M15)
#
# Ist ein Matsch nicht perfekt, kann er **ergänzt** werden, bevor das Ziel sich wehrt. Die Ergänzungskarte ist eine einzelne Karte der **Sorte, die zu wenig hat**, und ihr Wert ist die **Differenz**: Wasser 3 mit Sand 5 wird durch Wasser 2 ergänzt, Wasser 3 mit Sand 1 durch Sand 2. Ergänzen darf jeder außer dem Absender, auch das Ziel. Links vom Absender beginnend wird **jeder** dieser Spieler der Reihe nach gefragt, ob er die Karte hat oder nicht, sodass die Fragen keine Hand verraten. Wer als Erster zusagt, legt die Karte dazu, der Matsch ist jetzt perfekt, und er schickt ihn auf einen beliebigen Spieler außer sich selbst.
#
# Aus dem Regelwerk:
#
# > **M11** Ein Matsch, der nicht perfekt ist, darf ergänzt werden, bevor das Ziel abwehrt.
# >
# > **M12** Die ergänzende Karte ist eine Karte der fehlenden Sorte, deren Wert der Unterschied ist: W3 S5 (Wasser 3, Sand 5) braucht W2 (Wasser 2), W3 S1 braucht S2 (Sand 2).
# >
# > **M13** Jeder außer dem Absender (wer den Matsch geworfen, ergänzt oder zuletzt umgelenkt hat) darf ihn ergänzen, auch das Ziel.
# >
# > **M14** Wettlauf: Links vom Absender beginnend und im Uhrzeigersinn wird jeder, der ergänzen darf, der Reihe nach gefragt, ob er die Karte hat oder nicht, sodass die Reihenfolge der Fragen keine Hand verrät; ohne die Karte kannst du nur verzichten. Wer als Erster zusagt, ergänzt.
# >
# > **M15** Wer ergänzt, legt die Karte dazu (der Matsch ist jetzt perfekt) und nennt ein neues Ziel, jeden außer sich selbst; damit wird er zum Absender.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matschig", "complete")

# %% [markdown]
# ## 8. Nur eine Art der Abwehr (M16, M19)
#
# Gegen einen Matsch wählst du **genau eine** Abwehr: annehmen, Regenschirme oder eine Sonderkarte. Regenschirme und eine Sonderkarte werden nie kombiniert, und eine Abwehr verwendet höchstens eine Sonderkarte. Die Schaltfläche zum Annehmen und die Sonderkarten zeigen, wie viele Punkte dein Haufen danach zählen würde.
#
# Aus dem Regelwerk:
#
# > **M16** Das Ziel wählt genau eins: annehmen, Regenschirme oder eine Sonderkarte. Regenschirme und eine Sonderkarte werden nie kombiniert.
# >
# > **M19** Sonderkarte: genau eine, und sie kommt nach dem Einsatz aus dem Spiel.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matschig", "one-defence")

# %% [markdown]
# ## 9. Gebläse und Flammenwerfer (M19b, M19c)
#
# Das **Gebläse** bläst den Sand weg: Die Sandkarten kommen aus dem Spiel, und du bekommst das Wasser ab. Der **Flammenwerfer** lässt das Wasser verdampfen: Die Wasserkarten kommen aus dem Spiel, und du bekommst den Sand ab. So oder so bekommst du eine Sorte des Matsches ab, und du entscheidest, welche.
#
# Aus dem Regelwerk:
#
# > **M19b** Gebläse: Der Sand kommt aus dem Spiel, das Ziel nimmt das Wasser.
# >
# > **M19c** Flammenwerfer: Das Wasser kommt aus dem Spiel, das Ziel nimmt den Sand.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matschig", "blower")

# %% [markdown]
# ## 10. Der Wasseranzug (M19d)
#
# Der **Wasseranzug** hält beliebige Matschkarten deiner Wahl ab, deren Werte zusammen **höchstens 13** ergeben; den Rest bekommst du ab. Ein Matsch aus zwei Karten ist nur dann 14 wert, wenn er aus Wasser 7 und Sand 7 besteht, und ein ergänzter Matsch aus drei Karten erreicht 14 nur mit einer 7 auf einer Seite (zum Beispiel Wasser 7, Sand 4 und Sand 3). Jeder andere Matsch wird ganz abgehalten. Gegen 14 bleibt eine Karte bei dir: Meist lässt du die kleinste durch, aber eine höhere Karte, die deinen Haufen sortenrein hält, kann weniger kosten.
#
# Aus dem Regelwerk:
#
# > **M19d** Wasseranzug: hält Matschkarten im Gesamtwert von bis zu 13 auf, die das Ziel auswählt; den Rest nimmt es. Nur ein Matsch im Wert von 14 (7 gegen 7) wird nicht ganz aufgehalten; dann wählt das Ziel, welche Karte es nimmt, und die kleinste ist nicht immer die billigste: Eine Karte derselben Sorte wie der eigene Haufen hält den Haufen sortenrein.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matschig", "watersuit")

# %% [markdown]
# ## 11. Das Rohr (M19a)
#
# Das **Rohr** schickt den ganzen Matsch weiter an einen anderen Spieler deiner Wahl, auch an den Werfer, selbst wenn der Matsch perfekt ist. Du wirst zum Absender. Ist der Matsch noch nicht perfekt, gibt es eine **neue Gelegenheit zum Ergänzen**, bei der jeder außer dir ergänzen darf; danach wehrt sich das neue Ziel mit allen Möglichkeiten. Auf ein Rohr kann ein weiteres Rohr folgen.
#
# Aus dem Regelwerk:
#
# > **M19a** Rohr: Lenke den ganzen Matsch zu einem anderen Spieler um; du wirst zum Absender, und ist der Matsch nicht perfekt, darf er wieder ergänzt werden.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matschig", "pipe")

# %% [markdown]
# ## 12. Der MG-Schirm (M19e)
#
# Der **MG-Schirm** schickt den ganzen Matsch aus dem Spiel: Du bekommst nichts ab. Dann deckt jeder **andere** Spieler, einer nach dem anderen von links neben dir, die oberste Karte des Nachziehstapels auf: Wasser oder Sand kommt auf seinen eigenen Matschhaufen; jede andere Karte kommt aus dem Spiel, und er bleibt verschont. Ist der Stapel leer, bleiben alle verschont, die noch aufdecken müssten.
#
# Aus dem Regelwerk:
#
# > **M19e** MG-Schirm: Der Matsch kommt aus dem Spiel; jeder andere Spieler deckt, links vom Ziel beginnend im Uhrzeigersinn, die oberste Karte des Nachziehstapels auf: Matsch kommt auf seinen Haufen, alles andere kommt aus dem Spiel, und er ist sicher.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matschig", "machinegun")

# %% [markdown]
# ## 13. Nachziehen, wer als Nächstes dran ist, und das Ende einer Runde (M20, M21, M22, M23, M24, M25, A20)
#
# Ist der Matsch erledigt, zieht jeder Spieler mit weniger als 7 Karten wieder auf 7 auf, im Uhrzeigersinn ab dem Werfer. Dann ist das **letzte Ziel** am Zug, also der Spieler, auf den der Matsch zuletzt geschickt wurde, selbst wenn er den ganzen Matsch abgehalten hat. Reicht der Nachziehstapel nicht, um alle Hände aufzufüllen, zieht niemand, und die **Runde endet** sofort. (Passen alle nacheinander, ohne zu tauschen, endet die Runde ebenfalls.)
#
# Aus dem Regelwerk:
#
# > **M20** Der Matsch ist erledigt, sobald er angenommen, von Regenschirmen aufgehalten oder von einer Sonderkarte weggenommen wurde; das endgültige Ziel ist, wer diese Entscheidung getroffen hat.
# >
# > **M21** Nach dem Matsch zieht jeder mit weniger als 7 Karten wieder auf 7 nach, im Uhrzeigersinn ab dem Werfer.
# >
# > **M22** Kann der Nachziehstapel nicht jede Hand auf 7 auffüllen, zieht niemand nach und die Runde endet.
# >
# > **M23** Das endgültige Ziel ist als Nächstes am Zug, auch wenn es den ganzen Matsch aufgehalten hat.
# >
# > **M24** Passen alle Spieler hintereinander, ohne zu tauschen, endet die Runde (eine eigene Regel dieses Tutors, damit jede Runde endet).
# >
# > **M25** Eine Runde endet, wenn der Nachziehstapel die Hände nicht auffüllen kann oder wenn alle hintereinander passen; wird der Stapel aufgebraucht, dann, wenn er leer ist und niemand werfen kann.
# >
# > **A20** Die Runde zu beenden, wenn alle passen (M24), ist eine eigene Regel dieses Tutors: Keine gedruckte Regel sagt dazu etwas.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matschig", "refill")

# %% [markdown]
# ## 14. Die Wertung und ein Spiel über mehrere Runden (M3, M4, M26, M28, M29, M30)
#
# Am Ende einer Runde wird jeder Matschhaufen gewertet: **leer** 0; **sortenrein** (nur Wasser oder nur Sand) **1 Punkt pro Karte**; **gemischt** die **Summe der Werte**. Ein Spiel hat 3 Runden; zwischen den Runden werden alle Karten neu gemischt, jeder Haufen fängt wieder leer an, und der Spieler links vom letzten Startspieler beginnt. Die niedrigste Gesamtpunktzahl gewinnt; bei Gleichstand teilen sich die Spieler den Sieg.
#
# Aus dem Regelwerk:
#
# > **M3** Der erste Startspieler wird ausgelost; spätere Runden beginnt der Spieler links vom vorigen Startspieler.
# >
# > **M4** Jeder Matschhaufen beginnt jede Runde leer.
# >
# > **M26** Rundenwertung: Ein leerer Haufen zählt 0; ein Haufen aus nur einer Sorte zählt 1 Punkt pro Karte; sonst die Summe der Werte.
# >
# > **M28** Ein Spiel hat standardmäßig 3 Runden (2 sind erlaubt).
# >
# > **M29** Zwischen den Runden werden alle Karten eingesammelt und neu gemischt.
# >
# > **M30** Die niedrigste Gesamtsumme nach der letzten Runde gewinnt; bei Gleichstand teilen sich die Spieler den Sieg.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matschig", "rounds")

# %% [markdown]
# ## 15. Warum du deinen Haufen sortenrein hältst (M26, M18)
#
# Ein sortenreiner Haufen zählt 1 Punkt pro Karte, egal wie hoch die Karten sind: Sand 3, 5, 6 und 7 sind nur 4 Punkte. Eine einzige Karte der anderen Sorte mischt ihn, und dann zählt jeder Wert: Mit Wasser 1 sind es 22. Wenn du also etwas abbekommen musst, dann Matsch von der Sorte deines Haufens, und halte zuerst die andere Sorte ab.
#
# Aus dem Regelwerk:
#
# > **M26** Rundenwertung: Ein leerer Haufen zählt 0; ein Haufen aus nur einer Sorte zählt 1 Punkt pro Karte; sonst die Summe der Werte.
# >
# > **M18** Regenschirme: Gruppen von Regenschirmen, jede schirmt eine Matschkarte ab; eine Gruppe hält ihre Karte auf, wenn ihre Werte zusammen mindestens den Wert der Karte erreichen, und darf mehr Regenschirme enthalten als nötig. Ein Regenschirm schirmt eine Matschkarte ab. Das Ziel nimmt die ungeschützten Karten; die gespielten Regenschirme und die aufgehaltenen Karten kommen aus dem Spiel.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matschig", "one-type")

# %% [markdown]
# ## 16. Ein ganzes Spiel (M1, M8, M30)
#
# Jetzt ein ganzes Spiel gegen drei Bots. In der App und im Notebook spielen die Bots Zug um Zug, du kannst fragen, warum ein Bot so gespielt hat, und einen **Tipp** gibt es, wann immer du einen willst.
#
# Aus dem Regelwerk:
#
# > **M1** Matschig ist für 3 bis 6 Spieler.
# >
# > **M8** Ein Wurf ist eine Wasserkarte plus eine Sandkarte, offen vor einen anderen Spieler gelegt, das Ziel.
# >
# > **M30** Die niedrigste Gesamtsumme nach der letzten Runde gewinnt; bei Gleichstand teilen sich die Spieler den Sieg.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matschig", "full")

# %% [markdown]
# ## Anhang: Varianten
#
# Jede Variante unten ändert eine Regel und lässt den Rest des Spiels, wie er ist. Ein Tisch einigt sich vor dem Spiel auf seine Varianten.

# %% [markdown]
# ### 17. Variante: mehrere Karten pro Wurf (MULTI_CARD_THROW, M8, A1)
#
# | **Standardmäßig**<br>Genau eine Wasserkarte und eine Sandkarte. | **Mehrere Karten pro Wurf**<br>Eine oder mehrere von jeder Sorte; der Matsch enthält sie alle und ist perfekt, wenn die Summen gleich sind. |
# |---|---|
#
# Aus dem Regelwerk:
#
# > **MULTI_CARD_THROW** Eine Variante: Ein Wurf darf eine oder mehr Wasser- und Sandkarten enthalten; der Matsch ist perfekt, wenn die Summen gleich sind.
# >
# > **M8** Ein Wurf ist eine Wasserkarte plus eine Sandkarte, offen vor einen anderen Spieler gelegt, das Ziel.
# >
# > **A1** Standardmäßig ist ein Wurf genau eine Wasser- und eine Sandkarte; mit mehreren Karten pro Wurf dürfen es eine oder mehr von jeder Sorte sein.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matschig", "v-multi")

# %% [markdown]
# ### 18. Variante: kein Tausch (SWAP3_OFF, M7, A2)
#
# | **Standardmäßig**<br>Wer nicht werfen kann, passt und darf 3 Karten tauschen. | **Kein Tausch**<br>Einfach passen, ohne Tausch. |
# |---|---|
#
# Aus dem Regelwerk:
#
# > **SWAP3_OFF** Eine Variante: kein Tausch: Wer nicht werfen kann, passt einfach.
# >
# > **M7** Kannst du nicht werfen, passt du; beim Passen darfst du 3 Karten aus deiner Hand gegen 3 vom Nachziehstapel tauschen (Hausregel, der Stapel braucht dafür 3 Karten). Dann ist der Spieler links von dir am Zug.
# >
# > **A2** Der Tausch ist standardmäßig erlaubt, nur beim Passen. Ohne Tausch passt ein Spieler, der nicht werfen kann, einfach; mit Tausch nach Belieben darfst du auch tauschen, wenn du werfen könntest.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matschig", "v-swap-off")

# %% [markdown]
# ### 19. Variante: Tauschen nach Belieben (VOLUNTARY_SWAP, M6, A2)
#
# | **Standardmäßig**<br>Wer werfen kann, muss werfen; nur wer passt, darf tauschen. | **Tauschen nach Belieben**<br>Du darfst 3 Karten tauschen und passen, auch wenn du werfen könntest. |
# |---|---|
#
# Aus dem Regelwerk:
#
# > **VOLUNTARY_SWAP** Eine Variante: Du darfst 3 Karten tauschen und passen, auch wenn du werfen könntest.
# >
# > **M6** Hast du eine Wasserkarte und eine Sandkarte, musst du werfen; passen darfst du nicht.
# >
# > **A2** Der Tausch ist standardmäßig erlaubt, nur beim Passen. Ohne Tausch passt ein Spieler, der nicht werfen kann, einfach; mit Tausch nach Belieben darfst du auch tauschen, wenn du werfen könntest.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matschig", "v-voluntary-swap")

# %% [markdown]
# ### 20. Variante: Das Ziel darf nicht ergänzen (TARGET_CANNOT_COMPLETE, M13, A4)
#
# | **Standardmäßig**<br>Jeder außer dem Absender darf ergänzen, auch das Ziel. | **Das Ziel darf nicht ergänzen**<br>Das Ziel darf den Matsch, der auf es geworfen wurde, nicht ergänzen. |
# |---|---|
#
# Aus dem Regelwerk:
#
# > **TARGET_CANNOT_COMPLETE** Eine Variante: Das Ziel darf den auf es geworfenen Matsch nicht ergänzen.
# >
# > **M13** Jeder außer dem Absender (wer den Matsch geworfen, ergänzt oder zuletzt umgelenkt hat) darf ihn ergänzen, auch das Ziel.
# >
# > **A4** Zwei Varianten schränken ein, wer ergänzen darf: Das Ziel darf nicht ergänzen; oder der Spieler, der geworfen hat, ergänzt nie, auch nicht nach einem Rohr.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matschig", "v-target-cannot")

# %% [markdown]
# ### 21. Variante: Der Werfer ergänzt nie (THROWER_NEVER_COMPLETES, M13, M19a, A4)
#
# | **Standardmäßig**<br>Nach einem Rohr ist der Absender, wer das Rohr gespielt hat; der Werfer darf wie jeder andere ergänzen. | **Der Werfer ergänzt nie**<br>Der ursprüngliche Werfer bleibt ausgeschlossen, auch nach einem Rohr. |
# |---|---|
#
# Aus dem Regelwerk:
#
# > **THROWER_NEVER_COMPLETES** Eine Variante: Wer ursprünglich geworfen hat, darf nie ergänzen, auch nicht nach einem Rohr.
# >
# > **M13** Jeder außer dem Absender (wer den Matsch geworfen, ergänzt oder zuletzt umgelenkt hat) darf ihn ergänzen, auch das Ziel.
# >
# > **M19a** Rohr: Lenke den ganzen Matsch zu einem anderen Spieler um; du wirst zum Absender, und ist der Matsch nicht perfekt, darf er wieder ergänzt werden.
# >
# > **A4** Zwei Varianten schränken ein, wer ergänzen darf: Das Ziel darf nicht ergänzen; oder der Spieler, der geworfen hat, ergänzt nie, auch nicht nach einem Rohr.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matschig", "v-thrower-never")

# %% [markdown]
# ### 22. Variante: Das Ziel wird zuerst gefragt (RACE_TARGET_FIRST, M14, A5)
#
# | **Standardmäßig**<br>Wer ergänzen darf, wird in Sitzreihenfolge links vom Absender beginnend gefragt; das erste Ja gewinnt. | **Das Ziel wird zuerst gefragt**<br>Zuerst wird das Ziel gefragt, dann die anderen in Sitzreihenfolge. |
# |---|---|
#
# Aus dem Regelwerk:
#
# > **RACE_TARGET_FIRST** Eine Variante: Das Ziel wird zuerst gefragt, dann die anderen nach Sitzplatz.
# >
# > **M14** Wettlauf: Links vom Absender beginnend und im Uhrzeigersinn wird jeder, der ergänzen darf, der Reihe nach gefragt, ob er die Karte hat oder nicht, sodass die Reihenfolge der Fragen keine Hand verrät; ohne die Karte kannst du nur verzichten. Wer als Erster zusagt, ergänzt.
# >
# > **A5** Reihenfolge im Wettlauf: standardmäßig nach Sitzplatz; oder das Ziel wird zuerst gefragt; oder alle Antworten sind geheim und das Los wählt unter denen, die Ja gesagt haben. Ein Wettrennen in Echtzeit braucht einen echten Tisch und wird hier deshalb nicht angeboten.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matschig", "v-target-first")

# %% [markdown]
# ### 23. Variante: geheimes Wettrennen mit Auslosung (RACE_RANDOM, M14, A5)
#
# | **Standardmäßig**<br>Jeder hört jede Antwort; das erste Ja gewinnt. | **Geheimes Wettrennen mit Auslosung**<br>Jede Antwort bleibt geheim, bis alle geantwortet haben; dann wird unter den Ja-Antworten eine ausgelost, ein fairer Ersatz für die schnellste Hand. |
# |---|---|
#
# Aus dem Regelwerk:
#
# > **RACE_RANDOM** Eine Variante: Alle Antworten sind geheim, und das Los wählt unter denen, die Ja gesagt haben.
# >
# > **M14** Wettlauf: Links vom Absender beginnend und im Uhrzeigersinn wird jeder, der ergänzen darf, der Reihe nach gefragt, ob er die Karte hat oder nicht, sodass die Reihenfolge der Fragen keine Hand verrät; ohne die Karte kannst du nur verzichten. Wer als Erster zusagt, ergänzt.
# >
# > **A5** Reihenfolge im Wettlauf: standardmäßig nach Sitzplatz; oder das Ziel wird zuerst gefragt; oder alle Antworten sind geheim und das Los wählt unter denen, die Ja gesagt haben. Ein Wettrennen in Echtzeit braucht einen echten Tisch und wird hier deshalb nicht angeboten.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matschig", "v-race-random")

# %% [markdown]
# ### 24. Variante: nur eine Gelegenheit zum Ergänzen (COMPLETE_ONLY_AFTER_THROW, M19a, A6)
#
# | **Standardmäßig**<br>Ein Matsch darf nach dem Wurf und nach jedem Rohr erneut ergänzt werden, solange er nicht perfekt ist. | **Nur eine Gelegenheit zum Ergänzen**<br>Nur direkt nach dem Wurf. |
# |---|---|
#
# Aus dem Regelwerk:
#
# > **COMPLETE_ONLY_AFTER_THROW** Eine Variante: Ein Matsch kann nur direkt nach dem Wurf ergänzt werden, nie nach einem Rohr.
# >
# > **M19a** Rohr: Lenke den ganzen Matsch zu einem anderen Spieler um; du wirst zum Absender, und ist der Matsch nicht perfekt, darf er wieder ergänzt werden.
# >
# > **A6** Mit nur einer Gelegenheit zum Ergänzen kann ein Matsch nur direkt nach dem Wurf ergänzt werden, nicht nach einem Rohr.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matschig", "v-window")

# %% [markdown]
# ### 25. Variante: Wer ergänzt, muss umlenken (MUST_REDIRECT, M15, A7)
#
# | **Standardmäßig**<br>Wer ergänzt, darf den Matsch auf jeden außer sich selbst schicken, auch auf das bisherige Ziel. | **Wer ergänzt, muss umlenken**<br>Das neue Ziel muss ein anderer Spieler sein als das bisherige Ziel. |
# |---|---|
#
# Aus dem Regelwerk:
#
# > **MUST_REDIRECT** Eine Variante: Wer ergänzt, muss den Matsch an einen anderen Spieler schicken als das bisherige Ziel.
# >
# > **M15** Wer ergänzt, legt die Karte dazu (der Matsch ist jetzt perfekt) und nennt ein neues Ziel, jeden außer sich selbst; damit wird er zum Absender.
# >
# > **A7** Muss der Ergänzende umlenken, muss das neue Ziel ein anderer Spieler sein als das bisherige.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matschig", "v-redirect")

# %% [markdown]
# ### 26. Variante: kein Rohr gegen perfekten Matsch (PERFECT_BLOCKS_PIPE, M19a, A8)
#
# | **Standardmäßig**<br>Das Rohr des Ziels wirkt gegen jeden Matsch: „Niemand darf einen perfekten Matsch umlenken“ wird als „niemand darf ihn ergänzen“ gelesen. | **Kein Rohr gegen perfekten Matsch**<br>Ein perfekter Matsch kann nicht mit dem Rohr weitergeschickt werden. |
# |---|---|
#
# Aus dem Regelwerk:
#
# > **PERFECT_BLOCKS_PIPE** Eine Variante: Ein perfekter Matsch kann nicht mit dem Rohr umgelenkt werden.
# >
# > **M19a** Rohr: Lenke den ganzen Matsch zu einem anderen Spieler um; du wirst zum Absender, und ist der Matsch nicht perfekt, darf er wieder ergänzt werden.
# >
# > **A8** Mit der Variante „kein Rohr gegen perfekten Matsch“ kann ein perfekter Matsch nicht umgelenkt werden.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matschig", "v-perfect-pipe")

# %% [markdown]
# ### 27. Variante: der Wasseranzug, alles oder nichts (WATERSUIT_ALL_OR_NOTHING, M19d, A9)
#
# | **Standardmäßig**<br>Der Anzug hält Matschkarten im Wert von zusammen bis zu 13 ab; den Rest bekommt man ab. | **Der Wasseranzug: alles oder nichts**<br>Der Anzug wirkt nur, wenn der ganze Matsch höchstens 13 wert ist. |
# |---|---|
#
# Aus dem Regelwerk:
#
# > **WATERSUIT_ALL_OR_NOTHING** Eine Variante: Der Wasseranzug wirkt nur, wenn der ganze Matsch höchstens 13 wert ist.
# >
# > **M19d** Wasseranzug: hält Matschkarten im Gesamtwert von bis zu 13 auf, die das Ziel auswählt; den Rest nimmt es. Nur ein Matsch im Wert von 14 (7 gegen 7) wird nicht ganz aufgehalten; dann wählt das Ziel, welche Karte es nimmt, und die kleinste ist nicht immer die billigste: Eine Karte derselben Sorte wie der eigene Haufen hält den Haufen sortenrein.
# >
# > **A9** Mit der Variante „der Wasseranzug: alles oder nichts“ wirkt der Anzug nur, wenn der ganze Matsch höchstens 13 wert ist.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matschig", "v-suit")

# %% [markdown]
# ### 28. Variante: Eine Sonderkarte zwingt zum erneuten Aufdecken (MG_REDRAW_ON_SPECIAL, M19e, A10)
#
# | **Standardmäßig**<br>Eine aufgedeckte Karte, die kein Matsch ist, kommt aus dem Spiel und rettet den Spieler. | **Eine Sonderkarte zwingt zum erneuten Aufdecken**<br>Eine aufgedeckte Sonderkarte wird abgelegt, und derselbe Spieler deckt noch eine Karte auf: Nur ein Regenschirm rettet. |
# |---|---|
#
# Aus dem Regelwerk:
#
# > **MG_REDRAW_ON_SPECIAL** Eine Variante: Eine vom MG-Schirm aufgedeckte Sonderkarte wird abgelegt, und der Spieler deckt erneut auf.
# >
# > **M19e** MG-Schirm: Der Matsch kommt aus dem Spiel; jeder andere Spieler deckt, links vom Ziel beginnend im Uhrzeigersinn, die oberste Karte des Nachziehstapels auf: Matsch kommt auf seinen Haufen, alles andere kommt aus dem Spiel, und er ist sicher.
# >
# > **A10** MG-Schirm: Standardmäßig rettet jede Karte, die kein Matsch ist, den Spieler. In einer Variante wird eine aufgedeckte Sonderkarte abgelegt und der Spieler deckt erneut auf; in einer anderen kommt eine aufgedeckte Abwehrkarte auf die Hand des Spielers.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matschig", "v-mg-redraw")

# %% [markdown]
# ### 29. Variante: aufgedeckte Abwehrkarte behalten (MG_KEEP_DEFENCE_CARD, M19e, A10)
#
# | **Standardmäßig**<br>Eine aufgedeckte Karte, die kein Matsch ist, kommt aus dem Spiel und rettet den Spieler. | **Aufgedeckte Abwehrkarte behalten**<br>Eine aufgedeckte Abwehrkarte kommt auf die Hand dieses Spielers, und er bleibt verschont. |
# |---|---|
#
# Aus dem Regelwerk:
#
# > **MG_KEEP_DEFENCE_CARD** Eine Variante: Eine vom MG-Schirm aufgedeckte Abwehrkarte kommt auf die Hand dieses Spielers.
# >
# > **M19e** MG-Schirm: Der Matsch kommt aus dem Spiel; jeder andere Spieler deckt, links vom Ziel beginnend im Uhrzeigersinn, die oberste Karte des Nachziehstapels auf: Matsch kommt auf seinen Haufen, alles andere kommt aus dem Spiel, und er ist sicher.
# >
# > **A10** MG-Schirm: Standardmäßig rettet jede Karte, die kein Matsch ist, den Spieler. In einer Variante wird eine aufgedeckte Sonderkarte abgelegt und der Spieler deckt erneut auf; in einer anderen kommt eine aufgedeckte Abwehrkarte auf die Hand des Spielers.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matschig", "v-mg-keep")

# %% [markdown]
# ### 30. Variante: spielen, bis der Nachziehstapel leer ist (PLAY_OUT, M22, M25, A11, A19)
#
# | **Standardmäßig**<br>Reicht der Nachziehstapel nicht, um alle Hände aufzufüllen, zieht niemand, und die Runde endet. | **Spielen, bis der Nachziehstapel leer ist**<br>Nachgezogen wird im Uhrzeigersinn ab dem Werfer, so weit der Stapel reicht; die Runde endet, wenn der Stapel leer ist und niemand werfen kann. |
# |---|---|
#
# Aus dem Regelwerk:
#
# > **PLAY_OUT** Eine Variante: Aufgefüllt wird, soweit der Nachziehstapel reicht; die Runde endet, wenn er leer ist und niemand werfen kann.
# >
# > **M22** Kann der Nachziehstapel nicht jede Hand auf 7 auffüllen, zieht niemand nach und die Runde endet.
# >
# > **M25** Eine Runde endet, wenn der Nachziehstapel die Hände nicht auffüllen kann oder wenn alle hintereinander passen; wird der Stapel aufgebraucht, dann, wenn er leer ist und niemand werfen kann.
# >
# > **A11** Wird der Nachziehstapel aufgebraucht, werden die Hände aufgefüllt, soweit er reicht; die Runde endet, wenn er leer ist und niemand werfen kann.
# >
# > **A19** Aufgefüllt wird im Uhrzeigersinn ab dem Werfer.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matschig", "v-play-out")

# %% [markdown]
# ### 31. Variante: Der Zug geht im Uhrzeigersinn weiter (CLOCKWISE_TURNS, M23, A12)
#
# | **Standardmäßig**<br>Das letzte Ziel, also der Spieler, auf den der Matsch zuletzt geschickt wurde, ist als Nächstes dran, selbst wenn er den ganzen Matsch abgehalten hat. | **Der Zug geht im Uhrzeigersinn weiter**<br>Der Spieler links vom letzten Werfer ist als Nächstes dran. |
# |---|---|
#
# Aus dem Regelwerk:
#
# > **CLOCKWISE_TURNS** Eine Variante: Der Spieler links vom letzten Werfer ist als Nächstes am Zug.
# >
# > **M23** Das endgültige Ziel ist als Nächstes am Zug, auch wenn es den ganzen Matsch aufgehalten hat.
# >
# > **A12** Gehen die Züge im Uhrzeigersinn, ist der Spieler links vom letzten Werfer als Nächstes am Zug.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matschig", "v-clockwise")

# %% [markdown]
# ### 32. Variante: Der Schmutzigste beginnt (DIRTIEST_STARTS, M3, A13)
#
# | **Standardmäßig**<br>Spätere Runden beginnt der Spieler links vom vorigen Startspieler. | **Der Schmutzigste beginnt**<br>Wer die meisten Gesamtpunkte hat, beginnt; bei Gleichstand geht es im Uhrzeigersinn. |
# |---|---|
#
# Aus dem Regelwerk:
#
# > **DIRTIEST_STARTS** Eine Variante: Der Spieler mit der höchsten Gesamtsumme beginnt die nächste Runde.
# >
# > **M3** Der erste Startspieler wird ausgelost; spätere Runden beginnt der Spieler links vom vorigen Startspieler.
# >
# > **A13** Beginnt der Schmutzigste, beginnt der Spieler mit der höchsten Gesamtsumme die nächste Runde.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matschig", "v-dirtiest")

# %% [markdown]
# ### 33. Variante: eine Runde pro Spieler (ROUNDS_PER_PLAYER, M28, A14)
#
# | **Standardmäßig**<br>3 Runden (2, wenn ihr euch darauf einigt). | **Eine Runde pro Spieler**<br>So viele Runden wie Spieler, und jeder beginnt eine. |
# |---|---|
#
# Aus dem Regelwerk:
#
# > **ROUNDS_PER_PLAYER** Eine Variante: so viele Runden wie Spieler, und jeder fängt eine an.
# >
# > **M28** Ein Spiel hat standardmäßig 3 Runden (2 sind erlaubt).
# >
# > **A14** Mit einer Runde pro Spieler hat ein Spiel so viele Runden wie Spieler, und jeder fängt einmal an.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matschig", "v-rounds")

# %% [markdown]
# ### 34. Variante: sortenrein über das ganze Spiel (ONE_TYPE_WHOLE_GAME, M26, M29, A15)
#
# | **Standardmäßig**<br>Die Regel für sortenreine Haufen gilt für den Haufen jeder Runde. | **Sortenrein über das ganze Spiel**<br>Alle Matschkarten des Spiels werden aufbewahrt, und die Regel wird einmal am Ende angewandt. |
# |---|---|
#
# Aus dem Regelwerk:
#
# > **ONE_TYPE_WHOLE_GAME** Eine Variante: Die Regel für eine Sorte wird einmal angewandt, auf den ganzen Matsch des Spiels.
# >
# > **M26** Rundenwertung: Ein leerer Haufen zählt 0; ein Haufen aus nur einer Sorte zählt 1 Punkt pro Karte; sonst die Summe der Werte.
# >
# > **M29** Zwischen den Runden werden alle Karten eingesammelt und neu gemischt.
# >
# > **A15** Mit der Variante „sortenrein über das ganze Spiel“ wird die Regel für eine Sorte einmal angewandt, auf den ganzen Matsch des Spiels.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matschig", "v-whole-game")

# %% [markdown]
# ### 35. Variante: Gleichstand auflösen (TIEBREAK_FEWER_CARDS, M30, A16)
#
# | **Standardmäßig**<br>Wer gleichauf die wenigsten Gesamtpunkte hat, teilt sich den Sieg. | **Bei Gleichstand entscheiden weniger Matschkarten**<br>Unter ihnen gewinnt, wer insgesamt weniger Matschkarten abbekommen hat. |
# |---|---|
#
# Aus dem Regelwerk:
#
# > **TIEBREAK_FEWER_CARDS** Eine Variante: Unter den Spielern mit der gleichen niedrigsten Summe gewinnt, wer weniger Matschkarten bekommen hat.
# >
# > **M30** Die niedrigste Gesamtsumme nach der letzten Runde gewinnt; bei Gleichstand teilen sich die Spieler den Sieg.
# >
# > **A16** Entscheiden weniger Matschkarten einen Gleichstand, gewinnt der gleichauf liegende Spieler, der weniger Matschkarten bekommen hat.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matschig", "v-tiebreak")

# %% [markdown]
# ### 36. Variante: der Kartensatz von 1998 (DECK_FANFOR_1998, M12, A17)
#
# | **Standardmäßig**<br>Wasser und Sand von 1 bis 7, von jeder Karte fünf. | **Der Kartensatz von 1998**<br>Wasser und Sand von 1 bis 5 und 7: Es gibt keine 6. |
# |---|---|
#
# Aus dem Regelwerk:
#
# > **DECK_FANFOR_1998** Eine Variante: der Kartensatz von 1998: Wasser und Sand 1 bis 5 und 7, ohne 6 (eine bestmögliche Schätzung).
# >
# > **M12** Die ergänzende Karte ist eine Karte der fehlenden Sorte, deren Wert der Unterschied ist: W3 S5 (Wasser 3, Sand 5) braucht W2 (Wasser 2), W3 S1 braucht S2 (Sand 2).
# >
# > **A17** Kartensatz: Bekannt ist nur die Gesamtzahl von 110 Karten. Wie viele Karten es von jedem Wert gibt, ist eine bestmögliche Schätzung, im Standard-Kartensatz (Wasser und Sand 1 bis 7) wie im Kartensatz von 1998 (keine 6).

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matschig", "v-deck")

# %% [markdown] tags=["notebook-only"]
# ## Dein Fortschritt
#
# Die Regeln, die du auf einem Spielbrett gesehen hast, und die, auf die du geantwortet hast, in diesem Notebook wie in der App.

# %% jupyter={"source_hidden": true} tags=["hide-input", "notebook-only"]
progress("matschig")
