"""What kings7 found typing at a Kings game step and under a best-move question, in French and
English: tiles typed without their cell (« A 5 »), a question or chatter at a step (« quoi? »),
a number typed for a move's letter (« 5 »)."""

from __future__ import annotations

import pytest

from bot.engine.kings_grid import Grid
from bot.storage import Database
from bot.tg.local import Driver
from tests.tg.kings_helpers import LAID, plain, plant


@pytest.mark.parametrize(
    ("lang", "typed", "said"),
    [
        ("fr", "A 5", "Où poser A 5? Écrivez d'abord une case et un sens : H8 → A 5"),
        ("fr", "R", "Où poser R? Écrivez d'abord sa case : H8 R"),
        ("fr", "5 6 4", "Où poser 5 6 4? Écrivez d'abord une case et un sens : H8 → 5 6 4"),
        ("en", "A 5", "Where do you lay A 5? Write a cell and a direction first: H8 → A 5"),
        ("en", "K", "Where do you lay K? Write its cell first: H8 K"),
    ],
)
async def test_tiles_typed_without_a_cell_are_read_as_tiles(
    bot_driver: Driver, db: Database, lang: str, typed: str, said: str
) -> None:
    """Played: « A 5 » (the ace and the 5 of the rack) was read as a count of 5 (« Un compte
    seul n'est pas un coup », or « Vouliez-vous dire 5 points, ou votre jeton 5? »). Now the
    tiles are named back and the cell asked for; nothing is played."""
    user = 7700 if lang == "fr" else 7701
    question = await plant(db, user, LAID, "A 5 6 4 K")
    text = plain(await bot_driver.send(typed, user, language_code=lang))
    assert text.startswith(said), text
    assert "compte" not in text.lower() and "count" not in text.lower(), text
    assert (await db.questions.pending_question(user, user)) == question


@pytest.mark.parametrize(
    ("lang", "typed"),
    [
        ("fr", "quoi?"),
        ("fr", "hein?"),
        ("fr", "bonjour tout le monde"),
        ("en", "what?"),
        ("en", "hello there"),
    ],
)
async def test_a_question_or_chatter_at_a_step_gets_the_steps_help(
    bot_driver: Driver, db: Database, lang: str, typed: str
) -> None:
    """Played: « quoi? », "what?", chatter at a private game step were answered « Commencez
    par une case, par exemple H8 → 5 6 4. », as if a move had been typed. Now the step's own
    help: it is the player's move, their rack, how to type a move, the hint and the rules."""
    user = 7710 if lang == "fr" else 7711
    question = await plant(db, user, LAID, "A 5 6 4 K")
    text = plain(await bot_driver.send(typed, user, language_code=lang))
    greeted = typed.startswith(("bonjour", "hello"))  # greeted back (kings14), not « compris »
    if lang == "fr":
        head = "Bonjour!" if greeted else "Je n'ai pas compris votre coup."
        assert text.startswith(f"{head} C'est à vous de jouer."), text
        assert "Vos jetons : A 4 5 6 R" in text and "H8 → 5 6 4" in text, text
        assert "indice" in text and "/rois aide" in text, text
        assert "Commencez par une case" not in text
    else:
        head = "Hello!" if greeted else "I did not understand your move."
        assert text.startswith(f"{head} It is your turn."), text
        assert "Your tiles: A 4 5 6 K" in text and "H8 → 5 6 4" in text, text
        assert "hint" in text and "/kings help" in text, text
        assert "Start with a cell" not in text
    assert (await db.questions.pending_question(user, user)) == question


