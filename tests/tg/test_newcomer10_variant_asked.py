"""newcomer10: « /variante c'est quoi fadoq » (« /variante qu'est-ce que la FADOQ? »,
"/variant what is fadoq") answered « Je ne connais pas la variante c'est » over the menu: a
newcomer asks what the FADOQ rule is before she picks it. The rule is explained now (as
« /aide fadoq »), and nothing changes."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, texts
from bot.tg.local_checks import html_to_text


@pytest.mark.parametrize(
    ("lang", "typed", "head"),
    [
        ("fr", "/variante c'est quoi fadoq", "Règle FADOQ"),
        ("fr", "/variante qu'est-ce que la FADOQ?", "Règle FADOQ"),
        ("fr", "/variante c\u2019est quoi la règle fadoq", "Règle FADOQ"),
        ("en", "/variant what is fadoq?", "FADOQ rule"),
    ],
)
async def test_what_the_fadoq_rule_is(bot_driver: Driver, lang: str, typed: str, head: str) -> None:
    user = 10_030
    (text,) = texts(await bot_driver.send(typed, user_id=user, language_code=lang))
    shown = html_to_text(text)
    assert shown.startswith(head), shown
    assert "116" in shown
    assert "connais pas" not in shown and "don't know" not in shown
    (menu,) = texts(await bot_driver.send("/variante", user_id=user, language_code=lang))
    assert ": Standard." in html_to_text(menu).replace("\u00a0", " "), menu  # not chosen


@pytest.mark.parametrize(
    ("lang", "typed", "head"),
    [
        ("fr", "/variante c'est quoi standard", "Variante des règles"),
        ("fr", "/variante comment ça marche?", "Variante des règles"),
        ("en", "/variant what is standard", "Rules variant"),
    ],
)
async def test_what_else_is_asked_shows_the_menu(
    bot_driver: Driver, lang: str, typed: str, head: str
) -> None:
    """« /variante c'est quoi standard » was « Je ne connais pas la variante c'est »: the menu,
    which says what each variant is, nothing named as not understood."""
    (text,) = texts(await bot_driver.send(typed, user_id=10_031, language_code=lang))
    shown = html_to_text(text)
    assert shown.startswith(head), shown
    assert "connais pas" not in shown and "don't know" not in shown
