"""« /soiree corriger 1 1 121 » (the organizer forgot one of the two scores) was read as
« table 1, 1 to 121 » and silently replaced a confirmed 121 to 95 with « Ann Leblanc 1, Ben Roy
121 ». A correction that does not say its round never replaces a confirmed score: the
organizer is told the table's players and its score, and the whole correction to type."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_handlers import ADMIN, ANN, BEN, CAT, DAN, NAMES, Hall


@pytest.mark.parametrize(
    ("lang", "kept", "how"),
    [
        ("fr", "La ronde 1, table 1 a déjà un pointage confirmé : {score}.",
         "Rien n'a été changé. Pour l'inscrire, dites la ronde, la table, puis les deux "
         "pointages, {name} en premier : /soiree corriger 1 1 121 95"),
        ("en", "Round 1, table 1 already has a confirmed score: {score}.",
         "Nothing was changed. To set it, say the round, the table, then both scores, {name} "
         "first: /night correct 1 1 121 95"),
    ],
)  # fmt: skip
async def test_a_short_correction_keeps_a_confirmed_score(
    bot_driver: Driver, local_api: LocalBotApi, lang: str, kept: str, how: str
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    night, a, b = await hall.one_table("fadoq")
    await hall.say(f"{hall.cmd} 121 95", a)
    await hall.press_confirm(await hall.table(night, 1, 1), b)
    assert (await hall.table(night, 1, 1)).confirmed
    fix = "corriger" if lang == "fr" else "correct"
    await hall.say(f"{hall.cmd} {fix} 1 1 121", ADMIN)
    assert (await hall.table(night, 1, 1)).score == (121, 95)
    score = f"{NAMES[a]} 121, {NAMES[b]} 95"
    assert hall.group()[-1].splitlines() == [kept.format(score=score), how.format(name=NAMES[a])]
    # said whole, the correction replaces it
    await hall.say(f"{hall.cmd} {fix} 1 1 95 121", ADMIN)
    assert (await hall.table(night, 1, 1)).score == (95, 121)
    # without its round, another score is not written over the confirmed one either
    await hall.say(f"{hall.cmd} {fix} 1 121 95", ADMIN)
    assert (await hall.table(night, 1, 1)).score == (95, 121)
    assert hall.group()[-1].startswith(kept.format(score=f"{NAMES[a]} 95, {NAMES[b]} 121"))
    # the very score confirmed replaces nothing: not refused
    await hall.say(f"{hall.cmd} {fix} 1 95 121", ADMIN)
    assert "Nothing" not in hall.group()[-1] and "Rien" not in hall.group()[-1]


@pytest.mark.parametrize(
    ("lang", "said", "how"),
    [
        ("fr", "Ronde 1, table 2 : {a} contre {b}, aucun pointage encore.",
         "Rien n'a été changé. Pour l'inscrire, dites la ronde, la table, puis les deux "
         "pointages, {a} en premier : /soiree corriger 1 2 121 98"),
        ("en", "Round 1, table 2: {a} against {b}, no score yet.",
         "Nothing was changed. To set it, say the round, the table, then both scores, {a} "
         "first: /night correct 1 2 121 98"),
    ],
)  # fmt: skip
async def test_a_score_forgotten_is_asked_for(
    bot_driver: Driver, local_api: LocalBotApi, lang: str, said: str, how: str
) -> None:
    """« corriger 1 2 121 » in round 1 (table 2's score, one forgotten) wrote « 2 to 121 » at
    table 1, whose score was not even written yet."""
    hall = Hall(bot_driver, local_api, lang)
    night = await hall.open("fadoq")
    for user in (ANN, BEN, CAT, DAN):
        await hall.join(night, user)
    await hall.say(f"{hall.cmd} {'ronde' if lang == 'fr' else 'round'}")
    fix = "corriger" if lang == "fr" else "correct"
    await hall.say(f"{hall.cmd} {fix} 1 2 121", ADMIN)
    assert all(t.score is None for t in await hall.tables(night))
    t = await hall.table(night, 1, 2)
    names = {p.id: p.name for p in await hall.db.nights.night_players(night.id)}
    assert t.b is not None
    a, b = names[t.a[0]], names[t.b[0]]
    assert hall.group()[-1].splitlines() == [said.format(a=a, b=b), how.format(a=a)]
    # a plain short correction is still written
    await hall.say(f"{hall.cmd} {fix} 2 121 95", ADMIN)
    assert (await hall.table(night, 1, 2)).score == (121, 95)
