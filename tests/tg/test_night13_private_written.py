"""Ann wrote the score of her table (« /soiree 121 80 »); Ben, across, typed « /soiree » in
private to see where things stood and read « Après la partie, un des deux joueurs inscrit le
pointage… », as if nothing had been written; once he had pressed « Je ne suis pas d'accord »,
the same. He now reads the score Ann wrote and what comes next: his ✅ in the group, or the
organizer's decision."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_handlers import Hall


@pytest.mark.parametrize(
    ("lang", "wrote", "confirm", "disputed", "how"),
    [
        (
            "fr",
            "Ann Leblanc a inscrit le pointage : Ann Leblanc 121, Ben Roy 80.",
            "Confirmez-le avec le bouton, dans le groupe.",
            "Ce pointage est contesté : l'organisateur décide.",
            "Après la partie",
        ),
        (
            "en",
            "Ann Leblanc wrote the score: Ann Leblanc 121, Ben Roy 80.",
            "Confirm it with the button, in the group.",
            "This score is disputed: the organizer decides.",
            "After the game",
        ),
    ],
)
async def test_the_opponent_reads_the_score_written(
    bot_driver: Driver,
    local_api: LocalBotApi,
    lang: str,
    wrote: str,
    confirm: str,
    disputed: str,
    how: str,
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    night, ann, ben = await hall.one_table("fadoq")
    await hall.say(f"{hall.cmd} 121 80", user=ann)
    await hall.private(hall.cmd, ben)
    said = hall.told(ben)[-1]
    assert f"{wrote} {confirm}" in said and how not in said
    (table,) = await hall.tables(night)
    await hall.press_confirm(table, ben, yes=False)
    await hall.private(hall.cmd, ben)
    said = hall.told(ben)[-1]
    assert f"{wrote} {disputed}" in said and how not in said
    await hall.private("/start", ben)  # a plain /start says it too
    assert f"{wrote} {disputed}" in hall.told(ben)[-1]
