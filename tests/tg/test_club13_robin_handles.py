"""A member's round-robin games still to play name the real command to type: before, the
private /tournoi (and the end of each game) said « dans le groupe avec /jouer @membre 61 », a
placeholder a member copied as it read; now « /jouer @jean_t 61 » for an opponent with a
Telegram username, and a reply to one of their messages, said in words, for one without."""

from __future__ import annotations

import pytest
from telegram.ext import CallbackContext
from test_member_tournament import robin_of_two

from bot.storage import Database
from bot.tg.context import App
from bot.tg.handlers.tournament_owed import robin_opponent_named
from bot.tg.local import Driver, LocalBotApi
from bot.tg.local_checks import html_to_text
from tests.tg.members_helpers import GROUP

HANDLES = {502: "jean_t"}


@pytest.mark.parametrize(
    ("lang", "handled", "reply"),
    [
        ("fr", True, "Pour inviter, tapez dans le groupe : /jouer @jean_t 61 (Jean)"),
        ("en", True, "To invite, type in the group: /play @jean_t 61 (Jean)"),
        ("fr", False, "Pour inviter Jean : dans le groupe, répondez par /jouer 61 à l'un de ses"),
        ("en", False, "To invite Jean: in the group, reply with /play 61 to one of their"),
    ],
)
async def test_private_tournament_names_the_command_with_the_username(
    bot_driver: Driver,
    local_api: LocalBotApi,
    db: Database,
    lang: str,
    handled: bool,
    reply: str,
) -> None:
    if handled:
        local_api.usernames.update(HANDLES)
    marie, _jean = await robin_of_two(bot_driver, local_api, db, lang)
    await marie.private("/tournoi" if lang == "fr" else "/tournament")
    told = html_to_text(local_api.sent_texts(501)[-1]).replace("\u00a0", " ")
    assert reply in told, told
    assert "@membre" not in told and "@member" not in told, told


async def test_an_opponent_named_by_username_is_found_among_the_round_robin_members(
    bot_driver: Driver,
    local_app: App,
    local_api: LocalBotApi,
    db: Database,
) -> None:
    """« /jouer @jean_t 61 », as the games to play now say, opened an ordinary game that no
    tournament counted (the bot knew Jean by his id only): his id is found among Marie's
    round-robin opponents, so the invitation can be their tournament game."""
    local_api.usernames.update(HANDLES)
    await robin_of_two(bot_driver, local_api, db, "fr")
    context = CallbackContext(local_app)
    assert await robin_opponent_named(context, GROUP, 501, "Jean_T") == 502  # any case
    assert await robin_opponent_named(context, GROUP, 501, "lise") is None  # no opponent
    assert await robin_opponent_named(context, GROUP, 503, "jean_t") is None  # takes no part
