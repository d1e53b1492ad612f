"""« aide » (or /rois aide) typed at « /rois compte » or « /rois meilleur » sent the rules
and the menu, and nothing of the question still waiting above, though the help in a game
says its move waits. It now says so, and how to answer; after the answer it is as it was."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver
from tests.tg.kings_helpers import plain

WAITS = {
    (
        "fr",
        "count",
    ): "Le coup à compter vous attend plus haut : envoyez ses points, par exemple 12.",
    ("en", "count"): "The move to count waits above: send its points, for example 12.",
    ("fr", "best"): (
        "La question vous attend plus haut : choisissez un coup, touchez son bouton ou écrivez "
        "sa lettre."
    ),
    ("en", "best"): (
        "The question waits above: choose a move, press its button or type its letter."
    ),
}
COMMANDS = {
    ("fr", "count"): "/rois compte",
    ("en", "count"): "/kings count",
    ("fr", "best"): "/rois meilleur",
    ("en", "best"): "/kings best",
}


@pytest.mark.parametrize(
    ("lang", "kind", "help_"),
    [
        ("fr", "count", "aide"),
        ("fr", "count", "/rois aide"),
        ("fr", "best", "aide"),
        ("en", "count", "help"),
        ("en", "best", "help"),
        ("en", "best", "/kings help"),
    ],
)
async def test_the_help_at_a_question_says_it_still_waits(
    bot_driver: Driver, db: Database, lang: str, kind: str, help_: str
) -> None:
    user = 17_041 if lang == "fr" else 17_042
    await bot_driver.send(COMMANDS[lang, kind], user, language_code=lang)
    question = await db.questions.pending_question(user, user)
    assert question is not None
    text = plain(await bot_driver.send(help_, user, language_code=lang))
    assert text.startswith("<b>Kings Cribbage</b>"), text
    assert text.rstrip().endswith(WAITS[lang, kind]), text
    assert (await db.questions.pending_question(user, user)) == question


async def test_the_help_after_the_count_says_nothing_waits(
    bot_driver: Driver, db: Database
) -> None:
    await bot_driver.send("/rois compte", 17_043, language_code="fr")
    await bot_driver.send("999", 17_043, language_code="fr")  # answered: no question waits
    assert await db.questions.pending_question(17_043, 17_043) is None
    text = plain(await bot_driver.send("/rois aide", 17_043, language_code="fr"))
    assert "plus haut" not in text, text


@pytest.mark.parametrize(
    ("lang", "first", "rules"),
    [
        ("fr", "Une main se compte comme au cribbage :", "Toutes les règles du jeu : /rois aide."),
        ("en", "A line is counted like a cribbage hand:", "Every rule of the game: /kings help."),
    ],
)
async def test_a_question_mark_at_a_count_tells_how_a_line_counts(
    bot_driver: Driver, db: Database, lang: str, first: str, rules: str
) -> None:
    """« ? » alone under /rois compte sent the whole help (25 lines, the notation of a move
    included) for a question that asks a number: now how a line counts, where the rules are,
    and that the move still waits."""
    user = 17_044 if lang == "fr" else 17_045
    await bot_driver.send(COMMANDS[lang, "count"], user, language_code=lang)
    question = await db.questions.pending_question(user, user)
    text = plain(await bot_driver.send("?", user, language_code=lang)).replace("\u00a0", " ")
    lines = text.strip().split("\n")
    assert lines[0] == first and lines[-2:] == [rules, WAITS[lang, "count"]], text
    assert "H8" not in text  # not how to write a move
    assert question is not None and await db.questions.pending_question(user, user) == question


async def test_a_question_mark_at_a_best_move_still_gets_the_help(
    bot_driver: Driver, db: Database
) -> None:
    await bot_driver.send("/rois meilleur", 17_046, language_code="fr")
    text = plain(await bot_driver.send("?", 17_046, language_code="fr"))
    assert text.startswith("<b>Kings Cribbage</b>"), text
