"""The end of a Kings game in the chat, as a club member reads it on a phone: the final grid
drawn (with pictures on) rather than written out fifteen columns wide, and the last move
marked as the legend says."""

from __future__ import annotations

import re

import pytest
from tg_checks import callback_datas

from bot.drills.kings_play import KingsMatch, Level
from bot.engine.kings_game import KingsGame
from bot.engine.kings_grid import Grid
from bot.storage import Database
from bot.tg.handlers import kings
from bot.tg.local import Driver, texts
from tests.engine.kings_helpers import tile, tiles

WIDE_ROW = re.compile(r"A +B +C +D +E +F +G +H +I +J +K +L +M +N +O")
"""The letters over a grid written out fifteen columns wide (64 characters a row)."""


async def plant_last_move(db: Database, user: int) -> None:
    """The bag empty, tiles at both far corners and a 5 at H8: the player lays K at I8 (15 for
    2) and keeps a Q; the bot lays its last tile, a 10, by the 5, and the game is over."""
    cells = {(7, 7): tile("5"), (0, 0): tile("2"), (14, 14): tile("3")}
    game = KingsGame(Grid(cells, 15), (), (tuple(tiles("K Q")), tuple(tiles("10"))))
    await db.questions.replace_question(
        user_id=user,
        chat_id=user,
        kind=kings.KINGS_PLAY,
        deal=KingsMatch(game, Level.EXPERT).to_dict(),
        expected={},
    )


@pytest.mark.parametrize(
    ("lang", "move", "final"),
    [("fr", "I8 R", "Score final : vous"), ("en", "I8 K", "Final score: you")],
)
async def test_the_end_of_a_game_shows_the_final_grid_as_a_picture(
    bot_driver: Driver, db: Database, lang: str, move: str, final: str
) -> None:
    """Before: the end came as text only, the whole grid written out in rows of 64 characters
    (each wrapped in two on a phone) under a legend promising a « + » on the tiles just placed
    that no tile had. Now: the final grid drawn, the result in its caption, the menu under it."""
    user = 640 if lang == "fr" else 641
    await plant_last_move(db, user)
    calls = await bot_driver.send(move, user, language_code=lang)
    (photo,) = [call for call in calls if call.method == "sendPhoto"]
    caption = str(photo.params["caption"]).replace("\u00a0", " ")
    assert final in caption, caption
    assert set(callback_datas([photo])) == {"kg:count", "kg:best", "kg:play", "kg:help"}
    assert not any(WIDE_ROW.search(text) for text in texts(calls))


@pytest.mark.parametrize(("lang", "off"), [("fr", "/images non"), ("en", "/pictures off")])
async def test_the_end_in_text_marks_the_last_move(
    bot_driver: Driver, db: Database, lang: str, off: str
) -> None:
    """Pictures off: the grid is written out, and the bot's last tile (the 10 by the 5) has the
    « + » the legend under it explains."""
    user = 642 if lang == "fr" else 643
    await bot_driver.send(off, user, language_code=lang)
    await plant_last_move(db, user)
    calls = await bot_driver.send("I8 R" if lang == "fr" else "I8 K", user, language_code=lang)
    (text,) = [t for t in texts(calls) if WIDE_ROW.search(t)]
    assert re.search(r"\b10 \+", text), text  # a light 10 just placed


@pytest.mark.parametrize(
    ("lang", "move", "said"),
    [
        (
            "fr",
            "I8 R",
            [
                "Vos jetons restants : D; vous perdez 10 points.",
                "Il ne me reste aucun jeton.",
                "Score final : vous \u22128, moi 4.",
            ],
        ),
        (
            "en",
            "I8 K",
            [
                "Your tiles left: Q; you lose 10 points.",
                "I have no tiles left.",
                "Final score: you \u22128, me 4.",
            ],
        ),
    ],
)
async def test_the_end_names_the_tiles_left_that_are_deducted(
    bot_driver: Driver, db: Database, lang: str, move: str, said: list[str]
) -> None:
    """Before: « Jetons restants : vous perdez 10, je perds 0. », the tiles not named: the
    player could not check the deduction (figures 10, ace 1). Now each side's tiles left and
    what they cost, then the final score (2 - 10 = -8 for the player, written with the minus
    sign; 4 for the bot)."""
    user = 644 if lang == "fr" else 645
    await plant_last_move(db, user)
    calls = await bot_driver.send(move, user, language_code=lang)
    lines = "\n".join(texts(calls)).replace("\u00a0", " ").split("\n")
    end = lines.index(said[0])
    assert lines[end : end + 3] == said, lines


