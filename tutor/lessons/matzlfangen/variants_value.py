"""Appendix, part 2: the variants of the value, the Matzl and the solo. Each question pictures a deal at its last
card (or, for V-DURCH-STOP, at the card that loses the Durch a trick), played under the variant, and is asked
only where the variant changes the answer: the engine finishes the deal both ways before the question is
made."""
from __future__ import annotations

import random
from typing import Any, Callable, NamedTuple, Optional

from ...core.i18n import Verbatim, seat_label
from ...matzlfangen import CONTRACT_WORD, deal_value, hand, value_text
from ..model import Choice, Question, Text, ask
from .appendix import lead, table_facts, variant_lesson
from .common import Plain, Table, at, deal_with, facts, final, find, last_card, numbers, played_out, the
from .seeds import KNOWN

Fact = Callable[[Table], Any]


def value_after(t: Table) -> int:
    """V once the hints have played the deal out (an offered bonus claimed)."""
    return deal_value(final(t)).value


def _toggle(g: Table, variant: str) -> Table:
    """The same position at a table with the variant switched the other way."""
    chosen = set(g.variants)
    return at(dict(g.position(), variants=sorted(chosen ^ {variant})))


def without(g: Table, variant: str) -> Table:
    """The same position at a table without the variant."""
    return at(dict(g.position(), variants=sorted(set(g.variants) - {variant})))


def _changed(g: Table, variant: str, fact: Fact) -> bool:
    """True if the variant changes the fact on this position (one the default rules reach too)."""
    try:
        return fact(g) != fact(without(g, variant))
    except ValueError:
        return False  # the default rules cannot reach it: no question is made there


def _deal_words(g: Table) -> Text:
    s = g.state
    n = len(s.raises)
    if s.contract == "rufen":
        said = Text("{contract} by {seat} and {partner}, {n} raise", plural="{contract} by {seat} and {partner}, {n} raises",
                    n=n)
    else:
        said = Text("{contract} by {seat}, {n} raise", plural="{contract} by {seat}, {n} raises", n=n)
    return said.format(contract=CONTRACT_WORD[s.contract], seat=seat_label(s.declarer), partner=seat_label(s.partner))


def _deal_facts(g: Table, variant: str, on: bool = True) -> dict:
    s = g.state
    extra = {"partner": s.partner} if s.contract == "rufen" else {}
    return {**facts(**table_facts(on, variant), contract=s.contract, declarer=s.declarer, raises=len(s.raises),
                    to_move=g.to_move), **extra}


class Case(NamedTuple):
    """Deals to search for a variant's question: the contracts and raises to try (by seed: contracts[seed %
    n], declarer seed % 4, raises[seed % m]) and the fact the variant must change."""

    variant: str
    contracts: tuple[str, ...]
    raises: tuple[int, ...]
    fact: Fact


def case_at(seed: int, case: Case) -> Optional[Table]:
    """This seed's deal at its last card, played under the variant, if the variant changes the case's fact on
    that very position (so it must be a position the default rules reach too: a Matzl rule variant waits
    for a trump Ten still to fall)."""
    contract = case.contracts[seed % len(case.contracts)]
    g = last_card(seed, contract, seed % 4, case.raises[seed % len(case.raises)], variants={case.variant})
    if case.variant == "V-MATZL-NO-DURCH" and _ten_fallen(g):
        return None
    return g if _changed(g, case.variant, case.fact) else None


def _ten_fallen(g: Table) -> bool:
    """True if a gathered trick holds the trump Ten."""
    s = g.state
    return s.trump >= 0 and any(s.trump * 8 + 1 in cards for _, cards, _ in s.tricks)


def case_game(rng: random.Random, key: str) -> Table:
    """A deal for CASES[key], from the seeds known to fit (seeds.KNOWN) or from random ones."""
    return find(rng, lambda seed: case_at(seed, CASES[key]), KNOWN.get(key, ()))


def contrast_game(rng: random.Random, key: str) -> tuple[bool, Table]:
    """(on, game): a deal for CASES[key] at a table that plays its variant (on), or, as often, the same position
    at a table that keeps the standard rule (a contrast: the variant changes the answer there)."""
    g = case_game(rng, key)
    on = rng.random() < 0.5
    return on, (g if on else without(g, CASES[key].variant))


def matzl_words(g: Table) -> Text:
    """Who will have caught the Matzl by the end of the deal (the picture does not show it), and that a side
    that caught it and wins claims its bonus."""
    caught = final(g).matzl
    if not caught:
        return Text(" Nobody catches the Matzl in this deal.")
    side = Text("the declaring side") if caught == "declarers" else \
        Text("the defending side")
    return Text(" By the end of the deal {side} has caught the Matzl; if it wins, it claims the bonus.").format(side=side)


