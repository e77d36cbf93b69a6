"""Lessons 11 to 15: seats, cut and knock; the auction; the call; Treiben's trumps and the first lead; the
raises. The dealer changes from question to question (any seat deals in a real series), and every answer is
read from the engine on the deal pictured."""
from __future__ import annotations

import random
from itertools import product
from typing import Callable, Optional

from ...core.i18n import SOURCE, Verbatim, seat_label
from ...matzlfangen import CARD_STR, CONTRACT_WORD, RAISE_NAMES, hand, trump_letter
from ..model import NO, YES, Choice, Lesson, Question, Task, Text, ask
from .common import (BOTS, GAME, SEATS, WEITER_SAID, Table, at, facts, fresh, game, joined, next_deal, pick,
                     played_out, refusal, said, suit_name, suits_choices, the)

SPEECHES = ("weiter", "bid treiben", "bid neid", "bid durch", "bid trumpf-durch")
SPEECH_CHOICES = tuple(Choice(a, WEITER_SAID if a == "weiter" else Verbatim(CONTRACT_WORD[a.split()[1]]))
                       for a in SPEECHES)


def _speech(what: str) -> Text:
    """A speech kept in the auction ("weiter", "treiben", "treiben H") in words."""
    name, *named = what.split()
    if name == "weiter":
        return WEITER_SAID
    word = Verbatim(CONTRACT_WORD[name])
    if not named:
        return word
    return Text("{contract} ({suit})", context="a bid with its trumps").format(contract=word, suit=suit_name(named[0]))


def said_so_far(g: Table) -> Text:
    """'P1 weiter ("pass"), P2 Treiben' as a prompt says it."""
    parts = [Text("{seat} {speech}", context="a speech in the auction").format(seat=seat_label(who), speech=_speech(what))
             for who, what in g.state.bids]
    return joined(parts) if parts else Text("nothing yet", context="speeches so far")


def cut_then(seed: int, dealer: int, speeches: tuple[str, ...] = (), variants: tuple[str, ...] = ()) -> Table:
    """The engine's deal with `dealer` dealing, cut, then these speeches; restarted there."""
    g = fresh(seed, dealer, variants)
    while g.state.phase == "cut":
        g.play("cut" if "cut" in g.legal_actions() else "weiter")
    for speech in speeches:
        g.play(speech)
    return at(g.position())


def _after(g: Table, action: str) -> Table:
    nxt = g.fork()
    nxt.play(action)
    return nxt


