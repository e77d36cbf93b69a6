"""The conformance suite every game passes (after OpenSpiel's random_sim_test): one call per game.

    from tutor.core.testing import check_game
    check_game("muros", games=10)          # random games end, refusals change nothing, save/load,
                                           # undo/redo and positions are exact, rule IDs exist,
                                           # hints are legal, a seat's narration hides what it cannot see
                                           # (hidden cards, and secret answers: Rules.seen_action)

Each check also stands alone, taking a Game, so property tests can call it on games they build.
A failed check raises AssertionError saying what differed.
"""
from __future__ import annotations

import random
from typing import Any, Callable, Iterable, Mapping, Optional

from . import i18n, registry
from .errors import TutorError
from .game import Game, load_game
from .rules import SVG_KEYWORDS, Rules

# conceal(position, seat, rng) -> another position that differs only in what `seat` cannot see
Conceal = Callable[[dict[str, Any], int, random.Random], dict[str, Any]]

GARBAGE = ["", " ", "xyzzy", "play", "42", "\x00", "ı" * 3, "take take", "P9", "W0 S0", "A" * 300]
STEP_LIMIT = 5000  # no game of the three needs a tenth of this many decisions


def _expect(ok: bool, message: str) -> None:
    if not ok:
        raise AssertionError(message)


def _fingerprint(game: Game[Any]) -> tuple[Any, ...]:
    """Everything the public API shows of a game's current position and log."""
    return (game.position(), game.to_move, tuple(game.legal_actions()),
            [(s.seat, s.action) for s in game.history], [(s.seat, s.action) for s in game.future])


def _rules(game: "str | Rules[Any]") -> Rules[Any]:
    return registry.rules_for(game) if isinstance(game, str) else game


def _load(game: Game[Any], text: str) -> Game[Any]:
    return load_game(text, {game.name: game.rules})


def _from_position(game: Game[Any], position: dict[str, Any]) -> Game[Any]:
    return Game(game.rules, seed=game.seed, position=position)


def random_game(game: "str | Rules[Any]", seed: int, rng: random.Random, variants: Iterable[str] = (),
                stop_after: Optional[int] = None, **setup: Any) -> Game[Any]:
    """A game (by name, or a Rules object) played by uniformly random legal actions, to the end or for
    stop_after decisions."""
    rules = _rules(game)
    name = rules.name
    return _play_randomly(Game(rules, seed=seed, variants=variants, **setup), name, seed, rng, stop_after)


def _play_randomly(game: Game[Any], name: str, seed: int, rng: random.Random, stop_after: Optional[int]) -> Game[Any]:
    steps = 0
    while not game.is_over and (stop_after is None or steps < stop_after):
        legal = game.legal_actions()
        _expect(bool(legal), f"{name}: seat {game.to_move} must move but has no legal action "
                             f"(seed {seed}, step {steps})")
        game.play(rng.choice(legal))
        steps += 1
        _expect(steps < STEP_LIMIT, f"{name}: a random game did not end in {STEP_LIMIT} decisions (seed {seed})")
    return game


def check_refusals_change_nothing(game: Game[Any], rng: random.Random) -> None:
    """Garbage and well-formed illegal actions are refused with a TutorError and change nothing."""
    before = _fingerprint(game)
    legal = set(game.legal_actions())
    tries = list(GARBAGE)
    for other in game.history[-6:]:  # actions that were legal once: mostly well-formed, illegal now
        tries.append(other.action)
    for action in tries:
        if action in legal:
            continue
        try:
            game.play(action)
        except TutorError as err:
            _expect(bool(err.text("en")) and bool(err.text("es")), f"{game.name}: a refusal of {action!r} has no text")
            _expect(game.why_not(action) is not None, f"{game.name}: why_not({action!r}) is None but play refused it")
        else:
            raise AssertionError(f"{game.name}: {action!r} was played though it is not among the legal actions")
        _expect(_fingerprint(game) == before, f"{game.name}: refusing {action!r} changed the game")
    for bad in (None, 3, ["x"], b"bytes"):
        try:
            game.play(bad)  # type: ignore[arg-type]
        except ValueError:
            pass
        else:
            raise AssertionError(f"{game.name}: {bad!r} was accepted as an action")
        _expect(_fingerprint(game) == before, f"{game.name}: refusing {bad!r} changed the game")
    del rng


