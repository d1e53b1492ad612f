"""In a group, a member's /quiz (or /regles) while another's series ran answered « Un quiz
lancé par Marie est en cours ici … ou jouez la vôtre avec moi en privé » with no name, though
it speaks to him (« la vôtre ») and every other reply to a member there starts with his name in
bold. Now « <b>Hans</b> : Un quiz lancé par Marie … »."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, html_to_text, texts

GROUP = {"chat_id": -100_1316, "chat_type": "supergroup"}
MARIE = {"user_id": 9_161, "first_name": "Marie", "language_code": "fr"}
HANS = {"user_id": 9_162, "first_name": "Hans <3", "language_code": "fr"}


@pytest.mark.parametrize(
    ("typed", "first"),
    [
        ("/quiz 2", "Hans <3 — Un quiz lancé par "),
        ("/quiz", "Hans <3 — Un quiz lancé par "),
        ("/quiz stop", "Hans <3 — Un quiz lancé par "),
        (
            "/regles",
            "Hans <3 — Un quiz sur les règles. Ce que veut dire un mot du jeu : /aide skunk.",
        ),
    ],
)
async def test_the_running_series_reply_names_who_asked(
    bot_driver: Driver, typed: str, first: str
) -> None:
    await bot_driver.send("/quiz 3", **GROUP, **MARIE)
    (text,) = texts(await bot_driver.send(typed, **GROUP, **HANS))
    assert text.startswith("<b>Hans &lt;3</b>"), text
    assert html_to_text(text).replace("\u00a0", " ").startswith(first), text
