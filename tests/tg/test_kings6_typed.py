"""What kings6 found typing at a Kings game step, in French and English: a number that is
also a tile of the rack (« 5 »), a move of six tiles, the sixes and nines of a rack."""

from __future__ import annotations

import pytest

from bot.engine.kings_grid import Grid
from bot.storage import Database
from bot.tg.local import Driver
from tests.tg.kings_helpers import LAID, plain, plant


@pytest.mark.parametrize(
    ("lang", "typed", "asked", "lay"),
    [
        ("fr", "5", "Vouliez-vous dire 5 points, ou votre jeton 5?", "d'abord sa case : H8 5"),
        ("fr", "six", "Vouliez-vous dire 6 points, ou votre jeton 6?", "écrivez d'abord sa case"),
        ("en", "5", "Did you mean 5 points, or your tile 5?", "write its cell first: H8 5"),
        ("en", "six", "Did you mean 6 points, or your tile 6?", "write its cell first"),
    ],
)
async def test_a_number_that_is_a_tile_of_the_rack_is_asked_back(
    bot_driver: Driver, db: Database, lang: str, typed: str, asked: str, lay: str
) -> None:
    """Played: « 5 » typed at a game step with a 5 on the rack was answered « Un compte seul
    n'est pas un coup. Écrivez votre coup, puis = et ses points » — read as a count without
    saying so, while the player likely meant to lay their 5. Now it asks which it was, and
    says how to type each; nothing is played."""
    user = 7600 if lang == "fr" else 7601
    question = await plant(db, user, LAID, "5 6 6d 9 K")
    text = plain(await bot_driver.send(typed, user, language_code=lang))
    assert text.startswith(asked), text
    assert lay in text and "= 9" in text, text
    assert (await db.questions.pending_question(user, user)) == question  # nothing played


@pytest.mark.parametrize(
    ("lang", "lay"),
    [
        ("fr", "écrivez une case et un sens avant vos jetons : H8 → 5"),
        ("en", "write a cell and a direction before your tiles: H8 → 5"),
    ],
)
async def test_at_the_first_move_the_tile_is_laid_with_others(
    bot_driver: Driver, db: Database, lang: str, lay: str
) -> None:
    """The first move lays 2 to 5 tiles: « H8 5 » would be refused, so the way shown is
    a line."""
    user = 7602 if lang == "fr" else 7603
    await plant(db, user, Grid(), "5 6 6d 9 K")
    text = plain(await bot_driver.send("5", user, language_code=lang))
    assert lay in text and "H8 5." not in text, text


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_a_number_that_is_no_tile_of_the_rack_is_still_a_count(
    bot_driver: Driver, db: Database, lang: str
) -> None:
    """« 4 » with no 4 on the rack, « 5 points », « = 5 »: a count, said as before."""
    user = 7604 if lang == "fr" else 7605
    await plant(db, user, LAID, "5 6 6d 9 K")
    where = "Un compte seul n'est pas un coup" if lang == "fr" else "A count alone is no move"
    for typed in ("4", "5 points", "= 5"):
        text = plain(await bot_driver.send(typed, user, language_code=lang))
        assert text.startswith(where), (typed, text)


@pytest.mark.parametrize(
    ("lang", "rule", "typed_six"),
    [
        ("fr", "Un coup pose de 1 à 5 jetons.", "Vous avez écrit 6 jetons; un support en a 5."),
        ("en", "A move lays 1 to 5 tiles.", "You typed 6 tiles; a rack holds 5."),
    ],
)
async def test_a_move_of_six_tiles_is_told_the_size_rule(
    bot_driver: Driver, db: Database, lang: str, rule: str, typed_six: str
) -> None:
    """Played: « H8 → 5 6 4 3 2 1 » (six tiles) was answered « Pas sur votre support : 4 3 2
    A. »: the player heard their tiles were wrong, not that a move has five tiles at most.
    Now the rule, and how many they typed."""
    user = 7606 if lang == "fr" else 7607
    question = await plant(db, user, LAID, "5 6 6d 9 K")
    text = plain(await bot_driver.send("F2 → 5 6 4 3 2 A", user, language_code=lang))
    assert text == f"{rule}\n{typed_six}", text
    assert (await db.questions.pending_question(user, user)) == question


@pytest.mark.parametrize(
    ("lang", "typed", "said"),
    [
        (
            "fr",
            "F2 ↓ 6 6 6 6",
            "Votre support n'a que 3 jetons 6 ou 9 : 6 6* 9. Un 6 retourné fait un 9, et "
            "inversement.",
        ),
        (
            "fr",
            "F2 ↓ 6 9 9 9",
            "Votre support n'a que 3 jetons 6 ou 9 : 6 6* 9. Un 6 retourné fait un 9, et "
            "inversement.",
        ),
        (
            "en",
            "F2 ↓ 6 6 6 6",
            "Your rack has only 3 tiles to lay as a 6 or a 9: 6 6* 9. A 6 turned over makes "
            "a 9, and back.",
        ),
    ],
)
async def test_the_sixes_and_nines_of_the_rack_are_counted_together(
    bot_driver: Driver, db: Database, lang: str, typed: str, said: str
) -> None:
    """Played with 6 6* 9 on the rack: « F2 ↓ 6 6 6 6 » was answered « Votre support n'a que
    2 jetons 6. » and « F2 ↓ 6 9 9 9 » « Votre support n'a qu'un seul 9. », while the 9 lays
    as a 6 and each 6 as a 9: three tiles for the four typed. Now it says so."""
    user = 7608 if lang == "fr" else 7609
    await plant(db, user, LAID, "5 6 6d 9 K")
    text = plain(await bot_driver.send(typed, user, language_code=lang))
    assert text.startswith(said), text


@pytest.mark.parametrize(
    ("lang", "called", "asked"),
    [
        (
            "fr",
            "quinze 2, quinze 4 et une paire ça fait 6",
            "Envoyez le total du coup en un seul nombre : toutes ses mains et ses bonus "
            "ensemble, par exemple 16.",
        ),
        (
            "en",
            "fifteen 2, fifteen 4 and a pair is 6",
            "Send the move's total as one number: all its lines and bonuses together, "
            "for example 16.",
        ),
    ],
)
async def test_a_count_called_like_a_hand_asks_for_the_total(
    bot_driver: Driver, db: Database, lang: str, called: str, asked: str
) -> None:
    """Played: a move to count, called as a club member calls a hand (« quinze 2, quinze 4
    et une paire ça fait 6 »), was answered « Répondez par le nombre de points, par exemple
    12. », as if nothing had been said. Now it asks for the move's total, lines and bonuses
    together; the question still waits."""
    user = 7612 if lang == "fr" else 7613
    await bot_driver.send(
        "/rois compte" if lang == "fr" else "/kings count", user, language_code=lang
    )
    question = await db.questions.pending_question(user, user)
    text = plain(await bot_driver.send(called, user, language_code=lang))
    assert text == asked, text
    assert (await db.questions.pending_question(user, user)) == question
