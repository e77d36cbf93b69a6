"""Trick positions made at random for the trick lessons, their questions and the trick lab: a hand and a trick
so far whose legal cards have a chosen reason (follow, head, trump, ...), built to measure and checked by
the engine, then made a real deal by make_position. The questions read the legal cards and the trick's
winner from the very game they picture."""
from __future__ import annotations

import json
import random
from typing import Callable, Iterable, NamedTuple, Optional, Sequence

from ...core.i18n import SOURCE, Joined, Verbatim, seat_label
from ...matzlfangen import KNOWN_VARIANTS, REASON_RULE, hand, last_trick, legal_now, legal_reason, trick, trick_won, trump_letter
from ..model import Question, Text, ask
from .common import SEATS, Table, at, cards_choices, deal_with, facts, find, joined, name, refusal, suit_name, the
from .seeds import KNOWN

COMPELLED = ("head", "trump", "over-trump", "under-trump")
TRUMPED = ("follow-trumped", "over-trump", "under-trump")
ALL = ("follow", "head", "follow-trumped", "trump", "over-trump", "under-trump", "free")
# (hand codes, trick codes, trump letter or None, the legal codes) -> True if the position fits a lesson's need
Need = Callable[[list[str], list[str], Optional[str], list[str]], bool]


class Setting(NamedTuple):
    """Who plays what around the trick: the contract, its soloist (P4 by default, so P1's partners are the
    other two defenders and the sides are public), the trump suit (None: chosen at random; "durch": none)."""

    contract: str = "treiben"
    declarer: int = 3
    trump: Optional[str] = None


TREIBEN_P4_HERZ = Setting("treiben", 3, "H")


def trick_at(seed: int, reasons: Sequence[str] = ALL, setting: Setting = Setting(),
             partner_winning: Optional[bool] = None, variants: Iterable[str] = (), need: Optional[Need] = None,
             seats: Sequence[int] = (0,)) -> Optional[Table]:
    """The engine's seeded deal of the setting's contract, played by its hints, at the first moment when one
    of `seats` (P1 by default; a soloist only if it is P1), holding at least two cards, must play to a trick so
    far whose legal set under the default rules has one of `reasons` and fits `need` (given the legal cards
    under `variants`); partner_winning: True, a fellow defender of that seat is winning the trick (R-PLAY-6);
    False, none is (so no compulsion weighs against a partner, a rule taught later); None, either.
    Restarted there, so the game has no history; None if no moment of this deal fits."""
    g = deal_with(seed, setting.contract, setting.declarer, variants=frozenset(variants), trump=setting.trump)
    while g.state.phase == "play":
        s = g.state
        mover = g.to_move
        if mover is not None and mover in seats and s.trick and len(hand(s, mover)) >= 2 and (mover != s.declarer or mover == 0):
            held, cards, trump = hand(s, mover), trick(s), trump_letter(s)
            winner = trick_won(cards, s.leader, trump).seat
            fellow = winner not in (mover, s.declarer) and mover != s.declarer
            fits = partner_winning is None or fellow == partner_winning
            if legal_reason(held, cards, trump)[1] in reasons and fits and \
                    (need is None or need(held, cards, trump, legal_now(s)[0])):
                return at(g.position())
        g.play(g.hint().action)
    return None


def trick_game(rng: random.Random, reasons: Sequence[str] = ALL, setting: Setting = Setting(),
               partner_winning: Optional[bool] = None, variants: Iterable[str] = (), need: Optional[Need] = None,
               seats: Sequence[int] = (0,), known: Sequence[int] = ()) -> Table:
    """A trick position (trick_at) from one of the `known` seeds that fit it, or else from random ones."""
    return find(rng, lambda seed: trick_at(seed, reasons, setting, partner_winning, variants, need, seats), known)


# -- the questions --------------------------------------------------------------------------------------------------
class Legal(NamedTuple):
    """What the engine says about P1's cards: the legal ones, and the refusal of each other card."""

    legal: tuple[str, ...]
    kept: tuple[tuple[str, object], ...]  # (code, the engine's refusal: a Reason with .text(lang))


def read_legal(g: Table) -> Legal:
    """The legal cards of the seat to move (read from the game's rules, so a reading of them can be audited) and
    why each other card is refused (the engine's own words)."""
    legal = tuple(a.split()[1] for a in g.legal_actions() if a.startswith("play "))
    kept = tuple((c, g.why_not(f"play {c}")) for c in hand(g.state, g.to_move or 0) if c not in legal)
    return Legal(legal, kept)


