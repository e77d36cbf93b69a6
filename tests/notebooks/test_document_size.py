"""The committed documents stay small enough for git and readable in a diff: at most 10 MB for three languages
(so much per language, whatever the number of languages), and no line of a committed notebook longer than a
diff can show (a picture is stored one element a line)."""
from __future__ import annotations

from pathlib import Path

import pytest

from tutor.core.i18n import LANGS

ROOT = Path(__file__).resolve().parents[2]
BUDGET_FOR_THREE = 10_000_000   # bytes of executed documents for three languages
LONGEST_LINE = 2_000


def _documents(lang: str) -> list[Path]:
    return sorted((ROOT / "notebooks" / lang).glob("*.ipynb"))


def test_every_language_has_its_documents() -> None:
    """The budget counts the languages the tutor speaks: each must have its executed documents."""
    assert all(_documents(lang) for lang in LANGS), [lang for lang in LANGS if not _documents(lang)]


def test_the_documents_of_all_languages_fit_ten_megabytes_per_three_languages() -> None:
    sizes = {lang: sum(p.stat().st_size for p in _documents(lang)) for lang in LANGS}
    budget = BUDGET_FOR_THREE * len(LANGS) / 3
    assert sum(sizes.values()) <= budget, f"{sum(sizes.values()):,} bytes > {budget:,.0f}: {sizes}"


@pytest.mark.parametrize("path", sorted((ROOT / "notebooks").rglob("*.ipynb")),
                         ids=lambda p: p.relative_to(ROOT / "notebooks").as_posix())
def test_no_line_of_a_committed_notebook_is_too_long_for_a_diff(path: Path) -> None:
    if ".ipynb_checkpoints" in path.parts:
        pytest.skip("Lab's own copy")
    longest = max(path.read_text(encoding="utf-8").splitlines(), key=len)
    assert len(longest) <= LONGEST_LINE, f"{path.name}: a line of {len(longest):,} characters: {longest[:120]}…"
