"""Appendix, part 1: the variants of trick play, the deal, the auction, the call and the raising; each lesson's
questions picture a deal played under the variant, where the variant changes the answer."""
from __future__ import annotations

import random
from typing import Optional

from ...core.i18n import seat_label
from ...matzlfangen import CARD_STR, legal_reason, trump_letter
from ..model import NO, YES, Choice, Question, Text, ask
from .appendix import lead, table_facts, variant_lesson
from .common import (SEATS, Plain, Table, at, facts, fresh, game, next_deal, pick, played_out, refusal, suit_name,
                     suits_choices, the)
from .deal import SPEECH_CHOICES, _after, cut_then, raising, said_so_far
from .seeds import KNOWN
from .tricks import COMPELLED, Setting, distinct, legal_question, trick_game


def _changes(held: list[str], cards: list[str], trump: Optional[str], legal: list[str]) -> bool:
    """A trick position fits a variant lesson when the variant changes the legal cards (a tricks.Need)."""
    return legal != legal_reason(held, cards, trump)[0]


def _trick_variant(variant: str, reasons: tuple[str, ...], lead: Text, setting: Setting = Setting(),
                   partner_winning: Optional[bool] = None):  # noqa: ANN202
    """Questions on the legal cards where the variant changes them, from any defender's seat (the picture
    says whose view it is)."""
    def make(rng: random.Random) -> list[Question]:
        known = KNOWN.get(f"v-{variant[2:].lower()}", ())
        games = distinct(3, lambda: trick_game(rng, reasons, setting, partner_winning, {variant}, _changes,
                                               seats=range(4), known=known))
        return [legal_question(g, lead, (variant,), variant=variant) for g in games]
    return make


UT_FREE = variant_lesson(
    "V-UT-FREE", Text("trump only to win"),
    Text("What must a player do who cannot follow suit and cannot over-trump?"),
    Text("Play a trump all the same, a lower one (R-PLAY-4)."),
    Text("Trump only when that wins the trick; otherwise play any card."),
    lambda: game(hands=["H9 H7 EX", None, None, None], trick="SK HA", to_move=0, contract="treiben", declarer=3,
                 trump="H", seed=20, variants={"V-UT-FREE"}),
    _trick_variant("V-UT-FREE", ("under-trump",), Text("At this table you trump only to win the trick. ")))
HEAD_LITERAL = variant_lesson(
    "V-HEAD-LITERAL", Text("head even a trumped trick"),
    Text("Must a player who follows suit still beat a trick that is already trumped?"),
    Text("No: no card of the led suit can win it, so any card of that suit will do (R-PLAY-3)."),
    Text("Yes: beat the best card of the led suit if you can."),
    lambda: game(hands=["LA L7 HU E9", None, None, None], trick="LK H8", to_move=0, contract="treiben", declarer=3,
                 trump="H", seed=5, variants={"V-HEAD-LITERAL"}),
    _trick_variant("V-HEAD-LITERAL", ("follow-trumped",),
                   Text("At this table you must beat the best card of the led suit even in a trumped trick. ")))
PARTNER_EXEMPT = variant_lesson(
    "V-PARTNER-EXEMPT", Text("no need to beat your partner"),
    Text("Do the compulsions hold when your known partner is winning the trick?"),
    Text("Yes, all of them (R-PLAY-6)."),
    Text("Only following suit: no need to beat or to trump."),
    lambda: game(hands=["LA L7 E8 S9", None, None, None], trick="LK", to_move=0, contract="treiben", declarer=2,
                 trump="H", seed=8, variants={"V-PARTNER-EXEMPT"}),
    _trick_variant("V-PARTNER-EXEMPT", COMPELLED,
                   Text("Your fellow defender is winning the trick, and at this table you need not beat or trump a "
                        "partner. "),
                   Setting("treiben", 2), partner_winning=True))


# -- the deal -----------------------------------------------------------------------------------------------------
def _two_deals(seed: int) -> Table:
    """The first deal of two under V-KNOCK-ANY, knocked at once, two tricks in: the next deal's cut is still to
    come."""
    first = fresh(seed, seed % 4, ("V-KNOCK-ANY",), deals=2)
    first.play("knock")  # Vorhand, asked first, knocks: a deal the default rules reach too (the cutter's knock)
    return at(played_out(first, lambda u: len(u.state.tricks) == 2).position())


