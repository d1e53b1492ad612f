"""In a group, /annuler and « /quiz stop » answered « Quiz arrêté à la question 1 sur 3. »
with no name, though every other reply to a member there starts with her name in bold: the
group could not tell whose quiz stopped. Now « <b>Zoé</b> : Quiz arrêté … »; in private,
unchanged."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, html_to_text, texts

GROUP = -100_1313
ZOE = {"chat_id": GROUP, "chat_type": "supergroup", "first_name": "Zoé <3"}


@pytest.mark.parametrize(
    ("lang", "stop", "said"),
    [
        ("fr", "/annuler", "Quiz arrêté à la question 1 sur 3."),
        ("fr", "/quiz stop", "Quiz arrêté à la question 1 sur 3."),
        ("en", "/cancel", "Quiz stopped at question 1 of 3."),
    ],
)
async def test_a_series_stopped_in_a_group_names_its_player(
    bot_driver: Driver, lang: str, stop: str, said: str
) -> None:
    await bot_driver.send("/quiz 3", user_id=9_131, language_code=lang, **ZOE)
    (text,) = texts(await bot_driver.send(stop, user_id=9_131, language_code=lang, **ZOE))
    assert text.startswith("<b>Zoé &lt;3</b>"), text
    assert said in html_to_text(text), text


async def test_a_series_stopped_in_private_is_not_named(bot_driver: Driver) -> None:
    await bot_driver.send("/quiz 3", user_id=9_132, language_code="fr", first_name="Zoé")
    (text,) = texts(await bot_driver.send("/annuler", user_id=9_132, language_code="fr"))
    assert text.startswith("Quiz arrêté à la question 1 sur 3."), text
