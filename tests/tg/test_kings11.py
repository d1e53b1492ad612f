"""kings11: what a Kings game step answers first, in French and English (an exchange refused
while a move exists, a count below zero)."""

from __future__ import annotations

import pytest

from bot.drills.kings_play import KingsMatch
from bot.engine.kings_game import KingsGame, game_data
from bot.engine.kings_grid import Grid
from bot.storage import Database, Question
from bot.tg.handlers import kings
from bot.tg.local import Driver
from tests.engine.kings_helpers import grid, tiles
from tests.tg.kings_helpers import plain


async def plant(db: Database, user: int, g: Grid, rack: str) -> Question:
    bag = tuple(tiles("7 7 7 7 7 7 7 7 7 7"))
    game = KingsGame(g, bag, (tuple(tiles(rack)), tuple(tiles("A A A A A"))))
    match = KingsMatch.from_dict({"game": game_data(game), "level": "normal", "last": None})
    question, _ = await db.questions.replace_question(
        user_id=user, chat_id=user, kind=kings.KINGS_PLAY, deal=match.to_dict(), expected={}
    )
    return question


LAID: Grid = grid([". . . . . . .", ". . . 5 10 . ."], 15)
REFUSED = {
    "fr": "Vous avez encore un coup permis : on ne passe que si aucun coup n'est possible.",
    "en": "You still have a legal move: pass only when none is possible.",
}


@pytest.mark.parametrize(("lang", "typed"), [("fr", "échange 2 3"), ("en", "exchange 2 3")])
async def test_an_exchange_with_a_move_left_is_refused_for_that_first(
    bot_driver: Driver, db: Database, lang: str, typed: str
) -> None:
    """Played: « échange 2 3 » with a move left and no 2 or 3 held answered « Pas sur votre
    support : 2 3. »; once the tiles corrected, « Vous avez encore un coup permis… ». The
    refusal that matters comes first now, and the tiles are not blamed."""
    user = 11100 if lang == "fr" else 11101
    await plant(db, user, LAID, "5 10 6 9 K")
    text = plain(await bot_driver.send(typed, user, language_code=lang))
    assert REFUSED[lang] in text, text
    assert "support" not in text.lower() and "rack" not in text.lower(), text
    assert (await db.questions.pending_question(user, user)) is not None  # the step waits


NEGATIVE = {
    "fr": (
        "Un compte n'est jamais négatif. Écrivez votre coup, puis = et ses points : "
        "H8 → 5 6 4 = 9.",
        "Un compte n'est jamais négatif : après =, écrivez le nombre de points : H8 → 5 6 4 = 9.",
    ),
    "en": (
        "A count is never negative. Type your move, then = and its points: H8 → 5 6 4 = 9.",
        "A count is never negative: after =, write the number of points: H8 → 5 6 4 = 9.",
    ),
}


@pytest.mark.parametrize(
    ("lang", "alone", "claimed"),
    [
        ("fr", ("-3", "moins 3"), ("H8 → 5 = -3", "H8 → 5 = moins 3")),
        ("en", ("-3", "minus 3"), ("H8 → 5 = -3", "H8 → 5 = minus 3")),
    ],
)
async def test_a_count_below_zero_is_said_to_be_none(
    bot_driver: Driver, db: Database, lang: str, alone: tuple[str, ...], claimed: tuple[str, ...]
) -> None:
    """Played: « -3 » alone got « Commencez par une case… » and « H8 → 5 = -3 » got « Après =,
    écrivez le nombre de points… », as if the number were not seen: a count is never
    negative, said first."""
    user = 11102 if lang == "fr" else 11103
    question = await plant(db, user, LAID, "5 10 6 9 K")
    for typed, said in [(t, NEGATIVE[lang][0]) for t in alone] + [
        (t, NEGATIVE[lang][1]) for t in claimed
    ]:
        text = plain(await bot_driver.send(typed, user, language_code=lang))
        assert text == said, (typed, text)
    pending = await db.questions.pending_question(user, user)
    assert pending is not None and pending.id == question.id  # nothing lost


@pytest.mark.parametrize(
    ("lang", "none", "hint"),
    [
        (
            "fr",
            # kings20: as the step says it (was « … passez (et changez des jetons s'il en
            # reste dans le sac). », another wording of it)
            "Vous n'avez aucun coup permis : passez, en gardant vos jetons ou en les changeant "
            "contre des jetons du sac.",
            "indice",
        ),
        (
            "en",
            "You have no legal move: pass, keeping your tiles or exchanging them for tiles "
            "from the bag.",
            "hint",
        ),
    ],
)
async def test_joker_refused_with_no_move_does_not_send_to_the_hint(
    bot_driver: Driver, db: Database, lang: str, none: str, hint: str
) -> None:
    """Played: « joker » typed by a player with no move ended « Pour un bon coup, demandez un
    indice. », and « indice » then said there is none: now the refusal says to pass."""
    user = 11104 if lang == "fr" else 11105
    await plant(db, user, Grid(), "A 3 7 J K")  # no first move
    text = plain(await bot_driver.send("joker", user, language_code=lang))
    assert none in text.split("\n"), text
    assert hint not in text.lower(), text
    await plant(db, user, LAID, "5 10 6 9 K")  # with a move, the hint is offered still
    text = plain(await bot_driver.send("joker", user, language_code=lang))
    assert hint in text.lower() and none not in text, text


@pytest.mark.parametrize(
    ("lang", "typed", "scores"),
    [
        ("fr", "combien j'ai de points?", "Vous 0, moi 0. Jetons dans le sac : 10"),
        ("fr", "c'est quoi le pointage", "Vous 0, moi 0. Jetons dans le sac : 10"),
        ("fr", "qui gagne?", "Vous 0, moi 0. Jetons dans le sac : 10"),
        ("en", "what's the score?", "You 0, me 0. Tiles in the bag: 10"),
        ("en", "how many points do I have", "You 0, me 0. Tiles in the bag: 10"),
    ],
)
async def test_the_score_asked_at_a_step_is_shown(
    bot_driver: Driver, db: Database, lang: str, typed: str, scores: str
) -> None:
    """Played: « combien j'ai de points? » at a game step got « Je n'ai pas compris votre coup.
    C'est à vous de jouer. » and the rack, without the scores asked: now the scores first."""
    user = 11106 if lang == "fr" else 11107
    question = await plant(db, user, LAID, "5 10 6 9 K")
    text = plain(await bot_driver.send(typed, user, language_code=lang))
    assert text.split("\n")[0] == scores, text
    assert "compris" not in text and "understand" not in text, text
    pending = await db.questions.pending_question(user, user)
    assert pending is not None and pending.id == question.id
