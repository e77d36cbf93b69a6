"""Lessons 9 and 10 (counting to 66, catching the Matzl) and 16 to 19 (the value, the Matzl's absolution and
bonus, the settlement, a whole deal). Every question pictures a real deal, played by the engine's hints to
the point asked about, and reads its answer there."""
from __future__ import annotations

import random
from typing import Callable, Optional

from ...core.i18n import SOURCE, Joined, Verbatim, count, seat_label
from ...matzlfangen import (CARD_STR, CONTRACT_WORD, DEAL_POINTS, LAST_TRICK_BONUS,
                            card_points, deal_value, last_trick, side_of, trump_letter, value_text)
from ..model import Choice, Lesson, Question, Task, Text, ask
from .common import (BOTS, GAME, Table, around, at, deal_with, facts, find, finished, game, numbers, pick, scripted,
                     suit_name)
from .play import POSITIONS
from .seeds import KNOWN
from .tricks import distinct

class FirstSentence(Joined):
    """The first sentence of a text (the winner, before the value's steps)."""

    __slots__ = ()

    def __init__(self, text: Text) -> None:
        super().__init__([text])

    def __call__(self, lang: str) -> str:
        return super().__call__(lang).split(". ")[0] + "."


SIDES = (Choice("declarers", Text("The declaring side")),
         Choice("defenders", Text("The defending side")))


def _who(g: Table) -> Text:
    """'Treiben by P2' / 'Rufen by P1 and P3' (in Rufen once the partner is known), as a prompt says it."""
    s = g.state
    if s.contract == "rufen":
        return Text("{contract} by {seat} and {partner}").format(contract=CONTRACT_WORD[s.contract],
                                                                seat=seat_label(s.declarer),
                                                                partner=seat_label(s.partner))
    return Text("{contract} by {seat}").format(contract=CONTRACT_WORD[s.contract], seat=seat_label(s.declarer))


def _who_facts(g: Table) -> dict:
    s = g.state
    return facts(contract=s.contract, declarer=s.declarer, **({"partner": s.partner} if s.contract == "rufen" else {}))


def _raises(n: int) -> Text:
    return count(n, "{n} raise", "{n} raises")


# -- 9. Counting ---------------------------------------------------------------------------------------------------
def _after_trick(seed: int, k: int) -> Table:
    """A Treiben deal (P4 alone) just after its k-th trick is gathered."""
    return at(_play_to(deal_with(seed, "treiben", 3), k).position())


def _play_to(g: Table, k: int) -> Table:
    after = g.fork()
    while len(after.state.tricks) < k and after.state.phase == "play":
        after.play(after.hint().action)
    return after


def _trick_points(rng: random.Random) -> Question:
    k = rng.choice([rng.randrange(1, 8), 8])
    g = _after_trick(rng.randrange(10**6), k)
    _, cards, _ = last_trick(g.state)

    def worth(t: Table) -> tuple[int, bool]:
        played = last_trick(t.state)[1]
        return card_points(" ".join(played)), len(t.state.tricks) == 8
    pts, last = worth(g)
    total = pts + (LAST_TRICK_BONUS if last else 0)
    return ask(g, Text("This was trick {k} of 8. How many points does its winner get for it?").format(k=k),
               around(total, rng, {pts, pts + LAST_TRICK_BONUS}), worth,
               lambda v: [str(v[0] + (LAST_TRICK_BONUS if v[1] else 0))],
               lambda v: (Text("The cards hold {points} and the last trick adds 10: {total}.") if v[1] else
                          Text("The cards hold {points}: {total}.")).format(
                              points=v[0], total=v[0] + (LAST_TRICK_BONUS if v[1] else 0)),
               ("R-SCORE-1", "R-DECK-4", "R-DECK-5"), seat=0, highlight={"region": "trick"},
               facts=facts(trick_no=k, last_trick=tuple(cards)))


def _finished_deal(rng: random.Random, contract: Optional[str] = None) -> Table:
    contract = contract or rng.choice(["rufen", "treiben"])
    return finished(deal_with(rng.randrange(10**6), contract, rng.randrange(4), rng.randrange(0, 3)))


