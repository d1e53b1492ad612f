"""Ann, playing the night of her club's group, typed « /soiree 121 98 » in another group
(her bridge club's, say): she read « Seuls les administrateurs du groupe mènent la soirée. »,
her score nowhere (an administrator of that group: « Aucune soirée n'est ouverte. Ouvrez-en
une d'abord »). She is now told that her night is in another group and her score not
written, and where to write it; nothing is opened."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from bot.tg.local_checks import html_to_text
from tests.tg.test_night_handlers import Hall

OTHER = -100_900


@pytest.mark.parametrize(
    ("lang", "admin", "said"),
    [
        ("fr", False, "Votre soirée de club se joue dans un autre groupe, pas dans celui-ci :"
         " votre pointage n'est pas inscrit. Écrivez-le dans le groupe de la soirée, ou en privé"
         " avec moi : 121 98, le vôtre d'abord."),
        ("en", True, "Your club night is in another group, not this one: your score is not"
         " written. Write it in the night's group, or in private with me: 121 98, your own"
         " first."),
    ],
)  # fmt: skip
async def test_a_score_typed_in_another_group(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str, admin: bool, said: str
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    night, a, _b = await hall.one_table("fadoq")
    if admin:
        local_api.member_status[(OTHER, a)] = "administrator"
    start = len(local_api.sent_texts(OTHER))
    await bot_driver.send(
        f"{hall.cmd} 121 98", user_id=a, chat_id=OTHER, chat_type="supergroup", language_code=lang
    )
    answer = [
        html_to_text(t).replace("\u00a0", " ").replace("\u202f", " ")
        for t in local_api.sent_texts(OTHER)[start:]
    ]
    assert answer == [said], answer
    assert await db.nights.open_night(OTHER) is None
    (t,) = await hall.tables(night)
    assert t.score is None
