"""Lessons 1 to 8: the cards, then trick play: follow suit, must beat, must trump, a trumped trick, over- and
under-trumping, the free discard, beating your partner. In lessons 1 to 7 P4 plays Treiben alone with Herz
as trumps, so the sides are public and P1's partners never win the trick it plays to (lesson 8 does that)."""
from __future__ import annotations

import random
from typing import Any, Callable, Optional

from ...core.i18n import Joined, Verbatim
from ...matzlfangen import (DEAL_POINTS, SUIT_WORD, SUITS, card_points, hand, trick_won,
                            trump_letter)
from ..model import Choice, Lesson, Question, Task, Text, ask
from .common import (BOTS, GAME, Table, around, facts, game, joined, learner_steps, name, numbers, pick, played,
                     scripted, suit_name, the)
from .tricks import (COMPELLED, Setting, lower_led_card, partner_counts, trick_questions, trump_choice_counts,
                     trumped_low_card)

# The lesson positions of lessons 2 to 8 (the classroom shows them too).
_SOLO_P4 = dict(contract="treiben", declarer=3, trump="H", to_move=0)
POSITIONS: dict[str, dict[str, Any]] = {
    "follow": dict(hands=["L9 L7 EA HX SO", None, None, None], trick="LK", seed=2, **_SOLO_P4),
    "head": dict(hands=["LA L7 EX H9 S8", None, None, None], trick="LK", seed=3, **_SOLO_P4),
    "trump": dict(hands=["EA E7 H9 H7 S8", None, None, None], trick="LK", seed=4, **_SOLO_P4),
    "trumped": dict(hands=["LA L7 HU E9", None, None, None], trick="LK H8", seed=5, **_SOLO_P4),
    "over": dict(hands=["H9 HA E7", None, None, None], trick="SK HO", seed=6, **_SOLO_P4),
    "free": dict(hands=["EA E9 L8 LU", None, None, None], trick="SK", seed=7, **_SOLO_P4),
    "partner": dict(contract="treiben", declarer=2, trump="H", hands=["LA L7 E8 S9", None, None, None],
                    trick="LK", to_move=0, seed=8),
    "matzl": dict(contract="treiben", declarer=1, trump="H", hands=["HA E8 LK", None, None, None], trick="HX S7 L8",
                  to_move=0, seed=10),
    "cards": dict(hands=["EA EX EK EO EU E9 E8 E7", None, None, None], contract="treiben", declarer=3, trump="H",
                  seed=5),
}
CLICK_GREY = Text("Click a greyed card: the panel names the rule that forbids it.")


# -- 1. The cards ------------------------------------------------------------------------------------------------
def _dealt(seed: int) -> Optional[Table]:
    """A deal at its first trick (the contract the hints bid), as P1's hand shows it."""
    return scripted(seed, until=lambda g: g.state.phase == "play")


def _pair(g: Table, rng: random.Random) -> list[str]:
    """Two cards of one suit from P1's hand (8 cards always hold two of a suit)."""
    cards = hand(g.state, 0)
    letter = rng.choice([s for s in SUITS if sum(c[0] == s for c in cards) >= 2])
    return rng.sample([c for c in cards if c[0] == letter], 2)


