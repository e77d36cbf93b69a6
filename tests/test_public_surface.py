"""Wrong-typed arguments on the public surface (issue 34): every public call given a known argument of the
wrong type refuses it with a ValueError that names the argument, and changes nothing; an unknown keyword stays
a TypeError. The surface is read from the code: Game's public methods, tutor.new_game and load_game, each
game's Rules methods of the clicking and telling contract, make_position, and the rule functions (every public
function of a game that takes variants=). Which values are wrong for an argument comes from its type hint.

    .venv/bin/python tests/test_public_surface.py     # prints the calls answered with another exception
"""
from __future__ import annotations

import collections
import collections.abc as abc
import importlib
import inspect
import random
import typing
from typing import Any, Callable, Iterable, Iterator, NamedTuple, Optional, Union

import pytest

import tutor
from tutor.core import i18n
from tutor.core.arguments import typed_arguments
from tutor.core.game import Game
from tutor.core.rules import SVG_KEYWORDS, Rules

WRONG: tuple[Any, ...] = (None, 7, [0, 1], {"k": 1}, b"x", 1.5, "text")
# the Rules methods a board or a lesson calls directly (the others take only states)
RULES_METHODS = ("click_path", "click_label", "why_not_click", "describe", "status", "why", "text", "svg",
                 "view", "hint", "seen_action")
STATE_PARAMETERS = {"self", "state", "before", "after", "s"}  # states are made by the engine, not typed in
ANSWERS_WITH_A_REASON = {"Game.why_not"}  # a query documented to answer a refusal with its reason, never raise
# the rule functions' baseline calls (api.md's examples); a new public function taking variants= needs one here
RULE_CALLS: dict[str, dict[str, Any]] = {
    "muros.push_line": {"line": "RBYRGWBRG", "colour": "R"},
    "muros.push_stages": {"line": "RBYRGWBRG", "colour": "R"},
    "muros.winners": {"board_counts": {"Y": 0, "B": 7, "R": 7, "G": 3},
                      "captured": [{"R": 4, "B": 1, "Y": 5}, {"G": 2}]},
    "muros.ranking_key": {"captured": {"R": 4, "B": 1}, "board_counts": {"Y": 0, "B": 7, "R": 7, "G": 3}},
    "muros.make_position": {},
    "matschig.is_perfect": {"mud": "W3 S5 W2"},
    "matschig.completing_card": {"mud": "W3 S5"},
    "matschig.round_score": {"pile": "S3 S4 S1"},
    "matschig.umbrellas_stop": {"mud": "W2 S5", "umbrellas": "U4>W2 U5>S5"},
    "matschig.make_position": {},
    "matzlfangen.legal_cards": {"hand": "S7 SA H8 EX", "trick": "SK", "trump": "H"},
    "matzlfangen.trick_winner": {"trick": "SK H8 SA", "trump": "H"},
    "matzlfangen.card_points": {"cards": "HX SA EK"},
    "matzlfangen.game_value": {"contract": "rufen", "declarer_points": 94, "declarer_tricks": 6, "raises": 2},
    "matzlfangen.legal_reason": {"hand_codes": ["S7", "SA", "H8"], "trick_codes": ["SK"], "trump": "H"},
    "matzlfangen.make_position": {},
}
NAMES = {"lang": ("language",), "text": ("save",), "name": ("game",), "index": ("step", "position"),
         "action": ("action",), "token": ("click",), "seat": ("seat",), "variants": ("variant",)}


class Call(NamedTuple):
    """One public callable, the arguments of a call that works, and the hints of its arguments."""
    label: str
    func: Callable[..., Any]
    args: dict[str, Any]
    hints: dict[str, Any]
    game: Optional[Game[Any]]


def _game(name: str) -> Game[Any]:
    """A game some way in, with a history, not over."""
    rng = random.Random(34)
    g = tutor.new_game(name, seed=34)
    for _ in range(12):
        if g.is_over:
            break
        g.play(rng.choice(g.legal_actions()))
    assert g.history and not g.is_over
    return g


def _hints(func: Callable[..., Any]) -> dict[str, Any]:
    return typing.get_type_hints(func)


