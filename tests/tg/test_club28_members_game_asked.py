"""« on joue à combien? », « partie de combien? », "how long is the game?" typed in private
by a member at their lay-away or play of a game between members got the step's advice
(« Gardez les cartes qui marquent ensemble… », « Au jeu, une carte marque 2 si… »), not the
game's length, which the same words while the game waits on another member get (the board,
« (partie de 61) »). It is now the board, each side by name, then what the step waits for;
nothing is played."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver, html_to_text, texts
from tests.tg.members_helpers import live
from tests.tg.test_club26_members_talk import WAITS
from tests.tg.test_members_typed import at_step

BOARD = {
    "fr": "Planche : Marie 0, Robert 0 (partie de 61). ",
    "en": "Board: Marie 0, Robert 0 (game of 61). ",
}


@pytest.mark.parametrize(
    ("lang", "asked"),
    [("fr", "on joue à combien?"), ("fr", "Partie de combien?"), ("en", "how long is the game?")],
)
@pytest.mark.parametrize("step", ["lay_away", "play"])
async def test_the_games_length_asked_at_a_step_says_the_board(
    bot_driver: Driver, db: Database, lang: str, asked: str, step: str
) -> None:
    base = 28_600 + len(asked) * 4 + (2 if step == "play" else 0)
    due, _ = await at_step(bot_driver, db, lang, base, step)
    before, _ = await live(db, due.user)
    said = html_to_text("\n".join(texts(await due.private(asked)))).replace("\u00a0", " ")
    assert said == BOARD[lang] + WAITS[lang][step], said
    after, _ = await live(db, due.user)
    assert after.state == before.state
