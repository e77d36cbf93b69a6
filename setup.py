"""The build compiles each language's message catalog (tutor/locale/<lang>/LC_MESSAGES/tutor.po) into the .mo
the tutor reads, so a wheel carries its translations (the rest of the metadata is in pyproject.toml)."""
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py


class BuildWithCatalogs(build_py):
    """build_py, then every .po compiled beside itself in the build tree."""

    def run(self) -> None:
        super().run()
        from babel.messages.mofile import write_mo
        from babel.messages.pofile import read_po
        for po in sorted(Path("tutor/locale").glob("*/LC_MESSAGES/*.po")):
            target = Path(self.build_lib) / po.with_suffix(".mo")
            target.parent.mkdir(parents=True, exist_ok=True)
            with po.open("rb") as source, target.open("wb") as out:
                write_mo(out, read_po(source), use_fuzzy=False)


setup(cmdclass={"build_py": BuildWithCatalogs})
