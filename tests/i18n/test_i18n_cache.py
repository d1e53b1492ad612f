"""Compiled catalogs kept between runs (`bot.i18n.compiled_catalog`): compiled once per text,
read back afterwards, recompiled when the `.po` changes, skipped when the cache is unusable."""

from __future__ import annotations

from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from babel.messages.pofile import write_po

import bot.i18n as i18n_module
from bot.i18n import CACHE_ENV, I18n, I18nError, cache_dir, compiled_catalog


def write_catalogs(locales: Path, words: dict[str, str]) -> None:
    for lang in ("fr", "en"):
        catalog = Catalog(locale=lang, domain="bot")
        for msgid, msgstr in words.items():
            catalog.add(msgid, msgstr if lang == "fr" else msgid)
        path = locales / lang / "LC_MESSAGES" / "bot.po"
        path.parent.mkdir(parents=True, exist_ok=True)
        with path.open("wb") as f:
            write_po(f, catalog)


@pytest.fixture
def compiles(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The catalogs compiled from their `.po` text (not read back from the cache)."""
    seen: list[str] = []
    original = i18n_module._compile

    def counting(source: bytes, path: Path, lang: str, domain: str) -> bytes:
        seen.append(f"{lang}/{domain}")
        return original(source, path, lang, domain)

    monkeypatch.setattr(i18n_module, "_compile", counting)
    return seen


def test_a_catalog_is_compiled_once_then_read_back(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, compiles: list[str]
) -> None:
    locales = tmp_path / "locales"
    write_catalogs(locales, {"Hello": "Bonjour"})
    monkeypatch.setenv(CACHE_ENV, str(tmp_path / "cache"))
    first = I18n.load(locales)
    assert sorted(compiles) == ["en/bot", "fr/bot"]
    again = I18n.load(locales)
    assert sorted(compiles) == ["en/bot", "fr/bot"]  # nothing compiled the second time
    assert first.translator("fr")._("Hello") == again.translator("fr")._("Hello") == "Bonjour"
    assert len(list((tmp_path / "cache" / "catalogs").glob("*.mo"))) == 2


def test_a_changed_catalog_is_compiled_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, compiles: list[str]
) -> None:
    locales = tmp_path / "locales"
    monkeypatch.setenv(CACHE_ENV, str(tmp_path / "cache"))
    write_catalogs(locales, {"Hello": "Bonjour"})
    I18n.load(locales)
    write_catalogs(locales, {"Hello": "Salut"})
    assert I18n.load(locales).translator("fr")._("Hello") == "Salut"
    assert compiles == ["fr/bot", "en/bot", "fr/bot"]  # the English text did not change


def test_an_unusable_cache_or_none_compiles_in_memory(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, compiles: list[str]
) -> None:
    locales = tmp_path / "locales"
    write_catalogs(locales, {"Hello": "Bonjour"})
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    monkeypatch.setenv(CACHE_ENV, str(blocker))
    assert I18n.load(locales).translator("fr")._("Hello") == "Bonjour"
    monkeypatch.setenv(CACHE_ENV, "")
    assert cache_dir() is None
    assert I18n.load(locales).translator("fr")._("Hello") == "Bonjour"
    assert len(compiles) == 4


def test_a_broken_catalog_is_named_even_with_a_cache(tmp_path: Path) -> None:
    path = tmp_path / "fr" / "LC_MESSAGES" / "bot.po"
    path.parent.mkdir(parents=True)
    path.write_text('msgid "Hand"\nmsgstr "Main\nmsgid\n', encoding="utf-8")
    with pytest.raises(I18nError, match=r"bot\.po"):
        compiled_catalog(path, "fr", "bot", tmp_path / "cache")
    with pytest.raises(I18nError, match=r"missing\.po"):
        compiled_catalog(tmp_path / "missing.po", "fr", "bot", tmp_path / "cache")


def test_the_default_cache_follows_xdg(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.delenv(CACHE_ENV, raising=False)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    assert cache_dir() == tmp_path / "muggins"
