"""Gilles, the organizer, plays the night too; his opponent Rita has no Telegram (added by
name). He wrote their score (« 121 95 » in private), read « the organizer will confirm it »,
and his ✅ under it in the group was refused: « You cannot confirm a score your side wrote:
your opponent confirms it. », which Rita never could: the game never counted. He now confirms
it himself, and is told so when he writes it."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_handlers import ADMIN, ANN, Hall, answers

TOLD = {
    "fr": "C'est inscrit. Votre adversaire n'a pas Telegram : comme organisateur, confirmez-le "
    "vous-même avec le bouton, dans le groupe.",
    "en": "Written. Your opponent has no Telegram: as the organizer, confirm it yourself with "
    "the button, in the group.",
}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_the_organizer_confirms_his_own_game_against_a_player_without_telegram(
    bot_driver: Driver, local_api: LocalBotApi, lang: str
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    night = await hall.open("fadoq")
    await hall.join(night, ADMIN)
    await hall.order("ajouter", "add", "Rita Cormier")
    await hall.order("ronde", "round")
    await hall.private("121 95", ADMIN)
    assert hall.told(ADMIN)[-1] == TOLD[lang], hall.told(ADMIN)[-1]
    (written,) = await hall.tables(night)
    assert written.entered_by == ADMIN and not written.confirmed
    calls = await hall.press_confirm(written, ADMIN)
    assert not any(answers(calls)), answers(calls)
    (t,) = await hall.tables(night)
    assert t.confirmed and t.score is not None and sorted(t.score) == [95, 121]


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_a_player_still_cannot_confirm_a_score_of_his_own(
    bot_driver: Driver, local_api: LocalBotApi, lang: str
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    night = await hall.open("fadoq")
    for user in (ADMIN, ANN):
        await hall.join(night, user)
    await hall.order("ronde", "round")
    await hall.private("121 95", ADMIN)
    (written,) = await hall.tables(night)
    calls = await hall.press_confirm(written, ADMIN)
    assert answers(calls) and answers(calls)[0], answers(calls)
    (t,) = await hall.tables(night)
    assert not t.confirmed
