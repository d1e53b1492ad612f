"""« /soiree ajouter Lise Gagnon, Marcel Roy »: the organizer typed two names at once, the
night listed one player named « Lise Gagnon, Marcel Roy » (« … est sur la liste. ») and the
draw seated that « player » at a table, with no way to take the name off the list. Now each
name between commas is a player of its own, said in one reply."""

from __future__ import annotations

from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_handlers import ANN, Hall


async def test_names_separated_by_commas_are_players_of_their_own(
    bot_driver: Driver, local_api: LocalBotApi
) -> None:
    hall = Hall(bot_driver, local_api, "fr")
    night = await hall.open("fadoq")
    await hall.say("/soiree ajouter Lise Gagnon, Marcel Roy,Rita Cormier ,")
    assert hall.group()[-1] == "Lise Gagnon, Marcel Roy et Rita Cormier sont sur la liste."
    players = await hall.db.nights.night_players(night.id)
    assert [(p.number, p.name) for p in players] == [
        (1, "Lise Gagnon"),
        (2, "Marcel Roy"),
        (3, "Rita Cormier"),
    ]
    await hall.join(night, ANN)
    await hall.say("/soiree ronde")
    assert len(await hall.tables(night)) == 2  # two games, no one sits out


async def test_a_name_on_the_list_already_is_said_apart(
    bot_driver: Driver, local_api: LocalBotApi
) -> None:
    hall = Hall(bot_driver, local_api, "en")
    night = await hall.open("fadoq")
    await hall.join(night, ANN)
    await hall.say("/night add Rita Cormier, ann leblanc")
    assert hall.group()[-1].split("\n") == [
        "Rita Cormier is on the list.",
        "Ann Leblanc is on the list already (number 1). For another player of that name, add an"
        " initial: /night add Ann Leblanc B",
    ]
    await hall.say("/night add Rita Cormier")
    assert hall.group()[-1].startswith("Rita Cormier is on the list already (number 2).")
    assert len(await hall.db.nights.night_players(night.id)) == 2