def _game_calls(g: Game[Any]) -> Iterator[Call]:
    action = g.legal_actions()[0]
    base = {"action": action, "index": 0, "seat": 0, "lang": "en"}
    for name, member in inspect.getmembers(Game):
        if name.startswith("_") or isinstance(member, property) or not callable(member):
            continue
        hints = {k: v for k, v in _hints(member).items() if k != "return"}
        params = [p for p in inspect.signature(member).parameters.values()
                  if p.name != "self" and p.kind is not p.VAR_KEYWORD]
        if name == "svg":  # svg's keywords are the shared vocabulary of Rules.svg
            svg_hints = _hints(Rules.svg)
            hints.update({k: svg_hints[k] for k in SVG_KEYWORDS})
            params += [inspect.Parameter(k, inspect.Parameter.KEYWORD_ONLY) for k in sorted(SVG_KEYWORDS)]
        args = {p.name: base[p.name] for p in params if p.name in base and p.default is p.empty}
        yield Call(f"Game.{name}", getattr(g, name), args, {p.name: hints.get(p.name, Any) for p in params}, g)


def _told_calls(g: Game[Any]) -> Iterator[Call]:
    """The texts of what happened: a step, its events, and a refusal's reason."""
    step = g.history[-1]
    reason = g.why_not("xyzzy")
    assert reason is not None
    for label, owner in (("Step", step), ("Event", step.events[0]), ("Reason", reason)):
        for name in ("text", "body", "seen_by"):
            method = getattr(owner, name, None)
            if method is None:
                continue
            hints = {k: v for k, v in _hints(getattr(type(owner), name)).items() if k != "return"}
            params = [p for p in inspect.signature(method).parameters.values() if p.name != "self"]
            args = {p.name: 0 for p in params if p.default is p.empty}  # seen_by(seat)
            yield Call(f"{label}.{name}", method, args, {p.name: hints.get(p.name, Any) for p in params}, g)


def _rules_calls(g: Game[Any]) -> Iterator[Call]:
    rules, state = g.rules, g.state
    action = g.legal_actions()[0]
    base = {"action": action, "token": rules.click_path(state, action)[0], "seat": 0, "lang": "en"}
    for name in RULES_METHODS:
        if not hasattr(Rules, name):
            continue
        contract = getattr(Rules, name)
        hints = _hints(contract)
        params = [p for p in inspect.signature(contract).parameters.values() if p.name not in STATE_PARAMETERS]
        args = {p.name: base[p.name] for p in params if p.default is p.empty}
        func = getattr(rules, name)
        yield Call(f"{g.name}.RULES.{name}", lambda *a, _f=func, **k: _f(state, *a, **k), args,
                   {p.name: hints.get(p.name, Any) for p in params}, None)


def _module_calls(game: str) -> Iterator[Call]:
    module = importlib.import_module(f"tutor.{game}")
    for name in module.__all__:
        func = getattr(module, name)
        if not inspect.isfunction(func) or "variants" not in inspect.signature(func).parameters:
            continue
        label = f"{game}.{name}"
        assert label in RULE_CALLS, f"{label} takes variants=, so it is a rule function: give it a baseline call"
        hints = _hints(func)
        params = inspect.signature(func).parameters
        yield Call(label, func, dict(RULE_CALLS[label]), {p: hints.get(p, Any) for p in params}, None)


def _entry_calls(game: str) -> Iterator[Call]:
    hints = _hints(tutor.new_game)
    rules = tutor.rules_for(game)
    options = {name: type(default) for name, (default, _) in rules.options.items()}
    yield Call(f"new_game({game!r})", lambda **k: tutor.new_game(game, **k), {},
               {**{k: hints[k] for k in ("players", "seed", "variants", "position")}, **options}, None)


def _common_calls() -> Iterator[Call]:
    yield Call("new_game", tutor.new_game, {"name": "muros"}, {"name": str}, None)
    yield Call("load_game", tutor.load_game, {"text": tutor.new_game("muros", seed=1).to_json()},
               {"text": str}, None)
    yield Call("rules_for", tutor.rules_for, {"name": "muros"}, {"name": str}, None)


