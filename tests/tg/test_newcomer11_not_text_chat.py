"""A photo, a sticker or a voice note sent in private got no answer: now the line that the
bot reads typed text only (then the question waiting, if any); in a group, nothing."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, texts
from bot.tg.local_checks import html_to_text
from tests.tg.test_newcomer11_not_text import MEDIA

SAID = {
    "fr": "Je lis seulement le texte écrit (pas les photos, les autocollants ni les messages"
    " vocaux). Écrivez votre compte, comme 12, ou une commande, comme /main.",
    "en": "I read typed text only (not photos, stickers or voice messages). Type your count,"
    " like 12, or a command, like /hand.",
}


def media_payload(driver: Driver, kind: str, user: int, chat: int, lang: str) -> dict[str, object]:
    chat_type = "private" if chat == user else "group"
    payload = driver.api.message_update("x", user, chat, chat_type=chat_type, language_code=lang)
    message = payload["message"]
    assert isinstance(message, dict)
    del message["text"]
    message.pop("entities", None)
    message[kind] = MEDIA[kind]
    return payload


@pytest.mark.parametrize("kind", list(MEDIA))
@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_media_in_private_is_answered(bot_driver: Driver, kind: str, lang: str) -> None:
    user = 11_600
    (said,) = texts(await bot_driver.process(media_payload(bot_driver, kind, user, user, lang)))
    assert html_to_text(said).replace("\u00a0", " ") == SAID[lang], said


async def test_a_question_waiting_is_said_after(bot_driver: Driver) -> None:
    await bot_driver.send("/main", user_id=11_601, language_code="fr")
    (said,) = texts(
        await bot_driver.process(media_payload(bot_driver, "photo", 11_601, 11_601, "fr"))
    )
    first, waiting = html_to_text(said).replace("\u00a0", " ").split("\n\n")
    assert first == SAID["fr"]
    assert waiting.startswith("Votre dernière question attend encore votre réponse"), said


async def test_media_in_a_group_is_left_alone(bot_driver: Driver) -> None:
    payload = media_payload(bot_driver, "sticker", 11_602, -100_602, "fr")
    assert texts(await bot_driver.process(payload)) == []
