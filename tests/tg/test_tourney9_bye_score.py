"""A player with the bye of the round under way writes a score (« 121 40 » in private, or
« /soiree 121 40 » in the group), as the others at the hall do: he read « Vous n'avez pas de
partie qui attend son pointage. », as if his game had been lost. He reads now that he is
exempt this round, nothing to write, the bye counting as a game won (« your team » in
doubles). (club22: « Vous êtes exempt » was said to women too: the assertion asserted it.)"""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_handlers import ANN, BEN, CAT, DAN, EVE, FAY, Hall

SAID = {
    ("fr", False): "Vous n'avez pas d'adversaire à cette ronde (exemption) : pas de pointage à"
    " inscrire;"
    " l'exemption compte comme une partie gagnée.",
    ("fr", True): "Votre équipe est exempte à cette ronde : pas de pointage à inscrire;"
    " l'exemption compte comme une partie gagnée.",
    ("en", False): "You have the bye this round: no score to write; the bye counts as a game won.",
    ("en", True): "Your team has the bye this round: no score to write; the bye counts as a"
    " game won.",
}


@pytest.mark.parametrize("doubles", [False, True])
@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_the_bye_is_told_it_has_no_score_to_write(
    bot_driver: Driver, local_api: LocalBotApi, lang: str, doubles: bool
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    night = await hall.open("fadoq doubles" if doubles else "fadoq")
    users = (ANN, BEN, CAT, DAN, EVE, FAY) if doubles else (ANN, BEN, CAT)
    for user in users:
        await hall.join(night, user)
        await hall.private(f"/start ns{night.id}", user)
    await hall.order("ronde", "round")
    (bye,) = [t for t in await hall.tables(night) if t.b is None]
    ids = {p.id: p.user_id for p in await hall.db.nights.night_players(night.id)}
    exempt = ids[bye.a[0]]
    assert exempt is not None
    await hall.private("121 40", exempt)
    told = hall.told(exempt)[-1]
    assert SAID[lang, doubles] in told, told
    start = len(hall.group())
    await hall.say(f"{hall.cmd} 121 40", exempt)
    (said,) = hall.group(start)
    assert SAID[lang, doubles] in said, said
    assert (await hall.table(night, 1, bye.table)).score is None
