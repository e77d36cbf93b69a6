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
# Dieses Notebook geht die Regeln von Matzlfangen durch, eine Lektion pro Abschnitt. Jeder Abschnitt erklärt eine Idee, zitiert aus dem Regelwerk die Regeln, die er lehrt, und zeigt das Spielbrett der Lektion: Das Bild ist die Stellung, mit der sie beginnt.
#
# Führe das Notebook aus (*Run ▸ Run All*), um zu spielen: Dann prüft jedes Spielbrett deine Aufgabe, gibt Tipps und stellt seine Fragen. **Rückgängig**, **Wiederholen** und der Schieberegler für die Schritte bewegen ein Spielbrett vor und zurück, sodass eine Lehrkraft einen Abschnitt Schritt für Schritt zeigen kann.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
from tutor.widgets.notebook import language, lesson, progress

language("de")

# %% [markdown]
# ## 1. Die Karten, ihre Rangfolge und ihre Punkte (R-DECK-1, R-DECK-2, R-DECK-3, R-DECK-4, R-DECK-5, R-DECK-6)
#
# Matzlfangen wird mit 32 Karten mit deutschem Blatt gespielt: vier Farben, **Eichel**, **Laub**, **Herz** und **Schellen**, mit je acht Karten. Keine Farbe steht über einer anderen.
#
# In jeder Farbe, auch im Trumpf, ist die Rangfolge von hoch nach niedrig **Sau** (mit A gekennzeichnet) · **Zehn** · **König** · **Ober** · **Unter** · 9 · 8 · 7. Sie zählen 11, 10, 4, 3 und 2 Punkte; 9, 8 und 7 zählen nichts. Das macht 120 Punkte im ganzen Blatt, und der letzte Stich bringt 10 dazu: 130 in einem Spiel.
#
# In den meisten Spielen ist eine Farbe **Trumpf**, und die Trumpf-Zehn hat einen eigenen Namen: der **Matzl**. Nach ihm ist das Spiel benannt.
#
# An diesem Tisch spielt P4 allein gegen dich, P2 und P3, und Herz ist Trumpf (das Spiel heißt Treiben; die Versteigerung kommt später im Kurs).
#
# Du hast alle Eichel-Karten auf der Hand, von der Sau bis zur 7; die kleine Zahl in der Ecke einer Karte sind ihre Punkte. Eine Karte von P4, die Schellen-9, liegt für alle sichtbar offen: Warum, erklärt die Lektion über das Geben.
#
# Aus dem Regelwerk:
#
# > **R-DECK-1** 32 Karten mit deutschem Blatt, 4 Farben zu je 8.
# >
# > **R-DECK-2** Farben: Eichel, Laub, Herz, Schellen; keine Farbe ist höher als eine andere.
# >
# > **R-DECK-3** Rangfolge in jeder Farbe, auch im Trumpf: Sau > Zehn > König > Ober > Unter > 9 > 8 > 7. Es gibt keine festen Trümpfe.
# >
# > **R-DECK-4** Augen: Sau 11, Zehn 10, König 4, Ober 3, Unter 2, 9/8/7 nichts; zusammen 120.
# >
# > **R-DECK-5** Der letzte Stich zählt 10 mehr, also hat ein Spiel 130 Punkte.
# >
# > **R-DECK-6** Der Matzl ist die Zehn der Trumpffarbe (der Trumpf-Matzl); nach seinem Fang ist das Spiel benannt. Keine andere Zehn ist der Matzl, und ein Durch hat ohne Trümpfe keinen.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "cards")

# %% [markdown]
# ## 2. Bedienen (Farbzwang) (R-PLAY-2)
#
# Die erste Karte eines Stichs legt die **ausgespielte Farbe** fest. Hast du diese Farbe, musst du sie spielen: Das ist der **Farbzwang**, die Pflicht zu bedienen (R-PLAY-2). Wird Trumpf ausgespielt, heißt bedienen, Trumpf zu spielen.
#
# Wenn du am Zug bist, sind die Karten, die du spielen darfst, hervorgehoben und die anderen ausgegraut. Sieh dir jede Karte deiner Hand im Bild an und frag dich, ob die Regeln dich sie jetzt spielen lassen. Die App und das Notebook haben ein **Stich-Labor** mit immer neuen Stichen zum Üben.
#
# An diesem Tisch spielt P4 allein gegen dich, P2 und P3, und Herz ist Trumpf (das Spiel heißt Treiben; die Versteigerung kommt später im Kurs).
#
# Aus dem Regelwerk:
#
# > **R-PLAY-2** Farbzwang: Hast du die ausgespielte Farbe, musst du sie spielen (auf Trumpf gibt man Trumpf zu).

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "follow")

# %% [markdown]
# ## 3. Die höchste Karte überstechen (Stichzwang) (R-PLAY-3)
#
# Bedienen allein reicht nicht immer. Wenn eine deiner Karten in der ausgespielten Farbe die höchste Karte im Stich schlägt, musst du so eine Karte spielen: Das ist der **Stichzwang**, die Pflicht, höher zu gehen (R-PLAY-3). Deine niedrigeren Karten dieser Farbe sind dann gesperrt. Nur wenn keine deiner Karten sie schlagen kann, darfst du eine beliebige Karte der Farbe spielen.
#
# Aus dem Regelwerk:
#
# > **R-PLAY-3** Stichzwang: Beim Bedienen musst du den Stich übernehmen, wenn du kannst; ist ein Ausspiel ohne Trumpf schon gestochen, genügt jede Karte der ausgespielten Farbe.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "head")