def surface() -> list[Call]:
    """Every public call of the surface, with a working baseline."""
    calls = list(_common_calls())
    for game in tutor.GAMES:
        g = _game(game)
        calls += [*_game_calls(g), *_told_calls(g), *_rules_calls(g), *_module_calls(game), *_entry_calls(game)]
    return calls


# -- what fits a hint ----------------------------------------------------------------------------------
def fits(value: Any, hint: Any) -> bool:
    """True if value is of the hinted type (a str is not a collection of texts, a bool not a number)."""
    if hint is Any or isinstance(hint, typing.TypeVar):
        return True
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin is Union or (origin is not None and str(origin) == "types.UnionType"):
        return any(fits(value, a) for a in args)
    if hint is type(None):
        return value is None
    if hint is int:
        return isinstance(value, int) and not isinstance(value, bool)
    if hint is float:
        return isinstance(value, (int, float)) and not isinstance(value, bool)
    if hint in (str, bool, bytes):
        return isinstance(value, hint)
    if origin in (abc.Mapping, dict) or hint in (dict, abc.Mapping):
        return isinstance(value, abc.Mapping) and all(
            not args or (fits(k, args[0]) and fits(v, args[1])) for k, v in value.items())
    if origin in (tuple,) and args and args[-1] is not Ellipsis:
        return isinstance(value, tuple) and len(value) == len(args) and all(map(fits, value, args))
    if origin in (abc.Iterable, abc.Sequence, abc.Collection, list, tuple, set, frozenset) or hint in (list, tuple):
        if isinstance(value, (str, bytes)) or not isinstance(value, abc.Iterable):
            return False
        if origin in (abc.Sequence, list, tuple) and isinstance(value, abc.Mapping):
            return False
        return not args or all(fits(item, args[0]) for item in value)
    if inspect.isclass(origin or hint):
        return isinstance(value, origin or hint)
    return True


class Outcome(NamedTuple):
    label: str
    argument: str
    value: Any
    got: str        # "accepted", "ValueError" or another exception's name
    message: str


def _fingerprint(g: Optional[Game[Any]]) -> Any:
    if g is None:
        return None
    return (g.position(), [s.action for s in g.history], [s.action for s in g.future])


def probe(call: Call) -> tuple[list[Outcome], list[str]]:
    """Each wrong-typed value in each argument of one call: what happened, and any refusal that changed the game."""
    outcomes, changed = [], []
    for argument, hint in call.hints.items():
        for value in WRONG:
            if fits(value, hint) or (argument == "variants" and isinstance(value, str)):  # one name for a set
                continue
            before = _fingerprint(call.game)
            try:
                answer = call.func(**{**call.args, argument: value})
            except ValueError as err:
                got, message = "ValueError", str(err)
            except Exception as err:  # noqa: BLE001 - the kind of exception is what is measured
                got, message = type(err).__name__, str(err)
            else:
                got, message = "accepted", repr(answer)[:80]
                if call.label in ANSWERS_WITH_A_REASON and answer is not None:
                    got = "ValueError"
            if _fingerprint(call.game) != before:
                changed.append(f"{call.label}({argument}={value!r})")
            outcomes.append(Outcome(call.label, argument, value, got, message))
    return outcomes, changed


def _names_it(outcome: Outcome) -> bool:
    words = (outcome.argument, outcome.argument.replace("_", " "), *NAMES.get(outcome.argument, ()))
    return any(w in outcome.message.lower() for w in words)


@pytest.fixture(scope="module")
def outcomes() -> tuple[list[Outcome], list[str]]:
    everything: list[Outcome] = []
    changed: list[str] = []
    for call in surface():
        o, c = probe(call)
        everything += o
        changed += c
    return everything, changed


def test_the_surface_is_read_from_the_code() -> None:
    labels = {c.label for c in surface()}
    assert {"Game.svg", "Game.describe", "Game.why", "muros.RULES.click_label", "matschig.make_position",
            "matzlfangen.game_value", "muros.push_line", "new_game('matzlfangen')"} <= labels
    assert len(labels) > 60


