"""« /aide commandes » answered « Je ne connais ni commande ni mot du jeu « commandes ». Voici
les commandes : », and « /aide crible », "/help cribbage" as much: asking for the commands, or
for help on the game itself, is asking for the help."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, texts
from bot.tg.local_checks import html_to_text


@pytest.mark.parametrize(
    ("lang", "typed", "head"),
    [
        ("fr", "/aide commandes", "S'exercer"),
        ("fr", "/aide les commandes", "S'exercer"),
        ("fr", "/aide liste", "S'exercer"),
        ("fr", "/aide crible", "S'exercer"),
        ("fr", "/aide cribbage", "S'exercer"),
        ("en", "/help commands", "Practise"),
        ("en", "/help the list", "Practise"),
        ("en", "/help cribbage", "Practise"),
        ("fr", "/aide toutes les commandes", "Commandes"),
    ],
)
async def test_asking_for_the_commands_is_the_help(
    bot_driver: Driver, lang: str, typed: str, head: str
) -> None:
    sent = texts(await bot_driver.send(typed, user_id=9_776, language_code=lang))
    assert html_to_text(sent[0]).startswith(head), sent[0]