# %% [markdown]
# ## 4. Stechen müssen (Trumpfzwang) (R-PLAY-4, R-TRICK-1)
#
# Wenn du nicht bedienen kannst, aber einen Trumpf hast, musst du Trumpf spielen: der **Trumpfzwang**, die Pflicht zu stechen (R-PLAY-4). Ein Trumpf schlägt jede Karte der anderen Farben. Darum gewinnt der höchste Trumpf im Stich; liegt kein Trumpf darin, gewinnt die höchste Karte der ausgespielten Farbe, und eine Karte einer anderen Farbe gewinnt nie (R-TRICK-1).
#
# Aus dem Regelwerk:
#
# > **R-PLAY-4** Trumpfzwang: Bist du in der ausgespielten Farbe frei, musst du stechen, wenn möglich übertrumpfen, sonst mit einem niedrigeren Trumpf.
# >
# > **R-TRICK-1** Der höchste Trumpf gewinnt den Stich; ohne Trumpf die höchste Karte der ausgespielten Farbe.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "trump")

# %% [markdown]
# ## 5. Ein gestochener Stich gibt die ausgespielte Farbe frei (R-PLAY-3, R-PLAY-2)
#
# Sobald jemand einen Stich gestochen hat, kann ihn keine Karte der ausgespielten Farbe mehr gewinnen, also gilt der Stichzwang nicht mehr: Du musst zwar weiter bedienen, aber **jede** Karte dieser Farbe ist erlaubt, und du darfst deine Sau für später aufheben (R-PLAY-3). Stattdessen stechen darfst du nicht: Bedienen geht vor (R-PLAY-2).
#
# Aus dem Regelwerk:
#
# > **R-PLAY-3** Stichzwang: Beim Bedienen musst du den Stich übernehmen, wenn du kannst; ist ein Ausspiel ohne Trumpf schon gestochen, genügt jede Karte der ausgespielten Farbe.
# >
# > **R-PLAY-2** Farbzwang: Hast du die ausgespielte Farbe, musst du sie spielen (auf Trumpf gibt man Trumpf zu).

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "trumped")

# %% [markdown]
# ## 6. Übertrumpfen und untertrumpfen (R-PLAY-4, R-TRICK-1)
#
# Ist der Stich schon gestochen und du kannst nicht bedienen, musst du **übertrumpfen**, wenn du kannst: einen höheren Trumpf spielen als den im Stich. Kannst du das nicht, musst du trotzdem Trumpf spielen, auch einen niedrigeren (R-PLAY-4). Frei ist nur, wer weder die ausgespielte Farbe noch Trumpf hat.
#
# Aus dem Regelwerk:
#
# > **R-PLAY-4** Trumpfzwang: Bist du in der ausgespielten Farbe frei, musst du stechen, wenn möglich übertrumpfen, sonst mit einem niedrigeren Trumpf.
# >
# > **R-TRICK-1** Der höchste Trumpf gewinnt den Stich; ohne Trumpf die höchste Karte der ausgespielten Farbe.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "over")

# %% [markdown]
# ## 7. Das freie Abwerfen (R-PLAY-5)
#
# Hast du weder die ausgespielte Farbe noch Trumpf, darfst du jede Karte spielen (R-PLAY-5). Sie kann den Stich nicht gewinnen, also gib so wenige Punkte her wie möglich, außer dein Partner gewinnt den Stich gerade. Beim Durch gibt es überhaupt keinen Trumpf: Wer nicht bedienen kann, spielt irgendeine Karte.
#
# Aus dem Regelwerk:
#
# > **R-PLAY-5** Hast du weder die ausgespielte Farbe noch Trumpf, darfst du jede Karte spielen; Durch hat keinen Trumpf.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "free")

# %% [markdown]
# ## 8. Du musst sogar deinen Partner überstechen (R-PLAY-6)
#
# Die Zwänge gelten auch dann, wenn dein eigener Partner den Stich gerade gewinnt (R-PLAY-6). Hier spielt P3 **Treiben** allein gegen dich, P2 und P4, Herz ist Trumpf, und dein Partner P4 hat den Laub-König ausgespielt. Du hast die Laub-Sau, also zwingt dich der Stichzwang, sie über die Karte deines Partners zu spielen.
#
# Aus dem Regelwerk:
#
# > **R-PLAY-6** Die Zwänge gelten auch dann, wenn dein Partner den Stich gerade gewinnt.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "partner")

# %% [markdown]
# ## 9. Zählen bis 66 (R-SCORE-1, R-SCORE-2, R-DECK-5)
#
# Am Ende eines Spiels zählt jede Partei die Punkte in ihren Stichen zusammen, und wer den **letzten Stich** gemacht hat, bekommt 10 dazu (R-SCORE-1). Beide Summen ergeben zusammen immer 130. Die Spielmacher-Partei braucht **66** zum Gewinnen; bei 65 zu 65 hat sie verloren (R-SCORE-2).
#
# Hier spielt P4 allein gegen dich, P2 und P3, Herz ist Trumpf, und der letzte Stich läuft. Der Balken unter deiner Hand zählt die Punkte mit, sobald Stiche gemacht werden.
#
# Aus dem Regelwerk:
#
# > **R-SCORE-1** Jede Partei zählt ihre Augen und die 10 für den letzten Stich; zusammen sind es 130.
# >
# > **R-SCORE-2** Bei Rufen, Treiben und Neid-Spiel gewinnt die Spielmacher-Partei mit 66 oder mehr; 65 zu 65 ist verloren.
# >
# > **R-DECK-5** Der letzte Stich zählt 10 mehr, also hat ein Spiel 130 Punkte.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "count")

