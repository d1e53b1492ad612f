"""Bea left the group in the middle of a game of three: the group read « Bea a quitté le
groupe : cela compte comme un abandon de la partie », the robot played her seat and Anne and
Carl played on. At the end, her private notice said « vous avez abandonné, elle compte comme
perdue » under a « Une autre partie » button for the group she had left. It now says she
left the group, with no button (as when her leaving ends a game of two)."""

from __future__ import annotations

import pytest
from test_members_gone import _seated, member_left

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi, inline_buttons
from bot.tg.local_checks import html_to_text
from tests.tg.members_helpers import GROUP, GroupWatch, play_on

LEFT = {
    "fr": "La partie est terminée. Vous avez quitté le groupe\u00a0: elle compte comme perdue.",
    "en": "The game is over. You left the group: it counts as a loss.",
}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_a_member_who_left_a_game_of_three_is_told_so_at_its_end(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str
) -> None:
    base = 950 if lang == "fr" else 960
    people = [(base, "Anne", lang), (base + 1, "Bea", lang), (base + 2, "Carl", lang)]
    members = {m.user: m for m in await _seated(bot_driver, people, "3 61")}
    game = await db.members.live_member_game(base)
    assert game is not None
    local_api.member_status[(GROUP, base + 1)] = "left"
    await bot_driver.process(member_left(GROUP, base + 1, "Bea"))
    del members[base + 1]
    await play_on(members, GroupWatch(bot_driver))
    done = await db.members.get_member_game(game.id)
    assert done is not None and done.status == "finished"
    hers = local_api.messages(base + 1)[-1]
    assert html_to_text(str(hers["text"])).split("\n")[1] == LEFT[lang]
    assert inline_buttons(hers) == []  # no other game in a group she left
    for user in (base, base + 2):  # still in the group: their button, their result
        theirs = local_api.messages(user)[-1]
        assert [b["callback_data"] for b in inline_buttons(theirs)] == [f"mn:{game.id}"]
        assert "quitté" not in str(theirs["text"]) and "left" not in str(theirs["text"])