def _count_questions(rng: random.Random) -> list[Question]:
    g = _finished_deal(rng)
    value = deal_value(g.state)
    return [
        _trick_points(rng),
        ask(g, Text("The deal is over: {who}. Who wins it?").format(who=_who(g)), SIDES, lambda t: deal_value(t.state), lambda v: [v.winners or "defenders"],
            lambda v: FirstSentence(value_text(v)), ("R-SCORE-1", "R-SCORE-2"), seat=0,
            highlight={"region": "score"}, facts={**_who_facts(g), "phase": "over"}),
        ask(g, Text("The declaring side has {points} points, the last trick's 10 included. How many does the "
                    "defending side have?").format(points=value.points),
            around(DEAL_POINTS - value.points, rng, {120 - value.points, value.points}, extra=1),
            lambda t: deal_value(t.state).points, lambda v: [str(DEAL_POINTS - v)],
            lambda v: Text("Both totals make 130: 130 − {points} = {rest}.").format(points=v, rest=DEAL_POINTS - v),
            ("R-SCORE-1", "R-DECK-5"), seat=0, highlight={"region": "score"},
            facts=facts(points=value.points, phase="over")),
    ]


def _won_last(g: Table) -> bool:
    return len(g.state.tricks) == 8 and g.state.tricks[-1][2] == 0


# -- 10. The Matzl --------------------------------------------------------------------------------------------------
def _matzl_fell(seed: int) -> Optional[Table]:
    """A Treiben deal (the soloist at random) just after the trick that held the trump Ten."""
    start = deal_with(seed, "treiben", seed % 4)
    trump = start.state.trump
    if trump < 0:
        return None
    ten = CARD_STR.index(f"{CARD_STR[trump * 8][0]}X")
    after = start.fork()
    while after.state.phase == "play" and not any(ten in cards for _, cards, _ in after.state.tricks):
        after.play(after.hint().action)
    return at(after.position())


def _caught(t: Table) -> tuple[str, int, int, str]:
    """(who caught the Matzl: "declarers", "defenders" or "nobody", its owner, the trick's winner, the card)."""
    s = t.state
    leader, cards, winner = last_trick(s)
    trump = trump_letter(s)
    ten = f"{trump}X"
    owner = (leader + cards.index(ten)) % 4
    return (s.matzl or "nobody"), owner, winner, ten


def _matzl_explain(v: tuple[str, int, int, str], g: Table) -> Text:
    who, owner, winner, _ = v
    s = g.state
    o, w = seat_label(owner), seat_label(winner)
    if owner == winner:
        return Text("{owner} won its own trump Ten: it stays with its side, so nobody caught the Matzl.").format(owner=o)
    if who == "nobody":
        return Text("{winner} won the trump Ten of {owner}, who plays on the same side: it stays home, nobody caught "
                    "the Matzl.").format(winner=w, owner=o)
    if side_of(s, owner) == "declarers":
        said = Text("{winner} won the trump Ten of {owner} (the soloist) for the other side: the defending side caught "
                    "the Matzl.")
    else:
        said = Text("{winner} won the trump Ten of {owner} (a defender) for the other side: the declaring side caught "
                    "the Matzl.")
    return said.format(winner=w, owner=o)


def matzl_fell_to(side: str) -> Callable[[int], Optional[Table]]:
    """_matzl_fell's deal, if the trick with the trump Ten was caught by `side` ("nobody": kept)."""
    def make(seed: int) -> Optional[Table]:
        g = _matzl_fell(seed)
        return g if g is not None and g.state.tricks and _caught(g)[0] == side else None
    return make


