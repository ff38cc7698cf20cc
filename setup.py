"""The build compiles the translations: every arbiter_app/locale/*/LC_MESSAGES/arbiter.po to
its arbiter.mo, with Babel (a build requirement, pyproject.toml).  A wheel gets the .mo
files, not the .po (an installed copy never compiles at run time); an editable install
(pip install -e .) writes them next to the .po files in the source tree.  The rest of the project's metadata is in pyproject.toml."""

from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

LOCALE = Path(__file__).resolve().parent / "arbiter_app" / "locale"


class build_py_with_catalogues(build_py):
    """build_py, then every .po compiled to its .mo (docs/languages.md)."""

    def run(self):
        super().run()
        from babel.messages.mofile import write_mo
        from babel.messages.pofile import read_po
        target = (LOCALE if self.editable_mode
                  else Path(self.build_lib) / "arbiter_app" / "locale")
        for po in sorted(LOCALE.glob("*/LC_MESSAGES/arbiter.po")):
            mo = target / po.relative_to(LOCALE).with_suffix(".mo")
            mo.parent.mkdir(parents=True, exist_ok=True)
            with open(po, "rb") as source:
                catalog = read_po(source, locale=po.parent.parent.name)
            with open(mo, "wb") as out:
                write_mo(out, catalog)
            if not self.editable_mode:
                mo.with_suffix(".po").unlink(missing_ok=True)


setup(cmdclass={"build_py": build_py_with_catalogues})
