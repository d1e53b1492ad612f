"""A member called muggins, their keypad waiting in the group, then resigned at a table of
three: the keypad kept « How many points were missed? Only Anne may answer. » with its
buttons, Anne answering got « Only this table's players call muggins », and the other
opponent, pressing « Muggins… » on that count, was told « Anne already called muggins on that
count: it is for Anne to answer » until the next deal: the points were lost for want of an
answer nobody could give. Now the keypad says the call is withdrawn, and the other opponent
calls muggins on that count and pegs the points missed. Anne, pressing « Muggins… » after
resigning, is told she resigned, not « Only the players at this table call muggins »."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi, inline_buttons
from tests.tg.members_helpers import (
    GROUP,
    GroupWatch,
    Member,
    group_texts,
    last_button,
    notices,
    play_on,
    show_due,
)
from tests.tg.test_members_resign_play import resign_in_private


@pytest.mark.parametrize(
    ("lang", "withdrawn", "caught", "resigned"),
    [
        (
            "fr",
            "Anne <b>🌷 a abandonné\u00a0: son appel de muggins est annulé, rien n'est marqué.",
            "Bien vu",
            "Vous avez abandonné cette partie\u00a0: le muggins revient aux joueurs encore à la"
            " table.",
        ),
        (
            "en",
            "Anne <b>🌷 resigned: their muggins call is withdrawn, nothing pegged.",
            "Well",
            "You resigned this game: muggins is for the players still at the table.",
        ),
    ],
)
async def test_a_resigned_callers_keypad_is_withdrawn_and_the_count_open_to_the_others(
    bot_driver: Driver,
    local_api: LocalBotApi,
    db: Database,
    lang: str,
    withdrawn: str,
    caught: str,
    resigned: str,
) -> None:
    base = 6390 if lang == "fr" else 6400
    anne, zoe, emile = (
        Member(bot_driver, base + i, name, lang)
        for i, name in enumerate(("Anne <b>🌷", "Zoé", "Émile"))
    )
    members = {m.user: m for m in (anne, zoe, emile)}
    for m in members.values():
        await m.private("/start")
    await anne.say("/jouer 3 61" if lang == "fr" else "/play 3 61")
    for m in (zoe, emile):
        await m.press_in_group("mj:")
    watch = GroupWatch(bot_driver)
    for _ in range(30):  # on to a count worth 2 or more by Émile, the two others to call it
        await play_on(members, watch, until="count")
        game, _table, waiting, value = await show_due(db, base)
        counter = members[game.user_at(waiting.seat) or 0]
        if counter is emile and value >= 2:
            break
        await counter.private(str(value))
    else:
        raise AssertionError("Émile had no count worth 2")
    await emile.private(str(value - 2))
    await anne.press_in_group(f"mm:{game.id}:")
    claim, keypad = last_button(local_api, GROUP, "mc:")
    shows, show_message = last_button(local_api, GROUP, f"mm:{game.id}:")
    await resign_in_private(anne, local_api)
    message = local_api.message(GROUP, keypad)
    assert message is not None and inline_buttons(message) == []
    assert message["text"].splitlines()[1:] == [withdrawn], message["text"]
    assert notices(await anne.press(shows, show_message)) == [resigned]
    start = len(local_api.calls)
    await zoe.press(shows, show_message)  # the same count: Zoé calls it now
    zoes, zoe_keypad = last_button(local_api, GROUP, f"mc:{game.id}:")
    assert zoe_keypad != keypad and zoes.split(":")[4] == str(zoe.user)
    await zoe.press(zoes.rsplit(":", 1)[0] + ":2", zoe_keypad)
    said = "\n".join(group_texts(local_api, start))
    assert caught in said and "Zoé" in said, said
    assert claim.rsplit(":", 2)[0] == zoes.rsplit(":", 2)[0]  # the count Anne had called