def check_save_load(game: Game[Any]) -> None:
    """load_game(to_json()) gives the same position, log, cursor and future."""
    again = _load(game, game.to_json())
    _expect(_fingerprint(again) == _fingerprint(game), f"{game.name}: save and load changed the game")
    _expect(again.to_json() == game.to_json(), f"{game.name}: a loaded game saves differently")


def check_undo_redo(game: Game[Any]) -> None:
    """Undo to the start and redo to the end pass through exactly the positions of the log."""
    cursor = len(game.history)
    forward = []
    for index in range(len(game.history) + len(game.future) + 1):
        game.goto(index)
        forward.append(_fingerprint(game)[:3])
    game.goto(len(forward) - 1)
    for index in range(len(forward) - 1, 0, -1):
        game.undo()
        _expect(_fingerprint(game)[:3] == forward[index - 1], f"{game.name}: undo to {index - 1} differs from the log")
    for index in range(1, len(forward)):
        game.redo()
        _expect(_fingerprint(game)[:3] == forward[index], f"{game.name}: redo to {index} differs from the log")
    game.goto(cursor)


def check_rule_ids(game: Game[Any]) -> None:
    """Every event's rule ID is in the game's rulebook in both languages, and every event has a text."""
    known = set(i18n.rule_ids(game.name))
    for step in game.history:
        for event in step.events:
            if event.game == "core":
                continue
            _expect(event.rule in known, f"{game.name}: event {event.kind!r} names {event.rule!r}, "
                                         "which is not in the rulebook")
            for lang in i18n.LANGS:
                _expect(bool(i18n.rule_text(game.name, event.rule, lang)), f"{event.rule} has no {lang} text")
                _expect(bool(event.text(lang)), f"{game.name}: event {event.kind!r} has no {lang} text")


def check_position(game: Game[Any], rng: random.Random, steps: int = 6) -> None:
    """A game made from g.position() has the same legal actions and views, and gives the same steps for
    the same actions; it saves, loads and undoes like any other."""
    copy = _from_position(game, game.position())
    _expect(copy.position() == game.position(), f"{game.name}: position() does not survive new_game(position=)")
    probe = game.fork()
    for _ in range(steps):
        _expect(copy.to_move == probe.to_move, f"{game.name}: from a position, to_move differs")
        _expect(copy.legal_actions() == probe.legal_actions(), f"{game.name}: from a position, legal actions differ")
        for seat in [None, *range(game.players)]:
            _expect(copy.view(seat) == probe.view(seat), f"{game.name}: from a position, view({seat}) differs")
        if probe.is_over:
            break
        action = rng.choice(probe.legal_actions())
        a, b = probe.play(action), copy.play(action)
        _expect((a.seat, a.action, a.text("en"), a.text("es")) == (b.seat, b.action, b.text("en"), b.text("es")),
                f"{game.name}: from a position, {action!r} gives another step")
    check_save_load(copy)
    check_undo_redo(copy)


def check_hint(game: Game[Any]) -> None:
    """The hint is a legal action, told in both languages, with rule IDs from the rulebook."""
    if game.is_over:
        return
    known = set(i18n.rule_ids(game.name))
    for lang in i18n.LANGS:
        hint = game.hint(lang=lang)
        _expect(hint.action in game.legal_actions(), f"{game.name}: hint {hint.action!r} is not legal")
        _expect(bool(hint.text) and bool(hint.rules), f"{game.name}: a hint without text or rules")
        _expect(set(hint.rules) <= known, f"{game.name}: hint names unknown rules {set(hint.rules) - known}")


