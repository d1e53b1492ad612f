"""kings21: « je comprends pas » at a Kings game step got « Je n'ai pas compris votre coup.
C'est à vous de jouer. » (the bot saying it did not understand a player who said she did not);
under /rois compte and /rois meilleur, « je comprends pas » and « comment? » got only
« Répondez par le nombre de points, par exemple 12. » (« Choisissez un coup… »). Now the step
reassures (« Pas de souci, je vous explique. C'est à vous de jouer. ») before its help, and the
two drills say how a line counts first, as a hand to count does."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver
from tests.tg.kings_helpers import LAID, plain, plant


@pytest.mark.parametrize(
    ("lang", "typed", "head"),
    [
        ("fr", "je comprends pas", "Pas de souci, je vous explique. C'est à vous de jouer."),
        ("fr", "j'ai pas compris", "Pas de souci, je vous explique. C'est à vous de jouer."),
        ("en", "I don't understand", "No problem, let me explain. It is your turn."),
        # « ? » alone got the whole 25-line Kings help and its menu, the rack out of sight
        ("fr", "?", "Pas de souci, je vous explique. C'est à vous de jouer."),
        ("en", " ? ", "No problem, let me explain. It is your turn."),
    ],
)
async def test_lost_at_a_step_is_reassured(
    bot_driver: Driver, db: Database, lang: str, typed: str, head: str
) -> None:
    user = 21_300 + len(typed)
    question = await plant(db, user, LAID, "A 5 6 4 K")
    lines = plain(await bot_driver.send(typed, user, language_code=lang)).splitlines()
    assert lines[0] == head, lines
    assert any("H8 → 5 6 4" in line for line in lines), lines
    assert (await db.questions.pending_question(user, user)) == question


COUNTING = {"fr": "Une main se compte comme au cribbage :", "en": "A line is counted like"}


@pytest.mark.parametrize(
    ("lang", "command", "typed"),
    [
        ("fr", "/rois compte", "je comprends pas"),
        ("fr", "/rois compte", "comment?"),
        ("en", "/kings count", "I don't understand"),
        ("fr", "/rois meilleur", "je comprends rien"),
        ("en", "/kings best", "huh?"),
    ],
)
async def test_lost_under_a_drill_is_told_how_a_line_counts(
    bot_driver: Driver, db: Database, lang: str, command: str, typed: str
) -> None:
    user = 21_320 + len(command) + len(typed)
    await bot_driver.send(command, user, language_code=lang)
    asked = await db.questions.pending_question(user, user)
    lines = plain(await bot_driver.send(typed, user, language_code=lang)).splitlines()
    assert lines[0].startswith(COUNTING[lang]), lines
    assert (await db.questions.pending_question(user, user)) == asked


@pytest.mark.parametrize(
    ("lang", "rule", "form"),
    [
        (
            "fr",
            "À vous : posez de 1 à 5 de vos jetons en ligne, en touchant un jeton déjà sur la "
            "grille; chaque main que votre coup forme ou allonge doit rapporter au moins un point.",
            "Écrivez-le ainsi : une case, un sens, vos jetons. H8 → 5 6 4 pose le 5 en H8, le 6 "
            "en I8, le 4 en J8. /rois aide pour le reste.",
        ),
        (
            "en",
            "Your move: lay 1 to 5 of your tiles in a line, touching a tile already on the grid; "
            "each line your move makes or lengthens must score at least a point.",
            "Write it as a cell, a direction and your tiles: H8 → 5 6 4 lays 5 on H8, 6 on I8, "
            "4 on J8. /kings help for the rest.",
        ),
    ],
)
async def test_lost_at_a_later_step_is_told_what_a_move_is_and_how_to_write_it(
    bot_driver: Driver, db: Database, lang: str, rule: str, form: str
) -> None:
    """kings23: after « Pas de souci, je vous explique. », a later step said only « À vous :
    écrivez votre coup (H8 → 5 6 4). », the line « je n'ai pas compris » also gets: nothing
    was explained (found playing muggins chat). What a move is and how it is written follow."""
    user = 21_340 if lang == "fr" else 21_341
    await plant(db, user, LAID, "A 5 6 4 K")
    typed = "je comprends pas" if lang == "fr" else "I don't understand"
    lines = plain(await bot_driver.send(typed, user, language_code=lang)).splitlines()
    assert lines[2:4] == [rule, form], lines
