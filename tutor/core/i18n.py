"""Learner-facing texts: English source strings (the catalogs' msgids) translated from message catalogs.

Every text a learner reads is written in the code once, in English, as `Text("...")`; its translations live
in one gettext catalog per language, `tutor/locale/<lang>/LC_MESSAGES/tutor.po`, which a translator edits
with any PO editor (Poedit, Weblate, a text editor) and never a line of Python:

    Text("{seat} takes {n} token from {line}.", plural="{seat} takes {n} tokens from {line}.", n=k)
    Text("Shuffle the {colour} pile", context="muros").format(colour=Word("red", context="muros colour"))

- `make messages` extracts every `Text(...)`/`Word(...)` of the code into the catalogs (tutor.catalogs);
  the build compiles them to `.mo` (the wheel and the static site carry those); in a checkout a stale or
  missing `.mo` is compiled from its `.po` on first use.
- Placeholders are `{names}`; a translation may reorder them. A value that is a Text or a Word is put in the
  same language. A Word's forms are its catalog entries with the context "<context>|<form>": a German
  translation writes `{colour:dat}` where Spanish writes `{colour:fpl}`, each defining its own forms.
- Plurals follow each catalog's own Plural-Forms rule (`n=` picks the form).
- The list of languages lives in `tutor/locale/languages.json`, read here (LANGS) and by the pages.
- A text missing from a catalog raises MissingText: never a silent fallback to English."""
from __future__ import annotations

import gettext
import json
import string
from pathlib import Path
from typing import Any, Callable, Mapping, Optional, Union

LOCALE = Path(__file__).resolve().parent.parent / "locale"
DOMAIN = "tutor"
_LANGUAGES = json.loads((LOCALE / "languages.json").read_text(encoding="utf-8"))
SOURCE: str = _LANGUAGES["source"]                                # the language the code is written in
LANGS: tuple[str, ...] = tuple(lang["code"] for lang in _LANGUAGES["languages"])
NAMES: dict[str, str] = {lang["code"]: lang["name"] for lang in _LANGUAGES["languages"]}   # each in itself
PLURAL_FORMS: dict[str, str] = {lang["code"]: lang["plural_forms"] for lang in _LANGUAGES["languages"]}
CONTEXT_GLUE = "\x04"                                             # gettext's msgctxt separator in .mo keys


class MissingText(KeyError):
    """A text has no translation in a language's catalog (run `make messages`, then translate it)."""

    def __str__(self) -> str:
        return str(self.args[0])


def check_lang(lang: str) -> str:
    """Return lang if it is a supported language, else raise ValueError."""
    if not isinstance(lang, str) or lang not in LANGS:
        shown = repr(lang) if len(repr(lang)) <= 40 else repr(lang)[:37] + "..."  # never echo a huge input
        raise ValueError(f"unknown language {shown}: expected one of {', '.join(LANGS)}")
    return lang


# -- catalogs --------------------------------------------------------------------------------------------

_CATALOGS: dict[str, gettext.GNUTranslations] = {}


def po_path(lang: str) -> Path:
    """Where a language's catalog is kept."""
    return LOCALE / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


def _load(lang: str) -> gettext.GNUTranslations:
    """A language's compiled catalog, compiled first from its .po when that is newer (a checkout)."""
    po, mo = po_path(lang), po_path(lang).with_suffix(".mo")
    if po.exists() and (not mo.exists() or mo.stat().st_mtime < po.stat().st_mtime):
        try:
            from babel.messages.mofile import write_mo   # a build tool: a checkout has it
            from babel.messages.pofile import read_po
        except ImportError:
            pass                                         # an installed copy: its .mo came with it
        else:
            with po.open("rb") as source, mo.open("wb") as out:
                write_mo(out, read_po(source, locale=lang), use_fuzzy=False)
    if not mo.exists():
        raise MissingText(f"no catalog for {lang!r}: expected {mo} (run `make catalogs`)")
    with mo.open("rb") as handle:
        return gettext.GNUTranslations(handle)


def catalog(lang: str) -> gettext.GNUTranslations:
    """The compiled catalog of a language, loaded once."""
    if lang not in _CATALOGS:
        _CATALOGS[lang] = _load(lang)
    return _CATALOGS[lang]


def reload_catalogs() -> None:
    """Forget the loaded catalogs (after a catalog changed on disk)."""
    _CATALOGS.clear()


def source_plural(n: int) -> int:
    """The plural form index of the source language (English: 0 for one, 1 otherwise)."""
    return 0 if n == 1 else 1


