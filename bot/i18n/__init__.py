"""Translations: gettext catalogs compiled in memory with Babel, and locale formatting.

The `.po` files in ``locales/<lang>/LC_MESSAGES/<domain>.po`` are the source of every user-facing
string. `I18n.load()` reads them all once, compiles each in memory (no `.mo` files to build or to
forget; the compiled bytes are kept in a cache folder, by a digest of the `.po` text, so the next
start reads them back instead of parsing again) and merges the domains into one catalog per
language. Code never uses a global
translator: it gets a `Translator` from `I18n.translator(lang)` and passes it along.

    i18n = I18n.load()
    tr = i18n.translator(i18n.negotiate(user.language_code))
    tr._("Total: {total}").format(total=tr.number(29))
"""

from __future__ import annotations

import contextlib
import datetime
import decimal
import functools
import gettext
import hashlib
import os
import re
from io import BytesIO
from pathlib import Path
from typing import Final

import babel
from babel import Locale, UnknownLocaleError
from babel.dates import format_date
from babel.messages.mofile import write_mo
from babel.messages.pofile import PoFileError, read_po
from babel.numbers import format_decimal, format_percent
from babel.support import Translations

from bot.i18n.domains import DOMAINS
from bot.resources import data_dir

LANGUAGES: Final = ("fr", "en")
LOCALES_ENV: Final = "MUGGINS_LOCALES"
CACHE_ENV: Final = "MUGGINS_CACHE_DIR"
"""Where compiled catalogs are kept between runs (empty: nowhere); see `cache_dir`."""
LOCALES_DIR: Final = data_dir("locales")
"""The catalogs: inside the installed package, else the repository's `locales/`."""

__all__ = [
    "DOMAINS",
    "LANGUAGES",
    "LOCALES_DIR",
    "N_",
    "I18n",
    "I18nError",
    "Translator",
    "format_day",
    "negotiate",
    "ordinal",
    "resolve_locales_dir",
]


class I18nError(RuntimeError):
    """A catalog is missing or cannot be read; raised at start-up, never while serving."""


def N_(message: str) -> str:
    """Mark a string for extraction without translating it (translate it later with `tr._`)."""
    return message


def resolve_locales_dir(path: str | os.PathLike[str] | None = None) -> Path:
    """The locales folder: `path`, else $MUGGINS_LOCALES, else the repository's `locales/`."""
    if path is not None:
        return Path(path)
    from_env = os.environ.get(LOCALES_ENV)
    return Path(from_env) if from_env else LOCALES_DIR


def negotiate(language_code: str | None, default: str = "fr") -> str:
    """The bot language for a client language code (Telegram's `language_code`, an IETF tag).

    Any French variant ("fr", "fr-CA", "fr_FR", "FR") gives "fr"; any other code, including an
    unknown or malformed one, gives "en". Without a code (None or blank) the answer is `default`.
    """
    if default not in LANGUAGES:
        raise ValueError(f"default language must be one of {LANGUAGES}, not {default!r}")
    if language_code is None or not language_code.strip():
        return default
    return _language_of(language_code.strip().replace("-", "_"))


@functools.lru_cache(maxsize=512)
def _language_of(code: str) -> str:
    """ "fr" for a French locale code (underscore form), else "en" (cached: Babel is slowish)."""
    try:
        locale = Locale.negotiate([code], list(LANGUAGES), sep="_")
    except (ValueError, UnknownLocaleError):
        locale = None
    if locale is None:
        try:
            locale = Locale.parse(code)
        except (ValueError, UnknownLocaleError, TypeError):
            locale = None
    return "fr" if locale is not None and str(locale.language) == "fr" else "en"


MINUS: Final = "\u2212"
"""The minus sign of a negative number, « \u22125 » (French typography; English prints it so
too): Babel's French and English data give the hyphen-minus, « -5 », which the bot's other
negative numbers (/ecart's « \u22124,17 ») do not use."""
SMALL_NUMBERS = range(-200, 1001)
"""Integers formatted once per translator, when first used (scores and counts are small)."""
ROUNDING_DIGITS: Final = 8
"""Digits of the decimal context past a number's own: room for the decimals Babel rounds to."""