def value_question(key: str, rule: Text, default_rule: str) -> Callable[[random.Random], list[Question]]:
    """'What will the game value V be?' at the last card of a deal of CASES[key], at a table with the variant
    or (a contrast) with the standard rule `default_rule`."""
    variant = CASES[key].variant

    def make(rng: random.Random) -> list[Question]:
        on, g = contrast_game(rng, key)
        who = seat_label(g.to_move or 0)
        card = hand(g.state, g.to_move or 0)[0]
        v = value_after(g)
        # the values under both readings and their neighbours: the same choices at either table
        both = {v, value_after(_toggle(g, variant))}
        scale = numbers({*both, *(x + 1 for x in both), *(max(0, x - 1) for x in both)})
        said = lead(on, rule)
        caught = matzl_words(g)
        return [ask(g, Text("{said} {deal_words}. {who} plays its last card, {the}, and the deal is over.{caught} What will "
                            "the game value V be?").format(said=said, deal_words=_deal_words(g), who=who, the=the(card), caught=caught),
                    scale, lambda t: deal_value(final(t)),
                    lambda d: [str(d.value)], lambda d: Plain(value_text(d)),
                    (variant,) if on else (default_rule,), seat=None, highlight={"region": "score"},
                    facts={**_deal_facts(g, variant, on), "holds": (g.to_move, (card,)),
                           "final_matzl": final(g).matzl or None})]
    return make


def _auto_questions(rng: random.Random) -> list[Question]:
    on, g = contrast_game(rng, "v-matzl-auto")
    who = seat_label(g.to_move or 0)
    said = lead(on, Text("At this table the Matzl bonus is added by itself."))
    return [ask(g, Text("{said} {deal_words}. {who} plays its last card, and the side that caught the Matzl wins. Is the "
                        "bonus added, or must it be claimed?").format(said=said, deal_words=_deal_words(g), who=who),
                (Choice("auto", Text("It is added by itself")),
                 Choice("claim", Text("The winners must claim it"))),
                _offered, lambda v: ["claim" if v else "auto"],
                lambda v: Text("The winners must claim it, or it is lost; at a table that plays the variant it is "
                               "added by itself.") if v else
                Text("Added by itself at this table; by default the winners must claim it, or it is lost."),
                ("V-MATZL-AUTO",) if on else ("R-MATZL-3",), seat=None, highlight={"region": "score"},
                facts={**_deal_facts(g, "V-MATZL-AUTO", on), "final_matzl_wins": True}, order=rng)]


_NO_DURCH_WHY = {
    "nobody": Text("Nobody: the variant switches the Matzl rule off in Trumpf-Durch too; by default it would count."),
    "declarers": Text("The declaring side: a Trumpf-Durch has trumps, so by default the Matzl rule holds in it too; "
                      "the variant would switch it off."),
    "defenders": Text("The defending side: a Trumpf-Durch has trumps, so by default the Matzl rule holds in it too; "
                      "the variant would switch it off."),
}


def _no_durch_questions(rng: random.Random) -> list[Question]:
    on, g = contrast_game(rng, "v-matzl-no-durch")
    said = lead(on, Text("At this table there is no Matzl rule in a Trumpf-Durch."))
    return [ask(g, Text("{said} {deal_words}. Once the deal is over, has anyone caught the Matzl?").format(said=said, deal_words=_deal_words(g)),
                (Choice("nobody", Text("No: the rule is off here")),
                 Choice("defenders", Text("Yes, the defending side")),
                 Choice("declarers", Text("Yes, the declarer"))),
                _caught, lambda v: [v],
                lambda v: _NO_DURCH_WHY[v],
                ("V-MATZL-NO-DURCH",) if on else ("R-MATZL-1",), seat=None, highlight={"region": "score"},
                facts=_deal_facts(g, "V-MATZL-NO-DURCH", on), order=rng)]


