"""The rules reference (docs/rules, `make reference`): the committed pages are what the generator writes now,
one entry per rule ID in each language, every link and picture resolves, the Spanish pages' headings and
labels are Spanish, each variant says what it changes; the front page links each game's reference; and no
project file points outside the project."""
from __future__ import annotations

import re
import subprocess
from pathlib import Path
from urllib.parse import unquote

import pytest

import tutor
from tutor.core.i18n import LANGS, rule_ids
from tutor.demos import demos, reference
from tutor.widgets.base import Language
from tutor.widgets.front import CATALOGUE, front_markdown, front_page

ROOT = Path(__file__).resolve().parents[1]
DOCS = ROOT / "docs" / "rules"
GAMES = reference.games()
PAGES = [(g, lg) for g in GAMES for lg in LANGS]
LINK = re.compile(r"!?\[(?:[^\]\\]|\\.)*\]\(([^)\s]+)\)|(?:href|src)=\"([^\"]+)\"")


def text(game: str, lang: str) -> str:
    return (DOCS / reference.page_name(game, lang)).read_text(encoding="utf-8")


def anchors(md: str) -> list[str]:
    return re.findall(r'^<a id="([^"]+)"></a>$', md, re.M)


def links(md: str) -> list[str]:
    return [a or b for a, b in LINK.findall(md)]


@pytest.fixture(scope="module")
def generated() -> dict[str, str]:
    """What the generator writes now."""
    return reference.documents()


def test_the_committed_reference_is_what_the_generator_writes_now(generated: dict[str, str]) -> None:
    stale = reference.stale(DOCS, generated)
    assert not stale, (f"docs/rules is stale ({len(stale)} files, e.g. {', '.join(stale[:4])}): "
                       "run `make reference` and commit docs/rules")


def test_a_second_run_writes_the_same_files_and_removes_unused_pictures(generated: dict[str, str],
                                                                       tmp_path: Path) -> None:
    assert reference.write(tmp_path) == generated                       # a second generation, the same bytes
    (tmp_path / "pictures" / "left-over.svg").write_text("<svg/>")
    (tmp_path / ".ipynb_checkpoints").mkdir()                           # JupyterLab's, beside an opened page
    (tmp_path / ".ipynb_checkpoints" / "muros-checkpoint.md").write_text("# old")
    assert reference.stale(tmp_path, generated) == ["pictures/left-over.svg"]
    reference.write(tmp_path, generated)
    assert not (tmp_path / "pictures" / "left-over.svg").exists()
    assert (tmp_path / ".ipynb_checkpoints" / "muros-checkpoint.md").exists()
    assert reference.stale(tmp_path, generated) == []


@pytest.mark.parametrize("game,lang", PAGES)
def test_one_entry_per_rule_id_in_rulebook_order_and_one_index_row(game: str, lang: str) -> None:
    md = text(game, lang)
    assert anchors(md) == list(rule_ids(game))
    rows = re.findall(r"^\| \[([^\]]+)\]\(#\1\) \|", md, re.M)
    assert rows == list(rule_ids(game))
    for rid in rule_ids(game):
        assert re.search(rf"^### {re.escape(rid)}$", md, re.M), rid


@pytest.mark.parametrize("game,lang", PAGES)
def test_each_demo_is_shown_and_a_rule_without_one_says_so(game: str, lang: str) -> None:
    md = text(game, lang)
    found = demos(game)
    entries = dict(zip(anchors(md), re.split(r'^<a id="[^"]+"></a>$', md, flags=re.M)[1:]))
    no_demo = reference.WORDS["no-demo"](lang).format(name=game)
    for rid, body in entries.items():
        if rid in found:
            d = found[rid]
            assert d.watch(lang).split(":")[0] in body.replace("\\", ""), f"{rid}: stale? run `make reference`"
            assert ("](pictures/" in body) == (d.kind != "refused"), rid
            assert no_demo not in body
        else:
            assert no_demo in body and "](pictures/" not in body, f"{rid}: stale? run `make reference`"


@pytest.mark.parametrize("game,lang", PAGES)
def test_every_link_and_picture_resolves(game: str, lang: str) -> None:
    md = text(game, lang)
    for target in links(md):
        path, _, frag = unquote(target).partition("#")
        assert not re.match(r"[a-z]+:", path), f"{game} {lang}: a link leaves the project: {target}"
        page = (DOCS / path) if path else DOCS / reference.page_name(game, lang)
        assert page.resolve().is_relative_to(DOCS.resolve()) and page.is_file(), f"{game} {lang}: {target}"
        if frag:
            assert frag in anchors(page.read_text(encoding="utf-8")), f"{game} {lang}: no anchor {target}"


def test_every_picture_is_used_small_and_named_by_its_content() -> None:
    used = {t for g, lg in PAGES for t in links(text(g, lg)) if t.startswith("pictures/")}
    files = {f"pictures/{p.name}" for p in (DOCS / "pictures").iterdir()}
    assert used == files
    for name in files:
        svg = (DOCS / name).read_text(encoding="utf-8")
        assert svg.startswith("<svg ") and svg.endswith("</svg>")
        assert name.endswith(reference.picture_name(name.split("/")[1].split("-")[0], svg).split("-", 1)[1])
        assert "data-action" not in svg and "aria-label" not in svg       # shrunk: nothing an <img> never reads
    total = sum(p.stat().st_size for p in DOCS.rglob("*") if p.is_file())
    assert total < 2_000_000 * len(LANGS), f"docs/rules is {total / 1e6:.1f} MB for {len(LANGS)} languages"