# %% [markdown]
# ## 10. Den Matzl fangen (R-MATZL-1, R-DECK-6)
#
# Der **Matzl** ist die Trumpf-Zehn. Eine Partei **fängt** ihn, wenn sie einen Stich gewinnt, in dem die andere Partei den Matzl gespielt hat (R-MATZL-1). Landet der Matzl deiner eigenen Partei in einem Stich deiner Partei, passiert nichts, auch wenn du deine eigene Zehn gewinnst. Nur die Trumpf-Sau schlägt den Matzl, also heb sie auf, bis der Matzl fällt.
#
# Hier spielt P2 Treiben, Herz ist Trumpf, und P2 hat die Herz-Zehn ausgespielt.
#
# Aus dem Regelwerk:
#
# > **R-MATZL-1** Eine Partei fängt den Matzl, wenn sie einen Stich gewinnt, in dem die Trumpf-Zehn der anderen Partei liegt. Nicht im einfachen Durch.
# >
# > **R-DECK-6** Der Matzl ist die Zehn der Trumpffarbe (der Trumpf-Matzl); nach seinem Fang ist das Spiel benannt. Keine andere Zehn ist der Matzl, und ein Durch hat ohne Trümpfe keinen.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "matzl")

# %% [markdown]
# ## 11. Sitzplätze, Geben, Abheben und Klopfen (R-SEAT-1, R-SEAT-2, R-SEAT-3, R-SEAT-4, R-DEAL-1, R-DEAL-2, R-DEAL-3, R-DEAL-4)
#
# Vier Spieler, aber keine festen Partner: Das Spiel, das in einem Spiel angesagt wird, bestimmt die Parteien (R-SEAT-1). Alles geht **im Uhrzeigersinn** (R-SEAT-2). Wer links vom Geber sitzt, ist **Vorhand**: Vorhand spricht zuerst und spielt meist auch aus (R-SEAT-3). Die Vorhand dieses Spiels gibt das nächste (R-SEAT-4).
#
# Der Geber mischt, und wer rechts von ihm sitzt, **hebt ab**: Dann kommen die Karten in zwei Paketen zu je 4 (R-DEAL-1, R-DEAL-2). Statt abzuheben darf dieser Spieler **klopfen**: Dann kommen alle 8 Karten auf einmal (R-DEAL-4). Die letzte Karte des Gebers wird für alle sichtbar aufgedeckt; ihre Farbe ist die **aufgedeckte Farbe**, und der Geber behält die Karte (R-DEAL-3).
#
# Hier gibt P4, und du bist P3, rechts vom Geber.
#
# Aus dem Regelwerk:
#
# > **R-SEAT-1** Vier Spieler, keine festen Partnerschaften: Jedes Spiel bestimmt die Parteien neu.
# >
# > **R-SEAT-2** Geben, Bieten und Spielen gehen im Uhrzeigersinn.
# >
# > **R-SEAT-3** Vorhand sitzt links vom Geber; dann folgen der zweite und der dritte Spieler, zuletzt der Geber.
# >
# > **R-SEAT-4** Das Geben wandert im Uhrzeigersinn: Die Vorhand dieses Spiels gibt als Nächstes (in einer neuen Partie gibt P4 zuerst).
# >
# > **R-DEAL-1** Der Geber mischt; der Spieler rechts vom Geber hebt ab.
# >
# > **R-DEAL-2** Normales Geben: zwei Pakete zu 4 an jeden Spieler, im Uhrzeigersinn ab Vorhand.
# >
# > **R-DEAL-3** Die letzte eigene Karte des Gebers wird aufgedeckt; ihre Farbe ist die aufgedeckte Farbe. Der Geber nimmt sie auf die Hand, und alle wissen, dass er sie hat.
# >
# > **R-DEAL-4** Statt abzuheben, darf der Spieler rechts vom Geber klopfen: Dann werden alle 8 Karten in einem Paket gegeben; die letzte Karte wird trotzdem aufgedeckt.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "deal")

# %% [markdown]
# ## 12. Die Versteigerung (R-BID-1, R-BID-2, R-BID-3, R-BID-4)
#
# Nach dem Geben spricht jeder Spieler einmal, Vorhand zuerst (R-BID-1): entweder **weiter** oder ein Spiel, das höher ist als jedes bisherige Gebot (R-BID-2). Von niedrig nach hoch: **Rufen** (Vorhand spielt mit einem Partner, 2 gegen 2), **Treiben** (allein, Trumpf nach Wahl), **Neid-Spiel** (allein, die aufgedeckte Farbe ist Trumpf), **Durch** (allein und ohne Trumpf: alle 8 Stiche machen) und **Trumpf-Durch** (alle 8 Stiche, die aufgedeckte Farbe ist Trumpf).
#
# Rufen selbst wird nie geboten: Sagen alle weiter, spielt Vorhand Rufen, so wird nie ein Spiel eingeworfen (R-BID-3). Sonst gewinnt das höchste Gebot, und wer es abgegeben hat, ist der Spielmacher (R-BID-4).
#
# Hier hat P4 gegeben, und du bist Vorhand.
#
# Aus dem Regelwerk:
#
# > **R-BID-1** Die Versteigerung beginnt bei Vorhand und geht im Uhrzeigersinn; jeder spricht genau einmal.
# >
# > **R-BID-2** Sag weiter oder biete ein Spiel, das höher ist als Rufen und als jedes bisherige Gebot: Treiben \< Neid-Spiel \< Durch \< Trumpf-Durch.
# >
# > **R-BID-3** Vorhand kann nicht aussteigen: Bietet niemand mehr als Rufen, spielt Vorhand Rufen.
# >
# > **R-BID-4** Das höchste Gebot gewinnt; wer es abgegeben hat, ist der Spielmacher.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "auction")

