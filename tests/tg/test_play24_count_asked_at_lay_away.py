"""« c'est quoi le compte? » (« on est à combien? », "what's the count?") typed at the lay-away
of /jouer got « Carte inconnue « c » »: no play is under way then, so what the player asks is
the score. Now « Planche : vous 0, moi 0 (partie de 61). J'attends les cartes que vous écartez
au crib. », the step still waiting."""

from __future__ import annotations

import pytest

from bot.drills.table_state import Step
from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_table_handlers import Player, shown, state

SAID = {
    "fr": "Planche : vous {me}, moi {bot} (partie de 61). J'attends les cartes que vous "
    "écartez au crib.",
    "en": "Board: you {me}, me {bot} (game of 61). I'm waiting for the cards you lay away in "
    "the crib.",
}


@pytest.mark.parametrize(
    ("lang", "command", "typed"),
    [
        ("fr", "/jouer 61 facile", "c'est quoi le compte?"),
        ("fr", "/jouer 61 facile", "On est à combien?"),
        ("en", "/play 61 easy", "what's the count?"),
    ],
)
async def test_the_count_asked_at_the_lay_away_is_the_board(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, *, lang: str, command: str, typed: str
) -> None:
    user = 24_900 + len(typed) + (50 if lang == "en" else 0)
    player = Player(bot_driver, user, lang)
    await player.send(command)
    await player.reach(Step.PLAY)
    await player.reach(Step.LAY_AWAY)  # the second deal's: points on the board, most often
    _, _, table, _ = await state(db, user, user)
    await player.send(typed)
    said = shown(local_api, user)[-1]
    expected = SAID[lang].format(me=table.scores[0], bot=table.scores[1])
    assert said.split("\n")[0].replace("\u00a0", " ") == expected, said
    assert (await state(db, user, user))[3].step is Step.LAY_AWAY