def translate(msgid: str, lang: str, *, context: Optional[str] = None, plural: Optional[str] = None,
              n: Optional[int] = None) -> str:
    """The translation of one message in lang (the msgid itself in the source language)."""
    check_lang(lang)
    if lang == SOURCE:
        return msgid if plural is None or source_plural(n or 0) == 0 else plural
    cat = catalog(lang)
    key = msgid if context is None else f"{context}{CONTEXT_GLUE}{msgid}"
    table = cat._catalog     # type: ignore[attr-defined]  # the only way to tell "missing" from "same"
    if plural is None:
        found = table.get(key)
    else:
        found = table.get((key, int(cat.plural(n or 0)))) if (key, 0) in table else None   # type: ignore[attr-defined]
    if not found:
        where = f" (context {context!r})" if context else ""
        raise MissingText(f"no {lang} translation of {msgid[:60]!r}{where}: run `make messages` and translate "
                          f"it in {po_path(lang).relative_to(LOCALE.parent.parent)}")
    return found


# -- texts -----------------------------------------------------------------------------------------------

class Text:
    """One learner-facing text: Text(english)(lang) -> the text in lang, from the catalogs.

    `plural=` and `n=` make a text whose form follows a count; `context=` tells apart two texts that read
    the same in English but not in another language; `.format(**data)` fills its {names} when it is read."""

    __slots__ = ("msgid", "plural", "n", "context", "data")

    def __init__(self, msgid: str, *, plural: Optional[str] = None, n: Optional[int] = None,
                 context: Optional[str] = None, data: Optional[Mapping[str, Any]] = None) -> None:
        if not isinstance(msgid, str):
            raise TypeError(f"a Text is made from its English string, not {type(msgid).__name__}")
        if (plural is None) != (n is None):
            raise TypeError("a plural Text needs both plural= and n=")
        self.msgid, self.plural, self.n, self.context = msgid, plural, n, context
        self.data = None if data is None else dict(data)

    def __call__(self, lang: str) -> str:
        template = translate(self.msgid, lang, context=self.context, plural=self.plural, n=self.n)
        if self.data is None:
            return template if self.n is None else _FORMATTER.format(template, n=self.n)
        return _FORMATTER.format(template, **{k: in_language(v, lang) for k, v in self.data.items()})

    def format(self, **data: Any) -> "Text":
        """The same text with {names} filled from data when read (Texts and Words in the reader's language)."""
        merged = {**(self.data or {}), **data}
        if self.n is not None:
            merged.setdefault("n", self.n)
        return Text(self.msgid, plural=self.plural, n=self.n, context=self.context, data=merged)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Text) and (self.msgid, self.plural, self.n, self.context, self.data) == \
            (other.msgid, other.plural, other.n, other.context, other.data)

    def __hash__(self) -> int:
        return hash((self.msgid, self.context, self.n))

    def __repr__(self) -> str:
        return f"Text({self.msgid[:50]!r}{'...' if len(self.msgid) > 50 else ''})"


class Verbatim(Text):
    """A text that reads the same in every language (a number, a name, notation): never in a catalog."""

    __slots__ = ()

    def __init__(self, text: str) -> None:
        super().__init__(str(text))

    def __call__(self, lang: str) -> str:
        check_lang(lang)
        return self.msgid


class Joined(Text):
    """Texts read one after another in the same language, with a separator (itself a Text or a string)."""

    __slots__ = ("parts", "sep")

    def __init__(self, parts: "list[Any]", sep: Any = "") -> None:
        super().__init__("")
        self.parts, self.sep = list(parts), sep

    def __call__(self, lang: str) -> str:
        check_lang(lang)
        return str(in_language(self.sep, lang)).join(str(in_language(p, lang)) for p in self.parts)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Joined) and (self.parts, self.sep) == (other.parts, other.sep)

    def __hash__(self) -> int:
        return hash(len(self.parts))


class Capitalized(Joined):
    """A text that begins a sentence: read with its first letter in upper case (it may be a Word or a string)."""

    __slots__ = ()

    def __init__(self, text: Any) -> None:
        super().__init__([text])

    def __call__(self, lang: str) -> str:
        said = super().__call__(lang)
        return said[:1].upper() + said[1:]


