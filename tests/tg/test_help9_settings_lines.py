"""/aide tout said « /rappel 19 h 30 : un rappel quotidien (/rappel non) », and the command
menu « Un rappel quotidien » : a reminder of what? Both say now it is the daily challenge's
(« un rappel du défi du jour »), as /rappel's answer does."""

from __future__ import annotations

import pytest

from bot.i18n import I18n
from bot.tg.local import Driver, texts
from bot.tg.local_checks import html_to_text
from bot.views.commands import menu_remind

I18N = I18n.load()


@pytest.mark.parametrize(
    ("lang", "typed", "line", "menu"),
    [
        (
            "fr",
            "/aide tout",
            "/rappel 19 h 30 : un rappel du défi du jour (/rappel non)",
            "Rappel du défi du jour : /rappel 19 h 30, /rappel non",
        ),
        (
            "en",
            "/help all",
            "/remind 7:30 PM: a reminder of the daily challenge (/remind off)",
            "Reminder of the daily challenge: /remind 7:30 PM, /remind off",
        ),
    ],
)
async def test_the_reminder_says_what_it_reminds(
    bot_driver: Driver, lang: str, typed: str, line: str, menu: str
) -> None:
    sent = texts(await bot_driver.send(typed, user_id=9_883, language_code=lang))
    assert len(sent) == 2, sent  # every command still in one message, then how to answer
    shown = "\n".join(html_to_text(text) for text in sent)
    assert line in shown.replace("\u00a0", " ").replace("\u202f", " "), shown
    said = menu_remind(I18N.translator(lang)).replace("\u00a0", " ").replace("\u202f", " ")
    assert said == menu, said
