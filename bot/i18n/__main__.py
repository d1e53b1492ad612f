"""`python -m bot.i18n`: keep the `.po` catalogs in step with the sources, and check them.

    python -m bot.i18n update [--domain NAME] [--fill-en]
    python -m bot.i18n check
    python -m bot.i18n fix-typography [--domain NAME]

`check` also enforces French typography (OQLF, see `bot.i18n.typography`) in every French
message; `fix-typography` rewrites the French catalogs with those fixes applied.

There is no `compile` step: `I18n.load()` compiles the `.po` files in memory at start-up.
"""

from __future__ import annotations

import argparse
import ast
import re
import sys
from collections.abc import Iterable, Iterator, Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import TypeAlias

from babel.messages.catalog import Catalog, Message
from babel.messages.extract import extract_from_file
from babel.messages.pofile import PoFileError, read_po, write_po

from bot import __version__
from bot.i18n import LANGUAGES, plurals, resolve_locales_dir, typography
from bot.i18n.domains import DOMAINS, domain_files

ROOT = Path(__file__).resolve().parents[2]
Keyword: TypeAlias = "tuple[int | tuple[int, str], ...] | None"
KEYWORDS: dict[str, Keyword] = {
    "_": None,
    "gettext": None,
    "ngettext": (1, 2),
    "pgettext": ((1, "c"), 2),
    "npgettext": ((1, "c"), 2, 3),
    "N_": None,
}
COMMENT_TAGS = ("TRANSLATORS:",)
PROJECT = "muggins"
HEADER_COMMENT = (
    "# Muggins messages, domain {domain!r}, language {lang!r}.\n"
    "# Updated by `python -m bot.i18n update --domain {domain}`; translate the empty msgstr.\n"
    "#"
)

MessageId: TypeAlias = "str | tuple[str, ...]"
Key: TypeAlias = "tuple[str, str | None]"  # (msgid, context)

# {name}, {name!r}, {name:>3} (not {{ }}), and printf-style %(name)s, %s, %d.
_BRACE = re.compile(r"(?<!\{)\{([A-Za-z_][A-Za-z0-9_]*|\d*)(?:[!:][^{}]*)?\}(?!\})")
_PRINTF = re.compile(r"%(?:\(([A-Za-z_][A-Za-z0-9_]*)\))?[-#0 +]*\d*(?:\.\d+)?([sdifrxXeEgGc%])")


def po_path(directory: Path, lang: str, domain: str) -> Path:
    """Where the catalog of `domain` in `lang` lives."""
    return directory / lang / "LC_MESSAGES" / f"{domain}.po"


def placeholders(text: str) -> frozenset[str]:
    """The format placeholders of a message: "{name}" and "%(name)s" style (and bare %s/%d)."""
    found = {"{" + m.group(1) + "}" for m in _BRACE.finditer(text)}
    found |= {
        f"%({m.group(1)})" if m.group(1) else "%" + m.group(2)
        for m in _PRINTF.finditer(text)
        if m.group(2) != "%"
    }
    return frozenset(found)


def _relative(path: Path, root: Path) -> str:
    try:
        return path.relative_to(root).as_posix()
    except ValueError:
        return path.as_posix()


def extract(domain: str, root: Path = ROOT) -> Catalog:
    """The messages of `domain`'s source files, as a template catalog."""
    template = Catalog(project=PROJECT, domain=domain, fuzzy=False)
    for path in domain_files(domain, root):
        for lineno, message, comments, context in extract_from_file(
            "python", path, keywords=KEYWORDS, comment_tags=COMMENT_TAGS, strip_comment_tags=True
        ):
            template.add(
                message,
                None,
                [(_relative(path, root), lineno)],
                auto_comments=comments,
                context=context,
            )
    return template


def _read(path: Path, lang: str, domain: str) -> Catalog:
    with path.open("rb") as f:
        return read_po(f, locale=lang, domain=domain, abort_invalid=True)


def _fill_english(catalog: Catalog) -> None:
    """Give untranslated English messages their source text (the English is the msgid)."""
    for message in catalog:
        if not message.id:
            continue
        if isinstance(message.id, (list, tuple)):
            if not all(message.string or ()):
                message.string = (message.id[0], *[message.id[1]] * (catalog.num_plurals - 1))
        elif not message.string:
            message.string = message.id


