"""« /aide tout » said « /jouer : une partie complète contre moi, de la coupe au crib : la
donne, l'écart, le jeu et le compte, … », two colons stacked in one line. What a game holds is
now in brackets: « /jouer : une partie complète contre moi, de la coupe au crib (la donne,
l'écart, le jeu et le compte, le muggins dans les deux sens); … »."""

from __future__ import annotations

import pytest

from bot.i18n import I18n, Translator
from bot.views import table as view

FR = I18n.load().translator("fr")
EN = I18n.load().translator("en")


@pytest.mark.parametrize("tr", [FR, EN], ids=["fr", "en"])
def test_the_play_help_line_has_one_colon(tr: Translator) -> None:
    line = view.help_lines(tr)[0]
    assert line.count(":") == 1, line
    word = {"fr": "la donne", "en": "the deal"}[tr.lang]
    assert f"({word}" in line and ("61 expert" in line), line
