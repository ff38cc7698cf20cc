"""Arbiter's translations (docs/languages.md): the template and the .po files.

    python tools/i18n.py update     # arbiter.pot from the sources, then every .po merged with it
    python tools/i18n.py check      # what a language lacks or gets wrong (and a stale
                                    # cldr.json); exit 1 if anything
    python tools/i18n.py compile    # every .po -> .mo next to it (the build does it too)
    python tools/i18n.py new CODE   # start the .po of a new language from arbiter.pot
    python tools/i18n.py cldr       # locale/cldr.json: each language's date and decimal forms

Needs Babel (a dependency of Arbiter).  The same extraction by hand: see babel.cfg.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from arbiter_app import i18n  # noqa: E402
from arbiter_app.i18n import extract  # noqa: E402


def check() -> int:
    keys = extract.marked()
    found = extract.template_differences(keys)
    for path in sorted(extract.LOCALE.glob("*/LC_MESSAGES/arbiter.po")):
        code = path.parent.parent.name
        found += extract.problems(code, keys)
        found += [f"{code}: stale {key!r}" for key in extract.stale(code, keys)]
    found += extract.cldr_differences()
    print("\n".join(found) or "every catalogue is complete")
    return 1 if found else 0


def compile_all() -> int:
    for path in sorted(extract.LOCALE.glob("*/LC_MESSAGES/arbiter.po")):
        i18n.compiled(path.parent.parent.name)
        print(path.with_suffix(".mo"))
    return 0


def cldr() -> int:
    """Write locale/cldr.json from CLDR through Babel (the run time reads it, without Babel);
    fails, writing nothing, when a language's date pattern is more than day, month and
    year with one separator."""
    try:
        text = extract.cldr_text(extract.cldr_table())
    except ValueError as exc:
        raise SystemExit(f"cldr: {exc}")
    extract.CLDR_TABLE.write_text(text, encoding="utf-8", newline="\n")
    print(extract.CLDR_TABLE)
    return 0


def new(code: str) -> int:
    from babel.messages.catalog import Catalog
    path = extract.po_path(code)
    if path.exists():
        raise SystemExit(f"{path} exists: run update")
    catalog = Catalog(locale=code, project="Arbiter", version="0.1.0",
                      copyright_holder="the Arbiter authors", fuzzy=False)
    catalog.update(extract.read(extract.TEMPLATE))
    path.parent.mkdir(parents=True)
    extract.write(path, catalog)
    print(f"{path}: add {code!r} to LANGUAGES in arbiter_app/i18n/__init__.py once translated, "
          "and run `python tools/i18n.py cldr` for its date and decimal forms")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("update", help="arbiter.pot from the sources, the .po files merged with it")
    sub.add_parser("check", help="every .po complete and valid, arbiter.pot up to date")
    sub.add_parser("compile", help="every .po compiled to its .mo")
    sub.add_parser("new", help="the .po of a new language").add_argument("code")
    sub.add_parser("cldr", help="locale/cldr.json: the date and decimal forms from CLDR")
    args = parser.parse_args(argv)
    if args.command == "update":
        extract.update()
        return check()
    if args.command == "compile":
        return compile_all()
    if args.command == "new":
        return new(args.code)
    if args.command == "cldr":
        return cldr()
    return check()


if __name__ == "__main__":
    sys.exit(main())
