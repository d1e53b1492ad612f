"""The play's board in the group when the bot counts first (played at a table of Marie, Jean
and the bot: Jean laid the last card, « Jean marque un pour la dernière carte. », and the play's
board under it said « Planche : Marie 0, Jean 1, le robot 8 »: the bot, at 3, had already
counted its hand, 5, which the shows' message told only below). The play's message shows
the board as the play left it; the shows' message adds the counts."""

from __future__ import annotations

from bot.drills.table_state import Step
from bot.drills.table_turn import due
from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from bot.tg.local_checks import html_to_text
from bot.views.members_deal import board_line
from bot.views.members_news import names_of
from tests.tg.members_helpers import GROUP, GroupWatch, live, play_on, two_and_the_bot


async def test_the_plays_board_leaves_out_the_bots_show_counted_after_it(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    marie, jean = await two_and_the_bot(bot_driver, (901, "Marie"), (902, "Jean"))
    members = {901: marie, 902: jean}
    watch = GroupWatch(bot_driver)
    tr = bot_driver.application.bot_data.i18n.translator("fr")
    for _ in range(6):
        await play_on(members, watch, until="count")
        game, table = await live(db, 901)
        deal = table.deal
        if deal.shows and table.seats[deal.shows[0].by].is_bot:  # the bot counted first
            texts = [html_to_text(str(m.get("text", ""))) for m in local_api.messages(GROUP)]
            play = next(t for t in reversed(texts) if "Carte de départ" in t).split("\n")
            before = list(table.scores)
            for show in deal.shows:
                before[table.side(show.by)] -= show.pegged
            board = [line for line in play if line.startswith("Planche")]
            table.scores = before
            assert board == [html_to_text(board_line(table, names_of(game, tr), tr))]
            return
        await play_on(members, watch, until="deal")
        game, table = await live(db, 901)
        waiting = due(table)[0]
        assert waiting.step is Step.DEAL
        await members[game.user_at(waiting.seat) or 0].press_in_group(f"md:{game.id}:")
    raise AssertionError("the bot never counted first")