def _matzl_question(rng: random.Random, side: str) -> Question:
    """A trick where the trump Ten fell, caught by `side` (catches are rare in play: seeds.KNOWN has some)."""
    g = find(rng, matzl_fell_to(side), KNOWN.get(f"matzl-{side}", ()))
    s = g.state
    trump = trump_letter(s)
    return ask(g, Text("{seat_label} plays Treiben alone with {suit_name} as trumps, and the trump Ten fell in this "
                       "trick. Who caught the Matzl?").format(seat_label=seat_label(s.declarer), suit_name=suit_name(trump)),
               (*SIDES, Choice("nobody", Text("Nobody: it stayed with its own side"))),
               _caught, lambda v: [v[0]], lambda v: _matzl_explain(v, g), ("R-MATZL-1", "R-DECK-6"),
               seat=0, highlight={"region": "trick"},
               facts=facts(contract="treiben", declarer=s.declarer, trump=trump,
                           last_trick=tuple(last_trick(s)[1])))


def _matzl_questions(rng: random.Random) -> list[Question]:
    sides = ["declarers", "defenders", "nobody"]
    rng.shuffle(sides)
    out: list[Question] = []
    for side in sides:
        q = _matzl_question(rng, side)
        for _ in range(20):   # another deal until its prompt (soloist, trumps) is new to the set
            if q.prompt(SOURCE) not in {o.prompt(SOURCE) for o in out}:
                break
            q = _matzl_question(rng, side)
        out.append(q)
    return out


def _caught_by_us(g: Table) -> bool:
    return g.state.matzl == "defenders"


