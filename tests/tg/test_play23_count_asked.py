"""« c'est quoi le compte? » (« on est à combien? », "what's the count?") typed at the play of
/jouer got « Carte inconnue « c » : la valeur doit être A, 2 à 10, V, D ou R. »: a player who
lost track asks it, as at the club. Now « Le compte est à 15. C'est à vous de jouer une
carte. », the step still waiting."""

from __future__ import annotations

import pytest

from bot.drills.table_state import Step
from bot.drills.table_typed import asks_count
from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from bot.views.table import pile_under_way
from tests.tg.test_table_handlers import Player, shown, state

SAID = {
    "fr": "Le compte est à {n}. C'est à vous de jouer une carte.",
    "en": "The count is {n}. It's your turn to play a card.",
}


@pytest.mark.parametrize(
    ("lang", "command", "typed"),
    [
        ("fr", "/jouer 61 facile", "c'est quoi le compte?"),
        ("fr", "/jouer 61 facile", "On est à combien?"),
        ("en", "/play 61 easy", "what's the count?"),
    ],
)
async def test_the_count_asked_at_the_play_is_told(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, *, lang: str, command: str, typed: str
) -> None:
    user = 23_900 + len(typed) + (50 if lang == "en" else 0)
    player = Player(bot_driver, user, lang)
    await player.send(command)
    await player.reach(Step.PLAY)
    await player.move()  # a card laid: the count is no longer 0, most often
    await player.reach(Step.PLAY)
    _, _, table, _ = await state(db, user, user)
    count = pile_under_way(table.deal)[1]
    await player.send(typed)
    said = shown(local_api, user)[-1]
    assert said.split("\n")[0] == SAID[lang].format(n=count), said
    assert (await state(db, user, user))[3].step is Step.PLAY


def test_what_asks_the_count() -> None:
    for text in ("c'est quoi le compte?", "Quel est le compte?", "le compte?", "on est à combien"):
        assert asks_count(text), text
    for text in ("combien de points?", "le compte est bon", "5", "what's up"):
        assert not asks_count(text), text
