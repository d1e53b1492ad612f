"""A photo (of one's cards), a sticker or a voice note sent in private got no answer at all:
the router left them to no one. A private message with no text is now told that the bot reads
typed text only, and what to type (a question waiting said after); in a group, still nothing."""

from __future__ import annotations

from typing import Any

import pytest
from telegram import Update

from bot.i18n import I18n
from bot.tg.context import App
from bot.tg.local_updates import make_message_update
from bot.tg.routing import MessageRouter, Route
from bot.views.chatter import not_text_line

MEDIA: dict[str, Any] = {
    "photo": [{"file_id": "f", "file_unique_id": "u", "width": 1, "height": 1}],
    "sticker": {
        "file_id": "s",
        "file_unique_id": "su",
        "width": 512,
        "height": 512,
        "is_animated": False,
        "is_video": False,
        "type": "regular",
        "emoji": "👍",
    },
    "voice": {"file_id": "v", "file_unique_id": "vu", "duration": 3},
}


def media_update(kind: str, chat_id: int, chat_type: str, app: App) -> Update:
    payload = make_message_update("x", 5, chat_id, chat_type=chat_type)
    message = payload["message"]
    assert isinstance(message, dict)
    del message["text"]
    message.pop("entities", None)
    message[kind] = MEDIA[kind]
    return Update.de_json(payload, app.bot)


async def record(update: Update, context: Any) -> None:
    del update, context


@pytest.mark.parametrize("kind", list(MEDIA))
async def test_a_private_message_without_text_goes_to_other(local_app: App, kind: str) -> None:
    router = MessageRouter({"probe": record}, record, record, other=not_text_probe)
    update = media_update(kind, 5, "private", local_app)
    assert router.check_update(update) == Route(not_text_probe)


@pytest.mark.parametrize("kind", list(MEDIA))
async def test_in_a_group_it_is_left_alone(local_app: App, kind: str) -> None:
    router = MessageRouter({"probe": record}, record, record, other=not_text_probe)
    assert router.check_update(media_update(kind, -100, "group", local_app)) is None


async def test_without_other_it_is_left_alone(local_app: App) -> None:
    router = MessageRouter({"probe": record}, record, record)
    assert router.check_update(media_update("photo", 5, "private", local_app)) is None


async def not_text_probe(update: Update, context: Any) -> None:
    del update, context


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        (
            "fr",
            "Je lis seulement le texte écrit (pas les photos, les autocollants ni les messages"
            " vocaux). Écrivez votre compte, comme 12, ou une commande, comme /main.",
        ),
        (
            "en",
            "I read typed text only (not photos, stickers or voice messages). Type your count,"
            " like 12, or a command, like /hand.",
        ),
    ],
)
def test_what_the_player_is_told(lang: str, expected: str) -> None:
    assert not_text_line(I18n.load().translator(lang)) == expected