def _first_lead(seed: int, variants: tuple[str, ...]) -> Table:
    """A Treiben by the seat after Vorhand, nobody raising, at the first lead."""
    g = raising(seed, 0, "treiben", 3, variants)
    assert g is not None  # with no raise asked for, the window is still open
    while g.state.phase == "raise":
        g.play("no raise")
    return at(g.position())


def _knock_questions(rng: random.Random) -> list[Question]:
    g = _two_deals(rng.randrange(10**6))
    nxt = (g.state.dealer + 1) % 4
    return [ask(g, Text("{seat_label} deals the next deal. At this table anyone may knock in turn from Vorhand. Who will "
                        "be asked first whether to knock?").format(seat_label=seat_label(nxt)),
                SEATS, lambda t: next_deal(t).to_move, lambda v: [seat_label(v)],
                lambda v: Text("Vorhand of the next deal, {seat}, then the second player; the cutter last. By default "
                               "only the cutter, on the dealer's right, may knock.").format(seat=seat_label(v)),
                ("V-KNOCK-ANY",), seat=None, highlight={"region": "seats"},
                facts=facts(variant="V-KNOCK-ANY", dealer=g.state.dealer))]


def _turnup_questions(rng: random.Random) -> list[Question]:
    on = rng.random() < 0.5
    g = cut_then(rng.randrange(10**6), rng.randrange(4), variants=("V-TURNUP-TABLE",) if on else ())
    said = lead(on, Text("At this table the turn-up stays on the table."))
    return [ask(g, Text("{said} Where is the turned-up card now?").format(said=said),
                (Choice("table", Text("Face up on the table until the dealer plays it")),
                 Choice("hand", Text("In the dealer's hand, known to all"))),
                lambda t: t.view(0)["turnup_on_table"], lambda v: ["table" if v else "hand"],
                lambda v: Text("It stays face up; by default the dealer takes it into hand, and everyone knows it is "
                               "there.") if v else
                Text("The dealer takes it into hand, and everyone knows it is there; at a table that plays the variant "
                     "it would stay face up."),
                ("V-TURNUP-TABLE",) if on else ("R-DEAL-3",), seat=None, highlight={"region": "auction"},
                facts=facts(**table_facts(on, "V-TURNUP-TABLE")), order=rng)]


def _solo_leads_questions(rng: random.Random) -> list[Question]:
    contract = rng.choice(["treiben", "neid"])
    g = pick(rng, lambda seed: raising(seed, 0, contract, seed % 4, ("V-SOLO-LEADS",)))
    s = g.state
    fh = (s.dealer + 1) % 4
    plays = Text("Treiben") if contract == "treiben" else Text("the Neid-Spiel")
    return [ask(g, Text("{seat_label} plays {plays}; {seat_label2} is Vorhand. At this table the soloist leads. Nobody "
                        "raises. Who leads the first trick?").format(seat_label=seat_label(s.declarer), plays=plays, seat_label2=seat_label(fh)),
                SEATS, lambda t: played_out(t, lambda u: u.state.phase == "play").to_move, lambda v: [seat_label(v)],
                lambda v: Text("The soloist, {seat}; by default Vorhand leads.").format(seat=seat_label(v)),
                ("V-SOLO-LEADS",), seat=None, highlight={"region": "auction"},
                facts=facts(variant="V-SOLO-LEADS", contract=contract, declarer=s.declarer, dealer=s.dealer))]


# -- the auction -----------------------------------------------------------------------------------------------------
def _contracts3_questions(rng: random.Random) -> list[Question]:
    out = []
    for _ in range(2):
        g = cut_then(rng.randrange(10**6), rng.randrange(4), variants=("V-CONTRACTS-3",))
        for _ in range(rng.randrange(0, 3)):
            g.play(rng.choice([a for a in g.legal_actions() if a != "bid durch"]))
        g = at(g.position())
        who = seat_label(g.to_move or 0)
        out.append(ask(g, Text("At this table only Rufen, Treiben and Durch are played. So far: {said_so_far}. What may {who} "
                               "say? Mark every one.").format(said_so_far=said_so_far(g), who=who),
                       SPEECH_CHOICES, lambda t: t.legal_actions(), lambda v: v,
                       lambda v: Text("Here no Neid-Spiel and no Trumpf-Durch; by default they are bid too."),
                       ("V-CONTRACTS-3",), seat=None, multi=True, highlight={"region": "auction"},
                       facts=facts(variant="V-CONTRACTS-3", bids=tuple(tuple(b) for b in g.state.bids))))
    return out