# -- 16 to 18. Value, absolution and bonus, settlement ------------------------------------------------------------------
def value_scale(v: int, rng: random.Random) -> tuple[Choice, ...]:
    """Six numbers in a row holding v, starting at a multiple of 3 (one of the two rows that hold v, drawn at
    random): the rows do not follow v, so v's place in a row varies with v."""
    low = max(0, 3 * (v // 3) - 3 * rng.randrange(2))
    return numbers(range(low, low + 6))


def _value_question(g: Table, rng: random.Random, extra: Text = Verbatim(""),
                    rules: tuple[str, ...] = ("R-VALUE-1", "R-SPR-1"), **stated: object) -> Question:
    s = g.state
    value = deal_value(s)
    return ask(g, Text("The deal is over: {who}, {raises}{extra}. What is the game value V?").format(who=_who(g), raises=_raises(len(s.raises)), extra=extra),
               value_scale(value.value, rng), lambda t: deal_value(t.state), lambda v: [str(v.value)], value_text,
               rules, seat=0,
               highlight={"region": "score"},
               facts={**_who_facts(g), "raises": len(s.raises), "phase": "over", **stated})


def _value_questions(rng: random.Random) -> list[Question]:
    out = [_value_question(_finished_deal(rng), rng) for _ in range(3)]
    durch = _finished_deal(rng, rng.choice(["durch", "trumpf-durch"]))
    out.append(_value_question(durch, rng, rules=("R-SCORE-3", "R-VALUE-1")))
    return out


def _caught_deal(seed: int) -> Optional[Table]:
    g = finished(deal_with(seed, "treiben", seed % 4, seed % 3), claim=bool(seed % 2))
    return g if g.state.matzl else None


def _absolution_questions(rng: random.Random) -> list[Question]:
    out = []
    for g in distinct(3, lambda: find(rng, _caught_deal, KNOWN.get("absolution", ()))):
        s = g.state
        won = deal_value(s).winners == s.matzl
        extra = _CAUGHT_EXTRA[(s.matzl, s.claimed == 1 if won else None)]
        stated: dict[str, object] = {"matzl": s.matzl}
        if won:
            stated["claimed"] = s.claimed
        out.append(_value_question(g, rng, extra, ("R-MATZL-2", "R-MATZL-3", "R-VALUE-1"), **stated))
    return out


# What a value question adds once a side caught the Matzl: who, and (if it won) whether it claimed the bonus.
_CAUGHT_EXTRA = {
    ("declarers", None): Text("; the declaring side caught the Matzl"),
    ("declarers", True): Text("; the declaring side caught the Matzl and claimed the bonus"),
    ("declarers", False): Text("; the declaring side caught the Matzl and did not claim the bonus"),
    ("defenders", None): Text("; the defending side caught the Matzl"),
    ("defenders", True): Text("; the defending side caught the Matzl and claimed the bonus"),
    ("defenders", False): Text("; the defending side caught the Matzl and did not claim the bonus"),
}


def _deltas(deltas: tuple[int, ...]) -> str:
    return " · ".join(f"{seat_label(x)} {d:+d}" for x, d in enumerate(deltas))


def _settle_question(g: Table, rng: random.Random) -> Question:
    s = g.state
    value = deal_value(s)
    right = tuple(s.history[-1])
    v = value.value if value.winners == "declarers" else -value.value
    solo = tuple(3 * v if x == s.declarer else -v for x in range(4))
    pair = tuple(v if x in (s.declarer, s.partner) else -v for x in range(4))
    offers = {right, tuple(-d for d in right), solo if s.contract == "rufen" else pair}
    asked = Text("The deal is over: {who}; the declaring side wins, and V = {value}. Who gets what?") \
        if value.winners == "declarers" else \
        Text("The deal is over: {who}; the declaring side loses, and V = {value}. Who gets what?")
    return ask(g, asked.format(who=_who(g), value=value.value),
               tuple(Choice(_deltas(d), Verbatim(_deltas(d))) for d in sorted(offers)),
               lambda t: tuple(t.state.history[-1]), lambda d: [_deltas(d)],
               lambda d: Text("Zero-sum: {deltas}. In Rufen each winner gets +V and each loser −V; in a solo the "
                              "soloist gets ±3V and each defender ∓V.").format(deltas=_deltas(d)),
               ("R-SETTLE-1",), seat=0, highlight={"region": "score"},
               facts={**_who_facts(g), "value": value.value, "winners": value.winners, "phase": "over"}, order=rng)


def _settle_questions(rng: random.Random) -> list[Question]:
    return [_settle_question(_paying_deal(rng, "rufen"), rng), _settle_question(_paying_deal(rng, "treiben"), rng)]


def _paying_deal(rng: random.Random, contract: str) -> Table:
    """A finished deal of this contract whose value is not 0 (absolution pays nothing: nothing to settle)."""
    return pick(rng, lambda seed: _paid(_finished_deal(random.Random(seed), contract)))


def _paid(g: Table) -> Optional[Table]:
    return g if deal_value(g.state).value else None


def _deal_over(g: Table) -> bool:
    return g.state.phase in ("claim", "over")


LESSONS = [
    Lesson("count", GAME, ("R-SCORE-1", "R-SCORE-2", "R-DECK-5"), Text("Counting to 66"),
           Text("<p>At the end of a deal each side adds up the points in the tricks it won, and the side that "
                "won the <b>last trick</b> adds 10 (R-SCORE-1). The two totals always make 130. The declaring "
                "side needs <b>66</b> to win; 65 against 65 is a loss for it (R-SCORE-2).</p><p>Here P4 plays "
                "alone against you, P2 and P3, with Herz as trumps, and the last trick is on. The bar under your "
                "hand counts the points as the tricks are won.</p>"),
           lambda: game(contract="treiben", declarer=3, trump="H", hands=["HA", None, None, None], trick="L7 S8 E9",
                        to_move=0, seed=9), seat=0, bots=BOTS,
           task=Task(Text("Win the last trick: it is worth 10 more points."),
                     _won_last, Text("The last trick's 10 went to your side; the count is on the table.")),
           hints=(Text("The Herz Sau is a trump."),), questions=_count_questions),
    Lesson("matzl", GAME, ("R-MATZL-1", "R-DECK-6"), Text("Catching the Matzl"),
           Text("<p>The <b>Matzl</b> is the Ten of trumps. A side <b>catches</b> it when it wins a trick that "
                "holds the Matzl played by the other side (R-MATZL-1). If your own side's Matzl ends up in your "
                "side's trick, nothing happens, also when you win your own Ten. The trump Sau is the only card "
                "that beats the Matzl, so keep it until the Matzl falls.</p><p>Here P2 plays Treiben with Herz "
                "as trumps and led the Herz Zehn.</p>"),
           lambda: game(**POSITIONS["matzl"]), seat=0, bots=BOTS,
           task=Task(Text("Catch the Matzl."), _caught_by_us,
                     Text("Your side won the soloist's Matzl: the table says what it is worth."),
                     moves=1, missed=Text("the Matzl's trick is over and your side did not win it.")),
           hints=(Text("Only the trump Sau beats the Matzl."),),
           questions=_matzl_questions),
]

LATE = [
    Lesson("value", GAME, ("R-VALUE-1", "R-SCORE-3"), Text("The game value"),
           Text("<p>The value V of a deal is built in steps (R-VALUE-1). The base: <b>1</b> for a plain win; "
                "<b>2</b> if the losers have under 30 points (<i>kein Wasser</i>, “no water”); <b>3</b> if they "
                "took no trick at all. A Durch or Trumpf-Durch is worth a flat 6, and is won only with all 8 "
                "tricks (R-SCORE-3). Then each raise adds 1.</p><p>Here P4 plays Treiben with one raise, Schuß, "
                "and you play the last card.</p>"),
           lambda: game(contract="treiben", declarer=3, hands=["S7", None, None, None], trick="SK S8 L9", to_move=0,
                        trump="H", raises=1, seed=17), seat=0, bots=BOTS,
           task=Task(Text("Play your last card and watch the value being built on the table."), _deal_over,
                     Text("Each step of the value names its rule.")),
           questions=_value_questions),
    Lesson("absolution", GAME, ("R-MATZL-2", "R-MATZL-3"),
           Text("The Matzl: absolution and bonus"),
           Text("<p>Catching the Matzl changes the value. If the side that caught it <b>loses</b> the deal, it "
                "pays nothing at all: the <b>absolution</b> cancels the base and the raises (R-MATZL-2). If it "
                "<b>wins</b>, it may <b>claim</b> one more game point; the losers do not pay it unless it is "
                "claimed (R-MATZL-3).</p><p>Here P2 plays Treiben with Herz as trumps and led its Matzl into the "
                "last trick.</p>"),
           lambda: game(contract="treiben", declarer=1, trump="H", hands=["HA", None, None, None], trick="HX S7 E8",
                        to_move=0, raises=1, seed=18), seat=0, bots=BOTS,
           task=Task(Text("Catch the Matzl."), _caught_by_us,
                     Text("Caught: if your side won, the table offers the bonus, and it is lost unless you claim it.")),
           questions=_absolution_questions),
    Lesson("settle", GAME, ("R-SETTLE-1",), Text("Settlement: who pays whom"),
           Text("<p>Game points are zero-sum (R-SETTLE-1). In Rufen each winner gets +V and each loser −V. In a "
                "solo the soloist gets +3V and each defender −V when the soloist wins, and the other way round "
                "when the soloist loses.</p><p>Here P2 plays Treiben with Eichel as trumps and two raises, and "
                "you play the last card.</p>"),
           lambda: game(contract="treiben", declarer=1, trump="E", hands=["E8", None, None, None], trick="S7 L8 H9",
                        to_move=0, raises=2, seed=19), seat=0, bots=BOTS,
           task=Task(Text("Play the last card and read who pays whom."), _deal_over,
                     Text("The settlement is the last line on the table, with its rule.")),
           questions=_settle_questions),
    Lesson("full", GAME, ("R-PLAY-1", "R-SCORE-1"), Text("A whole deal"),
           Text("<p>Now a whole deal against three bots, from the cut to the settlement. Press <b>Next</b> to "
                "see each bot move, ask for a <b>hint</b> when you want one, and ask why a bot played as it did: "
                "you are told what its move shows, never its hidden cards.</p>"),
           lambda: scripted(2026), seat=0, bots=BOTS,
           task=Task(Text("Play the deal to the end."), lambda g: g.is_over,
                     Text("The table shows the value step by step and who pays whom."), whole_game=True),
           controls=("undo", "history", "next", "auto", "why")),
]

__all__ = ["LESSONS", "LATE"]
