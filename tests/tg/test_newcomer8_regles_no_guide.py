"""« /regles » answered « Un quiz sur les règles : elles sont expliquées dans /guide. », and
« /guide » answered « Je ne connais pas cette commande »: the line named a command that does
not exist. Every command it names is now one of the registry's, and it says where a word of
the game is explained (/aide skunk)."""

from __future__ import annotations

import re

import pytest

from bot.tg.handlers.entries import commands_of
from bot.tg.handlers.registry import ENTRIES
from bot.tg.local import Driver, texts
from bot.tg.local_checks import html_to_text

NAMES = {name for c in commands_of(ENTRIES) for name in (*c.names, *c.fr)}


@pytest.mark.parametrize(("lang", "typed"), [("fr", "/regles"), ("en", "/rules")])
async def test_the_line_names_commands_that_exist(
    bot_driver: Driver, lang: str, typed: str
) -> None:
    line = texts(await bot_driver.send(typed, user_id=9_887, language_code=lang))[0]
    named = re.findall(r"/(\w+)", html_to_text(line))
    assert named and set(named) <= NAMES, line
