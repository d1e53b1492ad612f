"""A round robin whose every game is played stayed open until its closing day: the group was
told nothing more (the standings of the last game fell under the one-post-an-hour rule), the
organizer had no way to close it and the winners waited a week. The last game's standings are
posted now, and the standings asked, saying an administrator can close it (« /tournoi
fermer »), which posts the winners and the final standings once (saying it closed that day,
not on its closing day) and drops the close at the date."""

from __future__ import annotations

from datetime import date

import pytest
from telegram.ext import CallbackContext

from bot.drills.tournament_robin import SeatResult
from bot.i18n import I18n
from bot.storage import Database
from bot.tg.context import App
from bot.tg.handlers.tournament_close import close_job_name
from bot.tg.handlers.tournament_play import member_result
from bot.tg.local import Driver, LocalBotApi
from bot.views.tournament import closes_line
from tests.tg.test_tournament_handlers import (
    ADMIN,
    ANN,
    BEN,
    CAT,
    GROUP,
    create,
    group_texts,
    in_group,
    join,
    plain,
    play_tournament_game,
)

GAMES = [(ANN, BEN, 95), (BEN, CAT, 88), (CAT, ANN, 120)]


@pytest.mark.parametrize(
    ("lang", "words", "cmd", "close", "told", "bravo", "none"),
    [
        ("fr", "fadoq ronde", "/tournoi", "fermer",
         "Un administrateur peut fermer le tournoi dès maintenant et annoncer les gagnants : "
         "/tournoi fermer.",
         "🏆 Le tournoi est terminé!", "Aucun tournoi n'est en cours : il n'y a rien à fermer."),
        ("en", "fadoq robin", "/tournament", "close",
         "An administrator can close the tournament now and announce the winners: "
         "/tournament close.",
         "🏆 The tournament is over!", "No tournament is under way: there is none to close."),
    ],
)  # fmt: skip
async def test_a_round_robin_all_played_is_offered_to_close(
    bot_driver: Driver,
    local_app: App,
    local_api: LocalBotApi,
    db: Database,
    lang: str,
    words: str,
    cmd: str,
    close: str,
    told: str,
    bravo: str,
    none: str,
) -> None:
    tournament = await create(bot_driver, local_api, db, words, lang)
    for user in (ANN, BEN, CAT):
        await join(bot_driver, local_api, db, user, lang)
    context = CallbackContext(local_app)
    posts = []
    for index, (winner, loser, points) in enumerate(GAMES):
        seats = [SeatResult(winner, True, 121, points), SeatResult(loser, False, points, 121)]
        before = len(group_texts(local_api))
        assert await member_result(context, GROUP, f"g{index}", seats, 121)
        posts.append([t for t in group_texts(local_api)[before:] if told.split(":")[0] in t])
    assert [len(p) for p in posts] == [0, 0, 1]  # the last game only, within the hour
    last = posts[-1][0].replace("\u00a0", " ")
    assert told in last and "🥇 P42" not in last.split(told)[1]  # said under the standings
    assert local_app.job_queue is not None
    assert local_app.job_queue.get_jobs_by_name(close_job_name(tournament))

    await in_group(bot_driver, cmd, ADMIN, lang)  # the standings asked say it too
    assert told in group_texts(local_api)[-1].replace("\u00a0", " ")
    before = len(group_texts(local_api))
    await in_group(bot_driver, f"{cmd} {close}", ANN, lang)  # a member: not theirs to close
    assert (await db.tournaments.get_tournament(tournament)).is_open  # type: ignore[union-attr]
    planned = await db.tournaments.get_tournament(tournament)
    assert planned is not None
    await in_group(bot_driver, f"{cmd} {close}", ADMIN, lang)
    closed = [t.replace("\u00a0", " ") for t in group_texts(local_api)[before:]]
    assert sum(bravo in t for t in closed) == 1, closed
    final = next(t for t in closed if bravo in t)
    assert "🥇 P42" in final or "🥇 P44" in final or "🥇 P43" in final
    stored = await db.tournaments.get_tournament(tournament)
    assert stored is not None and not stored.is_open and stored.cancelled_at is None
    # closed today, not on its closing day a week on (« Terminé le dimanche 6 décembre »)
    tr = I18n.load().translator(lang)
    assert stored.closes < planned.closes
    today = closes_line(date.fromisoformat(stored.closes), tr, closed=True)
    assert today.replace("\u00a0", " ") in final
    assert closes_line(date.fromisoformat(planned.closes), tr, closed=True) not in final
    assert not local_app.job_queue.get_jobs_by_name(close_job_name(tournament))
    await in_group(bot_driver, f"{cmd} {close}", ADMIN, lang)
    assert group_texts(local_api)[-1].replace("\u00a0", " ") == none
    assert sum(bravo in t.replace("\u00a0", " ") for t in group_texts(local_api)) == 1