@pytest.mark.parametrize(
    ("lang", "help_head"), [("fr", "<b>Kings Cribbage</b>"), ("en", "<b>Kings Cribbage</b>")]
)
async def test_help_word_at_a_step_gets_the_kings_help(
    bot_driver: Driver, db: Database, lang: str, help_head: str
) -> None:
    """« aide », "help" at a private step: the Kings help, the step still waiting."""
    user = 7712 if lang == "fr" else 7713
    question = await plant(db, user, LAID, "A 5 6 4 K")
    text = plain(
        await bot_driver.send("aide" if lang == "fr" else "help", user, language_code=lang)
    )
    assert text.startswith(help_head) and "H8 → 5 6 4" in text, text
    assert (await db.questions.pending_question(user, user)) == question


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("fr", "Votre support n'a que deux jetons 5."),
        ("en", "Your rack has only two 5 tiles."),
    ],
)
async def test_too_many_of_a_tile_is_said_plainly(
    bot_driver: Driver, db: Database, lang: str, said: str
) -> None:
    """Played: « H8 → 5 5 5 » with two 5s on the rack said "Your rack has only 2 5s.", hard
    to read (« 2 5s »); now "Your rack has only two 5 tiles." (« deux jetons 5 »)."""
    user = 7730 if lang == "fr" else 7731
    question = await plant(db, user, Grid(), "5 5 6 4 K")
    text = plain(await bot_driver.send("H8 → 5 5 5", user, language_code=lang))
    assert said in text.split("\n"), text
    assert (await db.questions.pending_question(user, user)) == question


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        (
            "fr",
            "5 n'est pas une lettre. Choisissez un coup : touchez son bouton ou écrivez sa "
            "lettre, de A à",
        ),
        ("en", "5 is not a letter. Choose a move: press its button or type its letter, A to"),
    ],
)
async def test_a_number_under_a_best_move_question_is_said_to_be_no_letter(
    bot_driver: Driver, db: Database, lang: str, said: str
) -> None:
    """Played: « 5 » under /rois meilleur got « Choisissez un coup : touchez son bouton ou
    écrivez sa lettre, de A à D. », which does not say why 5 was not taken. Now it does."""
    user = 7720 if lang == "fr" else 7721
    await bot_driver.send(
        "/rois meilleur" if lang == "fr" else "/kings best", user, language_code=lang
    )
    question = await db.questions.pending_question(user, user)
    assert question is not None
    text = plain(await bot_driver.send("5", user, language_code=lang))
    assert text.startswith(said), text
    assert (await db.questions.pending_question(user, user)) == question


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("fr", "Il n'y a pas de coup E. Choisissez un coup : touchez son bouton ou écrivez sa"),
        ("en", "There is no move E. Choose a move: press its button or type its letter, A to"),
    ],
)
async def test_a_letter_beyond_the_moves_is_said_to_be_none(
    bot_driver: Driver, db: Database, lang: str, said: str
) -> None:
    """Played: « E » under /rois meilleur (moves A to C) got « Choisissez un coup : touchez son
    bouton ou écrivez sa lettre, de A à C. », as if nothing had been typed. Now it says there
    is no move E."""
    user = 7722 if lang == "fr" else 7723
    command = "/rois meilleur" if lang == "fr" else "/kings best"
    await bot_driver.send(command, user, language_code=lang)
    question = await db.questions.pending_question(user, user)
    assert question is not None
    text = plain(await bot_driver.send("e", user, language_code=lang))
    assert text.startswith(said), text
    assert (await db.questions.pending_question(user, user)) == question


@pytest.mark.parametrize(
    ("lang", "lacking"),
    [("fr", "Pas sur votre support : 8."), ("en", "Not on your rack: 8.")],
)
async def test_tiles_without_a_cell_not_on_the_rack_are_said_at_once(
    bot_driver: Driver, db: Database, lang: str, lacking: str
) -> None:
    """Played: « A 8 » with no 8 on the rack got « Où poser A 8? Écrivez d'abord une case… »;
    typed again with its cell, only then « Pas sur votre support : 8. ». Now both at once,
    with the rack."""
    user = 7702 if lang == "fr" else 7703
    await plant(db, user, LAID, "A 5 6 4 K")
    text = plain(await bot_driver.send("A 8", user, language_code=lang))
    assert lacking in text.split("\n"), text
    assert ("Vos jetons : A 4 5 6 R" if lang == "fr" else "Your tiles: A 4 5 6 K") in text, text
