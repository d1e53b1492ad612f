"""/jeu tour: « Au jeu : vous 4 points, l'adversaire 3 points. » then « Vous marquez 3 points,
je marque 1 point. »: the « je » of the race is not the round's « adversaire », and the 1 point
is the one the player missed (muggins). Now the line says it is the race, and what the bot
takes."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver, texts


async def deal_round(bot_driver: Driver, db: Database, user: int, code: str) -> tuple[int, int]:
    """A round where the player pegs at least 2, so that a miss can leave some points."""
    for _ in range(40):
        await bot_driver.send("/peg round", user_id=user, language_code=code)
        question = await db.questions.pending_question(user, user)
        assert question is not None
        mine, theirs = question.expected["points"]
        if mine >= 2:
            return mine, theirs
    raise AssertionError("no round where the player pegs 2 in 40 deals")


@pytest.mark.parametrize(
    ("code", "old"),
    [("fr", "Vous marquez 1 point, je marque"), ("en", "You peg 1 point, I peg")],
)
async def test_muggins_on_a_round_says_the_race_takes_the_missed_points(
    bot_driver: Driver, db: Database, code: str, old: str
) -> None:
    user = 7_701 if code == "fr" else 7_702
    mine, theirs = await deal_round(bot_driver, db, user, code)
    text = "\n".join(texts(await bot_driver.send(f"1 {theirs}", user_id=user, language_code=code)))
    lost = mine - 1
    if code == "fr":
        taken = "le point oublié" if lost == 1 else f"les {lost} points oubliés"
        expected = f"Dans la course\u00a0: vous marquez 1 point, je marque {taken} (muggins)."
    else:
        taken = "the point you missed" if lost == 1 else f"the {lost} points you missed"
        expected = f"In the race: you peg 1 point, I peg {taken} (muggins)."
    assert expected in text, text
    assert old not in text, text


@pytest.mark.parametrize(
    ("code", "race", "old"),
    [
        ("fr", "Dans la course\u00a0: vous marquez {mine}.", "je marque 0 point"),
        ("en", "In the race: you peg {mine}.", "I peg 0 points"),
    ],
)
async def test_a_right_round_says_only_what_the_player_pegs_in_the_race(
    bot_driver: Driver, db: Database, code: str, race: str, old: str
) -> None:
    """Nothing for the bot: no « je marque 0 point » just below « l'adversaire 3 points »."""
    user = 7_703 if code == "fr" else 7_704
    mine, theirs = await deal_round(bot_driver, db, user, code)
    text = "\n".join(
        texts(await bot_driver.send(f"{mine} {theirs}", user_id=user, language_code=code))
    )
    points = f"{mine} points"
    assert race.format(mine=points) in text, text
    assert old not in text, text
