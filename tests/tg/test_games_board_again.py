"""/top games (« /classement parties ») asked again in a group while the same board is up
there: one line pointing to it, as /top's, not the whole board every time anyone asks;
through the whole bot over the in-process Bot API."""

from __future__ import annotations

from bot.tg.local import ApiCall, Driver, LocalBotApi
from tests.tg.members_helpers import GROUP, Member
from tests.tg.test_members_resign_play import resign_in_private


def sent(calls: list[ApiCall]) -> ApiCall:
    """The one message the bot sent back."""
    (message,) = [call for call in calls if call.method == "sendMessage"]
    return message


def is_games_board(call: ApiCall) -> bool:
    text = str(call.params["text"])
    return text.startswith(("<b>Parties entre membres", "<b>Games between members")) and (
        "reply_markup" in call.params
    )


async def resigned_game(api: LocalBotApi, host: Member, guest: Member) -> None:
    """`host` opens a table of two in the group, `guest` sits and resigns: the host wins."""
    await host.say("/jouer 61" if host.lang == "fr" else "/play 61")
    await guest.press_in_group("mj:")
    await resign_in_private(guest, api)


async def test_the_games_board_asked_again_points_to_the_board_above(
    bot_driver: Driver, local_api: LocalBotApi
) -> None:
    zoe, marc, gaston, pat = (
        Member(bot_driver, 611, "Zoé", "fr"),
        Member(bot_driver, 612, "Marc", "fr"),
        Member(bot_driver, 613, "Gaston", "fr"),
        Member(bot_driver, 614, "Pat", "en"),
    )
    for member in (zoe, marc, gaston, pat):
        await member.private("/start")
    await resigned_game(local_api, zoe, marc)
    board = sent(await zoe.say("/classement parties"))
    assert is_games_board(board)
    calls = await marc.say("/classement parties")
    again = sent(calls)
    assert again.params["text"] == (
        "<b>Marc</b>\u00a0: le classement des parties de la semaine, plus haut, n'a pas changé."
        " Votre rang\u00a0: 2 sur 2."
    )
    assert "reply_markup" not in again.params
    marc_asked = calls[0].params["reply_parameters"]["message_id"]
    assert marc_asked != board.params["reply_parameters"]["message_id"]  # Marc's own /classement
    gaston_again = sent(await gaston.say("/top parties"))
    assert gaston_again.params["text"] == (
        "<b>Gaston</b>\u00a0: le classement des parties de la semaine, plus haut, n'a pas"
        " changé. Vous n'y êtes pas encore."
    )
    await gaston.say("/classement masquer")
    assert (
        sent(await gaston.say("/top parties"))
        .params["text"]
        .endswith(
            " Vous n'apparaissez dans aucun classement (/classement afficher pour y revenir)."
        )
    )
    typo = sent(await zoe.say("/classement parties semane"))
    assert typo.params["text"].split("\n") == [
        "<b>Zoé</b>\u00a0: le classement des parties de la semaine, plus haut, n'a pas changé."
        " Votre rang\u00a0: 1 sur 2.",
        "Je ne comprends pas «\u00a0semane\u00a0»; pour une autre période\u00a0:"
        " /classement parties jour, /classement parties mois, /classement parties tout.",
    ]
    points = sent(await zoe.say("/classement"))  # the points board is another board
    assert points.params["text"].startswith("<b>🏆 Club") and "reply_markup" in points.params
    assert is_games_board(sent(await zoe.say("/classement parties tout")))  # another period
    english = sent(await pat.say("/top games"))  # the French board is not Pat's
    assert is_games_board(english) and "this week" in english.params["text"]
    assert sent(await pat.say("/top games")).params["text"] == (
        "<b>Pat</b>: this week's board of games above has not changed. You are not on it yet."
    )
    await resigned_game(local_api, marc, gaston)  # the standings changed: posted again
    assert is_games_board(sent(await gaston.say("/classement parties")))


async def test_a_press_on_the_games_board_makes_it_the_board_pointed_to(
    bot_driver: Driver, local_api: LocalBotApi
) -> None:
    """Telegram gives a pressed board with the /classement parties it answered: Marc
    switches it to « Mois »; a /classement parties mois then replies to that board, and the
    week's board, no longer above, is posted again."""
    zoe, marc = Member(bot_driver, 621, "Zoé", "fr"), Member(bot_driver, 622, "Marc", "fr")
    for member in (zoe, marc):
        await member.private("/start")
    await resigned_game(local_api, zoe, marc)
    calls = await zoe.say("/classement parties")
    board = sent(calls)
    message = local_api.last_message(GROUP)
    assert message is not None
    command = {
        "message_id": board.params["reply_parameters"]["message_id"],
        "date": message["date"],
        "chat": message["chat"],
        "from": {"id": zoe.user, "is_bot": False, "first_name": zoe.name},
        "text": "/classement parties",
    }
    await bot_driver.press(
        "cg:month:fr",
        message["message_id"],
        marc.user,
        GROUP,
        chat_type="supergroup",
        message={**message, "reply_to_message": command},
    )
    assert "ce mois-ci" in str(local_api.message(GROUP, message["message_id"])["text"])
    month = sent(await marc.say("/classement parties mois"))
    assert month.params["text"].startswith(
        "<b>Marc</b>\u00a0: le classement des parties du mois, plus haut, n'a pas changé."
    )
    assert month.params["reply_parameters"]["message_id"] == message["message_id"]
    assert is_games_board(sent(await marc.say("/classement parties semaine")))


async def test_a_games_board_deleted_by_an_administrator_is_posted_again(
    bot_driver: Driver, local_api: LocalBotApi
) -> None:
    """The games board was deleted: Telegram refuses the line's reply to it, and the board
    is posted again rather than « plus haut, n'a pas changé » under no board."""
    zoe, marc = Member(bot_driver, 631, "Zoé", "fr"), Member(bot_driver, 632, "Marc", "fr")
    for member in (zoe, marc):
        await member.private("/start")
    await resigned_game(local_api, zoe, marc)
    assert is_games_board(sent(await zoe.say("/classement parties")))
    board = local_api.last_message(GROUP)
    assert board is not None
    local_api.fail("sendMessage", 400, "Bad Request: message to be replied not found")
    calls = [call for call in await marc.say("/classement parties") if call.method == "sendMessage"]
    refused, again = calls
    assert refused.params["reply_parameters"] == {
        "message_id": board["message_id"],
        "allow_sending_without_reply": False,
    }
    assert is_games_board(again)