class Word(Text):
    """A word put into texts, whose forms a translation may ask for: `{colour}` or `{colour:fpl}`.

    `Word("red", context="muros colour")` reads as the entry "red" of context "muros colour"; the form "fpl"
    as the entry of context "muros colour|fpl" (a language adds whichever forms its grammar needs)."""

    __slots__ = ()

    def __init__(self, msgid: str, *, context: str) -> None:
        super().__init__(msgid, context=context)

    def __call__(self, lang: str, form: str = "") -> str:   # a form, besides
        if not form:
            return translate(self.msgid, lang, context=self.context)
        if lang == SOURCE:
            return self.msgid
        return translate(self.msgid, lang, context=f"{self.context}|{form}")

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Word) and (self.msgid, self.context) == (other.msgid, other.context)

    def __hash__(self) -> int:
        return hash((self.msgid, self.context))

    def __repr__(self) -> str:
        return f"Word({self.msgid!r}, context={self.context!r})"


class _InLanguage:
    """A Word bound to the language of the text it is put in (format specs name its forms)."""

    __slots__ = ("word", "lang")

    def __init__(self, word: Word, lang: str) -> None:
        self.word, self.lang = word, lang

    def __format__(self, spec: str) -> str:
        return self.word(self.lang, spec)

    def __str__(self) -> str:
        return self.word(self.lang)


def in_language(value: Any, lang: str) -> Any:
    """A value as it is put into a text in lang: Texts read in lang, Words bound to it, the rest as is."""
    if isinstance(value, Word):
        return _InLanguage(value, lang)
    if isinstance(value, Text):
        return value(lang)
    return value


_FORMATTER = string.Formatter()


def say(text: Union[Text, str], lang: str) -> str:
    """A Text in lang; a plain string (notation, a number) as it is."""
    return text(lang) if isinstance(text, Text) else text


def count(n: int, one: str, other: str, *, context: Optional[str] = None) -> Text:
    """n with its noun in the right number: count(2, "{n} trick", "{n} tricks") reads "2 tricks"."""
    return Text(one, plural=other, n=n, context=context).format(n=n)


def plural(n: int, one: str, other: str, *, context: Optional[str] = None) -> Text:
    """The one or the other form of a text by n, in each language's plural rule."""
    return Text(one, plural=other, n=n, context=context).format(n=n)


# -- what the games register -------------------------------------------------------------------------------

# A template is a Text (formatted with the event's data) or a function of the data returning a Text.
Template = Union[Text, Callable[[Mapping[str, Any]], Text]]

_TEXTS: dict[tuple[str, str], Any] = {}      # (game, kind) -> template
_RULEBOOK: dict[str, dict[str, Text]] = {}   # game -> rule id -> its text


def register_texts(game: str, texts: Mapping[str, Template]) -> None:
    """Register the templates of a game's event and refusal kinds."""
    for kind, template in texts.items():
        if not (isinstance(template, Text) or callable(template)):
            raise TypeError(f"{game}:{kind} is a {type(template).__name__}: expected a Text or a function "
                            "of the data returning a Text")
        _TEXTS[(game, kind)] = template


def register_rulebook(game: str, rules: Mapping[str, Text]) -> None:
    """Register the text of every rule ID of a game."""
    for rid, text in rules.items():
        if not isinstance(text, Text):
            raise TypeError(f"rule {rid} of {game}: expected a Text, not {type(text).__name__}")
    _RULEBOOK[game] = dict(rules)


def text_of(game: str, kind: str, data: Mapping[str, Any]) -> Text:
    """One registered template with its data, as a Text not yet read in a language."""
    try:
        template = _TEXTS[(game, kind)]
    except KeyError:
        raise KeyError(f"no text registered for {game}:{kind}") from None
    if isinstance(template, Text):
        return template.format(**data)
    return template(data)


def render(game: str, kind: str, data: Mapping[str, Any], lang: str = "en") -> str:
    """Render one registered template with its data, in lang."""
    return text_of(game, kind, data)(check_lang(lang))


def seat_label(seat: Optional[int]) -> str:
    """A seat as people read it, the same in every language: 0 -> "P1"; None -> "-"."""
    return "-" if seat is None else f"P{seat + 1}"


def kinds(game: str) -> list[str]:
    """All registered kinds of a game (for completeness tests)."""
    return sorted(k for g, k in _TEXTS if g == game)


def rule_text(game: str, rule: str, lang: str = "en") -> str:
    """The rulebook text of one rule ID, in lang."""
    check_lang(lang)
    try:
        text = _RULEBOOK[game][rule]
    except KeyError:
        raise KeyError(f"{game} has no rule {rule!r}") from None
    return text(lang)


def rule_ids(game: str) -> list[str]:
    """Every rule ID in a game's rulebook, in book order."""
    return list(_RULEBOOK.get(game, {}))
