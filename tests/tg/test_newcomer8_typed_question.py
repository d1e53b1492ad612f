"""« c'est quoi muggins » typed in private with nothing asked got « Rien à compter pour
l'instant : /main vous donne une main. », « c'est quoi le crib? », « qu'est-ce que le skunk »
and « comment on compte? » « Je réponds aux comptes et aux commandes… »: a newcomer asks as
she speaks. A question on a word of the game is answered as `/aide <mot>` answers it; any other
text is told as before."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, texts
from bot.tg.local_checks import html_to_text


@pytest.mark.parametrize(
    ("lang", "typed", "head"),
    [
        ("fr", "c'est quoi muggins", "Muggins\n"),
        ("fr", "C\u2019est quoi le crib?", "Crib\n"),
        ("fr", "qu'est-ce que le skunk", "Skunk\n"),
        ("fr", "qu'est-ce qu'un skunk?", "Skunk\n"),  # « Je réponds aux comptes… » (play27)
        ("fr", "Qu\u2019est-ce qu\u2019une coupe?", "Couper\n"),
        ("fr", "comment on compte?", "Comment répondre\n"),
        ("fr", "que veut dire nobs?", "Un pour le valet\n"),
        ("en", "what is a skunk?", "Skunk\n"),
        ("en", "how do you count?", "How to answer\n"),
    ],
)
async def test_a_question_on_a_word_is_answered(
    bot_driver: Driver, lang: str, typed: str, head: str
) -> None:
    (text,) = texts(await bot_driver.send(typed, user_id=9_885, language_code=lang))
    assert html_to_text(text).startswith(head), text


@pytest.mark.parametrize(
    ("typed", "told"),
    [
        ("bonjour", "Bonjour! Je réponds aux comptes et aux commandes"),  # greeted back
        ("comment ça va", "Je réponds aux comptes et aux commandes"),
        ("c'est quoi ça", "Je réponds aux comptes et aux commandes"),
        ("12", "Rien à compter pour l'instant"),
        ("muggins", "Rien à compter pour l'instant"),
    ],
)
async def test_any_other_text_is_told_as_before(bot_driver: Driver, typed: str, told: str) -> None:
    (text,) = texts(await bot_driver.send(typed, user_id=9_886, language_code="fr"))
    assert html_to_text(text).startswith(told), text
