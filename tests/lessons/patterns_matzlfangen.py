"""Matzlfangen's own faults for the language scan (tests/lessons/test_language.py): card codes and action
notation in learner text, a second gloss of "weiter", the old raising rule, variant IDs used as words."""

PATTERNS: dict[str, list[tuple[str, str]]] = {
    "any": [
        (r"(?<![-\w])[ELHS][AXKOU987]\b", "a card code in learner text (name the card: the Herz Zehn)"),
        (r"\b(play|call|trump|bid) [ELHS][AXKOU987]?\b", "action notation in learner text"),
        (r"\b(bid (treiben|neid|durch|trumpf-durch|rufen))\b", "a bid in notation"),
        (r"\b(Under|With|under|with|Con|con) V-[A-Z]", "a variant ID used as a word (cite it in parentheses)"),
        (r"weiter \((?!\"pass\"\)|«paso»\))", "weiter glossed another way than (\"pass\") / («paso»)"),
        (r"\b(four|4) passes\b|\bcuatro pases\b|\b4 pases\b", "the raising ends when nobody else may raise, "
                                                              "not after four passes"),
        (r"\bengine\b|\bmotor\b", "an internal word"),
    ],
    "en": [
        (r"“on”|\"on\"", "weiter glossed as on (gloss it as pass)"),
        (r"\bLegal were\b", "'Legal were' (say what was allowed)"),
    ],
    "de": [
        (r"weiter \(", "weiter glossed in German (the German call needs no gloss)"),
        (r"\b(ace|knave|acorns|leaves|hearts|bells|declarer|dealer|soloist|defenders?|raises?|tricks?)\b",
         "an English game word in German"),
        (r"\b(bazas?|triunfos?|subidas?|repartidor|declarante|bando|solista|paso)\b", "a Spanish game word in German"),
        (r"\b(Ass|Bube|Dame|Pik|Karo|Kreuz)\b", "a French-suited card word in German (say Sau, Ober, Unter)"),
    ],
    "es": [
        (r"«adelante»", "weiter glossed as adelante (glósalo como paso)"),
        (r"\b(claim|waive|cut|knock|bid|raise|no raise|play|call)\b", "an English action word in Spanish"),
        (r"\b1 (subidas|puntos|bazas|cartas)\b", "a plural after 1"),
    ],
}