def explain_legal(value: Legal, trump: Optional[str]) -> Text:
    """'You may play: ... Kept out: ...', each refusal with its rule."""
    names = joined([name(c, trump) for c in value.legal])
    if not value.kept:
        return Text("You may play: {cards}. Every card of your hand is allowed here.").format(cards=names)
    groups: dict[Text, list[Text]] = {}
    for code, reason in value.kept:
        # a base rule is named by its ID; a variant in words ("at this table ..."), never by its ID
        said = refusal(reason, with_rule=reason.rule not in KNOWN_VARIANTS)  # type: ignore[attr-defined]
        groups.setdefault(said, []).append(name(code, trump))
    told = joined([Text("{cards}: {why}", context="cards kept out and why").format(cards=joined(cards), why=why)
                   for why, cards in groups.items()], " ")
    return Text("You may play: {cards}. Kept out. {why}").format(cards=names, why=told)


def trick_words(g: Table) -> Text:
    """'P4 led the Laub König, P1 ...': the trick so far as the prompt says it."""
    s = g.state
    trump = trump_letter(s)
    said = [(Text("{seat} led {the}") if i == 0 else Text("{seat} played {the}")).format(
                seat=seat_label((s.leader + i) % 4), the=the(c, trump))
            for i, c in enumerate(trick(s))]
    return joined(said)


def legal_prompt(g: Table, lead: Text = Verbatim("")) -> Text:
    """'P4 led ...; trumps: Herz. Which of your cards may you play? Mark every one.': what a legal-card
    question on g asks (the trick so far, the trumps and the seat to move), `lead` first."""
    s = g.state
    seat = g.to_move or 0
    trump = trump_letter(s)
    trumps = Text("no trumps (a Durch)") if s.contract == "durch" else \
        Text("trumps: {suit_name}").format(suit_name=suit_name(trump))
    said = trick_words(g)
    asked = Text("{trick}; {trumps}. Which of your cards may you play? Mark every one.") if seat == 0 else \
        Text("{trick}; {trumps}. Which of its cards may {seat} play? Mark every one.")
    return Joined([lead, asked.format(trick=said, trumps=trumps, seat=seat_label(seat))])


def legal_question(g: Table, lead: Text = Verbatim(""), rules_extra: tuple[str, ...] = (),
                   **stated: object) -> Question:
    """'Which of your cards may you play?' on the hand of the seat to move (P1, the learner, in the course;
    another seat's picture says whose view it is) and the trick so far, keyed by the engine's legal cards;
    every card kept out explained by the engine's refusal. `lead` starts the prompt (a variant's rule, say),
    `rules_extra` and `stated` add rule IDs and stated facts."""
    s = g.state
    seat = g.to_move or 0
    trump = trump_letter(s)
    _, reason = legal_now(s)
    rules = sorted({REASON_RULE[reason], "R-PLAY-2", *rules_extra} if reason != "lead" else {"R-PLAY-1"})
    return ask(g, legal_prompt(g, lead), cards_choices(hand(s, seat), trump), read_legal, lambda v: v.legal,
               lambda v: explain_legal(v, trump), rules, seat=seat, multi=True,
               highlight={"region": "play"},
               facts={**facts(trick=tuple(trick(s)), trump=trump, to_move=seat, contract=s.contract), **stated})


def finish_trick(g: Table, card: str) -> Table:
    """A fork of g where the seat to move plays `card` and the others (the engine's hints) complete the
    trick."""
    after = g.fork()
    after.play(card)
    while after.state.trick and after.state.phase == "play":
        after.play(after.hint().action)
    return after


WHY = {"suit": Text("the highest card of the led suit, and no trump was played"),
       "trumped": Text("a trump beats every card of the other suits"),
       "trump-led": Text("the highest trump (trumps were led)")}


