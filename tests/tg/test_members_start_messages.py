"""A table's start in the group: the invitation's message (where the members took their
seats) is edited into « La partie commence », who sits where and the cut for deal; the first
deal follows in its own message. Played: the seats and the cut came in a message of their
own between the two (three group messages where two do; a group gets about 20 a minute)."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from bot.tg.local_checks import html_to_text
from tests.tg.members_helpers import GROUP, Member, last_button


@pytest.mark.parametrize(
    ("lang", "play", "on", "cut"),
    [
        ("fr", "/jouer équipes", "La partie commence.", "La coupe pour la donne\u00a0: "),
        ("en", "/play teams", "The game is on.", "The cut for deal: "),
    ],
)
async def test_the_start_edits_the_invitation_and_sends_only_the_first_deal(
    bot_driver: Driver,
    local_api: LocalBotApi,
    db: Database,
    lang: str,
    play: str,
    on: str,
    cut: str,
) -> None:
    names = ["Zoé <3 🃏", "Bob & Co", "Gérard <b>", "Lucy 🐱"]
    members = [Member(bot_driver, 871 + i, n, lang) for i, n in enumerate(names)]
    for m in members:
        await m.private("/start")
    await members[0].say(play)
    _, invitation = last_button(local_api, GROUP, "mj:")
    for m in members[1:-1]:
        await m.press_in_group("mj:")
    start = len(local_api.calls)
    await members[-1].press_in_group("mj:")  # the last seat: the game starts
    game = await db.members.live_member_game(871)
    assert game is not None and game.is_active
    sent = [
        c
        for c in local_api.calls[start:]
        if c.method == "sendMessage" and c.params.get("chat_id") == GROUP
    ]
    assert len(sent) == 1, [c.params["text"] for c in sent]
    assert cut not in html_to_text(str(sent[0].params["text"]))  # the first deal's message
    message = local_api.message(GROUP, invitation)
    assert message is not None
    text = str(message["text"])  # as Telegram keeps it: plain text
    assert on in text and cut in text and "Zoé <3 🃏" in text, text
