"""Arguments checked against their type hints: a wrong type is a ValueError naming the argument and what
was expected, before the call does anything (so a refusal changes nothing).

    @typed_arguments
    def round_score(pile: str, variants: Iterable[str] = ()) -> int: ...
    round_score(None)   # ValueError: round_score: pile must be a text, not None

An argument named `lang` must also be one of the languages of tutor.core.i18n (LANGS). An unknown keyword
is left to the call itself, which raises TypeError as Python does.
"""
from __future__ import annotations

import collections.abc as abc
import functools
import inspect
import types
import typing
from typing import Any, Callable, Mapping, Optional, TypeVar, Union

from . import i18n

F = TypeVar("F", bound=Callable[..., Any])
Check = Callable[[Any], bool]

# a single variant name stands for a set of one (new_game and the rule functions take variants="NAME")
ONE_NAME_FOR_MANY = frozenset({"variants"})
_PLAIN = (str, int, float, list, tuple, dict, set, frozenset, type(None))  # never one-pass iterators
_COLLECTIONS = (abc.Iterable, abc.Sequence, abc.Collection, abc.Set, list, tuple, set, frozenset)


def quote(value: Any, limit: int = 60) -> str:
    """repr(value), cut to about `limit` characters: a refusal never echoes a huge input."""
    try:
        text = repr(value) if not isinstance(value, int) or abs(value) < 10**40 else f"a {value.bit_length()}-bit number"
    except Exception:  # a hostile __repr__
        text = f"a {type(value).__name__}"
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _is_union(hint: Any) -> bool:
    return typing.get_origin(hint) is Union or isinstance(hint, types.UnionType)


def expected(hint: Any) -> str:
    """A type hint in words: Optional[int] -> 'a whole number or None'."""
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if _is_union(hint):
        words = [expected(a) for a in args if a is not type(None)]
        return " or ".join(words + (["None"] if type(None) in args else []))
    if hint is str:
        return "a text"
    if hint is int:
        return "a whole number"
    if hint is bool:
        return "True or False"
    if hint is float:
        return "a number"
    if origin in (abc.Mapping, dict) or hint in (abc.Mapping, dict):
        return f"a dict of {_plural(args[0])} to {_plural(args[1])}" if args else "a dict"
    if origin is tuple and args and args[-1] is not Ellipsis:
        if len(args) == 2 and args[0] == args[1]:
            return f"a pair of {_plural(args[0])}"
        return f"a tuple ({', '.join(expected(a) for a in args)})"
    if origin in _COLLECTIONS or hint in (list, tuple):
        if not args or args[0] is Any:
            return "a list"
        if _is_union(args[0]):
            return f"a list, each item {expected(args[0])}"
        return f"a list of {_plural(args[0])}"
    return f"a {getattr(hint, '__name__', str(hint))}"


def _plural(hint: Any) -> str:
    words = expected(hint)
    for one, many in (("a text", "texts"), ("a whole number", "whole numbers"), ("a number", "numbers"),
                      ("a list of", "lists of"), ("a dict of", "dicts of"), ("a pair", "pairs"),
                      ("True or False", "True or False")):
        words = words.replace(one, many)
    return words


def check_for(hint: Any) -> Optional[Check]:
    """A test that a value is of the hinted type, or None when any value will do."""
    if hint is Any or isinstance(hint, TypeVar):
        return None
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if _is_union(hint):
        parts = [check_for(a) for a in args]
        if any(p is None for p in parts):
            return None
        return lambda v: any(p(v) for p in parts if p is not None)
    if hint is type(None):
        return lambda v: v is None
    if hint is int:
        return lambda v: isinstance(v, int) and not isinstance(v, bool)
    if hint is float:
        return lambda v: isinstance(v, (int, float)) and not isinstance(v, bool)
    if hint in (str, bool):
        return lambda v: isinstance(v, hint)
    if origin in (abc.Mapping, dict) or hint in (abc.Mapping, dict):
        key, val = (check_for(args[0]), check_for(args[1])) if args else (None, None)
        return lambda v: isinstance(v, abc.Mapping) and all(
            (key is None or key(k)) and (val is None or val(x)) for k, x in v.items())
    if origin is tuple and args and args[-1] is not Ellipsis:
        parts = [check_for(a) for a in args]
        return lambda v: isinstance(v, (tuple, list)) and len(v) == len(parts) and all(
            p is None or p(x) for p, x in zip(parts, v))
    if origin in _COLLECTIONS or hint in (list, tuple):
        item = check_for(args[0]) if args else None
        sequence = origin in (abc.Sequence, list, tuple) or hint in (list, tuple)
        return lambda v: (isinstance(v, abc.Iterable) and not isinstance(v, (str, bytes, bytearray))
                          and not (sequence and isinstance(v, abc.Mapping))
                          and (item is None or all(item(x) for x in v)))
    if inspect.isclass(origin or hint):
        cls = origin or hint
        return lambda v: isinstance(v, cls)
    return None


def _checked(where: str, name: str, value: Any, hint: Any, test: Optional[Check]) -> Any:
    """The value if it is of the hinted type (a one-pass iterator comes back as a tuple, as checking it uses
    it up), else a ValueError naming the argument and what was expected."""
    if test is not None:
        if not isinstance(value, _PLAIN) and isinstance(value, abc.Iterator):
            value = tuple(value)
        if not test(value) and not (name in ONE_NAME_FOR_MANY and isinstance(value, str)):
            raise ValueError(f"{where}: {name} must be {expected(hint)}, not {quote(value)}")
    if name == "lang":
        i18n.check_lang(value)
    return value


def typed_arguments(func: F, hints: Optional[Mapping[str, Any]] = None, where: Optional[str] = None) -> F:
    """Wrap func so each argument it is given is checked against its type hint (or `hints`, e.g. a
    contract's) before the call; the hints are read on the first call, when every name they use exists."""
    params = [p for p in inspect.signature(func).parameters.values()
              if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD, p.KEYWORD_ONLY)]
    label = where or func.__name__
    Tests = dict[str, tuple[Any, Optional[Check]]]
    ready: list[tuple[list[tuple[int, str]], Tests]] = []

    def prepare() -> tuple[list[tuple[int, str]], Tests]:
        given = dict(typing.get_type_hints(func) if hints is None else hints)
        given.pop("return", None)
        tests = {name: (hint, check_for(hint)) for name, hint in given.items()}  # **keywords too, by name
        tests.update({p.name: (given.get(p.name, Any), check_for(given.get(p.name, Any))) for p in params})
        positional = [p.name for p in params if p.kind is not p.KEYWORD_ONLY]
        ready.append(([(i, name) for i, name in enumerate(positional)  # the ones with something to check
                       if tests[name][1] is not None or name == "lang"], tests))
        return ready[0]

    @functools.wraps(func)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        positional, tests = ready[0] if ready else prepare()
        if args:
            checked = list(args)
            for i, name in positional:
                if i < len(args):
                    checked[i] = _checked(label, name, args[i], *tests[name])
            args = tuple(checked)
        for key in kwargs:
            if key in tests:
                kwargs[key] = _checked(label, key, kwargs[key], *tests[key])
        return func(*args, **kwargs)

    return typing.cast(F, wrapper)
