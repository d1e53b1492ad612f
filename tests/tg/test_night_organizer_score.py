"""The organizer, who plays no game, typed a table's score as players do (« /soiree 121 95 »)
and read only « Vous ne jouez pas à cette soirée : seuls ses joueurs inscrivent leur
pointage. », with no word of how they write it. Now the correction command follows, with the
round under way and their numbers; a member who is not an administrator is told as before."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_handlers import ADMIN, ANN, BEN, CAT, Hall


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("fr", ["Vous ne jouez pas à cette soirée : seuls ses joueurs inscrivent leur pointage.",
                "Pour inscrire le pointage d'une table comme organisateur : /soiree corriger 1 1 "
                "121 95 (ronde, table, puis les deux pointages)."]),
        ("en", ["You are not a player in this club night: only its players write their scores.",
                "To write a table's score as the organizer: /night correct 1 1 121 95 (round, "
                "table, then both scores)."]),
    ],
)  # fmt: skip
async def test_the_organizer_is_told_how_to_write_a_tables_score(
    bot_driver: Driver, local_api: LocalBotApi, lang: str, said: list[str]
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    night = await hall.open("fadoq")
    for user in (ANN, BEN):
        await hall.join(night, user)
    await hall.say(f"{hall.cmd} {'ronde' if lang == 'fr' else 'round'}")
    await hall.say(f"{hall.cmd} 121 95", ADMIN)
    assert hall.group()[-1].split("\n") == said
    await hall.say(f"{hall.cmd} 121 95", CAT)  # a member, no administrator
    assert hall.group()[-1] == said[0]
    assert (await hall.table(night, 1, 1)).score is None


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("fr", ["Je ne comprends pas « 1211 95 ».",
                "Pour inscrire le pointage d'une table comme organisateur : /soiree corriger 1 1 "
                "121 98 (ronde, table, puis les deux pointages)."]),
        ("en", ["I do not understand “1211 95”.",
                "To write a table's score as the organizer: /night correct 1 1 121 98 (round, "
                "table, then both scores)."]),
    ],
)  # fmt: skip
async def test_the_organizers_slip(
    bot_driver: Driver, local_api: LocalBotApi, lang: str, said: list[str]
) -> None:
    """« /soiree 1211 95 » by the organizer (121 and 1 run together) was answered « Une soirée
    est ouverte : /soiree la montre, /soiree aide dit ce que vous pouvez faire. »"""
    hall = Hall(bot_driver, local_api, lang)
    night = await hall.open("fadoq")
    for user in (ANN, BEN):
        await hall.join(night, user)
    await hall.say(f"{hall.cmd} {'ronde' if lang == 'fr' else 'round'}")
    await hall.say(f"{hall.cmd} 1211 95", ADMIN)
    assert hall.group()[-1].split("\n") == said
