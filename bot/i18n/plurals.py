"""Plural rules of the catalogs, read from the installed Babel (CLDR), never hard-coded.

A gettext catalog numbers its plural forms 0, 1, … by a C expression in its `Plural-Forms`
header; CLDR names them (`one`, `many`, `other` …). Babel writes the header from CLDR, and CLDR
changes: Babel 2.19 (CLDR 46) gives French a third form, `many`, for the millions
(« 1 000 000 de points »). So the catalogs carry the rule of the Babel that last updated them,
`python -m bot.i18n check` reports once when the installed Babel's rule differs, and `update`
adopts the new rule, giving each new form the translation the old rule chose for its numbers
(marked fuzzy, so that a translator reads it before the check passes).
"""

from __future__ import annotations

import gettext
from collections.abc import Callable, Sequence
from typing import Final

from babel import Locale
from babel.messages.plurals import get_plural

SAMPLES: Final = (*range(0, 200), 1_000, 10_000, 100_000, 1_000_000, 2_000_000, 10**7, 10**9)
"""Counts that reach every plural form of the languages we ship (the millions for `many`)."""


def rule(lang: str) -> str:
    """The installed Babel's `Plural-Forms` value for `lang` ("nplurals=…; plural=…;")."""
    return str(get_plural(lang).plural_forms)


def _parse(plural_forms: str) -> tuple[int, str]:
    """(nplurals, expression) of a `Plural-Forms` value."""
    fields = dict(
        part.strip().split("=", 1) for part in plural_forms.strip().split(";") if "=" in part
    )
    return int(fields["nplurals"]), fields["plural"].strip()


def same_rule(a: str, b: str) -> bool:
    """Whether two `Plural-Forms` values are the same rule (spacing aside)."""
    return _parse(a) == _parse(b)


def chooser(plural_forms: str) -> Callable[[int], int]:
    """The form index a count takes under a `Plural-Forms` value."""
    return gettext.c2py(_parse(plural_forms)[1])


def sample(plural_forms: str) -> list[int]:
    """For each form of a rule, the smallest of `SAMPLES` that takes it (-1 if none does)."""
    count, _ = _parse(plural_forms)
    choose = chooser(plural_forms)
    found = [-1] * count
    for n in SAMPLES:
        index = choose(n)
        if 0 <= index < count and found[index] < 0:
            found[index] = n
    return found


def tags(lang: str) -> tuple[str, ...]:
    """The CLDR name of each form of `lang` under the installed Babel (("one", "many", "other")
    for French since CLDR 46)."""
    locale = Locale.parse(lang)
    return tuple(str(locale.plural_form(n)) for n in sample(rule(lang)))


def remap(forms: Sequence[str], old: str, new: str) -> tuple[str, ...]:
    """Translations for the forms of rule `new`, from `forms` written for rule `old`: each new
    form takes the old form its numbers took (the `many` of French takes the old `other`)."""
    choose_old = chooser(old)
    return tuple(
        forms[min(max(choose_old(n), 0), len(forms) - 1)] if n >= 0 else forms[-1]
        for n in sample(new)
    )
