"""/top asked again in a group while the same board is up there: one line that points to it,
not the board once more (five members asking in a minute flooded the group with five boards),
through the whole bot over the in-process Bot API."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from typing import Any, cast

from telegram.ext import CallbackContext
from test_club_handlers import (
    GROUP,
    add_bot,
    card,
    join,
    put_result,
    start_payload,
    today,
)

from bot.drills.club import Period, TieBreak
from bot.storage import Database
from bot.tg.context import App, Context
from bot.tg.handlers.club_again import BOARD_AGAIN, BoardPost, board_above, board_posting
from bot.tg.local import Driver, LocalBotApi, inline_buttons
from bot.tg.local_checks import ApiCall
from bot.tg.posting import Fallback, send
from bot.views.club import Board

ZOE, EMILE, GERARD, PAT = 41, 42, 43, 44
MEMBERS = {ZOE: ("Zoé", "fr"), EMILE: ("Émile", "fr"), GERARD: ("Gérard", "fr"), PAT: ("Pat", "en")}
NOW = datetime(2026, 11, 30, 15, 0, tzinfo=UTC)


async def mixed_club(
    bot_driver: Driver, local_app: App, local_api: LocalBotApi, db: Database
) -> Callable[[timedelta], None]:
    """A club of three French members and an English one (Zoé and Émile played today), the
    clock frozen; what moves it on."""
    await add_bot(bot_driver)
    payload = start_payload(await card(local_app, local_api))
    for user, (name, lang) in MEMBERS.items():
        await join(bot_driver, payload, user, name, lang=lang)
    await put_result(db, ZOE, today(), 20, 4)
    await put_result(db, EMILE, today(), 25, 9)
    local_app.bot_data.clock = lambda: NOW

    def later(delay: timedelta) -> None:
        local_app.bot_data.clock = lambda: NOW + delay

    return later


async def asking(bot_driver: Driver, text: str, user: int) -> tuple[ApiCall, int]:
    """`user` types `text` in the group: the one message the bot sends back, and the id of
    the member's message."""
    name, lang = MEMBERS[user]
    payload = bot_driver.api.message_update(
        text, user, GROUP, chat_type="supergroup", language_code=lang, first_name=name
    )
    calls = await bot_driver.process(payload)
    (sent,) = [call for call in calls if call.method == "sendMessage"]
    return sent, payload["message"]["message_id"]


async def ask(bot_driver: Driver, text: str, user: int) -> ApiCall:
    """`user` types `text` in the group: the one message the bot sends back."""
    return (await asking(bot_driver, text, user))[0]


def is_board(call: ApiCall) -> bool:
    return call.params["text"].startswith("<b>🏆 Club") and "reply_markup" in call.params


def replied(call: ApiCall) -> Any:
    return call.params["reply_parameters"]


def zoe_asked(board: ApiCall, message: dict[str, Any], text: str) -> dict[str, Any]:
    """Zoé's `text` that `board` (sent as `message`) answered, as Telegram gives it with a
    press on the board (`reply_to_message`; the in-process Bot API keeps only the bot's)."""
    return {
        "message_id": replied(board)["message_id"],
        "date": message["date"],
        "chat": message["chat"],
        "from": {"id": ZOE, "is_bot": False, "first_name": "Zoé"},
        "text": text,
    }


async def test_members_asking_again_are_pointed_to_the_board_above(
    bot_driver: Driver, local_app: App, local_api: LocalBotApi, db: Database
) -> None:
    await mixed_club(bot_driver, local_app, local_api, db)
    board = await ask(bot_driver, "/classement", ZOE)
    assert is_board(board)
    posted = local_api.last_message(GROUP)
    assert posted is not None
    emile = await ask(bot_driver, "/classement", EMILE)
    assert emile.params["text"] == (
        "<b>Émile</b>\u00a0: le classement de la semaine, plus haut, n'a pas changé."
        " Votre rang\u00a0: 1 sur 2."
    )
    assert "reply_markup" not in emile.params
    # A reply to the board itself (one to Zoé's /classement would ring her phone each time),
    # refused rather than sent alone if the board is gone.
    board_id = posted["message_id"]
    assert replied(emile) == {"message_id": board_id, "allow_sending_without_reply": False}
    gerard = await ask(bot_driver, "/top", GERARD)
    assert gerard.params["text"] == (
        "<b>Gérard</b>\u00a0: le classement de la semaine, plus haut, n'a pas changé."
        " Vous n'y êtes pas encore."
    )
    assert replied(gerard)["message_id"] == board_id
    typo = await ask(bot_driver, "/classement semane", ZOE)
    assert typo.params["text"].split("\n") == [
        "<b>Zoé</b>\u00a0: le classement de la semaine, plus haut, n'a pas changé."
        " Votre rang\u00a0: 2 sur 2.",
        "Je ne comprends pas «\u00a0semane\u00a0»; pour une autre période\u00a0:"
        " /classement jour, /classement mois, /classement tout.",  # no « voici la semaine »
    ]


