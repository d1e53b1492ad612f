"""« /rois arrêter » sent twice asked « Arrêter cette partie? » twice, two questions with their
« Oui / Non », and answering the second left the first's buttons for good. The second now
points at the first (a reply to it, no buttons), which its answer still closes; the same for
/abandon, and for the game's « Arrêter la partie » button then the command."""

from __future__ import annotations

import pytest

from bot.tg.local import ApiCall, Driver, inline_buttons
from tests.tg.kings_helpers import plain

ALREADY = {
    "fr": "Arrêter cette partie? Je vous l'ai déjà demandé : répondez à la question ci-dessus.",
    "en": "Stop this game? I have asked you already: answer the question above.",
}


def sent(calls: list[ApiCall]) -> list[ApiCall]:
    return [call for call in calls if call.method == "sendMessage"]


@pytest.mark.parametrize(
    ("lang", "start", "stop", "answer"),
    [
        ("fr", "/rois partie", "/rois arrêter", "non"),
        ("fr", "/rois partie", "/abandon", "non"),
        ("en", "/kings play", "/kings stop", "no"),
    ],
)
async def test_the_stop_asked_twice_points_at_the_first(
    bot_driver: Driver, lang: str, start: str, stop: str, answer: str
) -> None:
    user = 14_201 if lang == "fr" else 14_202
    await bot_driver.send(start, user, language_code=lang)
    first = sent(await bot_driver.send(stop, user, language_code=lang))
    assert len(first) == 1 and first[0].params.get("reply_markup"), first
    asked = bot_driver.api.last_message(user)
    assert asked is not None and inline_buttons(asked)
    again = sent(await bot_driver.send(stop, user, language_code=lang))
    assert [plain([call]) for call in again] == [ALREADY[lang]], again
    assert not again[0].params.get("reply_markup"), again
    reply = again[0].params.get("reply_parameters") or {}
    assert reply.get("message_id") == asked["message_id"], again
    await bot_driver.send(answer, user, language_code=lang)
    shown = bot_driver.api.message(user, asked["message_id"])
    assert shown is not None and not inline_buttons(shown), shown


async def test_the_button_then_the_command(bot_driver: Driver) -> None:
    user = 14_203
    await bot_driver.send("/rois partie", user, language_code="fr")
    step = bot_driver.api.last_message(user)
    assert step is not None
    stop = next(b for b in inline_buttons(step) if b["callback_data"].endswith(":stop"))
    await bot_driver.press(stop["callback_data"], step["message_id"], user)
    asked = bot_driver.api.last_message(user)
    assert asked is not None and "Arrêter cette partie" in str(asked.get("text"))
    again = sent(await bot_driver.send("/rois arrêter", user, language_code="fr"))
    assert [plain([call]) for call in again] == [ALREADY["fr"]], again
