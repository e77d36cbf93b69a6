"""How a Matzlfangen action is clicked and said: one click per action (its token is the action itself: a card
of the hand, "play HX", or an option drawn before the first card), each token in words for the choices strip,
the action in words for hints, why a click plays nothing, and the line over the board."""
from __future__ import annotations

from typing import Optional

from ..core.errors import TutorError
from ..core.i18n import Text, Verbatim, check_lang, count, seat_label
from .cards import CARD_INDEX, CARD_STR, SUIT_NAMES, SUITS, card_the
from .notation import parse_action
from .scoring import RAISE_NAMES
from .state import State
from .texts import CONTRACT_WORD, PHASE_NAMES, WEITER, FirstLetter
from .tricks import winner_index

LABEL = {
    "play": Text("Play {card}"),
    "call": Text("Call {card}"),
    "cut": Text("Cut the pack"),
    "knock": Text("Knock on the pack (Klopfen)"),
    "let-pass": Text("Let the knock pass (weiter)"),
    "weiter": Text("Say {weiter}"),
    "bid": Text("Bid {contract}"),
    "bid-suit": Text("Bid {contract} with {suit} as trumps"),
    "trump": Text("Name {suit} as trumps"),
    "raise": Text("Raise: say {name}"),
    "raise-more": Text("Raise after Drauffi"),
    "no raise": Text("Pass: do not raise"),
    "claim": Text("Claim the Matzl bonus (+1)"),
    "waive": Text("Waive the Matzl bonus"),
}
STATUS = {
    "deal": Text("Deal {n} of {m}"),
    "trick": Text("Trick {n} of 8"),
    "you": Text("your turn ({seat}): {what}"),
    "other": Text("{seat} to move"),
    "projector": Text("{seat} to move: {what}"),
    "over": Text("The deal is over: the value is built step by step on the table."),
    "series-over": Text("The series of {deals} is over."),
    "best": Text("The best card so far is {card}, played by {seat}."),
}
WHAT = {
    "cut": Text("cut or knock"),
    "auction": Text("say weiter or bid"),
    "trump": Text("name the trumps"),
    "call": Text("call your partner's card"),
    "raise": Text("raise or pass"),
    "play": Text("play a card (the ones you may play stand out)"),
    "claim": Text("claim the Matzl bonus or waive it"),
}
# What the seat to move decides, said of that seat on the projector (the room is not "you").
WHAT_THEY = {
    "call": Text("call the partner's card"),
    "play": Text("play a card (the cards {seat} may play stand out)"),
}
# The compulsions after whose refusal the best card so far is named (the card to beat or over-trump).
BEAT = ("R-PLAY-3", "R-PLAY-4", "R-PLAY-6")


def _trump(s: State) -> Optional[str]:
    return SUITS[s.trump] if s.trump >= 0 else None


def label(s: State, token: str) -> Text:
    """A click token (an action) in words, for the choices strip: 'Play the Laub Sau', 'Say weiter ("pass")'."""
    words = token.split()
    verb = words[0] if words else ""
    if verb in ("play", "call") and len(words) == 2 and words[1] in CARD_INDEX:
        return LABEL[verb].format(card=card_the(words[1], _trump(s) if verb == "play" else None))
    if token == "weiter":
        return LABEL["let-pass"] if s.phase == "cut" else LABEL["weiter"].format(weiter=WEITER)
    if verb == "bid" and len(words) == 3 and words[1] in CONTRACT_WORD and words[2] in SUITS:
        return LABEL["bid-suit"].format(contract=Verbatim(CONTRACT_WORD[words[1]]), suit=SUIT_NAMES[words[2]])
    if verb == "bid" and len(words) == 2 and words[1] in CONTRACT_WORD:
        return LABEL["bid"].format(contract=Verbatim(CONTRACT_WORD[words[1]]))
    if verb == "trump" and len(words) == 2 and words[1] in SUITS:
        return LABEL["trump"].format(suit=SUIT_NAMES[words[1]])
    if token == "raise":
        if len(s.raises) >= len(RAISE_NAMES):  # a try the rules refuse (R-SPR-2): its words say what was tried
            return LABEL["raise-more"]
        return LABEL["raise"].format(name=Verbatim(RAISE_NAMES[len(s.raises)]))
    if token in LABEL:
        return LABEL[token]
    return Verbatim(token)


def click_label(s: State, token: str, lang: str = "en") -> str:
    """A click token (an action) in words, in lang."""
    return FirstLetter(label(s, token))(check_lang(lang))   # German labels may start with an article


def described(s: State, action: str) -> Text:
    """The action in words, as a sentence goes on with it: 'play the Laub Sau', 'decir weiter («paso»)'."""
    return FirstLetter(label(s, action), upper=False)


def describe(s: State, action: str, lang: str = "en") -> str:
    """The action in words, as a sentence goes on with it, in lang."""
    return described(s, action)(check_lang(lang))


def why_not_click(rules: object, s: State, token: str, lang: str = "en") -> str:
    """Why a click on `token` plays nothing now: the engine's refusal with its rule; after a refusal to beat
    or to trump, the best card so far too."""
    try:
        rules.apply(s, token)  # type: ignore[attr-defined]
    except TutorError as err:
        text = err.text(lang)
        if err.rule in BEAT and token.startswith("play ") and s.phase == "play" and s.trick:
            i = winner_index(s.trick, s.trump if s.trump >= 0 else None)
            best = card_the(CARD_STR[s.trick[i]], _trump(s))
            text += " " + STATUS["best"].format(card=best, seat=seat_label((s.leader + i) % 4))(lang)
        return text
    return ""


def status(s: State, mover: Optional[int], seat: Optional[int], lang: str = "en") -> str:
    """The line over the board for `seat` (None: the projector): the deal, the phase or trick, whose turn
    and what it decides (what the seat to move decides is public: the phase says it)."""
    lang = check_lang(lang)
    if mover is None:
        if s.deals > 1:
            return STATUS["series-over"].format(deals=count(s.deals, "{n} deal", "{n} deals"))(lang)
        return STATUS["over"](lang)
    parts: list[Text] = []
    if s.deals > 1:
        parts.append(STATUS["deal"].format(n=s.deal_no + 1, m=s.deals))
    phase = STATUS["trick"].format(n=len(s.tricks) + 1) if s.phase == "play" else PHASE_NAMES[s.phase]
    parts.append(FirstLetter(phase))
    what = WHAT[s.phase]
    if seat is None:
        what = WHAT_THEY.get(s.phase, WHAT[s.phase]).format(seat=seat_label(mover))
        parts.append(STATUS["projector"].format(seat=seat_label(mover), what=what))
    elif seat == mover:
        parts.append(STATUS["you"].format(seat=seat_label(mover), what=what))
    else:
        parts.append(STATUS["other"].format(seat=seat_label(mover)))
    return " · ".join(part(lang) for part in parts)


def move_highlight(action: str) -> tuple[str, ...]:
    """What to frame after a move: the card just played (its code), else nothing."""
    try:
        verb, arg = parse_action(action)
    except TutorError:
        return ()
    return (CARD_STR[arg],) if verb == "play" and isinstance(arg, int) else ()