def _schafkopf_questions(rng: random.Random) -> list[Question]:
    dealer = rng.randrange(4)
    fh = (dealer + 1) % 4
    g = cut_then(rng.randrange(10**6), dealer, ("bid treiben", "bid neid", "weiter"), ("V-BID-SCHAFKOPF",))
    last = seat_label(dealer)

    def after(t: Table) -> Optional[int]:
        nxt = _after(t, "weiter")
        return nxt.to_move if nxt.state.phase == "auction" else None
    return [ask(g, Text("At this table an outbid player may bid again. {seat_label} bid Treiben, {seat_label2} the "
                        "Neid-Spiel, {seat_label3} said weiter. Now {last} says weiter. Who speaks next?").format(seat_label=seat_label(fh), seat_label2=seat_label((fh + 1) % 4), seat_label3=seat_label((fh + 2) % 4), last=last),
                (*SEATS, Choice("over", Text("Nobody: the auction is over"))),
                after, lambda v: [seat_label(v) if v is not None else "over"],
                lambda v: Text("{seat}, outbid but not out, may bid again; by default everyone speaks once and the "
                               "Neid-Spiel would win.").format(seat=seat_label(v if v is not None else fh)),
                ("V-BID-SCHAFKOPF",), seat=None, highlight={"region": "auction"},
                facts=facts(variant="V-BID-SCHAFKOPF", bids=tuple(tuple(b) for b in g.state.bids)))]


def _not_turned_questions(rng: random.Random) -> list[Question]:
    dealer = rng.randrange(4)
    g = cut_then(rng.randrange(10**6), dealer, ("weiter", "bid treiben", "weiter", "weiter"), ("V-TREIBEN-NOT-TURNED",))
    turned = CARD_STR[g.state.turned][0]
    soloist = seat_label(g.to_move or 0)
    return [ask(g, Text("{soloist} plays Treiben; the turned suit is {suit_name}. At this table Treiben may not take the "
                        "turned suit. Which suits may {soloist} name? Mark every one.").format(soloist=soloist, suit_name=suit_name(turned)),
                suits_choices(), lambda t: [a.split()[1] for a in t.legal_actions()], lambda v: v,
                lambda v: Text("Every suit but the turned one (with it, that would be the Neid-Spiel); by default any "
                               "suit."),
                ("V-TREIBEN-NOT-TURNED",), seat=None, multi=True, highlight={"region": "auction"},
                facts=facts(variant="V-TREIBEN-NOT-TURNED", turned_suit=turned, phase="trump"))]


def _name_with_bid_questions(rng: random.Random) -> list[Question]:
    on = rng.random() < 0.5
    g = cut_then(rng.randrange(10**6), rng.randrange(4), ("weiter",) * rng.randrange(0, 3),
                 ("V-TREIBEN-NAME-WITH-BID",) if on else ())
    who = seat_label(g.to_move or 0)
    said = lead(on, Text("At this table Treiben is bid together with its trumps."))
    return [ask(g, Text("{said} If {who} bids Treiben now, when does it name the trumps?").format(said=said, who=who),
                (Choice("bid", Text("With the bid itself")),
                 Choice("after", Text("After the auction"))),
                lambda t: any(a.startswith("bid treiben ") for a in t.legal_actions()),
                lambda v: ["bid" if v else "after"],
                lambda v: Text("The bid names the suit (Treiben with Herz trumps, say); by default the soloist names it "
                               "after the auction.") if v else
                Text("After the auction, once the bid has won; at a table that plays the variant the bid itself would "
                     "name it."),
                ("V-TREIBEN-NAME-WITH-BID",) if on else ("R-BID-5",), seat=None, highlight={"region": "auction"},
                facts=facts(**table_facts(on, "V-TREIBEN-NAME-WITH-BID"), to_move=g.to_move), order=rng)]


# -- the call ----------------------------------------------------------------------------------------------------------
def _call_variant(variant: str, rule: Text):  # noqa: ANN202
    """A card the variant lets P1 call and the default does not, or the other way round, asked at a table with
    the variant or (a contrast) at one with the standard rule."""
    def make(rng: random.Random) -> list[Question]:
        g = pick(rng, lambda seed: _call_differs(seed, variant))
        default = at(dict(g.position(), variants=[]))
        card = rng.choice(sorted(set(g.legal_actions()) ^ set(default.legal_actions()))).split()[1]
        on = rng.random() < 0.5
        g = g if on else default
        trump = trump_letter(g.state)
        said = lead(on, rule)
        return [ask(g, Text("{said} Trumps: {suit_name}. May P1 call {the}?").format(said=said, suit_name=suit_name(trump), the=the(card)),
                    (YES, NO), lambda t: t.why_not(f"call {card}"), lambda r: ["no" if r else "yes"],
                    lambda r: Plain(refusal(r)) if r is not None else
                    Text("Yes, at this table; by default it could not be called.") if on else
                    Text("Yes: it is not a trump, and P1 does not hold it."),
                    (variant, "R-CALL-1") if on else ("R-CALL-1",), seat=0, highlight={"region": "hand"},
                    facts=facts(**table_facts(on, variant), trump=trump, phase="call"))]
    return make