# %% [markdown]
# ## 13. Einen Partner rufen (R-CALL-1, R-CALL-2, R-CALL-3)
#
# Beim Rufen ist die **aufgedeckte Farbe** Trumpf. Vorhand ruft eine Karte, die **kein Trumpf** ist und **nicht in der eigenen Hand** steckt, meist eine Sau (R-CALL-1). Wer sie hat, ist in diesem Spiel der Partner der Vorhand (R-CALL-2). Das sagt niemand: Die Partnerschaft bleibt geheim, bis die gerufene Karte gespielt wird oder der Partner erhöht (R-CALL-3). Bis dahin zeigt der Tisch nur die Parteien, die du kennst.
#
# Hier haben alle weiter gesagt, also spielst du als Vorhand Rufen.
#
# Aus dem Regelwerk:
#
# > **R-CALL-1** Beim Rufen ruft Vorhand eine Karte, die kein Trumpf ist und nicht in der eigenen Hand liegt, meist eine Sau.
# >
# > **R-CALL-2** Wer die gerufene Karte hat, ist für dieses Spiel der Partner von Vorhand; es gibt immer einen.
# >
# > **R-CALL-3** Die Partnerschaft bleibt geheim, bis die gerufene Karte gespielt wird oder der Partner für die Spielmacher-Partei erhöht (eine Konvention).

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "call")

# %% [markdown]
# ## 14. Treiben: den Trumpf bestimmen (R-BID-5, R-PLAY-1)
#
# Beim **Treiben** bestimmt der Alleinspieler nach der Versteigerung die Trumpffarbe: jede Farbe, auch die aufgedeckte (R-BID-5). Beim Rufen, beim Neid-Spiel und beim Trumpf-Durch ist die aufgedeckte Farbe Trumpf; ein Durch hat keinen. Beim Rufen, Treiben und Neid-Spiel spielt Vorhand zum ersten Stich aus, bei den beiden Durch-Spielen der Spielmacher; danach spielt jeweils aus, wer den letzten Stich gemacht hat (R-PLAY-1).
#
# Hier hast du Treiben geboten, und alle anderen haben weiter gesagt.
#
# Aus dem Regelwerk:
#
# > **R-BID-5** Nach der Versteigerung sagt der Spielmacher an, was noch offen ist: beim Treiben die Trumpffarbe (jede Farbe), beim Rufen die gerufene Karte. Neid-Spiel und Trumpf-Durch nehmen die aufgedeckte Farbe; Durch hat keinen Trumpf.
# >
# > **R-PLAY-1** Bei Rufen, Treiben und Neid-Spiel spielt Vorhand aus, bei Durch und Trumpf-Durch der Spielmacher. Wer einen Stich gewinnt, spielt zum nächsten aus; man spielt nur Karten aus der eigenen Hand.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "treiben")

# %% [markdown]
# ## 15. Erhöhungen: von Schuß bis Drauffi (R-SPR-1, R-SPR-2, R-SPR-3, R-SPR-4, R-SPR-5)
#
# Steht das Spiel fest, dürfen die beiden Parteien abwechselnd erhöhen, bevor die erste Karte ausgespielt wird (R-SPR-3). Das ist das **Spritzen**. Jede Erhöhung bringt **einen** Spielpunkt mehr; verdoppelt wird nichts (R-SPR-1). Die Erhöhungen haben Namen, der Reihe nach: **Schuß**, Re, Sub, Dut, Hirsch, Gams, Jager, Gweih, Auffi, Drauffi, höchstens zehn (R-SPR-2). Die Gegenspieler-Partei sagt die erste, Schuß; die Spielmacher-Partei darf mit Re antworten, und so weiter, immer abwechselnd (R-SPR-4).
#
# Die Spieler werden reihum ab Vorhand gefragt; wessen Partei gerade nicht erhöhen darf, wird übersprungen. Das Spritzen endet, wenn alle, die noch erhöhen dürften, nacheinander verzichtet haben, oder nach Drauffi (R-SPR-5). Ein verdeckter Partner, der erhöht, gibt sich damit zu erkennen.
#
# Hier spielt P3 Treiben gegen dich.
#
# Aus dem Regelwerk:
#
# > **R-SPR-1** Spritzen: Die Parteien erhöhen abwechselnd; jede Erhöhung bringt +1 Spielpunkt, es wird nicht verdoppelt.
# >
# > **R-SPR-2** Die Erhöhungen heißen der Reihe nach: Schuß, Re, Sub, Dut, Hirsch, Gams, Jager, Gweih, Auffi, Drauffi (höchstens 10).
# >
# > **R-SPR-3** Erhöhen darf man nur, bevor die erste Karte ausgespielt ist.
# >
# > **R-SPR-4** Die Gegenspieler sagen Schuß; die Spielmacher-Partei antwortet mit Re und so weiter. Jedes Mitglied der Partei, die an der Reihe ist, darf erhöhen; beim Rufen verrät eine Erhöhung den verdeckten Partner.
# >
# > **R-SPR-5** Jeder Spieler wird der Reihe nach ab Vorhand im Uhrzeigersinn gefragt und darf erhöhen (wenn seine Partei an der Reihe ist) oder passen; wer bekanntermaßen zu der Partei gehört, die nicht erhöhen darf, wird übersprungen. Das Spritzen endet, wenn alle, die noch erhöhen dürfen, nacheinander gepasst haben, oder nach Drauffi.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "raises")

