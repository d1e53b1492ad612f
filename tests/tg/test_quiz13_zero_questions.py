"""« /quiz 0 » answered « Je ne comprends pas « 0 ». », though 0 was read well: a series has 1
to 30 questions. Now « 0, c'est trop peu : une série compte de 1 à 30 questions. » over the
usage, as « /quiz 50 » says it is too many."""

from __future__ import annotations

import pytest

from bot.drills.quiz import series_too_short
from bot.tg.local import Driver, texts


@pytest.mark.parametrize(
    ("typed", "too_few"),
    [
        ("0", True),
        ("00", True),
        ("rois 0", True),
        ("zéro", True),
        ("0 questions", True),
        ("1", False),
        ("50", False),
        ("bof", False),
        ("0 0", False),
        ("", False),
    ],
)
def test_no_question_asked_is_read_as_such(typed: str, too_few: bool) -> None:
    assert series_too_short(typed.split()) is too_few


@pytest.mark.parametrize(
    ("lang", "typed", "first"),
    [
        ("fr", "0", "0, c'est trop peu\u00a0: une série compte de 1 à 30 questions."),
        ("fr", "rois 0", "0, c'est trop peu\u00a0: une série compte de 1 à 30 questions."),
        ("en", "0", "0 is too few: a series has 1 to 30 questions."),
    ],
)
async def test_no_question_is_said_over_the_usage(
    bot_driver: Driver, lang: str, typed: str, first: str
) -> None:
    (text,) = texts(await bot_driver.send(f"/quiz {typed}", user_id=9_313, language_code=lang))
    head, *rest = text.replace("&#x27;", "'").split("\n")
    assert head == first, text
    assert "/quiz 10" in "\n".join(rest)