def _overrides(rules: Rules[Any], method: str) -> bool:
    """True if the game implements `method` itself (the core's default is not the game's answer)."""
    return getattr(type(rules), method) is not getattr(Rules, method)


def speaks_the_svg_vocabulary(rules: Rules[Any]) -> bool:
    """True if the game's svg() takes exactly the shared keywords (SVG_KEYWORDS), click tokens in `legal`."""
    return rules.svg_highlights == SVG_KEYWORDS


def last_move_frame(game: Game[Any]) -> tuple[str, ...]:
    """What the board frames after the last step (the engine's move_highlight), as the widgets draw it."""
    history = game.history
    if not history:
        return ()
    n = len(history)
    return tuple(game.rules.move_highlight(game.state_at(n - 1), history[-1].action, game.state))


def seat_sees(game: Game[Any], seat: int) -> tuple[Any, ...]:
    """Everything one seat is shown: its view, board text and picture (the last move framed, as the widgets
    draw it), the status line, and when it moves its choices, their click paths and labels, its hint and what
    a click on each drawn target that plays nothing says; and why each earlier move of another seat was made,
    as told to it."""
    rules = game.rules
    own: Optional[list[str]] = None
    hint: tuple[Any, ...] = ()
    paths: tuple[Any, ...] = ()
    refusals: tuple[Any, ...] = ()
    svg = game.svg(seat=seat, lang="es") if speaks_the_svg_vocabulary(rules) else game.svg(seat=seat)
    framed = game.svg(seat=seat, lang="en", highlight=list(last_move_frame(game))) \
        if speaks_the_svg_vocabulary(rules) else ""
    if game.to_move == seat:
        own = game.legal_actions()
        hint = tuple(game.hint(lang) for lang in i18n.LANGS)
        clicks = game.click_paths()
        labels = {(t, lang): rules.click_label(game.state, t, lang)
                  for path in clicks.values() for t in path for lang in i18n.LANGS}
        paths = (clicks, sorted(labels.items()))
        if speaks_the_svg_vocabulary(rules):  # what a click on each drawn target that plays nothing says
            firsts = {path[0] for path in clicks.values()}
            refusals = tuple(rules.why_not_click(game.state, t, lang) for t in sorted(_targets(svg))
                             if t not in firsts for lang in i18n.LANGS)
    status = tuple(game.status(seat=seat, lang=lang) for lang in i18n.LANGS)
    why: tuple[Any, ...] = ()
    if _overrides(rules, "why"):
        why = tuple(game.why(i, seat=seat, lang=lang) for i, step in enumerate(game.history)
                    if step.seat != seat for lang in i18n.LANGS)
    return (game.view(seat), game.text("en", seat=seat), game.text("es", seat=seat), svg,
            game.to_move, own, hint, paths, refusals, status, why, framed)


def reveals_to(event: Any, seat: int, players: int) -> bool:
    """True if the event tells `seat` something hidden from another seat (a card it draws, say)."""
    return event.seen_by(seat) == event and any(event.seen_by(other) != event
                                                for other in range(players) if other != seat)


def told_to(step: Any, seat: int, players: int) -> tuple[list[str], list[str]]:
    """The step's narration for seat (en and es) without what it reveals to that seat, and what it revealed:
    once two worlds reveal the seat different things, they may rightly look different to it."""
    kept = [e for e in step.events if not reveals_to(e, seat, players)]
    seen = [s for s in (e.seen_by(seat) for e in kept) if s is not None]
    shown = [e for e in step.events if reveals_to(e, seat, players)]
    return ([f"[{s.rule}] {s.text(lang)}" for lang in i18n.LANGS for s in seen],
            [f"[{e.rule}] {e.text(lang)}" for lang in i18n.LANGS for e in shown])


def alike(game: Game[Any], action: str, seat: int, other: Game[Any]) -> list[str]:
    """The legal actions of `other` that `seat` cannot tell from `action` played in `game` (Rules.seen_action):
    the action itself when it is public and legal there, any secret answer alike to it otherwise."""
    seen = game.rules.seen_action(game.state, action, seat)
    if seen == action:
        return [action] if other.why_not(action) is None else []
    return [x for x in other.legal_actions() if other.rules.seen_action(other.state, x, seat) == seen]


