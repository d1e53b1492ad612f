"""A club's week in a group as a French club member reads it: the /club words its own
settings message and buttons use, over the in-process Bot API."""

from __future__ import annotations

from datetime import timedelta

from test_club_handlers import (
    ADMIN,
    GROUP,
    add_bot,
    card,
    in_group,
    join,
    put_result,
    start_payload,
    today,
)

from bot.drills.club import TieBreak
from bot.storage import Database
from bot.tg.context import App
from bot.tg.local import Driver, LocalBotApi, texts


async def test_club_takes_the_words_its_french_settings_show(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    """Played: /club in French shows « Bilan de la semaine : activé » and the buttons
    « Égalités : différence »; an admin typing « /club bilan non » or « /club égalités
    différence » got « Je ne comprends pas « bilan » » (only « hebdo » and « égalité » were
    read), and the usage itself wrote « /club hebdo non »."""
    await add_bot(bot_driver)
    local_api.member_status[(GROUP, ADMIN)] = "administrator"
    (shown,) = texts(await bot_driver.send(**in_group("/club", ADMIN, language_code="fr")))
    assert "Bilan de la semaine\u00a0: activé" in shown
    (text,) = texts(await bot_driver.send(**in_group("/club bilan non", ADMIN, language_code="fr")))
    assert "Bilan de la semaine\u00a0: désactivé" in text
    club = await db.clubs.get_club(GROUP)
    assert club is not None and not club.weekly
    (text,) = texts(
        await bot_driver.send(**in_group("/club égalités différence", ADMIN, language_code="fr"))
    )
    assert "points pour moins points contre" in text
    club = await db.clubs.get_club(GROUP)
    assert club is not None and club.tiebreak is TieBreak.DIFFERENCE
    (usage,) = texts(await bot_driver.send(**in_group("/club bidule", ADMIN, language_code="fr")))
    assert "<code>/club bilan non</code>," in usage and "hebdo" not in usage


async def test_french_club_settings_name_the_weekly_summary_one_way(
    bot_driver: Driver, local_api: LocalBotApi
) -> None:
    """Played: one French /club message said « le résumé de la semaine » in the language
    line, then « le bilan de la semaine » and « Bilan de la semaine : activé »: a member read
    two different posts. It says « bilan » throughout now."""
    await add_bot(bot_driver)
    local_api.member_status[(GROUP, ADMIN)] = "administrator"
    (shown,) = texts(await bot_driver.send(**in_group("/club", ADMIN, language_code="fr")))
    assert "résumé" not in shown
    assert shown.count("bilan de la semaine") + shown.count("Bilan de la semaine") == 3


async def test_the_rank_below_a_board_says_the_days_its_rows_say(
    bot_driver: Driver, local_app: App, local_api: LocalBotApi, db: Database
) -> None:
    """Played: in a club of twelve, the last member's /classement listed ten rows with
    their days (« 4. Paul — 28 pour, 12 contre (1 jour) ») and then « Zoé : rang 12 sur 12 —
    30 pour, 5 contre », no days: she could not tell whether she was behind for playing less."""
    await add_bot(bot_driver)
    payload = start_payload(await card(local_app, local_api))
    members = list(range(501, 513))
    for n, user in enumerate(members):
        await join(bot_driver, payload, user, f"Membre {n}", lang="fr")
        await put_result(db, user, today(), 40 - n, 4)
    last = members[-1]
    await put_result(db, last, today() - timedelta(days=1), 1, 1)
    (board,) = texts(
        await bot_driver.send(**in_group("/classement tout", last, language_code="fr"))
    )
    assert board.count("(1 jour joué)") == 10
    assert "\nMembre 11\u00a0: rang 12 sur 12 — 30 pour, 5 contre (2 jours joués)\n" in board
