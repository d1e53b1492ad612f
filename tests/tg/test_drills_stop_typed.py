"""Played: « arrête » typed at a hand to count got « « arrête » : vouliez-vous dire « carrée »?
Renvoyez votre compte corrigé. », « stop » "“stop”: did you mean “stp”?", « c'est assez »
« Je ne connais pas le mot « assez » », and at /ecart « Carte inconnue « arrête » ». A player
who says she stops now gets what /annuler does: the question dropped, with its count."""

from __future__ import annotations

import pytest

from bot.drills.answer_asides import says_stop
from bot.storage import Database
from bot.tg.local import Driver, texts
from tests.tg.test_coach_handlers import pending


@pytest.mark.parametrize(
    "text",
    [
        *("arrête", "Arrête!", "j'arrête", "j\u2019arrête", "ok, ça suffit", "C'est assez."),
        *("stop", "I quit", "I'm done", "enough"),
    ],
)
def test_stop_said(text: str) -> None:
    assert says_stop(text)


@pytest.mark.parametrize("text", ["12", "j'abandonne", "je sais pas", "arrête de tricher", "go"])
def test_no_stop_said(text: str) -> None:
    assert not says_stop(text)


@pytest.mark.parametrize(
    ("lang", "command", "typed", "dropped"),
    [
        ("fr", "/main", "arrête", "Main abandonnée. Le compte : "),
        ("fr", "/crib", "c'est assez", "Crib abandonné. Le compte : "),
        ("en", "/hand", "stop", "Hand dropped. The count: "),
    ],
)
async def test_stop_at_a_count_drops_it_with_its_count(
    bot_driver: Driver, db: Database, lang: str, command: str, typed: str, dropped: str
) -> None:
    user = 32_000 + len(command) + len(typed)
    await bot_driver.send(command, user_id=user, language_code=lang)
    await pending(db, user)
    [said] = texts(await bot_driver.send(typed, user_id=user, language_code=lang))
    said = said.replace("\u00a0", " ")
    assert said.startswith(dropped), said
    assert await db.questions.pending_question(user, user) is None


@pytest.mark.parametrize(
    ("lang", "command", "typed", "dropped"),
    [
        ("fr", "/jeu compte", "Ça suffit!", "Question abandonnée."),
        ("fr", "/ecart", "arrête", "Question abandonnée."),
        ("en", "/discard", "I quit", "Question dropped."),
    ],
)
async def test_stop_at_a_play_or_lay_away_drops_it(
    bot_driver: Driver, db: Database, lang: str, command: str, typed: str, dropped: str
) -> None:
    user = 32_100 + len(command) + len(typed)
    await bot_driver.send(command, user_id=user, language_code=lang)
    [said] = texts(await bot_driver.send(typed, user_id=user, language_code=lang))
    assert said == dropped
    assert await db.questions.pending_question(user, user) is None


@pytest.mark.parametrize(
    ("lang", "typed", "said"),
    [
        ("fr", "arrête", "D'accord, on arrête là : rien ne vous attend. /main quand vous voudrez"),
        ("en", "stop", "All right, we stop here: nothing is waiting for you. /hand when you"),
    ],
)
async def test_stop_after_the_verdict_is_understood(
    bot_driver: Driver, db: Database, lang: str, typed: str, said: str
) -> None:
    """With nothing waiting (the count answered), « arrête » got « Je réponds aux comptes et
    aux commandes : /main vous donne une main, /aide explique le reste. »."""
    user = 32_200 + len(typed)
    await bot_driver.send("/main" if lang == "fr" else "/hand", user_id=user, language_code=lang)
    await bot_driver.send("0", user_id=user, language_code=lang)
    [reply] = texts(await bot_driver.send(typed, user_id=user, language_code=lang))
    assert reply.replace("\u00a0", " ").startswith(said), reply
