"""/daily (/defi) in a club's group answers with ONE message whatever follows the command: a
club chat is limited to 20 messages a minute, and members dislike floods. Through the
in-process Bot API, counting what the group receives, with a frozen clock."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from bot.tg.context import App
from bot.tg.local import Driver, LocalBotApi, inline_buttons

NOW = datetime(2026, 11, 23, 17, 0, tzinfo=UTC)  # noon in Québec, Monday
GROUP = -100_410
ZOE = 95
BEN = 96


@pytest.fixture
def frozen(local_app: App) -> None:
    local_app.bot_data.clock = lambda: NOW


async def group_reads(driver: Driver, api: LocalBotApi, typed: str, user: int) -> list[str]:
    """What the group reads after `user` (Ben, Telegram in French) typed `typed` there."""
    before = len(api.sent_texts(GROUP))
    await driver.send(
        typed,
        user_id=user,
        chat_id=GROUP,
        chat_type="supergroup",
        language_code="fr",
        first_name="Ben",
    )
    return api.sent_texts(GROUP)[before:]


def last_buttons(api: LocalBotApi) -> list[str]:
    message = api.last_message(GROUP)
    assert message is not None
    return [str(b["text"]) for b in inline_buttons(message)]


async def test_a_past_day_asked_in_a_group_is_one_message_naming_the_member(
    bot_driver: Driver, local_api: LocalBotApi, frozen: None
) -> None:
    """Played: « /defi 2026-11-20 » in the club's group sent two messages there, « Ben — Pour
    rejouer le défi du 20 nov.… » then « Ben : la carte du jour est déjà plus haut… » and its
    button. Now one: Ben's name first, in his language, where the day is replayed, and the
    button to that day's replay in private."""
    await group_reads(bot_driver, local_api, "/defi", ZOE)  # the club opens: today's card
    [said] = await group_reads(bot_driver, local_api, "/defi 2026-11-20", BEN)
    assert said.startswith("<b>Ben</b> — Les jours passés se rejouent en privé"), said
    assert "le défi du vendredi 20 novembre." in said, said
    assert "carte du jour" not in said, said
    assert last_buttons(local_api) == ["Jouer le défi du vendredi 20 novembre"]


@pytest.mark.parametrize(
    ("typed", "start"),
    [
        ("/defi", "<b>Ben</b>\u00a0: la carte du jour est déjà plus haut"),
        ("/defi 2026-11-23", "<b>Ben</b>\u00a0: la carte du jour est déjà plus haut"),
        ("/defi 2026-11-20", "<b>Ben</b> — Les jours passés se rejouent en privé"),
        ("/defi hier", "<b>Ben</b> — Les jours passés se rejouent en privé"),
        ("/defi lundi", "<b>Ben</b>\u00a0: la carte du jour est déjà plus haut"),  # today
        ("/defi dimanche", "<b>Ben</b> — Les jours passés se rejouent en privé"),
        ("/defi samedi", "<b>Ben</b> — Les jours passés se rejouent en privé"),
        ("/defi demain", "<b>Ben</b> — Le défi de demain n'est pas encore distribué"),
        ("/defi 2026-11-30", "<b>Ben</b> — Ce jour n'est pas encore arrivé chez vous"),
        ("/defi 31/11/2026", "<b>Ben</b>\u00a0: Il n'y a pas de 31 novembre en 2026."),
        ("/defi n'importe quoi", "<b>Ben</b>\u00a0: Je ne peux pas lire «\u00a0n'importe"),
    ],
)
@pytest.mark.parametrize("card_posted", [True, False])
async def test_every_form_of_defi_in_a_group_is_one_message(
    bot_driver: Driver,
    local_api: LocalBotApi,
    frozen: None,
    typed: str,
    start: str,
    card_posted: bool,
) -> None:
    """Each /defi form in a group (alone, today, a past day, hier, a weekday, a day refused)
    sends exactly one message there, with one button: the card's, or a past day's (that
    day's replay in private); before today's card, /defi alone or today's date posts the
    card itself."""
    if card_posted:
        await group_reads(bot_driver, local_api, "/defi", ZOE)  # the club opens: today's card
    [said] = await group_reads(bot_driver, local_api, typed, BEN)
    if card_posted or not start.endswith("déjà plus haut"):
        assert said.replace("<code>", "").startswith(start), said
    else:
        assert "le défi du jour" in said, said  # the card, in the club's language
    [button] = last_buttons(local_api)
    past = "rejouent" in start
    assert (button != "Jouer le défi du jour") is past, button
    assert button.startswith("Jouer le défi d"), button


@pytest.mark.parametrize(
    ("lang", "typed", "button", "part"),
    [
        ("fr", "/defi samedi", "Jouer le défi du samedi 21 novembre", "Défi du 21 nov. 2026"),
        ("en", "/daily Saturday", "Play the challenge of Saturday, November 21", "Nov 21, 2026"),
        ("fr", "/defi 2025-11-20", "Jouer le défi du jeudi 20 novembre 2025", "20 nov. 2025"),
    ],
)
async def test_a_past_day_s_button_replays_that_day_in_private(
    bot_driver: Driver,
    local_api: LocalBotApi,
    frozen: None,
    lang: str,
    typed: str,
    button: str,
    part: str,
) -> None:
    """Played: « /defi samedi » in the group said how to replay Saturday in private, under a
    button « Jouer le défi du jour » that joined the club and dealt today's challenge. Now the
    button names that day and its link (`/start daily_20261121`, well within 64 characters)
    deals that day's replay in private."""
    await group_reads(bot_driver, local_api, "/defi", ZOE)  # the club opens: today's card
    before = len(local_api.sent_texts(GROUP))
    await bot_driver.send(
        typed, user_id=BEN, chat_id=GROUP, chat_type="supergroup", language_code=lang
    )
    assert len(local_api.sent_texts(GROUP)) == before + 1
    message = local_api.last_message(GROUP)
    assert message is not None
    [link] = inline_buttons(message)
    assert link["text"] == button
    payload = str(link["url"]).rsplit("?start=", 1)[1]
    assert len(payload) <= 64
    await bot_driver.send(f"/start {payload}", user_id=BEN, language_code=lang)
    shown = "\n".join(local_api.sent_texts(BEN))
    assert part in shown, shown
    assert "1/4" in shown, shown
    assert "2026-11-23" not in shown and "23 nov." not in shown, shown
