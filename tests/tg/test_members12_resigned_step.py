"""Marie resigns at a table of three while her step is asked (the bot plays her seat, the
others play on): her step's message in private was edited into « Cette étape est terminée.
C'est noté; la partie continue dans le groupe. », as if she still played. Now it says what
the group reads of her: « Vous avez abandonné; le robot joue votre place jusqu'à la fin de
cette partie, ensuite vous êtes libre de jouer. »"""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from bot.tg.local_checks import html_to_text
from tests.tg.members_helpers import two_and_the_bot
from tests.tg.test_members_resign_play import resign_in_private

RESIGNED = {
    "fr": "Vous avez abandonné; le robot joue votre place jusqu'à la fin de cette partie,"
    " ensuite vous êtes libre de jouer.",
    "en": "You resigned; the bot plays your seat until that game ends, then you are free to play.",
}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_a_member_who_resigns_at_a_table_of_three_is_not_told_the_game_goes_on(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str
) -> None:
    marie, _jean = await two_and_the_bot(bot_driver, (971, "Marie"), (972, "Jean"), lang)
    asked = await db.questions.pending_question(971, 971)
    assert asked is not None and asked.message_id is not None  # her lay-away, asked
    start = len(local_api.calls)
    await resign_in_private(marie, local_api)
    game = await db.members.live_member_game(972)
    assert game is not None and game.is_active  # Jean plays on against the bot
    closed = [
        html_to_text(str(c.params.get("caption") or c.params.get("text")))
        for c in local_api.calls[start:]
        if c.method in {"editMessageCaption", "editMessageText"}
        and c.params["chat_id"] == 971
        and c.params.get("message_id") == asked.message_id
    ]
    assert closed == [RESIGNED[lang]], closed
