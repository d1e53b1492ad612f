"""/tournoi in private by a club member who has not joined the tournament under way in their
club: before, « Vous ne participez à aucun tournoi en cours. Dans le groupe d'un club, un
administrateur en crée un avec /tournoi… », as if there were none; now the tournament under
way in their club and how to take part."""

from __future__ import annotations

import pytest
from test_member_tournament import robin_of_two
from test_tournament_doubles import open_doubles

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from bot.tg.local_checks import html_to_text
from tests.tg.members_helpers import GROUP, Member

ROBIN = {
    "fr": "Vous ne participez à aucun tournoi en cours. Un tournoi est en cours dans votre club"
    " Club : pour y participer, appuyez sur « ✅ Je participe » sous sa présentation, dans le"
    " groupe.",
    "en": "You are not in any tournament under way. A tournament is under way in your club"
    " Club: to take part, press “✅ I take part” under its presentation, in the group.",
}
DOUBLES = (
    "Vous ne participez à aucun tournoi en cours. Un tournoi en double est en cours dans votre"
    " club Club : pour y participer, inscrivez une équipe de deux dans le groupe (/tournoi"
    " équipe en réponse à l'un des messages de votre partenaire)."
)


def last_private(api: LocalBotApi, user: int) -> str:
    return html_to_text(api.sent_texts(user)[-1]).replace("\u00a0", " ")


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_a_member_not_in_the_clubs_round_robin_is_told_how_to_join(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str
) -> None:
    await robin_of_two(bot_driver, local_api, db, lang)
    lise = Member(bot_driver, 503, "Lise", lang)
    await lise.private("/start")
    await db.clubs.join_club(GROUP, 503, name="Lise")
    await lise.private("/tournoi" if lang == "fr" else "/tournament")
    assert last_private(local_api, 503) == ROBIN[lang]


async def test_a_member_not_in_the_clubs_doubles_is_told_to_register_a_team(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    await open_doubles(bot_driver, local_api, db, "fadoq équipes 61")
    lise = Member(bot_driver, 503, "Lise", "fr")
    await lise.private("/start")
    await db.clubs.join_club(GROUP, 503, name="Lise")
    await lise.private("/tournoi")
    assert last_private(local_api, 503) == DOUBLES


async def test_a_player_in_no_club_reads_how_tournaments_are_made(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    """(Unchanged: no club of theirs has one under way.)"""
    await robin_of_two(bot_driver, local_api, db, "fr")
    lise = Member(bot_driver, 503, "Lise", "fr")
    await lise.private("/start")
    await lise.private("/tournoi")
    assert "un administrateur en crée un avec /tournoi" in last_private(local_api, 503)