def _call_differs(seed: int, variant: str) -> Optional[Table]:
    """A Rufen deal before the call, under the variant, if the variant changes which cards P1 may call."""
    g = game(phase="call", seed=seed, variants={variant})
    default = at(dict(g.position(), variants=[]))
    return g if set(g.legal_actions()) ^ set(default.legal_actions()) else None


CALL_ANY = variant_lesson(
    "V-CALL-ANY", Text("call a trump too"),
    Text("Which card may Vorhand call in Rufen?"),
    Text("Any card it does not hold that is not a trump (R-CALL-1)."),
    Text("Any card it does not hold, trumps too."),
    lambda: pick(random.Random(1), lambda seed: _call_differs(seed, "V-CALL-ANY")),
    _call_variant("V-CALL-ANY", Text("At this table any card not held may be called.")))
CALL_SK = variant_lesson(
    "V-CALL-SK", Text("call a Sau, as in Schafkopf"),
    Text("Which card may Vorhand call, and does the called card have duties?"),
    Text("Any non-trump card it does not hold; no extra duties (R-CALL-1)."),
    Text("Only a Sau of a suit the caller holds; the partner must play it when its suit is first led and "
         "may not throw it away."),
    lambda: pick(random.Random(2), lambda seed: _call_differs(seed, "V-CALL-SK")),
    _call_variant("V-CALL-SK", Text("At this table only a Sau of a suit the caller holds may be called.")))


# -- the raising ----------------------------------------------------------------------------------------------------------
def _anyone_first_questions(rng: random.Random) -> list[Question]:
    g = pick(rng, lambda seed: raising(seed, 0, "treiben", seed % 4, ("V-SPR-ANYONE-FIRST",)))
    who = seat_label(g.to_move or 0)

    def nxt(t: Table) -> Optional[int]:
        after = _after(t, "no raise")
        return after.to_move if after.state.phase == "raise" else None
    return [ask(g, Text("{seat_label} plays Treiben, and at this table either side may say the first raise. {who} does "
                        "not raise. Who is asked next?").format(seat_label=seat_label(g.state.declarer), who=who),
                (*SEATS, Choice("over", Text("Nobody: the raising is over"))),
                nxt, lambda v: [seat_label(v) if v is not None else "over"],
                lambda v: Text("{seat}: the soloist may say Schuß here too; by default only the defending side says "
                               "the first raise, and the soloist is skipped.").format(seat=seat_label(v)),
                ("V-SPR-ANYONE-FIRST",), seat=None, highlight={"region": "score"},
                facts=facts(variant="V-SPR-ANYONE-FIRST", contract="treiben", declarer=g.state.declarer, raises=0,
                            to_move=g.to_move))]


def _until_trick1_questions(rng: random.Random) -> list[Question]:
    def fits(seed: int) -> Optional[Table]:
        g = raising(seed, 0, "treiben", seed % 4, ("V-SPR-UNTIL-TRICK1",))
        if g is None:
            return None
        g = g.fork()
        while g.state.phase == "raise":
            g.play("no raise")
        while len(g.state.trick) < 1 + seed % 2:
            g.play(g.hint().action)
        mover = g.to_move
        return at(g.position()) if mover is not None and mover != g.state.declarer else None
    g = pick(rng, fits)
    on = rng.random() < 0.5
    if not on:
        g = at(dict(g.position(), variants=[]))
    who = seat_label(g.to_move or 0)
    said = lead(on, Text("At this table raising goes on until the first trick is gathered."))
    return [ask(g, Text("{seat_label} plays Treiben; nobody has raised, and the first card is out. {said} May {who}, a "
                        "defender, still raise?").format(seat_label=seat_label(g.state.declarer), said=said, who=who),
                (YES, NO), lambda t: t.why_not("raise"), lambda r: ["no" if r else "yes"],
                lambda r: Plain(refusal(r)) if r is not None else
                Text("Yes: until the first trick is gathered; by default raising ends at the opening lead."),
                ("V-SPR-UNTIL-TRICK1",) if on else ("R-SPR-3",), seat=None, highlight={"region": "score"},
                facts=facts(**table_facts(on, "V-SPR-UNTIL-TRICK1"), contract="treiben", raises=0, trick_no=0,
                            to_move=g.to_move))]