class Translator:
    """Messages and number/date formatting for one language; pass it to whatever renders text."""

    def __init__(self, lang: str, translations: gettext.NullTranslations) -> None:
        self.lang = lang
        self.locale: Locale = Locale.parse(lang)
        self._translations = translations
        self._small_numbers: dict[int, str] = {}
        """Small integers already formatted (filled as they are used: Babel is slowish)."""

    def __repr__(self) -> str:
        return f"Translator({self.lang!r})"

    def gettext(self, message: str) -> str:
        """The translation of `message` (the message itself when the catalog lacks it)."""
        return self._translations.gettext(message)

    def _(self, message: str) -> str:
        """Alias of `gettext`."""
        return self._translations.gettext(message)

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        """The singular or plural translation for `n` under the language's plural rule."""
        return self._translations.ngettext(singular, plural, n)

    def pgettext(self, context: str, message: str) -> str:
        """The translation of `message` in `context` (same words, different meanings)."""
        return self._translations.pgettext(context, message)

    def npgettext(self, context: str, singular: str, plural: str, n: int) -> str:
        """`ngettext` within a context."""
        return self._translations.npgettext(context, singular, plural, n)

    @staticmethod
    def _half_up(x: float = 0) -> contextlib.AbstractContextManager[decimal.Context]:
        """The rounding players expect of a number cut to fewer decimals: 3.25 shown with one
        decimal reads « 3,3 », an exact half going up (Babel rounds in the active decimal
        context, half to even by default: « 3,2 », « 12 % » for 12.5 %). Values that are not
        exact halves (Babel reads a float as its shortest repr) round as before. The context
        holds every digit of `x`: Babel rounds in it, and the default 28 digits made a score
        of 28 digits typed by a player (/chances 10000000000000000000000000000 5) fail."""
        digits = len(str(x) if isinstance(x, int) else f"{x:f}") + ROUNDING_DIGITS
        return decimal.localcontext(
            rounding=decimal.ROUND_HALF_UP, prec=max(digits, decimal.getcontext().prec)
        )

    def _minus(self, text: str) -> str:
        """`text` as Babel formatted it, its minus sign (if any) the typographic one, `MINUS`."""
        sign = self.locale.number_symbols["latn"]["minusSign"]
        return MINUS + text[len(sign) :] if text.startswith(sign) else text

    def number(self, n: float) -> str:
        """An integer or decimal number as written in the language ("1 234" in French,
        « \u22125 » below zero)."""
        if type(n) is int and n in SMALL_NUMBERS:
            known = self._small_numbers.get(n)
            if known is None:
                known = self._small_numbers[n] = self._minus(format_decimal(n, locale=self.locale))
            return known
        with self._half_up(n):
            return self._minus(format_decimal(n, locale=self.locale))

    def decimal(self, x: float, digits: int = 2) -> str:
        """A number with exactly `digits` decimals ("4,75" in French, "4.75" in English)."""
        pattern = "#,##0" + ("." + "0" * digits if digits > 0 else "")
        with self._half_up(x):
            return self._minus(format_decimal(x, format=pattern, locale=self.locale))

    def percent(self, x: float, digits: int = 0) -> str:
        """A ratio as a percentage (0.5 -> "50 %" in French, "50%" in English)."""
        pattern = str(self.locale.percent_formats[None].pattern).split(";")[0]
        if digits > 0:
            last = pattern.rindex("0")
            pattern = pattern[: last + 1] + "." + "0" * digits + pattern[last + 1 :]
        with self._half_up(x * 100):
            return self._minus(format_percent(x, format=pattern, locale=self.locale))

    def ordinal(self, n: int) -> str:
        """`n` as a rank: "6th", "22nd" in English; « 6e », « 1er » in French (OQLF)."""
        return ordinal(n, self.locale)

    def date(self, d: datetime.date, style: str = "medium") -> str:
        """A date in the language's `style` ("medium", "full", or a Babel pattern such as
        "d MMMM"): "12 mai 2026", "May 12, 2026"; the first of the month "1er nov. 2026"."""
        return format_day(d, style, self.locale)

    def day(self, d: datetime.date) -> str:
        """A date as a player says it, its weekday and month in words and no year: « samedi
        5 décembre », « dimanche 1er novembre », "Saturday, December 5" (the language's full
        date without its year; the short form, « 5 déc. 2026 », is a date to decode)."""
        return format_day(
            d, _without_year(str(self.locale.date_formats["full"].pattern)), self.locale
        )


