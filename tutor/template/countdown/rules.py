"""Countdown, a tiny card game: every piece a game of the tutor needs, small.

The conformance suite checks it in one line, `tutor.core.testing.check_game(RULES, conceal=conceal)`. What
it gives:

- rules with IDs (EX1..EX5) and the texts of its events, in English (`register_rulebook`, `register_texts`;
  the translations are in the message catalogs, tutor/locale);
- an immutable state with the seeded RNG inside it (principle 5), and phases routed by `PhaseRules`;
- strict, linear notation (`parse`/`format`): an action means one thing or is refused;
- events whose data says what a seat may know, and a redactor that tells them per seat;
- view/text/svg per seat, positions (snapshot, check_snapshot, restore, setup_of), a hint and a bot;
- `make_position`, the helper a lesson writes a position with (only what matters; the rest from a seed);
- click paths with their labels, the status line and `why` (told from what the asking seat may know).

The rules. EX1: 2 or 3 players, a pile of counters (10, or 15 with start=15) and a deck of twelve cards,
four each of 1, 2 and 3, shuffled; each player is dealt 3 cards, seen only by its holder. EX2: in turn,
each player keeps its hand or mulligans once (its cards go back, the deck is shuffled, it draws 3). EX3: then
in turn, a player plays a card no larger than the counters left, takes that many counters away, and draws
the top card of the deck if there is one. EX4: a player with no card that fits passes, and only then.
EX5: whoever takes the last counter wins; when every player passes in a row, nobody wins.
Variants: OPEN_HANDS (every hand is shown to everyone), NO_MULLIGAN (play starts at once; it cannot be
combined with MULLIGAN_TWICE, which lets each player mulligan up to twice).
"""
from __future__ import annotations

import random
import re
from collections import Counter
from itertools import combinations
from typing import Any, Iterable, Mapping, NamedTuple, Optional

# Absolute imports of the core: the copy in tutor/<game>/ runs as it is.
from tutor.core import i18n
from tutor.core.errors import IllegalAction, NotationError
from tutor.core.events import Event, register_redactor
from tutor.core.i18n import Text
from tutor.core.phases import Phase, PhaseRules
from tutor.core.rng import seed_state, shuffled
from tutor.core.rules import SVG_KEYWORDS, Hint, Result

GAME = "countdown"
DECK = (1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3)
HAND = 3
MAX_ACTION = 40  # characters: the longest action is "mulligan"; longer text is refused unread

i18n.register_rulebook(GAME, {
    "EX1": Text("Deal: a pile of counters and twelve cards (four each of 1, 2, 3); 3 cards each, seen only by "
                "their holder."),
    "EX2": Text("Before play, each player in turn keeps its hand or mulligans once: its cards go back, the deck is "
                "shuffled, and it draws 3."),
    "EX3": Text("On your turn play a card no larger than the counters left, take that many away, then draw."),
    "EX4": Text("With no card that fits, you pass; you may pass only then."),
    "EX5": Text("Whoever takes the last counter wins; if everyone passes in a row, nobody wins."),
    # the variants, each with its entry: what it changes
    "OPEN_HANDS": Text("Variant “open hands”: every hand is shown to everyone, and so is every card drawn."),
    "NO_MULLIGAN": Text("Variant “no mulligan”: there is no mulligan round (EX2); play starts at once. It cannot be "
                        "combined with the variant “two mulligans”."),
    "MULLIGAN_TWICE": Text("Variant “two mulligans”: in the mulligan round (EX2) each player may mulligan up to "
                           "twice."),
})

_PHASE_NAMES = {"mulligan": Text("mulligan round"), "play": Text("play", context="countdown phase")}


def _cards(n: int) -> Text:
    return i18n.count(n, "{n} card", "{n} cards")


def _counters(n: int) -> Text:
    return i18n.count(n, "{n} counter", "{n} counters")