# -- 11. Seats, cut and knock --------------------------------------------------------------------------------
def _deal_questions(rng: random.Random) -> list[Question]:
    dealer = rng.randrange(4)
    g = fresh(rng.randrange(10**6), dealer)
    two = fresh(rng.randrange(10**6), rng.randrange(4), deals=2)
    knock = rng.random() < 0.5
    dealt = fresh(rng.randrange(10**6), rng.randrange(4))
    cutter = dealt.to_move
    dealt.play("knock" if knock else "cut")
    dealt = at(dealt.position())
    d, d2 = seat_label(dealer), seat_label(two.state.dealer)
    return [
        ask(g, Text("{d} deals. Who is Vorhand, the first to speak in the auction?").format(d=d),
            SEATS, lambda t: _after(t, "cut").to_move,
            lambda v: [seat_label(v)],
            (lambda v: Text("Vorhand sits on the dealer's left: {seat}. Everything goes clockwise.").format(
                seat=seat_label(v))),
            ("R-SEAT-2", "R-SEAT-3"), seat=None, highlight={"region": "seats"}, facts=facts(dealer=dealer)),
        ask(g, Text("{d} deals. Who cuts the pack, or may knock instead?").format(d=d),
            SEATS, lambda t: t.to_move, lambda v: [seat_label(v)],
            (lambda v: Text("The player on the dealer's right: {seat}.").format(seat=seat_label(v))),
            ("R-DEAL-1", "R-DEAL-4"), seat=None, highlight={"region": "seats"}, facts=facts(dealer=dealer)),
        ask(two, Text("{d2} deals this deal. Who deals the next one?").format(d2=d2),
            SEATS, lambda t: next_deal(t).state.dealer, lambda v: [seat_label(v)],
            (lambda v: Text("The deal passes clockwise: this deal's Vorhand, {seat}, deals next.").format(
                seat=seat_label(v))),
            ("R-SEAT-4",), seat=None, highlight={"region": "seats"}, facts=facts(dealer=two.state.dealer)),
        ask(dealt, (Text("{seat}, on the dealer's right, knocked on the pack instead of cutting. How did the dealer "
                         "give the cards?") if knock else
                    Text("{seat}, on the dealer's right, cut the pack. How did the dealer give the cards?")).format(
                        seat=seat_label(cutter or 0)),
            (Choice("8", Text("All 8 at once to each player")),
             Choice("4", Text("Two packets of 4"))),
            lambda t: t.state.packets, lambda v: [str(v)],
            (lambda v: Text("A knock (Klopfen) replaces the cut, and each player gets all 8 cards in one packet; "
                                "a cut gives two packets of 4.")),
            ("R-DEAL-2", "R-DEAL-4"), seat=None, highlight={"region": "auction"},
            facts=facts(packets=8 if knock else 4)),
        ask(dealt, Text("Who holds the turned-up card now?"),
            SEATS, lambda t: next(x for x in range(4) if CARD_STR[t.state.turned] in hand(t.state, x)),
            lambda v: [seat_label(v)],
            (lambda v: Text("The turn-up is the dealer's own last card: {seat} takes it into hand, and everyone "
                                "knows it is there.").format(seat=seat_label(v))),
            ("R-DEAL-3",), seat=None, highlight={"region": "auction"}, facts=facts(dealer=dealt.state.dealer)),
    ]


# -- 12. The auction ----------------------------------------------------------------------------------------------
def _auction_so_far(rng: random.Random) -> Table:
    dealer, seed = rng.randrange(4), rng.randrange(10**6)
    g = cut_then(seed, dealer)
    for _ in range(rng.randrange(1, 4)):
        g.play(rng.choice(g.legal_actions()))
    return at(g.position())


def _may_say(g: Table) -> Question:
    who = seat_label(g.to_move or 0)
    so_far = said_so_far(g)
    return ask(g, Text("So far: {so_far}. What may {who} say? Mark every one.").format(so_far=so_far, who=who),
               SPEECH_CHOICES, lambda t: t.legal_actions(), lambda v: v,
               (lambda v: Text("{weiter} always; a bid only above Rufen and above every bid so far.").format(
                   weiter=WEITER_SAID)),
               ("R-BID-2",), seat=None, multi=True, highlight={"region": "auction"},
               facts=facts(bids=tuple(tuple(b) for b in g.state.bids), to_move=g.to_move))


