"""« /aide-moi » typed as one word got « Je réponds aux comptes et aux commandes… » in the
offline chat and the tests' fake: its bot_command entity needed a space or the end after the
name, where Telegram ends a command at any character that is not a letter, a digit, « _ »,
« / », « < », « > », « \\ » or « @ » (`find_bot_commands`), so « /aide-moi », « /aide? » and
« /aide, svp » are /aide."""

from __future__ import annotations

import pytest
from test_handlers import one_text

from bot.tg.local import Driver
from bot.tg.local_updates import command_entities


@pytest.mark.parametrize(
    ("text", "length"),
    [
        ("/aide-moi", 5),
        ("/aide?", 5),
        ("/aide, svp", 5),
        ("/aide.", 5),
        ("/aide", 5),
        ("/aide tout", 5),
        ("/aide@muggins_bot?", 17),
        ("/aideé", None),
        ("/aide_moi", 9),
        ("/aide/x", None),
        ("/aide@", None),
    ],
)
def test_the_command_ends_where_telegram_ends_it(text: str, length: int | None) -> None:
    found = command_entities(text)
    assert [e["length"] for e in found] == ([] if length is None else [length])


@pytest.mark.parametrize(("typed", "lang"), [("/aide-moi", "fr"), ("/help-me", "en")])
async def test_aide_moi_in_one_word_is_the_help(bot_driver: Driver, typed: str, lang: str) -> None:
    alone = one_text(await bot_driver.send(typed.split("-")[0], user_id=96, language_code=lang))
    helped = one_text(await bot_driver.send(typed, user_id=96, language_code=lang))
    assert helped == alone
