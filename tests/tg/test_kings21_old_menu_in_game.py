"""kings21: « Compter un coup » tapped on an older /rois menu while a Kings game waited below got
only the toast « Votre question vous attend plus bas : répondez-y, ou /annuler pour la
laisser. » (a game step called a question, /annuler offered to leave it), though /rois compte
and the same button under the game's help set the game aside and deal the move (« Compter un
coup » et « Meilleur coup » la mettent de côté). Now the older menu does the same; pressed
twice while the count it dealt waits, it still deals once (test_double_tap)."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.handlers.kings_common import KINGS_BEST, KINGS_COUNT
from bot.tg.local import Driver
from tests.tg.kings_helpers import plain

SET_ASIDE = {"fr": "mise de côté", "en": "set aside"}


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize(("data", "kind"), [("kg:count", KINGS_COUNT), ("kg:best", KINGS_BEST)])
async def test_an_older_menu_deals_over_a_game(
    bot_driver: Driver, db: Database, lang: str, data: str, kind: str
) -> None:
    user = 21_400 + (1 if lang == "en" else 0) + (2 if kind == KINGS_BEST else 0)
    await bot_driver.send("/rois" if lang == "fr" else "/kings", user, language_code=lang)
    menu = bot_driver.api.last_message(user)
    assert menu is not None
    await bot_driver.send(
        "/rois partie" if lang == "fr" else "/kings play", user, language_code=lang
    )
    step = await db.questions.pending_question(user, user)
    assert step is not None and step.kind == "kings-play"
    text = plain(await bot_driver.press(data, menu["message_id"], user, language_code=lang))
    dealt = await db.questions.pending_question(user, user)
    assert dealt is not None and dealt.kind == kind, text
    assert SET_ASIDE[lang] in text, text
