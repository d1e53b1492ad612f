"""« non, 5 » at my count of 4 (« Mon compte est-il bon? ») was refused as an unknown word
« non »: it is the player's count of my cards, read as « oui, 5 » is (« Vous comptez 5 là où
j'ai compté 4 : lu comme un muggins… »), then the muggins told."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_table_handlers import Player


@pytest.mark.parametrize(
    ("lang", "command", "typed", "said", "told"),
    [
        (
            "fr",
            "/jouer 61 facile",
            "non, {more}",
            "Vous comptez {more} là où j'ai compté {n}\u00a0: lu comme un muggins, vous dites "
            "que j'ai oublié 1 point.",
            "Pas de muggins",
        ),
        (
            "en",
            "/play 61 easy",
            "no, {more}",
            "You count {more} where I counted {n}: read as muggins, you say I missed 1 point.",
            "No muggins",
        ),
    ],
)
async def test_a_no_with_a_number_above_my_count_is_the_players_count(
    bot_driver: Driver,
    local_api: LocalBotApi,
    db: Database,
    *,
    lang: str,
    command: str,
    typed: str,
    said: str,
    told: str,
) -> None:
    user = 18_200 + (1 if lang == "en" else 0)
    player = Player(bot_driver, user, lang)
    n = await player.my_count(command)
    assert n > 0
    more = n + 1
    replies = await player.replies_to(typed.format(more=more))
    lines = replies[0].split("\n") if replies else []
    assert lines[:1] == [said.format(n=n, more=more)], replies
    assert any(line.startswith(told) for line in lines[1:]), replies
