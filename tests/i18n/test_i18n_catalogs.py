"""The repository's catalogs pass `python -m bot.i18n check`, and the check itself catches faults.

Domains are discovered at collection time (bot/i18n/domains.py and every .po file present), so a
new domain is covered without editing this file.
"""

from __future__ import annotations

import textwrap
from pathlib import Path
from typing import TypeAlias

import pytest
from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po, write_po

from bot.i18n import LANGUAGES, LOCALES_DIR, I18n, plurals
from bot.i18n.__main__ import (
    ROOT,
    check,
    conflicts,
    extract,
    main,
    placeholders,
    po_path,
    uncovered_sources,
    update,
)
from bot.i18n.__main__ import all_domains as discover_domains
from bot.i18n.domains import DOMAINS, domain_files

REPO_DOMAINS = discover_domains(LOCALES_DIR)


@pytest.mark.parametrize("domain", REPO_DOMAINS)
def test_repository_catalogs_are_complete(domain: str) -> None:
    """Every message of the domain's sources is translated in fr and en, placeholders intact."""
    assert check(LOCALES_DIR, domains=[domain]) == []


def test_no_message_is_translated_two_ways_across_domains() -> None:
    assert conflicts(LOCALES_DIR) == []


def test_every_source_with_messages_belongs_to_a_domain() -> None:
    assert uncovered_sources() == []


def test_domains_do_not_share_files() -> None:
    files = [path for domain in DOMAINS for path in domain_files(domain, ROOT)]
    assert len(files) == len(set(files))
    assert ROOT / "bot" / "i18n" / "render.py" in domain_files("muggins", ROOT)


def test_uncovered_source_is_reported(tmp_path: Path) -> None:
    stray = tmp_path / "bot" / "elsewhere.py"
    stray.parent.mkdir()
    stray.write_text('def f(tr):\n    return tr._("Lost")\n', encoding="utf-8")
    (tmp_path / "bot" / "quiet.py").write_text("X = 1\n", encoding="utf-8")
    assert uncovered_sources(tmp_path) == [
        "bot/elsewhere.py: 1 messages but no domain lists this file (add it to bot/i18n/domains.py)"
    ]


def test_muggins_catalog_is_up_to_date_with_its_sources() -> None:
    """The muggins domain has messages, and each is in both catalogs."""
    source = {m.id if isinstance(m.id, str) else m.id[0] for m in extract("muggins") if m.id}
    assert "fifteen {total}" in source
    for lang in LANGUAGES:
        with po_path(LOCALES_DIR, lang, "muggins").open("rb") as f:
            catalog = read_po(f, locale=lang)
        ids = {m.id if isinstance(m.id, str) else m.id[0] for m in catalog if m.id}
        assert source <= ids


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        pytest.param("fifteen {total}", {"{total}"}, id="brace"),
        pytest.param("{a} and {b!r} and {c:>3}", {"{a}", "{b}", "{c}"}, id="conversions"),
        pytest.param("literal {{braces}}", set(), id="escaped-braces"),
        pytest.param("%(name)s has %d cards, 100%%", {"%(name)", "%d"}, id="printf"),
        pytest.param("no placeholders", set(), id="none"),
    ],
)
def test_placeholders(text: str, expected: set[str]) -> None:
    assert placeholders(text) == expected


# -- The check on a synthetic project --------------------------------------------------------

SOURCE = textwrap.dedent(
    """
    def render(tr, n, name):
        a = tr._("Hello {name}").format(name=name)
        b = tr.ngettext("{n} card", "{n} cards", n).format(n=n)
        c = tr.pgettext("rank letter", "J")
        return a, b, c
    """
)

Table: TypeAlias = "dict[str, dict[str, str | dict[str, str]]]"
"""Translations by language and msgid; a plural one by CLDR form name, put in the order the
installed Babel gives the forms (`plurals.tags`), so a change of CLDR needs no edit here."""