P = i18n.seat_label
i18n.register_texts(GAME, {
    "kept": lambda d: Text("{seat} keeps its hand.").format(seat=P(d["seat"])),
    "mulligan": lambda d: Text("{seat} mulligans and draws {cards}.").format(
        seat=P(d["seat"]), cards=" ".join(map(str, d["hand"]))),
    "mulligan-unseen": lambda d: Text("{seat} mulligans and draws {cards}.").format(seat=P(d["seat"]),
                                                                                   cards=_cards(HAND)),
    "played": lambda d: Text("{seat} plays a {card}: {n} counter left.", plural="{seat} plays a {card}: {n} counters "
                             "left.", n=d["left"]).format(seat=P(d["seat"]), card=d["card"]),
    "drew": lambda d: Text("{seat} draws a {card}.").format(seat=P(d["seat"]), card=d["card"]),
    "drew-unseen": lambda d: Text("{seat} draws a card.").format(seat=P(d["seat"])),
    "passed": lambda d: Text("{seat} has no card that fits and passes.").format(seat=P(d["seat"])),
    "won": lambda d: Text("{seat} takes the last counter and wins.").format(seat=P(d["seat"])),
    "stalled": Text("Everyone passed in a row: nobody wins."),
    "dealt": lambda d: Text("The pile holds {start} counters, and each of the {players} players is dealt {cards} "
                            "cards.").format(start=d["start"], players=d["players"], cards=d["cards"]),
    "mulligan-round": lambda d: Text("First, each player in turn keeps its hand or mulligans, at most once; {seat} "
                                     "decides first.",
                                     plural="First, each player in turn keeps its hand or mulligans, up to {n} "
                                            "times; {seat} decides first.", n=d["times"]).format(seat=P(d["seat"])),
    "no-mulligan-round": lambda d: Text("There is no mulligan round: {seat} plays first.").format(seat=P(d["seat"])),
    "too-big": lambda d: Text("A {card} does not fit: only {n} counter left.",
                              plural="A {card} does not fit: only {n} counters left.", n=d["left"]).format(
        card=d["card"]),
    "not-held": lambda d: Text("{seat} holds no {card}.").format(seat=P(d["seat"]), card=d["card"]),
    "no-pass": Text("You may pass only when no card fits."),
    "notation": Text("Write 'keep', 'mulligan', 'play 1' to 'play 3' or 'pass', not {got}."),
    "hint-keep": Text("Keep: your hand adds up to {sum}, enough to play on."),
    "hint-mulligan": Text("Mulligan: your hand adds up to only {sum}."),
    "hint-four": Text("Play the {card}: it leaves {left}, a multiple of 4, so whatever the next player takes, 4 "
                      "minus that wins the race to the last counter."),
    "hint-last": Text("Play the {card}: it takes the last counter."),
    "hint-big": Text("Play the {card}, your largest card that fits."),
    "hint-pass": Text("Pass: no card in your hand fits."),
    # words for clicks, the status line and why a move was made (told from what the asker may know)
    "label-keep": Text("keep your hand"),
    "label-mulligan": Text("mulligan: give your cards back and draw 3"),
    "label-pass": Text("pass", context="countdown button"),
    "label-card": Text("play the {card}"),
    "status-you": lambda d: Text("Your turn ({seat}): {what}.").format(seat=P(d["seat"]), what=d["what"]),
    "status-other": lambda d: Text("{seat} to move: {what}.").format(seat=P(d["seat"]), what=d["what"]),
    "status-over": Text("The game is over."),
    "what-mulligan": Text("keep your hand or mulligan"),
    "what-play": Text("play a card that fits, or pass"),
    "did-keep": Text("kept its hand"),
    "did-mulligan": Text("changed its hand"),
    "did-pass": Text("passed", context="countdown move"),
    "did-card": Text("played a {card}"),
    "why-seen": lambda d: Text("{seat} {move}. {reason}").format(seat=P(d["seat"]), move=d["move"],
                                                                 reason=d["reason"]),
    "why-hidden": lambda d: Text("{seat} {move}; its cards are hidden from you, so only {seat} knows why.").format(
        seat=P(d["seat"]), move=d["move"]),
    "why-forced": lambda d: Text("{seat} passed: with {n} counter left, no card it held fitted (EX4 allows a pass "
                                 "only then).",
                                 plural="{seat} passed: with {n} counters left, no card it held fitted (EX4 allows "
                                        "a pass only then).", n=d["left"]).format(seat=P(d["seat"])),
})


