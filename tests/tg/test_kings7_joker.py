"""What kings7 found counting Kings moves: « Joker! », Kings Cribbage's muggins, was never
said to be one to a cribbage player who had not read the Kings rules."""

from __future__ import annotations

import random

import pytest

from bot.drills.kings import KingsCount
from bot.drills.kings_play import KingsMatch
from bot.engine.kings_moves import choose_move
from bot.engine.kings_notation import move_text
from bot.storage import Database
from bot.tg.local import Driver
from tests.tg.kings_helpers import plain

MUGGINS = {
    "fr": "(Joker! est le muggins de Kings Cribbage : les points oubliés dans un compte vont à "
    "l'adversaire.)",
    "en": "(Joker! is Kings Cribbage's muggins: the points a count leaves out go to the other "
    "player.)",
}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_a_short_count_says_what_joker_is(
    bot_driver: Driver, db: Database, lang: str
) -> None:
    """Played: a count one short under /rois compte got « Joker! Vous avez compté 12, le coup
    vaut 28 points : je prends les 16 points oubliés. », and « Joker! » was explained nowhere
    (a player who knows cribbage knows muggins). Now the verdict says what it is; an exact
    count does not."""
    user = 7740 if lang == "fr" else 7741
    command = "/rois compte" if lang == "fr" else "/kings count"
    await bot_driver.send(command, user, language_code=lang)
    question = await db.questions.pending_question(user, user)
    assert question is not None
    total = KingsCount.from_dict(dict(question.deal)).score().total
    text = plain(await bot_driver.send(str(total - 1), user, language_code=lang))
    assert text.split("\n")[1] == MUGGINS[lang], text
    await bot_driver.send(command, user, language_code=lang)
    question = await db.questions.pending_question(user, user)
    assert question is not None
    total = KingsCount.from_dict(dict(question.deal)).score().total
    text = plain(await bot_driver.send(str(total), user, language_code=lang))
    assert "muggins" not in text, text


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_a_short_count_in_a_game_says_what_joker_is(
    bot_driver: Driver, db: Database, lang: str
) -> None:
    """The same in a game: « H8 → … = 8 » for a move of 9 got « Joker! Vous avez compté 8 : je
    prends le point oublié. » without a word of what a Joker is."""
    user = 7742 if lang == "fr" else 7743
    await bot_driver.send(
        "/rois partie" if lang == "fr" else "/kings play", user, language_code=lang
    )
    question = await db.questions.pending_question(user, user)
    assert question is not None
    match = KingsMatch.from_dict(dict(question.deal))
    choice = choose_move(match.game.grid, match.game.rack(), random.Random(0))
    assert choice is not None
    typed = f"{move_text(choice.move)} = {choice.points - 1}"
    text = plain(await bot_driver.send(typed, user, language_code=lang))
    assert MUGGINS[lang] in text.split("\n"), text


@pytest.mark.parametrize(
    ("lang", "typed", "said"),
    [
        ("fr", "je sais pas", "Pas de souci! Envoyez les points que vous voyez"),
        ("fr", "aucune idée", "Pas de souci! Envoyez les points que vous voyez"),
        ("fr", "indice", "Pas d'indice ici : compter le coup, c'est justement la question."),
        ("en", "no idea", "No problem! Send the points you can see"),
        ("en", "hint", "No hint here: counting the move is the question."),
    ],
)
async def test_i_dont_know_at_a_count_question_is_told_what_to_do(
    bot_driver: Driver, db: Database, lang: str, typed: str, said: str
) -> None:
    """Played: « je sais pas », « aucune idée », « indice » under /rois compte got « Répondez
    par le nombre de points, par exemple 12. », over and over: no way out for a player who
    cannot count a Kings move yet. Now told to send what they see (the count is then shown,
    the points left out taken) or /annuler."""
    user = 7744 if lang == "fr" else 7745
    await bot_driver.send(
        "/rois compte" if lang == "fr" else "/kings count", user, language_code=lang
    )
    question = await db.questions.pending_question(user, user)
    text = plain(await bot_driver.send(typed, user, language_code=lang))
    assert text.startswith(said), text
    assert ("/annuler" if lang == "fr" else "/cancel") in text, text
    assert (await db.questions.pending_question(user, user)) == question
