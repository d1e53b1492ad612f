"""« je passe mon tour » (how a French player says they pass) in a Kings game step was
answered « Je n'ai pas compris votre coup. », and "I pass" likewise: both are the pass, as
« je passe » and "pass" are."""

from __future__ import annotations

import pytest

from bot.drills.kings_args import Said, reads_step, said_in_step
from bot.storage import Database
from bot.tg.local import Driver
from tests.tg.kings_step_replies import reply_when_stuck, reply_with_a_move

WORDS = ["je passe mon tour", "Je passe mon tour.", "passe mon tour", "passer mon tour"]
WORDS_EN = ["I pass", "i pass.", "pass my turn", "I pass my turn"]


@pytest.mark.parametrize("text", WORDS + WORDS_EN)
def test_the_pass_in_other_words(text: str) -> None:
    assert said_in_step(text) is Said.PASS
    assert reads_step(text)


@pytest.mark.parametrize(
    ("lang", "typed", "said"),
    [
        ("fr", "je passe mon tour", "Vous passez."),
        ("en", "I pass", "You pass."),
    ],
)
async def test_with_no_move_the_pass_is_taken(
    bot_driver: Driver, db: Database, lang: str, typed: str, said: str
) -> None:
    user = 7791 if lang == "fr" else 7792
    reply = await reply_when_stuck(bot_driver, db, user, lang, typed)
    assert said in reply.split("\n"), reply


@pytest.mark.parametrize(
    ("lang", "typed", "refused"),
    [
        ("fr", "je passe mon tour", "Vous avez encore un coup permis"),
        ("en", "I pass", "You still have a legal move"),
    ],
)
async def test_with_a_move_the_pass_is_refused(
    bot_driver: Driver, db: Database, lang: str, typed: str, refused: str
) -> None:
    user = 7793 if lang == "fr" else 7794
    assert (await reply_with_a_move(bot_driver, db, user, lang, typed)).startswith(refused)
