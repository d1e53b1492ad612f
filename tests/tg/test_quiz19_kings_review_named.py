"""quiz19: a Kings series ended with « Règles à revoir : • Kings Cribbage », whatever was missed:
every Kings question has that one topic, so the list to review said nothing. Now each Kings
question missed is listed by its own words, in the series' language."""

from __future__ import annotations

from bot.tg.local import Driver, LocalBotApi, texts
from tests.tg.test_quiz_handlers import last_poll, wrong

SERIES = (
    ("fr", 19_950, "/quiz rois 2", "Règles à revoir :"),
    ("en", 19_951, "/quiz kings 2", "Rules to review:"),
)


async def test_a_kings_series_names_the_questions_missed(
    bot_driver: Driver, local_api: LocalBotApi
) -> None:
    for lang, user, command, heading in SERIES:
        await bot_driver.send(command, user_id=user, language_code=lang)
        first = last_poll(local_api, user)
        await bot_driver.answer_poll(first["id"], wrong(first), user_id=user)
        second = last_poll(local_api, user)
        calls = await bot_driver.answer_poll(second["id"], wrong(second), user_id=user)
        lines = texts(calls)[-1].replace("\u00a0", " ").splitlines()
        reviewed = lines[lines.index(heading) + 1 :]
        asked = [p["question"].replace("\u00a0", " ").split(" · ", 1)[-1] for p in (first, second)]
        assert reviewed[:2] == [f"• {question}" for question in asked], lines
