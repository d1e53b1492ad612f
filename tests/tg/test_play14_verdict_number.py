"""A number typed at « Mon compte est-il bon? » without « Muggins! »: « deux » was taken as a
muggins claim with no word of it (« Pas de muggins… »), « quinze 2 » as a claim of 2 missed.
Now the reply says how it was read: a number alone, the points I missed; the call of a count,
the player's count of my cards set against mine."""

from __future__ import annotations

import pytest

from bot.drills.table_state import Step
from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.easy_games import easy_game
from tests.tg.test_table_handlers import shown, state


@pytest.mark.parametrize(
    ("lang", "typed", "said"),
    [
        (
            "fr",
            "deux",
            "Lu comme un muggins\u00a0: vous dites que j'ai oublié 2 points.",
        ),
        ("en", "2", "Read as muggins: you say I missed 2 points."),
    ],
)
async def test_a_number_alone_is_read_as_points_missed(
    bot_driver: Driver,
    local_api: LocalBotApi,
    db: Database,
    *,
    lang: str,
    typed: str,
    said: str,
) -> None:
    user = 9_600 + len(typed) + (50 if lang == "en" else 0)
    player = await easy_game(bot_driver, user, lang)
    await player.reach(Step.VERDICT)
    count = len(shown(local_api, user))
    await player.send(typed)
    replies = shown(local_api, user)[count:]
    assert replies and replies[0].split("\n")[0] == said, replies


@pytest.mark.parametrize(
    ("lang", "typed", "said"),
    [
        ("fr", "quinze 2", "Vous comptez 2, j'ai compté {claimed}\u00a0:"),
        ("en", "fifteen two", "You count 2, I counted {claimed}:"),
    ],
)
async def test_a_call_is_the_players_count_of_my_cards(
    bot_driver: Driver,
    local_api: LocalBotApi,
    db: Database,
    *,
    lang: str,
    typed: str,
    said: str,
) -> None:
    """The bot's first count in this game holds 4 (two pairs): « quinze 2 » is less than it,
    so no muggins is called; the step waits on."""
    user = 9_650 + len(typed) + (50 if lang == "en" else 0)
    player = await easy_game(bot_driver, user, lang)
    await player.reach(Step.VERDICT)
    _, _, table, _ = await state(db, user, user)
    assert table.deal.call is not None
    claimed = table.deal.call.claimed
    if claimed <= 2:
        pytest.skip("the bot's count is not above 2 in this deal")
    await player.send(typed)
    reply = shown(local_api, user)[-1]
    assert reply.startswith(said.format(claimed=claimed)), reply
    assert (await state(db, user, user))[3].step is Step.VERDICT
