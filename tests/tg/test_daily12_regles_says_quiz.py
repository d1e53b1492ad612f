"""« /regles », which a newcomer types expecting the rules, sent a quiz poll straight away with
no word of what it was. /regles stays the quiz's alias, and its answer now begins with one
short line: a quiz on the rules, and where a word of the game is explained (/aide skunk; it
said « /guide », a command that does not exist). /quiz is unchanged."""

from __future__ import annotations

import pytest
from test_quiz_handlers import polls_sent

from bot.drills.quiz import typed_as_rules
from bot.tg.local import Driver, texts


@pytest.mark.parametrize(
    ("code", "command", "said"),
    [
        (
            "fr-CA",
            "/regles",
            "Un quiz sur les règles. Ce que veut dire un mot du jeu : <code>/aide skunk</code>.",
        ),
        ("fr-CA", "/Regles@muggins_bot", "Un quiz sur les règles"),
        (
            "en",
            "/rules",
            "A quiz on the rules. What a word of the game means: <code>/help skunk</code>.",
        ),
    ],
)
async def test_regles_says_it_is_a_quiz_and_where_the_rules_are(
    bot_driver: Driver, code: str, command: str, said: str
) -> None:
    calls = await bot_driver.send(command, user_id=9_441, language_code=code)
    (line,) = texts(calls)
    assert line.replace("\u00a0", " ").startswith(said), line
    assert len(polls_sent(calls)) == 1
    first = [c.method for c in calls if c.method in {"sendMessage", "sendPoll"}]
    assert first[0] == "sendMessage", first


async def test_a_series_by_regles_says_it_too(bot_driver: Driver) -> None:
    said = texts(await bot_driver.send("/regles 3", user_id=9_442, language_code="fr"))
    assert "/aide skunk" in said[0], said


async def test_quiz_sends_its_poll_alone(bot_driver: Driver) -> None:
    calls = await bot_driver.send("/quiz", user_id=9_443, language_code="fr")
    assert texts(calls) == [] and len(polls_sent(calls)) == 1


def test_typed_as_rules_reads_the_command_word() -> None:
    for text in ("/regles", "/Règles 10", "/rules@MugginsBot", "/REGLES stop"):
        assert typed_as_rules(text), text
    for text in (None, "", "/quiz", "/quiz regles", "regles", "/reglesx"):
        assert not typed_as_rules(text), text