# %% [markdown]
# ## 16. Der Spielwert (R-VALUE-1, R-SCORE-3)
#
# Der Wert V eines Spiels wird Schritt für Schritt ermittelt (R-VALUE-1). Der Grundwert: **1** für einen einfachen Gewinn; **2**, wenn die Verlierer unter 30 Punkten bleiben (*kein Wasser*); **3**, wenn sie gar keinen Stich gemacht haben. Ein Durch oder Trumpf-Durch zählt pauschal 6 und ist nur mit allen 8 Stichen gewonnen (R-SCORE-3). Dann bringt jede Erhöhung 1 dazu.
#
# Hier spielt P4 Treiben mit einer Erhöhung, Schuß, und du spielst die letzte Karte.
#
# Aus dem Regelwerk:
#
# > **R-VALUE-1** Spielwert: Grundwert 1; 2, wenn die Verlierer unter 30 haben (kein Wasser); 3, wenn sie keinen Stich gemacht haben; Durch und Trumpf-Durch 6. Dann + Erhöhungen, dann der Matzl.
# >
# > **R-SCORE-3** Bei Durch und Trumpf-Durch gewinnt der Spielmacher nur mit allen 8 Stichen; alle 8 werden gespielt.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "value")

# %% [markdown]
# ## 17. Der Matzl: Absolution und Bonus (R-MATZL-2, R-MATZL-3)
#
# Wer den Matzl fängt, verändert den Wert. **Verliert** die Partei, die ihn gefangen hat, das Spiel, zahlt sie gar nichts: Die **Absolution** streicht Grundwert und Erhöhungen (R-MATZL-2). **Gewinnt** sie, darf sie einen Spielpunkt mehr **einfordern**; die Verlierer zahlen ihn nur, wenn er eingefordert wird (R-MATZL-3).
#
# Hier spielt P2 Treiben, Herz ist Trumpf, und P2 hat seinen Matzl in den letzten Stich gespielt.
#
# Aus dem Regelwerk:
#
# > **R-MATZL-2** Absolution: Verliert die Partei, die den Matzl gefangen hat, zahlt sie nichts, auch nicht die Erhöhungen.
# >
# > **R-MATZL-3** Bonus: Gewinnt die Partei, die den Matzl gefangen hat, darf sie +1 einfordern; fordert sie ihn nicht ein, verfällt er.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "absolution")

# %% [markdown]
# ## 18. Abrechnung: Wer zahlt wem? (R-SETTLE-1)
#
# Spielpunkte gehen immer auf null auf (R-SETTLE-1). Beim Rufen bekommt jeder Gewinner +V und jeder Verlierer −V. Bei einem Solo bekommt der Alleinspieler +3V und jeder Gegenspieler −V, wenn der Alleinspieler gewinnt, und umgekehrt, wenn er verliert.
#
# Hier spielt P2 Treiben mit Eichel als Trumpf und zwei Erhöhungen, und du spielst die letzte Karte.
#
# Aus dem Regelwerk:
#
# > **R-SETTLE-1** Abrechnung in Spielpunkten mit der Summe null: Beim Rufen bekommt jeder Gewinner +V und jeder Verlierer -V; im Solo bekommt ein gewinnender Alleinspieler +3V und jeder Gegenspieler -V, ein verlierender Alleinspieler -3V und jeder Gegenspieler +V.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "settle")

# %% [markdown]
# ## 19. Ein ganzes Spiel (R-PLAY-1, R-SCORE-1)
#
# Jetzt ein ganzes Spiel gegen drei Bots, vom Abheben bis zur Abrechnung. In der App und im Notebook spielen die Bots Zug um Zug, du kannst fragen, warum ein Bot so gespielt hat, und einen **Tipp** gibt es, wann immer du einen willst: Die Antwort verrät, was sein Zug zeigt, nie seine verdeckten Karten.
#
# Aus dem Regelwerk:
#
# > **R-PLAY-1** Bei Rufen, Treiben und Neid-Spiel spielt Vorhand aus, bei Durch und Trumpf-Durch der Spielmacher. Wer einen Stich gewinnt, spielt zum nächsten aus; man spielt nur Karten aus der eigenen Hand.
# >
# > **R-SCORE-1** Jede Partei zählt ihre Augen und die 10 für den letzten Stich; zusammen sind es 130.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "full")

# %% [markdown]
# ## Anhang: Varianten
#
# Jede Variante unten ändert eine Regel und lässt den Rest des Spiels, wie er ist. Ein Tisch einigt sich vor dem Spiel auf seine Varianten.

# %% [markdown]
# ### 20. Variante: nur stechen, um zu gewinnen (V-UT-FREE)
#
# Was muss ein Spieler tun, der nicht bedienen und nicht übertrumpfen kann?
#
# |  | Regel |
# |---|---|
# | Standardmäßig | Trotzdem Trumpf spielen, eben einen niedrigeren (R-PLAY-4). |
# | An einem Tisch mit dieser Variante | Nur stechen, wenn das den Stich gewinnt; sonst eine beliebige Karte spielen. |
#
# Aus dem Regelwerk:
#
# > **V-UT-FREE** Gestochen wird nur, wenn das den Stich gewinnt; sonst ist jede Karte erlaubt.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "v-ut-free")

