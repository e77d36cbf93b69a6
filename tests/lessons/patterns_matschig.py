"""Matschig's patterns for the language scan (tests/lessons/test_language.py): notation in learner text, English
card and action words in Spanish and German, Spanish words in German, and the faults the course once had."""
PATTERNS = {
    "any": [
        (r"\b[WSU][1-7]\b", "a card code (say the card in words: water 3, agua 3)"),
        (r"\b(PIPE|BLOWER|FLAMETHROWER|WATERSUIT|MACHINEGUN)\b", "a special card in notation"),
        (r"[WSU][1-7][>+]|>\s*[WS][1-7]", "umbrella groups in notation"),
        (r"\b(throw|complete|swap|umbrellas) [WSU][1-7]", "an action in notation"),
        (r"\bat P[1-6]\b.*\b[WS][1-7]\b|\bdeclines?\b.*\bnotation\b", "an action in notation"),
        (r"\bthis engine\b|\bthe seed\b|\ba review\b", "an internal word"),
        (r"\)\.[A-Z][A-Z_]{3,}", "a header run together with the text before it"),
    ],
    "en": [(r"\bnone of your\b", "'None' opening a sentence reads like a Python value")],
    "es": [
        (r"\b(water|sand|umbrella|umbrellas|mud|pile|blower|pipe|flamethrower|water suit|accept|decline)\b",
         "an English card or action word in Spanish"),
        (r"\)\s+para\b", "'para' for stopping a card reads as 'for': say 'detiene'"),
        (r"\bdecide con\b", "English verbs listed after 'decide con'"),
        (r"\bllevándose nada\b", "'llevándose nada' (sin llevarse nada)"),
        (r"\bun (arena|paraguas metralleta)\b", "article agreement"),
    ],
    "de": [
        (r"(?i)\b(water|umbrellas?|mud|pile|blower|pipe|flamethrower|water suit|machine-gun|accept|decline|throw|"
         r"swap|card|cards|the|and|with|nothing|points?)\b", "an English word in German"),
        (r"(?i)\b(agua|arena|paraguas|barro|montón|mazo|tubo|sopladora|lanzallamas|traje|carta|cartas|y|con)\b",
         "a Spanish word in German"),
        (r"\b1 Punkte\b|\b1 Karten\b|\b1 Runden\b", "a plural after 1"),
        (r"\b(der|den|die) Ziel\b", "'Ziel' is neuter (das Ziel)"),
    ],
}
