"""A doubles night of three teams, two of them marked absent: « /night round » drew a round of
one bye and no game, under « After the game, one of the four players writes the score », and
that bye never counted. Now the round is refused, saying why and how to mark a team back."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_absent_team_back import three_teams
from tests.tg.test_night_handlers import Hall


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        (
            "fr",
            "Une ronde demande au moins deux joueurs présents (deux équipes en double); les "
            "autres sont notés absents. Notez le retour d'un joueur (/soiree present 3), puis "
            "tirez la ronde.",
        ),
        (
            "en",
            "A round needs two players present (two teams in doubles); the others are marked "
            "absent. Mark one back (/night present 3), then draw the round.",
        ),
    ],
)
async def test_a_round_with_one_side_present_is_not_drawn(
    bot_driver: Driver, local_api: LocalBotApi, lang: str, said: str
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    night = await three_teams(hall)
    await hall.say(f"{hall.cmd} absent 3")
    await hall.say(f"{hall.cmd} absent 5")
    await hall.order("ronde", "round")
    assert hall.group()[-1] == said
    assert await hall.tables(night) == []
    await hall.say(f"{hall.cmd} present 5")
    await hall.order("ronde", "round")
    assert len([t for t in await hall.tables(night) if t.b is not None]) == 1
