"""A member whose move makes their next step due at once (the pone lays away last, then
leads): their step message said « C'est noté; la partie continue dans le groupe. » (typed: a
reply saying so) right above « À vous : jouez une carte. » in the same chat. Now the move is
acknowledged and the next step follows, with no word sending them to the group."""

from __future__ import annotations

import pytest

from bot.i18n import render
from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from bot.tg.local_checks import html_to_text
from tests.tg.members_helpers import GroupWatch, Member, live, play_on


@pytest.mark.parametrize("typed", [False, True])
@pytest.mark.parametrize(
    ("lang", "group", "lead"),
    [
        ("fr", "la partie continue dans le groupe", "À vous\u00a0: jouez une carte."),
        ("en", "the table goes on in the group", "Your turn: play a card."),
    ],
)
async def test_the_pone_laying_away_last_is_asked_to_lead_without_being_sent_to_the_group(
    bot_driver: Driver,
    local_api: LocalBotApi,
    db: Database,
    lang: str,
    group: str,
    lead: str,
    typed: bool,
) -> None:
    marie, jean = Member(bot_driver, 891, "Marie", lang), Member(bot_driver, 892, "Jean", lang)
    members = {891: marie, 892: jean}
    for m in members.values():
        await m.private("/start")
    await marie.say("/jouer 61" if lang == "fr" else "/play 61")
    await jean.press_in_group("mj:")
    game, table = await live(db, 891)
    dealer = members[game.user_at(table.deal.dealer) or 0]
    pone = members[game.user_at(1 - table.deal.dealer) or 0]
    dealer.rng.random = lambda: 0.9  # type: ignore[method-assign]  # by the buttons
    await dealer.step(game, table)
    game, table = await live(db, 891)
    start = len(local_api.calls)
    if typed:
        tr = bot_driver.application.bot_data.i18n.translator(lang)
        await pone.private(render.cards(table.deal.hands[1 - table.deal.dealer][:2], tr))
    else:
        pone.rng.random = lambda: 0.9  # type: ignore[method-assign]
        await pone.step(game, table)
    said = [  # sent, or edited into (a picture's caption)
        html_to_text(str(c.params.get("text") or c.params.get("caption") or ""))
        for c in local_api.calls[start:]
        if c.params.get("chat_id") == pone.user and c.method != "answerCallbackQuery"
    ]
    assert said and lead in said[-1], said
    assert not [t for t in said if group in t], said
    await play_on(members, GroupWatch(bot_driver), until="count")  # the game goes on