GOOD: Table = {
    "fr": {
        "Hello {name}": "Bonjour {name}",
        "{n} card": {"one": "{n} carte", "many": "{n} de cartes", "other": "{n} cartes"},
        "J": "V",
    },
    "en": {
        "Hello {name}": "Hello {name}",
        "{n} card": {"one": "{n} card", "other": "{n} cards"},
        "J": "J",
    },
}


def _project(tmp_path: Path, source: str = SOURCE) -> tuple[Path, Path]:
    """A root with the muggins domain's source file, and its locales folder."""
    path = tmp_path / "bot" / "i18n" / "render.py"
    path.parent.mkdir(parents=True)
    path.write_text(source, encoding="utf-8")
    return tmp_path, tmp_path / "locales"


def _translate(locales: Path, table: Table) -> None:
    for lang, strings in table.items():
        path = po_path(locales, lang, "muggins")
        with path.open("rb") as f:
            catalog = read_po(f, locale=lang)
        for message in catalog:
            key = message.id if isinstance(message.id, str) else message.id[0]
            if key in strings:
                wanted = strings[key]
                message.string = (
                    wanted
                    if isinstance(wanted, str)
                    else tuple(wanted[tag] for tag in plurals.tags(lang))
                )
        with path.open("wb") as f:
            write_po(f, catalog, width=0, sort_output=True)


def _updated(tmp_path: Path) -> tuple[Path, Path]:
    root, locales = _project(tmp_path)
    update("muggins", directory=locales, root=root)
    return root, locales


def test_update_then_translate_passes(tmp_path: Path) -> None:
    root, locales = _updated(tmp_path)
    _translate(locales, GOOD)
    assert check(locales, root, domains=["muggins"]) == []


def test_fresh_catalogs_are_reported_untranslated(tmp_path: Path) -> None:
    root, locales = _updated(tmp_path)
    problems = check(locales, root, domains=["muggins"])
    assert len([p for p in problems if "untranslated" in p]) == 6  # 3 messages x 2 languages


def test_missing_catalog(tmp_path: Path) -> None:
    root, locales = _project(tmp_path)
    problems = check(locales, root, domains=["muggins"])
    assert len(problems) == 2
    assert all("missing catalog" in p for p in problems)


def test_placeholder_mismatch_and_plural_form(tmp_path: Path) -> None:
    root, locales = _updated(tmp_path)
    bad: Table = {
        "fr": {
            **GOOD["fr"],
            "Hello {name}": "Bonjour {nom}",
            "{n} card": {"one": "{n} carte", "many": "{n} de cartes", "other": "des cartes"},
        },
        "en": GOOD["en"],
    }
    _translate(locales, bad)
    problems = check(locales, root, domains=["muggins"])
    assert len(problems) == 2
    assert "Hello {name}" in problems[0] and "placeholders differ" in problems[0]
    other = plurals.tags("fr").index("other")
    assert f"plural form {other}" in problems[1]


def test_fuzzy_is_a_problem(tmp_path: Path) -> None:
    root, locales = _updated(tmp_path)
    _translate(locales, GOOD)
    path = po_path(locales, "en", "muggins")
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace('msgid "Hello {name}"', '#, fuzzy\nmsgid "Hello {name}"'))
    problems = check(locales, root, domains=["muggins"])
    assert problems == [
        f"{path.relative_to(root).as_posix()}: fuzzy translation of 'Hello {{name}}'"
    ]


def test_message_added_in_the_sources_is_missing_until_update(tmp_path: Path) -> None:
    root, locales = _updated(tmp_path)
    _translate(locales, GOOD)
    source = root / "bot" / "i18n" / "render.py"
    source.write_text(SOURCE + '\ndef more(tr):\n    return tr._("New one")\n', encoding="utf-8")
    problems = check(locales, root, domains=["muggins"])
    assert len(problems) == 2
    assert all("missing message 'New one'" in p for p in problems)
    update("muggins", directory=locales, root=root)
    after = check(locales, root, domains=["muggins"])
    assert len(after) == 2 and all("untranslated 'New one'" in p for p in after)


