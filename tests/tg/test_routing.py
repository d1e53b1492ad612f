"""The message router takes exactly the messages PTB's own handlers took, with the same args;
button handlers match exactly as PTB's `CallbackQueryHandler`.

The reference is the chain `MessageRouter` replaced: one `CommandHandler` per command (new
messages only), then `MessageHandler(TEXT & ~COMMAND)`, then `MessageHandler(COMMAND)`, then
a private chat's media (`MessageHandler(PRIVATE & PHOTO | STICKER | VOICE …)`).
"""

from __future__ import annotations

import itertools
import re
from typing import Any

import pytest
from telegram import Update
from telegram.ext import (
    BaseHandler,
    CallbackQueryHandler,
    CommandHandler,
    MessageHandler,
    filters,
)

from bot.tg import events
from bot.tg.context import App
from bot.tg.handlers import commands, questions_text, registry
from bot.tg.handlers.wiring import text_or_help
from bot.tg.local import BOT_USERNAME
from bot.tg.local_updates import make_callback_update, make_message_update
from bot.tg.routing import ButtonHandler, MessageRouter, Route

NEW = filters.UpdateType.MESSAGE


def reference(update: Update) -> tuple[Any, list[str] | None] | None:
    """What the former chain of PTB handlers did with `update`: the callback and args."""
    chain: list[BaseHandler[Any, Any, Any]] = [
        CommandHandler(c.names, c.callback, filters=NEW) for c in registry.all_commands()
    ]
    chain.append(MessageHandler(NEW & filters.TEXT & ~filters.COMMAND, text_or_help))
    chain.append(MessageHandler(NEW & filters.COMMAND, registry.unknown_command))
    media = (
        filters.PHOTO
        | filters.Sticker.ALL
        | filters.VOICE
        | filters.AUDIO
        | filters.VIDEO
        | filters.VIDEO_NOTE
        | filters.ANIMATION
        | filters.Document.ALL
        | filters.LOCATION
        | filters.CONTACT
    )
    chain.append(MessageHandler(NEW & filters.ChatType.PRIVATE & media, commands.not_text))
    for handler in chain:
        check = handler.check_update(update)
        if check is None or check is False:
            continue
        args = check[0] if isinstance(handler, CommandHandler) else None
        assert isinstance(args, list | None)
        return handler.callback, args
    return None


def texts() -> list[str]:
    bot = BOT_USERNAME
    names = [
        *[n for names in registry.commands_table().values() for n in names][:6],
        "nosuch",
        "hand_x",
    ]
    shapes = ["/{n}", "/{n} 5H 5D  JS", "/{N}", "/{n}@{bot}", "/{n}@{BOT} x", "/{n}@other_bot"]
    shapes += ["/{n}@", "/{n}@{bot}@x", "/{Nn}@{bot} 1 2"]
    made = [
        s.format(n=n, N=n.upper(), Nn=n.capitalize(), bot=bot, BOT=bot.upper())
        for n, s in itertools.product(names, shapes)
    ]
    return [*made, "/", "/ 12", "12", "quinze 2", "  ", "hand", "a /hand", "/" + "x" * 40]


def updates(app: App) -> list[Update]:
    found: list[Update] = []
    for text, chat in itertools.product(texts(), ("private", "group")):
        chat_id = 5 if chat == "private" else -100
        payload = make_message_update(text, 5, chat_id, chat_type=chat)
        found.append(Update.de_json(payload, app.bot))
        edited = make_message_update(text, 5, chat_id, chat_type=chat)
        edited["edited_message"] = edited.pop("message")
        found.append(Update.de_json(edited, app.bot))
        posted = make_message_update(text, 5, -200, chat_type="channel")
        posted["channel_post"] = posted.pop("message")
        found.append(Update.de_json(posted, app.bot))
    photo = make_message_update("/hand", 5, 5)
    message = photo["message"]
    assert isinstance(message, dict)
    message["caption"] = message.pop("text")
    message["caption_entities"] = message.pop("entities")
    message["photo"] = [{"file_id": "f", "file_unique_id": "u", "width": 1, "height": 1}]
    found.append(Update.de_json(photo, app.bot))
    return found


def router_of(app: App) -> MessageRouter:
    routers = [h for group in app.handlers.values() for h in group if isinstance(h, MessageRouter)]
    assert len(routers) == 1
    return routers[0]


