"""`MugginsBot`'s sends (bot.tg.sending): the id Telegram gave, the very request PTB's own
methods make (defaults included), the rate limiter and PTB's error mapping kept, and the
pictures' text fallback."""

from __future__ import annotations

import asyncio
import mimetypes
from collections.abc import AsyncIterator, Callable, Coroutine, Sequence
from typing import Any, ClassVar

import pytest
from telegram import (
    CallbackGame,
    CopyTextButton,
    InlineKeyboardButton,
    InlineKeyboardMarkup,
    InputFile,
    LinkPreviewOptions,
    LoginUrl,
    ReplyParameters,
    SwitchInlineQueryChosenChat,
    WebAppInfo,
)
from telegram.constants import ParseMode
from telegram.error import BadRequest, Forbidden, RetryAfter
from telegram.ext import BaseRateLimiter, Defaults
from telegram.request import BaseRequest

from bot.engine.card_parsing import parse_card, parse_cards
from bot.pictures import specs
from bot.tg.app import build_app
from bot.tg.config import OFFLINE_TOKEN, Config
from bot.tg.context import App
from bot.tg.delivery import RetryingRateLimiter
from bot.tg.drawing import render_spec
from bot.tg.handlers.common import Who
from bot.tg.local import ApiCall, LocalBotApi
from bot.tg.pictures import send_picture
from bot.tg.posting import send
from bot.tg.sending import MugginsBot

CHAT = 501
GROUP_CHAT = -1002
MARKUP = InlineKeyboardMarkup([[InlineKeyboardButton("2 ♥", callback_data="x:1")]])


DEAL = specs.deal(parse_cards("5H 5D 5C JS"), parse_card("5S"), {5: "5", 11: "J"})


class Recorder(RetryingRateLimiter):
    """The bot's rate limiter, noting every call that goes through it."""

    def __init__(self, sleep: Callable[[float], Coroutine[Any, Any, None]]) -> None:
        super().__init__(sleep=sleep)
        self.endpoints: list[str] = []

    async def process_request(
        self,
        callback: Any,
        args: Any,
        kwargs: dict[str, Any],
        endpoint: str,
        data: dict[str, Any],
        rate_limit_args: int | None,
    ) -> Any:
        self.endpoints.append(endpoint)
        return await super().process_request(
            callback, args, kwargs, endpoint, data, rate_limit_args
        )


async def started(
    api: BaseRequest,
    *,
    defaults: Defaults | None = None,
    limiter: BaseRateLimiter[Any] | None = None,
) -> MugginsBot:
    bot = MugginsBot(
        OFFLINE_TOKEN,
        defaults=defaults or Defaults(parse_mode=ParseMode.HTML),
        request=api,
        get_updates_request=api,
        rate_limiter=limiter,
    )
    await bot.initialize()
    return bot


@pytest.fixture
async def api() -> LocalBotApi:
    return LocalBotApi()


@pytest.fixture
async def bot(api: LocalBotApi) -> AsyncIterator[MugginsBot]:
    bot = await started(api)
    yield bot
    await bot.shutdown()


def last_call(api: LocalBotApi, method: str) -> ApiCall:
    return api.calls_to(method)[-1]


# -- The id Telegram gave --------------------------------------------------------------------


async def test_send_html_returns_the_id_telegram_gave(bot: MugginsBot, api: LocalBotApi) -> None:
    ids = [await bot.send_html(CHAT, f"<b>{n}</b>") for n in range(3)]
    other = await bot.send_html(GROUP_CHAT, "hello")
    assert [m["message_id"] for m in api.messages(CHAT)] == ids
    assert ids == sorted(set(ids)) and len(ids) == 3
    assert api.last_message(GROUP_CHAT) == api.message(GROUP_CHAT, other)
    message = api.message(CHAT, ids[-1])
    assert message is not None and message["text"] == "2"  # HTML parsed: the default mode