def test_update_keeps_translations_and_drops_removed_messages(tmp_path: Path) -> None:
    root, locales = _updated(tmp_path)
    _translate(locales, GOOD)
    source = root / "bot" / "i18n" / "render.py"
    source.write_text(SOURCE.replace('tr._("Hello {name}")', 'tr._("Hi {name}")'))
    update("muggins", directory=locales, root=root)
    with po_path(locales, "fr", "muggins").open("rb") as f:
        catalog = read_po(f, locale="fr")
    jack, hello, hi = (
        catalog.get("J", context="rank letter"),
        catalog.get("Hello {name}"),
        catalog.get("Hi {name}"),
    )
    assert jack is not None and jack.string == "V"
    assert hello is None
    assert hi is not None and hi.string == ""  # no fuzzy guess from "Hello {name}"
    assert "Hello" not in po_path(locales, "fr", "muggins").read_text(encoding="utf-8")


def test_update_is_stable(tmp_path: Path) -> None:
    root, locales = _updated(tmp_path)
    _translate(locales, GOOD)
    update("muggins", directory=locales, root=root)
    first = po_path(locales, "fr", "muggins").read_bytes()
    update("muggins", directory=locales, root=root)
    assert po_path(locales, "fr", "muggins").read_bytes() == first


def test_non_literal_message_is_reported(tmp_path: Path) -> None:
    root, locales = _project(tmp_path, SOURCE + '\ndef bad(tr, x):\n    return tr._(f"n={x}")\n')
    update("muggins", directory=locales, root=root)
    _translate(locales, GOOD)
    problems = check(locales, root, domains=["muggins"])
    assert len(problems) == 1
    assert "bot/i18n/render.py:9: _() needs a string literal" in problems[0]


def test_unknown_domain_catalog_is_reported(tmp_path: Path) -> None:
    root, locales = _project(tmp_path)
    for lang in LANGUAGES:
        path = po_path(locales, lang, "stray")
        path.parent.mkdir(parents=True, exist_ok=True)
        with path.open("wb") as f:
            write_po(f, Catalog(locale=lang, domain="stray"))
    problems = check(locales, root, domains=["stray"])
    assert problems == ["domain 'stray' has catalogs but no entry in bot/i18n/domains.py"]


def test_conflicting_translations_across_domains(tmp_path: Path) -> None:
    locales = tmp_path / "locales"
    for domain, word in (("muggins", "Annuler"), ("bot", "Abandonner")):
        for lang in LANGUAGES:
            catalog = Catalog(locale=lang, domain=domain)
            catalog.add("Cancel", "Cancel" if lang == "en" else word)
            path = po_path(locales, lang, domain)
            path.parent.mkdir(parents=True, exist_ok=True)
            with path.open("wb") as f:
                write_po(f, catalog)
    assert conflicts(locales) == [
        "fr: 'Cancel' is translated differently in domains 'bot' and 'muggins' "
        "(use pgettext or one wording)"
    ]


