"""An ordinary table during a round robin, through the fake Bot API: « /jouer 61 » (open to
anyone) taken by a member who still owed the host a game counted in the tournament, played
under the club's rules, though the group is told « Une partie ordinaire, ouverte à tous ».
An ordinary table counts in no tournament now; the game /jouer invites the opponent to
still does."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_member_tournament import CLUB, group_texts_of, reply_of, robin_of_two

COUNTED = {"fr": "l'abandon compte comme une partie gagnée à 61", "en": "won at 61"}
PLAIN_QUESTION = {
    "fr": "Jean : Abandonner la partie de club? Vous la perdez.",
    "en": "Jean: Resign the club game? You lose it.",
}


async def _resigned(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str, *, invited: bool
) -> list[str]:
    """Marie opens a table of 61 (inviting Jean, or open to anyone), Jean sits and resigns:
    what the group was told from the resign question on."""
    marie, jean = await robin_of_two(bot_driver, local_api, db, lang)
    await jean.say("Bonjour!", message_id=9000)
    play = "/jouer 61" if lang == "fr" else "/play 61"
    await marie.say(play, reply_to=reply_of(jean, 9000) if invited else None)
    await jean.press_in_group("mj:")
    game = await db.members.live_member_game(502)
    assert game is not None and game.is_active
    before = len(group_texts_of(local_api, CLUB))
    await jean.say("/abandon" if lang == "fr" else "/resign")
    await jean.press_in_group("mr:")
    done = await db.members.get_member_game(game.id)
    assert done is not None and done.status == "finished"
    return group_texts_of(local_api, CLUB)[before:]


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_an_open_table_taken_by_a_round_robin_opponent_counts_in_no_tournament(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str
) -> None:
    told = await _resigned(bot_driver, local_api, db, lang, invited=False)
    assert told[0].replace("\u00a0", " ") == PLAIN_QUESTION[lang], told[0]
    assert not any(COUNTED[lang] in t for t in told), told
    tournament = await db.tournaments.open_tournament(CLUB)
    assert tournament is not None
    board = await db.tournaments.board(tournament)
    assert board.results == [], board.results


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_the_game_play_invites_the_opponent_to_still_counts(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str
) -> None:
    told = await _resigned(bot_driver, local_api, db, lang, invited=True)
    assert any(COUNTED[lang] in t for t in told), told