async def test_send_drawing_returns_the_photo_message_id(bot: MugginsBot, api: LocalBotApi) -> None:
    await bot.send_html(CHAT, "before")
    message_id = await bot.send_drawing(
        CHAT, DEAL, filename="deal.png", caption="<i>deal</i>", reply_markup=MARKUP
    )
    message = api.last_message(CHAT)
    assert message is not None and message["message_id"] == message_id
    assert message["photo"] and message["caption"] == "deal"
    assert message["reply_markup"] == MARKUP.to_dict()


# -- The request is PTB's own ---------------------------------------------------------------


async def assert_sends_post_what_ptb_posts(
    bot: MugginsBot,
    api: LocalBotApi,
    markup: InlineKeyboardMarkup | None,
    reply_parameters: ReplyParameters | None,
    captions: Sequence[str | None],
) -> None:
    """`send_html` posts what PTB's `send_message` posts, and `send_drawing` what
    `send_photo` posts with each of `captions`."""
    await bot.send_message(CHAT, "<b>a</b>", reply_markup=markup, reply_parameters=reply_parameters)
    await bot.send_html(CHAT, "<b>a</b>", reply_markup=markup, reply_parameters=reply_parameters)
    ptb, ours = api.calls_to("sendMessage")[-2:]
    assert ours.params == ptb.params
    photo = await render_spec(DEAL)
    for caption in captions:
        await bot.send_photo(
            CHAT,
            InputFile(photo, filename="deal.png"),
            caption=caption,
            reply_markup=markup,
            reply_parameters=reply_parameters,
        )
        await bot.send_drawing(
            CHAT,
            DEAL,
            filename="deal.png",
            caption=caption,
            reply_markup=markup,
            reply_parameters=reply_parameters,
        )
        ptb, ours = api.calls_to("sendPhoto")[-2:]
        assert ours.params == ptb.params


@pytest.mark.parametrize(
    "defaults",
    [
        Defaults(parse_mode=ParseMode.HTML),
        Defaults(
            parse_mode=ParseMode.HTML,
            disable_notification=True,
            protect_content=True,
            allow_sending_without_reply=True,
            link_preview_options=LinkPreviewOptions(is_disabled=True),
        ),
    ],
    ids=["ours", "every-default"],
)
async def test_the_request_is_the_one_send_message_and_send_photo_make(
    api: LocalBotApi, defaults: Defaults
) -> None:
    bot = await started(api, defaults=defaults)
    reply = ReplyParameters(message_id=1, allow_sending_without_reply=True)
    for markup, reply_parameters in [(None, None), (MARKUP, reply)]:
        await assert_sends_post_what_ptb_posts(
            bot, api, markup, reply_parameters, captions=(None, "<i>c</i>")
        )
    assert api.calls_to("sendMessage")[-1].params["parse_mode"] == "HTML"
    message_id = await bot.send_html(CHAT, "keys", reply_markup=MARKUP)
    other = InlineKeyboardMarkup([[InlineKeyboardButton("3 ♣", callback_data="x:2")]])
    reset = InlineKeyboardMarkup([[InlineKeyboardButton("reset", callback_data="x:0")]])
    for markup in (other, MARKUP, None):
        await bot.edit_message_reply_markup(CHAT, message_id, reply_markup=markup)
        await bot.edit_message_reply_markup(CHAT, message_id, reply_markup=reset)
        assert await bot.edit_keyboard(CHAT, message_id, markup) is None
        ptb, _, ours = api.calls_to("editMessageReplyMarkup")[-3:]
        assert ours.params == ptb.params
    await bot.shutdown()