class State(NamedTuple):
    """Everything about a Countdown position; the RNG state is part of it (principle 5)."""

    variants: frozenset[str]
    start: int                         # counters at the start (the option)
    left: int                          # counters left
    hands: tuple[tuple[int, ...], ...]  # per seat, sorted
    deck: tuple[int, ...]              # face down, top first
    mulligans: tuple[int, ...]         # per seat, mulligans made
    phase: str                         # "mulligan", "play" or "over"
    turn: int                          # seat to move; -1 when over
    passes: int                        # passes in a row
    winner: int                        # -1: none (yet)
    rng: int


def _event(rule: str, kind: str, **data: Any) -> Event:
    return Event(GAME, rule, kind, data)


def _redact(event: Event, seat: int) -> Optional[Event]:
    """What a seat learns of an event: another player's drawn cards only as their number (EX1)."""
    owner, open_hands = event.data.get("seat"), event.data.get("open", False)
    if owner == seat or open_hands:
        return event
    if event.kind == "drew":
        return _event(event.rule, "drew-unseen", seat=owner)
    if event.kind == "mulligan":
        return _event(event.rule, "mulligan-unseen", seat=owner)
    return event


register_redactor(GAME, _redact)

_ACTION = re.compile(r"(keep|mulligan|pass|play ([123]))", re.ASCII)


def _parse(text: str) -> tuple[str, Any]:
    """(verb, card) of an action; NotationError for anything else (short, exact, ASCII only)."""
    match = _ACTION.fullmatch(text) if type(text) is str and len(text) <= MAX_ACTION else None
    if match is None:
        raise NotationError(GAME, None, "notation", {"got": _quote(text)})
    card = match.group(2)
    return ("play", int(card)) if card else (match.group(1), None)


def _quote(text: Any) -> str:
    shown = repr(text)
    return shown if len(shown) <= 60 else shown[:57] + "..."


def _next(s: State, seat: int) -> int:
    return (seat + 1) % len(s.hands)


def _fits(s: State, seat: int) -> list[int]:
    return sorted({c for c in s.hands[seat] if c <= s.left})


def _legal_mulligan(s: State) -> list[str]:
    return ["keep", "mulligan"]


def _legal_play(s: State) -> list[str]:
    fits = _fits(s, s.turn)
    return [f"play {c}" for c in fits] if fits else ["pass"]


def _mulligan_step(s: State, verb: str, arg: Any) -> tuple[State, list[Event]]:
    """EX2: keep, or give the hand back, shuffle and draw 3."""
    seat, open_hands = s.turn, "OPEN_HANDS" in s.variants
    limit = 2 if "MULLIGAN_TWICE" in s.variants else 1
    hands, deck, rng, mulligans = s.hands, s.deck, s.rng, s.mulligans
    if verb == "keep":
        events = [_event("EX2", "kept", seat=seat)]
    else:
        mixed, rng = shuffled(deck + s.hands[seat], rng)
        hand = tuple(sorted(mixed[:HAND]))
        deck = tuple(mixed[HAND:])
        hands = hands[:seat] + (hand,) + hands[seat + 1:]
        mulligans = mulligans[:seat] + (mulligans[seat] + 1,) + mulligans[seat + 1:]
        # under MULLIGAN_TWICE the player keeps the turn after a first mulligan: the variant's doing
        rule = "MULLIGAN_TWICE" if limit == 2 else "EX2"
        events = [_event(rule, "mulligan", seat=seat, hand=list(hand), open=open_hands)]
    done = verb == "keep" or mulligans[seat] >= limit
    turn = _next(s, seat) if done else seat
    phase = "play" if done and turn == 0 else "mulligan"
    return s._replace(hands=hands, deck=tuple(deck), rng=rng, mulligans=mulligans, turn=turn, phase=phase), events