def _auction_questions(rng: random.Random) -> list[Question]:
    out = [_may_say(_auction_so_far(rng)) for _ in range(2)]
    dealer = rng.randrange(4)
    fh = (dealer + 1) % 4
    last = at(cut_then(rng.randrange(10**6), dealer, ("weiter", "weiter", "weiter")).position())
    out.append(ask(last, Text("{seat_label}, {seat_label2} and {seat_label3} said weiter. Now {seat_label4} says weiter too. "
                              "What happens?").format(seat_label=seat_label(fh), seat_label2=seat_label((fh + 1) % 4), seat_label3=seat_label((fh + 2) % 4), seat_label4=seat_label(dealer)),
                   (Choice("rufen", Text("Vorhand ({seat_label}) plays Rufen and calls a partner").format(seat_label=seat_label(fh))),
                    Choice("redeal", Text("The cards are dealt again")),
                    Choice("dealer", Text("The dealer, {seat_label}, plays alone").format(seat_label=seat_label(dealer)))),
                   lambda t: _after(t, "weiter").state, lambda s: ["rufen" if s.contract == "rufen" else "dealer"],
                   (lambda s: Text("Vorhand cannot drop out: with no bid above Rufen, {seat} (Vorhand) plays "
                                       "Rufen.").format(seat=seat_label(s.declarer))),
                   ("R-BID-3",), seat=None, highlight={"region": "auction"},
                   facts=facts(bids=tuple(tuple(b) for b in last.state.bids), dealer=dealer), order=rng))
    dealer = rng.randrange(4)
    fh = (dealer + 1) % 4
    high = cut_then(rng.randrange(10**6), dealer, ("weiter", "bid treiben", "weiter"))
    second, fourth = seat_label((fh + 1) % 4), seat_label(dealer)
    out.append(ask(high, Text("{second} bid Treiben. Now {fourth} bids Durch. Who plays, and what?").format(second=second, fourth=fourth),
                   (Choice("durch", Text("{fourth} plays Durch alone").format(fourth=fourth)),
                    Choice("treiben", Text("{second} plays Treiben alone").format(second=second)),
                    Choice("rufen", Text("{seat_label} plays Rufen").format(seat_label=seat_label(fh)))),
                   lambda t: _after(t, "bid durch").state, lambda s: [s.contract],
                   (lambda s: Text("The highest bid wins and its bidder declares: Durch is above Treiben.")),
                   ("R-BID-4",), seat=None, highlight={"region": "auction"},
                   facts=facts(bids=tuple(tuple(b) for b in high.state.bids), to_move=dealer), order=rng))
    g = _auction_so_far(rng)
    who = seat_label(g.to_move or 0)
    out.append(ask(g, Text("May {who} bid Rufen now?").format(who=who), (YES, NO),
                   lambda t: t.why_not("bid rufen"), lambda r: ["no" if r is not None else "yes"],
                   lambda r: refusal(r) if r is not None else Verbatim(""),
                   ("R-BID-3",), seat=None, highlight={"region": "auction"}, facts=facts(to_move=g.to_move)))
    return out


# -- 13. The call -------------------------------------------------------------------------------------------------
def _call_questions(rng: random.Random) -> list[Question]:
    """Three 'May P1 call ...?' with both answers among them (in an order drawn from rng), then who the
    partner is and when the others learn it."""
    allowed = rng.choice([w for w in product((True, False), repeat=3) if len(set(w)) == 2])
    out: list[Question] = []
    for may in allowed:
        g, card = _callable(rng, may, {q.prompt(SOURCE) for q in out})
        out.append(_may_call(g, card))
    g = game(phase="call", seed=rng.randrange(10**6))
    card = rng.choice(g.legal_actions()).split()[1]
    out.append(ask(g, Text("P1 calls {the}. Who is P1's partner? (All hands are shown.)").format(the=the(card)),
                   SEATS[1:], lambda t: _after(t, f"call {card}").state.partner, lambda v: [seat_label(v)],
                   (lambda v: Text("Whoever holds {the}: {seat}. At the table nobody but {seat} knows it "
                                       "yet.").format(the=the(card), seat=seat_label(v))),
                   ("R-CALL-2",), seat=None, facts=facts(phase="call")))
    after = at(_after(g, f"call {card}").position())
    out.append(ask(after, Text("P1 has called. When do the other players learn who the partner is?"),
                   (Choice("play", Text("When the called card is played, or the partner raises")),
                    Choice("call", Text("Right after the call")),
                    Choice("end", Text("Only at the end of the deal"))),
                   lambda t: t.view(0)["sides"], lambda v: ["call" if None not in v else "play"],
                   (lambda v: Text("The partnership is secret until the called card is played or the partner "
                                       "raises for the declaring side.")),
                   ("R-CALL-3",), seat=0, highlight={"region": "hand"}, facts=facts(called=card), order=rng))
    return out


def _callable(rng: random.Random, may: bool, asked: set[str]) -> tuple[Table, str]:
    """A deal at the call and a card the engine lets P1 call there (may) or refuses, not asked yet."""
    for _ in range(40):
        g = game(phase="call", seed=rng.randrange(10**6))
        cards = [c for c in CARD_STR if (g.why_not(f"call {c}") is None) == may
                 and _may_call_prompt(g, c)(SOURCE) not in asked]
        if cards:
            return g, rng.choice(cards)
    raise RuntimeError("no deal at the call fits")  # pragma: no cover - every deal has cards of both kinds


