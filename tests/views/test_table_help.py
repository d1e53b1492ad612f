"""/help play (/aide jouer) said how to start a game against the bot and its levels, but not
how to leave one: the only /abandon it showed was for a club game, and /cancel's line speaks
of « la question en cours ». It now says that the game waits, /play brings it back and
/cancel abandons it (it counts as lost)."""

from __future__ import annotations

import pytest

from bot.i18n import I18n
from bot.views.table import help_lines

I18N = I18n.load()


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        (
            "fr",
            "Votre partie vous attend pendant que vous faites autre chose\u00a0: /jouer la "
            "reprend où elle en était; /annuler l'abandonne (elle compte comme perdue, sauf "
            "avant la première donne).",
        ),
        (
            "en",
            "Your game waits while you do something else: /play brings it back where it "
            "stood; /cancel abandons it (it counts as lost, except before the first deal).",
        ),
    ],
)
def test_the_help_of_play_says_how_to_leave_a_game(lang: str, line: str) -> None:
    assert line in help_lines(I18N.translator(lang))