def _play_step(s: State, verb: str, card: Any) -> tuple[State, list[Event]]:
    """EX3 (play a card that fits, then draw), EX4 (pass only when none fits), EX5 (the end)."""
    seat, open_hands = s.turn, "OPEN_HANDS" in s.variants
    if verb == "pass":
        if _fits(s, seat):
            raise IllegalAction(GAME, "EX4", "no-pass")
        passes = s.passes + 1
        events = [_event("EX4", "passed", seat=seat)]
        if passes == len(s.hands):
            return s._replace(passes=passes, phase="over", turn=-1), events + [_event("EX5", "stalled")]
        return s._replace(passes=passes, turn=_next(s, seat)), events
    hand = list(s.hands[seat])
    if card not in hand:
        raise IllegalAction(GAME, "EX3", "not-held", {"seat": seat, "card": card})
    if card > s.left:
        raise IllegalAction(GAME, "EX3", "too-big", {"card": card, "left": s.left})
    hand.remove(card)
    left = s.left - card
    events = [_event("EX3", "played", seat=seat, card=card, left=left)]
    if left == 0:
        hands = s.hands[:seat] + (tuple(hand),) + s.hands[seat + 1:]
        return (s._replace(left=0, hands=hands, phase="over", turn=-1, winner=seat, passes=0),
                events + [_event("EX5", "won", seat=seat)])
    deck = s.deck
    if deck:
        hand.append(deck[0])
        events.append(_event("EX3", "drew", seat=seat, card=deck[0], open=open_hands))
        deck = deck[1:]
    hands = s.hands[:seat] + (tuple(sorted(hand)),) + s.hands[seat + 1:]
    return s._replace(left=left, hands=hands, deck=deck, turn=_next(s, seat), passes=0), events


