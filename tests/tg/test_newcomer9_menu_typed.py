"""« menu » (« Menu? », « Commandes », "commands please") typed alone in private answered
« Je réponds aux comptes et aux commandes : /main vous donne une main, /aide explique le
reste. »: the player asked for the very list that reply pointed to. It is /help now, as
« aide » typed alone is."""

from __future__ import annotations

import pytest

from bot.drills.help_asked import asks_for_help
from bot.tg.local import Driver, texts

HELP = {
    "fr": "/aide tout : chaque commande en détail.",
    "en": "/help all: every command in detail.",
}


@pytest.mark.parametrize(
    ("lang", "typed"),
    [("fr", "menu"), ("fr", "Menu?"), ("fr", "Commandes"), ("en", "commands please")],
)
async def test_menu_typed_alone_is_help(bot_driver: Driver, lang: str, typed: str) -> None:
    (text,) = texts(await bot_driver.send(typed, user_id=9_988, language_code=lang))
    assert text.replace("\u00a0", " ").endswith(HELP[lang]), text


def test_other_words_are_not_help() -> None:
    assert not asks_for_help("merci")
    assert not asks_for_help("liste")
    assert not asks_for_help("menu 12")
