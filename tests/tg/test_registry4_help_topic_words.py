"""`/help <word>` on a word of the game finds its command in either language: « /aide règles »
gave /quiz's lines (/regles is its French name) but "/help rules" answered "There is no command
/rules", and "/help challenge" likewise where « /aide défi » gave /daily's. Each French name
that translates a word has its English one, so that the topic words work the same way in both."""

from __future__ import annotations

import pytest
from test_handlers import one_text

from bot.tg.local import Driver, html_to_text, texts


@pytest.mark.parametrize(
    ("lang", "typed", "command"),
    [
        ("fr", "/aide règles", "/quiz"),
        ("en", "/help rules", "/quiz"),
        ("fr", "/aide défi", "/defi"),
        ("en", "/help challenge", "/daily"),
    ],
)
async def test_help_on_a_topic_word_finds_its_command_in_both_languages(
    bot_driver: Driver, lang: str, typed: str, command: str
) -> None:
    text = html_to_text(one_text(await bot_driver.send(typed, user_id=4440, language_code=lang)))
    assert text.startswith(command), text


@pytest.mark.parametrize(("english", "french"), [("/rules", "/regles"), ("/challenge", "/defi")])
async def test_the_english_topic_names_are_commands_as_the_french_ones_are(
    bot_driver: Driver, english: str, french: str
) -> None:
    said = await bot_driver.send(english, user_id=4441, language_code="en")
    dit = await bot_driver.send(french, user_id=4442, language_code="fr")
    assert [c.method for c in said] == [c.method for c in dit]  # /rules: a poll, as /regles
    assert not any("no command" in text for text in texts(said)), texts(said)


@pytest.mark.parametrize(
    ("lang", "typed"),
    [
        ("en", "/help counting"),
        ("fr", "/aide comptage"),
        ("en", "/help count"),
        ("fr", "/aide compte"),
    ],
)
async def test_help_on_counting_answers_in_both_languages(
    bot_driver: Driver, lang: str, typed: str
) -> None:
    """ "/help counting" told how to answer a count, « /aide comptage » (its French word) « Il
    n'y a pas de commande /comptage »."""
    text = html_to_text(one_text(await bot_driver.send(typed, user_id=4443, language_code=lang)))
    assert text.startswith("How to answer" if lang == "en" else "Comment répondre"), text
