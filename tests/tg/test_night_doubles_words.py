"""A doubles night speaks of the other team, never of « votre adversaire »: four players sit at
a table, two teams. Before, the score written by both teams said « Votre adversaire a inscrit
le même pointage », a partner pressing ✅ under their own team's score was told « votre
adversaire le confirme », and a team facing two players without Telegram read « L'adversaire
n'a pas Telegram ». Singles keep their words."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_handlers import ANN, BEN, CAT, DAN, Hall, answers


async def doubles_table(hall: Hall, *, others: bool = True) -> None:
    """A doubles night of 121, Ann and Ben against Cat and Dan (`others`: else two players
    without Telegram), round 1 drawn."""
    night = await hall.open("fadoq doubles")
    for user in (ANN, BEN, *((CAT, DAN) if others else ())):
        await hall.join(night, user)
    if not others:
        word = "ajouter" if hall.lang == "fr" else "add"
        await hall.say(f"{hall.cmd} {word} Rita Cormier")
        await hall.say(f"{hall.cmd} {word} Gaston Roy")
    await hall.say(f"{hall.cmd} {'ronde' if hall.lang == 'fr' else 'round'}")


@pytest.mark.parametrize(
    ("lang", "same", "other"),
    [
        ("fr", "L'autre équipe a inscrit le même pointage : c'est confirmé.",
         "L'autre équipe a inscrit un autre pointage : l'organisateur décide."),
        ("en", "The other team wrote the same score: confirmed.",
         "The other team wrote another score: the organizer decides."),
    ],
)  # fmt: skip
@pytest.mark.parametrize("agree", [True, False])
async def test_both_teams_writing_the_score(
    bot_driver: Driver, local_api: LocalBotApi, lang: str, same: str, other: str, agree: bool
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    await doubles_table(hall)
    await hall.say(f"{hall.cmd} 121 98", ANN)
    await hall.say(f"{hall.cmd} {'98 121' if agree else '121 110'}", CAT)
    assert (same if agree else other) in hall.group(), hall.group()[-3:]


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("fr", "Vous ne pouvez pas confirmer un pointage inscrit par votre équipe : un joueur de "
         "l'autre équipe le confirme."),
        ("en", "You cannot confirm a score your team wrote: a player of the other team confirms "
         "it."),
    ],
)  # fmt: skip
async def test_a_partner_cannot_confirm_their_teams_score(
    bot_driver: Driver, local_api: LocalBotApi, lang: str, said: str
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    await doubles_table(hall)
    await hall.say(f"{hall.cmd} 121 98", ANN)
    night = await hall.db.nights.open_night(-100_800)
    assert night is not None
    pressed = await hall.press_confirm(await hall.table(night, 1, 1), BEN)
    assert [a.replace("\u00a0", " ") for a in answers(pressed)] == [said]


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("fr", "L'autre équipe n'a pas Telegram : l'organisateur confirme."),
        ("en", "The other team has no Telegram: the organizer confirms."),
    ],
)
async def test_a_team_facing_players_without_telegram(
    bot_driver: Driver, local_api: LocalBotApi, lang: str, said: str
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    await doubles_table(hall, others=False)
    await hall.say(f"{hall.cmd} 121 98", ANN)
    assert hall.group()[-1].splitlines()[-1] == said
