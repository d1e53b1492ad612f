"""At the hall both players of a table often write its score, each on their phone: the same
score written by the opponent confirms it; another score is a disagreement, which the
organizer settles. Never the second score silently replacing the first and asking its writer
to confirm it again.

The autouse check of `conftest` (valid Telegram HTML under 4096 characters, callback_data of
64 bytes at most) runs on every call here.
"""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_handlers import ADMIN, Hall


async def test_the_opponent_writing_the_same_score_confirms_it(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    hall = Hall(bot_driver, local_api, "en")
    night, a, b = await hall.one_table("acc")
    await hall.say("/night 121 98", a)
    posted = len(hall.group())
    await hall.private("98 121", b)  # their own score first: the same score
    t = await hall.table(night, 1, 1)
    assert t.confirmed and t.score == (121, 98) and t.entered_by == a
    assert hall.told(b)[-1] == "Your opponent wrote the same score: confirmed."
    new = hall.group()[posted:]
    assert not any("wrote the score" in text for text in new), new  # not asked again
    assert any("Round 1, table 1: confirmed." in text for text in new)


async def test_the_opponent_writing_another_score_is_a_disagreement(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    hall = Hall(bot_driver, local_api, "fr")
    night, a, b = await hall.one_table("acc")
    await hall.say("/soiree 121 98", a)
    await hall.say("/soiree 121 110", b)  # each says they won
    t = await hall.table(night, 1, 1)
    assert t.disputed and not t.confirmed
    assert t.score == (121, 98) and t.entered_by == a  # the first score, for the organizer
    disputed, said = hall.group()[-2:]
    assert "les joueurs ne sont pas d'accord" in disputed
    assert said == "Votre adversaire a inscrit un autre pointage : l'organisateur décide."
    assert "les joueurs ne sont pas d'accord" in hall.told(ADMIN)[-1]
    await hall.say("/soiree corriger 1 1 121 110")
    t = await hall.table(night, 1, 1)
    assert t.confirmed and t.score == (121, 110)


async def test_the_same_score_typed_in_the_group_is_answered_before_the_close(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    """The last game's score written by both players in the group: the reply to the second
    (« Votre adversaire a inscrit le même pointage ») came after the final standings, under
    the close, as if about another game; now it answers before them."""
    hall = Hall(bot_driver, local_api, "fr")
    _night, a, b = await hall.one_table("1 fadoq")
    await hall.say("/soiree 121 98", a)
    posted = len(hall.group())
    await hall.say("/soiree 98 121", b)
    said, closed = [t for t in hall.group()[posted:] if not t.startswith("✅")]
    assert said == "Votre adversaire a inscrit le même pointage : c'est confirmé."
    assert closed.startswith("La soirée est finie.")


@pytest.mark.parametrize(
    ("lang", "claim", "example"),
    [
        ("fr", "{b} a plutôt inscrit : {a} 110, {b} 121", "/soiree corriger 1 1 110 121 (ronde"),
        ("en", "{b} wrote instead: {a} 110, {b} 121", "/night correct 1 1 110 121 (round"),
    ],
)
async def test_a_disagreement_shows_both_scores(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str, claim: str, example: str
) -> None:
    """Each wrote that they won: the group and the organizer read « Inscrit : Ann 121, Ben 98 »
    and nothing of Ben's 121 to 110, so the organizer had to walk to the table to ask. Now
    Ben's score is said too, and given as the correction to type."""
    hall = Hall(bot_driver, local_api, lang)
    night, a, b = await hall.one_table("acc")
    await hall.say(f"{hall.cmd} 121 98", a)
    await hall.say(f"{hall.cmd} 121 110", b)
    players = {p.user_id: p.name for p in await db.nights.night_players(night.id)}
    disputed = next(t for t in reversed(hall.group()) if t.startswith("✋")).splitlines()
    assert claim.format(a=players[a], b=players[b]) in disputed, disputed
    assert example in disputed[-1], disputed
    told = hall.told(ADMIN)[-1].splitlines()
    assert claim.format(a=players[a], b=players[b]) in told, told
