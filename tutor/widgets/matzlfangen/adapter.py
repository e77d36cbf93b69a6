"""What a click on the Matzlfangen table means: a card of the hand plays it (or says which compulsion
forbids it), an option drawn before the first card (cut, knock, weiter, a bid, a trump, a call, a raise,
a claim) plays that option. The table is drawn by the engine as the learner's seat sees it."""
from __future__ import annotations

from typing import Optional

from ...core.i18n import check_lang, seat_label
from ...lessons.model import Text
from ...matzlfangen.cards import CARD_INDEX, CARD_STR, SUITS
from ...matzlfangen.picture import short_name
from ...matzlfangen.texts import PHASE_NAMES
from ...matzlfangen.tricks import winner_index
from ..base.session import Session

WORDS = {
    "deal": Text("Deal {n} of {m}", "Reparto {n} de {m}"),
    "trick": Text("trick {n} of 8", "baza {n} de 8"),
    "you": Text("your turn ({seat}): {what}", "te toca ({seat}): {what}"),
    "other": Text("{seat} to move", "le toca a {seat}"),
    "over": Text("The deal is over: the value is built step by step on the table.",
                 "El reparto ha terminado: el valor se construye paso a paso en la mesa."),
    "series-over": Text("The series is over.", "La serie ha terminado."),
    "best": Text("The best card so far is {card}, played by {seat}.",
                 "La mejor carta hasta ahora es {card}, jugada por {seat}."),
    "play-card": Text("play {card}", "jugar {card}"),
}
WHAT = {
    "cut": Text("cut or knock", "corta o golpea el mazo"),
    "auction": Text("say weiter or bid", "di weiter o puja"),
    "trump": Text("name the trumps", "nombra el triunfo"),
    "call": Text("call a partner's card", "llama la carta de un compañero"),
    "raise": Text("raise or pass", "sube o pasa"),
    "play": Text("play a card (the legal ones stand out)", "juega una carta (las legales se destacan)"),
    "claim": Text("claim the Matzl bonus or waive it", "reclama la bonificación del Matzl o renuncia a ella"),
}


class MatzlfangenAdapter:
    """The card table for the shared Table: targets are the cards of the viewer's hand ("play HX") and
    the options drawn before the first card (the action itself)."""

    def svg(self, session: Session, lang: str, selected: Optional[str]) -> str:
        game = session.game
        legal = game.legal_actions() if session.learner_to_move else []
        lit = [t for t in session.focus if t.upper() in CARD_INDEX]
        if game.history and game.history[-1].action.startswith("play "):
            lit.append(game.history[-1].action.split()[1])  # the card just played
        return game.svg(seat=session.viewer, lang=lang, legal=legal, highlight=lit)

    def choices(self, session: Session, target: str, chosen: str, lang: str) -> tuple[str, list[dict]]:
        """A target is an action: played at once when legal, else nothing (and why_not says why)."""
        if target not in session.game.legal_actions():
            return "", []
        return "", [{"action": target, "label": self.label(session, target, lang)}]

    def label(self, session: Session, action: str, lang: str) -> str:
        if action.startswith("play "):
            trump = session.game.state.trump
            code = action.split()[1]
            return WORDS["play-card"](lang).format(card=short_name(code, lang, SUITS[trump] if trump >= 0 else None))
        return action

    def why_not(self, session: Session, target: str, lang: str) -> str:
        """The engine's refusal (its rule and reason: which compulsion forbids the card), and for a card
        that must beat, which card is best so far."""
        game = session.game
        reason = game.why_not(target)
        if reason is None:
            return ""
        text = reason.text(lang)
        s = game.state
        if target.startswith("play ") and s.phase == "play" and s.trick and reason.rule in (
                "R-PLAY-3", "R-PLAY-4", "R-PLAY-6"):
            trump = s.trump if s.trump >= 0 else None
            i = winner_index(s.trick, trump)
            best = short_name(CARD_STR[s.trick[i]], lang, SUITS[trump] if trump is not None else None)
            text += " " + WORDS["best"](lang).format(card=best, seat=seat_label((s.leader + i) % 4))
        return text

    def status(self, session: Session, lang: str) -> str:
        lang = check_lang(lang)
        game = session.game
        s = game.state
        if game.is_over:
            return WORDS["series-over" if s.deals > 1 else "over"](lang)
        parts = []
        if s.deals > 1:
            parts.append(WORDS["deal"](lang).format(n=s.deal_no + 1, m=s.deals))
        phase = PHASE_NAMES[lang][s.phase]
        if s.phase == "play":
            phase = WORDS["trick"](lang).format(n=len(s.tricks) + 1)
        parts.append(phase[0].upper() + phase[1:])
        mover = game.to_move
        if session.viewer is None:  # the projector: whoever moves, and what it decides
            who = WORDS["other"](lang).format(seat=seat_label(mover)) + ": " + WHAT[s.phase](lang)
        elif session.learner_to_move:
            who = WORDS["you"](lang).format(seat=seat_label(mover), what=WHAT[s.phase](lang))
        else:
            who = WORDS["other"](lang).format(seat=seat_label(mover))
        return " · ".join(parts) + " · " + who
