"""The club night's score to confirm names who must confirm it as a mention, so Telegram
notifies them (the opponent, or either opponent of a team), their names HTML-safe.

The autouse check of `conftest` (valid Telegram HTML under 4096 characters, callback_data of
64 bytes at most) runs on every call here.
"""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_handlers import GROUP, Hall, plain

PEOPLE = {71: "Ann", 72: '<Bob & "Al">', 73: "Cy", 74: "Di"}


@pytest.mark.parametrize(
    ("lang", "words", "said"),
    [
        ("en", "acc", "{who}, confirm it with the button."),
        ("fr", "acc", "{who}, confirmez avec le bouton."),
        ("en", "acc doubles", "{who}, confirm it with the button."),
    ],
)
async def test_who_must_confirm_a_score_is_mentioned(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str, words: str, said: str
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    night = await hall.open(words)
    assert night.message_id is not None
    for user, name in PEOPLE.items():
        await bot_driver.press(
            f"nj:{night.id}",
            night.message_id,
            user_id=user,
            chat_id=GROUP,
            language_code=lang,
            first_name=name,
        )
    await hall.say(f"{hall.cmd} {'ronde' if lang == 'fr' else 'round'}")
    users = {p.id: p.user_id for p in await db.nights.night_players(night.id)}
    bob = next(p for p, u in users.items() if u == 72)
    t = next(t for t in await hall.tables(night) if bob in (*t.a, *(t.b or ())))
    assert t.b is not None
    mine, theirs = (t.b, t.a) if bob in t.a else (t.a, t.b)  # Bob confirms
    writer = users[mine[0]]
    assert writer is not None
    await hall.say(f"{hall.cmd} 121 98", writer)
    html = local_api.sent_texts(GROUP)[-1]
    others = [users[p] for p in theirs]
    links = [f'<a href="tg://user?id={u}">' for u in others]
    assert all(link in html for link in links), html
    assert '&lt;Bob &amp; "Al"&gt;' in html and "<Bob" not in html
    text = plain(html)
    names = [PEOPLE[u] for u in others if u is not None]
    who = names[0] if len(names) == 1 else f"{names[0]} or {names[1]}"
    assert said.format(who=who) in text, text
