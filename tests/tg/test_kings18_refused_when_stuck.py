"""kings18: with no legal move (the step says « passez »), a move typed anyway (« H8 → A 3 »)
got only « Chaque main qu'un coup forme ou allonge doit rapporter au moins un point. H8-I8
(A 3) ne rapporte rien. », and a player tried one move after another. Now the refusal ends
with what to do: there is no move, pass; a player with a move is not told so."""

from __future__ import annotations

import pytest

from bot.drills.kings_play import KingsMatch
from bot.engine.kings_game import KingsGame, game_data
from bot.engine.kings_grid import Grid
from bot.storage import Database
from bot.tg.handlers import kings
from bot.tg.local import Driver
from tests.engine.kings_helpers import tiles
from tests.tg.kings_helpers import LAID, plain, plant

STUCK = "A 3 7 J K"
"""No two to five of these score in a line: no first move."""
SAID = {  # kings20: as the step says it (was « … passez (et changez des jetons s'il en reste
    # dans le sac). », another wording of it)
    "fr": (
        "Vous n'avez aucun coup permis : passez, en gardant vos jetons ou en les changeant "
        "contre des jetons du sac."
    ),
    "en": "You have no legal move: pass, keeping your tiles or exchanging them for tiles from "
    "the bag.",
}
REFUSED = {
    "fr": "Chaque main qu'un coup forme ou allonge doit rapporter au moins un point.",
    "en": "Every line a move makes or lengthens must score at least one point.",
}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_a_move_refused_with_none_possible_says_to_pass(
    bot_driver: Driver, db: Database, lang: str
) -> None:
    user = 18_201 if lang == "fr" else 18_202
    bag = tuple(tiles("7 7 7 7 7 7 7 7 7 7"))
    game = KingsGame(Grid(), bag, (tuple(tiles(STUCK)), tuple(tiles("A A A A A"))))
    match = KingsMatch.from_dict({"game": game_data(game), "level": "normal", "last": None})
    question, _ = await db.questions.replace_question(
        user_id=user, chat_id=user, kind=kings.KINGS_PLAY, deal=match.to_dict(), expected={}
    )
    lines = plain(await bot_driver.send("H8 → A 3", user, language_code=lang)).splitlines()
    assert lines[0] == REFUSED[lang], lines
    assert lines[-1] == SAID[lang], lines
    assert (await db.questions.pending_question(user, user)) == question


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_a_move_refused_with_one_possible_says_nothing_of_passing(
    bot_driver: Driver, db: Database, lang: str
) -> None:
    user = 18_203 if lang == "fr" else 18_204
    await plant(db, user, LAID, "A 5 6 4 K")
    text = plain(await bot_driver.send("A1 → 4 A", user, language_code=lang))
    assert SAID[lang] not in text, text
