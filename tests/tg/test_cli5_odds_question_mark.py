"""« /chances 95 110 ? » (the chances asked as a question) was answered « Je ne comprends pas
« ? » » and the whole usage text: a mark of punctuation typed alone says nothing, and is
skipped as the punctuation around a word is."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver
from tests.tg.test_odds_handlers import one_text


@pytest.mark.parametrize(
    ("lang", "command", "said"),
    [
        ("fr", "/chances 95 110 ?", "Vous êtes donneur, à 95 contre 110"),
        ("fr", "/chances 95 110 receveur ?", "Vous êtes receveur, à 95 contre 110"),
        ("fr", "/chances 95 , 110 !", "Vous êtes donneur, à 95 contre 110"),
        ("en", "/odds 95 110 ?", "You are the dealer, at 95 to 110"),
        ("en", "/odds 95 110 pone ?", "You are the pone, at 95 to 110"),
    ],
)
async def test_a_lone_question_mark_is_skipped(
    bot_driver: Driver, db: Database, lang: str, command: str, said: str
) -> None:
    text = one_text(await bot_driver.send(command, user_id=9_311, language_code=lang))
    assert text.startswith(said), text