def all_kinds_of_buttons() -> list[InlineKeyboardButton]:
    return [
        InlineKeyboardButton("2 ♥ <b>", callback_data="h:1:2"),
        InlineKeyboardButton("Rejoindre « club »", url="https://t.me/muggins_bot?start=c-x"),
        InlineKeyboardButton("both", callback_data="d", url="https://example.org"),
        InlineKeyboardButton("inline", switch_inline_query=""),
        InlineKeyboardButton("here", switch_inline_query_current_chat="5H 5D"),
        InlineKeyboardButton(
            "chosen", switch_inline_query_chosen_chat=SwitchInlineQueryChosenChat("q", True)
        ),
        InlineKeyboardButton("copy", copy_text=CopyTextButton("15 2")),
        InlineKeyboardButton("web", web_app=WebAppInfo("https://example.org/app")),
        InlineKeyboardButton("login", login_url=LoginUrl("https://example.org/login")),
        InlineKeyboardButton("game", callback_game=CallbackGame()),
        InlineKeyboardButton("pay", pay=True),
        InlineKeyboardButton("extra", callback_data="e", api_kwargs={"style": "primary"}),
    ]


# -- Rate limiter, 429, faults and PTB's errors ----------------------------------------------


async def test_every_send_goes_through_the_rate_limiter_and_a_429_is_waited_out(
    api: LocalBotApi,
) -> None:
    waits: list[float] = []

    async def sleep(seconds: float) -> None:
        waits.append(seconds)
        await asyncio.sleep(seconds)

    limiter = Recorder(sleep)
    bot = await started(api, limiter=limiter)
    api.fail("sendMessage", 429, retry_after=1)
    api.fail("sendPhoto", 429, retry_after=1)
    text_id = await bot.send_html(CHAT, "flooded")
    photo_id = await bot.send_drawing(CHAT, DEAL, filename="deal.png")
    assert limiter.endpoints == ["getMe", "sendMessage", "sendPhoto"]
    assert len(api.calls_to("sendMessage")) == len(api.calls_to("sendPhoto")) == 2
    assert [m["message_id"] for m in api.messages(CHAT)] == [text_id, photo_id]
    assert len(waits) >= 2 and sum(waits) >= 2.0  # each retry_after (1 s) honoured
    await bot.shutdown()


async def test_faults_are_repeated_by_the_limiter(api: LocalBotApi) -> None:
    async def no_sleep(seconds: float) -> None:
        await asyncio.sleep(0)

    limiter = Recorder(no_sleep)
    bot = await started(api, limiter=limiter)
    api.fail("sendPhoto", 502, "Bad Gateway", times=2)
    photo_id = await bot.send_drawing(CHAT, DEAL, filename="deal.png")
    assert limiter.repeats == 2
    assert api.last_message(CHAT) == api.message(CHAT, photo_id)
    await bot.shutdown()


async def test_without_a_limiter_a_429_is_ptbs_retry_after(
    bot: MugginsBot, api: LocalBotApi
) -> None:
    api.fail("sendMessage", 429, retry_after=7)
    with pytest.raises(RetryAfter) as caught:
        await bot.send_html(CHAT, "x")
    assert caught.value.message.startswith("Flood control exceeded")


async def test_telegrams_refusals_are_ptbs_errors(bot: MugginsBot, api: LocalBotApi) -> None:
    with pytest.raises(BadRequest, match="parse entities"):
        await bot.send_html(CHAT, "<b>unbalanced")
    api.unopened.add(CHAT + 1)
    with pytest.raises(Forbidden):
        await bot.send_html(CHAT + 1, "hello")
    with pytest.raises(BadRequest, match=r"(?i)image_process_failed"):
        await bot.send_photo(CHAT, InputFile(b"not a picture", filename="deal.png"))
    message_id = await bot.send_html(CHAT, "keys", reply_markup=MARKUP)
    with pytest.raises(BadRequest, match="not modified"):
        await bot.edit_keyboard(CHAT, message_id, MARKUP)
    with pytest.raises(BadRequest, match="not found"):
        await bot.edit_keyboard(CHAT, message_id + 1, None)


# -- The application's bot and the handlers' helpers -----------------------------------------


