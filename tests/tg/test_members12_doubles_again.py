"""« Another game » under the end of a doubles tournament's game: it opened an ordinary table
of four in the group, its button and its answer saying nothing of it, while the lines above
it said how to play the team's next game of the tournament (« l'un de vous envoie /tournoi
partie »). A player pressing it expected that game. Now the button says what it opens: an
ordinary table of four, which no tournament counts."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi, inline_buttons
from tests.tg.members_helpers import GROUP, Member, last_button
from tests.tg.test_tournament_doubles import NAMES, open_doubles, pair


@pytest.mark.parametrize(
    ("user", "label"),
    [(601, "🃏 Une table ordinaire à quatre"), (603, "🃏 An ordinary table of four")],
)
async def test_the_end_of_a_doubles_game_says_its_button_opens_an_ordinary_table(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, user: int, label: str
) -> None:
    members = {u: Member(bot_driver, u, n, lang) for u, (n, lang) in NAMES.items()}
    for m in members.values():
        await m.private("/start")
    await open_doubles(bot_driver, local_api, db, "fadoq équipes 61")
    await pair(members, 601, 602, 8000)
    await pair(members, 603, 604, 8001)
    await members[601].say("/tournoi partie")
    await members[603].say("/abandon")
    data, message_id = last_button(local_api, GROUP, "mr:")
    await members[603].press(data, message_id)
    end = local_api.messages(user)[-1]
    assert [b["text"] for b in inline_buttons(end)] == [label]
    # pressed: the ordinary table of four it says, its invitation in the group
    data, message_id = last_button(local_api, user, "mn:")
    await members[user].press(data, message_id, chat=user)
    game = await db.members.live_member_game(user)
    assert game is not None and game.is_open and game.players == 4 and game.is_ordinary
