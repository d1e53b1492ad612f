"""Resignations through the fake Bot API. A member who resigns at a table of three in the
middle of a deal's play: the deal's message, edited at each card, named « Le robot (pour
Marie) : 6♦ (16) » for the card Marie laid herself before resigning; the cards she laid keep
her name, those the bot lays for her after are the bot's. Her resignation is her loss even
when the bot, playing her seat, pegs out first. The winner of a resigned game is told who
resigned, the board showing no win."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from telegram.ext import CallbackContext

from bot.drills.table_state import Step
from bot.drills.table_turn import due
from bot.i18n import I18n, render
from bot.storage import Database
from bot.tg.context import Context
from bot.tg.handlers.members_group import reminders_tick
from bot.tg.local import Driver, LocalBotApi
from tests.tg.members_helpers import (
    GroupWatch,
    Member,
    chat_texts,
    group_texts,
    last_button,
    live,
    play_on,
    two_and_the_bot,
)


async def resign_in_private(member: Member, api: LocalBotApi) -> None:
    """/abandon (/resign) in private, then « yes »."""
    await member.private("/abandon" if member.lang == "fr" else "/resign")
    data, message_id = last_button(api, member.user, "mr:")
    await member.press(data, message_id, chat=member.user)


async def _resigned_after_a_card(
    driver: Driver, api: LocalBotApi, db: Database, base: int, lang: str
) -> tuple[Member, Member, int]:
    """Marie and Jean with the bot; Marie lays a card in the play, then resigns: the two, and
    how many cards she laid herself in that deal."""
    marie, jean = await two_and_the_bot(driver, (base, "Marie"), (base + 1, "Jean"), lang)
    members = {marie.user: marie, jean.user: jean}
    watch = GroupWatch(driver)
    for _ in range(200):
        await play_on(members, watch, until="play")
        game, table = await live(db, marie.user)
        seat = game.seat_of(marie.user)
        assert seat is not None
        if table.deal.laid[seat] and due(table)[0].step is Step.PLAY:
            await resign_in_private(marie, api)
            return marie, jean, len(table.deal.laid[seat])
        await members[game.user_at(due(table)[0].seat) or 0].step(game, table)
    raise AssertionError("Marie never laid a card")


@pytest.mark.parametrize(
    ("lang", "bot"), [("fr", "Le robot (pour Marie)\u00a0: "), ("en", "Marie's bot: ")]
)
async def test_the_cards_laid_before_resigning_keep_the_member_s_name(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str, bot: str
) -> None:
    base = 9_410 if lang == "fr" else 9_420
    marie, jean, before = await _resigned_after_a_card(bot_driver, local_api, db, base, lang)
    game, table = await live(db, jean.user)
    index = len(table.deals)
    while len(table.deals) == index and due(table)[0].step is Step.PLAY:
        await jean.step(game, table)
        game, table = await live(db, jean.user)
    seat = game.seat_of(marie.user)
    assert seat is not None
    laid = table.deals[index - 1].laid[seat]
    assert len(laid) > before  # the bot laid a card for her since
    tr = I18n.load().translator(lang)
    sep = "\u00a0: " if lang == "fr" else ": "
    last = f"{sep}{render.card(laid[-1], tr)} ("
    said = next(t for t in reversed(group_texts(local_api)) if last in t)
    lines = said.split("\n")
    for n, card in enumerate(laid):
        told = [x for x in lines if f"{sep}{render.card(card, tr)} (" in x]
        assert len(told) == 1, (card, said)
        who = f"Marie{sep}" if n < before else bot
        assert told[0].startswith(who), (n, before, said)


@pytest.mark.parametrize(
    ("lang", "lost", "against_bot", "end"),
    [
        (
            "fr",
            "Contre Jean\u00a0: gagnées 0, perdues 1.",
            "Contre le robot\u00a0: gagnées 0",
            "Le robot (pour Marie) arrive le premier au but\u00a0: personne ne gagne; Marie a"
            " abandonné et perd la partie.",
        ),
        (
            "en",
            "Against Jean: won 0, lost 1.",
            "Against the bot: won 0",
            "Marie's bot reaches the target first: nobody wins; Marie resigned and loses.",
        ),
    ],
)
async def test_a_resignation_is_a_loss_even_when_the_bot_pegs_out_for_the_member(
    bot_driver: Driver,
    local_api: LocalBotApi,
    db: Database,
    lang: str,
    lost: str,
    against_bot: str,
    end: str,
) -> None:
    """Marie resigned at a table with Jean and the bot, and the bot, playing her seat on,
    reached 61 first: nobody won, and Marie's /stats showed no club game at all (the group
    read « …; qui a abandonné a perdu », naming nobody). A resignation counts as a loss for
    the member who resigned, and the group's end names her; Jean, who did not win, gets no
    win."""
    base = 9_430 if lang == "fr" else 9_440
    marie, jean = await two_and_the_bot(bot_driver, (base, "Marie"), (base + 1, "Jean"), lang)
    await resign_in_private(marie, local_api)
    game, table = await live(db, jean.user)
    seat = game.seat_of(marie.user)
    assert seat is not None and table.retired
    side = table.side(seat)
    for scores in (table.scores, table.deal.start, table.deal.scores):
        scores[side] = 60  # one point from the target: the bot pegs out for her
    assert await db.members.update_member_state(game.id, game.step, table.to_json())
    await play_on({jean.user: jean}, GroupWatch(bot_driver))
    done = await db.members.get_member_game(game.id)
    assert done is not None and done.status == "finished"
    assert {s.user_id: s.won for s in done.seats} == {
        marie.user: False,
        jean.user: None,
        None: None,
    }
    said = group_texts(local_api)[-1]
    assert end in said, said
    await marie.private("/stats")
    stats = local_api.messages(marie.user)[-1]["text"]
    assert lost in stats and against_bot in stats, stats
    await jean.private("/stats")
    stats = str(local_api.messages(jean.user)[-1]["text"])
    assert "Marie" not in stats, stats  # no win for Jean: he did not win it


@pytest.mark.parametrize(
    ("lang", "told"),
    [
        ("fr", "La partie est terminée\u00a0: Jean a abandonné, vous gagnez."),
        ("en", "The game is over: Jean resigned, you win."),
    ],
)
async def test_the_winner_by_resignation_is_told_who_resigned(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str, told: str
) -> None:
    """Jean resigned at once: Marie's private end read « La partie est terminée : vous avez
    gagné. Bien joué! » above « Planche : Marie 0, Jean 0 », a win she did not see."""
    base = 9_470 if lang == "fr" else 9_480
    marie, jean = (
        Member(bot_driver, base, "Marie", lang),
        Member(bot_driver, base + 1, "Jean", lang),
    )
    for m in (marie, jean):
        await m.private("/start")
    await marie.say("/play 61")
    await jean.press_in_group("mj:")
    await resign_in_private(jean, local_api)
    end = chat_texts(local_api, 0, marie.user)[-1]
    assert told in end, end
    assert "Bien joué" not in end and "Well played" not in end


@pytest.mark.parametrize(
    ("lang", "lost", "told"),
    [
        (
            "fr",
            "Contre Jean\u00a0: gagnées 0, perdues 1.",
            "La partie est terminée\u00a0: vous avez abandonné, elle compte comme perdue.",
        ),
        (
            "en",
            "Against Jean: won 0, lost 1.",
            "The game is over: you resigned, it counts as a loss.",
        ),
    ],
)
async def test_a_resignation_stays_a_loss_when_the_game_is_then_abandoned(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str, lost: str, told: str
) -> None:
    """Marie resigned at a table with Jean and the bot; Jean then left the game 7 days
    without a move and the sweeper abandoned it: Marie's loss was gone from /stats (every seat
    « neither won nor lost ») and her private end said « abandonnée…; aucun gagnant ». Her
    resignation stays her loss; Jean, who did not win, gets neither a win nor a loss."""
    base = 9_490 if lang == "fr" else 9_500
    marie, jean = await two_and_the_bot(bot_driver, (base, "Marie"), (base + 1, "Jean"), lang)
    await resign_in_private(marie, local_api)
    game, table = await live(db, jean.user)
    assert table.retired and not table.finished
    app = bot_driver.application
    now = datetime.now(UTC)
    app.bot_data.clock = lambda: now + timedelta(days=8)
    context: Context = CallbackContext(app)
    await reminders_tick(context)
    done = await db.members.get_member_game(game.id)
    assert done is not None and not done.is_active
    assert {s.user_id: s.won for s in done.seats} == {
        marie.user: False,
        jean.user: None,
        None: None,
    }
    end = chat_texts(local_api, 0, marie.user)[-1]
    assert told in end, end
    await marie.private("/stats")
    stats = str(local_api.messages(marie.user)[-1]["text"])
    assert lost in stats, stats
    await jean.private("/stats")
    stats = str(local_api.messages(jean.user)[-1]["text"])
    assert "Marie" not in stats and "Contre le robot" not in stats, stats
    assert "Against the bot" not in stats, stats