def update(
    domain: str,
    *,
    directory: Path,
    root: Path = ROOT,
    fill_english: bool = False,
) -> list[Path]:
    """Create or update the `.po` files of `domain` in every language; returns the files written.

    Existing translations are kept; there is no fuzzy matching (a guessed translation is worse
    than none) and messages no longer in the sources are dropped.
    """
    template = extract(domain, root)
    written: list[Path] = []
    for lang in LANGUAGES:
        path = po_path(directory, lang, domain)
        if path.exists():
            catalog = _read(path, lang, domain)
        else:
            now = datetime.now(UTC).replace(second=0, microsecond=0)
            catalog = Catalog(
                locale=lang,
                domain=domain,
                header_comment=HEADER_COMMENT.format(domain=domain, lang=lang),
                project=PROJECT,
                version=__version__,
                copyright_holder=PROJECT,
                msgid_bugs_address="",
                creation_date=now,
                revision_date=now,
                last_translator=PROJECT,
                language_team=lang,
                fuzzy=False,
            )
        catalog.update(template, no_fuzzy_matching=True, update_creation_date=False)
        catalog.obsolete.clear()
        adopt_plural_rule(catalog, lang)
        if fill_english and lang == "en":
            _fill_english(catalog)
        _write(path, catalog)
        written.append(path)
    return written


def adopt_plural_rule(catalog: Catalog, lang: str) -> bool:
    """Give `catalog` the installed Babel's plural rule for `lang` if it has another; whether
    it changed. Each translated plural message gets the new forms (`plurals.remap`), marked
    fuzzy: a translator reads the new form (French `many`: « 1 000 000 de points ») before
    `check` passes again."""
    old, new = catalog.plural_forms, plurals.rule(lang)
    if plurals.same_rule(old, new):
        return False
    catalog.mime_headers = [
        *((name, value) for name, value in catalog.mime_headers if name != "Plural-Forms"),
        ("Plural-Forms", new),
    ]
    for message in catalog:
        forms = message.string
        if message.id and isinstance(forms, (list, tuple)) and any(forms):
            message.string = plurals.remap([form or "" for form in forms], old, new)
            message.flags.add("fuzzy")
    return True


def _write(path: Path, catalog: Catalog) -> None:
    """Write a catalog the way `update` always does (stable, diff-friendly)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("wb") as f:
        write_po(
            f,
            catalog,
            width=0,
            sort_output=True,
            ignore_obsolete=True,
            include_previous=False,
            include_lineno=False,
        )


TYPOGRAPHY_LANG = "fr"


def fix_typography(domain: str, *, directory: Path) -> int:
    """Apply the OQLF fixes to the French catalog of `domain`; the messages changed."""
    path = po_path(directory, TYPOGRAPHY_LANG, domain)
    if not path.exists():
        return 0
    catalog = _read(path, TYPOGRAPHY_LANG, domain)
    changed = 0
    for message in catalog:
        if not message.id or not message.string:
            continue
        if isinstance(message.string, (list, tuple)):
            fixed: str | tuple[str, ...] = tuple(typography.fix(s or "") for s in message.string)
        else:
            fixed = typography.fix(message.string)
        if fixed != message.string:
            message.string = fixed
            changed += 1
    if changed:
        _write(path, catalog)
    return changed


def typography_problems(catalog: Catalog, where: str) -> Iterator[str]:
    """OQLF faults of a French catalog: file, msgid, what is wrong and the fix."""
    for message in catalog:
        if not message.id:
            continue
        for i, (_, translated) in enumerate(_forms(message)):
            form = f" (plural form {i})" if message.pluralizable else ""
            for problem in typography.problems(translated):
                yield (
                    f"{where}: typography (OQLF) in msgid {_describe(message)}{form}: "
                    f"{typography.describe(translated, problem)} "
                    "(python -m bot.i18n fix-typography does it)"
                )


# -- check -----------------------------------------------------------------------------------


def _forms(message: Message) -> list[tuple[str, str]]:
    """(source text, translation) pairs to compare: singular, or each plural form."""
    ids = message.id if isinstance(message.id, (list, tuple)) else (message.id,)
    strings = message.string if isinstance(message.string, (list, tuple)) else (message.string,)
    return [(ids[min(i, len(ids) - 1)], s or "") for i, s in enumerate(strings)]


def _describe(message: Message) -> str:
    text = message.id[0] if isinstance(message.id, (list, tuple)) else message.id
    return f"{text!r}" + (f" (context {message.context!r})" if message.context else "")


def catalog_problems(catalog: Catalog, where: str) -> Iterator[str]:
    """Untranslated or fuzzy messages and placeholder mismatches in one catalog."""
    for message in catalog:
        if not message.id:
            continue
        name = _describe(message)
        if message.fuzzy:
            yield f"{where}: fuzzy translation of {name}"
        forms = _forms(message)
        if any(not s for _, s in forms) or (
            len(forms) < catalog.num_plurals and message.pluralizable
        ):
            yield f"{where}: untranslated {name}"
            continue
        for i, (source, translated) in enumerate(forms):
            if placeholders(source) != placeholders(translated):
                form = f" (plural form {i})" if message.pluralizable else ""
                yield (
                    f"{where}: placeholders differ in {name}{form}: "
                    f"{sorted(placeholders(source))} vs {sorted(placeholders(translated))}"
                )


def _message_arg_positions(name: str) -> list[int]:
    """0-based positions of the literal arguments (context and messages) of a keyword."""
    spec = KEYWORDS[name]
    if spec is None:
        return [0]
    return [(item[0] if isinstance(item, tuple) else item) - 1 for item in spec]


def non_literal_calls(path: Path, root: Path = ROOT) -> Iterator[str]:
    """Translation calls whose message is not a string literal (f-strings, variables): these
    cannot be extracted, so they would never be translated."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        func = node.func
        name = func.id if isinstance(func, ast.Name) else getattr(func, "attr", None)
        if name not in KEYWORDS or not node.args:
            continue
        for i in _message_arg_positions(name):
            arg = node.args[i] if i < len(node.args) else None
            if arg is not None and not (
                isinstance(arg, ast.Constant) and isinstance(arg.value, str)
            ):
                yield (
                    f"{_relative(path, root)}:{node.lineno}: {name}() needs a string literal "
                    "(use .format() on the translation, not an f-string or a variable)"
                )
                break


