"""/club's settings as a new club's organiser reads them."""

from __future__ import annotations

import pytest

from bot.drills.club import TieBreak
from bot.i18n import I18n
from bot.views.club_settings import Settings, settings_lines

I18N = I18n.load()


def settings(members: int) -> Settings:
    return Settings("Club", "fr", "America/Toronto", None, True, "09:00", TieBreak.CONTRE, members)


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        (
            "fr",
            "Aucun membre pour l'instant\u00a0: chacun le devient avec le bouton de /defi, en"
            " jouant une partie avec /jouer ou en s'inscrivant à un tournoi (/tournoi).",
        ),
        (
            "en",
            "No member yet: each player becomes one with the button of /daily, by playing a"
            " game with /play or by joining a tournament (/tournament).",
        ),
    ],
)
def test_a_new_club_says_how_members_join(lang: str, said: str) -> None:
    """Played: the organiser added the bot to the club's group, typed /club and read
    « 0 membre » and nothing about how anyone becomes one (the welcome that said it was
    higher up, gone from the screen)."""
    lines = settings_lines(settings(0), I18N.translator(lang))
    assert lines[1] == said
    assert not any(line.startswith("0 ") for line in lines)
    assert settings_lines(settings(3), I18N.translator(lang))[1] in ("3 membres", "3 members")
