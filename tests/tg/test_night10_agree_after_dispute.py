"""Two players disagree (« ✋ les joueurs ne sont pas d'accord »), then the second writes the
first one's score after all: it read « ce pointage est remplacé par celui ci-dessous », the
very same score posted again, and the first player asked to confirm the score they had
written themselves. Now the same score written across the table confirms it, as it does
before a disagreement."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_handlers import Hall

SAID = {
    "fr": ("Votre adversaire a inscrit le même pointage : c'est confirmé.", "remplacé"),
    "en": ("Your opponent wrote the same score: confirmed.", "replaced"),
}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_the_same_score_after_a_disagreement_confirms_it(
    bot_driver: Driver, local_api: LocalBotApi, lang: str
) -> None:
    agreed, replaced = SAID[lang]
    hall = Hall(bot_driver, local_api, lang)
    night, writer, opponent = await hall.one_table("fadoq")
    await hall.say(f"{hall.cmd} 121 98", writer)
    await hall.say(f"{hall.cmd} 95 121", opponent)  # another score: disputed
    assert (await hall.table(night, 1, 1)).disputed
    start = len(hall.group())
    await hall.say(f"{hall.cmd} 98 121", opponent)  # the writer's, after all
    table = await hall.table(night, 1, 1)
    said = hall.group(start)
    assert table.confirmed and table.score == (121, 98), (table, said)
    assert agreed in said, said
    assert not any(replaced in text for text in said), said