def _flat_questions(rng: random.Random) -> list[Question]:
    on, g = contrast_game(rng, "v-solo-flat")
    flat = g if on else at(dict(g.position(), variants=sorted({*g.variants, "V-SOLO-FLAT"})))
    right, plain_deltas = _deltas(flat), _deltas(without(flat, "V-SOLO-FLAT"))
    shown = {d: " · ".join(f"{seat_label(x)} {n:+d}" for x, n in enumerate(d)) for d in {right, plain_deltas}}
    v = deal_value(final(g)).value
    said = lead(on, Text("At this table the soloist wins or loses only V in all."))
    return [ask(g, Text("{said} {deal_words}; the deal is worth V = {v}. Who gets what once it is over?").format(said=said, deal_words=_deal_words(g), v=v),
                tuple(Choice(text, Verbatim(text)) for text in sorted(shown.values())), _deltas,
                lambda d: [" · ".join(f"{seat_label(x)} {n:+d}" for x, n in enumerate(d))],
                lambda d: Text("The soloist gets V and the defenders share it, the remainder clockwise from the "
                               "soloist's left; by default the soloist gets 3V, each defender V.") if on else
                Text("The soloist gets 3V and each defender V; at a table that plays the flat solo the soloist would "
                     "get V in all, shared by the defenders."),
                ("V-SOLO-FLAT",) if on else ("R-SETTLE-1",), seat=None, highlight={"region": "score"},
                facts={**_deal_facts(g, "V-SOLO-FLAT", on), "final_value": v}, order=rng)]


def _offered(t: Table) -> bool:
    """True if, after the last card, the side that caught the Matzl is offered its bonus to claim."""
    return played_out(t).state.phase == "claim"


def _caught(t: Table) -> str:
    """Who has caught the Matzl once the deal is played out ("nobody" if no one)."""
    return final(t).matzl or "nobody"


def _deltas(t: Table) -> tuple[int, ...]:
    """Each seat's game points from the deal, once it is played out."""
    return tuple(final(t).history[-1])


CASES = {
    "v-spr-mult": Case("V-SPR-MULT", ("durch",), (1, 2), value_after),
    "v-tie-void": Case("V-TIE-VOID", ("rufen", "treiben"), (0, 1, 2), value_after),
    "v-wasser-30": Case("V-WASSER-30", ("rufen", "treiben"), (0, 1, 2), value_after),
    "v-neid-base2": Case("V-NEID-BASE2", ("neid",), (0, 1, 2), value_after),
    "v-tdurch-7": Case("V-TDURCH-7", ("trumpf-durch",), (0, 1, 2), value_after),
    "v-matzl-raises-due": Case("V-MATZL-RAISES-DUE", ("rufen", "treiben"), (1, 2), value_after),
    "v-matzl-auto": Case("V-MATZL-AUTO", ("rufen", "treiben"), (0, 1, 2), _offered),
    "v-matzl-no-durch": Case("V-MATZL-NO-DURCH", ("trumpf-durch",), (0, 1, 2), _caught),
    "v-solo-flat": Case("V-SOLO-FLAT", ("treiben", "neid"), (0, 1, 2), _deltas),
}


def _losing_trick(seed: int) -> Optional[Table]:
    """A Durch (V-DURCH-STOP) at the last card of the first trick the declarer loses, before trick 8."""
    g = deal_with(seed, "durch", seed % 4, 0, variants={"V-DURCH-STOP"})
    while g.state.phase == "play" and len(g.state.tricks) < 7:
        if len(g.state.trick) == 3:
            nxt = g.fork()
            nxt.play(nxt.hint().action)
            if nxt.state.tricks[-1][2] != g.state.declarer:
                return at(g.position())
        g.play(g.hint().action)
    return None


def _stop_questions(rng: random.Random) -> list[Question]:
    g = find(rng, _losing_trick, KNOWN.get("v-durch-stop", ()))
    on = rng.random() < 0.5
    if not on:
        g = without(g, "V-DURCH-STOP")
    s = g.state
    who = seat_label(g.to_move or 0)
    said = lead(on, Text("At this table a Durch ends at the first trick it loses."))

    def over(t: Table) -> bool:
        nxt = t.fork()
        nxt.play(nxt.hint().action)
        return nxt.state.phase in ("claim", "over")
    return [ask(g, Text("{said} {seat_label} plays Durch and has won every trick so far; {who} plays the last card of "
                        "trick {value}, which goes to the defending side. What happens?").format(said=said, seat_label=seat_label(s.declarer), who=who, value=len(s.tricks) + 1),
                (Choice("stop", Text("The deal ends at once: the Durch is lost")),
                 Choice("on", Text("All 8 tricks are still played"))),
                over, lambda v: ["stop" if v else "on"],
                lambda v: Text("The deal stops at the first trick lost; by default all 8 are played (it matters only "
                               "for a Matzl in a Trumpf-Durch).") if v else
                Text("All 8 tricks are played, though the Durch is already lost; at a table that plays the variant the "
                     "deal would stop here."),
                ("V-DURCH-STOP",) if on else ("R-SCORE-3",), seat=None, highlight={"region": "score"},
                facts=facts(**table_facts(on, "V-DURCH-STOP"), contract="durch", declarer=s.declarer,
                            trick_no=len(s.tricks), to_move=g.to_move, declarer_loses_trick=True,
                            decl_tricks_so_far=len(s.tricks)), order=rng)]


