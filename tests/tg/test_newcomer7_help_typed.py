"""« aide-moi », « aide moi », « Aide svp » typed without the slash got « Je réponds aux
comptes et aux commandes : /main vous donne une main, /aide explique le reste. »: only « aide »
alone was the help. Courtesy around it (« moi », « svp », "me please") asks the same."""

from __future__ import annotations

import pytest

from bot.drills.help_asked import asks_for_help
from bot.tg.local import Driver, texts


@pytest.mark.parametrize(
    ("lang", "typed"),
    [
        ("fr", "aide-moi"),
        ("fr", "Aide-moi!"),
        ("fr", "aide moi"),
        ("fr", "Aide svp"),
        ("fr", "aide moi s\u2019il vous plaît"),
        ("fr", "au secours!"),
        ("en", "help me"),
        ("en", "Help please!"),
    ],
)
async def test_help_with_courtesy_is_the_help(bot_driver: Driver, lang: str, typed: str) -> None:
    alone = texts(await bot_driver.send("/aide", user_id=9_778, language_code=lang))
    asked = texts(await bot_driver.send(typed, user_id=9_778, language_code=lang))
    assert asked == alone


def test_only_help_and_courtesy_ask_for_help() -> None:
    assert asks_for_help("aide-moi") and asks_for_help("help")
    assert not asks_for_help("moi") and not asks_for_help("svp") and not asks_for_help("")
    assert not asks_for_help("aide-mémoire") and not asks_for_help("aide le donneur")