YEAR_FIELD: Final = re.compile(r"[,\s]*\by+\b")
"""A Babel date pattern's year field, with the comma or space before it (", y", " y")."""


@functools.lru_cache(maxsize=8)
def _without_year(pattern: str) -> str:
    """A date pattern without its year: "EEEE, MMMM d, y" -> "EEEE, MMMM d"."""
    return YEAR_FIELD.sub("", pattern).strip()


DAY_FIELD: Final = re.compile(r"(?<![d'])d(?![d'])")
"""The day-of-month field "d" of a Babel date pattern (not "dd", not inside a quoted literal's
edge)."""
NAMED_FORMATS: Final = ("short", "medium", "long", "full")


def format_day(d: datetime.date, style: str, locale: Locale) -> str:
    """`d` in Babel's `style` (a named format or a pattern) for `locale`; French writes the
    first of the month as an ordinal, "1er novembre" (OQLF), which Babel's French data lacks."""
    pattern = str(locale.date_formats[style].pattern) if style in NAMED_FORMATS else style
    if d.day == 1 and locale.language == "fr":
        pattern = DAY_FIELD.sub("'1er'", pattern)
    return str(format_date(d, format=pattern, locale=locale))


ORDINAL_SUFFIXES: Final[dict[str, dict[str, str]]] = {
    "en": {"one": "st", "two": "nd", "few": "rd", "other": "th"},
    "fr": {"one": "er", "other": "e"},
}
"""The ordinal suffix of each of CLDR's ordinal categories (Babel knows the categories, not
the suffixes)."""


def ordinal(n: int, locale: Locale) -> str:
    """`n` as a rank in figures with its suffix: "1st", "2nd", "11th", « 1er », « 2e »."""
    suffixes = ORDINAL_SUFFIXES.get(str(locale.language), ORDINAL_SUFFIXES["en"])
    suffix = suffixes.get(locale.ordinal_form(n), suffixes["other"])
    return f"{format_decimal(n, locale=locale)}{suffix}"


def cache_dir() -> Path | None:
    """Where compiled catalogs are kept between runs: $MUGGINS_CACHE_DIR, else the user's cache
    folder ($XDG_CACHE_HOME or ~/.cache)/muggins; None when $MUGGINS_CACHE_DIR is empty (off)."""
    chosen = os.environ.get(CACHE_ENV)
    if chosen is not None:
        return Path(chosen) if chosen.strip() else None
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "muggins"


def _compile(source: bytes, path: Path, lang: str, domain: str) -> bytes:
    """A `.po` file's text compiled to `.mo` bytes; a broken file raises `I18nError`."""
    try:
        catalog = read_po(BytesIO(source), locale=lang, domain=domain, abort_invalid=True)
        buffer = BytesIO()
        write_mo(buffer, catalog, use_fuzzy=False)
    except (PoFileError, ValueError, UnknownLocaleError) as exc:
        raise I18nError(f"cannot read catalog {path}: {exc}") from exc
    return buffer.getvalue()