def _board(key: str, pick_no: int = 0) -> Callable[[], Table]:
    """A lesson's board: a deal of CASES[key] at its last card, where the variant changes what the card
    leads to (a board of its own: the seeds that fit differ from case to case)."""
    return lambda: case_game(random.Random(pick_no), key)


LESSONS = [
    variant_lesson("V-SPR-MULT", Text("raises multiply"),
                   Text("How do the raises change the value?"),
                   Text("Each adds 1: V = base + raises (R-SPR-1)."),
                   Text("They multiply: V = (1 + raises) × base."),
                   _board("v-spr-mult"),
                   value_question("v-spr-mult", Text("At this table V = (1 + raises) × base."), "R-SPR-1"), seat=None),
    variant_lesson("V-TIE-VOID", Text("65 to 65 is void"),
                   Text("Who wins at 65 to 65?"),
                   Text("The defending side: the declarers needed 66 (R-SCORE-2)."),
                   Text("Nobody: the deal is void and nobody pays."),
                   _board("v-tie-void"),
                   value_question("v-tie-void", Text("At this table a 65 to 65 deal is void."), "R-SCORE-2"), seat=None),
    variant_lesson("V-WASSER-30", Text("30 is kein Wasser too"),
                   Text("When do the losers count as kein Wasser (“no water”)?"),
                   Text("Under 30 points, the last trick's 10 included (R-VALUE-1)."),
                   Text("At 30 points or fewer."),
                   _board("v-wasser-30"),
                   value_question("v-wasser-30", Text("At this table 30 points also count as kein Wasser."),
                                  "R-VALUE-1"),
                   seat=None),
    variant_lesson("V-NEID-BASE2", Text("a dearer Neid-Spiel"),
                   Text("What is the base of a Neid-Spiel?"),
                   Text("As Treiben: 1, 2 or 3 (R-VALUE-1)."),
                   Text("One more: 2, 3 or 4."), _board("v-neid-base2"),
                   value_question("v-neid-base2", Text("At this table a Neid-Spiel's base is one higher."),
                                  "R-VALUE-1"),
                   seat=None),
    variant_lesson("V-TDURCH-7", Text("Trumpf-Durch is worth 7"),
                   Text("What is a Trumpf-Durch worth?"),
                   Text("6, like a Durch (R-VALUE-1)."), Text("7."),
                   _board("v-tdurch-7"),
                   value_question("v-tdurch-7", Text("At this table a Trumpf-Durch is worth 7."),
                                  "R-VALUE-1"),
                   seat=None),
    variant_lesson("V-MATZL-RAISES-DUE", Text("absolution leaves the raises"),
                   Text("What does absolution cancel?"),
                   Text("Everything: the losers who caught the Matzl pay nothing (R-MATZL-2)."),
                   Text("The base only: the raises are still paid."),
                   _board("v-matzl-raises-due"),
                   value_question("v-matzl-raises-due",
                                  Text("At this table absolution still leaves the raises to pay."),
                                  "R-MATZL-2"),
                   seat=None),
    variant_lesson("V-MATZL-AUTO", Text("the Matzl bonus comes by itself"),
                   Text("How is the Matzl bonus won?"),
                   Text("The winners who caught it must claim it, or it is lost (R-MATZL-3)."),
                   Text("It is added by itself."), _board("v-matzl-auto"),
                   _auto_questions, seat=None),
    variant_lesson("V-MATZL-NO-DURCH", Text("no Matzl in Trumpf-Durch"),
                   Text("Does the Matzl rule apply in a Trumpf-Durch?"),
                   Text("Yes: it has trumps, so it has a Matzl (R-MATZL-1)."),
                   Text("No: only Rufen, Treiben and the Neid-Spiel have it."),
                   _board("v-matzl-no-durch"), _no_durch_questions, seat=None),
    variant_lesson("V-SOLO-FLAT", Text("a flat solo"),
                   Text("What does a soloist win or lose?"),
                   Text("3V, and each defender V (R-SETTLE-1)."),
                   Text("V in all, shared by the three defenders."),
                   _board("v-solo-flat"), _flat_questions, seat=None),
    variant_lesson("V-DURCH-STOP", Text("a lost Durch stops"),
                   Text("Is a Durch played out once it has lost a trick?"),
                   Text("Yes, all 8 tricks (R-SCORE-3)."),
                   Text("No: the deal ends at the first trick lost."),
                   lambda: find(random.Random(31), _losing_trick, KNOWN.get("v-durch-stop", ())), _stop_questions,
                   seat=None),
]