class CountdownRules(PhaseRules[State]):
    """Countdown for 2 or 3 players: the template a new game copies."""

    name = GAME
    min_players, max_players, default_players = 2, 3, 2
    known_variants = frozenset({"OPEN_HANDS", "NO_MULLIGAN", "MULLIGAN_TWICE"})
    variant_conflicts = (frozenset({"NO_MULLIGAN", "MULLIGAN_TWICE"}),)
    options = {"start": (10, (10, 15))}
    end_rule = "EX5"
    svg_highlights = SVG_KEYWORDS
    phases = {
        "mulligan": Phase(("keep", "mulligan"), _legal_mulligan, _mulligan_step, "EX2", _PHASE_NAMES["mulligan"]),
        "play": Phase(("play", "pass"), _legal_play, _play_step, "EX3", _PHASE_NAMES["play"]),
    }

    def parse(self, action: str) -> tuple[str, Any]:
        return _parse(action)

    def format(self, verb: str, arg: Any) -> str:
        return f"play {arg}" if verb == "play" else verb

    def start(self, players: int, seed: int, variants: frozenset[str], options: Mapping[str, Any]) -> State:
        """EX1: shuffle from the seed and deal 3 cards each; EX2 unless NO_MULLIGAN."""
        deck, rng = shuffled(DECK, seed_state(seed))
        hands = tuple(tuple(sorted(deck[i * HAND:(i + 1) * HAND])) for i in range(players))
        phase = "play" if "NO_MULLIGAN" in variants else "mulligan"
        return State(variants, options["start"], options["start"], hands, tuple(deck[players * HAND:]),
                     (0,) * players, phase, 0, 0, -1, rng)

    def to_move(self, state: State) -> Optional[int]:
        return None if state.phase == "over" else state.turn

    def result(self, state: State) -> Result:
        players = len(state.hands)
        winners = () if state.winner < 0 else (state.winner,)
        return Result(tuple(int(s in winners) for s in range(players)), winners, "EX5")

    def view(self, state: State, seat: Optional[int]) -> dict[str, Any]:
        """The counters, the deck size, and the hands this seat may see (None for the others)."""
        shown = seat is None or "OPEN_HANDS" in state.variants
        return {"left": state.left, "deck": len(state.deck), "phase": state.phase, "turn": self.to_move(state),
                "hands": [list(h) if shown or s == seat else None for s, h in enumerate(state.hands)],
                "hand_sizes": [len(h) for h in state.hands]}

    def text(self, state: State, lang: str = "en", seat: Optional[int] = None) -> str:
        v = self.view(state, seat)
        hands = [" ".join(map(str, h)) if h is not None else "?" * n for h, n in zip(v["hands"], v["hand_sizes"])]
        head = _counters(state.left)(lang)
        return head + "\n" + "\n".join(f"{P(s)}: {h}" for s, h in enumerate(hands))

    def svg(self, state: State, seat: Optional[int] = None, *, lang: str = "en", legal: Iterable[str] = (),
            picked: Iterable[str] = (), highlight: Iterable[str] = (), region: Optional[str] = None) -> str:
        """The counters, and each hand as cards: a card the seat sees is a click target "card <n>";
        "keep", "mulligan" and "pass" are buttons. Tokens in `legal` carry the class tutor-legal.
        region "hand" draws the seat's hand alone."""
        marked, lifted, lit = set(legal), set(picked), set(highlight)
        v = self.view(state, seat)

        def target(token: str, label: str, x: int, y: int, w: int, text: str) -> str:
            cls = " ".join(c for c, on in (("tutor-legal", token in marked), ("tutor-picked", token in lifted),
                                           ("tutor-lit", token in lit)) if on)
            return (f'<g data-action="{token}" class="{cls}" aria-label="{_esc(label)}"><rect class="tutor-mark" '
                    f'x="{x}" y="{y}" width="{w}" height="34" rx="4" fill="#fff" stroke="#222"/>'
                    f'<text x="{x + w // 2}" y="{y + 22}" text-anchor="middle" pointer-events="none" '
                    f'font-size="{min(14, 1.8 * (w - 8) / max(len(text), 1)):.0f}">'
                    f"{_esc(text)}</text></g>")

        parts, y = [], 8
        if region is None:
            parts.append(f'<text x="8" y="22">{_esc(_counters(state.left)(lang))}</text>')
            y = 34
        for s, hand in enumerate(v["hands"]):
            if region == "hand" and s != seat:
                continue
            parts.append(f'<text x="8" y="{y + 22}">{P(s)}</text>')
            for i, card in enumerate(hand if hand is not None else [None] * v["hand_sizes"][s]):
                if card is None:
                    parts.append(f'<rect x="{48 + 40 * i}" y="{y}" width="34" height="34" rx="4" fill="#9aa"/>')
                elif s == seat or seat is None:
                    token = f"card {card}"
                    parts.append(target(token, self.click_label(state, token, lang), 48 + 40 * i, y, 34, str(card)))
                else:
                    parts.append(f'<rect x="{48 + 40 * i}" y="{y}" width="34" height="34" rx="4" fill="#fff" '
                                 f'stroke="#888"/><text x="{65 + 40 * i}" y="{y + 22}" text-anchor="middle">{card}</text>')
            y += 42
        if region is None:
            for i, token in enumerate(("keep", "mulligan", "pass")):
                parts.append(target(token, self.click_label(state, token, lang), 8 + 92 * i, y, 86,
                                    i18n.render(GAME, f"label-{token}", {}, lang).split(":")[0]))
            y += 42
        return (f'<svg xmlns="http://www.w3.org/2000/svg" width="290" height="{y}" viewBox="0 0 290 {y}" '
                f'font-family="sans-serif" '
                f'font-size="14">{"".join(parts)}</svg>')

    # -- clicking and telling ------------------------------------------------------------------------
    def click_path(self, state: State, action: str) -> tuple[str, ...]:
        """One click per action: the card ("card 2"), or the keep, mulligan and pass buttons."""
        return (action.replace("play ", "card ", 1),)

    def click_label(self, state: State, token: str, lang: str = "en") -> str:
        if token.startswith("card "):
            return i18n.render(GAME, "label-card", {"card": token[5:]}, lang)
        return i18n.render(GAME, f"label-{token}", {}, lang)

    def why_not_click(self, state: State, token: str, lang: str = "en") -> str:
        try:
            self.apply(state, token.replace("card ", "play ", 1))
        except (IllegalAction, NotationError) as err:
            return err.text(lang)
        return ""

    def status(self, state: State, seat: Optional[int], lang: str = "en") -> str:
        mover = self.to_move(state)
        if mover is None:
            return i18n.render(GAME, "status-over", {}, lang)
        what = i18n.render(GAME, f"what-{state.phase}", {}, lang)
        return i18n.render(GAME, "status-you" if mover == seat else "status-other", {"seat": mover, "what": what},
                           lang)

    def why(self, state: State, action: str, seat: Optional[int], lang: str = "en") -> Hint:
        """Why the mover chose `action`: its own reasoning when the asker may see its hand (itself, the
        teacher, OPEN_HANDS); otherwise only what the move shows (a pass is forced, EX4)."""
        mover = state.turn
        verb, card = _parse(action)
        move = i18n.render(GAME, "did-card" if verb == "play" else f"did-{verb}", {"card": card}, lang)
        if seat is None or seat == mover or "OPEN_HANDS" in state.variants:
            chosen, kind, data, rules = choose(state)
            reason = i18n.render(GAME, kind, data, lang) if chosen == action else ""
            return Hint(action, i18n.render(GAME, "why-seen", {"seat": mover, "move": move, "reason": reason},
                                            lang).strip(), rules)
        if action == "pass":
            return Hint(action, i18n.render(GAME, "why-forced", {"seat": mover, "left": state.left}, lang), ("EX4",))
        return Hint(action, i18n.render(GAME, "why-hidden", {"seat": mover, "move": move}, lang),
                    ("EX2",) if state.phase == "mulligan" else ("EX3",))

    # -- positions -------------------------------------------------------------------------------
    def snapshot(self, state: State) -> dict[str, Any]:
        return {"variants": sorted(state.variants), "start": state.start, "left": state.left,
                "hands": [list(h) for h in state.hands], "deck": list(state.deck),
                "mulligans": list(state.mulligans), "phase": state.phase, "turn": state.turn,
                "passes": state.passes, "winner": state.winner, "rng": state.rng}

    def check_snapshot(self, snap: Mapping[str, Any]) -> None:
        """A ValueError naming what is wrong: fields, types, all twelve cards once, seats, phase."""
        fields = ("variants", "start", "left", "hands", "deck", "mulligans", "phase", "turn", "passes",
                  "winner", "rng")
        missing = [f for f in fields if f not in snap]
        if missing:
            raise ValueError(f"countdown position: missing {', '.join(missing)}")
        ints = ("start", "left", "turn", "passes", "winner", "rng")
        bad = [f for f in ints if type(snap[f]) is not int]
        if bad:
            raise ValueError(f"countdown position: {', '.join(bad)} must be whole numbers")
        hands, deck = snap["hands"], snap["deck"]
        if not (isinstance(hands, list) and 2 <= len(hands) <= 3 and all(isinstance(h, list) for h in hands)):
            raise ValueError("countdown position: hands must be a list of 2 or 3 lists of cards")
        if not isinstance(deck, list) or not isinstance(snap["mulligans"], list) or len(snap["mulligans"]) != len(hands):
            raise ValueError("countdown position: deck must be a list, and mulligans one count per seat")
        held = [c for h in hands for c in h] + deck
        if any(type(c) is not int for c in held) or Counter(held) - Counter(DECK):
            raise ValueError("countdown position: hands and deck hold cards 1, 2 and 3, at most four of each")
        if sum(DECK) - sum(held) != snap["start"] - snap["left"]:
            raise ValueError("countdown position: the cards played (those not in hands or deck) must add up to "
                             "the counters taken away (start - left)")
        if snap["phase"] not in ("mulligan", "play", "over"):
            raise ValueError(f"countdown position: phase must be mulligan, play or over, not {_quote(snap['phase'])}")
        seats = range(len(hands))
        if (snap["turn"] not in seats) != (snap["phase"] == "over"):
            raise ValueError("countdown position: turn must be a seat while the game goes on, and -1 once it is over")
        if not 0 <= snap["left"] <= snap["start"] or snap["start"] not in (10, 15):
            raise ValueError("countdown position: start is 10 or 15, and left from 0 to start")
        if not isinstance(snap["variants"], list) or not all(v in self.known_variants for v in snap["variants"]):
            raise ValueError(f"countdown position: variants must be among {', '.join(sorted(self.known_variants))}")

    def restore(self, snap: Mapping[str, Any]) -> State:
        self.check_snapshot(snap)
        return State(frozenset(snap["variants"]), snap["start"], snap["left"],
                     tuple(tuple(sorted(h)) for h in snap["hands"]), tuple(snap["deck"]),
                     tuple(snap["mulligans"]), snap["phase"], snap["turn"], snap["passes"], snap["winner"],
                     snap["rng"])

    def setup_of(self, state: State) -> tuple[int, frozenset[str], dict[str, Any]]:
        return len(state.hands), state.variants, {"start": state.start}

    def setup_events(self, state: State) -> tuple[Event, ...]:
        """The deal (EX1), then how play begins: the mulligan round (EX2, or MULLIGAN_TWICE) or, under
        NO_MULLIGAN, play at once; none for a game under way. Nothing in them is hidden from any seat."""
        players = len(state.hands)
        first = "play" if "NO_MULLIGAN" in state.variants else "mulligan"
        fresh = (state.left == state.start and state.phase == first and state.turn == 0 and state.passes == 0
                 and not any(state.mulligans) and len(state.deck) == len(DECK) - HAND * players)
        if not fresh:
            return ()
        dealt = _event("EX1", "dealt", players=players, cards=HAND, start=state.start)
        if first == "play":
            return dealt, _event("NO_MULLIGAN", "no-mulligan-round", seat=0)
        times = 2 if "MULLIGAN_TWICE" in state.variants else 1
        return dealt, _event("MULLIGAN_TWICE" if times == 2 else "EX2", "mulligan-round", seat=0, times=times)

    # -- teaching ----------------------------------------------------------------------------------
    def hint(self, state: State, lang: str = "en") -> Hint:
        """The bot's choice and why, from the seat's own hand only."""
        action, kind, data, rules = choose(state)
        return Hint(action, i18n.render(GAME, kind, data, lang), rules)