async def test_the_router_takes_what_ptb_handlers_took(local_app: App) -> None:
    router = router_of(local_app)
    routed = {"command": 0, "text": 0, "unknown": 0, "none": 0}
    for update in updates(local_app):
        route = router.check_update(update)
        expected = reference(update)
        got = None if route is None else (route.callback, route.args)
        assert got == expected, update.to_dict()
        kind = (
            "none"
            if route is None
            else {router.text: "text", router.unknown: "unknown"}.get(route.callback, "command")
        )
        routed[kind] += 1
    assert min(routed.values()) > 10, routed


async def test_a_command_runs_with_its_args_and_is_logged_by_its_callback(
    local_app: App,
) -> None:
    seen: list[list[str] | None] = []

    async def record(update: Update, context: Any) -> None:
        seen.append(context.args)

    router = MessageRouter({"probe": record}, record, record)
    local_app.add_handler(router, group=7)
    try:
        payload = make_message_update(f"/PROBE@{BOT_USERNAME} 5H  5D", 5, 5)
        update = Update.de_json(payload, local_app.bot)
        assert router.check_update(update) == Route(record, ["5H", "5D"])
        await router.dispatch(
            update, local_app.context_types.context.from_update(update, local_app)
        )
        assert seen == [["5H", "5D"]]
    finally:
        local_app.remove_handler(router, group=7)
    hand = Update.de_json(make_message_update("/main 1", 5, 5), local_app.bot)
    assert events.handler_name(hand, local_app) == "hand_command"
    answer = Update.de_json(make_message_update("12", 5, 5), local_app.bot)
    assert events.handler_name(answer, local_app) == "text_or_help"


@pytest.mark.parametrize("name", ["Hand", "hand-x", "", "x" * 33])
def test_invalid_command_names_are_refused(name: str) -> None:
    with pytest.raises(ValueError, match="not a valid bot command"):
        MessageRouter(
            {name: questions_text.text_message},
            questions_text.text_message,
            questions_text.text_message,
        )


def press(data: str | None, game: str | None = None) -> Update:
    payload = make_callback_update(data or "x", 5, 5, 9)
    query = payload["callback_query"]
    assert isinstance(query, dict)
    if data is None:
        del query["data"]
    if game is not None:
        query["game_short_name"] = game
    return Update.de_json(payload, None)


HEX = "0123456789ab"
TAILS = (
    *("", "12", "12:0", "12:ok", "hand", "new:5", "12:go", "12:5H", "x" * 70, "1:2:3"),
    *("go", "America/Montreal:42", "12:s3", "121:easy", "ab12:y", HEX, f"{HEX}:7", f"{HEX}:3:1"),
    *(f"{HEX}:3:1:12:4", f"{HEX}:12:n", HEX[:10], f"{HEX[:10]}:y", "week", "12:2", "12:pass"),
    *("p:fifteens", "121:skunk:42", "fr", "mug:on:7", "tie:contre", "12:yes", "count"),
    *(f"{HEX[:10]}:1:2:121:98", f"{HEX[:10]}:1:2:121:98:y", f"{HEX[:10]}:1:2:w:9:8"),
    *(f"{HEX[:10]}:601", "r:d:5H,10D,JS,QC,2H,3S:42"),
)
"""Data tails after each prefix: at least one that each kind of button takes, and others."""


def test_buttons_match_as_ptbs_callback_query_handler() -> None:
    presses = [press(None), press(None, game="g"), press("x")]
    for button in registry.all_buttons():
        for tail in TAILS:
            presses.append(press(f"{button.prefix}:{tail}"))
            presses.append(press(f"{button.prefix.upper()}:{tail}"))
    matched: set[str] = set()
    for button in registry.all_buttons():
        ours = ButtonHandler(button.callback, button.pattern)
        theirs = CallbackQueryHandler(button.callback, pattern=button.pattern)
        for update in [*presses, Update.de_json(make_message_update("/hand", 5, 5), None)]:
            got, expected = ours.check_update(update), theirs.check_update(update)
            if isinstance(expected, re.Match):
                assert isinstance(got, re.Match) and got.groups() == expected.groups()
                matched.add(button.pattern.pattern)
            else:
                assert got == expected, (button.prefix, update.to_dict())
    assert matched == {b.pattern.pattern for b in registry.all_buttons()}


async def test_every_button_kind_is_a_button_handler(local_app: App) -> None:
    handlers = [h for group in local_app.handlers.values() for h in group]
    kinds = [h for h in handlers if isinstance(h, ButtonHandler)]
    assert [h.pattern for h in kinds] == [b.pattern for b in registry.all_buttons()]
