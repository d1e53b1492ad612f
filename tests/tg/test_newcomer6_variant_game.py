"""/variante during a game against the bot, after « /variante fadoq »: the menu said « Votre
variante : FADOQ. » and nothing else, while the game under way is still played without the
FADOQ rule (only the confirmation, once, said the game kept its rules). The menu now says
what the game under way keeps, as long as it differs."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, texts
from bot.tg.local_checks import html_to_text

NBSP = "\u00a0"


@pytest.mark.parametrize(
    ("lang", "play", "change", "menu", "kept"),
    [
        (
            "fr",
            "/jouer 121 facile",
            "/variante fadoq",
            "/variante",
            f"Votre partie en cours contre moi garde les règles de son début{NBSP}: sans la"
            " règle FADOQ.",
        ),
        (
            "en",
            "/play 121 easy",
            "/variant muggins off",
            "/variant",
            "Your game under way against me keeps the rules it began with: muggins on.",
        ),
    ],
)
async def test_the_menu_says_what_the_game_under_way_keeps(
    bot_driver: Driver, lang: str, play: str, change: str, menu: str, kept: str
) -> None:
    user = 9_680 if lang == "fr" else 9_681
    await bot_driver.send(play, user_id=user, language_code=lang)
    await bot_driver.send(change, user_id=user, language_code=lang)
    [text] = [
        html_to_text(t)
        for t in texts(await bot_driver.send(menu, user_id=user, language_code=lang))
    ]
    assert kept in text, text


async def test_without_a_game_or_a_change_the_menu_says_nothing_of_it(bot_driver: Driver) -> None:
    await bot_driver.send("/jouer 121 facile", user_id=9_682, language_code="fr")
    [text] = texts(await bot_driver.send("/variante", user_id=9_682, language_code="fr"))
    assert "garde les règles" not in text
    [text] = texts(await bot_driver.send("/variante", user_id=9_683, language_code="fr"))
    assert "garde les règles" not in text
