"""A score written, then set by the organizer (`/soiree corriger`, or the button keeping a
disputed one): its message kept « Ann Leblanc, confirmez avec le bouton. Rien ne compte
avant. » with no button left under it. It now says what became of it: replaced by the
organizer's score below, or confirmed when the organizer kept it."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_handlers import ADMIN, GROUP, NAMES, Hall, plain


@pytest.mark.parametrize(
    ("lang", "organizers", "said"),
    [
        ("fr", "121 99", "Ronde 1, table 1 : ce pointage est remplacé par celui ci-dessous."),
        ("en", "121 99", "Round 1, table 1: replaced by the score below."),
        ("fr", "121 95", "✅ Ronde 1, table 1, pointage fixé par l'organisateur : "),
        ("en", "121 95", "✅ Round 1, table 1, score set by the organizer: "),
    ],
    ids=["fr-replaced", "en-replaced", "fr-confirmed", "en-confirmed"],
)
async def test_the_written_score_says_what_became_of_it(
    bot_driver: Driver, local_api: LocalBotApi, lang: str, organizers: str, said: str
) -> None:
    """Another score set by the organizer replaces it; the same score set confirms it: its
    message becomes the organizer's line, not posted again below (night16; before:
    « ✅ Ronde 1, table 1 : confirmé. » there, then the organizer's line posted)."""
    hall = Hall(bot_driver, local_api, lang)
    night, a, b = await hall.one_table("fadoq")
    await hall.say(f"{hall.cmd} 121 95", a)
    written = await hall.table(night, 1, 1)
    assert written.message_id is not None
    fix = "corriger" if lang == "fr" else "correct"
    await hall.say(f"{hall.cmd} {fix} 1 1 {organizers}", ADMIN)
    shown = local_api.message(GROUP, written.message_id)
    assert shown is not None
    lines = plain(shown["text"]).splitlines()
    score = f"{NAMES[a]} 121, {NAMES[b]} 95"
    kept = said.endswith(" ")
    assert lines == ([f"{said}{score}."] if kept else [said, score]), lines
    assert "inline_keyboard" not in str(shown.get("reply_markup", ""))
