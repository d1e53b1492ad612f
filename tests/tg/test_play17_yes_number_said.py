"""« oui, 5 » at my count of 4 (« Mon compte est-il bon? »): it was refused (« Tapez « exact »
(ou touchez ✓ Exact) si mon compte est bon… »). It is the player's count of my cards now, said
the way « 5 » alone is said (« Lu comme un muggins : vous dites que j'ai oublié 5 points. »):
« Vous comptez 5 là où j'ai compté 4 : lu comme un muggins, vous dites que j'ai oublié 1
point. », then the muggins told (here my count was right: « Pas de muggins… »). « non, 5 »
was refused as an unknown word « non » (play18): it is read as « oui, 5 » is."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_table_handlers import Player

SAID = {
    "fr": (
        "Vous comptez {more} là où j'ai compté {n}\u00a0: lu comme un muggins, vous dites que "
        "j'ai oublié 1 point.",
        "Pas de muggins",
    ),
    "en": (
        "You count {more} where I counted {n}: read as muggins, you say I missed 1 point.",
        "No muggins",
    ),
}


@pytest.mark.parametrize(
    ("lang", "command", "typed"),
    [
        ("fr", "/jouer 61 facile", "oui, {more}"),
        ("fr", "/jouer 61 facile", "non, {more}"),
        ("en", "/play 61 easy", "yes, {more}"),
        ("en", "/play 61 easy", "no, {more}"),
    ],
)
async def test_a_yes_or_a_no_with_a_number_above_my_count_is_the_players_count(
    bot_driver: Driver,
    local_api: LocalBotApi,
    db: Database,
    *,
    lang: str,
    command: str,
    typed: str,
) -> None:
    user = 17_300 + (1 if lang == "en" else 0) + (2 if typed.startswith("n") else 0)
    player = Player(bot_driver, user, lang)
    n = await player.my_count(command)
    assert n > 0
    more = n + 1
    replies = await player.replies_to(typed.format(more=more))
    said, told = SAID[lang]
    lines = replies[0].split("\n") if replies else []
    assert lines[:1] == [said.format(n=n, more=more)], replies
    assert any(line.startswith(told) for line in lines[1:]), replies
