"""« Joker » on the bot's Kings count that left a line out: the verdict shows the line caught,
so that the player learns what they spotted (chat and Mini App say the same)."""

from __future__ import annotations

import pytest

from bot.drills.kings_play import BotCount, KingsMatch, Level
from bot.engine.kings_game import KingsGame
from bot.engine.kings_grid import Grid, Placement
from bot.storage import Database
from bot.tg.handlers import kings
from bot.tg.local import Driver, texts
from tests.engine.kings_helpers import tile, tiles


async def plant_short_count(db: Database, user: int) -> None:
    """The bot laid a K by the 5 at H8 (15 for 2) and said 0: it forgot its only line."""
    king = Placement(7, 8, tile("K"))
    game = KingsGame(
        Grid({(7, 7): tile("5"), (7, 8): king.tile}, 15),
        tuple(tiles("2 3 4 7 8 9")),
        (tuple(tiles("A 2 3 4 6")), tuple(tiles("7 8 9 10 J"))),
    )
    match = KingsMatch(game, Level.NORMAL, last=BotCount((king,), 2, 0, 0))
    await db.questions.replace_question(
        user_id=user, chat_id=user, kind=kings.KINGS_PLAY, deal=match.to_dict(), expected={}
    )


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        (
            "fr",
            [
                "Joker! Bien vu : j'ai oublié 2 points, ils sont à vous.",
                "• Horizontale H8-I8 : 5 R — quinze 2",
            ],
        ),
        (
            "en",
            ["Joker! Right: I missed 2 points; they are yours.", "• Across H8-I8: 5 K — fifteen 2"],
        ),
    ],
)
async def test_a_right_joker_shows_the_line_the_bot_forgot(
    bot_driver: Driver, db: Database, lang: str, said: list[str]
) -> None:
    """Before: « Joker! Bien vu : j'ai oublié 2 points, ils sont à vous. » and nothing of
    where they were; now the forgotten line follows, counted."""
    user = 650 if lang == "fr" else 651
    await plant_short_count(db, user)
    calls = await bot_driver.send("joker", user, language_code=lang)
    lines = "\n".join(texts(calls)).replace("\u00a0", " ").split("\n")
    verdict = lines.index(said[0])
    assert lines[verdict : verdict + 2] == said, lines


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        (
            "fr",
            "Ai-je oublié des points dans mon compte? Criez Joker! "
            "(vous perdez 5 points si je n'ai rien oublié)",
        ),
        (
            "en",
            "Did I forget points in my count? Call Joker! (you lose 5 points if I forgot nothing)",
        ),
    ],
)
async def test_the_call_to_joker_under_the_bots_count_says_what_a_wrong_call_costs(
    bot_driver: Driver, db: Database, lang: str, said: str
) -> None:
    """Under each of the bot's counts the step said « Call Joker! » and nothing of the 5
    points a call loses when the bot forgot nothing (only /kings help said it): a player
    learnt it by losing them. The line now says it, and who loses them: « (5 points de moins
    si je n'ai rien oublié) » named no one."""
    user = 562 if lang == "fr" else 563
    await plant_short_count(db, user)
    sent = await bot_driver.send("/kings play", user_id=user, language_code=lang)
    lines = "\n".join(texts(sent)).replace("\u00a0", " ").splitlines()
    assert said in lines, lines


@pytest.mark.parametrize(
    ("lang", "command", "said"),
    [
        (
            "fr",
            "/rois aide",
            "Aussi : passe; échange 5 R, qui passe et remet votre 5 et votre R dans le sac "
            "contre deux nouveaux jetons (seulement si vous n'avez aucun coup); joker (si j'ai "
            "oublié des points dans mon compte; vous perdez 5 points si je n'ai rien oublié); "
            "indice.",
        ),
        (
            "en",
            "/kings help",
            "Also: pass; exchange 5 K, which passes and puts your 5 and K back in the bag for "
            "two new tiles (only when you have no move); joker (when I forgot points in my "
            "count; you lose 5 points if I did not); hint.",
        ),
    ],
)
async def test_the_kings_help_says_who_loses_the_points_of_a_wrong_joker(
    bot_driver: Driver, lang: str, command: str, said: str
) -> None:
    """/rois aide said « joker (…; 5 points de moins si je n'ai rien oublié) »: five points
    less for whom? The player who called it; the line now says so. It said « échange 5 R »
    too, read as « five kings »: it now says those two tiles go back in the bag."""
    calls = await bot_driver.send(command, 566, language_code=lang)
    lines = "\n".join(texts(calls)).replace("\u00a0", " ").split("\n")
    assert said in lines, lines