# %% [markdown]
# ### 21. Variante: auch im gestochenen Stich höher gehen (V-HEAD-LITERAL)
#
# Muss ein Spieler, der bedient, in einem schon gestochenen Stich trotzdem höher gehen?
#
# |  | Regel |
# |---|---|
# | Standardmäßig | Nein: Keine Karte der ausgespielten Farbe kann ihn gewinnen, also ist jede Karte dieser Farbe erlaubt (R-PLAY-3). |
# | An einem Tisch mit dieser Variante | Ja: Schlag die höchste Karte der ausgespielten Farbe, wenn du kannst. |
#
# Aus dem Regelwerk:
#
# > **V-HEAD-LITERAL** Auch in einem schon gestochenen Stich musst du beim Bedienen die beste Karte der ausgespielten Farbe schlagen.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "v-head-literal")

# %% [markdown]
# ### 22. Variante: den Partner nicht überstechen müssen (V-PARTNER-EXEMPT)
#
# Gelten die Zwänge, wenn dein bekannter Partner den Stich gerade gewinnt?
#
# |  | Regel |
# |---|---|
# | Standardmäßig | Ja, alle (R-PLAY-6). |
# | An einem Tisch mit dieser Variante | Nur der Farbzwang: Überstechen oder Stechen ist nicht nötig. |
#
# Aus dem Regelwerk:
#
# > **V-PARTNER-EXEMPT** Gewinnt ein Partner, von dem du weißt, musst du bedienen, aber weder übernehmen noch stechen noch übertrumpfen.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "v-partner-exempt")

# %% [markdown]
# ### 23. Variante: jeder darf klopfen (V-KNOCK-ANY)
#
# Wer darf klopfen?
#
# |  | Regel |
# |---|---|
# | Standardmäßig | Nur der Abhebende, rechts vom Geber (R-DEAL-4). |
# | An einem Tisch mit dieser Variante | Zuerst Vorhand, dann der zweite Spieler, dann der Abhebende. |
#
# Aus dem Regelwerk:
#
# > **V-KNOCK-ANY** Vor dem Abheben dürfen auch Vorhand und danach der zweite Spieler klopfen; wer abhebt, wählt weiterhin zwischen Abheben und Klopfen.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "v-knock-any")

# %% [markdown]
# ### 24. Variante: die aufgedeckte Karte bleibt liegen (V-TURNUP-TABLE)
#
# Was passiert mit der aufgedeckten Karte?
#
# |  | Regel |
# |---|---|
# | Standardmäßig | Der Geber nimmt sie auf die Hand, und alle wissen, dass sie dort ist (R-DEAL-3). |
# | An einem Tisch mit dieser Variante | Sie bleibt offen auf dem Tisch liegen, bis der Geber sie spielt. |
#
# Aus dem Regelwerk:
#
# > **V-TURNUP-TABLE** Die aufgedeckte Karte bleibt offen liegen, bis der Geber sie spielt.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "v-turnup-table")

# %% [markdown]
# ### 25. Variante: der Alleinspieler spielt aus (V-SOLO-LEADS)
#
# Wer spielt bei einem Treiben oder einem Neid-Spiel zum ersten Stich aus?
#
# |  | Regel |
# |---|---|
# | Standardmäßig | Vorhand, auch gegen den Alleinspieler (R-PLAY-1). |
# | An einem Tisch mit dieser Variante | Der Alleinspieler. |
#
# Aus dem Regelwerk:
#
# > **V-SOLO-LEADS** Bei Treiben und Neid-Spiel spielt der Alleinspieler aus.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "v-solo-leads")

# %% [markdown]
# ### 26. Variante: drei Spiele (V-CONTRACTS-3)
#
# Welche Spiele darf man bieten?
#
# |  | Regel |
# |---|---|
# | Standardmäßig | Treiben, das Neid-Spiel, Durch und Trumpf-Durch, über Rufen (R-BID-2). |
# | An einem Tisch mit dieser Variante | Über Rufen nur Treiben und Durch. |
#
# Aus dem Regelwerk:
#
# > **V-CONTRACTS-3** Nur Rufen, Treiben und Durch werden gespielt: kein Neid-Spiel und kein Trumpf-Durch.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "v-contracts-3")

# %% [markdown]
# ### 27. Variante: überboten noch einmal bieten (V-BID-SCHAFKOPF)
#
# Wie oft spricht ein Spieler in der Versteigerung?
#
# |  | Regel |
# |---|---|
# | Standardmäßig | Genau einmal (R-BID-1). |
# | An einem Tisch mit dieser Variante | Wer überboten wurde, darf noch einmal höher bieten, bis alle außer dem Höchstbietenden weiter gesagt haben. |
#
# Aus dem Regelwerk:
#
# > **V-BID-SCHAFKOPF** Wer überboten wurde, darf in seinem nächsten Zug erneut und höher bieten; wer weiter sagt, steigt aus.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "v-bid-schafkopf")

# %% [markdown]
# ### 28. Variante: Treiben ohne die aufgedeckte Farbe (V-TREIBEN-NOT-TURNED)
#
# Welche Farben darf man bei einem Treiben zum Trumpf machen?
#
# |  | Regel |
# |---|---|
# | Standardmäßig | Jede Farbe, auch die aufgedeckte (R-BID-5). |
# | An einem Tisch mit dieser Variante | Jede Farbe außer der aufgedeckten: Mit ihr wäre es ein Neid-Spiel. |
#
# Aus dem Regelwerk:
#
# > **V-TREIBEN-NOT-TURNED** Treiben darf die aufgedeckte Farbe nicht als Trumpf nehmen.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "v-treiben-not-turned")

