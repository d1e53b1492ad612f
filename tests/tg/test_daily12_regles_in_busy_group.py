"""« /regles » by a newcomer in a group while another member's quiz ran answered only « Un
quiz lancé par Marie est en cours ici… »: nothing said the rules themselves are in /guide,
which /regles now says first everywhere else."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, html_to_text, texts

GROUP = {"chat_id": -100_9501, "chat_type": "supergroup"}
MARIE = {"user_id": 9_501, "first_name": "Marie", "language_code": "fr"}
GILLES = {"user_id": 9_502, "first_name": "Gilles", "language_code": "fr"}


@pytest.mark.parametrize(
    ("typed", "guide"),
    [("/regles", True), ("/quiz", False), ("/regles 5", True)],
)
async def test_regles_in_a_busy_group_says_where_the_rules_are(
    bot_driver: Driver, typed: str, guide: bool
) -> None:
    await bot_driver.send("/quiz 3", **GROUP, **MARIE)
    (text,) = texts(await bot_driver.send(typed, **GROUP, **GILLES))
    plain = html_to_text(text).replace("\u00a0", " ")
    assert "Un quiz lancé par " in plain, plain  # (her name: getChatMember's)
    where = "Un quiz sur les règles. Ce que veut dire un mot du jeu : /aide skunk."
    assert plain.startswith(f"Gilles — {where}") is guide
