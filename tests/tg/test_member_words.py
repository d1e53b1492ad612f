"""Plain words for a club member (issue 43, finding 4): levels « débutant / habile / expert »
with the rating number only as a detail; /jeu jouer and /ecart say their decimals in
sentences, the figures behind « Détails » (an expandable quote)."""

from __future__ import annotations

import re

import pytest
from test_coach_handlers import deal_and_answer, pictures_off
from test_handlers import one_text, pending
from test_peg_handlers import deal_play

from bot.drills.ecart import Challenge
from bot.drills.peg_best import PlayPosition, analyse_play
from bot.storage import Database
from bot.tg.handlers.ecart import challenge_of
from bot.tg.local import Driver, html_to_text, texts
from bot.views.ecart_buttons import confirm_data
from bot.views.peg_replies import card_data

LEVELS = {"fr": ("débutant", "habile", "expert"), "en": ("beginner", "skilled", "expert")}


@pytest.mark.parametrize(
    ("lang", "head", "detail", "next_level"),
    [
        (
            "fr",
            "Votre niveau (débutant, habile, expert)",
            "points de niveau",
            r", (habile dès 1 450|expert dès 1 700)",
        ),
        (
            "en",
            "Your level (beginner, skilled, expert)",
            "level points",
            r", (skilled from 1,450|expert from 1,700)",
        ),
    ],
)
async def test_stats_give_a_level_and_the_number_as_a_detail(
    bot_driver: Driver, db: Database, lang: str, head: str, detail: str, next_level: str
) -> None:
    """The number is « 1 143 points de niveau, habile dès 1 450 »: what it measures and the
    figure of the next level, after the level in words."""
    user = 4350 if lang == "fr" else 4351
    await pictures_off(bot_driver, user)
    await deal_and_answer(bot_driver, db, user, miss=set(), lang=lang)
    text = html_to_text("\n".join(texts(await bot_driver.send("/stats", user, language_code=lang))))
    assert head in text, text
    line = next(line for line in text.splitlines() if detail in line)
    plain = line.replace("\u00a0", " ").replace("\u202f", " ")
    assert any(0 <= plain.find(f": {level}") < plain.index(detail) for level in LEVELS[lang]), line
    assert re.search(rf"\d {detail}{next_level}\)", plain), line
    assert "cote" not in text and "rating" not in text  # not a word a club player reads
    assert "rodage" not in text and "tout le monde commence" not in text
    assert "settling" not in text and "everyone starts" not in text


@pytest.mark.parametrize(("lang", "says"), [("fr", "En jouant "), ("en", "Playing ")])
async def test_the_best_card_is_said_in_sentences_the_table_behind_details(
    bot_driver: Driver, db: Database, lang: str, says: str
) -> None:
    user = 4352 if lang == "fr" else 4353
    question = await deal_play(bot_driver, db, user)
    position = PlayPosition.from_dict(question.deal)
    best = analyse_play(position)[0]
    html = one_text(
        await bot_driver.press(
            card_data(question.id, best.card),
            question.message_id or 0,
            user,
            language_code=lang,
        )
    )
    before, _, details = html.partition("<blockquote expandable>")
    assert details, html
    sentences = [line for line in html_to_text(before).splitlines() if line.startswith(says)]
    assert len(sentences) == len(position.legal())
    assert ("Détails" if lang == "fr" else "Details") in before
    assert "réplique" not in before and "reply" not in before


@pytest.mark.parametrize(("lang", "says"), [("fr", "En jetant "), ("en", "Laying away ")])
async def test_the_lay_away_is_said_in_sentences_the_table_behind_details(
    bot_driver: Driver, db: Database, lang: str, says: str
) -> None:
    user = 4354 if lang == "fr" else 4355
    await pictures_off(bot_driver, user)
    await bot_driver.send("/ecart", user, language_code=lang)
    question = await pending(db, user)
    challenge = challenge_of(question)
    assert isinstance(challenge, Challenge)
    for index in (0, 5):
        await bot_driver.press(
            f"e:{question.id}:{index}", question.message_id or 0, user, language_code=lang
        )
    html = one_text(
        await bot_driver.press(
            confirm_data(question.id), question.message_id or 0, user, language_code=lang
        )
    )
    before, _, details = html.partition("<blockquote expandable>")
    assert details and "<pre>" not in html, html
    sentences = [line for line in html_to_text(before).splitlines() if says in line]
    assert len(sentences) >= 3, html
