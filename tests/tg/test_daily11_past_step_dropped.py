"""/start the day after she left a part: the welcome said « Votre étape du défi du 23 nov. 2026
compte encore », the step below, and « Jouer le défi du jour » beside it. Pressed, today's
first part came with « Le défi du 23 nov. 2026 reste inachevé : il s'est terminé à minuit.
/defi joue celui d'aujourd'hui. »: not a word of her step that still counted, and /defi
pointed to the part she had on her screen. Now one line says what became of her step."""

from __future__ import annotations

import pytest
from daily9_clock import OneClock, one_clock
from test_daily_chat import answer_exactly, part_of

from bot.i18n import I18n
from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi, texts

__all__ = ["one_clock"]  # the fixture, used by name

USER = 72


@pytest.mark.parametrize(
    ("lang", "said", "pointer"),
    [
        (
            "fr",
            "<i>Votre étape du défi du {day} est abandonnée\u00a0: ce défi reste inachevé.</i>",
            "/defi joue celui d'aujourd'hui",
        ),
        (
            "en",
            "<i>Your step of the challenge of {day} is dropped: that challenge stays"
            " unfinished.</i>",
            "/daily plays today's",
        ),
    ],
)
@pytest.mark.parametrize("pressed", [True, False])  # the welcome's button, or /defi typed
async def test_today_s_challenge_over_a_past_step_says_the_step_is_dropped(
    bot_driver: Driver,
    db: Database,
    one_clock: OneClock,
    local_api: LocalBotApi,
    lang: str,
    said: str,
    pointer: str,
    pressed: bool,
) -> None:
    await bot_driver.send("/defi", user_id=USER, language_code=lang)
    await answer_exactly(bot_driver, db, USER, lang)  # part 1 answered, part 2 asked
    asked = one_clock.now.date()
    one_clock.later(days=1)
    await bot_driver.send("/start", user_id=USER, language_code=lang)
    if pressed:
        welcome = local_api.messages(USER)[-2]
        calls = await bot_driver.press_button(welcome, 1, user_id=USER, language_code=lang)
    else:
        calls = await bot_driver.send("/defi", user_id=USER, language_code=lang)
    shown = texts(calls)
    assert len(shown) == 1, shown
    day = I18n.load().translator(lang).date(asked)
    assert shown[0].endswith("\n" + said.format(day=day)), shown
    assert pointer not in shown[0], shown
    part = await part_of(db, USER)
    assert part.day > asked and part.part.value == "hand", part