def check_seat_narration(game: Game[Any], seat: int, conceal: Conceal, rng: random.Random, steps: int = 12) -> int:
    """Non-interference: a position that differs only in what `seat` cannot see (the cards conceal re-deals),
    played on with actions that `seat` cannot tell apart (the same public action in both, or two secret
    answers alike to it: Rules.seen_action), shows that seat the same view, board with the last move framed,
    status line, narration, choices with their click paths, hints, click refusals, and why each other seat's
    move was made, step by step, for as long as such actions are legal in both, until a step reveals the seat
    itself different hidden cards in the two worlds (its own draw, say), or, once the worlds differ in a
    secret answer, until a later public step tells the table the answers (a draw among them, say). Returns
    how many steps played two different actions."""
    start = game.position()
    a = _from_position(game, start)
    b = _from_position(game, conceal(start, seat, rng))
    differed = 0
    for _ in range(steps):
        _expect(seat_sees(a, seat) == seat_sees(b, seat),
                f"{game.name}: seat {seat} is shown something it cannot see (after {len(a.history)} steps"
                f"{', the worlds differing in a secret answer' if differed else ''})")
        if a.is_over:
            return differed
        if a.to_move == seat:  # the seat's own choice: from its view, so legal in both
            action = other = rng.choice(a.legal_actions())
        else:
            options = {x: alike(a, x, seat, b) for x in a.legal_actions()}
            shared = [x for x, there in options.items() if there]
            if not shared:
                return differed
            action = rng.choice(shared)
            unlike = [y for y in options[action] if y != action]
            other = rng.choice(unlike) if unlike else action  # a secret answer: the other world answers otherwise
        public = a.rules.seen_action(a.state, action, seat) == action
        told_a, revealed_a = told_to(a.play(action), seat, game.players)
        told_b, revealed_b = told_to(b.play(other), seat, game.players)
        if told_a != told_b and differed and public:
            return differed  # the rules have told the table the secret answers: the worlds may differ now
        _expect(told_a == told_b, f"{game.name}: seat {seat} is told something it cannot see: {told_a} / {told_b}")
        differed += other != action
        if revealed_a != revealed_b:  # a hidden card shown to the seat differs (its own draw, say)
            return differed
    return differed


def secret_choices(game: Game[Any], seat: int) -> list[int]:
    """The indices of the history where another seat chose among actions that `seat` cannot tell apart."""
    out = []
    for index, step in enumerate(game.history):
        if step.seat is None or step.seat == seat:
            continue
        state = game.state_at(index)
        seen = game.rules.seen_action(state, step.action, seat)
        if seen != step.action and sum(game.rules.seen_action(state, x, seat) == seen
                                       for x in game.rules.legal_actions(state)) > 1:
            out.append(index)
    return out


def check_secret_choices(game: Game[Any], seat: int, rng: random.Random, conceal: Optional[Conceal] = None,
                         tries: int = 3) -> int:
    """Non-interference for hidden actions: from a few positions of the game where another seat chose among
    actions `seat` cannot tell apart, worlds that answer otherwise (and, with conceal, hold other hidden
    cards) show `seat` the same (check_seat_narration). Returns how many steps played two different actions."""
    indices = secret_choices(game, seat)
    differed = 0
    for index in rng.sample(indices, min(tries, len(indices))):
        at = game.fork()
        at.goto(index)
        differed += check_seat_narration(at, seat, conceal or _same, rng)
    return differed


def _same(position: dict[str, Any], seat: int, rng: random.Random) -> dict[str, Any]:
    """The position itself: worlds that differ only in the secret answers played from it."""
    return position