async def test_an_english_member_gets_an_english_board_then_is_pointed_to_it(
    bot_driver: Driver, local_app: App, local_api: LocalBotApi, db: Database
) -> None:
    """The club sets no language: the French board is not Pat's; his own is posted once,
    then pointed to in English."""
    await mixed_club(bot_driver, local_app, local_api, db)
    assert is_board(await ask(bot_driver, "/classement", ZOE))
    board = await ask(bot_driver, "/top", PAT)
    assert is_board(board) and "this week" in board.params["text"]
    again = await ask(bot_driver, "/leaderboard", PAT)
    assert again.params["text"] == (
        "<b>Pat</b>: this week's board above has not changed. You are not on it yet."
    )
    await put_result(db, PAT, today(), 30, 2)
    ranked = await ask(bot_driver, "/top today", PAT)
    assert is_board(ranked) and "Pat's rank: 1 of 3" in ranked.params["text"]
    again = await ask(bot_driver, "/top today", PAT)
    assert again.params["text"] == (
        "<b>Pat</b>: today's board above has not changed. Your rank: 1 of 3."
    )


async def test_the_board_is_posted_again_once_it_changed_or_grew_old(
    bot_driver: Driver, local_app: App, local_api: LocalBotApi, db: Database
) -> None:
    later = await mixed_club(bot_driver, local_app, local_api, db)
    assert is_board(await ask(bot_driver, "/classement mois", ZOE))
    assert is_board(await ask(bot_driver, "/classement", ZOE))  # another period
    await put_result(db, GERARD, today(), 30, 3)  # Gérard played: the standings changed
    board = await ask(bot_driver, "/classement", EMILE)
    assert is_board(board) and "🥇 Gérard" in board.params["text"]
    later(BOARD_AGAIN - timedelta(seconds=1))
    assert not is_board(await ask(bot_driver, "/classement", ZOE))
    later(BOARD_AGAIN)
    again = await ask(bot_driver, "/classement", ZOE)
    assert is_board(again) and "Zoé\u00a0: rang 3 sur 3" in again.params["text"]
    later(BOARD_AGAIN + timedelta(minutes=1))  # ten minutes counted from the new board
    assert not is_board(await ask(bot_driver, "/classement", GERARD))


async def test_a_board_a_button_changed_is_not_pointed_to_for_its_old_period(
    bot_driver: Driver, local_app: App, local_api: LocalBotApi, db: Database
) -> None:
    await mixed_club(bot_driver, local_app, local_api, db)
    assert is_board(await ask(bot_driver, "/classement", ZOE))
    message = local_api.last_message(GROUP)
    assert message is not None
    month = inline_buttons(message)[2]
    assert month["text"] == "Mois"
    await bot_driver.press_button(message, 3, EMILE, chat_type="supergroup")
    assert "ce mois-ci" in str(local_api.message(GROUP, message["message_id"])["text"])
    board = await ask(bot_driver, "/classement", GERARD)  # the week's board is no longer above
    assert is_board(board) and "cette semaine" in board.params["text"]


async def test_a_board_a_button_changed_is_pointed_to_for_its_new_period(
    bot_driver: Driver, local_app: App, local_api: LocalBotApi, db: Database
) -> None:
    """Telegram gives a pressed board with the /top it answered (`reply_to_message`): that
    board now shows the month, and a /top for the month replies to the board itself (its id
    known at last)."""
    await mixed_club(bot_driver, local_app, local_api, db)
    board = await ask(bot_driver, "/classement", ZOE)
    message = local_api.last_message(GROUP)
    assert message is not None
    command = zoe_asked(board, message, "/classement")
    await bot_driver.press(
        "ct:month:fr",
        message["message_id"],
        EMILE,
        GROUP,
        chat_type="supergroup",
        message={**message, "reply_to_message": command},
    )
    month = await ask(bot_driver, "/classement mois", GERARD)
    assert month.params["text"].startswith(
        "<b>Gérard</b>\u00a0: le classement du mois, plus haut, n'a pas changé."
    )
    assert replied(month)["message_id"] == message["message_id"]
    assert is_board(await ask(bot_driver, "/classement", GERARD))