def test_every_picture_has_an_alt_naming_the_position_in_words() -> None:
    for game, lang in PAGES:
        for alt, src in re.findall(r"!\[((?:[^\]\\]|\\.)*)\]\((pictures/[^)]+)\)", text(game, lang)):
            assert reference.title(game) in alt and len(alt) > 30, (game, lang, alt)
        assert re.search(rf"<summary>{reference.WORDS['in-words'](lang)}</summary>", text(game, lang)) or \
            "](pictures/" not in text(game, lang)


ENGLISH = re.compile(r"\b(the|and|what|why|rule|rules|variant|variants|demo|index|watch|position|words|"
                     r"happened|step|refusal|with|without|yet|changes|it|of|in|to)\b")


@pytest.mark.parametrize("game", GAMES)
def test_the_spanish_pages_headings_and_labels_are_spanish(game: str) -> None:
    md = text(game, "es")
    labels = re.findall(r"^#+ (.*)$", md, re.M)                      # headings
    labels += re.findall(r"\*\*([^*]+)\*\*", md)                     # bold labels
    labels += re.findall(r"<summary>([^<]*)</summary>", md)
    labels += re.findall(r"^([^|\n\[]+): \[", md, re.M)               # "Variantes que la cambian: [...]"
    labels += [md.split("\n## ")[1].split("\n")[2]]                  # the index's header row
    labels += re.findall(r"\| ([^|\[]+) \|$", md, re.M)              # the index's demo column
    labels += re.findall(r"^\*\*[^*]+\*\* \(([^)]+)\)", md, re.M)    # the demo's kind
    assert len(labels) > 10
    for label in labels:
        words = " ".join(w for w in re.split(r"[^\w-]+", label) if not re.fullmatch(r"[A-Z0-9_-]+\d*", w))
        assert not ENGLISH.search(words.lower()), f"English left in the Spanish {game} page: {label!r}"


@pytest.mark.parametrize("game", GAMES)
def test_every_variant_says_which_rules_it_changes_and_they_list_it(game: str) -> None:
    changes = reference.changes(game)
    assert set(changes) == set(tutor.rules_for(game).known_variants)
    md = text(game, "en")
    for variant, rules in changes.items():
        assert set(rules) <= set(rule_ids(game)), variant
        for rid in rules:
            body = md.split(f'<a id="{rid}"></a>')[1].split("<a id=")[0]
            assert f"[{variant}](#{variant})" in body, (variant, rid)


def test_the_front_page_links_each_games_reference_in_each_language() -> None:
    lang = Language()
    html = front_page(lang).links.html
    for c in CATALOGUE:
        for lg in LANGS:
            path = f"docs/rules/{reference.page_name(c.game, lg)}"
            assert f'data-rules="{path}"' in html and (ROOT / path).is_file()
    assert "every rule, shown happening" in html
    lang.code = "es"
    assert "cada regla, vista en juego" in front_page(lang).links.html
    for lg in LANGS:
        targets = re.findall(r"\]\((\.\./docs/rules/[^)]+)\)", front_markdown(lg))
        assert len(targets) == len(CATALOGUE)
        for t in targets:
            assert (ROOT / "notebooks" / t).resolve().is_file() and t.endswith(("es.md" if lg == "es" else ".md"))


def project_files() -> list[Path]:
    """Every file of the project a clone has (tracked or new, not ignored), text only."""
    out = subprocess.run(["git", "ls-files", "--cached", "--others", "--exclude-standard", "-z"], cwd=ROOT,
                         capture_output=True, check=True).stdout.decode().split("\0")
    files = []
    for name in out:
        path = ROOT / name
        if name and path.is_file() and path.suffix in (".py", ".md", ".ipynb", ".html", ".js", ".css", ".toml",
                                                       ".txt", ".cfg", ".json", ".yml", ".yaml", ""):
            files.append(path)
    return files


OUTSIDE = re.compile(r"(?:\.\./)+shared\b|(?<![\w/.-])shared/(?:rules|api|design|seeds|hooks|jupyter-recipe)")


def test_no_project_file_points_outside_the_project() -> None:
    bad = []
    for path in project_files():
        try:
            body = path.read_text(encoding="utf-8")
        except UnicodeDecodeError:
            continue
        for m in OUTSIDE.finditer(body):
            bad.append(f"{path.relative_to(ROOT)}:{body.count(chr(10), 0, m.start()) + 1}: {m.group()}")
        if path.suffix == ".md":
            for target in links(body):
                rel = unquote(target).partition("#")[0]
                if rel and not re.match(r"[a-z]+:", rel) and not (path.parent / rel).resolve().is_relative_to(ROOT):
                    bad.append(f"{path.relative_to(ROOT)}: a link leaves the project: {target}")
    assert not bad, "project files point outside the project:\n" + "\n".join(bad)
