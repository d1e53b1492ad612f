"""/daily (/defi) in a club's group that sets a language: what is said to the member is in
the member's own language, their name first (as /stats, /remind, /forget there); the club's
card is in the club's. Through the in-process Bot API, with a frozen clock."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from bot.storage import Database
from bot.tg.context import App
from bot.tg.local import Driver, LocalBotApi, inline_buttons

NOW = datetime(2026, 11, 23, 17, 0, tzinfo=UTC)  # noon in Québec, Monday
GROUP = -100_400
ZOE = 91


@pytest.fixture
def frozen(local_app: App) -> None:
    local_app.bot_data.clock = lambda: NOW


async def says(driver: Driver, api: LocalBotApi, typed: str, user: int, lang: str) -> list[str]:
    """What the group reads after `user` (named Ben, Telegram in `lang`) typed `typed`."""
    before = len(api.sent_texts(GROUP))
    await driver.send(
        typed,
        user_id=user,
        chat_id=GROUP,
        chat_type="supergroup",
        language_code=lang,
        first_name="Ben",
    )
    return api.sent_texts(GROUP)[before:]


@pytest.mark.parametrize(
    ("club_lang", "lang", "typed", "above", "replay", "button", "past", "card"),
    [
        (
            "en",
            "fr",
            "/defi",
            "<b>Ben</b>\u00a0: la carte du jour est déjà plus haut; le bouton ouvre votre défi"
            " en privé.",
            "<b>Ben</b> — Les jours passés se rejouent en privé, pour s'exercer\u00a0: le bouton"
            " ci-dessous ouvre notre conversation et y distribue le défi du dimanche 1er novembre.",
            "Jouer le défi du jour",
            "Jouer le défi du dimanche 1er novembre",
            "The daily challenge of",
        ),
        (
            "fr",
            "en",
            "/daily",
            "<b>Ben</b>: today's card is already above; the button opens your challenge in"
            " private.",
            "<b>Ben</b> — Past days are replayed in our private chat, for practice: the"
            " button below opens it and deals the challenge of Sunday, November 1 there.",
            "Play today's challenge",
            "Play the challenge of Sunday, November 1",
            "le défi du jour",
        ),
    ],
)
async def test_daily_in_a_group_answers_the_member_in_their_language(
    bot_driver: Driver,
    local_app: App,
    local_api: LocalBotApi,
    db: Database,
    frozen: None,
    club_lang: str,
    lang: str,
    typed: str,
    above: str,
    replay: str,
    button: str,
    past: str,
    card: str,
) -> None:
    """Played: in a club set to English, Ben (French) typed /defi under today's card and read
    « Ben: today's card is already above… », and « /defi 2026-11-01 » « To replay the
    challenge of Nov 1… », in the club's language, while /stats, /rappel, /oublier there
    answer him in his. Now both are his, his name first (the past day in one message, with
    a button to its replay); a card posted for him stays in the club's language."""
    await says(bot_driver, local_api, "/daily", ZOE, club_lang)  # the club opens: its card
    await db.clubs.update_club(GROUP, {"lang": club_lang})
    assert await says(bot_driver, local_api, typed, 92, lang) == [above]
    message = local_api.last_message(GROUP)
    assert message is not None
    assert [b["text"] for b in inline_buttons(message)] == [button]
    assert await says(bot_driver, local_api, f"{typed} 2026-11-01", 92, lang) == [replay]
    message = local_api.last_message(GROUP)
    assert message is not None
    assert [b["text"] for b in inline_buttons(message)] == [past]
    local_app.bot_data.cards[GROUP] = NOW.date() - timedelta(days=1)  # as if posted yesterday
    [new_card] = await says(bot_driver, local_api, typed, 92, lang)
    assert card in new_card


async def test_a_day_asked_in_a_group_is_the_member_s_day(
    bot_driver: Driver, local_app: App, local_api: LocalBotApi, db: Database
) -> None:
    """Played: Zoé, wintering in Paris (/fuseau Paris), in a Québec club: at 1:30 a.m. her
    time on the 24th (7:30 p.m. on the 23rd in Québec), « /defi 2026-11-24 » (her today) read
    « Ce jour n'est pas encore arrivé chez vous : pas de triche! », and « /defi hier » sent her
    to replay the 22nd, on the club's clock. The note is hers, about what she plays in private:
    her today gets the card's line alone, her yesterday (still played in the west) when it
    replays, on her clock."""
    local_app.bot_data.clock = lambda: datetime(2026, 11, 24, 0, 30, tzinfo=UTC)
    await says(bot_driver, local_api, "/defi", ZOE, "fr")  # the club opens: its card
    await bot_driver.send("/fuseau Paris", user_id=93, language_code="fr")
    [above] = await says(bot_driver, local_api, "/defi 2026-11-24", 93, "fr")
    assert "la carte du jour est déjà plus haut" in above
    [yesterday] = await says(bot_driver, local_api, "/defi hier", 93, "fr")
    assert yesterday.startswith("<b>Ben</b> — Le défi du lundi 23 novembre se joue encore"), (
        yesterday
    )
    assert "à partir de 13\u00a0h, heure de chez vous" in yesterday, yesterday