@pytest.mark.parametrize(
    ("lang", "told"),
    [
        ("fr", "Un administrateur peut fermer le tournoi dès maintenant"),
        ("en", "An administrator can close the tournament now"),
    ],
)
async def test_a_duplicate_tournament_all_played_is_offered_to_close(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str, told: str
) -> None:
    """The same in a duplicate tournament: once every member has played all their games, the
    last one's standings are posted (within the hour of the first ones) with the offer, and
    say why (« Toutes les parties du tournoi sont jouées. », said by a round robin's
    pairings; the duplicate's offer came alone under the closing day)."""
    await create(bot_driver, local_api, db, "1 61", lang)
    for user in (ANN, BEN):
        await join(bot_driver, local_api, db, user, lang)
    await play_tournament_game(bot_driver, local_api, ANN, lang)
    assert not any(told in t for t in group_texts(local_api))  # Ben has his game to play
    before = len(group_texts(local_api))
    await play_tournament_game(bot_driver, local_api, BEN, lang)
    (posted,) = group_texts(local_api)[before:]
    assert told in posted.replace("\u00a0", " ")
    # why it may close now: said above the offer (it came alone, after the closing day)
    every = "Toutes les parties du tournoi sont jouées." if lang == "fr" else "Every game of"
    assert posted.count(every) == 1 and posted.index(every) < posted.index(told), posted


@pytest.mark.parametrize(
    ("lang", "words", "cmd", "said"),
    [
        ("fr", "fadoq ronde", "/tournoi", ["toutes les parties", "toutes vos parties"]),
        ("en", "fadoq robin", "/tournament", ["every game", "all your games"]),
        ("fr", "1 61", "/tournoi", ["toutes les parties", "toutes vos parties"]),
    ],
)  # fmt: skip
async def test_a_member_reads_once_in_private_that_every_game_is_played(
    bot_driver: Driver,
    local_app: App,
    local_api: LocalBotApi,
    db: Database,
    lang: str,
    words: str,
    cmd: str,
    said: list[str],
) -> None:
    """Every game played, /tournoi in a member's private chat ended, under a round robin's
    standings, « Toutes les parties du tournoi sont jouées. », « Toutes les parties sont
    jouées : les gagnants seront annoncés dans le groupe… » and « Vous avez joué toutes vos
    parties. » (a duplicate tournament's, the last two): the same thing said two or three
    times. Now once, with when the winners come."""
    await create(bot_driver, local_api, db, words, lang)
    for user in (ANN, BEN, CAT):
        await join(bot_driver, local_api, db, user, lang)
    if words == "1 61":
        for user in (ANN, BEN, CAT):
            await play_tournament_game(bot_driver, local_api, user, lang)
    else:
        context = CallbackContext(local_app)
        for index, (winner, loser, points) in enumerate(GAMES):
            seats = [SeatResult(winner, True, 121, points), SeatResult(loser, False, points, 121)]
            assert await member_result(context, GROUP, f"g{index}", seats, 121)
    await bot_driver.send(cmd, user_id=BEN, language_code=lang)
    text = plain(local_api.sent_texts(BEN)[-1]).lower()
    winners = "les gagnants seront annoncés" if lang == "fr" else "the winners are announced"
    assert text.count(winners) == 1, text
    for words_said in said:
        assert text.count(words_said) <= 1, text
    assert sum(text.count(w) for w in said) == 1, text
