"""« merci » typed in private with nothing asked (after a verdict, after the welcome) got
« Je réponds aux comptes et aux commandes… », where a count waiting says « De rien! »: it is
answered in kind too, alone."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, texts
from bot.tg.local_checks import html_to_text


@pytest.mark.parametrize(
    ("lang", "typed", "back"),
    [
        ("fr", "merci", "De rien!"),
        ("fr", "Merci beaucoup!", "De rien!"),
        ("en", "thanks", "You're welcome!"),
    ],
)
async def test_thanks_alone_is_answered_in_kind(
    bot_driver: Driver, lang: str, typed: str, back: str
) -> None:
    user = 11_200 + len(typed)
    await bot_driver.send("/start", user_id=user, language_code=lang)
    (said,) = texts(await bot_driver.send(typed, user_id=user, language_code=lang))
    assert html_to_text(said) == back, said