def _may_call_prompt(g: Table, code: str) -> Text:
    """'Trumps are Herz, the turned suit. May P1 call the Eichel Sau?'"""
    trump = trump_letter(g.state)
    return Text("Trumps are {suit_name}, the turned suit. May P1 call {the}?").format(suit_name=suit_name(trump), the=the(code))


def _may_call(g: Table, code: str) -> Question:
    """'May P1 call this card?', keyed and explained by the engine's refusal (or its absence)."""
    trump = trump_letter(g.state)
    return ask(g, _may_call_prompt(g, code), (YES, NO), lambda t: t.why_not(f"call {code}"),
               lambda r: ["no" if r else "yes"],
               lambda r: refusal(r) if r is not None else
               Text("Yes: {the} is not a trump and not in P1's hand.").format(the=the(code)),
               ("R-CALL-1",), seat=0, highlight={"region": "hand"}, facts=facts(trump=trump, phase="call"))


def _called(g: Table) -> bool:
    return g.state.called >= 0


# -- 14. Trumps and the first lead --------------------------------------------------------------------------------
def _trump_after(g: Table) -> Optional[str]:
    return trump_letter(_after(g, "weiter").state)


def _trump_questions(rng: random.Random) -> list[Question]:
    dealer = rng.randrange(4)
    fh = (dealer + 1) % 4
    soloist = (fh + 1) % 4
    chooser = cut_then(rng.randrange(10**6), dealer, ("weiter", "bid treiben", "weiter", "weiter"))
    out = [ask(chooser, Text("{seat_label} plays Treiben. Which suits may it name as trumps? Mark every one.").format(seat_label=seat_label(soloist)),
               suits_choices(), lambda t: [a.split()[1] for a in t.legal_actions()], lambda v: v,
               (lambda v: Text("Any suit, the turned one too.")),
               ("R-BID-5",), seat=None, multi=True, highlight={"region": "auction"},
               facts=facts(contract="treiben", declarer=soloist, phase="trump"))]
    for contract in ("neid", "durch", "rufen"):
        speeches = ("weiter", "weiter", "weiter") if contract == "rufen" else ("weiter", f"bid {contract}", "weiter")
        g = cut_then(rng.randrange(10**6), dealer, speeches)
        turned = CARD_STR[g.state.turned][0]
        word = CONTRACT_WORD[contract]
        lead = (Text("Everyone has said weiter but {seat_label}, who says weiter too: Vorhand plays Rufen.").format(
                    seat_label=seat_label(dealer)) if contract == "rufen" else
                Text("{seat_label} bid {word}, and {seat_label2} says weiter.").format(
                    seat_label=seat_label(soloist), word=word, seat_label2=seat_label(dealer)))
        out.append(_what_trumps(g, lead, contract, turned))
    contract = rng.choice(["treiben", "neid", "durch", "trumpf-durch", "rufen"])
    lead_g = _lead_game(rng, contract, dealer)
    s = lead_g.state
    out.append(ask(lead_g, Text("{seat_label} plays {contract_word}; {seat_label2} is Vorhand. Nobody raises. Who leads the "
                                "first trick?").format(seat_label=seat_label(s.declarer), contract_word=CONTRACT_WORD[contract], seat_label2=seat_label(fh)),
                   SEATS, lambda t: played_out(t, lambda u: u.state.phase == "play").to_move,
                   lambda v: [seat_label(v)],
                   (lambda v: Text("Vorhand leads in Rufen, Treiben and the Neid-Spiel; the declarer leads a Durch "
                                       "or Trumpf-Durch. Then each trick's winner leads the next.")),
                   ("R-PLAY-1",), seat=None, highlight={"region": "auction"},
                   facts=facts(contract=contract, declarer=s.declarer, dealer=dealer, raises=0)))
    return out


