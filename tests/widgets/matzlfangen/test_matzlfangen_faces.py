"""Issues 24 and 25 on the Matzlfangen widgets: the course, the trick lab and the glossary use the game only
through its public face (tutor.matzlfangen) and the one ClickAdapter (no adapter of their own); the trick lab
survives any message a page could send, and plays the setting its lessons describe."""
from __future__ import annotations

import ast
import random
from pathlib import Path

import tutor
from tutor.core.rules import SVG_KEYWORDS
from tutor.lessons import LESSONS
from tutor.widgets.base import ClickAdapter, Language
from tutor.widgets.matzlfangen.course import ADAPTER, course
from tutor.widgets.matzlfangen.tricklab import TrickLab

ROOT = Path(tutor.__file__).parent


def _imports(path: Path) -> set[str]:
    """The modules a file imports, as absolute names."""
    package = ".".join(path.relative_to(ROOT.parent).with_suffix("").parts[:-1])
    out = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                out.add(".".join(base + ([node.module] if node.module else [])))
            else:
                out.add(node.module or "")
        elif isinstance(node, ast.Import):
            out.update(a.name for a in node.names)
    return out


def _internals(folder: Path) -> list[str]:
    """Imports of tutor.matzlfangen's inner modules from the files of a folder."""
    return sorted(f"{p.name}: {m}" for p in folder.rglob("*.py") for m in _imports(p)
                  if m.startswith("tutor.matzlfangen.") and m != "tutor.matzlfangen")


def test_the_course_labs_and_lessons_import_only_the_public_face():
    assert _internals(ROOT / "widgets" / "matzlfangen") == []
    assert _internals(ROOT / "lessons" / "matzlfangen") == []


def test_there_is_no_matzlfangen_adapter_of_its_own():
    assert not (ROOT / "widgets" / "matzlfangen" / "adapter.py").exists()
    assert ADAPTER is ClickAdapter and tutor.rules_for("matzlfangen").svg_highlights == SVG_KEYWORDS
    player = course(Language()).player
    assert isinstance(player.adapter, ClickAdapter)


def test_no_file_of_the_game_is_longer_than_700_lines():
    for folder in ("matzlfangen", "lessons/matzlfangen", "widgets/matzlfangen"):
        for path in (ROOT / folder).rglob("*.py"):
            assert len(path.read_text().splitlines()) <= 700, path


def test_the_trick_lab_survives_malformed_messages_and_changes_nothing():
    lab = TrickLab(language=Language(), seed=2)
    before = (lab.game.position(), lab.stage, set(lab.marked))
    rng = random.Random(5)
    junk = ["", "   ", "play", "play ZZ", "play H", "x" * 10_000, "P9", "check", "play  ", "\u00a0", "play hx ha",
            None, 3, 2.5, ["play HA"], {"click": "play HA"}, b"play HA", object()]
    for _ in range(300):
        item = rng.choice(junk)
        lab.board._message(lab.board, rng.choice([{"click": item}, {"choose": item}, {"control": item},
                                                   {"control": "check", "value": item}, item, {"at": item}]), [])
        lab.click(item)
        lab.name_winner(item)
        lab.press(item)
    assert (lab.game.position(), lab.stage, set(lab.marked)) == before


def test_the_trick_lab_plays_the_setting_of_the_trick_lessons():
    """Lessons 2 to 7 say P4 plays Treiben alone with Herz as trumps: so does every position of the lab."""
    texts = {lesson.id: lesson.text("en") for lesson in LESSONS["matzlfangen"] if lesson.lab == "trick"}
    assert "P4 plays alone" in texts["follow"] and "Herz as trumps" in texts["follow"]
    lab = TrickLab(language=Language(), seed=9)
    for _ in range(12):
        s = lab.game.state
        assert (s.contract, s.declarer, s.trump) == ("treiben", 3, 2)
        assert "none (Durch)" not in lab.board.svg and "trumps: Herz" in lab.board.status
        lab.new()
