"""Kings Cribbage as typed on a phone (issue 43, finding 6): `>` / `v`, « droite » / « bas »,
"right" / "down" understood and shown in the help; « Arrêter la partie » asks first."""

from __future__ import annotations

import random

import pytest
from test_kings_handlers import match_of, pending, plain

from bot.engine.kings_grid import Placement
from bot.engine.kings_moves import choose_move
from bot.engine.kings_notation import cell_name, rank_name
from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi, html_to_text

DOWN = {"fr": ("v", "bas"), "en": ("v", "down")}
ACROSS = {"fr": (">", "droite"), "en": (">", "right")}


@pytest.mark.parametrize(
    ("lang", "command", "shown"),
    [
        ("fr", "/rois", ("H8 > 5 6 4", "H8 v 5 6 4", "droite", "bas")),
        ("en", "/kings", ("H8 > 5 6 4", "H8 v 5 6 4", "right", "down")),
    ],
)
async def test_the_help_shows_the_directions_a_phone_can_type(
    bot_driver: Driver, lang: str, command: str, shown: tuple[str, ...]
) -> None:
    text = html_to_text(plain(await bot_driver.send(command, user_id=4320, language_code=lang)))
    assert all(word in text for word in shown), text


def _typed(move: list[Placement], word: str, down: bool, lang: str) -> str:
    """The first move typed from its first cell in the direction asked (the first move covers
    the centre, H8, which stays in place when the line is turned)."""
    cells = sorted(p.cell for p in move)
    along_row = len({r for r, _ in cells}) == 1
    if along_row == down:  # turn the line about the centre
        cells = [(c, r) for r, c in cells]
    ranks = [rank_name(p.tile.rank, lang) for p in sorted(move)]
    return f"{cell_name(min(cells))} {word} {' '.join(ranks)}"


@pytest.mark.parametrize(
    ("lang", "word", "down"),
    [
        (lang, w, d)
        for lang in ("fr", "en")
        for d in (True, False)
        for w in (DOWN if d else ACROSS)[lang]
    ],
)
async def test_a_move_typed_with_a_phone_s_direction_is_played(
    bot_driver: Driver, db: Database, lang: str, word: str, down: bool
) -> None:
    user = 4321
    await bot_driver.send(
        "/rois partie" if lang == "fr" else "/kings play", user, language_code=lang
    )
    question = await pending(db, user)
    match = match_of(question)
    choice = choose_move(match.game.grid, match.game.rack(), random.Random(0))
    assert choice is not None and len(choice.move) >= 2
    typed = _typed(list(choice.move), word, down, lang)
    text = plain(await bot_driver.send(typed, user, language_code=lang))
    assert "Dans quel sens" not in text and "Which way" not in text, text
    after = await db.questions.pending_question(user, user)
    assert after is not None and after.id != question.id, text


@pytest.mark.parametrize(
    ("lang", "asked", "stopped"),
    [("fr", "Arrêter cette partie?", "Partie arrêtée"), ("en", "Stop this game?", "Game stopped")],
)
async def test_stopping_a_game_asks_first(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str, asked: str, stopped: str
) -> None:
    user = 4322
    await bot_driver.send(
        "/rois partie" if lang == "fr" else "/kings play", user, language_code=lang
    )
    question = await pending(db, user)
    press = f"kp:{question.id}:"
    text = plain(
        await bot_driver.press(press + "stop", question.message_id or 0, user, language_code=lang)
    )
    assert asked in text and stopped not in text
    assert (await pending(db, user)).id == question.id
    plain(
        await bot_driver.press(press + "keep", question.message_id or 0, user, language_code=lang)
    )
    assert (await pending(db, user)).id == question.id
    await bot_driver.press(press + "stop", question.message_id or 0, user, language_code=lang)
    text = plain(
        await bot_driver.press(press + "end", question.message_id or 0, user, language_code=lang)
    )
    assert stopped in text
    assert await db.questions.pending_question(user, user) is None