def _what_trumps(g: Table, lead: Text, contract: str, turned: str) -> Question:
    """'What are trumps?' once the last speech is made, keyed by the engine's trump suit."""
    return ask(g, Text("{lead} What are trumps?").format(lead=lead),
               (*suits_choices(), Choice("none", Text("No trumps"))),
               _trump_after, lambda v: [v or "none"], (lambda v: _trumps_explain(contract, turned)),
               ("R-BID-5", "R-PLAY-5") if contract == "durch" else ("R-BID-5",), seat=None,
               highlight={"region": "auction"},
               facts=facts(bids=tuple(tuple(b) for b in g.state.bids), turned_suit=turned))


def _trumps_explain(contract: str, turned: str) -> Text:
    if contract == "durch":
        return Text("A Durch has no trumps: the declarer must win all 8 tricks with the suits alone.")
    return Text("{contract} takes the turned suit as trumps: {suit}.").format(contract=CONTRACT_WORD[contract],
                                                                             suit=suit_name(turned))


def _lead_game(rng: random.Random, contract: str, dealer: int) -> Table:
    """A deal of this contract in the raise window (the soloist: the seat after Vorhand)."""
    speeches: tuple[str, ...] = ("weiter",) * 4 if contract == "rufen" else ("weiter", f"bid {contract}", "weiter",
                                                                              "weiter")
    g = cut_then(rng.randrange(10**6), dealer, speeches)
    while g.state.phase in ("trump", "call"):
        g.play(g.hint().action)
    return at(g.position())


# -- 15. Raises ---------------------------------------------------------------------------------------------------
def raising(seed: int, n: int, contract: str = "treiben", dealer: int = 3, variants: tuple[str, ...] = ()
            ) -> Optional[Table]:
    """A deal of this contract (the soloist: the seat after Vorhand) in the raise window after n raises, each
    by the first seat able; None if the window closes first."""
    speeches: tuple[str, ...] = ("weiter",) * 4 if contract == "rufen" else ("weiter", f"bid {contract}", "weiter",
                                                                              "weiter")
    g = cut_then(seed, dealer, speeches, variants)
    while g.state.phase in ("trump", "call"):
        g.play(g.hint().action)
    while g.state.phase == "raise" and len(g.state.raises) < n:
        g.play("raise" if "raise" in g.legal_actions() else "no raise")
    return at(g.position()) if g.state.phase == "raise" else None


def raising_after(n: int) -> Callable[[int], Optional[Table]]:
    """raising(seed, n) with the seed's own dealer, for pick."""
    return lambda seed: raising(seed, n, dealer=seed % 4)


def _raise_questions(rng: random.Random) -> list[Question]:
    n = rng.randrange(0, 9)
    g = pick(rng, lambda seed: raising(seed, n, dealer=seed % 4))
    done = len(g.state.raises)
    names = Verbatim(", ".join(RAISE_NAMES[:done])) if done else Text("none", context="no raise yet")
    out = [ask(g, Text("Raises so far: {done} ({names}). What is the next raise called?").format(done=done, names=names),
               tuple(Choice(r, Verbatim(r)) for r in sorted({RAISE_NAMES[done], *rng.sample(RAISE_NAMES, 3)})),
               lambda t: RAISE_NAMES[len(t.state.raises)], lambda v: [v],
               (lambda v: Text("Schuß, Re, Sub, Dut, Hirsch, Gams, Jager, Gweih, Auffi, Drauffi: ten at most.")),
               ("R-SPR-2",), seat=None, highlight={"region": "score"}, facts=facts(raises=done, phase="raise"))]
    for n in rng.sample(range(3), 2):  # two different counts: the set never asks the same twice
        g = pick(rng, raising_after(n))
        s = g.state
        who = seat_label(g.to_move or 0)
        out.append(ask(g, Text("{seat_label} plays Treiben alone; raises so far: {len}. It is {who}'s turn in the raising. May "
                               "{who} raise now?").format(seat_label=seat_label(s.declarer), len=len(s.raises), who=who),
                       (YES, NO), lambda t: t.why_not("raise"), lambda r: ["no" if r else "yes"],
                       lambda r: refusal(r) if r is not None else
                       Text("Yes: it is its side's turn to raise, and each raise adds 1 game point."),
                       ("R-SPR-4",), seat=None, highlight={"region": "score"},
                       facts=facts(contract="treiben", declarer=s.declarer, raises=len(s.raises), to_move=g.to_move)))
    g = pick(rng, lambda seed: raising(seed, rng.randrange(0, 3), dealer=seed % 4))
    who = seat_label(g.to_move or 0)

    def next_asked(t: Table) -> tuple[Optional[int], int]:
        nxt = _after(t, "no raise")
        return (nxt.to_move if nxt.state.phase == "raise" else None), nxt.state.leader
    out.append(ask(g, Text("{who} does not raise. Who is asked next?").format(who=who),
                   (*SEATS, Choice("over", Text("Nobody: the raising is over"))),
                   next_asked, lambda v: [seat_label(v[0]) if v[0] is not None else "over"],
                   _asked_explain, ("R-SPR-5",), seat=None, highlight={"region": "score"},
                   facts=facts(to_move=g.to_move, raises=len(g.state.raises), phase="raise")))
    return out


