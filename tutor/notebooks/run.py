"""The executed course documents: each en/ and es/ source run in a kernel, its outputs kept (the pictures
and tasks every viewer shows) and everything that changes from run to run dropped (widget state and
views, timings, cell ids), so a committed .ipynb changes only when the course or a drawing does."""
from __future__ import annotations

from pathlib import Path
from typing import Any

import nbformat
from nbformat import NotebookNode

__all__ = ["execute", "sanitize", "documents", "WIDGET_VIEW"]

WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"


def documents(root: Path) -> list[Path]:
    """The course and classroom document sources (notebooks/<lang>/*.py), in a stable order."""
    from ..core.i18n import LANGS
    return sorted(p for lang in LANGS for p in (root / "notebooks" / lang).glob("*.py"))


def execute(source: Path, timeout: int = 600) -> NotebookNode:
    """Run a py:percent source in a fresh kernel (in its own folder) and return it sanitized."""
    import jupytext  # type: ignore[import-untyped]
    from nbclient import NotebookClient

    nb = jupytext.read(source)
    client = NotebookClient(nb, timeout=timeout, kernel_name="python3", record_timing=False,
                            resources={"metadata": {"path": str(source.parent)}})
    client.execute()
    for cell in nb.cells:
        for output in cell.get("outputs", ()):
            if output.get("output_type") == "error" or output.get("name") == "stderr":
                raise RuntimeError(f"{source}: a cell wrote an error or a warning:\n"
                                   f"{output.get('text') or output.get('evalue')}")
    return sanitize(nb)


def sanitize(nb: NotebookNode) -> NotebookNode:
    """Drop what differs between runs: widget state and widget views (a kernel makes new ones), timings;
    number the cells. The text that stands in for each widget stays, and so does the kernel's language_info
    as the run recorded it: JupyterLab writes its kernel's into a notebook it opens, and a notebook that
    stored less would be modified (and autosaved) the moment it opens."""
    nb.metadata.pop("widgets", None)
    nb.metadata.get("jupytext", {}).pop("text_representation", None)  # as jupytext keeps an .ipynb
    nb.metadata.setdefault("language_info", {"name": "python"})
    for index, cell in enumerate(nb.cells):
        cell["id"] = f"cell-{index:03d}"
        cell.metadata.pop("execution", None)
        for output in cell.get("outputs", ()):
            data: dict[str, Any] = output.get("data", {})
            data.pop(WIDGET_VIEW, None)
    return nb


def write(nb: NotebookNode, path: Path) -> None:
    """Write a notebook as nbformat does (one space indents, a final newline)."""
    nbformat.validate(nb)
    path.write_text(nbformat.writes(nb) + "\n", encoding="utf-8")