@pytest.mark.parametrize(
    ("lang", "command", "said"),
    [
        (
            "fr",
            "/rois aide",
            "La fin : quand le sac est vide, la partie se termine dès qu'un joueur a posé tous "
            "ses jetons ou que personne ne peut plus marquer; chacun perd la valeur des jetons "
            "qui restent sur son support (figures 10, as 1). Deux passes de suite de chaque "
            "joueur la terminent aussi.",
        ),
        (
            "en",
            "/kings help",
            "The end: once the bag is empty, the game ends when a player has laid all their "
            "tiles or no one can score; each loses the value of the tiles left on their rack "
            "(face tiles 10, ace 1). Two passes in a row by each player also end it.",
        ),
    ],
)
async def test_the_help_says_how_a_game_ends(
    bot_driver: Driver, lang: str, command: str, said: str
) -> None:
    """The help said the moves and bonuses, not the end (the rules' « Fin du jeu »): a game
    stopped with tiles deducted from a score nobody had warned of; now it is said."""
    calls = await bot_driver.send(command, 646 if lang == "fr" else 647, language_code=lang)
    lines = "\n".join(texts(calls)).replace("\u00a0", " ").split("\n")
    assert said in lines, lines


@pytest.mark.parametrize(
    ("lang", "word", "kings_help", "general"),
    [
        ("fr", "aide", "/rois aide", "/aide tout"),
        ("en", "help", "/kings help", "/help all"),
    ],
)
async def test_help_typed_during_a_game_gives_the_kings_help(
    bot_driver: Driver, db: Database, lang: str, word: str, kings_help: str, general: str
) -> None:
    """Before: « aide » typed while a Kings game waited for the player's move answered the
    bot's general /help, nothing about the game. Now: the Kings help (as /rois aide), its menu
    under it; with no game under way, « aide » still gives the general /help."""
    user = 648 if lang == "fr" else 649
    await plant_last_move(db, user)
    calls = await bot_driver.send(word, user, language_code=lang)
    expected = await bot_driver.send(kings_help, user, language_code=lang)  # the game waits
    assert texts(calls) == texts(expected), texts(calls)
    assert set(callback_datas(calls)) == {"kg:count", "kg:best", "kg:play", "kg:help"}
    alone = await bot_driver.send(word, user + 20, language_code=lang)
    assert any(general in text for text in texts(alone)), texts(alone)


@pytest.mark.parametrize(
    ("lang", "command", "word", "kings_help"),
    [
        ("fr", "/rois compte", "aide", "/rois aide"),
        ("fr", "/rois meilleur", "aide", "/rois aide"),
        ("en", "/kings count", "help", "/kings help"),
    ],
)
async def test_help_typed_at_a_kings_question_gives_the_kings_help(
    bot_driver: Driver, db: Database, lang: str, command: str, word: str, kings_help: str
) -> None:
    """Before: « aide » typed while /rois compte asked « Combien de points rapporte ce coup,
    bonus compris? » (or /rois meilleur its choice) answered the bot's general /help
    (« S'exercer… Votre club… /fuseau, /rappel »), nothing of how a Kings move scores, the
    question buried under it. Now: the Kings help (as /rois aide); the question still waits."""
    user = 654 if command.endswith("compte") else 655 if lang == "fr" else 656
    await bot_driver.send(command, user, language_code=lang)
    asked = await db.questions.pending_question(user, user)
    assert asked is not None
    calls = await bot_driver.send(word, user, language_code=lang)
    expected = await bot_driver.send(kings_help, user + 10, language_code=lang)
    # the Kings help, and under it that the question waits above (kings17)
    (said,), (help_,) = texts(calls), texts(expected)
    head, waits = said.rsplit("\n", 1)
    assert head == help_ and ("plus haut" in waits or "waits above" in waits), said
    waiting = await db.questions.pending_question(user, user)
    assert waiting is not None and waiting.id == asked.id


@pytest.mark.parametrize(
    ("lang", "word", "kings_help"),
    [("fr", "Règles", "/rois aide"), ("en", "the rules?", "/kings help")],
)
async def test_the_rules_asked_during_a_game_give_the_kings_help(
    bot_driver: Driver, db: Database, lang: str, word: str, kings_help: str
) -> None:
    """Before: « Règles » typed while a Kings game waited for the player's move was read as
    a move: « Commencez par une case, par exemple H8 → 5 6 4. ». Now: the Kings help (as
    /rois aide) and its menu; the step still waits."""
    user = 652 if lang == "fr" else 653
    await plant_last_move(db, user)
    calls = await bot_driver.send(word, user, language_code=lang)
    expected = await bot_driver.send(kings_help, user, language_code=lang)  # the game waits
    assert texts(calls) == texts(expected), texts(calls)
    waiting = await db.questions.pending_question(user, user)
    assert waiting is not None and waiting.kind == kings.KINGS_PLAY
