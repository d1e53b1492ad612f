"""/score typed alone showed how to write cards, a hand and a crib, and nothing of the referee:
a member never learned that « = COUNT » after the cards has her count checked. One line says
it, with an example she can copy."""

from __future__ import annotations

import pytest

from bot.i18n import I18n
from bot.views.practice import score_help_lines

I18N = I18n.load()


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        (
            "fr",
            "Ajoutez «\u00a0=\u00a0» et votre compte pour le faire vérifier\u00a0: "
            "<code>/score 5C 5K 5T VP 5P = 28</code>",
        ),
        (
            "en",
            "Add “=” and your count to have it checked: <code>/score 5H 5D 5C JS 5S = 28</code>",
        ),
    ],
)
def test_score_alone_tells_of_the_referee(lang: str, line: str) -> None:
    lines = score_help_lines(I18N.translator(lang))
    assert lines[-2] == line, lines  # before the crib's line, after the hand's
