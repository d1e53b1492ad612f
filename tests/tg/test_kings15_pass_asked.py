"""kings15: « comment on passe? » (« je peux passer? », "how do I pass?") at a Kings game step
got « Je n'ai pas compris votre coup. C'est à vous de jouer. ». Now rule 10 of seed 004 (no move
possible: the turn passed, 1 to 5 tiles exchanged from the bag), how to type it, and whether
the player has a move now; nothing is played, the step still waits."""

from __future__ import annotations

import pytest

from bot.drills.kings_args import Said, said_to_step
from bot.storage import Database
from bot.tg.local import Driver
from tests.tg.kings_helpers import told_at_step


@pytest.mark.parametrize(
    "typed",
    [
        "comment on passe?",
        "je peux passer?",
        "Comment on échange des jetons",
        "quand passer?",
        "how do I pass?",
        "can I pass?",
        "how do I exchange tiles",
    ],
)
def test_the_pass_asked_about_is_read(typed: str) -> None:
    assert said_to_step(typed) is Said.ABOUT_PASS


@pytest.mark.parametrize("typed", ["passe", "je passe", "échange 5 R", "pass", "H8 → 5 6 4"])
def test_a_pass_is_no_question(typed: str) -> None:
    assert said_to_step(typed) is not Said.ABOUT_PASS


@pytest.mark.parametrize(
    ("lang", "typed", "said", "now"),
    [
        ("fr", "comment on passe?", "Si aucun coup n'est possible", "tapez indice"),
        ("en", "can I pass?", "When no move is possible", "type hint"),
    ],
)
async def test_the_pass_asked_at_a_step_is_told(
    bot_driver: Driver, db: Database, lang: str, typed: str, said: str, now: str
) -> None:
    text = await told_at_step(bot_driver, db, 15090 if lang == "fr" else 15091, typed, lang)
    assert text.startswith(said), text
    assert now in text, text


def test_without_a_move_the_pass_is_offered() -> None:
    from bot.i18n import I18n
    from bot.views.kings_asides import pass_about_lines

    lines = pass_about_lines(I18n.load().translator("fr"), stuck=True)
    said = lines[-1].replace("\u00a0", " ")
    # kings20: as the step says it (was « Vous n'avez aucun coup possible : vous pouvez
    # passer. », a fourth wording of it)
    assert said == (
        "Vous n'avez aucun coup permis : passez, en gardant vos jetons ou en les changeant "
        "contre des jetons du sac."
    )