LESSONS = [
    UT_FREE, HEAD_LITERAL, PARTNER_EXEMPT,
    variant_lesson("V-KNOCK-ANY", Text("anyone may knock"),
                   Text("Who may knock on the pack?"),
                   Text("Only the cutter, on the dealer's right (R-DEAL-4)."),
                   Text("Vorhand first, then the second player, then the cutter."),
                   lambda: fresh(26, 3, ("V-KNOCK-ANY",)),
                   _knock_questions, seat=None),
    variant_lesson("V-TURNUP-TABLE", Text("the turn-up stays on the table"),
                   Text("What happens to the turned-up card?"),
                   Text("The dealer takes it into hand, and everyone knows it is there (R-DEAL-3)."),
                   Text("It stays face up on the table until the dealer plays it."),
                   lambda: fresh(28, 3, ("V-TURNUP-TABLE",)), _turnup_questions, seat=None),
    variant_lesson("V-SOLO-LEADS", Text("the soloist leads"),
                   Text("Who leads the first trick of a Treiben or a Neid-Spiel?"),
                   Text("Vorhand, even against the soloist (R-PLAY-1)."),
                   Text("The soloist."),
                   lambda: _first_lead(27, ("V-SOLO-LEADS",)), _solo_leads_questions, seat=None),
    variant_lesson("V-CONTRACTS-3", Text("three contracts"),
                   Text("Which contracts may be bid?"),
                   Text("Treiben, the Neid-Spiel, Durch and Trumpf-Durch, above Rufen (R-BID-2)."),
                   Text("Only Treiben and Durch above Rufen."),
                   lambda: cut_then(21, 3, ("weiter",), ("V-CONTRACTS-3",)), _contracts3_questions, seat=None),
    variant_lesson("V-BID-SCHAFKOPF", Text("bid again when outbid"),
                   Text("How often does a player speak in the auction?"),
                   Text("Exactly once (R-BID-1)."),
                   Text("A player outbid may bid again, higher, until all but the highest bidder have passed."),
                   lambda: cut_then(24, 3, ("bid treiben", "bid neid", "weiter", "weiter"), ("V-BID-SCHAFKOPF",)),
                   _schafkopf_questions, seat=None),
    variant_lesson("V-TREIBEN-NOT-TURNED", Text("Treiben without the turned suit"),
                   Text("Which suits may a Treiben name as trumps?"),
                   Text("Any suit, the turned one too (R-BID-5)."),
                   Text("Any suit but the turned one: that one would make it a Neid-Spiel."),
                   lambda: cut_then(21, 3, ("bid treiben", "weiter", "weiter", "weiter"), ("V-TREIBEN-NOT-TURNED",)),
                   _not_turned_questions, seat=0),
    variant_lesson("V-TREIBEN-NAME-WITH-BID", Text("trumps named with the bid"),
                   Text("When does a Treiben name its trumps?"),
                   Text("After the auction (R-BID-5)."),
                   Text("With the bid itself."),
                   lambda: cut_then(25, 3, ("weiter", "weiter"), ("V-TREIBEN-NAME-WITH-BID",)), _name_with_bid_questions,
                   seat=0),
    CALL_ANY, CALL_SK,
    variant_lesson("V-SPR-ANYONE-FIRST", Text("either side raises first"),
                   Text("Who may say the first raise, Schuß?"),
                   Text("Only the defending side (R-SPR-4)."),
                   Text("Either side; then the sides take turns."),
                   lambda: game(contract="treiben", declarer=0, phase="raise", seed=23,
                                variants={"V-SPR-ANYONE-FIRST"}), _anyone_first_questions, seat=None),
    variant_lesson("V-SPR-UNTIL-TRICK1", Text("raise until the first trick"),
                   Text("Until when may the sides raise?"),
                   Text("Until the first card is led (R-SPR-3)."),
                   Text("Until the first trick is gathered."),
                   lambda: game(hands=["HA H7 E8 E9 LK L8 S9 SU", None, None, None], contract="treiben", declarer=2,
                                seed=23, variants={"V-SPR-UNTIL-TRICK1"}), _until_trick1_questions, seat=None),
]
