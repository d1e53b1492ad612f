"""kings11: /chances with the scores written in words (« quatre-vingt-quinze cent », "ninety-five
a hundred") said « Je ne comprends pas « quatre-vingt-quinze » », as of any word: now it asks
for the scores in digits."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, html_to_text, texts

DIGITS = {
    "fr": "Écrivez les pointages en chiffres\u00a0: je ne lis pas «\u00a0{word}\u00a0» écrit en "
    "lettres.",
    "en": "Write the scores in digits: I do not read “{word}” written in words.",
}


@pytest.mark.parametrize(
    ("lang", "asked", "word"),
    [
        ("fr", "/chances quatre-vingt-quinze cent", "quatre-vingt-quinze"),
        ("fr", "/chances quatre vingt quinze cent", "quatre"),
        ("fr", "/chances 95 cent", "cent"),
        ("fr", "/chances soixante-et-onze 80", "soixante-et-onze"),
        ("fr", "/chances 95 cent-dix", "cent-dix"),
        ("en", "/odds ninety-five a hundred", "ninety-five"),
        ("en", "/odds 95 one hundred", "one"),
        ("en", "/odds Ninety 100", "Ninety"),
    ],
)
async def test_scores_in_words_are_asked_in_digits(
    bot_driver: Driver, lang: str, asked: str, word: str
) -> None:
    text = html_to_text(texts(await bot_driver.send(asked, 11110, language_code=lang))[-1])
    assert text.startswith(DIGITS[lang].format(word=word)), text
    assert ("95 110" in text) and ("comprends" not in text and "cannot" not in text), text


@pytest.mark.parametrize(
    ("lang", "asked", "said"),
    [
        ("fr", "/chances 95 110 demain", "Je ne comprends pas «\u00a0demain\u00a0»."),
        ("fr", "/chances 95 110 centre", "Je ne comprends pas «\u00a0centre\u00a0»."),
        ("en", "/odds 95 110 tent", "I cannot read “tent”."),
    ],
)
async def test_other_words_are_still_not_understood(
    bot_driver: Driver, lang: str, asked: str, said: str
) -> None:
    text = html_to_text(texts(await bot_driver.send(asked, 11111, language_code=lang))[-1])
    assert text.startswith(said), text


@pytest.mark.parametrize(
    ("lang", "asked", "said"),
    [
        ("fr", "/chances 95", "J'ai lu 95 pour vous : il manque le pointage de l'adversaire."),
        ("fr", "/chances lui 110", "J'ai lu 110 pour l'adversaire : il manque votre pointage."),
        ("en", "/odds 95", "I read 95 for you: your opponent's score is missing."),
        ("en", "/odds him 110 pone", "I read 110 for your opponent: your score is missing."),
    ],
)
async def test_one_score_alone_is_said_with_the_one_missing(
    bot_driver: Driver, lang: str, asked: str, said: str
) -> None:
    """Played: « /chances 95 » got only « Envoyez votre pointage, puis celui de l'adversaire… »,
    as if nothing had been read: now what was read and what is missing come first."""
    text = html_to_text(texts(await bot_driver.send(asked, 11112, language_code=lang))[-1])
    assert text.replace("\u00a0", " ").startswith(said), text
    assert "95 110" in text, text  # how to ask, still
