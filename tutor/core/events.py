"""What happened and why: Event (one rule applied) and Step (one decision and its events)."""
from __future__ import annotations

from typing import Any, Callable, Iterator, Mapping, NamedTuple, Optional

from . import i18n
from .arguments import typed_arguments

# game -> redact(event, seat): the event as that seat may know it (another kind or data), or None if
# the seat learns nothing from it. A game whose events are all public registers none.
Redactor = Callable[["Event", int], Optional["Event"]]
_REDACTORS: dict[str, Redactor] = {}


def register_redactor(game: str, redact: Redactor) -> None:
    """Register how a game's events read to one seat (see Event.seen_by)."""
    _REDACTORS[game] = redact


class EventData(Mapping[str, Any]):
    """An event's structured data, read-only: an engine may share one event between steps and games,
    so a list or dict value is handed out as a copy and no reader can change what another reads."""

    __slots__ = ("_source", "_data")

    def __init__(self, data: Mapping[str, Any] = {}):  # noqa: B006 - read, never kept
        """EventData(d): a read-only copy of d."""
        self._source: Optional[tuple[Any, ...]] = None
        self._data: Optional[dict[str, Any]] = dict(data)

    def _get(self) -> dict[str, Any]:
        data = self._data
        if data is None:
            # One attribute read each, in this order, so that a thread racing another that has just
            # made the dict finds it (some events are shared between games) instead of half a source.
            source = self._source
            if source is None:
                return self._data  # type: ignore[return-value]
            data = self._data = source[0](*source[1:])
            self._source = None  # let the inputs go once the data exists
        return data

    def __getitem__(self, key: str) -> Any:
        return _copy(self._get()[key])

    def __iter__(self) -> Iterator[str]:
        return iter(self._get())

    def __len__(self) -> int:
        return len(self._get())

    def __eq__(self, other: object) -> bool:
        return dict(self._get()) == other if isinstance(other, Mapping) else NotImplemented

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return repr(self._get())

    def __reduce__(self) -> tuple[Any, ...]:
        return EventData, (_copy(self._get()),)


class LazyData(EventData):
    """EventData made on first read, LazyData(make, *args) -> make(*args): cheap engines, rich tutor.

    make must be pure and its args immutable; the dict is built once and kept."""

    __slots__ = ()

    def __init__(self, *source: Any):
        """LazyData(make, *args): the data will be make(*args)."""
        self._source = source
        self._data = None


def _copy(value: Any) -> Any:
    """A copy of a list or dict (and of the lists and dicts inside it); any other value itself."""
    if isinstance(value, list):
        return [_copy(v) for v in value]
    if isinstance(value, dict):
        return {k: _copy(v) for k, v in value.items()}
    return value


class _EventFields(NamedTuple):
    game: str
    rule: str
    kind: str
    data: Mapping[str, Any]


class Event(_EventFields):
    """One rule applied: rule ID, kind, structured data (read-only EventData); text rendered on demand."""

    __slots__ = ()

    def __new__(cls, game: str, rule: str, kind: str, data: Optional[Mapping[str, Any]] = None) -> "Event":
        if not isinstance(data, EventData):
            data = EventData(data or {})
        return super().__new__(cls, game, rule, kind, data)

    @classmethod
    def _make(cls, iterable: Any) -> "Event":  # type: ignore[override]
        return cls(*iterable)

    @typed_arguments
    def text(self, lang: str = "en", seat: Optional[int] = None) -> str:
        """The event told in English ("en") or Spanish ("es"); with seat=k, only what seat k may know
        ("" if it learns nothing). seat=None is the omniscient narration (the teacher's projector)."""
        if seat is None:
            return i18n.render(self.game, self.kind, self.data, lang)
        seen = self.seen_by(seat)
        return "" if seen is None else i18n.render(seen.game, seen.kind, seen.data, lang)

    @typed_arguments
    def seen_by(self, seat: Optional[int]) -> Optional["Event"]:
        """This event as seat may know it: itself, a redacted event, or None (seat None: itself)."""
        redact = _REDACTORS.get(self.game)
        if seat is None or redact is None:
            return self
        return redact(self, seat)

    def __str__(self) -> str:
        return f"[{self.rule}] {self.text('en')}"


class Step(NamedTuple):
    """One decision: who (seat), what (action in notation), and its events in order."""

    index: int  # type: ignore[assignment]  # the step's place in the log (shadows tuple.index)
    seat: Optional[int]
    action: str
    events: tuple[Event, ...]

    @property
    def rules(self) -> tuple[str, ...]:
        """The rule IDs this step applied, in order, without repeats."""
        return tuple(dict.fromkeys(e.rule for e in self.events))

    @typed_arguments
    def seen_by(self, seat: Optional[int]) -> tuple[Event, ...]:
        """The events as seat may know them, dropping those it learns nothing from (None: all)."""
        if seat is None:
            return self.events
        return tuple(e for e in (ev.seen_by(seat) for ev in self.events) if e is not None)

    @typed_arguments
    def text(self, lang: str = "en", seat: Optional[int] = None) -> str:
        """The whole step narrated, one event per line with its rule ID; seat=k as seat k may know it."""
        return "\n".join(f"[{e.rule}] {e.text(lang)}" for e in self.seen_by(seat))

    def __str__(self) -> str:
        who = "" if self.seat is None else f"P{self.seat + 1} "
        return f"{self.index + 1}. {who}{self.action}"
