"""« /entraineur arrête » (« arrêter », « pause ») got « Je ne connais pas « arrête » » when
« /entraineur stop » and « /entraineur arrêt » stopped the coach: the words a player types to
stop it (with or without their accents) now stop it, and « /entraineur reprendre » turns it
back on."""

from __future__ import annotations

import pytest

from bot.coach.coach_args import CoachAsk, read_coach_args
from bot.tg.local import Driver, texts


@pytest.mark.parametrize(
    "word", ["arrête", "arrete", "Arrêter", "arrêtez", "pause", "désactiver", "stop"]
)
def test_stop_words_turn_the_coach_off(word: str) -> None:
    assert read_coach_args([word]) == (CoachAsk.COACHING, False)
    assert read_coach_args(["hebdo", word]) == (CoachAsk.WEEKLY, False)


@pytest.mark.parametrize("word", ["reprendre", "activer", "marche"])
def test_start_words_turn_the_coach_on(word: str) -> None:
    assert read_coach_args([word]) == (CoachAsk.COACHING, True)


async def test_entraineur_arrete_stops_the_coach(bot_driver: Driver) -> None:
    (said,) = texts(await bot_driver.send("/entraineur arrête", 9_421, language_code="fr"))
    assert said.startswith("Entraîneur arrêté"), said
    (said,) = texts(await bot_driver.send("/entraineur reprendre", 9_421, language_code="fr"))
    assert "Je ne connais pas" not in said, said


def test_resume_is_no_start_word() -> None:
    """« /entraineur résumé » (a summary asked) would read, without its accents, as "resume"
    and turn the coaching on: it is a word not understood."""
    assert read_coach_args(["résumé"]) == "résumé"