def _cards_questions(rng: random.Random) -> list[Question]:
    g = pick(rng, _dealt)
    trump = trump_letter(g.state)
    pair = _pair(g, rng)
    code = rng.choice(hand(g.state, 0))
    out = [
        ask(g, Text("Which ranks higher: {the} or {the2}?").format(the=the(pair[0], trump), the2=the(pair[1], trump)),
            tuple(Choice(c, name(c, trump)) for c in pair),
            lambda t: trick_won(pair, 0, None).card, lambda v: [v],
            (lambda v: Text("{card} ranks higher: in every suit the order is Sau, Zehn, König, Ober, Unter, 9, 8, "
                                "7.").format(card=name(v, trump))),
            ("R-DECK-3",), seat=0, highlight={"region": "hand", "highlight": pair},
            facts=facts(holds=(0, tuple(pair)), trump=trump)),
        ask(g, Text("How many points is {the} worth?").format(the=the(code, trump)),
            numbers((0, 2, 3, 4, 10, 11)), lambda t: card_points(code), lambda v: [str(v)],
            (lambda v: Text("Sau 11, Zehn 10, König 4, Ober 3, Unter 2; the 9, 8 and 7 score nothing.")),
            ("R-DECK-4",), seat=0, highlight={"region": "hand", "highlight": [code]},
            facts=facts(holds=(0, (code,)))),
        _hand_points(g, rng),
        ask(g, Text("{suit_name} is trumps. Which card is the Matzl?").format(suit_name=suit_name(trump)),
            tuple(Choice(s + "X", name(s + "X")) for s in SUITS), lambda t: f"{trump_letter(t.state)}X",
            lambda v: [v], (lambda v: Text("The Matzl is the Ten of trumps: {the}. No other Ten is the "
                                               "Matzl.").format(the=the(v))),
            ("R-DECK-6",), seat=0, highlight={"region": "hand"}, facts=facts(trump=trump))
        if trump is not None else _hand_points(g, rng),
        ask(g, Text("How many points does one deal hold, the last trick's 10 included?"),
            numbers((120, 130, 140)), lambda t: DEAL_POINTS, lambda v: [str(v)],
            (lambda v: Text("The 32 cards hold {cards} points and the last trick adds 10: {v}.").format(
                cards=v - 10, v=v)),
            ("R-DECK-1", "R-DECK-4", "R-DECK-5"), seat=0, highlight={"region": "hand"}, order=rng),
        ask(g, Text("The suits are Eichel, Laub, Herz and Schellen. Which one are the bells?"),
            tuple(Choice(s, Verbatim(SUIT_WORD[s])) for s in SUITS),
            lambda t: next(s for s in SUITS if SUIT_WORD[s] == "Schellen"), lambda v: [v],
            (lambda v: Text("Eichel are acorns, Laub leaves, Herz hearts and Schellen bells; no suit outranks "
                                "another.")),
            ("R-DECK-2",), seat=0, highlight={"region": "hand"}, order=rng),
    ]
    return out


def _hand_points(g: Table, rng: random.Random) -> Question:
    """'How many points does your hand hold?', counted by the engine's card points."""
    cards = hand(g.state, 0)

    def total(t: Table) -> tuple[int, tuple[str, ...]]:
        held = tuple(hand(t.state, 0))
        return card_points(" ".join(held)), held
    value = total(g)[0]
    return ask(g, Text("How many points do the cards of your hand hold together?"),
               around(value, rng, extra=3), total, lambda v: [str(v[0])],
               _sum_explain,
               ("R-DECK-4",), seat=0, highlight={"region": "hand"}, facts=facts(hand=(0, tuple(cards))))


def _sum_explain(v: tuple[int, tuple[str, ...]]) -> Text:
    """'Eichel Sau 11 + Laub König 4 = 15.' or that no card scores."""
    if not v[0]:
        return Text("No card of your hand scores a point.")
    terms = [Joined([name(c), Verbatim(str(card_points(c)))], " ") for c in v[1] if card_points(c)]
    return Joined([joined(terms, " + "), Verbatim(f" = {v[0]}.")])


def _led_most_points(g: Table) -> bool:
    steps = [s for s in learner_steps(g) if s.action.startswith("play ")]
    return bool(steps) and steps[0].action == "play EA"


def _played_card(code: str) -> Callable[[Table], bool]:
    return lambda g: any(step.action == f"play {code}" for step in learner_steps(g))


def _zero_point_discard(g: Table) -> bool:
    steps = [s for s in learner_steps(g) if s.action.startswith("play ")]
    return bool(steps) and card_points(steps[0].action.split()[1]) == 0


