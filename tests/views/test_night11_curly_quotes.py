"""English replies of the tournaments and the club night quote with curly quotes (“for”), as
every other English reply does: the ranking rule and /tournament's help said 'points "for"
and "against"' with straight ones."""

from __future__ import annotations

import re

import pytest
from babel.messages.pofile import read_po

from bot.drills.tournament import Format
from bot.i18n import LOCALES_DIR, I18n, Translator
from bot.views import tournament as view

STRAIGHT = re.compile(r'"[^"<>=]*"')
"""Straight double quotes around words (not an HTML attribute's `href="…"`)."""


I18N = I18n.load()


def _en() -> Translator:
    return I18N.translator("en")


def test_ranking_rule_curly() -> None:
    rule = view.ranking_rule(Format.JEUX50, _en())
    assert "“for” and “against”" in rule
    assert '"' not in rule


def test_usage_curly() -> None:
    text = "\n".join(view.usage(_en()))
    assert "&quot;" not in text and '"' not in text
    assert "“for” and “against”" in text


@pytest.mark.parametrize("domain", ["tournament", "night"])
def test_english_catalog_has_no_straight_quotes(domain: str) -> None:
    with open(LOCALES_DIR / "en" / "LC_MESSAGES" / f"{domain}.po", "rb") as po:
        catalog = read_po(po, locale="en")
    quoted = []
    for message in catalog:
        if not message.id:
            continue
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        quoted += [s for s in strings if s and STRAIGHT.search(s.replace('="', ""))]
    assert quoted == []