def winner_question(g: Table, rng: random.Random) -> Question:
    """'Who won this trick?': P1 plays one of its legal cards and the others finish; the picture is the
    complete trick, restarted as a position of its own; keyed by the engine's trick winner."""
    after = finish_trick(g, rng.choice(g.legal_actions()))
    done = game_at(after)
    leader, cards, _ = last_trick(done.state)
    trump = trump_letter(done.state)

    def won(t: Table) -> tuple[int, str, str]:
        lead, played, winner = last_trick(t.state)
        result = trick_won(played, lead, trump_letter(t.state))
        return winner, result.card, result.why
    return ask(done, winner_prompt(trump), SEATS, won, lambda v: [seat_label(v[0])],
               lambda v: Text("{seat}, with {the}: {why}.").format(seat=seat_label(v[0]), the=the(v[1], trump),
                                                                  why=WHY[v[2]]),
               ("R-TRICK-1",), seat=0, highlight={"region": "trick"},
               facts=facts(last_trick=tuple(cards), trump=trump))


def winner_prompt(trump: Optional[str]) -> Text:
    """'The trick is complete; trumps: Herz. Who won it?' (the trick itself is in the picture)."""
    trumps = suit_name(trump) if trump else Text("none (a Durch)")
    return Text("The trick is complete; trumps: {trumps}. Who won it?").format(trumps=trumps)


def game_at(g: Table) -> Table:
    """A game restarted at g's position (so a question's game has no history of its own)."""
    return at(g.position())


def trick_questions(reasons: Sequence[str], n: int = 4, winners: int = 0, setting: Setting = Setting(),
                    partner_winning: Optional[bool] = False, need: Optional[Need] = None, key: str = ""
                    ) -> Callable[[random.Random], list[Question]]:
    """A lesson's generator: n legal-card questions on positions of these reasons, then `winners` questions
    on who won a trick (any trick P1 plays to: its winner varies), each on a position and with a prompt of its
    own (positions first from seeds.KNOWN[key], when that search is the same)."""
    known = KNOWN.get(key, ())

    def make(rng: random.Random) -> list[Question]:
        legal = distinct(n, lambda: trick_game(rng, reasons, setting, partner_winning, need=need, known=known),
                         said=lambda g: legal_prompt(g)(SOURCE))
        won = distinct(winners, lambda: trick_game(rng, ALL, setting, partner_winning), legal,
                       said=lambda g: winner_prompt(trump_letter(g.state))(SOURCE))
        return [legal_question(g) for g in legal] + [winner_question(g, rng) for g in won]
    return make


def distinct(n: int, make: Callable[[], Table], taken: Sequence[Table] = (), tries: int = 40,
             said: Optional[Callable[[Table], str]] = None) -> list[Table]:
    """n games from `make`, no two (nor one of `taken`) at the same position and, given `said` (a game -> the
    prompt its question asks), no two asking one prompt: a set never asks twice, not even of another hand."""
    seen = {json.dumps(g.position(), sort_keys=True) for g in taken}
    asked: set[str] = set()
    out: list[Table] = []
    for _ in range(tries):
        if len(out) == n:
            break
        g = make()
        code = json.dumps(g.position(), sort_keys=True)
        prompt = said(g) if said is not None else code
        if code not in seen and prompt not in asked:
            seen.add(code)
            asked.add(prompt)
            out.append(g)
    if len(out) < n:
        raise RuntimeError("too few distinct positions")  # pragma: no cover - the searches find plenty
    return out


def trumped_low_card(held: list[str], cards: list[str], trump: Optional[str], legal: list[str]) -> bool:
    """A trumped trick where the freedom counts: heading the led suit's best card would keep a card out."""
    return legal_reason(held, cards, trump, ("V-HEAD-LITERAL",))[0] != legal


def trump_choice_counts(held: list[str], cards: list[str], trump: Optional[str], legal: list[str]) -> bool:
    """A trumped trick where R-PLAY-4 keeps a card out: a trump too low to over-trump, or (trumping low) a card
    of another suit."""
    return any(c not in legal for c in held)


def partner_counts(held: list[str], cards: list[str], trump: Optional[str], legal: list[str]) -> bool:
    """A compulsion against a winning partner that keeps a card out (R-PLAY-6)."""
    return legal_reason(held, cards, trump, ("V-PARTNER-EXEMPT",), partner_winning=True)[0] != legal


def lower_led_card(held: list[str], cards: list[str], trump: Optional[str], legal: list[str]) -> bool:
    """Stichzwang that keeps a card out: the hand holds a card of the led suit too low to head the trick."""
    led = cards[0][0]
    return any(c[0] == led and c not in legal for c in held)
