"""`Press.about(find, *args)`: the club button handlers' one preamble. The decorated body runs
with what `find(update, context, *args)` found (a press and what it is about), and never when
`find` gives None: then `find`'s own refusal is all the presser sees, in their language."""

from __future__ import annotations

import re

import pytest
from telegram import Update

from bot.tg.context import App, Context
from bot.tg.handlers.common import Press, pressed
from bot.tg.local_checks import ApiCall
from bot.tg.local_driver import Driver
from bot.tg.routing import ButtonHandler

ANN = 601
GROUP = -100_601
MESSAGE_ID = 42
NO_SUCH = "0123456789"
"""An id no night or tournament has."""


async def test_press_about_runs_the_body_with_what_was_found_and_only_then(
    local_app: App, bot_driver: Driver
) -> None:
    seen: list[tuple[int, str, int]] = []

    async def find(
        update: Update, context: Context, pattern: re.Pattern[str], *, bonus: int
    ) -> tuple[Press, int] | None:
        press = await pressed(update, context, pattern)
        if press is None or press.match[1] == "0":  # found nothing: stop here
            return None
        return press, int(press.match[1]) + bonus

    @Press.about(find, re.compile(r"^zf:(\d)$"), bonus=100)
    async def handle(context: Context, press: Press, number: int) -> None:
        seen.append((press.player.user_id, press.match[1], number))

    local_app.add_handler(ButtonHandler(handle, re.compile(r"^zf:")), group=-1)

    await bot_driver.press("zf:7", MESSAGE_ID, ANN)
    assert seen == [(ANN, "7", 107)]
    await bot_driver.press("zf:0", MESSAGE_ID, ANN)  # find gave None: no body
    await bot_driver.press("zf:x", MESSAGE_ID, ANN)  # no match: answered by `pressed`
    assert seen == [(ANN, "7", 107)]


def alerts(calls: list[ApiCall]) -> list[tuple[str, bool]]:
    return [
        (str(c.params.get("text", "")), bool(c.params.get("show_alert")))
        for c in calls
        if c.method == "answerCallbackQuery"
    ]


@pytest.mark.parametrize(
    ("data", "lang", "refusal", "then"),
    [
        (f"nj:{NO_SUCH}", "fr", "Cette soirée est finie.", ["editMessageReplyMarkup"]),
        (f"nj:{NO_SUCH}", "en", "This night is over.", ["editMessageReplyMarkup"]),
        (f"tj:{NO_SUCH}", "fr", "Ce tournoi est terminé.", ["editMessageReplyMarkup"]),
        (f"tj:{NO_SUCH}", "en", "This tournament is over.", ["editMessageReplyMarkup"]),
    ],
)
async def test_a_press_about_no_open_competition_is_refused_in_the_pressers_language(
    bot_driver: Driver, data: str, lang: str, refusal: str, then: list[str]
) -> None:
    """The ✅ of a night or tournament that is gone: the finder's alert, in the presser's
    language (the dead ✅ also taken off); the body (registering them) never runs,
    so nothing is sent."""
    calls = await bot_driver.press(
        data, MESSAGE_ID, ANN, GROUP, chat_type="supergroup", language_code=lang
    )
    assert alerts(calls) == [(refusal, True)]
    assert [c.method for c in calls if c.method != "answerCallbackQuery"] == then