def test_every_wrong_type_is_a_ValueError(outcomes: tuple[list[Outcome], list[str]]) -> None:
    everything, _ = outcomes
    assert len(everything) > 1000
    wrong = [f"{o.label}({o.argument}={o.value!r}) -> {o.got}: {o.message[:80]}" for o in everything
             if o.got != "ValueError"]
    assert not wrong, f"{len(wrong)} calls:\n" + "\n".join(wrong[:40])


def test_every_refusal_names_the_argument(outcomes: tuple[list[Outcome], list[str]]) -> None:
    everything, _ = outcomes
    unnamed = [f"{o.label}({o.argument}={o.value!r}): {o.message[:100]}" for o in everything
               if o.got == "ValueError" and o.label not in ANSWERS_WITH_A_REASON and not _names_it(o)]
    assert not unnamed, f"{len(unnamed)} refusals:\n" + "\n".join(unnamed[:40])


def test_a_refusal_changes_nothing(outcomes: tuple[list[Outcome], list[str]]) -> None:
    _, changed = outcomes
    assert not changed


@pytest.mark.parametrize("game", tutor.GAMES)
def test_an_unknown_keyword_stays_a_TypeError(game: str) -> None:
    g = _game(game)
    module = importlib.import_module(f"tutor.{game}")
    unknown: dict[str, Any] = {"colour": "red"}
    for call in (lambda: g.svg(**unknown), lambda: g.text(**unknown), lambda: g.why(0, **unknown),
                 lambda: g.status(**unknown), lambda: module.make_position(**unknown),
                 lambda: g.rules.click_label(g.state, "x", **unknown)):
        with pytest.raises(TypeError):
            call()


@pytest.mark.parametrize("game", tutor.GAMES)
def test_a_new_language_needs_no_change_here(game: str) -> None:
    """Language checks read tutor.core.i18n.LANGS: a language not listed there is refused by name."""
    g = _game(game)
    with pytest.raises(ValueError, match="language"):
        g.text("fr")
    with pytest.raises(ValueError, match="language"):
        g.rules.click_label(g.state, g.rules.click_path(g.state, g.legal_actions()[0])[0], "fr")


# -- the shared helper (tutor.core.arguments) on its own -----------------------------------------------------
@typed_arguments
def _say(words: Iterable[str], times: int = 1, lang: str = "en") -> str:
    return " ".join(list(words) * times) + f" ({lang})"


def test_the_helper_names_the_argument_and_what_was_expected() -> None:
    with pytest.raises(ValueError, match=r"_say: times must be a whole number, not '2'"):
        _say(["a"], "2")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match=r"words must be a list of texts, not \[0\]"):
        _say([0])  # type: ignore[list-item]
    with pytest.raises(ValueError, match="times must be a whole number, not True"):
        _say(["a"], times=True)
    with pytest.raises(TypeError):
        _say(["a"], colour="red")  # type: ignore[call-arg]


def test_the_helper_hands_a_one_pass_iterator_on_whole() -> None:
    assert _say(w for w in ("a", "b")) == "a b (en)"


def test_the_helper_reads_the_languages_from_i18n(monkeypatch: pytest.MonkeyPatch) -> None:
    with pytest.raises(ValueError, match="unknown language 'fr'"):
        _say(["a"], lang="fr")
    monkeypatch.setattr(i18n, "LANGS", (*i18n.LANGS, "fr"))
    assert _say(["a"], lang="fr") == "a (fr)"


def test_a_game_s_rules_check_the_contract_s_types_without_hints_of_their_own() -> None:
    class Bare(Rules[int]):
        def click_label(self, state, token, lang="en"):
            return str(token)

    assert Bare().click_label(0, "x") == "x"
    with pytest.raises(ValueError, match="Bare.click_label: token must be a text, not None"):
        Bare().click_label(0, None)


def main() -> None:
    everything: list[Outcome] = []
    for call in surface():
        everything += probe(call)[0]
    tally = collections.Counter(o.got for o in everything)
    print(f"{len(everything)} wrong-typed calls; answered: " + ", ".join(f"{k} {v}" for k, v in tally.most_common()))
    by_call = collections.Counter(o.label for o in everything if o.got != "ValueError")
    for label, n in by_call.most_common():
        print(f"  {label:40} {n}")


if __name__ == "__main__":
    main()
