"""Which rules each named variant changes (the ambiguities A1-A23 of the rulebook, §8): the rules
reference lists them under each rule, and each variant's entry links back. Checked against
KNOWN_VARIANTS by the tests."""
from __future__ import annotations

CHANGES: dict[str, tuple[str, ...]] = {
    "V-CONTRACTS-3": ("R-BID-2",),                        # A1
    "V-BID-SCHAFKOPF": ("R-BID-1", "R-BID-2"),            # A2
    "V-TREIBEN-NOT-TURNED": ("R-BID-5",),                 # A3
    "V-TREIBEN-NAME-WITH-BID": ("R-BID-5",),              # A3
    "V-CALL-ANY": ("R-CALL-1",),                          # A4
    "V-CALL-SK": ("R-CALL-1", "R-PLAY-2"),                # A4: the called Sau's duties in play too
    "V-SPR-UNTIL-TRICK1": ("R-SPR-3",),                   # A6
    "V-SPR-MULT": ("R-SPR-1", "R-VALUE-1"),               # A6
    "V-SPR-ANYONE-FIRST": ("R-SPR-4",),                   # A6
    "V-HEAD-LITERAL": ("R-PLAY-3",),                      # A7
    "V-UT-FREE": ("R-PLAY-4",),                           # A8
    "V-PARTNER-EXEMPT": ("R-PLAY-6",),                    # A9
    "V-TIE-VOID": ("R-SCORE-2",),                         # A10
    "V-WASSER-30": ("R-VALUE-1",),                        # A11
    "V-NEID-BASE2": ("R-VALUE-1",),                       # A13
    "V-TDURCH-7": ("R-VALUE-1",),                         # A14
    "V-DURCH-STOP": ("R-SCORE-3",),                       # A16
    "V-SOLO-FLAT": ("R-SETTLE-1",),                       # A17
    "V-MATZL-NO-DURCH": ("R-MATZL-1",),                   # A18
    "V-MATZL-RAISES-DUE": ("R-MATZL-2",),                 # A19
    "V-MATZL-AUTO": ("R-MATZL-3",),                       # A20
    "V-KNOCK-ANY": ("R-DEAL-4",),                         # A21
    "V-TURNUP-TABLE": ("R-DEAL-3",),                      # A22
    "V-SOLO-LEADS": ("R-PLAY-1",),                        # A23
}