def test_build_app_gives_handlers_a_muggins_bot(tg_config: Config) -> None:
    application = build_app(tg_config, request=LocalBotApi())
    assert isinstance(application.bot, MugginsBot)
    defaults = application.bot.defaults
    assert defaults is not None and defaults.parse_mode == ParseMode.HTML


async def test_the_file_types_are_read_at_start(
    api: LocalBotApi, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(mimetypes, "inited", False)
    bot = await started(api)
    assert mimetypes.inited
    await bot.shutdown()


async def test_a_refused_photo_falls_back_to_text_with_its_id_and_buttons(
    local_app: App, local_api: LocalBotApi
) -> None:
    user = await local_app.bot_data.db.users.get_or_create_user(CHAT)
    player = Who(CHAT, CHAT, True, "P", user, local_app.bot_data.i18n.translator("en"))
    context: Any = type("C", (), {"bot": local_app.bot, "bot_data": local_app.bot_data})()
    first = await send(context, CHAT, "before", reply_to=None)
    local_api.fail("sendPhoto", 400, "Bad Request: IMAGE_PROCESS_FAILED")
    message_id = await send_picture(
        context, player, "<b>the deal</b>", DEAL, name="deal", markup=MARKUP, reply_to=first
    )
    assert [c.method for c in local_api.calls[-2:]] == ["sendPhoto", "sendMessage"]
    message = local_api.last_message(CHAT)
    assert message is not None and message["message_id"] == message_id > first
    assert message["text"] == "the deal" and message["reply_markup"] == MARKUP.to_dict()
    assert local_api.calls[-1].params["reply_parameters"]["message_id"] == first


# -- Defaults filled in without `Bot._post` ---------------------------------------------------


class PostRecorder(MugginsBot):
    """A `MugginsBot` noting what reaches `_do_post` (then answering without Telegram)."""

    __slots__ = ()
    posted: ClassVar[list[dict[str, Any]]] = []

    async def _do_post(self, endpoint: str, data: dict[str, Any], **kwargs: Any) -> Any:
        type(self).posted.append(dict(data))
        return {"message_id": 1}


DEFAULTS_TO_FILL = [
    None,
    Defaults(parse_mode=ParseMode.HTML),
    Defaults(
        parse_mode=ParseMode.MARKDOWN_V2,
        disable_notification=True,
        protect_content=False,
        allow_sending_without_reply=True,
        link_preview_options=LinkPreviewOptions(is_disabled=True),
    ),
]


@pytest.mark.parametrize("defaults", DEFAULTS_TO_FILL, ids=["none", "ours", "every-default"])
async def test_sends_post_what_ptbs_methods_post_under_any_defaults(
    api: LocalBotApi, defaults: Defaults | None
) -> None:
    """The requests of `send_html`, `send_drawing` and `edit_keyboard` equal those of PTB's
    own methods, whichever way they take (defaults filled here, or by `_post`)."""
    bot = MugginsBot(OFFLINE_TOKEN, defaults=defaults, request=api, get_updates_request=api)
    await bot.initialize()
    reply = ReplyParameters(message_id=1)
    for markup, reply_parameters in [(None, None), (MARKUP, None), (None, reply)]:
        await assert_sends_post_what_ptb_posts(
            bot, api, markup, reply_parameters, captions=(None, "", "<i>c</i>")
        )
    message_id = await bot.send_html(CHAT, "keys", reply_markup=MARKUP)
    reset = InlineKeyboardMarkup([[InlineKeyboardButton("reset", callback_data="x:0")]])
    for markup in (None, MARKUP):
        await bot.edit_message_reply_markup(CHAT, message_id, reply_markup=markup)
        await bot.edit_message_reply_markup(CHAT, message_id, reply_markup=reset)
        await bot.edit_keyboard(CHAT, message_id, markup)
        ptb, _, ours = api.calls_to("editMessageReplyMarkup")[-3:]
        assert ours.params == ptb.params
    await bot.shutdown()
