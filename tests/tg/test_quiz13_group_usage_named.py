"""In a group, « /quiz 0 », « /quiz bof », « /quiz 40 » and « /quiz stop » with nothing
running answered unnamed (« Je ne comprends pas « bof ». »), though /annuler's « <b>Marc</b> —
Rien à abandonner » and every other reply to a member there start with her name in bold: the
group could not tell who was answered. Now named; in private, unchanged."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, html_to_text, texts

MARC = {"chat_id": -100_1314, "chat_type": "supergroup", "first_name": "Marc <3"}


@pytest.mark.parametrize(
    ("lang", "typed", "said"),
    [
        ("fr", "/quiz bof", "Je ne comprends pas « bof »."),
        ("fr", "/quiz 0", "0, c'est trop peu\u00a0: une série compte de 1 à 30 questions."),
        ("fr", "/quiz 40", "40, c'est trop\u00a0: une série compte au plus 30 questions."),
        ("fr", "/quiz aide", "pose une question sur les règles"),
        ("fr", "/quiz stop", "Aucune série de quiz en cours"),
        ("en", "/quiz bof", "I do not understand “bof”."),
    ],
)
async def test_a_quiz_usage_in_a_group_names_the_member(
    bot_driver: Driver, lang: str, typed: str, said: str
) -> None:
    (text,) = texts(await bot_driver.send(typed, user_id=9_141, language_code=lang, **MARC))
    assert text.startswith("<b>Marc &lt;3</b>"), text
    assert said in html_to_text(text).replace("\u00a0»", " »").replace("«\u00a0", "« "), text


async def test_a_quiz_usage_in_private_is_not_named(bot_driver: Driver) -> None:
    (text,) = texts(await bot_driver.send("/quiz bof", user_id=9_142, language_code="fr"))
    assert html_to_text(text).startswith("Je ne comprends pas"), text
