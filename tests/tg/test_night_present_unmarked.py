"""« /soiree present 3 » on a player never marked absent or late answered « Cat Poirier : de
retour à partir de la prochaine ronde », as if she had been away. The organizer now
reads that she was not marked absent or late, and nothing changes; a player who was marked
is still told back."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_handlers import ANN, BEN, CAT, Hall


@pytest.mark.parametrize(
    ("lang", "unmarked", "back"),
    [
        (
            "fr",
            "Cat Poirier : pas d'absence ni de retard à effacer, rien n'a changé.",
            "Cat Poirier : de retour",
        ),
        (
            "en",
            "Cat Poirier was not marked absent or late: nothing changed.",
            "Cat Poirier: present again",
        ),
    ],
)
async def test_present_on_a_player_never_marked(
    bot_driver: Driver, local_api: LocalBotApi, lang: str, unmarked: str, back: str
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    night = await hall.open("fadoq")
    for user in (ANN, BEN, CAT):
        await hall.join(night, user)
    fr = lang == "fr"
    await hall.order("ajouter", "add", "Rita Cormier")
    before = len(hall.group())
    await hall.say(f"{hall.cmd} present 3")
    assert [t.replace("\u00a0", " ") for t in hall.group(before)] == [unmarked]
    players = await hall.db.nights.night_players(night.id)
    assert not any(p.absent or p.late for p in players)
    await hall.order("ronde", "round")
    before = len(hall.group())
    await hall.say(f"{hall.cmd} present 3")  # the rounds under way: the same
    assert [t.replace("\u00a0", " ") for t in hall.group(before)] == [unmarked]
    for mark in ("absent", "retard" if fr else "late"):
        await hall.say(f"{hall.cmd} {mark} 3")
        before = len(hall.group())
        await hall.say(f"{hall.cmd} present 3")
        (said,) = hall.group(before)
        assert said.replace("\u00a0", " ").startswith(back), said
