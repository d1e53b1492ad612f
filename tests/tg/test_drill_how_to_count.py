"""Asking how to count at a count: « comment on compte? » got « Je ne connais pas le mot
« comment ». », "help me" « I don't know the word "help" »; now what each thing scores."""

from __future__ import annotations

import pytest

from bot.drills.answer_asides import asks_how
from bot.storage import Database
from bot.tg.local import Driver, texts


@pytest.mark.parametrize(
    ("code", "typed", "told"),
    [
        ("fr", "comment on compte?", "2 par quinze"),
        ("fr", "Aide-moi", "1 par carte d'une suite"),
        ("fr", "comment ça marche", "le crib ne compte que le flush de 5"),
        ("en", "how do I count?", "2 for each fifteen"),
        ("en", "help me", "1 per card of a run"),
        ("fr", "je comprends pas", "2 par quinze"),  # got « Je ne connais pas le mot
        ("fr", "J'ai pas compris", "2 par paire"),  # « comprends » », a riddle to the lost
        ("en", "I don't understand", "2 for each fifteen"),
    ],
)
@pytest.mark.parametrize("command", ["/hand", "/crib"])
async def test_asking_how_to_count_is_answered_and_keeps_the_question(
    bot_driver: Driver, db: Database, code: str, typed: str, told: str, command: str
) -> None:
    await bot_driver.send(command, user_id=59, language_code=code)
    reply = "\n".join(texts(await bot_driver.send(typed, user_id=59, language_code=code)))
    assert told in reply, reply
    assert "connais pas" not in reply and "don't know the word" not in reply
    assert await db.stats.attempts(59) == []


@pytest.mark.parametrize(
    ("text", "asks"),
    [
        ("comment on compte?", True),
        ("how does it work", True),
        ("aidez-moi", True),
        ("help 6", False),  # a number in it: a count, read as one
        ("quinze 2 comment", False),
        ("fifteen 2", False),
        ("je comprends pas", True),
        ("j\u2019ai pas compris", True),  # a typographic apostrophe, as phones type it
        ("I don't get it", True),
        ("12 je comprends pas", False),
        ("?", True),
        (" ?? ", True),
        ("12?", False),
        ("", False),
        ("quoi?", True),  # « quoi? », « hein? », "what?": was « Carte inconnue « quoi » »
        ("Hein?", True),
        ("what?", True),
        ("Pardon?", True),
        ("comment ça?", True),
        ("de quoi?", True),
        ("huh?", True),
        ("ça?", False),  # says nothing alone
        ("quoi 12", False),
    ],
)
def test_asks_how(text: str, asks: bool) -> None:
    assert asks_how(text) is asks


@pytest.mark.parametrize(
    ("code", "typed", "told"),
    [
        ("fr", "quoi?", "2 par quinze"),
        ("fr", "hein?", "2 par paire"),
        ("en", "what?", "2 for each fifteen"),
        ("fr", "pardon?", "2 par quinze"),
    ],
)
async def test_what_typed_at_a_count_says_how_to_count(
    bot_driver: Driver, db: Database, code: str, typed: str, told: str
) -> None:
    """« quoi? » at /main got « Je ne connais pas le mot « quoi » »; now how to count."""
    await bot_driver.send("/hand", user_id=61, language_code=code)
    reply = "\n".join(texts(await bot_driver.send(typed, user_id=61, language_code=code)))
    assert told in reply, reply
    assert "connais pas" not in reply and "don't know the word" not in reply
    assert await db.stats.attempts(61) == []


@pytest.mark.parametrize(
    ("code", "typed", "told"),
    [
        ("fr", "comment on compte?", "2 si elle fait 15 ou 31"),
        ("en", "how does it work?", "1 for the go or the last card"),
        ("fr", "je comprends pas", "2 si elle fait 15 ou 31"),
    ],
)
async def test_asking_how_at_a_card_of_the_play_is_answered(
    bot_driver: Driver, db: Database, code: str, typed: str, told: str
) -> None:
    """/jeu compte: « comment on compte? » got « Je ne connais pas le mot « comment ». »."""
    await bot_driver.send("/peg count", user_id=60, language_code=code)
    reply = "\n".join(texts(await bot_driver.send(typed, user_id=60, language_code=code)))
    assert told in reply, reply
    assert "connais pas" not in reply and "don't know the word" not in reply
    assert await db.stats.attempts(60) == []
