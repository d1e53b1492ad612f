"""« on en est où? » typed in private once a game between members was abandoned after 7 days
without a move said « Aucune partie en cours : /jouer en commence une contre moi. Vos
progrès : /statistiques. », as if there had been no club game (and « c'est à qui? », « Je
réponds aux comptes et aux commandes »): it now says which table, that the game was
abandoned, and how to start another. Once a game was won, « qui a gagné? » said the same
« Aucune partie en cours »: it now says the end as each member was told it."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from telegram.ext import CallbackContext

from bot.storage import Database
from bot.tg.handlers.members_group import reminders_tick
from bot.tg.local import Driver, html_to_text, texts
from tests.tg.members_helpers import GroupWatch, play_on, two_at_a_table
from tests.tg.test_members_typed import at_step

SAID = {
    "fr": (
        "🃏 Table de Marie et Robert\n"
        "La partie est abandonnée après 7 jours sans coup; pas de gagnant.\n"
        "Pour en commencer une autre : tapez /jouer dans le groupe du club."
    ),
    "en": (
        "🃏 Table of Marie and Robert\n"
        "The game was abandoned after 7 days without a move; no winner.\n"
        "To start another one: type /play in the club's group."
    ),
}
ASKED = {"fr": ("on en est où?", "c'est à qui?"), "en": ("where are we?", "whose turn is it?")}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_where_are_we_after_the_week_says_the_game_was_abandoned(
    bot_driver: Driver, db: Database, lang: str
) -> None:
    due, other = await at_step(bot_driver, db, lang, 11_600 + (0 if lang == "fr" else 10))
    app = bot_driver.application
    now = datetime.now(UTC)
    app.bot_data.clock = lambda: now + timedelta(days=8)
    await reminders_tick(CallbackContext(app))  # type: ignore[arg-type]
    assert await db.members.live_member_game(due.user) is None
    for member in (due, other):
        for asked in ASKED[lang]:
            said = html_to_text("\n".join(texts(await member.private(asked))))
            assert said.replace("\u00a0", " ") == SAID[lang], (member.name, asked, said)
    # a count typed is not a question about the game: left as it was
    said = html_to_text("\n".join(texts(await other.private("12"))))
    assert "abandon" not in said, said


OVER = {
    "fr": (
        "La partie est terminée : vous avez gagné. Bien joué!",
        "La partie est terminée : vous avez perdu celle-ci.",
        "Planche : ",
        "Pour en commencer une autre : tapez /jouer dans le groupe du club.",
    ),
    "en": (
        "The game is over: you won. Well played!",
        "The game is over: you lost this one.",
        "Board: ",
        "To start another one: type /play in the club's group.",
    ),
}


WON_ASKED = [("fr", "qui a gagné?"), ("fr", "on en est où?"), ("en", "who won?")]


@pytest.mark.parametrize(("lang", "asked"), WON_ASKED)
async def test_who_won_asked_after_a_game_says_its_end(
    bot_driver: Driver, db: Database, lang: str, asked: str
) -> None:
    """« qui a gagné? » in private once a game between members was won got « Aucune partie en
    cours : /jouer en commence une contre moi »: it now says the end, as each was told it."""
    base = 11_640 + len(asked) + (0 if lang == "fr" else 20)
    opens = "/jouer 61" if lang == "fr" else "/play 61"
    members = await two_at_a_table(bot_driver, (base, "Marie"), (base + 1, "Jean"), lang, opens)
    await play_on(members, GroupWatch(bot_driver))
    (game,) = await db.members.list_member_games(user_id=base)
    assert game.status == "finished"
    won, lost, board, start = OVER[lang]
    for seat in game.seats:
        member = members[seat.user_id or 0]
        said = html_to_text("\n".join(texts(await member.private(asked)))).replace("\u00a0", " ")
        lines = said.split("\n")
        label = "🃏 Table de Marie et Jean" if lang == "fr" else "🃏 Table of Marie and Jean"
        assert lines[0] == label and lines[1] == (won if seat.won else lost), said
        assert lines[2].startswith(board) and lines[-1] == start, said
