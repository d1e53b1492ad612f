"""Loading the catalogs, negotiating the language, and the Translator's formatting."""

from __future__ import annotations

import datetime
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from babel.messages.pofile import write_po

from bot.i18n import (
    LANGUAGES,
    LOCALES_DIR,
    I18n,
    I18nError,
    Translator,
    negotiate,
    translator_or_source,
)

NNBSP = "\u202f"  # French thousands separator
NBSP = "\u00a0"  # French space before %


def _write(locales: Path, lang: str, domain: str, messages: dict[str, str]) -> Path:
    catalog = Catalog(locale=lang, domain=domain)
    for msgid, msgstr in messages.items():
        catalog.add(msgid, msgstr)
    path = locales / lang / "LC_MESSAGES" / f"{domain}.po"
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("wb") as f:
        write_po(f, catalog)
    return path


# -- negotiate -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("code", "default", "expected"),
    [
        pytest.param("fr", "fr", "fr", id="fr"),
        pytest.param("fr-CA", "en", "fr", id="fr-CA"),
        pytest.param("fr_FR", "en", "fr", id="fr_FR"),
        pytest.param("fr-ca", "en", "fr", id="lowercase-region"),
        pytest.param("FR", "en", "fr", id="uppercase"),
        pytest.param("fr-BE", "en", "fr", id="fr-BE"),
        pytest.param("fr-CH", "en", "fr", id="fr-CH"),
        pytest.param(" fr ", "en", "fr", id="spaces"),
        pytest.param("en", "fr", "en", id="en"),
        pytest.param("en-US", "fr", "en", id="en-US"),
        pytest.param("de", "fr", "en", id="other-language"),
        pytest.param("pt-br", "fr", "en", id="pt-br"),
        pytest.param("zz", "fr", "en", id="unknown-code"),
        pytest.param("français", "fr", "en", id="garbage"),
        pytest.param("f", "fr", "en", id="one-letter"),
        pytest.param("fra", "en", "fr", id="iso-639-2-alias"),
        pytest.param("eng", "fr", "en", id="iso-639-2-english"),
        pytest.param(None, "fr", "fr", id="none-default-fr"),
        pytest.param(None, "en", "en", id="none-default-en"),
        pytest.param("", "en", "en", id="blank-is-none"),
    ],
)
def test_negotiate(code: str | None, default: str, expected: str) -> None:
    assert negotiate(code, default) == expected


def test_negotiate_default_is_french_and_method_agrees(i18n: I18n) -> None:
    assert negotiate(None) == "fr"
    assert i18n.negotiate("fr-CA") == "fr"
    assert i18n.negotiate(None, default="en") == "en"


def test_negotiate_rejects_a_bad_default() -> None:
    with pytest.raises(ValueError, match="default language"):
        negotiate("fr", default="de")


# -- load ------------------------------------------------------------------------------------


def test_repository_catalogs_load_for_every_language(i18n: I18n) -> None:
    assert i18n.languages == LANGUAGES == ("fr", "en")
    assert i18n.directory == LOCALES_DIR
    assert Path(__file__).resolve().parents[2] / "locales" == LOCALES_DIR


def test_translator_is_cached(i18n: I18n) -> None:
    assert i18n.translator("fr") is i18n.translator("fr")
    assert i18n.translator("fr") is not i18n.translator("en")


def test_unsupported_language(i18n: I18n) -> None:
    with pytest.raises(ValueError, match="unsupported language 'de'"):
        i18n.translator("de")


def test_domains_are_merged(tmp_path: Path) -> None:
    for lang in LANGUAGES:
        _write(tmp_path, lang, "muggins", {"Hand": "Main" if lang == "fr" else "Hand"})
        _write(tmp_path, lang, "bot", {"Welcome": "Bienvenue" if lang == "fr" else "Welcome"})
    fr = I18n.load(tmp_path).translator("fr")
    assert (fr._("Hand"), fr._("Welcome"), fr._("Not in any catalog")) == (
        "Main",
        "Bienvenue",
        "Not in any catalog",
    )


