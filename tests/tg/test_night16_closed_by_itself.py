"""The night closes by itself at its last confirmed score: the close post did not say so,
and the organizer's « /soiree fermer » then read only « La dernière soirée est déjà
fermée… ». Now the close post says first that the last score closed it, and « fermer » is
told when and why it closed; a night the organizer closed is answered as before."""

from __future__ import annotations

from datetime import UTC, date, datetime, time
from zoneinfo import ZoneInfo

import pytest

from bot.drills.night import closed_when
from bot.i18n import I18n, render
from bot.tg.local import Driver, LocalBotApi
from bot.views.night_replies import closed_line
from tests.tg.test_night_handlers import Hall

CLOSED = {
    "fr": "Son dernier pointage confirmé l'a fermée d'elle-même (pas besoin de /soiree fermer).",
    "en": "The last score confirmed closed it by itself (no need for /night close).",
}
WHEN = {
    "fr": "La dernière soirée s'est fermée d'elle-même à {time}, à la confirmation de son "
    "dernier pointage : /soiree classement montre son classement final. Pour en ouvrir une "
    "autre : /soiree 1 fadoq",
    "en": "The last night closed by itself at {time}, when its last score was confirmed: "
    "/night standings shows its final standings. To open another: /night 1 fadoq",
}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_a_night_closed_by_its_last_score_says_so(
    bot_driver: Driver, local_api: LocalBotApi, lang: str
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    night, a, b = await hall.one_table("1 fadoq")
    await hall.say(f"{hall.cmd} 121 81", a)
    await hall.press_confirm(await hall.table(night, 1, 1), b)
    close = hall.group()[-1].split("\n")
    assert close[1] == CLOSED[lang]
    assert close[0] in (
        "La soirée est finie. Bravo aux gagnants!",
        "The night is over. Congratulations to the winners!",
    )
    closed = await hall.db.nights.get_night(night.id)
    assert closed is not None and closed.closed_at is not None and closed.closed_by is None
    await hall.order("fermer", "close")
    local = datetime.fromisoformat(closed.closed_at).astimezone(ZoneInfo("America/Toronto"))
    tr = I18n.load().translator(lang)
    at = render.clock(time(local.hour, local.minute), tr)
    at = at.replace("\u202f", " ").replace("\u00a0", " ")
    assert hall.group()[-1] == WHEN[lang].format(time=at)


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_a_night_the_organizer_closed_is_answered_as_before(
    bot_driver: Driver, local_api: LocalBotApi, lang: str
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    await hall.one_table("1 fadoq")
    await hall.close()
    assert not any(CLOSED[lang] in text for text in hall.group())
    await hall.order("fermer", "close")
    assert hall.group()[-1].startswith(
        "La dernière soirée est déjà fermée" if lang == "fr" else "The last night is closed"
    )


def test_when_it_closed_on_the_clubs_clock() -> None:
    """21:42 in Québec is 02:42 UTC the next day: still that day, at 21:42, there; the next
    morning it is said with its day."""
    zone = ZoneInfo("America/Toronto")
    closed = datetime(2026, 12, 2, 2, 42, 31, tzinfo=UTC).isoformat()
    same_night = datetime(2026, 12, 2, 3, 0, tzinfo=UTC).isoformat()
    next_morning = datetime(2026, 12, 2, 14, 0, tzinfo=UTC).isoformat()
    assert closed_when(closed, same_night, zone) == (None, time(21, 42))
    assert closed_when(closed, next_morning, zone) == (date(2026, 12, 1), time(21, 42))


def test_another_day_is_named() -> None:
    fr = I18n.load().translator("fr")
    said = closed_line(["1", "fadoq"], fr, (date(2026, 12, 1), time(21, 42)))
    assert said.replace("\u00a0", " ").startswith(
        "La dernière soirée s'est fermée d'elle-même le mardi 1er décembre à 21 h 42, à la "
        "confirmation de son dernier pointage : "
    )