def _asked_explain(v: tuple[Optional[int], int]) -> Text:
    nxt, leader = v
    if nxt is None:
        return Text("Nobody else may raise: everyone who could has passed in a row, so the raising is over and "
                    "{seat} leads.").format(seat=seat_label(leader))
    return Text("{seat}: the next player clockwise whose side may raise (a player whose side may not is "
                "skipped).").format(seat=seat_label(nxt))


def _raised(g: Table) -> bool:
    return any(step.action == "raise" and step.seat == 0 for step in g.history)


LESSONS = [
    Lesson("deal", GAME, ("R-SEAT-1", "R-SEAT-2", "R-SEAT-3", "R-SEAT-4", "R-DEAL-1", "R-DEAL-2", "R-DEAL-3",
                          "R-DEAL-4"),
           Text("Seats, the deal, cut and knock"),
           Text("<p>Four players, and no fixed partners: each deal's contract sets the sides (R-SEAT-1). "
                "Everything goes <b>clockwise</b> (R-SEAT-2). The player on the dealer's left is <b>Vorhand</b> "
                "(forehand): Vorhand speaks first and usually leads (R-SEAT-3). This deal's Vorhand deals the "
                "next one (R-SEAT-4).</p><p>The dealer shuffles and the player on the dealer's right "
                "<b>cuts</b>: the cards then come in two packets of 4 (R-DEAL-1, R-DEAL-2). Instead of cutting, "
                "that player may <b>knock</b> (<i>Klopfen</i>): all 8 cards come at once (R-DEAL-4). The "
                "dealer's own last card is turned up for all to see; its suit is the <b>turned suit</b>, and the "
                "dealer keeps it (R-DEAL-3).</p><p>Here P4 deals, and you are P3, on the dealer's right.</p>"),
           lambda: fresh(12), seat=2, bots={0: "hint", 1: "hint", 3: "hint"},
           task=Task(Text("Cut or knock."), lambda g: said(g, 2),
                     Text("The cards are dealt: the panel tells how, and the turn-up shows the turned suit.")),
           questions=_deal_questions),
    Lesson("auction", GAME, ("R-BID-1", "R-BID-2", "R-BID-3", "R-BID-4"), Text("The auction"),
           Text("<p>After the deal each player speaks once, Vorhand first (R-BID-1): either <b>weiter</b> "
                "(“pass”) or a contract higher than every bid so far (R-BID-2). From low to high: <b>Rufen</b> "
                "(“calling”: Vorhand plays with a partner, 2 against 2), <b>Treiben</b> (alone, trumps of your "
                "choice), <b>Neid-Spiel</b> (alone, the turned suit as trumps), <b>Durch</b> (alone and without "
                "trumps: win all 8 tricks) and <b>Trumpf-Durch</b> (all 8 tricks, the turned suit as "
                "trumps).</p><p>Rufen itself is never bid: if everybody says weiter, Vorhand plays Rufen, so a "
                "deal is never thrown in (R-BID-3). Otherwise the highest bid wins and its bidder is the "
                "declarer (R-BID-4).</p><p>Here P4 dealt, and you are Vorhand.</p>"),
           lambda: cut_then(13, 3), seat=0, bots=BOTS,
           task=Task(Text("You are Vorhand: say weiter, or bid a contract."), said,
                     Text("You have spoken; press Next to hear the others.")),
           questions=_auction_questions),
    Lesson("call", GAME, ("R-CALL-1", "R-CALL-2", "R-CALL-3"), Text("Calling a partner"),
           Text("<p>In Rufen the trumps are the <b>turned suit</b>. Vorhand calls a card that is <b>not a "
                "trump</b> and <b>not in Vorhand's own hand</b>, usually a Sau (R-CALL-1). Whoever holds it is "
                "Vorhand's partner for this deal (R-CALL-2). Nobody says so: the partnership stays secret until "
                "the called card is played, or the partner raises (R-CALL-3). Until then the table shows only "
                "the sides you know.</p><p>Here everyone said weiter, so you, Vorhand, play Rufen.</p>"),
           lambda: game(phase="call", seed=14), seat=0, bots=BOTS,
           task=Task(Text("Call a card: a Sau of a suit you hold is a good choice."), _called,
                     Text("Called. Your partner knows it is your partner; the others do not.")),
           questions=_call_questions),
    Lesson("treiben", GAME, ("R-BID-5", "R-PLAY-1"), Text("Treiben: naming the trumps"),
           Text("<p>In <b>Treiben</b> the soloist names the trump suit after the auction: any suit, the turned "
                "one too (R-BID-5). In Rufen, the Neid-Spiel and Trumpf-Durch the turned suit is trumps; a Durch "
                "has none. Vorhand leads the first trick in Rufen, Treiben and the Neid-Spiel; in the two Durch "
                "contracts the declarer does; after that the winner of each trick leads the next "
                "(R-PLAY-1).</p><p>Here you bid Treiben and everyone else said weiter.</p>"),
           lambda: cut_then(15, 3, ("bid treiben", "weiter", "weiter", "weiter")), seat=0, bots=BOTS,
           task=Task(Text("Name the trumps: your longest suit is a good choice."), lambda g: g.state.trump >= 0,
                     Text("Trumps are named; the raising comes next.")),
           questions=_trump_questions),
    Lesson("raises", GAME, ("R-SPR-1", "R-SPR-2", "R-SPR-3", "R-SPR-4", "R-SPR-5"),
           Text("Raises: from Schuß to Drauffi"),
           Text("<p>Once the contract is fixed, the two sides may raise in turn, before the first card is led "
                "(R-SPR-3). This is <b>Spritzen</b>. Each raise adds <b>one</b> game point; nothing doubles "
                "(R-SPR-1). The raises have names, in order: <b>Schuß</b>, Re, Sub, Dut, Hirsch, Gams, Jager, "
                "Gweih, Auffi, Drauffi, ten at most (R-SPR-2). The defending side says the first one, Schuß; the "
                "declaring side may answer with Re, and so on, the sides taking turns (R-SPR-4).</p><p>Each "
                "player is asked in turn from Vorhand; a player whose side may not raise now is skipped. The "
                "raising ends when everyone who may still raise has passed in a row, or after Drauffi (R-SPR-5). "
                "A hidden partner who raises shows who it is.</p><p>Here P3 plays Treiben against you.</p>"),
           lambda: game(contract="treiben", declarer=2, phase="raise", seed=16), seat=0, bots=BOTS,
           task=Task(Text("Say Schuß: raise the stake by one game point."), _raised,
                     Text("Schuß: the deal is now worth one more. P3 may answer with Re."),
                     moves=1, missed=Text("you passed instead of saying Schuß.")),
           questions=_raise_questions),
]