def uncovered_sources(root: Path = ROOT) -> list[str]:
    """Files under bot/ with translatable messages that no domain lists (never extracted)."""
    covered = {path for domain in DOMAINS for path in domain_files(domain, root)}
    problems = []
    for path in sorted((root / "bot").rglob("*.py")):
        if path in covered:
            continue
        found = extract_from_file("python", path, keywords=KEYWORDS)
        if found:
            problems.append(
                f"{_relative(path, root)}: {len(found)} messages but no domain lists this file "
                "(add it to bot/i18n/domains.py)"
            )
    return problems


def _keys(catalog: Catalog) -> dict[Key, MessageId]:
    """The catalog's messages by (msgid, context), with their full ids (plural included)."""
    keys: dict[Key, MessageId] = {}
    for message in catalog:
        if not message.id:
            continue
        text = message.id[0] if isinstance(message.id, (list, tuple)) else message.id
        keys[(text, message.context)] = (
            tuple(message.id) if isinstance(message.id, (list, tuple)) else message.id
        )
    return keys


def _po_domains(directory: Path) -> set[str]:
    return {p.stem for lang in LANGUAGES for p in (directory / lang / "LC_MESSAGES").glob("*.po")}


def all_domains(directory: Path) -> list[str]:
    """The domains of `DOMAINS`, then any other domain that has a catalog under `directory`."""
    return list(DOMAINS) + sorted(_po_domains(directory) - set(DOMAINS))


def check(directory: Path, root: Path = ROOT, *, domains: Iterable[str] | None = None) -> list[str]:
    """Every problem in the catalogs under `directory` (all domains, or just `domains`).

    Missing catalogs, unreadable ones, untranslated or fuzzy messages, placeholders that differ
    between a message and its translation (each plural form), messages of the sources missing
    from a catalog (or no longer in the sources), translation calls without a literal message,
    and one message translated differently in two domains. Empty when all is well.
    """
    problems: list[str] = []
    loaded: dict[tuple[str, str], Catalog] = {}
    for domain in all_domains(directory) if domains is None else list(domains):
        if domain not in DOMAINS:
            problems.append(f"domain {domain!r} has catalogs but no entry in bot/i18n/domains.py")
        source = _keys(extract(domain, root)) if domain in DOMAINS else {}
        if domain in DOMAINS:
            for path in domain_files(domain, root):
                problems.extend(non_literal_calls(path, root))
        for lang in LANGUAGES:
            path = po_path(directory, lang, domain)
            where = _relative(path, root)
            if not path.exists():
                if source:
                    problems.append(
                        f"{where}: missing catalog ({len(source)} messages in the sources; "
                        f"run python -m bot.i18n update --domain {domain})"
                    )
                continue
            try:
                catalog = _read(path, lang, domain)
            except (OSError, PoFileError, ValueError) as exc:
                problems.append(f"{where}: unreadable: {exc}")
                continue
            loaded[(lang, domain)] = catalog
            if not plurals.same_rule(catalog.plural_forms, plurals.rule(lang)):
                problems.append(
                    f"{where}: plural rule {catalog.plural_forms!r} is not the installed "
                    f"Babel's {plurals.rule(lang)!r} (run python -m bot.i18n update, then "
                    "translate the new forms)"
                )
            problems.extend(catalog_problems(catalog, where))
            if lang == TYPOGRAPHY_LANG:
                problems.extend(typography_problems(catalog, where))
            if domain not in DOMAINS:
                continue
            present = _keys(catalog)
            for key, full in source.items():
                if key not in present:
                    problems.append(f"{where}: missing message {key[0]!r} (run update)")
                elif present[key] != full:
                    problems.append(f"{where}: plural form of {key[0]!r} changed (run update)")
            for key in present.keys() - source.keys():
                problems.append(f"{where}: message {key[0]!r} is no longer in the sources")
    problems.extend(_conflicts(loaded))
    if domains is None:
        problems.extend(uncovered_sources(root))
    return problems