# %% [markdown]
# ### 29. Variante: Trumpf schon beim Bieten (V-TREIBEN-NAME-WITH-BID)
#
# Wann wird bei einem Treiben der Trumpf bestimmt?
#
# |  | Regel |
# |---|---|
# | Standardmäßig | Nach der Versteigerung (R-BID-5). |
# | An einem Tisch mit dieser Variante | Schon mit dem Gebot. |
#
# Aus dem Regelwerk:
#
# > **V-TREIBEN-NAME-WITH-BID** Treiben sagt seinen Trumpf schon mit dem Gebot an, nicht erst nach der Versteigerung.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "v-treiben-name-with-bid")

# %% [markdown]
# ### 30. Variante: auch einen Trumpf rufen (V-CALL-ANY)
#
# Welche Karte darf Vorhand beim Rufen rufen?
#
# |  | Regel |
# |---|---|
# | Standardmäßig | Jede Karte, die Vorhand nicht selbst hat und die kein Trumpf ist (R-CALL-1). |
# | An einem Tisch mit dieser Variante | Jede Karte, die Vorhand nicht selbst hat, auch einen Trumpf. |
#
# Aus dem Regelwerk:
#
# > **V-CALL-ANY** Jede Karte, die der Rufende nicht hat, darf gerufen werden, auch Trümpfe.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "v-call-any")

# %% [markdown]
# ### 31. Variante: eine Sau rufen, wie beim Schafkopf (V-CALL-SK)
#
# Welche Karte darf Vorhand rufen, und hat die gerufene Karte Pflichten?
#
# |  | Regel |
# |---|---|
# | Standardmäßig | Jede Karte, die kein Trumpf ist und die Vorhand nicht selbst hat; keine weiteren Pflichten (R-CALL-1). |
# | An einem Tisch mit dieser Variante | Nur eine Sau einer Farbe, die der Rufende selbst hat; der Partner muss sie spielen, sobald ihre Farbe zum ersten Mal ausgespielt wird, und darf sie nicht abwerfen. |
#
# Aus dem Regelwerk:
#
# > **V-CALL-SK** Wie beim Schafkopf: nur eine Sau, und zwar in einer Farbe, die der Rufende hat; der Partner darf sie nicht abwerfen und muss sie spielen, wenn ihre Farbe zum ersten Mal ausgespielt wird. Lässt sich keine Sau rufen, gilt die Grundregel.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "v-call-sk")

# %% [markdown]
# ### 32. Variante: jede Partei darf zuerst erhöhen (V-SPR-ANYONE-FIRST)
#
# Wer darf die erste Erhöhung, Schuß, sagen?
#
# |  | Regel |
# |---|---|
# | Standardmäßig | Nur die Gegenspieler-Partei (R-SPR-4). |
# | An einem Tisch mit dieser Variante | Jede Partei; danach wechseln sich die Parteien ab. |
#
# Aus dem Regelwerk:
#
# > **V-SPR-ANYONE-FIRST** Jede Partei darf die erste Erhöhung sagen.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "v-spr-anyone-first")

# %% [markdown]
# ### 33. Variante: erhöhen bis zum ersten Stich (V-SPR-UNTIL-TRICK1)
#
# Bis wann dürfen die Parteien erhöhen?
#
# |  | Regel |
# |---|---|
# | Standardmäßig | Bis die erste Karte ausgespielt ist (R-SPR-3). |
# | An einem Tisch mit dieser Variante | Bis der erste Stich eingesammelt ist. |
#
# Aus dem Regelwerk:
#
# > **V-SPR-UNTIL-TRICK1** Erhöhen ist erlaubt, bis der erste Stich eingesammelt ist: Wer am Zug ist, darf vor dem Spielen erhöhen.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "v-spr-until-trick1")

# %% [markdown]
# ### 34. Variante: Erhöhungen vervielfachen (V-SPR-MULT)
#
# Wie verändern die Erhöhungen den Wert?
#
# |  | Regel |
# |---|---|
# | Standardmäßig | Jede bringt 1 dazu: V = Grundwert + Erhöhungen (R-SPR-1). |
# | An einem Tisch mit dieser Variante | Sie vervielfachen: V = (1 + Erhöhungen) × Grundwert. |
#
# Aus dem Regelwerk:
#
# > **V-SPR-MULT** Wert = (1 + Erhöhungen) x Grundwert.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "v-spr-mult")

# %% [markdown]
# ### 35. Variante: 65 zu 65 zählt nicht (V-TIE-VOID)
#
# Wer gewinnt bei 65 zu 65?
#
# |  | Regel |
# |---|---|
# | Standardmäßig | Die Gegenspieler-Partei: Die Spielmacher-Partei hätte 66 gebraucht (R-SCORE-2). |
# | An einem Tisch mit dieser Variante | Niemand: Das Spiel zählt nicht, und niemand zahlt. |
#
# Aus dem Regelwerk:
#
# > **V-TIE-VOID** Ein Stand von 65 zu 65 ist ungültig: Niemand zahlt.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "v-tie-void")

