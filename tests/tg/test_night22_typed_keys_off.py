"""Ann pressed « J'ai gagné » under her private notice, then « 90… », and typed
« /soiree 121 95 » instead: her digits stayed live, and pressing one rewrote her unconfirmed
score. Once she typed it, her notice says she wrote it, without a button; typed again, the
score is not contradicted there."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, LocalBotApi, inline_buttons
from tests.tg.test_night_handlers import NAMES, Hall, answers, plain

SAID = {
    "fr": ["Ronde 1 — table 1, contre {b}", "Vous avez inscrit le pointage de cette partie."],
    "en": ["Round 1 — table 1, against {b}", "You wrote this game's score."],
}


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("private", [False, True])
async def test_a_typed_score_closes_the_half_used_keys(
    bot_driver: Driver, local_api: LocalBotApi, lang: str, private: bool
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    night, a, b = await hall.one_table("fadoq")
    notice = local_api.last_message(a)
    assert notice is not None and inline_buttons(notice)
    await bot_driver.press_button(notice, 1, user_id=a, language_code=lang)  # I won
    step = local_api.message(a, int(notice["message_id"]))
    assert step is not None
    await bot_driver.press_button(step, 10, user_id=a, language_code=lang)  # 90…
    step = local_api.message(a, int(notice["message_id"]))
    assert step is not None and inline_buttons(step)
    if private:
        await hall.private(f"{hall.cmd} 121 95", a)
    else:
        await hall.say(f"{hall.cmd} 121 95", a)
    shown = local_api.message(a, int(notice["message_id"]))
    assert shown is not None and not inline_buttons(shown), inline_buttons(shown or {})
    said = [line.format(b=NAMES[b]) for line in SAID[lang]]
    assert plain(shown["text"]).split("\n") == said, shown["text"]
    assert (await hall.table(night, 1, 1)).score is not None
    await hall.say(f"{hall.cmd} 121 96", a)  # typed again: the notice does not contradict it
    again = local_api.message(a, int(notice["message_id"]))
    assert again is not None and plain(again["text"]).split("\n") == said
    assert (await hall.table(night, 1, 1)).score == (121, 96)


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_a_digit_pressed_after_the_typed_score_changes_nothing(
    bot_driver: Driver, local_api: LocalBotApi, lang: str
) -> None:
    """Pressed as the keys were taken off (a press already on its way): it is refused, said."""
    hall = Hall(bot_driver, local_api, lang)
    night, a, _b = await hall.one_table("fadoq")
    notice = local_api.last_message(a)
    assert notice is not None
    await bot_driver.press_button(notice, 1, user_id=a, language_code=lang)  # I won
    await hall.say(f"{hall.cmd} 121 80", a)
    calls = await bot_driver.press(
        f"nw:{night.id}:1:1:w:9:5", int(notice["message_id"]), user_id=a, language_code=lang
    )
    assert answers(calls) == [SAID[lang][1]], answers(calls)
    assert (await hall.table(night, 1, 1)).score == (121, 80)
