"""An administrator's words not understood while a tournament is under way (« /tournoi
frmer », a slip for « fermer »; « ferme » itself closes it now): the answer was « Un tournoi est
en cours : /tournoi montre son classement, /tournoi annuler l'annule. », as if they had asked
for a new one, the word not questioned and the close not named (an organizer might cancel a
tournament they meant to close). Now the word is said not understood, and the close is named
with the cancel."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_tournament_handlers import ADMIN, create, group_texts, in_group


@pytest.mark.parametrize(
    ("lang", "cmd", "not_read", "under_way"),
    [
        ("fr", "/tournoi", "Je ne comprends pas « frmer ».",
         "Un tournoi est en cours : /tournoi montre son classement, /tournoi fermer le ferme dès "
         "maintenant et annonce les gagnants, /tournoi annuler l'annule."),
        ("en", "/tournament", "I do not understand “frmer”.",
         "A tournament is under way: /tournament shows its standings, /tournament close closes "
         "it now and announces the winners, /tournament cancel cancels it."),
    ],
)  # fmt: skip
async def test_words_not_understood_while_a_tournament_is_under_way(
    bot_driver: Driver,
    local_api: LocalBotApi,
    db: Database,
    lang: str,
    cmd: str,
    not_read: str,
    under_way: str,
) -> None:
    await create(bot_driver, local_api, db, "fadoq", lang)
    await in_group(bot_driver, f"{cmd} frmer", ADMIN, lang)
    assert group_texts(local_api)[-1].splitlines() == [not_read, under_way]
    await in_group(bot_driver, f"{cmd} jeux50", ADMIN, lang)  # a new one asked: just that
    assert group_texts(local_api)[-1] == under_way
    assert await db.tournaments.open_tournament(-100_700) is not None