# %% [markdown]
# ### 36. Variante: auch 30 ist kein Wasser (V-WASSER-30)
#
# Wann gelten die Verlierer als kein Wasser?
#
# |  | Regel |
# |---|---|
# | Standardmäßig | Unter 30 Punkten, die 10 für den letzten Stich eingerechnet (R-VALUE-1). |
# | An einem Tisch mit dieser Variante | Bei 30 Punkten oder weniger. |
#
# Aus dem Regelwerk:
#
# > **V-WASSER-30** Auch 30 Punkte zählen als kein Wasser.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "v-wasser-30")

# %% [markdown]
# ### 37. Variante: ein teureres Neid-Spiel (V-NEID-BASE2)
#
# Wie hoch ist der Grundwert eines Neid-Spiels?
#
# |  | Regel |
# |---|---|
# | Standardmäßig | Wie beim Treiben: 1, 2 oder 3 (R-VALUE-1). |
# | An einem Tisch mit dieser Variante | Einen mehr: 2, 3 oder 4. |
#
# Aus dem Regelwerk:
#
# > **V-NEID-BASE2** Das Neid-Spiel hat den Grundwert 2/3/4.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "v-neid-base2")

# %% [markdown]
# ### 38. Variante: Trumpf-Durch zählt 7 (V-TDURCH-7)
#
# Was ist ein Trumpf-Durch wert?
#
# |  | Regel |
# |---|---|
# | Standardmäßig | 6, wie ein Durch (R-VALUE-1). |
# | An einem Tisch mit dieser Variante | 7. |
#
# Aus dem Regelwerk:
#
# > **V-TDURCH-7** Ein Trumpf-Durch ist 7 wert.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "v-tdurch-7")

# %% [markdown]
# ### 39. Variante: Absolution ohne die Erhöhungen (V-MATZL-RAISES-DUE)
#
# Was streicht die Absolution?
#
# |  | Regel |
# |---|---|
# | Standardmäßig | Alles: Verlierer, die den Matzl gefangen haben, zahlen nichts (R-MATZL-2). |
# | An einem Tisch mit dieser Variante | Nur den Grundwert: Die Erhöhungen werden trotzdem bezahlt. |
#
# Aus dem Regelwerk:
#
# > **V-MATZL-RAISES-DUE** Die Absolution streicht den Grundwert, aber die Erhöhungen werden trotzdem bezahlt.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "v-matzl-raises-due")

# %% [markdown]
# ### 40. Variante: der Matzl-Bonus kommt von selbst (V-MATZL-AUTO)
#
# Wie bekommt man den Matzl-Bonus?
#
# |  | Regel |
# |---|---|
# | Standardmäßig | Die Gewinner, die ihn gefangen haben, müssen ihn einfordern, sonst verfällt er (R-MATZL-3). |
# | An einem Tisch mit dieser Variante | Er kommt von selbst dazu. |
#
# Aus dem Regelwerk:
#
# > **V-MATZL-AUTO** Der Matzl-Bonus zählt auch ohne Einfordern.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "v-matzl-auto")

# %% [markdown]
# ### 41. Variante: kein Matzl im Trumpf-Durch (V-MATZL-NO-DURCH)
#
# Gilt die Matzl-Regel in einem Trumpf-Durch?
#
# |  | Regel |
# |---|---|
# | Standardmäßig | Ja: Er hat Trumpf, also auch einen Matzl (R-MATZL-1). |
# | An einem Tisch mit dieser Variante | Nein: Nur Rufen, Treiben und das Neid-Spiel haben sie. |
#
# Aus dem Regelwerk:
#
# > **V-MATZL-NO-DURCH** Auch im Trumpf-Durch gibt es keine Matzl-Regel.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "v-matzl-no-durch")

# %% [markdown]
# ### 42. Variante: ein einfaches Solo (V-SOLO-FLAT)
#
# Was gewinnt oder verliert ein Alleinspieler?
#
# |  | Regel |
# |---|---|
# | Standardmäßig | 3V, und jeder Gegenspieler V (R-SETTLE-1). |
# | An einem Tisch mit dieser Variante | Insgesamt V, aufgeteilt auf die drei Gegenspieler. |
#
# Aus dem Regelwerk:
#
# > **V-SOLO-FLAT** Der Alleinspieler gewinnt oder zahlt insgesamt V, und die drei Gegenspieler teilen es in ganzen Punkten: jeder ein Drittel von V, abgerundet, und den Rest je einen Punkt an die Gegenspieler im Uhrzeigersinn, beginnend links vom Alleinspieler. Die Summe bleibt null.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "v-solo-flat")

# %% [markdown]
# ### 43. Variante: ein verlorener Durch bricht ab (V-DURCH-STOP)
#
# Wird ein Durch zu Ende gespielt, wenn er schon einen Stich verloren hat?
#
# |  | Regel |
# |---|---|
# | Standardmäßig | Ja, alle 8 Stiche (R-SCORE-3). |
# | An einem Tisch mit dieser Variante | Nein: Das Spiel endet beim ersten verlorenen Stich. |
#
# Aus dem Regelwerk:
#
# > **V-DURCH-STOP** Ein Durch endet beim ersten Stich, den der Spielmacher verliert.

# %% jupyter={"source_hidden": true} tags=["hide-input"]
lesson("matzlfangen", "v-durch-stop")

# %% [markdown] tags=["notebook-only"]
# ## Dein Fortschritt
#
# Die Regeln, die du auf einem Spielbrett gesehen hast, und die, auf die du geantwortet hast, in diesem Notebook wie in der App.

# %% jupyter={"source_hidden": true} tags=["hide-input", "notebook-only"]
progress("matzlfangen")