def compiled_catalog(path: Path, lang: str, domain: str, cache: Path | None) -> bytes:
    """The `.mo` bytes of one `.po` file, compiled once and kept in `cache` (by a digest of the
    file's text, the language, the domain and Babel's version), so that a start reads them
    back instead of parsing the `.po` again. A cache that cannot be read or written is
    skipped: the catalog is then compiled in memory, as without one."""
    try:
        source = path.read_bytes()
    except OSError as exc:
        raise I18nError(f"cannot read catalog {path}: {exc}") from exc
    if cache is None:
        return _compile(source, path, lang, domain)
    digest = hashlib.sha256(source)
    digest.update(f"\0{lang}\0{domain}\0{babel.__version__}".encode())
    kept = cache / "catalogs" / f"{lang}-{domain}-{digest.hexdigest()[:32]}.mo"
    with contextlib.suppress(OSError):
        return kept.read_bytes()
    compiled = _compile(source, path, lang, domain)
    with contextlib.suppress(OSError):
        kept.parent.mkdir(parents=True, exist_ok=True)
        partial = kept.with_name(f"{kept.name}.{os.getpid()}.tmp")
        partial.write_bytes(compiled)
        os.replace(partial, kept)  # readers see the whole file or none
    return compiled


def _read_catalog(path: Path, lang: str, domain: str, cache: Path | None = None) -> Translations:
    """One `.po` file compiled (or read back compiled from `cache`); a broken file raises
    `I18nError` naming it."""
    compiled = compiled_catalog(path, lang, domain, cache)
    try:
        return Translations(fp=BytesIO(compiled), domain=domain)
    except (OSError, ValueError) as exc:
        raise I18nError(f"cannot read catalog {path}: {exc}") from exc


def _domain_order(name: str) -> tuple[int, str]:
    """Domains in `DOMAINS` order, then any other ones alphabetically."""
    known = list(DOMAINS)
    return (known.index(name) if name in known else len(known), name)


class I18n:
    """All catalogs, loaded once: one merged translator per language."""

    def __init__(self, translators: dict[str, Translator], directory: Path) -> None:
        self._translators = translators
        self.directory = directory

    def __repr__(self) -> str:
        return f"I18n({str(self.directory)!r}, languages={self.languages})"

    @property
    def languages(self) -> tuple[str, ...]:
        """The languages served, in `LANGUAGES` order."""
        return tuple(self._translators)

    @classmethod
    def load(cls, locales_dir: str | os.PathLike[str] | None = None) -> I18n:
        """Read and compile every `<lang>/LC_MESSAGES/*.po` under the locales folder.

        The folder is `locales_dir`, else $MUGGINS_LOCALES, else the repository's `locales/`.
        Compiled catalogs are kept between runs (`cache_dir`, `compiled_catalog`).
        Raises `I18nError` when a language has no catalog or a catalog cannot be read.
        """
        directory = resolve_locales_dir(locales_dir)
        cache = cache_dir()
        translators: dict[str, Translator] = {}
        for lang in LANGUAGES:
            folder = directory / lang / "LC_MESSAGES"
            paths = sorted(folder.glob("*.po"), key=lambda p: _domain_order(p.stem))
            if not paths:
                raise I18nError(f"no catalog for {lang!r}: expected {folder}/<domain>.po")
            merged = _read_catalog(paths[0], lang, paths[0].stem, cache)
            for path in paths[1:]:
                merged.merge(_read_catalog(path, lang, path.stem, cache))
            translators[lang] = Translator(lang, merged)
        return cls(translators, directory)

    def translator(self, lang: str) -> Translator:
        """The translator for "fr" or "en" (the same object on every call)."""
        try:
            return self._translators[lang]
        except KeyError:
            raise ValueError(
                f"unsupported language {lang!r}; expected one of {LANGUAGES}"
            ) from None

    def negotiate(self, language_code: str | None, default: str = "fr") -> str:
        """See the module-level `negotiate`: any French variant -> "fr", other codes -> "en"."""
        return negotiate(language_code, default)


def translator_or_source(lang: str) -> Translator:
    """The translator for `lang`, or the English source strings when the catalogs cannot be
    read (the terminal commands still speak)."""
    try:
        return I18n.load().translator(lang)
    except I18nError:
        return Translator(lang, gettext.NullTranslations())
