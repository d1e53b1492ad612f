"""Ann wrote « /soiree 121 98 » (Ann 121, Dan 98); Dan, who lost, then typed the score as it
reads, « 121 98 »: his own first, that said Dan 121, Ann 98, a disagreement at once, the
organizer called to the table and the ✅ gone. The very score typed the other way round now
tells Dan what his numbers say and asks him to press ✅ (or ✋) under Ann's score; nothing is
disputed until he does."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_handlers import ADMIN, NAMES, Hall


@pytest.mark.parametrize(
    ("lang", "private", "wrote", "said"),
    [
        ("fr", False, "{a} a inscrit le pointage : {a} 121, {b} 98. ",
         "Vous avez écrit 121 98, votre pointage d'abord : vous auriez donc gagné."
         " Si {a} a gagné, appuyez sur ✅ C'est juste (sous le pointage, dans le groupe); sinon,"
         " sur ✋ Je ne suis pas d'accord."),
        ("en", True, "{a} wrote the score: {a} 121, {b} 98. ",
         "You wrote 121 98, your own score first: you would have won. If {a} won,"
         " press ✅ That is right under the score, in the group; if not, press ✋ I do not"
         " agree."),
    ],
)  # fmt: skip
async def test_the_score_typed_the_other_way_round(
    bot_driver: Driver, local_api: LocalBotApi, lang: str, private: bool, wrote: str, said: str
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    night, a, b = await hall.one_table("fadoq")
    await hall.say(f"{hall.cmd} 121 98", a)
    to_admin = len(hall.told(ADMIN))
    posted = len(hall.group())
    if private:
        told = len(hall.told(b))
        await hall.private("121 98", b)
        answer = hall.told(b)[told:]
    else:
        await hall.say(f"{hall.cmd} 121 98", b)
        answer = hall.group(posted)
    assert len(answer) == 1 and said.format(a=NAMES[a]) in answer[0], answer
    assert wrote.format(a=NAMES[a], b=NAMES[b]) in answer[0], answer  # who wrote what, first
    t = await hall.table(night, 1, 1)
    assert t.score == (121, 98) and not t.disputed and not t.confirmed, t
    assert len(hall.told(ADMIN)) == to_admin  # the organizer not called
    await hall.press_confirm(t, b)
    assert (await hall.table(night, 1, 1)).confirmed