def conflicts(directory: Path) -> list[str]:
    """Messages translated differently in two domains of one language (readable catalogs)."""
    loaded: dict[tuple[str, str], Catalog] = {}
    for domain in all_domains(directory):
        for lang in LANGUAGES:
            path = po_path(directory, lang, domain)
            try:
                loaded[(lang, domain)] = _read(path, lang, domain)
            except (OSError, PoFileError, ValueError):
                continue
    return list(_conflicts(loaded))


def _conflicts(loaded: dict[tuple[str, str], Catalog]) -> Iterable[str]:
    """The same message translated differently in two domains (one catalog per language)."""
    for lang in LANGUAGES:
        seen: dict[Key, tuple[str, object]] = {}
        for (catalog_lang, domain), catalog in sorted(loaded.items()):
            if catalog_lang != lang:
                continue
            for message in catalog:
                if not message.id:
                    continue
                text = message.id[0] if isinstance(message.id, (list, tuple)) else message.id
                key = (text, message.context)
                string = (
                    tuple(message.string)
                    if isinstance(message.string, (list, tuple))
                    else message.string
                )
                if key in seen and seen[key][1] != string:
                    yield (
                        f"{lang}: {text!r} is translated differently in domains "
                        f"{seen[key][0]!r} and {domain!r} (use pgettext or one wording)"
                    )
                seen.setdefault(key, (domain, string))


def _has_sources_or_catalogs(domain: str, directory: Path) -> bool:
    return bool(domain_files(domain, ROOT)) or any(
        po_path(directory, lang, domain).exists() for lang in LANGUAGES
    )


# -- command line ----------------------------------------------------------------------------


def build_parser() -> argparse.ArgumentParser:
    """The `python -m bot.i18n` parser."""
    parser = argparse.ArgumentParser(
        prog="python -m bot.i18n",
        description=(
            "Maintain the gettext catalogs in locales/<lang>/LC_MESSAGES/<domain>.po. "
            "There is no compile step: the bot compiles the .po files in memory when it starts."
        ),
    )
    parser.add_argument(
        "--locales", help="the locales folder (default: $MUGGINS_LOCALES or the repo's locales/)"
    )
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    upd = commands.add_parser(
        "update",
        help="extract the messages of the sources and update the fr and en catalogs",
        description=(
            "Extract messages (keywords _, gettext, ngettext, pgettext, npgettext, N_) from the "
            "domain's source files (bot/i18n/domains.py) and create or update its fr and en "
            ".po files, keeping existing translations, without fuzzy matching, dropping "
            "messages no longer used. Then translate the empty msgstr entries by hand."
        ),
    )
    upd.add_argument("--domain", choices=sorted(DOMAINS), help="one domain (default: all)")
    upd.add_argument(
        "--fill-en",
        action="store_true",
        help="give untranslated English messages their msgid as translation",
    )
    commands.add_parser(
        "check",
        help="exit 1 listing missing, untranslated or fuzzy messages, placeholder mismatches "
        "and French typography faults (OQLF)",
    )
    fix = commands.add_parser(
        "fix-typography",
        help="put the French catalogs in OQLF typography (no-break spaces before : and in "
        "« », none before ; ! ?)",
    )
    fix.add_argument("--domain", choices=sorted(DOMAINS), help="one domain (default: all)")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the catalog tool; returns the exit code."""
    args = build_parser().parse_args(argv)
    directory = resolve_locales_dir(args.locales)
    if args.command == "update":
        for domain in [args.domain] if args.domain else list(DOMAINS):
            if not args.domain and not _has_sources_or_catalogs(domain, directory):
                continue
            for path in update(domain, directory=directory, fill_english=args.fill_en):
                print(f"updated {_relative(path, ROOT)}")
        return 0
    if args.command == "fix-typography":
        for domain in [args.domain] if args.domain else all_domains(directory):
            changed = fix_typography(domain, directory=directory)
            if changed:
                where = _relative(po_path(directory, TYPOGRAPHY_LANG, domain), ROOT)
                print(f"{where}: {changed} messages fixed")
        return 0
    problems = check(directory)
    for problem in problems:
        print(problem)
    if problems:
        print(f"{len(problems)} problem(s)")
        return 1
    print("catalogs OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
