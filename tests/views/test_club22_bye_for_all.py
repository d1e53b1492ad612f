"""« Ronde 2 — vous êtes exempt. » was sent to women too (club22): a French line that reads for
everyone; English unchanged."""

from __future__ import annotations

import pytest

from bot.drills.night import Table
from bot.i18n import I18n
from bot.views import night_private


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("fr", "Ronde 2 — pas d'adversaire pour vous (exemption)."),
        ("en", "Round 2 — you have the bye."),
    ],
)
def test_a_bye_reads_for_a_woman_too(lang: str, said: str) -> None:
    tr = I18n.load().translator(lang)
    table = Table(2, 3, ("p1",), None)
    text = night_private.notice(2, table, ("p1",), {"p1": "Rita Cormier"}, tr)
    assert text.replace("&#x27;", "'") == said, text
    assert "exempt " not in text and "exempt." not in text, text
