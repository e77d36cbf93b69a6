"""Muros-specific faults for the language scan (tests/lessons/test_language.py): PATTERNS = {lang: [(regex, why)]}."""
PATTERNS = {
    "any": [
        (r"\b[YBRG]@[WENS][1-9]", "Muros notation (R@W3) in learner text: say the move in words"),
        (r"\btake (none|[YBRG])\b", "the notation's 'take X' in learner text"),
        (r"\b[YBRG]\d+ [YBRG]\d+\b", "colour letters with counts (R4 B1): name the colours"),
        (r"\b[YBRGW]\.[YBRGW.]{5,}", "a line in the notation's letters (Y.RB.GGW.)"),
    ],
    "es": [
        (r"\bW[1-9]\b", "an English slot name in Spanish: the left end is O (oeste)"),
        (r"\b(pile|slot|token|tokens|hand|blocked)\b", "an English word of the game in Spanish"),
        (r"\bDeja ninguna\b", "'Deja ninguna' (No deja ninguna)"),
        (r"\bharía que [^.]*\b(pasaría|pasarían)\b", "conditional after 'haría que' (subjunctive: pasara)"),
    ],
    "de": [
        (r"\b(slot|slots|token|tokens|pile|piles|blocked|row|column|phase)\b", "an English word of the game in German"),
        (r"\b(ranura|ranuras|fila|columna)\b", "a Spanish word of the game in German"),
        (r"\b(rot|blau|grün|gelb|weiß) (Stein|Steine|Karte)\b", "an undeclined colour before its noun (rote Karte)"),
    ],
}
