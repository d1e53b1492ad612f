"""/aide as a club member reads it (issue 43, finding 12): three short sections (practise,
play, the club), « aide » and "help" understood without the slash, every command named there
a real one; /stats counts the daily challenge's lay-away."""

from __future__ import annotations

import re

import pytest
from test_daily_chat import TODAY, Clock, best_lay_away, clock, lay_away_with_buttons, play_counts
from test_handlers import one_text

from bot.storage import Database
from bot.tg.handlers.registry import commands_table
from bot.tg.local import Driver, html_to_text, texts

__all__ = ["clock"]  # the fixture, used by name

HEADINGS = {"fr": ("S'exercer", "Jouer", "Votre club"), "en": ("Practise", "Play", "Your club")}
MOST_LINES = 20


@pytest.mark.parametrize(
    ("lang", "typed"),
    [
        ("fr", "/aide"),
        ("fr", "aide"),
        ("fr", "Aide?"),
        ("en", "/help"),
        ("en", "help"),
        ("en", "Help!"),
    ],
)
async def test_help_is_three_short_sections(bot_driver: Driver, lang: str, typed: str) -> None:
    text = html_to_text(one_text(await bot_driver.send(typed, user_id=4330, language_code=lang)))
    lines = text.splitlines()
    assert len(lines) <= MOST_LINES, text
    positions = [lines.index(heading) for heading in HEADINGS[lang]]
    assert positions == sorted(positions)
    names = {name for names in commands_table().values() for name in names}
    shown = set(re.findall(r"/([a-z]+)", text))
    assert shown <= names, shown - names
    assert ("/aide tout" if lang == "fr" else "/help all") in text


@pytest.mark.parametrize(("lang", "typed"), [("fr", "/aide tout"), ("en", "/help all")])
async def test_help_all_lists_every_command(bot_driver: Driver, lang: str, typed: str) -> None:
    sent = texts(await bot_driver.send(typed, user_id=4331, language_code=lang))
    text = html_to_text("\n".join(sent))  # two messages: the commands, how to answer
    assert ("Comment répondre" if lang == "fr" else "How to answer") in text
    assert len(text.splitlines()) > MOST_LINES


async def test_help_without_the_slash_is_left_alone_in_a_group(bot_driver: Driver) -> None:
    calls = await bot_driver.send(
        "aide", user_id=4332, chat_id=-100_4332, chat_type="supergroup", language_code="fr"
    )
    assert texts(calls) == []


@pytest.mark.parametrize(
    ("lang", "best"), [("fr", "le meilleur choix 1 fois"), ("en", "the best choice 1 time")]
)
async def test_stats_count_the_daily_lay_away(
    bot_driver: Driver, db: Database, clock: Clock, lang: str, best: str
) -> None:
    user = 4333 if lang == "fr" else 4334
    await bot_driver.send("/defi", user_id=user, language_code=lang)
    await play_counts(bot_driver, db, user, lang)
    await lay_away_with_buttons(bot_driver, db, user, best_lay_away(TODAY), lang)
    text = html_to_text(
        "\n".join(texts(await bot_driver.send("/stats", user_id=user, language_code=lang)))
    )
    assert best in text, text