def _trick_lesson(lesson_id: str, rules: tuple[str, ...], title: Text, text: Text, task: Task,
                  hints: tuple[Text, ...], questions: Callable[[random.Random], list[Question]],
                  lab: Optional[str] = "trick") -> Lesson:
    """A lesson on the card table: the learner in P1's seat, three bots, the trick lab below."""
    return Lesson(lesson_id, GAME, rules, title, text, lambda: game(**POSITIONS[lesson_id]), seat=0, bots=BOTS,
                  task=task, hints=hints, questions=questions, lab=lab)


P4_ALONE = Text("<p>On this table P4 plays alone against you, P2 and P3, with Herz as trumps (the contract is "
                "called Treiben; the auction comes later in the course).</p>")

LESSONS = [
    _trick_lesson(
        "cards", ("R-DECK-1", "R-DECK-2", "R-DECK-3", "R-DECK-4", "R-DECK-5", "R-DECK-6"),
        Text("The cards, their order and their points"),
        Text("<p>Matzlfangen is played with 32 German-suited cards: four suits, <b>Eichel</b> (acorns), <b>Laub</b> "
             "(leaves), <b>Herz</b> (hearts) and <b>Schellen</b> (bells), of eight cards each. No suit outranks "
             "another.</p><p>In every suit, trumps too, the order from high to low is <b>Sau</b> (the “ace”, "
             "marked A) · <b>Zehn</b> (the ten) · <b>König</b> (the king) · <b>Ober</b> (the upper knave) · "
             "<b>Unter</b> (the lower knave) · 9 · 8 · 7. They score 11, 10, 4, 3 and 2 points; the 9, 8 and 7 "
             "score nothing. That makes 120 points in the pack, and the last trick adds 10: 130 in a deal.</p>"
             "<p>One suit is <b>trumps</b> in most deals, and the Ten of trumps has a name of its own: the "
             "<b>Matzl</b>. The game, “Matzl-catching”, is named after it.</p>{p4_alone}"
             "<p>Your hand holds every Eichel card, from the Sau down to the 7; the small number in a card's "
             "corner is its points. One of P4's cards, the Schellen 9, lies face up for everyone to see: the lesson "
             "on the deal tells why.</p>").format(p4_alone=P4_ALONE),
        Task(Text("Lead the card of your hand that is worth the most points."), _led_most_points,
             Text("The Eichel Sau is worth 11, more than any other card."),
             moves=1, missed=Text("the card you led is not the one worth the most points.")),
        (Text("The Sau is marked A."),),
        _cards_questions, lab=None),
    _trick_lesson(
        "follow", ("R-PLAY-2",), Text("Follow suit (Farbzwang)"),
        Text("<p>The first card of a trick sets the <b>led suit</b>. If you hold that suit, you must play it: this is "
             "<b>Farbzwang</b>, the duty to follow suit (R-PLAY-2). When a trump is led, following means playing a "
             "trump.</p><p>On your turn the cards you may play stand out and the others are greyed. Click a grey "
             "card to hear why it is not allowed. The <b>trick lab</b> below gives you fresh tricks to practise "
             "on.</p>{p4_alone}").format(p4_alone=P4_ALONE),
        Task(Text("P4 led the Laub König: follow suit."), played,
             Text("You followed suit, as Farbzwang requires.")),
        (Text("The trick was led with a Laub card, and you hold two."),
         CLICK_GREY),
        trick_questions(("follow",), n=4)),
    _trick_lesson(
        "head", ("R-PLAY-3",), Text("Must beat the best card (Stichzwang)"),
        Text("<p>Following suit is not always enough. If one of your cards of the led suit beats the best "
             "card in the trick, you must play such a card: this is <b>Stichzwang</b>, the duty to head the "
             "trick (R-PLAY-3). Your lower cards of that suit are then kept out. Only when none of yours can "
             "beat it may you play any card of the suit.</p>"),
        Task(Text("P4 led the Laub König. Play the card the rules make you play."), played,
             Text("The Laub Sau beats the König, so Stichzwang made you play it.")),
        (Text("Which of your Laub cards is higher than the König?"),
         CLICK_GREY),
        trick_questions(("head",), n=4, need=lower_led_card, key="head")),
    _trick_lesson(
        "trump", ("R-PLAY-4", "R-TRICK-1"), Text("Must trump (Trumpfzwang)"),
        Text("<p>If you cannot follow suit but hold a trump, you must play a trump: <b>Trumpfzwang</b>, the "
             "duty to trump (R-PLAY-4). A trump beats every card of the other suits. So the highest trump in "
             "a trick wins it; with no trump in it, the highest card of the led suit wins, and a card of "
             "another suit never does (R-TRICK-1).</p>"),
        Task(Text("You have no Laub: trump the trick."), played,
             Text("Without the led suit, Trumpfzwang makes you trump.")),
        (Text("Herz is trumps this deal."), CLICK_GREY),
        trick_questions(("trump",), n=3, winners=2, key="trump")),
    _trick_lesson(
        "trumped", ("R-PLAY-3", "R-PLAY-2"), Text("A trumped trick frees the led suit"),
        Text("<p>Once someone has trumped a trick, no card of the led suit can win it any more, so Stichzwang "
             "is off: you must still follow suit, but <b>any</b> card of that suit will do, and you may keep "
             "your Sau for later (R-PLAY-3). You may not trump instead: following suit comes first "
             "(R-PLAY-2).</p>"),
        Task(Text("P3 led the Laub König and P4 trumped it. Keep your Sau: follow with your lowest Laub."),
             _played_card("L7"),
             Text("The trick was trumped, so no Laub could win it: the 7 was allowed, and the Sau stays in your "
                  "hand."),
             moves=1, missed=Text("the card you played is not your lowest Laub.")),
        (Text("The Herz 8 is a trump."), CLICK_GREY),
        trick_questions(("follow-trumped",), n=4, need=trumped_low_card, key="trumped")),
    _trick_lesson(
        "over", ("R-PLAY-4", "R-TRICK-1"), Text("Over-trump, and trump low"),
        Text("<p>If the trick is already trumped and you cannot follow, you must <b>over-trump</b> if you "
             "can: play a higher trump than the one in the trick. If you cannot, you must still play a trump, "
             "even a lower one (R-PLAY-4). Only a player with neither the led suit nor a trump is free.</p>"),
        Task(Text("P4 trumped with the Herz Ober. Play the card the rules make you play."), played,
             Text("The Herz Sau is the only trump above the Ober: you had to over-trump.")),
        (Text("Which of your trumps beats the Herz Ober?"), CLICK_GREY),
        trick_questions(("over-trump", "under-trump"), n=3, winners=2, need=trump_choice_counts, key="over")),
    _trick_lesson(
        "free", ("R-PLAY-5",), Text("The free discard"),
        Text("<p>With neither the led suit nor a trump you may play any card (R-PLAY-5). It cannot win the "
             "trick, so give away as few points as you can, unless your partner is winning it. In a Durch "
             "there are no trumps at all: whoever cannot follow suit plays anything.</p>"),
        Task(Text("You have neither Schellen nor Herz: throw away a card worth no points."), _zero_point_discard,
             Text("Any card was allowed; a 9 or an 8 gives the others nothing."),
             moves=1, missed=Text("the card you threw away is worth points.")),
        (Text("The 9 and the 8 score nothing."),),
        trick_questions(("free",), n=3, key="free")),
    _trick_lesson(
        "partner", ("R-PLAY-6",), Text("You must beat even your partner"),
        Text("<p>The compulsions hold even when your own partner is winning the trick (R-PLAY-6). Here P3 "
             "plays <b>Treiben</b> alone against you, P2 and P4, with Herz as trumps, and your partner P4 led "
             "the Laub König. You hold the Laub Sau, so Stichzwang makes you play it over your partner's "
             "card.</p>"),
        Task(Text("Play the card the rules make you play."),
             played, Text("Stichzwang held even against your partner: the Sau had to go.")),
        (Text("Click the Laub 7 to read the rule."),),
        trick_questions(COMPELLED, n=4, setting=Setting("treiben", 2), partner_winning=True, need=partner_counts,
                        key="partner"), lab=None),
]