async def test_a_button_pressed_on_an_old_board_keeps_the_recent_one(
    bot_driver: Driver, local_app: App, local_api: LocalBotApi, db: Database
) -> None:
    """A press on a board posted a while ago (its /top given) changes that old board only:
    the week's board posted since is still pointed to."""
    later = await mixed_club(bot_driver, local_app, local_api, db)
    old = await ask(bot_driver, "/classement mois", ZOE)
    message = local_api.last_message(GROUP)
    assert message is not None
    later(BOARD_AGAIN + timedelta(minutes=5))
    assert is_board(await ask(bot_driver, "/classement", ZOE))
    command = zoe_asked(old, message, "/classement mois")
    await bot_driver.press(
        "ct:today:fr",
        message["message_id"],
        EMILE,
        GROUP,
        chat_type="supergroup",
        message={**message, "reply_to_message": command},
    )
    assert not is_board(await ask(bot_driver, "/classement", EMILE))


REPLY_GONE = "Bad Request: message to be replied not found"


async def test_a_board_deleted_by_an_administrator_is_posted_again(
    bot_driver: Driver, local_app: App, local_api: LocalBotApi, db: Database
) -> None:
    """An administrator deleted the board: the line pointing to it would point to nothing
    (« le classement, plus haut, n'a pas changé » under no board). Telegram refuses the reply
    to the deleted board, and the board is posted again, then pointed to."""
    await mixed_club(bot_driver, local_app, local_api, db)
    assert is_board(await ask(bot_driver, "/classement", ZOE))
    local_api.fail("sendMessage", 400, REPLY_GONE)  # the board above is gone
    payload = bot_driver.api.message_update(
        "/classement", EMILE, GROUP, chat_type="supergroup", language_code="fr", first_name="Émile"
    )
    sent = [call for call in await bot_driver.process(payload) if call.method == "sendMessage"]
    assert [call.params["text"].split("\n")[0] for call in sent] == [
        "<b>Émile</b>\u00a0: le classement de la semaine, plus haut, n'a pas changé."
        " Votre rang\u00a0: 1 sur 2.",
        "<b>🏆 Club\u00a0: cette semaine (30 novembre\u2009\u2013\u20096 décembre)</b>",
    ]
    refused, board = sent
    assert replied(refused)["allow_sending_without_reply"] is False
    assert is_board(board) and "Émile\u00a0: rang 1 sur 2" in board.params["text"]
    assert replied(board)["message_id"] == payload["message"]["message_id"]
    posted = local_api.last_message(GROUP)
    assert posted is not None
    gerard = await ask(bot_driver, "/classement", GERARD)  # the board posted again is above
    assert not is_board(gerard)
    assert replied(gerard)["message_id"] == posted["message_id"]


async def test_a_board_telegram_refused_is_not_pointed_to(
    bot_driver: Driver, local_app: App, local_api: LocalBotApi, db: Database
) -> None:
    """Zoé's board never reached the group: Émile's /classement posts it, not a line pointing
    to a board that is not there."""
    await mixed_club(bot_driver, local_app, local_api, db)
    local_api.fail("sendMessage", 400, "Bad Request: can't parse entities")
    payload = bot_driver.api.message_update(
        "/classement", ZOE, GROUP, chat_type="supergroup", language_code="fr", first_name="Zoé"
    )
    await bot_driver.process(payload)
    assert is_board(await ask(bot_driver, "/classement", EMILE))


async def test_sent_at_once_a_reply_to_a_gone_board_sends_the_board_instead(
    bot_driver: Driver, local_app: App, local_api: LocalBotApi, db: Database
) -> None:
    """Out of an update's transaction (jobs, the offline chat) the reply is sent at once: its
    refusal sends the other message there and then, whose id is the board's."""
    await mixed_club(bot_driver, local_app, local_api, db)
    context = cast(Context, CallbackContext(local_app, chat_id=GROUP))
    post = BoardPost(
        Board("Club", Period.WEEK, today(), (), None, 0, False, TieBreak.CONTRE), "fr", 7, None, NOW
    )
    record = board_posting(context, GROUP, post)
    assert board_above(context, GROUP, post.board, "fr") is None  # not taken yet
    local_api.fail("sendMessage", 400, REPLY_GONE)
    again = Fallback("board", reply_to=7, record=record)
    sent = await send(context, GROUP, "line", reply_to=3, fallback=again)
    posted = local_api.last_message(GROUP)
    assert posted is not None and posted["text"] == "board" and sent == posted["message_id"]
    above = board_above(context, GROUP, post.board, "fr")
    assert above is not None and above.message == sent
