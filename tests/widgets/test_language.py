"""Language switch: every label and every explanation re-renders in Spanish."""
from tutor.widgets import LABELS, Lang, LanguageSwitch, LineLab, MurosTutor, Quiz, make_questions


def test_every_label_exists_in_both_languages():
    for key, texts in LABELS.items():
        assert set(texts) == {"en", "es"} and all(texts.values()), key


def test_switch_turns_board_panel_history_and_player_to_spanish():
    lang = Lang()
    t = MurosTutor(players=3, seed=42, lang=lang)
    switch = LanguageSwitch(lang)
    t.click("W3")
    t.board.chooser.pick(0)
    t.click("E3")
    assert "Undo" in t.history.undo_button.description
    assert "places a" in t.panel.text()
    switch.toggle.value = "es"
    assert lang.code == "es"
    assert t.history.undo_button.description == "↶ Deshacer"
    assert "coloca una carta" in t.panel.text() and "Qué ha pasado" in t.panel.text()
    assert "¿Por qué no E3?" in t.board.note.value
    assert "Juega P2" in t.board.status.value
    assert "Siguiente" in t.player.next_button.description
    assert "Etapa" in t.player.where.value
    assert switch.title.value.startswith("<b>Idioma")
    t.panel.rule_buttons()[0].click()
    assert "Fase 1" in t.panel.rule_box.value
    switch.set("en")
    assert "Phase 1" in t.panel.rule_box.value


def test_lab_and_quiz_follow_the_language():
    lang = Lang()
    lab = LineLab(seed=1, lang=lang)
    quiz = Quiz(make_questions(seed=7, n=2), lang=lang)
    lab.reveal()
    lang.code = "es"
    assert lab.reveal_button.description == "Comprobar y ver paso a paso"
    assert "queda" in lab.feedback.value
    assert "¿Cómo queda" in quiz.prompt.value and quiz.next_button.description == "Siguiente pregunta"
