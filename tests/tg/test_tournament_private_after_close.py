"""/tournoi in a member's private chat just after their tournament closed answered only « Vous
ne participez à aucun tournoi en cours. Dans le groupe d'un club, un administrateur en crée
un… », as if they had never played, their final place left to find in the group. Now the
final standings of the last tournament they took part in follow; a member who never took
part reads the line alone, and a cancelled tournament has no final standings to show.
Then the line above those final standings still went on « Dans le groupe d'un club, un
administrateur en crée un avec /tournoi; appuyez sur son bouton pour participer (en double…) »,
how to take part, to a member who just did; it now says their last tournament is over."""

from __future__ import annotations

import pytest
from telegram.ext import CallbackContext

from bot.storage import Database
from bot.tg.context import App
from bot.tg.handlers.tournament_close import close_tournament
from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_tournament_handlers import ANN, BEN, CAT, create, join, private_texts, put_game


@pytest.mark.parametrize(
    ("lang", "cmd", "none", "final", "over"),
    [
        (
            "fr",
            "/tournoi",
            "Vous ne participez à aucun tournoi en cours.",
            "Classement final",
            "Vous ne participez à aucun tournoi en cours. Votre dernier tournoi est terminé,"
            " voici son classement final.",
        ),
        (
            "en",
            "/tournament",
            "You are not in any tournament under way.",
            "Final standings",
            "You are not in any tournament under way. Your last one is over; here are its"
            " final standings.",
        ),
    ],
)
async def test_after_the_close_a_member_reads_their_final_place_in_private(
    bot_driver: Driver,
    local_app: App,
    local_api: LocalBotApi,
    db: Database,
    lang: str,
    cmd: str,
    none: str,
    final: str,
    over: str,
) -> None:
    tournament = await create(bot_driver, local_api, db, "1 61", lang)
    for user in (ANN, BEN):
        await join(bot_driver, local_api, db, user, lang)
    await put_game(db, tournament, ANN, 1, 50, 61)
    await put_game(db, tournament, BEN, 1, 61, 40)
    await close_tournament(CallbackContext(local_app), tournament)
    await bot_driver.send(cmd, user_id=ANN, language_code=lang)
    said = private_texts(local_api, ANN)[-1]
    assert said.startswith(none) and final in said, said
    assert "🥇 P43" in said and "🥈 P42" in said, said
    assert said.splitlines()[0] == over, said  # not how to take part: they just did
    await bot_driver.send(cmd, user_id=CAT, language_code=lang)  # never took part
    alone = private_texts(local_api, CAT)[-1]
    assert alone.startswith(none) and final not in alone, alone
    assert "/tournoi" in alone or "/tournament" in alone, alone  # how to take part


async def test_a_cancelled_tournament_has_no_final_standings_in_private(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    tournament = await create(bot_driver, local_api, db, "1 61", "fr")
    await join(bot_driver, local_api, db, ANN, "fr")
    await put_game(db, tournament, ANN, 1, 50, 61)
    assert await db.tournaments.cancel_tournament(tournament)
    await bot_driver.send("/tournoi", user_id=ANN, language_code="fr")
    said = private_texts(local_api, ANN)[-1]
    assert said.startswith("Vous ne participez à aucun tournoi en cours."), said
    assert "Classement" not in said, said