def check_why(game: Game[Any]) -> None:
    """Every step of the log has a why for every seat (and the teacher's view), told in both languages
    with rule IDs from the rulebook."""
    if not _overrides(game.rules, "why"):
        return
    known = set(i18n.rule_ids(game.name))
    for index in range(len(game.history)):
        for seat in [None, *range(game.players)]:
            for lang in i18n.LANGS:
                why = game.why(index, seat=seat, lang=lang)
                _expect(bool(why.text), f"{game.name}: why({index}, seat={seat}) has no {lang} text")
                _expect(set(why.rules) <= known, f"{game.name}: why names unknown rules {set(why.rules) - known}")


def check_board(game: Game[Any]) -> None:
    """The board and the click paths agree: the paths of the legal actions are unique and prefix-free,
    every first click is drawn as a data-action target, and exactly those are marked tutor-legal. The
    drawing carries no <style> of its own: how large a page shows it is the page's (tutor.css)."""
    if game.is_over or not speaks_the_svg_vocabulary(game.rules):
        return
    paths = game.click_paths()
    seen = set(paths.values())
    _expect(len(seen) == len(paths), f"{game.name}: two legal actions share a click path")
    for action, path in paths.items():
        _expect(bool(path) and all(isinstance(t, str) and t for t in path),
                f"{game.name}: the click path of {action!r} is empty or holds a non-text token")
        for cut in range(1, len(path)):
            _expect(path[:cut] not in seen, f"{game.name}: the path of {action!r} passes through another action's")
    first = sorted({path[0] for path in paths.values()})
    svg = game.svg(seat=game.to_move, lang="en", legal=first)
    drawn = _targets(svg)
    missing = [t for t in first if t not in drawn]
    _expect(not missing, f"{game.name}: first clicks not drawn as data-action targets: {missing[:5]}")
    marked = sorted({t for t, classes in drawn.items() if "tutor-legal" in classes})
    _expect(marked == first, f"{game.name}: tutor-legal marks {marked[:8]} but the legal first clicks are {first[:8]}")
    _expect("<style" not in svg.lower(), f"{game.name}: the svg carries a <style>; sizes and looks belong to the "
                                         "page's tutor.css")


def _targets(svg: str) -> dict[str, set[str]]:
    """data-action target -> the classes of its element, read from the start tags."""
    out: dict[str, set[str]] = {}
    for chunk in svg.split("<")[1:]:
        tag = chunk.split(">", 1)[0]
        action = _attribute(tag, "data-action")
        if action is not None:
            out.setdefault(_unescape(action), set()).update((_attribute(tag, "class") or "").split())
    return out


def _attribute(tag: str, name: str) -> Optional[str]:
    padded, key = " " + tag, f' {name}="'
    at = padded.find(key)
    if at < 0:
        return None
    start = at + len(key)
    return padded[start:padded.index('"', start)]


def _unescape(text: str) -> str:
    return text.replace("&quot;", '"').replace("&lt;", "<").replace("&gt;", ">").replace("&#x27;", "'") \
        .replace("&#39;", "'").replace("&amp;", "&")


def check_game(name: "str | Rules[Any]", games: int = 8, seed: int = 0, conceal: Optional[Conceal] = None,
               variant_sets: Iterable[Iterable[str]] = ((),), setups: Iterable[Mapping[str, Any]] = ({},)) -> int:
    """Run every check on random games of one game; returns how many games were checked."""
    rng = random.Random(seed)
    checked = 0
    for variants in variant_sets:
        for setup in setups:
            for _ in range(games):
                game = random_game(name, rng.randrange(2**32), rng, variants, **setup)
                check_rule_ids(game)
                check_save_load(game)
                check_undo_redo(game)
                for seat in range(game.players):  # from the whole log, before the cursor moves back
                    check_secret_choices(game, seat, rng, conceal)
                game.goto(rng.randrange(len(game.history) + 1))  # a position in the middle of the game
                check_refusals_change_nothing(game, rng)
                check_save_load(game)
                check_position(game, rng)
                check_hint(game)
                check_why(game)
                check_board(game)
                if conceal is not None:
                    for seat in range(game.players):
                        check_seat_narration(game, seat, conceal, rng)
                checked += 1
    return checked
