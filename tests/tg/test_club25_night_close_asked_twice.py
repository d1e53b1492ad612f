"""« /soiree fermer » typed twice while games were left posted the same « Fermer la soirée
maintenant? » twice in the group, each with its buttons (a group takes at most 20 messages a
minute). Now the second one gets one line pointing to the question above (a reply to it once
its id is known); once it is answered, a new « /soiree fermer » asks again."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, LocalBotApi, inline_buttons
from tests.tg.test_night_close_asks import WORDS, night_with_games_left
from tests.tg.test_night_handlers import ADMIN, GROUP, Hall, plain

AGAIN = {
    "fr": "Fermer la soirée? Je l'ai déjà demandé : répondez à la question plus haut.",
    "en": "Close the night? I have asked already: answer the question above.",
}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_close_typed_twice_asks_once(
    bot_driver: Driver, local_api: LocalBotApi, lang: str
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    await night_with_games_left(hall)
    close = f"{hall.cmd} {WORDS[lang]['close']}"
    await hall.say(close)
    question = local_api.last_message(GROUP)
    assert question is not None and inline_buttons(question)
    await hall.say(close)
    again = local_api.last_message(GROUP)
    assert again is not None and again["message_id"] != question["message_id"]
    assert plain(again["text"]) == AGAIN[lang]
    assert not inline_buttons(again)
    asked = [
        m
        for m in local_api.messages(GROUP)
        if any(str(k["callback_data"]).startswith("nx:") for k in inline_buttons(m))
    ]
    assert [m["message_id"] for m in asked] == [question["message_id"]]

    # answered (« keep it open »), the next close asks anew
    keep = str(inline_buttons(question)[1]["callback_data"])
    await bot_driver.press(keep, question["message_id"], user_id=ADMIN, chat_id=GROUP)
    await hall.say(close)
    latest = local_api.last_message(GROUP)
    assert latest is not None and inline_buttons(latest)
    assert latest["message_id"] != question["message_id"]