def _esc(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace('"', "&quot;")


def choose(state: State) -> tuple[str, str, dict[str, Any], tuple[str, ...]]:
    """(action, hint kind, its data, rules): the plan a bot follows and a hint explains."""
    hand = state.hands[state.turn]
    if state.phase == "mulligan":
        total = sum(hand)
        return ("keep", "hint-keep", {"sum": total}, ("EX2",)) if total >= 5 else \
            ("mulligan", "hint-mulligan", {"sum": total}, ("EX2",))
    fits = _fits(state, state.turn)
    if not fits:
        return "pass", "hint-pass", {}, ("EX4",)
    if state.left in fits:
        return f"play {state.left}", "hint-last", {"card": state.left}, ("EX5",)
    for card in fits:
        if (state.left - card) % 4 == 0:
            return f"play {card}", "hint-four", {"card": card, "left": state.left - card}, ("EX3", "EX5")
    return f"play {fits[-1]}", "hint-big", {"card": fits[-1]}, ("EX3",)


def conceal(position: dict[str, Any], seat: int, rng: random.Random) -> dict[str, Any]:
    """The same position with the cards `seat` cannot see dealt again among the others and the deck."""
    if "OPEN_HANDS" in position["variants"]:
        return dict(position)
    others = [s for s in range(len(position["hands"])) if s != seat]
    hidden = [c for s in others for c in position["hands"][s]] + list(position["deck"])
    rng.shuffle(hidden)
    out = dict(position, hands=[list(h) for h in position["hands"]])
    for s in others:
        n = len(position["hands"][s])
        out["hands"][s], hidden = sorted(hidden[:n]), hidden[n:]
    out["deck"] = hidden
    return out


def make_position(hands: Any = ((1, 2, 3), (1, 2, 3)), *, left: Any = 10, start: Any = 10, turn: Any = 0,
                  phase: Any = "play", variants: Any = (), seed: Any = 0) -> dict[str, Any]:
    """A Countdown position from what a lesson cares about: each seat's hand (2 or 3 seats), the counters
    left, whose turn and the phase ("play" or "mulligan"). The rest is made up from `seed`: the cards
    already played (the fewest that add up to start - left) and the deck's order. A wrong argument is a
    ValueError naming it; the result goes to Game(RULES, position=...) or tutor.new_game(..., position=)."""
    if not isinstance(hands, (list, tuple)) or not 2 <= len(hands) <= 3 \
            or not all(isinstance(h, (list, tuple)) and len(h) <= HAND for h in hands):
        raise ValueError(f"hands must be 2 or 3 lists of at most {HAND} cards each, not {_quote(hands)}")
    held = [c for h in hands for c in h]
    if any(type(c) is not int for c in held) or Counter(held) - Counter(DECK):
        raise ValueError(f"hands hold cards 1, 2 and 3, at most four of each: {_quote(hands)}")
    if type(start) is not int or start not in (10, 15):
        raise ValueError(f"start must be 10 or 15, not {_quote(start)}")
    if type(left) is not int or not 1 <= left <= start:
        raise ValueError(f"left must be a whole number from 1 to start ({start}), not {_quote(left)}")
    if type(turn) is not int or not 0 <= turn < len(hands):
        raise ValueError(f"turn must be a seat from 0 to {len(hands) - 1}, not {_quote(turn)}")
    if phase not in ("play", "mulligan"):
        raise ValueError(f"phase must be 'play' or 'mulligan', not {_quote(phase)}")
    if type(seed) is not int or not 0 <= seed < 2**64:
        raise ValueError(f"seed must be a whole number from 0 to 2**64 - 1, not {_quote(seed)}")
    chosen = sorted(variants) if isinstance(variants, (set, frozenset, list, tuple)) else None
    if chosen is None or not set(chosen) <= RULES.known_variants:
        raise ValueError(f"variants must be a set of {', '.join(sorted(RULES.known_variants))}, not {_quote(variants)}")
    RULES.check_variants(frozenset(chosen))
    rest = list((Counter(DECK) - Counter(held)).elements())
    played = _adding_up_to(rest, start - left)
    if played is None:
        raise ValueError(f"no cards left outside the hands add up to the {start - left} counters taken away")
    deck, rng = shuffled(list((Counter(rest) - Counter(played)).elements()), seed_state(seed))
    return {"variants": chosen, "start": start, "left": left, "hands": [sorted(h) for h in hands], "deck": deck,
            "mulligans": [0] * len(hands), "phase": phase, "turn": turn, "passes": 0, "winner": -1, "rng": rng}


def _adding_up_to(cards: list[int], total: int) -> Optional[list[int]]:
    """The fewest of `cards` (largest first) that add up to total, or None."""
    for n in range(len(cards) + 1):
        for pick in combinations(sorted(cards, reverse=True), n):
            if sum(pick) == total:
                return list(pick)
    return None


RULES = CountdownRules()
