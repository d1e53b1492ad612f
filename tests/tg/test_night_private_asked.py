"""/soiree in private before the standings mean anything. Before, it answered « Classement
après 0 ronde » before the first round, and « Classement pendant la ronde 1 » during it, each
player at « 0 point, 0 contre · 0 partie », with the four-line rule under them (the group shows
no standings then). Now: before the first round, that they are on the list; during the first
round before a score counts, the round (where everyone sits); standings once a game counts."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_handlers import ANN, BEN, CAT, Hall


@pytest.mark.parametrize(
    ("lang", "listed", "round_", "bye", "standings"),
    [
        ("fr", "Vous êtes sur la liste. À chaque ronde, je vous écris votre table ici.",
         "Ronde 1 sur 6", "Exempt : ", "Classement"),
        ("en", "You are on the list. At each round, I write your table here.",
         "Round 1 of 6", "Bye: ", "Standings"),
    ],
)  # fmt: skip
async def test_private_night_before_any_score(
    bot_driver: Driver,
    local_api: LocalBotApi,
    lang: str,
    listed: str,
    round_: str,
    bye: str,
    standings: str,
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    night = await hall.open("fadoq")
    for user in (ANN, BEN, CAT):
        await hall.join(night, user)
    await hall.private(hall.cmd, CAT)
    before = hall.told(CAT)[-1].splitlines()
    assert before[-1] == listed, before
    assert not any(line.startswith(standings) for line in before), before
    await hall.say(f"{hall.cmd} {'ronde' if lang == 'fr' else 'round'}")
    await hall.private(hall.cmd, CAT)
    during = hall.told(CAT)[-1].splitlines()
    assert round_ in during and any(line.startswith(bye) for line in during), during
    assert not any(standings in line for line in during), during
    await hall.say(f"{hall.cmd} {'corriger' if lang == 'fr' else 'correct'} 1 1 121 95")
    await hall.private(hall.cmd, CAT)
    assert any(standings in line for line in hall.told(CAT)[-1].splitlines())


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("fr", "Pas encore de classement : aucun pointage n'a été confirmé."),
        ("en", "No standings yet: no score has been confirmed."),
    ],
)
async def test_standings_asked_in_the_group_before_any_score(
    bot_driver: Driver, local_api: LocalBotApi, lang: str, said: str
) -> None:
    """« /soiree classement » during round 1 before a score counted showed the round alone,
    nothing said of the standings asked for; now a line says why there are none. /soiree alone
    is unchanged (the round)."""
    hall = Hall(bot_driver, local_api, lang)
    night = await hall.open("fadoq")
    for user in (ANN, BEN):
        await hall.join(night, user)
    await hall.say(f"{hall.cmd} {'ronde' if lang == 'fr' else 'round'}")
    await hall.say(f"{hall.cmd} {'classement' if lang == 'fr' else 'standings'}", CAT)
    asked = hall.group()[-1].splitlines()
    assert asked[0] == said and asked[2].startswith("Ronde 1" if lang == "fr" else "Round 1")
    await hall.say(hall.cmd, CAT)
    assert said not in hall.group()[-1]