def test_check_command_exit_codes(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    empty = tmp_path / "nothing"
    empty.mkdir()
    assert main(["--locales", str(empty), "check"]) == 1
    out = capsys.readouterr().out
    assert "nothing/fr/LC_MESSAGES/muggins.po: missing catalog" in out
    assert "nothing/en/LC_MESSAGES/muggins.po: missing catalog" in out


# -- Plural rules follow the installed Babel -------------------------------------------------

FRENCH_BEFORE_CLDR_46 = "nplurals=2; plural=(n > 1);"
"""French as Babel 2.18 wrote it: two forms, `one` and `other`."""


def _french_before_cldr_46(locales: Path) -> Path:
    """The fr catalog of the synthetic project, translated under the old two-form rule."""
    path = po_path(locales, "fr", "muggins")
    text = path.read_text(encoding="utf-8")
    start = text.index('"Plural-Forms: ') + len('"Plural-Forms: ')
    end = text.index('\\n"', start)
    path.write_text(text[:start] + FRENCH_BEFORE_CLDR_46 + text[end:], encoding="utf-8")
    with path.open("rb") as f:
        catalog = read_po(f, locale="fr")
    catalog["{n} card"].string = ("{n} carte", "{n} cartes")
    with path.open("wb") as f:
        write_po(f, catalog, width=0, sort_output=True)
    return path


def test_a_catalog_under_another_plural_rule_is_one_clear_problem(tmp_path: Path) -> None:
    assert not plurals.same_rule(plurals.rule("fr"), FRENCH_BEFORE_CLDR_46)  # Babel >= 2.19
    root, locales = _updated(tmp_path)
    _translate(locales, GOOD)
    _french_before_cldr_46(locales)
    problems = check(locales, root, domains=["muggins"])
    assert len(problems) == 1
    assert f"plural rule {FRENCH_BEFORE_CLDR_46!r} is not the installed Babel's" in problems[0]
    assert plurals.rule("fr") in problems[0]


def test_update_adopts_the_new_rule_and_asks_for_a_review(tmp_path: Path) -> None:
    """French under the old two-form rule gains CLDR 46's `many` from its `other` (fuzzy)."""
    root, locales = _updated(tmp_path)
    _translate(locales, GOOD)
    path = _french_before_cldr_46(locales)
    update("muggins", directory=locales, root=root)
    with path.open("rb") as f:
        catalog = read_po(f, locale="fr")
    assert plurals.same_rule(catalog.plural_forms, plurals.rule("fr"))
    message = catalog["{n} card"]
    by_tag = dict(zip(plurals.tags("fr"), message.string, strict=True))
    assert by_tag == {"one": "{n} carte", "many": "{n} cartes", "other": "{n} cartes"}
    assert message.fuzzy
    problems = check(locales, root, domains=["muggins"])
    assert problems == [f"{path.relative_to(root).as_posix()}: fuzzy translation of '{{n}} card'"]


@pytest.mark.parametrize(
    ("old", "new", "forms", "expected"),
    [
        pytest.param(
            "nplurals=2; plural=(n > 1);",
            "nplurals=3; plural=(n == 0 || n == 1) ? 0 : n != 0 && n % 1000000 == 0 ? 1 : 2;",
            ("un", "des"),
            ("un", "des", "des"),
            id="french-gains-many",
        ),
        pytest.param(
            "nplurals=2; plural=(n != 1);",
            "nplurals=2; plural=(n != 1);",
            ("one", "other"),
            ("one", "other"),
            id="same-rule",
        ),
        pytest.param(
            "nplurals=3; plural=(n == 0 || n == 1) ? 0 : n != 0 && n % 1000000 == 0 ? 1 : 2;",
            "nplurals=2; plural=(n > 1);",
            ("un", "un million de", "des"),
            ("un", "des"),
            id="many-dropped",
        ),
    ],
)
def test_remap_gives_each_form_what_its_numbers_had(
    old: str, new: str, forms: tuple[str, ...], expected: tuple[str, ...]
) -> None:
    assert plurals.remap(forms, old, new) == expected


def test_every_form_of_the_shipped_languages_is_reached() -> None:
    for lang in LANGUAGES:
        assert all(n >= 0 for n in plurals.sample(plurals.rule(lang)))
        assert plurals.tags(lang)[-1] == "other"


def test_a_million_points_in_french_and_english(i18n: I18n) -> None:
    """The French `many` form is translated where a count can reach it."""
    for lang, expected in (("fr", "1\u202f000\u202f000 de points"), ("en", "1,000,000 points")):
        tr = i18n.translator(lang)
        text = tr.ngettext("{n} point", "{n} points", 1_000_000).format(n=tr.number(1_000_000))
        assert text == expected, lang
    fr = i18n.translator("fr")
    assert fr.ngettext("{n} point", "{n} points", 1).format(n=1) == "1 point"
    assert fr.ngettext("{n} point", "{n} points", 2).format(n=2) == "2 points"