def test_locales_from_environment(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    for lang in LANGUAGES:
        _write(tmp_path, lang, "muggins", {"Hand": f"Hand-{lang}"})
    monkeypatch.setenv("MUGGINS_LOCALES", str(tmp_path))
    i18n = I18n.load()
    assert i18n.directory == tmp_path
    assert i18n.translator("fr").gettext("Hand") == "Hand-fr"


def test_untranslated_and_fuzzy_fall_back_to_the_source(tmp_path: Path) -> None:
    for lang in LANGUAGES:
        catalog = Catalog(locale=lang, domain="muggins")
        catalog.add("Hand", "")
        catalog.add("Crib", "Crib-fuzzy", flags=["fuzzy"])
        path = tmp_path / lang / "LC_MESSAGES" / "muggins.po"
        path.parent.mkdir(parents=True)
        with path.open("wb") as f:
            write_po(f, catalog)
    fr = I18n.load(tmp_path).translator("fr")
    assert (fr._("Hand"), fr._("Crib")) == ("Hand", "Crib")


def test_missing_language_fails_at_load(tmp_path: Path) -> None:
    _write(tmp_path, "fr", "muggins", {"Hand": "Main"})
    with pytest.raises(I18nError, match="no catalog for 'en'"):
        I18n.load(tmp_path)


def test_missing_folder_fails_at_load(tmp_path: Path) -> None:
    with pytest.raises(I18nError, match="no catalog for 'fr'"):
        I18n.load(tmp_path / "absent")


def test_terminal_commands_speak_the_source_when_catalogs_are_missing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    for lang in LANGUAGES:
        _write(tmp_path, lang, "muggins", {"Hand": f"Hand-{lang}"})
    monkeypatch.setenv("MUGGINS_LOCALES", str(tmp_path))
    assert translator_or_source("fr").gettext("Hand") == "Hand-fr"
    monkeypatch.setenv("MUGGINS_LOCALES", str(tmp_path / "absent"))
    source = translator_or_source("fr")
    assert (source.lang, source.gettext("Hand")) == ("fr", "Hand")


def test_broken_catalog_fails_at_load_naming_the_file(tmp_path: Path) -> None:
    for lang in LANGUAGES:
        _write(tmp_path, lang, "muggins", {"Hand": "Main"})
    broken = tmp_path / "en" / "LC_MESSAGES" / "bot.po"
    broken.write_text('msgid "Hand"\nmsgstr "Main\nmsgid\n', encoding="utf-8")
    with pytest.raises(I18nError, match=r"cannot read catalog .*en/LC_MESSAGES/bot\.po"):
        I18n.load(tmp_path)


# -- Translator ------------------------------------------------------------------------------


def test_french_plural_rule(fr: Translator, en: Translator) -> None:
    forms = [fr.ngettext("{n} point", "{n} points", n).format(n=n) for n in (0, 1, 2, 29)]
    assert forms == ["0 point", "1 point", "2 points", "29 points"]
    forms = [en.ngettext("{n} point", "{n} points", n).format(n=n) for n in (0, 1, 2, 29)]
    assert forms == ["0 points", "1 point", "2 points", "29 points"]


def test_pgettext_and_npgettext(fr: Translator, en: Translator) -> None:
    assert fr.pgettext("rank letter", "J") == "V"
    assert en.pgettext("rank letter", "J") == "J"
    assert fr.npgettext("combination", "pair", "pairs", 2) == "paires"
    assert fr.npgettext("combination", "pair", "pairs", 0) == "paire"


def test_gettext_alias(fr: Translator) -> None:
    assert fr._("Total: {points}") == fr.gettext("Total: {points}") == "Total\u00a0: {points}"


@pytest.mark.parametrize(
    ("lang", "method", "args", "expected"),
    [
        pytest.param("fr", "number", (1234,), f"1{NNBSP}234", id="fr-thousands"),
        pytest.param("en", "number", (1234,), "1,234", id="en-thousands"),
        pytest.param("fr", "number", (29,), "29", id="fr-small"),
        pytest.param("fr", "number", (0.5,), "0,5", id="fr-decimal-comma"),
        pytest.param("fr", "decimal", (4.756,), "4,76", id="fr-decimal-2"),
        pytest.param("en", "decimal", (4.756,), "4.76", id="en-decimal-2"),
        pytest.param("en", "decimal", (4.0,), "4.00", id="en-decimal-keeps-zeros"),
        pytest.param("fr", "decimal", (1234.5, 1), f"1{NNBSP}234,5", id="fr-decimal-1"),
        pytest.param("en", "decimal", (3.4, 0), "3", id="en-decimal-0"),
        pytest.param("fr", "percent", (0.5,), f"50{NBSP}%", id="fr-percent"),
        pytest.param("en", "percent", (0.5,), "50%", id="en-percent"),
        pytest.param("fr", "percent", (0.1234, 1), f"12,3{NBSP}%", id="fr-percent-1"),
        pytest.param("en", "percent", (0.1234, 1), "12.3%", id="en-percent-1"),
        pytest.param("fr", "date", (datetime.date(2026, 5, 12),), "12 mai 2026", id="fr-date"),
        pytest.param("en", "date", (datetime.date(2026, 5, 12),), "May 12, 2026", id="en-date"),
    ],
)
def test_formatting(
    i18n: I18n, lang: str, method: str, args: tuple[object, ...], expected: str
) -> None:
    assert getattr(i18n.translator(lang), method)(*args) == expected


def test_translator_attributes(fr: Translator) -> None:
    assert fr.lang == "fr"
    assert str(fr.locale) == "fr"
    assert repr(fr) == "Translator('fr')"
